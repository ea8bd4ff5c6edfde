/**
 * The statistics of query_cannibalization, as a pure function over daily series (no database):
 *
 * 1. each product's daily series minus its centred moving average over {@link DETREND_DAYS} days
 *    (truncated at the window's edges), so slow movements (launch ramps, a growing or fading
 *    product, the store's growth) do not pass for one product taking the other's sales;
 * 2. Pearson's correlation coefficient r of the two detrended series over the days both products
 *    existed (simple-statistics `sampleCorrelation`);
 * 3. a two-sided p-value for r = 0 by the textbook t-test of a correlation coefficient:
 *    t = r · √((n − 2) / (1 − r²)) with n − 2 degrees of freedom (jStat `studentt.cdf`);
 *    approximate, as daily sales are not independent draws;
 * 4. Benjamini–Hochberg adjusted p-values (q-values) over every pair tested in the call, so that
 *    testing hundreds of pairs does not report chance correlations as findings.
 */
import jstat from 'jstat';
import { sampleCorrelation } from 'simple-statistics';

/** Width of the centred moving average removed before correlating (days). */
export const DETREND_DAYS = 29;

/** One product's daily values over the window; `null` = the product did not exist that day. */
export interface Series {
  id: string;
  group: string;
  values: ReadonlyArray<number | null>;
}

export interface PairStat {
  a: string;
  b: string;
  days: number;
  r: number;
  p: number;
  q: number;
}

/** `values` minus their centred moving average over `width` days (edges: the days available). */
export function detrend(values: readonly number[], width = DETREND_DAYS): number[] {
  const half = Math.floor(width / 2);
  const prefix = [0];
  for (const v of values) prefix.push(prefix[prefix.length - 1]! + v);
  return values.map((v, i) => {
    const lo = Math.max(0, i - half);
    const hi = Math.min(values.length, i + half + 1);
    return v - (prefix[hi]! - prefix[lo]!) / (hi - lo);
  });
}

/** Two-sided p-value of Pearson's r over n pairs (t-test, n − 2 degrees of freedom); 1 when n ≤ 3. */
export function correlationP(r: number, n: number): number {
  if (n <= 3 || !Number.isFinite(r)) return 1;
  if (Math.abs(r) >= 1) return 0;
  const t = r * Math.sqrt((n - 2) / (1 - r * r));
  return Math.min(1, Math.max(0, 2 * (1 - jstat.jStat.studentt.cdf(Math.abs(t), n - 2))));
}

/** Benjamini–Hochberg adjusted p-values, in the input's order. */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => [p, i] as const).sort((x, y) => x[0] - y[0]);
  const q = new Array<number>(m);
  let min = 1;
  for (let k = m - 1; k >= 0; k--) {
    const [p, i] = order[k]!;
    min = Math.min(min, (p * m) / (k + 1));
    q[i] = Math.min(1, min);
  }
  return q;
}

/**
 * Every pair of series of the same group with at least `minDays` days where both exist and both
 * detrended series vary: r, p and the BH q-value over all those pairs. Series are detrended over
 * their own existing days.
 */
export function correlatePairs(series: readonly Series[], minDays: number): PairStat[] {
  const groups = new Map<string, Series[]>();
  for (const s of series) groups.set(s.group, [...(groups.get(s.group) ?? []), s]);
  const raw: Array<Omit<PairStat, 'q'>> = [];
  for (const list of groups.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const [a, b] = [list[i]!, list[j]!];
        const days: number[] = [];
        a.values.forEach((v, d) => {
          if (v !== null && b.values[d] !== null && b.values[d] !== undefined) days.push(d);
        });
        if (days.length < minDays) continue;
        const x = detrend(days.map((d) => a.values[d] as number));
        const y = detrend(days.map((d) => b.values[d] as number));
        if (!varies(x) || !varies(y)) continue;
        const r = sampleCorrelation(x, y);
        if (!Number.isFinite(r)) continue;
        raw.push({ a: a.id, b: b.id, days: days.length, r, p: correlationP(r, days.length) });
      }
    }
  }
  const q = benjaminiHochberg(raw.map((s) => s.p));
  return raw.map((s, i) => ({ ...s, q: q[i]! }));
}

function varies(xs: readonly number[]): boolean {
  return xs.some((v) => Math.abs(v - xs[0]!) > 1e-9);
}
