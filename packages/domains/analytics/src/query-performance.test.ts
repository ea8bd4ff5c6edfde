import { describe, expect, it } from 'vitest';
import { ArgumentError, type HandlerContext } from '@storeops/contract';
import { ANCHOR, countingQueries, major, makeContext, outputViolations, useSeededDb } from '@storeops/testkit/db';
import { handlers } from './index';

const s = useSeededDb();
const ctx = s.hosted;

async function run(input: { window_days?: number; product_id?: string }, c: HandlerContext = ctx) {
  const result = await handlers.query_performance({ window_days: 7, ...input }, c);
  expect(outputViolations('query_performance', result)).toEqual([]);
  return result;
}

/** Independent per-product sums over [from, to] for the hosted store. */
async function productSums(from: string, to: string) {
  const rows: any[] = await s
    .db('performance_daily as pd')
    .join('products as p', 'p.id', 'pd.product_id')
    .where('pd.store_id', s.hostedStoreId)
    .whereBetween('pd.date', [from, to])
    .groupBy('pd.product_id')
    .select('pd.product_id', s.db.raw('sum(pd.revenue_cents) as rev'), s.db.raw('sum(pd.ad_spend_cents) as spend'));
  return rows.map((r) => ({ id: r.product_id as string, rev: Number(r.rev), spend: Number(r.spend) }));
}

describe('query_performance', () => {
  it('covers the last window_days days up to and including the day of ctx.now, zero-filling days without rows', async () => {
    const r = await run({});
    expect(r.window_days).toBe(7);
    expect(r.to).toBe('2026-11-01');
    expect(r.from).toBe('2026-10-26');
    expect(r.daily.map((d) => d.date)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    // The seed's history ends the day before its anchor: the anchor day itself has no rows.
    expect(r.daily[6]).toEqual({ date: '2026-11-01', revenue: 0, ad_spend: 0, sessions: 0, conversions: 0 });
    expect(r.daily[5]!.revenue).toBeGreaterThan(0);
    expect(r.currency).toBe('EUR');
    expect(r.product_id).toBeNull();
  });

  it('uses the day of a mid-day clock and supports 1 and 90 days', async () => {
    const noon = await makeContext(s.db, s.hostedStoreId, { now: new Date('2026-10-20T13:45:00.000Z') });
    const one = await run({ window_days: 1 }, noon);
    expect([one.from, one.to, one.daily.length]).toEqual(['2026-10-20', '2026-10-20', 1]);
    const ninety = await run({ window_days: 90 });
    expect(ninety.daily).toHaveLength(90);
    expect(ninety.from).toBe('2026-08-04');
  });

  it('totals equal the SQL sums over performance_daily and the orders placed in the window', async () => {
    const r = await run({ window_days: 30 });
    const [sums]: any[] = await s
      .db('performance_daily')
      .where('store_id', s.hostedStoreId)
      .whereBetween('date', [r.from, r.to])
      .select(
        s.db.raw('sum(revenue_cents) as rev'),
        s.db.raw('sum(ad_spend_cents) as spend'),
        s.db.raw('sum(sessions) as sessions'),
        s.db.raw('sum(conversions) as conv'),
      );
    const [orders]: any[] = await s
      .db('orders')
      .where('store_id', s.hostedStoreId)
      .where('created_at', '>=', `${r.from}T00:00:00.000Z`)
      .where('created_at', '<', '2026-11-02T00:00:00.000Z')
      .count({ n: '*' });
    expect(r.totals.revenue).toBe(major(sums.rev));
    expect(r.totals.ad_spend).toBe(major(sums.spend));
    expect(r.totals.sessions).toBe(Number(sums.sessions));
    expect(r.totals.conversions).toBe(Number(sums.conv));
    expect(r.totals.orders).toBe(Number(orders.n));
    expect(r.totals.orders).toBeGreaterThan(0);
    expect(r.totals.roas).toBeCloseTo(Number(sums.rev) / Number(sums.spend), 4);
    expect(r.totals.conversion_rate).toBeCloseTo(Number(sums.conv) / Number(sums.sessions), 4);
    // The daily trend adds up to the totals.
    const cents = r.daily.reduce((a, d) => a + Math.round(d.revenue * 100), 0);
    expect(cents).toBe(Number(sums.rev));
    expect(r.daily.reduce((a, d) => a + d.sessions, 0)).toBe(r.totals.sessions);
  });

  it('lists the top 5 products by revenue, highest first', async () => {
    const r = await run({ window_days: 14 });
    const expected = (await productSums(r.from, r.to))
      .filter((p) => p.rev > 0)
      .sort((a, b) => b.rev - a.rev || b.spend - a.spend || a.id.localeCompare(b.id));
    expect(r.top_products).toHaveLength(5);
    expect(r.top_products.map((p) => p.product_id)).toEqual(expected.slice(0, 5).map((p) => p.id));
    expect(r.top_products.map((p) => p.revenue)).toEqual(expected.slice(0, 5).map((p) => major(p.rev)));
    for (const p of r.top_products) expect(p.roas).toBe(p.ad_spend === 0 ? null : Math.round((p.revenue / p.ad_spend) * 10_000) / 10_000);
  });

  it('lists up to 5 underperformers: lowest ROAS among products with ad spend, lowest first', async () => {
    const r = await run({ window_days: 14 });
    const withSpend = (await productSums(r.from, r.to)).filter((p) => p.spend > 0).map((p) => ({ ...p, roas: p.rev / p.spend }));
    withSpend.sort((a, b) => a.roas - b.roas || b.spend - a.spend || a.id.localeCompare(b.id));
    expect(r.underperformers.length).toBe(Math.min(5, withSpend.length));
    expect(r.underperformers.map((p) => p.product_id)).toEqual(withSpend.slice(0, 5).map((p) => p.id));
    for (const p of r.underperformers) expect(p.ad_spend).toBeGreaterThan(0);
    const roas = r.underperformers.map((p) => p.roas as number);
    expect([...roas].sort((a, b) => a - b)).toEqual(roas);
  });

  it('sends four queries for the whole store, five with a product (its existence check)', async () => {
    expect((await countingQueries(s.db, () => run({ window_days: 90 }))).queries).toBe(4);
    const all = await run({ window_days: 30 });
    expect((await countingQueries(s.db, () => run({ product_id: all.top_products[0]!.product_id }))).queries).toBe(5);
  });

  it('scopes every figure to one product', async () => {
    const all = await run({ window_days: 30 });
    const id = all.top_products[0]!.product_id;
    const r = await run({ window_days: 30, product_id: id });
    expect(r.product_id).toBe(id);
    const [sums]: any[] = await s
      .db('performance_daily')
      .where({ store_id: s.hostedStoreId, product_id: id })
      .whereBetween('date', [r.from, r.to])
      .select(s.db.raw('sum(revenue_cents) as rev'), s.db.raw('sum(sessions) as sessions'));
    const [orders]: any[] = await s
      .db('orders as o')
      .join('order_line_items as li', 'li.order_id', 'o.id')
      .where({ 'o.store_id': s.hostedStoreId, 'li.store_id': s.hostedStoreId, 'li.product_id': id })
      .where('o.created_at', '>=', `${r.from}T00:00:00.000Z`)
      .countDistinct({ n: 'o.id' });
    expect(r.totals.revenue).toBe(major(sums.rev));
    expect(r.totals.sessions).toBe(Number(sums.sessions));
    expect(r.totals.orders).toBe(Number(orders.n));
    expect(r.top_products.map((p) => p.product_id)).toEqual([id]);
    expect(r.top_products[0]!.revenue).toBe(r.totals.revenue);
    expect(r.underperformers.every((p) => p.product_id === id)).toBe(true);
    expect(r.daily).toHaveLength(30);
  });

  it('refuses a product_id that is not a product of this store, naming the argument', async () => {
    const unknown = '3f0c9a52-7d1e-4b8a-9c2f-6e5d4a3b2c10';
    await expect(run({ product_id: unknown })).rejects.toBeInstanceOf(ArgumentError);
    await expect(run({ product_id: unknown })).rejects.toMatchObject({ argument: 'product_id' });
    const hostedProduct = (await s.db('products').where('store_id', s.hostedStoreId).first('id')).id as string;
    const business = await makeContext(s.db, s.businessStoreId);
    await expect(run({ product_id: hostedProduct }, business)).rejects.toMatchObject({ argument: 'product_id' });
  });

  it('keeps stores apart: the business without a storefront has no product performance', async () => {
    const business = await makeContext(s.db, s.businessStoreId);
    const r = await run({ window_days: 30 }, business);
    expect(r.currency).toBe('USD');
    expect([r.totals.revenue, r.totals.ad_spend, r.totals.sessions, r.totals.roas, r.totals.conversion_rate]).toEqual([
      0,
      0,
      0,
      null,
      null,
    ]);
    expect(r.top_products).toEqual([]);
    expect(r.underperformers).toEqual([]);
    expect(r.daily).toHaveLength(30);
    expect(r.daily.every((d) => d.revenue === 0 && d.sessions === 0)).toBe(true);
    const [orders]: any[] = await s
      .db('orders')
      .where('store_id', s.businessStoreId)
      .where('created_at', '>=', `${r.from}T00:00:00.000Z`)
      .count({ n: '*' });
    expect(r.totals.orders).toBe(Number(orders.n));
    expect(ANCHOR.toISOString().slice(0, 10)).toBe(r.to);
  });
});
