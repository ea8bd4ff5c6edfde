import { describe, expect, it } from 'vitest';
import type { HandlerContext } from '@storeops/contract';
import { ANCHOR, DAY_MS, countingQueries, major, makeContext, outputViolations, useSeededDb } from '@storeops/testkit/db';
import { handlers } from './index';

const s = useSeededDb();
const ctx = s.hosted;

async function run(input: { window_days?: number; limit?: number }, c: HandlerContext = ctx) {
  const result = await handlers.get_orders({ window_days: 30, limit: 10, ...input }, c);
  expect(outputViolations('get_orders', result)).toEqual([]);
  return result;
}

const since = (days: number, now = ANCHOR) => new Date(now.getTime() - days * DAY_MS).toISOString();

describe('get_orders', () => {
  it('defaults: the 10 newest orders of the last 30 days, newest first, in three queries', async () => {
    const { result: r, queries } = await countingQueries(s.db, () => run({}));
    expect(queries).toBe(3);
    expect(r.window_days).toBe(30);
    expect(r.count).toBe(10);
    const expected: any[] = await s
      .db('orders')
      .where('store_id', s.hostedStoreId)
      .where('created_at', '>=', since(30))
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'order_number', order: 'desc' },
      ])
      .limit(10)
      .select('id');
    expect(r.orders.map((o) => o.id)).toEqual(expected.map((e) => e.id));
  });

  it('returns each order with its line items and refunds in major units', async () => {
    const r = await run({ window_days: 120, limit: 50 });
    expect(r.count).toBe(50);
    // Make sure refunded orders are covered too: a second page ending at the newest refunded order.
    const refunded: any[] = await s
      .db('orders')
      .where('store_id', s.hostedStoreId)
      .where('refunded_cents', '>', 0)
      .orderBy('created_at', 'desc')
      .limit(5)
      .select('created_at');
    expect(refunded.length).toBeGreaterThan(0);
    const withRefund = await run(
      { window_days: 120, limit: 50 },
      await makeContext(s.db, s.hostedStoreId, { now: new Date(refunded[0].created_at) }),
    );
    for (const o of [...r.orders, ...withRefund.orders]) {
      const row = await s.db('orders').where({ store_id: s.hostedStoreId, id: o.id }).first();
      expect([o.subtotal, o.discount, o.shipping, o.tax, o.total, o.refunded]).toEqual(
        [row.subtotal_cents, row.discount_cents, row.shipping_cents, row.tax_cents, row.total_cents, row.refunded_cents].map(major),
      );
      expect(o.currency).toBe('EUR');
      const lines: any[] = await s.db('order_line_items').where({ store_id: s.hostedStoreId, order_id: o.id }).orderBy('id');
      expect(o.line_item_count).toBe(lines.length);
      expect(o.line_items).toEqual(
        lines.map((li) => ({
          id: li.id,
          title: li.title,
          sku: li.sku,
          quantity: li.quantity,
          unit_price: major(li.unit_price_cents),
          total: major(li.total_cents),
          product_id: li.product_id,
          variant_id: li.variant_id,
          refunded_quantity: 0,
        })),
      );
      expect([o.external_id, o.cancelled_at, o.cancel_reason]).toEqual([row.external_id, row.cancelled_at, row.cancel_reason]);
      expect(o.shipping_address).toEqual(row.shipping_address === null ? null : JSON.parse(row.shipping_address));
      const refunds: any[] = await s
        .db('refunds')
        .where({ store_id: s.hostedStoreId, order_id: o.id })
        .orderBy([{ column: 'created_at' }, { column: 'id' }]);
      expect(o.refunds).toEqual(
        refunds.map((x) => ({
          id: x.id,
          amount: major(x.amount_cents),
          reason: x.reason,
          created_at: x.created_at,
          note: null,
          restock: false,
          source: 'seed',
          line_items: [],
        })),
      );
      expect(Math.round(o.refunds.reduce((a, x) => a + x.amount * 100, 0))).toBe(Math.round(o.refunded * 100));
    }
    expect(withRefund.orders.some((o) => o.refunds.length > 0)).toBe(true);
  });

  it('honours window_days and limit against ctx.now', async () => {
    const [{ n }]: any[] = await s.db('orders').where('store_id', s.hostedStoreId).where('created_at', '>=', since(1)).count({ n: '*' });
    const day = await run({ window_days: 1, limit: 50 });
    expect(day.count).toBe(Math.min(50, Number(n)));
    expect(day.orders.every((o) => o.created_at >= since(1))).toBe(true);
    const one = await run({ limit: 1 });
    expect(one.count).toBe(1);

    const earlier = new Date(ANCHOR.getTime() - 100 * DAY_MS);
    const past = await run({ window_days: 7, limit: 50 }, await makeContext(s.db, s.hostedStoreId, { now: earlier }));
    expect(past.count).toBeGreaterThan(0);
    expect(past.orders.every((o) => o.created_at <= earlier.toISOString() && o.created_at >= since(7, earlier))).toBe(true);
    const times = past.orders.map((o) => o.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps stores apart: the business store lists its own orders, in USD, with product-less lines', async () => {
    const business = await run({ window_days: 120, limit: 50 }, await makeContext(s.db, s.businessStoreId));
    expect(business.count).toBeGreaterThan(0);
    const own = new Set((await s.db('orders').where('store_id', s.businessStoreId).select('id')).map((r: any) => r.id));
    expect(business.orders.every((o) => own.has(o.id) && o.currency === 'USD')).toBe(true);
    expect(business.orders.flatMap((o) => o.line_items).every((li) => li.product_id === null)).toBe(true);
  });
});
