/**
 * The report window the reporting operations share (merchant reports, ads reports): either an
 * explicit `date_range` {start, end} of UTC days (inclusive, at most 366 days) or the last
 * `window_days` UTC days ending yesterday (default 28). Never both.
 */
import { ArgumentError } from './argument-error';

const DAY_MS = 86_400_000;
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (d: string): number => Date.parse(`${d}T00:00:00Z`);

/**
 * Resolves the window to inclusive `YYYY-MM-DD` bounds.
 * @throws ArgumentError `window_days` when both are given, `date_range.start` when it is after the
 *   end, `date_range.end` when the range spans more than 366 days.
 */
export function reportWindow(
  input: { date_range?: { start: string; end: string }; window_days?: number },
  now: Date,
): { start: string; end: string } {
  if (input.date_range !== undefined) {
    if (input.window_days !== undefined) throw new ArgumentError('window_days', 'give either date_range or window_days, not both');
    const { start, end } = input.date_range;
    if (start > end) throw new ArgumentError('date_range.start', `is after date_range.end (${end})`);
    if ((dayMs(end) - dayMs(start)) / DAY_MS + 1 > 366) throw new ArgumentError('date_range.end', 'the range spans more than 366 days');
    return { start, end };
  }
  const days = input.window_days ?? 28;
  const endMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS;
  return { start: ymd(endMs - (days - 1) * DAY_MS), end: ymd(endMs) };
}
