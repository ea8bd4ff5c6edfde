import { describe, expect, expectTypeOf, it } from 'vitest';

import { ERROR_CODES } from '../generated/errors.js';
import {
  AuthenticationError,
  IdempotencyError,
  ConflictError,
  GovernanceRefusalError,
  InvalidRequestError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionError,
  RateLimitedError,
  ServerError,
  ServiceUnavailableError,
  StoreOpsError,
  errorFromResponse,
  parseRetryAfterSeconds,
} from './errors.js';

const STATUS: Record<(typeof ERROR_CODES)[number], number> = {
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

const CLASS_OF: Record<number, new (...args: never[]) => StoreOpsError> = {
  400: InvalidRequestError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: IdempotencyError,
  413: PayloadTooLargeError,
  429: RateLimitedError,
  500: ServerError,
  503: ServiceUnavailableError,
};

/** Codes whose class is not the one of their HTTP status. */
const SPECIAL_CLASS: Partial<Record<(typeof ERROR_CODES)[number], new (...args: never[]) => StoreOpsError>> = {
  field_already_owned: ConflictError,
  policy_denied: GovernanceRefusalError,
  spend_ceiling_exceeded: GovernanceRefusalError,
};

describe('errorFromResponse', () => {
  it.each(ERROR_CODES.map((code) => [code, STATUS[code]] as const))('maps %s (HTTP %i) to its family', (code, status) => {
    const err = errorFromResponse(status, { error: code, message: 'm', request_id: 'req_1' }, {});
    expect(err).toBeInstanceOf(SPECIAL_CLASS[code] ?? CLASS_OF[status]);
    expect(err).toBeInstanceOf(StoreOpsError);
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe(code);
    expect(err.status).toBe(status);
    expect(err.requestId).toBe('req_1');
    expect(err.name).toBe((SPECIAL_CLASS[code] ?? CLASS_OF[status])?.name);
  });

  it('gives policy_denied and spend_ceiling_exceeded the policy, the gates and the period end', () => {
    const gates = [{ gate: 'spend_ceiling', decision: 'deny', reason: 'over', policy_id: 'pol-1', intent_id: null }];
    const err = errorFromResponse(
      409,
      { error: 'spend_ceiling_exceeded', message: 'm', request_id: 'r', policy_id: 'pol-1', gates, retry_after_seconds: 3600 },
      { 'retry-after': '3600' },
    );
    expect(err).toBeInstanceOf(GovernanceRefusalError);
    expect(err).toMatchObject({ policyId: 'pol-1', gates, retryAfterSeconds: 3600 });
    const denied = errorFromResponse(403, { error: 'policy_denied', message: 'm', request_id: 'r' });
    expect(denied).toMatchObject({ policyId: undefined, gates: [], retryAfterSeconds: undefined });
  });

  it('gives field_already_owned the owning intent id', () => {
    const err = errorFromResponse(409, { error: 'field_already_owned', message: 'm', request_id: 'r', intent_id: 'int-1' }, {});
    expect(err).toBeInstanceOf(ConflictError);
    expect((err as ConflictError).intentId).toBe('int-1');
  });

  it('keeps message, request id and docs of a 400 invalid_request', () => {
    const err = errorFromResponse(
      400,
      JSON.stringify({
        error: 'invalid_request',
        message: 'limit must be <= 50',
        request_id: 'req_9',
        docs: 'https://d/x',
      }),
      new Headers({ 'X-Request-Id': 'other' }),
    );
    expect(err).toBeInstanceOf(InvalidRequestError);
    expect(err.message).toBe('limit must be <= 50 [invalid_request, HTTP 400, request_id req_9]');
    expect(err.requestId).toBe('req_9');
    expect(err.docs).toBe('https://d/x');
    expect(err.headers['x-request-id']).toBe('other');
  });

  it('reads required_scopes, and gives [] for forbidden', () => {
    const scoped = errorFromResponse(403, {
      error: 'insufficient_scope',
      message: 'm',
      request_id: 'r',
      required_scopes: ['catalog:write'],
    });
    expect((scoped as PermissionError).requiredScopes).toEqual(['catalog:write']);
    const plain = errorFromResponse(403, { error: 'forbidden', message: 'm', request_id: 'r' });
    expect((plain as PermissionError).requiredScopes).toEqual([]);
  });

  it('reads limit and retry_after_seconds, falling back to Retry-After', () => {
    const body = errorFromResponse(429, {
      error: 'rate_limited',
      message: 'm',
      request_id: 'r',
      limit: 120,
      retry_after_seconds: 0,
    });
    expect(body).toMatchObject({ limit: 120, retryAfterSeconds: 0 });
    const header = errorFromResponse(429, { error: 'rate_limited', message: 'm', request_id: 'r' }, { 'Retry-After': '7' });
    expect(header).toMatchObject({ limit: undefined, retryAfterSeconds: 7 });
  });

  it('gives idempotency_in_flight the Retry-After seconds', () => {
    const err = errorFromResponse(409, { error: 'idempotency_in_flight', message: 'm', request_id: 'r' }, { 'retry-after': '2' });
    expect(err).toBeInstanceOf(IdempotencyError);
    expect((err as IdempotencyError).retryAfterSeconds).toBe(2);
  });

  it('maps a non-JSON body to code unknown with status and x-request-id', () => {
    const err = errorFromResponse(502, '<html>Bad gateway</html>', { 'x-request-id': 'req_proxy' });
    expect(err.constructor).toBe(StoreOpsError);
    expect(err.code).toBe('unknown');
    expect(err.status).toBe(502);
    expect(err.requestId).toBe('req_proxy');
    expect(err.body).toBe('<html>Bad gateway</html>');
    expect(err.message).toContain('non-JSON body: <html>Bad gateway</html>');
  });

  it('maps a code this SDK does not know to unknown, keeping rawCode', () => {
    const err = errorFromResponse(418, { error: 'teapot', message: 'short and stout', request_id: 'req_t' });
    expect(err.constructor).toBe(StoreOpsError);
    expect(err).toMatchObject({ code: 'unknown', rawCode: 'teapot', status: 418, requestId: 'req_t' });
  });
});

describe('parseRetryAfterSeconds', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['5', 5],
    ['0', 0],
    [' 1.5 ', 1.5],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
    ['soon', undefined],
    ['-3', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j -> %j', (value, want) => {
    expect(parseRetryAfterSeconds(value, now)).toBe(want);
  });
});

describe('code narrowing (types)', () => {
  it('narrows code per subclass', () => {
    expectTypeOf<RateLimitedError['code']>().toEqualTypeOf<'rate_limited'>();
    expectTypeOf<PermissionError['code']>().toEqualTypeOf<'forbidden' | 'insufficient_scope'>();
    expectTypeOf<IdempotencyError['retryAfterSeconds']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<StoreOpsError['code']>().toEqualTypeOf<(typeof ERROR_CODES)[number] | 'connection_error' | 'unknown'>();
  });
});
