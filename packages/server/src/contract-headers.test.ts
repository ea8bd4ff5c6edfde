/**
 * Response headers agree with the contract: for every operation and each of its
 * documented responses the server can be made to give (200, a replayed 200 for writes, 400, 401,
 * 403, 404 for storefront tools, 409 for each conflict code, 413, 429, 500, 503), and for the audit
 * log and the public documents, every header sent is declared on that response in the OpenAPI
 * document, and every header the document marks `required` is sent. In particular the
 * `RateLimit-*` headers sent on every counted reply are declared there, and `Retry-After` is
 * declared exactly as it is sent on 409s (on `idempotency_in_flight`, not on
 * `idempotency_conflict` or `field_already_owned`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@storeops/contract';
import { useTestServer, startTestServer, type TestServer, readReply, failingHandlers } from '@storeops/testkit/server';
import { sampleInputs, sampleKey } from '@storeops/testkit/samples';
import { headerViolations } from './contract-conformance';
import { MAX_BODY_BYTES } from './http/pipeline';

const t = useTestServer({ scale: 0.1 }, { live: ['admin'], sandbox: { scopes: ['admin'], kind: 'sandbox' } });
let samples: Record<string, Array<Record<string, unknown>>>;

beforeAll(async () => {
  samples = await sampleInputs(t, t.keys.live, t.keys.sandbox);
});

interface Reply {
  status: number;
  headers: Headers;
  body: any;
}

async function request(
  method: string,
  path: string,
  opts: { key?: string; body?: string; headers?: Record<string, string>; server?: TestServer } = {},
): Promise<Reply> {
  const res = await fetch(`${(opts.server ?? t).baseUrl}${path}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.key !== undefined ? { authorization: `Bearer ${opts.key}` } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { body: opts.body } : {}),
  });
  return readReply(res);
}

/** Asserts the expected status, then that the headers agree with the contract for it. */
function conforms(method: string, path: string, reply: Reply, status: number): void {
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(status);
  expect(headerViolations(method, path, reply.status, reply.headers)).toEqual([]);
}

/** A scope the operation does not accept (a write scope cannot read; a read scope cannot write). */
const scopeWithout = (op: (typeof OPERATIONS)[number]) => (op.tier === 'read' ? 'promotions:write' : 'cs:read');

describe('every operation: the headers of each documented response are declared, and the required ones sent', () => {
  it.each(OPERATIONS.map((op) => [op.name, op]))('%s', async (name, op) => {
    const input = samples[name]?.[0];
    expect(input, `sampleInputs has no input for ${name}`).toBeDefined();
    const kind = op.sandboxOnly ? 'sandbox' : 'live';
    const key = sampleKey(op, t.keys.live, t.keys.sandbox);
    const fresh = await t.key(['admin'], { kind });
    const body = JSON.stringify(input);

    if (op.tier === 'read') {
      conforms('POST', op.path, await request('POST', op.path, { key, body }), 200);
    } else {
      // A write: the first answer, then its replay (`Idempotent-Replayed: true`).
      const headers = { 'Idempotency-Key': `headers-${name}` };
      conforms('POST', op.path, await request('POST', op.path, { key, body, headers }), 200);
      const replay = await request('POST', op.path, { key, body, headers });
      conforms('POST', op.path, replay, 200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    const invalid = await request('POST', op.path, { key: fresh, body: '[]' });
    conforms('POST', op.path, invalid, 400);
    expect(invalid.headers.get('ratelimit-limit')).not.toBeNull();
    const anonymous = await request('POST', op.path, { body });
    conforms('POST', op.path, anonymous, 401);
    expect(anonymous.headers.get('ratelimit-limit')).toBeNull();
    const narrow = await t.key([scopeWithout(op)], { kind });
    conforms('POST', op.path, await request('POST', op.path, { key: narrow, body }), 403);
    conforms('POST', op.path, await request('POST', op.path, { key: fresh, body: `{"pad":"${'x'.repeat(MAX_BODY_BYTES)}"}` }), 413);
    if (op.requiresStorefront) {
      const business = await t.key(['admin'], { storeId: t.businessStoreId });
      conforms('POST', op.path, await request('POST', op.path, { key: business, body }), 404);
    }
  });
});

describe('409: Retry-After is sent exactly where the contract says', () => {
  const path = '/api/v1/tools/create_alert';

  it('idempotency_conflict: no Retry-After', async () => {
    const key = await t.key(['automation:write']);
    const headers = { 'Idempotency-Key': 'headers-conflict' };
    await request('POST', path, { key, headers, body: JSON.stringify({ severity: 'info', title: 'A', message: 'a' }) });
    const res = await request('POST', path, { key, headers, body: JSON.stringify({ severity: 'info', title: 'B', message: 'b' }) });
    conforms('POST', path, res, 409);
    expect(res.body.error).toBe('idempotency_conflict');
    expect(res.headers.get('retry-after')).toBeNull();
  });

  it('idempotency_in_flight: Retry-After equals retry_after_seconds', async () => {
    const key = await t.key(['automation:write']);
    const headers = { 'Idempotency-Key': 'headers-in-flight' };
    const body = JSON.stringify({ severity: 'info', title: 'Still running', message: 'x' });
    conforms('POST', path, await request('POST', path, { key, headers, body }), 200);
    // Put the claim back in the state of a first request that has not finished.
    const reopened = await t
      .db('idempotency_keys')
      .where({ key: 'headers-in-flight', operation: 'create_alert' })
      .update({ state: 'in_flight', response_status: null, response_body: null });
    expect(reopened).toBe(1);
    const res = await request('POST', path, { key, headers, body });
    conforms('POST', path, res, 409);
    expect(res.body.error).toBe('idempotency_in_flight');
    expect(res.headers.get('retry-after')).toBe(String(res.body.retry_after_seconds));
  });

  it('field_already_owned: no Retry-After', async () => {
    const intent = '/api/v1/intent';
    const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku', 'desc').first();
    const declare = (key: string) =>
      request('POST', intent, {
        key,
        body: JSON.stringify({
          resource_kind: 'variant',
          resource_ref: variant.id,
          field: 'compare_at_price',
          desired: 42,
          reason: 'headers test',
          expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      });
    conforms('POST', intent, await declare(await t.key(['write'])), 200);
    const res = await declare(await t.key(['write']));
    conforms('POST', intent, res, 409);
    expect(res.body.error).toBe('field_already_owned');
    expect(res.headers.get('retry-after')).toBeNull();
  });
});

describe('429, 500 and 503', () => {
  it('429 rate_limited: Retry-After and the RateLimit headers, as declared', async () => {
    await t.db('stores').where({ id: t.businessStoreId }).update({ rate_limit_per_minute: 2 });
    const key = await t.key(['read'], { storeId: t.businessStoreId });
    const path = '/api/v1/tools/get_alerts';
    let res: Reply;
    do {
      res = await request('POST', path, { key, body: '{}' });
      if (res.status === 200) conforms('POST', path, res, 200);
    } while (res.status === 200);
    conforms('POST', path, res, 429);
  });

  it('503 idempotency_unavailable (after the limit was counted): the RateLimit headers are sent and declared', async () => {
    const key = await t.key(['automation:write']);
    const path = '/api/v1/tools/create_alert';
    await t.db.schema.renameTable('idempotency_keys', 'idempotency_keys_gone');
    try {
      const res = await request('POST', path, {
        key,
        headers: { 'Idempotency-Key': 'headers-503' },
        body: JSON.stringify({ severity: 'info', title: 'Guard down', message: 'x' }),
      });
      conforms('POST', path, res, 503);
      expect(res.headers.get('ratelimit-limit')).not.toBeNull();
    } finally {
      await t.db.schema.renameTable('idempotency_keys_gone', 'idempotency_keys');
    }
  });

  it('500 server_error: the headers sent are declared', async () => {
    const broken = await startTestServer({ handlers: failingHandlers(), scale: 0.05 });
    try {
      const key = await broken.key(['read']);
      const path = '/api/v1/tools/get_calibration';
      conforms('POST', path, await request('POST', path, { key, body: '{}', server: broken }), 500);
    } finally {
      await broken.close();
    }
  });
});

describe('the audit log and the public documents', () => {
  it('GET /api/v1/audit: JSON and CSV pages (with Link to the next page), 400 and 401', async () => {
    const key = await t.key(['read']);
    conforms('GET', '/api/v1/audit', await request('GET', '/api/v1/audit?limit=2', { key }), 200);
    const csv = await request('GET', '/api/v1/audit?limit=1&format=csv', { key });
    conforms('GET', '/api/v1/audit', csv, 200);
    expect(csv.headers.get('link')).toMatch(/rel="next"/);
    conforms('GET', '/api/v1/audit', await request('GET', '/api/v1/audit?limit=0', { key }), 400);
    conforms('GET', '/api/v1/audit', await request('GET', '/api/v1/audit'), 401);
  });

  it('GET /api/v1/openapi.json and /api/v1/changelog.json: 200 and, past the per-address limit, 429', async () => {
    const server = await startTestServer({ scale: 0.05 });
    try {
      conforms('GET', '/api/v1/openapi.json', await request('GET', '/api/v1/openapi.json', { server }), 200);
      conforms('GET', '/.well-known/jwks.json', await request('GET', '/.well-known/jwks.json', { server }), 200);
      // Both documents count against one per-address limit: exhaust it with the small one.
      let res: Reply;
      do {
        res = await request('GET', '/api/v1/changelog.json', { server });
        if (res.status === 200) conforms('GET', '/api/v1/changelog.json', res, 200);
      } while (res.status === 200);
      conforms('GET', '/api/v1/changelog.json', res, 429);
      conforms('GET', '/api/v1/openapi.json', await request('GET', '/api/v1/openapi.json', { server }), 429);
    } finally {
      await server.close();
    }
  });
});
