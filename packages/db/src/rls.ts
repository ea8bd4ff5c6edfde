/**
 * Row-level-scoped execution (docs/ARCHITECTURE.md "Data": "On PostgreSQL the same isolation is
 * enforced by row-level security; a deployment that cannot run in that mode refuses with
 * `rls_scoped_execution_unavailable`"; seed: Errors, 503 `rls_scoped_execution_unavailable`).
 *
 * Handlers already reach data only through a store-scoped query context (scope.ts). On PostgreSQL
 * the database enforces the same boundary underneath it: handler work runs in a transaction that
 * first sets `storeops.store_id` to the store and switches to the role `storeops_scoped`
 * (`set_config(..., true)`: both end with the transaction). That role is subject to the policies of
 * migration 010: every table with a `store_id` column, and `stores` by `id`, shows and accepts only
 * the store's rows, so a handler query that forgot its filter still cannot read or write another
 * store. The connecting role (the tables' owner) keeps its reach for the service's own cross-store
 * work: credential lookup, the audit writer, sweeps, migrations, the seed.
 *
 * Reads (`inStoreScope`) skip the transaction: they run on a second pool of the same size whose
 * connections serve scoped reads only and are held in the scoped role and a store's setting at the
 * session level, switched (one statement) only when a connection serves another store than it
 * last did. A hot store's reads therefore cost their own statements and nothing more. A PostgreSQL
 * deployment opens up to twice the pool size (2 x 10) per process.
 *
 * A deployment that cannot run in that mode (the role is missing, the connecting role may not
 * switch to it, or it would bypass row-level security) is refused, not run with wider reach: the
 * call throws `ScopedExecutionUnavailable`, which the service answers 503
 * `rls_scoped_execution_unavailable`. SQLite (one embedded file, one store directory) has no roles:
 * scoped execution is the scoped query context alone.
 */
import knex, { type Knex } from 'knex';
import { dialectOf } from './connection';
import { CommitOutcomeUnknown, isConnectionFailure } from './failures';

/** The role scoped execution switches to (created by migration 010 where the connecting role may). */
export const SCOPED_ROLE = 'storeops_scoped';

/** The transaction-local setting the row-level policies compare `store_id` with. */
export const STORE_SETTING = 'storeops.store_id';

/** The deployment cannot run row-level-scoped execution; nothing was read or written. */
export class ScopedExecutionUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScopedExecutionUnavailable';
  }
}

export interface ScopedExecutionOptions {
  /** Role to switch to (default `storeops_scoped`); a deployment knob, and how tests break the mode. */
  role?: string;
}

/** Per connection pool and role: whether the role is fit for scoped execution (checked once). */
const verified = new WeakMap<Knex, Map<string, Promise<void>>>();

async function verifyRole(db: Knex, role: string): Promise<void> {
  const r = await db.raw('select rolsuper, rolbypassrls from pg_roles where rolname = ?', [role]);
  const row = (r.rows as Array<{ rolsuper: boolean; rolbypassrls: boolean }>)[0];
  if (row === undefined)
    throw new ScopedExecutionUnavailable(`the role ${role} does not exist (run the migrations as a role that may create it)`);
  if (row.rolsuper || row.rolbypassrls) throw new ScopedExecutionUnavailable(`the role ${role} bypasses row-level security`);
}

function roleCheck(db: Knex, role: string): Promise<void> {
  let byRole = verified.get(db);
  if (byRole === undefined) verified.set(db, (byRole = new Map()));
  let check = byRole.get(role);
  if (check === undefined) {
    check = verifyRole(db, role);
    byRole.set(role, check);
    // A refusal is not remembered: an operator may fix the role without restarting the service.
    check.catch(() => byRole.delete(role));
  }
  return check;
}

/** The refusal a failed switch to `role` means, or the error itself when it is not one. */
function refusal(err: unknown, role: string): unknown {
  const code = (err as { code?: string }).code;
  // 22023 invalid_parameter_value (no such role), 42501 insufficient_privilege (may not switch).
  if (code === '22023' || code === '42501' || code === '42704') {
    return new ScopedExecutionUnavailable(`cannot switch to the role ${role}: ${(err as Error).message}`);
  }
  return err;
}

/** Enters the store's scope inside `trx` (PostgreSQL). */
async function enter(trx: Knex.Transaction, storeId: string, role: string): Promise<void> {
  try {
    await trx.raw("select set_config(?, ?, true), set_config('role', ?, true)", [STORE_SETTING, storeId, role]);
  } catch (err) {
    throw refusal(err, role);
  }
}

/**
 * Runs `fn` in one transaction confined to `storeId`: on PostgreSQL as the scoped role with the
 * store setting (row-level security applies to every statement of `fn`); on SQLite a plain
 * transaction. Commits when `fn` resolves, rolls back when it throws.
 * @throws ScopedExecutionUnavailable on PostgreSQL when the mode cannot be entered (before `fn` runs)
 */
export async function inStoreTransaction<T>(
  db: Knex,
  storeId: string,
  fn: (trx: Knex.Transaction) => Promise<T>,
  opts: ScopedExecutionOptions = {},
): Promise<T> {
  // The body finished, so a connection failure now is at COMMIT: its outcome is unknown.
  let bodyDone = false;
  const body = async (trx: Knex.Transaction): Promise<T> => {
    const result = await fn(trx);
    bodyDone = true;
    return result;
  };
  try {
    if (dialectOf(db) !== 'postgres') return await db.transaction(body);
    const role = opts.role ?? SCOPED_ROLE;
    await roleCheck(db, role);
    return await db.transaction(async (trx) => {
      await enter(trx, storeId, role);
      return body(trx);
    });
  } catch (err) {
    if (bodyDone && isConnectionFailure(err)) throw new CommitOutcomeUnknown(err);
    throw err;
  }
}

/** What each scoped reader connection has entered (`role` NUL `store id`); absent: unknown, enter again. */
const entered = new WeakMap<object, string>();

/** How many stores' (and roles') reader instances a pool keeps; the least recently used goes first. */
const READER_SCOPES = 256;

interface Reader {
  /** The reader's own pool, behind a knex instance that runs nothing itself. */
  base: Knex;
  /** Per `role` NUL `store id`: a knex instance on `base`'s pool whose connections are in that scope. */
  byScope: Map<string, Knex>;
}

/** Per connection pool: its scoped reader (see {@link readerFor}). */
const readers = new WeakMap<Knex, Reader>();

interface PgConnection {
  query(text: string, values: unknown[]): Promise<unknown>;
}

type ReaderClient = Knex.Client & {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(conn: PgConnection): Promise<void>;
};

/**
 * A knex instance for reads confined to `storeId` as `role`, on `db`'s scoped reader: a second
 * pool (the same connection settings and size as `db`'s) whose connections only ever serve scoped
 * reads. Every connection it hands a query is in that scope first: when the connection is not
 * already there, one statement sets the role and the store setting for the session
 * (`set_config(..., false)`); a connection already in it runs the query with no extra round trip.
 * The instances share the reader's pool (`withUserParams` clones share it) and are kept per store,
 * at most {@link READER_SCOPES}. Destroying `db` destroys its reader.
 */
function readerFor(db: Knex, storeId: string, role: string): Knex {
  let reader = readers.get(db);
  if (reader === undefined) {
    const config = db.client.config as Knex.Config;
    const base = knex({ ...config, ...(config.pool !== undefined ? { pool: { ...config.pool } } : {}) });
    const made: Reader = { base, byScope: new Map() };
    const ownerClient = db.client as Knex.Client & { destroy(callback?: (err?: unknown) => void): Promise<void> };
    const destroyOwner = ownerClient.destroy.bind(ownerClient);
    ownerClient.destroy = async (callback?: (err?: unknown) => void) => {
      readers.delete(db);
      await base.destroy();
      return destroyOwner(callback);
    };
    readers.set(db, made);
    reader = made;
  }
  const key = `${role}\u0000${storeId}`;
  const kept = reader.byScope.get(key);
  if (kept !== undefined) {
    reader.byScope.delete(key);
    reader.byScope.set(key, kept);
    return kept;
  }
  const scoped = reader.base.withUserParams({ storeId, role });
  const client = scoped.client as ReaderClient;
  const acquire = (Object.getPrototypeOf(client) as ReaderClient).acquireConnection;
  client.acquireConnection = async function (this: ReaderClient) {
    const conn = await acquire.call(this);
    if (entered.get(conn) !== key) {
      entered.delete(conn);
      try {
        await conn.query("select set_config($1, $2, false), set_config('role', $3, false)", [STORE_SETTING, storeId, role]);
      } catch (err) {
        await this.releaseConnection(conn);
        throw refusal(err, role);
      }
      entered.set(conn, key);
    }
    return conn;
  };
  reader.byScope.set(key, scoped);
  if (reader.byScope.size > READER_SCOPES) reader.byScope.delete(reader.byScope.keys().next().value!);
  return scoped;
}

/**
 * Runs read-only `fn` confined to `storeId`.
 * - PostgreSQL: `fn`'s queries run on the scoped reader's pool (see `readerFor`): as the scoped
 *   role with the store setting, each statement on its own (autocommit, so each sees the data
 *   committed when it starts, as it would in the READ COMMITTED transaction writes use), and in
 *   parallel where `fn` runs them in parallel. A connection already in the store's scope costs no
 *   extra round trip, so a read pays for its own statements only. The setting and role are
 *   session state: a pooler in transaction mode between the service and PostgreSQL would break
 *   them, so the service must connect directly or through a session-mode pooler.
 * - SQLite: directly on the connection (no transaction: reads there need none).
 * `db` must be the pool itself, not a transaction (a transaction is already scoped by its caller).
 * @throws ScopedExecutionUnavailable as `inStoreTransaction` (before `fn` runs, or at its first query)
 */
export async function inStoreScope<T>(
  db: Knex,
  storeId: string,
  fn: (q: Knex) => Promise<T>,
  opts: ScopedExecutionOptions = {},
): Promise<T> {
  if (dialectOf(db) !== 'postgres') return fn(db);
  const role = opts.role ?? SCOPED_ROLE;
  await roleCheck(db, role);
  return fn(readerFor(db, storeId, role));
}
