/**
 * Finding a product by title, handle or SKU: `query_products` `filter.query` (contains,
 * case-insensitive for ASCII letters, `%` and `_` literal) and `filter.sku` (exact), and
 * `get_variants` `sku`, through HTTP on SQLite and on PostgreSQL (skipped, with the reason in the
 * suite name, when no PostgreSQL server answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { postgresSuiteTitle, probePostgres, startPostgresTestServer } from '@storeops/testkit/postgres';

interface Row {
  id: string;
  title: string;
  handle: string;
  skus: string[];
}

function suite(name: string, start: () => Promise<TestServer>, skip: boolean): void {
  describe.skipIf(skip)(name, () => {
    let t: TestServer;
    let key: string;
    let rows: Row[];

    beforeAll(async () => {
      t = await start();
      key = await t.key(['catalog:read']);
      const products = (await t
        .db('products')
        .where({ store_id: t.hostedStoreId })
        .orderBy('handle')
        .select('id', 'title', 'handle')) as Row[];
      const variants = (await t.db('variants').where({ store_id: t.hostedStoreId }).select('product_id', 'sku')) as Array<{
        product_id: string;
        sku: string;
      }>;
      rows = products.map((p) => ({ ...p, skus: variants.filter((v) => v.product_id === p.id).map((v) => v.sku) }));
    }, 180_000);
    afterAll(async () => t?.close());

    const search = async (filter: Record<string, unknown>) => {
      const res = await t.call('query_products', { filter, limit: 50 }, key);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result.products as Array<{ id: string; title: string; handle: string }>;
    };
    /** The seeded products whose title, handle or a SKU contains `text`, ASCII case folded. */
    const expected = (text: string) => {
      const fold = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
      const needle = fold(text);
      return rows.filter((r) => [r.title, r.handle, ...r.skus].some((s) => fold(s).includes(needle))).map((r) => r.id);
    };

    it('filter.query finds products by a word of the title in any case, by handle and by part of a SKU', async () => {
      const target = rows.find((r) => r.title.split(' ').some((w) => w.length >= 5))!;
      const word = target.title.split(' ').find((w) => w.length >= 5)!;
      for (const text of [word.toUpperCase(), target.handle.slice(0, 12), target.skus[0]!.slice(0, 8).toLowerCase()]) {
        const found = await search({ query: text });
        const want = expected(text);
        expect(want.length, text).toBeGreaterThan(0);
        expect(want.length, text).toBeLessThan(rows.length);
        expect(found.map((p) => p.id).sort(), text).toEqual(want.slice(0, 50).sort());
        expect(found.map((p) => p.id)).toContain(target.id);
      }
      // Combined with the other filters: every condition holds.
      const drafts = await search({ query: word, lifecycle_state: 'draft' });
      for (const p of drafts) expect(expected(word)).toContain(p.id);
    });

    it('`%` and `_` are plain characters, and a text that is nowhere matches nothing', async () => {
      for (const text of ['%', '_', '%_%', 'zz-no-such-product-zz']) {
        expect((await search({ query: text })).map((p) => p.id).sort(), text).toEqual(expected(text).sort());
      }
      expect(await search({ query: 'zz-no-such-product-zz' })).toEqual([]);
    });

    it('filter.sku finds the product of exactly that SKU; get_variants sku finds the variant', async () => {
      const target = rows.find((r) => r.skus.length > 1)!;
      const sku = target.skus[1]!;
      expect((await search({ sku })).map((p) => p.id)).toEqual([target.id]);
      expect(await search({ sku: sku.toLowerCase() === sku ? `${sku}x` : sku.toLowerCase() })).toEqual([]);
      const prefix = sku.slice(0, -1); // exact, not contains
      expect((await search({ sku: prefix })).map((p) => p.id)).toEqual(rows.filter((r) => r.skus.includes(prefix)).map((r) => r.id));

      const one = await t.call('get_variants', { sku }, key);
      expect(one.status).toBe(200);
      expect(one.body.result).toMatchObject({ product_id: null, count: 1, variants: [{ sku, product_id: target.id }] });
      const inProduct = await t.call('get_variants', { sku, product_id: target.id }, key);
      expect(inProduct.body.result.variants.map((v: { sku: string }) => v.sku)).toEqual([sku]);
      const other = rows.find((r) => r.id !== target.id)!;
      expect((await t.call('get_variants', { sku, product_id: other.id }, key)).body.result).toMatchObject({ count: 0, variants: [] });
      expect((await t.call('get_variants', { sku: 'NO-SUCH-SKU' }, key)).body.result).toMatchObject({ count: 0, variants: [] });
      const unknown = await t.call('get_variants', { sku: 'NO-SUCH-SKU', product_id: '00000000-0000-4000-8000-000000000000' }, key);
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ error: 'invalid_request' });
      expect(unknown.body.message).toContain('product_id');
    });

    it.each([
      [{ filter: { query: '' } }, 'query'],
      [{ filter: { query: '   ' } }, 'query'],
      [{ filter: { query: 'x'.repeat(101) } }, 'query'],
      [{ filter: { sku: '' } }, 'sku'],
    ])('refuses %j with invalid_request naming the field', async (body, field) => {
      const res = await t.call('query_products', body, key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_request' });
      expect(res.body.message).toContain(field);
    });
  });
}

suite('finding products by text and SKU (SQLite)', () => startTestServer({ scale: 0.1 }), false);
const unreachable = await probePostgres();
suite(
  postgresSuiteTitle('finding products by text and SKU (PostgreSQL)', unreachable),
  () => startPostgresTestServer('search', { scale: 0.05 }),
  unreachable !== null,
);
