/**
 * The hot-path statement runner (issue 2: "knex on the hot path costs ~25% over the raw driver"):
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
