/**
 * Requests Node's HTTP parser refuses: an oversized header block answers 431 and
 * a request that is not HTTP/1.1 answers 400, each with the Error object, `service-api-version: 1`
 * and a fresh `x-request-id` that resolves to its audit row, and the connection is closed.
 */
import { connect } from 'node:net';
import { maxHeaderSize } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';
import { errorViolations } from '../contract-conformance';

const t = useTestServer({ scale: 0.05, log: (m) => logged.push(m) });
/** The app's log lines (startTestServer `log`). */
const logged: string[] = [];

/** Writes `raw` on a fresh connection; resolves with everything the server sent before it closed. */
function rawExchange(raw: string): Promise<{ status: number; headers: Map<string, string>; body: any }> {
  const { port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: body === '' ? null : JSON.parse(body) });
    });
    socket.end(raw);
  });
}

describe("the HTTP parser's refusals carry the Error object", () => {
  it('headers over the server limit answer 431 invalid_request with a request id, then the connection closes', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/openapi.json`, { headers: { 'x-padding': 'a'.repeat(maxHeaderSize + 1024) } });
    expect(res.status).toBe(431);
    expect(res.headers.get('service-api-version')).toBe('1');
    expect(res.headers.get('connection')).toBe('close');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await res.json();
    expect(body).toMatchObject({
      error: 'invalid_request',
      message: expect.stringContaining(`limit of ${maxHeaderSize} bytes`),
      request_id: res.headers.get('x-request-id'),
      docs: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/reference#/),
    });
    expect(body.request_id).toMatch(/^req_/);
    expect(errorViolations(body)).toEqual([]);
    expect(await t.auditRow(body.request_id)).toMatchObject({
      status: 431,
      error_code: 'invalid_request',
      method: 'GET',
      path: '/api/v1/openapi.json',
      store_id: null,
      ip: '127.0.0.1',
    });
    // A log line too: no route saw the request, so there is no access line for it.
    expect(logged.filter((l) => l.includes(body.request_id))).toEqual([
      expect.stringMatching(
        /^client_error 431 invalid_request \(req_\w+\): HPE_HEADER_OVERFLOW GET \/api\/v1\/openapi\.json from 127\.0\.0\.1: request headers: /,
      ),
    ]);
  });

  it('a 20 KB header on a tool route: the 431 answer is the one the OpenAPI document declares', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/tools/get_alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `session=${'c'.repeat(20_000)}` },
      body: '{}',
    });
    expect(res.status).toBe(431);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/^request headers: /) });
    expect(errorViolations(body)).toEqual([]);
    expect(logged.some((l) => l.startsWith(`client_error 431 invalid_request (${body.request_id}): `))).toBe(true);

    const doc = await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json();
    for (const path of ['/api/v1/tools/get_alerts', '/api/v1/audit', '/healthz']) {
      const item = doc.paths[path];
      const op = item.post ?? item.get;
      expect(op.responses['431'], path).toBeDefined();
    }
    const declared = doc.components.responses.RequestHeaderFieldsTooLarge;
    expect(Object.keys(declared.headers)).toEqual(expect.arrayContaining(['service-api-version', 'x-request-id', 'Cache-Control']));
    expect(declared.content['application/json'].examples.headers_too_large.value.error).toBe('invalid_request');
  });

  it('a header line that is not a header answers 400 invalid_request and closes the connection', async () => {
    const res = await rawExchange('POST /api/v1/tools/get_alerts?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nthis is not a header\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.headers.get('connection')).toBe('close');
    expect(res.headers.get('service-api-version')).toBe('1');
    expect(res.body).toMatchObject({
      error: 'invalid_request',
      message: expect.stringMatching(/^request: is not valid HTTP\/1\.1 \(HPE_/),
    });
    expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
    expect(errorViolations(res.body)).toEqual([]);
    expect(await t.auditRow(res.body.request_id)).toMatchObject({ status: 400, method: 'POST', path: '/api/v1/tools/get_alerts' });
  });

  it('bytes that are not HTTP at all answer 400 invalid_request, audited without a method or path', async () => {
    const res = await rawExchange('\u0016\u0003\u0001 hello\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(await t.auditRow(res.body.request_id)).toMatchObject({ status: 400, error_code: 'invalid_request', method: '', path: '' });
  });

  it('the server keeps serving other connections', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/changelog.json`);
    expect(res.status).toBe(200);
  });
});
