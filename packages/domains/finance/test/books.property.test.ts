/**
 * Property-based tests of the books engine and the finance reports, with fast-check:
 * random sequences of balanced postings over the chart, reversals, period closes and reopens, and
 * postings into closed periods (which must be refused), run through the engine on a real SQLite
 * test store (one transaction per command, like an API write), then checked through the reports
 * over HTTP and the store's tables:
 * - the trial balance nets to zero and equals the model's per-account totals;
 * - the balance sheet balances at any date;
 * - the P&L of any range equals the change of (retained earnings + current earnings) over it;
 * - no posting lands in a closed period (refused exactly when the model's period is closed);
 * - `finance_changes` holds every emitted event exactly once, in emission order, each also an
 *   outbox `fin.*` row of the same id and type.
 * Each run uses a fresh entity; numRuns is kept small so the suite stays fast.
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { ArgumentError } from '@storeops/contract';
import { closePeriod, loadEntity, periodFor, postEntry, reopenPeriod, reverseEntry, type Actor } from '../src/books';
import { useTestServer } from '@storeops/testkit/server';
import { makeBooks, postFinance, TEST_CHART } from '@storeops/testkit/books';

const ACTOR: Actor = { type: 'operator', id: 'property-test@example.com' };
/** Accounts the random postings use: the whole chart but retained earnings (no closing entries here). */
const CODES = TEST_CHART.map(([code]) => code).filter((c) => c !== '3100');
/** 18 months across a year end, so earlier years' earnings fold into retained earnings. */
const MONTHS = Array.from({ length: 18 }, (_, i) => `${2024 + Math.floor((i + 6) / 12)}-${String(((i + 6) % 12) + 1).padStart(2, '0')}`);

const t = useTestServer({ scale: 0.1 }, {}, 120_000);
let key: string;
let runs = 0;

const date = fc
  .record({ month: fc.integer({ min: 0, max: MONTHS.length - 1 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(({ month, day }) => `${MONTHS[month]}-${String(day).padStart(2, '0')}`);
const pair = fc.record({
  debit: fc.constantFrom(...CODES),
  credit: fc.constantFrom(...CODES),
  cents: fc.integer({ min: 1, max: 5_000_000 }),
});
const command = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('post' as const), date, pairs: fc.array(pair, { minLength: 1, maxLength: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), date }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), month: fc.integer({ min: 0, max: MONTHS.length - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reopen' as const), month: fc.integer({ min: 0, max: MONTHS.length - 1 }) }) },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

interface ModelLine {
  code: string;
  debit: number;
  credit: number;
  date: string;
}

/** Expects `fn` to be refused with invalid_request naming `argument` because the period is closed. */
async function refusedClosed(fn: () => Promise<unknown>, argument: string): Promise<void> {
  const err = await fn().then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ArgumentError);
  expect((err as ArgumentError).message).toMatch(new RegExp(`^${argument}`));
  expect((err as ArgumentError).message).toMatch(/which is closed/);
}

const report = async (path: string, body: Record<string, unknown>) => {
  const res = await postFinance(t, `reports/${path}`, body, key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
};

/** Retained earnings line + current earnings at `asOf` (the equity that results from revenue − expense). */
async function earningsInEquity(entityId: string, asOf: string): Promise<number> {
  const sheet = await report('balance-sheet', { entity_id: entityId, as_of: asOf });
  expect(sheet.balanced).toBe(true);
  const retained = sheet.equity.lines.find((l: { system_key: string | null }) => l.system_key === 'retained_earnings');
  return (retained?.amount_cents ?? 0) + sheet.equity.current_earnings_cents;
}

async function runCommands(commands: Command[], probe: { from: string; to: string }): Promise<void> {
  const books = await makeBooks(t, `Property books ${++runs}`);
  key = await t.key(['finance:read']); // a key per run: shrinking must not meet the per-credential rate limit
  const emitted: string[] = [];
  const run = <T>(fn: Parameters<typeof books.run<T>>[0]) =>
    books.run(async (ctx) =>
      fn({
        ...ctx,
        emit: async (type, subject, data) => {
          const id = await ctx.emit(type, subject, data);
          emitted.push(id);
          return id;
        },
      }),
    );
  const closed = new Set<string>();
  const lines: ModelLine[] = [];
  const posted: Array<{ id: string; lines: ModelLine[]; reversed: boolean }> = [];
  let expectedEvents = 0;

  for (const c of commands) {
    if (c.kind === 'post') {
      const input = c.pairs.flatMap((p) => [
        { account_id: books.accounts.get(p.debit)!.id, debit_cents: p.cents, credit_cents: 0 },
        { account_id: books.accounts.get(p.credit)!.id, debit_cents: 0, credit_cents: p.cents },
      ]);
      const go = () =>
        run((ctx) =>
          postEntry(ctx, { entityId: books.entityId, entryDate: c.date, memo: 'property', source: 'manual', actor: ACTOR, lines: input }),
        );
      if (closed.has(c.date.slice(0, 7))) {
        await refusedClosed(go, 'entry_date');
        continue;
      }
      const entry = await go();
      const own = c.pairs.flatMap((p) => [
        { code: p.debit, debit: p.cents, credit: 0, date: c.date },
        { code: p.credit, debit: 0, credit: p.cents, date: c.date },
      ]);
      lines.push(...own);
      posted.push({ id: entry.entry.id, lines: own, reversed: false });
      expectedEvents++;
    } else if (c.kind === 'reverse') {
      const open = posted.filter((p) => !p.reversed);
      if (open.length === 0) continue;
      const target = open[c.pick % open.length]!;
      const go = () => run((ctx) => reverseEntry(ctx, { entryId: target.id, entryDate: c.date, actor: ACTOR, reason: 'property' }));
      if (closed.has(c.date.slice(0, 7))) {
        await refusedClosed(go, 'entry_date');
        continue;
      }
      await go();
      target.reversed = true;
      lines.push(...target.lines.map((l) => ({ code: l.code, debit: l.credit, credit: l.debit, date: c.date })));
      expectedEvents++;
    } else {
      const month = MONTHS[c.month]!;
      const wantClosed = c.kind === 'close';
      if (closed.has(month) === wantClosed) continue;
      await run(async (ctx) => {
        const period = await periodFor(ctx, await loadEntity(ctx, books.entityId), `${month}-01`);
        return wantClosed
          ? closePeriod(ctx, { periodId: period.id, actor: ACTOR })
          : reopenPeriod(ctx, { periodId: period.id, actor: ACTOR });
      });
      if (wantClosed) closed.add(month);
      else closed.delete(month);
      expectedEvents++;
    }
  }

  // The trial balance nets to zero and equals the model, account by account.
  const trial = await report('trial-balance', { entity_id: books.entityId, as_of: '2026-12-31' });
  expect(trial.balanced).toBe(true);
  expect(trial.total_debit_cents).toBe(trial.total_credit_cents);
  expect(trial.accounts.reduce((n: number, a: { balance_cents: number }) => n + a.balance_cents, 0)).toBe(0);
  const model = new Map<string, number>();
  for (const l of lines) model.set(l.code, (model.get(l.code) ?? 0) + l.debit - l.credit);
  expect(Object.fromEntries(trial.accounts.map((a: { code: string; balance_cents: number }) => [a.code, a.balance_cents]))).toEqual(
    Object.fromEntries(model),
  );

  // The balance sheet balances (checked inside earningsInEquity), and the P&L of a range is the
  // change of retained + current earnings over it.
  const before = new Date(Date.parse(`${probe.from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const pl = await report('profit-and-loss', { entity_id: books.entityId, date_from: probe.from, date_to: probe.to });
  expect(pl.net_income_cents).toBe((await earningsInEquity(books.entityId, probe.to)) - (await earningsInEquity(books.entityId, before)));
  const inRange = lines.filter((l) => l.date >= probe.from && l.date <= probe.to);
  const typeOf = new Map(TEST_CHART.map(([code, , type]) => [code, type]));
  const net = inRange.reduce(
    (n, l) => n + (typeOf.get(l.code) === 'revenue' ? l.credit - l.debit : typeOf.get(l.code) === 'expense' ? l.credit - l.debit : 0),
    0,
  );
  expect(pl.net_income_cents).toBe(net);

  // No entry sits in a closed period at posting time: refusals wrote nothing, and every entry is
  // in the period of its date.
  const entries = (await t
    .db('finance_journal_entries as e')
    .join('finance_periods as p', 'p.id', 'e.period_id')
    .where('e.entity_id', books.entityId)
    .select('e.entry_date', 'p.period')) as Array<{ entry_date: string; period: string }>;
  expect(entries.length).toBe(posted.length + posted.filter((p) => p.reversed).length);
  for (const e of entries) expect(e.period).toBe(e.entry_date.slice(0, 7));
  const periods = (await t.db('finance_periods').where({ entity_id: books.entityId }).select('period', 'status')) as Array<{
    period: string;
    status: string;
  }>;
  expect(
    periods
      .filter((p) => p.status === 'closed')
      .map((p) => p.period)
      .sort(),
  ).toEqual([...closed].sort());

  // The change feed: every emitted event exactly once, in order, and the same event in the outbox.
  expect(emitted.length).toBe(expectedEvents);
  const changes = (await t.db('finance_changes').where({ entity_id: books.entityId }).orderBy('seq').select('id', 'type')) as Array<{
    id: string;
    type: string;
  }>;
  expect(changes.map((c) => c.id)).toEqual(emitted);
  const outbox = (await t
    .db('outbox')
    .whereIn('id', emitted.length > 0 ? emitted : ['-'])
    .orderBy('seq')
    .select('id', 'type')) as Array<{ id: string; type: string }>;
  expect(outbox).toEqual(changes);
  const ours = (await t.db('outbox').where('type', 'like', 'fin.%').select('data')) as Array<{ data: string }>;
  expect(ours.filter((o) => (JSON.parse(o.data) as { entity_id?: string }).entity_id === books.entityId).length).toBe(emitted.length);
}

it('keeps the books balanced, closed periods shut and the change feed complete under random postings', async () => {
  const probe = fc.tuple(date, date).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), probe, (commands, range) => runCommands(commands, range)),
    { numRuns: 25 },
  );
}, 240_000);
