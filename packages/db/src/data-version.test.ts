/**
 * The per-store data version (data-version.ts) on a SQLite file and on PostgreSQL (skipped, with
 * the reason in the suite name, when no server answers at STOREOPS_TEST_PG_URL): every versioned
 * table moves its store's version, unversioned ones do not, and on PostgreSQL the move is
 * atomic with the commit (invisible before it, absent after a rollback, once per transaction).
 */
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { readDataVersion, UNVERSIONED_TABLES, versionedTables } from './data-version';
import { migrateLatest } from './migrations/index';
import { inStoreTransaction } from './rls';
import { createScratchDatabase, probePostgres, type ScratchDatabase } from './scratch';
import { seedDemo, type SeedResult } from './seed/index';
import { TEST_ANCHOR, tempDir } from './test-helpers';

const ADMIN_URL = process.env.STOREOPS_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Touches every row of `storeId` in `table` without changing it. */
async function touch(db: Knex, table: string, storeId: string): Promise<number> {
  return table === 'stores'
    ? db('stores')
        .where({ id: storeId })
        .update({ name: db.ref('name') })
    : db(table)
        .where({ store_id: storeId })
        .update({ store_id: db.ref('store_id') });
}

/** Some store that has rows in `table`, or null when the seed left it empty. */
async function storeWithRows(db: Knex, table: string): Promise<string | null> {
  const row = (await db(table)
    .first(table === 'stores' ? 'id as store_id' : 'store_id')
    .whereNotNull(table === 'stores' ? 'id' : 'store_id')) as { store_id: string } | undefined;
  return row?.store_id ?? null;
}

function sharedChecks(get: () => { db: Knex; seeded: SeedResult }, perRow: boolean) {
  it('every versioned table moves its store’s version when a row changes; unversioned ones do not', async () => {
    const { db } = get();
    const tables = await versionedTables(db);
    expect(tables).toContain('products');
    expect(tables).toContain('stores');
    for (const t of UNVERSIONED_TABLES) expect(tables).not.toContain(t);
    let exercised = 0;
    for (const table of tables) {
      const storeId = await storeWithRows(db, table);
      if (storeId === null) continue;
      const before = BigInt(await readDataVersion(db, storeId));
      const n = await touch(db, table, storeId);
      const after = BigInt(await readDataVersion(db, storeId));
      // SQLite: one per row changed; PostgreSQL: one per committed transaction.
      expect(after - before, table).toBe(perRow ? BigInt(n) : 1n);
      exercised++;
    }
    expect(exercised).toBeGreaterThan(30);
  });

  it('writes to the unversioned tables (audit, idempotency, delivery bookkeeping) leave it alone', async () => {
    const { db, seeded } = get();
    const storeId = seeded.hostedStoreId;
    const before = await readDataVersion(db, storeId);
    await db('audit_log').insert({
      id: `aud_dv_${Math.random().toString(36).slice(2)}`,
      store_id: storeId,
      request_id: `req_dv_${Math.random().toString(36).slice(2)}`,
      surface: 'rest',
      method: 'POST',
      path: '/api/v1/tools/get_store_overview',
      ip: '127.0.0.1',
      operation: 'get_store_overview',
      status: 200,
      duration_ms: 1,
      created_at: new Date().toISOString(),
    });
    expect(await readDataVersion(db, storeId)).toBe(before);
  });

  it('a store without any change reads "0"; each store has its own version', async () => {
    const { db, seeded } = get();
    expect(await readDataVersion(db, '00000000-0000-4000-8000-000000000000')).toBe('0');
    const hosted = await readDataVersion(db, seeded.hostedStoreId);
    const business = await readDataVersion(db, seeded.businessStoreId);
    await touch(db, 'alerts', seeded.hostedStoreId);
    expect(await readDataVersion(db, seeded.hostedStoreId)).not.toBe(hosted);
    expect(await readDataVersion(db, seeded.businessStoreId)).toBe(business);
  });
}

describe('data version on a SQLite file', () => {
  const tmp = tempDir('storeops-data-version-');
  let db: Knex;
  let seeded: SeedResult;
  beforeAll(async () => {
    db = openDatabase({ databaseUrl: '', filename: join(tmp.dir, 'dv.sqlite') });
    await migrateLatest(db);
    seeded = await seedDemo(db, { scale: 0.05, anchor: TEST_ANCHOR });
  });
  afterAll(async () => {
    await db.destroy();
    tmp.cleanup();
  });

  sharedChecks(() => ({ db, seeded }), true);

  it('has the three triggers on every versioned table (a new store table must call versionStoreTables)', async () => {
    const rows = (await db.raw(`SELECT tbl_name, name FROM sqlite_master WHERE type = 'trigger'`)) as Array<{
      tbl_name: string;
      name: string;
    }>;
    for (const table of await versionedTables(db)) {
      const names = rows.filter((r) => r.tbl_name === table).map((r) => r.name);
      expect(names.sort(), table).toEqual([`${table}_data_version_delete`, `${table}_data_version_insert`, `${table}_data_version_update`]);
    }
  });

  it('a rolled-back transaction leaves it alone', async () => {
    const before = await readDataVersion(db, seeded.hostedStoreId);
    await expect(
      db.transaction(async (trx) => {
        await touch(trx, 'products', seeded.hostedStoreId);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readDataVersion(db, seeded.hostedStoreId)).toBe(before);
  });
});

const unreachable = await probePostgres(ADMIN_URL);
const title =
  unreachable === null
    ? `data version on PostgreSQL at ${new URL(ADMIN_URL).host}`
    : `data version on PostgreSQL (SKIPPED: no PostgreSQL server reachable at ${new URL(ADMIN_URL).host}: ${unreachable})`;

describe.skipIf(unreachable !== null)(title, () => {
  let scratch: ScratchDatabase;
  let db: Knex;
  let seeded: SeedResult;
  beforeAll(async () => {
    scratch = await createScratchDatabase(ADMIN_URL, 'dv');
    db = openDatabase({ databaseUrl: scratch.url });
    await migrateLatest(db);
    seeded = await seedDemo(db, { scale: 0.05, anchor: TEST_ANCHOR });
  });
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  sharedChecks(() => ({ db, seeded }), false);

  it('moves at commit, once per transaction, and not at all after a rollback', async () => {
    const store = seeded.hostedStoreId;
    const v0 = await readDataVersion(db, store);
    await db.transaction(async (trx) => {
      expect(await touch(trx, 'products', store)).toBeGreaterThan(1);
      await touch(trx, 'variants', store);
      // Another connection does not see the change yet: the trigger is deferred to the commit.
      expect(await readDataVersion(db, store)).toBe(v0);
    });
    const v1 = await readDataVersion(db, store);
    expect(BigInt(v1) - BigInt(v0)).toBe(1n);
    await expect(
      db.transaction(async (trx) => {
        await touch(trx, 'products', store);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readDataVersion(db, store)).toBe(v1);
  });

  it('moves for writes made as the row-level-scoped role, and for both stores of a two-store transaction', async () => {
    const { hostedStoreId: a, businessStoreId: b } = seeded;
    const [a0, b0] = [await readDataVersion(db, a), await readDataVersion(db, b)];
    await inStoreTransaction(db, a, async (trx) => {
      await trx('alerts')
        .where({ store_id: a })
        .update({ store_id: trx.ref('store_id') });
    });
    expect(BigInt(await readDataVersion(db, a)) - BigInt(a0)).toBe(1n);
    await db.transaction(async (trx) => {
      await touch(trx, 'alerts', a);
      await touch(trx, 'alerts', b);
    });
    expect(BigInt(await readDataVersion(db, a)) - BigInt(a0)).toBe(2n);
    expect(BigInt(await readDataVersion(db, b)) - BigInt(b0)).toBe(1n);
  });

  it('has the three WHEN-guarded triggers of migration 027 on every versioned table, and none of 026’s', async () => {
    const rows = (
      await db.raw(
        `SELECT c.relname AS tbl, t.tgname AS name, t.tgqual IS NOT NULL AS guarded, t.tgdeferrable AS deferrable
           FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE '%data_version%' AND NOT t.tgisinternal`,
      )
    ).rows as Array<{ tbl: string; name: string; guarded: boolean; deferrable: boolean }>;
    for (const table of await versionedTables(db)) {
      const mine = rows.filter((r) => r.tbl === table);
      expect(mine.map((r) => r.name).sort(), table).toEqual([
        `${table}_data_version_delete`,
        `${table}_data_version_insert`,
        `${table}_data_version_update`,
      ]);
      expect(
        mine.every((r) => r.guarded && r.deferrable),
        table,
      ).toBe(true);
    }
  });

  it('a rolled-back savepoint forgets its mark: a later change of the store in the transaction still moves the version', async () => {
    const store = seeded.hostedStoreId;
    const v0 = BigInt(await readDataVersion(db, store));
    /** Changes the store's products in a savepoint of `trx`, then rolls the savepoint back. */
    const undoneInSavepoint = (trx: Knex.Transaction) =>
      expect(
        trx.transaction(async (sp) => {
          await touch(sp, 'products', store);
          throw new Error('roll back the savepoint');
        }),
      ).rejects.toThrow('roll back the savepoint');
    // Only the savepoint changed the store, and it rolled back: nothing committed, nothing moves.
    await db.transaction(async (trx) => {
      await undoneInSavepoint(trx);
    });
    expect(BigInt(await readDataVersion(db, store))).toBe(v0);
    // The savepoint's change is undone, then the transaction changes the store again and commits.
    await db.transaction(async (trx) => {
      await undoneInSavepoint(trx);
      await touch(trx, 'variants', store);
    });
    expect(BigInt(await readDataVersion(db, store)) - v0).toBe(1n);
    // A row moved to another store moves both stores.
    const other = seeded.businessStoreId;
    const [a0, b0] = [BigInt(await readDataVersion(db, store)), BigInt(await readDataVersion(db, other))];
    const alert = (await db('alerts').where({ store_id: store }).first('id')) as { id: string };
    await db.transaction(async (trx) => {
      await touch(trx, 'alerts', other);
      await trx('alerts').where({ id: alert.id }).update({ store_id: other });
      await trx('alerts').where({ id: alert.id }).update({ store_id: store });
    });
    expect(BigInt(await readDataVersion(db, store)) - a0).toBe(1n);
    expect(BigInt(await readDataVersion(db, other)) - b0).toBe(1n);
  });

  it('concurrent writers of one store each count: the sum moves by the number of commits', async () => {
    const store = seeded.hostedStoreId;
    const v0 = BigInt(await readDataVersion(db, store));
    const alerts = (await db('alerts').where({ store_id: store }).select('id').limit(8)) as Array<{ id: string }>;
    expect(alerts.length).toBeGreaterThan(1);
    await Promise.all(
      alerts.map((a) =>
        db.transaction(async (trx) => {
          await trx('alerts')
            .where({ id: a.id })
            .update({ title: trx.ref('title') });
        }),
      ),
    );
    expect(BigInt(await readDataVersion(db, store)) - v0).toBe(BigInt(alerts.length));
  });
});
