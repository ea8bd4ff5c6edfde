/**
 * `pnpm bench`: requests/s and p50/p99 latency of get_store_overview, query_products,
 * get_product_detail and get_orders_summary through
 * the full pipeline (with the read cache, invoke/read-cache.ts, and with it off) vs bare Express 5
 * handlers, measured in the same run on loopback, plus the service's start-up time. The reads
 * repeat one request, so the cached ones are answered from the read cache after the first. Prints ratios; asserts nothing (targets are read by people).
 * Env: BENCH_TOOLS (comma-separated subset, e.g. get_product_detail,create_alert), BENCH_SECONDS (per
 * target per round, default 8), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS
 * (default 10), BENCH_SCALE. Targets alternate within each round; medians are printed.
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { startBenchServers } from './bench-servers';
import { median, type Figures } from './figures';
import { startupTime, startupLine } from './startup';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function load(url: string, key: string | null, body: string, idempotent = false): Promise<Figures> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers.authorization = `Bearer ${key}`;
  // Writes: a fresh Idempotency-Key per request, so every request is a first request (claim + completion).
  const requests = idempotent
    ? [{ setupRequest: (req: any) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }) }]
    : undefined;
  const warm = await autocannon({ url, method: 'POST', headers, body, connections, duration: 1, ...(requests ? { requests } : {}) });
  void warm;
  const r = await autocannon({ url, method: 'POST', headers, body, connections, duration: seconds, ...(requests ? { requests } : {}) });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

function row(label: string, f: Figures, base: Figures | null): string {
  const ratio = base === null ? '' : `  ${(f.rps / base.rps).toFixed(2)}x rps, p99 ${(f.p99 / Math.max(base.p99, 0.001)).toFixed(2)}x`;
  return `  ${label.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms${f.non2xx > 0 ? `  NON-2XX ${f.non2xx}` : ''}${ratio}`;
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const servers = await startBenchServers();
try {
  console.log(
    `StoreOps bench: ${rounds} rounds, ${seconds} s per target per round, ${connections} connections, loopback, node ${process.version}; medians`,
  );
  const targets: Array<{ label: string; run: () => Promise<Figures> }> = [];
  // BENCH_TOOLS=a,b limits the run to those reads (and create_alert when listed).
  const only = process.env.BENCH_TOOLS?.split(',').map((x) => x.trim());
  const READS = ['get_store_overview', 'query_products', 'get_product_detail', 'get_orders_summary'].filter(
    (x) => only === undefined || only.includes(x),
  );
  const bodies: Record<string, string> = { query_products: '{"limit":10}', get_product_detail: JSON.stringify({ handle: servers.handle }) };
  for (const tool of READS) {
    const body = bodies[tool] ?? '{}';
    const path = `/api/v1/tools/${tool}`;
    targets.push(
      { label: `${tool}|static`, run: () => load(`http://127.0.0.1:${servers.ports.static}${path}`, null, body) },
      { label: `${tool}|bare`, run: () => load(`http://127.0.0.1:${servers.ports.bare}${path}`, null, body) },
      { label: `${tool}|full`, run: () => load(`http://127.0.0.1:${servers.ports.full}${path}`, servers.key, body) },
      { label: `${tool}|nocache`, run: () => load(`http://127.0.0.1:${servers.ports.nocache}${path}`, servers.key, body) },
    );
  }
  // Writes add rows (alerts, receipts) that later reads would count: all read rounds run first.
  const writeBody = JSON.stringify({ severity: 'info', title: 'bench', message: 'write path bench' });
  const writes: typeof targets = [
    { label: 'create_alert|bare', run: () => load(`http://127.0.0.1:${servers.ports.bare}/api/v1/tools/create_alert`, null, writeBody) },
    {
      label: 'create_alert|full',
      run: () => load(`http://127.0.0.1:${servers.ports.full}/api/v1/tools/create_alert`, servers.key, writeBody, true),
    },
  ];
  const results = new Map<string, Figures[]>();
  const withWrites = only === undefined || only.includes('create_alert');
  for (const group of withWrites ? [targets, writes] : [targets]) {
    for (let r = 0; r < rounds; r++) {
      for (const t of group) results.set(t.label, [...(results.get(t.label) ?? []), await t.run()]);
    }
  }
  const m = (label: string) => median(results.get(label)!);
  for (const tool of READS) {
    const stat = m(`${tool}|static`);
    const bare = m(`${tool}|bare`);
    const full = m(`${tool}|full`);
    const nocache = m(`${tool}|nocache`);
    console.log(`\n${tool}`);
    console.log(row('bare Express, precomputed body', stat, null));
    console.log(row('bare Express, same handler', bare, null));
    console.log(row('full pipeline vs same handler', full, bare));
    console.log(row('full pipeline vs precomputed body', full, stat));
    console.log(row('read cache off vs same handler', nocache, bare));
  }
  if (withWrites) {
    console.log('\ncreate_alert (auto write: alert + receipt in one transaction)');
    console.log(row('bare Express, same write', m('create_alert|bare'), null));
    console.log(row('full pipeline (+auth, validation, idempotency, audit in tx)', m('create_alert|full'), m('create_alert|bare')));
  }
  console.log(`\naudit group commit: ${JSON.stringify(await servers.stats())}`);
} finally {
  servers.stop();
}
console.log(`\n${startupLine(await startupTime())}`);
