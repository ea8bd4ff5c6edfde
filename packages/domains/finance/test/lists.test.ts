/**
 * The seven finance lists over HTTP (seed catalogue "finance": finance_accounts_list,
 * finance_periods_list, finance_journal_entries_list, finance_bank_accounts_list,
 * finance_bank_transactions_list, finance_einvoice_messages_list, finance_proposals_list).
 *
 * A fresh entity of the hosted store gets entries posted through the books engine (so balances and
 * counts are computed from the postings, never hard-coded) and setup rows for what only imports and
 * rules create (bank accounts, statement rows, e-invoice messages, proposals), inserted directly.
 * Then: each list's content and filters, paging walks that see every row once, the documented
 * errors (unknown / foreign entity, foreign ids, bad cursors, date ranges), the scope gate, and the
 * seeded demo books read whole.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { postFinance, type TestBooks } from '@storeops/testkit/books';
import { ACTOR, LEDGER, ledgerSums, makeListBooks, type ListBooks } from './lists-support';

/** Each list: its path under /api/v1/finance and the key of its rows in the answer. */
const LISTS = {
  finance_accounts_list: ['accounts', 'accounts'],
  finance_periods_list: ['periods', 'periods'],
  finance_journal_entries_list: ['journal-entries', 'entries'],
  finance_bank_accounts_list: ['bank-accounts', 'bank_accounts'],
  finance_bank_transactions_list: ['bank-transactions', 'bank_transactions'],
  finance_einvoice_messages_list: ['einvoice-messages', 'messages'],
  finance_proposals_list: ['proposals', 'proposals'],
} as const;
type List = keyof typeof LISTS;
const NAMES = Object.keys(LISTS) as List[];

let t: TestServer;
let key: string;
let books: TestBooks;

const call = (list: List, body: Record<string, unknown>, k = key) => postFinance(t, LISTS[list][0], body, k);
const rowsOf = (list: List, body: any): any[] => body.result[LISTS[list][1]];

/** Asserts a 400 `invalid_request` whose message names `argument` first. */
function refused(res: { status: number; body: any }, argument: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toBe('invalid_request');
  expect(String(res.body.message).startsWith(argument), res.body.message).toBe(true);
}

/** Every row of `list` for `body`, page by page of `limit`; fails on a page that is not 200. */
async function walk(list: List, body: Record<string, unknown>, limit: number): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 1000; i++) {
    const res = await call(list, { ...body, limit, ...(cursor !== undefined ? { cursor } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...rowsOf(list, res.body));
    expect(res.body.result.has_more).toBe(res.body.result.next_cursor !== null);
    if (!res.body.result.has_more) return out;
    cursor = res.body.result.next_cursor;
  }
  throw new Error('paging did not end');
}

let entryIds: string[];
let reversalId: string;
let janPeriodId: string;
let bank: ListBooks['bank'];
let tx: string[];

beforeAll(async () => {
  t = await startTestServer({ scale: 0.1 });
  key = await t.key(['finance:read']);
  ({ books, entryIds, reversalId, janPeriodId, bank, tx } = await makeListBooks(t));
}, 180_000);
afterAll(async () => t?.close());
// A fresh key per test: the suite makes more calls than one credential's 120 per minute.
beforeEach(async () => {
  key = await t.key(['finance:read']);
});

describe('every list: errors, scope, paging', () => {
  it.each(NAMES)('%s refuses an unknown entity and another store’s entity (400 naming entity_id)', async (list) => {
    const harbor = (await t.db('finance_entities').where({ store_id: t.businessStoreId }).first()) as { id: string };
    for (const entity_id of [randomUUID(), harbor.id]) {
      refused(await call(list, { entity_id }), 'entity_id');
    }
  });

  it.each(NAMES)('%s refuses a key without finance:read (403) and a missing entity_id (400)', async (list) => {
    const other = await t.key(['orders:read']);
    const res = await call(list, { entity_id: books.entityId }, other);
    expect(res.status).toBe(403);
    refused(await call(list, {}), 'entity_id');
  });

  it.each(NAMES)('%s refuses a cursor it did not issue (400 naming cursor)', async (list) => {
    const other = list === 'finance_accounts_list' ? 'finance_periods_list' : 'finance_accounts_list';
    const foreign = (await call(other, { entity_id: books.entityId, limit: 1 })).body.result.next_cursor as string;
    expect(foreign).toEqual(expect.any(String));
    for (const cursor of ['nonsense', foreign, 'fc_' + Buffer.from('{"l":1}').toString('base64url')]) {
      refused(await call(list, { entity_id: books.entityId, cursor }), 'cursor');
    }
  });

  it.each(NAMES)('%s: pages of 2 walk every row exactly once, in the one-page order', async (list) => {
    const all = await call(list, { entity_id: books.entityId, limit: 200 });
    expect(all.status).toBe(200);
    expect(all.body.result.entity).toEqual({ id: books.entityId, name: 'Lists test books', currency: 'EUR', timezone: 'Europe/Amsterdam' });
    expect(all.body.result.has_more).toBe(false);
    const rows = rowsOf(list, all.body);
    expect(rows.length).toBeGreaterThan(2);
    const walked = await walk(list, { entity_id: books.entityId }, 2);
    expect(walked.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(new Set(walked.map((r) => r.id)).size).toBe(walked.length);
  });
});

describe('finance_accounts_list', () => {
  it('lists the chart by code with balances from the postings (normal side positive)', async () => {
    const res = await call('finance_accounts_list', { entity_id: books.entityId });
    expect(res.status).toBe(200);
    const rows = res.body.result.accounts as any[];
    expect(rows.map((a) => a.code)).toEqual([...books.accounts.keys()].sort());
    const sums = ledgerSums();
    for (const a of rows) {
      const s = sums.get(a.code) ?? { debit: 0, credit: 0 };
      expect([a.code, a.debit_cents, a.credit_cents]).toEqual([a.code, s.debit, s.credit]);
      expect(a.balance_cents).toBe(a.normal_balance === 'debit' ? s.debit - s.credit : s.credit - s.debit);
    }
    const total = rows.reduce((n, a) => n + a.debit_cents - a.credit_cents, 0);
    expect(total).toBe(0);
    expect(rows.find((a) => a.code === '1710').is_active).toBe(false);
  });

  it('as_of cuts the balances at a date; type, active and q filter', async () => {
    const jan = await call('finance_accounts_list', { entity_id: books.entityId, as_of: '2025-01-31' });
    expect(jan.body.result.as_of).toBe('2025-01-31');
    const bankJan = ledgerSums('2025-01-31').get('1010')!;
    expect(jan.body.result.accounts.find((a: any) => a.code === '1010').balance_cents).toBe(bankJan.debit - bankJan.credit);
    expect(jan.body.result.accounts.find((a: any) => a.code === '6300').line_count).toBe(0);

    const revenue = await call('finance_accounts_list', { entity_id: books.entityId, type: 'revenue' });
    expect(revenue.body.result.accounts.map((a: any) => a.code)).toEqual(['4000', '4900']);
    const inactive = await call('finance_accounts_list', { entity_id: books.entityId, active: false });
    expect(inactive.body.result.accounts.map((a: any) => a.code)).toEqual(['1710']);
    const byCode = await call('finance_accounts_list', { entity_id: books.entityId, q: '1' });
    expect(byCode.body.result.accounts.map((a: any) => a.code)).toEqual(['1010', '1300', '1710']);
    const byName = await call('finance_accounts_list', { entity_id: books.entityId, q: 'sALES' });
    expect(byName.body.result.accounts.map((a: any) => a.name)).toEqual(['Sales', 'Sales refunds']);
    const wildcard = await call('finance_accounts_list', { entity_id: books.entityId, q: '%' });
    expect(wildcard.body.result.accounts).toEqual([]);
  });

  it('refuses a date that is not a calendar date (400 naming as_of)', async () => {
    refused(await call('finance_accounts_list', { entity_id: books.entityId, as_of: '2025-02-30' }), 'as_of');
  });
});

describe('finance_periods_list', () => {
  it('lists periods newest first with entry counts and who closed them', async () => {
    const res = await call('finance_periods_list', { entity_id: books.entityId });
    const rows = res.body.result.periods as any[];
    expect(rows.map((p) => p.period)).toEqual(['2025-03', '2025-02', '2025-01']);
    const counts = new Map<string, number>();
    for (const [date] of LEDGER) counts.set(date.slice(0, 7), (counts.get(date.slice(0, 7)) ?? 0) + 1);
    counts.set('2025-02', counts.get('2025-02')! + 1); // the reversal
    for (const p of rows) expect([p.period, p.entry_count]).toEqual([p.period, counts.get(p.period)]);
    const jan = rows.find((p) => p.period === '2025-01');
    expect(jan).toMatchObject({
      id: janPeriodId,
      status: 'closed',
      starts_on: '2025-01-01',
      ends_on: '2025-01-31',
      closed_at: '2025-02-05T10:00:00.000Z',
      closed_by: ACTOR.id,
      reopened_at: null,
    });
  });

  it('filters by status and month range; refuses to before from', async () => {
    const open = await call('finance_periods_list', { entity_id: books.entityId, status: 'open' });
    expect(open.body.result.periods.map((p: any) => p.period)).toEqual(['2025-03', '2025-02']);
    const range = await call('finance_periods_list', { entity_id: books.entityId, from: '2025-02', to: '2025-02' });
    expect(range.body.result.periods.map((p: any) => p.period)).toEqual(['2025-02']);
    refused(await call('finance_periods_list', { entity_id: books.entityId, from: '2025-03', to: '2025-01' }), 'to');
    refused(await call('finance_periods_list', { entity_id: books.entityId, from: '2025-13' }), 'from');
  });
});

describe('finance_journal_entries_list', () => {
  it('lists entries newest first with their lines and the reversal links', async () => {
    const res = await call('finance_journal_entries_list', { entity_id: books.entityId });
    const rows = res.body.result.entries as any[];
    expect(rows.map((e) => e.number)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(rows[0]).toMatchObject({ id: reversalId, source: 'reversal', reverses_entry_id: entryIds[2], period: '2025-02' });
    const rent = rows.find((e) => e.id === entryIds[2]);
    expect(rent.reversed_by_entry_id).toBe(reversalId);
    expect(rent.reversed_by_entry_number).toBe(rows[0].entry_number);
    expect(rows[0].reverses_entry_number).toBe(rent.entry_number);
    for (const [i, [date, memo, lines]] of LEDGER.entries()) {
      const e = rows.find((r) => r.id === entryIds[i]);
      expect(e).toMatchObject({ entry_date: date, memo, period: date.slice(0, 7), posted_by: ACTOR.id });
      expect(e.lines.map((l: any) => [l.account_code, l.debit_cents, l.credit_cents])).toEqual(lines);
      expect(e.amount_cents).toBe(lines.reduce((s, l) => s + l[1], 0));
      expect(e.lines[0].account_name).toBe(books.accounts.get(lines[0]![0])!.name);
    }
  });

  it('filters: order asc, dates, period, account, source, reversed, memo text', async () => {
    const q = async (body: Record<string, unknown>) => {
      const res = await call('finance_journal_entries_list', { entity_id: books.entityId, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.result.entries as any[]).map((e) => e.id);
    };
    expect(await q({ order: 'asc' })).toEqual([...entryIds, reversalId]);
    expect(await q({ date_from: '2025-02-01', date_to: '2025-02-14', order: 'asc' })).toEqual([entryIds[2], entryIds[3], reversalId]);
    expect(await q({ period_id: janPeriodId, order: 'asc' })).toEqual([entryIds[0], entryIds[1]]);
    expect(await q({ account_id: books.accounts.get('2100')!.id, order: 'asc' })).toEqual([entryIds[1], entryIds[3], entryIds[4]]);
    expect(await q({ source: 'reversal' })).toEqual([reversalId]);
    expect(await q({ reversed: true })).toEqual([entryIds[2]]);
    expect((await q({ reversed: false })).length).toBe(LEDGER.length);
    expect(await q({ q: 'SALE', order: 'asc' })).toEqual([entryIds[1], entryIds[3], entryIds[4]]);
    // paging in ascending order walks the same rows
    const walked = await walk('finance_journal_entries_list', { entity_id: books.entityId, order: 'asc' }, 3);
    expect(walked.map((e) => e.id)).toEqual([...entryIds, reversalId]);
  });

  it('refuses foreign period and account ids, bad dates and a reversed range', async () => {
    const harborAccount = (await t.db('finance_accounts').where({ store_id: t.businessStoreId }).first()) as { id: string } | undefined;
    for (const [body, arg] of [
      [{ period_id: randomUUID() }, 'period_id'],
      [{ account_id: harborAccount?.id ?? randomUUID() }, 'account_id'],
      [{ date_from: '2025-13-01' }, 'date_from'],
      [{ date_from: '2025-03-01', date_to: '2025-02-01' }, 'date_to'],
    ] as const) {
      refused(await call('finance_journal_entries_list', { entity_id: books.entityId, ...body }), arg);
    }
    // a descending cursor is not an ascending one
    const desc = (await call('finance_journal_entries_list', { entity_id: books.entityId, limit: 1 })).body.result.next_cursor;
    refused(await call('finance_journal_entries_list', { entity_id: books.entityId, order: 'asc', cursor: desc }), 'cursor');
  });
});

describe('finance_bank_accounts_list and finance_bank_transactions_list', () => {
  it('lists bank accounts oldest first with ledger balance, counts and latest dates', async () => {
    const res = await call('finance_bank_accounts_list', { entity_id: books.entityId });
    const rows = res.body.result.bank_accounts as any[];
    expect(rows.map((b) => b.id)).toEqual([bank.main, bank.card].sort().concat(bank.cash));
    const main = rows.find((b) => b.id === bank.main);
    const s = ledgerSums().get('1010')!;
    expect(main).toMatchObject({
      ledger_account_code: '1010',
      ledger_account_name: 'Bank',
      ledger_balance_cents: s.debit - s.credit,
      transaction_count: 4,
      unmatched_count: 2,
      last_booking_date: '2025-01-31',
      last_imported_at: '2025-02-01T08:00:00.000Z',
    });
    const card = rows.find((b) => b.id === bank.card);
    expect(card).toMatchObject({
      transaction_count: 0,
      unmatched_count: 0,
      last_booking_date: null,
      last_imported_at: null,
      status: 'archived',
    });
    const payable = ledgerSums().get('2000')!;
    expect(card.ledger_balance_cents).toBe(payable.credit - payable.debit);
    const cards = await call('finance_bank_accounts_list', { entity_id: books.entityId, kind: 'card' });
    expect(cards.body.result.bank_accounts.map((b: any) => b.id)).toEqual([bank.card]);
    const active = await call('finance_bank_accounts_list', { entity_id: books.entityId, status: 'active' });
    expect(active.body.result.bank_accounts.map((b: any) => b.id).sort()).toEqual([bank.main, bank.cash].sort());
  });

  it('lists statement rows newest first with entry numbers and dismissals; filters', async () => {
    const res = await call('finance_bank_transactions_list', { entity_id: books.entityId });
    const rows = res.body.result.bank_transactions as any[];
    const expected = [...[tx[3], tx[4]].sort().reverse(), ...[tx[1], tx[2]].sort().reverse(), tx[0]];
    expect(rows.map((r) => r.id)).toEqual(expected);
    const rent = rows.find((r) => r.id === tx[3]);
    const rentEntry = await t.db('finance_journal_entries').where({ id: entryIds[2] }).first();
    expect(rent).toMatchObject({
      amount_cents: -50_000,
      reconciliation: 'booked',
      entry_id: entryIds[2],
      entry_number: rentEntry.entry_number,
      bank_account_name: 'Main bank',
    });
    expect(rows.find((r) => r.id === tx[2])).toMatchObject({
      state: 'dismissed',
      dismissal_reason: 'duplicate_of',
      duplicate_of_id: tx[1],
      dismissed_by: 'lists-test@example.com',
    });
    expect(rows.find((r) => r.id === tx[1])).toMatchObject({
      state: 'counted',
      dismissal_reason: null,
      entry_id: null,
      entry_number: null,
    });

    const ids = async (body: Record<string, unknown>) =>
      ((await call('finance_bank_transactions_list', { entity_id: books.entityId, ...body })).body.result.bank_transactions as any[])
        .map((r) => r.id)
        .sort();
    expect(await ids({ state: 'dismissed' })).toEqual([tx[2]]);
    expect(await ids({ state: 'counted', reconciliation: 'unmatched' })).toEqual([tx[1], tx[4]].sort());
    expect(await ids({ date_from: '2025-01-20', date_to: '2025-01-20' })).toEqual([tx[1], tx[2]].sort());
    expect(await ids({ bank_account_id: bank.main, q: 'fee' })).toEqual([tx[4]]);
    expect(await ids({ q: '50%_' })).toEqual([tx[1], tx[3]].sort());
    expect(await ids({ bank_account_id: bank.card })).toEqual([]);
    refused(await call('finance_bank_transactions_list', { entity_id: books.entityId, bank_account_id: randomUUID() }), 'bank_account_id');
  });
});

describe('finance_einvoice_messages_list', () => {
  it('lists messages by latest status change (ties by id, descending) and filters', async () => {
    const res = await call('finance_einvoice_messages_list', { entity_id: books.entityId });
    const rows = res.body.result.messages as any[];
    expect(rows.map((m) => m.document_number).slice(0, 1)).toEqual(['DOC-4']);
    expect(rows.map((m) => m.document_number).at(-1)).toBe('DOC-1');
    const tied = rows.slice(1, 3);
    expect(tied.map((m) => m.document_number).sort()).toEqual(['DOC-2', 'DOC-3']);
    expect(tied[0].id > tied[1].id).toBe(true);
    expect(rows.find((m) => m.document_number === 'DOC-2')).toMatchObject({
      status: 'rejected',
      previous_status: 'delivered',
      status_reason: 'Wrong order reference',
      amount_cents: 20_000,
    });
    const docs = async (body: Record<string, unknown>) =>
      ((await call('finance_einvoice_messages_list', { entity_id: books.entityId, ...body })).body.result.messages as any[])
        .map((m) => m.document_number)
        .sort();
    expect(await docs({ direction: 'inbound' })).toEqual(['DOC-3']);
    expect(await docs({ status: 'rejected' })).toEqual(['DOC-2']);
    expect(await docs({ document_type: 'credit_note' })).toEqual(['DOC-4']);
    expect(await docs({ date_from: '2025-01-15', date_to: '2025-01-31' })).toEqual(['DOC-2', 'DOC-3']);
    refused(await call('finance_einvoice_messages_list', { entity_id: books.entityId, status: 'lost' }), 'status');
  });
});

describe('finance_proposals_list', () => {
  it('lists every status newest first with lines, the statement row and the posted entry', async () => {
    const res = await call('finance_proposals_list', { entity_id: books.entityId });
    const rows = res.body.result.proposals as any[];
    expect(rows.map((p) => p.kind).slice(2)).toEqual(['reclassification']);
    expect(rows[0].id > rows[1].id).toBe(true);
    const booking = rows.find((p) => p.kind === 'book_bank_transaction');
    expect(booking.lines).toEqual([
      {
        account_id: books.accounts.get('6300')!.id,
        account_code: '6300',
        account_name: 'Rent',
        debit_cents: 250,
        credit_cents: 0,
        memo: null,
      },
      {
        account_id: books.accounts.get('1010')!.id,
        account_code: '1010',
        account_name: 'Bank',
        debit_cents: 0,
        credit_cents: 250,
        memo: null,
      },
    ]);
    expect(booking.bank_transaction).toMatchObject({
      id: tx[4],
      bank_account_id: bank.main,
      amount_cents: -250,
      description: 'Bank fee',
      state: 'counted',
      reconciliation: 'unmatched',
    });
    const accrual = rows.find((p) => p.kind === 'accrual');
    const stock = await t.db('finance_journal_entries').where({ id: entryIds[5] }).first();
    expect(accrual).toMatchObject({
      status: 'accepted',
      bank_transaction: null,
      entry_id: entryIds[5],
      entry_number: stock.entry_number,
      decided_by: 'lists-test@example.com',
    });
    const pending = await call('finance_proposals_list', { entity_id: books.entityId, status: 'pending' });
    expect(pending.body.result.proposals.map((p: any) => p.kind)).toEqual(['book_bank_transaction']);
    const kind = await call('finance_proposals_list', { entity_id: books.entityId, kind: 'reclassification' });
    expect(kind.body.result.proposals.map((p: any) => p.status)).toEqual(['rejected']);
  });
});

describe('the seeded demo books', () => {
  it('every list reads the seeded entities of both stores whole (rows = table rows; entries balance)', async () => {
    const tables: Record<List, string> = {
      finance_accounts_list: 'finance_accounts',
      finance_periods_list: 'finance_periods',
      finance_journal_entries_list: 'finance_journal_entries',
      finance_bank_accounts_list: 'finance_bank_accounts',
      finance_bank_transactions_list: 'finance_bank_transactions',
      finance_einvoice_messages_list: 'finance_einvoice_messages',
      finance_proposals_list: 'finance_proposals',
    };
    const entities = (await t
      .db('finance_entities')
      .whereIn('store_id', [t.hostedStoreId, t.businessStoreId])
      .whereNot({ id: books.entityId })) as Array<{
      id: string;
      store_id: string;
    }>;
    expect(entities.length).toBeGreaterThan(0);
    for (const entity of entities) {
      const k = entity.store_id === t.hostedStoreId ? key : await t.key(['finance:read'], { storeId: entity.store_id });
      for (const list of NAMES) {
        const rows: any[] = [];
        let cursor: string | undefined;
        do {
          const res = await postFinance(
            t,
            LISTS[list][0],
            { entity_id: entity.id, limit: 200, ...(cursor !== undefined ? { cursor } : {}) },
            k,
          );
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          rows.push(...rowsOf(list, res.body));
          cursor = res.body.result.next_cursor ?? undefined;
        } while (cursor !== undefined);
        const [count] = (await t.db(tables[list]).where({ entity_id: entity.id }).count({ n: '*' })) as Array<{ n: number | string }>;
        expect([list, rows.length]).toEqual([list, Number(count?.n)]);
        expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
        if (list === 'finance_journal_entries_list')
          for (const e of rows) {
            const debit = e.lines.reduce((s: number, l: any) => s + l.debit_cents, 0);
            const credit = e.lines.reduce((s: number, l: any) => s + l.credit_cents, 0);
            expect([e.entry_number, debit, credit]).toEqual([e.entry_number, e.amount_cents, e.amount_cents]);
          }
        if (list === 'finance_accounts_list') expect(rows.reduce((s, a) => s + a.debit_cents - a.credit_cents, 0)).toBe(0);
      }
    }
  });
});
