/** Time helpers for the seed. Every timestamp is derived from the anchor; none from the clock. */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Days of history before the anchor (orders, performance, decisions). */
export const WINDOW_DAYS = 120;

/** ISO 8601 UTC with milliseconds, e.g. `2026-11-21T10:00:00.000Z`. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** `YYYY-MM-DD` (UTC). */
export function ymd(ms: number): string {
  return iso(ms).slice(0, 10);
}

/** Truncate to whole seconds (stored timestamps carry `.000` milliseconds). */
export function toSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/** Midnight UTC of the given instant. */
export function utcMidnight(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The window's days: index 0 is `WINDOW_DAYS` days before the anchor, the last is the day before it. */
export class Clock {
  constructor(readonly anchorMs: number) {}

  /** Start (00:00 UTC if the anchor is midnight) of window day `i` (0..WINDOW_DAYS-1). */
  dayStart(i: number): number {
    return this.anchorMs - (WINDOW_DAYS - i) * DAY_MS;
  }

  /** Window day index of an instant (may be negative before the window). */
  dayIndex(ms: number): number {
    return Math.floor((ms - this.dayStart(0)) / DAY_MS);
  }

  /** Clamp an instant to strictly before the anchor (at least one minute). */
  beforeAnchor(ms: number): number {
    return Math.min(ms, this.anchorMs - MINUTE_MS);
  }
}

/** Monday = 0 .. Sunday = 6 for a UTC instant. */
export function weekday(ms: number): number {
  return (new Date(ms).getUTCDay() + 6) % 7;
}

/** Money formatting for evidence and messages, e.g. `€1,932.50` / `$84.00`. */
export function money(cents: number, currency: string): string {
  const symbol = currency === 'EUR' ? '€' : currency === 'USD' ? '$' : `${currency} `;
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Thousands separators, e.g. `1,204`. */
export function count(n: number): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
