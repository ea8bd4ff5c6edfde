/**
 * How the analytics reads present figures: money in the store currency's major units (the
 * contract's money kit, `toMajor`), ratios to 4 decimals (null when the denominator is 0), and the window of the last `window_days` UTC days.
 */
const DAY_MS = 86_400_000;

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
