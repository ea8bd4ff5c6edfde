/**
 * What the three finance reports share (seed catalogue "finance": finance_trial_balance,
 * finance_profit_and_loss, finance_balance_sheet): account totals computed by one grouped SQL
 * aggregate over `finance_journal_lines` (covering index `(entity_id, account_id, entry_date,
 * debit_cents, credit_cents, store_id)`; entries are never loaded), the chart they are reported
 * against, and the calendar arithmetic of the report ranges. Dates are calendar dates `YYYY-MM-DD`
 * of the entity's time zone; amounts integer minor units of its currency.
 */
import { ArgumentError, type HandlerContext } from '@storeops/contract';
import type { FinanceAccountRow, FinanceAccountType, FinanceEntityRow } from '@storeops/db';
import { isCalendarDate, localDate, monthBounds, num } from '../books';

/** Debit and credit totals of one account over a date range, minor units. */
export interface AccountSums {
  debit: number;
  credit: number;
}

/**
 * Debit and credit totals per account of `entityId` for lines dated `from`..`to` (both inclusive;
 * `from` null = since the first entry). One `GROUP BY account_id` query; accounts without lines in
 * the range are absent.
 */
export async function accountSums(
  ctx: Pick<HandlerContext, 'scope'>,
  entityId: string,
  range: { from: string | null; to: string },
): Promise<Map<string, AccountSums>> {
  const q = ctx.scope.from('finance_journal_lines').where('entity_id', entityId).where('entry_date', '<=', range.to);
  if (range.from !== null) q.where('entry_date', '>=', range.from);
  const rows = (await q.select('account_id').sum({ d: 'debit_cents' }).sum({ c: 'credit_cents' }).groupBy('account_id')) as Array<{
    account_id: string;
    d: unknown;
    c: unknown;
  }>;
  return new Map(rows.map((r) => [r.account_id, { debit: num(r.d), credit: num(r.c) }]));
}

/** The entity's chart of accounts (active and inactive), by id. */
export async function chart(ctx: Pick<HandlerContext, 'scope'>, entityId: string): Promise<Map<string, FinanceAccountRow>> {
  const rows = (await ctx.scope.from('finance_accounts').where('entity_id', entityId).orderBy('code')) as FinanceAccountRow[];
  return new Map(rows.map((r) => [r.id, r]));
}

/** Sign of a section: assets and expenses report debit − credit, the others credit − debit. */
export function signed(type: FinanceAccountType, s: AccountSums | undefined): number {
  if (s === undefined) return 0;
  return type === 'asset' || type === 'expense' ? s.debit - s.credit : s.credit - s.debit;
}

/** Revenue − expense (net income, minor units) of `sums` over `accounts`. */
export function earnings(sums: Map<string, AccountSums>, accounts: Map<string, FinanceAccountRow>): number {
  let total = 0;
  for (const [id, s] of sums) {
    const a = accounts.get(id);
    if (a?.type === 'revenue') total += s.credit - s.debit;
    else if (a?.type === 'expense') total -= s.debit - s.credit;
  }
  return total;
}

/** One account line of a report section. */
export interface ReportLine {
  account_id: string | null;
  code: string | null;
  name: string;
  system_key: string | null;
  amount_cents: number;
  comparison_amount_cents: number | null;
}

/**
 * The lines of section `type`: every account of that type with lines in `sums` or `compare`,
 * ordered by code, amounts signed by {@link signed}.
 */
export function sectionLines(
  type: FinanceAccountType,
  accounts: Map<string, FinanceAccountRow>,
  sums: Map<string, AccountSums>,
  compare: Map<string, AccountSums> | null,
): ReportLine[] {
  const lines: ReportLine[] = [];
  for (const a of accounts.values()) {
    if (a.type !== type || (!sums.has(a.id) && compare?.has(a.id) !== true)) continue;
    lines.push({
      account_id: a.id,
      code: a.code,
      name: a.name,
      system_key: a.system_key,
      amount_cents: signed(type, sums.get(a.id)),
      comparison_amount_cents: compare === null ? null : signed(type, compare.get(a.id)),
    });
  }
  return lines;
}

/** Sum of `amount_cents` (and of the comparison column, null without a comparison). */
export function totals(lines: readonly ReportLine[], compared: boolean): { total_cents: number; comparison_total_cents: number | null } {
  return {
    total_cents: lines.reduce((n, l) => n + l.amount_cents, 0),
    comparison_total_cents: compared ? lines.reduce((n, l) => n + (l.comparison_amount_cents ?? 0), 0) : null,
  };
}

/** Today in the entity's calendar. */
export function today(ctx: Pick<HandlerContext, 'now'>, entity: FinanceEntityRow): string {
  return localDate(ctx.now, entity.timezone);
}

/** Throws `ArgumentError(argument)` unless `value` is a calendar date; returns it. */
export function dateArg(argument: string, value: string): string {
  if (!isCalendarDate(value)) throw new ArgumentError(argument, `must be a calendar date YYYY-MM-DD, got "${value}"`);
  return value;
}

/** Throws `ArgumentError(argument)` unless `value` is a month `YYYY-MM`; returns its first and last day. */
export function periodArg(argument: string, value: string): { starts_on: string; ends_on: string } {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) throw new ArgumentError(argument, `must be an accounting period YYYY-MM, got "${value}"`);
  return monthBounds(value);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both included. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function isMonthEnd(date: string): boolean {
  return monthBounds(date.slice(0, 7)).ends_on === date;
}

/**
 * `date` moved by `months` calendar months: the same day of the month, clamped to the target
 * month's last day; a month's last day stays its month's last day (2024-02-29 − 12 → 2023-02-28,
 * 2023-02-28 + 12 → 2024-02-29).
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const month = `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
  const end = monthBounds(month).ends_on;
  if (isMonthEnd(date)) return end;
  return Number(end.slice(8)) < d ? end : `${month}-${String(d).padStart(2, '0')}`;
}

/** The comparison range of a profit-and-loss range (see finance_profit_and_loss.yaml "Comparative columns"). */
export function comparisonRange(from: string, to: string, compare: 'previous_period' | 'previous_year'): { from: string; to: string } {
  if (compare === 'previous_year') return { from: addMonths(from, -12), to: addMonths(to, -12) };
  if (from.endsWith('-01') && isMonthEnd(to)) {
    const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
    const start = addMonths(from, -months);
    return { from: start, to: addDays(from, -1) };
  }
  const days = daysIn(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}
