/**
 * The OAuth surface agrees with the contract (spec/openapi/paths/oauth; seed: Authentication,
 * Non-tool endpoints "OAuth" rows, Versioning "Current deprecations"): what a client observes over
 * HTTP is checked against the bundled OpenAPI document the server serves.
 * - The three discovery documents (RFC 8414, RFC 9728) validate against their closed component
 *   schemas, name this server, offer exactly the `oauth2` scheme's scopes, and equal the documented
 *   examples (base URL aside).
 * - A 401 from `/api/mcp` and from REST names the matching protected resource metadata URL.
 * - The token, revocation and registration endpoints answer RFC 6749 / RFC 7591 error bodies valid
 *   against `OAuthError` (not the API's `Error`), registration its 201 and 410 as documented.
 * - Every header of those responses is declared on them, and every required one is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_DOCUMENT } from '@storeops/contract';
import { componentViolations, headerViolations } from '../contract-conformance';
import { startTestServer, type TestServer, readReply } from '@storeops/testkit/server';
import { metadataDocument, pkce, startDocumentHost, type DocumentHost } from './test-support';

/** The base URL the spec's examples use (`servers` of spec/openapi/openapi.yaml). */
const EXAMPLE_BASE = 'http://127.0.0.1:8080';
/** Before the registration sunset (2027-09-06); moved past it for the 410. */
const BEFORE_SUNSET = new Date('2026-11-23T12:00:00Z');
const AFTER_SUNSET = new Date('2027-09-06T00:00:00Z');

let t: TestServer;
let host: DocumentHost;
let clock = BEFORE_SUNSET;
let clientId: string;

beforeAll(async () => {
  host = await startDocumentHost();
  t = await startTestServer({ scale: 0.05, now: () => clock, webhooks: { allowLoopback: true }, oauth: { ca: host.cert } });
  clientId = `${host.origin}/client.json`;
  host.serve('/client.json', { body: metadataDocument(clientId) });
});
afterAll(async () => {
  await t?.close();
  await host?.close();
});

interface Reply {
  status: number;
  headers: Headers;
  body: any;
}

async function send(method: string, path: string, init: { form?: Record<string, string>; json?: unknown } = {}): Promise<Reply> {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method,
    redirect: 'manual',
    ...(init.form !== undefined
      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(init.form).toString() }
      : {}),
    ...(init.json !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.json) } : {}),
  });
  return readReply(res);
}

/** Asserts the status, then that the headers agree with the contract's response for it. */
function conforms(method: string, path: string, reply: Reply, status: number): void {
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(status);
  expect(headerViolations(method, path, reply.status, reply.headers)).toEqual([]);
}

type Doc = {
  paths: Record<string, Record<string, any>>;
  components: { securitySchemes: Record<string, any> };
};
const doc = OPENAPI_DOCUMENT as unknown as Doc;

/** The first example of a GET's 200 JSON body, with the example base URL replaced by `base`. */
function documentedExample(path: string, base: string): unknown {
  const examples = doc.paths[path]!.get.responses['200'].content['application/json'].examples as Record<string, { value: unknown }>;
  const [first] = Object.values(examples);
  return JSON.parse(JSON.stringify(first!.value).replaceAll(EXAMPLE_BASE, base));
}

const DOCUMENTS = [
  { path: '/.well-known/oauth-authorization-server', schema: 'AuthorizationServerMetadata' },
  { path: '/.well-known/oauth-protected-resource', schema: 'ProtectedResourceMetadata', resource: '' },
  { path: '/.well-known/oauth-protected-resource/api/mcp', schema: 'ProtectedResourceMetadata', resource: '/api/mcp' },
] as const;

describe('discovery documents (RFC 8414, RFC 9728)', () => {
  it.each(DOCUMENTS)('$path conforms to $schema, names this server and equals the documented example', async (d) => {
    const res = await send('GET', d.path);
    conforms('GET', d.path, res, 200);
    expect(componentViolations(d.schema, res.body)).toEqual([]);
    const scopes = Object.keys(doc.components.securitySchemes.oauth2.flows.authorizationCode.scopes);
    expect(res.body.scopes_supported).toEqual(scopes);
    if ('resource' in d) {
      expect(res.body.resource).toBe(`${t.baseUrl}${d.resource}`);
      expect(res.body.authorization_servers).toEqual([t.baseUrl]);
    } else {
      expect(res.body.issuer).toBe(t.baseUrl);
      expect(res.body.token_endpoint).toBe(`${t.baseUrl}/api/oauth/token`);
    }
    expect(res.body).toEqual(documentedExample(d.path, t.baseUrl));
  });

  it('a 401 from /api/mcp names the /api/mcp metadata, a 401 from REST the API’s; both lead to this server', async () => {
    const mcp = await fetch(`${t.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: 'Bearer not-a-token' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
    });
    expect(mcp.status).toBe(401);
    const mcpMetadata = `${t.baseUrl}/.well-known/oauth-protected-resource/api/mcp`;
    expect(mcp.headers.get('www-authenticate')).toBe(
      `Bearer realm="storeops", resource_metadata="${mcpMetadata}", scope="read", error="invalid_token"`,
    );
    expect((await (await fetch(mcpMetadata)).json()).resource).toBe(`${t.baseUrl}/api/mcp`);

    const rest = await t.call('get_alerts', {});
    expect(rest.status).toBe(401);
    const restMetadata = /resource_metadata="([^"]+)"/.exec(rest.headers.get('www-authenticate') ?? '')?.[1];
    expect(restMetadata).toBe(`${t.baseUrl}/.well-known/oauth-protected-resource`);
    expect((await (await fetch(restMetadata!)).json()).authorization_servers).toEqual([t.baseUrl]);
  });
});

describe('POST /api/oauth/token: RFC 6749 error bodies', () => {
  const path = '/api/oauth/token';

  it('a bad authorization code answers 400 invalid_grant, valid against OAuthError', async () => {
    const res = await send('POST', path, {
      form: {
        grant_type: 'authorization_code',
        code: 'no-such-code',
        redirect_uri: 'http://127.0.0.1/callback',
        code_verifier: pkce().verifier,
        client_id: clientId,
      },
    });
    conforms('POST', path, res, 400);
    expect(res.body.error).toBe('invalid_grant');
    expect(componentViolations('OAuthError', res.body)).toEqual([]);
    expect(componentViolations('Error', res.body)).not.toEqual([]);
  });

  it('an unknown refresh token answers 400 invalid_grant; an unsupported grant type unsupported_grant_type', async () => {
    const refresh = await send('POST', path, {
      form: { grant_type: 'refresh_token', refresh_token: 'no-such-token', client_id: clientId },
    });
    conforms('POST', path, refresh, 400);
    expect(refresh.body.error).toBe('invalid_grant');
    expect(componentViolations('OAuthError', refresh.body)).toEqual([]);
    const password = await send('POST', path, { form: { grant_type: 'password', client_id: clientId } });
    conforms('POST', path, password, 400);
    expect(password.body.error).toBe('unsupported_grant_type');
    expect(componentViolations('OAuthError', password.body)).toEqual([]);
  });

  it('an unknown client answers 401 invalid_client (the seed’s code, in the OAuth body)', async () => {
    const res = await send('POST', path, { form: { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'no-such-client' } });
    conforms('POST', path, res, 401);
    expect(res.body.error).toBe('invalid_client');
    expect(componentViolations('OAuthError', res.body)).toEqual([]);
  });
});

describe('POST /api/oauth/revoke (RFC 7009)', () => {
  const path = '/api/oauth/revoke';

  it('answers 200 with nothing to tell for an unknown token, 400 invalid_request without one', async () => {
    conforms(
      'POST',
      path,
      await send('POST', path, { form: { token: 'no-such-token', token_type_hint: 'refresh_token', client_id: clientId } }),
      200,
    );
    const missing = await send('POST', path, { form: { client_id: clientId } });
    conforms('POST', path, missing, 400);
    expect(missing.body.error).toBe('invalid_request');
    expect(componentViolations('OAuthError', missing.body)).toEqual([]);
  });
});

describe('POST /api/oauth/register (deprecated dynamic client registration)', () => {
  const path = '/api/oauth/register';

  it('201 with the deprecation headers, 400 on unusable metadata, 410 after the sunset: as documented', async () => {
    const created = await send('POST', path, {
      json: { client_name: 'Contract test', redirect_uris: ['http://127.0.0.1/callback'], application_type: 'native' },
    });
    conforms('POST', path, created, 201);
    expect(componentViolations('OAuthClientRegistration', created.body)).toEqual([]);
    expect(created.headers.get('sunset')).toBe('Mon, 06 Sep 2027 00:00:00 GMT');
    expect(created.headers.get('service-api-version')).toBe('1');

    const refused = await send('POST', path, { json: { redirect_uris: ['ftp://example.com/callback'] } });
    conforms('POST', path, refused, 400);
    expect(refused.body.error).toBe('invalid_redirect_uri');
    expect(componentViolations('OAuthError', refused.body)).toEqual([]);

    clock = AFTER_SUNSET;
    try {
      const gone = await send('POST', path, { json: { redirect_uris: ['http://127.0.0.1/callback'] } });
      conforms('POST', path, gone, 410);
      expect(gone.body.error).toBe('invalid_request');
      expect(componentViolations('OAuthError', gone.body)).toEqual([]);
    } finally {
      clock = BEFORE_SUNSET;
    }
  });
});

describe('GET /api/oauth/authorize', () => {
  const path = '/api/oauth/authorize';
  const query = (params: Record<string, string>) => `${path}?${new URLSearchParams({ response_type: 'code', state: 's', ...params })}`;

  it('303 to the consent page for a trusted client; a 400 page for an unknown one: headers as documented', async () => {
    const p = pkce();
    const started = await send(
      'GET',
      query({
        client_id: clientId,
        redirect_uri: 'http://127.0.0.1:5555/callback',
        code_challenge: p.challenge,
        code_challenge_method: 'S256',
      }),
    );
    conforms('GET', path, started, 303);
    expect(started.headers.get('location')).toMatch(/^\/dashboard\/connect\/[A-Za-z0-9_-]+$/);
    const unknown = await send('GET', query({ client_id: 'no-such-client', redirect_uri: 'http://127.0.0.1/callback' }));
    conforms('GET', path, unknown, 400);
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
  });
});
