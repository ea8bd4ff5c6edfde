/**
 * finance_changes (seed Subscribing 6, Limits "Finance change feed retention 730 days"),
 * through HTTP: every `fin.*` event of an entity in feed order with the id and data the webhooks
 * carry, cursor paging that keeps working as a poll position, type filters, the retention horizon
 * (never returned, swept with an injected clock, `gap` for a position older than it), and the
 * documented refusals.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { postEntry, reverseEntry, type BooksContext } from '../src/books';
import { useTestServer } from '@storeops/testkit/server';
import { makeBooks, postFinance, type TestBooks } from '@storeops/testkit/books';

const DAY = 86_400_000;
const actor = { type: 'operator' as const, id: 'feed@test.example' };

const t = useTestServer({ scale: 0.1 }, { key: ['finance:read'] });
let books: TestBooks;

/** Posts a two-line entry of `cents` on `date` at instant `now`; resolves to the entry id. */
function post(b: TestBooks, date: string, cents: number, now = new Date()): Promise<string> {
  return b.run(async (ctx: BooksContext) => {
    const posted = await postEntry(ctx, {
      entityId: b.entityId,
      entryDate: date,
      memo: `Sale ${cents}`,
      source: 'manual',
      actor,
      lines: [
        { account_id: b.accounts.get('1010')!.id, debit_cents: cents, credit_cents: 0 },
        { account_id: b.accounts.get('4000')!.id, debit_cents: 0, credit_cents: cents },
      ],
    });
    return posted.entry.id;
  }, now);
}

const feed = (body: Record<string, unknown>, k = t.keys.key) => postFinance(t, 'changes', body, k);

beforeAll(async () => {
  books = await makeBooks(t, 'Feed Test B.V.');
});

describe('finance_changes', () => {
  it('answers every change of the entity in feed order, with the outbox event id and the delivered data', async () => {
    const first = await post(books, '2026-10-05', 1_000);
    const second = await post(books, '2026-10-06', 2_000);
    await books.run((ctx) => reverseEntry(ctx, { entryId: first, actor, reason: 'typo' }));
    const res = await feed({ entity_id: books.entityId });
    expect(res.status).toBe(200);
    const { result } = res.body;
    expect(result.entity).toMatchObject({ id: books.entityId, name: 'Feed Test B.V.', currency: 'EUR' });
    expect(result.changes.map((c: { type: string }) => c.type)).toEqual(['fin.entry.posted', 'fin.entry.posted', 'fin.entry.reversed']);
    expect(result.changes[1].subject).toBe(second);
    for (const c of result.changes) {
      const event = await t.db('outbox').where({ id: c.id }).first();
      expect(event.type).toBe(c.type);
      expect(JSON.parse(event.data)).toEqual(c.data);
    }
    expect(result.has_more).toBe(false);
    expect(result.gap).toBe(false);
    expect(typeof result.next_cursor).toBe('string');
    expect(Date.parse(result.retained_from)).toBeLessThan(Date.now() - 729 * DAY);
  });

  it('pages by the cursor, and the last next_cursor is a poll position that answers only newer changes', async () => {
    const b = await makeBooks(t, 'Paging B.V.');
    for (const cents of [100, 200, 300]) await post(b, '2026-10-07', cents);
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const res = await feed({ entity_id: b.entityId, limit: 2, ...(after !== undefined ? { after } : {}) });
      expect(res.status).toBe(200);
      seen.push(...res.body.result.changes.map((c: { data: { total: number } }) => String(c.data.total)));
      after = res.body.result.next_cursor;
      if (!res.body.result.has_more) break;
    }
    expect(seen).toEqual(['1', '2', '3']);
    const idle = await feed({ entity_id: b.entityId, after });
    expect(idle.body.result.changes).toEqual([]);
    expect(idle.body.result.has_more).toBe(false);
    await post(b, '2026-10-08', 400);
    const next = await feed({ entity_id: b.entityId, after: idle.body.result.next_cursor });
    expect(next.body.result.changes.map((c: { data: { total: number } }) => c.data.total)).toEqual([4]);
  });

  it('filters by exact types and prefixes; the position still advances', async () => {
    const b = await makeBooks(t, 'Filter B.V.');
    const id = await post(b, '2026-10-09', 500);
    await b.run((ctx) => reverseEntry(ctx, { entryId: id, actor }));
    const reversed = await feed({ entity_id: b.entityId, types: ['fin.entry.reversed'] });
    expect(reversed.body.result.changes.map((c: { type: string }) => c.type)).toEqual(['fin.entry.reversed']);
    const prefix = await feed({ entity_id: b.entityId, types: ['fin.entry.*'] });
    expect(prefix.body.result.changes).toHaveLength(2);
    const none = await feed({ entity_id: b.entityId, types: ['fin.period.*'] });
    expect(none.body.result.changes).toEqual([]);
  });

  it('never returns changes older than 730 days; the sweep deletes them (injected clock)', async () => {
    const b = await makeBooks(t, 'Retention B.V.');
    const now = Date.now();
    await post(b, '2024-01-10', 800, new Date(now - 800 * DAY));
    await post(b, '2024-11-20', 725, new Date(now - 725 * DAY));
    await post(b, '2026-11-01', 1, new Date(now - DAY));
    const res = await feed({ entity_id: b.entityId });
    expect(res.body.result.changes.map((c: { data: { total: number } }) => c.data.total)).toEqual([7.25, 0.01]);
    const count = async () => Number((await t.db('finance_changes').where({ entity_id: b.entityId }).count({ n: '*' }))[0]!.n);
    expect(await count()).toBe(3);
    expect(await t.app.sweep('finance_change_retention', new Date(now))).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(2);
    // Ten days later, the 725-day-old change is past the horizon too.
    await t.app.sweep('finance_change_retention', new Date(now + 10 * DAY));
    expect(await count()).toBe(1);
    const after = await feed({ entity_id: b.entityId });
    expect(after.body.result.changes.map((c: { data: { total: number } }) => c.data.total)).toEqual([0.01]);
  });

  it('answers a position older than the retention from the oldest kept change, with gap: true', async () => {
    const b = await makeBooks(t, 'Gap B.V.');
    // A change that crosses the 730-day horizon about a second from now, and a recent one.
    await post(b, '2024-11-24', 100, new Date(Date.now() - 730 * DAY + 1_000));
    await post(b, '2026-11-02', 200);
    const page = await feed({ entity_id: b.entityId, limit: 1 });
    expect(page.body.result.has_more).toBe(true);
    expect(page.body.result.gap).toBe(false);
    await sleep(1_200);
    const res = await feed({ entity_id: b.entityId, after: page.body.result.next_cursor });
    expect(res.status).toBe(200);
    expect(res.body.result.gap).toBe(true);
    expect(res.body.result.changes.map((c: { data: { total: number } }) => c.data.total)).toEqual([2]);
    const fresh = await feed({ entity_id: b.entityId, after: res.body.result.next_cursor });
    expect(fresh.body.result.gap).toBe(false);
  });

  it('refuses unusable arguments with invalid_request naming them', async () => {
    const other = await makeBooks(t, 'Other B.V.');
    const foreign = (await feed({ entity_id: other.entityId })).body.result.next_cursor;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ entity_id: '00000000-0000-4000-8000-000000000000' }, 'entity_id'],
      [{ entity_id: books.entityId, after: foreign }, 'after'],
      [{ entity_id: books.entityId, after: 'fc_nonsense' }, 'after'],
      [{ entity_id: books.entityId, types: ['fin.entry.posted', 'order.created'] }, 'types[1]'],
      [{ entity_id: books.entityId, limit: 501 }, 'limit'],
    ];
    for (const [body, field] of cases) {
      const res = await feed(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toContain(field);
    }
  });

  it('needs finance:read', async () => {
    const orders = await t.key(['orders:read']);
    const res = await feed({ entity_id: books.entityId }, orders);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('insufficient_scope');
  });
});
