/**
 * finance_proposals_list (seed catalogue "finance"; finance:read, read): the bookings the service
 * proposed for an entity, every status unless filtered, newest first (`created_at`, ties by id
 * descending; keyset paging on both). Each with its lines (account code and name), the entry posted
 * when accepted, and a summary of the statement row it books. Amounts: integer minor units.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import type { FinanceBankTransactionRow, FinanceProposalRow } from '@storeops/db';
import { num } from '../books';
import { accountsOf, entityOf, entryNumbers, keysetPage, whereEquals } from './common';

const LIST = 'finance_proposals_list';

/** A proposal's stored line (`finance_proposals.lines` JSON). */
interface StoredLine {
  account_id: string;
  debit_cents: number;
  credit_cents: number;
  memo?: string | null;
}

/** A page of the entity's proposals (every status unless filtered), newest first, lines with account code and name; 400 naming `entity_id` or `cursor`. */
export async function financeProposalsList(
  input: Types.FinanceProposalsListInput & { limit: number },
  ctx: HandlerContext,
): Promise<Types.FinanceProposalsListResult> {
  const { entity, ref } = await entityOf(ctx, input.entity_id);
  const q = ctx.scope.from('finance_proposals').where({ entity_id: entity.id });
  whereEquals(q, { status: input.status, kind: input.kind });
  const p = await keysetPage<FinanceProposalRow>(q, LIST, 'created_at', 'desc', input.cursor, input.limit);

  const lines = new Map(p.rows.map((r) => [r.id, JSON.parse(r.lines) as StoredLine[]]));
  const accounts = await accountsOf(
    ctx,
    entity.id,
    [...lines.values()].flat().map((l) => l.account_id),
  );
  const txIds = [...new Set(p.rows.map((r) => r.bank_transaction_id).filter((i): i is string => i !== null))];
  const txs = new Map(
    txIds.length === 0
      ? []
      : (
          (await ctx.scope
            .from('finance_bank_transactions')
            .where({ entity_id: entity.id })
            .whereIn('id', txIds)) as FinanceBankTransactionRow[]
        ).map((t) => [t.id, t]),
  );
  const numbers = await entryNumbers(
    ctx,
    entity.id,
    p.rows.map((r) => r.entry_id),
  );

  return {
    entity: ref,
    proposals: p.rows.map((r) => {
      const tx = r.bank_transaction_id !== null ? txs.get(r.bank_transaction_id) : undefined;
      return {
        id: r.id,
        kind: r.kind,
        status: r.status,
        entry_date: r.entry_date,
        memo: r.memo,
        amount_cents: num(r.amount_cents),
        confidence: num(r.confidence),
        rationale: r.rationale,
        lines: (lines.get(r.id) ?? []).map((l) => {
          const a = accounts.get(l.account_id);
          if (a === undefined)
            throw new Error(`proposal ${r.id} names account ${l.account_id}, which is not in entity ${entity.id}'s chart`);
          return {
            account_id: a.id,
            account_code: a.code,
            account_name: a.name,
            debit_cents: num(l.debit_cents),
            credit_cents: num(l.credit_cents),
            memo: l.memo ?? null,
          };
        }),
        bank_transaction:
          tx === undefined
            ? null
            : {
                id: tx.id,
                bank_account_id: tx.bank_account_id,
                booking_date: tx.booking_date,
                amount_cents: num(tx.amount_cents),
                currency: tx.currency,
                counterparty: tx.counterparty,
                description: tx.description,
                state: tx.state,
                reconciliation: tx.reconciliation,
              },
        created_at: r.created_at,
        decided_at: r.decided_at,
        decided_by: r.decided_by,
        entry_id: r.entry_id,
        entry_number: r.entry_id !== null ? (numbers.get(r.entry_id) ?? null) : null,
      };
    }),
    has_more: p.has_more,
    next_cursor: p.next_cursor,
  };
}
