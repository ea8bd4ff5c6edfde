/**
 * finance_trial_balance (seed catalogue "finance"; finance:read, read): every account with
 * activity up to a date, with its debit and credit totals and its balance (debit − credit), and
 * whether the books balance. One grouped aggregate over `finance_journal_lines` (ledger.ts).
 * Errors: `invalid_request` naming `entity_id` (not an entity of the store), `as_of` (not a date),
 * `period` (not `YYYY-MM`, or given together with `as_of`).
 */
import { ArgumentError, type HandlerContext, type Types } from '@storeops/contract';
import { entityRef, loadEntity } from '../books';
import { accountSums, chart, dateArg, periodArg, today } from './ledger';

export async function financeTrialBalance(
  input: Types.FinanceTrialBalanceInput,
  ctx: HandlerContext,
): Promise<Types.FinanceTrialBalanceResult> {
  const entity = await loadEntity(ctx, input.entity_id);
  if (input.as_of !== undefined && input.period !== undefined) throw new ArgumentError('period', 'give either as_of or period, not both');
  const asOf =
    input.period !== undefined
      ? periodArg('period', input.period).ends_on
      : input.as_of !== undefined
        ? dateArg('as_of', input.as_of)
        : today(ctx, entity);
  const [sums, accounts] = await Promise.all([accountSums(ctx, entity.id, { from: null, to: asOf }), chart(ctx, entity.id)]);
  const rows: Types.FinanceTrialBalanceResult['accounts'] = [];
  let debit = 0;
  let credit = 0;
  for (const a of accounts.values()) {
    const s = sums.get(a.id);
    if (s === undefined) continue;
    debit += s.debit;
    credit += s.credit;
    rows.push({
      account_id: a.id,
      code: a.code,
      name: a.name,
      type: a.type,
      normal_balance: a.normal_balance,
      system_key: a.system_key,
      debit_cents: s.debit,
      credit_cents: s.credit,
      balance_cents: s.debit - s.credit,
    });
  }
  return {
    entity: entityRef(entity),
    as_of: asOf,
    period: input.period ?? null,
    accounts: rows,
    total_debit_cents: debit,
    total_credit_cents: credit,
    balanced: debit === credit,
  };
}
