/**
 * `pnpm start`: runs the service on the embedded demo store and prints one ready block.
 * Environment: PORT (default 8080), HOST (default 127.0.0.1), DATABASE_URL (postgres://... to use
 * PostgreSQL), STOREOPS_DB_FILE (SQLite file, default ./data/storeops.sqlite), STOREOPS_TRUST_PROXY
 * (behind a reverse proxy: `true`, a hop count, or a comma-separated list of proxy addresses, CIDRs
 * or `loopback` / `linklocal` / `uniquelocal`; unset: the socket peer is the client).
 */
import { openDatabase } from '@storeops/db';
import { createApp } from './app';
import { bootstrapDemo } from './demo';
import { allHandlers } from './handlers';
import { parseTrustProxy } from './http/trust-proxy';

const started = performance.now();
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const db = openDatabase({ databaseUrl: process.env.DATABASE_URL, filename: process.env.STOREOPS_DB_FILE ?? './data/storeops.sqlite' });
const demo = await bootstrapDemo(db);
const store = await db('stores').where({ id: demo.hostedStoreId }).first();
const trustProxy = parseTrustProxy(process.env.STOREOPS_TRUST_PROXY);
const { app, audit } = createApp({ db, handlers: allHandlers, ...(trustProxy !== undefined ? { trustProxy } : {}) });

const server = app.listen(port, host, () => {
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const ms = Math.round(performance.now() - started);
  const lines = [
    '',
    `StoreOps Store Operations API ready in ${ms} ms`,
    `  Base URL     ${base}`,
    `  Demo store   ${store.name} (${store.tenant_type}, ${store.id})`,
  ];
  if (demo.keys !== null) {
    lines.push(
      `  Live key     ${demo.keys.live.key}   scopes: ${demo.keys.live.scopes.join(' ')}`,
      `  Sandbox key  ${demo.keys.sandbox.key}   scopes: ${demo.keys.sandbox.scopes.join(' ')}, expires ${demo.keys.sandbox.expires_at}`,
      '               (printed once: only their hashes are stored)',
    );
  } else {
    lines.push('  Keys         demo keys were printed on first start; mint another: pnpm keys create --scopes read --json');
  }
  if (demo.operator !== null) {
    lines.push(`  Dashboard    ${base}/dashboard   operator: ${demo.operator.email} / ${demo.operator.password} (printed once)`);
  } else {
    lines.push(`  Dashboard    ${base}/dashboard`);
  }
  lines.push(
    `  Docs         ${base}/api/v1/reference`,
    `  OpenAPI      ${base}/api/v1/openapi.json   changelog: ${base}/api/v1/changelog.json`,
    `  Try          curl -X POST ${base}/api/v1/tools/get_store_overview -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' -d '{}'`,
    '',
  );
  console.log(lines.join('\n'));
});
server.on('error', (err) => {
  console.error(`cannot listen on ${host}:${port}: ${err.message}`);
  process.exit(1);
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  server.close();
  await audit.drain();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
