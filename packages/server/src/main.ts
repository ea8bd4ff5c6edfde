/**
 * `pnpm start`: runs the service on the embedded demo store and prints one ready block. It binds
 * first: the one-time secrets (demo keys, operator password; first start only) are minted and the
 * ready block printed only once the server listens, so a failed bind (port in use: one line naming
 * the port and `PORT`, exit code 1) loses nothing. The ready block ends with the shell `export`
 * line the examples read (STOREOPS_BASE_URL, STOREOPS_API_KEY, KEY) and a `curl` using `$KEY`.
 * Environment: PORT (default 8080), HOST (default 127.0.0.1), DATABASE_URL (postgres://... to use
 * PostgreSQL), STOREOPS_DB_FILE (SQLite file, default ./data/storeops.sqlite), STOREOPS_TRUST_PROXY
 * (behind a reverse proxy: `true`, a hop count, or a comma-separated list of proxy addresses, CIDRs
 * or `loopback` / `linklocal` / `uniquelocal`; unset: the socket peer is the client),
 * STOREOPS_PUBLIC_URL (the public base URL, e.g. https://api.example.com: used in `docs` links and
 * openapi.json `servers`, and its host is allowed), STOREOPS_ALLOWED_HOSTS (comma-separated extra
 * `host` or `host:port` values the server answers to; localhost forms and HOST always are, any other
 * Host header is refused with 400: DNS-rebinding protection, see http/hosts.ts),
 * STOREOPS_WEBHOOKS_ALLOW_LOOPBACK (`true`: webhook subscriptions may also target http(s) to
 * localhost, 127.0.0.1 or [::1] with a port; local development only, announced by a warning line
 * on stderr at start), STOREOPS_WEBHOOKS_LEASE_SECONDS (default 30, >= 1: how long a process holds a
 * webhook delivery it is sending; a delivery a crashed process held is sent again after it),
 * REDIS_URL (redis://... : several processes share rate-limit counters and cache invalidations
 * through it; cluster/redis.ts), STOREOPS_SHUTDOWN_GRACE_SECONDS (default 10: how long SIGTERM
 * waits for requests in flight), STOREOPS_LOG_LEVEL (default `info`; JSON lines on stdout, see
 * observability/log.ts; `silent` turns them off), STOREOPS_METRICS_ADDRESS (`host:port`, e.g.
 * `127.0.0.1:9464`: serve Prometheus metrics at `GET /metrics` on that separate listener; unset:
 * no metrics listener. Bind it to an address only the monitoring system reaches),
 * STOREOPS_CREDENTIAL_CACHE_SECONDS (default 5, >= 0: how long a process trusts a verified key or
 * token without reading it again; a revocation reaches every process at once through Redis when
 * REDIS_URL is set, else within this time), STOREOPS_READ_CACHE (default `on`; `off`: the hot reads
 * run their handler on every call instead of answering from the data-versioned read cache,
 * invoke/read-cache.ts; for comparing figures).
 *
 * Shutdown (SIGTERM or SIGINT): `/readyz` turns 503 at once, the listener closes (no new
 * connections; idle keep-alive connections are closed), requests in flight get up to the grace
 * period to finish (then their connections are cut), then the job runner and the webhook
 * dispatcher stop after the work under way (a job or delivery cut off by a hard stop keeps its
 * lease, which expires and is taken again: jobs run in one transaction, deliveries are at least
 * once), the audit writer flushes, Redis and the database pool close, and the process exits 0.
 * A second signal exits 1 at once.
 */
import type { AddressInfo } from 'node:net';
import { openDatabase } from '@storeops/db';
import { createApp } from './app';
import { ensureSigningKey } from './events/signing-keys';
import { mintDemoSecrets, prepareDemo } from './demo';
import { allHandlers } from './handlers';
import { parseTrustProxy } from './http/trust-proxy';
import { hostOptionsFromEnv } from './http/hosts';
import { answerClientErrors } from './http/client-error';
import { LOOPBACK_WARNING } from './subscriptions/loopback';
import { connectRedis } from './cluster/redis';
import { createLogger } from './observability/log';
import { parseMetricsAddress, serveMetrics } from './observability/metrics-listener';

const started = performance.now();
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port number; set PORT to 1..65535 (default 8080; 0: any free port)`);
  process.exit(2);
}
const host = process.env.HOST ?? '127.0.0.1';
const logger = createLogger(process.env.STOREOPS_LOG_LEVEL ?? 'info');
const db = openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  filename: process.env.STOREOPS_DB_FILE ?? './data/storeops.sqlite',
  log: { warn: (m) => logger.warn(`database: ${m}`), error: (m) => logger.error(`database: ${m}`) },
});
const ids = await prepareDemo(db);
const store = await db('stores').where({ id: ids.hostedStoreId }).first();
const trustProxy = parseTrustProxy(process.env.STOREOPS_TRUST_PROXY);
const hostOptions = { ...hostOptionsFromEnv(process.env), bindHost: host };
// Webhooks: the first signing key is made on first start; loopback targets only by the development switch.
await ensureSigningKey(db);
const allowLoopback = process.env.STOREOPS_WEBHOOKS_ALLOW_LOOPBACK === 'true';
const leaseSeconds = Number(process.env.STOREOPS_WEBHOOKS_LEASE_SECONDS ?? 30);
if (!(leaseSeconds >= 1)) {
  console.error(
    `STOREOPS_WEBHOOKS_LEASE_SECONDS=${process.env.STOREOPS_WEBHOOKS_LEASE_SECONDS} must be a number of seconds >= 1 (default 30)`,
  );
  process.exit(2);
}
if (allowLoopback) console.warn(LOOPBACK_WARNING);
const graceSeconds = Number(process.env.STOREOPS_SHUTDOWN_GRACE_SECONDS ?? 10);
if (!(graceSeconds >= 0)) {
  console.error(
    `STOREOPS_SHUTDOWN_GRACE_SECONDS=${process.env.STOREOPS_SHUTDOWN_GRACE_SECONDS} must be a number of seconds >= 0 (default 10)`,
  );
  process.exit(2);
}
const credentialCacheSeconds = Number(process.env.STOREOPS_CREDENTIAL_CACHE_SECONDS ?? 5);
if (!(credentialCacheSeconds >= 0)) {
  console.error(
    `STOREOPS_CREDENTIAL_CACHE_SECONDS=${process.env.STOREOPS_CREDENTIAL_CACHE_SECONDS} must be a number of seconds >= 0 (default 5)`,
  );
  process.exit(2);
}
const readCacheSetting = process.env.STOREOPS_READ_CACHE ?? 'on';
if (readCacheSetting !== 'on' && readCacheSetting !== 'off') {
  console.error(`STOREOPS_READ_CACHE=${readCacheSetting} must be on or off (default on)`);
  process.exit(2);
}
const webSetting = process.env.STOREOPS_WEB ?? 'offline';
if (webSetting !== 'offline' && webSetting !== 'live') {
  console.error(`STOREOPS_WEB=${webSetting} must be offline or live (default offline: the embedded demo-web corpus only)`);
  process.exit(2);
}
const metricsAddress = process.env.STOREOPS_METRICS_ADDRESS || undefined;
try {
  if (metricsAddress !== undefined) parseMetricsAddress(metricsAddress);
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
// Several processes: shared counters and invalidations through Redis (never fatal: fail open).
const redis = process.env.REDIS_URL ? await connectRedis(process.env.REDIS_URL, (m) => logger.warn(m)) : undefined;
if (redis !== undefined && !(await redis.ready(2_000)))
  logger.warn('REDIS_URL: Redis does not answer yet; rate limits count in this process until it does (fail open)');
const {
  app,
  audit,
  beginDrain,
  metrics,
  stop: stopApp,
  warmUp,
} = createApp({
  logger,
  db,
  handlers: allHandlers,
  credentialTtlMs: credentialCacheSeconds * 1000,
  readCache: readCacheSetting === 'on',
  web: webSetting,
  ...hostOptions,
  ...(trustProxy !== undefined ? { trustProxy } : {}),
  webhooks: { allowLoopback, dispatcher: { leaseMs: leaseSeconds * 1000 } },
  ...(redis !== undefined ? { redis } : {}),
});

/** The ready block: printed once the server listens, with the secrets minted at that moment (first start). */
async function ready(): Promise<void> {
  const demo = await mintDemoSecrets(db, ids);
  const bound = (server.address() as AddressInfo).port; // PORT=0: the port the system chose
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
  const ms = Math.round(performance.now() - started);
  const lines = [
    '',
    `StoreOps Store Operations API ready in ${ms} ms`,
    `  Base URL     ${base}`,
    `  Demo store   ${store.name} (${store.tenant_type}, ${store.id})`,
  ];
  if (demo.keys !== null) {
    lines.push(
      `  Live key     ${demo.keys.live.key}   scopes: ${demo.keys.live.scopes.join(' ')}`,
      `  Sandbox key  ${demo.keys.sandbox.key}   scopes: ${demo.keys.sandbox.scopes.join(' ')}, expires ${demo.keys.sandbox.expires_at}`,
      '               (printed once: only their hashes are stored)',
    );
  } else {
    lines.push(
      '  Keys         the demo keys were printed on the first start; mint a live key: npx -y pnpm@10.34.9 -s keys create --scopes read,write',
      '               and export it: export STOREOPS_API_KEY=<the key> KEY=<the key>',
    );
  }
  if (demo.operator !== null) {
    lines.push(`  Dashboard    ${base}/dashboard   operator: ${demo.operator.email} / ${demo.operator.password} (printed once)`);
  } else {
    lines.push(`  Dashboard    ${base}/dashboard`);
  }
  lines.push(
    `  Docs         ${base}/api/v1/reference`,
    `  OpenAPI      ${base}/api/v1/openapi.json   changelog: ${base}/api/v1/changelog.json`,
    demo.keys !== null
      ? `  Shell        export STOREOPS_BASE_URL=${base} STOREOPS_API_KEY=${demo.keys.live.key} KEY=${demo.keys.live.key} SANDBOX_KEY=${demo.keys.sandbox.key}`
      : `  Shell        export STOREOPS_BASE_URL=${base}`,
    `  Try          curl -X POST ${base}/api/v1/tools/get_store_overview -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' -d '{}'`,
    '',
  );
  console.log(lines.join('\n'));
}

/** One line for a failed bind, naming what to set. */
function bindFailure(err: NodeJS.ErrnoException): string {
  if (err.code === 'EADDRINUSE') return `port ${port} on ${host} is in use; set PORT=<free port> (e.g. PORT=${port + 1})`;
  if (err.code === 'EACCES')
    return `no permission to listen on ${host}:${port} (ports below 1024 need privileges); set PORT=<port above 1023>`;
  if (err.code === 'EADDRNOTAVAIL') return `HOST=${host} is not an address of this machine; set HOST (default 127.0.0.1)`;
  return `cannot listen on ${host}:${port}: ${err.message}`;
}

// No listen callback: Express 5 also calls it with a bind error, which would print the ready block.
const server = app.listen(port, host);
server.once('listening', () => {
  // Once the ready block is out: load what the app otherwise loads on first use (the MCP endpoint).
  ready().then(warmUp, (err: unknown) => {
    console.error(`start-up failed after binding ${host}:${port}: ${err instanceof Error ? err.message : String(err)}`);
    void stop(1);
  });
});
const metricsServer = metricsAddress !== undefined ? serveMetrics(metricsAddress, metrics, (m) => logger.error(m)) : undefined;
answerClientErrors(server, {
  audit,
  ...(hostOptions.publicUrl !== undefined ? { publicUrl: hostOptions.publicUrl } : {}),
  log: (m) => logger.warn(m),
});
server.once('error', (err: NodeJS.ErrnoException) => {
  console.error(bindFailure(err));
  void stop(1);
});

let stopping = false;
/** Graceful shutdown (see the header): bounded by the grace period for requests, then background work. */
async function stop(code = 0): Promise<void> {
  if (stopping) {
    process.exit(1);
  }
  stopping = true;
  beginDrain();
  const closed = new Promise<void>((res) => server.close(() => res()));
  // Idle keep-alive connections would hold `close` open; a busy one is closed once its reply is sent.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), graceSeconds * 1000);
  await closed;
  metricsServer?.close();
  clearInterval(idle);
  clearTimeout(cut);
  await stopApp();
  await audit.drain();
  await redis?.close();
  await db.destroy();
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
