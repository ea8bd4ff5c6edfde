/**
 * The finance reports on PostgreSQL: the grouped aggregates answer bigint sums as
 * strings there; the reports must still give exact integers, balance, and match what was posted
 * through the engine. Needs a server at STOREOPS_TEST_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); creates a fresh database and drops it; skipped,
 * with the reason in the suite name, when none answers.
 */
import { describe, expect, it } from 'vitest';
import { postEntry, reverseEntry, type Actor } from '../src/books';
import { postgresSuiteTitle, probePostgres, usePostgresTestServer } from '@storeops/testkit/postgres';
import { makeBooks, postFinance } from '@storeops/testkit/books';

const unreachable = await probePostgres();
const title = postgresSuiteTitle('finance reports on PostgreSQL', unreachable);
const ACTOR: Actor = { type: 'operator', id: 'reports-pg@example.com' };

describe.skipIf(unreachable !== null)(title, () => {
  const t = usePostgresTestServer('finreports', { scale: 0.05 }, { key: ['finance:read'] }, 180_000);

  it('reports exact integer totals of what the engine posted, and the books balance', async () => {
    const books = await makeBooks(t, 'PostgreSQL report books');
    const id = (code: string) => books.accounts.get(code)!.id;
    const big = 9_000_000_000_000; // beyond 32 bits: bigint sums come back as strings
    await books.run((ctx) =>
      postEntry(ctx, {
        entityId: books.entityId,
        entryDate: '2024-05-01',
        memo: 'capital',
        source: 'manual',
        actor: ACTOR,
        lines: [
          { account_id: id('1010'), debit_cents: big, credit_cents: 0 },
          { account_id: id('3000'), debit_cents: 0, credit_cents: big },
        ],
      }),
    );
    const sale = await books.run((ctx) =>
      postEntry(ctx, {
        entityId: books.entityId,
        entryDate: '2025-02-01',
        memo: 'sale',
        source: 'manual',
        actor: ACTOR,
        lines: [
          { account_id: id('1010'), debit_cents: 12_100, credit_cents: 0 },
          { account_id: id('4000'), debit_cents: 0, credit_cents: 10_000 },
          { account_id: id('2100'), debit_cents: 0, credit_cents: 2_100 },
        ],
      }),
    );
    await books.run((ctx) => reverseEntry(ctx, { entryId: sale.entry.id, entryDate: '2025-02-03', actor: ACTOR }));

    const trial = (await postFinance(t, 'reports/trial-balance', { entity_id: books.entityId }, t.keys.key)).body.result;
    expect(trial.accounts.map((a: any) => [a.code, a.debit_cents, a.credit_cents, a.balance_cents])).toEqual([
      ['1010', big + 12_100, 12_100, big],
      ['2100', 2_100, 2_100, 0],
      ['3000', 0, big, -big],
      ['4000', 10_000, 10_000, 0],
    ]);
    expect(trial.balanced).toBe(true);
    const pl = (
      await postFinance(
        t,
        'reports/profit-and-loss',
        { entity_id: books.entityId, period_from: '2025-02', compare: 'previous_year' },
        t.keys.key,
      )
    ).body.result;
    expect([pl.net_income_cents, pl.comparison_net_income_cents, pl.revenue.lines[0].amount_cents]).toEqual([0, 0, 0]);
    const sheet = (
      await postFinance(
        t,
        'reports/balance-sheet',
        { entity_id: books.entityId, as_of: '2025-02-01', compare_as_of: '2024-12-31' },
        t.keys.key,
      )
    ).body.result;
    expect([sheet.assets.total_cents, sheet.equity.current_earnings_cents, sheet.balanced, sheet.comparison_balanced]).toEqual([
      big + 12_100,
      10_000,
      true,
      true,
    ]);
  });

  it('the seeded books balance', async () => {
    const entities = (await t.db('finance_entities').where({ store_id: t.hostedStoreId })) as Array<{ id: string }>;
    for (const e of entities) {
      const trial = await postFinance(t, 'reports/trial-balance', { entity_id: e.id }, t.keys.key);
      expect(trial.status, JSON.stringify(trial.body)).toBe(200);
      expect(trial.body.result.balanced).toBe(true);
      const sheet = (await postFinance(t, 'reports/balance-sheet', { entity_id: e.id }, t.keys.key)).body.result;
      expect(sheet.balanced).toBe(true);
    }
  });
});
