/**
 * Shared rules of the analytics-property operations (seed catalogue "analytics"): the
 * property lookup (404 `not_found` when the store has none connected), reporting-day windows in the
 * property time zone, and rounding.
 */
import { ArgumentError, OperationError, type HandlerContext } from '@storeops/contract';
import type { Property } from '@storeops/contract/ports/analytics';

export const DAY_MS = 86_400_000;
/** Longest date range a report accepts, in days. */
export const MAX_RANGE_DAYS = 366;

/** The store's analytics property; 404 `not_found` when none is connected. */
export async function requireProperty(ctx: HandlerContext): Promise<Property> {
  const property = await ctx.connectors.analytics.property(ctx);
  if (property === null) throw new OperationError('not_found', 'the store has no analytics property connected');
  return property;
}

const dayMs = (d: string): number => Date.parse(`${d}T00:00:00Z`);
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function localToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export interface DayRange {
  start_date: string;
  end_date: string;
}

/** Checks one date range (`where` names it in errors): start ≤ end, at most 366 days. */
export function checkRange(r: DayRange, where: string): DayRange {
  if (r.start_date > r.end_date) throw new ArgumentError(`${where}.start_date`, `is after ${where}.end_date (${r.end_date})`);
  if ((dayMs(r.end_date) - dayMs(r.start_date)) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    throw new ArgumentError(`${where}.end_date`, `the range spans more than ${MAX_RANGE_DAYS} days`);
  }
  return { start_date: r.start_date, end_date: r.end_date };
}

/** The last `days` reporting days ending yesterday in the property time zone. */
export function lastDays(days: number, now: Date, timeZone: string): DayRange {
  const end = dayMs(localToday(now, timeZone)) - DAY_MS;
  return { start_date: ymd(end - (days - 1) * DAY_MS), end_date: ymd(end) };
}

/** `date_range` or `window_days` (default 28), never both. */
export function resolveWindow(input: { date_range?: DayRange; window_days?: number }, now: Date, property: Property): DayRange {
  if (input.date_range !== undefined) {
    if (input.window_days !== undefined) throw new ArgumentError('window_days', 'give either date_range or window_days, not both');
    return checkRange(input.date_range, 'date_range');
  }
  return lastDays(input.window_days ?? 28, now, property.time_zone);
}

/** `a / b` to `places` decimals; null when `b` is 0. */
export function ratio(a: number, b: number, places = 4): number | null {
  if (b === 0) return null;
  const f = 10 ** places;
  return Math.round((a / b) * f) / f;
}
