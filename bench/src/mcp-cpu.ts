/**
 * `pnpm bench:mcp-cpu`: CPU time per call of MCP `tools/call` against the REST call of the same
 * tool, and what the official MCP SDK costs by itself, measured in one process without sockets.
 *
 * Why a second MCP bench: bench/src/mcp.ts measures req/s over loopback, as a client sees it, but on
 * a 2-core machine shared by the server, autocannon and GC threads its rounds swing by +-30%. Here
 * every request is injected into an Express app in memory (light-my-request: an IncomingMessage /
 * ServerResponse pair without a socket; for the full app the same pipeline, admission, invoke core,
 * SDK and audit group commit as over HTTP), 10 in flight at once like the HTTP bench's connections
 * (one at a time would give every call its own audit commit and flatter the ratio), in interleaved
 * blocks of 100 calls per target, with `process.cpuUsage()` read around each block. Interleaving
 * puts machine drift on every target alike; blocks keep each target warm (single interleaved calls
 * add the same cache-cold cost to every target, flattering the ratio too). The median block of each
 * target is printed; a CPU-bound server's throughput ratio is the inverse of this ratio.
 *
 * Targets (get_store_overview by default):
 * - REST                  POST /api/v1/tools/{tool} `{}` through the full app;
 * - MCP 2026 / 2025       one `tools/call` on /api/mcp through the full app (as bench/src/mcp.ts sends it);
 * - Express + handler     a bare Express handler calling the same domain handler (no auth, no audit);
 * - SDK + handler 2026 / 2025  the official SDK mounted as its documentation shows for Express
 *                         (`express.json()` + `toNodeHandler(createMcpHandler(factory))`), its
 *                         `tools/call` calling the same domain handler (no auth, no audit);
 * - Express static, SDK alone 2026 / 2025  the same two answering a precomputed result: what one
 *                         SDK exchange costs by itself.
 * The summary reads: MCP/REST; what the SDK alone reaches against bare Express around the same
 * handler (the ceiling for any code built on it); and what our MCP code adds per call beyond what
 * the REST pipeline adds. Asserts nothing.
 *
 *   env: BENCH_CALLS (per target, default 3000), BENCH_CONNECTIONS (in flight, default 10),
 *        BENCH_TOOL (a read tool taking `{}`; the comparison targets only for get_store_overview),
 *        BENCH_SCALE
 */
import express from 'express';
import inject from 'light-my-request';
import { createMcpHandler, Server } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { allHandlers } from '@storeops/server';
import { openBenchStore } from './store';

const CALLS = Number(process.env.BENCH_CALLS ?? 3000);
/** Calls per measured block: long enough to run warm, short enough that blocks of all targets interleave. */
const BLOCK = 100;
/** Calls in flight at once, as bench/src/mcp.ts's connections (the audit log's group commit depends on it). */
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TOOL = process.env.BENCH_TOOL ?? 'get_store_overview';

const { db, minted, full, ctx } = await openBenchStore(['read']);

/** The official SDK as its documentation mounts it on Express, `tools/call` answering `result()`. */
function sdkApp(result: () => Promise<unknown> | unknown): express.Express {
  const app = express();
  app.use(express.json());
  const handler = toNodeHandler(
    createMcpHandler(() => {
      const server = new Server(
        { name: 'storeops-bench', version: '1' },
        { capabilities: { tools: { listChanged: false } }, supportedProtocolVersions: ['2026-07-28', '2025-06-18'] },
      );
      server.setRequestHandler('tools/call', async () => {
        const structuredContent = (await result()) as Record<string, unknown>;
        return { content: [{ type: 'text', text: JSON.stringify(structuredContent) }], structuredContent };
      });
      return server;
    }),
  );
  app.post('/api/mcp', (req, res) => handler(req, res, req.body));
  return app;
}

// The SDK alone and the Express static baseline answer a precomputed result; the "+ handler" pair
// runs the domain handler per call.
const overview = await allHandlers.catalog.get_store_overview({}, ctx);
const sdk = sdkApp(() => overview);
const sdkLive = sdkApp(() => allHandlers.catalog.get_store_overview({}, ctx));
const bare = express();
bare.use(express.json());
bare.post('/api/v1/tools/:name', async (_req, res) => {
  res.json({ ok: true, result: await allHandlers.catalog.get_store_overview({}, ctx) });
});
const staticBody = JSON.stringify({ ok: true, result: overview });
const stat = express();
stat.use(express.json());
stat.post('/api/v1/tools/:name', (_req, res) => {
  res.type('application/json').send(staticBody);
});

interface Target {
  label: string;
  app: express.Express;
  url: string;
  headers: Record<string, string>;
  payload: string;
}

const json = { 'content-type': 'application/json', host: '127.0.0.1:8080', 'user-agent': 'storeops-bench' };
const auth = { ...json, authorization: `Bearer ${minted.key}` };
const accept = { accept: 'application/json, text/event-stream' };
const envelope = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientInfo': { name: 'storeops-bench', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
};
const modernBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: TOOL, arguments: {}, _meta: envelope } });
const legacyBody = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: TOOL, arguments: {} } });
const modernHeaders = { ...accept, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': TOOL };
const legacyHeaders = { ...accept, 'mcp-protocol-version': '2025-06-18' };

const rest: Target = { label: `REST ${TOOL}`, app: full.app, url: `/api/v1/tools/${TOOL}`, headers: auth, payload: '{}' };
/** A tools/call at `/api/mcp` in one protocol revision: `modern` (2026-07-28) or `legacy` (2025-06-18). */
const mcpTarget = (label: string, app: express.Express, base: Record<string, string>, revision: 'modern' | 'legacy'): Target => ({
  label,
  app,
  url: '/api/mcp',
  headers: { ...base, ...(revision === 'modern' ? modernHeaders : legacyHeaders) },
  payload: revision === 'modern' ? modernBody : legacyBody,
});
const modern = mcpTarget('MCP 2026-07-28 tools/call', full.app, auth, 'modern');
const legacy = mcpTarget('MCP 2025-06-18 tools/call', full.app, auth, 'legacy');
const withFloor = TOOL === 'get_store_overview';
const staticTarget: Target = { label: 'Express, precomputed body', app: stat, url: `/api/v1/tools/${TOOL}`, headers: json, payload: '{}' };
const sdkModern = mcpTarget('SDK alone, 2026-07-28', sdk, json, 'modern');
const sdkLegacy = mcpTarget('SDK alone, 2025-06-18', sdk, json, 'legacy');
const bareTarget: Target = { ...staticTarget, label: 'Express + handler', app: bare };
const sdkLiveModern: Target = { ...sdkModern, label: 'SDK + handler, 2026-07-28', app: sdkLive };
const sdkLiveLegacy: Target = { ...sdkLegacy, label: 'SDK + handler, 2025-06-18', app: sdkLive };
const targets = withFloor
  ? [rest, modern, legacy, staticTarget, sdkModern, sdkLegacy, bareTarget, sdkLiveModern, sdkLiveLegacy]
  : [rest, modern, legacy];

/** One call; refuses to measure a target that does not answer the tool's result. */
async function call(t: Target): Promise<void> {
  const res = await inject(t.app, { method: 'POST', url: t.url, headers: t.headers, payload: t.payload });
  const ok = res.statusCode === 200 && (res.payload.includes('"ok":true') || res.payload.includes('"structuredContent"'));
  if (!ok || res.payload.includes('"isError":true'))
    throw new Error(`${t.label} does not answer the tool result: ${res.statusCode} ${res.payload.slice(0, 300)}`);
}

for (const t of targets) for (let i = 0; i < 300; i++) await call(t); // warm-up: JIT, statement cache
const cpu = new Map<Target, number[]>(targets.map((t) => [t, []]));
for (let block = 0; block < CALLS / BLOCK; block++) {
  for (const t of targets) {
    const before = process.cpuUsage();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = 0; i < BLOCK / CONCURRENCY; i++) await call(t);
      }),
    );
    const used = process.cpuUsage(before);
    cpu.get(t)!.push((used.user + used.system) / BLOCK);
  }
}
const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const us = (t: Target) => median(cpu.get(t)!);

console.log(
  `StoreOps MCP CPU bench: ${TOOL}, ${CALLS} calls per target in interleaved blocks of ${BLOCK}, ${CONCURRENCY} in flight, in-process, node ${process.version}`,
);
const line = (t: Target, note = '') => console.log(`  ${t.label.padEnd(28)} ${us(t).toFixed(0).padStart(6)} us CPU per call${note}`);
line(rest);
line(modern, `   ${(us(rest) / us(modern)).toFixed(2)}x REST`);
line(legacy, `   ${(us(rest) / us(legacy)).toFixed(2)}x REST`);
if (withFloor) {
  line(bareTarget, `   (REST pipeline ${(us(rest) - us(bareTarget)).toFixed(0)} us over it)`);
  line(sdkLiveModern, `   ${(us(bareTarget) / us(sdkLiveModern)).toFixed(2)}x Express + handler`);
  line(sdkLiveLegacy, `   ${(us(bareTarget) / us(sdkLiveLegacy)).toFixed(2)}x Express + handler`);
  line(staticTarget);
  line(sdkModern, `   one SDK exchange ${(us(sdkModern) - us(staticTarget)).toFixed(0)} us`);
  line(sdkLegacy, `   one SDK exchange ${(us(sdkLegacy) - us(staticTarget)).toFixed(0)} us`);
  console.log('\nsummary:');
  for (const [era, mcp, live] of [
    ['2026-07-28', modern, sdkLiveModern],
    ['2025-06-18', legacy, sdkLiveLegacy],
  ] as const) {
    console.log(
      `  ${era}: MCP/REST ${(us(rest) / us(mcp)).toFixed(2)}x; the SDK alone around the same handler reaches ${(us(bareTarget) / us(live)).toFixed(2)}x of bare Express; ` +
        `our MCP code (admission, audit, exchange) adds ${(us(mcp) - us(live) - (us(rest) - us(bareTarget))).toFixed(0)} us per call beyond what REST's pipeline adds`,
    );
  }
}
await db.destroy();
process.exit(0);
