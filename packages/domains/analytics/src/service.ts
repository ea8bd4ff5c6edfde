/**
 * query_performance rules (seed: Resources "Performance"; contract `QueryPerformanceResult`):
 * the window is the last `window_days` UTC days up to and including the day of `ctx.now`; money in
 * the store currency's major units; ratios null when their denominator is 0.
 */
import { ArgumentError, type HandlerContext, type Types } from '@storeops/contract';
import * as repo from './repo';

const DAY_MS = 86_400_000;
/** Top products and underperformers are capped at 5 each (seed: "top 5", "up to 5"). */
const PRODUCT_LIST_SIZE = 5;

/** Integer cents to major units (2 decimals). */
export const major = (cents: number): number => Math.round(cents) / 100;

/** a / b rounded to 4 decimals; null when b is 0. */
export function ratio(a: number, b: number): number | null {
  return b === 0 ? null : Math.round((a / b) * 10_000) / 10_000;
}

const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The `window_days` UTC days ending with the day of `now`, inclusive, oldest first. */
export function windowDays(now: Date, windowDays: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: windowDays }, (_, i) => ymd(today - (windowDays - 1 - i) * DAY_MS));
}

function product(r: repo.ProductPerformanceRow): Types.PerformanceProduct {
  return {
    product_id: r.productId,
    handle: r.handle,
    title: r.title,
    revenue: major(r.revenueCents),
    ad_spend: major(r.adSpendCents),
    roas: ratio(r.revenueCents, r.adSpendCents),
  };
}

export async function queryPerformance(
  input: { window_days: number; product_id?: string },
  ctx: HandlerContext,
): Promise<Types.QueryPerformanceResult> {
  const { scope } = ctx;
  const productId = input.product_id ?? null;
  if (productId !== null && !(await repo.productExists(scope, productId))) {
    throw new ArgumentError('product_id', `no product with id ${productId} in this store`);
  }
  const days = windowDays(ctx.now, input.window_days);
  const range: repo.DayRange = { from: days[0]!, to: days[days.length - 1]! };

  const [totals, top, under, daily] = await Promise.all([
    repo.totals(scope, range, productId),
    repo.topByRevenue(scope, range, productId, PRODUCT_LIST_SIZE),
    repo.lowestRoas(scope, range, productId, PRODUCT_LIST_SIZE),
    repo.byDay(scope, range, productId),
  ]);

  const byDate = new Map(daily.map((d) => [d.date, d]));
  return {
    window_days: input.window_days,
    from: range.from,
    to: range.to,
    product_id: productId,
    currency: ctx.store.currency,
    totals: {
      revenue: major(totals.revenueCents),
      ad_spend: major(totals.adSpendCents),
      roas: ratio(totals.revenueCents, totals.adSpendCents),
      conversion_rate: ratio(totals.conversions, totals.sessions),
      sessions: totals.sessions,
      conversions: totals.conversions,
      orders: totals.orders,
    },
    top_products: top.map(product),
    underperformers: under.map(product),
    daily: days.map((date) => {
      const d = byDate.get(date);
      return {
        date,
        revenue: major(d?.revenueCents ?? 0),
        ad_spend: major(d?.adSpendCents ?? 0),
        sessions: d?.sessions ?? 0,
        conversions: d?.conversions ?? 0,
      };
    }),
  };
}
