/**
 * Customer service over HTTP: get_cs_threads (filters, paging), get_cs_thread
 * (messages, linked order, drafts, escalation), cs_copilot_ask (extractive, citations are real
 * message ids), cs_send_reply (approve -> in the thread, reject -> not, a new message in between
 * fails the card) and cs_triage_thread (receipt, audit subject, `cs.thread_escalated`).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer(
  { scale: 0.1 },
  {
    reader: ['cs:read'],
    writer: ['cs:read', 'cs:write', 'automation:read'],
    business: { scopes: ['cs:read', 'cs:write'], store: 'business' },
  },
);

/** The `skip`-th hosted thread (lowest id first) matching `where`, with a linked order when `withOrder`. */
async function thread(where: Record<string, unknown>, skip = 0, withOrder = true) {
  const q = t.db('cs_threads').where({ store_id: t.hostedStoreId, ...where });
  if (withOrder) q.whereNotNull('order_id');
  return q.orderBy('id').offset(skip).first();
}
async function messages(threadId: string) {
  return t
    .db('cs_messages')
    .where({ thread_id: threadId })
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);
}
async function outbox(subject: string, type: string) {
  return t.db('outbox').where({ subject, type });
}

describe('get_cs_threads', () => {
  it('lists threads newest first with triage fields, pages with a cursor, and filters', async () => {
    const first = await t.call('get_cs_threads', { limit: 3 }, t.keys.reader);
    expect(first.status).toBe(200);
    const r = first.body.result;
    expect(r.count).toBe(3);
    expect(r.has_more).toBe(true);
    const second = await t.call('get_cs_threads', { limit: 3, before: r.next_cursor }, t.keys.reader);
    const ids = [...r.threads, ...second.body.result.threads].map((x: { id: string }) => x.id);
    expect(new Set(ids).size).toBe(6);
    const all = await t
      .db('cs_threads')
      .where({ store_id: t.hostedStoreId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    expect(ids).toEqual(all.slice(0, 6).map((x) => x.id));
    const row = r.threads[0];
    const stored = all[0];
    expect(row).toMatchObject({ id: stored.id, category: stored.category, assignee: stored.assignee, status: stored.status });
    expect(row.message_count).toBe((await messages(stored.id)).length);

    const open = await t.call('get_cs_threads', { status: 'open', severity: 'high', limit: 100 }, t.keys.reader);
    const expected = all.filter((x) => x.status === 'open' && x.severity === 'high').map((x) => x.id);
    expect(open.body.result.threads.map((x: { id: string }) => x.id)).toEqual(expected);
    const unassigned = await t.call('get_cs_threads', { assignee: 'unassigned', limit: 100 }, t.keys.reader);
    expect(unassigned.body.result.threads.length).toBe(all.filter((x) => x.assignee === null).length);
    expect(unassigned.body.result.threads.every((x: { assignee: unknown }) => x.assignee === null)).toBe(true);
    const queue = await t.call('get_cs_threads', { escalated: true, limit: 100 }, t.keys.reader);
    expect(queue.body.result.threads.length).toBeGreaterThan(0);
    expect(
      queue.body.result.threads.every((x: { escalated: boolean; escalated_at: unknown }) => x.escalated && x.escalated_at !== null),
    ).toBe(true);
  });

  it('shows the business store its own threads', async () => {
    const res = await t.call('get_cs_threads', { limit: 100 }, t.keys.business);
    expect(res.status).toBe(200);
    const n = await t.db('cs_threads').where({ store_id: t.businessStoreId }).count({ n: 'id' });
    expect(res.body.result.count).toBe(Number(n[0]!.n));
  });

  it('refuses a foreign cursor, a bad filter and a credential without cs:read', async () => {
    const bad = await t.call('get_cs_threads', { before: 'ord_abc' }, t.keys.reader);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_request' });
    expect(JSON.stringify(bad.body)).toContain('before');
    expect((await t.call('get_cs_threads', { status: 'closed' }, t.keys.reader)).status).toBe(400);
    const other = await t.key(['orders:read']);
    const refused = await t.call('get_cs_threads', {}, other);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('insufficient_scope');
  });
});

describe('get_cs_thread', () => {
  it('returns the messages oldest first, the linked order and the escalation state', async () => {
    const th = await thread({ escalated: true });
    const res = await t.call('get_cs_thread', { thread_id: th.id }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.messages.map((m: { id: string }) => m.id)).toEqual((await messages(th.id)).map((m) => m.id));
    expect(r.orders).toHaveLength(1);
    expect(r.orders[0].id).toBe(th.order_id);
    expect(r.escalation).toEqual({ escalated: true, escalated_at: th.escalated_at, reason: th.escalation_reason });
    expect(r.thread.message_count).toBe(r.messages.length);
  });

  it('400 naming thread_id for an unknown or foreign thread and for a bad id, 403 without cs:read', async () => {
    const missing = await t.call('get_cs_thread', { thread_id: '00000000-0000-4000-8000-000000000000' }, t.keys.reader);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_request');
    expect(missing.body.message).toMatch(/^thread_id: no cs thread/);
    const other = await t.db('cs_threads').where({ store_id: t.businessStoreId }).first();
    const foreign = await t.call('get_cs_thread', { thread_id: other.id }, t.keys.reader);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^thread_id: no cs thread/);
    expect((await t.call('get_cs_thread', { thread_id: 'nope' }, t.keys.reader)).status).toBe(400);
    expect((await t.call('get_cs_thread', { thread_id: other.id }, await t.key(['cs:write']))).status).toBe(403);
  });
});

describe('cs_copilot_ask', () => {
  it('answers extractively, citing real message ids of the thread, deterministically', async () => {
    const th = await thread({ status: 'open' });
    const msgs = await messages(th.id);
    const words = (msgs[0].body as string).split(/\s+/).slice(0, 6).join(' ');
    const body = { thread_id: th.id, question: words, max_passages: 3 };
    const res = await t.call('cs_copilot_ask', body, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.method).toBe('extractive_bm25');
    expect(r.answer).toMatch(/^Extractive answer .*not written by a language model/);
    expect(r.passages.length).toBeGreaterThan(0);
    const msgIds = new Set(msgs.map((m) => m.id));
    const cited = r.citations.filter((c: string) => !c.startsWith('order:') && !c.startsWith('policy:'));
    expect(cited.length).toBeGreaterThan(0);
    for (const c of cited) expect(msgIds.has(c)).toBe(true);
    expect(r.citations).toContain(msgs[0].id);
    for (const p of r.passages.filter((x: { source_kind: string }) => x.source_kind === 'message')) {
      expect(msgs.find((m) => m.id === p.source_id)!.body).toContain(p.text);
      expect(r.answer).toContain(p.text);
    }
    expect(r.searched).toMatchObject({ messages: msgs.length, orders: 1 });
    expect(r.searched.policies).toBeGreaterThan(0);
    const again = await t.call('cs_copilot_ask', body, t.keys.reader);
    expect(again.body.result).toEqual(r);
  });

  it('quotes the store policy for a policy question; the business store says it has no policy texts', async () => {
    const th = await thread({ status: 'open' });
    const res = await t.call('cs_copilot_ask', { thread_id: th.id, question: 'refund policy days unworn items' }, t.keys.reader);
    expect(res.body.result.citations).toContain('policy:refund');
    const other = await t.db('cs_threads').where({ store_id: t.businessStoreId }).orderBy('id').first();
    const b = await t.call('cs_copilot_ask', { thread_id: other.id, question: 'refund' }, t.keys.business);
    expect(b.status).toBe(200);
    expect(b.body.result.searched.policies).toBe(0);
    expect(b.body.result.notes.join(' ')).toMatch(/no storefront shop profile, so no policy texts/);
    expect(b.body.result.answer).toContain('no policy texts');
  });

  it('refuses a blank question, an unknown thread and a credential without cs:read', async () => {
    const th = await thread({ status: 'open' });
    const blank = await t.call('cs_copilot_ask', { thread_id: th.id, question: '   ' }, t.keys.reader);
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('question');
    expect((await t.call('cs_copilot_ask', { thread_id: th.id, question: 'x'.repeat(501) }, t.keys.reader)).status).toBe(400);
    expect(
      (await t.call('cs_copilot_ask', { thread_id: '00000000-0000-4000-8000-000000000000', question: 'hi' }, t.keys.reader)).status,
    ).toBe(400);
    expect((await t.call('cs_copilot_ask', { thread_id: th.id, question: 'hi' }, await t.key(['orders:read']))).status).toBe(403);
  });
});

describe('cs_send_reply', () => {
  it('proposes a card with the exact text; approved -> an outbound message in the thread, pending, receipt', async () => {
    const th = await thread({ status: 'open' }, 0, false);
    const before = await messages(th.id);
    const text = 'We have shipped a replacement today - tracking follows by email.';
    const res = await t.call('cs_send_reply', { thread_id: th.id, body: text }, t.keys.writer);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'proposed', applied: false });
    const approvalId = res.body.result.approval_id as string;
    const card = await t.db('approvals').where({ id: approvalId }).first();
    expect(card.reversibility_class).toBe('irreversible');
    expect(card.change).toContain(text);
    const view = await t.call('get_cs_thread', { thread_id: th.id }, t.keys.reader);
    expect(view.body.result.drafts).toEqual([expect.objectContaining({ approval_id: approvalId, body: text })]);
    expect(await messages(th.id)).toHaveLength(before.length);

    const outcome = await t.decide(approvalId, 'approve');
    expect(outcome.status).toBe('approved');
    const after = await messages(th.id);
    expect(after).toHaveLength(before.length + 1);
    const sent = after[after.length - 1];
    expect(sent).toMatchObject({ direction: 'outbound', body: text });
    expect(sent.author).toBe(card.requested_by);
    const row = await t.db('cs_threads').where({ id: th.id }).first();
    expect(row.status).toBe('pending');
    expect(row.last_message_at).toBe(sent.created_at);
    const receipt = await t.db('receipts').where({ id: outcome.receiptId }).first();
    expect(receipt.resource_kind).toBe('cs_thread');
    expect(receipt.resource_ref).toBe(th.id);
    expect((await t.call('get_cs_thread', { thread_id: th.id }, t.keys.reader)).body.result.drafts).toEqual([]);
  });

  it('rejected -> nothing sent', async () => {
    const th = await thread({ escalated: false }, 0, false);
    const before = await messages(th.id);
    const res = await t.call('cs_send_reply', { thread_id: th.id, body: 'Rejected reply' }, t.keys.writer);
    const outcome = await t.decide(res.body.result.approval_id, 'reject');
    expect(outcome.status).toBe('rejected');
    const after = await messages(th.id);
    expect(after).toHaveLength(before.length);
    expect(after.some((m) => m.body === 'Rejected reply')).toBe(false);
    expect((await t.db('cs_threads').where({ id: th.id }).first()).status).toBe(th.status);
  });

  it('a customer message arriving after the proposal fails the card (world moved), nothing sent', async () => {
    const th = await thread({ escalated: false }, 1, false);
    const res = await t.call('cs_send_reply', { thread_id: th.id, body: 'Stale reply' }, t.keys.writer);
    await t.db('cs_messages').insert({
      id: '11111111-1111-4111-8111-111111111111',
      store_id: t.hostedStoreId,
      thread_id: th.id,
      direction: 'inbound',
      author: 'Customer',
      body: 'Actually, never mind.',
      created_at: new Date().toISOString(),
    });
    const outcome = await t.decide(res.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(/message_count/);
    expect((await messages(th.id)).some((m) => m.body === 'Stale reply')).toBe(false);
  });

  it('an idempotent retry answers the same card; blank body, unknown thread and missing cs:write are refused', async () => {
    const th = await thread({ escalated: false }, 2, false);
    const body = { thread_id: th.id, body: 'Same reply', idempotency_key: 'cs-reply-1' };
    const first = await t.call('cs_send_reply', body, t.keys.writer);
    const second = await t.call('cs_send_reply', body, t.keys.writer);
    expect(second.status).toBe(200);
    expect(second.body.result.approval_id).toBe(first.body.result.approval_id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const blank = await t.call('cs_send_reply', { thread_id: th.id, body: '  ' }, t.keys.writer);
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('body');
    expect((await t.call('cs_send_reply', { thread_id: '00000000-0000-4000-8000-000000000000', body: 'x' }, t.keys.writer)).status).toBe(
      400,
    );
    const refused = await t.call('cs_send_reply', { thread_id: th.id, body: 'x' }, t.keys.reader);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('insufficient_scope');
  });
});

describe('cs_triage_thread', () => {
  it('escalates: receipt before/after, audit subject cs_thread:<id>, cs.thread_escalated in the outbox', async () => {
    const th = await thread({ escalated: false }, 3, false);
    const res = await t.call(
      'cs_triage_thread',
      {
        thread_id: th.id,
        severity: 'critical',
        category: 'payment_dispute',
        assignee: 'Priya (Team lead)',
        escalate: true,
        reason: 'Chargeback threatened',
      },
      t.keys.writer,
    );
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.escalation_event).toBe(true);
    expect(r.thread).toMatchObject({
      severity: 'critical',
      category: 'payment_dispute',
      assignee: 'Priya (Team lead)',
      escalated: true,
      escalation_reason: 'Chargeback threatened',
    });
    expect(r.changes).toContainEqual({ field: 'escalated', before: false, after: true });
    expect(r.changes).toContainEqual({ field: 'severity', before: th.severity, after: 'critical' });
    const receipt = await t.db('receipts').where({ id: r.receipt_id }).first();
    expect(receipt).toMatchObject({ resource_kind: 'cs_thread', resource_ref: th.id, operation: 'cs_triage_thread' });
    const events = await outbox(th.id, 'cs.thread_escalated');
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].data)).toMatchObject({
      thread_id: th.id,
      severity: 'critical',
      reason: 'Chargeback threatened',
      order_id: th.order_id ?? null,
    });
    await t.app.audit.drain();
    const audit = await t.db('audit_log').where({ operation: 'cs_triage_thread', status: 200 }).orderBy('seq', 'desc').first();
    expect(audit.subject_ref).toBe(`cs_thread:${th.id}`);

    // Already escalated: no second event, no receipt.
    const again = await t.call('cs_triage_thread', { thread_id: th.id, escalate: true }, t.keys.writer);
    expect(again.body.result).toMatchObject({ receipt_id: null, changes: [], escalation_event: false });
    expect(await outbox(th.id, 'cs.thread_escalated')).toHaveLength(1);
  });

  it('changes without escalation emit no event; an idempotent retry replays', async () => {
    const th = await thread({ escalated: false }, 0, false);
    const body = { thread_id: th.id, assignee: 'Test Assignee', idempotency_key: 'cs-triage-1' };
    const first = await t.call('cs_triage_thread', body, t.keys.writer);
    expect(first.status).toBe(200);
    expect(first.body.result.escalation_event).toBe(false);
    const second = await t.call('cs_triage_thread', body, t.keys.writer);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await outbox(th.id, 'cs.thread_escalated')).toHaveLength(0);
    expect(await t.db('receipts').where({ resource_ref: th.id, operation: 'cs_triage_thread' })).toHaveLength(1);
  });

  it('refuses no field, reason without escalate, a bad category, an unknown thread and missing cs:write', async () => {
    const th = await thread({ status: 'open' });
    const none = await t.call('cs_triage_thread', { thread_id: th.id }, t.keys.writer);
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/at least one/);
    expect((await t.call('cs_triage_thread', { thread_id: th.id, severity: 'low', reason: 'x' }, t.keys.writer)).status).toBe(400);
    expect((await t.call('cs_triage_thread', { thread_id: th.id, category: 'Bad Category' }, t.keys.writer)).status).toBe(400);
    expect(
      (await t.call('cs_triage_thread', { thread_id: '00000000-0000-4000-8000-000000000000', severity: 'low' }, t.keys.writer)).status,
    ).toBe(400);
    const refused = await t.call('cs_triage_thread', { thread_id: th.id, severity: 'low' }, t.keys.reader);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('insufficient_scope');
    expect((await t.db('cs_threads').where({ id: th.id }).first()).severity).toBe(th.severity);
  });
});
