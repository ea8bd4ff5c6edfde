/**
 * The OAuth 2.1 authorization server over HTTP: PKCE, exact redirect URIs, `state`,
 * resource indicators, Client ID Metadata Documents under the egress rules, consent (store and
 * scope narrowing), tokens on REST and MCP, expiry, revocation, deprecated dynamic client
 * registration. The browser and the official MCP client are in mcp-oauth.e2e.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mintKey } from '../auth/keys';
import { authorize, metadataDocument, operatorSession, pkce, step, Jar, token, type AuthorizeParams, useOAuthServer } from './test-support';

let clock: Date | null = null;
const t = useOAuthServer({
  now: () => clock ?? new Date(),
  // rebind.example names the document host's loopback address: refused even with the loopback switch on.
  dns: { 'internal.example': ['10.0.0.5'], 'rebind.example': ['127.0.0.1'] },
});
const REDIRECT = 'http://127.0.0.1:7777/callback';

/** Authorization parameters for the test client, with a fresh PKCE pair. */
function params(extra: Partial<AuthorizeParams> = {}) {
  const p = pkce();
  const q = {
    client_id: t.clientId,
    redirect_uri: REDIRECT,
    state: 'st-1',
    scope: 'read catalog:write',
    resource: `${t.baseUrl}/api/mcp`,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    ...extra,
  } as AuthorizeParams;
  for (const [k, v] of Object.entries(q)) if (v === undefined) delete (q as unknown as Record<string, unknown>)[k];
  return { p, q };
}

/** Runs the whole flow and exchanges the code; returns the token response. */
async function connect(extra: Partial<AuthorizeParams> = {}, consent = {}) {
  const { p, q } = params(extra);
  const r = await authorize(t, t.session, q, consent);
  const code = r.redirect?.searchParams.get('code');
  expect(code, `no code; stopped at ${r.stoppedAt.status}`).toBeTruthy();
  const res = await token(t, {
    grant_type: 'authorization_code',
    code: code!,
    redirect_uri: q.redirect_uri,
    client_id: q.client_id,
    code_verifier: p.verifier,
    resource: q.resource!,
  });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string; scope: string; expires_in: number; token_type: string };
}

describe('authorization code with PKCE', () => {
  it('issues a 1-hour bearer token and a refresh token that work on REST, bound to the operator’s store', async () => {
    const tokens = await connect();
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'read catalog:write' });
    const res = await t.call('get_store_overview', {}, tokens.access_token);
    expect(res.status).toBe(200);
    expect(res.body.result.store_id).toBe(t.hostedStoreId);
    const row = await t.db('audit_log').where({ operation: 'get_store_overview' }).orderBy('seq', 'desc').first();
    expect(row).toMatchObject({ client_id: t.clientId, credential_id: expect.stringMatching(/^oauth:/), store_id: t.hostedStoreId });
  });

  it('returns state and iss with the code (RFC 9207)', async () => {
    const { q } = params({ state: 'echo-me' });
    const r = await authorize(t, t.session, q);
    expect(r.redirect?.searchParams.get('state')).toBe('echo-me');
    expect(r.redirect?.searchParams.get('iss')).toBe(t.baseUrl);
    expect(`${r.redirect?.origin}${r.redirect?.pathname}`).toBe(REDIRECT);
  });

  it('refuses an authorization request without a code challenge (invalid_request back to the client)', async () => {
    const { q } = params();
    delete q.code_challenge;
    delete q.code_challenge_method;
    const r = await authorize(t, t.session, q);
    expect(r.consentPage).toBeNull();
    expect(r.redirect?.searchParams.get('error')).toBe('invalid_request');
    expect(r.redirect?.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses the plain method: S256 only', async () => {
    const { q } = params({ code_challenge_method: 'plain' });
    const r = await authorize(t, t.session, q);
    expect(r.redirect?.searchParams.get('error')).toBe('invalid_request');
  });

  it('refuses a wrong or missing code_verifier with invalid_grant; the code redeems once, with the right one', async () => {
    const { p, q } = params();
    const r = await authorize(t, t.session, q);
    const code = r.redirect!.searchParams.get('code')!;
    const base = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: t.clientId, resource: q.resource! };
    const missing = await token(t, base);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('invalid_grant');
    const wrong = await token(t, { ...base, code_verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
    // A failed PKCE check does not spend the code (whoever lacks the verifier cannot use it); the
    // client with the verifier redeems it once, and a second redemption is refused.
    const right = await token(t, { ...base, code_verifier: p.verifier });
    expect(right.status).toBe(200);
    const again = await token(t, { ...base, code_verifier: p.verifier });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('requires state: without it the browser gets an error page and nothing is redirected', async () => {
    const { q } = params();
    delete q.state;
    const r = await authorize(t, t.session, q);
    expect(r.redirect).toBeNull();
    expect(r.stoppedAt.status).toBe(400);
    expect(await r.stoppedAt.text()).toMatch(/state/);
  });

  it('refuses a redirect URI the client did not register, on a page (never redirected there)', async () => {
    const { q } = params({ redirect_uri: 'https://evil.example/callback' });
    const r = await authorize(t, t.session, q);
    expect(r.redirect).toBeNull();
    expect(r.stoppedAt.status).toBe(400);
    expect(await r.stoppedAt.text()).toMatch(/redirect_uri/);
  });

  it('matches a loopback redirect URI on any port only for a native client (RFC 8252)', async () => {
    const ok = await authorize(t, t.session, params({ redirect_uri: 'http://127.0.0.1:40123/callback' }).q);
    expect(ok.redirect?.port).toBe('40123');
    const webId = `${t.host.origin}/web-client.json`;
    t.host.serve('/web-client.json', { body: metadataDocument(webId, { application_type: 'web' }) });
    const web = await authorize(t, t.session, params({ client_id: webId, redirect_uri: 'http://127.0.0.1:40123/callback' }).q);
    expect(web.redirect).toBeNull();
    expect(web.stoppedAt.status).toBe(400);
  });

  it('binds the token to this server: a resource indicator naming another server answers invalid_target', async () => {
    const r = await authorize(t, t.session, params({ resource: 'https://other.example/api/mcp' }).q);
    expect(r.redirect?.searchParams.get('error')).toBe('invalid_target');
  });

  it('answers access_denied when the operator denies, and no grant is made', async () => {
    const before = Number((await t.db('oauth_grants').count({ n: '*' }).first())?.n);
    const r = await authorize(t, t.session, params().q, { decision: 'deny' });
    expect(r.redirect?.searchParams.get('error')).toBe('access_denied');
    expect(Number((await t.db('oauth_grants').count({ n: '*' }).first())?.n)).toBe(before);
  });
});

describe('consent: the token never carries more than was granted', () => {
  it('honours scope narrowing: an unticked scope is not in the token and its operations answer insufficient_scope', async () => {
    const tokens = await connect({ scope: 'read catalog:write' }, { scopes: ['read'] });
    expect(tokens.scope).toBe('read');
    const write = await t.call('storefront_update_variant_price', { variant_id: 'x', new_price: 1 }, tokens.access_token);
    expect(write.status).toBe(403);
    expect(write.body.error).toBe('insufficient_scope');
    // A refresh cannot widen it either.
    const wider = await token(t, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: t.clientId,
      scope: 'read catalog:write',
    });
    expect(wider.status).toBe(400);
    expect(wider.body.error).toBe('invalid_scope');
  });

  it('offers only the requested scopes and never pre-ticks admin', async () => {
    const r = await authorize(t, t.session, params({ scope: 'read admin' }).q, { decision: 'deny' });
    expect(r.consentPage).toMatch(/name="scope" value="read"\s*checked/);
    expect(r.consentPage).toMatch(/name="scope" value="admin"\s*\/>/);
    expect(r.consentPage).not.toMatch(/value="orders:read"/);
  });

  it('grants no OpenID scope: `openid` is refused quietly and no ID token is issued', async () => {
    const tokens = (await connect({ scope: 'openid read' })) as unknown as Record<string, unknown>;
    expect(tokens.scope).toBe('read');
    expect(tokens.id_token).toBeUndefined();
  });

  it('a metadata document that states a scope is accepted', async () => {
    const id = `${t.host.origin}/scoped.json`;
    t.host.serve('/scoped.json', { body: metadataDocument(id, { scope: 'read orders:read' }) });
    const tokens = await connect({ client_id: id, scope: 'orders:read' });
    expect(tokens.scope).toBe('orders:read');
  });

  it('a request without scope asks for read', async () => {
    const tokens = await connect({ scope: undefined });
    expect(tokens.scope).toBe('read');
  });

  it('refuses a scope the app did not ask for, and a store that is not the operator’s (nothing granted)', async () => {
    const before = Number((await t.db('oauth_grants').count({ n: '*' }).first())?.n);
    const extra = await authorize(t, t.session, params({ scope: 'read' }).q, { scopes: ['read', 'admin'] });
    expect(extra.stoppedAt.status).toBe(400);
    expect(await extra.stoppedAt.text()).toMatch(/admin was not requested/);
    const other = await authorize(t, t.session, params().q, { store: t.businessStoreId });
    expect(other.stoppedAt.status).toBe(400);
    expect(Number((await t.db('oauth_grants').count({ n: '*' }).first())?.n)).toBe(before);
  });

  it('a token granted for a sandbox copy acts on that copy only: the live store’s records are refused', async () => {
    const sandbox = await mintKey(t.db, { storeId: t.hostedStoreId, kind: 'sandbox', scopes: ['read'] });
    const tokens = await connect({ scope: 'read automation:read' }, { store: sandbox.store_id });
    const overview = await t.call('get_store_overview', {}, tokens.access_token);
    expect(overview.body.result.store_id).toBe(sandbox.store_id);
    const live = await t.db('approvals').where({ store_id: t.hostedStoreId }).first('id');
    const res = await fetch(`${t.baseUrl}/api/v1/approvals/status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ approval_id: live.id }),
    });
    // The contract's answer for another store's card: invalid_request naming approval_id.
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('invalid_request');
    expect(body.message).toMatch(/approval_id/);
  });
});

describe('tokens on the resource server', () => {
  it('works on MCP through the same gate', async () => {
    const tokens = await connect();
    const res = await fetch(`${t.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens.access_token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_store_overview', arguments: {} } }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(t.hostedStoreId);
  });

  it('answers expired for a verified token past its hour, unauthorized for an unknown one (with the invalid_token challenge)', async () => {
    const tokens = await connect();
    clock = new Date(Date.now() + 3601_000);
    try {
      const late = await t.call('get_store_overview', {}, tokens.access_token);
      expect(late.status).toBe(401);
      expect(late.body.error).toBe('expired');
    } finally {
      clock = null;
    }
    const unknown = await t.call('get_store_overview', {}, 'A'.repeat(43));
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe('unauthorized');
    expect(unknown.headers.get('www-authenticate')).toBe(
      `Bearer realm="storeops", resource_metadata="${t.baseUrl}/.well-known/oauth-protected-resource", scope="read", error="invalid_token"`,
    );
  });

  it('RFC 7009 revocation of the access token takes effect on the next request', async () => {
    const tokens = await connect();
    expect((await t.call('get_store_overview', {}, tokens.access_token)).status).toBe(200);
    const res = await fetch(`${t.baseUrl}/api/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.access_token, client_id: t.clientId }).toString(),
    });
    expect(res.status).toBe(200);
    t.app.credentials.forget();
    expect((await t.call('get_store_overview', {}, tokens.access_token)).status).toBe(401);
  });

  it('refresh rotates; reusing a rotated refresh token revokes the whole grant', async () => {
    const first = await connect();
    const second = await token(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: t.clientId });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await t.call('get_store_overview', {}, second.body.access_token)).status).toBe(200);
    const reuse = await token(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: t.clientId });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');
    expect((await t.call('get_store_overview', {}, second.body.access_token)).status).toBe(401);
    const third = await token(t, { grant_type: 'refresh_token', refresh_token: second.body.refresh_token, client_id: t.clientId });
    expect(third.body.error).toBe('invalid_grant');
  });

  it('Settings > Connected apps lists the grant with its last use and revokes it (next request 401)', async () => {
    const tokens = await connect();
    expect((await t.call('get_store_overview', {}, tokens.access_token)).status).toBe(200);
    const jar = new Jar(t.session.cookie);
    const list = await step(jar, `${t.baseUrl}/dashboard/settings/connected-apps`);
    const text = await list.text();
    const grantId = (await t.db('oauth_grants').orderBy('created_at', 'desc').first('id')).id as string;
    expect(text).toContain(`data-grant-id="${grantId}"`);
    expect(text).toContain('Test MCP Host');
    const grant = await t.db('oauth_grants').where({ id: grantId }).first();
    expect(grant.last_used_at).not.toBeNull();
    const revoked = await step(jar, `${t.baseUrl}/dashboard/settings/connected-apps/${grantId}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf: t.session.csrf }).toString(),
    });
    expect(revoked.status).toBe(303);
    expect((await t.call('get_store_overview', {}, tokens.access_token)).status).toBe(401);
    const refresh = await token(t, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token, client_id: t.clientId });
    expect(refresh.body.error).toBe('invalid_grant');
  });
});

describe('Client ID Metadata Documents under the egress rules', () => {
  /** Starts an authorization with `id` as client_id; answers the page the browser stops at. */
  async function tryClient(id: string) {
    const r = await authorize(t, t.session, params({ client_id: id }).q);
    return { status: r.stoppedAt.status, text: await r.stoppedAt.text(), redirect: r.redirect };
  }

  it('refuses a document whose host resolves to a private address (checked when connecting)', async () => {
    for (const id of [
      'https://internal.example/client.json',
      'https://10.0.0.5/client.json',
      `https://rebind.example:${new URL(t.host.origin).port}/client.json`,
    ]) {
      const r = await tryClient(id);
      expect(r.redirect, id).toBeNull();
      expect(r.status, id).toBe(400);
      expect(r.text, id).toMatch(/invalid_client/);
    }
  });

  it('does not follow a redirecting document', async () => {
    const id = `${t.host.origin}/moved.json`;
    const target = `${t.host.origin}/moved-target.json`;
    t.host.serve('/moved.json', { status: 302, headers: { location: target } });
    t.host.serve('/moved-target.json', { body: metadataDocument(id) });
    const r = await tryClient(id);
    expect(r.status).toBe(400);
    expect(r.text).toMatch(/invalid_client/);
    expect(t.host.fetches.get('/moved-target.json')).toBeUndefined();
  });

  it('refuses a document over 5 KB, and one whose client_id differs from its URL', async () => {
    const big = `${t.host.origin}/big.json`;
    t.host.serve('/big.json', { body: metadataDocument(big, { client_name: 'x'.repeat(6000) }) });
    expect((await tryClient(big)).status).toBe(400);
    const liar = `${t.host.origin}/liar.json`;
    t.host.serve('/liar.json', { body: metadataDocument(`${t.host.origin}/someone-else.json`) });
    expect((await tryClient(liar)).status).toBe(400);
  });

  it('caches a document per its Cache-Control', async () => {
    const id = `${t.host.origin}/cached.json`;
    t.host.serve('/cached.json', { body: metadataDocument(id), headers: { 'cache-control': 'max-age=600' } });
    await authorize(t, t.session, params({ client_id: id }).q, { decision: 'deny' });
    await authorize(t, t.session, params({ client_id: id }).q, { decision: 'deny' });
    expect(t.host.fetches.get('/cached.json')).toBe(1);
  });
});

describe('dynamic client registration (deprecated)', () => {
  // Registration stops on the sunset (2027-09-06): these tests run the day before it, whatever today is.
  const BEFORE_SUNSET = new Date('2027-09-05T12:00:00Z');
  beforeEach(() => {
    clock = BEFORE_SUNSET;
  });
  afterEach(() => {
    clock = null;
  });
  const registration = (body: unknown) =>
    fetch(`${t.baseUrl}/api/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 201 with Deprecation, Sunset and Link; the client works; after the sunset only new registrations stop', async () => {
    const res = await registration({ client_name: 'Legacy host', redirect_uris: ['http://127.0.0.1/cb'], application_type: 'native' });
    expect(res.status).toBe(201);
    expect(res.headers.get('deprecation')).toBe('@1788652800');
    expect(res.headers.get('sunset')).toBe('Mon, 06 Sep 2027 00:00:00 GMT');
    expect(res.headers.get('link')).toBe(
      `<${t.baseUrl}/api/v1/changelog.json#oauth-dynamic-client-registration>; rel="deprecation"; type="application/json"`,
    );
    expect(res.headers.get('service-api-version')).toBe('1');
    const client = (await res.json()) as { client_id: string; token_endpoint_auth_method: string };
    expect(client.token_endpoint_auth_method).toBe('none');

    clock = new Date('2027-09-07T00:00:00Z');
    try {
      const late = await registration({ client_name: 'Too late', redirect_uris: ['http://127.0.0.1/cb'], application_type: 'native' });
      expect(late.status).toBe(410);
      expect((await late.json()).error).toBe('invalid_request');
      // The client registered before the sunset still connects.
      const { p, q } = params({ client_id: client.client_id, redirect_uri: 'http://127.0.0.1:9999/cb' });
      const r = await authorize(t, await operatorSession(t, clock), q);
      const code = r.redirect!.searchParams.get('code')!;
      const tokens = await token(t, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: q.redirect_uri,
        client_id: client.client_id,
        code_verifier: p.verifier,
        resource: q.resource!,
      });
      expect(tokens.status).toBe(200);
    } finally {
      clock = BEFORE_SUNSET;
    }
  });

  it('accepts a client that states its scope (RFC 7591 `scope`), which then bounds what it may ask for', async () => {
    const res = await registration({
      client_name: 'Scoped host',
      redirect_uris: ['http://127.0.0.1/cb'],
      application_type: 'native',
      scope: 'read catalog:read',
    });
    expect(res.status).toBe(201);
    const client = (await res.json()) as { client_id: string; scope: string };
    expect(client.scope).toBe('read catalog:read');
    // An operator signed in on this test's day (the suite's session is of today's).
    const signedIn = await operatorSession(t, BEFORE_SUNSET);
    const ok = await authorize(
      t,
      signedIn,
      params({ client_id: client.client_id, redirect_uri: 'http://127.0.0.1:9999/cb', scope: 'catalog:read' }).q,
    );
    expect(ok.redirect?.searchParams.get('code')).toBeTruthy();
    const wider = await authorize(
      t,
      signedIn,
      params({ client_id: client.client_id, redirect_uri: 'http://127.0.0.1:9999/cb', scope: 'catalog:write' }).q,
    );
    expect(wider.redirect?.searchParams.get('error')).toBe('invalid_scope');
  });

  it('refuses invalid metadata with an RFC 7591 error', async () => {
    const res = await registration({ redirect_uris: ['not a url'] });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^invalid_(redirect_uri|client_metadata)$/);
  });
});
