/**
 * Commerce writes post to the books (finance postings.ts), in
 * the commerce write's own transaction, through the API a user calls: synced orders and refunds
 * (run_sync_orders), an approved refund (storefront_create_refund), an expense import
 * (propose_expense_import, announced once as a batch) and a cost import (the cost-of-goods
 * true-up). Each entry balances, each `fin.entry.posted` is in the outbox and in the change feed
 * under the same id, and the books still net to zero.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventDataValidators } from '@storeops/contract';
import { localDate } from '../src/books';
import { useTestServer } from '@storeops/testkit/server';

const HOUR = 3_600_000;

const t = useTestServer({ scale: 0.1, now: () => new Date(nowMs) });
let nowMs = Date.now();
let entityId: string;

beforeAll(async () => {
  const store = await t.db('stores').where({ id: t.hostedStoreId }).first();
  nowMs = Date.parse(store.last_synced_at as string) + 3 * HOUR;
  const entity = await t.db('finance_entities').where({ store_id: t.hostedStoreId, currency: 'EUR' }).orderBy('created_at').first();
  entityId = entity.id as string;
});

async function entriesOf(source: string, ref?: string): Promise<Array<Record<string, any>>> {
  const q = t.db('finance_journal_entries').where({ entity_id: entityId, source });
  if (ref !== undefined) q.where({ source_ref: ref });
  return q.orderBy('number');
}

async function linesOf(entryId: string): Promise<Array<{ debit_cents: number; credit_cents: number; account: string }>> {
  const rows = await t
    .db('finance_journal_lines as l')
    .join('finance_accounts as a', 'a.id', 'l.account_id')
    .where('l.entry_id', entryId)
    .select('l.debit_cents', 'l.credit_cents', 'a.system_key as account')
    .orderBy('l.line_no');
  return rows.map((r) => ({ debit_cents: Number(r.debit_cents), credit_cents: Number(r.credit_cents), account: r.account }));
}

function expectBalanced(lines: Array<{ debit_cents: number; credit_cents: number }>): void {
  const debit = lines.reduce((s, l) => s + l.debit_cents, 0);
  const credit = lines.reduce((s, l) => s + l.credit_cents, 0);
  expect(debit).toBe(credit);
  expect(debit).toBeGreaterThan(0);
}

async function booksNet(): Promise<number> {
  const [row] = (await t
    .db('finance_journal_lines')
    .where({ entity_id: entityId })
    .sum({ d: 'debit_cents' })
    .sum({ c: 'credit_cents' })) as Array<{
    d: unknown;
    c: unknown;
  }>;
  return Number(row!.d) - Number(row!.c);
}

/** The finance change-feed row of an outbox event, or undefined. */
async function feedRow(eventId: string) {
  return t.db('finance_changes').where({ id: eventId }).first();
}

describe('postings from commerce writes', () => {
  it('a synced order posts its sale (total, net sales, tax, fee, cost of goods) and announces it once', async () => {
    const key = await t.key(['automation:write', 'automation:read']);
    const res = await t.call('run_sync_orders', {}, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.app.jobs.drain();
    const synced = await t
      .db('orders')
      .where({ store_id: t.hostedStoreId })
      .where('external_id', '>=', '6000000000000')
      .orderBy('order_number');
    expect(synced.length).toBeGreaterThan(0);
    for (const o of synced) {
      const [entry] = await entriesOf('order', `order:${o.id}`);
      expect(entry, `order ${o.order_number} has no entry`).toBeDefined();
      const lines = await linesOf(entry!.id);
      expectBalanced(lines);
      const debit = (k: string) => lines.filter((l) => l.account === k).reduce((s, l) => s + l.debit_cents, 0);
      const credit = (k: string) => lines.filter((l) => l.account === k).reduce((s, l) => s + l.credit_cents, 0);
      expect(debit('psp_clearing')).toBe(Number(o.total_cents));
      expect(credit('sales')).toBe(Number(o.subtotal_cents) - Number(o.discount_cents));
      expect(credit('vat_payable')).toBe(Number(o.tax_cents));
      expect(debit('psp_fees')).toBe(Math.round(Number(o.total_cents) * 0.014) + 25);
      expect(debit('cogs')).toBe(credit('inventory'));
      expect(debit('cogs')).toBeGreaterThan(0);
      const event = await t.db('outbox').where({ type: 'fin.entry.posted', subject: entry!.id }).first();
      expect(event).toBeDefined();
      const data = JSON.parse(event.data);
      expect(eventDataValidators['fin.entry.posted'](data), JSON.stringify(eventDataValidators['fin.entry.posted'].errors)).toBe(true);
      expect(data).toMatchObject({ entity_id: entityId, entry_id: entry!.id, source: { kind: 'order', ref: o.id }, batch: null });
      expect(data.actor).toEqual({ type: 'service', id: 'sync' });
      expect(await feedRow(event.id)).toMatchObject({ entity_id: entityId, type: 'fin.entry.posted', subject: entry!.id });
    }
    expect(await booksNet()).toBe(0);
  });

  it('an approved refund posts the refund with its tax share; a rejected one posts nothing', async () => {
    const key = await t.key(['orders:write', 'orders:read']);
    const order = await t
      .db('orders')
      .where({ store_id: t.hostedStoreId, financial_status: 'paid' })
      .where('tax_cents', '>', 0)
      .whereNull('cancelled_at')
      .orderBy('order_number', 'desc')
      .first();
    const propose = async () => {
      const res = await t.call(
        'storefront_create_refund',
        { order_id: order.id, amount: 10, reason: 'late_delivery', note: 'Goodwill' },
        key,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result.approval_id as string;
    };
    const before = (await entriesOf('refund')).length;
    await t.decide(await propose(), 'reject', { now: new Date(nowMs) });
    expect((await entriesOf('refund')).length).toBe(before);

    await t.decide(await propose(), 'approve', { now: new Date(nowMs) });
    const refund = await t.db('refunds').where({ order_id: order.id, source: 'service' }).orderBy('created_at', 'desc').first();
    const [entry] = await entriesOf('refund', `refund:${refund.id}`);
    expect(entry).toBeDefined();
    const lines = await linesOf(entry!.id);
    expectBalanced(lines);
    const tax = Math.round((Number(order.tax_cents) * 1000) / Number(order.total_cents));
    expect(lines).toEqual(
      expect.arrayContaining([
        { debit_cents: 1000 - tax, credit_cents: 0, account: 'sales_refunds' },
        { debit_cents: tax, credit_cents: 0, account: 'vat_payable' },
        { debit_cents: 0, credit_cents: 1000, account: 'psp_clearing' },
      ]),
    );
    expect(await booksNet()).toBe(0);
  });

  it('an expense import posts one entry per row and announces them once, as a batch', async () => {
    const key = await t.key(['costs:write', 'costs:read']);
    const today = new Date(nowMs).toISOString().slice(0, 10);
    const csv = `date,category,description,amount,vendor\n${today},software,Seats,59.97,Tools Inc\n${today},rent,Storage unit,400.00,Depot BV\n${today},mystery,Odd thing,12.50,\n`;
    const inspected = await t.call('inspect_expense_import', { csv }, key);
    expect(inspected.status, JSON.stringify(inspected.body)).toBe(200);
    const events = async () =>
      Number(
        (
          (await t.db('outbox').where({ store_id: t.hostedStoreId, type: 'fin.entry.posted' }).count({ n: '*' })) as Array<{ n: unknown }>
        )[0]!.n,
      );
    const eventsBefore = await events();
    const res = await t.call('propose_expense_import', { csv, inspection_id: inspected.body.result.inspection_id }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.decide(res.body.result.approval_id, 'approve', { now: new Date(nowMs) });
    expect((await events()) - eventsBefore).toBe(1);
    const batch = await t.db('outbox').where({ store_id: t.hostedStoreId, type: 'fin.entry.posted' }).orderBy('seq', 'desc').first();
    const data = JSON.parse(batch.data);
    expect(data.source.kind).toBe('import');
    const entries = await t
      .db('finance_journal_entries')
      .where({ entity_id: entityId, source: 'expense_import', import_id: data.batch.import_id });
    expect(entries).toHaveLength(3);
    expect(data.batch).toEqual({ import_id: entries[0]!.import_id, entry_count: 3 });
    const accounts = [];
    for (const e of entries) {
      const lines = await linesOf(e.id);
      expectBalanced(lines);
      accounts.push(lines.find((l) => l.debit_cents > 0)!.account);
      expect(lines.find((l) => l.credit_cents > 0)!.account).toBe('accounts_payable');
    }
    expect(accounts.sort()).toEqual(['other_expenses', 'rent', 'software']);
    expect(await feedRow(batch.id)).toBeDefined();
    expect(await booksNet()).toBe(0);
  });

  it('a cost import trues up the cost of goods booked in open periods at the old costs', async () => {
    const key = await t.key(['costs:write', 'costs:read']);
    // A variant sold in an open period (the synced orders above are today's).
    const line = await t
      .db('order_line_items as li')
      .join('orders as o', 'o.id', 'li.order_id')
      .where('o.store_id', t.hostedStoreId)
      .where('o.external_id', '>=', '6000000000000')
      .whereNotNull('li.variant_id')
      .select('li.variant_id', 'li.quantity', 'li.total_cents')
      .first();
    const variant = await t.db('variants').where({ id: line.variant_id }).first();
    const sold = await t
      .db('order_line_items as li')
      .join('orders as o', 'o.id', 'li.order_id')
      .join('finance_journal_entries as e', 'e.source_ref', t.db.raw("'order:' || o.id"))
      .join('finance_periods as p', 'p.id', 'e.period_id')
      .where({ 'li.variant_id': variant.id, 'p.status': 'open', 'e.entity_id': entityId })
      .select('li.quantity', 'li.total_cents');
    const newCost = (variant.cost_cents === null ? 1000 : Number(variant.cost_cents)) + 123;
    const booked = sold.reduce(
      (s: number, l: any) =>
        s + (variant.cost_cents === null ? Math.round(Number(l.total_cents) * 0.45) : Number(variant.cost_cents) * l.quantity),
      0,
    );
    const expected = sold.reduce((s: number, l: any) => s + newCost * l.quantity, 0) - booked;
    const csv = `sku,unit_cost,currency\n${variant.sku},${(newCost / 100).toFixed(2)},EUR\n`;
    const inspected = await t.call('inspect_cost_import', { csv }, key);
    expect(inspected.status, JSON.stringify(inspected.body)).toBe(200);
    const res = await t.call(
      'propose_cost_import',
      { csv, inspection_id: inspected.body.result.inspection_id, reason: 'supplier price list' },
      key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.decide(res.body.result.approval_id, 'approve', { now: new Date(nowMs) });
    const [entry] = await t.db('finance_journal_entries').where({ entity_id: entityId, source: 'cost_import' });
    expect(entry).toBeDefined();
    const lines = await linesOf(entry.id);
    expectBalanced(lines);
    const cogs = lines.find((l) => l.account === 'cogs')!;
    expect(cogs.debit_cents - cogs.credit_cents).toBe(expected);
    expect(await booksNet()).toBe(0);
  });

  it('a document dated in a closed period is posted today, in the first open period, and says so', async () => {
    const key = await t.key(['costs:write', 'costs:read']);
    const closed = await t.db('finance_periods').where({ entity_id: entityId, status: 'closed' }).orderBy('period', 'desc').first();
    expect(closed, 'the seed closes earlier periods').toBeDefined();
    const day = `${closed.period}-15`;
    const csv = `date,category,description,amount,vendor\n${day},office,Late invoice,80.00,Paper Co\n`;
    const inspected = await t.call('inspect_expense_import', { csv }, key);
    expect(inspected.status, JSON.stringify(inspected.body)).toBe(200);
    const res = await t.call('propose_expense_import', { csv, inspection_id: inspected.body.result.inspection_id }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.decide(res.body.result.approval_id, 'approve', { now: new Date(nowMs) });
    const entry = await t
      .db('finance_journal_entries')
      .where({ entity_id: entityId, source: 'expense_import' })
      .where('memo', 'like', 'Late invoice%')
      .first();
    expect(entry.entry_date).toBe(localDate(new Date(nowMs), 'Europe/Amsterdam'));
    expect(entry.memo).toContain(`dated ${day}; period ${closed.period} is closed`);
    const period = await t.db('finance_periods').where({ id: entry.period_id }).first();
    expect(period.status).toBe('open');
    // The closed period took nothing new.
    expect(
      await t.db('finance_journal_entries').where({ period_id: closed.id }).where('posted_at', new Date(nowMs).toISOString()),
    ).toHaveLength(0);
  });
});
