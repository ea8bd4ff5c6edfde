/**
 * get_cs_threads and get_cs_thread (seed: "Tool operations with documented parameters", cs;
 * alternate surface `GET /v1/cs/threads`: threads, drafts, escalation queue). Reads only.
 */
import { OperationError, cutPage, excerpt, pageAfter, type HandlerContext, type Types } from '@storeops/contract';
import { toBool, toNumber, type ApprovalRow, type CsMessageRow, type CsThreadRow, type StoreScope } from '@storeops/db';
import { orderView } from '@storeops/domain-orders';

const CURSOR = 'cst_';

/** A stored thread row (with its message count) as the API shows it (`CsThreadSummary`). */
export function threadSummary(t: CsThreadRow, messageCount: number): Types.CsThreadSummary {
  return {
    id: t.id,
    subject: t.subject,
    customer_ref: t.customer_ref,
    channel: t.channel,
    severity: t.severity,
    status: t.status,
    category: t.category ?? null,
    assignee: t.assignee ?? null,
    escalated: toBool(t.escalated),
    escalated_at: t.escalated_at ?? null,
    escalation_reason: t.escalation_reason ?? null,
    order_id: t.order_id,
    message_count: messageCount,
    created_at: t.created_at,
    last_message_at: t.last_message_at,
    first_response_due_at: t.first_response_due_at,
  };
}

/** The thread `id` of this store, or 400 `invalid_request` naming `thread_id`. */
export async function loadThread(scope: StoreScope, id: string): Promise<CsThreadRow> {
  const row = (await scope.from('cs_threads').where({ id }).first()) as CsThreadRow | undefined;
  if (row === undefined)
    throw new OperationError('invalid_request', `thread_id: no cs thread ${excerpt(id)} in this store (see get_cs_threads)`);
  return row;
}

/** The thread's messages, oldest first (ties: id). */
export async function threadMessages(scope: StoreScope, threadId: string): Promise<CsMessageRow[]> {
  return (await scope
    .from('cs_messages')
    .where({ thread_id: threadId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])) as CsMessageRow[];
}

async function messageCounts(scope: StoreScope, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = (await scope
    .from('cs_messages')
    .whereIn('thread_id', ids)
    .select('thread_id')
    .count({ n: 'id' })
    .groupBy('thread_id')) as Array<{ thread_id: string; n: unknown }>;
  return new Map(rows.map((r) => [r.thread_id, toNumber(r.n) ?? 0]));
}

export async function getCsThreads(
  input: Types.GetCsThreadsInput & { limit: number },
  ctx: HandlerContext,
): Promise<Types.GetCsThreadsResult> {
  const q = ctx.scope.from('cs_threads');
  if (input.status !== undefined) q.where('status', input.status);
  if (input.severity !== undefined) q.where('severity', input.severity);
  if (input.channel !== undefined) q.where('channel', input.channel);
  if (input.assignee === 'unassigned') q.whereNull('assignee');
  else if (input.assignee !== undefined) q.where('assignee', input.assignee);
  if (input.escalated !== undefined) q.where('escalated', input.escalated);
  const rows = (await pageAfter(q, CURSOR, input.before, input.limit)) as CsThreadRow[];
  const { page, has_more, next_cursor } = cutPage(CURSOR, rows, input.limit);
  const counts = await messageCounts(
    ctx.scope,
    page.map((t) => t.id),
  );
  const threads = page.map((t) => threadSummary(t, counts.get(t.id) ?? 0));
  return { threads, count: threads.length, has_more, next_cursor };
}

/** Pending `cs_send_reply` cards of the thread, oldest first: the thread's reply drafts. */
export async function replyDrafts(scope: StoreScope, threadId: string): Promise<Types.CsReplyDraft[]> {
  const cards = (await scope
    .from('approvals')
    .where({ operation: 'cs_send_reply', status: 'requested' })
    .andWhere('arguments', 'like', `%${threadId}%`)
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])) as ApprovalRow[];
  const out: Types.CsReplyDraft[] = [];
  for (const c of cards) {
    const args = JSON.parse(c.arguments ?? '{}') as { thread_id?: unknown; body?: unknown };
    if (args.thread_id !== threadId || typeof args.body !== 'string') continue;
    out.push({ approval_id: c.id, body: args.body, requested_by: c.requested_by, created_at: c.created_at, expires_at: c.expires_at });
  }
  return out;
}

export async function getCsThread(input: Types.GetCsThreadInput, ctx: HandlerContext): Promise<Types.GetCsThreadResult> {
  const t = await loadThread(ctx.scope, input.thread_id);
  const messages = await threadMessages(ctx.scope, t.id);
  const orders: Types.Order[] = [];
  if (t.order_id !== null) {
    const o = await orderView(ctx.scope, t.order_id);
    if (o !== undefined) orders.push(o);
  }
  return {
    thread: threadSummary(t, messages.length),
    messages: messages.map((m) => ({ id: m.id, direction: m.direction, author: m.author, body: m.body, created_at: m.created_at })),
    orders,
    drafts: await replyDrafts(ctx.scope, t.id),
    escalation: { escalated: toBool(t.escalated), escalated_at: t.escalated_at ?? null, reason: t.escalation_reason ?? null },
  };
}
