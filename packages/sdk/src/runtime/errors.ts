/**
 * Typed errors of the StoreOps SDK: one class per family of the seed's stable error codes
 * (store-operations-api.md, parts "Error object" and "Errors"), plus `ConnectionError` for a
 * request that got no HTTP answer. Branch on `code` (or `instanceof`), never on `message`.
 */
import type { ErrorCode } from '../generated/errors.js';
import { isRecord, parseJsonOr } from './json.js';

/** Response headers as a plain object with lower-cased names. */
export type ResponseHeaders = Readonly<Record<string, string>>;

/** Every value `StoreOpsError.code` can take: a seed code, or one of the SDK's own two. */
export type StoreOpsErrorCode = ErrorCode | 'connection_error' | 'unknown';

const AUTHENTICATION_CODES = [
  'unauthorized',
  'expired',
  'address_not_allowed',
  'credential_rejected',
  'no_credential',
  'invalid_client',
] as const satisfies readonly ErrorCode[];
const PERMISSION_CODES = ['forbidden', 'insufficient_scope'] as const satisfies readonly ErrorCode[];
const INVALID_REQUEST_CODES = ['invalid_request', 'invalid_body'] as const satisfies readonly ErrorCode[];
const IDEMPOTENCY_CODES = ['idempotency_conflict', 'idempotency_in_flight'] as const satisfies readonly ErrorCode[];
const CONFLICT_CODES = ['field_already_owned'] as const satisfies readonly ErrorCode[];
const GOVERNANCE_CODES = ['policy_denied', 'spend_ceiling_exceeded'] as const satisfies readonly ErrorCode[];
const SERVICE_UNAVAILABLE_CODES = [
  'unavailable',
  'idempotency_unavailable',
  'rls_scoped_execution_unavailable',
  'corpus_unavailable',
] as const satisfies readonly ErrorCode[];

/** Codes of `AuthenticationError` (HTTP 401). */
export type AuthenticationErrorCode = (typeof AUTHENTICATION_CODES)[number];
/** Codes of `PermissionError` (HTTP 403). */
export type PermissionErrorCode = (typeof PERMISSION_CODES)[number];
/** Codes of `InvalidRequestError` (HTTP 400). */
export type InvalidRequestErrorCode = (typeof INVALID_REQUEST_CODES)[number];
/** Codes of `IdempotencyError` (HTTP 409). */
export type IdempotencyErrorCode = (typeof IDEMPOTENCY_CODES)[number];
/** Codes of `GovernanceRefusalError` (HTTP 403 / 409). */
export type GovernanceRefusalErrorCode = (typeof GOVERNANCE_CODES)[number];
/** Codes of `ServiceUnavailableError` (HTTP 503). */
export type ServiceUnavailableErrorCode = (typeof SERVICE_UNAVAILABLE_CODES)[number];

/** Everything the constructors need; built by `errorFromResponse` or the transport. */
export interface StoreOpsErrorInit {
  code: StoreOpsErrorCode;
  /** HTTP status; `undefined` when no HTTP answer arrived. */
  status: number | undefined;
  /** Wire `request_id`, else the `x-request-id` header; quote it in support requests. */
  requestId: string | undefined;
  docs?: string | undefined;
  headers?: ResponseHeaders;
  /** Parsed JSON body, or the raw text when it was not JSON. */
  body?: unknown;
  /** The wire `error` string when it is not a code this SDK knows (then `code` is 'unknown'). */
  rawCode?: string | undefined;
  cause?: unknown;
}

/**
 * Base class of every error the SDK throws for a call.
 *
 * - `code`: stable seed code, `'connection_error'` (no HTTP answer) or `'unknown'` (non-JSON
 *   body or a code this SDK version does not know; see `rawCode`).
 * - `status`: HTTP status, `undefined` for connection errors.
 * - `requestId`: resolves to the audit row the request wrote (seed, "Errors" rules).
 * - `headers`: response headers, names lower-cased (empty for connection errors).
 */
export class StoreOpsError extends Error {
  readonly code: StoreOpsErrorCode;
  readonly status: number | undefined;
  readonly requestId: string | undefined;
  readonly docs: string | undefined;
  readonly headers: ResponseHeaders;
  readonly body: unknown;
  readonly rawCode: string | undefined;

  constructor(message: string, init: StoreOpsErrorInit) {
    super(formatMessage(message, init), init.cause !== undefined ? { cause: init.cause } : undefined);
    this.name = new.target.name;
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.docs = init.docs;
    this.headers = init.headers ?? {};
    this.body = init.body;
    this.rawCode = init.rawCode;
  }
}

function formatMessage(message: string, init: StoreOpsErrorInit): string {
  const parts: string[] = [init.code];
  if (init.status !== undefined) parts.push(`HTTP ${init.status}`);
  if (init.requestId !== undefined) parts.push(`request_id ${init.requestId}`);
  return `${message} [${parts.join(', ')}]`;
}

/** HTTP 401: the credential is missing, invalid, expired or used from a disallowed address. */
export class AuthenticationError extends StoreOpsError {
  declare readonly code: AuthenticationErrorCode;
}

/** HTTP 403: the credential lacks a scope. `requiredScopes` is empty for `forbidden`. */
export class PermissionError extends StoreOpsError {
  declare readonly code: PermissionErrorCode;
  /** Wire `required_scopes` (sent with `insufficient_scope`); `[]` when absent. */
  readonly requiredScopes: string[];
  constructor(message: string, init: StoreOpsErrorInit & { requiredScopes: string[] }) {
    super(message, init);
    this.requiredScopes = init.requiredScopes;
  }
}

/** HTTP 404 `not_found`: no operation of that name is exposed to this credential (never a missing record: that is `InvalidRequestError`). */
export class NotFoundError extends StoreOpsError {
  declare readonly code: 'not_found';
}

/**
 * HTTP 400: an argument is unusable (`invalid_request`, message names it; also an id naming no
 * record of this store, e.g. `thread_id: no cs thread ...`) or the body is not a JSON object.
 */
export class InvalidRequestError extends StoreOpsError {
  declare readonly code: InvalidRequestErrorCode;
}

/**
 * HTTP 409: `idempotency_conflict` (key reused with other arguments; use a new key) or
 * `idempotency_in_flight` (the first request still runs; ask again after `retryAfterSeconds`).
 * The SDK does not retry either.
 */
export class IdempotencyError extends StoreOpsError {
  declare readonly code: IdempotencyErrorCode;
  /** Seconds from the `Retry-After` header (sent with `idempotency_in_flight`), if any. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, init: StoreOpsErrorInit & { retryAfterSeconds: number | undefined }) {
    super(message, init);
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/**
 * HTTP 409 `field_already_owned`: an intent declaration names a field another declaration owns
 * (or waits to own); `intentId` is the owning declaration (null while it waits for approval).
 */
export class ConflictError extends StoreOpsError {
  declare readonly code: (typeof CONFLICT_CODES)[number];
  readonly intentId: string | null;
  constructor(message: string, init: StoreOpsErrorInit & { intentId: string | null }) {
    super(message, init);
    this.intentId = init.intentId;
  }
}

/** One gate's decision, as `simulate` reports it (wire `gates[]`). */
export interface GateDecision {
  gate: 'rules' | 'ownership' | 'spend_ceiling';
  decision: 'allow' | 'require_approval' | 'deny';
  reason: string;
  policy_id: string | null;
  intent_id: string | null;
}

/**
 * A write the store's governance gates refused before anything was written or any card created:
 * HTTP 403 `policy_denied` (a rule) or HTTP 409 `spend_ceiling_exceeded` (a spend ceiling; the
 * period ends in `retryAfterSeconds`). `policyId` names the rule or ceiling; `gates` is every
 * gate's decision, exactly as `simulate` reports them. The SDK does not retry either.
 */
export class GovernanceRefusalError extends StoreOpsError {
  declare readonly code: GovernanceRefusalErrorCode;
  readonly policyId: string | undefined;
  readonly gates: GateDecision[];
  readonly retryAfterSeconds: number | undefined;
  constructor(
    message: string,
    init: StoreOpsErrorInit & { policyId: string | undefined; gates: GateDecision[]; retryAfterSeconds: number | undefined },
  ) {
    super(message, init);
    this.policyId = init.policyId;
    this.gates = init.gates;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** HTTP 413 `payload_too_large`: the body exceeds the endpoint's size bound. */
export class PayloadTooLargeError extends StoreOpsError {
  declare readonly code: 'payload_too_large';
}

/**
 * HTTP 429 `rate_limited`: the credential exceeded its per-minute limit (seed, "Limits").
 * Retried automatically (see `maxRetries`); thrown once retries are used up.
 */
export class RateLimitedError extends StoreOpsError {
  declare readonly code: 'rate_limited';
  /** Requests per minute allowed (wire `limit`). */
  readonly limit: number | undefined;
  /** Seconds to wait (wire `retry_after_seconds`, else the `Retry-After` header). */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, init: StoreOpsErrorInit & { limit: number | undefined; retryAfterSeconds: number | undefined }) {
    super(message, init);
    this.limit = init.limit;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** HTTP 500 `server_error`: the request may or may not have taken effect. Not retried. */
export class ServerError extends StoreOpsError {
  declare readonly code: 'server_error';
}

/**
 * HTTP 503: the service refused without doing anything (`idempotency_unavailable`: the write
 * was not attempted). Retried automatically; thrown once retries are used up.
 */
export class ServiceUnavailableError extends StoreOpsError {
  declare readonly code: ServiceUnavailableErrorCode;
  /** Seconds from the `Retry-After` header, if sent. */
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, init: StoreOpsErrorInit & { retryAfterSeconds: number | undefined }) {
    super(message, init);
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/**
 * No HTTP answer: DNS failure, refused or reset connection, or the per-attempt timeout
 * (`timedOut`). `status` and `requestId` are `undefined`; `cause` holds the underlying error.
 */
export class ConnectionError extends StoreOpsError {
  declare readonly code: 'connection_error';
  /** True when the attempt was cut by `timeoutMs`. */
  readonly timedOut: boolean;
  constructor(message: string, options: { cause?: unknown; timedOut?: boolean } = {}) {
    super(message, {
      code: 'connection_error',
      status: undefined,
      requestId: undefined,
      cause: options.cause,
    });
    this.timedOut = options.timedOut ?? false;
  }
}

type Family =
  | 'authentication'
  | 'permission'
  | 'not_found'
  | 'invalid_request'
  | 'idempotency'
  | 'conflict'
  | 'governance'
  | 'payload_too_large'
  | 'rate_limited'
  | 'server_error'
  | 'service_unavailable';

/** Exhaustive: a code added to the spec fails the type check here until it is classified. */
const FAMILY_OF: Record<ErrorCode, Family> = {
  ...familyEntries(AUTHENTICATION_CODES, 'authentication'),
  ...familyEntries(PERMISSION_CODES, 'permission'),
  not_found: 'not_found',
  ...familyEntries(INVALID_REQUEST_CODES, 'invalid_request'),
  ...familyEntries(IDEMPOTENCY_CODES, 'idempotency'),
  ...familyEntries(CONFLICT_CODES, 'conflict'),
  ...familyEntries(GOVERNANCE_CODES, 'governance'),
  payload_too_large: 'payload_too_large',
  rate_limited: 'rate_limited',
  server_error: 'server_error',
  ...familyEntries(SERVICE_UNAVAILABLE_CODES, 'service_unavailable'),
};

function familyEntries<C extends ErrorCode>(codes: readonly C[], family: Family): Record<C, Family> {
  return Object.fromEntries(codes.map((c) => [c, family])) as Record<C, Family>;
}

function isKnownCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FAMILY_OF, value);
}

/** Lower-cases header names; accepts a fetch `Headers` or a plain object. */
export function normalizeHeaders(headers: Headers | Record<string, string> | undefined): ResponseHeaders {
  const out: Record<string, string> = {};
  if (headers === undefined) return out;
  if (headers instanceof Headers) {
    headers.forEach((value, name) => {
      out[name.toLowerCase()] = value;
    });
    return out;
  }
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}

/**
 * `Retry-After` as whole or fractional seconds (RFC 9110: delay-seconds or an HTTP date,
 * relative to `nowMs`). Returns `undefined` when absent or unparsable; never negative.
 */
export function parseRetryAfterSeconds(value: string | undefined, nowMs: number = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  if (!/^[A-Za-z]{3},/.test(trimmed)) return undefined; // HTTP date: "Sun, 06 Nov 1994 08:49:37 GMT"
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, (at - nowMs) / 1000);
}

/**
 * Builds the typed error for a non-2xx answer from the wire Error object
 * (`error`, `message`, `request_id`, `docs`, plus `limit` / `retry_after_seconds` for
 * `rate_limited` and `required_scopes` for `insufficient_scope`).
 *
 * `body` may be the parsed JSON or the raw response text. A non-JSON body, a body without a
 * string `error`, or a code unknown to this SDK gives a plain `StoreOpsError` with code
 * `'unknown'` that keeps `status`, the `x-request-id` header and (as `rawCode`) the wire code.
 */
export function errorFromResponse(status: number, body: unknown, headers?: Headers | Record<string, string>): StoreOpsError {
  const hdrs = normalizeHeaders(headers);
  const parsed = typeof body === 'string' ? parseJsonOr(body, body) : body;
  const wire = isRecord(parsed) ? parsed : undefined;

  const wireCode = wire !== undefined && typeof wire.error === 'string' ? wire.error : undefined;
  const wireMessage = wire !== undefined && typeof wire.message === 'string' ? wire.message : undefined;
  const requestId = wire !== undefined && typeof wire.request_id === 'string' ? wire.request_id : hdrs['x-request-id'];
  const docs = wire !== undefined && typeof wire.docs === 'string' ? wire.docs : undefined;
  const base = { status, requestId, docs, headers: hdrs, body: parsed };

  if (!isKnownCode(wireCode)) {
    const message =
      wireMessage ??
      (wire === undefined ? `HTTP ${status} with a non-JSON body: ${snippet(body)}` : `HTTP ${status} without a known error code`);
    return new StoreOpsError(message, { ...base, code: 'unknown', rawCode: wireCode });
  }

  const init = { ...base, code: wireCode };
  const message = wireMessage ?? `HTTP ${status} ${wireCode}`;
  const retryAfterHeader = parseRetryAfterSeconds(hdrs['retry-after']);
  switch (FAMILY_OF[wireCode]) {
    case 'authentication':
      return new AuthenticationError(message, init);
    case 'permission':
      return new PermissionError(message, { ...init, requiredScopes: stringArray(wire?.required_scopes) });
    case 'not_found':
      return new NotFoundError(message, init);
    case 'invalid_request':
      return new InvalidRequestError(message, init);
    case 'idempotency':
      return new IdempotencyError(message, { ...init, retryAfterSeconds: retryAfterHeader });
    case 'conflict':
      return new ConflictError(message, { ...init, intentId: typeof wire?.intent_id === 'string' ? wire.intent_id : null });
    case 'governance':
      return new GovernanceRefusalError(message, {
        ...init,
        policyId: typeof wire?.policy_id === 'string' ? wire.policy_id : undefined,
        gates: Array.isArray(wire?.gates) ? (wire.gates as GateDecision[]) : [],
        retryAfterSeconds: finiteNumber(wire?.retry_after_seconds) ?? retryAfterHeader,
      });
    case 'payload_too_large':
      return new PayloadTooLargeError(message, init);
    case 'rate_limited':
      return new RateLimitedError(message, {
        ...init,
        limit: finiteNumber(wire?.limit),
        retryAfterSeconds: finiteNumber(wire?.retry_after_seconds) ?? retryAfterHeader,
      });
    case 'server_error':
      return new ServerError(message, init);
    case 'service_unavailable':
      return new ServiceUnavailableError(message, { ...init, retryAfterSeconds: retryAfterHeader });
  }
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function snippet(body: unknown): string {
  const text = typeof body === 'string' ? body : String(body);
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > 200 ? `${oneLine.slice(0, 200)}…` : oneLine === '' ? '(empty)' : oneLine;
}
