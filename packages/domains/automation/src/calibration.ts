/**
 * run_calibration (seed catalogue: automation:write, automatic write): recomputes the store's
 * calibration thresholds (what get_calibration answers) from the last `window_days` UTC days up to
 * and including today. Observations:
 * - `roas`: revenue / ad spend per product-day with ad spend (performance_daily);
 * - `cpa_cents`: ad spend / conversions (cents) per product-day with ad spend and conversions;
 * - `conversion_rate`: conversions / sessions per product-day with sessions;
 * - `refund_rate`: refunded orders / orders per day with orders (an order with any refund counts).
 * Per metric: p10..p90 (linear interpolation), floor = p25, ceiling = p90, sample_size. A metric
 * without observations keeps its previous row (listed in `unchanged`). One receipt holds every
 * recomputed metric before and after; reversal null (run it again instead).
 */
import { randomUUID } from 'node:crypto';
import { ArgumentError, type Types, type WithDefaults, type WriteContext } from '@storeops/contract';
import { toNumber, toNumberOrZero, type CalibrationMetric, type CalibrationThresholdRow } from '@storeops/db';

export const METRICS: readonly CalibrationMetric[] = ['roas', 'cpa_cents', 'conversion_rate', 'refund_rate'];
const DAY_MS = 86_400_000;

/** Linear-interpolated percentile of ascending `sorted` values (q in 0..1); 0 for none. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo]!;
  const b = sorted[hi]!;
  return a + (b - a) * (pos - lo);
}

type Figures = Pick<CalibrationThresholdRow, 'floor' | 'ceiling' | 'p10' | 'p25' | 'p50' | 'p75' | 'p90' | 'sample_size'>;

/** Thresholds of one metric from its observations; `digits` decimals (0 for cents). */
export function thresholdsOf(values: readonly number[], digits: number): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  const f = 10 ** digits;
  const p = (q: number) => Math.round(percentile(sorted, q) * f) / f;
  return { floor: p(0.25), ceiling: p(0.9), p10: p(0.1), p25: p(0.25), p50: p(0.5), p75: p(0.75), p90: p(0.9), sample_size: sorted.length };
}

const DIGITS: Record<CalibrationMetric, number> = { roas: 4, cpa_cents: 0, conversion_rate: 4, refund_rate: 4 };

async function observations(ctx: WriteContext, windowDays: number): Promise<Record<CalibrationMetric, number[]>> {
  const today = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate());
  const from = new Date(today - (windowDays - 1) * DAY_MS);
  const until = new Date(today + DAY_MS);
  const days = (await ctx.scope
    .from('performance_daily')
    .where('date', '>=', from.toISOString().slice(0, 10))
    .andWhere('date', '<', until.toISOString().slice(0, 10))
    .select('revenue_cents', 'ad_spend_cents', 'sessions', 'conversions')) as Array<Record<string, unknown>>;
  const out: Record<CalibrationMetric, number[]> = { roas: [], cpa_cents: [], conversion_rate: [], refund_rate: [] };
  for (const d of days) {
    const revenue = toNumber(d.revenue_cents) ?? 0;
    const spend = toNumber(d.ad_spend_cents) ?? 0;
    const sessions = toNumber(d.sessions) ?? 0;
    const conversions = toNumber(d.conversions) ?? 0;
    if (spend > 0) out.roas.push(revenue / spend);
    if (spend > 0 && conversions > 0) out.cpa_cents.push(spend / conversions);
    if (sessions > 0) out.conversion_rate.push(conversions / sessions);
  }
  const orderDays = (await ctx.scope
    .from('orders')
    .where('created_at', '>=', from.toISOString())
    .andWhere('created_at', '<', until.toISOString())
    .select(
      ctx.scope.raw('substr(created_at, 1, 10) as day, count(*) as n, sum(case when refunded_cents > 0 then 1 else 0 end) as refunded'),
    )
    .groupByRaw('substr(created_at, 1, 10)')) as Array<Record<string, unknown>>;
  for (const d of orderDays) {
    const n = toNumber(d.n) ?? 0;
    if (n > 0) out.refund_rate.push((toNumber(d.refunded) ?? 0) / n);
  }
  return out;
}

function toThreshold(r: Omit<CalibrationThresholdRow, 'id' | 'store_id'>): Types.CalibrationThreshold {
  return {
    metric: r.metric,
    floor: toNumberOrZero(r.floor),
    ceiling: toNumberOrZero(r.ceiling),
    percentiles: {
      p10: toNumberOrZero(r.p10),
      p25: toNumberOrZero(r.p25),
      p50: toNumberOrZero(r.p50),
      p75: toNumberOrZero(r.p75),
      p90: toNumberOrZero(r.p90),
    },
    sample_size: toNumberOrZero(r.sample_size),
    window_days: toNumberOrZero(r.window_days),
    calibrated_at: r.calibrated_at,
  };
}

/** What the receipt records per metric: the thresholds without the metric name. */
const snapshot = (t: Types.CalibrationThreshold) => {
  const { metric: _m, ...rest } = t;
  return rest;
};

export async function runCalibration(
  input: WithDefaults<Types.RunCalibrationInput, 'window_days'>,
  ctx: WriteContext,
): Promise<Types.RunCalibrationResult> {
  const values = await observations(ctx, input.window_days);
  const recomputed = METRICS.filter((m) => values[m].length > 0);
  if (recomputed.length === 0)
    throw new ArgumentError(
      'window_days',
      `no observations in the last ${input.window_days} days; nothing to calibrate (thresholds unchanged)`,
    );
  const at = ctx.now.toISOString();
  const existing = (await ctx.scope.from('calibration_thresholds').select('*')) as CalibrationThresholdRow[];
  const byMetric = new Map(existing.map((r) => [r.metric, r]));
  const changes: Array<{ field: string; before: unknown; after: unknown }> = [];
  for (const metric of recomputed) {
    const figures = { ...thresholdsOf(values[metric], DIGITS[metric]), window_days: input.window_days, calibrated_at: at };
    const old = byMetric.get(metric);
    const row: CalibrationThresholdRow = { id: old?.id ?? randomUUID(), store_id: ctx.store.id, metric, ...figures };
    if (old === undefined) await ctx.scope.insert('calibration_thresholds', row);
    else await ctx.scope.from('calibration_thresholds').where({ id: old.id }).update(figures);
    changes.push({ field: metric, before: old === undefined ? null : snapshot(toThreshold(old)), after: snapshot(toThreshold(row)) });
    byMetric.set(metric, row);
  }
  const receiptId = await ctx.record({ resource_kind: 'calibration', resource_ref: ctx.store.id, changes, reversal: null });
  return {
    calibrated_at: at,
    window_days: input.window_days,
    thresholds: METRICS.flatMap((m) => {
      const r = byMetric.get(m);
      return r === undefined ? [] : [toThreshold(r)];
    }),
    unchanged: METRICS.filter((m) => !recomputed.includes(m)),
    receipt_id: receiptId,
  };
}
