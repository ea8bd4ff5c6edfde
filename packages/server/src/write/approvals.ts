/**
 * Approval cards (seed: States and transitions, "Approval"): created `requested` by a proposed
 * write or by `approval_submit`; moved only from `requested`:
 * - a person approves: a proposed write's change is re-validated against the current state and
 *   applied with a receipt (`approved`), or, if a `before` value no longer matches, nothing is
 *   applied and the card is `failed` with the reason; event `approval.decided`;
 * - a person rejects: `rejected`; event `approval.decided`;
 * - the deadline passes: `expired` (closed as not approved); event `approval.expired`;
 * - the requester withdraws: `withdrawn` (approval_withdraw).
 * Every move is a conditional UPDATE `WHERE status = 'requested'` inside one transaction with
 * its events, receipt and audit row, so two deciders cannot both win. Approving re-runs the
 * governance gates (governance/gates.ts) as the card's requester: a card the gates now refuse
 * fails with the reason. Events of a sandbox copy carry `sandbox: true`.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ApprovalRow } from '@storeops/db';
import {
  ArgumentError,
  EXPIRED_REASON,
  OperationError,
  approvalDecidedData,
  approvalExpiredData,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type SandboxTestHelpers,
} from '@storeops/contract';
import { emitEvent } from './outbox';
import { makeWriteContext } from './context';

/** Deadline of a proposed write's card: 72 hours. */
export const PROPOSAL_TTL_MS = 72 * 3600 * 1000;

export interface NewCard {
  storeId: string;
  operation: string;
  arguments: Record<string, unknown>;
  plan: ChangePlan;
  currency: string;
  requestedBy: string;
  now: Date;
}

/** Inserts a `requested` card for a proposed write; returns its id, deadline and the row inserted. */
export async function insertProposalCard(trx: Knex, card: NewCard): Promise<{ id: string; expiresAt: string; row: ApprovalRow }> {
  const id = randomUUID();
  const expiresAt = new Date(card.now.getTime() + PROPOSAL_TTL_MS).toISOString();
  const at = card.now.toISOString();
  const row: ApprovalRow = {
    id,
    store_id: card.storeId,
    kind: 'proposed_write',
    operation: card.operation,
    arguments: JSON.stringify(card.arguments),
    change: JSON.stringify(card.plan),
    title: card.plan.title,
    amount_cents: card.plan.amount_cents,
    currency: card.plan.amount_cents === null ? null : card.currency,
    reversibility_class: card.plan.reversibility_class,
    status: 'requested',
    requested_by: card.requestedBy,
    decided_by: null,
    decided_at: null,
    reason: null,
    receipt_id: null,
    expires_at: expiresAt,
    created_at: at,
    updated_at: at,
  };
  await trx('approvals').insert(row);
  return { id, expiresAt, row };
}

/** Compares the `before` values of a stored plan with a fresh preview; returns the first difference. */
export function worldMoved(stored: ChangePlan, fresh: ChangePlan): string | null {
  for (const item of stored.changes) {
    const now = fresh.changes.find(
      (c) => c.resource_kind === item.resource_kind && c.resource_ref === item.resource_ref && c.field === item.field,
    );
    if (now === undefined) return `${item.resource_kind} ${item.resource_ref} ${item.field} no longer applies`;
    if (JSON.stringify(now.before) !== JSON.stringify(item.before)) {
      return `${item.resource_kind} ${item.resource_ref} ${item.field} is now ${JSON.stringify(now.before)} (was ${JSON.stringify(item.before)} when proposed)`;
    }
  }
  return null;
}

export type Decision = 'approve' | 'reject';

export interface DecideInput {
  storeId: string;
  approvalId: string;
  decision: Decision;
  operator: string;
  reason?: string;
  requestId: string;
  now: Date;
}

export interface DecideResult {
  status: 'approved' | 'rejected' | 'failed' | 'expired';
  reason: string | null;
  receiptId: string | null;
}

/** What deciding a card needs from the invoke core. */
export interface DecideDeps {
  proposed: ReadonlyMap<string, ProposedWriteHandler<unknown>>;
  /**
   * The governance gates, re-run on approval against the current state (spend of the period, rules,
   * field ownership) as the card's requester: the reason the write would now be refused, or null.
   */
  regate(
    ctx: HandlerContext,
    operation: string,
    args: Record<string, unknown>,
    plan: ChangePlan,
    requestedBy: string,
  ): Promise<string | null>;
  /** Test helpers for a sandbox store's write context (see Invoker). */
  testHelpers?: (trx: Knex, baseCtx: Omit<HandlerContext, 'scope' | 'directory'>) => SandboxTestHelpers | undefined;
}

/**
 * An operator's decision on a `requested` card, in the transaction `trx` of the card's store
 * (row-level-scoped on PostgreSQL). Approving re-validates: a `before` value that moved, or a gate
 * that now refuses (a spend ceiling the period's approvals have filled, a new deny rule, a field
 * another credential now owns), fails the card and applies nothing. Throws ArgumentError
 * (`approval_id`) when the card does not exist in the store or is no longer `requested`.
 */
export async function decideIn(
  trx: Knex,
  deps: DecideDeps,
  baseCtx: Omit<HandlerContext, 'scope' | 'directory'>,
  d: DecideInput,
): Promise<DecideResult> {
  const from = { storeId: d.storeId, sandbox: baseCtx.store.sandbox };
  const row = await trx('approvals').where({ store_id: d.storeId, id: d.approvalId }).first();
  if (row === undefined) throw new ArgumentError('approval_id', 'no approval card with this id in this store');
  if (row.status !== 'requested') throw new ArgumentError('approval_id', `the card is ${row.status}; only a requested card can be decided`);
  const at = d.now.toISOString();
  const move = async (status: DecideResult['status'], reason: string | null, receiptId: string | null, by: string | null) => {
    const n = await trx('approvals')
      .where({ store_id: d.storeId, id: d.approvalId, status: 'requested' })
      .update({ status, reason, receipt_id: receiptId, decided_by: by, decided_at: by === null ? null : at, updated_at: at });
    if (n !== 1) throw new ArgumentError('approval_id', 'the card was decided concurrently');
  };
  /** The operator's decision: the card moves to `status` and `approval.decided` is emitted. */
  const decide = async (
    status: Exclude<DecideResult['status'], 'expired'>,
    reason: string | null,
    receiptId: string | null,
  ): Promise<DecideResult> => {
    await move(status, reason, receiptId, d.operator);
    await emitEvent(
      trx,
      from,
      'approval.decided',
      d.approvalId,
      approvalDecidedData(row, { status, decidedBy: d.operator, reason, receiptId, decidedAt: at }),
      d.now,
    );
    return { status, reason, receiptId };
  };
  if (Date.parse(row.expires_at) <= d.now.getTime()) {
    await move('expired', EXPIRED_REASON, null, null);
    await emitEvent(trx, from, 'approval.expired', d.approvalId, approvalExpiredData(row, at), d.now);
    return { status: 'expired', reason: EXPIRED_REASON, receiptId: null };
  }
  if (d.decision === 'reject') return decide('rejected', d.reason ?? null, null);
  let receiptId: string | null = null;
  if (row.kind === 'proposed_write') {
    const handler = deps.proposed.get(row.operation);
    if (handler === undefined) throw new Error(`no proposed-write handler for ${row.operation}`);
    const args = JSON.parse(row.arguments) as Record<string, unknown>;
    const stored = JSON.parse(row.change) as ChangePlan;
    const wbase = { ...baseCtx, approvalId: d.approvalId };
    const wctx = makeWriteContext(
      trx,
      wbase,
      {
        storeId: d.storeId,
        operation: row.operation,
        approvalId: d.approvalId,
        proposedBy: row.requested_by,
        approvedBy: d.operator,
        requestId: d.requestId,
        now: d.now,
      },
      deps.testHelpers?.(trx, wbase),
    );
    let moved: string | null;
    try {
      moved = worldMoved(stored, await handler.preview(args, wctx));
      if (moved !== null) moved = `the world moved since the proposal: ${moved}`;
      else moved = await deps.regate(wctx, row.operation, args, stored, row.requested_by);
    } catch (err) {
      if (!(err instanceof ArgumentError) && !(err instanceof OperationError)) throw err;
      moved = `the world moved since the proposal: ${err.message}`;
    }
    if (moved !== null) return decide('failed', `not applied: ${moved}`, null);
    const applied = await handler.apply(args, wctx, stored);
    receiptId = await wctx.recordPlan(stored);
    // A one-time secret waits on the card for the proposer's next approval_status (then erased).
    if (applied?.reveal !== undefined) {
      await trx('approvals')
        .where({ store_id: d.storeId, id: d.approvalId })
        .update({ reveal: JSON.stringify(applied.reveal) });
    }
  }
  return decide('approved', null, receiptId);
}

/** Moves every `requested` card past its deadline to `expired` with its event; returns how many. */
export async function expireDue(db: Knex, now: Date): Promise<number> {
  const due = (await db('approvals as a')
    .join('stores as s', 's.id', 'a.store_id')
    .where('a.status', 'requested')
    .andWhere('a.expires_at', '<=', now.toISOString())
    .select('a.*', 's.sandbox_of')) as Array<ApprovalRow & { sandbox_of: string | null }>;
  let n = 0;
  for (const card of due) {
    await db.transaction(async (trx) => {
      const moved = await trx('approvals')
        .where({ id: card.id, status: 'requested' })
        .update({ status: 'expired', reason: EXPIRED_REASON, updated_at: now.toISOString() });
      if (moved === 1) {
        n += 1;
        await emitEvent(
          trx,
          { storeId: card.store_id, sandbox: card.sandbox_of !== null },
          'approval.expired',
          card.id,
          approvalExpiredData(card, now.toISOString()),
          now,
        );
      }
    });
  }
  return n;
}
