/**
 * finance_period_close / finance_period_reopen (seed: State machines
 * "Finance period": open → closed, event `fin.period.closed`, nothing more is posted into it;
 * closed → open, event `fin.period.reopened`). The books engine does the state change, the
 * refusals and the event; this adds the receipt and the answer.
 */
import type { Types, WriteContext } from '@storeops/contract';
import type { FinancePeriodRow } from '@storeops/db';
import { closePeriod, entityRef, loadEntity, reopenPeriod } from '../books';
import { actorOf } from './actor';

type Result = Types.FinancePeriodWriteResult;

async function answer(ctx: WriteContext, after: FinancePeriodRow, previous: 'open' | 'closed'): Promise<Result> {
  const entity = await loadEntity(ctx, after.entity_id);
  const closing = after.status === 'closed';
  const receiptId = await ctx.record({
    resource_kind: 'finance_period',
    resource_ref: after.id,
    changes: [{ field: 'status', before: previous, after: after.status }],
    reversal: {
      operation: closing ? 'finance_period_reopen' : 'finance_period_close',
      arguments: { period_id: after.id },
      description: closing ? `Reopens period ${after.period}.` : `Closes period ${after.period} again.`,
    },
  });
  return {
    entity: entityRef(entity),
    period: {
      id: after.id,
      period: after.period,
      starts_on: after.starts_on,
      ends_on: after.ends_on,
      status: after.status,
      closed_at: after.closed_at,
      closed_by: after.closed_by,
      reopened_at: after.reopened_at,
      reopened_by: after.reopened_by,
    },
    previous_status: previous,
    receipt_id: receiptId,
  };
}

/** Closes an open period; throws `ArgumentError('period_id')` when unknown or already closed. */
export async function financePeriodClose(input: Types.FinancePeriodCloseInput, ctx: WriteContext): Promise<Result> {
  const after = await closePeriod(ctx, { periodId: input.period_id, reason: input.reason ?? null, actor: actorOf(ctx) });
  return answer(ctx, after, 'open');
}

/** Reopens a closed period; throws `ArgumentError('period_id')` when unknown or already open. */
export async function financePeriodReopen(input: Types.FinancePeriodReopenInput, ctx: WriteContext): Promise<Result> {
  const after = await reopenPeriod(ctx, { periodId: input.period_id, reason: input.reason ?? null, actor: actorOf(ctx) });
  return answer(ctx, after, 'closed');
}
