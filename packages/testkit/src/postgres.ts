/**
 * `@storeops/testkit/postgres`: PostgreSQL for the end-to-end tests: whether a server answers at STOREOPS_TEST_PG_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), and a test server on a fresh database of
 * it that `close()` drops. Suites skip with the reason in their title when none answers.
 */
import { createScratchDatabase, probePostgres as probeServer } from '@storeops/db';
import { startTestServer, useServer, type KeySpec, type SuiteServer, type TestServer, type TestServerOptions } from './server';

/** The PostgreSQL server the tests create scratch databases on (an admin connection URL). */
export const PG_ADMIN_URL = process.env.STOREOPS_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Null when a PostgreSQL server answers at PG_ADMIN_URL, else why not. */
export function probePostgres(): Promise<string | null> {
  return probeServer(PG_ADMIN_URL);
}

/** A suite title that says why it is skipped when PostgreSQL is `unreachable`. */
export function postgresSuiteTitle(name: string, unreachable: string | null): string {
  return unreachable === null ? name : `${name} (SKIPPED: no PostgreSQL server reachable: ${unreachable})`;
}

/** A test server on a new database (`storeops_<prefix>_<random>`); `close()` also drops the database. */
export async function startPostgresTestServer(prefix: string, opts: Omit<TestServerOptions, 'databaseUrl'> = {}): Promise<TestServer> {
  const scratch = await createScratchDatabase(PG_ADMIN_URL, prefix);
  const t = await startTestServer({ ...opts, databaseUrl: scratch.url }).catch(async (err: unknown) => {
    await scratch.drop();
    throw err;
  });
  const close = t.close;
  return Object.assign(t, {
    async close() {
      await close();
      await scratch.drop();
    },
  });
}

/**
 * {@link useServer} on PostgreSQL: the frame of a PostgreSQL suite (inside its
 * `describe.skipIf(unreachable !== null)`, so nothing starts when no server answers): a
 * `beforeAll` (timeout `hookTimeoutMs`) that starts {@link startPostgresTestServer} and mints
 * `keys`, and an `afterAll` that closes it and drops the database.
 */
export function usePostgresTestServer<K extends string = never>(
  prefix: string,
  opts: Omit<TestServerOptions, 'databaseUrl'>,
  keys: Readonly<Record<K, KeySpec>> = {} as Record<K, KeySpec>,
  hookTimeoutMs?: number,
): SuiteServer<K> {
  return useServer(() => startPostgresTestServer(prefix, opts), keys, hookTimeoutMs);
}
