/**
 * finance_balance_sheet (seed catalogue "finance"; finance:read, read): assets, liabilities and
 * equity by account at a date, with the year's result as `current_earnings_cents` (fiscal year =
 * calendar year) and earlier years' results folded into retained earnings, whether it balances, and
 * an optional comparative column at `compare_as_of`. Two grouped aggregates over
 * `finance_journal_lines` per date (ledger.ts): balances up to the date, and revenue/expense totals
 * before its fiscal year.
 * Errors: `invalid_request` naming `entity_id`, `as_of`, `compare_as_of` (not dates).
 */
import type { HandlerContext, Types } from '@storeops/contract';
import type { FinanceAccountRow } from '@storeops/db';
import { entityRef, loadEntity } from '../books';
import { accountSums, type AccountSums, addDays, chart, dateArg, earnings, type ReportLine, sectionLines, today, totals } from './ledger';

interface Column {
  sums: Map<string, AccountSums>;
  /** Revenue − expense of earlier fiscal years (before 1 January of the date's year). */
  earlier: number;
  /** Revenue − expense of the fiscal year to the date. */
  current: number;
}

async function column(ctx: HandlerContext, entityId: string, accounts: Map<string, FinanceAccountRow>, asOf: string): Promise<Column> {
  const yearStart = `${asOf.slice(0, 4)}-01-01`;
  const [sums, before] = await Promise.all([
    accountSums(ctx, entityId, { from: null, to: asOf }),
    accountSums(ctx, entityId, { from: null, to: addDays(yearStart, -1) }),
  ]);
  const earlier = earnings(before, accounts);
  return { sums, earlier, current: earnings(sums, accounts) - earlier };
}

/** Equity lines with earlier years' earnings folded into the `retained_earnings` account's line. */
function equityLines(accounts: Map<string, FinanceAccountRow>, main: Column, other: Column | null): ReportLine[] {
  const lines = sectionLines('equity', accounts, main.sums, other?.sums ?? null);
  const retained = [...accounts.values()].find((a) => a.system_key === 'retained_earnings' && a.type === 'equity');
  if (main.earlier === 0 && (other === null || other.earlier === 0)) return lines;
  let line = lines.find((l) => retained !== undefined && l.account_id === retained.id);
  if (line === undefined) {
    line = {
      account_id: retained?.id ?? null,
      code: retained?.code ?? null,
      name: retained?.name ?? 'Retained earnings (earlier years)',
      system_key: retained?.system_key ?? null,
      amount_cents: 0,
      comparison_amount_cents: other === null ? null : 0,
    };
    lines.push(line);
    lines.sort((a, b) => (a.code ?? '\uffff').localeCompare(b.code ?? '\uffff'));
  }
  line.amount_cents += main.earlier;
  if (other !== null) line.comparison_amount_cents = (line.comparison_amount_cents ?? 0) + other.earlier;
  return lines;
}

export async function financeBalanceSheet(
  input: Types.FinanceBalanceSheetInput,
  ctx: HandlerContext,
): Promise<Types.FinanceBalanceSheetResult> {
  const entity = await loadEntity(ctx, input.entity_id);
  const asOf = input.as_of !== undefined ? dateArg('as_of', input.as_of) : today(ctx, entity);
  const compareAsOf = input.compare_as_of !== undefined ? dateArg('compare_as_of', input.compare_as_of) : null;
  const accounts = await chart(ctx, entity.id);
  const [main, other] = await Promise.all([
    column(ctx, entity.id, accounts, asOf),
    compareAsOf === null ? Promise.resolve(null) : column(ctx, entity.id, accounts, compareAsOf),
  ]);
  const compared = other !== null;
  const assets = sectionLines('asset', accounts, main.sums, other?.sums ?? null);
  const liabilities = sectionLines('liability', accounts, main.sums, other?.sums ?? null);
  const equity = equityLines(accounts, main, other);
  const a = totals(assets, compared);
  const l = totals(liabilities, compared);
  const e = totals(equity, compared);
  const equityTotal = e.total_cents + main.current;
  const equityCompare = other === null ? null : e.comparison_total_cents! + other.current;
  const le = l.total_cents + equityTotal;
  const leCompare = other === null ? null : l.comparison_total_cents! + equityCompare!;
  return {
    entity: entityRef(entity),
    as_of: asOf,
    compare_as_of: compareAsOf,
    fiscal_year_start: `${asOf.slice(0, 4)}-01-01`,
    assets: { lines: assets, ...a },
    liabilities: { lines: liabilities, ...l },
    equity: {
      lines: equity,
      current_earnings_cents: main.current,
      comparison_current_earnings_cents: other === null ? null : other.current,
      total_cents: equityTotal,
      comparison_total_cents: equityCompare,
    },
    total_liabilities_and_equity_cents: le,
    comparison_total_liabilities_and_equity_cents: leCompare,
    balanced: a.total_cents === le,
    comparison_balanced: other === null ? null : a.comparison_total_cents === leCompare,
  };
}
