/**
 * Scratch PostgreSQL databases for tests and benches: a new, empty database on the server an admin
 * URL points at, and its removal. One implementation for every suite and bench that needs one
 * (the server's end-to-end tests, the multi-process and fault tests, the domain tests on
 * PostgreSQL, `pnpm bench` with BENCH_PG_URL).
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/** A database made by {@link createScratchDatabase}. */
export interface ScratchDatabase {
  /** `storeops_<prefix>_<12 hex>`. */
  name: string;
  /** The admin URL with the database path replaced (and `application_name` when one was given). */
  url: string;
  /** Drops the database, cutting any connection still open on it (`with (force)`); idempotent. */
  drop(): Promise<void>;
}

/** Options of {@link createScratchDatabase}. */
export interface ScratchDatabaseOptions {
  /**
   * `application_name` set on {@link ScratchDatabase.url}, so connections opened with it can be
   * told apart in `pg_stat_activity` (e.g. spared by a test that terminates the others).
   */
  applicationName?: string;
}

/**
 * Creates `storeops_<prefix>_<random>` on the server of `adminUrl` (a `postgres://` URL whose role
 * may create databases). `prefix`: lower-case letters, digits and `_` (it becomes part of an SQL
 * identifier). Rejects with the server's error when it cannot connect or create.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, opts: ScratchDatabaseOptions = {}): Promise<ScratchDatabase> {
  if (!/^[a-z0-9_]{1,40}$/.test(prefix))
    throw new TypeError(`scratch database prefix ${JSON.stringify(prefix)}: use [a-z0-9_], at most 40`);
  const name = `storeops_${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (opts.applicationName !== undefined) url.searchParams.set('application_name', opts.applicationName);
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * Null when a PostgreSQL server answers at `adminUrl` (connects within 2 s), else why not: the
 * reason suites that need one put in their title when they skip.
 */
export async function probePostgres(adminUrl: string): Promise<string | null> {
  try {
    await withAdmin(adminUrl, (c) => c.query('select 1'), 2_000);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

async function withAdmin<T>(adminUrl: string, body: (c: pg.Client) => Promise<T>, timeoutMs = 5_000): Promise<T> {
  // Loaded here: the service itself (which exports this from @storeops/db) never needs it at start.
  const { default: Pg } = await import('pg');
  const client = new Pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: timeoutMs });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
