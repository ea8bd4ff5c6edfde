import { describe, expect, it } from 'vitest';
import type { HandlerContext } from '@storeops/contract';
import { countingQueries, insertEmptyStore, makeContext, outputViolations, useSeededDb } from '@storeops/testkit/db';
import { handlers } from './index';

const s = useSeededDb();
const ctx = s.hosted;

async function run(limit = 10, c: HandlerContext = ctx) {
  const result = await handlers.get_cs_attention({ limit }, c);
  expect(outputViolations('get_cs_attention', result)).toEqual([]);
  return result;
}

const RANK: Record<string, number> = { critical: 0, high: 1, normal: 2, low: 3 };

/** The contract's order, computed independently from all the store's unresolved threads. */
async function expectedOrder(storeId: string): Promise<string[]> {
  const rows: any[] = await s.db('cs_threads').where('store_id', storeId).whereNot('status', 'resolved');
  const withMessages = new Set((await s.db('cs_messages').where('store_id', storeId).distinct('thread_id')).map((r: any) => r.thread_id));
  return rows
    .filter((t) => withMessages.has(t.id))
    .sort(
      (a, b) =>
        RANK[a.severity]! - RANK[b.severity]! ||
        Number(b.escalated) - Number(a.escalated) ||
        (a.first_response_due_at ?? a.last_message_at).localeCompare(b.first_response_due_at ?? b.last_message_at) ||
        a.last_message_at.localeCompare(b.last_message_at) ||
        a.id.localeCompare(b.id),
    )
    .map((t) => t.id);
}

describe('get_cs_attention', () => {
  it('lists the 10 most urgent unresolved threads in the contract order, in two queries', async () => {
    const { result: r, queries } = await countingQueries(s.db, () => run());
    expect(queries).toBe(2);
    expect(r.count).toBe(10);
    expect(r.threads.map((t) => t.id)).toEqual((await expectedOrder(s.hostedStoreId)).slice(0, 10));
    expect(r.threads.every((t) => t.status === 'open' || t.status === 'pending')).toBe(true);
  });

  it('carries the message count and the newest message of each thread', async () => {
    const r = await run(20);
    expect(r.count).toBe(Math.min(20, (await expectedOrder(s.hostedStoreId)).length));
    for (const t of r.threads) {
      const messages: any[] = await s
        .db('cs_messages')
        .where({ store_id: s.hostedStoreId, thread_id: t.id })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      expect(t.message_count).toBe(messages.length);
      const newest = messages[0];
      expect(t.last_message).toEqual({
        direction: newest.direction,
        author: newest.author,
        body: newest.body,
        created_at: newest.created_at,
      });
      expect(typeof t.escalated).toBe('boolean');
    }
  });

  it('honours the limit and keeps stores apart', async () => {
    expect((await run(1)).threads.map((t) => t.id)).toEqual((await expectedOrder(s.hostedStoreId)).slice(0, 1));
    const business = await run(20, await makeContext(s.db, s.businessStoreId));
    expect(business.threads.map((t) => t.id)).toEqual((await expectedOrder(s.businessStoreId)).slice(0, 20));
  });

  it('orders escalated first within a severity, then by deadline or, without one, by the oldest last message', async () => {
    const storeId = await insertEmptyStore(s.db, '00000000-0000-4000-8000-0000000000c5');
    const thread = (id: string, o: Partial<Record<string, unknown>>) => ({
      id,
      store_id: storeId,
      customer_ref: 'cus_test',
      subject: `thread ${id.slice(-2)}`,
      channel: 'email',
      severity: 'normal',
      status: 'open',
      order_id: null,
      escalated: false,
      created_at: '2026-10-01T00:00:00.000Z',
      last_message_at: '2026-10-20T00:00:00.000Z',
      first_response_due_at: null,
      ...o,
    });
    const ids = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
    await s.db('cs_threads').insert([
      thread(ids(1), { first_response_due_at: '2026-10-25T00:00:00.000Z' }),
      thread(ids(2), { last_message_at: '2026-10-22T00:00:00.000Z' }), // no deadline: sorts by last message
      thread(ids(3), { escalated: true, first_response_due_at: '2026-10-30T00:00:00.000Z' }),
      thread(ids(4), { severity: 'low', escalated: true, first_response_due_at: '2026-10-02T00:00:00.000Z' }),
      thread(ids(5), { severity: 'critical', status: 'pending' }),
      thread(ids(6), { severity: 'critical', status: 'resolved' }), // never listed
      thread(ids(7), { severity: 'critical' }), // no messages: not listed
    ]);
    const message = (n: number, threadId: string, at: string, direction = 'inbound') => ({
      id: `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
      store_id: storeId,
      thread_id: threadId,
      direction,
      author: 'Test',
      body: `message ${n}`,
      created_at: at,
    });
    await s
      .db('cs_messages')
      .insert([
        message(1, ids(1), '2026-10-20T00:00:00.000Z'),
        message(2, ids(2), '2026-10-21T00:00:00.000Z'),
        message(3, ids(2), '2026-10-22T00:00:00.000Z', 'outbound'),
        message(4, ids(3), '2026-10-20T00:00:00.000Z'),
        message(5, ids(4), '2026-10-20T00:00:00.000Z'),
        message(6, ids(5), '2026-10-20T00:00:00.000Z'),
        message(7, ids(6), '2026-10-20T00:00:00.000Z'),
      ]);
    const r = await run(20, await makeContext(s.db, storeId));
    expect(r.threads.map((t) => t.id)).toEqual([ids(5), ids(3), ids(2), ids(1), ids(4)]);
    const two = r.threads.find((t) => t.id === ids(2))!;
    expect(two.message_count).toBe(2);
    expect(two.last_message.body).toBe('message 3');
    expect(two.last_message.direction).toBe('outbound');
  });
});
