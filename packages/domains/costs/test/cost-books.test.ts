/**
 * Costs and the books: one estimate of an unknown unit cost and one true-up rule, through HTTP. A
 * synced order books the cost of goods of a cost-less variant at the estimate get_product_costs
 * shows; storefront_update_variant_cost and a cost import both true up the cost of goods already
 * booked in open periods, from what was booked (finance_journal_entries_list shows the entries).
 * The clock is the test's (`now`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const HOUR = 3_600_000;
const DEMO_ORDER_ID_BASE = '6000000000000';
/** The chart's cost-of-goods account (finance-chart.ts). */
const COGS = '5000';

const t = useTestServer({ scale: 0.1, now: () => new Date(nowMs) });
let nowMs = Date.now();
let entityId: string;
let key: string;
/** Variants whose cost this test removed before the sync (planted). */
const planted = new Set<string>();

beforeAll(async () => {
  const store = await t.db('stores').where({ id: t.hostedStoreId }).first();
  nowMs = Date.parse(store.last_synced_at as string) + 24 * HOUR;
  const entity = await t.db('finance_entities').where({ store_id: t.hostedStoreId, currency: 'EUR' }).orderBy('created_at').first();
  entityId = entity.id as string;
  key = await t.key(['costs:write', 'costs:read', 'finance:read', 'automation:write', 'automation:read']);
});

interface Entry {
  id: string;
  source: string;
  source_ref: string | null;
  lines: Array<{ account_code: string; debit_cents: number; credit_cents: number }>;
}

/** Every entry of `source` (finance_journal_entries_list, all pages). */
async function entries(source: string): Promise<Entry[]> {
  const out: Entry[] = [];
  let cursor: string | undefined;
  do {
    const res = await t.call(
      'finance_journal_entries_list',
      { entity_id: entityId, source, limit: 200, ...(cursor ? { cursor } : {}) },
      key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.result.entries);
    cursor = res.body.result.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return out;
}

/** Debit − credit on the cost-of-goods account. */
const cogsOf = (e: Entry): number =>
  e.lines.filter((l) => l.account_code === COGS).reduce((s, l) => s + Number(l.debit_cents) - Number(l.credit_cents), 0);

/** get_product_costs' unit cost of every variant, in cents (null: no estimate). */
async function unitCosts(): Promise<Map<string, { cents: number | null; tier: string }>> {
  const out = new Map<string, { cents: number | null; tier: string }>();
  let cursor: string | undefined;
  do {
    const res = await t.call('get_product_costs', { limit: 100, ...(cursor ? { cursor } : {}) }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const v of res.body.result.variants)
      out.set(v.variant_id, { cents: v.unit_cost === null ? null : Math.round(v.unit_cost * 100), tier: v.tier });
    cursor = res.body.result.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return out;
}

/** Order lines of `variantId` whose sale is booked in an open period: their quantity in total. */
async function openQuantity(variantId: string): Promise<number> {
  const rows = await t
    .db('order_line_items as li')
    .join('finance_journal_entries as e', 'e.source_ref', t.db.raw("'order:' || li.order_id"))
    .join('finance_periods as p', 'p.id', 'e.period_id')
    .where({ 'li.variant_id': variantId, 'p.status': 'open', 'e.entity_id': entityId })
    .whereNull('e.reversed_by_entry_id')
    .select('li.quantity');
  return rows.reduce((s, r) => s + Number(r.quantity), 0);
}

async function approve(res: { status: number; body: any }): Promise<void> {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const decided = await t.decide(res.body.result.approval_id, 'approve', { now: new Date(nowMs) });
  expect(decided, JSON.stringify(decided)).toMatchObject({ status: 'approved' });
}

describe('cost of goods: one estimate, one true-up rule', () => {
  it('a synced order books a cost-less variant at the estimate get_product_costs shows', async () => {
    // Planted: the variants no seeded order booked in an open period lose their cost (what the books
    // hold for them is then only the service's own booking), and only their products stay on sale,
    // so the sync's orders sell them next to variants with a known cost.
    const openSold = new Set(
      (
        await t
          .db('order_line_items as li')
          .join('finance_journal_entries as e', 'e.source_ref', t.db.raw("'order:' || li.order_id"))
          .join('finance_periods as p', 'p.id', 'e.period_id')
          .where({ 'p.status': 'open', 'e.entity_id': entityId })
          .whereNotNull('li.variant_id')
          .distinct('li.variant_id')
      ).map((r) => r.variant_id as string),
    );
    const variants = await t.db('variants').where({ store_id: t.hostedStoreId }).whereNotNull('cost_cents').select('id', 'product_id');
    const fresh = variants.filter((v) => !openSold.has(v.id as string));
    for (const v of fresh) planted.add(v.id as string);
    expect(planted.size).toBeGreaterThan(3);
    await t
      .db('variants')
      .whereIn('id', [...planted])
      .update({ cost_cents: null, cost_source: null, cost_updated_at: null });
    await t
      .db('products')
      .where({ store_id: t.hostedStoreId })
      .whereNotIn('id', [...new Set(fresh.map((v) => v.product_id as string))])
      .update({ storefront_status: 'draft' });

    const run = await t.call('run_sync_orders', {}, key);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    await t.app.jobs.drain();

    const costs = await unitCosts();
    const orders = await t.db('orders').where({ store_id: t.hostedStoreId }).where('external_id', '>=', DEMO_ORDER_ID_BASE).select('id');
    expect(orders.length).toBeGreaterThan(10);
    const byRef = new Map((await entries('order')).map((e) => [e.source_ref, e]));
    let estimatedLines = 0;
    for (const o of orders) {
      const lines = await t.db('order_line_items').where({ order_id: o.id });
      let expected = 0;
      for (const l of lines) {
        const c = costs.get(l.variant_id)!;
        expect(c.cents, `variant ${l.variant_id} has an estimate`).not.toBeNull();
        if (c.tier === 'estimated') estimatedLines++;
        expected += c.cents! * Number(l.quantity);
      }
      const entry = byRef.get(`order:${o.id}`);
      expect(entry, `order ${o.id} is booked`).toBeDefined();
      expect(cogsOf(entry!)).toBe(expected);
    }
    // The planted cost-less variants were sold: the rule above was exercised.
    expect(estimatedLines).toBeGreaterThan(0);
  });

  it('storefront_update_variant_cost trues up what was booked (an estimate), and a later cost import trues up from there', async () => {
    const costs = await unitCosts();
    // A planted (estimated) variant the sync sold: all its booked lines are the service's own.
    const sold = await t
      .db('order_line_items as li')
      .join('orders as o', 'o.id', 'li.order_id')
      .where('o.store_id', t.hostedStoreId)
      .where('o.external_id', '>=', DEMO_ORDER_ID_BASE)
      .whereIn('li.variant_id', [...planted])
      .orderBy('li.variant_id')
      .select('li.variant_id');
    expect(sold.length).toBeGreaterThan(0);
    const variantId = sold[0]!.variant_id as string;
    const estimate = costs.get(variantId)!.cents!;
    const qty = await openQuantity(variantId);
    expect(qty).toBeGreaterThan(0);

    // 1. A person's cost: the books move from the estimate booked to it.
    const c1 = estimate + 1_234;
    await approve(
      await t.call('storefront_update_variant_cost', { variant_id: variantId, unit_cost: c1 / 100, reason: 'supplier invoice' }, key),
    );
    const afterUpdate = await entries('cost_import');
    const update = afterUpdate.filter((e) => e.source_ref?.startsWith('cost_update:'));
    expect(update).toHaveLength(1);
    expect(update[0]!.source_ref).toContain(variantId);
    expect(cogsOf(update[0]!)).toBe((c1 - estimate) * qty);

    // 2. A cost import: from what is booked now (c1), not from an assumed cost.
    const c2 = c1 - 567;
    const variant = await t.db('variants').where({ id: variantId }).first();
    const csv = `sku,unit_cost,currency\n${variant.sku},${(c2 / 100).toFixed(2)},EUR\n`;
    const inspected = await t.call('inspect_cost_import', { csv }, key);
    expect(inspected.status, JSON.stringify(inspected.body)).toBe(200);
    await approve(await t.call('propose_cost_import', { csv, inspection_id: inspected.body.result.inspection_id }, key));
    const imports = (await entries('cost_import')).filter((e) => e.source_ref?.startsWith('cost_import:'));
    expect(imports).toHaveLength(1);
    expect(cogsOf(imports[0]!)).toBe((c2 - c1) * qty);

    // 3. Setting the same cost again books nothing more.
    await approve(await t.call('storefront_update_variant_cost', { variant_id: variantId, unit_cost: c2 / 100, reason: 'confirm' }, key));
    expect(await entries('cost_import')).toHaveLength(2);
  });

  it('a known cost changed by a person trues up the booked quantity in open periods (seeded and synced)', async () => {
    const costs = await unitCosts();
    const synced = await t
      .db('order_line_items as li')
      .join('orders as o', 'o.id', 'li.order_id')
      .where('o.store_id', t.hostedStoreId)
      .where('o.external_id', '>=', DEMO_ORDER_ID_BASE)
      .whereNotIn('li.variant_id', [...planted])
      .orderBy('li.id')
      .select('li.variant_id');
    const variantId = synced.map((r) => r.variant_id as string).find((id) => costs.get(id)?.tier !== 'estimated')!;
    expect(variantId).toBeDefined();
    const c0 = costs.get(variantId)!.cents!;
    const qty = await openQuantity(variantId);
    const before = (await entries('cost_import')).length;
    const c1 = c0 + 250;
    await approve(
      await t.call('storefront_update_variant_cost', { variant_id: variantId, unit_cost: c1 / 100, reason: 'new supplier' }, key),
    );
    const after = await entries('cost_import');
    expect(after).toHaveLength(before + 1);
    // Newest first.
    expect(cogsOf(after[0]!)).toBe(250 * qty);
  });
});
