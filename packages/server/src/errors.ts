/**
 * ServiceError: the one error type every gate throws (seed: "Error object", "Errors"). `code` is
 * the generated union of the seed's stable codes, so `switch (err.code)` narrows; the HTTP status
 * comes from the contract's total status map.
 */
import { CommitOutcomeUnknown, ScopedExecutionUnavailable, isConnectionFailure, isTransactionConflict } from '@storeops/db';
import { ERROR_STATUS, type ErrorCode, type Types } from '@storeops/contract';

export interface ErrorExtras {
  /** rate_limited: the per-minute limit that was exceeded. */
  limit?: number;
  /** rate_limited / idempotency_in_flight / spend_ceiling_exceeded / unavailable (database unreachable): seconds to wait before asking again (also `Retry-After`). */
  retry_after_seconds?: number;
  /** insufficient_scope: any one of these scopes grants the call. */
  required_scopes?: string[];
  /** field_already_owned: the declaration owning the field (null while it waits for approval). */
  intent_id?: string | null;
  /** policy_denied / spend_ceiling_exceeded: the rule or ceiling that decided. */
  policy_id?: string;
  /** policy_denied / spend_ceiling_exceeded: every gate's decision, as `simulate` reports them. */
  gates?: Types.SimulationGate[];
}

export class ServiceError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extras: ErrorExtras;

  /** `cause`: what went wrong underneath (logged with a `server_error`; never sent to the client). */
  constructor(code: ErrorCode, message: string, extras: ErrorExtras = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServiceError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.extras = extras;
  }
}

/** The wire Error object: `{error, message, request_id, docs, ...extras}`. */
export interface ErrorBody extends ErrorExtras {
  error: ErrorCode;
  message: string;
  request_id: string;
  docs: string;
}

export function errorBody(err: ServiceError, requestId: string, baseUrl: string): ErrorBody {
  return {
    error: err.code,
    message: err.message,
    request_id: requestId,
    docs: `${baseUrl}/api/v1/reference#errors-${err.code}`,
    ...err.extras,
  };
}

/** How long a client should wait before retrying after the database was unreachable, seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

/**
 * Turns anything thrown into a ServiceError: a deployment unable to enter row-level-scoped
 * execution becomes 503 `rls_scoped_execution_unavailable`; the database unreachable or the
 * connection cut (`isConnectionFailure`) 503 `unavailable` with `retry_after_seconds` (nothing was
 * written: the transaction rolled back), except a connection lost at COMMIT
 * (`CommitOutcomeUnknown`), which may have taken effect: `server_error`; a transaction PostgreSQL
 * aborted for a conflict with a concurrent one (`isTransactionConflict`: deadlock, serialization
 * failure) 503 `unavailable` with `retry_after_seconds` (nothing was written; the same request
 * may be sent again and is then decided against the other's outcome); unknown failures
 * `server_error` (500). `kind` words the message for a read or a write.
 */
export function toServiceError(err: unknown, kind: 'read' | 'write' = 'read'): ServiceError {
  if (err instanceof ServiceError) return err;
  if (isTransactionConflict(err)) {
    return new ServiceError(
      'unavailable',
      kind === 'read'
        ? 'The database aborted the request because it conflicted with a concurrent write. Nothing was written. Retry shortly.'
        : 'The database aborted this write because it conflicted with a concurrent one (a deadlock or serialization failure), so nothing was written. Retry shortly, with the same Idempotency-Key.',
      { retry_after_seconds: UNAVAILABLE_RETRY_AFTER_SECONDS },
    );
  }
  if (isConnectionFailure(err) && !(err instanceof CommitOutcomeUnknown)) {
    return new ServiceError(
      'unavailable',
      kind === 'read'
        ? 'The database could not be reached, so the request could not be served. Nothing was written. Retry shortly.'
        : 'The database could not be reached, so the write was not applied (nothing was written). Retry shortly, with the same Idempotency-Key.',
      { retry_after_seconds: UNAVAILABLE_RETRY_AFTER_SECONDS },
    );
  }
  if (err instanceof ScopedExecutionUnavailable) {
    return new ServiceError(
      'rls_scoped_execution_unavailable',
      `This deployment cannot run the row-level-scoped execution the request needs (${err.message}); it refuses rather than run with wider reach. Nothing was read or written.`,
    );
  }
  return new ServiceError(
    'server_error',
    'The service failed to process the request; it may or may not have taken effect. Quote request_id in support.',
    {},
    { cause: err },
  );
}
