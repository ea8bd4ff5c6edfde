import { afterEach, describe, expect, it } from 'vitest';

import { recordingTiming, startServer, wireError, type TestServer } from './__fixtures__/test-server.js';
import { InvalidRequestError, PermissionError, StoreOpsError } from './errors.js';
import { HttpTransport, type CallSpec } from './transport.js';

const SPEC: CallSpec = {
  operation: 'query_products',
  method: 'POST',
  path: '/api/v1/tools/query_products',
  body: { limit: 0, sort: 'roas_desc' },
  tier: 'read',
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function make(baseUrl: string): HttpTransport {
  return new HttpTransport({
    baseUrl: `${baseUrl}/`,
    apiKey: 'sk_live_abc',
    userAgent: 'test-agent',
    timing: recordingTiming(),
  });
}

describe('HttpTransport requests', () => {
  it('sends bearer auth, JSON body and returns result of {ok, result}', async () => {
    server = await startServer([{ status: 200, body: { ok: true, result: [{ id: 'p1' }] } }]);
    await expect(make(server.baseUrl).call(SPEC)).resolves.toEqual([{ id: 'p1' }]);
    const [req] = server.requests;
    expect(req).toMatchObject({
      method: 'POST',
      url: '/api/v1/tools/query_products',
      body: '{"limit":0,"sort":"roas_desc"}',
    });
    expect(req?.headers).toMatchObject({
      authorization: 'Bearer sk_live_abc',
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': 'test-agent',
    });
    expect(req?.headers['idempotency-key']).toBeUndefined();
  });

  it('sends {} for a POST without body, a query string without undefined values, and caller headers', async () => {
    server = await startServer([{ status: 200, body: { ok: true, result: null } }]);
    const t = make(server.baseUrl);
    await expect(
      t.call({ operation: 'get_calibration', method: 'POST', path: '/api/v1/tools/get_calibration', tier: 'read' }),
    ).resolves.toBeNull();
    await t.call(
      {
        operation: 'audit_log',
        method: 'GET',
        path: '/api/v1/audit',
        query: { limit: 0, before: undefined, subject_ref: 'refund 1' },
        tier: 'none',
      },
      { headers: { authorization: 'Bearer other' } },
    );
    expect(server.requests[0]?.body).toBe('{}');
    expect(server.requests[1]).toMatchObject({
      method: 'GET',
      url: '/api/v1/audit?limit=0&subject_ref=refund+1',
      body: '',
    });
    expect(server.requests[1]?.headers.authorization).toBe('Bearer other');
  });

  it('returns a body without envelope as is, and text for responseType text', async () => {
    server = await startServer([
      { status: 200, body: { data: [], has_more: false, next_cursor: null } },
      { status: 200, headers: { 'content-type': 'text/csv' }, body: 'id,request_id\n1,req_1\n' },
    ]);
    const t = make(server.baseUrl);
    await expect(t.call({ operation: 'a', method: 'GET', path: '/api/v1/audit', tier: 'none' })).resolves.toEqual({
      data: [],
      has_more: false,
      next_cursor: null,
    });
    await expect(t.call({ operation: 'a', method: 'GET', path: '/api/v1/audit', tier: 'none', responseType: 'text' })).resolves.toBe(
      'id,request_id\n1,req_1\n',
    );
  });

  it('maps a 400 to InvalidRequestError with requestId', async () => {
    server = await startServer([
      { status: 400, body: { error: 'invalid_request', message: 'limit: must be >= 1', request_id: 'req_400' } },
    ]);
    const err = await make(server.baseUrl)
      .call(SPEC)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidRequestError);
    expect(err).toMatchObject({ code: 'invalid_request', status: 400, requestId: 'req_400' });
    expect((err as Error).message).toContain('limit: must be >= 1');
  });

  it('maps insufficient_scope to PermissionError.requiredScopes', async () => {
    server = await startServer([{ status: 403, body: wireError('insufficient_scope', { required_scopes: ['catalog:write', 'write'] }) }]);
    const err = await make(server.baseUrl)
      .call({ ...SPEC, tier: 'auto_write' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PermissionError);
    expect((err as PermissionError).requiredScopes).toEqual(['catalog:write', 'write']);
    expect((err as PermissionError).code).toBe('insufficient_scope');
  });

  it('rejects a 200 whose body is not JSON', async () => {
    server = await startServer([{ status: 200, headers: { 'x-request-id': 'req_x' }, body: 'not json' }]);
    const err = await make(server.baseUrl)
      .call(SPEC)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreOpsError);
    expect(err).toMatchObject({ code: 'unknown', status: 200, requestId: 'req_x' });
  });

  it('validates its configuration', () => {
    expect(() => new HttpTransport({ baseUrl: 'nope', apiKey: 'k' })).toThrow(TypeError);
    expect(() => new HttpTransport({ baseUrl: 'http://h', apiKey: 'k', maxRetries: -1 })).toThrow(RangeError);
    expect(() => new HttpTransport({ baseUrl: 'http://h', apiKey: 'k', timeoutMs: 0 })).toThrow(RangeError);
  });
});
