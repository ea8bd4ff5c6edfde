/**
 * An MCP host connects to StoreOps with OAuth from nothing but the URL (seed:
 * Authentication rules 1-4, 6-8), end to end: the official v2 client (`@modelcontextprotocol/client`)
 * with an `OAuthClientProvider` whose `client_id` is a Client ID Metadata Document served over https
 * on loopback, a "native app" loopback redirect on an ephemeral port (RFC 8252 §7.3), and the
 * operator's consent given in headless chromium.
 *
 * 1. The client's first `connect` meets the 401 of `/api/mcp`, discovers the protected resource
 *    and authorization server metadata from it, uses the metadata document URL as `client_id` (no
 *    registration), and asks the host to open the authorization URL; the operator signs in, sees
 *    the app's name, `client_id` and redirect host and only the scope the 401 challenge named
 *    (`read`) ticked, picks the store and allows;
 *    the code reaches the loopback redirect; `finishAuth` redeems it; the second `connect` lists
 *    and calls tools on the chosen store, audited as `mcp` with the grant and the client.
 * 2. Refresh rotates the refresh token; presenting a used one again answers `invalid_grant` and
 *    revokes the grant: the newest access token stops on REST, the MCP client is sent back to
 *    authorization, and Settings > Connected apps shows the grant revoked.
 * 3. Settings > Connected apps lists another grant (client, store, scopes); its Revoke button ends
 *    its tokens at the next request.
 *
 * The tests of this file run in order: 2 continues the connection 1 made.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  Client,
  StreamableHTTPClientTransport,
  UnauthorizedError,
  type OAuthClientMetadata,
  type OAuthClientProvider,
  type OAuthDiscoveryState,
  type StoredOAuthClientInformation,
  type StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { OPERATIONS } from '@storeops/contract';
import { grants } from '../auth/scopes';
import { NO_BROWSER, launch, operatorFor, signInWith, type Operator, browserTitle } from '../dashboard/test-browser';
import { REQUEST_ID_META_KEY } from '../mcp/exchange';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { authorize, metadataDocument, operatorSession, pkce, startDocumentHost, token, type DocumentHost } from './test-support';

const TIMEOUT = 60_000;
const CLIENT_NAME = 'E2E MCP Host';
/** The scope the host asks for: the one the 401 challenge names (least privilege by default). */
const CHALLENGE_SCOPE = 'read';

/** The loopback redirect target of a native app: each authorization's callback resolves with its query. */
interface CallbackServer {
  port: number;
  /** The query of the next request to `/callback`. */
  next(): Promise<URLSearchParams>;
  close(): Promise<void>;
}

async function startCallbackServer(): Promise<CallbackServer> {
  const waiting: Array<(params: URLSearchParams) => void> = [];
  const arrived: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Connected</title><p>You can close this window.</p>');
    const resolve = waiting.shift();
    if (resolve !== undefined) resolve(url.searchParams);
    else arrived.push(url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    next: () => {
      const ready = arrived.shift();
      return ready !== undefined ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * What an MCP host keeps for one server, in memory: the SDK's OAuthClientProvider with a URL-based
 * client id. `redirectToAuthorization` records the URL and hands it to `onRedirect` (the test's
 * browser, or nothing when the test only observes that the host was asked to authorize again).
 */
class HostProvider implements OAuthClientProvider {
  readonly authorizationUrls: URL[] = [];
  onRedirect: (url: URL) => void = () => {};
  savedTokens: StoredOAuthTokens | undefined;
  savedState: string | undefined;
  private client: StoredOAuthClientInformation | undefined;
  private verifier: string | undefined;
  private discovery: OAuthDiscoveryState | undefined;

  constructor(
    readonly clientMetadataUrl: string,
    readonly redirectUrl: string,
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: CLIENT_NAME,
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      application_type: 'native',
    };
  }
  state(): string {
    this.savedState = randomBytes(16).toString('base64url');
    return this.savedState;
  }
  clientInformation(): StoredOAuthClientInformation | undefined {
    return this.client;
  }
  saveClientInformation(info: StoredOAuthClientInformation): void {
    this.client = info;
  }
  tokens(): StoredOAuthTokens | undefined {
    return this.savedTokens;
  }
  saveTokens(tokens: StoredOAuthTokens): void {
    this.savedTokens = tokens;
  }
  redirectToAuthorization(url: URL): void {
    this.authorizationUrls.push(url);
    this.onRedirect(url);
  }
  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }
  codeVerifier(): string {
    if (this.verifier === undefined) throw new Error('no code verifier saved');
    return this.verifier;
  }
  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
  }
  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }
  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (scope === 'all' || scope === 'tokens') this.savedTokens = undefined;
    if (scope === 'all' || scope === 'client') this.client = undefined;
    if (scope === 'all' || scope === 'verifier') this.verifier = undefined;
    if (scope === 'all' || scope === 'discovery') this.discovery = undefined;
  }
}

/** One HTTP request the MCP client made (to the MCP endpoint or for OAuth), as the wire saw it. */
interface Exchange {
  method: string;
  path: string;
  status: number;
}

let t: TestServer;
let host: DocumentHost;
let callbacks: CallbackServer;
let browser: Browser;
let context: BrowserContext;
let page: Page | undefined;
let op: Operator;
let clientId: string;
let storeName: string;

/** The browser page, its operator signed in (once per file). */
async function signedInPage(): Promise<Page> {
  if (page === undefined) {
    const fresh = await context.newPage();
    expect(await signInWith(fresh, t.baseUrl, op.email, op.password)).toBe(303);
    page = fresh;
  }
  return page;
}

/** Settings > Connected apps, and the table row of `grantId`. */
async function connectedApps(grantId: string) {
  const p = await signedInPage();
  await p.goto(`${t.baseUrl}/dashboard/settings/connected-apps`);
  return { page: p, row: p.locator(`tr[data-grant-id="${grantId}"]`) };
}

// State the second test continues from.
let provider: HostProvider;
let client: Client;
let grantId: string;

describe.skipIf(NO_BROWSER)(browserTitle('an MCP host connects with OAuth from the URL alone, in headless chromium'), () => {
  beforeAll(async () => {
    host = await startDocumentHost();
    clientId = `${host.origin}/mcp-host.json`;
    host.serve('/mcp-host.json', {
      body: metadataDocument(clientId, {
        client_name: CLIENT_NAME,
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/callback'],
      }),
    });
    [t, callbacks, browser] = await Promise.all([
      startTestServer({ scale: 0.1, webhooks: { allowLoopback: true }, oauth: { ca: host.cert } }),
      startCallbackServer(),
      launch(),
    ]);
    op = await operatorFor(t);
    storeName = (await t.db('stores').where({ id: t.hostedStoreId }).first('name')).name as string;
    context = await browser.newContext();
  }, TIMEOUT);

  afterAll(async () => {
    await client?.close().catch(() => {});
    await browser?.close();
    await t?.close();
    await callbacks?.close();
    await host?.close();
  }, TIMEOUT);

  it(
    'discovers the authorization server from the 401, authorizes with its metadata document URL after consent in the browser, and calls tools on the chosen store',
    async () => {
      const mcpUrl = new URL(`${t.baseUrl}/api/mcp`);
      const redirectHost = `127.0.0.1:${callbacks.port}`;
      provider = new HostProvider(clientId, `http://${redirectHost}/callback`);
      const seen: Exchange[] = [];
      const recording = async (url: string | URL, init?: RequestInit): Promise<Response> => {
        const res = await fetch(url, init);
        seen.push({ method: init?.method ?? 'GET', path: new URL(String(url)).pathname, status: res.status });
        return res;
      };
      const transport = () => new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider, fetch: recording });

      // The operator's side of the redirect: consent in the browser, then the code at the loopback redirect.
      let consentShown: { name: string; clientId: string; redirectHost: string; offered: string[]; ticked: string[] } | undefined;
      let callback: Promise<URLSearchParams> | undefined;
      provider.onRedirect = (url) => {
        provider.onRedirect = () => {}; // once: a later request to authorize is only recorded
        callback = (async () => {
          const p = await signedInPage();
          await p.goto(url.href);
          await p.waitForURL(/\/dashboard\/connect\//);
          consentShown = {
            name: await p.locator('h1').innerText(),
            clientId: await p.locator('[data-client-id]').innerText(),
            redirectHost: await p.locator('[data-redirect-host]').innerText(),
            offered: await p.locator('input[name="scope"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
            ticked: await p.locator('input[name="scope"]:checked').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)),
          };
          await p.getByRole('radio', { name: storeName }).check();
          const arrived = callbacks.next();
          await p.getByRole('button', { name: 'Allow' }).click();
          const params = await arrived;
          await p.waitForURL(`http://${redirectHost}/callback?**`);
          return params;
        })();
        callback.catch(() => {}); // awaited below; a failure before that point must not go unhandled
      };

      client = new Client({ name: 'e2e-mcp-host', version: '1.0.0' });
      // No token yet: connect fails once the host has been sent to authorize.
      await expect(client.connect(transport())).rejects.toBeInstanceOf(UnauthorizedError);
      expect(provider.authorizationUrls).toHaveLength(1);
      expect(callback).toBeDefined();

      // Everything came from the URL: the 401's resource_metadata, then the authorization server's metadata; no registration.
      const paths = seen.map((e) => `${e.method} ${e.path} ${e.status}`);
      expect(paths[0]).toBe('POST /api/mcp 401');
      expect(paths).toContain('GET /.well-known/oauth-protected-resource/api/mcp 200');
      expect(paths).toContain('GET /.well-known/oauth-authorization-server 200');
      expect(seen.some((e) => e.path === '/api/oauth/register')).toBe(false);

      const asked = provider.authorizationUrls[0]!;
      expect(asked.origin + asked.pathname).toBe(`${t.baseUrl}/api/oauth/authorize`);
      expect(Object.fromEntries(asked.searchParams)).toMatchObject({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: provider.redirectUrl,
        code_challenge_method: 'S256',
        state: provider.savedState,
        resource: mcpUrl.href,
        scope: CHALLENGE_SCOPE,
      });

      const params = await callback!;
      expect(consentShown).toEqual({
        name: `Connect “${CLIENT_NAME}” to StoreOps?`,
        clientId,
        redirectHost,
        offered: [CHALLENGE_SCOPE],
        ticked: [CHALLENGE_SCOPE],
      });
      expect(params.get('error')).toBeNull();
      expect(params.get('state')).toBe(provider.savedState);
      expect(params.get('iss')).toBe(t.baseUrl);
      expect(params.get('code')).toEqual(expect.any(String));
      // The server fetched the metadata document to learn the client (its name, its redirect URIs).
      expect(host.fetches.get('/mcp-host.json') ?? 0).toBeGreaterThan(0);

      // The SDK redeems the code (code + iss checked against the recorded issuer), then connects again.
      await transport().finishAuth(params);
      expect(provider.savedTokens).toMatchObject({
        token_type: expect.stringMatching(/^bearer$/i),
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      });
      expect(seen.filter((e) => e.path === '/api/oauth/token').map((e) => e.status)).toEqual([200]);
      await client.connect(transport());

      const grant = await t.db('oauth_grants').where({ client_id: clientId }).first();
      grantId = grant.id as string;
      expect(grant).toMatchObject({ store_id: t.hostedStoreId, client_name: CLIENT_NAME, revoked_at: null });
      const granted = JSON.parse(grant.scopes as string) as string[];
      expect(granted).toEqual([CHALLENGE_SCOPE]);

      // The tools listed are exactly what the granted scopes allow (admin writes were not granted).
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      const live = OPERATIONS.filter((o) => !o.sandboxOnly);
      const allowed = live.filter((o) => grants(granted, o)).map((o) => o.name);
      expect(allowed.length).toBeLessThan(live.length);
      expect(names).toContain('get_store_overview');
      expect(names).toEqual(allowed);

      const result = await client.callTool({ name: 'get_store_overview', arguments: {} });
      expect(result.isError).toBeFalsy();
      const rest = await t.call('get_store_overview', {}, await t.key(['read']));
      expect(rest.status).toBe(200);
      expect(result.structuredContent).toMatchObject({ store_id: t.hostedStoreId, name: storeName });
      expect(result.structuredContent).toEqual(rest.body.result);

      await t.app.audit.drain();
      const row = await t
        .db('audit_log')
        .where({ request_id: (result._meta as Record<string, unknown>)[REQUEST_ID_META_KEY] as string })
        .first();
      expect(row).toMatchObject({
        surface: 'mcp',
        path: '/api/mcp',
        operation: 'get_store_overview',
        store_id: t.hostedStoreId,
        status: 200,
        error_code: null,
        credential_id: `oauth:${grantId}`,
        client_id: clientId,
      });
    },
    TIMEOUT,
  );

  it(
    'rotates the refresh token; a used one presented again answers invalid_grant and revokes the grant everywhere',
    async () => {
      expect(grantId).toBeDefined();
      const first = provider.savedTokens!;
      const rotated = await token(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: clientId });
      expect(rotated.status).toBe(200);
      expect(rotated.body).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String) });
      expect(rotated.body.access_token).not.toBe(first.access_token);
      expect(rotated.body.refresh_token).not.toBe(first.refresh_token);
      const fresh = await t.call('get_store_overview', {}, rotated.body.access_token);
      expect(fresh.status).toBe(200);
      expect(fresh.body.result.store_id).toBe(t.hostedStoreId);

      // The used refresh token again: refused, and the grant is revoked (token theft is assumed).
      const reused = await token(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token!, client_id: clientId });
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe('invalid_grant');
      const after = await t.call('get_store_overview', {}, rotated.body.access_token);
      expect(after.status).toBe(401);
      expect(after.body.error).toBe('unauthorized');

      // The MCP client's token stops too; its refresh is refused, so the host is sent to authorize again.
      await expect(client.callTool({ name: 'get_store_overview', arguments: {} })).rejects.toBeInstanceOf(UnauthorizedError);
      expect(provider.authorizationUrls).toHaveLength(2);

      const grant = await t.db('oauth_grants').where({ id: grantId }).first();
      expect(grant.revoked_at).not.toBeNull();
      const { row } = await connectedApps(grantId);
      expect(await row.innerText()).toContain('Revoked');
      expect(await row.getByRole('button', { name: 'Revoke' }).count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'Settings > Connected apps lists a grant with its client, store and scopes; Revoke ends its tokens at the next request',
    async () => {
      const otherId = `${host.origin}/other-host.json`;
      host.serve('/other-host.json', { body: metadataDocument(otherId, { client_name: 'Second Host' }) });
      const redirectUri = `http://127.0.0.1:${callbacks.port}/callback`;
      const p = pkce();
      const done = await authorize(t, await operatorSession(t), {
        client_id: otherId,
        redirect_uri: redirectUri,
        state: 'second',
        scope: 'read catalog:write',
        resource: `${t.baseUrl}/api/mcp`,
        code_challenge: p.challenge,
        code_challenge_method: 'S256',
      });
      const code = done.redirect?.searchParams.get('code');
      expect(code).toEqual(expect.any(String));
      const issued = await token(t, {
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: redirectUri,
        client_id: otherId,
        code_verifier: p.verifier,
        resource: `${t.baseUrl}/api/mcp`,
      });
      expect(issued.status).toBe(200);
      const access = issued.body.access_token as string;
      expect((await t.call('get_store_overview', {}, access)).status).toBe(200);
      const other = (await t.db('oauth_grants').where({ client_id: otherId }).first()).id as string;

      const { page: p2, row } = await connectedApps(other);
      const cells = await row.locator('th, td').allInnerTexts();
      expect(cells[0]).toContain('Second Host');
      expect(cells[0]).toContain(otherId);
      expect(cells[1]).toBe(storeName);
      expect(cells[2]!.split(/\s+/).filter(Boolean)).toEqual(['read', 'catalog:write']);

      const answer = p2.waitForResponse((r) => r.url().endsWith(`/connected-apps/${other}/revoke`) && r.request().method() === 'POST');
      await row.getByRole('button', { name: 'Revoke' }).click();
      expect((await answer).status()).toBe(303);
      await p2.waitForLoadState();
      await expect(p2.getByText('Revoked. The app’s tokens stop working at its next request.').count()).resolves.toBe(1);
      expect(await p2.locator(`tr[data-grant-id="${other}"]`).innerText()).toContain('Revoked');

      const refused = await t.call('get_store_overview', {}, access);
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe('unauthorized');
      const refresh = await token(t, { grant_type: 'refresh_token', refresh_token: issued.body.refresh_token, client_id: otherId });
      expect(refresh.status).toBe(400);
      expect(refresh.body.error).toBe('invalid_grant');
    },
    TIMEOUT,
  );
});
