/**
 * finance_bank_accounts_list and finance_bank_transactions_list (seed catalogue "finance", State
 * machines "Finance bank transaction"; finance:read, read).
 *
 * Bank accounts: oldest first (`created_at`, id), each with its ledger account, that account's
 * balance over every posted line (normal side positive), counted / unmatched statement rows, the
 * latest booking date and statement import — grouped aggregates over the page, one query each.
 * Transactions: newest `booking_date` first, ties by id descending, each with its bank account's
 * name, the entry that books or matches it (id and number) and its dismissal. Amounts: integer
 * minor units (`*_cents`; a statement row's are signed, in its own currency).
 */
import { ArgumentError, type HandlerContext, type Types } from '@storeops/contract';
import type { FinanceBankAccountRow, FinanceBankTransactionRow } from '@storeops/db';
import { num } from '../books';
import { accountsOf, balances, entityOf, entryNumbers, keysetPage, whereDates, whereEquals, whereText } from './common';

const ACCOUNTS = 'finance_bank_accounts_list';
const TRANSACTIONS = 'finance_bank_transactions_list';

/** A page of the entity's bank accounts, oldest first, with ledger account and balance (minor units, normal side positive) and statement-row counts; 400 naming `entity_id` or `cursor`. */
export async function financeBankAccountsList(
  input: Types.FinanceBankAccountsListInput & { limit: number },
  ctx: HandlerContext,
): Promise<Types.FinanceBankAccountsListResult> {
  const { entity, ref } = await entityOf(ctx, input.entity_id);
  const q = ctx.scope.from('finance_bank_accounts').where({ entity_id: entity.id });
  whereEquals(q, { kind: input.kind, status: input.status });
  const p = await keysetPage<FinanceBankAccountRow>(q, ACCOUNTS, 'created_at', 'asc', input.cursor, input.limit);
  const ids = p.rows.map((b) => b.id);

  const ledgers = await accountsOf(
    ctx,
    entity.id,
    p.rows.map((b) => b.ledger_account_id),
  );
  const sums = await balances(ctx, entity.id, [...ledgers.values()]);
  const stats = new Map(
    ids.length === 0
      ? []
      : (
          (await ctx.scope
            .from('finance_bank_transactions')
            .where({ entity_id: entity.id })
            .whereIn('bank_account_id', ids)
            .select(
              'bank_account_id',
              ctx.scope.raw("sum(case when state = 'counted' then 1 else 0 end) as counted"),
              ctx.scope.raw("sum(case when state = 'counted' and reconciliation = 'unmatched' then 1 else 0 end) as unmatched"),
            )
            .max({ last: 'booking_date' })
            .groupBy('bank_account_id')) as Array<{ bank_account_id: string; counted: unknown; unmatched: unknown; last: string | null }>
        ).map((r) => [r.bank_account_id, r]),
  );
  const imports = new Map(
    ids.length === 0
      ? []
      : (
          (await ctx.scope
            .from('finance_bank_imports')
            .where({ entity_id: entity.id })
            .whereIn('bank_account_id', ids)
            .select('bank_account_id')
            .max({ last: 'imported_at' })
            .groupBy('bank_account_id')) as Array<{ bank_account_id: string; last: string | null }>
        ).map((r) => [r.bank_account_id, r.last]),
  );

  return {
    entity: ref,
    bank_accounts: p.rows.map((b) => {
      const ledger = ledgers.get(b.ledger_account_id);
      if (ledger === undefined)
        throw new Error(`bank account ${b.id} posts to ${b.ledger_account_id}, which is not in entity ${entity.id}'s chart`);
      const s = stats.get(b.id);
      return {
        id: b.id,
        name: b.name,
        kind: b.kind,
        institution: b.institution,
        account_number_masked: b.account_number_masked,
        currency: b.currency,
        status: b.status,
        ledger_account_id: ledger.id,
        ledger_account_code: ledger.code,
        ledger_account_name: ledger.name,
        ledger_balance_cents: sums.get(ledger.id)?.balance ?? 0,
        transaction_count: num(s?.counted),
        unmatched_count: num(s?.unmatched),
        last_booking_date: s?.last ?? null,
        last_imported_at: imports.get(b.id) ?? null,
        created_at: b.created_at,
        updated_at: b.updated_at,
      };
    }),
    has_more: p.has_more,
    next_cursor: p.next_cursor,
  };
}

/** A page of the entity's statement rows, newest booking date first (signed minor units); 400 naming `entity_id`, `bank_account_id`, `date_from`/`date_to` or `cursor`. */
export async function financeBankTransactionsList(
  input: Types.FinanceBankTransactionsListInput & { limit: number },
  ctx: HandlerContext,
): Promise<Types.FinanceBankTransactionsListResult> {
  const { entity, ref } = await entityOf(ctx, input.entity_id);
  const q = ctx.scope.from('finance_bank_transactions').where({ entity_id: entity.id });
  if (input.bank_account_id !== undefined) {
    const found = await ctx.scope.from('finance_bank_accounts').where({ entity_id: entity.id, id: input.bank_account_id }).first('id');
    if (found === undefined)
      throw new ArgumentError('bank_account_id', `is not a bank account of entity ${entity.id}: ${input.bank_account_id}`);
    q.where('bank_account_id', input.bank_account_id);
  }
  whereEquals(q, { state: input.state, reconciliation: input.reconciliation });
  whereDates(q, 'booking_date', input.date_from, input.date_to);
  if (input.q !== undefined) whereText(q, ['description', 'counterparty', 'bank_reference'], input.q, 'contains');
  const p = await keysetPage<FinanceBankTransactionRow>(q, TRANSACTIONS, 'booking_date', 'desc', input.cursor, input.limit);
  const names = new Map(
    p.rows.length === 0
      ? []
      : (
          (await ctx.scope
            .from('finance_bank_accounts')
            .whereIn('id', [...new Set(p.rows.map((t) => t.bank_account_id))])
            .select('id', 'name')) as Array<{ id: string; name: string }>
        ).map((r) => [r.id, r.name]),
  );
  const numbers = await entryNumbers(
    ctx,
    entity.id,
    p.rows.map((t) => t.entry_id),
  );
  return {
    entity: ref,
    bank_transactions: p.rows.map((t) => {
      const dismissed = t.state === 'dismissed';
      return {
        id: t.id,
        bank_account_id: t.bank_account_id,
        bank_account_name: names.get(t.bank_account_id) ?? '',
        booking_date: t.booking_date,
        value_date: t.value_date,
        amount_cents: num(t.amount_cents),
        currency: t.currency,
        counterparty: t.counterparty,
        description: t.description,
        bank_reference: t.bank_reference,
        state: t.state,
        reconciliation: t.reconciliation,
        entry_id: t.entry_id,
        entry_number: t.entry_id !== null ? (numbers.get(t.entry_id) ?? null) : null,
        dismissal_reason: dismissed ? t.dismissal_reason : null,
        duplicate_of_id: dismissed ? t.duplicate_of_id : null,
        dismissed_at: dismissed ? t.dismissed_at : null,
        dismissed_by: dismissed ? t.dismissed_by : null,
        import_id: t.import_id,
        created_at: t.created_at,
      };
    }),
    has_more: p.has_more,
    next_cursor: p.next_cursor,
  };
}
