/**
 * The Express 5 application: REST tool surface, audit log, public documents. Every route is a thin
 * adapter: authentication, then the invoke core, then `reply` (audit, then send).
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import {
  DEPRECATIONS,
  EVENT_CATALOGUE,
  OPERATIONS,
  excerpt,
  type AllHandlers,
  type Deprecation,
  type OperationDescriptor,
} from '@storeops/contract';
import { AuditWriter } from './audit/writer';
import { auditCsv, parseAuditQuery, readAuditPage } from './audit/read';
import { CredentialResolver } from './auth/credentials';
import { Admission, type AdmissionError } from './admission';
import { ServiceError } from './errors';
import { ReadCache } from './invoke/read-cache';
import { Invoker } from './invoke/invoke';
import { parseIdempotencyHeader } from './write/idempotency';
import { deprecations } from './http/deprecation';
import { expireDue } from './write/approvals';
import { readBackAll } from './write/readback';
import { syncAllEinvoices } from './finance/einvoice-sync';
import { demoAccessPoint, type EinvoiceNetwork } from '@storeops/domain-finance';
import { dropExpiredSandboxes } from '@storeops/db';
import { StoreDirectory, type StoreRecord } from './stores';
import { describeDiagnosis, diagnoseCredential, type Diagnosis } from './auth/diagnose';
import { allowed } from './auth/allowlist';
import { RateLimits, rateLimitHeaders, type RateDecision } from './rate-limit/index';
import { bodyErrorToServiceError, clientAddress, createReplier, jsonObjectBody, requestContext, state } from './http/pipeline';
import { REFERENCE_FILES, changelog, liveOpenApiDocument, referencePage } from './public/documents';
import { ASYNCAPI_DOCUMENT } from '@storeops/contract';
import { EVENT_DOCS_ASSETS_PATH, EVENT_DOCS_DIR, EVENT_DOCS_PATH, eventDocsPage } from './public/event-docs';
import { referenceSecurityHeaders } from './http/security-headers';
import { HostPolicy, hostGuard } from './http/hosts';
import { dashboardRouter } from './dashboard/index';
import { createPoster, systemResolver, type EgressPolicy, type Resolver } from '@storeops/egress';
import { SigningKeyCache, ensureSigningKey, publishedJwks } from './events/signing-keys';
import { Dispatcher, type DispatcherOptions } from './events/dispatcher';
import { demoStorefront, type StorefrontConnector } from '@storeops/domain-automation';
import { JobRunner, type JobRunnerOptions } from './jobs/runner';
import { JOB_BODIES, JOB_HOOKS } from './jobs/kinds';
import { OAuthServer, authorizationServerMetadata, oauthOperationOf } from './oauth/server';
import { AccessTokens } from './oauth/resource';
import { PROTECTED_RESOURCE_PATH, bearerChallenge, protectedResourceMetadata } from './oauth/discovery';
import { exportContent } from './finance/export-content';
import { financeRetentionSweeper } from './finance/retention';
import { healthRoutes } from './http/health';
import { localBus, redisBus, type InvalidationBus } from './cluster/bus';
import type { RedisConnections } from './cluster/redis';
import { createLogger, requestObserver, type Logger } from './observability/log';
import { Metrics } from './observability/metrics';

export interface AppOptions {
  db: Knex;
  handlers: AllHandlers;
  registry?: readonly OperationDescriptor[];
  /**
   * Public base URL (`STOREOPS_PUBLIC_URL`, e.g. `https://api.example.com`): every `docs` link,
   * `openapi.json` `servers` and `Link` header uses it, and its hostname is an allowed `Host`.
   * Default: the request's scheme and (allowed) `Host`. See http/hosts.ts.
   */
  publicUrl?: string;
  /**
   * Extra allowed `Host` values (`STOREOPS_ALLOWED_HOSTS`): `host` (any port) or `host:port`.
   * Always allowed: localhost, 127.0.0.1, [::1], the bind address and the connection's own address;
   * any other `Host` is refused on every route with 400 `invalid_request` (DNS-rebinding protection).
   */
  allowedHosts?: readonly string[];
  /** The address the server binds (`HOST`), allowed as a `Host` unless it is a wildcard. */
  bindHost?: string;
  /** Clock, for tests (expiry). */
  now?: () => Date;
  credentialTtlMs?: number;
  /**
   * Answer the hot reads (invoke/read-cache.ts CACHED_READS) from the read cache keyed by the
   * store's data version (default true; `STOREOPS_READ_CACHE=off` in main.ts).
   */
  readCache?: boolean;
  /** Deprecated subjects (default: the contract's, from spec/deprecations.yaml). */
  deprecations?: readonly Deprecation[];
  log?: (message: string) => void;
  /**
   * Row-level-scoped execution on PostgreSQL (db rls.ts): the role handler work switches to
   * (default `storeops_scoped`). A role the deployment cannot use makes calls answer 503
   * `rls_scoped_execution_unavailable`.
   */
  scopedRole?: string;
  /**
   * Express's `trust proxy` setting for a deployment behind a reverse proxy or load balancer:
   * `true`, a hop count, or addresses / CIDRs / `loopback` | `linklocal` | `uniquelocal` of the
   * proxies. When set, the client address (IP allowlists, per-address limits, audit `ip`) comes
   * from `X-Forwarded-For` and the scheme (the dashboard cookie's `Secure`, `docs` links) from
   * `X-Forwarded-Proto`. Default: trust nothing (the socket peer is the client).
   */
  trustProxy?: boolean | number | string | string[];
  /**
   * Webhook egress (issue 9; @storeops/egress): the policy subscription URLs are checked with when
   * a subscription is created or its `url` changed (`x-egress-target` arguments, invoke core), and
   * that every delivery's connection is checked with again. `allowLoopback` (development only,
   * `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true`; default false) also admits http(s) to `localhost`,
   * `127.0.0.1` and `[::1]` with an explicit port; `resolver` resolves hostnames (default the
   * system resolver; tests inject one).
   */
  webhooks?: {
    allowLoopback?: boolean;
    resolver?: Resolver;
    /**
     * Whether this process runs the webhook dispatcher (events/dispatcher.ts; default true). Off,
     * events stay in the outbox until a process that runs one picks them up.
     */
    dispatch?: boolean;
    /** Dispatcher tuning for tests and benches (backoff, lease, poll interval). */
    dispatcher?: Pick<DispatcherOptions, 'backoffMs' | 'leaseMs' | 'pollMs'>;
  };
  /**
   * The OAuth 2.1 authorization server (oauth/server.ts). Client ID Metadata Documents are fetched
   * under the `webhooks` egress policy (the same loopback development switch); `ca` adds trusted
   * roots (PEM) for those fetches (a private CA; tests serving a document on loopback over https).
   */
  oauth?: { ca?: string | readonly string[] };
  /**
   * The web the research operations read (`STOREOPS_WEB`). Default `offline`: `web_search` and
   * `web_read` answer from the embedded deterministic demo-web corpus and open no outbound
   * connection (a `url` outside the corpus is refused). `live`, an explicit setting: `web_read`
   * fetches a `url` from the public web through the `webhooks` egress policy.
   */
  web?: 'offline' | 'live';
  /**
   * The storefront platform the sync jobs read (`run_sync_orders`, `run_sync_catalog`; automation
   * domain connectors/storefront.ts). Default: the embedded demo storefront.
   */
  storefront?: StorefrontConnector;
  /**
   * The e-invoice status sync (finance/einvoice-sync.ts; event `fin.einvoice.status_changed`):
   * the connector whose status moves it applies (default the embedded access point,
   * `demoAccessPoint`) and whether the 15-second sweep runs it (default true; off, tests drive
   * `App.syncEinvoices()`).
   */
  einvoices?: { network?: EinvoiceNetwork; sync?: boolean };
  /**
   * The job runner (jobs/runner.ts): whether this process runs queued jobs (default true; off,
   * jobs wait for a process that runs them), and its tuning for tests.
   */
  jobs?: { run?: boolean } & Pick<JobRunnerOptions, 'leaseMs' | 'pollMs'>;
  /**
   * Redis for several processes (`REDIS_URL`; cluster/redis.ts): shared rate-limit counters and
   * the cache invalidation bus. Absent: everything stays in this process.
   */
  redis?: RedisConnections;
  /**
   * Structured logs (observability/log.ts): the access line of every request and failures on
   * the service side, with their request id. Default: nothing is logged (tests); `log` still
   * receives the plain messages when given.
   */
  logger?: Logger;
}

export interface App {
  app: express.Express;
  admission: Admission;
  stores: StoreDirectory;
  /** Stops background work (the sweeps, the webhook dispatcher, the job runner) and waits for the work under way. */
  stop(): Promise<void>;
  /** Marks the process as shutting down: `/readyz` answers 503 from now on (the balancer drains it). */
  beginDrain(): void;
  /** The cache invalidation bus (Redis pub/sub with `redis`, else local). */
  bus: InvalidationBus;
  /** This app's Prometheus metrics (observability/metrics.ts); `render()` is what `/metrics` serves. */
  metrics: Metrics;
  /** The webhook dispatcher of this process (started unless `webhooks.dispatch` is false). */
  dispatcher: Dispatcher;
  /** The job runner of this process (started unless `jobs.run` is false; tests drive `drain()`). */
  jobs: JobRunner;
  /** Runs the e-invoice status sync once now (also run by the sweep unless `einvoices.sync` is false); resolves to the messages moved. */
  syncEinvoices(): Promise<number>;
  invoker: Invoker;
  audit: AuditWriter;
  credentials: CredentialResolver;
  oauth: OAuthServer;
  /**
   * Loads what the app loads on first use (the MCP endpoint and its SDK, about 0.2 s) now; `pnpm
   * start` calls it once the ready block is printed, so the first MCP request does not wait for it.
   * Resolves when done; never rejects (a failure surfaces on the first MCP request instead).
   */
  warmUp(): Promise<void>;
}

export function createApp(opts: AppOptions): App {
  const now = opts.now ?? (() => new Date());
  const logger = opts.logger ?? createLogger('silent');
  const log = opts.log ?? (opts.logger !== undefined ? (m: string) => logger.warn(m) : (m: string) => console.error(m));
  const metrics = new Metrics(opts.db);
  const serverError = (err: unknown, requestId: string): void => {
    if (opts.logger !== undefined) logger.error({ request_id: requestId, err }, 'server_error');
    else log(`server_error (${requestId}): ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  };
  const egress: EgressPolicy = {
    allowLoopback: opts.webhooks?.allowLoopback ?? false,
    resolver: opts.webhooks?.resolver ?? systemResolver,
  };
  const invoker = new Invoker(
    opts.db,
    opts.handlers,
    opts.registry ?? OPERATIONS,
    opts.scopedRole !== undefined ? { role: opts.scopedRole } : {},
    egress,
    opts.readCache === false
      ? null
      : new ReadCache(opts.db, { onLookup: (operation, result) => metrics.readCache.inc({ operation, result }) }),
    opts.web ?? 'offline',
  );
  const audit = new AuditWriter(opts.db, (lagSeconds) => metrics.auditFlushLag.observe(lagSeconds));
  const accessTokens = new AccessTokens(opts.db, log);
  const bus = opts.redis !== undefined ? redisBus(opts.redis.commands, opts.redis.subscriber, log) : localBus();
  const credentials = new CredentialResolver(opts.db, opts.credentialTtlMs, accessTokens, bus);
  const oauth = new OAuthServer({
    db: opts.db,
    egress,
    now,
    log,
    behindProxy: opts.trustProxy !== undefined && opts.trustProxy !== false,
    onGrantRevoked: () => credentials.forget(),
    ...(opts.oauth?.ca !== undefined ? { ca: opts.oauth.ca } : {}),
    // The OAuth endpoints' audit rows (surface rest): the grant's store and credential when the
    // request acted on a grant; never a secret (oauth/server.ts OAuthAuditEntry).
    audit: async (rawReq, rawRes, entry) => {
      const req = rawReq as Request;
      const res = rawRes as Response;
      const grant = entry.grantId === null ? undefined : await opts.db('oauth_grants').where({ id: entry.grantId }).first('id', 'store_id');
      const { startedAt, ...row } = reply.template(req, res);
      await audit.write({
        ...row,
        store_id: grant?.store_id ?? null,
        credential_id: grant === undefined ? null : `oauth:${grant.id}`,
        client_id: entry.clientId,
        operation: entry.operation,
        status: entry.status,
        error_code: entry.errorCode,
        subject_ref:
          grant !== undefined
            ? `oauth_grant:${grant.id}`
            : entry.operation === 'oauth_register' && entry.clientId !== null
              ? `oauth_client:${entry.clientId}`
              : null,
        duration_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
      });
    },
  });
  const stores = new StoreDirectory(opts.db, undefined, bus);
  let lastFallbackLog = 0;
  const limits = new RateLimits({
    ...(opts.redis !== undefined ? { redis: opts.redis.commands } : {}),
    onRefused: (partition) => metrics.rateLimitRefusals.inc({ partition }),
    onSharedStoreError: (err) => {
      metrics.rateLimitStoreErrors.inc();
      if (Date.now() - lastFallbackLog < 60_000) return;
      lastFallbackLog = Date.now();
      log(`rate limits: Redis unavailable, counting in this process (fail open): ${err instanceof Error ? err.message : String(err)}`);
    },
  });
  let draining = false;
  const admission = new Admission(credentials, stores, limits);
  const hosts = new HostPolicy({
    ...(opts.publicUrl !== undefined ? { publicUrl: opts.publicUrl } : {}),
    ...(opts.allowedHosts !== undefined ? { allowedHosts: opts.allowedHosts } : {}),
    ...(opts.bindHost !== undefined ? { bindHost: opts.bindHost } : {}),
  });
  const baseUrlOf = (req: Request): string => hosts.baseUrlOf(req);
  const reply = createReplier(audit, baseUrlOf, serverError);

  const app = express();
  app.disable('x-powered-by');
  if (opts.trustProxy !== undefined) app.set('trust proxy', opts.trustProxy);
  app.set('etag', false);
  app.use(requestContext(now));
  // The access log line and the request metrics of every answered request (observability/).
  app.use(requestObserver(logger, metrics));
  // Probes (http/health.ts): before the Host check, no credential, no audit, no rate limit.
  app.use(healthRoutes({ db: opts.db, ...(opts.redis !== undefined ? { redis: opts.redis.commands } : {}), draining: () => draining }));
  // Host validation, once for every route (http/hosts.ts): nothing below sees a foreign Host.
  app.use(hostGuard(hosts, (req, res, err) => reply.fail(req, res, err)));
  app.use(deprecations(opts.deprecations ?? DEPRECATIONS, (req) => baseUrlOf(req)));

  // Admission (credential, IP allowlist, rate limit); sets the RateLimit headers either way.
  const authenticate = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const s = state(res);
    try {
      const admitted = await admission.admit(req.get('authorization'), clientAddress(req), now());
      s.credential = admitted.credential;
      s.store = admitted.store;
      res.set(rateLimitHeaders(admitted.rate));
      next();
    } catch (err) {
      const e = err as AdmissionError;
      if (e.challenge === true)
        res.setHeader('WWW-Authenticate', bearerChallenge(baseUrlOf(req), '', req.get('authorization') !== undefined));
      if (e.decision !== undefined) res.set(rateLimitHeaders(e.decision));
      await reply.fail(req, res, err);
    }
  };

  // REST: POST /api/v1/tools/{name}, and each registry operation with a path of its own
  // (approvals, intent, ...), mounted from the registry: no route is written by hand.
  const tool = (nameOf: (req: Request) => string) => async (req: Request, res: Response) => {
    const s = state(res);
    const name = nameOf(req);
    s.operation = name;
    const outcome = await invoker.invoke(name, req.body, {
      credential: s.credential!,
      store: s.store!,
      requestId: s.requestId,
      surface: 'rest',
      now: s.receivedAt,
      idempotencyKey: parseIdempotencyHeader(req.get('idempotency-key')),
      audit: reply.template(req, res),
    });
    s.subjectRef = outcome.subjectRef;
    if (outcome.operation === null) s.operation = undefined;
    if (!outcome.ok) {
      await reply.fail(req, res, outcome.error);
      return;
    }
    if (outcome.replayed === true) res.setHeader('Idempotent-Replayed', 'true');
    if (outcome.audited) reply.sendAudited(res, 200, { ok: true, result: outcome.result });
    else if (outcome.resultJson !== undefined)
      // A cached read: the same bytes res.json would send, without serialising the answer again.
      await reply.send(req, res, 200, null, { contentType: 'application/json', text: `{"ok":true,"result":${outcome.resultJson}}` });
    else await reply.send(req, res, 200, { ok: true, result: outcome.result });
  };
  app.post(
    '/api/v1/tools/:name',
    authenticate,
    ...jsonObjectBody(),
    tool((req) => String(req.params.name)),
  );
  for (const op of invoker.list()) {
    if (op.path !== `/api/v1/tools/${op.name}`)
      app.post(
        op.path,
        authenticate,
        ...jsonObjectBody(),
        tool(() => op.name),
      );
  }

  // Audit log: GET /api/v1/audit (reading it is itself audited).
  app.get('/api/v1/audit', authenticate, async (req: Request, res: Response) => {
    const s = state(res);
    s.operation = 'audit_list';
    const query = parseAuditQuery(req.query as Record<string, unknown>);
    s.subjectRef = query.subjectRef;
    const storeId = s.credential!.storeId;
    const page = await invoker.readInStore(storeId, (q) => readAuditPage(q, storeId, query));
    if (query.format === 'csv') {
      res.setHeader('x-has-more', String(page.has_more));
      if (page.next_cursor !== null) {
        res.setHeader('x-next-cursor', page.next_cursor);
        const next = new URLSearchParams({ ...(req.query as Record<string, string>), before: page.next_cursor });
        res.setHeader('Link', `<${baseUrlOf(req)}/api/v1/audit?${next.toString()}>; rel="next"`);
      }
      res.setHeader('Content-Disposition', 'attachment; filename="audit.csv"');
      await reply.send(req, res, 200, null, { contentType: 'text/csv; charset=utf-8', text: auditCsv(page.data) });
    } else {
      await reply.send(req, res, 200, page);
    }
  });

  // Credential diagnosis (auth/diagnose.ts): its own admission, since it must describe the very
  // credentials the shared one refuses (none, unknown, revoked, expired, wrong address, any scopes).
  app.post(
    '/api/v1/credentials/diagnose',
    async (req: Request, res: Response, next: NextFunction) => {
      const s = state(res);
      s.operation = 'credentials_diagnose';
      const found = await diagnoseCredential(opts.db, accessTokens, req.get('authorization'));
      if (found.outcome !== 'found') {
        if (!(await perAddress(req, res))) return;
        res.setHeader('WWW-Authenticate', bearerChallenge(baseUrlOf(req), '', found.outcome === 'rejected'));
        await reply.fail(
          req,
          res,
          found.outcome === 'no_credential'
            ? new ServiceError(
                'no_credential',
                'No Authorization header. Send Authorization: Bearer <API key or access token> to diagnose it.',
              )
            : new ServiceError(
                'credential_rejected',
                'The Authorization header does not name any credential of this service (not Bearer <value>, unknown, mistyped, or an access token whose app was disconnected).',
              ),
        );
        return;
      }
      const credential = found.credential;
      const store = await stores.get(credential.storeId, now().getTime()).catch(() => null);
      try {
        res.set(rateLimitHeaders(await limits.consume(credential.id, credential.storeId, store?.rateLimitPerMinute)));
      } catch (err) {
        const decision = (err as { decision?: RateDecision }).decision;
        if (decision !== undefined) res.set(rateLimitHeaders(decision));
        await reply.fail(req, res, err);
        return;
      }
      if (store !== null) s.credential = credential;
      res.locals.diagnosis = { found, store };
      next();
    },
    ...jsonObjectBody(),
    async (req: Request, res: Response) => {
      const extra = Object.keys(req.body as object);
      if (extra.length > 0)
        throw new ServiceError('invalid_request', `${excerpt(extra[0]!)}: unknown argument (this operation takes none; send {})`);
      const { found, store } = res.locals.diagnosis as { found: Extract<Diagnosis, { outcome: 'found' }>; store: StoreRecord | null };
      const address = clientAddress(req);
      const cidrs = found.credential.ipAllowlist;
      const addressAllowed = cidrs === null || cidrs.length === 0 || allowed(address, cidrs);
      const result = describeDiagnosis(found, store === null ? null : { id: store.id, name: store.name }, address, addressAllowed, now());
      await reply.send(req, res, 200, { ok: true, result });
    },
  );

  // Public documents: no credential.
  // Public documents are limited per client address (same window and default as credentials).
  // The per-address limit of everything served without a credential (public documents, the OAuth
  // endpoints): sets the RateLimit headers; false when it refused (429 `rate_limited` answered).
  const perAddress = async (req: Request, res: Response): Promise<boolean> => {
    try {
      res.set(rateLimitHeaders(await limits.consume(`address:${clientAddress(req)}`, 'public', undefined, 'per-address')));
      return true;
    } catch (err) {
      state(res).surface = 'public';
      const decision = (err as { decision?: RateDecision }).decision;
      if (decision !== undefined) res.set(rateLimitHeaders(decision));
      await reply.fail(req, res, err);
      return false;
    }
  };
  const publicRoute = (fn: (req: Request) => unknown) => async (req: Request, res: Response) => {
    state(res).surface = 'public';
    if (!(await perAddress(req, res))) return;
    // openapi.json and changelog.json change only when the service is redeployed, and neither
    // depends on who asks (no credential is read): any cache may keep them for 5 minutes, which
    // bounds how stale they are after a deploy. `servers` follows the (validated) Host, which every
    // cache already keys on as part of the URL, so no Vary is needed. Refusals are not cached.
    res.setHeader('Cache-Control', 'public, max-age=300');
    await reply.send(req, res, 200, await fn(req));
  };
  app.get(
    '/api/v1/openapi.json',
    publicRoute((req) => liveOpenApiDocument(invoker.list(), baseUrlOf(req))),
  );
  app.get(
    '/api/v1/changelog.json',
    publicRoute(() => changelog()),
  );
  // The events (public/event-docs.ts): the AsyncAPI document, and the reference rendered from it
  // at generation time, under the API reference's CSP and headers.
  app.get(
    '/api/v1/asyncapi.json',
    publicRoute(() => ASYNCAPI_DOCUMENT),
  );
  app.use(EVENT_DOCS_PATH, referenceSecurityHeaders(baseUrlOf, { evalScripts: true }));
  app.get(EVENT_DOCS_PATH, async (req, res) => {
    state(res).surface = 'public';
    res.setHeader('Cache-Control', 'public, max-age=300');
    await reply.send(req, res, 200, null, { contentType: 'text/html; charset=utf-8', text: eventDocsPage() });
  });
  for (const folder of ['js', 'css'])
    app.use(`${EVENT_DOCS_ASSETS_PATH}/${folder}`, express.static(`${EVENT_DOCS_DIR}${folder}`, { index: false, maxAge: '1h' }));
  // The webhook signature keys (events/signing-keys.ts): the first key is made on first use.
  let firstKey: Promise<unknown> | null = null;
  app.get(
    '/.well-known/jwks.json',
    publicRoute(async () => {
      firstKey ??= ensureSigningKey(opts.db, now());
      await firstKey;
      return publishedJwks(opts.db, now());
    }),
  );
  const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  // The page where keys are pasted: strict CSP, no framing, no sniffing (http/security-headers.ts).
  app.use('/api/v1/reference', referenceSecurityHeaders(baseUrlOf));
  app.get('/api/v1/reference', async (req, res) => {
    state(res).surface = 'public';
    await reply.send(req, res, 200, null, { contentType: 'text/html; charset=utf-8', text: referencePage('/api/v1/reference/assets') });
  });
  for (const [name, file] of Object.entries(REFERENCE_FILES)) {
    app.get(`/api/v1/reference/assets/${name}`, (_req, res) => {
      res.set('Cache-Control', 'public, max-age=300').type(file.type).send(file.body);
    });
  }
  app.use('/api/v1/reference/assets', express.static(swaggerDir, { index: false, maxAge: '1h' }));
  app.get('/', (_req, res) => res.redirect(302, '/api/v1/reference'));

  // OAuth 2.1 (oauth/): the authorization server's endpoints and metadata, limited per client
  // address like the public documents; the protected resource metadata of the API and of /api/mcp.
  const authorizationServer = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    state(res).operation = oauthOperationOf(req.path) ?? undefined;
    if (!(await perAddress(req, res))) return;
    try {
      await oauth.handle(baseUrlOf(req), req, res);
    } catch (err) {
      next(err);
    }
  };
  // Not `app.use('/api/oauth', ...)`: the provider would read Express's mount path (`req.baseUrl`)
  // as its own and prefix it to the routes it already names in full.
  app.use((req, res, next) => {
    if (req.path === '/api/oauth' || req.path.startsWith('/api/oauth/')) void authorizationServer(req, res, next);
    else next();
  });
  app.get(
    '/.well-known/oauth-authorization-server',
    publicRoute((req) => authorizationServerMetadata(baseUrlOf(req))),
  );
  app.get(
    PROTECTED_RESOURCE_PATH,
    publicRoute((req) => protectedResourceMetadata(baseUrlOf(req), '')),
  );
  app.get(
    `${PROTECTED_RESOURCE_PATH}/api/mcp`,
    publicRoute((req) => protectedResourceMetadata(baseUrlOf(req), '/api/mcp')),
  );

  // The MCP endpoint and its SDK load on first use (or on warmUp): a start that serves REST only,
  // a CLI or a test app does not pay for them. Requests arriving meanwhile wait for the load.
  let mcpHandler: Promise<express.RequestHandler> | undefined;
  const loadMcp = (): Promise<express.RequestHandler> =>
    (mcpHandler ??= import('./mcp/index').then(({ mcpEndpoint }) =>
      mcpEndpoint({ admission, invoker, audit, now, log, hosts, onServerError: serverError }),
    ));
  app.all('/api/mcp', (req, res, next) => {
    loadMcp().then(
      (handler) => handler(req, res, next),
      // Only a broken install fails here: the JSON `server_error` every route answers (logged), not Express's HTML page.
      (err: unknown) => {
        mcpHandler = undefined;
        void reply.fail(req, res, err);
      },
    );
  });
  app.use('/dashboard', dashboardRouter({ db: opts.db, invoker, stores, credentials, reply, limits, now, log, oauth, baseUrlOf }));

  // Finance export files (finance/export-content.ts): the signed 5-minute link finance_export_download
  // answers is the credential; limited per client address like the public documents.
  const financeExportContent = exportContent({ invoker, audit, reply, now, log });
  app.get('/api/v1/finance/exports/:id/content', async (req: Request, res: Response) => {
    if (await perAddress(req, res)) await financeExportContent(req, res);
  });

  // Anything else: 404 not_found, audited.
  app.use(async (req: Request, res: Response) => {
    await reply.fail(
      req,
      res,
      new ServiceError(
        'not_found',
        `No endpoint ${req.method} ${excerpt(req.path)}. Tool operations are POST /api/v1/tools/{name}; see /api/v1/openapi.json.`,
      ),
    );
  });

  // Errors thrown by middleware or routes: a client's fault raised by a library (body-parser, the
  // router, static files) maps to the seed's 4xx codes (never a 500 or a logged stack trace);
  // anything else is a server_error.
  app.use(async (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    await reply.fail(req, res, bodyErrorToServiceError(err));
  });

  // Finance change feed retention (finance/retention.ts): hourly, from the sweeper below.
  const financeRetention = financeRetentionSweeper(opts.db, log);
  // Every 15 s: cards past their deadline move to `expired` (event approval.expired), and owned
  // fields are read back (event intent.field_overwritten_externally, once per overwrite).
  const syncEinvoices = () => syncAllEinvoices(opts.db, stores, invoker, opts.einvoices?.network ?? demoAccessPoint, now());
  const sweeper = setInterval(() => {
    expireDue(opts.db, now()).catch((err: unknown) => log(`approval expiry sweep failed: ${String(err)}`));
    readBackAll(opts.db, stores, invoker, now()).catch((err: unknown) => log(`intent read-back failed: ${String(err)}`));
    if (opts.einvoices?.sync !== false) syncEinvoices().catch((err: unknown) => log(`e-invoice status sync failed: ${String(err)}`));
    void oauth.sweep();
    dropExpiredSandboxes(opts.db, now()).catch((err: unknown) => log(`sandbox expiry failed: ${String(err)}`));
    financeRetention(now());
  }, 15_000);
  sweeper.unref();

  // Webhooks (events/): signed deliveries of the outbox to the subscriptions, under the egress policy.
  const poster = createPoster(egress);
  const dispatcher = new Dispatcher({
    db: opts.db,
    catalogue: EVENT_CATALOGUE,
    keys: new SigningKeyCache(opts.db),
    poster,
    now,
    log,
    ...opts.webhooks?.dispatcher,
  });
  if (opts.webhooks?.dispatch !== false) dispatcher.start();

  // Asynchronous jobs (jobs/): the `run_*` operations' queue, run in store transactions.
  const jobs = new JobRunner({
    db: opts.db,
    stores,
    invoker,
    bodies: JOB_BODIES,
    hooks: JOB_HOOKS,
    storefront: opts.storefront ?? demoStorefront,
    now,
    log,
    ...(opts.scopedRole !== undefined ? { scoped: { role: opts.scopedRole } } : {}),
    ...(opts.jobs?.leaseMs !== undefined ? { leaseMs: opts.jobs.leaseMs } : {}),
    ...(opts.jobs?.pollMs !== undefined ? { pollMs: opts.jobs.pollMs } : {}),
  });
  if (opts.jobs?.run !== false) jobs.start();

  return {
    app,
    admission,
    invoker,
    audit,
    credentials,
    oauth,
    stores,
    dispatcher,
    jobs,
    syncEinvoices,
    bus,
    metrics,
    beginDrain: () => {
      draining = true;
    },
    warmUp: async () => {
      await loadMcp().catch(() => undefined);
    },
    stop: async () => {
      clearInterval(sweeper);
      await jobs.stop();
      await dispatcher.stop();
      await poster.close();
      await bus.close();
    },
  };
}
