/**
 * Display formatting for the dashboard: times in UTC with a machine-readable `<time>`, money in
 * cents shown in major units with the ISO 4217 code, and change values exactly as stored (JSON),
 * so an operator approves precisely what the card holds.
 */
import { formatMajor, formatMoney } from '@storeops/contract';
import { html, type SafeHtml } from './html';

/** `2026-11-21 09:30 UTC` (with `seconds`: `09:30:15`) inside `<time datetime="...">`; a dash when absent. */
export function when(iso: string | null | undefined, seconds = false): SafeHtml {
  if (iso === null || iso === undefined) return html`<span class="muted">—</span>`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return html`${iso}`;
  const text = `${d
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ')} UTC`;
  return html`<time datetime="${d.toISOString()}">${text}</time>`;
}

/** How a page shows dates to the operator: their locale (from the browser's Accept-Language) and a time zone. */
export interface DateDisplay {
  locale: string;
  timeZone: string;
}

/** Locale of dates when the browser names none that Intl supports. */
export const DEFAULT_DATE_LOCALE = 'en-GB';

/**
 * The operator's date display: the first of `languages` (Accept-Language, preferred first) that
 * Intl supports, else `en-GB`; times in `timeZone` (an IANA name; UTC when it is not one).
 */
export function dateDisplay(languages: readonly string[], timeZone: string): DateDisplay {
  let locale = DEFAULT_DATE_LOCALE;
  for (const tag of languages) {
    if (tag === '*') continue;
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported !== undefined) {
        locale = supported;
        break;
      }
    } catch {
      // not a well-formed language tag: try the next one
    }
  }
  let zone = 'UTC';
  try {
    zone = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    // not an IANA time zone: UTC
  }
  return { locale, timeZone: zone };
}

/**
 * A date and time in the operator's locale and `d.timeZone`, with the zone named (e.g.
 * `28 Nov 2026, 10:30 CET`, `11/28/2026, 10:30 AM EST`), inside `<time datetime="<ISO>">`; a dash
 * when absent.
 */
export function localWhen(iso: string | null | undefined, d: DateDisplay): SafeHtml {
  if (iso === null || iso === undefined) return html`<span class="muted">—</span>`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return html`${iso}`;
  const text = new Intl.DateTimeFormat(d.locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: d.timeZone,
    timeZoneName: 'short',
  }).format(date);
  return html`<time datetime="${date.toISOString()}">${text}</time>`;
}

/**
 * An operation name that wraps only after its underscores (`storefront_<wbr>update_<wbr>...`),
 * never inside a word; copying it still gives the plain name.
 */
export function operationName(name: string): SafeHtml {
  const parts = name.split('_');
  return html`<code class="op">${parts.map((p, i) => (i < parts.length - 1 ? html`${p}_<wbr />` : html`${p}`))}</code>`;
}

/** `in 3 h`, `in 12 min`, `2 d ago`: the distance from `now`, for deadlines. */
export function relative(iso: string, now: Date): string {
  const ms = Date.parse(iso) - now.getTime();
  const abs = Math.abs(ms);
  const text =
    abs < 3_600_000
      ? `${Math.round(abs / 60_000)} min`
      : abs < 172_800_000
        ? `${Math.round(abs / 3_600_000)} h`
        : `${Math.round(abs / 86_400_000)} d`;
  return ms >= 0 ? `in ${text}` : `${text} ago`;
}

/** `−4.00 EUR` / `+4.00 EUR` from signed cents (U+2212 minus sign), `0.00 EUR` for zero. */
export function signedMoney(amountCents: number, currency: string | null): string {
  const sign = amountCents < 0 ? '\u2212' : amountCents > 0 ? '+' : '';
  return `${sign}${money(Math.abs(amountCents), currency)}`;
}

/** `12.50 EUR` / `1500 JPY` from minor units (money kit); a dash when there is no amount. */
export function money(amountCents: number | null, currency: string | null): string {
  if (amountCents === null) return '—';
  return currency === null ? formatMajor(amountCents, '') : formatMoney(amountCents, currency);
}

/** A change value as stored: strings bare, everything else as JSON (`true`, `44`, `null`). */
export function changeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '—';
  return JSON.stringify(value);
}
