import { describe, expect, it } from 'vitest';
import type { Types } from '@storeops/contract';
import { handlers } from './index';
import { countOf, countingQueries, outputViolations, useSeededDb } from '@storeops/testkit/db';

const s = useSeededDb();
const ctx = s.hosted;

type Input = Parameters<typeof handlers.query_products>[0];
const DEFAULTS = { sort: 'updated_desc', limit: 10 } as const;
/** Bounds are the input validator's job; a limit past 50 lets a test see the whole ordering. */
const ALL = 10_000;

async function query(input: Partial<Input>): Promise<Types.QueryProductsResult> {
  const result = await handlers.query_products({ ...DEFAULTS, ...input }, ctx);
  if (result.limit <= 50) expect(outputViolations('query_products', result)).toEqual([]);
  return result;
}

const products = () => s.db('products').where('store_id', s.hostedStoreId);
/** Product ids with a pending decision: bucket queued or suggested, not applied (independent SQL). */
async function pendingIds(): Promise<Set<string>> {
  const rows = await s
    .db('decisions')
    .distinct('product_id')
    .where('store_id', s.hostedStoreId)
    .whereNotNull('product_id')
    .whereIn('bucket', ['queued', 'suggested'])
    .where('applied', 0);
  return new Set(rows.map((r) => r.product_id as string));
}

describe('query_products', () => {
  it('defaults to the 10 most recently updated products', async () => {
    const r = await query({});
    expect(r).toMatchObject({ count: 10, sort: 'updated_desc', limit: 10 });
    const want = await products()
      .select('id')
      .orderBy([{ column: 'updated_at', order: 'desc' }, { column: 'id' }])
      .limit(10);
    expect(r.products.map((p) => p.id)).toEqual(want.map((w) => w.id));
  });

  it('sends two queries: the page and the last decisions of its products', async () => {
    const { queries } = await countingQueries(s.db, () => handlers.query_products({ sort: 'roas_desc', limit: 50 }, ctx));
    expect(queries).toBe(2);
  });

  it('honours limit 1 and 50', async () => {
    expect((await query({ limit: 1 })).products).toHaveLength(1);
    const r = await query({ limit: 50 });
    expect(r.products).toHaveLength(50);
    expect(r.count).toBe(50);
  });

  it('sorts created_desc newest first', async () => {
    const r = await query({ sort: 'created_desc', limit: 50 });
    const want = await products()
      .select('id')
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id' }])
      .limit(50);
    expect(r.products.map((p) => p.id)).toEqual(want.map((w) => w.id));
  });

  it('sorts roas_desc highest first, null ROAS last, ties by id', async () => {
    const r = await query({ sort: 'roas_desc', limit: ALL });
    expect(r.count).toBe(await countOf(products().count({ n: '*' })));
    const roas = r.products.map((p) => p.current_roas);
    const firstNull = roas.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(roas.slice(firstNull).every((x) => x === null)).toBe(true);
    for (let i = 1; i < r.products.length; i++) {
      const [a, b] = [r.products[i - 1]!, r.products[i]!];
      if (a.current_roas === b.current_roas) expect(a.id < b.id).toBe(true);
      else if (b.current_roas !== null) expect(a.current_roas!).toBeGreaterThan(b.current_roas);
    }
  });

  it('filters by service lifecycle state', async () => {
    for (const state of ['winner', 'draft', 'declining'] as const) {
      const r = await query({ filter: { lifecycle_state: state }, limit: 50 });
      const n = await countOf(products().where('lifecycle_state', state).count({ n: '*' }));
      expect(r.count).toBe(Math.min(n, 50));
      expect(r.products.every((p) => p.state === state)).toBe(true);
    }
  });

  it('has_active_decision true/false splits the catalogue on pending, unapplied decisions', async () => {
    const pending = await pendingIds();
    const total = await countOf(products().count({ n: '*' }));
    const yes = await query({ filter: { has_active_decision: true }, limit: ALL });
    const no = await query({ filter: { has_active_decision: false }, limit: ALL });
    expect(yes.count).toBe(pending.size);
    expect(yes.count).toBeGreaterThan(0);
    expect(no.count).toBeGreaterThan(0);
    expect(yes.products.every((p) => pending.has(p.id))).toBe(true);
    expect(no.products.some((p) => pending.has(p.id))).toBe(false);
    expect(yes.count + no.count).toBe(total);
  });

  it('combines both filters', async () => {
    const pending = await pendingIds();
    const r = await query({ filter: { lifecycle_state: 'active', has_active_decision: true }, limit: ALL });
    const active = await products().select('id').where('lifecycle_state', 'active');
    const want = active.filter((p) => pending.has(p.id)).map((p) => p.id);
    expect(r.products.map((p) => p.id).sort()).toEqual(want.sort());
  });

  it('maps stored values: price in major units, store currency, both status vocabularies', async () => {
    const r = await query({ limit: 50 });
    const rows = await products().whereIn(
      'id',
      r.products.map((p) => p.id),
    );
    for (const p of r.products) {
      const row = rows.find((x) => x.id === p.id);
      expect(p).toMatchObject({
        handle: row.handle,
        title: row.title,
        vendor: row.vendor,
        state: row.lifecycle_state,
        storefront_status: row.storefront_status,
        price: row.price_cents / 100,
        currency: 'EUR',
        current_roas: row.current_roas,
        created_at: row.created_at,
        updated_at: row.updated_at,
      });
    }
  });

  it('gives each product its newest decision row', async () => {
    const r = await query({ sort: 'roas_desc', limit: ALL });
    let withDecision = 0;
    for (const p of r.products) {
      const latest = await s
        .db('decisions')
        .where({ store_id: s.hostedStoreId, product_id: p.id })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first();
      if (latest === undefined) {
        expect(p.last_decision).toBeNull();
        continue;
      }
      withDecision += 1;
      expect(p.last_decision).toEqual({
        id: latest.id,
        action: latest.action,
        bucket: latest.bucket,
        to_state: latest.to_state,
        created_at: latest.created_at,
      });
    }
    expect(withDecision).toBeGreaterThan(0);
  });
});
