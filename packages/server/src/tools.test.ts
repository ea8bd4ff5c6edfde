/**
 * Every operation in the registry answers real data over HTTP, and every response conforms to
 * its operation's result schema (seed: Tool operations with documented parameters; Resources).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@storeops/contract';
import { useTestServer } from '@storeops/testkit/server';
import { sampleInputs, sampleKey } from '@storeops/testkit/samples';
import { errorViolations, resultViolations } from './contract-conformance';

const t = useTestServer({ scale: 0.1 }, { admin: ['admin'], business: { scopes: ['read'], store: 'business' } });
let sandboxAdmin: string;
let productId: string;
let inputs: Record<string, Array<Record<string, unknown>>>;

beforeAll(async () => {
  const row = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
  productId = row.id;
  sandboxAdmin = await t.key(['admin'], { kind: 'sandbox' });
  inputs = await sampleInputs(t, t.keys.admin, sandboxAdmin);
});

function inputsFor(name: string): Array<Record<string, unknown>> {
  return inputs[name] ?? [];
}

describe('every operation', () => {
  it('has a test input table entry', () => {
    for (const op of OPERATIONS) expect(inputsFor(op.name).length, op.name).toBeGreaterThan(0);
  });

  for (const op of OPERATIONS) {
    it(`${op.name}: answers {ok, result} conforming to its schema`, async () => {
      for (const input of inputsFor(op.name)) {
        const res = await t.call(op.name, input, sampleKey(op, t.keys.admin, sandboxAdmin));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.ok).toBe(true);
        expect(resultViolations(op.name, res.body.result), `${op.name} ${JSON.stringify(input)}`).toEqual([]);
        expect(res.headers.get('service-api-version')).toBe('1');
      }
      // An operation needs arguments when some are required, or when it takes one of several (`minProperties`, e.g. web_read's url or document_id).
      const needsArguments =
        ((op.inputSchema.required as string[] | undefined) ?? []).length > 0 ||
        ((op.inputSchema.minProperties as number | undefined) ?? 0) > 0;
      if (!op.requiresStorefront && op.tier === 'read' && !needsArguments) {
        const res = await t.call(op.name, {}, t.keys.business);
        expect(res.status).toBe(200);
        expect(resultViolations(op.name, res.body.result)).toEqual([]);
      }
    });
  }

  it('error bodies conform to the Error schema', async () => {
    for (const res of [
      await t.call('query_products', { limit: 0 }, t.keys.admin),
      await t.call('nope', {}, t.keys.admin),
      await t.call('get_alerts', {}, undefined),
    ]) {
      expect(errorViolations(res.body)).toEqual([]);
    }
  });
});

describe('real figures and defaults', () => {
  it("get_store_overview reports the store's real counts and the whole-store decision census", async () => {
    const { result } = (await t.call('get_store_overview', {}, t.keys.admin)).body;
    const products = await t.db('products').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first();
    const open = await t.db('alerts').where({ store_id: t.hostedStoreId }).whereNull('resolved_at').count({ n: '*' }).first();
    expect(result.name).toBe('Northwind Outfitters');
    expect(result.tenant_type).toBe('hosted_storefront');
    expect(result.catalogue.product_count).toBe(Number(products!.n));
    expect(result.open_alert_count).toBe(Number(open!.n));
    const s = result.catalogue.storefront_status;
    expect(s.active + s.draft + s.archived).toBe(result.catalogue.product_count);
    const lifecycleTotal = Object.values(result.catalogue.service_lifecycle as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(lifecycleTotal).toBe(result.catalogue.product_count);
    const b = result.decisions.buckets;
    expect(b.live + b.queued + b.failed + b.suggested + b.reverted + b.noop).toBe(result.decisions.total);
    const since = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const census = await t
      .db('decisions')
      .where({ store_id: t.hostedStoreId })
      .andWhere('created_at', '>=', since)
      .select('bucket')
      .count({ n: '*' })
      .groupBy('bucket');
    for (const row of census as Array<{ bucket: string; n: number | string }>) expect(b[row.bucket], row.bucket).toBe(Number(row.n));
    expect(result.decisions.window_days).toBe(7);
    for (const agent of result.agents.dry_run) expect(agent.turn_it_on).toBeDefined();
    expect(result.agents.dry_run.length).toBeGreaterThan(0);
  });

  it('query_products applies its defaults (limit 10, sort updated_desc)', async () => {
    const { result } = (await t.call('query_products', {}, t.keys.admin)).body;
    expect(result.products).toHaveLength(10);
    const updated = result.products.map((p: { updated_at: string }) => p.updated_at);
    expect([...updated].sort().reverse()).toEqual(updated);
  });

  it('query_products sort roas_desc orders by current ROAS', async () => {
    const { result } = (await t.call('query_products', { sort: 'roas_desc', limit: 50 }, t.keys.admin)).body;
    const roas = result.products.map((p: { current_roas: number | null }) => p.current_roas).filter((r: number | null) => r !== null);
    expect([...roas].sort((a, b) => b - a)).toEqual(roas);
  });

  it('query_products lifecycle filter only returns that state', async () => {
    const { result } = (await t.call('query_products', { filter: { lifecycle_state: 'winner' }, limit: 50 }, t.keys.admin)).body;
    expect(result.products.length).toBeGreaterThan(0);
    for (const p of result.products) expect(p.state).toBe('winner');
  });

  it('get_alerts defaults to open alerts, severity first then newest', async () => {
    const { result } = (await t.call('get_alerts', {}, t.keys.admin)).body;
    const rank = { critical: 0, warning: 1, info: 2 } as Record<string, number>;
    for (const a of result.alerts) expect(a.resolved_at).toBeNull();
    for (let i = 1; i < result.alerts.length; i++) {
      const prev = result.alerts[i - 1];
      const cur = result.alerts[i];
      expect(rank[prev.severity]! < rank[cur.severity]! || (prev.severity === cur.severity && prev.detected_at >= cur.detected_at)).toBe(
        true,
      );
    }
  });

  it('query_performance totals match the daily rows of the window', async () => {
    const { result } = (await t.call('query_performance', { window_days: 7 }, t.keys.admin)).body;
    expect(result.daily.length).toBeLessThanOrEqual(7);
    const sum = result.daily.reduce((acc: number, d: { revenue: number }) => acc + d.revenue, 0);
    expect(Math.abs(sum - result.totals.revenue)).toBeLessThan(0.05);
    expect(result.top_products.length).toBeLessThanOrEqual(5);
    expect(result.underperformers.length).toBeLessThanOrEqual(5);
  });

  it('get_recent_decisions honours limit and mode, with whole-store counts', async () => {
    const { result } = (await t.call('get_recent_decisions', { mode: 'noop', limit: 5 }, t.keys.admin)).body;
    expect(result.decisions).toHaveLength(5);
    for (const d of result.decisions) expect(d.bucket).toBe('noop');
    expect(result.counts.total).toBeGreaterThan(5);
  });

  it('get_variants for one product returns only its variants', async () => {
    const { result } = (await t.call('get_variants', { product_id: productId }, t.keys.admin)).body;
    const n = await t.db('variants').where({ product_id: productId }).count({ n: '*' }).first();
    expect(result.variants.length).toBe(Math.min(10, Number(n!.n)));
    for (const v of result.variants) expect(v.product_id).toBe(productId);
  });

  it("another store's rows are never visible", async () => {
    const { result } = (await t.call('get_orders', { limit: 50 }, t.keys.business)).body;
    const ids = result.orders.map((o: { id: string }) => o.id);
    const foreign = await t.db('orders').whereIn('id', ids).andWhereNot({ store_id: t.businessStoreId });
    expect(foreign).toHaveLength(0);
    expect(ids.length).toBeGreaterThan(0);
  });
});
