/**
 * Host validation and the base URL (http/hosts.ts): the parsers of
 * `STOREOPS_PUBLIC_URL` / `STOREOPS_ALLOWED_HOSTS`, the policy's table, and over real HTTP (raw
 * `Host` headers, which `fetch` cannot set) that a foreign `Host` reaches no route, is never echoed
 * into `openapi.json` `servers` or `docs` links, and that a rebinding page cannot pass the MCP
 * `Origin` check by naming its own host.
 */
import { request as httpRequest } from 'node:http';
import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer, startTestServer, type TestServer } from '@storeops/testkit/server';
import { localhostAllowedHostnames } from '@modelcontextprotocol/server';
import { HostPolicy, LOCALHOST_HOSTNAMES, hostOptionsFromEnv, parseAllowedHosts, parsePublicUrl } from './hosts';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: any;
}

/** One HTTP/1.1 request to the test server with exactly these headers (`Host` included). */
function raw(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawReply> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode!, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A request as the policy reads it: Host header, scheme, the connection's local address and port. */
function fakeRequest(host: string | undefined, opts: { protocol?: string; localAddress?: string; localPort?: number } = {}): Request {
  return {
    headers: host === undefined ? {} : { host },
    protocol: opts.protocol ?? 'http',
    socket: { localAddress: opts.localAddress ?? '127.0.0.1', localPort: opts.localPort ?? 8080 },
  } as unknown as Request;
}

describe('parsePublicUrl / parseAllowedHosts / hostOptionsFromEnv', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['https://api.example.com', 'https://api.example.com'],
    ['https://API.example.com/', 'https://api.example.com'],
    ['http://10.0.0.5:8080/storeops/', 'http://10.0.0.5:8080/storeops'],
  ])('STOREOPS_PUBLIC_URL %o -> %o', (value, want) => {
    expect(parsePublicUrl(value)).toBe(want);
  });

  it.each(['api.example.com', 'ftp://api.example.com', 'https://api.example.com/?x=1', 'https://user@api.example.com'])(
    'STOREOPS_PUBLIC_URL %o is refused, naming the variable',
    (value) => {
      expect(() => parsePublicUrl(value)).toThrow(/^STOREOPS_PUBLIC_URL: /);
    },
  );

  it('STOREOPS_ALLOWED_HOSTS: comma-separated, blanks dropped; a URL or path is refused naming the entry', () => {
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts(' api.example.com, 10.0.0.5:8080 ,,[::1]:9000')).toEqual(['api.example.com', '10.0.0.5:8080', '[::1]:9000']);
    expect(() => parseAllowedHosts('api.example.com,https://x.example')).toThrow(/^STOREOPS_ALLOWED_HOSTS: "https:\/\/x.example"/);
    expect(() => parseAllowedHosts('x.example/path')).toThrow(/STOREOPS_ALLOWED_HOSTS/);
    expect(() => parseAllowedHosts('x.example:99999')).toThrow(/STOREOPS_ALLOWED_HOSTS/);
  });

  it('reads the three variables pnpm start uses', () => {
    expect(
      hostOptionsFromEnv({ STOREOPS_PUBLIC_URL: 'https://api.example.com/', STOREOPS_ALLOWED_HOSTS: 'a.example', HOST: '0.0.0.0' }),
    ).toEqual({ publicUrl: 'https://api.example.com', allowedHosts: ['a.example'], bindHost: '0.0.0.0' });
    expect(hostOptionsFromEnv({})).toEqual({ allowedHosts: [] });
  });
});

describe('HostPolicy', () => {
  it('always allows the loopback names the MCP SDK allows (localhostAllowedHostnames)', () => {
    expect([...LOCALHOST_HOSTNAMES].sort()).toEqual([...localhostAllowedHostnames()].sort());
  });

  const plain = new HostPolicy({});
  it.each([
    ['127.0.0.1:8080', true, 'http://127.0.0.1:8080'],
    ['localhost:3000', true, 'http://localhost:3000'],
    ['LOCALHOST', true, 'http://localhost'],
    ['[::1]:8080', true, 'http://[::1]:8080'],
    ['evil.example.com', false, 'http://127.0.0.1:8080'],
    ['evil.example.com:8080', false, 'http://127.0.0.1:8080'],
    ['localhost.evil.example', false, 'http://127.0.0.1:8080'],
    ['127.0.0.2:8080', false, 'http://127.0.0.1:8080'],
    ['bad host/x', false, 'http://127.0.0.1:8080'],
    [undefined, true, 'http://127.0.0.1:8080'],
  ])('no configuration: Host %o allowed %s, base URL %s', (host, allowed, baseUrl) => {
    expect(plain.check(fakeRequest(host))).toMatchObject({ allowed, baseUrl });
  });

  it('a wildcard bind allows the address the connection arrived on (IPv4-mapped too), not other addresses', () => {
    const wildcard = new HostPolicy({ bindHost: '0.0.0.0' });
    expect(wildcard.check(fakeRequest('192.168.1.5:8080', { localAddress: '192.168.1.5' })).allowed).toBe(true);
    expect(wildcard.check(fakeRequest('192.168.1.5:8080', { localAddress: '::ffff:192.168.1.5' })).allowed).toBe(true);
    expect(wildcard.check(fakeRequest('192.168.1.6:8080', { localAddress: '192.168.1.5' })).allowed).toBe(false);
    expect(wildcard.check(fakeRequest('myhost.lan:8080', { localAddress: '192.168.1.5' }))).toMatchObject({
      allowed: false,
      baseUrl: 'http://192.168.1.5:8080',
    });
  });

  it('a named bind address is allowed and is the canonical base URL', () => {
    const named = new HostPolicy({ bindHost: 'Storeops.LAN' });
    expect(named.check(fakeRequest('storeops.lan:8080'))).toMatchObject({ allowed: true, baseUrl: 'http://storeops.lan:8080' });
    expect(named.check(fakeRequest('evil.example'))).toMatchObject({ allowed: false, baseUrl: 'http://storeops.lan:8080' });
  });

  it('STOREOPS_PUBLIC_URL: its host is allowed (any port) and it is the base URL whatever Host was sent', () => {
    const pub = new HostPolicy({ publicUrl: 'https://api.example.com/' });
    expect(pub.check(fakeRequest('api.example.com', { protocol: 'http' }))).toEqual({ allowed: true, baseUrl: 'https://api.example.com' });
    expect(pub.check(fakeRequest('127.0.0.1:8080'))).toEqual({ allowed: true, baseUrl: 'https://api.example.com' });
    expect(pub.check(fakeRequest('evil.example'))).toEqual({ allowed: false, host: 'evil.example', baseUrl: 'https://api.example.com' });
  });

  it('STOREOPS_ALLOWED_HOSTS: a bare host allows any port; host:port only that port (a missing port is the default)', () => {
    const policy = new HostPolicy({ allowedHosts: ['internal.example', 'edge.example:8443', 'plain.example:80'] });
    const allowed = (host: string, protocol = 'http') => policy.check(fakeRequest(host, { protocol })).allowed;
    expect(allowed('internal.example:1234')).toBe(true);
    expect(allowed('edge.example:8443')).toBe(true);
    expect(allowed('edge.example:9443')).toBe(false);
    expect(allowed('edge.example', 'https')).toBe(false);
    expect(allowed('plain.example')).toBe(true);
    expect(allowed('plain.example', 'https')).toBe(false);
    expect(policy.check(fakeRequest('edge.example:8443'))).toMatchObject({ baseUrl: 'http://edge.example:8443' });
  });

  it('the MCP Origin allowlist is the configured hostnames and the connection address, never the request Host', () => {
    const policy = new HostPolicy({ publicUrl: 'https://api.example.com', allowedHosts: ['edge.example:8443'] });
    const names = policy.originHostnames(fakeRequest('evil.example', { localAddress: '10.0.0.5' }));
    expect(names).toEqual(expect.arrayContaining(['localhost', '127.0.0.1', '[::1]', 'api.example.com', 'edge.example', '10.0.0.5']));
    expect(names).not.toContain('evil.example');
  });
});

describe('over HTTP, default configuration (the test harness binds 127.0.0.1)', () => {
  const t = useTestServer({ scale: 0.1 }, { admin: ['admin'] });
  let port: string;
  beforeAll(async () => {
    port = new URL(t.baseUrl).port;
  });

  const mcpList = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  const mcpHeaders = (host: string, origin?: string) => ({
    host,
    authorization: `Bearer ${t.keys.admin}`,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': '2025-06-18',
    ...(origin !== undefined ? { origin } : {}),
  });

  it('DNS rebinding: Host evil.example.com with Origin http://evil.example.com is refused on /api/mcp (400, Error object, audited)', async () => {
    const reply = await raw(t.baseUrl, 'POST', '/api/mcp', mcpHeaders('evil.example.com', 'http://evil.example.com'), mcpList);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({
      error: 'invalid_request',
      message: expect.stringMatching(/^Host: "evil\.example\.com" is not a name this server answers to/),
      request_id: reply.headers['x-request-id'],
      docs: `http://127.0.0.1:${port}/api/v1/reference#errors-invalid_request`,
    });
    expect(reply.text).not.toContain('"result"');
    await t.app.audit.drain();
    expect(
      await t
        .db('audit_log')
        .where({ request_id: reply.headers['x-request-id'] as string })
        .first(),
    ).toMatchObject({
      status: 400,
      error_code: 'invalid_request',
    });
  });

  it.each([
    ['POST', '/api/v1/tools/get_store_overview', '{}'],
    ['GET', '/api/v1/openapi.json', undefined],
    ['GET', '/api/v1/changelog.json', undefined],
    ['GET', '/api/v1/reference', undefined],
    ['GET', '/dashboard/sign-in', undefined],
    ['GET', '/no/such/route', undefined],
  ])('a foreign Host is refused on every surface: %s %s answers 400 without echoing it', async (method, path, body) => {
    const headers = { host: 'evil.example', authorization: `Bearer ${t.keys.admin}`, 'content-type': 'application/json' };
    const reply = await raw(t.baseUrl, method, path, headers, body);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({
      error: 'invalid_request',
      docs: `http://127.0.0.1:${port}/api/v1/reference#errors-invalid_request`,
    });
    // Only the message quotes the refused value; no link or other field carries it.
    const { message, ...rest } = reply.json as Record<string, string>;
    expect(message).toMatch(/^Host: "evil\.example" /);
    expect(JSON.stringify(rest)).not.toContain('evil.example');
  });

  it.each([`127.0.0.1:${'PORT'}`, `localhost:${'PORT'}`, '[::1]:PORT', 'localhost'])(
    'Host %s is allowed: openapi.json servers and docs links use it, cacheable for 5 minutes',
    async (template) => {
      const host = template.replace('PORT', port);
      const doc = await raw(t.baseUrl, 'GET', '/api/v1/openapi.json', { host });
      expect(doc.status).toBe(200);
      expect(doc.json.servers).toEqual([{ url: `http://${host}`, description: 'This running service' }]);
      expect(doc.headers['cache-control']).toBe('public, max-age=300');
      const refused = await raw(t.baseUrl, 'POST', '/api/v1/tools/get_store_overview', { host, 'content-type': 'application/json' }, '{}');
      expect(refused.status).toBe(401);
      expect(refused.json.docs).toBe(`http://${host}/api/v1/reference#errors-unauthorized`);
    },
  );

  it('changelog.json is cacheable like openapi.json', async () => {
    const reply = await raw(t.baseUrl, 'GET', '/api/v1/changelog.json', { host: `127.0.0.1:${port}` });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
  });

  it('MCP Origin: a localhost-form Origin passes on an allowed Host; a foreign Origin is refused 403 even when Host is allowed', async () => {
    const ok = await raw(t.baseUrl, 'POST', '/api/mcp', mcpHeaders(`127.0.0.1:${port}`, 'http://localhost:6274'), mcpList);
    expect(ok.status).toBe(200);
    expect(ok.json.result.tools.length).toBeGreaterThan(0);
    const foreign = await raw(t.baseUrl, 'POST', '/api/mcp', mcpHeaders(`127.0.0.1:${port}`, 'http://evil.example.com'), mcpList);
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toMatchObject({ code: -32000, message: 'Invalid Origin: evil.example.com' });
  });
});

describe('over HTTP, with STOREOPS_PUBLIC_URL and STOREOPS_ALLOWED_HOSTS', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ scale: 0.1, publicUrl: 'https://api.example.com', allowedHosts: ['edge.example:8443'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['api.example.com', 'edge.example:8443', '127.0.0.1'])('Host %s is served and every link uses the public URL', async (host) => {
    const doc = await raw(t.baseUrl, 'GET', '/api/v1/openapi.json', { host });
    expect(doc.status).toBe(200);
    expect(doc.json.servers).toEqual([{ url: 'https://api.example.com', description: 'This running service' }]);
    const refused = await raw(t.baseUrl, 'POST', '/api/v1/tools/get_store_overview', { host, 'content-type': 'application/json' }, '{}');
    expect(refused.json.docs).toBe('https://api.example.com/api/v1/reference#errors-unauthorized');
  });

  it('a Host outside the configuration (or on another port than configured) is refused, docs at the public URL', async () => {
    for (const host of ['edge.example:9999', 'evil.example']) {
      const reply = await raw(t.baseUrl, 'GET', '/api/v1/openapi.json', { host });
      expect(reply.status).toBe(400);
      expect(reply.json.docs).toBe('https://api.example.com/api/v1/reference#errors-invalid_request');
    }
  });

  it('MCP: a browser on the public origin passes the Origin check', async () => {
    const key = await t.key(['read']);
    const reply = await raw(
      t.baseUrl,
      'POST',
      '/api/mcp',
      {
        host: 'api.example.com',
        origin: 'https://api.example.com',
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
      },
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    );
    expect(reply.status).toBe(200);
  });
});
