/**
 * Benchmark targets, run in a child process so the load generator does not share its event loop:
 * 1. the full pipeline (createApp: auth, scope, validation, handler or read cache, audit group
 *    commit), and the same app with the read cache off (`nocache`: every read runs its handler);
 * 2. a bare Express 5 handler running the SAME domain handler with a pre-built context (no auth,
 *    no validation, no audit): what the pipeline adds on top of the work itself;
 * 3. a bare Express 5 handler returning a similar body precomputed once (Express's ceiling).
 * Prints one JSON line {full, nocache, bare, static, key} and serves until SIGTERM. With BENCH_PG_URL all
 * three run on a fresh PostgreSQL database (bench/src/store.ts): the full pipeline row-level-scoped
 * (reads on the scoped reader pool, writes in a transaction per call), the bare handler on the
 * owner's pool without row-level security.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { allHandlers, createApp, makeWriteContext } from '@storeops/server';
import { openBenchStore } from './store';

const { db, hostedStoreId, minted, full, ctx, drop } = await openBenchStore(['read', 'automation:write']);
// run.ts stops this process with SIGTERM: a PostgreSQL bench database (BENCH_PG_URL) is dropped.
process.once('SIGTERM', () => {
  void drop().finally(() => process.exit(0));
});
const bare = express();
bare.use(express.json());
bare.post('/api/v1/tools/get_store_overview', async (_req, res) => {
  res.json({ ok: true, result: await allHandlers.catalog.get_store_overview({}, ctx) });
});
bare.post('/api/v1/tools/query_products', async (_req, res) => {
  res.json({ ok: true, result: await allHandlers.catalog.query_products({ sort: 'updated_desc', limit: 10 }, ctx) });
});
// One product by handle (detail, variants, content, costs, performance), and the orders summary.
bare.post('/api/v1/tools/get_product_detail', async (req, res) => {
  res.json({ ok: true, result: await allHandlers.catalog.get_product_detail({ window_days: 30, ...req.body }, ctx) });
});
bare.post('/api/v1/tools/get_orders_summary', async (_req, res) => {
  res.json({ ok: true, result: await allHandlers.orders.get_orders_summary({ window_days: 30 }, ctx) });
});

// The same automatic write (create_alert: alert row, receipt, outbox-free) in one transaction,
// with the core's write context but no auth, validation, idempotency or audit.
bare.post('/api/v1/tools/create_alert', async (req, res) => {
  const result = await db.transaction(async (trx) =>
    allHandlers.automation.create_alert(
      { kind: 'manual', ...req.body },
      makeWriteContext(trx, ctx, {
        storeId: hostedStoreId,
        operation: 'create_alert',
        approvalId: null,
        proposedBy: minted.id,
        approvedBy: minted.id,
        requestId: 'bench',
        now: new Date(),
      }),
    ),
  );
  res.json({ ok: true, result });
});

// The product get_product_detail reads: the hosted store's product with the most variants.
const [richest] = (await db('variants')
  .where({ store_id: hostedStoreId })
  .select('product_id')
  .count({ n: '*' })
  .groupBy('product_id')
  .orderBy([{ column: 'n', order: 'desc' }, { column: 'product_id' }])
  .limit(1)) as unknown as Array<{ product_id: string }>;
const handle = ((await db('products').where({ id: richest!.product_id }).first()) as { handle: string }).handle;

const staticBodies = {
  get_store_overview: JSON.stringify({ ok: true, result: await allHandlers.catalog.get_store_overview({}, ctx) }),
  query_products: JSON.stringify({ ok: true, result: await allHandlers.catalog.query_products({ sort: 'updated_desc', limit: 10 }, ctx) }),
  get_product_detail: JSON.stringify({ ok: true, result: await allHandlers.catalog.get_product_detail({ handle, window_days: 30 }, ctx) }),
  get_orders_summary: JSON.stringify({ ok: true, result: await allHandlers.orders.get_orders_summary({ window_days: 30 }, ctx) }),
};
const stat = express();
stat.use(express.json());
for (const [name, body] of Object.entries(staticBodies)) {
  stat.post(`/api/v1/tools/${name}`, (_req, res) => {
    res.type('application/json').send(body);
  });
}

const listen = (app: express.Express): Promise<number> =>
  new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve((s.address() as AddressInfo).port));
  });

const nocache = createApp({ db, handlers: allHandlers, log: () => {}, readCache: false });
const ports = { full: await listen(full.app), nocache: await listen(nocache.app), bare: await listen(bare), static: await listen(stat) };
process.on('message', (msg) => {
  if (msg === 'stats') process.send?.({ audit: full.audit.stats });
});
console.log(JSON.stringify({ ...ports, key: minted.key, handle }));
