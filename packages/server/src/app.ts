/**
 * The Express 5 application (docs/ARCHITECTURE.md "One invocation core, several surfaces"): `createApp`
 * builds the shared parts (invoke core, audit writer, credentials, admission, rate limits, hosts),
 * then composes one router per area (http/routes/: tools, audit, credentials, documents, oauth,
 * mcp; the dashboard; the domains' downloads), the fallback 404 and error answers, and the background
 * work (background.ts: sweeps, webhook dispatcher, job runner). Every route is a thin adapter:
 * authentication, then the invoke core, then `reply` (audit, then send).
 */
import express, { type Request, type Response } from 'express';
import type { Knex } from 'knex';
import {
  DEPRECATIONS,
  OPERATIONS,
  type AllHandlers,
  type Connectors,
  type Deprecation,
  type OperationDescriptor,
} from '@storeops/contract';
import { AuditWriter } from './audit/writer';
import { CredentialResolver } from './auth/credentials';
import { Admission } from './admission';
import { ReadCache } from './invoke/read-cache';
import { Invoker } from './invoke/invoke';
import { deprecations } from './http/deprecation';
import { StoreDirectory } from './stores';
import { RateLimits } from './rate-limit/index';
import { createReplier, requestContext } from './http/pipeline';
import { HostPolicy, hostGuard } from './http/hosts';
import { createGuards } from './http/guards';
import { toolRoutes } from './http/routes/tools';
import { auditRoutes } from './http/routes/audit';
import { credentialRoutes } from './http/routes/credentials';
import { documentRoutes } from './http/routes/documents';
import { oauthRoutes } from './http/routes/oauth';
import { mcpRoutes } from './http/routes/mcp';
import { downloadRoutes } from './http/routes/downloads';
import { errorAnswer, notFound } from './http/routes/fallback';
import { dashboardRouter } from './dashboard/index';
import { systemResolver, type EgressPolicy, type Resolver } from '@storeops/egress';
import type { Dispatcher, DispatcherOptions } from './events/dispatcher';
import { connectorsWith } from '@storeops/connectors-embedded';
import type { JobRunner, JobRunnerOptions } from './jobs/runner';
import { startBackground } from './background';
import { downloads } from './handlers';
import { OAuthServer } from './oauth/server';
import { AccessTokens } from './oauth/resource';
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
   * Webhook egress (@storeops/egress): the policy subscription URLs are checked with when
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
   * The platform adapters the handlers reach as `ctx.connectors` (@storeops/contract ports; docs/ARCHITECTURE.md
   * "Connectors"): the storefront (also what the sync jobs `run_sync_orders` / `run_sync_catalog`
   * read), the customer-service channel, the merchant feed, the ad platforms (one per platform, each
   * running its channel's campaigns: `googleAds`, `microsoftAds`, `meta`, `marketplace`), the
   * analytics property, the web and the e-invoicing network (`einvoice`: the Peppol access point
   * whose status moves the `einvoice_status_sync` sweep records). Each one given replaces that
   * platform's embedded demo adapter (@storeops/connectors-embedded); the others stay embedded,
   * e.g. `{ marketplace: client }` moves the marketplace campaigns to a real client while Google
   * Ads, Microsoft Advertising and Meta stay demo.
   */
  connectors?: Partial<Connectors>;
  /**
   * The domains' sweeps (handlers.ts `sweeps`; jobs/sweeps.ts: the e-invoice status sync, the
   * finance change feed's retention): whether this process's 15-second loop runs them (default
   * true; off, they run only through `App.sweep(name)`, as tests drive them).
   */
  sweeps?: { run?: boolean };
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
  /**
   * Runs the domains' sweep `name` once at `at` (default: now on the app's clock; also run by the
   * loop unless `sweeps.run` is false), e.g. `einvoice_status_sync`, `finance_change_retention`;
   * resolves to the rows it changed. Rejects with `Error` for a name no domain registered.
   */
  sweep(name: string, at?: Date): Promise<number>;
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
    connectorsWith(opts.connectors),
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

  const guards = createGuards({ admission, limits, reply, now, baseUrlOf });
  // One router per area, in the order they answer (each mounted at the root: the audit row's path is the request's).
  app.use(toolRoutes({ invoker, guards, reply }));
  app.use(auditRoutes({ invoker, guards, reply, baseUrlOf }));
  app.use(credentialRoutes({ db: opts.db, accessTokens, stores, limits, guards, reply, now, baseUrlOf }));
  app.use(documentRoutes({ db: opts.db, invoker, guards, reply, now, baseUrlOf }));
  app.use(oauthRoutes({ oauth, guards, baseUrlOf }));
  const mcp = mcpRoutes({ admission, invoker, audit, now, log, hosts, onServerError: serverError }, reply);
  app.use(mcp.router);
  app.use('/dashboard', dashboardRouter({ db: opts.db, invoker, stores, credentials, reply, limits, now, log, oauth, baseUrlOf }));
  app.use(downloadRoutes({ downloads, invoker, audit, reply, now, log, guards }));
  app.use(notFound(reply));
  app.use(errorAnswer(reply));

  const background = startBackground({
    db: opts.db,
    stores,
    invoker,
    oauth,
    egress,
    now,
    log,
    ...(opts.sweeps !== undefined ? { sweeps: opts.sweeps } : {}),
    ...(opts.webhooks !== undefined ? { webhooks: opts.webhooks } : {}),
    ...(opts.jobs !== undefined ? { jobs: opts.jobs } : {}),
    ...(opts.scopedRole !== undefined ? { scopedRole: opts.scopedRole } : {}),
  });

  return {
    app,
    admission,
    invoker,
    audit,
    credentials,
    oauth,
    stores,
    dispatcher: background.dispatcher,
    jobs: background.jobs,
    sweep: background.sweep,
    bus,
    metrics,
    beginDrain: () => {
      draining = true;
    },
    warmUp: () => mcp.warmUp(),
    stop: async () => {
      await background.stop();
      await bus.close();
    },
  };
}
