/**
 * Display formatting for the dashboard: times in UTC with a machine-readable `<time>`, money in
 * cents shown in major units with the ISO 4217 code, and change values exactly as stored (JSON),
 * so an operator approves precisely what the card holds.
 */
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

/** `12.50 EUR` from cents; a dash when there is no amount. */
export function money(amountCents: number | null, currency: string | null): string {
  if (amountCents === null) return '—';
  return `${(amountCents / 100).toFixed(2)}${currency === null ? '' : ` ${currency}`}`;
}

/** A change value as stored: strings bare, everything else as JSON (`true`, `44`, `null`). */
export function changeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '—';
  return JSON.stringify(value);
}
