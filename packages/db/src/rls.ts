/**
 * Row-level-scoped execution (ARCHITECTURE.md "Data": "On PostgreSQL the same isolation is
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
 * A deployment that cannot run in that mode (the role is missing, the connecting role may not
 * switch to it, or it would bypass row-level security) is refused, not run with wider reach: the
 * call throws `ScopedExecutionUnavailable`, which the service answers 503
 * `rls_scoped_execution_unavailable`. SQLite (one embedded file, one store directory) has no roles:
 * scoped execution is the scoped query context alone.
 */
import type { Knex } from 'knex';
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

/** Enters the store's scope inside `trx` (PostgreSQL). */
async function enter(trx: Knex.Transaction, storeId: string, role: string): Promise<void> {
  try {
    await trx.raw("select set_config(?, ?, true), set_config('role', ?, true)", [STORE_SETTING, storeId, role]);
  } catch (err) {
    const code = (err as { code?: string }).code;
    // 22023 invalid_parameter_value (no such role), 42501 insufficient_privilege (may not switch).
    if (code === '22023' || code === '42501' || code === '42704') {
      throw new ScopedExecutionUnavailable(`cannot switch to the role ${role}: ${(err as Error).message}`);
    }
    throw err;
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

/**
 * Runs read-only `fn` confined to `storeId`: on PostgreSQL inside `inStoreTransaction`; on SQLite
 * directly on the connection (no transaction: reads there need none, and the hot path stays short).
 * @throws ScopedExecutionUnavailable as `inStoreTransaction`
 */
export async function inStoreScope<T>(
  db: Knex,
  storeId: string,
  fn: (q: Knex) => Promise<T>,
  opts: ScopedExecutionOptions = {},
): Promise<T> {
  if (dialectOf(db) !== 'postgres') return fn(db);
  return inStoreTransaction(db, storeId, fn, opts);
}
