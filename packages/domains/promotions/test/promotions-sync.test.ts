/**
 * Promotions and the storefront: discounts and discount codes change what customers pay and end, through
 * HTTP. An approved propose_discount and storefront_create_discount_code reach the orders the demo
 * storefront takes (run_sync_orders, driven with `app.jobs.drain()`): discounted lines, the code
 * and its amount, a usage limit that stops a code; after `ends_at` orders pay full price and the
 * reads show the discount `ended` and the codes `expired`. The clock is the test's (`now`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const HOUR = 3_600_000;
const DEMO_ORDER_ID_BASE = '6000000000000';

const t = useTestServer({ scale: 0.1, now: () => new Date(nowMs) });
let nowMs = Date.now();
let key: string;

beforeAll(async () => {
  const store = await t.db('stores').where({ id: t.hostedStoreId }).first();
  nowMs = Date.parse(store.last_synced_at as string) + 2 * HOUR;
  key = await t.key(['promotions:write', 'promotions:read', 'automation:write', 'automation:read', 'orders:read']);
});

async function approve(res: { status: number; body: any }, at: number): Promise<string> {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const decided = await t.decide(res.body.result.approval_id, 'approve', { now: new Date(at) });
  expect(decided, JSON.stringify(decided)).toMatchObject({ status: 'approved' });
  return res.body.result.approval_id as string;
}

describe('promotions reach synced orders and end', () => {
  it('an approved discount and codes price the orders taken while they run, and nothing after they end', async () => {
    // Planted: the seeded codes are disabled, so any code on a synced order is one this test made,
    // and at most 50 products stay on sale, all under the discount.
    await t.db('discount_codes').where({ store_id: t.hostedStoreId }).update({ status: 'disabled' });
    const active = await t.db('products').where({ store_id: t.hostedStoreId, storefront_status: 'active' }).orderBy('id').select('id');
    const onSale = active.slice(0, 50).map((p) => p.id as string);
    await t.db('products').where({ store_id: t.hostedStoreId }).whereNotIn('id', onSale).update({ storefront_status: 'draft' });

    const startMs = nowMs;
    const endsAt = new Date(startMs + 24 * HOUR).toISOString();
    // An open-ended 10 % code first, then a newer 5.00 fixed code limited to 3 uses (the newest usable one is entered).
    await approve(
      await t.call('storefront_create_discount_code', { code: 'Sync10', discount_type: 'percentage', value: 10, ends_at: endsAt }, key),
      startMs,
    );
    await approve(
      await t.call(
        'storefront_create_discount_code',
        { code: 'FIVE3', discount_type: 'fixed_amount', value: 5, usage_limit: 3, ends_at: endsAt },
        key,
      ),
      startMs + 60_000,
    );
    const discountRes = await t.call(
      'propose_discount',
      { product_ids: onSale, discount_percent: 20, reason: 'Weekend sale', ends_at: endsAt },
      key,
    );
    await approve(discountRes, startMs);

    // One sync over the hours before, during and after the promotions.
    nowMs = startMs + 36 * HOUR;
    const run = await t.call('run_sync_orders', {}, key);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    await t.app.jobs.drain();

    const orders = await t
      .db('orders')
      .where({ store_id: t.hostedStoreId })
      .where('external_id', '>=', DEMO_ORDER_ID_BASE)
      .orderBy('created_at')
      .orderBy('external_id');
    const created = (await t.db('discounts').where({ store_id: t.hostedStoreId }).first()).created_at as string;
    const during = orders.filter((o) => o.created_at >= created && o.created_at < endsAt);
    const after = orders.filter((o) => o.created_at >= endsAt);
    expect(during.length).toBeGreaterThan(20);
    expect(after.length).toBeGreaterThan(5);

    const used: Record<string, number> = { Sync10: 0, FIVE3: 0 };
    for (const o of orders) {
      const lines = await t.db('order_line_items').where({ order_id: o.id });
      const subtotal = lines.reduce((s, l) => s + Number(l.total_cents), 0);
      const running = o.created_at >= created && o.created_at < endsAt;
      // Every line is of a product under the discount: 20 % off each line while it runs.
      const automatic = running ? lines.reduce((s, l) => s + Math.round(Number(l.total_cents) * 0.2), 0) : 0;
      let code = 0;
      if (o.discount_code !== null) {
        expect(running, `order ${o.order_number} used ${o.discount_code} outside its dates`).toBe(true);
        expect(['Sync10', 'FIVE3']).toContain(o.discount_code);
        code = o.discount_code === 'FIVE3' ? Math.min(500, subtotal - automatic) : Math.round((subtotal - automatic) * 0.1);
        used[o.discount_code as string]! += 1;
      }
      expect(Number(o.discount_cents), `order ${o.order_number}`).toBe(automatic + code);
      const tax = Math.round((subtotal - automatic - code + Number(o.shipping_cents)) * 0.21);
      expect(Number(o.tax_cents)).toBe(tax);
      expect(Number(o.total_cents)).toBe(subtotal - automatic - code + Number(o.shipping_cents) + tax);
    }
    // The limited, newer code took exactly its 3 uses first; later code orders used the other one.
    expect(used.FIVE3).toBe(3);
    expect(used.Sync10).toBeGreaterThan(0);
    // (FIVE3 runs from its approval a minute after Sync10: an order in that minute may carry Sync10.)
    const fiveFrom = new Date(startMs + 60_000).toISOString();
    const firstCodes = during.filter((o) => o.discount_code !== null && o.created_at >= fiveFrom).map((o) => o.discount_code);
    expect(firstCodes.slice(0, 3)).toEqual(['FIVE3', 'FIVE3', 'FIVE3']);
    // After the end: full price, no code.
    for (const o of after) expect([Number(o.discount_cents), o.discount_code]).toEqual([0, null]);

    // The reads: the discount ended, the codes expired, usage counted from the synced orders.
    const discountId = (await t.db('discounts').where({ store_id: t.hostedStoreId }).first()).id as string;
    const detail = await t.call('get_promotion_detail', { id: discountId }, key);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.result).toMatchObject({ kind: 'discount', status: 'ended', ends_at: endsAt });
    const five = await t.call('get_promotion_detail', { code: 'five3' }, key);
    expect(five.body.result).toMatchObject({ status: 'expired', usage: { count: 3, limit: 3, remaining: 0 } });
    expect(five.body.result.orders.orders_count).toBe(3);
    const ten = await t.call('get_promotion_detail', { code: 'SYNC10' }, key);
    expect(ten.body.result).toMatchObject({ status: 'expired', usage: { count: used.Sync10, limit: null } });
    const given = orders.filter((o) => o.discount_code === 'Sync10').reduce((s, o) => s + Number(o.discount_cents), 0);
    expect(Math.round(ten.body.result.orders.discount_given * 100)).toBe(given);
    const ended = await t.call('get_discount_history', { kind: 'discount', status: 'ended' }, key);
    expect(ended.body.result.promotions.map((p: { id: string }) => p.id)).toEqual([discountId]);
    const activeNow = await t.call('get_discount_history', { kind: 'discount', status: 'active' }, key);
    expect(activeNow.body.result.promotions).toEqual([]);
  });

  it('refuses an end that is not in the future, naming ends_at', async () => {
    const product = await t.db('products').where({ store_id: t.hostedStoreId }).first();
    const res = await t.call(
      'propose_discount',
      { product_ids: [product.id], discount_percent: 10, reason: 'x', ends_at: new Date(nowMs - HOUR).toISOString() },
      key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_request' });
    expect(res.body.message).toContain('ends_at');
  });
});
