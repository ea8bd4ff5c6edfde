/**
 * `pnpm bench:cluster`: requests/s of one vs two server processes (`pnpm start`, i.e.
 * packages/server/src/main.ts) on one PostgreSQL database with Redis, for a read
 * (get_store_overview) and a mix (4 reads : 1 idempotent create_alert). The load is spread evenly
 * over the processes, as a round-robin balancer would; the scaling ratio is two processes' total
 * over one process's. Prints figures; asserts nothing.
 *
 * Env: BENCH_PG_URL (admin URL; default postgres://postgres@127.0.0.1:5432/postgres; a fresh
 * database is made and dropped), BENCH_REDIS_URL (default redis://127.0.0.1:6379), BENCH_SECONDS
 * (per target per round, default 8), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (in total, default
 * 10), BENCH_SCALE (seed scale, default 1). The processes log at `warn` (an access line per
 * request would measure the pipe to this process as much as the service).
 * On a machine with fewer cores than processes + PostgreSQL + the load generator the ratio says
 * more about the machine than the service: the bench prints the core count next to it.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { migrateLatest, seedDemo } from '@storeops/db';
import { mintKey } from '@storeops/server';
import { spawnService, type ServiceProcess } from '@storeops/server/service-process';
import autocannon from 'autocannon';
import { median, type Figures } from './figures';
import { freshBenchDatabase } from './store';

process.env.BENCH_PG_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const overview = { method: 'POST' as const, path: '/api/v1/tools/get_store_overview', body: '{}' };
const products = { method: 'POST' as const, path: '/api/v1/tools/query_products', body: '{"limit":10}' };

/** One autocannon run per process, at the same time, `connections` split evenly; figures summed. */
async function load(targets: ServiceProcess[], key: string, mix: boolean): Promise<Figures> {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const write = {
    method: 'POST' as const,
    path: '/api/v1/tools/create_alert',
    body: JSON.stringify({ severity: 'info', title: 'bench cluster', message: 'write mix' }),
    // Every write a first request: claim, write, completion, audit in one transaction.
    setupRequest: (req: any) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
  };
  const requests = mix ? [overview, products, overview, products, write] : [overview];
  const runs = await Promise.all(
    targets.map((t) =>
      autocannon({
        url: t.baseUrl,
        headers,
        connections: Math.max(1, Math.round(connections / targets.length)),
        duration: seconds,
        requests,
      }),
    ),
  );
  return {
    rps: runs.reduce((s, r) => s + r.requests.average, 0),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
  };
}

const store = await freshBenchDatabase();
const processes: ServiceProcess[] = [];
try {
  await migrateLatest(store.db);
  const { hostedStoreId } = await seedDemo(store.db, { scale: Number(process.env.BENCH_SCALE ?? 1) });
  await store.db.raw('analyze'); // planner statistics, as autovacuum would have them on a running store
  // One credential far above the default 120 requests/minute: the store's own limit (counted, never refused).
  await store.db('stores').where({ id: hostedStoreId }).update({ rate_limit_per_minute: 100_000_000 });
  const { key } = await mintKey(store.db, { storeId: hostedStoreId, kind: 'live', scopes: ['read', 'write'], label: 'bench cluster' });
  const env = { ...store.env, REDIS_URL: redisUrl, STOREOPS_LOG_LEVEL: 'warn' };
  processes.push(await spawnService({ env }), await spawnService({ env }));
  console.log(
    `StoreOps cluster bench: PostgreSQL + Redis, ${rounds} rounds, ${seconds} s per target per round, ${connections} connections in total, ` +
      `${availableParallelism()} cores, node ${process.version}; medians`,
  );
  const results = new Map<string, Figures[]>();
  const targets: Array<[string, ServiceProcess[], boolean]> = [
    ['read, 1 process', processes.slice(0, 1), false],
    ['read, 2 processes', processes, false],
    ['mix 4:1, 1 process', processes.slice(0, 1), true],
    ['mix 4:1, 2 processes', processes, true],
  ];
  for (let r = 0; r < rounds; r++) {
    for (const [label, ps, mix] of targets) results.set(label, [...(results.get(label) ?? []), await load(ps, key, mix)]);
  }
  const line = (label: string, base?: string): string => {
    const f = median(results.get(label)!);
    const ratio = base === undefined ? '' : `  ${(f.rps / median(results.get(base)!).rps).toFixed(2)}x of one process`;
    return `  ${label.padEnd(22)} ${f.rps.toFixed(0).padStart(7)} req/s  p99 ${String(f.p99).padStart(4)} ms${f.non2xx > 0 ? `  NON-2XX ${f.non2xx}` : ''}${ratio}`;
  };
  console.log(line('read, 1 process'));
  console.log(line('read, 2 processes', 'read, 1 process'));
  console.log(line('mix 4:1, 1 process'));
  console.log(line('mix 4:1, 2 processes', 'mix 4:1, 1 process'));
} finally {
  await Promise.all(processes.map((p) => p.stop()));
  await store.drop();
}
