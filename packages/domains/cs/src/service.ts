/**
 * Rules of get_cs_attention (seed: "Other resources named by operations": customer-service
 * threads flagged by severity, unresolved, most urgent first; contract `GetCsAttentionResult`).
 */
import type { HandlerContext, Types } from '@storeops/contract';
import { toBool } from '@storeops/db';
import * as repo from './repo';

/** Two queries whatever `limit` is: the page of threads, then the last message of each. */
export async function getCsAttention(input: { limit: number }, ctx: HandlerContext): Promise<Types.GetCsAttentionResult> {
  const threads = await repo.unresolvedThreads(ctx.scope, input.limit);
  const last = new Map(
    (
      await repo.lastMessages(
        ctx.scope,
        threads.map((t) => t.id),
      )
    ).map((m) => [m.thread_id, m]),
  );
  const out: Types.CsThread[] = threads.map((t) => {
    const m = last.get(t.id);
    if (m === undefined) throw new Error(`cs thread ${t.id} has messages but no last message`);
    return {
      id: t.id,
      subject: t.subject,
      customer_ref: t.customer_ref,
      channel: t.channel,
      severity: t.severity,
      status: t.status as 'open' | 'pending',
      escalated: toBool(t.escalated),
      order_id: t.order_id,
      message_count: t.message_count,
      last_message: { direction: m.direction, author: m.author, body: m.body, created_at: m.created_at },
      created_at: t.created_at,
      last_message_at: t.last_message_at,
      first_response_due_at: t.first_response_due_at,
    };
  });
  return { threads: out, count: out.length };
}
