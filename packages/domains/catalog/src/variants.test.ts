import { describe, expect, it } from 'vitest';
import { ArgumentError } from '@storeops/contract';
import { handlers } from './index';
import { countingQueries, outputViolations, useSeededDb } from '@storeops/testkit/db';

const s = useSeededDb();
const { hosted, business } = s;

const variants = () => s.db('variants').where('store_id', s.hostedStoreId);

/** The hosted product with the most variants. */
async function richestProduct(): Promise<{ product_id: string; n: number }> {
  const rows = (await variants()
    .select('product_id')
    .count({ n: '*' })
    .groupBy('product_id')
    .orderBy([{ column: 'n', order: 'desc' }, { column: 'product_id' }])
    .limit(1)) as unknown as Array<{ product_id: string; n: number | string }>;
  const [row] = rows;
  if (row === undefined) throw new Error('no variants seeded');
  return { product_id: row.product_id, n: Number(row.n) };
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  return p.then(
    () => undefined,
    (err: unknown) => err,
  );
}

describe('get_variants', () => {
  it("lists one product's variants in position order, in one query", async () => {
    const { product_id, n } = await richestProduct();
    expect(n).toBeGreaterThan(1);
    const { result, queries } = await countingQueries(s.db, () => handlers.get_variants({ product_id, limit: 50 }, hosted));
    expect(queries).toBe(1);
    expect(outputViolations('get_variants', result)).toEqual([]);
    const want = await variants()
      .where('product_id', product_id)
      .orderBy([{ column: 'position' }, { column: 'id' }]);
    expect(result.product_id).toBe(product_id);
    expect(result.count).toBe(n);
    expect(result.variants.map((v) => v.id)).toEqual(want.map((w) => w.id));
    result.variants.forEach((v, i) => {
      const row = want[i];
      expect(v).toEqual({
        id: row.id,
        product_id,
        external_id: row.external_id,
        sku: row.sku,
        title: row.title,
        size: row.size,
        colour: row.colour,
        price: row.price_cents / 100,
        compare_at_price: row.compare_at_price_cents === null ? null : row.compare_at_price_cents / 100,
        currency: 'EUR',
        inventory_quantity: row.inventory_quantity,
      });
    });
  });

  it('applies limit to one product', async () => {
    const { product_id } = await richestProduct();
    const r = await handlers.get_variants({ product_id, limit: 1 }, hosted);
    const first = await variants()
      .where('product_id', product_id)
      .orderBy([{ column: 'position' }, { column: 'id' }])
      .first();
    expect(r.variants.map((v) => v.id)).toEqual([first.id]);
  });

  it('without product_id lists the top variants by price across the store, highest first', async () => {
    for (const limit of [10, 50]) {
      const r = await handlers.get_variants({ limit }, hosted);
      expect(outputViolations('get_variants', r)).toEqual([]);
      expect(r.product_id).toBeNull();
      const want = await variants()
        .select('id')
        .orderBy([{ column: 'price_cents', order: 'desc' }, { column: 'id' }])
        .limit(limit);
      expect(r.variants.map((v) => v.id)).toEqual(want.map((w) => w.id));
      expect(r.count).toBe(limit);
    }
  });

  it('rejects a product id that is not in this store with ArgumentError naming product_id', async () => {
    const unknown = await rejection(handlers.get_variants({ product_id: '00000000-0000-4000-8000-000000000000', limit: 10 }, hosted));
    expect(unknown).toBeInstanceOf(ArgumentError);
    expect((unknown as ArgumentError).argument).toBe('product_id');
    expect((unknown as Error).message).toMatch(/^product_id/);
    // Another store's product is just as unknown.
    const { product_id } = await richestProduct();
    const foreign = await rejection(handlers.get_variants({ product_id, limit: 10 }, business));
    expect(foreign).toBeInstanceOf(ArgumentError);
  });

  it('gives an empty list across a store without products', async () => {
    const r = await handlers.get_variants({ limit: 10 }, business);
    expect(r).toEqual({ product_id: null, variants: [], count: 0 });
  });
});

describe('get_calibration', () => {
  it('returns every threshold with its percentiles, in one query', async () => {
    for (const [ctx, storeId] of [
      [hosted, s.hostedStoreId],
      [business, s.businessStoreId],
    ] as const) {
      const { result, queries } = await countingQueries(s.db, () => handlers.get_calibration({}, ctx));
      expect(queries).toBe(1);
      expect(outputViolations('get_calibration', result)).toEqual([]);
      const rows = await s.db('calibration_thresholds').where('store_id', storeId);
      expect(rows.length).toBeGreaterThan(0);
      expect(result.thresholds.map((t) => t.metric)).toEqual(
        ['roas', 'cpa_cents', 'conversion_rate', 'refund_rate'].filter((m) => rows.some((r) => r.metric === m)),
      );
      for (const t of result.thresholds) {
        const row = rows.find((r) => r.metric === t.metric);
        expect(t).toEqual({
          metric: row.metric,
          floor: row.floor,
          ceiling: row.ceiling,
          percentiles: { p10: row.p10, p25: row.p25, p50: row.p50, p75: row.p75, p90: row.p90 },
          sample_size: row.sample_size,
          window_days: row.window_days,
          calibrated_at: row.calibrated_at,
        });
      }
      const newest = rows
        .map((r) => r.calibrated_at as string)
        .sort()
        .at(-1);
      expect(result.calibrated_at).toBe(newest);
    }
  });
});
