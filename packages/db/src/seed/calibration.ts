/** calibration_thresholds: percentiles of the store's own recent figures, floors and ceilings. */
import type { CalibrationMetric, CalibrationThresholdRow } from '../tables';
import type { Campaign } from './campaigns';
import type { ProductPlan } from './catalogue';
import type { OrderPlan } from './orders';
import type { ProductSeries } from './performance';
import { sumDays } from './performance';
import type { Rng } from './prng';
import { Clock, DAY_MS, HOUR_MS, WINDOW_DAYS, iso, toSecond } from './time';

/** Linear-interpolated percentile of sorted values (q in 0..1). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

/** Thresholds by metric, as used by the decisions and alerts generators. */
export type Thresholds = Record<CalibrationMetric, { floor: number; ceiling: number; p50: number }>;

interface Spec {
  metric: CalibrationMetric;
  values: number[];
  windowDays: number;
  digits: number;
  bounds(p: (q: number) => number): [number, number];
}

function build(
  rng: Rng,
  storeId: string,
  calibratedAt: string,
  specs: readonly Spec[],
): { rows: CalibrationThresholdRow[]; thresholds: Thresholds } {
  const thresholds = {} as Thresholds;
  const rows = specs.map((s) => {
    const sorted = [...s.values].sort((a, b) => a - b);
    const f = 10 ** s.digits;
    const round = (x: number) => Math.round(x * f) / f;
    const p = (q: number) => round(percentile(sorted, q));
    const [floor, ceiling] = s.bounds(p).map(round) as [number, number];
    thresholds[s.metric] = { floor, ceiling, p50: p(0.5) };
    return {
      id: rng.uuid(),
      store_id: storeId,
      metric: s.metric,
      floor,
      ceiling,
      p10: p(0.1),
      p25: p(0.25),
      p50: p(0.5),
      p75: p(0.75),
      p90: p(0.9),
      sample_size: sorted.length,
      window_days: s.windowDays,
      calibrated_at: calibratedAt,
    };
  });
  return { rows, thresholds };
}

/** Weekly refund rates (refunded / total of the orders created that week) over the last 13 weeks. */
function weeklyRefundRates(orders: readonly OrderPlan[]): number[] {
  const weeks = Array.from({ length: 13 }, () => ({ total: 0, refunded: 0 }));
  for (const o of orders) {
    const w = Math.floor((WINDOW_DAYS - 1 - o.day) / 7);
    if (w >= 13) continue;
    weeks[w]!.total += o.row.total_cents;
    weeks[w]!.refunded += o.row.refunded_cents;
  }
  return weeks.filter((w) => w.total > 0).map((w) => w.refunded / w.total);
}

const refundSpec = (orders: readonly OrderPlan[]): Spec => ({
  metric: 'refund_rate',
  values: weeklyRefundRates(orders),
  windowDays: 91,
  digits: 4,
  bounds: (p) => [0, Math.max(0.06, p(0.9) * 1.5)],
});

function calibratedAt(rng: Rng, clock: Clock): string {
  return iso(toSecond(clock.anchorMs - DAY_MS + rng.int(2, 5) * HOUR_MS + rng.int(0, 3599) * 1000));
}

/** Hosted store: per-product figures over the last 30 days. */
export function hostedCalibration(
  rng: Rng,
  clock: Clock,
  storeId: string,
  products: readonly ProductPlan[],
  series: Map<string, ProductSeries>,
  orders: readonly OrderPlan[],
) {
  const roas: number[] = [];
  const cpa: number[] = [];
  const cr: number[] = [];
  for (const p of products) {
    const s = series.get(p.row.id)!;
    const from = WINDOW_DAYS - 30;
    const spend = sumDays(s.spend, from, WINDOW_DAYS);
    const revenue = sumDays(s.revenue, from, WINDOW_DAYS);
    const conv = sumDays(s.conversions, from, WINDOW_DAYS);
    const sessions = sumDays(s.sessions, from, WINDOW_DAYS);
    if (spend > 0) roas.push(revenue / spend);
    if (spend > 0 && conv > 0) cpa.push(spend / conv);
    if (sessions >= 50) cr.push(conv / sessions);
  }
  return build(rng, storeId, calibratedAt(rng, clock), [
    { metric: 'roas', values: roas, windowDays: 30, digits: 2, bounds: (p) => [Math.max(1.2, p(0.25)), Math.max(4, p(0.9) * 1.1)] },
    { metric: 'cpa_cents', values: cpa, windowDays: 30, digits: 0, bounds: (p) => [p(0.1), p(0.75) * 1.25] },
    { metric: 'conversion_rate', values: cr, windowDays: 30, digits: 4, bounds: (p) => [p(0.1), p(0.9)] },
    refundSpec(orders),
  ]);
}

/** Business without a storefront: per-campaign figures. */
export function businessCalibration(rng: Rng, clock: Clock, storeId: string, campaigns: readonly Campaign[], orders: readonly OrderPlan[]) {
  return build(rng, storeId, calibratedAt(rng, clock), [
    {
      metric: 'roas',
      values: campaigns.map((c) => c.roas),
      windowDays: 30,
      digits: 2,
      bounds: (p) => [Math.max(1, p(0.25)), Math.max(4, p(0.9) * 1.1)],
    },
    { metric: 'cpa_cents', values: campaigns.map((c) => c.cpaCents), windowDays: 30, digits: 0, bounds: (p) => [p(0.1), p(0.75) * 1.25] },
    {
      metric: 'conversion_rate',
      values: campaigns.map((c) => c.conversionRate),
      windowDays: 30,
      digits: 4,
      bounds: (p) => [p(0.1), p(0.9)],
    },
    refundSpec(orders),
  ]);
}
