/**
 * get_cs_attention (seed: "Other resources named by operations": customer-service threads flagged
 * by severity, unresolved, most urgent first; contract `GetCsAttentionResult`), and its queries
 * over `cs_threads` and `cs_messages`.
 */
import type { HandlerContext, Types, WithDefaults } from '@storeops/contract';
import { toBool, toNumber, type CsMessageRow, type CsThreadRow, type StoreScope } from '@storeops/db';

/** Two queries whatever `limit` is: the page of threads, then the last message of each. */
export async function getCsAttention(
  input: WithDefaults<Types.GetCsAttentionInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.GetCsAttentionResult> {
  const threads = await unresolvedThreads(ctx.scope, input.limit);
  const last = new Map(
    (
      await lastMessages(
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

export type ThreadWithCount = Omit<CsThreadRow, 'store_id'> & { message_count: number };
export type LastMessage = Pick<CsMessageRow, 'thread_id' | 'direction' | 'author' | 'body' | 'created_at'>;

const THREAD_COLUMNS = [
  't.id',
  't.customer_ref',
  't.subject',
  't.channel',
  't.severity',
  't.status',
  't.order_id',
  't.escalated',
  't.created_at',
  't.last_message_at',
  't.first_response_due_at',
];

/**
 * Unresolved threads (status `open` or `pending`) with their message counts, most urgent first:
 * severity rank (critical, high, normal, low), escalated before not, then the earliest
 * `first_response_due_at` or, without one, the oldest `last_message_at`; ties: oldest last
 * message, then id. One query; threads without any message are not listed (a listed thread
 * always has a last message).
 */
export async function unresolvedThreads(scope: StoreScope, limit: number): Promise<ThreadWithCount[]> {
  const q = scope.from('cs_threads', 't');
  scope.join(q, { table: 'cs_messages', as: 'm', on: ['m.thread_id', 't.id'] });
  const rows: Array<Record<string, unknown>> = await q
    .whereIn('t.status', ['open', 'pending'])
    .select(THREAD_COLUMNS)
    .count({ message_count: 'm.id' })
    .groupBy(THREAD_COLUMNS)
    .orderByRaw("case t.severity when 'critical' then 0 when 'high' then 1 when 'normal' then 2 else 3 end asc")
    .orderBy('t.escalated', 'desc')
    .orderByRaw('coalesce(t.first_response_due_at, t.last_message_at) asc')
    .orderBy([
      { column: 't.last_message_at', order: 'asc' },
      { column: 't.id', order: 'asc' },
    ])
    .limit(limit);
  return rows.map((r) => ({ ...(r as unknown as CsThreadRow), message_count: toNumber(r.message_count) ?? 0 }));
}

/** The newest message (ties: highest id) of each of `threadIds`, one query. */
export async function lastMessages(scope: StoreScope, threadIds: readonly string[]): Promise<LastMessage[]> {
  if (threadIds.length === 0) return [];
  const newer = scope
    .from('cs_messages', 'n')
    .select('n.id')
    .whereRaw('n.thread_id = m.thread_id')
    .whereRaw('(n.created_at > m.created_at or (n.created_at = m.created_at and n.id > m.id))');
  return scope
    .from('cs_messages', 'm')
    .whereIn('m.thread_id', threadIds)
    .whereNotExists(newer)
    .select('m.thread_id', 'm.direction', 'm.author', 'm.body', 'm.created_at');
}
