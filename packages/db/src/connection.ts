import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import knex, { type Knex } from 'knex';

/** The SQL dialects the data layer supports. */
export type Dialect = 'sqlite' | 'postgres';

/** Options for {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /**
   * A `postgres://` or `postgresql://` URL selects PostgreSQL. Any other value (or none) selects
   * SQLite. Defaults to `process.env.DATABASE_URL`.
   */
  databaseUrl?: string;
  /**
   * SQLite file path (ignored for PostgreSQL). Default `./data/storeops.sqlite`, resolved against
   * the working directory; the parent folder is created. `:memory:` gives a private in-memory
   * database that lives as long as the returned Knex instance (pool of one connection).
   */
  filename?: string;
  /**
   * Where knex's own warnings go (e.g. `Connection Error: ...` when PostgreSQL drops a pooled
   * connection, which the pool then replaces); default knex's console output. The service passes
   * its JSON logger so every line it prints is structured.
   */
  log?: { warn(message: string): void; error(message: string): void };
}

/** Default SQLite file, relative to the working directory. */
export const DEFAULT_SQLITE_FILE = './data/storeops.sqlite';

const PG_URL = /^postgres(ql)?:\/\//i;

/**
 * Open a knex connection (see docs/ARCHITECTURE.md 'Data').
 *
 * - PostgreSQL when `databaseUrl` (or env `DATABASE_URL`) starts with `postgres://` or
 *   `postgresql://` (client `pg`, default pool 2..10).
 * - Otherwise SQLite through `better-sqlite3` on `filename` with `useNullAsDefault: true`; every
 *   new connection runs `journal_mode=WAL` (skipped for `:memory:`), `synchronous=NORMAL`,
 *   `foreign_keys=ON`, `busy_timeout=5000` (ms).
 *
 * Nothing is migrated here; call `migrateLatest(knex)`. The caller owns the instance and must
 * `await knex.destroy()` when done. Throws only for an unusable path (e.g. the folder cannot be
 * created); connection errors surface on the first query.
 */
export function openDatabase(opts: OpenDatabaseOptions = {}): Knex {
  const url = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (url !== undefined && PG_URL.test(url)) {
    return knex({
      client: 'pg',
      connection: url,
      pool: { min: 0, max: 10 },
      ...(opts.log !== undefined ? { log: { ...opts.log, deprecate: opts.log.warn, debug: () => undefined } } : {}),
    });
  }
  const filename = opts.filename ?? DEFAULT_SQLITE_FILE;
  const inMemory = filename === ':memory:' || filename === '';
  if (!inMemory) mkdirSync(dirname(resolve(filename)), { recursive: true });
  return knex({
    ...(opts.log !== undefined ? { log: { ...opts.log, deprecate: opts.log.warn, debug: () => undefined } } : {}),
    client: 'better-sqlite3',
    connection: { filename },
    useNullAsDefault: true,
    pool: {
      // One writer: SQLite serialises writes anyway, and `:memory:` must stay one database.
      min: 1,
      max: 1,
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: SqliteConnection) => void) {
        try {
          if (!inMemory) conn.pragma('journal_mode = WAL');
          conn.pragma('synchronous = NORMAL');
          conn.pragma('foreign_keys = ON');
          conn.pragma('busy_timeout = 5000');
          done(null, conn);
        } catch (err) {
          done(err as Error, conn);
        }
      },
    },
  });
}

interface SqliteConnection {
  pragma(source: string): unknown;
}

/**
 * The dialect of a knex instance (or transaction): `'postgres'` for the `pg` client, `'sqlite'`
 * for `better-sqlite3` / `sqlite3`. Throws for any other client.
 */
export function dialectOf(db: Knex): Dialect {
  const client = db.client.config.client as unknown;
  const name = typeof client === 'string' ? client : (db.client as { dialect?: string }).dialect;
  if (name === 'pg' || name === 'postgres' || name === 'postgresql') return 'postgres';
  if (name === 'better-sqlite3' || name === 'sqlite3' || name === 'sqlite') return 'sqlite';
  throw new Error(`unsupported knex client: ${String(name)}`);
}
