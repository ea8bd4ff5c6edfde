/**
 * finance_bank_transaction_dismiss / finance_bank_transaction_undismiss (operator writes;
 * seed: State machines "Finance bank transaction": counted → dismissed as `not_a_transaction` or
 * `duplicate_of` another row, any booking reversed, event `fin.bank_transaction.dismissed`;
 * dismissed → counted on "dismissal undone", event `fin.bank_transaction.undismissed`).
 */
import { ArgumentError, toMajor, type Types, type WriteContext } from '@storeops/contract';
import type { FinanceBankTransactionRow, FinanceEntityRow, FinanceJournalEntryRow } from '@storeops/db';
import { entityRef, loadEntity, lockEntity, num, recordChange, reverseEntry } from '../books';
import { actorLabel, actorOf } from './actor';

type Result = Types.FinanceBankTransactionWriteResult;

async function loadTransaction(ctx: Pick<WriteContext, 'scope'>, id: string, argument: string): Promise<FinanceBankTransactionRow> {
  const row = (await ctx.scope.from('finance_bank_transactions').where({ id }).first()) as FinanceBankTransactionRow | undefined;
  if (row === undefined) throw new ArgumentError(argument, `is not a bank transaction of this store: ${id}`);
  return row;
}

/** The row, its entity, under the entity's lock (re-read after locking). */
async function lockedTransaction(ctx: WriteContext, id: string): Promise<{ tx: FinanceBankTransactionRow; entity: FinanceEntityRow }> {
  const first = await loadTransaction(ctx, id, 'bank_transaction_id');
  const entity = await loadEntity(ctx, first.entity_id);
  await lockEntity(ctx, entity.id);
  return { tx: await loadTransaction(ctx, id, 'bank_transaction_id'), entity };
}

function view(tx: FinanceBankTransactionRow): Result['bank_transaction'] {
  return {
    id: tx.id,
    bank_account_id: tx.bank_account_id,
    booking_date: tx.booking_date,
    value_date: tx.value_date,
    amount_cents: num(tx.amount_cents),
    currency: tx.currency,
    counterparty: tx.counterparty,
    description: tx.description,
    bank_reference: tx.bank_reference,
    state: tx.state,
    reconciliation: tx.reconciliation,
    entry_id: tx.entry_id,
    dismissal_reason: tx.dismissal_reason,
    duplicate_of_id: tx.duplicate_of_id,
    dismissed_at: tx.dismissed_at,
    dismissed_by: tx.dismissed_by,
  };
}

/**
 * Dismisses a counted row: reverses every entry that booked it (books engine `reverseEntry`,
 * `fin.entry.reversed` each), releases a match, rejects its pending proposals, emits
 * `fin.bank_transaction.dismissed`. Throws `ArgumentError` naming `bank_transaction_id` (unknown,
 * already dismissed, a reversal falling in a closed period) or `duplicate_of`.
 */
export async function financeBankTransactionDismiss(input: Types.FinanceBankTransactionDismissInput, ctx: WriteContext): Promise<Result> {
  const { tx, entity } = await lockedTransaction(ctx, input.bank_transaction_id);
  if (tx.state === 'dismissed')
    throw new ArgumentError(
      'bank_transaction_id',
      `is already dismissed (${tx.dismissal_reason ?? 'unknown reason'}, ${tx.dismissed_at ?? ''}); undismiss it first`,
    );
  const duplicateOf = input.duplicate_of ?? null;
  if (input.reason === 'duplicate_of') {
    if (duplicateOf === null)
      throw new ArgumentError('duplicate_of', 'is required when reason is duplicate_of: the row this one duplicates');
    if (duplicateOf === tx.id) throw new ArgumentError('duplicate_of', 'names the row being dismissed; name the other row');
    const other = (await ctx.scope.from('finance_bank_transactions').where({ id: duplicateOf }).first()) as
      FinanceBankTransactionRow | undefined;
    if (other === undefined || other.bank_account_id !== tx.bank_account_id)
      throw new ArgumentError('duplicate_of', `is not a bank transaction of the same bank account: ${duplicateOf}`);
    if (other.state !== 'counted') throw new ArgumentError('duplicate_of', `row ${duplicateOf} is dismissed itself; name a counted row`);
  } else if (duplicateOf !== null) {
    throw new ArgumentError('duplicate_of', 'is only given with reason duplicate_of');
  }
  const actor = actorOf(ctx);
  const now = ctx.now.toISOString();

  // Its bookings: entries posted for it (source bank_transaction), still standing.
  const booked = (await ctx.scope
    .from('finance_journal_entries')
    .where({ entity_id: entity.id, source: 'bank_transaction', source_ref: `bank_transaction:${tx.id}` })
    .whereNull('reversed_by_entry_id')
    .whereNull('reverses_entry_id')
    .orderBy('number')) as FinanceJournalEntryRow[];
  const ids = booked.map((e) => e.id);
  if (tx.reconciliation === 'booked' && tx.entry_id !== null && !ids.includes(tx.entry_id)) {
    const own = (await ctx.scope
      .from('finance_journal_entries')
      .where({ id: tx.entry_id })
      .whereNull('reversed_by_entry_id')
      .whereNull('reverses_entry_id')
      .first('id')) as { id: string } | undefined;
    if (own !== undefined) ids.push(own.id);
  }
  const reversalIds: string[] = [];
  for (const entryId of ids) {
    const reversal = await reverseEntry(ctx, {
      entryId,
      reason: `bank transaction dismissed (${input.reason})`,
      actor,
      arguments: { entry: 'bank_transaction_id', date: 'bank_transaction_id' },
    });
    reversalIds.push(reversal.entry.id);
  }

  const pending = (await ctx.scope
    .from('finance_proposals')
    .where({ bank_transaction_id: tx.id, status: 'pending' })
    .select('id')) as Array<{ id: string }>;
  const rejected = pending.map((p) => p.id);
  if (rejected.length > 0)
    await ctx.scope
      .from('finance_proposals')
      .whereIn('id', rejected)
      .update({ status: 'rejected', decided_at: now, decided_by: actorLabel(actor) });

  const patch = {
    state: 'dismissed' as const,
    reconciliation: 'unmatched' as const,
    entry_id: null,
    dismissal_reason: input.reason,
    duplicate_of_id: duplicateOf,
    dismissed_at: now,
    dismissed_by: actorLabel(actor),
  };
  await ctx.scope.from('finance_bank_transactions').where({ id: tx.id }).update(patch);
  const after: FinanceBankTransactionRow = { ...tx, ...patch };

  await recordChange(ctx, entity.id, 'fin.bank_transaction.dismissed', tx.id, {
    entity_id: entity.id,
    bank_transaction_id: tx.id,
    bank_account_id: tx.bank_account_id,
    booked_on: tx.booking_date,
    amount: toMajor(num(tx.amount_cents), tx.currency),
    currency: tx.currency,
    reason: input.reason,
    duplicate_of: duplicateOf,
    note: input.note ?? null,
    reversal_entry_ids: reversalIds,
    actor,
    dismissed_at: now,
  });
  const receiptId = await ctx.record({
    resource_kind: 'finance_bank_transaction',
    resource_ref: tx.id,
    changes: [
      { field: 'state', before: tx.state, after: 'dismissed' },
      { field: 'reconciliation', before: tx.reconciliation, after: 'unmatched' },
      { field: 'entry_id', before: tx.entry_id, after: null },
      { field: 'dismissal_reason', before: null, after: input.reason },
      { field: 'duplicate_of_id', before: null, after: duplicateOf },
      { field: 'reversal_entry_ids', before: [], after: reversalIds },
      { field: 'rejected_proposal_ids', before: [], after: rejected },
    ],
    reversal: {
      operation: 'finance_bank_transaction_undismiss',
      arguments: { bank_transaction_id: tx.id },
      description:
        'Counts the row again (unmatched). The reversed bookings and rejected proposals stay; book or match it again afterwards.',
    },
  });
  return {
    entity: entityRef(entity),
    bank_transaction: view(after),
    previous_state: 'counted',
    reversal_entry_ids: reversalIds,
    rejected_proposal_ids: rejected,
    receipt_id: receiptId,
  };
}

/**
 * Undoes a dismissal: the row counts again, `unmatched`; nothing is re-booked or re-matched.
 * Emits `fin.bank_transaction.undismissed`. Throws `ArgumentError('bank_transaction_id')` when the
 * row is unknown or not dismissed.
 */
export async function financeBankTransactionUndismiss(
  input: Types.FinanceBankTransactionUndismissInput,
  ctx: WriteContext,
): Promise<Result> {
  const { tx, entity } = await lockedTransaction(ctx, input.bank_transaction_id);
  if (tx.state !== 'dismissed') throw new ArgumentError('bank_transaction_id', 'is not dismissed (it already counts)');
  const actor = actorOf(ctx);
  const now = ctx.now.toISOString();
  const patch = {
    state: 'counted' as const,
    reconciliation: 'unmatched' as const,
    entry_id: null,
    dismissal_reason: null,
    duplicate_of_id: null,
    dismissed_at: null,
    dismissed_by: null,
  };
  await ctx.scope.from('finance_bank_transactions').where({ id: tx.id }).update(patch);
  const previousReason = tx.dismissal_reason ?? 'not_a_transaction';
  await recordChange(ctx, entity.id, 'fin.bank_transaction.undismissed', tx.id, {
    entity_id: entity.id,
    bank_transaction_id: tx.id,
    bank_account_id: tx.bank_account_id,
    booked_on: tx.booking_date,
    amount: toMajor(num(tx.amount_cents), tx.currency),
    currency: tx.currency,
    previous_reason: previousReason,
    previous_duplicate_of: tx.duplicate_of_id,
    actor,
    undismissed_at: now,
  });
  const receiptId = await ctx.record({
    resource_kind: 'finance_bank_transaction',
    resource_ref: tx.id,
    changes: [
      { field: 'state', before: 'dismissed', after: 'counted' },
      { field: 'dismissal_reason', before: tx.dismissal_reason, after: null },
      { field: 'duplicate_of_id', before: tx.duplicate_of_id, after: null },
      { field: 'dismissed_at', before: tx.dismissed_at, after: null },
      { field: 'dismissed_by', before: tx.dismissed_by, after: null },
    ],
    reversal: {
      operation: 'finance_bank_transaction_dismiss',
      arguments: {
        bank_transaction_id: tx.id,
        reason: previousReason,
        ...(tx.duplicate_of_id !== null ? { duplicate_of: tx.duplicate_of_id } : {}),
      },
      description: 'Dismisses the row again with its previous reason.',
    },
  });
  return {
    entity: entityRef(entity),
    bank_transaction: view({ ...tx, ...patch }),
    previous_state: 'dismissed',
    reversal_entry_ids: [],
    rejected_proposal_ids: [],
    receipt_id: receiptId,
  };
}
