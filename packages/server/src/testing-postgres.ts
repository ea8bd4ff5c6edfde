/**
 * PostgreSQL for the server's end-to-end tests: whether a server answers at STOREOPS_TEST_PG_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), and a test server on a fresh database of
 * it that `close()` drops. Suites skip with the reason in their title when none answers.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestServer, type TestServer, type TestServerOptions } from './testing';

export const PG_ADMIN_URL = process.env.STOREOPS_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Null when a PostgreSQL server answers, else why not. */
export async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A suite title that says why it is skipped when PostgreSQL is `unreachable`. */
export function postgresSuiteTitle(name: string, unreachable: string | null): string {
  return unreachable === null ? name : `${name} (SKIPPED: no PostgreSQL server reachable: ${unreachable})`;
}

/** A test server on a new database (`storeops_<prefix>_<random>`); `close()` also drops the database. */
export async function startPostgresTestServer(prefix: string, opts: Omit<TestServerOptions, 'databaseUrl'> = {}): Promise<TestServer> {
  const name = `storeops_${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const t = await startTestServer({ ...opts, databaseUrl: url.toString() });
  const close = t.close;
  return Object.assign(t, {
    async close() {
      await close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  });
}
