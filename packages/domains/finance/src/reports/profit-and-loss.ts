/**
 * finance_profit_and_loss (seed catalogue "finance"; finance:read, read): revenue and expenses
 * by account over a date range, net income, and an optional comparative column (the range before,
 * or the same range a year earlier). Grouped aggregates over `finance_journal_lines` (ledger.ts):
 * one for the range, one for the comparison.
 * Errors: `invalid_request` naming `entity_id`, `date_from` / `date_to` (not dates, from after to),
 * `period_from` / `period_to` (not `YYYY-MM`, from after to, or mixed with dates).
 */
import { ArgumentError, type HandlerContext, type Types } from '@storeops/contract';
import { entityRef, loadEntity } from '../books';
import { accountSums, chart, comparisonRange, dateArg, periodArg, sectionLines, today, totals } from './ledger';

/** The range the input asks for (see the YAML description "Range"). */
function rangeOf(input: Types.FinanceProfitAndLossInput, todayDate: string): { from: string; to: string } {
  const byPeriod = input.period_from !== undefined || input.period_to !== undefined;
  if (byPeriod && (input.date_from !== undefined || input.date_to !== undefined)) {
    throw new ArgumentError(
      input.period_from !== undefined ? 'period_from' : 'period_to',
      'give either date_from/date_to or period_from/period_to, not both',
    );
  }
  if (byPeriod) {
    const first = periodArg(input.period_from !== undefined ? 'period_from' : 'period_to', (input.period_from ?? input.period_to)!);
    const last = periodArg('period_to', (input.period_to ?? input.period_from)!);
    if (first.starts_on > last.starts_on)
      throw new ArgumentError('period_from', `${input.period_from} is after period_to ${input.period_to}`);
    return { from: first.starts_on, to: last.ends_on };
  }
  const to = input.date_to !== undefined ? dateArg('date_to', input.date_to) : todayDate;
  const from = input.date_from !== undefined ? dateArg('date_from', input.date_from) : `${to.slice(0, 4)}-01-01`;
  if (from > to) throw new ArgumentError('date_from', `${from} is after date_to ${to}`);
  return { from, to };
}

export async function financeProfitAndLoss(
  input: Types.FinanceProfitAndLossInput,
  ctx: HandlerContext,
): Promise<Types.FinanceProfitAndLossResult> {
  const entity = await loadEntity(ctx, input.entity_id);
  const range = rangeOf(input, today(ctx, entity));
  const compare = input.compare ?? 'none';
  const other = compare === 'none' ? null : comparisonRange(range.from, range.to, compare);
  const [accounts, sums, compared] = await Promise.all([
    chart(ctx, entity.id),
    accountSums(ctx, entity.id, range),
    other === null ? Promise.resolve(null) : accountSums(ctx, entity.id, other),
  ]);
  const revenue = sectionLines('revenue', accounts, sums, compared);
  const expenses = sectionLines('expense', accounts, sums, compared);
  const rev = totals(revenue, other !== null);
  const exp = totals(expenses, other !== null);
  return {
    entity: entityRef(entity),
    date_from: range.from,
    date_to: range.to,
    compare,
    comparison: other === null ? null : { date_from: other.from, date_to: other.to },
    revenue: { lines: revenue, ...rev },
    expenses: { lines: expenses, ...exp },
    net_income_cents: rev.total_cents - exp.total_cents,
    comparison_net_income_cents: other === null ? null : rev.comparison_total_cents! - exp.comparison_total_cents!,
  };
}
