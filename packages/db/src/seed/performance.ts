/**
 * performance_daily for the hosted store, aggregated from the generated orders so revenue agrees
 * with the order lines; sessions and ad spend are derived from the same expected demand.
 */
import type { PerformanceDailyRow } from '../tables';
import type { ProductPlan } from './catalogue';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { Clock, WINDOW_DAYS, ymd } from './time';

/** Daily series per product (index = window day). */
export interface ProductSeries {
  revenue: Float64Array;
  spend: Float64Array;
  sessions: Float64Array;
  conversions: Float64Array;
  orders: Float64Array;
}

export interface PerformanceResult {
  rows: PerformanceDailyRow[];
  series: Map<string, ProductSeries>;
}

/** Sum of `series[from..to)` (clamped to the window). */
export function sumDays(series: Float64Array, from: number, to: number): number {
  let s = 0;
  for (let d = Math.max(0, from); d < Math.min(WINDOW_DAYS, to); d++) s += series[d] as number;
  return s;
}

/** ROAS over days [from, to): revenue / spend, null when there was no spend. */
export function roasOver(s: ProductSeries, from: number, to: number): number | null {
  const spend = sumDays(s.spend, from, to);
  return spend > 0 ? sumDays(s.revenue, from, to) / spend : null;
}

const AVG_LINES_PER_ORDER = 1.73;
const AVG_QUANTITY = 1.2;
const ONLINE_SHARE = 0.8;

/**
 * Build one row per product per day from the product's first day in the window, set
 * `products.current_roas` (trailing 7 days before the anchor, 4 decimals, null without spend) and
 * each advertised product's campaign daily budget.
 */
export function generatePerformance(
  rng: Rng,
  clock: Clock,
  storeId: string,
  products: ProductPlan[],
  orders: readonly OrderPlan[],
): PerformanceResult {
  const series = new Map<string, ProductSeries>();
  for (const p of products) {
    series.set(p.row.id, {
      revenue: new Float64Array(WINDOW_DAYS),
      spend: new Float64Array(WINDOW_DAYS),
      sessions: new Float64Array(WINDOW_DAYS),
      conversions: new Float64Array(WINDOW_DAYS),
      orders: new Float64Array(WINDOW_DAYS),
    });
  }
  const ordersPerDay = new Float64Array(WINDOW_DAYS);
  for (const o of orders) {
    ordersPerDay[o.day]! += 1;
    for (const line of o.lines) {
      if (line.product_id === null) continue;
      const s = series.get(line.product_id)!;
      s.revenue[o.day]! += line.total_cents;
      s.orders[o.day]! += 1;
      if (o.row.channel === 'online_store') s.conversions[o.day]! += 1;
    }
  }

  const rows: PerformanceDailyRow[] = [];
  const dailyWeight = Array.from({ length: WINDOW_DAYS }, (_, d) =>
    products.reduce((a, p) => a + (p.sellFrom <= d && d < p.sellUntil ? p.weight * p.trend(d) : 0), 0),
  );
  for (const p of products) {
    const s = series.get(p.row.id)!;
    const avgLine = (p.variants.reduce((a, v) => a + v.price_cents, 0) / Math.max(1, p.variants.length)) * AVG_QUANTITY;
    for (let d = Math.max(0, p.createdDay); d < WINDOW_DAYS; d++) {
      const selling = p.sellFrom <= d && d < p.sellUntil;
      const share = selling && (dailyWeight[d] as number) > 0 ? (p.weight * p.trend(d)) / (dailyWeight[d] as number) : 0;
      const expectedLines = (ordersPerDay[d] as number) * AVG_LINES_PER_ORDER * share;
      const conversions = s.conversions[d] as number;
      const sessions = selling
        ? Math.max(conversions, Math.round(((0.5 * conversions + 0.5 * expectedLines * ONLINE_SHARE) / p.conversionRate) * rng.noise(0.12)))
        : 0;
      const advertised = p.targetRoas !== null && selling && d < p.adsUntil;
      const spend = advertised ? Math.max(50, Math.round(((expectedLines * avgLine) / (p.targetRoas as number)) * rng.noise(0.25))) : 0;
      s.sessions[d] = sessions;
      s.spend[d] = spend;
      rows.push({
        store_id: storeId,
        product_id: p.row.id,
        date: ymd(clock.dayStart(d)),
        revenue_cents: s.revenue[d] as number,
        ad_spend_cents: spend,
        sessions,
        conversions,
        orders: s.orders[d] as number,
      });
    }
    const roas = roasOver(s, WINDOW_DAYS - 7, WINDOW_DAYS);
    p.row.current_roas = roas === null ? null : Math.round(roas * 10_000) / 10_000;
    const recentSpend = sumDays(s.spend, WINDOW_DAYS - 14, WINDOW_DAYS) / 14;
    p.dailyBudgetCents = p.targetRoas === null ? 0 : Math.max(500, Math.round((recentSpend * 1.25) / 100) * 100);
  }
  return { rows, series };
}
