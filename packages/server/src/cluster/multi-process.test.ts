/**
 * Several server processes on one PostgreSQL database and one Redis: two
 * real `pnpm start` processes (packages/server/src/main.ts) with DATABASE_URL + REDIS_URL, called
 * over HTTP on loopback in turn, as a load balancer would spread them:
 * - one credential's 121st request within a minute, spread over both, answers 429 (the counter
 *   is shared through Redis, not 120 per process);
 * - a key revoked through one process (the dashboard) or `pnpm keys revoke` is refused by the other
 *   within 1 s, although the other had just verified and cached it (pub/sub invalidation: the
 *   processes run with a 600 s credential cache, so its expiry cannot be what refuses it);
 * - 50 concurrent identical idempotent writes spread over both apply once;
 * - `/readyz` reports the database, migrations and Redis;
 * - process A serves Prometheus metrics on its own listener (STOREOPS_METRICS_ADDRESS), and its
 *   JSON log lines carry the request id while no key, password or signed token appears in them.
 * Skips with the reason in the suite title when PostgreSQL or Redis does not answer.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createScratchDatabase, migrateLatest, openDatabase, seedDemo, type ScratchDatabase } from '@storeops/db';
import { freePort, runCli, spawnService, type ServiceProcess } from '../service-process';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL, probeRedis } from './testing-redis';
import { INVALIDATION_CHANNEL } from './bus';
import { PG_ADMIN_URL, probePostgres } from '@storeops/testkit/postgres';
import { mintKey } from '../auth/keys';
import { createOperator } from '../auth/operators';
import { NO_BROWSER, launch, signInWith } from '../dashboard/test-browser';

const REDIS_URL = TEST_REDIS_URL;

const pgDown = await probePostgres();
const redisDown = pgDown === null ? await probeRedis() : null;
const skip = pgDown ?? redisDown;
const title = (name: string): string =>
  skip === null
    ? name
    : `${name} (SKIPPED: ${pgDown !== null ? `no PostgreSQL server reachable: ${pgDown}` : `no Redis reachable at ${REDIS_URL}: ${redisDown}`})`;

let scratch: ScratchDatabase;
let db: Knex;
let hostedStoreId: string;
let a: ServiceProcess;
let b: ServiceProcess;
let metricsPort: number;
/** Every secret the test sends; none may appear in a log line. */
const secrets: string[] = [];

/** Every message on the invalidation channel, seen by a subscriber of the test's own. */
const published: string[] = [];
let watcher: Redis | undefined;

/** What to print when a revocation did not reach the other process: what was published, what the processes logged. */
function revocationDiagnosis(what: string): string {
  const logged = (p: ServiceProcess) =>
    p
      .output()
      .split('\n')
      .filter((l) => /redis|invalidation|warn|error/i.test(l) && !l.includes('"msg":"request"'))
      .slice(-10)
      .join('\n');
  return `${what}\npublished on ${INVALIDATION_CHANNEL}: ${JSON.stringify(published.slice(-5))}\nA logged:\n${logged(a)}\nB logged:\n${logged(b)}`;
}

async function call(p: ServiceProcess, key: string, name: string, body: unknown = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${p.baseUrl}/api/v1/tools/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

describe.skipIf(skip !== null)(title('two server processes on PostgreSQL + Redis'), () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(PG_ADMIN_URL, 'cluster');
    const url = scratch.url;
    db = openDatabase({ databaseUrl: url });
    await migrateLatest(db);
    ({ hostedStoreId } = await seedDemo(db, { scale: 0.05 }));
    // A credential cache far longer than the tests: only the pub/sub invalidation can make the
    // other process refuse a revoked key within them, never the cache expiring.
    const env = { DATABASE_URL: url, REDIS_URL, STOREOPS_CREDENTIAL_CACHE_SECONDS: '600' };
    // One after the other: the first start mints the demo secrets; both find the database migrated.
    metricsPort = await freePort();
    a = await spawnService({ env: { ...env, STOREOPS_METRICS_ADDRESS: `127.0.0.1:${metricsPort}` } });
    b = await spawnService({ env });
    watcher = new Redis(REDIS_URL);
    watcher.on('message', (_channel: string, message: string) => published.push(message));
    await watcher.subscribe(INVALIDATION_CHANNEL);
  }, 90_000);

  afterAll(async () => {
    watcher?.disconnect();
    await Promise.all([a?.stop(), b?.stop()].map((p) => p?.catch(() => undefined)));
    await db?.destroy();
    await scratch?.drop();
  });

  it('reports ready: database, migrations and Redis checked; /healthz answers any Host', async () => {
    for (const p of [a, b]) {
      const res = await fetch(`${p.baseUrl}/readyz`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        status: 'ready',
        checks: { process: { status: 'ok' }, database: { status: 'ok' }, migrations: { status: 'ok' }, redis: { status: 'ok' } },
      });
      const live = await fetch(`${p.baseUrl}/healthz`, { headers: { host: '10.1.2.3:8080' } });
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
    }
    // Probes are not audited.
    expect(await db('audit_log').whereIn('path', ['/readyz', '/healthz']).count({ n: '*' }).first()).toMatchObject({ n: '0' });
  });

  it('counts one credential across both processes: the 121st request within the minute answers 429', async () => {
    const { key } = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes: ['read'], label: 'cluster limit' });
    secrets.push(key);
    const statuses: number[] = [];
    const remaining: number[] = [];
    for (let i = 0; i < 120; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, j) => call((i + j) % 2 === 0 ? a : b, key, 'get_calibration')));
      for (const r of batch) {
        statuses.push(r.status);
        remaining.push(Number(r.headers.get('ratelimit-remaining')));
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(Math.min(...remaining)).toBe(0);
    for (const p of [a, b]) {
      const refused = await call(p, key, 'get_calibration');
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('rate_limited');
      expect(refused.headers.get('ratelimit-limit')).toBe('120');
    }
  });

  it.skipIf(NO_BROWSER)('a key revoked in the dashboard of one process is refused by the other within 1 s', async () => {
    const label = `cluster revoke ${randomBytes(3).toString('hex')}`;
    const { key } = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes: ['read'], label });
    const op = await createOperator(
      db,
      hostedStoreId,
      `cluster-${randomBytes(3).toString('hex')}@northwind.example`,
      'correct horse battery staple',
    );
    secrets.push(key, op.password);
    const browser = await launch();
    try {
      const page = await browser.newPage();
      expect(await signInWith(page, a.baseUrl, op.email, op.password)).toBe(303);
      await page.goto(`${a.baseUrl}/dashboard/settings/developers`);
      const row = page.locator('tr', { has: page.getByRole('rowheader', { name: label }) });
      // Process B verifies the key now, so it holds it in its credential cache.
      expect((await call(b, key, 'get_calibration')).status).toBe(200);
      await row.getByRole('button', { name: /Revoke/ }).click();
      await page.waitForURL(/notice=revoked/);
      const revokedAt = Date.now();
      let refusedAfter = -1;
      while (Date.now() - revokedAt < 3_000) {
        const r = await call(b, key, 'get_calibration');
        if (r.status === 401) {
          refusedAfter = Date.now() - revokedAt;
          break;
        }
        await new Promise((res) => setTimeout(res, 25));
      }
      expect(
        refusedAfter,
        revocationDiagnosis(`dashboard revoke: refused after ${refusedAfter} ms (-1: not within 3 s)`),
      ).toBeGreaterThanOrEqual(0);
      expect(refusedAfter, revocationDiagnosis(`dashboard revoke: refused after ${refusedAfter} ms`)).toBeLessThan(1_000);
    } finally {
      await browser.close();
    }
  });

  it('a key revoked with `pnpm keys revoke` (REDIS_URL set) is refused by a process that had it cached within 1 s', async () => {
    const { id, key } = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes: ['read'], label: 'cluster cli revoke' });
    secrets.push(key);
    expect((await call(b, key, 'get_calibration')).status).toBe(200); // B caches it
    const { stdout, stderr } = await runCli('keys', ['revoke', id], a.env);
    const revokedAt = Date.now();
    expect(stdout.trim()).toBe(`revoked ${id}`);
    expect(stderr).toBe('');
    let refusedAfter = -1;
    while (Date.now() - revokedAt < 3_000) {
      if ((await call(b, key, 'get_calibration')).status === 401) {
        refusedAfter = Date.now() - revokedAt;
        break;
      }
      await new Promise((res) => setTimeout(res, 25));
    }
    expect(
      refusedAfter,
      revocationDiagnosis(`pnpm keys revoke: refused after ${refusedAfter} ms (-1: not within 3 s)`),
    ).toBeGreaterThanOrEqual(0);
    expect(refusedAfter, revocationDiagnosis(`pnpm keys revoke: refused after ${refusedAfter} ms`)).toBeLessThan(1_000);
  });

  it('applies 50 concurrent identical idempotent writes, spread over both processes, once', async () => {
    const { key } = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes: ['read', 'write'], label: 'cluster writes' });
    secrets.push(key);
    const body = { severity: 'warning', title: 'Cluster alert', message: 'once' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(i % 2 === 0 ? a : b, key, 'create_alert', body, { 'Idempotency-Key': 'cluster-once' })),
    );
    expect((await db('alerts').where({ title: 'Cluster alert' }).count({ n: '*' }).first())!.n).toBe('1');
    const ok = answers.filter((r) => r.status === 200);
    const inFlight = answers.filter((r) => r.status === 409);
    expect(ok.length + inFlight.length).toBe(50);
    expect(new Set(ok.map((r) => r.body.result.alert.id)).size).toBe(1);
    for (const r of inFlight) expect(r.body.error).toBe('idempotency_in_flight');
  });

  it('serves Prometheus metrics on its own listener only, with the series of this traffic', async () => {
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^storeops_http_requests_total\{operation="get_calibration",status="200"\} \d+$/m);
    expect(text).toMatch(/^storeops_http_request_duration_seconds_bucket\{le="0\.1",operation="get_calibration",status="200"\} \d+$/m);
    expect(text).toMatch(/^storeops_rate_limit_refusals_total\{partition="per-credential"\} 1$/m);
    expect(text).toMatch(/^storeops_audit_flush_lag_seconds_count \d+$/m);
    expect(text).toMatch(/^storeops_outbox_backlog \d+$/m);
    expect(text).toMatch(/^storeops_process_cpu_seconds_total /m);
    // Not on the API port.
    expect((await fetch(`${a.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });

  it('logs JSON lines; every request line has its request id; no key, password or token is ever in them', async () => {
    // A signed finance export link carries its token in the query string: it must not be logged either.
    const token = `tok_${randomBytes(16).toString('hex')}`;
    secrets.push(token);
    expect(
      (await fetch(`${a.baseUrl}/api/v1/finance/exports/${randomBytes(4).toString('hex')}/content?token=${token}`)).status,
    ).toBeGreaterThanOrEqual(400);
    const lines = a
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThan(60);
    for (const l of requests) {
      expect(l).toMatchObject({ level: 'info', service: 'storeops', request_id: expect.stringMatching(/^req_/) });
      expect(Object.keys(l).sort()).toEqual(
        [
          'credential_id',
          'duration_ms',
          'level',
          'method',
          'msg',
          'operation',
          'path',
          'request_id',
          'service',
          'status',
          'surface',
          'time',
        ].sort(),
      );
    }
    expect(requests.some((l) => l.path === '/dashboard/sign-in' && l.method === 'POST')).toBe(true);
    const everything = a.output() + b.output();
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('on SIGTERM a process finishes the requests in flight and exits 0; the other keeps serving', async () => {
    const { key } = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes: ['read'], label: 'cluster drain' });
    // Requests under way when the signal arrives are answered, not cut.
    const inFlight = Array.from({ length: 8 }, () => call(b, key, 'get_store_overview'));
    await new Promise((r) => setTimeout(r, 5));
    const exit = b.stop();
    const answers = await Promise.allSettled(inFlight);
    for (const r of answers) if (r.status === 'fulfilled') expect(r.value.status).toBe(200);
    expect(await exit).toBe(0);
    expect((await fetch(`${a.baseUrl}/readyz`)).status).toBe(200);
    expect((await call(a, key, 'get_store_overview')).status).toBe(200);
  });
});
