/**
 * Approval cards as the API shows them (seed: Non-tool endpoints `/api/v1/approvals*`, States and
 * transitions "Approval"), and the app-request side of the lifecycle: submit (`requested`, event
 * `approval.requested`), status, list, withdraw (`requested` -> `withdrawn`). Operator decisions
 * and expiry are the server's (they apply proposed writes). A `requested` card past its deadline
 * reads as `expired` even before the expiry sweep has moved it.
 */
import { randomUUID } from 'node:crypto';
import {
  ArgumentError,
  OperationError,
  approvalFromRow,
  approvalRequestedData,
  cutPage,
  pageAfter,
  type HandlerContext,
  type Types,
  type WithDefaults,
  type WriteContext,
} from '@storeops/contract';
import type { ApprovalRow } from '@storeops/db';

async function load(ctx: HandlerContext, id: string): Promise<ApprovalRow> {
  const row = (await ctx.scope.from('approvals').where({ id }).first()) as ApprovalRow | undefined;
  if (row === undefined) throw new ArgumentError('approval_id', 'no approval card with this id in this store');
  return row;
}

export async function approvalSubmit(
  input: WithDefaults<Types.ApprovalSubmitInput, 'expires_in_seconds'>,
  ctx: WriteContext,
): Promise<Types.Approval> {
  if ((input.amount_cents === undefined) !== (input.currency === undefined)) {
    throw new ArgumentError(
      input.amount_cents === undefined ? 'amount_cents' : 'currency',
      'amount_cents and currency go together: send both or neither',
    );
  }
  const at = ctx.now.toISOString();
  const row: ApprovalRow = {
    id: randomUUID(),
    store_id: ctx.store.id,
    kind: 'app_request',
    operation: null,
    arguments: null,
    change: 'null',
    title: input.title,
    amount_cents: input.amount_cents ?? null,
    currency: input.currency ?? null,
    reversibility_class: input.reversibility_class,
    status: 'requested',
    requested_by: ctx.credential.id,
    decided_by: null,
    decided_at: null,
    reason: null,
    receipt_id: null,
    expires_at: new Date(ctx.now.getTime() + input.expires_in_seconds * 1000).toISOString(),
    created_at: at,
    updated_at: at,
  };
  await ctx.scope.insert('approvals', row);
  ctx.subject('approval', row.id);
  await ctx.emit('approval.requested', row.id, approvalRequestedData(row));
  return approvalFromRow(row, ctx.now);
}

/**
 * approval_status. A card whose applied write left a one-time secret (`approvals.reveal`, e.g. a
 * gift card code) hands it to the credential that requested the card, once: the read erases it with
 * a conditional update, so of two concurrent reads only one gets it. Anyone else sees
 * `reveal: null` and a note while it waits; after it was shown the field is absent (the column is
 * erased, so the card no longer tells it ever held one).
 */
export async function approvalStatus(input: Types.ApprovalRef, ctx: HandlerContext): Promise<Types.Approval> {
  const row = await load(ctx, input.approval_id);
  const card = approvalFromRow(row, ctx.now);
  if (row.reveal === null || row.reveal === undefined) return card;
  if (row.requested_by !== ctx.credential.id) {
    return {
      ...card,
      reveal: null,
      reveal_note: 'a one-time secret waits for the credential that requested this card; only it can read it, once',
    };
  }
  const claimed = await ctx.scope.from('approvals').where({ id: row.id }).whereNotNull('reveal').update({ reveal: null });
  if (claimed !== 1) return { ...card, reveal: null, reveal_note: 'the one-time secret was already shown and erased' };
  return {
    ...card,
    reveal: JSON.parse(row.reveal) as Record<string, unknown>,
    reveal_note: 'shown once: it is erased now and no later call returns it; keep it safe',
  };
}

const CURSOR_PREFIX = 'apc1.';

export async function approvalList(
  input: WithDefaults<Types.ApprovalListInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.ApprovalListResult> {
  const q = pageAfter(ctx.scope.from('approvals'), CURSOR_PREFIX, input.before, input.limit);
  if (input.status !== undefined) {
    const nowIso = ctx.now.toISOString();
    if (input.status === 'expired')
      q.andWhere((w) => w.where('status', 'expired').orWhere((o) => o.where('status', 'requested').andWhere('expires_at', '<=', nowIso)));
    else if (input.status === 'requested') q.andWhere('status', 'requested').andWhere('expires_at', '>', nowIso);
    else q.andWhere('status', input.status);
  }
  const { page, has_more, next_cursor } = cutPage(CURSOR_PREFIX, (await q) as ApprovalRow[], input.limit);
  return { approvals: page.map((r) => approvalFromRow(r, ctx.now)), has_more, next_cursor };
}

export async function approvalWithdraw(input: Types.ApprovalWithdrawInput, ctx: WriteContext): Promise<Types.Approval> {
  const row = await load(ctx, input.approval_id);
  const current = approvalFromRow(row, ctx.now);
  if (current.status !== 'requested')
    throw new ArgumentError('approval_id', `the card is ${current.status}; only a requested card can be withdrawn`);
  const at = ctx.now.toISOString();
  ctx.subject('approval', row.id);
  const n = await ctx.scope
    .from('approvals')
    .where({ id: row.id, status: 'requested' })
    .update({ status: 'withdrawn', reason: input.reason ?? null, updated_at: at });
  if (n !== 1) throw new ArgumentError('approval_id', 'the card was decided concurrently');
  return approvalFromRow({ ...row, status: 'withdrawn', reason: input.reason ?? null, updated_at: at }, ctx.now);
}

/**
 * sandbox_approval_decide (sandbox-only test helper, `POST /api/v1/test_helpers/approvals/decide`):
 * decides a waiting card of the sandbox store as an operator would (`ctx.testHelpers`, which the
 * core provides on sandbox stores only), then answers the card. `approval_id` omitted: the newest
 * card that still waits. Throws ArgumentError (`approval_id`) when there is none, or the card does
 * not wait any more; OperationError `not_found` on a live store (the core already answers that).
 */
export async function sandboxApprovalDecide(input: Types.SandboxApprovalDecideInput, ctx: WriteContext): Promise<Types.Approval> {
  if (ctx.testHelpers === undefined) throw new OperationError('not_found', 'sandbox_approval_decide exists only for sandbox credentials.');
  let id = input.approval_id;
  if (id === undefined) {
    const newest = (await ctx.scope
      .from('approvals')
      .where({ status: 'requested' })
      .andWhere('expires_at', '>', ctx.now.toISOString())
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .first('id')) as { id: string } | undefined;
    if (newest === undefined)
      throw new ArgumentError('approval_id', 'no card waits in this sandbox store: make a proposed write first, or name a card');
    id = newest.id;
  }
  ctx.subject('approval', id);
  await ctx.testHelpers.decideApproval(id, input.decision, input.reason);
  return approvalFromRow(await load(ctx, id), ctx.now);
}
