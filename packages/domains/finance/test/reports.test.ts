/**
 * The finance reports over HTTP (seed catalogue "finance": finance_trial_balance,
 * finance_profit_and_loss, finance_balance_sheet): figures of books the tests post themselves
 * through the books engine (a fresh entity per describe, so the expectations are computed from
 * the postings, never hard-coded), every documented error, the scope gate, and the seeded books.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { postEntry, reverseEntry, type Actor } from '../src/books';
import { useTestServer } from '@storeops/testkit/server';
import { makeBooks, postFinance, type TestBooks } from '@storeops/testkit/books';

const ACTOR: Actor = { type: 'operator', id: 'reports-test@example.com' };
const t = useTestServer({ scale: 0.1 }, { key: ['finance:read'] }, 120_000);
let books: TestBooks;

const tb = (body: unknown, k = t.keys.key) => postFinance(t, 'reports/trial-balance', body, k);
const pl = (body: unknown, k = t.keys.key) => postFinance(t, 'reports/profit-and-loss', body, k);
const bs = (body: unknown, k = t.keys.key) => postFinance(t, 'reports/balance-sheet', body, k);

/** Posts one entry of `[code, debit, credit]` lines on `date`; resolves to its id. */
async function post(date: string, lines: Array<[string, number, number]>): Promise<string> {
  const posted = await books.run((ctx) =>
    postEntry(ctx, {
      entityId: books.entityId,
      entryDate: date,
      memo: `test ${date}`,
      source: 'manual',
      actor: ACTOR,
      lines: lines.map(([code, debit, credit]) => ({ account_id: books.accounts.get(code)!.id, debit_cents: debit, credit_cents: credit })),
    }),
  );
  return posted.entry.id;
}

/** The postings every test reads (the expectations below are sums of these lines). */
const LEDGER: Array<[string, Array<[string, number, number]>]> = [
  [
    '2024-03-01',
    [
      ['1010', 1_000_000, 0],
      ['3000', 0, 1_000_000],
    ],
  ], // capital
  [
    '2024-06-10',
    [
      ['1010', 242_000, 0],
      ['4000', 0, 200_000],
      ['2100', 0, 42_000],
    ],
  ], // 2024 sale
  [
    '2024-06-10',
    [
      ['5000', 80_000, 0],
      ['1300', 0, 80_000],
    ],
  ], // its cost
  [
    '2024-11-30',
    [
      ['6300', 50_000, 0],
      ['1010', 0, 50_000],
    ],
  ], // rent
  [
    '2025-02-14',
    [
      ['1010', 121_000, 0],
      ['4000', 0, 100_000],
      ['2100', 0, 21_000],
    ],
  ], // sale, Feb 2025
  [
    '2025-02-20',
    [
      ['4900', 10_000, 0],
      ['2100', 2_100, 0],
      ['1010', 0, 12_100],
    ],
  ], // refund
  [
    '2025-03-05',
    [
      ['1010', 60_500, 0],
      ['4000', 0, 50_000],
      ['2100', 0, 10_500],
    ],
  ], // sale, Mar 2025
  [
    '2025-03-31',
    [
      ['6300', 50_000, 0],
      ['2000', 0, 50_000],
    ],
  ], // rent payable
  [
    '2025-04-01',
    [
      ['1300', 300_000, 0],
      ['2000', 0, 300_000],
    ],
  ], // stock bought
];

beforeAll(async () => {
  books = await makeBooks(t, 'Reports test books');
  for (const [date, lines] of LEDGER) await post(date, lines);
}, 120_000);

/** Sum of the LEDGER's debit (0) or credit (1) cents of `code` on or before `to` and on or after `from`. */
function sum(code: string, side: 0 | 1, to: string, from = '0000-01-01'): number {
  let n = 0;
  for (const [date, lines] of LEDGER) if (date >= from && date <= to) for (const l of lines) if (l[0] === code) n += l[side + 1] as number;
  return n;
}

describe('finance_trial_balance', () => {
  it('lists every account with activity up to as_of, by code, with its totals and debit − credit balance', async () => {
    const res = await tb({ entity_id: books.entityId, as_of: '2025-02-28' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r.entity).toEqual({ id: books.entityId, name: 'Reports test books', currency: 'EUR', timezone: 'Europe/Amsterdam' });
    expect(r.as_of).toBe('2025-02-28');
    expect(r.period).toBeNull();
    const active = [...books.accounts.keys()].filter((c) => sum(c, 0, '2025-02-28') + sum(c, 1, '2025-02-28') > 0).sort();
    expect(r.accounts.map((a: any) => a.code)).toEqual(active);
    expect(active).not.toContain('2000'); // first posted in March
    for (const a of r.accounts) {
      expect(a.debit_cents).toBe(sum(a.code, 0, '2025-02-28'));
      expect(a.credit_cents).toBe(sum(a.code, 1, '2025-02-28'));
      expect(a.balance_cents).toBe(a.debit_cents - a.credit_cents);
      expect(a.account_id).toBe(books.accounts.get(a.code)!.id);
    }
    expect(r.accounts.find((a: any) => a.code === '4900')).toMatchObject({
      type: 'revenue',
      normal_balance: 'debit',
      system_key: 'sales_refunds',
    });
    expect(r.total_debit_cents).toBe(r.accounts.reduce((n: number, a: any) => n + a.debit_cents, 0));
    expect(r.total_debit_cents).toBe(r.total_credit_cents);
    expect(r.balanced).toBe(true);
  });

  it('takes a period as its last day, and defaults to today (everything posted so far)', async () => {
    const byPeriod = await tb({ entity_id: books.entityId, period: '2025-02' });
    const byDate = await tb({ entity_id: books.entityId, as_of: '2025-02-28' });
    expect(byPeriod.body.result.as_of).toBe('2025-02-28');
    expect(byPeriod.body.result.period).toBe('2025-02');
    expect(byPeriod.body.result.accounts).toEqual(byDate.body.result.accounts);
    const now = await tb({ entity_id: books.entityId });
    expect(now.body.result.as_of >= '2026-01-01').toBe(true);
    expect(now.body.result.total_debit_cents).toBe(LEDGER.flatMap(([, l]) => l).reduce((n, l) => n + l[1], 0));
  });

  it('counts a reversal: the reversed entry and its reversal net to zero', async () => {
    const before = (await tb({ entity_id: books.entityId, as_of: '2023-12-31' })).body.result;
    expect(before.accounts).toEqual([]);
    const id = await post('2023-12-01', [
      ['6300', 7_000, 0],
      ['1010', 0, 7_000],
    ]);
    await books.run((ctx) => reverseEntry(ctx, { entryId: id, entryDate: '2023-12-15', actor: ACTOR }));
    const after = (await tb({ entity_id: books.entityId, as_of: '2023-12-31' })).body.result;
    expect(after.accounts.map((a: any) => [a.code, a.debit_cents, a.credit_cents, a.balance_cents])).toEqual([
      ['1010', 7_000, 7_000, 0],
      ['6300', 7_000, 7_000, 0],
    ]);
    const mid = (await tb({ entity_id: books.entityId, as_of: '2023-12-10' })).body.result;
    expect(mid.accounts.find((a: any) => a.code === '6300').balance_cents).toBe(7_000);
  });
});

describe('finance_profit_and_loss', () => {
  it('reports revenue (credit − debit, refunds negative) and expenses (debit − credit) over a range', async () => {
    const res = await pl({ entity_id: books.entityId, date_from: '2025-01-01', date_to: '2025-12-31' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect([r.date_from, r.date_to, r.compare, r.comparison]).toEqual(['2025-01-01', '2025-12-31', 'none', null]);
    const amount = (code: string, sign: 1 | -1) =>
      sign * (sum(code, 0, '2025-12-31', '2025-01-01') - sum(code, 1, '2025-12-31', '2025-01-01'));
    expect(r.revenue.lines.map((l: any) => [l.code, l.amount_cents, l.comparison_amount_cents])).toEqual([
      ['4000', amount('4000', -1), null],
      ['4900', amount('4900', -1), null],
    ]);
    expect(r.revenue.lines[1].amount_cents).toBeLessThan(0);
    expect(r.expenses.lines.map((l: any) => [l.code, l.amount_cents])).toEqual([['6300', amount('6300', 1)]]);
    expect(r.revenue.total_cents).toBe(amount('4000', -1) + amount('4900', -1));
    expect(r.net_income_cents).toBe(r.revenue.total_cents - r.expenses.total_cents);
    expect(r.comparison_net_income_cents).toBeNull();
  });

  it('compares with the previous period (whole months) and with the same range a year earlier', async () => {
    const prev = (await pl({ entity_id: books.entityId, period_from: '2025-03', period_to: '2025-03', compare: 'previous_period' })).body
      .result;
    expect([prev.date_from, prev.date_to]).toEqual(['2025-03-01', '2025-03-31']);
    expect(prev.comparison).toEqual({ date_from: '2025-02-01', date_to: '2025-02-28' });
    const feb = (await pl({ entity_id: books.entityId, date_from: '2025-02-01', date_to: '2025-02-28' })).body.result;
    expect(prev.comparison_net_income_cents).toBe(feb.net_income_cents);
    expect(prev.revenue.lines.find((l: any) => l.code === '4900')).toMatchObject({ amount_cents: 0, comparison_amount_cents: -10_000 });

    const days = (await pl({ entity_id: books.entityId, date_from: '2025-02-10', date_to: '2025-02-19', compare: 'previous_period' })).body
      .result;
    expect(days.comparison).toEqual({ date_from: '2025-01-31', date_to: '2025-02-09' });

    const year = (await pl({ entity_id: books.entityId, date_from: '2025-06-01', date_to: '2025-06-30', compare: 'previous_year' })).body
      .result;
    expect(year.comparison).toEqual({ date_from: '2024-06-01', date_to: '2024-06-30' });
    expect(year.net_income_cents).toBe(0);
    expect(year.comparison_net_income_cents).toBe(200_000 - 80_000);
    expect(year.revenue.lines.map((l: any) => [l.code, l.amount_cents, l.comparison_amount_cents])).toEqual([['4000', 0, 200_000]]);
  });

  it('defaults to the fiscal (calendar) year to date; period_to alone is one month', async () => {
    const ytd = (await pl({ entity_id: books.entityId })).body.result;
    expect(ytd.date_from).toBe(`${ytd.date_to.slice(0, 4)}-01-01`);
    const one = (await pl({ entity_id: books.entityId, period_to: '2024-02' })).body.result;
    expect([one.date_from, one.date_to]).toEqual(['2024-02-01', '2024-02-29']);
  });
});

describe('finance_balance_sheet', () => {
  it('balances, folds earlier years into retained earnings and shows the year so far as current earnings', async () => {
    const res = await bs({ entity_id: books.entityId, as_of: '2025-03-31', compare_as_of: '2024-12-31' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r.fiscal_year_start).toBe('2025-01-01');
    const pl2024 = (await pl({ entity_id: books.entityId, date_from: '2024-01-01', date_to: '2024-12-31' })).body.result.net_income_cents;
    const pl2025 = (await pl({ entity_id: books.entityId, date_from: '2025-01-01', date_to: '2025-03-31' })).body.result.net_income_cents;
    expect(pl2024).toBe(200_000 - 80_000 - 50_000 - 7_000 + 7_000);
    expect(r.equity.current_earnings_cents).toBe(pl2025);
    expect(r.equity.comparison_current_earnings_cents).toBe(pl2024);
    const retained = r.equity.lines.find((l: any) => l.system_key === 'retained_earnings');
    expect(retained).toMatchObject({ code: '3100', amount_cents: pl2024, comparison_amount_cents: 0 });
    const bank = r.assets.lines.find((l: any) => l.code === '1010');
    expect(bank.amount_cents).toBe(sum('1010', 0, '2025-03-31') - sum('1010', 1, '2025-03-31'));
    const vat = r.liabilities.lines.find((l: any) => l.code === '2100');
    expect(vat.amount_cents).toBe(sum('2100', 1, '2025-03-31') - sum('2100', 0, '2025-03-31'));
    expect(r.assets.lines.some((l: any) => ['4000', '5000', '6300'].includes(l.code))).toBe(false);
    expect(r.equity.total_cents).toBe(
      r.equity.lines.reduce((n: number, l: any) => n + l.amount_cents, 0) + r.equity.current_earnings_cents,
    );
    expect(r.total_liabilities_and_equity_cents).toBe(r.liabilities.total_cents + r.equity.total_cents);
    expect(r.assets.total_cents).toBe(r.total_liabilities_and_equity_cents);
    expect([r.balanced, r.comparison_balanced]).toEqual([true, true]);
    expect(r.comparison_total_liabilities_and_equity_cents).toBe(r.assets.comparison_total_cents);
    const inventory = r.assets.lines.find((l: any) => l.code === '1300');
    expect(inventory.comparison_amount_cents).toBe(-80_000);
  });

  it('without compare_as_of has no comparative column; defaults to today', async () => {
    const r = (await bs({ entity_id: books.entityId })).body.result;
    expect([r.compare_as_of, r.comparison_balanced, r.equity.comparison_total_cents, r.assets.lines[0].comparison_amount_cents]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(r.balanced).toBe(true);
    expect(r.fiscal_year_start).toBe(`${r.as_of.slice(0, 4)}-01-01`);
  });
});

describe('errors and scope', () => {
  async function refused(res: Promise<{ status: number; body: any }>, argument: string): Promise<void> {
    const r = await res;
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.error).toBe('invalid_request');
    expect(r.body.message.startsWith(`${argument}`), r.body.message).toBe(true);
  }

  it('answers invalid_request naming the argument', async () => {
    const other = (await t.db('finance_entities').where({ store_id: t.businessStoreId }).first()) as { id: string };
    for (const call of [tb, pl, bs]) {
      await refused(call({ entity_id: '6f1c2b9e-0000-4000-8000-000000000000' }), 'entity_id');
      await refused(call({ entity_id: other.id }), 'entity_id'); // another store's books
      await refused(call({}), 'entity_id');
    }
    const entity_id = books.entityId;
    await refused(tb({ entity_id, as_of: '2025-01-01', period: '2025-01' }), 'period');
    await refused(tb({ entity_id, period: '2025-13' }), 'period');
    await refused(tb({ entity_id, as_of: '2025-02-30' }), 'as_of');
    await refused(pl({ entity_id, date_from: '2025-03-01', date_to: '2025-02-01' }), 'date_from');
    await refused(pl({ entity_id, period_from: '2025-03', period_to: '2025-02' }), 'period_from');
    await refused(pl({ entity_id, period_from: '2025-03', date_to: '2025-04-01' }), 'period_from');
    await refused(pl({ entity_id, compare: 'previous_quarter' }), 'compare');
    await refused(pl({ entity_id, date_to: 'yesterday' }), 'date_to');
    await refused(bs({ entity_id, compare_as_of: '2025-04-31' }), 'compare_as_of');
    await refused(bs({ entity_id, as_of: '2025/01/01' }), 'as_of');
    await refused(bs({ entity_id, extra: 1 }), 'extra');
  });

  it('needs finance:read', async () => {
    const orders = await t.key(['orders:read']);
    for (const call of [tb, pl, bs]) {
      const r = await call({ entity_id: books.entityId }, orders);
      expect(r.status).toBe(403);
      expect(r.body.error).toBe('insufficient_scope');
      expect(r.body.required_scopes).toContain('finance:read');
    }
    const bundle = await t.key(['read']);
    expect((await tb({ entity_id: books.entityId }, bundle)).status).toBe(200);
  });
});

describe('the seeded books', () => {
  it('balance on both stores and show a year of activity', async () => {
    for (const storeId of [t.hostedStoreId, t.businessStoreId]) {
      const k = await t.key(['finance:read'], { storeId });
      const entities = (await t.db('finance_entities').where({ store_id: storeId })) as Array<{ id: string }>;
      expect(entities.length).toBeGreaterThan(0);
      for (const e of entities) {
        const trial = await tb({ entity_id: e.id }, k);
        expect(trial.status, JSON.stringify(trial.body)).toBe(200);
        expect(trial.body.result.balanced).toBe(true);
        expect(trial.body.result.accounts.length).toBeGreaterThan(0); // the seed keeps a year of books on every entity
        // The entity's own periods (the seed's year of books ends on the clock's day, whatever it
        // is), and the balance sheet against the day before the first of them.
        const periods = (await t
          .db('finance_periods')
          .where({ entity_id: e.id })
          .orderBy('period')
          .select('period', 'starts_on')) as Array<{
          period: string;
          starts_on: string;
        }>;
        const first = periods[0]!;
        const dayBefore = new Date(Date.parse(`${String(first.starts_on).slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        const sheet = (await bs({ entity_id: e.id, compare_as_of: dayBefore }, k)).body.result;
        expect([sheet.balanced, sheet.comparison_balanced]).toEqual([true, true]);
        const year = (
          await pl(
            { entity_id: e.id, period_from: first.period, period_to: periods[periods.length - 1]!.period, compare: 'previous_year' },
            k,
          )
        ).body.result;
        expect(year.net_income_cents).toBe(year.revenue.total_cents - year.expenses.total_cents);
        expect(year.revenue.lines.length + year.expenses.lines.length).toBeGreaterThan(0);
      }
    }
  });
});
