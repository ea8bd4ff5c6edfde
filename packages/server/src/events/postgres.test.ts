/**
 * Several dispatchers on one PostgreSQL database: two dispatchers with their own leases fan out
 * and deliver concurrently; every event reaches each endpoint exactly once when it answers 2xx,
 * and the webhook tables are row-level-scoped like every store table. Skipped with the reason in
 * the suite name when no PostgreSQL server answers (STOREOPS_TEST_PG_URL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE } from '@storeops/contract';
import { inStoreScope } from '@storeops/db';
import { createPoster, systemResolver } from '@storeops/egress';
import { type TestServer } from '@storeops/testkit/server';
import { postgresSuiteTitle, probePostgres, startPostgresTestServer } from '@storeops/testkit/postgres';
import { Dispatcher } from './dispatcher';
import { SigningKeyCache } from './signing-keys';
import { startReceiver, type TestReceiver } from './test-receiver';

const unreachable = await probePostgres();
const title = postgresSuiteTitle('webhook dispatch on PostgreSQL', unreachable);

describe.skipIf(unreachable !== null)(title, () => {
  let t: TestServer;
  let rx: TestReceiver;
  /** The subscriptions this test made (the demo store has seeded ones too). */
  const mine: string[] = [];

  beforeAll(async () => {
    t = await startPostgresTestServer('wh', { scale: 0.05 });
    rx = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await rx?.close();
    await t?.close();
  });

  it('two dispatchers deliver every event to every endpoint exactly once', async () => {
    const at = new Date().toISOString();
    for (const path of ['/a', '/b']) {
      const id = randomUUID();
      mine.push(id);
      await t.db('webhook_subscriptions').insert({
        id,
        store_id: t.hostedStoreId,
        kind: 'store',
        url: rx.url(path),
        event_types: JSON.stringify(['approval.requested']),
        scopes: JSON.stringify(['admin']),
        state: 'active',
        consecutive_failures: 0,
        created_by: 'test',
        created_at: at,
        updated_at: at,
      });
    }
    const key = await t.key(['catalog:read', 'catalog:write']);
    const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
    const n = 30;
    for (let i = 0; i < n; i++) {
      const res = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 10 + i / 100 }, key);
      expect(res.status).toBe(200);
    }
    const make = () =>
      new Dispatcher({
        db: t.db,
        catalogue: EVENT_CATALOGUE,
        keys: new SigningKeyCache(t.db),
        poster: createPoster({ allowLoopback: true, resolver: systemResolver }, 5_000),
        log: () => {},
        concurrency: 4,
      });
    await Promise.all([make().drain(), make().drain(), make().drain()]);
    const byPath = (path: string) => rx.received.filter((r) => r.path === path).map((r) => String(r.headers['webhook-id']));
    for (const path of ['/a', '/b']) {
      const ids = byPath(path);
      expect(ids).toHaveLength(n);
      expect(new Set(ids).size).toBe(n);
    }
    const deliveries = await t.db('webhook_deliveries').whereIn('subscription_id', mine);
    expect(deliveries).toHaveLength(2 * n);
    expect(deliveries.filter((d) => d.state !== 'succeeded')).toEqual([]);
    const attempts = await t.db('webhook_attempts').whereIn(
      'delivery_id',
      deliveries.map((d) => d.id),
    );
    expect(attempts).toHaveLength(2 * n);
  });

  it('the webhook tables are confined to the caller store under row-level security', async () => {
    const all = (await t.db('webhook_subscriptions').select('store_id')) as Array<{ store_id: string }>;
    expect(all.some((r) => r.store_id === t.hostedStoreId)).toBe(true);
    // No store filter in the query: row-level security alone confines it.
    const visible = (await inStoreScope(t.db, t.businessStoreId, (q) => q('webhook_subscriptions').select('store_id'))) as typeof all;
    expect(visible.every((r) => r.store_id === t.businessStoreId)).toBe(true);
    const own = (await inStoreScope(t.db, t.hostedStoreId, (q) => q('webhook_subscriptions').select('store_id'))) as typeof all;
    expect(own).toHaveLength(all.filter((r) => r.store_id === t.hostedStoreId).length);
  });
});
