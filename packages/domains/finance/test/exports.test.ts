/**
 * finance_export_create / _status / _download (seed Limits "Bulk export: 4 jobs/hour,
 * 1 concurrent job", per entity), through HTTP: an export runs on the job runner, fixes its
 * snapshot (entries posted afterwards are not in it), reports state, timings and counts; the
 * short-lived link streams RFC 4180 CSV or JSON that matches the books; the limits answer 429
 * `rate_limited` with Retry-After; expired or altered links answer 404 `not_found`; a large
 * ledger streams chunked in bounded memory.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { postEntry, reverseEntry, type BooksContext } from '../src/books';
import { useTestServer } from '@storeops/testkit/server';
import { postgresSuiteTitle, probePostgres, usePostgresTestServer } from '@storeops/testkit/postgres';
import { makeBooks, postFinance, type TestBooks } from '@storeops/testkit/books';

const actor = { type: 'operator' as const, id: 'exports@test.example' };
const t = useTestServer({ scale: 0.1, now: () => new Date(Date.now() + skewMs) }, { key: ['finance:read'] });
/** The server's clock is the real one plus this skew (the link expiry test moves it). */
let skewMs = 0;

function post(b: TestBooks, date: string, lines: Array<[code: string, debit: number, credit: number]>, memo = 'Entry'): Promise<string> {
  return b.run(async (ctx: BooksContext) => {
    const posted = await postEntry(ctx, {
      entityId: b.entityId,
      entryDate: date,
      memo,
      source: 'manual',
      actor,
      lines: lines.map(([code, debit, credit]) => ({ account_id: b.accounts.get(code)!.id, debit_cents: debit, credit_cents: credit })),
    });
    return posted.entry.id;
  });
}

const create = (body: Record<string, unknown>, k = t.keys.key) => postFinance(t, 'exports', body, k);
const status = (exportId: string) => postFinance(t, 'exports/status', { export_id: exportId }, t.keys.key);
const download = (exportId: string) => postFinance(t, 'exports/download', { export_id: exportId }, t.keys.key);

/** A small set of books: a sale, a refund, rent, and a sale reversed; one entry outside the range. */
async function smallBooks(name: string): Promise<TestBooks> {
  const b = await makeBooks(t, name);
  await post(
    b,
    '2026-09-30',
    [
      ['1010', 5_000, 0],
      ['3000', 0, 5_000],
    ],
    'Share capital paid in',
  );
  await post(
    b,
    '2026-10-02',
    [
      ['1010', 12_100, 0],
      ['4000', 0, 10_000],
      ['2100', 0, 2_100],
    ],
    'Sale, "gift" order, with comma',
  );
  await post(
    b,
    '2026-10-03',
    [
      ['4900', 1_000, 0],
      ['1010', 0, 1_000],
    ],
    'Refund\nsecond line',
  );
  await post(
    b,
    '2026-10-04',
    [
      ['6300', 2_500, 0],
      ['1010', 0, 2_500],
    ],
    'Rent',
  );
  const mistake = await post(
    b,
    '2026-10-05',
    [
      ['1010', 700, 0],
      ['4000', 0, 700],
    ],
    'Sale typed twice',
  );
  await b.run((ctx) => reverseEntry(ctx, { entryId: mistake, actor, reason: 'duplicate' }));
  return b;
}

async function fetchLink(url: string): Promise<Response> {
  return fetch(`${t.baseUrl}${url}`);
}

describe('finance exports', () => {
  let b: TestBooks;
  beforeAll(async () => {
    b = await smallBooks('Export Test B.V.');
  });

  it('queues, runs on the job runner with a fixed snapshot, and streams RFC 4180 CSV that matches the books', async () => {
    const created = await create({
      entity_id: b.entityId,
      parts: ['journal', 'trial_balance', 'profit_and_loss', 'balance_sheet'],
      date_from: '2026-10-01',
      date_to: '2026-10-31',
    });
    expect(created.status).toBe(200);
    const exp = created.body.result.export;
    expect(exp).toMatchObject({ status: 'queued', format: 'csv', snapshot_number: null, line_count: null, started_at: null });
    expect(created.body.result.entity.id).toBe(b.entityId);
    expect((await status(exp.id)).body.result.export.status).toBe('queued');
    const refused = await download(exp.id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/export_id.*queued/);

    await t.app.jobs.drain();
    // Posted after the job ran: not in the export.
    await post(
      b,
      '2026-10-20',
      [
        ['1010', 999, 0],
        ['4000', 0, 999],
      ],
      'Late sale',
    );

    const done = (await status(exp.id)).body.result.export;
    expect(done.status).toBe('succeeded');
    const top = await t.db('finance_journal_entries').where({ entity_id: b.entityId }).max({ n: 'number' }).first();
    expect(done.snapshot_number).toBe(Number(top!.n) - 1);
    expect(done.entry_count).toBe(5); // 4 in October + the reversal; not the September entry
    expect(done.started_at).not.toBeNull();
    expect(done.duration_ms).toBeGreaterThanOrEqual(0);
    expect(Date.parse(done.expires_at)).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const link = (await download(exp.id)).body.result;
    expect(link.content_type).toBe('text/csv; charset=utf-8');
    expect(link.byte_count).toBe(done.byte_count);
    expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(300_000);
    const res = await fetchLink(link.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('export-test-b-v-2026-10-01-2026-10-31.csv');
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBe(done.byte_count);
    const rows = parse(text, { columns: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(done.line_count);

    const journal = rows.filter((r) => r.part === 'journal');
    const entries = await t
      .db('finance_journal_entries')
      .where({ entity_id: b.entityId })
      .whereBetween('entry_date', ['2026-10-01', '2026-10-31'])
      .where('number', '<=', done.snapshot_number);
    const lines = await t.db('finance_journal_lines').whereIn(
      'entry_id',
      entries.map((e) => e.id),
    );
    expect(journal).toHaveLength(lines.length);
    expect(journal.some((r) => r.memo === 'Late sale')).toBe(false);
    expect(journal.find((r) => r.memo?.includes('gift'))!.memo).toBe('Sale, "gift" order, with comma');
    expect(journal.find((r) => r.memo?.startsWith('Refund'))!.memo).toBe('Refund\nsecond line');
    const numbers = journal.map((r) => r.entry_number);
    expect(numbers).toEqual([...numbers].sort());
    const sum = (rs: Array<Record<string, string>>, f: string) => rs.reduce((s, r) => s + Number(r[f] || 0), 0);
    expect(sum(journal, 'debit_cents')).toBe(sum(journal, 'credit_cents'));

    const tb = rows.filter((r) => r.part === 'trial_balance');
    const tbTotal = tb.find((r) => r.account_name === 'Total')!;
    expect(Number(tbTotal.debit_cents)).toBe(Number(tbTotal.credit_cents));
    expect(tb.find((r) => r.account_code === '1010')!.balance_cents).toBe(String(5_000 + 12_100 - 1_000 - 2_500));

    const pl = rows.filter((r) => r.part === 'profit_and_loss');
    expect(pl.find((r) => r.account_name === 'Net income')!.balance_cents).toBe(String(10_000 - 1_000 - 2_500));
    expect(pl.find((r) => r.account_code === '4900')!.balance_cents).toBe('-1000');

    const bs = rows.filter((r) => r.part === 'balance_sheet');
    const total = (name: string) => Number(bs.find((r) => r.account_name === name)!.balance_cents);
    expect(total('Total assets')).toBe(total('Total liabilities and equity'));
    expect(total('Current year earnings')).toBe(6_500);
  });

  it('streams JSON with only the parts asked for', async () => {
    const j = await makeBooks(t, 'Json B.V.');
    await post(
      j,
      '2026-10-02',
      [
        ['1010', 300, 0],
        ['4000', 0, 300],
      ],
      'Sale',
    );
    const created = await create({
      entity_id: j.entityId,
      format: 'json',
      parts: ['profit_and_loss', 'journal'],
      date_from: '2026-10-01',
      date_to: '2026-10-31',
    });
    await t.app.jobs.drain();
    const link = (await download(created.body.result.export.id)).body.result;
    expect(link.content_type).toBe('application/json');
    const res = await fetchLink(link.url);
    expect(res.headers.get('content-type')).toContain('application/json');
    const doc = (await res.json()) as Record<string, any>;
    expect(Object.keys(doc)).toEqual(['export_id', 'entity', 'date_from', 'date_to', 'snapshot_number', 'profit_and_loss', 'journal']);
    expect(doc.entity.id).toBe(j.entityId);
    expect(doc.journal).toHaveLength(2);
    expect(doc.journal[0]).toMatchObject({ account_code: '1010', debit_cents: 300, credit_cents: 0, memo: 'Sale' });
    expect(doc.profit_and_loss.find((r: { account_name: string }) => r.account_name === 'Net income').balance_cents).toBe(300);
  });

  it('allows one export queued or running per entity and 4 per rolling hour: 429 rate_limited with Retry-After', async () => {
    const l = await makeBooks(t, 'Limits B.V.');
    const body = { entity_id: l.entityId, date_from: '2026-10-01', date_to: '2026-10-31' };
    expect((await create(body)).status).toBe(200);
    const busy = await fetch(`${t.baseUrl}/api/v1/finance/exports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.keys.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(busy.status).toBe(429);
    const busyBody = (await busy.json()) as Record<string, unknown>;
    expect(busyBody).toMatchObject({ error: 'rate_limited', limit: 1, retry_after_seconds: 15 });
    expect(busy.headers.get('retry-after')).toBe('15');
    // Another entity is not limited by this one.
    const other = await makeBooks(t, 'Limits Other B.V.');
    expect((await create({ ...body, entity_id: other.entityId })).status).toBe(200);
    await t.app.jobs.drain();
    for (let i = 0; i < 3; i++) {
      expect((await create(body)).status).toBe(200);
      await t.app.jobs.drain();
    }
    const hourly = await create(body);
    expect(hourly.status).toBe(429);
    expect(hourly.body).toMatchObject({ error: 'rate_limited', limit: 4 });
    expect(hourly.body.retry_after_seconds).toBeGreaterThan(3_500);
    expect(hourly.body.retry_after_seconds).toBeLessThanOrEqual(3_600);
  });

  it('reports a failed job as failed with its error, and a failed export does not hold the running slot', async () => {
    const f = await makeBooks(t, 'Failing B.V.');
    const created = await create({ entity_id: f.entityId, date_from: '2026-10-01', date_to: '2026-10-31' });
    const id = created.body.result.export.id;
    // The export's parameters broken under the job: the job fails and its writes roll back.
    await t.db('finance_exports').where({ id }).update({ parameters: '{not json' });
    await t.app.jobs.drain();
    await t
      .db('finance_exports')
      .where({ id })
      .update({ parameters: JSON.stringify({ parts: ['journal'], date_from: '2026-10-01', date_to: '2026-10-31' }) });
    const failed = (await status(id)).body.result.export;
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/JSON/);
    expect(failed.finished_at).not.toBeNull();
    expect((await create({ entity_id: f.entityId, date_from: '2026-10-01', date_to: '2026-10-31' })).status).toBe(200);
  });

  it('answers 404 not_found for an expired, altered or misdirected link', async () => {
    const created = await create({ entity_id: b.entityId, date_from: '2026-10-01', date_to: '2026-10-31' });
    await t.app.jobs.drain();
    const { url } = (await download(created.body.result.export.id)).body.result as { url: string };
    const other = await create({ entity_id: b.entityId, date_from: '2026-10-01', date_to: '2026-10-02' });
    expect(other.status).toBe(200);
    const tampered = url.replace(/.(?=$)/, (c) => (c === 'A' ? 'B' : 'A'));
    const misdirected = url.replace(created.body.result.export.id, other.body.result.export.id);
    for (const u of [tampered, misdirected, url.replace(/token=.*/, 'token=nonsense')]) {
      const res = await fetchLink(u);
      expect(res.status, u).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
    const ok = await fetchLink(url);
    expect(ok.status).toBe(200);
    await ok.text();
    skewMs = 301_000;
    try {
      const res = await fetchLink(url);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: string; message: string; request_id: string };
      expect(body.error).toBe('not_found');
      expect(body.message).toContain('expired');
      expect(typeof body.request_id).toBe('string');
    } finally {
      skewMs = 0;
    }
    await t.app.jobs.drain();
  });

  it('completes an export recorded without link key, snapshot or size (seeded history) on its first download', async () => {
    const id = randomUUID();
    const at = new Date().toISOString();
    await t.db('finance_exports').insert({
      id,
      store_id: t.hostedStoreId,
      entity_id: b.entityId,
      status: 'succeeded',
      format: 'csv',
      parameters: JSON.stringify({ parts: ['journal'], date_from: '2026-09-01', date_to: '2026-09-30' }),
      job_id: null,
      line_count: null,
      byte_count: null,
      error: null,
      requested_by: 'seed',
      created_at: at,
      started_at: at,
      finished_at: at,
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const link = await download(id);
    expect(link.status).toBe(200);
    const done = (await status(id)).body.result.export;
    expect(done).toMatchObject({ status: 'succeeded', entry_count: 1, line_count: 2 });
    expect(done.snapshot_number).toBeGreaterThan(0);
    const text = await (await fetchLink(link.body.result.url)).text();
    expect(Buffer.byteLength(text)).toBe(link.body.result.byte_count);
    expect((parse(text, { columns: true }) as Array<{ memo: string }>).map((r) => r.memo)).toEqual([
      'Share capital paid in',
      'Share capital paid in',
    ]);
  });

  it('refuses unusable arguments with invalid_request naming them, and needs finance:read', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['exports', { entity_id: randomUUID(), date_from: '2026-10-01', date_to: '2026-10-31' }, 'entity_id'],
      ['exports', { entity_id: b.entityId, date_from: '2026-02-30', date_to: '2026-10-31' }, 'date_from'],
      ['exports', { entity_id: b.entityId, date_from: '2026-10-01', date_to: '2026-09-30' }, 'date_to'],
      ['exports', { entity_id: b.entityId, date_from: '2020-01-01', date_to: '2026-10-31' }, 'date_to'],
      ['exports', { entity_id: b.entityId, date_from: '2026-10-01', date_to: '2026-10-31', parts: ['ledger'] }, 'parts'],
      ['exports/status', { export_id: randomUUID() }, 'export_id'],
      ['exports/download', { export_id: randomUUID() }, 'export_id'],
    ];
    for (const [path, body, field] of cases) {
      const res = await postFinance(t, path, body, t.keys.key);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toContain(field);
    }
    const orders = await t.key(['orders:read']);
    const res = await create({ entity_id: b.entityId, date_from: '2026-10-01', date_to: '2026-10-31' }, orders);
    expect(res.status).toBe(403);
  });
});

describe('a 200,000-line ledger', () => {
  it('streams chunked, straight from the database, with retained heap far below the file size', async () => {
    const big = await makeBooks(t, 'Big Ledger B.V.');
    const periodId = randomUUID();
    await t.db('finance_periods').insert({
      id: periodId,
      store_id: t.hostedStoreId,
      entity_id: big.entityId,
      period: '2026-10',
      starts_on: '2026-10-01',
      ends_on: '2026-10-31',
      status: 'open',
      closed_at: null,
      closed_by: null,
      reopened_at: null,
      reopened_by: null,
      created_at: new Date().toISOString(),
    });
    const ENTRIES = 50_000;
    const [bank, sales, vat, rent] = ['1010', '4000', '2100', '6300'].map((c) => big.accounts.get(c)!.id);
    // Setup, not the product: 50,000 balanced entries of 4 lines generated in SQL (SQLite test store).
    const bind = { store: t.hostedStoreId, entity: big.entityId, period: periodId, n: ENTRIES };
    await t.db.raw(
      `WITH RECURSIVE seq(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM seq WHERE x < :n)
       INSERT INTO finance_journal_entries (id, store_id, entity_id, number, entry_number, entry_date, period_id, memo, source,
         source_ref, import_id, reverses_entry_id, reversed_by_entry_id, amount_cents, currency, posted_at, posted_by)
       SELECT 'big-' || x, :store, :entity, x, '2026-' || substr('00000' || x, -6), '2026-10-' || substr('0' || (1 + x % 31), -2),
         :period, 'Sale ' || x, 'manual', NULL, NULL, NULL, NULL, 2420, 'EUR', '2026-10-31T12:00:00.000Z', 'bench' FROM seq`,
      bind,
    );
    await t.db.raw(
      `INSERT INTO finance_journal_lines (id, store_id, entity_id, entry_id, line_no, account_id, debit_cents, credit_cents, memo, entry_date)
       SELECT e.id || '-' || l.no, e.store_id, e.entity_id, e.id, l.no, l.account, l.d, l.c, NULL, e.entry_date
       FROM finance_journal_entries e
       CROSS JOIN (SELECT 1 AS no, :bank AS account, 2420 AS d, 0 AS c UNION ALL SELECT 2, :sales, 0, 1000
         UNION ALL SELECT 3, :vat, 0, 210 UNION ALL SELECT 4, :rent, 0, 1210) l
       WHERE e.entity_id = :entity`,
      { bank: bank!, sales: sales!, vat: vat!, rent: rent!, entity: big.entityId },
    );
    const created = await create({
      entity_id: big.entityId,
      date_from: '2026-10-01',
      date_to: '2026-10-31',
      parts: ['journal', 'trial_balance'],
    });
    await t.app.jobs.drain();
    // The job ran synchronously-heavy SQLite reads in this process for seconds: let the timers that
    // came due meanwhile (idle keep-alive sockets closing) run before the next request.
    await sleep(20);
    const done = (await status(created.body.result.export.id)).body.result.export;
    expect(done.status).toBe('succeeded');
    expect(done.entry_count).toBe(ENTRIES);
    expect(done.line_count).toBe(4 * ENTRIES + 5);
    const link = (await download(done.id)).body.result;

    // Retained heap (after a full collection), sampled while the body arrives.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const res = await fetchLink(link.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    let bytes = 0;
    let chunks = 0;
    let newlines = 0;
    for (;;) {
      const { done: end, value } = await reader.read();
      if (end) break;
      bytes += value.byteLength;
      chunks += 1;
      for (const c of value) if (c === 0x0a) newlines += 1;
      if (chunks % 25 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(bytes).toBe(done.byte_count);
    expect(newlines).toBe(1 + 4 * ENTRIES + 5); // the header, the lines, 4 accounts and the total
    expect(chunks).toBeGreaterThan(25);
    // The file is ~28 MB; holding it, or its 200,000 rows, would retain more than its size.
    expect(peak - before).toBeLessThan(done.byte_count / 4);
  }, 300_000);
});

const unreachable = await probePostgres();
const pgTitle = postgresSuiteTitle('finance exports and change feed on PostgreSQL', unreachable);

describe.skipIf(unreachable !== null)(pgTitle, () => {
  const pg = usePostgresTestServer('finexp', { scale: 0.1 }, { pgKey: ['finance:read'] }, 120_000);

  it('creates under row-level security, runs, streams the file, and pages the feed by its bigint position', async () => {
    const entity = await pg.db('finance_entities').where({ store_id: pg.hostedStoreId }).orderBy('created_at').first();
    const created = await postFinance(
      pg,
      'exports',
      { entity_id: entity.id, date_from: '2020-01-01', date_to: '2022-12-31', parts: ['journal', 'trial_balance'] },
      pg.keys.pgKey,
    );
    expect(created.status).toBe(200);
    expect(
      (await postFinance(pg, 'exports', { entity_id: entity.id, date_from: '2020-01-01', date_to: '2020-01-31' }, pg.keys.pgKey)).status,
    ).toBe(429);
    await pg.app.jobs.drain();
    const done = (await postFinance(pg, 'exports/status', { export_id: created.body.result.export.id }, pg.keys.pgKey)).body.result.export;
    expect(done.status).toBe('succeeded');
    const link = (await postFinance(pg, 'exports/download', { export_id: done.id }, pg.keys.pgKey)).body.result;
    const res = await fetch(`${pg.baseUrl}${link.url}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(Buffer.byteLength(text)).toBe(done.byte_count);
    expect(parse(text, { columns: true })).toHaveLength(done.line_count);

    const first = await postFinance(pg, 'changes', { entity_id: entity.id, limit: 1 }, pg.keys.pgKey);
    expect(first.status).toBe(200);
    const next = await postFinance(pg, 'changes', { entity_id: entity.id, limit: 1, after: first.body.result.next_cursor }, pg.keys.pgKey);
    expect(next.status).toBe(200);
    // The seeded history has many changes: the second page is the next one.
    expect(first.body.result.has_more).toBe(true);
    expect(next.body.result.changes[0].id).not.toBe(first.body.result.changes[0].id);
  }, 120_000);
});
