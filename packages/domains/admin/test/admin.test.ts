/**
 * The admin reads over HTTP (seed catalogue "admin"): get_store_settings on both demo
 * stores, and storefront_graphql_query (data from the store's rows, customers derived from orders,
 * field errors, the syntax / validation / mutation / subscription / depth / cost refusals, the
 * business store's refusal). Scope refusals included.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { reader: ['admin:read'] });

const gql = (query: string, extra: Record<string, unknown> = {}) => t.call('storefront_graphql_query', { query, ...extra }, t.keys.reader);

describe('get_store_settings', () => {
  it("answers the hosted store's settings and shop profile from its rows", async () => {
    await t.db('stores').where({ id: t.hostedStoreId }).update({ rate_limit_per_minute: 300 });
    const res = await t.call('get_store_settings', {}, t.keys.reader);
    expect(res.status).toBe(200);
    const store = await t.db('stores').where({ id: t.hostedStoreId }).first();
    const profile = await t.db('shop_profiles').where({ store_id: t.hostedStoreId }).first();
    expect(res.body.result).toMatchObject({
      id: t.hostedStoreId,
      name: store.name,
      handle: store.handle,
      tenant_type: 'hosted_storefront',
      currency: store.currency,
      timezone: store.timezone,
      rate_limit_per_minute: 300,
      rate_limit_is_default: false,
      sandbox: false,
      shop_profile: { primary_domain: profile.primary_domain, email: profile.email, weight_unit: profile.weight_unit },
    });
    await t.db('stores').where({ id: t.hostedStoreId }).update({ rate_limit_per_minute: null, kill_switch_engaged: true });
    const after = await t.call('get_store_settings', {}, t.keys.reader);
    expect(after.body.result).toMatchObject({ rate_limit_per_minute: 120, rate_limit_is_default: true, kill_switch_engaged: true });
    await t.db('stores').where({ id: t.hostedStoreId }).update({ rate_limit_per_minute: 100_000, kill_switch_engaged: false });
  });

  it('answers the business store without a shop profile', async () => {
    const key = await t.key(['admin:read'], { storeId: t.businessStoreId });
    const res = await t.call('get_store_settings', {}, key);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: t.businessStoreId, tenant_type: 'no_storefront', shop_profile: null });
  });

  it('refuses unknown arguments and a key without admin:read', async () => {
    expect((await t.call('get_store_settings', { x: 1 }, t.keys.reader)).body.error).toBe('invalid_request');
    const res = await t.call('get_store_settings', {}, await t.key(['orders:read', 'catalog:read']));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('insufficient_scope');
  });
});

describe('storefront_graphql_query', () => {
  it('reads orders with line items and refunds from the store rows, newest first', async () => {
    const res = await gql(
      '{ shop { handle currency } orders(first: 5) { id order_number total refunded created_at line_items { sku quantity total } refunds { amount } } }',
    );
    expect(res.status).toBe(200);
    const { data, errors, depth, cost } = res.body.result;
    expect(errors).toEqual([]);
    expect(depth).toBe(3);
    // shop 1 + 2, orders 1 + 5 × (7 fields) + 5 × 20 × 3 (line items) + 5 × 10 × 1 (refunds)
    expect(cost).toBe(3 + 1 + 35 + 300 + 50);
    const store = await t.db('stores').where({ id: t.hostedStoreId }).first();
    expect(data.shop).toEqual({ handle: store.handle, currency: store.currency });
    const rows = await t
      .db('orders')
      .where({ store_id: t.hostedStoreId })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    expect(data.orders.map((o: any) => o.id)).toEqual(rows.slice(0, 5).map((r) => r.id));
    const first = data.orders[0];
    expect(first.total).toBe(rows[0].total_cents / 100);
    const lines = await t.db('order_line_items').where({ order_id: first.id });
    expect(first.line_items).toHaveLength(Math.min(lines.length, 20));
    expect(first.line_items.reduce((s: number, l: any) => s + l.total * 100, 0)).toBeCloseTo(lines.reduce((s, l) => s + l.total_cents, 0));
  });

  it('derives customers from orders and reads a product by handle with variables', async () => {
    const res = await gql(
      '{ customers(first: 3) { ref order_count total_spent first_order_at last_order_at orders(first: 2) { customer_ref } } }',
    );
    expect(res.status).toBe(200);
    const [top] = res.body.result.data.customers;
    const orders = await t.db('orders').where({ store_id: t.hostedStoreId, customer_ref: top.ref });
    expect(top.order_count).toBe(orders.length);
    expect(top.total_spent).toBeCloseTo(orders.reduce((s, o) => s + o.total_cents - o.refunded_cents, 0) / 100);
    expect(top.orders.every((o: any) => o.customer_ref === top.ref)).toBe(true);
    const spent = res.body.result.data.customers.map((c: any) => c.total_spent);
    expect([...spent].sort((a, b) => b - a)).toEqual(spent);

    const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
    const one = await gql('query P($h: String!) { product(handle: $h) { title variants(first: 2) { sku } } }', {
      variables: { h: product.handle },
      operation_name: 'P',
    });
    expect(one.body.result.data.product.title).toBe(product.title);
    expect(one.body.result.data.product.variants.length).toBeGreaterThan(0);
    const none = await gql('{ product(handle: "no-such-product") { title } }');
    expect(none.body.result.data.product).toBeNull();
  });

  it('refuses an out-of-bounds first, and answers a bad since as a field error', async () => {
    const res = await gql('query Q($n: Int) { products(first: $n) { id } }', { variables: { n: 500 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toContain('Query.products(first: 500): first must be an integer 1..100');
    const since = await gql('{ shop { name } recent: orders(since: "yesterday") { id } }');
    expect(since.status).toBe(200);
    expect(since.body.result.data).toBeNull();
    expect(since.body.result.errors[0]).toMatchObject({ path: ['recent'], message: expect.stringContaining('ISO 8601') });
  });

  it('refuses a mutation and a subscription with invalid_request', async () => {
    for (const q of ['mutation { deleteEverything }', 'subscription { orders { id } }']) {
      const res = await gql(q);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toMatch(/(mutation|subscription) operations are refused/);
    }
  });

  it('refuses a query deeper than 6 with the computed depth, fragments included', async () => {
    const six = '{ customers(first: 1) { orders(first: 1) { customer { orders(first: 1) { line_items(first: 1) { sku } } } } } }';
    const ok = await gql(six);
    expect(ok.status).toBe(200);
    expect(ok.body.result.depth).toBe(6);
    const seven = '{ customers(first: 1) { orders(first: 1) { customer { orders(first: 1) { customer { orders(first: 1) { id } } } } } } }';
    const res = await gql(seven);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toContain('query depth 7 exceeds the limit of 6');
    const viaFragment = await gql(
      '{ orders(first: 1) { ...O } } fragment O on Order { customer { orders(first: 1) { line_items(first: 1) { product { variants(first: 1) { sku } } } } } }',
    );
    expect(viaFragment.status).toBe(400);
    expect(viaFragment.body.message).toContain('query depth 7');
  });

  it('refuses a query over the cost limit with the computed cost', async () => {
    const res = await gql('{ orders(first: 100) { line_items(first: 100) { sku } } }');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toContain(`query cost ${1 + 100 + 100 * 100} exceeds the limit of 5000`);
    const viaVariables = await gql('query Q($n: Int) { orders(first: $n) { line_items(first: $n) { sku } } }', { variables: { n: 80 } });
    expect(viaVariables.status).toBe(400);
    expect(viaVariables.body.message).toContain(`query cost ${1 + 80 + 80 * 80}`);
  });

  it('measures a variable at its declared default, as execution runs it, and refuses it like the literal', async () => {
    const literal = await gql('{ customers(first: 100) { orders(first: 100) { line_items(first: 100) { id } } } }');
    const cost = 1 + 100 + 100 * 100 + 100 * 100 * 100;
    expect(literal.status).toBe(400);
    expect(literal.body.message).toContain(`query cost ${cost} exceeds the limit of 5000`);
    const defaulted = 'query Q($n: Int = 100) { customers(first: $n) { orders(first: $n) { line_items(first: $n) { id } } } }';
    const res = await gql(defaulted);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toBe(literal.body.message);
    // The caller's value wins over the default; a value of the wrong type is refused naming variables.
    const given = await gql(defaulted, { variables: { n: 2 } });
    expect(given.status).toBe(200);
    expect(given.body.result.cost).toBe(1 + 2 + 4 + 8);
    const wrong = await gql(defaulted, { variables: { n: 'many' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('$n');
    // A field @skip drops is not run, so not counted; @include(if: false) likewise.
    const skipped = await gql(
      'query S($no: Boolean = true) { shop { name } orders(first: 100) @skip(if: $no) { line_items(first: 100) { id } } }',
    );
    expect(skipped.status).toBe(200);
    expect(skipped.body.result.cost).toBe(2);
  });

  it('reads each level of a nested query in one SQL query per field, whatever the number of parents', async () => {
    const tables = ['orders', 'order_line_items', 'refunds', 'products', 'variants'];
    const reads: string[] = [];
    const onQuery = (q: { sql: string }) => {
      const m = /\bfrom\s+[`"]?(\w+)[`"]?/i.exec(q.sql);
      if (m !== null && tables.includes(m[1]!)) reads.push(q.sql);
    };
    t.db.on('query', onQuery);
    let res;
    try {
      res = await gql(
        '{ customers(first: 12) { ref orders(first: 3) { id customer_ref customer { ref } refunds { amount } line_items(first: 3) { sku product { handle variants(first: 2) { sku } } } } } }',
      );
    } finally {
      t.db.removeListener('query', onQuery);
    }
    expect(res.status).toBe(200);
    expect(res.body.result.errors).toEqual([]);
    const customers = res.body.result.data.customers;
    expect(customers).toHaveLength(12);
    // customers, their orders, each order's customer, refunds, line items, products, variants.
    expect(reads.length).toBeLessThanOrEqual(7);
    for (const c of customers) {
      const newest = await t
        .db('orders')
        .where({ store_id: t.hostedStoreId, customer_ref: c.ref })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(3);
      expect(c.orders.map((o: any) => o.id)).toEqual(newest.map((o) => o.id));
      for (const o of c.orders) {
        expect(o.customer).toEqual({ ref: c.ref });
        const lines = await t.db('order_line_items').where({ order_id: o.id }).orderBy('id').limit(3);
        expect(o.line_items.map((l: any) => l.sku)).toEqual(lines.map((l) => l.sku));
      }
    }
    const withProduct = customers.flatMap((c: any) => c.orders.flatMap((o: any) => o.line_items)).find((l: any) => l.product !== null);
    expect(withProduct.product.variants.length).toBeGreaterThan(0);
  });

  it('refuses syntax errors with the location, unknown fields, and an unknown operation name', async () => {
    const syntax = await gql('{ orders { id ');
    expect(syntax.status).toBe(400);
    expect(syntax.body.message).toMatch(/syntax error: .*line 1, column \d+/);
    const unknown = await gql('{ orders { password } }');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Cannot query field "password"');
    const op = await gql('query A { shop { name } }', { operation_name: 'B' });
    expect(op.status).toBe(400);
    expect(op.body.message).toContain('"B"');
  });

  it('allows introspection without counting it', async () => {
    const res = await gql(
      '{ __schema { queryType { name } types { name fields { name type { name ofType { name ofType { name } } } } } } }',
    );
    expect(res.status).toBe(200);
    expect(res.body.result.depth).toBe(0);
    expect(res.body.result.data.__schema.queryType.name).toBe('Query');
    expect(res.body.result.data.__schema.types.map((x: any) => x.name)).not.toContain('Mutation');
  });

  it('refuses a key without admin:read and does not exist for the business store', async () => {
    const res = await t.call('storefront_graphql_query', { query: '{ shop { name } }' }, await t.key(['orders:read', 'catalog:read']));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('insufficient_scope');
    const key = await t.key(['admin:read'], { storeId: t.businessStoreId });
    const biz = await t.call('storefront_graphql_query', { query: '{ shop { name } }' }, key);
    expect(biz.status).toBe(404);
    expect(biz.body.error).toBe('not_found');
  });
});
