/**
 * MCP `tools/call` vs the REST call of the same tool, in the same run, on the same server process (bench/src/servers.ts "full":
 * createApp with admission, invoke core, audit group commit), on loopback:
 * - REST      POST /api/v1/tools/get_store_overview `{}`
 * - MCP 2026  POST /api/mcp, one stateless 2026-07-28 `tools/call` (per-request `_meta`,
 *             `MCP-Protocol-Version` / `Mcp-Method` / `Mcp-Name` headers), JSON reply
 * - MCP 2025  POST /api/mcp, one 2025-06-18 `tools/call` as a client sends it after `initialize`
 *             (the 2025 leg is stateless, so no session id), SSE reply
 * Each MCP request is admitted, rate-counted and audited like a REST call. REST runs before and after
 * the MCP runs; the baseline is their mean. Prints req/s, p50/p99 latency and ratios; asserts nothing.
 *
 * Where the gap comes from (the SDK's own exchange vs our code around it) is measured with far less
 * noise by bench/src/mcp-cpu.ts (`pnpm bench:mcp-cpu`).
 *
 * Runs are interleaved: one warm-up per target, then BENCH_ROUNDS rounds of (REST, MCP 2026,
 * MCP 2025) in rotating order; each target's figures are the median of its rounds, so drift (JIT
 * warm-up, the audit table growing, a busy machine) hits every target alike.
 *
 *   npx tsx bench/src/mcp.ts
 *   env: BENCH_SECONDS (per run, default 5), BENCH_ROUNDS (default 3), BENCH_CONNECTIONS (default 10),
 *        BENCH_TOOL (default get_store_overview; any read tool that takes `{}`)
 */
import autocannon from 'autocannon';
import { startBenchServers } from './bench-servers';
import type { Figures } from './figures';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TOOL = process.env.BENCH_TOOL ?? 'get_store_overview';

interface Target {
  label: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

function targets(key: string): { rest: Target; modern: Target; legacy: Target } {
  const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const accept = { accept: 'application/json, text/event-stream' };
  const meta = {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'storeops-bench', version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  return {
    rest: { label: `REST ${TOOL}`, path: `/api/v1/tools/${TOOL}`, headers: auth, body: '{}' },
    modern: {
      label: `MCP 2026-07-28 tools/call`,
      path: '/api/mcp',
      headers: { ...auth, ...accept, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': TOOL },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: TOOL, arguments: {}, _meta: meta } }),
    },
    legacy: {
      label: `MCP 2025-06-18 tools/call`,
      path: '/api/mcp',
      headers: { ...auth, ...accept, 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: TOOL, arguments: {} } }),
    },
  };
}

/** One request outside the load, to show the target answers the tool's result (not an error). */
async function check(base: string, t: Target): Promise<void> {
  const res = await fetch(`${base}${t.path}`, { method: 'POST', headers: t.headers, body: t.body });
  const text = await res.text();
  const ok = res.status === 200 && (text.includes('"ok":true') || text.includes('"structuredContent"')) && !text.includes('"isError":true');
  if (!ok) throw new Error(`${t.label} does not answer the tool result: HTTP ${res.status} ${text.slice(0, 300)}`);
}

async function load(base: string, t: Target, duration = seconds): Promise<Figures> {
  const r = await autocannon({ url: `${base}${t.path}`, method: 'POST', headers: t.headers, body: t.body, connections, duration });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function medianFigures(runs: Figures[]): Figures {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

function row(label: string, f: Figures, base: Figures | null): string {
  const ratio =
    base === null ? '' : `  ${(f.rps / base.rps).toFixed(2)}x REST req/s, p99 ${(f.p99 / Math.max(base.p99, 0.001)).toFixed(2)}x`;
  return `  ${label.padEnd(28)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms${f.non2xx > 0 ? `  NON-2XX ${f.non2xx}` : ''}${ratio}`;
}

const servers = await startBenchServers();
try {
  const base = `http://127.0.0.1:${servers.ports.full}`;
  const t = targets(servers.key);
  for (const target of [t.rest, t.modern, t.legacy]) await check(base, target);
  console.log(
    `StoreOps MCP bench: ${TOOL}, ${rounds} rounds x ${seconds} s per target, ${connections} connections, loopback, node ${process.version}`,
  );
  const order = [t.rest, t.modern, t.legacy];
  for (const target of order) await load(base, target, 2);
  const runs = new Map<Target, Figures[]>(order.map((target) => [target, []]));
  for (let round = 0; round < rounds; round++) {
    const rotated = [...order.slice(round % 3), ...order.slice(0, round % 3)];
    for (const target of rotated) runs.get(target)!.push(await load(base, target));
    const [r, m, l] = order.map((target) => runs.get(target)!.at(-1)!.rps);
    console.log(
      `  round ${round + 1}: REST ${r!.toFixed(0)}, MCP 2026 ${m!.toFixed(0)} (${(m! / r!).toFixed(2)}x), MCP 2025 ${l!.toFixed(0)} (${(l! / r!).toFixed(2)}x) req/s`,
    );
  }
  const [rest, modern, legacy] = order.map((target) => medianFigures(runs.get(target)!)) as [Figures, Figures, Figures];
  console.log('\nmedians:');
  console.log(row(t.rest.label, rest, null));
  console.log(row(t.modern.label, modern, rest));
  console.log(row(t.legacy.label, legacy, rest));
  const worst = Math.min(modern.rps, legacy.rps) / rest.rps;
  console.log(
    `\nMCP/REST throughput: 2026-07-28 ${(modern.rps / rest.rps).toFixed(2)}x, 2025-06-18 ${(legacy.rps / rest.rps).toFixed(2)}x (target >= 0.80x: ${worst >= 0.8 ? 'met' : 'NOT met'})`,
  );
} finally {
  servers.stop();
}
