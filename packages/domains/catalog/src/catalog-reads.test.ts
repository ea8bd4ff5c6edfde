/**
 * The catalog reads on the scale-1 demo store, called as handlers: a fixed number of
 * queries whatever the product or page (benchmark target of get_product_detail), and results that
 * conform to their output schemas. Behaviour through HTTP: ../test/catalog-reads.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { handlers } from './index';
import { countingQueries, outputViolations, useSeededDb } from '@storeops/testkit/db';

const s = useSeededDb(120_000);
const ctx = s.hosted;
let handle: string;

beforeAll(async () => {
  handle = ((await s.db('products').where('store_id', s.hostedStoreId).orderBy('handle').first()) as { handle: string }).handle;
});

describe('catalog reads: fixed query counts and conforming results', () => {
  it('get_product_detail: one query for the product, five for its parts', async () => {
    const { result, queries } = await countingQueries(s.db, () => handlers.get_product_detail({ handle, window_days: 30 }, ctx));
    expect(queries).toBe(6);
    expect(outputViolations('get_product_detail', result)).toEqual([]);
  });

  it('get_content_versions: two queries', async () => {
    const { result, queries } = await countingQueries(s.db, () => handlers.get_content_versions({ handle, limit: 20 }, ctx));
    expect(queries).toBe(2);
    expect(outputViolations('get_content_versions', result)).toEqual([]);
  });

  it('find_similar_products: two queries over the whole store', async () => {
    const { result, queries } = await countingQueries(s.db, () => handlers.find_similar_products({ handle, limit: 20 }, ctx));
    expect(queries).toBe(2);
    expect(result.indexed_products).toBe(220);
    expect(result.count).toBe(20);
    expect(outputViolations('find_similar_products', result)).toEqual([]);
  });

  it('get_ai_readiness / get_ai_repairs: five queries for a page of 100', async () => {
    const readiness = await countingQueries(s.db, () => handlers.get_ai_readiness({ limit: 100, offset: 0 }, ctx));
    expect(readiness.queries).toBe(5);
    expect(readiness.result.total).toBe(220);
    expect(outputViolations('get_ai_readiness', readiness.result)).toEqual([]);
    const repairs = await countingQueries(s.db, () => handlers.get_ai_repairs({ limit: 100, offset: 0 }, ctx));
    expect(repairs.queries).toBe(5);
    expect(outputViolations('get_ai_repairs', repairs.result)).toEqual([]);
    // The seeded store (all three pages) has every kind of fix, with and without ready arguments.
    const all = [...repairs.result.repairs];
    for (let offset = 100; offset < 220; offset += 100) all.push(...(await handlers.get_ai_repairs({ limit: 100, offset }, ctx)).repairs);
    const kinds = new Set(all.map((r) => `${r.check}:${r.arguments === null ? 'manual' : 'ready'}`));
    for (const k of ['seo:ready', 'tags:ready', 'structured_attributes:ready', 'structured_attributes:manual', 'gtin:manual'])
      expect(kinds).toContain(k);
  });

  it('storefront_get_shop_profile and storefront_list_markets: one query each', async () => {
    const shop = await countingQueries(s.db, () => handlers.storefront_get_shop_profile({}, ctx));
    expect(shop.queries).toBe(1);
    expect(outputViolations('storefront_get_shop_profile', shop.result)).toEqual([]);
    const markets = await countingQueries(s.db, () => handlers.storefront_list_markets({}, ctx));
    expect(markets.queries).toBe(1);
    expect(markets.result.count).toBe(4);
    expect(outputViolations('storefront_list_markets', markets.result)).toEqual([]);
  });
});
