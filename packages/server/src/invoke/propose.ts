/**
 * Proposed writes (seed "Approvals", "Risk tiers"; docs/ARCHITECTURE.md "One invocation core" gate 5):
 * a `propose_write` operation, or any write with `x-authority: handback`, previews its change plan,
 * passes the governance gates, and creates an approval card in the call's transaction. The card
 * then waits for an operator (event `approval.requested`), or applies at once: always when
 * stopping, with the credential's auto-apply for ordinary writes the gates do not hold for
 * approval (`require_approval`), never when handing authority back. Applied at once, the card is
 * `approved` by `immediate` or `auto-apply`, the plan gets its receipts, and `approval.decided` is
 * emitted, all in the same transaction.
 *
 * Errors: 403 `policy_denied`, 409 `field_already_owned`, 409 `spend_ceiling_exceeded` (the gates),
 * and whatever the handler's `preview` / `apply` raise.
 */
import type { Knex } from 'knex';
import { approvalDecidedData, approvalRequestedData, type OperationDescriptor, type ProposedWriteHandler } from '@storeops/contract';
import { authorityOf, gateWrite, writeInput } from '../governance/write-gate';
import { insertProposalCard } from '../write/approvals';
import { emitEvent } from '../write/outbox';
import { scopedContext, type InvokeContext, type WriteCore } from './context';

/**
 * Creates the card for `op` (validated `args`) in `trx`; applies it at once when stopping, or with
 * auto-apply for ordinary writes the gates do not hold. Resolves to the `ProposalOutcome` the call
 * answers and its subject: the row the handler named when applied, else the plan's first resource
 * (the card itself for a plan that creates).
 */
export async function proposeWrite(
  core: WriteCore,
  handler: ProposedWriteHandler<unknown>,
  trx: Knex,
  op: OperationDescriptor,
  args: Record<string, unknown>,
  ctx: InvokeContext,
): Promise<{ value: unknown; subject: string | null }> {
  const authority = authorityOf(core.gateRegistry, op, args);
  const readCtx = scopedContext(core.baseContext(ctx), trx, ctx.store.id);
  const plan = await handler.preview(args, readCtx);
  const gated = await gateWrite(
    trx,
    readCtx.scope,
    writeInput(op, args, plan, authority, { credentialId: ctx.credential.id, store: ctx.store, now: ctx.now }),
  );
  const held = gated.verdict.decision === 'require_approval';
  const applyNow = authority === 'stop' || (authority === 'ordinary' && ctx.credential.autoApply && !held);
  const first = plan.changes[0];
  const card = await insertProposalCard(trx, {
    storeId: ctx.store.id,
    operation: op.name,
    arguments: args,
    plan,
    currency: ctx.store.currency,
    requestedBy: ctx.credential.id,
    now: ctx.now,
  });
  // A creating plan's resources have no id yet: the proposal's subject is its card.
  const subject = first !== undefined && plan.creates !== true ? `${first.resource_kind}:${first.resource_ref}` : `approval:${card.id}`;
  const from = { storeId: ctx.store.id, sandbox: ctx.store.sandbox };
  if (!applyNow) {
    await emitEvent(trx, from, 'approval.requested', card.id, approvalRequestedData(card.row), ctx.now);
    const rule =
      held && ctx.credential.autoApply && authority === 'ordinary'
        ? gated.verdict.gates.find((g) => g.decision === 'require_approval')
        : undefined;
    const decideHow = ctx.store.sandbox
      ? ' In this sandbox, decide it with sandbox_approval_decide (POST /api/v1/test_helpers/approvals/decide) or in the dashboard (switch to the sandbox copy).'
      : '';
    return {
      value: {
        status: 'proposed',
        applied: false,
        approval_id: card.id,
        approval_status: 'requested',
        expires_at: card.expiresAt,
        change: plan,
        receipt_id: null,
        message:
          (authority === 'handback'
            ? 'This change hands authority back to automation, so it always waits for an operator to approve it in the dashboard (Approvals). Nothing has changed yet.'
            : rule !== undefined
              ? `A store rule holds this change for approval (${rule.reason}), so auto-apply does not apply: an approval card waits for an operator in the dashboard (Approvals). Nothing has changed yet.`
              : 'An approval card waits for an operator in the dashboard (Approvals). Nothing has changed yet; poll approval_status or subscribe to approval.decided.') +
          decideHow,
      },
      subject,
    };
  }
  const by = authority === 'stop' ? 'immediate' : 'auto-apply';
  const wctx = core.writeContext(trx, op, ctx, card.id, by);
  const applied = await handler.apply(args, wctx, plan);
  const receiptId = await wctx.recordPlan(plan);
  const at = ctx.now.toISOString();
  await trx('approvals')
    .where({ id: card.id })
    .update({ status: 'approved', decided_by: by, decided_at: at, receipt_id: receiptId, expires_at: at, updated_at: at });
  await emitEvent(
    trx,
    from,
    'approval.decided',
    card.id,
    approvalDecidedData(card.row, { status: 'approved', decidedBy: by, reason: null, receiptId, decidedAt: at }),
    ctx.now,
  );
  return {
    value: {
      status: 'applied',
      applied: true,
      approval_id: card.id,
      approval_status: 'approved',
      expires_at: null,
      change: plan,
      receipt_id: receiptId,
      ...(applied?.reveal !== undefined ? { reveal: applied.reveal } : {}),
      message:
        authority === 'stop'
          ? 'Stopping applies immediately; the change is done and has a receipt.'
          : 'Applied at once (this credential has auto-apply); the change has a receipt.',
    },
    // Applied: the row the handler named (a created one), else the plan's first resource.
    subject: wctx.subjectRef() ?? subject,
  };
}
