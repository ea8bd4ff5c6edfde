/**
 * Writes on store state over HTTP (seed: Risk tiers, States and transitions, catalogue):
 * set_automation_enabled (turning off stops at once, turning on always waits),
 * storefront_update_inventory (absolute count, world-moved check), propose_discount (plan per
 * product, discount row on approval) and run_calibration (thresholds recomputed, get_calibration
 * answers them). Each checks the state, the receipt, the approval events and the audit row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, TEST_OPERATOR } from '@storeops/testkit/server';

const t = useTestServer(
  { scale: 0.1 },
  { catalogKey: ['catalog:read', 'catalog:write', 'promotions:write', 'automation:read', 'automation:write'] },
);
let variant: { id: string; external_id: string; inventory_quantity: number; sku: string };

beforeAll(async () => {
  variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
});

const auditOf = (res: { headers: Headers }) => t.auditRow(res.headers.get('x-request-id')!);
async function automationEnabled(): Promise<boolean> {
  return Boolean((await t.db('stores').where({ id: t.hostedStoreId }).first()).automation_enabled);
}
async function stock(): Promise<number> {
  return Number((await t.db('variants').where({ id: variant.id }).first()).inventory_quantity);
}

describe('set_automation_enabled: turning off is immediate, turning on always waits', () => {
  it('off applies at once with a receipt; on waits even with auto-apply; approving it turns automation on', async () => {
    const admin = await t.key(['admin'], { autoApply: true });
    expect(await automationEnabled()).toBe(true);
    const off = await t.call('set_automation_enabled', { enabled: false, reason: 'stock count' }, admin);
    expect(off.status).toBe(200);
    expect(off.body.result).toMatchObject({ status: 'applied', applied: true, approval_status: 'approved' });
    expect(off.body.result.change.changes).toEqual([
      { resource_kind: 'store', resource_ref: t.hostedStoreId, field: 'automation_enabled', before: true, after: false },
    ]);
    expect(await automationEnabled()).toBe(false);
    const receipt = await t.db('receipts').where({ id: off.body.result.receipt_id }).first();
    expect(receipt).toMatchObject({ operation: 'set_automation_enabled', resource_kind: 'store', approved_by: 'immediate' });
    expect(JSON.parse(receipt.reversal)).toMatchObject({ operation: 'set_automation_enabled', arguments: { enabled: true } });
    expect(await t.eventTypes(off.body.result.approval_id)).toEqual(['approval.decided']);
    expect(await auditOf(off)).toMatchObject({ status: 200, operation: 'set_automation_enabled' });

    const on = await t.call('set_automation_enabled', { enabled: true, reason: 'count done' }, admin);
    expect(on.body.result).toMatchObject({ status: 'proposed', applied: false, receipt_id: null });
    expect(on.body.result.message).toMatch(/hands authority back/);
    expect(await automationEnabled()).toBe(false);
    expect(await t.eventTypes(on.body.result.approval_id)).toEqual(['approval.requested']);
    const outcome = await t.decide(on.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('approved');
    expect(await automationEnabled()).toBe(true);
    expect(await t.db('receipts').where({ id: outcome.receiptId }).first()).toMatchObject({ approved_by: TEST_OPERATOR.email });
    expect(await t.eventTypes(on.body.result.approval_id)).toEqual(['approval.requested', 'approval.decided']);
  });

  it('needs admin:write or the write bundle (read is not enough)', async () => {
    const res = await t.call('set_automation_enabled', { enabled: false, reason: 'x' }, await t.key(['read']));
    expect(res.status).toBe(403);
    expect(res.body.required_scopes).toEqual(['admin:write', 'write', 'admin']);
    const bundled = await t.call('set_automation_enabled', { enabled: false, reason: 'x' }, await t.key(['write']));
    expect(bundled.status).toBe(200);
  });
});

describe('storefront_update_inventory', () => {
  it('proposes an absolute count; approval sets exactly it, with a compensatable receipt', async () => {
    const before = await stock();
    const res = await t.call(
      'storefront_update_inventory',
      { variant_id: variant.external_id, quantity: 7, reason: 'stock take' },
      t.keys.catalogKey,
    );
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'proposed', applied: false });
    expect(r.change).toMatchObject({
      changes: [{ resource_kind: 'variant', resource_ref: variant.id, field: 'inventory_quantity', before, after: 7 }],
      amount_cents: null,
      reversibility_class: 'compensatable',
      reversal: { operation: 'storefront_update_inventory', arguments: { variant_id: variant.id, quantity: before } },
    });
    expect(await stock()).toBe(before);
    const outcome = await t.decide(r.approval_id, 'approve');
    expect(outcome.status).toBe('approved');
    expect(await stock()).toBe(7);
    const receipt = await t.db('receipts').where({ id: outcome.receiptId }).first();
    expect(JSON.parse(receipt.changes)).toEqual([{ field: 'inventory_quantity', before, after: 7 }]);
    expect(await t.eventTypes(r.approval_id)).toEqual(['approval.requested', 'approval.decided']);
    const read = await t.call(
      'get_variants',
      { product_id: (await t.db('variants').where({ id: variant.id }).first()).product_id, limit: 50 },
      t.keys.catalogKey,
    );
    expect(read.body.result.variants.find((v: { id: string }) => v.id === variant.id).inventory_quantity).toBe(7);
  });

  it('a sale between proposal and approval fails the card instead of overwriting the newer count', async () => {
    const res = await t.call('storefront_update_inventory', { variant_id: variant.id, quantity: 50 }, t.keys.catalogKey);
    await t.db('variants').where({ id: variant.id }).decrement('inventory_quantity', 1);
    const moved = await stock();
    const outcome = await t.decide(res.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(/inventory_quantity is now/);
    expect(await stock()).toBe(moved);
  });

  it('bounds and unknown variants answer invalid_request naming the argument', async () => {
    const big = await t.call('storefront_update_inventory', { variant_id: variant.id, quantity: 1_000_001 }, t.keys.catalogKey);
    expect(big.body.message).toMatch(/^quantity: must be at most 1000000/);
    const neg = await t.call('storefront_update_inventory', { variant_id: variant.id, quantity: -1 }, t.keys.catalogKey);
    expect(neg.body.message).toMatch(/^quantity: must be at least 0/);
    const frac = await t.call('storefront_update_inventory', { variant_id: variant.id, quantity: 1.5 }, t.keys.catalogKey);
    expect(frac.body.message).toMatch(/^quantity: must be an integer/);
    const missing = await t.call('storefront_update_inventory', { variant_id: '999', quantity: 1 }, t.keys.catalogKey);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^variant_id: no variant/);
  });

  it('does not exist for a business without a storefront', async () => {
    const other = await t.key(['catalog:write'], { storeId: t.businessStoreId });
    expect((await t.call('storefront_update_inventory', { variant_id: variant.id, quantity: 1 }, other)).status).toBe(404);
  });
});

describe('propose_discount', () => {
  async function products(n: number) {
    return t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').limit(n);
  }

  it('plans per product (discount percent and sale price), sums the per-unit reduction, inserts the discount on approval', async () => {
    const [a, b] = await products(2);
    const res = await t.call(
      'propose_discount',
      { product_ids: [a.id, b.id], discount_percent: 12.5, reason: 'end of season' },
      t.keys.catalogKey,
    );
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'proposed', applied: false });
    const sale = (cents: number, pct: number) => Math.round((cents * (100 - pct)) / 100) / 100;
    expect(r.change.changes).toEqual([
      { resource_kind: 'product', resource_ref: a.id, field: 'discount_percent', before: 0, after: 12.5 },
      { resource_kind: 'product', resource_ref: a.id, field: 'sale_price', before: a.price_cents / 100, after: sale(a.price_cents, 12.5) },
      { resource_kind: 'product', resource_ref: b.id, field: 'discount_percent', before: 0, after: 12.5 },
      { resource_kind: 'product', resource_ref: b.id, field: 'sale_price', before: b.price_cents / 100, after: sale(b.price_cents, 12.5) },
    ]);
    expect(r.change.amount_cents).toBe(Math.round(a.price_cents * 0.125) + Math.round(b.price_cents * 0.125));
    expect(r.change).toMatchObject({ reversibility_class: 'compensatable', reversal: null });
    expect(await t.db('discounts').where({ store_id: t.hostedStoreId })).toHaveLength(0);
    expect(await t.db('approvals').where({ id: r.approval_id }).first()).toMatchObject({
      amount_cents: r.change.amount_cents,
      currency: 'EUR',
    });

    const outcome = await t.decide(r.approval_id, 'approve');
    expect(outcome.status).toBe('approved');
    const rows = await t.db('discounts').where({ store_id: t.hostedStoreId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ discount_percent: 12.5, reason: 'end of season', status: 'active', approval_id: r.approval_id });
    expect(JSON.parse(rows[0].product_ids)).toEqual([a.id, b.id]);
    const receipts = await t.db('receipts').where({ approval_id: r.approval_id }).orderBy('resource_ref');
    expect(receipts.map((x) => x.resource_ref).sort()).toEqual([a.id, b.id].sort());
    expect(receipts.every((x) => x.operation === 'propose_discount' && x.approved_by === TEST_OPERATOR.email)).toBe(true);

    // The next proposal on the same product starts from the active discount (discounts do not stack).
    const next = await t.call('propose_discount', { product_ids: [a.id], discount_percent: 20, reason: 'deeper' }, t.keys.catalogKey);
    expect(next.body.result.change.changes[0]).toMatchObject({ field: 'discount_percent', before: 12.5, after: 20 });
    expect(next.body.result.change.changes[1]).toMatchObject({ field: 'sale_price', before: sale(a.price_cents, 12.5) });
  });

  it('auto-apply inserts the discount at once, recording its approval card', async () => {
    const [, , c] = await products(3);
    const auto = await t.key(['promotions:write'], { autoApply: true });
    const res = await t.call('propose_discount', { product_ids: [c.id], discount_percent: 5, reason: 'flash sale' }, auto);
    expect(res.body.result).toMatchObject({ status: 'applied', applied: true });
    const row = await t.db('discounts').where({ approval_id: res.body.result.approval_id }).first();
    expect(row).toMatchObject({ status: 'active', discount_percent: 5 });
  });

  it('an unknown product answers invalid_request naming product_ids[i]; the schema bounds hold', async () => {
    const [a] = await products(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await t.call('propose_discount', { product_ids: [a.id, unknown], discount_percent: 10, reason: 'x' }, t.keys.catalogKey);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^product_ids\[1\]: no product/);
    const step = await t.call('propose_discount', { product_ids: [a.id], discount_percent: 10.25, reason: 'x' }, t.keys.catalogKey);
    expect(step.body.message).toMatch(/^discount_percent: must be a multiple of 0.5/);
    const high = await t.call('propose_discount', { product_ids: [a.id], discount_percent: 91, reason: 'x' }, t.keys.catalogKey);
    expect(high.body.message).toMatch(/^discount_percent: must be at most 90/);
    const dup = await t.call('propose_discount', { product_ids: [a.id, a.id], discount_percent: 10, reason: 'x' }, t.keys.catalogKey);
    expect(dup.status).toBe(400);
    expect(dup.body.message).toMatch(/^product_ids/);
    const empty = await t.call('propose_discount', { product_ids: [a.id], discount_percent: 10, reason: '' }, t.keys.catalogKey);
    expect(empty.body.message).toMatch(/^reason: must have at least 1 character \(got 0\)$/);
  });
});

describe('run_calibration', () => {
  it('recomputes the four metrics from performance_daily and orders; get_calibration answers the new figures; one receipt', async () => {
    const before = (await t.call('get_calibration', {}, t.keys.catalogKey)).body.result;
    const res = await t.call('run_calibration', { window_days: 14 }, t.keys.catalogKey);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.window_days).toBe(14);
    expect(r.unchanged).toEqual([]);
    expect(r.thresholds.map((x: { metric: string }) => x.metric)).toEqual(['roas', 'cpa_cents', 'conversion_rate', 'refund_rate']);

    // ROAS by hand: revenue / ad spend per product-day with ad spend, last 14 UTC days including today.
    const today = new Date();
    const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 13 * 86_400_000);
    const days = await t
      .db('performance_daily')
      .where({ store_id: t.hostedStoreId })
      .andWhere('date', '>=', from.toISOString().slice(0, 10));
    const roas = days.filter((d) => Number(d.ad_spend_cents) > 0).map((d) => Number(d.revenue_cents) / Number(d.ad_spend_cents));
    roas.sort((x, y) => x - y);
    const pct = (q: number) => {
      const pos = (roas.length - 1) * q;
      const lo = Math.floor(pos);
      return Math.round((roas[lo]! + (roas[Math.ceil(pos)]! - roas[lo]!) * (pos - lo)) * 1e4) / 1e4;
    };
    const got = r.thresholds[0];
    expect(got).toMatchObject({ sample_size: roas.length, floor: pct(0.25), ceiling: pct(0.9), window_days: 14 });
    expect(got.percentiles).toEqual({ p10: pct(0.1), p25: pct(0.25), p50: pct(0.5), p75: pct(0.75), p90: pct(0.9) });
    for (const x of r.thresholds) {
      expect(x.floor).toBe(x.percentiles.p25);
      expect(x.ceiling).toBe(x.percentiles.p90);
      expect(x.calibrated_at).toBe(r.calibrated_at);
    }

    const after = (await t.call('get_calibration', {}, t.keys.catalogKey)).body.result;
    expect(after).toEqual({ calibrated_at: r.calibrated_at, thresholds: r.thresholds });
    expect(after).not.toEqual(before);

    const receipt = await t.db('receipts').where({ id: r.receipt_id }).first();
    expect(receipt).toMatchObject({
      operation: 'run_calibration',
      resource_kind: 'calibration',
      resource_ref: t.hostedStoreId,
      approval_id: null,
    });
    const changes = JSON.parse(receipt.changes);
    expect(changes.map((c: { field: string }) => c.field)).toEqual(['roas', 'cpa_cents', 'conversion_rate', 'refund_rate']);
    const beforeRoas = before.thresholds.find((x: { metric: string }) => x.metric === 'roas');
    expect(changes[0].before).toMatchObject({ floor: beforeRoas.floor, ceiling: beforeRoas.ceiling, sample_size: beforeRoas.sample_size });
    expect(changes[0].after).toMatchObject({ floor: got.floor, ceiling: got.ceiling, window_days: 14 });
    expect(JSON.parse(receipt.reversal)).toBeNull();
    expect(await auditOf(res)).toMatchObject({ status: 200, operation: 'run_calibration' });
  });

  it('a metric without observations keeps its previous thresholds (business store: no ad spend rows)', async () => {
    const key = await t.key(['automation:write', 'catalog:read'], { storeId: t.businessStoreId });
    const before = (await t.call('get_calibration', {}, key)).body.result;
    const res = await t.call('run_calibration', {}, key);
    expect(res.status).toBe(200);
    const kept = res.body.result.unchanged as string[];
    for (const metric of kept) {
      expect(res.body.result.thresholds.find((x: { metric: string }) => x.metric === metric)).toEqual(
        before.thresholds.find((x: { metric: string }) => x.metric === metric),
      );
    }
    expect(kept).toEqual(['roas', 'cpa_cents', 'conversion_rate']);
    expect(res.body.result.thresholds).toHaveLength(4);
  });

  it('window_days is bounded 7..120', async () => {
    expect((await t.call('run_calibration', { window_days: 6 }, t.keys.catalogKey)).body.message).toMatch(
      /^window_days: must be at least 7/,
    );
    expect((await t.call('run_calibration', { window_days: 121 }, t.keys.catalogKey)).body.message).toMatch(
      /^window_days: must be at most 120/,
    );
  });
});
