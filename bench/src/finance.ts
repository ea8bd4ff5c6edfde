/**
 * `pnpm --filter @storeops/bench bench:finance` (or `npx tsx bench/src/finance.ts`): finance_trial_balance
 * on a 200k-line ledger, measured three ways in the same run:
 * 1. the full pipeline over HTTP (createApp: auth, scope, validation, handler, audit group commit);
 * 2. a bare Express 5 handler running the SAME domain handler with a pre-built context (HTTP, no
 *    auth, validation or audit): what the pipeline adds on top of the work;
 * 3. the report's SQL alone (the grouped aggregate over finance_journal_lines, in process, no HTTP).
 * The ledger is setup, not the product: a fresh entity of the demo store whose 100k two-line
 * entries are bulk-inserted directly (dated over two years, random accounts of a small chart).
 * Prints req/s, p50/p99 and the full/bare ratio (target ≥ 0.8x); asserts nothing.
 * Env: BENCH_LINES (default 200000), BENCH_SECONDS (default 8), BENCH_ROUNDS (default 3),
 * BENCH_CONNECTIONS (default 2: one report is a ~0.4 s aggregate on one SQLite connection, more
 * connections only queue), BENCH_SCALE (demo seed scale, default 0.1 here).
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';

const LINES = Number(process.env.BENCH_LINES ?? 200_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 2);

const CHART: ReadonlyArray<readonly [string, string, 'asset' | 'liability' | 'equity' | 'revenue' | 'expense', string | null]> = [
  ['1010', 'Bank', 'asset', 'bank'],
  ['1100', 'PSP clearing', 'asset', 'psp_clearing'],
  ['1300', 'Inventory', 'asset', 'inventory'],
  ['2000', 'Accounts payable', 'liability', 'accounts_payable'],
  ['2100', 'VAT payable', 'liability', 'vat_payable'],
  ['3000', 'Share capital', 'equity', 'share_capital'],
  ['3100', 'Retained earnings', 'equity', 'retained_earnings'],
  ['4000', 'Sales', 'revenue', 'sales'],
  ['4900', 'Sales refunds', 'revenue', 'sales_refunds'],
  ['5000', 'Cost of goods sold', 'expense', 'cogs'],
  ['6000', 'Advertising', 'expense', 'advertising'],
  ['6300', 'Rent', 'expense', 'rent'],
];

/** The child: builds the store and the ledger, serves full and bare, answers SQL timings on request. */
async function serve(): Promise<void> {
  process.env.BENCH_SCALE ??= '0.1';
  const { openBenchStore } = await import('./store');
  const { allHandlers } = await import('@storeops/server');
  const { db, hostedStoreId, minted, full, ctx } = await openBenchStore(['finance:read']);
  // The 200k-line store is ~200 MB: removed when the parent stops this process.
  const file = (db.client.config.connection as { filename: string }).filename;
  process.on('SIGTERM', () => {
    rmSync(dirname(file), { recursive: true, force: true });
    process.exit(0);
  });

  const t0 = performance.now();
  const entityId = randomUUID();
  const at = new Date().toISOString();
  await db('finance_entities').insert({
    id: entityId,
    store_id: hostedStoreId,
    name: 'Bench books',
    legal_name: null,
    currency: 'EUR',
    created_at: at,
    timezone: 'Europe/Amsterdam',
    country: 'NL',
  });
  const accounts = CHART.map(([code, name, type, key]) => ({
    id: randomUUID(),
    store_id: hostedStoreId,
    entity_id: entityId,
    code,
    name,
    type,
    normal_balance: type === 'asset' || type === 'expense' || code === '4900' ? 'debit' : 'credit',
    system_key: key,
    description: null,
    is_active: true,
    created_at: at,
  }));
  await db('finance_accounts').insert(accounts);
  const months = Array.from({ length: 24 }, (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  const periods = months.map((m) => {
    const last = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5)), 0)).getUTCDate();
    return {
      id: randomUUID(),
      store_id: hostedStoreId,
      entity_id: entityId,
      period: m,
      starts_on: `${m}-01`,
      ends_on: `${m}-${last}`,
      status: 'open',
      closed_at: null,
      closed_by: null,
      reopened_at: null,
      reopened_by: null,
      created_at: at,
    };
  });
  await db('finance_periods').insert(periods);
  let seed = 42; // mulberry32: a fixed ledger from run to run
  const rand = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return Math.floor((((x ^ (x >>> 14)) >>> 0) / 4294967296) * n);
  };
  const perYear = new Map<string, number>();
  const entries: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const flush = async () => {
    await db.transaction(async (trx) => {
      await trx.batchInsert('finance_journal_entries', entries.splice(0), 500);
      await trx.batchInsert('finance_journal_lines', lines.splice(0), 500);
    });
  };
  for (let n = 1; n <= LINES / 2; n++) {
    const p = periods[Math.floor(((n - 1) * periods.length) / (LINES / 2))]!;
    const date = `${p.period}-${String(1 + rand(28)).padStart(2, '0')}`;
    const year = date.slice(0, 4);
    const seq = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, seq);
    const id = randomUUID();
    const cents = 100 + rand(100_000);
    const debit = accounts[rand(accounts.length)]!;
    const credit = accounts[rand(accounts.length)]!;
    entries.push({
      id,
      store_id: hostedStoreId,
      entity_id: entityId,
      number: n,
      entry_number: `${year}-${String(seq).padStart(6, '0')}`,
      entry_date: date,
      period_id: p.id,
      memo: 'bench',
      source: 'manual',
      source_ref: null,
      import_id: null,
      reverses_entry_id: null,
      reversed_by_entry_id: null,
      amount_cents: cents,
      currency: 'EUR',
      posted_at: at,
      posted_by: 'bench',
    });
    for (const [i, a, d, c] of [
      [1, debit, cents, 0],
      [2, credit, 0, cents],
    ] as const) {
      lines.push({
        id: randomUUID(),
        store_id: hostedStoreId,
        entity_id: entityId,
        entry_id: id,
        line_no: i,
        account_id: a.id,
        debit_cents: d,
        credit_cents: c,
        memo: null,
        entry_date: date,
      });
    }
    if (entries.length >= 10_000) await flush();
  }
  await flush();
  const setupMs = performance.now() - t0;

  const input = { entity_id: entityId };
  const bare = express();
  bare.use(express.json());
  bare.post('/api/v1/finance/reports/trial-balance', async (req, res) => {
    res.json({ ok: true, result: await allHandlers.finance.finance_trial_balance({ ...input, ...req.body }, ctx) });
  });
  const sample = await allHandlers.finance.finance_trial_balance(input, ctx);
  if (!sample.balanced || sample.accounts.length !== CHART.length)
    throw new Error(`bench ledger did not come out as built: balanced ${sample.balanced}, ${sample.accounts.length} accounts`);
  const listen = (app: express.Express): Promise<number> =>
    new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port));
    });
  const ports = { full: await listen(full.app), bare: await listen(bare) };

  /** The report's SQL alone: the same grouped aggregate (and chart read) as the handler, sequentially for `ms`. */
  const sqlOnly = async (ms: number) => {
    let n = 0;
    const samples: number[] = [];
    const until = performance.now() + ms;
    while (performance.now() < until) {
      const s = performance.now();
      await Promise.all([
        db('finance_journal_lines')
          .where({ store_id: hostedStoreId, entity_id: entityId })
          .where('entry_date', '<=', '2026-12-31')
          .select('account_id')
          .sum({ d: 'debit_cents' })
          .sum({ c: 'credit_cents' })
          .groupBy('account_id'),
        db('finance_accounts').where({ store_id: hostedStoreId, entity_id: entityId }).orderBy('code'),
      ]);
      samples.push(performance.now() - s);
      n++;
    }
    samples.sort((a, b) => a - b);
    return { rps: (n * 1000) / ms, p50: samples[Math.floor(samples.length / 2)]!, p99: samples[Math.floor(samples.length * 0.99)]! };
  };
  process.on('message', async (msg: { sql?: number }) => {
    if (msg.sql !== undefined) process.send?.({ sql: await sqlOnly(msg.sql) });
  });
  const count = (await db('finance_journal_lines').where({ entity_id: entityId }).count({ n: '*' }).first()) as { n: number | string };
  console.log(JSON.stringify({ ...ports, key: minted.key, entityId, lines: Number(count.n), setupMs }));
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx?: number;
}

async function main(): Promise<void> {
  const child = fork(import.meta.filename, ['serve'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const info = await new Promise<{ full: number; bare: number; key: string; entityId: string; lines: number; setupMs: number }>(
    (res, rej) => {
      let buf = '';
      child.stdout!.on('data', (c: Buffer) => {
        buf += c.toString();
        const i = buf.indexOf('\n');
        if (i >= 0) res(JSON.parse(buf.slice(0, i)));
      });
      child.on('exit', (code) => rej(new Error(`bench server exited ${code}`)));
    },
  );
  try {
    const body = JSON.stringify({ entity_id: info.entityId });
    const load = async (port: number, key: string | null): Promise<Figures> => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (key !== null) headers.authorization = `Bearer ${key}`;
      const url = `http://127.0.0.1:${port}/api/v1/finance/reports/trial-balance`;
      await autocannon({ url, method: 'POST', headers, body, connections, duration: 1, timeout: 60 });
      const r = await autocannon({ url, method: 'POST', headers, body, connections, duration: seconds, timeout: 60 });
      return { rps: r.requests.total / seconds, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts };
    };
    const sql = (): Promise<Figures> =>
      new Promise((res) => {
        child.once('message', (m: { sql: Figures }) => res(m.sql));
        child.send({ sql: seconds * 1000 });
      });
    const runs: Record<'full' | 'bare' | 'sql', Figures[]> = { full: [], bare: [], sql: [] };
    for (let r = 0; r < rounds; r++) {
      runs.sql.push(await sql());
      runs.bare.push(await load(info.bare, null));
      runs.full.push(await load(info.full, info.key));
    }
    const median = (xs: Figures[]): Figures => {
      const mid = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
      return {
        rps: mid(xs.map((x) => x.rps)),
        p50: mid(xs.map((x) => x.p50)),
        p99: mid(xs.map((x) => x.p99)),
        non2xx: Math.max(...xs.map((x) => x.non2xx ?? 0)),
      };
    };
    const [full, bare, bareSql] = [median(runs.full), median(runs.bare), median(runs.sql)];
    const row = (label: string, f: Figures) =>
      `  ${label.padEnd(44)} ${f.rps.toFixed(1).padStart(7)} req/s  p50 ${f.p50.toFixed(1).padStart(6)} ms  p99 ${f.p99.toFixed(1).padStart(6)} ms${(f.non2xx ?? 0) > 0 ? `  NON-2XX/ERRORS ${f.non2xx}` : ''}`;
    console.log(
      `finance_trial_balance on ${info.lines} journal lines (setup ${(info.setupMs / 1000).toFixed(1)} s); ${rounds} rounds, ${seconds} s each, ${connections} connections, loopback, node ${process.version}; medians`,
    );
    console.log(row('SQL alone (aggregate + chart, sequential)', bareSql));
    console.log(row('bare Express, same handler (HTTP)', bare));
    console.log(row('full pipeline (HTTP)', full));
    console.log(
      `  full / bare handler: ${(full.rps / bare.rps).toFixed(2)}x req/s (target >= 0.8x); full / SQL alone: ${(full.rps / bareSql.rps).toFixed(2)}x`,
    );
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[2] === 'serve') await serve();
else await main();
