/**
 * Input edge cases of the HTTP pipeline, over real HTTP on every surface:
 * a malformed percent-encoded path, JSON nested deeper than MAX_JSON_DEPTH, and a body whose
 * Content-Encoding does not decode each answer a 4xx Error object (REST, dashboard, public
 * documents) or a JSON-RPC error (`/api/mcp`), are audited with their stable code, and log nothing
 * (no `server_error`, no stack trace).
 */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@storeops/contract';
import { useTestServer, readReply } from '@storeops/testkit/server';
import { errorViolations } from '../contract-conformance';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from './pipeline';

const t = useTestServer({ scale: 0.05, log: (m) => logs.push(m) });
let admin: string;
const logs: string[] = [];

beforeAll(async () => {
  // One key calls every operation of the registry (more than the default 120 a minute) below.
  await t.db('stores').where({ id: t.hostedStoreId }).update({ rate_limit_per_minute: 100_000 });
  admin = await t.key(['admin']);
});
beforeEach(() => {
  logs.length = 0;
});

/** A copy of `b` on its own ArrayBuffer (what fetch's body type accepts). */
const bytes = (b: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(b);

async function send(
  method: string,
  path: string,
  init: { body?: string | Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: init.headers ?? {},
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  return readReply(res);
}

/** Asserts the Error object with its headers, that nothing was logged, and the audit row. */
async function expectRefusal(res: Awaited<ReturnType<typeof send>>, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: code, message: expect.any(String), request_id: expect.stringMatching(/^req_/) });
  expect(errorViolations(res.body)).toEqual([]);
  expect(res.headers.get('service-api-version')).toBe('1');
  expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
  expect(await t.auditRow(res.body.request_id)).toMatchObject({ status, error_code: code });
  expect(logs).toEqual([]);
}

const json = (key = admin) => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });
const mcpHeaders = (key = admin) => ({ ...json(key), accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' });

/** `{"a":{"a":...{}}}`: objects nested exactly `levels` deep (the outer object is level 1). */
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
/** The body: an argument holding 3,000 nested arrays (6 KB). */
const DEEP = `{"x":${'['.repeat(3000)}${']'.repeat(3000)}}`;

describe('malformed percent-encoding in the path answers 400 invalid_request naming the path (item 8)', () => {
  it.each([
    ['POST', '/api/v1/tools/%zz', 'REST tool route, no credential'],
    ['POST', '/api/v1/tools/query_products%E0%A4%A', 'REST tool route, truncated UTF-8 sequence'],
    ['POST', '/api/v1/tools/%C3%28', 'REST tool route, invalid UTF-8'],
    ['POST', '/api/mcp/%zz', 'MCP'],
    ['POST', '/dashboard/approvals/%zz/approve', 'dashboard'],
    ['GET', '/api/v1/reference/assets/%zz', 'reference assets'],
    ['GET', '/api/v1/openapi.json/%zz', 'public documents'],
  ])('%s %s (%s)', async (method, path) => {
    const res = await send(method, path);
    await expectRefusal(res, 400, 'invalid_request');
    expect(res.body.message).toContain(`path: ${JSON.stringify(path)} `);
    expect(res.body.message).toMatch(/percent-encoding/);
  });

  it('a very long malformed path is quoted as a short excerpt, not echoed whole', async () => {
    const path = `/api/v1/tools/${'a'.repeat(5000)}%zz`;
    const res = await send('POST', path);
    await expectRefusal(res, 400, 'invalid_request');
    expect(res.body.message.length).toBeLessThan(400);
  });

  it('a well-formed encoded path still routes (an encoded unknown tool is 404 not_found)', async () => {
    const res = await send('POST', '/api/v1/tools/caf%C3%A9', { headers: json(), body: '{}' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });
});

describe(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused at parse time with invalid_body (item 9)`, () => {
  it.each(OPERATIONS.map((op) => [op.name, op.path]))(
    '%s: a 6 KB body nesting 3,000 arrays answers 400 invalid_body',
    async (_name, path) => {
      const res = await send('POST', path, { headers: json(), body: DEEP });
      await expectRefusal(res, 400, 'invalid_body');
      expect(res.body.message).toBe(`body: nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep (the limit of this API)`);
    },
  );

  it(`exactly ${MAX_JSON_DEPTH} levels are read and judged on their arguments; ${MAX_JSON_DEPTH + 1} are refused`, async () => {
    const atBound = await send('POST', '/api/v1/tools/query_products', { headers: json(), body: nestedObjects(MAX_JSON_DEPTH) });
    expect(atBound.status).toBe(400);
    expect(atBound.body).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/^a: is not an argument/) });
    const over = await send('POST', '/api/v1/tools/query_products', { headers: json(), body: nestedObjects(MAX_JSON_DEPTH + 1) });
    await expectRefusal(over, 400, 'invalid_body');
  });

  it('brackets inside strings (escaped quotes included) do not count as nesting', async () => {
    const title = `\\"${'['.repeat(100)}{`;
    const res = await send('POST', '/api/v1/tools/create_alert', {
      headers: json(),
      body: `{"severity":"info","title":"${title}","message":"${'{'.repeat(100)}"}`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.alert.title).toBe(`"${'['.repeat(100)}{`);
  });

  it('/api/mcp: a tools/call nesting 3,000 levels is a JSON-RPC parse error (-32700) naming the bound, audited invalid_body', async () => {
    const body = `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"query_products","arguments":${DEEP}}}`;
    const res = await send('POST', '/api/mcp', { headers: mcpHeaders(), body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: expect.stringContaining(`more than ${MAX_JSON_DEPTH} levels deep`) },
    });
    expect(res.body.error.data.request_id).toBe(res.headers.get('x-request-id'));
    expect(await t.auditRow(res.headers.get('x-request-id')!)).toMatchObject({ surface: 'mcp', status: 400, error_code: 'invalid_body' });
    expect(logs).toEqual([]);
  });

  it('/api/mcp: a message within the bound is served', async () => {
    const args = `{"filter":${nestedObjects(MAX_JSON_DEPTH - 5)}}`;
    const body = `{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"query_products","arguments":${args}}}`;
    const res = await send('POST', '/api/mcp', { headers: mcpHeaders(), body });
    expect(res.status).toBe(200);
    expect(res.body.result.isError).toBe(true);
    expect(res.body.result.content[0].text).toMatch(/filter\.a: is not an argument/);
  });

  it('jsonDepthExceeds scans iteratively: a 1 MiB run of brackets is judged without recursion', () => {
    const bytes = new TextEncoder();
    expect(jsonDepthExceeds(bytes.encode('['.repeat(1_048_576)), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(bytes.encode(nestedObjects(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(bytes.encode(nestedObjects(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDepthExceeds(bytes.encode(`["\\\\", ${'['.repeat(10)}${']'.repeat(10)}]`), 10)).toBe(true);
    expect(jsonDepthExceeds(bytes.encode(`["\\"[[[[[[[[[[[[", []]`), 2)).toBe(false);
  });
});

describe('a body whose Content-Encoding does not decode answers 400 invalid_body (item 10)', () => {
  const corrupt: Array<[string, string, Uint8Array<ArrayBuffer>]> = [
    ['gzip', 'not gzip data', bytes(new TextEncoder().encode('not gzip data'))],
    ['gzip', 'truncated gzip', bytes(gzipSync('{"limit":5}').subarray(0, 12))],
    ['br', 'corrupt brotli', bytes(Uint8Array.from([0xff, 0xff, 0xff, 0xff]))],
    ['br', 'truncated brotli', bytes(brotliCompressSync('{"limit":5}').subarray(0, 3))],
    ['deflate', 'corrupt deflate', bytes(new TextEncoder().encode('zz'))],
  ];

  it.each(corrupt)('REST, Content-Encoding: %s (%s)', async (encoding, _what, body) => {
    const res = await send('POST', '/api/v1/tools/query_products', { headers: { ...json(), 'content-encoding': encoding }, body });
    await expectRefusal(res, 400, 'invalid_body');
    expect(res.body.message).toMatch(new RegExp(`^body: could not be decoded as Content-Encoding ${encoding}`));
  });

  it.each(corrupt)('/api/mcp, Content-Encoding: %s (%s): a JSON-RPC parse error, audited invalid_body', async (encoding, _what, body) => {
    const res = await send('POST', '/api/mcp', { headers: { ...mcpHeaders(), 'content-encoding': encoding }, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: -32700, message: expect.stringContaining(`Content-Encoding ${encoding}`) });
    expect(await t.auditRow(res.headers.get('x-request-id')!)).toMatchObject({ status: 400, error_code: 'invalid_body' });
    expect(logs).toEqual([]);
  });

  it.each(['compress', 'zstd', 'gzip, br'])(
    'an encoding this API does not accept (%s) answers invalid_body naming the accepted ones',
    async (encoding) => {
      const res = await send('POST', '/api/v1/tools/query_products', {
        headers: { ...json(), 'content-encoding': encoding },
        body: '{}',
      });
      await expectRefusal(res, 400, 'invalid_body');
      expect(res.body.message).toBe(
        `body: Content-Encoding ${JSON.stringify(encoding)} is not accepted; send identity, gzip, deflate or br`,
      );
    },
  );

  it.each([
    ['gzip', bytes(gzipSync('{"limit":2}'))],
    ['deflate', bytes(deflateSync('{"limit":2}'))],
    ['br', bytes(brotliCompressSync('{"limit":2}'))],
  ])('a well-formed %s body is read', async (encoding, body) => {
    const res = await send('POST', '/api/v1/tools/query_products', { headers: { ...json(), 'content-encoding': encoding }, body });
    expect(res.status).toBe(200);
    expect(res.body.result.products.length).toBeLessThanOrEqual(2);
  });
});
