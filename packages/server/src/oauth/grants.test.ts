/**
 * OAuth grants as credentials, over HTTP: the OAuth endpoints write audit rows without
 * secrets; least privilege by default (the 401 challenge names `read`, the consent page pre-ticks
 * exactly what was asked for and never `admin`, bundles collapse what they cover, an authorization
 * never redeemed is no connected app); per-grant auto-apply from Settings > Connected apps; the
 * diagnosis of an access token.
 */
import { describe, expect, it } from 'vitest';
import { authorize, pkce, step, Jar, token, type AuthorizeParams, useOAuthServer } from './test-support';

const REDIRECT = 'http://127.0.0.1:7777/callback';
/** The server's clock: the wall clock unless a test sets it. */
let clock: Date | null = null;
const t = useOAuthServer({ now: () => clock ?? new Date() });

function params(extra: Partial<AuthorizeParams> = {}) {
  const p = pkce();
  const q: AuthorizeParams = {
    client_id: t.clientId,
    redirect_uri: REDIRECT,
    state: 'st-1',
    scope: 'catalog:read catalog:write',
    resource: `${t.baseUrl}/api/mcp`,
    code_challenge: p.challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  return { p, q };
}

/** Authorizes (consent allowed) and returns the code and verifier, without redeeming the code. */
async function authorized(extra: Partial<AuthorizeParams> = {}) {
  const { p, q } = params(extra);
  const r = await authorize(t, t.session, q);
  const code = r.redirect?.searchParams.get('code');
  expect(code, `no code; stopped at ${r.stoppedAt.status}`).toBeTruthy();
  const grantId = (await t.db('oauth_grants').orderBy('created_at', 'desc').first('id')).id as string;
  return { code: code!, verifier: p.verifier, q, grantId };
}

async function redeem(a: Awaited<ReturnType<typeof authorized>>) {
  const res = await token(t, {
    grant_type: 'authorization_code',
    code: a.code,
    redirect_uri: a.q.redirect_uri,
    client_id: a.q.client_id,
    code_verifier: a.verifier,
    resource: a.q.resource!,
  });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string; scope: string };
}

async function connect(extra: Partial<AuthorizeParams> = {}) {
  const a = await authorized(extra);
  return { ...(await redeem(a)), grantId: a.grantId };
}

async function connectedAppsPage(): Promise<string> {
  return (await step(new Jar(t.session.cookie), `${t.baseUrl}/dashboard/settings/connected-apps`)).text();
}

async function oauthAuditRows(): Promise<Array<Record<string, unknown>>> {
  return t.db('audit_log').whereIn('operation', ['oauth_register', 'oauth_authorize', 'oauth_token', 'oauth_revoke']).orderBy('seq');
}

describe('least privilege by default', () => {
  it('the 401 challenge of /api/mcp and REST names scope="read" (RFC 6750 §3)', async () => {
    const mcp = await fetch(`${t.baseUrl}/api/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(401);
    expect(mcp.headers.get('www-authenticate')).toMatch(/^Bearer .*\bscope="read"/);
    const rest = await t.call('get_store_overview', {});
    expect(rest.headers.get('www-authenticate')).toMatch(/\bscope="read"/);
  });

  it('the consent page pre-ticks exactly the requested scopes, never admin, with covered scopes collapsed under their bundle', async () => {
    const requested = ['read', 'write', 'admin', 'admin:read', 'orders:read', 'orders:write', 'catalog:read', 'research:read'];
    const r = await authorize(t, t.session, params({ scope: requested.join(' ') }).q, { decision: 'deny' });
    const page = r.consentPage!;
    const boxes = [...page.matchAll(/<input type="checkbox" name="scope" value="([^"]+)"\s*(checked)?/g)];
    expect(boxes.map((m) => m[1]).sort()).toEqual([...requested].sort());
    expect(boxes.filter((m) => m[2] !== undefined).map((m) => m[1])).toEqual(
      expect.arrayContaining(['read', 'write', 'orders:read', 'orders:write', 'catalog:read', 'research:read']),
    );
    expect(boxes.filter((m) => m[2] !== undefined)).toHaveLength(6);
    const collapsed = (bundle: string) =>
      [
        ...(new RegExp(`<details class="covered" data-bundle="${bundle}">([\\s\\S]*?)</details>`).exec(page)?.[1] ?? '').matchAll(
          /value="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(collapsed('read').sort()).toEqual(['catalog:read', 'orders:read', 'research:read']);
    expect(collapsed('write')).toEqual(['orders:write']);
    expect(collapsed('admin')).toEqual(['admin:read']);
    // A client that asks only for what the challenge names is offered only that.
    const small = await authorize(t, t.session, params({ scope: 'read' }).q, { decision: 'deny' });
    expect([...small.consentPage!.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1])).toEqual(['read']);
  });

  it('an authorization that never produced a token is not listed as a connected app; redeeming it lists it', async () => {
    const a = await authorized({ scope: 'catalog:read' });
    expect(await connectedAppsPage()).not.toContain(`data-grant-id="${a.grantId}"`);
    await redeem(a);
    expect(await connectedAppsPage()).toContain(`data-grant-id="${a.grantId}"`);
  });
});

describe('audit rows of the OAuth endpoints', () => {
  it('registration, authorization, token and revocation each write a row (surface rest), with no secret in it', async () => {
    // Dynamic registration stops on its sunset (2027-09-06): register the day before, whatever today is.
    clock = new Date('2027-09-05T12:00:00Z');
    const registered = await fetch(`${t.baseUrl}/api/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'Audited Registered Client',
        redirect_uris: [REDIRECT],
        token_endpoint_auth_method: 'client_secret_post',
        application_type: 'native',
      }),
    });
    clock = null;
    expect(registered.status).toBe(201);
    const client = (await registered.json()) as { client_id: string; client_secret: string };
    const a = await authorized({ client_id: client.client_id, scope: 'catalog:read' });
    const issued = await token(t, {
      grant_type: 'authorization_code',
      code: a.code,
      redirect_uri: REDIRECT,
      client_id: client.client_id,
      client_secret: client.client_secret,
      code_verifier: a.verifier,
      resource: a.q.resource!,
    });
    expect(issued.status).toBe(200);
    const replay = await token(t, {
      grant_type: 'authorization_code',
      code: a.code,
      redirect_uri: REDIRECT,
      client_id: client.client_id,
      client_secret: client.client_secret,
      code_verifier: a.verifier,
      resource: a.q.resource!,
    });
    expect(replay.status).toBe(400);
    const revoked = await fetch(`${t.baseUrl}/api/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: issued.body.refresh_token,
        client_id: client.client_id,
        client_secret: client.client_secret,
      }).toString(),
    });
    expect(revoked.status).toBe(200);

    const rows = await oauthAuditRows();
    const byRequest = async (res: { headers: Headers }) =>
      t
        .db('audit_log')
        .where({ request_id: res.headers.get('x-request-id') })
        .first();
    expect(await byRequest(registered)).toMatchObject({
      operation: 'oauth_register',
      surface: 'rest',
      method: 'POST',
      path: '/api/oauth/register',
      status: 201,
      error_code: null,
      client_id: client.client_id,
      subject_ref: `oauth_client:${client.client_id}`,
    });
    expect(await byRequest(issued)).toMatchObject({
      operation: 'oauth_token',
      surface: 'rest',
      status: 200,
      client_id: client.client_id,
      store_id: t.hostedStoreId,
      credential_id: `oauth:${a.grantId}`,
      subject_ref: `oauth_grant:${a.grantId}`,
    });
    expect(await byRequest(replay)).toMatchObject({ operation: 'oauth_token', status: 400, error_code: 'invalid_grant' });
    expect(await byRequest(revoked)).toMatchObject({ operation: 'oauth_revoke', status: 200, client_id: client.client_id });
    const authorizations = rows.filter((r) => r.operation === 'oauth_authorize' && r.client_id === client.client_id);
    expect(authorizations.length).toBeGreaterThanOrEqual(2); // the request, and its resumption after consent
    expect(authorizations.map((r) => r.path)).toContain('/api/oauth/authorize');
    expect(authorizations.some((r) => r.subject_ref === `oauth_grant:${a.grantId}`)).toBe(true);

    expect(rows.length).toBeGreaterThanOrEqual(5);
    const stored = JSON.stringify(rows);
    for (const secret of [client.client_secret, a.code, a.verifier, issued.body.access_token, issued.body.refresh_token])
      expect(stored).not.toContain(secret);
  });

  it('a refused authorization request is audited with its error', async () => {
    const q = params({ state: undefined }).q;
    delete q.state;
    const res = await fetch(`${t.baseUrl}/api/oauth/authorize?${new URLSearchParams({ response_type: 'code', ...q } as never)}`);
    expect(res.status).toBe(400);
    expect(
      await t
        .db('audit_log')
        .where({ request_id: res.headers.get('x-request-id') })
        .first(),
    ).toMatchObject({
      operation: 'oauth_authorize',
      status: 400,
      error_code: 'invalid_request',
    });
  });
});

describe('auto-apply per OAuth grant (Settings > Connected apps)', () => {
  it('off: a proposed write waits; turned on in the dashboard: the same token applies it at once; off again: it waits', async () => {
    const tokens = await connect({ scope: 'catalog:read catalog:write' });
    const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
    const propose = (price: number) =>
      t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: price }, tokens.access_token);
    expect((await propose(21.5)).body.result).toMatchObject({ status: 'proposed', applied: false, approval_status: 'requested' });

    const page = await connectedAppsPage();
    expect(page).toMatch(new RegExp(`action="/dashboard/settings/connected-apps/${tokens.grantId}/auto-apply"`));
    const jar = new Jar(t.session.cookie);
    const toggle = (value: 'on' | 'off', csrf = t.session.csrf) =>
      step(jar, `${t.baseUrl}/dashboard/settings/connected-apps/${tokens.grantId}/auto-apply`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf, auto_apply: value }).toString(),
      });
    // CSRF-protected like every dashboard form: a forged post changes nothing.
    expect((await toggle('on', 'forged')).status).toBe(403);
    expect((await propose(21.75)).body.result).toMatchObject({ status: 'proposed', applied: false });

    expect((await toggle('on')).status).toBe(303);
    expect(await connectedAppsPage()).toContain('Turn auto-apply off');
    const applied = await propose(22.5);
    expect(applied.body.result).toMatchObject({
      status: 'applied',
      applied: true,
      approval_status: 'approved',
      receipt_id: expect.any(String),
    });
    expect(Number((await t.db('variants').where({ id: variant.id }).first()).price_cents)).toBe(2250);
    const audited = await t.db('audit_log').where({ operation: 'dashboard.oauth_auto_apply' }).orderBy('seq', 'desc').first();
    expect(audited).toMatchObject({ status: 303, subject_ref: `oauth_grant:${tokens.grantId}` });

    expect((await toggle('off')).status).toBe(303);
    expect((await propose(23)).body.result).toMatchObject({ status: 'proposed', applied: false });
  });
});

describe('diagnosis of an access token', () => {
  it('describes the token (type, client, store, scopes, expiry, auto-apply); after the app is disconnected it is credential_rejected', async () => {
    const tokens = await connect({ scope: 'catalog:read' });
    const diagnose = () =>
      fetch(`${t.baseUrl}/api/v1/credentials/diagnose`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: '{}',
      });
    const res = await diagnose();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: Record<string, unknown> };
    expect(body.result).toMatchObject({
      status: 'active',
      usable: true,
      credential_type: 'oauth_access_token',
      credential_id: `oauth:${tokens.grantId}`,
      client_id: t.clientId,
      key_prefix: null,
      store: { id: t.hostedStoreId },
      scopes: ['catalog:read'],
      expires_at: expect.any(String),
      auto_apply: false,
      ip_allowlist: null,
    });
    const revoke = await fetch(`${t.baseUrl}/api/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.access_token, client_id: t.clientId }).toString(),
    });
    expect(revoke.status).toBe(200);
    const after = await diagnose();
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: string }).error).toBe('credential_rejected');
  });
});
