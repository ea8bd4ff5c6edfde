/**
 * HTTP status of every stable error code (seed: Errors). Typed as a total map over the generated
 * `ErrorCode` union, so a code added to the spec without a status fails the type check.
 */
import type { ErrorCode } from '../../sdk/src/generated/errors';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  invalid_body: 400,
  unauthorized: 401,
  expired: 401,
  address_not_allowed: 401,
  credential_rejected: 401,
  no_credential: 401,
  invalid_client: 401,
  forbidden: 403,
  insufficient_scope: 403,
  policy_denied: 403,
  not_found: 404,
  idempotency_conflict: 409,
  idempotency_in_flight: 409,
  field_already_owned: 409,
  spend_ceiling_exceeded: 409,
  payload_too_large: 413,
  rate_limited: 429,
  server_error: 500,
  idempotency_unavailable: 503,
  unavailable: 503,
  rls_scoped_execution_unavailable: 503,
  corpus_unavailable: 503,
};
