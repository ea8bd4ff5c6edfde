/**
 * SDK quickstart: prints the demo store's overview, its top products by ROAS and its open
 * critical alerts. Run against a running server:
 *
 *   STOREOPS_API_KEY=sops_live_... pnpm --filter @storeops/example-sdk-quickstart start
 *
 * STOREOPS_BASE_URL defaults to http://127.0.0.1:8080.
 */
import { StoreOps, StoreOpsError } from '@storeops/sdk';

const client = new StoreOps();

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
  if (err instanceof StoreOpsError) {
    console.error(`StoreOps error ${err.code} (HTTP ${err.status}, request ${err.requestId}): ${err.message}`);
    process.exit(1);
  }
  throw err;
}
