/**
 * SDK quickstart: prints the demo store's overview, its top products by ROAS and its open
 * critical alerts. Run against a running server, after pasting the `export` line of the ready
 * block `pnpm start` prints (it sets STOREOPS_BASE_URL and STOREOPS_API_KEY):
 *
 *   export STOREOPS_BASE_URL=http://127.0.0.1:8080 STOREOPS_API_KEY=sops_live_... KEY=sops_live_...
 *   pnpm --filter @storeops/example-sdk-quickstart start
 *
 * STOREOPS_BASE_URL defaults to http://127.0.0.1:8080. Exit codes: 0 ok, 1 the call failed (one
 * line on stderr: the error code, or the URL that did not answer and what to set), 2 bad settings.
 */
import { ConnectionError, DEFAULT_BASE_URL, StoreOps, StoreOpsError } from '@storeops/sdk';

const apiKey = process.env.STOREOPS_API_KEY;
if (apiKey === undefined || apiKey.trim() === '') {
  console.error('Set STOREOPS_API_KEY (the live key printed by `pnpm start`, or `pnpm keys create --scopes read --json`).');
  process.exit(2);
}
const baseUrl = process.env.STOREOPS_BASE_URL ?? DEFAULT_BASE_URL;
if (!URL.canParse(baseUrl) || !['http:', 'https:'].includes(new URL(baseUrl).protocol)) {
  console.error(
    `STOREOPS_BASE_URL=${baseUrl} is not an http(s) URL; set it to the Base URL \`pnpm start\` printed (e.g. http://127.0.0.1:8080).`,
  );
  process.exit(2);
}
const client = new StoreOps({ apiKey, baseUrl });

/** The network error code (ECONNREFUSED, ENOTFOUND, ...) somewhere in an error's `cause` chain. */
function networkCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; typeof e === 'object' && e !== null && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  }
  return undefined;
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

try {
  const overview = await client.getStoreOverview();
  console.log(`${overview.name} (${overview.tenant_type}, ${overview.currency})`);
  console.log(
    `  products: ${overview.catalogue.product_count}, open alerts: ${overview.open_alert_count}, last sync: ${overview.last_sync_at ?? 'never'}`,
  );
  console.log(
    `  decisions (last ${overview.decisions.window_days} days): ${overview.decisions.total}, of which noop ${overview.decisions.buckets.noop}`,
  );

  const { products } = await client.queryProducts({ sort: 'roas_desc', limit: 5 });
  console.log('Top products by ROAS:');
  for (const p of products) {
    console.log(
      `  ${p.current_roas === null ? '  n/a' : p.current_roas.toFixed(2).padStart(5)}  ${p.title} (${p.state}, ${p.price.toFixed(2)} ${p.currency})`,
    );
  }

  const { alerts } = await client.getAlerts({ severity: 'critical' });
  console.log(`Open critical alerts: ${alerts.length}`);
  for (const a of alerts) console.log(`  [${a.detected_at}] ${a.title}`);
} catch (err) {
  if (err instanceof ConnectionError) {
    const code = networkCode(err.cause);
    const reason = err.timedOut ? 'no answer in time' : code !== undefined ? (REASONS[code] ?? code) : err.message;
    const where = process.env.STOREOPS_BASE_URL === undefined ? `${baseUrl} (the default: STOREOPS_BASE_URL is not set)` : baseUrl;
    console.error(
      `Nothing answered at ${where}: ${reason}. Start the service (pnpm start) or set STOREOPS_BASE_URL to the Base URL its ready block printed.`,
    );
    process.exit(1);
  }
  if (err instanceof StoreOpsError) {
    console.error(`StoreOps error ${err.code} (HTTP ${err.status}, request ${err.requestId}): ${err.message}`);
    process.exit(1);
  }
  throw err;
}
