/**
 * MCP client: connects to the StoreOps MCP endpoint with the official MCP TypeScript client (v2),
 * lists the tools the key may call, calls get_store_overview and prints a summary. Run against a
 * running server:
 *
 *   STOREOPS_API_KEY=sops_live_... pnpm --filter @storeops/example-mcp-client start
 *
 * STOREOPS_BASE_URL defaults to http://127.0.0.1:8080 (the endpoint is `${STOREOPS_BASE_URL}/api/mcp`).
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

/** The seed's Error object, as a failed tool call's structuredContent. */
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

const options: ClientOptions =
  revision === '2025-06-18'
    ? { supportedProtocolVersions: ['2025-06-18'] }
    : { versionNegotiation: { mode: revision === undefined || revision === '' ? 'auto' : { pin: revision } } };
const client = new Client({ name: 'storeops-example-mcp-client', version: '1.0.0' }, options);
const transport = new StreamableHTTPClientTransport(new URL(`${baseUrl.replace(/\/$/, '')}/api/mcp`), {
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
    const err = result.structuredContent as ErrorObject;
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
  // Protocol errors (e.g. an unknown tool) and HTTP refusals (401 without a valid key, 429 past the rate limit).
  if (err instanceof SdkHttpError) {
    console.error(`HTTP ${err.status}: ${err.message}`);
    if (err.status === 401)
      console.error('  the server refused the key: check STOREOPS_API_KEY (unknown, revoked or expired keys answer 401)');
  } else if (err instanceof ProtocolError) console.error(`MCP error ${err.code}: ${err.message}`);
  else throw err;
  process.exitCode = 1;
} finally {
  await client.close();
}
