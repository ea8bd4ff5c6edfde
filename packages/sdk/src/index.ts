/**
 * Public entry point of `@storeops/sdk` (named exports only, STYLE item 8).
 */
export { StoreOps, DEFAULT_BASE_URL } from './runtime/client.js';
export type { StoreOpsOptions, AuditApi, AuditEntry, AuditListParams, AuditPage } from './runtime/client.js';

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
} from './runtime/errors.js';
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
} from './runtime/errors.js';

export { ERROR_CODES } from './generated/errors.js';
export type { ErrorCode } from './generated/errors.js';

export { HttpTransport, SDK_VERSION } from './runtime/transport.js';
export type { CallSpec, RequestOptions, Transport, HttpTransportOptions, Tier } from './runtime/transport.js';

export { paginate } from './runtime/pagination.js';
export type { CursorPage, PageFetcher, Paginator } from './runtime/pagination.js';

export type { RetryTiming } from './runtime/retry.js';

export type * as Types from './generated/types/index.js';
