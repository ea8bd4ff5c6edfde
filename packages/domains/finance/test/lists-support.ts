/**
 * Test books of the finance list tests (lists.test.ts): a fresh entity of the hosted store
 * (`makeBooks` of @storeops/testkit/books) with {@link LEDGER} posted through the books engine, the rent entry
 * reversed and January closed; and setup rows for what only imports and rules create (bank
 * accounts, an import, statement rows, e-invoice messages, proposals), inserted directly.
 */
import { randomUUID } from 'node:crypto';
import { closePeriod, postEntry, reverseEntry, type Actor } from '../src/books';
import type { TestServer } from '@storeops/testkit/server';
import { makeBooks, type TestBooks } from '@storeops/testkit/books';

export const ACTOR: Actor = { type: 'operator', id: 'lists-test@example.com' };

/** The postings: [date, memo, lines of [code, debit, credit]]. */
export const LEDGER: Array<[string, string, Array<[string, number, number]>]> = [
  [
    '2025-01-05',
    'Share capital paid in',
    [
      ['1010', 1_000_000, 0],
      ['3000', 0, 1_000_000],
    ],
  ],
  [
    '2025-01-20',
    'Sale January',
    [
      ['1010', 121_000, 0],
      ['4000', 0, 100_000],
      ['2100', 0, 21_000],
    ],
  ],
  [
    '2025-02-03',
    'Rent February',
    [
      ['6300', 50_000, 0],
      ['1010', 0, 50_000],
    ],
  ],
  [
    '2025-02-14',
    'Sale February',
    [
      ['1010', 60_500, 0],
      ['4000', 0, 50_000],
      ['2100', 0, 10_500],
    ],
  ],
  [
    '2025-02-20',
    'Refund of the February sale',
    [
      ['4900', 10_000, 0],
      ['2100', 2_100, 0],
      ['1010', 0, 12_100],
    ],
  ],
  [
    '2025-03-01',
    'Stock bought',
    [
      ['1300', 300_000, 0],
      ['2000', 0, 300_000],
    ],
  ],
];

export interface ListBooks {
  books: TestBooks;
  /** Ids of the LEDGER's entries, in its order. */
  entryIds: string[];
  /** The entry reversing LEDGER[2] (the rent). */
  reversalId: string;
  /** The closed period 2025-01. */
  janPeriodId: string;
  bank: Record<'main' | 'card' | 'cash', string>;
  /** Statement rows 0..4 of the main bank account (2 is a dismissed duplicate of 1). */
  tx: string[];
}

/** Creates the list tests' books on `t`'s hosted store (see the module comment). */
export async function makeListBooks(t: TestServer): Promise<ListBooks> {
  const books = await makeBooks(t, 'Lists test books');
  const entryIds: string[] = [];
  const bank: ListBooks['bank'] = { main: randomUUID(), card: randomUUID(), cash: randomUUID() };
  const tx: string[] = [];
  const acc = (code: string) => books.accounts.get(code)!.id;
  for (const [date, memo, lines] of LEDGER) {
    const posted = await books.run((ctx) =>
      postEntry(ctx, {
        entityId: books.entityId,
        entryDate: date,
        memo,
        source: 'manual',
        actor: ACTOR,
        lines: lines.map(([code, debit, credit]) => ({ account_id: acc(code), debit_cents: debit, credit_cents: credit })),
      }),
    );
    entryIds.push(posted.entry.id);
  }
  // The rent entry is reversed (a reversal entry dated in February, still open).
  const reversalId = (await books.run((ctx) => reverseEntry(ctx, { entryId: entryIds[2]!, actor: ACTOR }))).entry.id;
  const janPeriodId = (await t.db('finance_periods').where({ entity_id: books.entityId, period: '2025-01' }).first()).id;
  await books.run((ctx) => closePeriod(ctx, { periodId: janPeriodId, actor: ACTOR }), new Date('2025-02-05T10:00:00Z'));
  // An inactive account without postings.
  await t.db('finance_accounts').where({ entity_id: books.entityId, code: '1710' }).update({ is_active: false });

  // Setup rows only imports and rules create.
  const store_id = t.hostedStoreId;
  const base = { store_id, entity_id: books.entityId };
  const bankRow = (id: string, name: string, kind: string, status: string, ledger: string, at: string) => ({
    ...base,
    id,
    name,
    kind,
    institution: kind === 'cash' ? null : 'ING',
    account_number_masked: kind === 'cash' ? null : 'NL•• •••• •••• 4321',
    currency: 'EUR',
    ledger_account_id: acc(ledger),
    status,
    created_at: at,
    updated_at: at,
  });
  await t
    .db('finance_bank_accounts')
    .insert([
      bankRow(bank.main, 'Main bank', 'bank', 'active', '1010', '2025-01-01T09:00:00.000Z'),
      bankRow(bank.card, 'Company card', 'card', 'archived', '2000', '2025-01-01T09:00:00.000Z'),
      bankRow(bank.cash, 'Petty cash', 'cash', 'active', '1300', '2025-01-02T09:00:00.000Z'),
    ]);
  const importId = randomUUID();
  await t.db('finance_bank_imports').insert({
    ...base,
    id: importId,
    bank_account_id: bank.main,
    format: 'csv',
    filename: 'jan.csv',
    row_count: 5,
    new_count: 5,
    duplicate_count: 0,
    imported_at: '2025-02-01T08:00:00.000Z',
    imported_by: 'lists-test@example.com',
  });
  const txRow = (i: number, date: string, amount: number, description: string, extra: Record<string, unknown> = {}) => {
    const id = randomUUID();
    tx[i] = id;
    return {
      ...base,
      id,
      bank_account_id: bank.main,
      import_id: importId,
      booking_date: date,
      value_date: date,
      amount_cents: amount,
      currency: 'EUR',
      counterparty: i % 2 === 0 ? 'Landlord BV' : 'Customer 50%_off',
      description,
      bank_reference: `REF-${i}`,
      fingerprint: `fp-${i}`,
      state: 'counted',
      reconciliation: 'unmatched',
      entry_id: null,
      dismissal_reason: null,
      duplicate_of_id: null,
      dismissed_at: null,
      dismissed_by: null,
      created_at: '2025-02-01T08:00:00.000Z',
      ...extra,
    };
  };
  await t
    .db('finance_bank_transactions')
    .insert([
      txRow(0, '2025-01-05', 1_000_000, 'Capital', { reconciliation: 'matched', entry_id: entryIds[0] }),
      txRow(1, '2025-01-20', 121_000, 'Invoice 1 paid'),
      txRow(2, '2025-01-20', 121_000, 'Invoice 1 paid (again)'),
      txRow(3, '2025-01-31', -50_000, 'Rent February', { reconciliation: 'booked', entry_id: entryIds[2] }),
      txRow(4, '2025-01-31', -250, 'Bank fee'),
    ]);
  await t.db('finance_bank_transactions').where({ id: tx[2] }).update({
    state: 'dismissed',
    dismissal_reason: 'duplicate_of',
    duplicate_of_id: tx[1],
    dismissed_at: '2025-02-02T10:00:00.000Z',
    dismissed_by: 'lists-test@example.com',
  });
  const msg = (n: number, direction: string, type: string, status: string, previous: string | null, issue: string, changed: string) => ({
    ...base,
    id: randomUUID(),
    direction,
    document_type: type,
    document_number: `DOC-${n}`,
    counterparty_name: `Party ${n}`,
    counterparty_endpoint: n % 2 === 0 ? '0208:0123456789' : null,
    amount_cents: 10_000 * n,
    currency: 'EUR',
    issue_date: issue,
    due_date: null,
    status,
    previous_status: previous,
    status_reason: status === 'rejected' ? 'Wrong order reference' : null,
    status_changed_at: changed,
    created_at: changed,
  });
  await t
    .db('finance_einvoice_messages')
    .insert([
      msg(1, 'outbound', 'invoice', 'accepted', 'delivered', '2025-01-10', '2025-01-12T10:00:00.000Z'),
      msg(2, 'outbound', 'invoice', 'rejected', 'delivered', '2025-01-15', '2025-01-16T10:00:00.000Z'),
      msg(3, 'inbound', 'invoice', 'received', null, '2025-01-16', '2025-01-16T10:00:00.000Z'),
      msg(4, 'outbound', 'credit_note', 'sent', 'queued', '2025-02-01', '2025-02-01T11:00:00.000Z'),
    ]);
  const proposal = (
    kind: string,
    status: string,
    lines: Array<[string, number, number]>,
    at: string,
    extra: Record<string, unknown> = {},
  ) => ({
    ...base,
    id: randomUUID(),
    kind,
    status,
    bank_transaction_id: null,
    entry_date: at.slice(0, 10),
    memo: `${kind} proposal`,
    lines: JSON.stringify(lines.map(([code, d, c]) => ({ account_id: acc(code), debit_cents: d, credit_cents: c, memo: null }))),
    amount_cents: lines.reduce((s, l) => s + l[1], 0),
    confidence: 0.8,
    rationale: 'A test rule matched.',
    created_at: at,
    decided_at: status === 'pending' ? null : at,
    decided_by: status === 'pending' ? null : 'lists-test@example.com',
    entry_id: null,
    ...extra,
  });
  await t.db('finance_proposals').insert([
    proposal(
      'book_bank_transaction',
      'pending',
      [
        ['6300', 250, 0],
        ['1010', 0, 250],
      ],
      '2025-02-01T09:00:00.000Z',
      { bank_transaction_id: tx[4] },
    ),
    proposal(
      'accrual',
      'accepted',
      [
        ['6300', 50_000, 0],
        ['2000', 0, 50_000],
      ],
      '2025-02-01T09:00:00.000Z',
      { entry_id: entryIds[5] },
    ),
    proposal(
      'reclassification',
      'rejected',
      [
        ['5000', 1_000, 0],
        ['1300', 0, 1_000],
      ],
      '2025-01-25T09:00:00.000Z',
    ),
  ]);
  return { books, entryIds, reversalId, janPeriodId, bank, tx };
}

/** The LEDGER (plus the reversal of the rent) summed per account code on or before `to`. */
export function ledgerSums(to = '9999-12-31'): Map<string, { debit: number; credit: number }> {
  const m = new Map<string, { debit: number; credit: number }>();
  const add = (code: string, d: number, c: number) => {
    const s = m.get(code) ?? { debit: 0, credit: 0 };
    m.set(code, { debit: s.debit + d, credit: s.credit + c });
  };
  for (const [date, , lines] of LEDGER) if (date <= to) for (const [code, d, c] of lines) add(code, d, c);
  // The reversal is dated on the original's date (its period was open): the rent's lines, swapped.
  if (LEDGER[2]![0] <= to) for (const [code, d, c] of LEDGER[2]![2]) add(code, c, d);
  return m;
}
