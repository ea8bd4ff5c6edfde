/**
 * `/api/mcp` on the wire, as raw JSON-RPC over HTTP: byte-identical tool schemas for every registry
 * operation on both revisions, the protocol's own answers (unsupported revision, header/body
 * mismatch, `resultType`, cache hints, `ping`, batches, 405, 415, parse errors, Origin), request
 * ids in replies and the audit row each message writes.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@storeops/contract';
import { useTestServer } from '@storeops/testkit/server';
import { REQUEST_ID_META_KEY } from './exchange';
import { DISCOVER_TTL_MS, TOOLS_LIST_TTL_MS } from './server';
import { modernRequest, rawPost, type RawReply } from '@storeops/testkit/mcp';

/** The registry operations a live key can see (sandbox-only test helpers are listed to sandbox keys only). */
const LIVE_OPERATIONS = OPERATIONS.filter((op) => !op.sandboxOnly);
const t = useTestServer({ scale: 0.1 }, { admin: ['admin'] });
const LEGACY = { 'mcp-protocol-version': '2025-06-18' };

async function auditRowOf(reply: RawReply) {
  return t
    .db('audit_log')
    .where({ request_id: reply.headers.get('x-request-id')! })
    .first();
}

describe('tool schemas on the wire', () => {
  it.each([
    ['2025-06-18', () => rawPost(t.baseUrl, t.keys.admin, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, LEGACY)],
    ['2026-07-28', () => rawPost(t.baseUrl, t.keys.admin, modernRequest('tools/list').body, modernRequest('tools/list').headers)],
  ])('%s: every operation in the registry is a tool whose inputSchema/outputSchema JSON is byte-identical', async (_rev, list) => {
    const reply = await list();
    expect(reply.status).toBe(200);
    const tools = reply.json.result.tools as Array<Record<string, unknown>>;
    expect(tools.map((tool) => tool.name)).toEqual(LIVE_OPERATIONS.map((op) => op.name));
    for (const op of LIVE_OPERATIONS) {
      const tool = tools.find((x) => x.name === op.name)!;
      expect(JSON.stringify(tool.inputSchema)).toBe(JSON.stringify(op.inputSchema));
      expect(JSON.stringify(tool.outputSchema)).toBe(JSON.stringify(op.outputSchema));
      // Byte level: the reply text itself contains the registry's serialization.
      expect(reply.text).toContain(`"inputSchema":${JSON.stringify(op.inputSchema)}`);
      expect(reply.text).toContain(`"outputSchema":${JSON.stringify(op.outputSchema)}`);
    }
  });
});

describe('2026-07-28 (stateless, per-request _meta)', () => {
  it('server/discover advertises both supported revisions, tools, and a public cache hint; every result has resultType', async () => {
    const { body, headers } = modernRequest('server/discover');
    const reply = await rawPost(t.baseUrl, t.keys.admin, body, headers);
    expect(reply.status).toBe(200);
    expect(reply.json.result).toMatchObject({
      // The same list the unsupported-version error names (2025-06-18 through initialize on this URL).
      supportedVersions: ['2026-07-28', '2025-06-18'],
      capabilities: { tools: {} },
      resultType: 'complete',
      ttlMs: DISCOVER_TTL_MS,
      cacheScope: 'public',
    });
    expect(reply.json.result._meta[REQUEST_ID_META_KEY]).toBe(reply.headers.get('x-request-id'));
    expect(await auditRowOf(reply)).toMatchObject({ surface: 'mcp', operation: 'server/discover', status: 200, error_code: null });
  });

  it('tools/list carries a private cache hint (it depends on the credential); tools/call a complete resultType', async () => {
    const list = await rawPost(t.baseUrl, t.keys.admin, modernRequest('tools/list').body, modernRequest('tools/list').headers);
    expect(list.json.result).toMatchObject({ resultType: 'complete', ttlMs: TOOLS_LIST_TTL_MS, cacheScope: 'private' });
    const call = modernRequest('tools/call', { name: 'get_calibration', arguments: {} });
    const reply = await rawPost(t.baseUrl, t.keys.admin, call.body, call.headers);
    expect(reply.status).toBe(200);
    expect(reply.json.result).toMatchObject({ resultType: 'complete', structuredContent: expect.any(Object) });
    expect(reply.json.result._meta).toMatchObject({ [REQUEST_ID_META_KEY]: reply.headers.get('x-request-id') });
  });

  it('an unsupported revision answers UnsupportedProtocolVersionError (-32022) naming both supported revisions', async () => {
    const { body, headers } = modernRequest('tools/list', {}, 7, { 'io.modelcontextprotocol/protocolVersion': '2099-01-01' });
    const reply = await rawPost(t.baseUrl, t.keys.admin, body, { ...headers, 'mcp-protocol-version': '2099-01-01' });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({
      id: 7,
      error: { code: -32022, data: { supported: ['2026-07-28', '2025-06-18'], requested: '2099-01-01' } },
    });
    expect(reply.json.error.message).toContain('2026-07-28 and 2025-06-18');
    expect(reply.json.error.data.request_id).toBe(reply.headers.get('x-request-id'));
    expect(await auditRowOf(reply)).toMatchObject({ operation: 'tools/list', status: 400, error_code: 'invalid_request' });
  });

  it.each([
    ['Mcp-Method names another method', 'tools/list', {}, { 'mcp-method': 'tools/call' }],
    ['MCP-Protocol-Version differs from the _meta envelope', 'tools/list', {}, { 'mcp-protocol-version': '2025-06-18' }],
    ['Mcp-Name names another tool', 'tools/call', { name: 'get_calibration', arguments: {} }, { 'mcp-name': 'get_alerts' }],
    ['Mcp-Name is missing on tools/call', 'tools/call', { name: 'get_calibration', arguments: {} }, { 'mcp-name': '' }],
  ])('headers checked against the body: %s answers 400 HeaderMismatch (-32020)', async (_case, method, params, override) => {
    const { body, headers } = modernRequest(method, params as Record<string, unknown>);
    const merged: Record<string, string> = { ...headers, ...override };
    for (const [k, v] of Object.entries(merged)) if (v === '') delete merged[k];
    const reply = await rawPost(t.baseUrl, t.keys.admin, body, merged);
    expect(reply.status).toBe(400);
    expect(reply.json.error.code).toBe(-32020);
    expect(await auditRowOf(reply)).toMatchObject({ surface: 'mcp', status: 400, error_code: 'invalid_request' });
  });

  it('ping is not a method of 2026-07-28 (its registry removed it): 404 -32601 like any other unknown method', async () => {
    const { body, headers } = modernRequest('ping');
    const reply = await rawPost(t.baseUrl, t.keys.admin, body, headers);
    expect(reply.status).toBe(404);
    expect(reply.json).toMatchObject({ id: 1, error: { code: -32601, data: { request_id: reply.headers.get('x-request-id') } } });
    expect(await auditRowOf(reply)).toMatchObject({ operation: 'ping', status: 404, error_code: 'not_found' });
  });

  it('an unknown method is 404 with -32601, audited as not_found', async () => {
    const { body, headers } = modernRequest('resources/list');
    const reply = await rawPost(t.baseUrl, t.keys.admin, body, headers);
    expect(reply.status).toBe(404);
    expect(reply.json.error.code).toBe(-32601);
    expect(await auditRowOf(reply)).toMatchObject({ operation: 'resources/list', status: 404, error_code: 'not_found' });
  });
});

describe('unknown tools', () => {
  it('a 500,000-character tool name is quoted as a short excerpt in the unknown-tool error, not echoed whole', async () => {
    const name = 'x'.repeat(500_000);
    const reply = await rawPost(
      t.baseUrl,
      t.keys.admin,
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: {} } },
      { 'mcp-protocol-version': '2025-06-18' },
    );
    expect(reply.json.error.code).toBe(-32602);
    expect(reply.json.error.message).toMatch(/^Unknown tool: "x{40}…" \(500000 characters\)$/);
    expect(reply.text.length).toBeLessThan(2_000);
  });
});

describe('2025-06-18 (initialize handshake, Streamable HTTP)', () => {
  it('initialize answers 2025-06-18 with the tools capability and instructions; the notification is 202; both audited', async () => {
    const init = await rawPost(t.baseUrl, t.keys.admin, {
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    expect(init.status).toBe(200);
    expect(init.json.result).toMatchObject({
      protocolVersion: '2025-06-18',
      capabilities: { tools: { listChanged: false } },
      serverInfo: { name: 'storeops' },
      instructions: expect.stringContaining('structuredContent'),
    });
    expect(init.json.result._meta[REQUEST_ID_META_KEY]).toBe(init.headers.get('x-request-id'));
    expect(await auditRowOf(init)).toMatchObject({ operation: 'initialize', status: 200, error_code: null });

    const note = await rawPost(t.baseUrl, t.keys.admin, { jsonrpc: '2.0', method: 'notifications/initialized' }, LEGACY);
    expect(note.status).toBe(202);
    expect(note.text).toBe('');
    expect(await auditRowOf(note)).toMatchObject({ operation: 'notifications/initialized', status: 202, error_code: null });
  });

  it('ping answers exactly the empty result {} (no _meta added), audited with its request id', async () => {
    const reply = await rawPost(t.baseUrl, t.keys.admin, { jsonrpc: '2.0', id: 'p', method: 'ping' }, LEGACY);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ jsonrpc: '2.0', id: 'p', result: {} });
    expect(await auditRowOf(reply)).toMatchObject({ operation: 'ping', status: 200, error_code: null });
  });

  it('a JSON-RPC response the client posts is accepted (202) and audited as a message of its own', async () => {
    const reply = await rawPost(t.baseUrl, t.keys.admin, { jsonrpc: '2.0', id: 'srv-1', result: {} }, LEGACY);
    expect(reply.status).toBe(202);
    expect(await auditRowOf(reply)).toMatchObject({ surface: 'mcp', operation: null, status: 202, error_code: null });
  });

  it('initialize offering another revision gets 2025-06-18 back (the handshake negotiates, it does not fail)', async () => {
    const init = await rawPost(t.baseUrl, t.keys.admin, {
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    expect(init.json.result.protocolVersion).toBe('2025-06-18');
  });

  it('a request pinned by header to an unsupported revision answers 400 naming both supported revisions', async () => {
    const reply = await rawPost(
      t.baseUrl,
      t.keys.admin,
      { jsonrpc: '2.0', id: 3, method: 'tools/list' },
      { 'mcp-protocol-version': '2025-03-26' },
    );
    expect(reply.status).toBe(400);
    expect(reply.json.error.message).toContain('2026-07-28, 2025-06-18');
    expect(await auditRowOf(reply)).toMatchObject({ operation: 'tools/list', status: 400, error_code: 'invalid_request' });
  });
});

describe('JSON-RPC batches (removed in 2025-06-18, absent from 2026-07-28)', () => {
  const call = (id: string, name: string, args: Record<string, unknown>) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name, arguments: args },
  });
  const alert = (title: string) => ({ severity: 'info', title, message: 'batch' });
  const modern = modernRequest('tools/call', { name: 'create_alert', arguments: alert('Batch alert modern') });
  it.each([
    ['a one-element 2025-06-18 batch', () => [call('a', 'create_alert', alert('Batch alert one'))], LEGACY],
    [
      'a two-element 2025-06-18 batch',
      () => [call('a', 'create_alert', alert('Batch alert A')), call('b', 'create_alert', alert('Batch alert B'))],
      LEGACY,
    ],
    ['a batch of one notification', () => [{ jsonrpc: '2.0', method: 'notifications/initialized' }], LEGACY],
    ['an empty batch', () => [], LEGACY],
    ['a one-element 2026-07-28 batch', () => [modern.body], modern.headers],
  ])('%s is refused whole: 400, one JSON-RPC error -32600 (not an array), nothing run, one audit row', async (_case, body, headers) => {
    const key = await t.key(['automation:write']);
    const reply = await rawPost(t.baseUrl, key, body(), { ...headers, 'idempotency-key': 'batch-key' });
    expect(reply.status).toBe(400);
    expect(Array.isArray(reply.json)).toBe(false);
    expect(reply.json).toMatchObject({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: expect.stringContaining('batches are not supported'),
        data: { request_id: reply.headers.get('x-request-id') },
      },
    });
    expect(await t.db('alerts').where('title', 'like', 'Batch alert%')).toHaveLength(0);
    const rows = await t.db('audit_log').where({ request_id: reply.headers.get('x-request-id')! });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ surface: 'mcp', operation: null, status: 400, error_code: 'invalid_request' });
  });
});

describe('HTTP-level answers', () => {
  it.each(['GET', 'DELETE'])(
    '%s without a key is 401 with the Bearer challenge; with a key 405 (stateless: no sessions)',
    async (method) => {
      const anonymous = await fetch(`${t.baseUrl}/api/mcp`, { method, headers: { accept: 'text/event-stream' } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('www-authenticate')).toBe(
        `Bearer realm="storeops", resource_metadata="${t.baseUrl}/.well-known/oauth-protected-resource/api/mcp", scope="read"`,
      );
      expect(await anonymous.json()).toMatchObject({ error: 'unauthorized' });
      const keyed = await fetch(`${t.baseUrl}/api/mcp`, {
        method,
        headers: { accept: 'text/event-stream', authorization: `Bearer ${t.keys.admin}` },
      });
      expect(keyed.status).toBe(405);
      expect(keyed.headers.get('allow')).toBe('POST');
      const row = await t
        .db('audit_log')
        .where({ request_id: keyed.headers.get('x-request-id')! })
        .first();
      expect(row).toMatchObject({ surface: 'mcp', method, operation: null, status: 405, error_code: 'invalid_request' });
    },
  );

  it('a body that is not JSON is a JSON-RPC parse error (-32700), audited as invalid_body', async () => {
    const reply = await rawPost(t.baseUrl, t.keys.admin, '{"jsonrpc":');
    expect(reply.status).toBe(400);
    expect(reply.json.error).toMatchObject({ code: -32700, data: { request_id: reply.headers.get('x-request-id') } });
    expect(await auditRowOf(reply)).toMatchObject({ status: 400, error_code: 'invalid_body' });
  });

  it('a POST that is not application/json is 415', async () => {
    const res = await fetch(`${t.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.keys.admin}`, 'content-type': 'text/plain', accept: 'application/json, text/event-stream' },
      body: 'tools/list',
    });
    expect(res.status).toBe(415);
  });

  it('a browser Origin of another host is refused with 403 (DNS rebinding guard)', async () => {
    const reply = await rawPost(
      t.baseUrl,
      t.keys.admin,
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { ...LEGACY, origin: 'http://evil.example' },
    );
    expect(reply.status).toBe(403);
    const same = await rawPost(t.baseUrl, t.keys.admin, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { ...LEGACY, origin: t.baseUrl });
    expect(same.status).toBe(200);
  });

  it('replies carry service-api-version, x-request-id and the RateLimit headers, like REST', async () => {
    const { body, headers } = modernRequest('tools/list');
    const reply = await rawPost(t.baseUrl, t.keys.admin, body, headers);
    expect(reply.headers.get('service-api-version')).toBe('1');
    expect(reply.headers.get('x-request-id')).toMatch(/^req_/);
    expect(reply.headers.get('ratelimit-limit')).toBe('120');
  });
});
