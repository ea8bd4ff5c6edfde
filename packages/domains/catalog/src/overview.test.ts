import { describe, expect, it } from 'vitest';
import { DECISION_BUCKETS, LIFECYCLE_STATES } from '@storeops/db';
import { handlers } from './index';
import { ANCHOR, countOf, countingQueries, outputViolations, useSeededDb } from '@storeops/testkit/db';

const s = useSeededDb();
const { hosted, business } = s;

const weekAgo = new Date(ANCHOR.getTime() - 7 * 86_400_000).toISOString();

describe('get_store_overview', () => {
  it('matches the contract output schema for both stores', async () => {
    for (const ctx of [hosted, business]) {
      const result = await handlers.get_store_overview({}, ctx);
      expect(outputViolations('get_store_overview', result)).toEqual([]);
    }
  });

  it('runs six aggregate queries, whatever the catalogue size', async () => {
    const { queries } = await countingQueries(s.db, () => handlers.get_store_overview({}, hosted));
    expect(queries).toBe(6);
  });

  it('gives the store identity and last sync from the stores row', async () => {
    const o = await handlers.get_store_overview({}, hosted);
    const row = await s.db('stores').where('id', s.hostedStoreId).first();
    expect(o).toMatchObject({ store_id: row.id, name: row.name, tenant_type: row.tenant_type, currency: row.currency });
    expect(o.last_sync_at).toBe(row.last_synced_at);
  });

  it('counts the catalogue with COUNT(*) per table and per status', async () => {
    const { catalogue } = await handlers.get_store_overview({}, hosted);
    const products = () => s.db('products').where('store_id', s.hostedStoreId).count({ n: '*' });
    expect(catalogue.product_count).toBe(await countOf(products()));
    expect(catalogue.product_count).toBeGreaterThanOrEqual(220);
    expect(catalogue.variant_count).toBe(await countOf(s.db('variants').where('store_id', s.hostedStoreId).count({ n: '*' })));
    for (const status of ['active', 'draft', 'archived'] as const) {
      expect(catalogue.storefront_status[status]).toBe(await countOf(products().where('storefront_status', status)));
    }
    const lifecycleSum = Object.values(catalogue.service_lifecycle).reduce((a, b) => a + b, 0);
    expect(lifecycleSum).toBe(catalogue.product_count);
    for (const state of LIFECYCLE_STATES) {
      const n = await countOf(products().where('lifecycle_state', state));
      if (n === 0) expect(catalogue.service_lifecycle).not.toHaveProperty(state);
      else expect(catalogue.service_lifecycle[state]).toBe(n);
    }
  });

  it('counts open alerts per severity', async () => {
    const o = await handlers.get_store_overview({}, hosted);
    const open = () => s.db('alerts').where('store_id', s.hostedStoreId).whereNull('resolved_at').count({ n: '*' });
    expect(o.open_alert_count).toBe(await countOf(open()));
    for (const sev of ['critical', 'warning', 'info'] as const) {
      expect(o.open_alerts_by_severity[sev]).toBe(await countOf(open().where('severity', sev)));
    }
    expect(o.open_alerts_by_severity.critical + o.open_alerts_by_severity.warning + o.open_alerts_by_severity.info).toBe(
      o.open_alert_count,
    );
  });

  it('summarises every calibration threshold with the newest calibration time', async () => {
    const { calibration } = await handlers.get_store_overview({}, hosted);
    const rows = await s.db('calibration_thresholds').where('store_id', s.hostedStoreId);
    expect(calibration.thresholds).toHaveLength(rows.length);
    for (const t of calibration.thresholds) {
      const row = rows.find((r) => r.metric === t.metric);
      expect(t).toEqual({ metric: row.metric, floor: row.floor, ceiling: row.ceiling, p50: row.p50 });
    }
    const newest = rows
      .map((r) => r.calibrated_at as string)
      .sort()
      .at(-1);
    expect(calibration.calibrated_at).toBe(newest);
  });

  it('groups agents by mode and gives each dry-run agent its turn_it_on route', async () => {
    const { agents } = await handlers.get_store_overview({}, hosted);
    const rows = await s.db('agents').where('store_id', s.hostedStoreId);
    expect(agents.total).toBe(rows.length);
    for (const mode of ['live', 'dry_run', 'off'] as const) {
      expect(agents[mode].map((a) => a.slug).sort()).toEqual(
        rows
          .filter((r) => r.mode === mode)
          .map((r) => r.slug)
          .sort(),
      );
    }
    expect(agents.dry_run.length).toBeGreaterThan(0);
    for (const a of agents.dry_run) {
      expect(a.turn_it_on).toEqual({
        operation: 'enable_automation',
        arguments: { agent: a.slug },
        dashboard_url: `/dashboard/controls/agents/${a.slug}`,
      });
    }
  });

  it('points the turn_it_on of a sandbox copy at the agent page of that copy', async () => {
    const { agents } = await handlers.get_store_overview({}, { ...hosted, store: { ...hosted.store, sandbox: true } });
    const a = agents.dry_run[0]!;
    expect(a.turn_it_on!.dashboard_url).toBe(`/dashboard/stores/${hosted.store.id}/controls/agents/${a.slug}`);
  });

  it('gives the whole-store decision census of the last 7 days, every bucket present', async () => {
    const { decisions } = await handlers.get_store_overview({}, hosted);
    expect(decisions.window_days).toBe(7);
    expect(Object.keys(decisions.buckets).sort()).toEqual([...DECISION_BUCKETS].sort());
    const inWindow = () =>
      s
        .db('decisions')
        .where('store_id', s.hostedStoreId)
        .where('created_at', '>=', weekAgo)
        .where('created_at', '<=', ANCHOR.toISOString())
        .count({ n: '*' });
    for (const bucket of DECISION_BUCKETS) {
      expect(decisions.buckets[bucket]).toBe(await countOf(inWindow().where('bucket', bucket)));
    }
    const sum = DECISION_BUCKETS.reduce((acc, b) => acc + decisions.buckets[b], 0);
    expect(decisions.total).toBe(sum);
    expect(decisions.total).toBe(await countOf(inWindow()));
    expect(decisions.total).toBeGreaterThan(0);
  });

  it('gives a business without a storefront zero catalogue counts and its own figures', async () => {
    const o = await handlers.get_store_overview({}, business);
    expect(o.tenant_type).toBe('no_storefront');
    expect(o.catalogue).toEqual({
      product_count: 0,
      variant_count: 0,
      storefront_status: { active: 0, draft: 0, archived: 0 },
      service_lifecycle: {},
    });
    const agents = await countOf(s.db('agents').where('store_id', s.businessStoreId).count({ n: '*' }));
    expect(o.agents.total).toBe(agents);
    const census = await countOf(
      s
        .db('decisions')
        .where('store_id', s.businessStoreId)
        .where('created_at', '>=', weekAgo)
        .where('created_at', '<=', ANCHOR.toISOString())
        .count({ n: '*' }),
    );
    expect(o.decisions.total).toBe(census);
    for (const bucket of DECISION_BUCKETS) expect(o.decisions.buckets[bucket]).toBeGreaterThanOrEqual(0);
  });
});
