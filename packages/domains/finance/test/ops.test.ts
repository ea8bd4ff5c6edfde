/**
 * The finance operator writes through HTTP: bank accounts, statement
 * imports (CSV and camt.053 fixtures), dismissing and undismissing rows, closing and reopening
 * periods. Each test works on a fresh entity with a small chart (@storeops/testkit/books) so the seeded
 * books do not move its figures; entries the writes match or reverse are posted through the books
 * engine, as the services that book them would.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localDate, periodFor, postEntry, type BooksContext } from '../src/books';
import { useTestServer } from '@storeops/testkit/server';
import { makeBooks, type TestBooks } from '@storeops/testkit/books';

const CSV = readFileSync(new URL('./fixtures/statement.csv', import.meta.url), 'utf8');
const CAMT = readFileSync(new URL('./fixtures/statement.camt053.xml', import.meta.url), 'utf8');
/** How the CSV fixture is laid out (Dutch bank export). */
const CSV_OPTIONS = {
  delimiter: ';',
  decimal_separator: ',',
  date_format: 'DD-MM-YYYY',
  date_column: 'Datum',
  amount_column: 'Bedrag',
  description_column: 'Omschrijving',
  counterparty_column: 'Tegenpartij',
  reference_column: 'Referentie',
};
const FULL_NUMBER = 'NL91 INGB 0001 2343 21';

const t = useTestServer({ scale: 0.1 }, { key: ['finance:write', 'finance:read'] });
let books: TestBooks;
let bankId: string;

const PATHS: Record<string, string> = {
  finance_bank_statement_import: '/api/v1/finance/bank-statements/import',
  finance_bank_transaction_dismiss: '/api/v1/finance/bank-transactions/dismiss',
  finance_bank_transaction_undismiss: '/api/v1/finance/bank-transactions/undismiss',
  finance_period_close: '/api/v1/finance/periods/close',
  finance_period_reopen: '/api/v1/finance/periods/reopen',
  finance_bank_account_create: '/api/v1/finance/bank-accounts/create',
  finance_bank_account_update: '/api/v1/finance/bank-accounts/update',
};

async function post(op: string, body: unknown, as = t.keys.key, headers: Record<string, string> = {}) {
  const res = await fetch(t.baseUrl + PATHS[op]!, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function ok(op: string, body: unknown) {
  const res = await post(op, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

async function refused(op: string, body: unknown, argument: string, text?: RegExp) {
  const res = await post(op, body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toBe('invalid_request');
  expect(String(res.body.message).startsWith(`${argument}:`), res.body.message).toBe(true);
  if (text !== undefined) expect(res.body.message).toMatch(text);
  return res.body as { message: string };
}

/** Outbox events of `type` about `subject`, with their change-feed rows. */
async function events(type: string, subject: string) {
  const rows = (await t.db('outbox').where({ type, subject }).orderBy('seq')) as Array<{ id: string; data: string }>;
  const out = [];
  for (const r of rows) {
    const feed = await t.db('finance_changes').where({ id: r.id }).first();
    out.push({ id: r.id, data: JSON.parse(r.data), feed });
  }
  return out;
}

function account(code: string): string {
  return books.accounts.get(code)!.id;
}

/** Posts a two-line entry through the engine: `cents` moves from `credit` to `debit`. */
function postTwo(date: string, debit: string, credit: string, cents: number, sourceRef: string | null = null) {
  return books.run((ctx: BooksContext) =>
    postEntry(ctx, {
      entityId: books.entityId,
      entryDate: date,
      memo: `test ${date}`,
      source: sourceRef === null ? 'manual' : 'bank_transaction',
      sourceRef,
      lines: [
        { account_id: account(debit), debit_cents: cents, credit_cents: 0 },
        { account_id: account(credit), debit_cents: 0, credit_cents: cents },
      ],
      actor: { type: 'service', id: 'test' },
    }),
  );
}

async function periodId(period: string): Promise<string> {
  return ((await t.db('finance_periods').where({ entity_id: books.entityId, period }).first()) as { id: string }).id;
}

beforeAll(async () => {
  books = await makeBooks(t, 'Ops test books');
  const created = await ok('finance_bank_account_create', {
    entity_id: books.entityId,
    name: 'Test current account',
    kind: 'bank',
    institution: 'ING',
    account_number: FULL_NUMBER,
    ledger_account_id: account('1010'),
  });
  bankId = created.bank_account.id;
});

describe('finance_bank_account_create / _update', () => {
  it('creates an account on a given ledger account, stores only the masked number, and announces it', async () => {
    const row = await t.db('finance_bank_accounts').where({ id: bankId }).first();
    expect(row.account_number_masked).toBe('•••• •••• •••• ••43 21');
    expect(row.ledger_account_id).toBe(account('1010'));
    const [event] = await events('fin.bank_account.created', bankId);
    expect(event!.data.bank_account).toMatchObject({ account_number_masked: '•••• •••• •••• ••43 21', ledger_account: { code: '1010' } });
    expect(event!.data.actor.type).toBe('credential');
    expect(event!.feed.entity_id).toBe(books.entityId);
    // The full number is nowhere: not in the row, the receipt, the outbox or the feed.
    const compact = FULL_NUMBER.replace(/ /g, '');
    for (const table of ['finance_bank_accounts', 'receipts', 'outbox', 'finance_changes']) {
      const dump = JSON.stringify(await t.db(table).select());
      expect(dump.includes(FULL_NUMBER) || dump.includes(compact), table).toBe(false);
    }
    const receipt = await t.db('receipts').where({ resource_kind: 'finance_bank_account', resource_ref: bankId }).first();
    expect(JSON.parse(receipt.reversal).operation).toBe('finance_bank_account_update');
  });

  it('without ledger_account_id adds a chart account with the next free code of the kind', async () => {
    const bank = await ok('finance_bank_account_create', { entity_id: books.entityId, name: 'Second bank', kind: 'bank' });
    expect(bank.ledger_account_created).toBe(true);
    expect(bank.bank_account.ledger_account).toMatchObject({ code: '1020', name: 'Second bank', type: 'asset' });
    const card = await ok('finance_bank_account_create', { entity_id: books.entityId, name: 'Visa card', kind: 'card', currency: 'EUR' });
    expect(card.bank_account.ledger_account).toMatchObject({ code: '2210', type: 'liability' });
    const chart = await t.db('finance_accounts').where({ id: card.bank_account.ledger_account.account_id }).first();
    expect(chart).toMatchObject({ entity_id: books.entityId, type: 'liability', normal_balance: 'credit' });
  });

  it('refuses a foreign currency, an unknown entity, a wrong-type or taken ledger account', async () => {
    await refused('finance_bank_account_create', { entity_id: books.entityId, name: 'x', kind: 'bank', currency: 'USD' }, 'currency');
    await refused('finance_bank_account_create', { entity_id: randomUUID(), name: 'x', kind: 'bank' }, 'entity_id');
    await refused(
      'finance_bank_account_create',
      { entity_id: books.entityId, name: 'x', kind: 'bank', ledger_account_id: account('4000') },
      'ledger_account_id',
      /revenue/,
    );
    await refused(
      'finance_bank_account_create',
      { entity_id: books.entityId, name: 'x', kind: 'card', ledger_account_id: account('1300') },
      'ledger_account_id',
      /liability/,
    );
    await refused(
      'finance_bank_account_create',
      { entity_id: books.entityId, name: 'x', kind: 'bank', ledger_account_id: account('1010') },
      'ledger_account_id',
      /already/,
    );
    await refused(
      'finance_bank_account_create',
      { entity_id: books.entityId, name: 'x', kind: 'bank', account_number: ' -- ' },
      'account_number',
    );
  });

  it('updates the fields sent, announces fields + previous, and refuses a no-op', async () => {
    const created = await ok('finance_bank_account_create', { entity_id: books.entityId, name: 'Old name', kind: 'cash' });
    const id = created.bank_account.id;
    const updated = await ok('finance_bank_account_update', { bank_account_id: id, name: 'New name', account_number: 'CASH-0001-9876' });
    expect(updated.changed_fields).toEqual(['name', 'account_number_masked']);
    expect(updated.bank_account).toMatchObject({ name: 'New name', account_number_masked: '••••-••••-9876' });
    const [event] = await events('fin.bank_account.updated', id);
    expect(event!.data.fields).toEqual(['name', 'account_number_masked']);
    expect(event!.data.previous).toEqual({ name: 'Old name', account_number_masked: null });
    await refused('finance_bank_account_update', { bank_account_id: id, name: 'New name' }, 'name', /nothing to change/);
    await refused('finance_bank_account_update', { bank_account_id: randomUUID(), name: 'y' }, 'bank_account_id');
    // Status alone: a receipt and an event naming `status`.
    const archived = await ok('finance_bank_account_update', { bank_account_id: id, status: 'archived' });
    expect(archived.bank_account.status).toBe('archived');
    const statusEvents = await events('fin.bank_account.updated', id);
    expect(statusEvents).toHaveLength(2);
    expect(statusEvents[1]!.data).toMatchObject({
      fields: ['status'],
      previous: { status: 'active' },
      bank_account: { status: 'archived' },
    });
    const receipt = await t.db('receipts').where({ id: archived.receipt_id }).first();
    expect(JSON.parse(receipt.changes)).toEqual([{ field: 'status', before: 'active', after: 'archived' }]);
    // An archived account takes no imports.
    await refused(
      'finance_bank_statement_import',
      { bank_account_id: id, format: 'csv', content: CSV, csv: CSV_OPTIONS },
      'bank_account_id',
      /archived/,
    );
  });

  it('replays an idempotent retry without a second account', async () => {
    const body = { entity_id: books.entityId, name: 'Idempotent bank', kind: 'psp' };
    const first = await post('finance_bank_account_create', body, t.keys.key, { 'Idempotency-Key': 'ops-create-1' });
    const again = await post('finance_bank_account_create', body, t.keys.key, { 'Idempotency-Key': 'ops-create-1' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.result.bank_account.id).toBe(first.body.result.bank_account.id);
    expect(await t.db('finance_bank_accounts').where({ entity_id: books.entityId, name: 'Idempotent bank' })).toHaveLength(1);
    const other = await post('finance_bank_account_create', { ...body, name: 'Other' }, t.keys.key, { 'Idempotency-Key': 'ops-create-1' });
    expect(other.status).toBe(409);
  });
});

describe('finance_bank_statement_import', () => {
  let csvResult: any;

  it('imports the CSV fixture: stores rows, matches the rent entry, proposes by rule', async () => {
    const rent = await postTwo('2026-03-01', '6300', '1010', 150_000);
    csvResult = await ok('finance_bank_statement_import', {
      bank_account_id: bankId,
      format: 'csv',
      content: CSV,
      filename: 'ing.csv',
      csv: CSV_OPTIONS,
    });
    expect(csvResult).toMatchObject({
      rows_received: 5,
      rows_new: 5,
      rows_duplicate: 0,
      rows_matched: 1,
      proposals_created: 1,
      statement_from: '2026-03-03',
      statement_to: '2026-03-12',
    });
    const [matched, deposit, transfer, coffee1, coffee2] = csvResult.rows;
    expect(matched).toMatchObject({
      line: 2,
      outcome: 'new',
      amount_cents: -150_000,
      reconciliation: 'matched',
      entry_id: rent.entry.id,
      bank_reference: 'NL-OPS-0303-01',
    });
    expect(deposit).toMatchObject({ reconciliation: 'unmatched', entry_id: null });
    expect(transfer).toMatchObject({ amount_cents: 123_456, counterparty: 'Cafe Noord', bank_reference: null, proposal_id: null });
    // Two identical real payments on one day both count.
    expect(coffee1.bank_transaction_id).not.toBe(coffee2.bank_transaction_id);
    expect(coffee1.amount_cents).toBe(-1200);
    const proposal = await t.db('finance_proposals').where({ id: deposit.proposal_id }).first();
    expect(proposal).toMatchObject({
      kind: 'book_bank_transaction',
      status: 'pending',
      bank_transaction_id: deposit.bank_transaction_id,
      entry_date: '2026-03-10',
    });
    expect(JSON.parse(proposal.lines)).toEqual([
      expect.objectContaining({ account_id: account('6300'), debit_cents: 150_000, credit_cents: 0 }),
      expect.objectContaining({ account_id: account('1010'), debit_cents: 0, credit_cents: 150_000 }),
    ]);
    expect(proposal.rationale).toMatch(/rent/);
    const stored = await t.db('finance_bank_transactions').where({ import_id: csvResult.import_id });
    expect(stored).toHaveLength(5);
    expect(stored.every((r: any) => r.state === 'counted')).toBe(true);
    const [event] = await events('fin.bank.imported', csvResult.import_id);
    expect(event!.data).toMatchObject({ rows_received: 5, rows_new: 5, rows_duplicate: 0, format: 'csv', bank_account_id: bankId });
    expect(event!.feed.type).toBe('fin.bank.imported');
    const receipt = await t.db('receipts').where({ id: csvResult.receipt_id }).first();
    expect(receipt).toMatchObject({ resource_kind: 'finance_bank_import', resource_ref: csvResult.import_id });
  });

  it('reports every row of the same file again as a duplicate and stores nothing new', async () => {
    const again = await ok('finance_bank_statement_import', { bank_account_id: bankId, format: 'csv', content: CSV, csv: CSV_OPTIONS });
    expect(again).toMatchObject({ rows_received: 5, rows_new: 0, rows_duplicate: 5, rows_matched: 0, proposals_created: 0 });
    expect(again.rows.map((r: any) => r.bank_transaction_id)).toEqual(csvResult.rows.map((r: any) => r.bank_transaction_id));
    expect(again.rows[0].reconciliation).toBe('matched');
    expect(await t.db('finance_bank_transactions').where({ import_id: again.import_id })).toHaveLength(0);
    const [event] = await events('fin.bank.imported', again.import_id);
    expect(event!.data).toMatchObject({ rows_new: 0, rows_duplicate: 5 });
  });

  it('imports the camt.053 fixture: booked entries only, counterparty and text from the details', async () => {
    const res = await ok('finance_bank_statement_import', { bank_account_id: bankId, format: 'camt053', content: CAMT });
    expect(res).toMatchObject({ rows_received: 2, rows_new: 2, proposals_created: 1 });
    const firstLine = CAMT.split('\n').findIndex((l) => l.includes('<Ntry>')) + 1;
    expect(res.rows[0]).toMatchObject({
      line: firstLine,
      booking_date: '2026-03-05',
      value_date: '2026-03-05',
      amount_cents: 25_000,
      counterparty: 'J. Jansen',
      description: 'Invoice 2026-014',
      bank_reference: 'CAMT-OPS-0001',
      proposal_id: null,
    });
    expect(res.rows[1]).toMatchObject({
      booking_date: '2026-03-06',
      amount_cents: -8000,
      counterparty: 'Landlord Holding B.V.',
      description: 'Storage unit March',
    });
    const proposal = await t.db('finance_proposals').where({ id: res.rows[1].proposal_id }).first();
    expect(proposal.confidence).toBe(0.7);
  });

  it('refuses an unreadable row naming the line, and saves nothing', async () => {
    const before = await t.db('finance_bank_transactions').where({ bank_account_id: bankId }).count({ n: '*' }).first();
    const bad = CSV.replace('-1.500,00;Rent deposit', '-1.5x0,00;Rent deposit').replace('NL-OPS-0303-01', 'NL-OPS-NEW-01');
    await refused(
      'finance_bank_statement_import',
      { bank_account_id: bankId, format: 'csv', content: bad, csv: CSV_OPTIONS },
      'content',
      /line 3: column Bedrag/,
    );
    await refused(
      'finance_bank_statement_import',
      { bank_account_id: bankId, format: 'csv', content: CSV.replace('12-03-2026;1.234', '31-02-2026;1.234'), csv: CSV_OPTIONS },
      'content',
      /line 4: .*not a date/,
    );
    await refused(
      'finance_bank_statement_import',
      { bank_account_id: bankId, format: 'csv', content: CSV.replace('-12,00', '-12,001'), csv: CSV_OPTIONS },
      'content',
      /more than 2 decimals/,
    );
    await refused(
      'finance_bank_statement_import',
      { bank_account_id: bankId, format: 'csv', content: CSV, csv: { delimiter: ';' } },
      'content',
      /line 1: no column "date"/,
    );
    await refused(
      'finance_bank_statement_import',
      { bank_account_id: bankId, format: 'csv', content: CSV },
      'content',
      /line 2: not readable as CSV/,
    );
    await refused(
      'finance_bank_statement_import',
      { bank_account_id: bankId, format: 'camt053', content: CAMT.replace('Ccy="EUR">80.00', 'Ccy="USD">80.00') },
      'content',
      /USD/,
    );
    await refused(
      'finance_bank_statement_import',
      { bank_account_id: bankId, format: 'camt053', content: CAMT.replace('</Stmt>', '') },
      'content',
      /not well-formed/,
    );
    await refused(
      'finance_bank_statement_import',
      { bank_account_id: bankId, format: 'camt053', content: '<Document/>' },
      'content',
      /BkToCstmrStmt/,
    );
    await refused('finance_bank_statement_import', { bank_account_id: randomUUID(), format: 'csv', content: CSV }, 'bank_account_id');
    const after = await t.db('finance_bank_transactions').where({ bank_account_id: bankId }).count({ n: '*' }).first();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('stores and matches rows of a closed period but proposes nothing there', async () => {
    const april = await postTwo('2026-04-01', '6300', '1010', 90_000);
    const closed = await ok('finance_period_close', { period_id: april.entry.period_id, reason: 'test' });
    expect(closed.period).toMatchObject({ period: '2026-04', status: 'closed' });
    const content = [
      'date,amount,description,reference',
      '2026-04-02,-900.00,Rent April,APR-1',
      '2026-04-20,-25.00,Rent late fee,APR-2',
      '2026-05-02,-25.00,Rent late fee,MAY-1',
    ].join('\n');
    const res = await ok('finance_bank_statement_import', { bank_account_id: bankId, format: 'csv', content });
    expect(res.rows.map((r: any) => [r.reconciliation, r.proposal_id !== null])).toEqual([
      ['matched', false],
      ['unmatched', false],
      ['unmatched', true],
    ]);
    expect(res.rows[0].entry_id).toBe(april.entry.id);
    await ok('finance_period_reopen', { period_id: april.entry.period_id });
  });
});

describe('finance_bank_transaction_dismiss / _undismiss', () => {
  async function bookedRow(date: string, cents: number, ref: string) {
    const content = `date,amount,description,reference\n${date},${(cents / 100).toFixed(2)},Customer payment ${ref},${ref}`;
    const res = await ok('finance_bank_statement_import', { bank_account_id: bankId, format: 'csv', content });
    const rowId = res.rows[0].bank_transaction_id as string;
    const booking = await postTwo(date, '1010', '4000', cents, `bank_transaction:${rowId}`);
    await t.db('finance_bank_transactions').where({ id: rowId }).update({ reconciliation: 'booked', entry_id: booking.entry.id });
    return { rowId, entryId: booking.entry.id };
  }

  it('reverses the booking of a booked row, announces it, and undismiss counts it again without re-booking', async () => {
    const { rowId, entryId } = await bookedRow('2026-03-14', 43_210, 'DISMISS-1');
    const res = await ok('finance_bank_transaction_dismiss', { bank_transaction_id: rowId, reason: 'not_a_transaction', note: 'test' });
    expect(res.bank_transaction).toMatchObject({
      state: 'dismissed',
      reconciliation: 'unmatched',
      entry_id: null,
      dismissal_reason: 'not_a_transaction',
    });
    expect(res.bank_transaction.dismissed_by).toMatch(/^api:/);
    expect(res.reversal_entry_ids).toHaveLength(1);
    const reversal = await t.db('finance_journal_entries').where({ id: res.reversal_entry_ids[0] }).first();
    expect(reversal).toMatchObject({ reverses_entry_id: entryId, entry_date: '2026-03-14', source: 'reversal' });
    expect((await t.db('finance_journal_entries').where({ id: entryId }).first()).reversed_by_entry_id).toBe(reversal.id);
    const [event] = await events('fin.bank_transaction.dismissed', rowId);
    expect(event!.data).toMatchObject({
      reason: 'not_a_transaction',
      note: 'test',
      amount: 432.1,
      reversal_entry_ids: res.reversal_entry_ids,
    });
    expect(event!.feed.entity_id).toBe(books.entityId);
    expect(await events('fin.entry.reversed', reversal.id)).toHaveLength(1);

    await refused(
      'finance_bank_transaction_dismiss',
      { bank_transaction_id: rowId, reason: 'not_a_transaction' },
      'bank_transaction_id',
      /already dismissed/,
    );

    const back = await ok('finance_bank_transaction_undismiss', { bank_transaction_id: rowId });
    expect(back).toMatchObject({ previous_state: 'dismissed', reversal_entry_ids: [] });
    expect(back.bank_transaction).toMatchObject({ state: 'counted', reconciliation: 'unmatched', entry_id: null, dismissal_reason: null });
    const [undone] = await events('fin.bank_transaction.undismissed', rowId);
    expect(undone!.data).toMatchObject({ previous_reason: 'not_a_transaction', previous_duplicate_of: null });
    // No automatic re-booking: still exactly the original and its reversal.
    expect(
      await t.db('finance_journal_entries').where({ entity_id: books.entityId, source_ref: `bank_transaction:${rowId}` }),
    ).toHaveLength(1);
    await refused('finance_bank_transaction_undismiss', { bank_transaction_id: rowId }, 'bank_transaction_id', /not dismissed/);
  });

  it('checks duplicate_of and rejects the pending proposals of a dismissed row', async () => {
    const [, deposit, transfer] = (await t
      .db('finance_bank_transactions')
      .where({ bank_account_id: bankId })
      .whereNot({ import_id: null })
      .orderBy('booking_date')
      .orderBy('created_at')) as any[];
    const proposed = (await t.db('finance_proposals').where({ entity_id: books.entityId, status: 'pending' }).first()) as {
      id: string;
      bank_transaction_id: string;
    };
    const target = proposed.bank_transaction_id;
    const other = [deposit, transfer].find((r) => r.id !== target && r.state === 'counted')!;
    await refused('finance_bank_transaction_dismiss', { bank_transaction_id: target, reason: 'duplicate_of' }, 'duplicate_of', /required/);
    await refused(
      'finance_bank_transaction_dismiss',
      { bank_transaction_id: target, reason: 'duplicate_of', duplicate_of: target },
      'duplicate_of',
    );
    await refused(
      'finance_bank_transaction_dismiss',
      { bank_transaction_id: target, reason: 'not_a_transaction', duplicate_of: other.id },
      'duplicate_of',
    );
    const elsewhere = await ok('finance_bank_account_create', { entity_id: books.entityId, name: 'Elsewhere', kind: 'bank' });
    const foreign = await ok('finance_bank_statement_import', {
      bank_account_id: elsewhere.bank_account.id,
      format: 'csv',
      content: 'date,amount,description\n2026-03-10,-1500.00,Rent deposit top-up',
    });
    await refused(
      'finance_bank_transaction_dismiss',
      { bank_transaction_id: target, reason: 'duplicate_of', duplicate_of: foreign.rows[0].bank_transaction_id },
      'duplicate_of',
      /same bank account/,
    );
    await refused(
      'finance_bank_transaction_dismiss',
      { bank_transaction_id: randomUUID(), reason: 'not_a_transaction' },
      'bank_transaction_id',
    );

    const res = await ok('finance_bank_transaction_dismiss', {
      bank_transaction_id: target,
      reason: 'duplicate_of',
      duplicate_of: other.id,
    });
    expect(res.bank_transaction).toMatchObject({ dismissal_reason: 'duplicate_of', duplicate_of_id: other.id });
    expect(res.rejected_proposal_ids).toEqual([proposed.id]);
    expect((await t.db('finance_proposals').where({ id: proposed.id }).first()).status).toBe('rejected');
    const [event] = await events('fin.bank_transaction.dismissed', target);
    expect(event!.data).toMatchObject({ reason: 'duplicate_of', duplicate_of: other.id, reversal_entry_ids: [] });
  });

  it('refuses a dismissal whose reversal would fall in a closed period; nothing changes', async () => {
    const { rowId, entryId } = await bookedRow('2026-03-16', 7_700, 'DISMISS-2');
    const today = localDate(new Date(), 'Europe/Amsterdam');
    const entity = await t.db('finance_entities').where({ id: books.entityId }).first();
    await books.run((ctx) => periodFor(ctx, entity, today));
    const march = await periodId('2026-03');
    const current = await periodId(today.slice(0, 7));
    await ok('finance_period_close', { period_id: march });
    await ok('finance_period_close', { period_id: current });
    const error = await refused(
      'finance_bank_transaction_dismiss',
      { bank_transaction_id: rowId, reason: 'not_a_transaction' },
      'bank_transaction_id',
      /closed/,
    );
    expect(error.message).toContain(today.slice(0, 7));
    expect(await t.db('finance_bank_transactions').where({ id: rowId }).first()).toMatchObject({
      state: 'counted',
      reconciliation: 'booked',
      entry_id: entryId,
    });
    expect((await t.db('finance_journal_entries').where({ id: entryId }).first()).reversed_by_entry_id).toBeNull();
    expect(await events('fin.bank_transaction.dismissed', rowId)).toHaveLength(0);
    // With only March closed, the reversal is dated today.
    await ok('finance_period_reopen', { period_id: current });
    const res = await ok('finance_bank_transaction_dismiss', { bank_transaction_id: rowId, reason: 'not_a_transaction' });
    expect((await t.db('finance_journal_entries').where({ id: res.reversal_entry_ids[0] }).first()).entry_date).toBe(today);
    await ok('finance_period_reopen', { period_id: march });
  });
});

describe('finance_period_close / _reopen', () => {
  it('closes and reopens with events and receipts, refusing the same state twice', async () => {
    const posted = await postTwo('2026-06-15', '6300', '1010', 1_000);
    const id = posted.entry.period_id;
    const closed = await ok('finance_period_close', { period_id: id, reason: 'June done' });
    expect(closed).toMatchObject({
      previous_status: 'open',
      period: { id, period: '2026-06', starts_on: '2026-06-01', ends_on: '2026-06-30', status: 'closed' },
    });
    await refused('finance_period_close', { period_id: id }, 'period_id', /already closed/);
    // Nothing more is posted into it.
    await expect(postTwo('2026-06-20', '6300', '1010', 1_000)).rejects.toThrow(/2026-06.*closed/);
    const reopened = await ok('finance_period_reopen', { period_id: id, reason: 'late invoice' });
    expect(reopened).toMatchObject({ previous_status: 'closed', period: { status: 'open' } });
    expect(reopened.period.reopened_at).not.toBeNull();
    await refused('finance_period_reopen', { period_id: id }, 'period_id', /already open/);
    await refused('finance_period_close', { period_id: randomUUID() }, 'period_id');
    const [close] = await events('fin.period.closed', id);
    expect(close!.data).toMatchObject({ name: '2026-06', status: 'closed', previous_status: 'open', reason: 'June done' });
    expect(close!.feed.entity_id).toBe(books.entityId);
    const [reopen] = await events('fin.period.reopened', id);
    expect(reopen!.data).toMatchObject({ status: 'open', reason: 'late invoice' });
    const receipt = await t.db('receipts').where({ id: closed.receipt_id }).first();
    expect(receipt).toMatchObject({ resource_kind: 'finance_period', resource_ref: id });
    expect(JSON.parse(receipt.reversal).operation).toBe('finance_period_reopen');
  });

  it('names an operator acting on the dashboard as the actor', async () => {
    const posted = await postTwo('2026-07-15', '6300', '1010', 1_000);
    const store = await t.app.stores.get(t.hostedStoreId);
    const outcome = await t.app.invoker.invoke(
      'finance_period_close',
      { period_id: posted.entry.period_id },
      {
        credential: {
          id: 'operator:op-ops',
          storeId: t.hostedStoreId,
          kind: 'live',
          scopes: ['admin'],
          autoApply: false,
          ipAllowlist: null,
          expiresAt: null,
          label: 'ops@test.example',
        },
        store,
        requestId: 'req_ops_operator',
        surface: 'dashboard',
        now: new Date(),
      },
    );
    expect(outcome.ok).toBe(true);
    const [event] = await events('fin.period.closed', posted.entry.period_id);
    expect(event!.data.actor).toEqual({ type: 'operator', id: 'ops@test.example' });
  });
});

describe('scope', () => {
  it('refuses every operator write to a finance:read key (403)', async () => {
    const reader = await t.key(['finance:read']);
    for (const op of Object.keys(PATHS)) {
      const res = await post(op, {}, reader);
      expect(res.status, op).toBe(403);
      expect(res.body.error).toBe('insufficient_scope');
    }
  });
});
