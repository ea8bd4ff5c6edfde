/**
 * The per-store data version: a number that moves
 * with every committed change to a store's data, maintained by the database itself, so a read
 * cache keyed by it (server invoke/read-cache.ts) can never answer from before a write, whoever
 * made the write: an API call, a sync, a job, an operator in the dashboard, another server
 * process, or SQL typed by hand.
 *
 * Table `store_data_versions (store_id, shard, version)`; a store's version is the sum of its
 * shards' counters. Triggers on every table with a `store_id` column (and on `stores`, by `id`),
 * except UNVERSIONED_TABLES, add 1 to one shard of the store a changed row belongs to:
 * - SQLite: row-level `AFTER INSERT / UPDATE / DELETE` triggers, shard 0 (one writer at a time,
 *   so the counter is never contended). A transaction that changes n rows adds n.
 * - PostgreSQL: deferred constraint triggers (`AFTER INSERT` / `UPDATE` / `DELETE ... DEFERRABLE
 *   INITIALLY DEFERRED FOR EACH ROW`), so the counter row is locked only while the transaction
 *   commits, never while it still takes other locks (no deadlock with row locks the transaction
 *   takes later, and concurrent writers of one store wait on each other only for their commits).
 *   The deferred function (`SECURITY DEFINER`, so it works as the row-level-scoped role) adds 1
 *   once per transaction per store, remembering the stores it bumped in the transaction-local
 *   setting `storeops.data_version_bumped`. The shard is the backend's process id modulo
 *   DATA_VERSION_SHARDS, so concurrent connections mostly lock different rows.
 *   Since migration 027 each trigger has a `WHEN (storeops_data_version_mark(...))` condition: a
 *   plain function that returns true only for the first changed row of a store in the transaction
 *   (it remembers the store in the transaction-local `storeops.data_version_marked`; a rolled-back
 *   savepoint forgets the mark together with the event it queued). A constraint trigger's `WHEN`
 *   runs when the row changes, so a transaction queues one deferred event per store, not one per
 *   row, and the `SECURITY DEFINER` call (a role and `search_path` switch) runs once per store at
 *   commit. An update that moves a row to another store always queues (both stores move).
 *   Migration 026 made the first form (one trigger per table, an event per row and a `SECURITY
 *   DEFINER` call per row at commit); measured, a 220-row update transaction takes about a third
 *   less time in the 027 form, and a two-row one the same (its cost is the one counter upsert).
 *
 * Why a sum of counters is a safe cache key: every committing transaction that changed the store
 * adds at least 1, and the set of committed transactions a new snapshot sees only grows, so two
 * reads that see the same sum see the same committed data. An answer computed after reading the
 * version may include newer commits than the version names; never older ones.
 */
import type { Knex } from 'knex';
import { dialectOf } from './connection';
import { hotStatement } from './hot';

/** The table holding the counters. */
export const DATA_VERSION_TABLE = 'store_data_versions';

/** Counter rows per store on PostgreSQL (SQLite uses shard 0 only). */
export const DATA_VERSION_SHARDS = 8;

/**
 * Tables with a `store_id` whose changes do not move the version, and why. A read whose answer
 * depends on one of these must not be cached (server invoke/read-cache.ts CACHED_READS).
 * - `audit_log`: written for every request, reads included (the cache would never hit);
 * - `idempotency_keys`: claims and stored answers of writes, not store data;
 * - `outbox`, `webhook_deliveries`, `webhook_attempts`: event delivery bookkeeping, changed by
 *   the dispatcher on every attempt;
 * - `job_runs`: job claims and lease renewals;
 * - `api_keys`, `oauth_grants`, `operators`: credentials and people, not store data (a read's
 *   answer never depends on them beyond the caller's scopes, which the cache key holds).
 */
export const UNVERSIONED_TABLES: readonly string[] = [
  'audit_log',
  'idempotency_keys',
  'outbox',
  'webhook_deliveries',
  'webhook_attempts',
  'job_runs',
  'api_keys',
  'oauth_grants',
  'operators',
];

const BUMPED_SETTING = 'storeops.data_version_bumped';
const MARKED_SETTING = 'storeops.data_version_marked';

/** Name of the trigger (PostgreSQL) or trigger prefix (SQLite) on `table`. */
function triggerName(table: string): string {
  return `${table}_data_version`;
}

/** Creates the counter table and the PostgreSQL functions (migration 026). */
export async function createDataVersionTable(knex: Knex): Promise<void> {
  await knex.schema.createTable(DATA_VERSION_TABLE, (t) => {
    t.text('store_id').notNullable();
    t.integer('shard').notNullable();
    t.bigInteger('version').notNullable();
    t.primary(['store_id', 'shard']);
  });
  if (dialectOf(knex) !== 'postgres') return;
  const schema = ((await knex.raw('SELECT current_schema() AS s')).rows as Array<{ s: string }>)[0]!.s;
  await knex.raw(`
    CREATE FUNCTION storeops_bump_data_version(sid text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = "${schema}", pg_temp AS $$
    DECLARE
      bumped text := coalesce(current_setting('${BUMPED_SETTING}', true), '');
    BEGIN
      IF sid IS NULL OR position(',' || sid || ',' in bumped) > 0 THEN
        RETURN;
      END IF;
      INSERT INTO ${DATA_VERSION_TABLE} AS v (store_id, shard, version)
        VALUES (sid, pg_backend_pid() % ${DATA_VERSION_SHARDS}, 1)
        ON CONFLICT (store_id, shard) DO UPDATE SET version = v.version + 1;
      PERFORM set_config('${BUMPED_SETTING}', CASE WHEN bumped = '' THEN ',' ELSE bumped END || sid || ',', true);
    END $$`);
  for (const [fn, column] of [
    ['storeops_data_version_row', 'store_id'],
    ['storeops_data_version_store', 'id'],
  ] as const) {
    await knex.raw(`
      CREATE FUNCTION ${fn}() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = "${schema}", pg_temp AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          PERFORM storeops_bump_data_version(OLD.${column});
        END IF;
        IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.${column} IS DISTINCT FROM OLD.${column}) THEN
          PERFORM storeops_bump_data_version(NEW.${column});
        END IF;
        RETURN NULL;
      END $$`);
  }
}

/** Drops what createDataVersionTable made (after the triggers). */
export async function dropDataVersionTable(knex: Knex): Promise<void> {
  if (dialectOf(knex) === 'postgres') {
    await knex.raw('DROP FUNCTION IF EXISTS storeops_data_version_row()');
    await knex.raw('DROP FUNCTION IF EXISTS storeops_data_version_store()');
    await knex.raw('DROP FUNCTION IF EXISTS storeops_bump_data_version(text)');
  }
  await knex.schema.dropTableIfExists(DATA_VERSION_TABLE);
}

/**
 * Migration 026's form of {@link versionStoreTables} (PostgreSQL: one trigger per table, an event
 * per changed row). Only migration 026 (and 027's down) calls it; it is kept as 026 ran it.
 */
export async function versionStoreTablesV1(knex: Knex, tables: readonly string[]): Promise<void> {
  const pg = dialectOf(knex) === 'postgres';
  for (const table of tables) {
    const column = table === 'stores' ? 'id' : 'store_id';
    const name = triggerName(table);
    if (pg) {
      await knex.raw(
        `CREATE CONSTRAINT TRIGGER ?? AFTER INSERT OR UPDATE OR DELETE ON ?? DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${
          table === 'stores' ? 'storeops_data_version_store' : 'storeops_data_version_row'
        }()`,
        [name, table],
      );
      continue;
    }
    // INSERT ... SELECT ... WHERE: SQLite's UPSERT after a SELECT needs the WHERE (parsing ambiguity).
    const bump = (row: 'NEW' | 'OLD', also = '') =>
      `INSERT INTO ${DATA_VERSION_TABLE} (store_id, shard, version) SELECT ${row}."${column}", 0, 1 WHERE ${row}."${column}" IS NOT NULL${also} ` +
      `ON CONFLICT (store_id, shard) DO UPDATE SET version = version + 1;`;
    await knex.raw(`CREATE TRIGGER "${name}_insert" AFTER INSERT ON "${table}" BEGIN ${bump('NEW')} END`);
    await knex.raw(
      `CREATE TRIGGER "${name}_update" AFTER UPDATE ON "${table}" BEGIN ${bump('NEW')} ${bump('OLD', ` AND OLD."${column}" IS NOT NEW."${column}"`)} END`,
    );
    await knex.raw(`CREATE TRIGGER "${name}_delete" AFTER DELETE ON "${table}" BEGIN ${bump('OLD')} END`);
  }
}

/**
 * Puts `tables` under the data version: their changes move their store's version. `stores` is
 * keyed by `id`, every other table by `store_id`. A migration that adds a store table calls this
 * for it (like scopeStoreTables); db migrations.test.ts checks no store table is left out. On
 * PostgreSQL it needs migration 027's `storeops_data_version_mark`, and replaces a table's
 * migration-026 trigger where there is one.
 */
export async function versionStoreTables(knex: Knex, tables: readonly string[]): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return versionStoreTablesV1(knex, tables);
  for (const table of tables) {
    const column = table === 'stores' ? 'id' : 'store_id';
    const name = triggerName(table);
    const fn = table === 'stores' ? 'storeops_data_version_store' : 'storeops_data_version_row';
    await knex.raw('DROP TRIGGER IF EXISTS ?? ON ??', [name, table]);
    const create = (op: 'insert' | 'update' | 'delete', when: string) =>
      knex.raw(
        `CREATE CONSTRAINT TRIGGER ?? AFTER ${op.toUpperCase()} ON ?? DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${fn}()`,
        [`${name}_${op}`, table],
      );
    await create('insert', `storeops_data_version_mark(NEW."${column}")`);
    await create('update', `NEW."${column}" IS DISTINCT FROM OLD."${column}" OR storeops_data_version_mark(NEW."${column}")`);
    await create('delete', `storeops_data_version_mark(OLD."${column}")`);
  }
}

/**
 * Creates `storeops_data_version_mark(sid)` (PostgreSQL, migration 027): true the first time it
 * sees `sid` in a transaction, false after that and for NULL. A plain (invoker) function: it only
 * reads and sets a transaction-local setting.
 */
export async function createDataVersionMark(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION storeops_data_version_mark(sid text) RETURNS boolean
    LANGUAGE plpgsql AS $$
    DECLARE
      marked text := coalesce(pg_catalog.current_setting('${MARKED_SETTING}', true), '');
    BEGIN
      IF sid IS NULL OR pg_catalog.strpos(marked, ',' || sid || ',') > 0 THEN
        RETURN false;
      END IF;
      PERFORM pg_catalog.set_config('${MARKED_SETTING}', CASE WHEN marked = '' THEN ',' ELSE marked END || sid || ',', true);
      RETURN true;
    END $$`);
}

/** Drops what createDataVersionMark made (after the triggers that use it). */
export async function dropDataVersionMark(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS storeops_data_version_mark(text)');
}

/** Undoes versionStoreTables (before the tables or the counter table are dropped). */
export async function unversionStoreTables(knex: Knex, tables: readonly string[]): Promise<void> {
  const pg = dialectOf(knex) === 'postgres';
  for (const table of tables) {
    const name = triggerName(table);
    if (pg) {
      // Either form: 026's one trigger, or 027's three.
      await knex.raw('DROP TRIGGER IF EXISTS ?? ON ??', [name, table]);
      for (const op of ['insert', 'update', 'delete']) await knex.raw('DROP TRIGGER IF EXISTS ?? ON ??', [`${name}_${op}`, table]);
    } else for (const op of ['insert', 'update', 'delete']) await knex.raw(`DROP TRIGGER IF EXISTS "${name}_${op}"`);
  }
}

/** Tables that have a `store_id` column (and `stores`) and are not UNVERSIONED_TABLES, by name. */
export async function versionedTables(knex: Knex): Promise<string[]> {
  let withStoreId: string[];
  if (dialectOf(knex) === 'postgres') {
    const r = await knex.raw(
      `SELECT c.table_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND c.column_name = 'store_id' AND t.table_type = 'BASE TABLE'`,
    );
    withStoreId = (r.rows as Array<{ table_name: string }>).map((row) => row.table_name);
  } else {
    const r = (await knex.raw(
      `SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'store_id'`,
    )) as Array<{ name: string }>;
    withStoreId = r.map((row) => row.name);
  }
  return ['stores', ...withStoreId.filter((t) => t !== DATA_VERSION_TABLE && !UNVERSIONED_TABLES.includes(t)).sort()];
}

/**
 * The store's data version: a decimal string that changes whenever a committed transaction has
 * changed one of the store's versioned rows ("0" before any). One indexed statement on the
 * connection (or transaction) `db`: a prepared statement on SQLite, one round trip on PostgreSQL.
 */
export async function readDataVersion(db: Knex, storeId: string): Promise<string> {
  const rows = await hotStatement(
    db,
    `SELECT coalesce(sum(version), 0) AS v FROM ${DATA_VERSION_TABLE} WHERE store_id = ?`,
    [storeId],
    true,
  );
  return String(rows[0]?.v ?? 0);
}
