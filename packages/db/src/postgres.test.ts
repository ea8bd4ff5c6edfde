/**
 * The same migrations and seed on PostgreSQL 15. Needs a server at STOREOPS_TEST_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres, trust auth); creates a fresh `storeops_test_<random>`
 * database and drops it afterwards. Skipped, with the reason in the suite name, when no server
 * answers.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf, openDatabase } from './connection';
import { isConnectionFailure, isTransactionConflict } from './failures';
import { createScratchDatabase, probePostgres, type ScratchDatabase } from './scratch';
import { migrateLatest, migrateRollbackAll } from './migrations/index';
import { inStoreScope, inStoreTransaction, ScopedExecutionUnavailable } from './rls';
import { createStoreScope, toBool } from './scope';
import { seedDemo, type SeedResult } from './seed/index';
import { ALL_TABLES, DECISION_BUCKETS } from './tables';
import { EXPECTED_INDEXES, TEST_ANCHOR, digestDatabase } from './test-helpers';

const ADMIN_URL = process.env.STOREOPS_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALE = 0.25;

const unreachable = await probePostgres(ADMIN_URL);
const title =
  unreachable === null
    ? `PostgreSQL at ${new URL(ADMIN_URL).host}`
    : `PostgreSQL (SKIPPED: no PostgreSQL server reachable at ${new URL(ADMIN_URL).host}: ${unreachable})`;

if (unreachable !== null) console.warn(title);

describe.skipIf(unreachable !== null)(title, () => {
  let scratch: ScratchDatabase;
  let db: Knex;
  let seeded: SeedResult;

  beforeAll(async () => {
    scratch = await createScratchDatabase(ADMIN_URL, 'test');
    db = openDatabase({ databaseUrl: scratch.url });
  });

  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  it('runs every migration', async () => {
    expect(dialectOf(db)).toBe('postgres');
    expect(await migrateLatest(db)).toHaveLength(30);
    for (const table of ALL_TABLES) expect(await db.schema.hasTable(table), table).toBe(true);
  });

  it('creates the expected indexes', async () => {
    const rows = (await db('pg_indexes').where('schemaname', 'public').select('tablename', 'indexdef')) as Array<{
      tablename: string;
      indexdef: string;
    }>;
    for (const [table, columns, unique] of EXPECTED_INDEXES) {
      const found = rows.some(
        (r) =>
          r.tablename === table &&
          r.indexdef.replace(/"/g, '').endsWith(`(${columns.join(', ')})`) &&
          (!unique || r.indexdef.startsWith('CREATE UNIQUE')),
      );
      expect(found, `${table}(${columns.join(', ')})`).toBe(true);
    }
  });

  it('seeds the demo stores', async () => {
    const t0 = performance.now();
    seeded = await seedDemo(db, { scale: SCALE, anchor: TEST_ANCHOR });
    console.info(`seedDemo scale ${SCALE} on PostgreSQL: ${Math.round(performance.now() - t0)} ms`);
    const [{ n }] = (await db('orders').where('store_id', seeded.hostedStoreId).count({ n: '*' })) as [{ n: string }];
    expect(Number(n)).toBe(
      seeded.counts.orders -
        (await db('orders')
          .where('store_id', seeded.businessStoreId)
          .count({ n: '*' })
          .then((r) => Number((r[0] as { n: string }).n))),
    );
    const buckets = (await db('decisions').where('store_id', seeded.hostedStoreId).distinct('bucket').pluck('bucket')) as string[];
    expect(buckets.sort()).toEqual([...DECISION_BUCKETS].sort());
    const decision = await db('decisions').where('bucket', 'live').first('applied');
    expect(decision.applied).toBe(true);
    expect(toBool(decision.applied)).toBe(true);
  });

  it('holds exactly the rows the same seed writes on SQLite', async () => {
    const sqlite = openDatabase({ databaseUrl: '', filename: ':memory:' });
    try {
      await migrateLatest(sqlite);
      await seedDemo(sqlite, { scale: SCALE, anchor: TEST_ANCHOR });
      const [a, b] = await Promise.all([digestDatabase(db), digestDatabase(sqlite)]);
      expect(a.tables).toEqual(b.tables);
    } finally {
      await sqlite.destroy();
    }
  });

  it('scopes reads to one store', async () => {
    const hosted = createStoreScope(db, seeded.hostedStoreId);
    const business = createStoreScope(db, seeded.businessStoreId);
    expect(hosted.dialect).toBe('postgres');
    const order = (await business.from('orders').first('id')) as { id: string };
    expect(await hosted.from('orders').where('id', order.id).first()).toBeUndefined();
    const q = hosted.from('orders', 'o').select('o.id', 'li.title').limit(5);
    hosted.join(q, { table: 'order_line_items', as: 'li', on: ['li.order_id', 'o.id'] });
    expect((await q).length).toBe(5);
  });

  it('confines scoped execution to one store by row-level security, whatever a query filters', async () => {
    const [a, b] = [seeded.hostedStoreId, seeded.businessStoreId];
    const count = async (q: Knex, table: string, storeId?: string) =>
      Number(
        ((await (storeId === undefined ? q(table) : q(table).where({ store_id: storeId })).count({ n: '*' })) as [{ n: string }])[0].n,
      );
    // Unfiltered queries in the scope see the store's rows only; the owner role outside sees all.
    expect(await inStoreScope(db, a, (q) => count(q, 'orders'))).toBe(await count(db, 'orders', a));
    expect(await count(db, 'orders')).toBeGreaterThan(await count(db, 'orders', a));
    expect(await inStoreScope(db, b, (q) => q('stores').pluck('id'))).toEqual([b]);
    expect(await inStoreScope(db, a, (q) => count(q, 'orders', b))).toBe(0);
    // Writes: another store's rows cannot be changed, nor rows written for it.
    expect(await inStoreTransaction(db, a, (trx) => trx('stores').where({ id: b }).update({ name: 'taken over' }))).toBe(0);
    const foreign = { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'x', handle: 'x', tenant_type: 'no_storefront', currency: 'EUR' };
    await expect(
      inStoreTransaction(db, a, (trx) => trx('stores').insert({ ...foreign, timezone: 'UTC', created_at: TEST_ANCHOR.toISOString() })),
    ).rejects.toThrow(/row-level security/);
    expect(await db('stores').where({ id: b }).first('name')).not.toMatchObject({ name: 'taken over' });
    // A role the deployment cannot use refuses before running anything.
    let ran = false;
    await expect(
      inStoreTransaction(
        db,
        a,
        async () => {
          ran = true;
        },
        { role: 'storeops_no_such_role' },
      ),
    ).rejects.toBeInstanceOf(ScopedExecutionUnavailable);
    expect(ran).toBe(false);
  });

  it('scoped reads share one pool of connections between stores and never answer with another store’s rows', async () => {
    const [a, b] = [seeded.hostedStoreId, seeded.businessStoreId];
    const unfiltered = (q: Knex) =>
      q('orders')
        .count({ n: '*' })
        .then((r) => Number((r[0] as { n: string }).n));
    const own = { [a]: Number(((await db('orders').where({ store_id: a }).count({ n: '*' })) as [{ n: string }])[0].n) };
    own[b] = Number(((await db('orders').where({ store_id: b }).count({ n: '*' })) as [{ n: string }])[0].n);
    expect(own[a]).not.toBe(own[b]);
    // Far more concurrent reads than connections, alternating stores, two queries each: every
    // connection serves both stores in turn, and each read still sees only its own store.
    const reads = Array.from({ length: 120 }, (_, i) => (i % 3 === 0 ? b : a));
    const seen = await Promise.all(
      reads.map((store) =>
        inStoreScope(db, store, async (q) => [await unfiltered(q), (await q('stores').pluck('id')) as string[]] as const),
      ),
    );
    seen.forEach(([count, stores], i) => {
      expect(count, `read ${i}`).toBe(own[reads[i]!]);
      expect(stores, `read ${i}`).toEqual([reads[i]]);
    });
    // A failing statement leaves its connection usable and in scope.
    await expect(inStoreScope(db, a, (q) => q.raw('select 1 / 0'))).rejects.toThrow(/division by zero/);
    expect(await inStoreScope(db, b, unfiltered)).toBe(own[b]);
    // The owner's pool is untouched by the readers' session state: it still sees every store.
    expect(await unfiltered(db)).toBeGreaterThanOrEqual(own[a]! + own[b]!);
    expect(((await db.raw('select current_user as u')).rows as Array<{ u: string }>)[0]!.u).not.toBe('storeops_scoped');
    // One pool of readers at most the pool's size, however many stores read.
    const backends = Number(
      ((await db.raw(`select count(*) as n from pg_stat_activity where datname = current_database()`)).rows as Array<{ n: string }>)[0]!.n,
    );
    expect(backends).toBeLessThanOrEqual(20);
  });

  it('recognises a real deadlock as a transaction conflict (the service answers it 503 unavailable), and rolls it back whole', async () => {
    const [a, b] = (await db('alerts').where({ store_id: seeded.hostedStoreId }).orderBy('id').limit(2).pluck('id')) as string[];
    let release!: () => void;
    const bothLocked = new Promise<void>((r) => (release = r));
    let locked = 0;
    const lockThenTake = (first: string, second: string) =>
      inStoreTransaction(db, seeded.hostedStoreId, async (trx) => {
        await trx('alerts').where({ id: first }).update({ title: 'deadlock test' });
        if (++locked === 2) release();
        await bothLocked;
        await trx('alerts').where({ id: second }).update({ title: 'deadlock test' });
      });
    const settled = await Promise.allSettled([lockThenTake(a!, b!), lockThenTake(b!, a!)]);
    const failed = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect((failed[0]!.reason as { code?: string }).code).toBe('40P01');
    expect(isTransactionConflict(failed[0]!.reason)).toBe(true);
    expect(isConnectionFailure(failed[0]!.reason)).toBe(false);
    expect(isTransactionConflict(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('audit_log.seq is a bigserial', async () => {
    const row = {
      id: 'aud_1',
      request_id: 'req_1',
      surface: 'rest',
      method: 'POST',
      path: '/x',
      status: 200,
      ip: '::1',
      duration_ms: 2.5,
      created_at: TEST_ANCHOR.toISOString(),
    };
    const [first] = await db('audit_log').insert(row).returning('seq');
    const [second] = await db('audit_log')
      .insert({ ...row, id: 'aud_2', request_id: 'req_2' })
      .returning('seq');
    expect(Number(second.seq) - Number(first.seq)).toBe(1);
    await expect(db('audit_log').insert({ ...row, id: 'aud_3' })).rejects.toThrow(/unique/i);
  });

  it('rolls every migration back', async () => {
    expect(await migrateRollbackAll(db)).toHaveLength(30);
    for (const table of ALL_TABLES) expect(await db.schema.hasTable(table)).toBe(false);
  });
});
