// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

/** Every stable error code of the contract (seed: Errors). Branch on these, never on messages. */
export const ERROR_CODES = [
  'invalid_request',
  'invalid_body',
  'unauthorized',
  'expired',
  'address_not_allowed',
  'credential_rejected',
  'no_credential',
  'invalid_client',
  'forbidden',
  'insufficient_scope',
  'policy_denied',
  'not_found',
  'idempotency_conflict',
  'idempotency_in_flight',
  'field_already_owned',
  'spend_ceiling_exceeded',
  'payload_too_large',
  'rate_limited',
  'server_error',
  'idempotency_unavailable',
  'unavailable',
  'rls_scoped_execution_unavailable',
  'corpus_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
