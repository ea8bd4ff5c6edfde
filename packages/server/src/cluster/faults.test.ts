/**
 * How two server processes on PostgreSQL + Redis behave when a dependency fails. Two real `pnpm start` processes (packages/server/src/main.ts), their own
 * PostgreSQL database and their own redis-server (so it can be stopped), called over HTTP:
 * - PostgreSQL connections cut under a mixed read/write load (`pg_terminate_backend` on every
 *   backend of the database, again and again): the affected calls answer 503 `unavailable` /
 *   `idempotency_unavailable`, 500 `server_error` or 409 `idempotency_in_flight` and nothing else;
 *   every write retried with its key until 200 is in the database exactly once; afterwards both
 *   processes serve again without a restart;
 * - Redis stopped: the documented fail-open behaviour (calls are served, rate limits count per
 *   process and still refuse past the limit, `/readyz` stays 200 and reports Redis `degraded`,
 *   the fallback is counted in a metric), and when Redis returns the processes use it again;
 * - `kill -9` of one process under load: the survivor serves; every write the client retries on
 *   it with the same key applies once, including one the killed process had claimed (its claim is
 *   abandoned after 15 s and taken over).
 * Skips with the reason in the suite title when PostgreSQL or redis-server is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Knex } from 'knex';
import { createScratchDatabase, migrateLatest, openDatabase, seedDemo, type ScratchDatabase } from '@storeops/db';
import { freePort, spawnService, type ServiceProcess } from '../service-process';
import { PG_ADMIN_URL, probePostgres } from '@storeops/testkit/postgres';
import { mintKey } from '../auth/keys';

const REDIS_SERVER = '/usr/bin/redis-server';
const pgDown = await probePostgres();
const skip = pgDown !== null ? `no PostgreSQL server reachable: ${pgDown}` : existsSync(REDIS_SERVER) ? null : `no ${REDIS_SERVER}`;
const title = (name: string): string => (skip === null ? name : `${name} (SKIPPED: ${skip})`);

const TEST_APPLICATION = 'storeops-faults-test';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `env` without libfaketime's variables (LD_PRELOAD of libfaketime, FAKETIME*). */
function withoutFakeClock(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(env)) if (!k.startsWith('FAKETIME') && !k.startsWith('DONT_FAKE')) out[k] = v;
  const preload = (env.LD_PRELOAD ?? '')
    .split(/[: ]/)
    .filter((p) => p !== '' && !p.includes('faketime'))
    .join(':');
  if (preload === '') delete out.LD_PRELOAD;
  else out.LD_PRELOAD = preload;
  return out;
}

/** A redis-server of this test's own, on a free port, without persistence. */
class OwnRedis {
  private child: ChildProcess | undefined;
  constructor(readonly port: number) {}
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    const child = spawn(REDIS_SERVER, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Redis keeps the real clock, as PostgreSQL does, also when the suite runs under faketime
      // (.ci/test-at-dates): the service reads time only through its own injected clock.
      env: withoutFakeClock(process.env),
    });
    this.child = child;
    await new Promise<void>((res, rej) => {
      const timer = setTimeout(() => rej(new Error('redis-server did not start within 10 s')), 10_000);
      child.stdout!.on('data', (d: Buffer) => {
        if (/Ready to accept connections/.test(d.toString())) {
          clearTimeout(timer);
          res();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        rej(new Error(`redis-server exited ${code}`));
      });
    });
  }
  async stop(): Promise<void> {
    const child = this.child;
    if (child === undefined || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}

interface Answer {
  status: number;
  error?: string;
  retryAfter?: number;
}

async function call(
  p: ServiceProcess,
  key: string,
  name: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${p.baseUrl}/api/v1/tools/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { error?: string; retry_after_seconds?: number };
  return {
    status: res.status,
    ...(json.error !== undefined ? { error: json.error } : {}),
    ...(res.headers.get('retry-after') !== null ? { retryAfter: Number(res.headers.get('retry-after')) } : {}),
  };
}

/** The answers a call may get while a dependency fails: `status error` strings. */
const DEGRADED = new Set(['503 unavailable', '503 idempotency_unavailable', '500 server_error', '409 idempotency_in_flight']);

let admin: pg.Client;
let scratch: ScratchDatabase;
let db: Knex;
let hostedStoreId: string;
let redis: OwnRedis;
let a: ServiceProcess;
let b: ServiceProcess;
let metricsPort: number;

/** A fresh read + write key of the hosted store. */
async function freshKey(label: string): Promise<string> {
  return (await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes: ['read', 'write'], label })).key;
}

/**
 * Writes one alert with `title` as its idempotency key, retrying on the degraded answers (after
 * `Retry-After`) and on a connection refused by a dead process (on the next of `targets`), until
 * 200. Each load worker has its own key, so no worker meets the 120 requests/min limit. Every answer is pushed to `seen`; anything else fails the test.
 */
async function writeUntilApplied(
  targets: ServiceProcess[],
  key: string,
  alertTitle: string,
  seen: string[],
  deadlineMs = 40_000,
): Promise<void> {
  const end = Date.now() + deadlineMs;
  for (let i = 0; Date.now() < end; i++) {
    const p = targets[i % targets.length]!;
    let r: Answer;
    try {
      r = await call(
        p,
        key,
        'create_alert',
        { severity: 'info', title: alertTitle, message: 'fault test' },
        { 'Idempotency-Key': alertTitle },
      );
    } catch {
      seen.push('fetch failed');
      await sleep(50);
      continue;
    }
    if (r.status === 200) {
      seen.push('200');
      return;
    }
    const answer = `${r.status} ${r.error}`;
    seen.push(answer);
    if (!DEGRADED.has(answer)) throw new Error(`${alertTitle}: unexpected answer ${answer}`);
    await sleep(Math.min((r.retryAfter ?? 0.1) * 1000, 1_000));
  }
  throw new Error(`${alertTitle}: not applied within ${deadlineMs} ms`);
}

async function alertCounts(prefix: string): Promise<Map<string, number>> {
  const rows = (await db('alerts').where('title', 'like', `${prefix}%`).select('title')) as Array<{ title: string }>;
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.title, (counts.get(r.title) ?? 0) + 1);
  return counts;
}

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

describe.skipIf(skip !== null)(title('two server processes when PostgreSQL, Redis or a process fails'), () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(PG_ADMIN_URL, 'faults');
    const url = scratch.url;
    admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    // The test's own connections carry a name, so cutting the servers' connections spares them.
    const own = new URL(url);
    own.searchParams.set('application_name', TEST_APPLICATION);
    db = openDatabase({ databaseUrl: own.toString() });
    await migrateLatest(db);
    ({ hostedStoreId } = await seedDemo(db, { scale: 0.05 }));
    redis = new OwnRedis(await freePort());
    await redis.start();
    const env = { DATABASE_URL: url, REDIS_URL: redis.url, STOREOPS_LOG_LEVEL: 'warn' };
    metricsPort = await freePort();
    a = await spawnService({ env: { ...env, STOREOPS_METRICS_ADDRESS: `127.0.0.1:${metricsPort}` } });
    b = await spawnService({ env });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()].map((p) => p?.catch(() => undefined)));
    await redis?.stop();
    await db?.destroy();
    await admin?.end();
    await scratch?.drop();
  });

  it(
    'PostgreSQL connections cut under load: only 503/500/409-in-flight for the calls hit, no write lost or doubled, then serves again',
    { timeout: 90_000 },
    async () => {
      const seen: string[] = [];
      const keys = await Promise.all(Array.from({ length: 6 }, (_, w) => freshKey(`faults pg ${w}`)));
      let terminated = 0;
      let loading = true;
      const cutter = (async () => {
        while (loading) {
          await sleep(150);
          const r = await admin.query(
            'select count(pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and coalesce(application_name, $2) <> $2',
            [scratch.name, TEST_APPLICATION],
          );
          terminated += Number(r.rows[0].n);
        }
      })();
      const titles: string[] = [];
      const worker = async (w: number): Promise<void> => {
        const key = keys[w]!;
        for (let i = 0; i < 8; i++) {
          const t = `pg-cut ${w}-${i}`;
          titles.push(t);
          await writeUntilApplied([a, b], key, t, seen);
          for (const p of [a, b]) {
            const r = await call(p, key, 'get_store_overview');
            const answer = r.status === 200 ? '200' : `${r.status} ${r.error}`;
            seen.push(answer);
            if (r.status !== 200) expect(['503 unavailable', '500 server_error']).toContain(answer);
          }
        }
      };
      try {
        await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
      } finally {
        loading = false;
        await cutter;
      }
      expect(terminated).toBeGreaterThan(0);
      const failed = seen.filter((s) => s !== '200');
      expect(failed.length, `answers: ${JSON.stringify(seen)}`).toBeGreaterThan(0);
      for (const s of failed) expect(DEGRADED).toContain(s);
      // Every write is in the database exactly once, whatever its retries saw.
      const counts = await alertCounts('pg-cut ');
      expect(counts.size).toBe(titles.length);
      for (const t of titles) expect(counts.get(t), t).toBe(1);
      // Both serve again without a restart.
      const key = await freshKey('faults pg after');
      for (const p of [a, b]) {
        for (let i = 0; i < 10; i++) expect((await call(p, key, 'get_store_overview')).status).toBe(200);
        expect((await fetch(`${p.baseUrl}/readyz`)).status).toBe(200);
      }
    },
  );

  it('Redis stopped: calls are served, limits count per process and still refuse, /readyz reports degraded; Redis back: used again', async () => {
    const before = await metric('storeops_rate_limit_store_errors_total');
    await redis.stop();
    const { key: limited } = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes: ['read'], label: 'faults redis' });
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => call(a, limited, 'get_calibration')));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    // Counted in this process only (fail open): A refuses the 121st, B has its own count.
    expect((await call(a, limited, 'get_calibration')).status).toBe(429);
    expect((await call(b, limited, 'get_calibration')).status).toBe(200);
    expect(await metric('storeops_rate_limit_store_errors_total')).toBeGreaterThan(before);
    const ready = await fetch(`${a.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { status: string; checks: { redis: { status: string; error?: string } } };
    expect(body.status).toBe('ready');
    expect(body.checks.redis.status).toBe('degraded');
    expect(body.checks.redis.error).not.toContain('redis://');
    // Writes go on too.
    const seen: string[] = [];
    await writeUntilApplied([b], await freshKey('faults redis write'), 'redis-down 1', seen);
    expect(seen).toEqual(['200']);

    await redis.start();
    // Each process reconnects on its own backoff (at most 2 s apart): wait until both use Redis.
    for (const p of [a, b]) {
      const end = Date.now() + 10_000;
      let redisStatus = '';
      while (Date.now() < end) {
        const r = (await (await fetch(`${p.baseUrl}/readyz`)).json()) as { checks: { redis: { status: string } } };
        redisStatus = r.checks.redis.status;
        if (redisStatus === 'ok') break;
        await sleep(100);
      }
      expect(redisStatus).toBe('ok');
    }
    // Shared again: a fresh credential's 121st request spread over both processes is refused.
    const { key: shared } = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes: ['read'], label: 'faults redis back' });
    for (let i = 0; i < 120; i += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, (_, j) => call(j % 2 === 0 ? a : b, shared, 'get_calibration')));
      expect(batch.every((r) => r.status === 200)).toBe(true);
    }
    expect((await call(b, shared, 'get_calibration')).status).toBe(429);
  });

  it(
    'kill -9 of one process under load: the survivor serves, and every write retried on it applies once',
    { timeout: 90_000 },
    async () => {
      const seen: string[] = [];
      const titles: string[] = [];
      let killed = false;
      const keys = await Promise.all(Array.from({ length: 6 }, (_, w) => freshKey(`faults kill ${w}`)));
      const killer = (async () => {
        await sleep(300);
        await b.kill('SIGKILL');
        killed = true;
      })();
      const worker = async (w: number): Promise<void> => {
        for (let i = 0; i < 10; i++) {
          const t = `kill-9 ${w}-${i}`;
          titles.push(t);
          // B first while it lives (a load balancer's choice), then A: a refused connection moves on.
          await writeUntilApplied(killed ? [a] : [b, a], keys[w]!, t, seen);
        }
      };
      await Promise.all(Array.from({ length: 6 }, (_, w) => worker(w)));
      await killer;
      for (const s of seen.filter((x) => x !== '200' && x !== 'fetch failed')) expect(DEGRADED).toContain(s);
      const counts = await alertCounts('kill-9 ');
      expect(counts.size).toBe(titles.length);
      for (const t of titles) expect(counts.get(t), t).toBe(1);
      const key = keys[0]!;
      for (let i = 0; i < 10; i++) expect((await call(a, key, 'get_store_overview')).status).toBe(200);
      expect((await fetch(`${a.baseUrl}/readyz`)).status).toBe(200);
    },
  );
});
