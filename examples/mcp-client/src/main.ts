/**
 * MCP client: connects to the StoreOps MCP endpoint with the official MCP TypeScript client (v2),
 * lists the tools the key may call, calls get_store_overview and prints a summary. Run against a
 * running server:
 *
 *   export STOREOPS_BASE_URL=http://127.0.0.1:8080 STOREOPS_API_KEY=sops_live_... KEY=sops_live_...
 *   pnpm --filter @storeops/example-mcp-client start
 *
 * (the `export` line is the one the ready block of `pnpm start` prints). STOREOPS_BASE_URL defaults
 * to http://127.0.0.1:8080 (the endpoint is `${STOREOPS_BASE_URL}/api/mcp`); when nothing answers
 * there the program says so in one line, with the URL it tried and what to set, and exits 1.
 * STOREOPS_MCP_REVISION pins `2026-07-28` or `2025-06-18`; by default the client probes with
 * `server/discover` and speaks 2026-07-28, falling back to the 2025 `initialize` handshake.
 */
import { Client, ProtocolError, SdkHttpError, StreamableHTTPClientTransport, type ClientOptions } from '@modelcontextprotocol/client';

/** The part of get_store_overview's result this program prints (its full shape is the tool's outputSchema). */
interface Overview {
  name: string;
  tenant_type: string;
  currency: string;
  catalogue: { product_count: number };
  open_alert_count: number;
  last_sync_at: string | null;
  decisions: { window_days: number; total: number; buckets: { noop: number } };
}

/** The seed's Error object: a failed tool call's one text block holds it as JSON (no structuredContent). */
interface ErrorObject {
  error: string;
  message: string;
  request_id: string;
}

const apiKey = process.env.STOREOPS_API_KEY;
if (apiKey === undefined || apiKey === '') {
  console.error('Set STOREOPS_API_KEY (the live key printed by `pnpm start`, or `pnpm keys create --scopes read --json`).');
  process.exit(2);
}
const baseUrl = process.env.STOREOPS_BASE_URL ?? 'http://127.0.0.1:8080';
const revision = process.env.STOREOPS_MCP_REVISION;
const endpoint = URL.canParse(baseUrl) ? new URL(`${baseUrl.replace(/\/$/, '')}/api/mcp`) : null;
if (endpoint === null || !['http:', 'https:'].includes(endpoint.protocol)) {
  console.error(
    `STOREOPS_BASE_URL=${baseUrl} is not an http(s) URL; set it to the Base URL \`pnpm start\` printed (e.g. http://127.0.0.1:8080).`,
  );
  process.exit(2);
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/**
 * Why no HTTP answer came, when an error (or one in its `cause` chain, or the MCP SDK's
 * `data.cause`) is a failed fetch: e.g. `connection refused`; null for any other error.
 */
function unreachable(err: unknown): string | null {
  let fetchFailed = false;
  const queue: unknown[] = [err];
  for (let i = 0; i < queue.length && i < 16; i++) {
    const e = queue[i];
    if (typeof e !== 'object' || e === null) continue;
    const { code, cause, data, message } = e as { code?: unknown; cause?: unknown; data?: { cause?: unknown }; message?: unknown };
    if (typeof code === 'string' && (code in REASONS || /^E[A-Z]+$/.test(code))) return REASONS[code] ?? code;
    if (message === 'fetch failed') fetchFailed = true;
    queue.push(cause, data?.cause);
  }
  return fetchFailed ? 'fetch failed' : null;
}

const options: ClientOptions =
  revision === '2025-06-18'
    ? { supportedProtocolVersions: ['2025-06-18'] }
    : { versionNegotiation: { mode: revision === undefined || revision === '' ? 'auto' : { pin: revision } } };
const client = new Client({ name: 'storeops-example-mcp-client', version: '1.0.0' }, options);
const transport = new StreamableHTTPClientTransport(endpoint, {
  requestInit: { headers: { Authorization: `Bearer ${apiKey}` } },
});

try {
  await client.connect(transport);
  const server = client.getServerVersion();
  console.log(`Connected to ${server?.title ?? server?.name} over MCP ${client.getNegotiatedProtocolVersion()}`);

  const { tools } = await client.listTools();
  console.log(`Tools this key may call (${tools.length}):`);
  for (const tool of tools) {
    const kind = tool.annotations?.readOnlyHint === true ? 'read' : tool.annotations?.destructiveHint === false ? 'proposes' : 'writes';
    console.log(`  ${tool.name.padEnd(32)} ${kind.padEnd(8)} ${tool.title ?? ''}`);
  }

  const result = await client.callTool({ name: 'get_store_overview', arguments: {} });
  if (result.isError === true) {
    const text = (result.content as Array<{ type: string; text?: string }>)[0]?.text ?? '{}';
    const err = JSON.parse(text) as ErrorObject;
    console.error(`get_store_overview failed: ${err.error} (request ${err.request_id}): ${err.message}`);
    process.exitCode = 1;
  } else {
    const overview = result.structuredContent as Overview;
    console.log(`${overview.name} (${overview.tenant_type}, ${overview.currency})`);
    console.log(
      `  products: ${overview.catalogue.product_count}, open alerts: ${overview.open_alert_count}, last sync: ${overview.last_sync_at ?? 'never'}`,
    );
    console.log(
      `  decisions (last ${overview.decisions.window_days} days): ${overview.decisions.total}, of which noop ${overview.decisions.buckets.noop}`,
    );
    console.log(`  request id: ${String(result._meta?.['storeops/request_id'])}`);
  }
} catch (err) {
  // No HTTP answer; protocol errors (e.g. an unknown tool); HTTP refusals (401 without a valid key, 429 past the rate limit).
  const reason = unreachable(err);
  if (reason !== null) {
    const where =
      process.env.STOREOPS_BASE_URL === undefined ? `${endpoint.href} (the default: STOREOPS_BASE_URL is not set)` : endpoint.href;
    console.error(
      `Nothing answered at ${where}: ${reason}. Start the service (pnpm start) or set STOREOPS_BASE_URL to the Base URL its ready block printed.`,
    );
  } else if (err instanceof SdkHttpError) {
    console.error(`HTTP ${err.status}: ${err.message}`);
    if (err.status === 401)
      console.error('  the server refused the key: check STOREOPS_API_KEY (unknown, revoked or expired keys answer 401)');
  } else if (err instanceof ProtocolError) console.error(`MCP error ${err.code}: ${err.message}`);
  else throw err;
  process.exitCode = 1;
} finally {
  await client.close();
}
