/**
 * Database failures the service answers as "unavailable" rather than as a bug: the database could not be reached or dropped
 * the connection, so the statement did not run, or ran in a transaction that was rolled back.
 *
 * {@link isConnectionFailure} recognises them by stable codes, not by message text where a code
 * exists: PostgreSQL SQLSTATE class 08 (connection exception), 57P01 / 57P02 / 57P03 (the backend
 * was terminated, e.g. by `pg_terminate_backend`, crashed, or is starting), 53300 (too many
 * connections); socket errors (ECONNREFUSED, ECONNRESET, EPIPE, ETIMEDOUT, EHOSTUNREACH,
 * ENETUNREACH, EAI_AGAIN); node-postgres' "Connection terminated" / "Connection ended unexpectedly"
 * family and "not queryable" (also behind knex's `<sql> - ` prefix, e.g. a ROLLBACK on a cut
 * connection); knex's
 * pool acquisition timeout (`KnexTimeoutError`); SQLite SQLITE_BUSY (the file stayed locked past
 * the busy timeout).
 *
 * {@link isTransactionConflict}: PostgreSQL aborted the transaction because it conflicted with a
 * concurrent one (40P01 deadlock_detected, 40001 serialization_failure), also when that happened
 * at COMMIT (deferred triggers): the outcome is known, nothing was written, and the same request
 * can be sent again. {@link isUniqueViolation}: a unique index refused a row (23505, SQLite
 * SQLITE_CONSTRAINT_UNIQUE / SQLITE_CONSTRAINT_PRIMARYKEY), for callers that treat a row written
 * meanwhile by a concurrent transaction as "the state moved".
 *
 * {@link CommitOutcomeUnknown}: the transaction's work had finished and the connection failed at
 * COMMIT, so whether it was committed is unknown (the only case where a write may have taken
 * effect although the call failed): callers answer `server_error`, never `unavailable`.
 */

const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// knex prefixes a failed statement's SQL (`ROLLBACK - Connection terminated unexpectedly`).
const MESSAGES = [
  /(^|- )Connection terminated/,
  /(^|- )Connection ended unexpectedly/,
  /is not queryable/,
  /^Timeout acquiring a connection/,
  /(^|- )connect ECONNREFUSED/,
];

/** True when `err` says the database could not be reached or dropped the connection (see the module header). */
export function isConnectionFailure(err: unknown): boolean {
  if (err instanceof CommitOutcomeUnknown) return true;
  if (err === null || typeof err !== 'object') return false;
  const e = err as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown };
  if (typeof e.code === 'string') {
    if (e.code.startsWith('08') && e.code.length === 5) return true;
    if (SQLSTATES.has(e.code) || SOCKET_CODES.has(e.code)) return true;
    if (e.code === 'SQLITE_BUSY' || e.code === 'SQLITE_BUSY_SNAPSHOT') return true;
  }
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  // AggregateError (e.g. ECONNREFUSED on both ::1 and 127.0.0.1).
  if (Array.isArray(e.errors) && e.errors.length > 0) return e.errors.every(isConnectionFailure);
  return false;
}

const CONFLICT_SQLSTATES = new Set(['40001', '40P01']);

/** True when PostgreSQL aborted the transaction for a conflict with a concurrent one (see the module header). */
export function isTransactionConflict(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONFLICT_SQLSTATES.has(code);
}

/** True when a unique index refused a row: PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The connection failed at COMMIT, after the transaction's work: whether it was committed is unknown. */
export class CommitOutcomeUnknown extends Error {
  constructor(readonly cause: unknown) {
    super(`the database connection failed while committing: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'CommitOutcomeUnknown';
  }
}
