/** Tables for the pure parts of the MCP adapter: tier annotations, stable codes, reply stamping. */
import { describe, expect, it } from 'vitest';
import { McpExchange, REQUEST_ID_META_KEY, stableCode } from './exchange';
import { annotationsFor, errorResult, successResult } from './tools';

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
  it('names messages: tools/call by its tool, others by method; first message takes the HTTP request id', () => {
    const ex = exchange([
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_alerts' } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 9, result: {} },
      42,
    ]);
    expect(ex.messages.map((m) => [m.kind, m.operation])).toEqual([
      ['request', 'get_alerts'],
      ['notification', 'notifications/initialized'],
      ['response', null],
      ['invalid', null],
    ]);
    expect(ex.messages[0]!.requestId).toBe('req_http');
    expect(new Set(ex.messages.map((m) => m.requestId)).size).toBe(4);
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

  it('a success result is structuredContent plus the same JSON as text', () => {
    expect(successResult({ a: 1 })).toEqual({ content: [{ type: 'text', text: '{"a":1}' }], structuredContent: { a: 1 } });
  });
});
