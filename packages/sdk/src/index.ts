/**
 * Public entry point of `@storeops/sdk` (named exports only, STYLE item 8).
 */
export { StoreOps, DEFAULT_BASE_URL } from './runtime/client';
export type { StoreOpsOptions, AuditApi, AuditEntry, AuditListParams, AuditPage } from './runtime/client';

export {
  StoreOpsError,
  AuthenticationError,
  PermissionError,
  NotFoundError,
  InvalidRequestError,
  IdempotencyError,
  ConflictError,
  GovernanceRefusalError,
  PayloadTooLargeError,
  RateLimitedError,
  ServerError,
  ServiceUnavailableError,
  ConnectionError,
  errorFromResponse,
  parseRetryAfterSeconds,
} from './runtime/errors';
export type {
  StoreOpsErrorCode,
  AuthenticationErrorCode,
  PermissionErrorCode,
  InvalidRequestErrorCode,
  IdempotencyErrorCode,
  GovernanceRefusalErrorCode,
  GateDecision,
  ServiceUnavailableErrorCode,
  ResponseHeaders,
} from './runtime/errors';

export { ERROR_CODES } from './generated/errors';
export type { ErrorCode } from './generated/errors';

export { HttpTransport, SDK_VERSION } from './runtime/transport';
export type { CallSpec, RequestOptions, Transport, HttpTransportOptions, Tier } from './runtime/transport';

export { paginate } from './runtime/pagination';
export type { CursorPage, PageFetcher, Paginator } from './runtime/pagination';

export type { RetryTiming } from './runtime/retry';

export type * as Types from './generated/types';
