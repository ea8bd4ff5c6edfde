/**
 * query_performance rules (seed: Resources "Performance"; contract `QueryPerformanceResult`):
 * the window is the last `window_days` UTC days up to and including the day of `ctx.now`; money in
 * the store currency's major units; ratios null when their denominator is 0.
 */
import { ArgumentError, toMajor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import { ratio, windowDays } from './figures';
import * as performance from './performance';

/** Top products and underperformers are capped at 5 each (seed: "top 5", "up to 5"). */
const PRODUCT_LIST_SIZE = 5;

function product(r: performance.ProductPerformanceRow, currency: string): Types.PerformanceProduct {
  return {
    product_id: r.productId,
    handle: r.handle,
    title: r.title,
    revenue: toMajor(r.revenueCents, currency),
    ad_spend: toMajor(r.adSpendCents, currency),
    roas: ratio(r.revenueCents, r.adSpendCents),
  };
}

/** The handler of query_performance: totals, top products, underperformers and days of the window. */
export async function queryPerformance(
  input: WithDefaults<Types.QueryPerformanceInput, 'window_days'>,
  ctx: HandlerContext,
): Promise<Types.QueryPerformanceResult> {
  const { scope } = ctx;
  const productId = input.product_id ?? null;
  if (productId !== null && !(await performance.productExists(scope, productId))) {
    throw new ArgumentError('product_id', `no product with id ${productId} in this store`);
  }
  const days = windowDays(ctx.now, input.window_days);
  const range: performance.DayRange = { from: days[0]!, to: days[days.length - 1]! };

  const [totals, top, under, daily] = await Promise.all([
    performance.totals(scope, range, productId),
    performance.topByRevenue(scope, range, productId, PRODUCT_LIST_SIZE),
    performance.lowestRoas(scope, range, productId, PRODUCT_LIST_SIZE),
    performance.byDay(scope, range, productId),
  ]);

  const byDate = new Map(daily.map((d) => [d.date, d]));
  return {
    window_days: input.window_days,
    from: range.from,
    to: range.to,
    product_id: productId,
    currency: ctx.store.currency,
    totals: {
      revenue: toMajor(totals.revenueCents, ctx.store.currency),
      ad_spend: toMajor(totals.adSpendCents, ctx.store.currency),
      roas: ratio(totals.revenueCents, totals.adSpendCents),
      conversion_rate: ratio(totals.conversions, totals.sessions),
      sessions: totals.sessions,
      conversions: totals.conversions,
      orders: totals.orders,
    },
    top_products: top.map((r) => product(r, ctx.store.currency)),
    underperformers: under.map((r) => product(r, ctx.store.currency)),
    daily: days.map((date) => {
      const d = byDate.get(date);
      return {
        date,
        revenue: toMajor(d?.revenueCents ?? 0, ctx.store.currency),
        ad_spend: toMajor(d?.adSpendCents ?? 0, ctx.store.currency),
        sessions: d?.sessions ?? 0,
        conversions: d?.conversions ?? 0,
      };
    }),
  };
}
