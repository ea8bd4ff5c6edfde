/**
 * The hot-path statement runner:
 * runs one SQL statement with `?` placeholders. On SQLite it uses a prepared statement cached per
 * driver connection, on the connection knex holds for `db` (inside a transaction, the
 * transaction's own: same BEGIN/COMMIT, same rollback), skipping knex's per-call query building
 * and re-preparing. On PostgreSQL it is `db.raw`. For the few statements every request runs:
 * audit rows and idempotency claims. Values must be strings, numbers or null.
 */
import type { Knex } from 'knex';
import { dialectOf } from './connection';

interface SqliteStatement {
  run(...params: unknown[]): { changes: number };
  all(...params: unknown[]): Array<Record<string, unknown>>;
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
interface KnexClient {
  acquireConnection(): Promise<SqliteConnection>;
  releaseConnection(conn: SqliteConnection): Promise<void>;
}

const statements = new WeakMap<object, Map<string, SqliteStatement>>();

function prepared(conn: SqliteConnection, sql: string): SqliteStatement {
  let cache = statements.get(conn);
  if (cache === undefined) {
    cache = new Map();
    statements.set(conn, cache);
  }
  let stmt = cache.get(sql);
  if (stmt === undefined) {
    stmt = conn.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

/** Runs `sql`; resolves the returned rows (`RETURNING` / `SELECT`) when `returnsRows`, else []. */
export async function hotStatement(
  db: Knex,
  sql: string,
  params: readonly unknown[],
  returnsRows = false,
): Promise<Array<Record<string, unknown>>> {
  if (dialectOf(db) !== 'sqlite') {
    const res = (await db.raw(sql, params as Knex.RawBinding[])) as { rows?: Array<Record<string, unknown>> };
    return returnsRows ? (res.rows ?? []) : [];
  }
  const client = (db as unknown as { client: KnexClient }).client;
  const conn = await client.acquireConnection();
  try {
    const stmt = prepared(conn, sql);
    if (returnsRows) return stmt.all(...params);
    stmt.run(...params);
    return [];
  } finally {
    await client.releaseConnection(conn);
  }
}

/** Rows per statement of `hotInsert` (a fixed size, so the statement is prepared once). */
export const HOT_INSERT_CHUNK = 64;

/**
 * Inserts `rows` (objects holding `columns`; missing ones are null) into `table` with hot
 * statements of `HOT_INSERT_CHUNK` rows (and one for the remainder): multi-row `INSERT ... VALUES`
 * prepared once per size, on the connection (or transaction) `db`. Values must be strings, numbers,
 * booleans or null (booleans are stored as 1/0 on SQLite). For hot paths that insert many rows
 * (webhook deliveries and attempts); elsewhere knex's `insert` is simpler.
 */
export async function hotInsert(
  db: Knex,
  table: string,
  columns: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
): Promise<void> {
  const sqlite = dialectOf(db) === 'sqlite';
  const cols = columns.map((c) => `"${c}"`).join(', ');
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += HOT_INSERT_CHUNK) {
    const chunk = rows.slice(i, i + HOT_INSERT_CHUNK);
    const params: unknown[] = [];
    for (const row of chunk) {
      for (const c of columns) {
        const v = row[c] ?? null;
        params.push(sqlite && typeof v === 'boolean' ? (v ? 1 : 0) : v);
      }
    }
    await hotStatement(db, `INSERT INTO "${table}" (${cols}) VALUES ${chunk.map(() => tuple).join(', ')}`, params);
  }
}
