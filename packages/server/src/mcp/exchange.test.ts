/** Tables for the pure parts of the MCP adapter: tier annotations, stable codes, reply stamping. */
import { describe, expect, it } from 'vitest';
import { McpExchange, REQUEST_ID_META_KEY, stableCode } from './exchange';
import { annotationsFor, errorResult, successResult, toolErrorCode } from './tools';

const exchange = (body: unknown) =>
  new McpExchange({
    requestId: 'req_http',
    receivedAt: new Date('2026-11-21T09:00:00Z'),
    startedAt: performance.now(),
    httpMethod: 'POST',
    path: '/api/mcp',
    ip: '127.0.0.1',
    userAgent: null,
    baseUrl: 'http://127.0.0.1:8080',
    body,
  });

describe('annotationsFor', () => {
  it.each([
    ['read', { readOnlyHint: true, idempotentHint: true }],
    ['auto_write', { readOnlyHint: false, destructiveHint: true }],
    ['propose_write', { readOnlyHint: false, destructiveHint: false }],
  ] as const)('%s -> %o', (tier, want) => {
    expect(annotationsFor(tier, 'T')).toEqual({ title: 'T', ...want });
  });

  it('a write that hands authority back is annotated as only proposing, whatever its tier', () => {
    expect(annotationsFor('auto_write', 'T', 'handback')).toEqual({ title: 'T', readOnlyHint: false, destructiveHint: false });
    expect(annotationsFor('auto_write', 'T', 'stop')).toEqual({ title: 'T', readOnlyHint: false, destructiveHint: true });
  });
});

describe('stableCode', () => {
  it.each([
    [-32602, { error: 'not_found' }, 200, 'not_found'],
    [-32700, null, 400, 'invalid_body'],
    [-32601, null, 404, 'not_found'],
    [-32603, null, 500, 'server_error'],
    [-32022, { supported: [] }, 400, 'invalid_request'],
    [-32020, null, 400, 'invalid_request'],
    [-32000, null, 405, 'invalid_request'],
    [-32000, null, 413, 'payload_too_large'],
    [-32000, null, 415, 'invalid_body'],
    [-32000, null, 403, 'forbidden'],
  ])('code %i data %o status %i -> %s', (code, data, status, want) => {
    expect(stableCode(code, data, status)).toBe(want);
  });
});

describe('McpExchange', () => {
  it.each([
    [{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_alerts' } }, 'request', 'get_alerts'],
    [{ jsonrpc: '2.0', method: 'notifications/initialized' }, 'notification', 'notifications/initialized'],
    [{ jsonrpc: '2.0', id: 9, result: {} }, 'response', null],
    [42, 'invalid', null],
  ])('names the message %o: a %s, operation %s, with the HTTP request id', (body, kind, operation) => {
    const ex = exchange(body);
    expect(ex.batch).toBe(false);
    expect(ex.messages).toMatchObject([{ kind, operation, requestId: 'req_http' }]);
  });

  it('a batch (array body) carries no message: it is refused whole, one row for the POST', () => {
    const ex = exchange([{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_alerts' } }]);
    expect(ex.batch).toBe(true);
    expect(ex.messages).toEqual([]);
    ex.stamp({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch' } }, 400);
    expect(ex.auditRows(400)).toMatchObject([{ request_id: 'req_http', operation: null, error_code: 'invalid_request' }]);
  });

  it('stamps results with the request id and records a tool error code', () => {
    const ex = exchange({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_alerts' } });
    const body = { error: 'insufficient_scope' as const, message: 'm', request_id: 'req_http', docs: 'd', required_scopes: ['read'] };
    const out = ex.stamp({ jsonrpc: '2.0', id: 1, result: { ...errorResult(body), _meta: { other: 1 } } }, 200) as any;
    expect(out.result._meta).toEqual({ other: 1, [REQUEST_ID_META_KEY]: 'req_http' });
    expect(ex.auditRows(200)).toMatchObject([
      { request_id: 'req_http', operation: 'get_alerts', status: 200, error_code: 'insufficient_scope' },
    ]);
  });

  it('widens UnsupportedProtocolVersionError to both revisions and puts the request id in error.data', () => {
    const ex = exchange({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const out = ex.stamp(
      { jsonrpc: '2.0', id: 1, error: { code: -32022, message: 'x', data: { supported: ['2026-07-28'], requested: '1' } } },
      400,
    ) as any;
    expect(out.error.data).toEqual({ supported: ['2026-07-28', '2025-06-18'], requested: '1', request_id: 'req_http' });
    expect(ex.auditRows(400)[0]).toMatchObject({ error_code: 'invalid_request', status: 400 });
  });

  it('skips rows the invoke core already wrote; writes one HTTP row when no message was carried', () => {
    const ex = exchange({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'w' } });
    ex.messages[0]!.audited = true;
    expect(ex.auditRows(200)).toEqual([]);
    expect(exchange(undefined).auditRows(405)).toMatchObject([{ request_id: 'req_http', operation: null, error_code: 'invalid_request' }]);
  });

  it('a tool error a handler settled keeps its recorded code; the stamp never needs structuredContent', () => {
    const ex = exchange({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_alerts' } });
    ex.settle(ex.messages[0]!, 'rate_limited');
    ex.stamp({ jsonrpc: '2.0', id: 1, result: { content: [{ type: 'text', text: 'not JSON' }], isError: true } }, 200);
    expect(ex.auditRows(200)[0]).toMatchObject({ error_code: 'rate_limited' });
  });

  it('ping: the result stays exactly {} (no request id stamped), the message counts as answered', () => {
    const ex = exchange({ jsonrpc: '2.0', id: 'p', method: 'ping' });
    expect(ex.stamp({ jsonrpc: '2.0', id: 'p', result: {} }, 200)).toEqual({ jsonrpc: '2.0', id: 'p', result: {} });
    expect(ex.auditRows(200)).toMatchObject([{ operation: 'ping', error_code: null }]);
  });

  it('server/discover: supportedVersions widened to both revisions; other results keep theirs', () => {
    const discover = exchange({ jsonrpc: '2.0', id: 1, method: 'server/discover' });
    const out = discover.stamp({ jsonrpc: '2.0', id: 1, result: { supportedVersions: ['2026-07-28'], capabilities: {} } }, 200) as any;
    expect(out.result.supportedVersions).toEqual(['2026-07-28', '2025-06-18']);
    const other = exchange({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect((other.stamp({ jsonrpc: '2.0', id: 1, result: { tools: [] } }, 200) as any).result.supportedVersions).toBeUndefined();
  });

  it('a tool error result has no structuredContent; its one text block is the Error object as JSON', () => {
    const body = { error: 'invalid_request' as const, message: 'limit: must be >= 1', request_id: 'req_x', docs: 'd' };
    const result = errorResult(body);
    expect(result).toEqual({ content: [{ type: 'text', text: JSON.stringify(body) }], isError: true });
    expect('structuredContent' in result).toBe(false);
  });

  it.each([
    [errorResult({ error: 'forbidden', message: 'm', request_id: 'r', docs: 'd' }), 'forbidden'],
    [{ content: [{ type: 'text', text: 'Tool failed' }], isError: true }, 'server_error'],
    [{ content: [{ type: 'text', text: '{"no":"code"}' }], isError: true }, 'server_error'],
    [{ content: [], isError: true }, 'server_error'],
  ])('toolErrorCode(%o) = %s', (result, code) => {
    expect(toolErrorCode(result)).toBe(code);
  });

  it('a success result is structuredContent plus the same JSON as text', () => {
    expect(successResult({ a: 1 })).toEqual({ content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { a: 1 } });
  });
});
