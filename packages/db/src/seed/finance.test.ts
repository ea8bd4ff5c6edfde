/**
 * The finance seed (seed/finance.ts): at scales 0.1 and 1 every entity's books balance,
 * every entry balances, entry numbers are unique, formatted and follow posting order, nothing is
 * posted into a period after it was closed, every order, refund and expense is booked once, bank
 * rows reconcile to the entries they name, proposals balance, every e-invoice status occurs, the
 * change feed's data validates against the AsyncAPI schemas; the seed is deterministic, holds at
 * awkward anchors (month and year ends, DST changes), and a sandbox copy carries the books over.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDataValidators, type EventValidator } from '../../../contract/src/validators';
import { openDatabase } from '../connection';
import { migrateLatest } from '../migrations/index';
import { copyStoreForSandbox } from '../sandbox';
import { TEST_ANCHOR, digestDatabase } from '../test-helpers';
import { seedDemo, type SeedResult } from './index';

const num = (v: unknown) => Number(v ?? 0);

async function seeded(scale: number, anchor = TEST_ANCHOR): Promise<{ db: Knex; result: SeedResult }> {
  const db = openDatabase({ databaseUrl: '', filename: ':memory:' });
  await migrateLatest(db);
  return { db, result: await seedDemo(db, { scale, anchor }) };
}

/** Rules every seeded set of books keeps (shared by both scales and the anchor sweep). */
async function expectBooksKeepTheRules(db: Knex, storeIds: readonly string[]): Promise<void> {
  type Sums = { entity_id: string; d: unknown; c: unknown };
  const unbalanced = (await db('finance_journal_lines')
    .whereIn('store_id', storeIds)
    .groupBy('entity_id')
    .select('entity_id')
    .sum({ d: 'debit_cents', c: 'credit_cents' })) as Sums[];
  expect(unbalanced.length).toBeGreaterThan(0);
  for (const e of unbalanced) expect(num(e.d), `trial balance of ${e.entity_id}`).toBe(num(e.c));
  const entries = (await db('finance_journal_entries as e')
    .join('finance_journal_lines as l', 'l.entry_id', 'e.id')
    .whereIn('e.store_id', storeIds)
    .groupBy('e.id', 'e.amount_cents')
    .select('e.id', 'e.amount_cents')
    .sum({ d: 'l.debit_cents', c: 'l.credit_cents' })
    .count({ n: '*' })) as Array<{ id: string; amount_cents: unknown; d: unknown; c: unknown; n: unknown }>;
  for (const e of entries) {
    expect(num(e.d), e.id).toBe(num(e.c));
    expect(num(e.d), e.id).toBe(num(e.amount_cents));
    expect(num(e.n), e.id).toBeGreaterThanOrEqual(2);
  }
  expect(await db('finance_journal_entries').whereIn('store_id', storeIds).count({ n: '*' }).first()).toEqual({ n: entries.length });
  // Each line is a debit or a credit, on an account of the entry's entity, dated like the entry.
  const bad = await db('finance_journal_lines as l')
    .join('finance_journal_entries as e', 'e.id', 'l.entry_id')
    .join('finance_accounts as a', 'a.id', 'l.account_id')
    .whereIn('l.store_id', storeIds)
    .where((w) =>
      w
        .whereRaw('(l.debit_cents > 0) = (l.credit_cents > 0)')
        .orWhere('l.debit_cents', '<', 0)
        .orWhere('l.credit_cents', '<', 0)
        .orWhereRaw('a.entity_id <> e.entity_id')
        .orWhereRaw('l.entity_id <> e.entity_id')
        .orWhereRaw('l.entry_date <> e.entry_date'),
    )
    .count({ n: '*' })
    .first();
  expect(num(bad?.n)).toBe(0);

  // Numbers: 1..n per entity in posting order; `YYYY-NNNNNN`, the year of the date, 1.. per year.
  const rows = (await db('finance_journal_entries as e')
    .join('finance_periods as p', 'p.id', 'e.period_id')
    .whereIn('e.store_id', storeIds)
    .orderBy([{ column: 'e.entity_id' }, { column: 'e.number' }])
    .select(
      'e.entity_id',
      'e.number',
      'e.entry_number',
      'e.entry_date',
      'e.posted_at',
      'p.entity_id as period_entity',
      'p.starts_on',
      'p.ends_on',
      'p.closed_at',
    )) as Array<Record<string, string | number | null>>;
  let entity = '';
  let expected = 0;
  let lastPosted = '';
  let perYear = new Map<string, number>();
  for (const r of rows) {
    if (r.entity_id !== entity) [entity, expected, lastPosted, perYear] = [r.entity_id as string, 0, '', new Map()];
    expected += 1;
    expect(num(r.number)).toBe(expected);
    const numberText = r.entry_number as string;
    expect(numberText).toMatch(/^\d{4}-\d{6}$/);
    const year = (r.entry_date as string).slice(0, 4);
    expect(numberText.slice(0, 4)).toBe(year);
    perYear.set(year, (perYear.get(year) ?? 0) + 1);
    expect(Number(numberText.slice(5))).toBe(perYear.get(year));
    expect(r.posted_at! >= lastPosted).toBe(true);
    lastPosted = r.posted_at as string;
    // In its own entity's period, and not posted once that period was closed.
    expect(r.period_entity).toBe(r.entity_id);
    expect(r.entry_date! >= r.starts_on! && r.entry_date! <= r.ends_on!).toBe(true);
    if (r.closed_at !== null)
      expect(r.posted_at! < r.closed_at!, `${numberText} posted ${r.posted_at} after close ${r.closed_at}`).toBe(true);
  }

  // Reversals: a new entry with the lines swapped; the original names it.
  const reversals = await db('finance_journal_entries').whereIn('store_id', storeIds).whereNotNull('reverses_entry_id');
  expect(reversals.length).toBeGreaterThanOrEqual(3);
  for (const rev of reversals) {
    const original = await db('finance_journal_entries').where({ id: rev.reverses_entry_id }).first();
    expect(original.reversed_by_entry_id).toBe(rev.id);
    expect(rev).toMatchObject({ source: 'reversal', source_ref: `entry:${original.id}`, entity_id: original.entity_id });
    expect(rev.memo).toContain(`Reversal of ${original.entry_number}`);
    const lines = async (id: string) =>
      (await db('finance_journal_lines').where({ entry_id: id }).orderBy('line_no')).map((l) => [
        l.account_id,
        num(l.debit_cents),
        num(l.credit_cents),
      ]);
    expect(await lines(rev.id)).toEqual((await lines(original.id)).map(([a, d, c]) => [a, c, d]));
  }
}

describe.each([0.1, 1])('the finance seed at scale %s', (scale) => {
  let db: Knex;
  let result: SeedResult;
  let stores: string[];
  beforeAll(async () => {
    ({ db, result } = await seeded(scale));
    stores = [result.hostedStoreId, result.businessStoreId];
  }, 120_000);
  afterAll(async () => {
    await db.destroy();
  });

  it('has three entities: Northwind EUR and GBP, Harbor USD, each with its chart, bank accounts and 14 or fewer monthly periods', async () => {
    const entities = await db('finance_entities').orderBy('created_at');
    expect(entities.map((e) => [e.store_id === result.hostedStoreId ? 'hosted' : 'business', e.currency, e.timezone, e.country])).toEqual([
      ['hosted', 'EUR', 'Europe/Amsterdam', 'NL'],
      ['business', 'USD', 'America/New_York', 'US'],
      ['hosted', 'GBP', 'Europe/London', 'GB'],
    ]);
    expect(entities[2]).toMatchObject({ name: 'Northwind Outfitters UK Ltd' });
    for (const e of entities) {
      const accounts = await db('finance_accounts').where({ entity_id: e.id });
      expect(accounts.length).toBeGreaterThanOrEqual(30);
      const keys = new Set(accounts.map((a) => a.system_key));
      for (const k of [
        'bank',
        'psp_clearing',
        'accounts_receivable',
        'inventory',
        'vat_receivable',
        'accounts_payable',
        'vat_payable',
        'card_payable',
      ]) {
        expect(keys.has(k), `${e.name} ${k}`).toBe(true);
      }
      for (const k of ['share_capital', 'retained_earnings', 'sales', 'shipping_income', 'sales_refunds', 'cogs', 'psp_fees', 'payroll'])
        expect(keys.has(k)).toBe(true);
      const refunds = accounts.find((a) => a.system_key === 'sales_refunds');
      expect(refunds).toMatchObject({ type: 'revenue', normal_balance: 'debit' });
      const ranges: Record<string, [string, string]> = {
        asset: ['1', '1'],
        liability: ['2', '2'],
        equity: ['3', '3'],
        revenue: ['4', '4'],
        expense: ['5', '7'],
      };
      for (const a of accounts)
        expect(a.code[0] >= ranges[a.type]![0] && a.code[0] <= ranges[a.type]![1], `${a.code} ${a.type}`).toBe(true);
      // Each bank account books to its own ledger account.
      const banks = await db('finance_bank_accounts').where({ entity_id: e.id });
      expect(new Set(banks.map((b) => b.ledger_account_id)).size).toBe(banks.length);
      for (const b of banks) expect(accounts.some((a) => a.id === b.ledger_account_id)).toBe(true);
      const periods = await db('finance_periods').where({ entity_id: e.id }).orderBy('period');
      expect(periods.length).toBeLessThanOrEqual(14);
      expect(periods.map((p) => p.status)).toEqual([...Array(periods.length - 2).fill('closed'), 'open', 'open']);
      periods.forEach((p, i) => {
        if (i > 0)
          expect(p.starts_on).toBe(new Date(Date.parse(`${periods[i - 1].ends_on}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
        if (p.status === 'closed') expect(p.closed_at > `${p.ends_on}T23:59:59Z` && p.closed_by !== null).toBe(true);
      });
    }
    const northwind = entities[0];
    expect((await db('finance_bank_accounts').where({ entity_id: northwind.id }).orderBy('name')).map((b) => [b.name, b.kind])).toEqual([
      ['Amex business card', 'card'],
      ['ING current account', 'bank'],
      ['Petty cash', 'cash'],
      ['Stripe balance', 'psp'],
    ]);
    expect(await db('finance_periods').where({ entity_id: northwind.id }).count({ n: '*' }).first()).toEqual({ n: 14 });
  });

  it('keeps the double-entry rules: balanced books and entries, numbers in posting order, nothing posted into a closed period', async () => {
    await expectBooksKeepTheRules(db, stores);
  });

  it('books every order and refund once, at the order’s amounts, in the store’s primary entity', async () => {
    for (const store of stores) {
      const entity = (await db('finance_entities').where({ store_id: store }).orderBy('created_at').first()).id as string;
      const orders = await db('orders').where({ store_id: store });
      const booked = new Map(
        (await db('finance_journal_entries').where({ entity_id: entity, source: 'order' })).map((e) => [e.source_ref as string, e]),
      );
      expect(booked.size).toBe(orders.length);
      const lines = await db('finance_journal_lines as l')
        .join('finance_journal_entries as e', 'e.id', 'l.entry_id')
        .join('finance_accounts as a', 'a.id', 'l.account_id')
        .where({ 'e.entity_id': entity, 'e.source': 'order' })
        .select('e.source_ref', 'a.system_key', 'l.debit_cents', 'l.credit_cents');
      const by = new Map<string, Record<string, number>>();
      for (const l of lines) {
        const m = by.get(l.source_ref) ?? {};
        m[l.system_key] = (m[l.system_key] ?? 0) + num(l.debit_cents) - num(l.credit_cents);
        by.set(l.source_ref, m);
      }
      for (const o of orders) {
        const m = by.get(`order:${o.id}`)!;
        expect(m, o.id).toBeDefined();
        expect((m.psp_clearing ?? 0) + (m.accounts_receivable ?? 0)).toBe(o.total_cents);
        expect(m.sales! + o.subtotal_cents - o.discount_cents).toBe(0);
        expect((m.vat_payable ?? 0) + o.tax_cents).toBe(0);
        expect((m.shipping_income ?? 0) + o.shipping_cents).toBe(0);
        expect(m.cogs).toBeGreaterThan(0);
        expect(m.cogs).toBe(-m.inventory!);
      }
      const refunds = await db('refunds').where({ store_id: store });
      const refundEntries = await db('finance_journal_entries').where({ entity_id: entity, source: 'refund' });
      expect(refundEntries.map((e) => e.source_ref).sort()).toEqual(refunds.map((r) => `refund:${r.id}`).sort());
      for (const r of refunds) expect(num(refundEntries.find((e) => e.source_ref === `refund:${r.id}`).amount_cents)).toBe(r.amount_cents);
      const expenses = await db('expenses').where({ store_id: store });
      const expenseRefs = await db('finance_journal_entries').where({ entity_id: entity, source: 'expense_import' }).pluck('source_ref');
      expect(expenseRefs.sort()).toEqual(expenses.map((e) => `expense:${e.id}`).sort());
    }
    // Harbor's lines have no variants: every COGS is an estimate, and the memo says so.
    const business = (await db('finance_entities').where({ store_id: result.businessStoreId }).first()).id;
    expect(
      await db('finance_journal_entries')
        .where({ entity_id: business, source: 'order' })
        .whereNot('memo', 'like', '%COGS estimated at 45%')
        .count({ n: '*' })
        .first(),
    ).toEqual({ n: 0 });
  });

  it('sizes the year like the stores: a P&L for every period, a positive bank balance throughout, small PSP clearing', async () => {
    for (const e of await db('finance_entities')) {
      const months = (await db('finance_journal_lines as l')
        .join('finance_accounts as a', 'a.id', 'l.account_id')
        .where({ 'l.entity_id': e.id, 'a.type': 'revenue' })
        .groupByRaw('substr(l.entry_date, 1, 7)')
        .select(db.raw('substr(l.entry_date, 1, 7) as month'))
        .sum({ d: 'l.debit_cents', c: 'l.credit_cents' })) as Array<{ month: string; d: unknown; c: unknown }>;
      const periods = await db('finance_periods').where({ entity_id: e.id }).pluck('period');
      expect(months.map((m) => m.month).sort()).toEqual(periods.sort());
      for (const m of months) expect(num(m.c) - num(m.d), `${e.name} ${m.month}`).toBeGreaterThan(0);
      const movements = (await db('finance_journal_lines as l')
        .join('finance_accounts as a', 'a.id', 'l.account_id')
        .where({ 'l.entity_id': e.id })
        .whereIn('a.system_key', ['bank', 'psp_clearing', 'inventory'])
        .groupBy('a.system_key', 'l.entry_date')
        .orderBy('l.entry_date')
        .select('a.system_key', 'l.entry_date')
        .sum({ d: 'l.debit_cents', c: 'l.credit_cents' })) as Array<{ system_key: string; d: unknown; c: unknown }>;
      const revenue = months.reduce((s, m) => s + num(m.c) - num(m.d), 0);
      const fortnight = (revenue / (months.length * 30.4)) * 14; // two weeks of average sales
      const running: Record<string, number> = {};
      for (const m of movements) {
        running[m.system_key] = (running[m.system_key] ?? 0) + num(m.d) - num(m.c);
        // The PSP balance may dip below zero for a day or two when refunds exceed unpaid sales.
        if (m.system_key === 'psp_clearing') expect(Math.abs(running.psp_clearing!), `${e.name} PSP clearing`).toBeLessThan(fortnight);
        else expect(running[m.system_key], `${e.name} ${m.system_key}`).toBeGreaterThanOrEqual(0);
      }
    }
    if (scale === 1) {
      // Northwind's last 12 months of net revenue: the seeded orders' volume (~5,300 in 120 days).
      const northwind = (await db('finance_entities').where({ store_id: result.hostedStoreId, currency: 'EUR' }).first()).id;
      const [{ r }] = await db('finance_journal_lines as l')
        .join('finance_accounts as a', 'a.id', 'l.account_id')
        .where({ 'l.entity_id': northwind, 'a.type': 'revenue' })
        .select(db.raw('sum(l.credit_cents) - sum(l.debit_cents) as r'));
      expect(num(r) / 100).toBeGreaterThan(1_000_000);
      expect(num(r) / 100).toBeLessThan(5_000_000);
    }
  });

  it('reconciles bank rows to the entries they name; about 10% unmatched, 2–3 dismissed per store', async () => {
    const accounts = await db('finance_bank_accounts').whereIn('store_id', stores);
    for (const store of stores) {
      const rows = await db('finance_bank_transactions').where({ store_id: store });
      const counted = rows.filter((r) => r.state === 'counted');
      const unmatched = counted.filter((r) => r.reconciliation === 'unmatched').length / counted.length;
      expect(unmatched).toBeGreaterThan(0.04);
      expect(unmatched).toBeLessThan(0.16);
      const dismissed = rows.filter((r) => r.state === 'dismissed');
      expect(dismissed.length).toBeGreaterThanOrEqual(2);
      expect(dismissed.length).toBeLessThanOrEqual(3);
      for (const d of dismissed) {
        expect(d).toMatchObject({ reconciliation: 'unmatched', entry_id: null, dismissed_by: expect.stringContaining('@') });
        if (d.dismissal_reason === 'duplicate_of') {
          const original = rows.find((r) => r.id === d.duplicate_of_id);
          expect(original).toMatchObject({ state: 'counted', booking_date: d.booking_date, amount_cents: d.amount_cents });
          expect(original.fingerprint).not.toBe(d.fingerprint);
        } else expect(d).toMatchObject({ dismissal_reason: 'not_a_transaction', duplicate_of_id: null });
      }
      expect(new Set(dismissed.map((d) => d.dismissal_reason)).size).toBe(2);
    }
    const rows = await db('finance_bank_transactions').whereIn('store_id', stores).whereNot('reconciliation', 'unmatched');
    expect(rows.some((r) => r.reconciliation === 'booked')).toBe(true);
    for (const tx of rows) {
      const ledger = accounts.find((a) => a.id === tx.bank_account_id).ledger_account_id;
      const entry = await db('finance_journal_entries').where({ id: tx.entry_id }).first();
      const { d, c } = (await db('finance_journal_lines')
        .where({ entry_id: tx.entry_id, account_id: ledger })
        .sum({ d: 'debit_cents', c: 'credit_cents' })
        .first()) as { d: unknown; c: unknown };
      expect(num(d) - num(c), tx.id).toBe(num(tx.amount_cents));
      expect(entry.entry_date).toBe(tx.booking_date);
      if (tx.reconciliation === 'booked') {
        expect(entry.source_ref).toBe(`bank_transaction:${tx.id}`);
        expect(entry.posted_at >= tx.created_at).toBe(true); // posted from the imported row
      }
    }
    for (const imp of await db('finance_bank_imports').whereIn('store_id', stores)) {
      const { n } = (await db('finance_bank_transactions').where({ import_id: imp.id }).count({ n: '*' }).first()) as { n: unknown };
      expect(num(n)).toBe(imp.new_count);
      expect(imp.row_count).toBe(imp.new_count + imp.duplicate_count);
      expect(['csv', 'camt053']).toContain(imp.format);
    }
    expect(new Set((await db('finance_bank_imports').whereIn('store_id', stores)).map((i) => i.format))).toEqual(
      new Set(['csv', 'camt053']),
    );
  });

  it('proposes balanced bookings for most unmatched rows; accepted ones posted their entry', async () => {
    const proposals = await db('finance_proposals').whereIn('store_id', stores);
    expect(new Set(proposals.map((p) => p.status))).toEqual(new Set(['pending', 'accepted', 'rejected']));
    for (const p of proposals) {
      const lines = JSON.parse(p.lines) as Array<{ account_id: string; debit_cents: number; credit_cents: number }>;
      expect(lines.reduce((s, l) => s + l.debit_cents - l.credit_cents, 0)).toBe(0);
      expect(lines.reduce((s, l) => s + l.debit_cents, 0)).toBe(num(p.amount_cents));
      for (const l of lines) expect(await db('finance_accounts').where({ id: l.account_id, entity_id: p.entity_id }).first()).toBeDefined();
      expect(p.confidence).toBeGreaterThan(0);
      expect(p.confidence).toBeLessThanOrEqual(1);
      expect(p.rationale).toMatch(/rule/);
      expect(p.decided_at === null).toBe(p.status === 'pending');
      if (p.kind !== 'book_bank_transaction') continue;
      const tx = await db('finance_bank_transactions').where({ id: p.bank_transaction_id }).first();
      if (p.status === 'accepted') {
        expect(tx).toMatchObject({ reconciliation: 'booked', entry_id: p.entry_id });
        expect(
          await db('finance_journal_entries')
            .where({ id: p.entry_id, source_ref: `bank_transaction:${tx.id}` })
            .first(),
        ).toBeDefined();
      } else expect(tx).toMatchObject({ reconciliation: 'unmatched', state: 'counted' });
    }
    const unmatched = await db('finance_bank_transactions')
      .whereIn('store_id', stores)
      .where({ reconciliation: 'unmatched', state: 'counted' });
    const pending = proposals.filter((p) => p.status === 'pending' && p.bank_transaction_id !== null).length;
    expect(pending / unmatched.length).toBeGreaterThan(0.5);
  });

  it('has e-invoices in both directions, every status on Northwind, reasons where given', async () => {
    const [northwind, harbor] = await Promise.all(
      stores.map((s) =>
        db('finance_einvoice_messages as m')
          .join('finance_entities as e', 'e.id', 'm.entity_id')
          .where('m.store_id', s)
          .where('e.currency', '<>', 'GBP')
          .select('m.*'),
      ),
    );
    expect(northwind!.length).toBeGreaterThanOrEqual(20);
    expect(northwind!.length).toBeLessThanOrEqual(30);
    expect(harbor!.length).toBeGreaterThanOrEqual(8);
    expect(new Set(northwind!.map((m) => m.status))).toEqual(
      new Set([
        'queued',
        'sent',
        'delivered',
        'delivery_failed',
        'received',
        'acknowledged',
        'in_process',
        'under_query',
        'conditionally_accepted',
        'rejected',
        'accepted',
        'paid',
      ]),
    );
    for (const list of [northwind!, harbor!]) expect(new Set(list.map((m) => m.direction))).toEqual(new Set(['inbound', 'outbound']));
    for (const m of [...northwind!, ...harbor!]) {
      expect(m.previous_status === null).toBe(m.status === 'queued' || m.status === 'received');
      if (m.status === 'rejected') expect(m.status_reason).toBeTruthy();
      expect(m.status_changed_at >= m.created_at).toBe(true);
    }
    const linked = await db('finance_journal_entries').whereIn('store_id', stores).where({ source: 'einvoice' });
    expect(linked.length).toBeGreaterThan(0);
    for (const e of linked) {
      const message = await db('finance_einvoice_messages')
        .where({ id: e.source_ref.slice('einvoice:'.length) })
        .first();
      expect(message).toMatchObject({ direction: 'inbound', entity_id: e.entity_id, amount_cents: e.amount_cents });
    }
  });

  it('writes the change feed: one batch announcement per period, closes, imports, e-invoice changes; all validate, in seq = time order', async () => {
    const changes = await db('finance_changes').orderBy('seq');
    const times = changes.map((c) => c.occurred_at);
    expect(times).toEqual([...times].sort());
    for (const c of changes) {
      const validate = (eventDataValidators as Record<string, EventValidator>)[c.type]!;
      expect(validate, c.type).toBeDefined();
      expect(validate(JSON.parse(c.data)), `${c.type}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    for (const e of await db('finance_entities')) {
      const own = changes.filter((c) => c.entity_id === e.id);
      const periods = await db('finance_periods').where({ entity_id: e.id });
      const posted = own.filter((c) => c.type === 'fin.entry.posted');
      expect(posted).toHaveLength(periods.length);
      for (const c of posted) {
        const data = JSON.parse(c.data);
        const entries = await db('finance_journal_entries').where({ period_id: data.period_id }).orderBy('number');
        expect(data.batch.entry_count).toBe(entries.length);
        expect(entries.every((x) => x.import_id === data.batch.import_id)).toBe(true);
        expect(c.subject).toBe(entries[0].id);
        expect(data.entry_number).toBe(entries[0].entry_number);
        expect(c.occurred_at >= entries[entries.length - 1].posted_at).toBe(true);
      }
      expect(
        own
          .filter((c) => c.type === 'fin.period.closed')
          .map((c) => c.subject)
          .sort(),
      ).toEqual(
        periods
          .filter((p) => p.status === 'closed')
          .map((p) => p.id)
          .sort(),
      );
      expect(
        own
          .filter((c) => c.type === 'fin.bank.imported')
          .map((c) => c.subject)
          .sort(),
      ).toEqual((await db('finance_bank_imports').where({ entity_id: e.id }).pluck('id')).sort());
    }
    expect(changes.some((c) => c.type === 'fin.einvoice.status_changed')).toBe(true);
    expect(await db('outbox').where('type', 'like', 'fin.%').count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});

describe('the finance seed across anchors and copies', () => {
  it('is deterministic: two seeds with the same anchor give the same finance rows', async () => {
    const [a, b] = await Promise.all([seeded(0.1), seeded(0.1, new Date('2026-11-21T17:30:00Z'))]);
    try {
      const [da, dbb] = await Promise.all([digestDatabase(a.db), digestDatabase(b.db)]);
      const finance = (d: { tables: Record<string, string> }) => Object.entries(d.tables).filter(([t]) => t.startsWith('finance_'));
      expect(finance(dbb)).toEqual(finance(da));
      expect(num((await a.db('finance_journal_entries').count({ n: '*' }).first())?.n)).toBeGreaterThan(1000);
    } finally {
      await Promise.all([a.db.destroy(), b.db.destroy()]);
    }
  });

  it('gives the rows documented examples name the same ids at any anchor and scale', async () => {
    const [a, b] = await Promise.all([seeded(0.1), seeded(0.05, new Date('2027-04-02T00:00:00Z'))]);
    try {
      const named = async (db: Knex) => ({
        entities: await db('finance_entities').orderBy('id').pluck('id'),
        accounts: await db('finance_accounts').orderBy('id').pluck('id'),
        banks: await db('finance_bank_accounts').orderBy('id').pluck('id'),
        // By position: the current month, the previous (open) one, the latest closed one.
        periods: await Promise.all(
          (await db('finance_entities').orderBy('id').pluck('id')).map(async (entity: string) =>
            (await db('finance_periods').where({ entity_id: entity }).orderBy('period', 'desc').limit(3)).map((p) => [p.id, p.status]),
          ),
        ),
        dismissed: await db('finance_bank_transactions')
          .where({ state: 'dismissed' })
          .orderBy('id')
          .select('id', 'dismissal_reason', 'bank_account_id'),
      });
      const [x, y] = await Promise.all([named(a.db), named(b.db)]);
      expect(y).toEqual(x);
      expect(x.periods[0]!.map(([, status]) => status)).toEqual(['open', 'open', 'closed']);
      // Unmatched rows are named by their position per account: most of them exist in both.
      const unmatched = async (db: Knex) =>
        new Set(await db('finance_bank_transactions').where({ reconciliation: 'unmatched', state: 'counted' }).pluck('id'));
      const [ua, ub] = await Promise.all([unmatched(a.db), unmatched(b.db)]);
      expect([...ua].filter((id) => ub.has(id)).length).toBeGreaterThan(ua.size / 2);
    } finally {
      await Promise.all([a.db.destroy(), b.db.destroy()]);
    }
  });

  it('keeps the rules at awkward anchors: month and year ends, leap day, DST changes in Europe and the US', async () => {
    for (const day of ['2026-01-01', '2026-03-08', '2026-03-29', '2026-10-31', '2026-11-01', '2027-03-01', '2028-02-29']) {
      const { db, result } = await seeded(0.05, new Date(`${day}T00:00:00Z`));
      try {
        await expectBooksKeepTheRules(db, [result.hostedStoreId, result.businessStoreId]);
        const latest = await db('finance_journal_entries').max({ at: 'posted_at' }).first();
        expect(latest!.at < `${day}T00:00:00.000Z`).toBe(true);
      } finally {
        await db.destroy();
      }
    }
  }, 120_000);

  it('a sandbox copy carries the books over under new ids: balanced, references resolved inside the copy', async () => {
    const { db, result } = await seeded(0.1);
    try {
      const copy = await copyStoreForSandbox(db, result.hostedStoreId, new Date('2026-12-01T00:00:00Z'), { now: TEST_ANCHOR });
      for (const table of [
        'finance_accounts',
        'finance_journal_entries',
        'finance_journal_lines',
        'finance_bank_transactions',
        'finance_proposals',
      ]) {
        const [a, b] = await Promise.all([
          db(table).where({ store_id: result.hostedStoreId }).count({ n: '*' }).first(),
          db(table).where({ store_id: copy.storeId }).count({ n: '*' }).first(),
        ]);
        expect(num(b?.n), table).toBe(num(a?.n));
      }
      expect(await db('finance_changes').where({ store_id: copy.storeId }).count({ n: '*' }).first()).toEqual({ n: 0 });
      await expectBooksKeepTheRules(db, [copy.storeId]);
      const shared = await db('finance_journal_entries as a')
        .join('finance_journal_entries as b', 'a.id', 'b.id')
        .where('a.store_id', result.hostedStoreId)
        .andWhere('b.store_id', copy.storeId);
      expect(shared).toHaveLength(0);
      // source_ref names the copy's order, refund, expense, bank row or e-invoice.
      const tables: Record<string, string> = {
        order: 'orders',
        refund: 'refunds',
        expense: 'expenses',
        bank_transaction: 'finance_bank_transactions',
        einvoice: 'finance_einvoice_messages',
        entry: 'finance_journal_entries',
      };
      const refs = await db('finance_journal_entries').where({ store_id: copy.storeId }).whereNotNull('source_ref').pluck('source_ref');
      const kinds = new Set<string>();
      for (const ref of refs as string[]) {
        const [kind, id] = ref.split(':') as [string, string];
        kinds.add(kind);
        expect(await db(tables[kind]!).where({ store_id: copy.storeId, id }).first(), ref).toBeDefined();
      }
      expect(kinds).toEqual(new Set(Object.keys(tables)));
      for (const p of await db('finance_proposals').where({ store_id: copy.storeId })) {
        for (const l of JSON.parse(p.lines))
          expect(await db('finance_accounts').where({ store_id: copy.storeId, id: l.account_id }).first()).toBeDefined();
      }
    } finally {
      await db.destroy();
    }
  });
});
