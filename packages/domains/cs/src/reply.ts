/**
 * cs_send_reply (seed: cs, proposed write): a reply to a customer, sent only once an operator
 * approves the card that shows its exact text, through the customer-service channel
 * (`ctx.connectors.csChannel`). Irreversible: a sent message cannot be unsent.
 */
import {
  ArgumentError,
  clip,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type WriteContext,
} from '@storeops/contract';
import { loadThread, threadMessages } from './threads';

type Input = Types.CsSendReplyInput & { mark_pending: boolean };

/** Who the reply is from: the credential that proposed it (its card's requester). */
async function proposer(ctx: WriteContext): Promise<string> {
  if (ctx.approvalId === undefined) return ctx.credential.id;
  const card = (await ctx.scope.from('approvals').where({ id: ctx.approvalId }).first('requested_by')) as
    { requested_by: string } | undefined;
  return card?.requested_by ?? ctx.credential.id;
}

export const csSendReply: ProposedWriteHandler<Input> = {
  async preview(input, ctx: HandlerContext): Promise<ChangePlan> {
    const body = input.body.trim();
    if (body === '') throw new ArgumentError('body', 'must not be blank');
    const t = await loadThread(ctx.scope, input.thread_id);
    const messages = await threadMessages(ctx.scope, t.id);
    const last = messages[messages.length - 1];
    const nextStatus = input.mark_pending && t.status === 'open' ? 'pending' : t.status;
    const changes: ChangePlan['changes'] = [
      { resource_kind: 'cs_thread', resource_ref: t.id, field: 'message_count', before: messages.length, after: messages.length + 1 },
      {
        resource_kind: 'cs_thread',
        resource_ref: t.id,
        field: 'last_message_id',
        before: last?.id ?? null,
        after: 'the new outbound message',
      },
      { resource_kind: 'cs_thread', resource_ref: t.id, field: 'reply', before: null, after: body },
      { resource_kind: 'cs_thread', resource_ref: t.id, field: 'status', before: t.status, after: nextStatus },
    ];
    return {
      title: `Send reply on cs thread "${clip(t.subject, 60)}" (${t.customer_ref}): "${clip(body, 60)}"`,
      changes,
      amount_cents: null,
      reversibility_class: 'irreversible',
      reversal: null,
    };
  },

  async apply(input, ctx, plan) {
    const t = await loadThread(ctx.scope, input.thread_id);
    const status = plan.changes.find((c) => c.field === 'status')?.after as Types.CsThreadSummary['status'];
    await ctx.connectors.csChannel.sendReply(ctx, { threadId: t.id, body: input.body.trim(), author: await proposer(ctx), status });
    ctx.subject('cs_thread', t.id);
  },
};
