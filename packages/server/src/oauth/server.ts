/**
 * The OAuth 2.1 authorization server (seed: Authentication rules 1-4, Non-tool endpoints
 * "OAuth" rows, Limits "Access/Refresh token lifetime", Versioning "Current deprecations"), built
 * on oidc-provider 9 (authorization code + PKCE, refresh rotation, registration, revocation,
 * resource indicators, Client ID Metadata Documents). This file is the glue: its configuration,
 * the storage (adapter.ts), the egress-guarded fetch of metadata documents, the consent page's
 * hand-off (dashboard/connect.ts) and the resource server side (resource.ts).
 *
 * Endpoints (issuer = the public base URL, `STOREOPS_PUBLIC_URL`, else the request's own origin):
 * | Method and path | What |
 * |---|---|
 * | GET /api/oauth/authorize | authorization endpoint (code + PKCE S256, `state` required) |
 * | POST /api/oauth/token | token endpoint (`authorization_code`, `refresh_token`); RFC 6749 error bodies |
 * | POST /api/oauth/register | dynamic client registration (RFC 7591), deprecated: 201 + Deprecation/Sunset/Link; 410 after the sunset |
 * | POST /api/oauth/revoke | token revocation (RFC 7009) |
 * | GET /.well-known/oauth-authorization-server | authorization server metadata (RFC 8414) |
 *
 * Rules this configuration enforces:
 * - response type `code` only; PKCE with `S256` required of every client; `state` required;
 * - redirect URIs match exactly; a client whose metadata says `application_type: native` may use a
 *   loopback redirect URI (`http://127.0.0.1`, `http://[::1]`) on any port (RFC 8252 §7.3);
 * - `client_id` is either an https URL of a Client ID Metadata Document (fetched through
 *   @storeops/egress: public addresses only, checked at connect time; no redirects; at most 5 KB
 *   of JSON; its `client_id` must equal the URL; cached per `Cache-Control`/`Expires`, 30 s to 1 day)
 *   or an id issued by dynamic client registration (which keeps working after the sunset);
 * - the `resource` indicator (RFC 8707) must name this server (its origin, `/api/v1` or
 *   `/api/mcp`); a request without one gets the origin. Every token of this server works on REST,
 *   MCP and the SDK alike;
 * - scopes: the seed's OAuth scope list plus `creative:*`, `finance:read`/`finance:write` and
 *   `admin:*` (operations require them; leaving them out would make those operations unreachable
 *   over OAuth); a request without `scope` asks for `read` (RFC 6749 §3.3 default);
 * - every authorization shows the consent page (no silent re-grant): the operator signs in, picks
 *   the store and the scopes, and the tokens carry at most what was granted;
 * - lifetimes: access token 1 hour, refresh token 30 days from its issue, rotated on every use; a
 *   rotated (already used) refresh token presented again revokes the whole grant;
 * - opaque tokens, stored hashed (adapter.ts); no ID tokens (this is not an OpenID provider:
 *   `openid` is not a scope here).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Knex } from 'knex';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { DEPRECATIONS } from '@storeops/contract';
import { checkSyntax, createFetcher, type EgressPolicy } from '@storeops/egress';
import { KNOWN_SCOPES } from '../auth/scopes';
import { knexAdapter, sweepExpired } from './adapter';
import { errorPage } from './pages';

/** Lifetimes in seconds (seed: Limits). */
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 30 * 86_400;
/** An authorization code lives 60 s (RFC 6749 §4.1.2 recommends at most 10 minutes). */
export const AUTHORIZATION_CODE_SECONDS = 60;
/** The consent page must be completed within 10 minutes. */
export const INTERACTION_SECONDS = 600;
/** A grant outlives its refresh tokens; it ends when revoked or after a year (then the app connects again). */
export const GRANT_SECONDS = 365 * 86_400;

/** The paths of this server's endpoints. */
export const OAUTH_ROUTES = {
  authorization: '/api/oauth/authorize',
  token: '/api/oauth/token',
  registration: '/api/oauth/register',
  revocation: '/api/oauth/revoke',
  jwks: '/api/oauth/jwks',
  end_session: '/api/oauth/end_session',
} as const;

/** Where the consent page of an interaction is (under /dashboard, where the operator's session cookie is sent). */
export const consentPath = (uid: string): string => `/dashboard/connect/${uid}`;

/** The resource paths a token may be bound to (RFC 8707 `resource`), all of them this server. */
export const RESOURCE_PATHS = ['', '/api/v1', '/api/mcp'] as const;

/** The scopes offered over OAuth (see the file comment for why more than the seed's list). */
export const OAUTH_SCOPES: readonly string[] = KNOWN_SCOPES;

const DCR = DEPRECATIONS.find((d) => d.subject.method === 'POST' && d.subject.path === OAUTH_ROUTES.registration);

export interface OAuthServerOptions {
  db: Knex;
  /** The egress policy metadata documents are fetched under (the webhooks' policy, same loopback switch). */
  egress: EgressPolicy;
  now: () => Date;
  log: (message: string) => void;
  /** Express's `trust proxy` is set: the provider trusts `X-Forwarded-Proto` too (Secure cookies). */
  behindProxy: boolean;
  /** Called when a grant is revoked (the resource server drops cached tokens of it). */
  onGrantRevoked: (grantId: string) => void;
  /** Extra trusted roots (PEM) for fetching metadata documents, on top of the system's (tests, private CAs). */
  ca?: string | readonly string[];
  /**
   * Writes the audit row of an answered OAuth request, before the answer is sent (the library's
   * response is held until it resolves); a rejection turns the answer into 503 `unavailable`.
   */
  audit?: (req: IncomingMessage, res: ServerResponse, entry: OAuthAuditEntry) => Promise<void>;
}

/**
 * What the audit row of an OAuth request records. Never a secret: no `client_secret`, code,
 * `code_verifier` or token; only the public `client_id` and the grant the request acted on.
 */
export interface OAuthAuditEntry {
  /** `oauth_authorize`, `oauth_token`, `oauth_register`, `oauth_revoke`; null for any other /api/oauth path. */
  operation: string | null;
  status: number;
  /** The RFC 6749 `error` answered (in the body, or in the redirect to the client); null on success. */
  errorCode: string | null;
  /** The client the request named or authenticated as (a public identifier), when known. */
  clientId: string | null;
  /** The grant the request created, used or revoked, when known. */
  grantId: string | null;
}

/** The audit operation name of an OAuth endpoint path (see OAuthAuditEntry.operation). */
export function oauthOperationOf(path: string): string | null {
  const under = (route: string) => path === route || path.startsWith(`${route}/`);
  if (under(OAUTH_ROUTES.authorization)) return 'oauth_authorize';
  if (path === OAUTH_ROUTES.token) return 'oauth_token';
  if (under(OAUTH_ROUTES.registration)) return 'oauth_register';
  if (path === OAUTH_ROUTES.revocation) return 'oauth_revoke';
  return null;
}

/** The audit entry of an answered request (read from the library's context after the routes ran). */
function auditEntryOf(ctx: KoaContextWithOIDC): OAuthAuditEntry {
  const oidc = (ctx as { oidc?: KoaContextWithOIDC['oidc'] }).oidc;
  const entities = (oidc?.entities ?? {}) as Record<string, { grantId?: string; jti?: string; clientId?: string } | undefined>;
  const body = ctx.body as { error?: unknown; client_id?: unknown } | null | undefined;
  let errorCode: string | null = null;
  if (ctx.status >= 400) {
    const stated = (ctx.state as { oauthError?: string }).oauthError;
    errorCode = stated ?? (body !== null && typeof body === 'object' && typeof body.error === 'string' ? body.error : 'invalid_request');
  } else if (ctx.status >= 300) {
    const location = ctx.response.get('location');
    try {
      errorCode = location === '' ? null : new URL(location, 'http://x').searchParams.get('error');
    } catch {
      errorCode = null;
    }
  }
  const registered = body !== null && typeof body === 'object' && typeof body.client_id === 'string' ? body.client_id : null;
  const clientId = entities.Client?.clientId ?? registered ?? (typeof ctx.query.client_id === 'string' ? ctx.query.client_id : null);
  const grantId =
    entities.Grant?.jti ??
    entities.AuthorizationCode?.grantId ??
    entities.RefreshToken?.grantId ??
    entities.AccessToken?.grantId ??
    (typeof oidc?.result?.consent?.grantId === 'string' ? oidc.result.consent.grantId : null);
  return {
    operation: oauthOperationOf(ctx.path),
    status: ctx.status,
    errorCode,
    clientId: clientId?.slice(0, 2000) ?? null,
    grantId: grantId ?? null,
  };
}

/** Names of the shared secrets in `service_secrets`. */
const COOKIE_SECRET = 'oauth_cookie_key';
const SIGNING_JWK = 'oauth_signing_jwk';

/** The secret `name`, made by `make` on first use; every process of the deployment reads the same one. */
async function sharedSecret(db: Knex, name: string, now: Date, make: () => string): Promise<string> {
  const existing = await db('service_secrets').where({ name }).first('value');
  if (existing !== undefined) return existing.value as string;
  await db('service_secrets').insert({ name, value: make(), created_at: now.toISOString() }).onConflict('name').ignore();
  return (await db('service_secrets').where({ name }).first('value')).value as string;
}

/**
 * The authorization server metadata (RFC 8414) at `/.well-known/oauth-authorization-server`: what
 * this configuration does, stated from the same constants (the library's own discovery document
 * also describes OpenID features this server does not offer, and is not served).
 */
export function authorizationServerMetadata(issuer: string): Record<string, unknown> {
  return {
    issuer,
    authorization_endpoint: `${issuer}${OAUTH_ROUTES.authorization}`,
    token_endpoint: `${issuer}${OAUTH_ROUTES.token}`,
    registration_endpoint: `${issuer}${OAUTH_ROUTES.registration}`,
    revocation_endpoint: `${issuer}${OAUTH_ROUTES.revocation}`,
    scopes_supported: [...OAUTH_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    revocation_endpoint_auth_methods_supported: [...CLIENT_AUTH_METHODS],
    client_id_metadata_document_supported: true,
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${issuer}/api/v1/reference`,
  };
}

/** Client authentication at the token and revocation endpoints: public clients (`none`, with PKCE) and registered secrets. */
const CLIENT_AUTH_METHODS = ['none', 'client_secret_basic', 'client_secret_post'] as const;

/** The resource indicator, if it names this server (`issuer` origin + one of RESOURCE_PATHS), normalised; else null. */
export function ownResource(issuer: string, resource: string): string | null {
  let url: URL;
  try {
    url = new URL(resource);
  } catch {
    return null;
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return null;
  const base = new URL(issuer);
  if (url.origin !== base.origin) return null;
  const path = url.pathname.replace(/\/+$/, '');
  const basePath = base.pathname.replace(/\/+$/, '');
  if (!path.startsWith(basePath)) return null;
  const rest = path.slice(basePath.length);
  return (RESOURCE_PATHS as readonly string[]).includes(rest) ? `${base.origin}${basePath}${rest}` : null;
}

/**
 * The authorization server: one oidc-provider instance per issuer (the public base URL when
 * configured, else each allowed origin the service is reached at, so a development server answers
 * on `localhost` and `127.0.0.1` alike), sharing one store.
 */
export class OAuthServer {
  private readonly providers = new Map<string, Promise<Provider>>();
  private cookieKey: Promise<string> | null = null;
  private signingJwk: Promise<string> | null = null;
  private readonly fetcher: Configuration['fetch'];
  private sweeping: Promise<unknown> = Promise.resolve();
  /** Each provider's request handler (Koa composes its middleware once per `callback()`). */
  private readonly callbacks = new WeakMap<Provider, ReturnType<Provider['callback']>>();

  constructor(private readonly opts: OAuthServerOptions) {
    this.fetcher = createFetcher(opts.egress, opts.ca !== undefined ? { ca: opts.ca } : {}) as unknown as Configuration['fetch'];
  }

  /** The provider whose issuer is `issuer` (a base URL: scheme, host and port, no trailing slash). */
  providerFor(issuer: string): Promise<Provider> {
    let p = this.providers.get(issuer);
    if (p === undefined) {
      if (this.providers.size >= 32) this.providers.clear();
      p = this.create(issuer);
      this.providers.set(issuer, p);
      p.catch(() => this.providers.delete(issuer));
    }
    return p;
  }

  /** Deletes stored artifacts that expired over a week ago (the app's 15-second sweep calls it). */
  sweep(): Promise<unknown> {
    this.sweeping = this.sweeping
      .then(() => sweepExpired(this.opts.db, this.opts.now()))
      .catch((err: unknown) => {
        this.opts.log(`oauth sweep failed: ${String(err)}`);
      });
    return this.sweeping;
  }

  /** Serves an OAuth request (`/api/oauth/*`) with the provider of `issuer`. */
  async handle(issuer: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const provider = await this.providerFor(issuer);
    let callback = this.callbacks.get(provider);
    if (callback === undefined) {
      callback = provider.callback();
      this.callbacks.set(provider, callback);
    }
    await callback(req, res);
  }

  private async create(issuer: string): Promise<Provider> {
    const { db, now, log } = this.opts;
    // Loaded on first use: a service nobody connects to with OAuth never loads it (and, on Node 20,
    // never prints the library's "unsupported runtime" warning: it runs there, supported from 22).
    const { default: ProviderClass, errors } = await import('oidc-provider');
    this.cookieKey ??= sharedSecret(db, COOKIE_SECRET, now(), () => randomBytes(32).toString('base64url'));
    this.signingJwk ??= sharedSecret(db, SIGNING_JWK, now(), () =>
      JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' })),
    );
    const cookieKey = await this.cookieKey;
    // Never used to sign anything handed out (no ID tokens, opaque access tokens); the library needs one key.
    const jwk = { ...(JSON.parse(await this.signingJwk) as Record<string, string>), alg: 'ES256', use: 'sig' };
    const Adapter = knexAdapter(db, { onGrantRevoked: this.opts.onGrantRevoked, now });
    const defaultResource = `${issuer}`;
    const configuration: Configuration = {
      adapter: Adapter as never,
      clients: [],
      // Listed here too so a client's `scope` metadata (RFC 7591 §2; a metadata document or a
      // registration) validates; tokens carry them as the resource server's (getResourceServerInfo).
      scopes: [...OAUTH_SCOPES],
      claims: {},
      responseTypes: ['code'],
      clientDefaults: {
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
        id_token_signed_response_alg: 'ES256',
      },
      clientAuthMethods: [...CLIENT_AUTH_METHODS],
      jwks: { keys: [jwk] } as Configuration['jwks'],
      enabledJWA: { idTokenSigningAlgValues: ['ES256'] } as Configuration['enabledJWA'],
      pkce: { required: () => true },
      routes: { ...OAUTH_ROUTES },
      cookies: {
        keys: [cookieKey],
        long: { signed: true, httpOnly: true, sameSite: 'lax' },
        short: { signed: true, httpOnly: true, sameSite: 'lax' },
      },
      ttl: {
        AccessToken: ACCESS_TOKEN_SECONDS,
        AuthorizationCode: AUTHORIZATION_CODE_SECONDS,
        RefreshToken: REFRESH_TOKEN_SECONDS,
        Interaction: INTERACTION_SECONDS,
        Grant: GRANT_SECONDS,
        Session: 12 * 3600,
      },
      rotateRefreshToken: true,
      issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
      // Every authorization asks the operator (consent page); the grant found is the one just made.
      loadExistingGrant: async (ctx) => {
        const grantId = ctx.oidc.result?.consent?.grantId;
        return grantId === undefined ? undefined : ctx.oidc.provider.Grant.find(grantId);
      },
      findAccount: async (_ctx, sub) => {
        const row = await db('operators').where({ id: sub }).first('id');
        return row === undefined ? undefined : { accountId: sub, claims: async () => ({ sub }) };
      },
      interactions: { url: async (_ctx, interaction) => consentPath(interaction.uid) },
      features: {
        devInteractions: { enabled: false },
        userinfo: { enabled: false },
        introspection: { enabled: false },
        revocation: { enabled: true },
        rpInitiatedLogout: { enabled: false },
        pushedAuthorizationRequests: { enabled: false },
        registration: { enabled: true, initialAccessToken: false },
        resourceIndicators: {
          enabled: true,
          defaultResource: async () => defaultResource,
          useGrantedResource: async () => true,
          getResourceServerInfo: async (_ctx, resource) => {
            const own = ownResource(issuer, resource);
            if (own === null || own !== resource.replace(/\/+$/, ''))
              throw new errors.InvalidTarget(`resource must name this server: ${issuer}, ${issuer}/api/v1 or ${issuer}/api/mcp`);
            return {
              scope: OAUTH_SCOPES.join(' '),
              audience: own,
              accessTokenTTL: ACCESS_TOKEN_SECONDS,
              accessTokenFormat: 'opaque',
            };
          },
        },
        clientIdMetadataDocument: {
          enabled: true,
          ack: 'draft-02',
          allowFetch: async (_ctx, clientId) => checkSyntax(clientId, this.opts.egress) === null,
          cacheDuration: { min: 30, max: 86_400 },
        },
      } as Configuration['features'],
      fetch: this.fetcher,
      renderError: async (ctx, out) => {
        (ctx.state as { oauthError?: string }).oauthError = out.error;
        ctx.type = 'html';
        ctx.body = errorPage({ ...out });
      },
    };
    const provider = new ProviderClass(issuer, configuration);
    provider.proxy = this.opts.behindProxy;
    // Audit (seed: "every MCP message and REST call is written to an audit log"): after the routes
    // (and the checks below) have answered, before the library sends the answer.
    // A grant counts as a connected app once the token endpoint issued a token of it.
    const audit = this.opts.audit;
    provider.use(async (ctx, next) => {
      let thrown: { error: unknown } | null = null;
      try {
        await next();
      } catch (err) {
        thrown = { error: err };
      }
      const fallback = { operation: oauthOperationOf(ctx.path), status: ctx.status, errorCode: null, clientId: null, grantId: null };
      let entry: OAuthAuditEntry;
      try {
        entry = thrown === null ? auditEntryOf(ctx as KoaContextWithOIDC) : { ...fallback, status: 500, errorCode: 'server_error' };
      } catch {
        entry = fallback;
      }
      try {
        if (entry.operation === 'oauth_token' && entry.status === 200 && entry.grantId !== null)
          await db('oauth_grants')
            .where({ id: entry.grantId })
            .whereNull('token_issued_at')
            .update({ token_issued_at: now().toISOString() });
        if (audit !== undefined) await audit(ctx.req, ctx.res, entry);
      } catch {
        ctx.status = 503;
        ctx.remove('Location');
        ctx.set('Cache-Control', 'no-store');
        ctx.body = {
          error: 'unavailable',
          error_description: 'The request could not be recorded in the audit log, so it was not answered. Ask again.',
        };
        return;
      }
      if (thrown !== null) throw thrown.error;
    });
    provider.use(async (ctx, next) => {
      // Registration stops at the sunset (seed: Versioning); clients registered before keep working.
      if (ctx.path === OAUTH_ROUTES.registration && ctx.method === 'POST' && DCR !== undefined) {
        if (now().getTime() >= Date.parse(`${DCR.sunset}T00:00:00Z`)) {
          ctx.status = 410;
          ctx.set('Cache-Control', 'no-store');
          ctx.body = {
            error: 'invalid_request',
            error_description: `Dynamic client registration stopped on ${DCR.sunset}. Instead: ${DCR.instead.replace(/`/g, '')}.`,
          };
          return;
        }
      }
      if (ctx.path === OAUTH_ROUTES.authorization) {
        // GET only (the seed's endpoint), so the checks below see every parameter.
        // Refused on a page, not redirected: the client and its redirect URI are not verified yet.
        const refuse = (description: string) => {
          ctx.status = 400;
          ctx.type = 'html';
          ctx.set('Cache-Control', 'no-store');
          ctx.body = errorPage({ error: 'invalid_request', error_description: description });
        };
        if (ctx.method !== 'GET') return refuse('The authorization endpoint answers GET only.');
        const { state, scope } = ctx.query;
        if (typeof state !== 'string' || state === '')
          return refuse("The 'state' parameter is required (CSRF protection: the app must send one and check it comes back).");
        if (scope === undefined || scope === '') ctx.query = { ...ctx.query, scope: 'read' };
      }
      await next();
    });
    provider.on('interaction.started', (_ctx: unknown, prompt: unknown) => log('interaction ' + JSON.stringify(prompt)));
    provider.on('server_error', (_ctx: KoaContextWithOIDC, err: Error) => log(`oauth server_error: ${err.stack ?? err.message}`));
    return provider;
  }
}
