/**
 * storefront_graphql_query on PostgreSQL: the batched per-level reads (a customer's
 * newest orders for every customer of a level in one windowed query, row-level-scoped reader)
 * answer what the store's rows hold. Needs a server at STOREOPS_TEST_PG_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); creates a fresh database and drops it; skipped,
 * with the reason in the suite name, when none answers.
 */
import { describe, expect, it } from 'vitest';
import { postgresSuiteTitle, probePostgres, usePostgresTestServer } from '@storeops/testkit/postgres';

const unreachable = await probePostgres();
const title = postgresSuiteTitle('storefront_graphql_query on PostgreSQL', unreachable);

describe.skipIf(unreachable !== null)(title, () => {
  const t = usePostgresTestServer('admingql', { scale: 0.05 }, { key: ['admin:read'] }, 180_000);

  it("reads every customer's newest orders, their line items and products in batches", async () => {
    const res = await t.call(
      'storefront_graphql_query',
      {
        query:
          'query Q($n: Int = 3) { customers(first: 10) { ref orders(first: $n) { id customer { ref } line_items(first: 2) { id product { id } } } } }',
      },
      t.keys.key,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.errors).toEqual([]);
    expect(res.body.result.cost).toBe(1 + 10 * 2 + 30 * 3 + 30 + 60 * 2 + 60);
    const customers = res.body.result.data.customers;
    expect(customers.length).toBe(10);
    for (const c of customers) {
      const newest = await t
        .db('orders')
        .where({ store_id: t.hostedStoreId, customer_ref: c.ref })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(3);
      expect(c.orders.map((o: { id: string }) => o.id)).toEqual(newest.map((o) => o.id));
      for (const o of c.orders) {
        expect(o.customer.ref).toBe(c.ref);
        const lines = await t.db('order_line_items').where({ order_id: o.id }).orderBy('id').limit(2);
        expect(o.line_items.map((l: { id: string; product: { id: string } | null }) => [l.id, l.product?.id ?? null])).toEqual(
          lines.map((l) => [l.id, l.product_id]),
        );
      }
    }
  });
});
