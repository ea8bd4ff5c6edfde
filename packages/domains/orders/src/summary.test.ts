import { describe, expect, it } from 'vitest';
import { ANCHOR, DAY_MS, countingQueries, outputViolations, useSeededDb } from '@storeops/testkit/db';
import { handlers } from './index';

const s = useSeededDb();
const ctx = s.hosted;

describe('get_orders_summary', () => {
  it('two aggregate queries whatever the window; figures match the rows', async () => {
    for (const window_days of [1, 30, 365]) {
      const { result: r, queries } = await countingQueries(s.db, () => handlers.get_orders_summary({ window_days }, ctx));
      expect(queries).toBe(2);
      expect(outputViolations('get_orders_summary', r)).toEqual([]);
      const since = new Date(ANCHOR.getTime() - window_days * DAY_MS).toISOString();
      const rows: any[] = await s
        .db('orders')
        .where('store_id', s.hostedStoreId)
        .where('created_at', '>=', since)
        .whereNull('cancelled_at');
      expect(r.order_count).toBe(rows.length);
      expect(Math.round(r.revenue * 100)).toBe(rows.reduce((a, o) => a + Number(o.total_cents), 0));
    }
  });

  it('the demo store shows open orders, refunds and cancelled orders over its 120 days', async () => {
    const r = await handlers.get_orders_summary({ window_days: 120 }, ctx);
    expect(r.by_fulfillment_status[0]).toMatchObject({ key: 'unfulfilled' });
    expect(r.by_fulfillment_status[0]!.order_count).toBeGreaterThanOrEqual(8);
    expect(r.refund_count).toBeGreaterThan(0);
    expect(r.cancelled.order_count).toBe(3);
    expect(r.by_channel.map((b) => b.key)).toEqual(['online_store', 'marketplace', 'pos']);
  });
});
