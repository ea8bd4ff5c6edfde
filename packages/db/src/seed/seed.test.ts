import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../connection';
import { migrateLatest } from '../migrations/index';
import { toBool } from '../scope';
import { DECISION_BUCKETS } from '../tables';
import { TEST_ANCHOR, digestDatabase, tempDir } from '../test-helpers';
import { seedDemo, seedIfEmpty, type SeedResult } from './index';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function freshDb(filename: string): Promise<Knex> {
  const db = openDatabase({ databaseUrl: '', filename });
  await migrateLatest(db);
  return db;
}

const n = async (q: Knex.QueryBuilder): Promise<number> => Number(((await q.count({ n: '*' })) as Array<{ n: number }>)[0]!.n);

describe('seedDemo at scale 1 (SQLite file)', () => {
  const tmp = tempDir('storeops-seed-');
  let db: Knex;
  let seeded: SeedResult;
  let elapsedMs = 0;
  let hosted: string;
  let business: string;
  const windowStart = new Date(TEST_ANCHOR.getTime() - 120 * 86_400_000).toISOString();
  const anchorIso = TEST_ANCHOR.toISOString();

  beforeAll(async () => {
    db = await freshDb(join(tmp.dir, 'seed.sqlite'));
    const t0 = performance.now();
    seeded = await seedDemo(db, { anchor: TEST_ANCHOR });
    elapsedMs = performance.now() - t0;
    hosted = seeded.hostedStoreId;
    business = seeded.businessStoreId;
    console.info(`seedDemo scale 1 on SQLite: ${Math.round(elapsedMs)} ms`, seeded.counts);
  });
  afterAll(async () => {
    await db.destroy();
    tmp.cleanup();
  });

  it('creates the two demo stores', async () => {
    const stores = await db('stores').orderBy('handle');
    expect(stores.map((s) => [s.handle, s.name, s.tenant_type, s.currency])).toEqual([
      ['harbor-wholesale', 'Harbor Wholesale Co.', 'no_storefront', 'USD'],
      ['northwind-outfitters', 'Northwind Outfitters', 'hosted_storefront', 'EUR'],
    ]);
    expect(hosted).toMatch(UUID_V4);
    expect(business).toMatch(UUID_V4);
  });

  it('meets the hosted store volume minimums', async () => {
    expect(await n(db('products').where('store_id', hosted))).toBeGreaterThanOrEqual(220);
    expect(await n(db('orders').where('store_id', hosted))).toBeGreaterThanOrEqual(5200);
    expect(await n(db('decisions').where('store_id', hosted))).toBeGreaterThanOrEqual(2200);
    expect(await n(db('cs_threads').where('store_id', hosted))).toBeGreaterThanOrEqual(60);
    expect(await n(db('alerts').where('store_id', hosted))).toBeGreaterThanOrEqual(40);
    expect(await n(db('calibration_thresholds').where('store_id', hosted))).toBe(4);
    const perVariant = (await db('variants')
      .where('store_id', hosted)
      .groupBy('product_id')
      .select('product_id')
      .count({ n: '*' })) as Array<{ n: number }>;
    expect(perVariant).toHaveLength(await n(db('products').where('store_id', hosted)));
    expect(Math.min(...perVariant.map((r) => r.n))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perVariant.map((r) => r.n))).toBeLessThanOrEqual(6);
    expect(await n(db('variants').where({ store_id: hosted, inventory_quantity: 0 }))).toBeGreaterThan(0);
    expect(await n(db('variants').where('store_id', hosted).whereNotNull('compare_at_price_cents'))).toBeGreaterThan(0);
    const days = (await db('performance_daily').where('store_id', hosted).countDistinct({ d: 'date' })) as Array<{ d: number }>;
    expect(days[0]!.d).toBe(120);
    // every product has a row for every day since it appeared (all of the window for most)
    expect(await n(db('performance_daily').where('store_id', hosted))).toBeGreaterThan(200 * 100);
  });

  it('meets the business store volume minimums and has no catalogue', async () => {
    expect(await n(db('products').where('store_id', business))).toBe(0);
    expect(await n(db('variants').where('store_id', business))).toBe(0);
    expect(await n(db('performance_daily').where('store_id', business))).toBe(0);
    expect(await n(db('orders').where('store_id', business))).toBeGreaterThanOrEqual(600);
    expect(await n(db('order_line_items').where('store_id', business).whereNotNull('product_id'))).toBe(0);
    expect(await n(db('decisions').where('store_id', business))).toBeGreaterThanOrEqual(300);
    expect(await n(db('decisions').where('store_id', business).where('subject', 'like', 'campaign:%'))).toBeGreaterThan(150);
    expect(await n(db('alerts').where('store_id', business))).toBeGreaterThan(0);
    expect(await n(db('cs_threads').where('store_id', business))).toBeGreaterThan(0);
    expect(await n(db('calibration_thresholds').where('store_id', business))).toBe(4);
    const agents = await db('agents').where('store_id', business);
    expect(agents).toHaveLength(4);
    expect(agents.filter((a) => a.mode === 'dry_run')).toHaveLength(1);
  });

  it('has six hosted agents: two in dry run, one off', async () => {
    const agents = await db('agents').where('store_id', hosted);
    expect(agents).toHaveLength(6);
    expect(agents.filter((a) => a.mode === 'dry_run')).toHaveLength(2);
    expect(agents.filter((a) => a.mode === 'off')).toHaveLength(1);
  });

  it('order totals add up and lines reference real variants of the same product', async () => {
    expect(await n(db('orders').whereRaw('total_cents <> subtotal_cents - discount_cents + shipping_cents + tax_cents'))).toBe(0);
    expect(
      await n(
        db('orders as o').whereRaw(
          'o.subtotal_cents <> (select sum(l.total_cents) from order_line_items l where l.store_id = o.store_id and l.order_id = o.id)',
        ),
      ),
    ).toBe(0);
    expect(await n(db('order_line_items').whereRaw('total_cents <> quantity * unit_price_cents'))).toBe(0);
    const perOrder = (await db('order_line_items').groupBy('order_id').select('order_id').count({ n: '*' })) as Array<{ n: number }>;
    expect(Math.max(...perOrder.map((r) => r.n))).toBeLessThanOrEqual(4);
    expect(perOrder).toHaveLength(await n(db('orders')));
    const variants = new Map((await db('variants').select('id', 'product_id', 'sku', 'price_cents')).map((v) => [v.id as string, v]));
    const lines = await db('order_line_items').where('store_id', hosted).select('variant_id', 'product_id', 'sku', 'unit_price_cents');
    for (const l of lines) {
      const v = variants.get(l.variant_id as string);
      expect(v).toBeDefined();
      expect([v!.product_id, v!.sku, v!.price_cents]).toEqual([l.product_id, l.sku, l.unit_price_cents]);
    }
    expect(await n(db('orders').where('created_at', '<', windowStart).orWhere('created_at', '>=', anchorIso))).toBe(0);
    const numbers = (await db('orders').where('store_id', hosted).orderBy('created_at').pluck('order_number')) as number[];
    expect(numbers[0]).toBe(1001);
    expect(numbers.every((x, i) => x === 1001 + i)).toBe(true);
  });

  it('refunds are about 4% of orders and consistent with refunded_cents and financial_status', async () => {
    const refunded = await n(db('orders').where('store_id', hosted).where('refunded_cents', '>', 0));
    const total = await n(db('orders').where('store_id', hosted));
    expect(refunded / total).toBeGreaterThan(0.03);
    expect(refunded / total).toBeLessThan(0.06);
    expect(
      await n(
        db('orders as o').whereRaw(
          'o.refunded_cents <> coalesce((select sum(r.amount_cents) from refunds r where r.store_id = o.store_id and r.order_id = o.id), 0)',
        ),
      ),
    ).toBe(0);
    expect(await n(db('orders').where('financial_status', 'paid').where('refunded_cents', '<>', 0))).toBe(0);
    expect(await n(db('orders').where('financial_status', 'refunded').whereRaw('refunded_cents <> total_cents'))).toBe(0);
    expect(
      await n(
        db('orders').where('financial_status', 'partially_refunded').whereRaw('(refunded_cents <= 0 or refunded_cents >= total_cents)'),
      ),
    ).toBe(0);
    expect(
      await n(
        db('refunds as r')
          .join('orders as o', 'o.id', 'r.order_id')
          .whereRaw('r.created_at <= o.created_at or r.created_at >= ?', [anchorIso]),
      ),
    ).toBe(0);
  });

  it('performance revenue equals the line items of each product-day; current_roas is the trailing 7 days', async () => {
    const fromLines = new Map<string, number>();
    const rows = await db('order_line_items as l')
      .join('orders as o', 'o.id', 'l.order_id')
      .where('l.store_id', hosted)
      .select('l.product_id', 'l.total_cents', 'o.created_at');
    for (const r of rows) {
      const key = `${r.product_id}|${(r.created_at as string).slice(0, 10)}`;
      fromLines.set(key, (fromLines.get(key) ?? 0) + (r.total_cents as number));
    }
    const perf = await db('performance_daily').where('store_id', hosted).select('product_id', 'date', 'revenue_cents');
    let perfTotal = 0;
    for (const p of perf) {
      expect(p.revenue_cents).toBe(fromLines.get(`${p.product_id}|${p.date}`) ?? 0);
      perfTotal += p.revenue_cents as number;
    }
    expect(perfTotal).toBe([...fromLines.values()].reduce((a, b) => a + b, 0)); // no sales outside the rows
    expect(await n(db('performance_daily').whereRaw('conversions > orders or conversions > sessions'))).toBe(0);
    const trailing = (await db('performance_daily')
      .where('store_id', hosted)
      .where('date', '>=', '2026-11-14')
      .groupBy('product_id')
      .select('product_id')
      .sum({ revenue: 'revenue_cents', spend: 'ad_spend_cents' })) as Array<{ product_id: string; revenue: number; spend: number }>;
    const products = new Map(
      (await db('products').where('store_id', hosted).select('id', 'current_roas')).map((p) => [
        p.id as string,
        p.current_roas as number | null,
      ]),
    );
    let withRoas = 0;
    for (const t of trailing) {
      const roas = products.get(t.product_id);
      if (t.spend === 0) expect(roas).toBeNull();
      else {
        withRoas++;
        expect(roas).toBeCloseTo(t.revenue / t.spend, 3);
      }
    }
    expect(withRoas).toBeGreaterThan(100);
    const [totals] = (await db('performance_daily')
      .where('store_id', hosted)
      .sum({ revenue: 'revenue_cents', spend: 'ad_spend_cents' })) as Array<{ revenue: number; spend: number }>;
    expect(totals!.revenue / totals!.spend).toBeGreaterThan(1.5);
    expect(totals!.revenue / totals!.spend).toBeLessThan(8);
  });

  it('decisions cover all six buckets, mostly noop, with applied only for live/reverted', async () => {
    for (const store of [hosted, business]) {
      const rows = (await db('decisions').where('store_id', store).groupBy('bucket').select('bucket').count({ n: '*' })) as Array<{
        bucket: string;
        n: number;
      }>;
      const by = Object.fromEntries(rows.map((r) => [r.bucket, r.n]));
      const total = rows.reduce((a, r) => a + r.n, 0);
      for (const b of DECISION_BUCKETS) expect(by[b], `${store} ${b}`).toBeGreaterThan(0);
      expect(by.noop! / total).toBeGreaterThan(0.6);
      expect(by.noop! / total).toBeLessThan(0.8);
    }
    const decisions = await db('decisions');
    for (const d of decisions) {
      const applied = toBool(d.applied);
      expect(applied).toBe(d.bucket === 'live' || d.bucket === 'reverted');
      expect(d.applied_at !== null).toBe(applied);
      expect(d.applied_by !== null).toBe(applied);
      expect(JSON.parse(d.evidence as string).length).toBeGreaterThan(0);
      expect(d.judge_score).toBeGreaterThanOrEqual(0);
      expect(d.judge_score).toBeLessThanOrEqual(1);
      expect(d.to_state).toBe((d.to_state as string).toUpperCase());
      expect(d.created_at < anchorIso).toBe(true);
    }
    // an agent that is off decided nothing after it was switched off; queued rows run next
    for (const agent of await db('agents').where('mode', 'off')) {
      expect(
        await n(db('decisions').where({ store_id: agent.store_id, agent: agent.slug }).where('created_at', '>', agent.last_run_at)),
      ).toBe(0);
    }
    const twoDaysAgo = new Date(TEST_ANCHOR.getTime() - 2 * 86_400_000).toISOString();
    expect(await n(db('decisions').where('bucket', 'queued').where('created_at', '<', twoDaysAgo))).toBe(0);
    // dry-run agents never reach the storefront platform
    expect(await n(db('decisions').whereIn('agent', ['price-optimizer', 'feed-doctor', 'spend-guard']).where('applied', true))).toBe(0);
    // the lifecycle state of transitioned products matches their latest live transition
    const latest = await db('decisions as d')
      .join('products as p', 'p.id', 'd.product_id')
      .where({ 'd.action': 'transition_state', 'd.bucket': 'live' })
      .whereRaw(
        "d.created_at = (select max(x.created_at) from decisions x where x.store_id = d.store_id and x.product_id = d.product_id and x.action = 'transition_state' and x.bucket = 'live')",
      )
      .select('d.to_state', 'p.lifecycle_state');
    expect(latest.length).toBeGreaterThan(50);
    for (const l of latest) expect(l.to_state).toBe((l.lifecycle_state as string).toUpperCase());
  });

  it('alerts have all three severities, some resolved; cs threads have 2..6 messages', async () => {
    const severities = (await db('alerts').where('store_id', hosted).distinct('severity').pluck('severity')) as string[];
    expect(severities.sort()).toEqual(['critical', 'info', 'warning']);
    expect(await n(db('alerts').where('store_id', hosted).whereNotNull('resolved_at'))).toBeGreaterThan(5);
    expect(await n(db('alerts').where('store_id', hosted).whereNull('resolved_at'))).toBeGreaterThan(5);
    const counts = (await db('cs_messages').groupBy('thread_id').select('thread_id').count({ n: '*' })) as Array<{ n: number }>;
    expect(counts).toHaveLength(await n(db('cs_threads')));
    expect(Math.min(...counts.map((c) => c.n))).toBeGreaterThanOrEqual(2);
    expect(Math.max(...counts.map((c) => c.n))).toBeLessThanOrEqual(6);
    expect(await n(db('cs_threads').where('escalated', true))).toBeGreaterThan(0);
    for (const s of ['open', 'pending', 'resolved']) expect(await n(db('cs_threads').where('status', s))).toBeGreaterThan(0);
    expect(
      await n(
        db('cs_threads as t').whereRaw(
          't.last_message_at <> (select max(m.created_at) from cs_messages m where m.store_id = t.store_id and m.thread_id = t.id)',
        ),
      ),
    ).toBe(0);
  });

  it('is deterministic: a second seed with the same anchor gives identical rows', async () => {
    const again = await freshDb(':memory:');
    try {
      const second = await seedDemo(again, { anchor: new Date('2026-11-21T13:45:00Z') }); // same UTC day
      expect(second.hostedStoreId).toBe(hosted);
      const [a, b] = await Promise.all([digestDatabase(db), digestDatabase(again)]);
      expect(b.tables).toEqual(a.tables);
      expect(b.all).toBe(a.all);
    } finally {
      await again.destroy();
    }
  });

  it('seeds the governance rows the documented examples name, consistent with the rest of the store', async () => {
    const approvals = await db('approvals').where('store_id', hosted).orderBy('created_at');
    expect(approvals.map((a) => [a.operation, a.status])).toEqual([
      ['storefront_update_variant_price', 'approved'],
      ['intent_declare', 'approved'],
      ['intent_declare', 'approved'],
      [null, 'requested'],
      ['storefront_update_variant_price', 'requested'],
    ]);
    for (const a of approvals) expect(a.created_at < anchorIso && (a.status !== 'requested' || a.expires_at > anchorIso)).toBe(true);
    // The waiting price card starts from the variant's price; the earlier approved one ended there, with its receipt.
    const [past, , , , waiting] = approvals;
    const variant = await db('variants')
      .where({ id: JSON.parse(waiting.change).changes[0].resource_ref })
      .first();
    expect(JSON.parse(waiting.change).changes[0].before).toBe(variant.price_cents / 100);
    const receipt = await db('receipts').where({ id: past.receipt_id }).first();
    expect(JSON.parse(receipt.changes)).toEqual([
      { field: 'price', before: (variant.price_cents - 300) / 100, after: variant.price_cents / 100 },
    ]);
    expect(receipt).toMatchObject({ approval_id: past.id, resource_kind: 'variant', resource_ref: variant.id });
    // Active intents: id = their approved card, the campaign holds `desired`, `previous` is what it held.
    const intents = await db('intents').where({ store_id: hosted, status: 'active' });
    expect(intents).toHaveLength(2);
    for (const i of intents) {
      expect(approvals.find((a) => a.id === i.id)).toMatchObject({ operation: 'intent_declare', status: 'approved' });
      const campaign = await db('ad_campaigns').where({ id: i.resource_ref }).first();
      expect(Number(campaign.daily_budget_cents) / 100).toBe(JSON.parse(i.desired));
      expect(JSON.parse(i.previous)).toBeLessThan(JSON.parse(i.desired));
      expect(i.expires_at > anchorIso).toBe(true);
    }
    const policies = await db('policies').where('store_id', hosted).orderBy('kind');
    expect(policies.map((p) => [p.kind, p.domain, toBool(p.enabled)])).toEqual([
      ['rule', 'orders', true],
      ['spend_ceiling', 'ads', false],
    ]);
    expect(await n(db('approvals').where('store_id', business))).toBe(0);
  });

  it('the rows the examples name have the same ids whatever the anchor day', async () => {
    const other = await freshDb(':memory:');
    try {
      await seedDemo(other, { anchor: new Date('2027-04-02T00:00:00Z') });
      for (const table of ['approvals', 'receipts', 'intents', 'policies', 'products', 'variants', 'ad_campaigns', 'agents']) {
        const ids = async (d: Knex) => (await d(table).orderBy('id').pluck('id')) as string[];
        expect(await ids(other), table).toEqual(await ids(db));
      }
      const refs = async (d: Knex) => (await d('variants').orderBy('id').pluck('external_id')) as string[];
      expect(await refs(other)).toEqual(await refs(db));
    } finally {
      await other.destroy();
    }
  });

  it('seedIfEmpty returns the existing ids without inserting', async () => {
    const before = await n(db('orders'));
    expect(await seedIfEmpty(db)).toEqual({ hostedStoreId: hosted, businessStoreId: business, seeded: false });
    expect(await n(db('orders'))).toBe(before);
    await expect(seedDemo(db, { anchor: TEST_ANCHOR })).rejects.toThrow();
    expect(await n(db('orders'))).toBe(before); // the failed seed rolled back
  });
});

describe('seedDemo at small scales', () => {
  it('keeps at least one row of everything and every bucket at scale 0.05', async () => {
    const db = await freshDb(':memory:');
    try {
      const r = await seedIfEmpty(db, { scale: 0.05, anchor: TEST_ANCHOR });
      expect(r.seeded).toBe(true);
      for (const table of [
        'products',
        'variants',
        'orders',
        'order_line_items',
        'performance_daily',
        'decisions',
        'alerts',
        'cs_threads',
        'cs_messages',
        'agents',
        'calibration_thresholds',
      ]) {
        expect(await n(db(table).where('store_id', r.hostedStoreId)), table).toBeGreaterThan(0);
      }
      const buckets = (await db('decisions').where('store_id', r.hostedStoreId).distinct('bucket').pluck('bucket')) as string[];
      expect(buckets.sort()).toEqual([...DECISION_BUCKETS].sort());
    } finally {
      await db.destroy();
    }
  });

  it('rejects a bad scale', async () => {
    const db = await freshDb(':memory:');
    try {
      await expect(seedDemo(db, { scale: 0 })).rejects.toThrow(RangeError);
      await expect(seedDemo(db, { scale: Number.NaN })).rejects.toThrow(RangeError);
    } finally {
      await db.destroy();
    }
  });
});
