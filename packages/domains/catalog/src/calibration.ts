/**
 * get_calibration (seed: "Store overview", calibration thresholds): every threshold with its
 * percentiles, in metric order; `calibrated_at` is the newest.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import * as rows from './catalog-rows';

const METRIC_ORDER: readonly Types.CalibrationMetric[] = ['roas', 'cpa_cents', 'conversion_rate', 'refund_rate'];
/** Orders thresholds by metric: roas, cpa_cents, conversion_rate, refund_rate. */
export const byMetric = (a: { metric: Types.CalibrationMetric }, b: { metric: Types.CalibrationMetric }) =>
  METRIC_ORDER.indexOf(a.metric) - METRIC_ORDER.indexOf(b.metric);

/** The newest of ISO 8601 UTC timestamps; null for none. */
export function newest(times: readonly string[]): string | null {
  return times.reduce<string | null>((max, t) => (max === null || t > max ? t : max), null);
}

/** get_calibration: every threshold with its percentiles; `calibrated_at` is the newest. */
export async function getCalibration(_input: Types.GetCalibrationInput, ctx: HandlerContext): Promise<Types.GetCalibrationResult> {
  const thresholds = await rows.listThresholds(ctx.scope);
  return {
    calibrated_at: newest(thresholds.map((r) => r.calibrated_at)),
    thresholds: [...thresholds].sort(byMetric).map((r) => ({
      metric: r.metric,
      floor: r.floor,
      ceiling: r.ceiling,
      percentiles: { p10: r.p10, p25: r.p25, p50: r.p50, p75: r.p75, p90: r.p90 },
      sample_size: r.sample_size,
      window_days: r.window_days,
      calibrated_at: r.calibrated_at,
    })),
  };
}
