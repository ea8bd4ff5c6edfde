/**
 * The subscription limit holds under concurrency on PostgreSQL (several connections, so two
 * creations can really run at once): with 18 of 20 store subscriptions taken, 6 simultaneous
 * creations leave exactly 20 (the store row is locked before counting). Row-level security
 * confines what each store sees. Needs a server at STOREOPS_TEST_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); creates a fresh database and drops it; skipped,
 * with the reason in the suite name, when none answers.
 */
import { describe, expect, it } from 'vitest';
import { postgresSuiteTitle, probePostgres, usePostgresTestServer } from '@storeops/testkit/postgres';

const unreachable = await probePostgres();
const title = postgresSuiteTitle('webhook subscriptions on PostgreSQL', unreachable);

describe.skipIf(unreachable !== null)(title, () => {
  const t = usePostgresTestServer('subs', { scale: 0.05 }, { key: ['admin'] }, 120_000);

  it('concurrent creations never pass the limit of 20 per store', async () => {
    const taken = async () =>
      Number((await t.db('webhook_subscriptions').where({ store_id: t.hostedStoreId, kind: 'store' }).count({ n: '*' }).first())!.n);
    for (let i = await taken(); i < 18; i++) {
      expect((await t.call('subscription_create', { url: `https://example.com/${i}`, event_types: ['order.*'] }, t.keys.key)).status).toBe(
        200,
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.call('subscription_create', { url: `https://example.com/race/${i}`, event_types: ['order.*'] }, t.keys.key),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 400, 400, 400, 400]);
    expect(await taken()).toBe(20);
  }, 60_000);

  it('a store sees only its own subscriptions and deliveries (row-level security)', async () => {
    const business = await t.key(['admin'], { storeId: t.businessStoreId });
    expect((await t.call('subscription_list', {}, business)).body.result.subscriptions).toEqual([]);
    const erp = await t.db('webhook_subscriptions').where({ store_id: t.hostedStoreId, description: 'ERP order export' }).first();
    const res = await t.call('subscription_deliveries', { subscription_id: erp.id }, business);
    expect(res.status).toBe(400);
    expect(
      (await t.call('subscription_deliveries', { subscription_id: erp.id }, t.keys.key)).body.result.deliveries.length,
    ).toBeGreaterThan(0);
  });
});
