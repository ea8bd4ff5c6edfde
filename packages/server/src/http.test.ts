/**
 * The REST surface's gates and error codes, exercised over real HTTP (seed: Errors,
 * Authentication, Endpoints). Every error answer is the Error object with its status, carries the
 * version and request-id headers, and its request_id resolves to the audit row it wrote.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer, startTestServer, failingHandlers } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { reader: ['read'] });

function expectError(res: { status: number; headers: Headers; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ error: code, message: expect.any(String), request_id: expect.stringMatching(/^req_/) });
  expect(res.headers.get('service-api-version')).toBe('1');
  expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
}

describe('invalid_request names the argument', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['query_products', { limit: 0 }, /^limit: must be at least 1/],
    ['query_products', { limit: 51 }, /^limit: must be at most 50/],
    ['query_products', { limit: 2.5 }, /^limit: must be an integer/],
    ['query_products', { sort: 'price_desc' }, /^sort: must be one of created_desc, updated_desc, roas_desc/],
    ['query_products', { filter: { lifecycle_state: 7 } }, /^filter\.lifecycle_state: must be of type string/],
    ['query_products', { limt: 5 }, /^limt: is not an argument of this operation/],
    ['query_performance', { window_days: 91 }, /^window_days: must be at most 90/],
    ['query_performance', { product_id: 'abc' }, /^product_id: must be a UUID string/],
    ['get_recent_decisions', { window_days: 31 }, /^window_days: must be at most 30/],
    ['get_recent_decisions', { mode: 'everything' }, /^mode: must be one of/],
    ['get_alerts', { limit: 51 }, /^limit: must be at most 50/],
    ['get_alerts', { severity: 'fatal' }, /^severity: must be one of critical, warning, info/],
    ['get_cs_attention', { limit: 21 }, /^limit: must be at most 20/],
    ['get_variants', { product_id: '123' }, /^product_id: must be a UUID string/],
    ['get_orders', { window_days: 0 }, /^window_days: must be at least 1/],
    ['get_store_overview', { verbose: true }, /^verbose: is not an argument of this operation/],
  ];
  it.each(cases)('%s %j', async (tool, args, message) => {
    const res = await t.call(tool, args, t.keys.reader);
    expectError(res, 400, 'invalid_request');
    expect(res.body.message).toMatch(message);
    const row = await t.auditRow(res.body.request_id);
    expect(row).toMatchObject({ status: 400, error_code: 'invalid_request', operation: tool });
  });

  it('every failing argument is listed, the first first', async () => {
    const res = await t.call('query_performance', { window_days: 91, product_id: 'abc' }, t.keys.reader);
    expectError(res, 400, 'invalid_request');
    expect(res.body.message).toBe('window_days: must be at most 90 (got 91); product_id: must be a UUID string (got "abc")');
  });

  it('the list is bounded: 10 arguments, then "and N more"', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [`extra_${String(i).padStart(2, '0')}`, 1]));
    const res = await t.call('query_performance', { window_days: 0, ...unknown }, t.keys.reader);
    expectError(res, 400, 'invalid_request');
    const parts = res.body.message.split('; ');
    expect(parts).toHaveLength(10);
    expect(parts[0]).toMatch(/^extra_00: is not an argument of this operation$/);
    expect(res.body.message).toMatch(/ \(and 4 more\)$/);
  });

  it('an unknown product id is invalid_request naming product_id, not a 500', async () => {
    const res = await t.call('query_performance', { product_id: '00000000-0000-4000-8000-000000000000' }, t.keys.reader);
    expectError(res, 400, 'invalid_request');
    expect(res.body.message).toMatch(/^product_id:/);
  });
});

describe('invalid_body and payload_too_large', () => {
  it.each([
    ['an array', '[1,2]', 'application/json'],
    ['a string', '"hello"', 'application/json'],
    ['a number', '42', 'application/json'],
    ['null', 'null', 'application/json'],
    ['broken JSON', '{"limit": ', 'application/json'],
    ['a form body', 'limit=5', 'application/x-www-form-urlencoded'],
  ])('%s', async (_name, rawBody, contentType) => {
    const res = await t.call('query_products', undefined, t.keys.reader, { rawBody, contentType });
    expectError(res, 400, 'invalid_body');
    expect(res.body.message).toMatch(/^body:/);
  });

  it('an empty body sent as application/json is invalid_body, not {} (tool routes and other POST paths)', async () => {
    const tool = await t.call('where_in_service', undefined, t.keys.reader, { rawBody: '' });
    expectError(tool, 400, 'invalid_body');
    expect(tool.body.message).toMatch(/^body: is empty/);
    const writer = await t.key(['write']);
    for (const path of ['/api/v1/subscriptions', '/api/v1/approvals/list']) {
      const res = await fetch(`${t.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer}` },
        body: '',
      });
      const body = await res.json();
      expectError({ status: res.status, headers: res.headers, body }, 400, 'invalid_body');
      expect(body.message).toMatch(/^body: is empty/);
      expect(await t.auditRow(body.request_id)).toMatchObject({ status: 400, error_code: 'invalid_body' });
    }
  });

  it('a JSON syntax error names its line, column and offset', async () => {
    const res = await t.call('query_products', undefined, t.keys.reader, { rawBody: '{\n  "limit": 5\n  "cursor": null}' });
    expectError(res, 400, 'invalid_body');
    expect(res.body.message).toBe('body: is not valid JSON: unexpected character "\\"" at line 3, column 3 (character offset 17)');
    const cut = await t.call('query_products', undefined, t.keys.reader, { rawBody: '{"limit": ' });
    expect(cut.body.message).toBe('body: is not valid JSON: unexpected end of input at line 1, column 11 (character offset 10)');
  });

  it('a body over 1 MiB answers 413 payload_too_large', async () => {
    const rawBody = JSON.stringify({ question: 'x'.repeat(1_048_576) });
    const res = await t.call('where_in_service', undefined, t.keys.reader, { rawBody });
    expectError(res, 413, 'payload_too_large');
  });

  it('a body just under the bound is read (and then judged on its arguments)', async () => {
    const rawBody = JSON.stringify({ question: 'x'.repeat(1_000_000) });
    const res = await t.call('where_in_service', undefined, t.keys.reader, { rawBody });
    expect(res.status).not.toBe(413);
  });
});

describe('credentials', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a malformed key', 'not-a-key'],
    ['an unknown well-formed key', `sops_live_${'A'.repeat(43)}`],
  ])('%s -> 401 unauthorized with a Bearer challenge', async (_name, key) => {
    const res = await t.call('get_store_overview', {}, key);
    expectError(res, 401, 'unauthorized');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const row = await t.auditRow(res.body.request_id);
    expect(row).toMatchObject({ status: 401, error_code: 'unauthorized', store_id: null });
  });

  it('a revoked key answers exactly like an unknown one', async () => {
    const key = await t.key(['read'], { label: 'to revoke' });
    expect((await t.call('get_store_overview', {}, key)).status).toBe(200);
    await t.db('api_keys').where({ label: 'to revoke' }).update({ revoked_at: new Date().toISOString() });
    t.app.credentials.forget();
    const res = await t.call('get_store_overview', {}, key);
    expectError(res, 401, 'unauthorized');
    expect(res.body.message).not.toMatch(/revoked|expired/i);
  });

  it('a verified key past its expiry answers 401 expired', async () => {
    const key = await t.key(['read'], { expiresInSeconds: 60, now: new Date(Date.now() - 120_000) });
    const res = await t.call('get_store_overview', {}, key);
    expectError(res, 401, 'expired');
  });
});

describe('scopes and existence', () => {
  it('a missing scope answers 403 insufficient_scope naming required_scopes', async () => {
    const csOnly = await t.key(['cs:read']);
    const res = await t.call('get_store_overview', {}, csOnly);
    expectError(res, 403, 'insufficient_scope');
    expect(res.body.required_scopes).toEqual(['catalog:read', 'read', 'admin']);
    expect((await t.call('get_cs_attention', {}, csOnly)).status).toBe(200);
  });

  it('a tool-name typo is not_found suggesting the closest names the credential may call', async () => {
    const res = await t.call('get_alertz', {}, t.keys.reader);
    expectError(res, 404, 'not_found');
    expect(res.body.message).toMatch(
      /^No operation named "get_alertz" is exposed to this credential\. Did you mean get_alerts(, [a-z_]+){0,2}\?/,
    );
    // Never a tool the credential cannot call: cs:read does not reach get_alerts (automation:read).
    const csOnly = await t.key(['cs:read']);
    const hidden = await t.call('get_alertz', {}, csOnly);
    expectError(hidden, 404, 'not_found');
    expect(hidden.body.message).not.toMatch(/get_alerts/);
    // Nothing close: no suggestion.
    const far = await t.call('zzzzzzzzzzzz', {}, t.keys.reader);
    expect(far.body.message).not.toMatch(/Did you mean/);
  });

  it('catalog:write does not imply catalog:read', async () => {
    const writer = await t.key(['catalog:write']);
    expectError(await t.call('query_products', {}, writer), 403, 'insufficient_scope');
  });

  it('general read tools are open to any <group>:read scope', async () => {
    const csOnly = await t.key(['cs:read']);
    expect((await t.call('where_in_service', {}, csOnly)).status).toBe(200);
  });

  it('an unknown tool answers 404 not_found', async () => {
    const res = await t.call('get_everything', {}, t.keys.reader);
    expectError(res, 404, 'not_found');
  });

  it('storefront-only tools do not exist for a business without a storefront', async () => {
    const business = await t.key(['read'], { storeId: t.businessStoreId });
    for (const tool of ['query_products', 'get_variants']) {
      expectError(await t.call(tool, {}, business), 404, 'not_found');
    }
    const overview = await t.call('get_store_overview', {}, business);
    expect(overview.status).toBe(200);
    expect(overview.body.result.tenant_type).toBe('no_storefront');
  });

  it('an unknown path answers 404 not_found as an Error object', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('server_error and unavailable', () => {
  it('a handler failure answers 500 server_error with a request id that resolves to its audit row', async () => {
    const broken = await startTestServer({ handlers: failingHandlers(), scale: 0.05 });
    try {
      const key = await broken.key(['read']);
      const res = await broken.call('get_calibration', {}, key);
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: 'server_error', request_id: expect.any(String) });
      expect(res.body.message).not.toMatch(/disk on fire/);
      await broken.app.audit.drain();
      expect(await broken.db('audit_log').where({ request_id: res.body.request_id }).first()).toMatchObject({
        status: 500,
        error_code: 'server_error',
      });
    } finally {
      await broken.close();
    }
  });

  it('when the audit row cannot be written the call answers 503 unavailable, not a success', async () => {
    const broken = await startTestServer({ scale: 0.05 });
    try {
      const key = await broken.key(['read']);
      await broken.db.schema.renameTable('audit_log', 'audit_log_gone');
      const res = await broken.call('get_calibration', {}, key);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error: 'unavailable' });
      expect(res.body.ok).toBeUndefined();
      // Not even a cacheable public document's refusal may be cached.
      const doc = await fetch(`${broken.baseUrl}/api/v1/openapi.json`);
      expect(doc.status).toBe(503);
      expect(doc.headers.get('cache-control')).toBe('no-store');
      await broken.db.schema.renameTable('audit_log_gone', 'audit_log');
    } finally {
      await broken.close();
    }
  });
});
