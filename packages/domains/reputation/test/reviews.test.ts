/**
 * Reputation over HTTP (seed catalogue "reputation"): get_reviews (newest first, summary over the
 * filter, cursor paging, every filter, errors, scope, the business store's empty answer).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { reviewsKey: ['reputation:read'] });

const DAY = 86_400_000;

interface Review {
  id: string;
  product: { id: string; handle: string; title: string } | null;
  rating: number;
  status: string;
  verified_buyer: boolean;
  order_id: string | null;
  created_at: string;
  reply: { body: string; replied_at: string | null } | null;
}

async function allReviews(body: Record<string, unknown>): Promise<{ reviews: Review[]; pages: number }> {
  const reviews: Review[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await t.call('get_reviews', { ...body, ...(cursor ? { cursor } : {}) }, t.keys.reviewsKey);
    expect(res.status).toBe(200);
    reviews.push(...res.body.result.reviews);
    cursor = res.body.result.next_cursor ?? undefined;
    pages++;
  } while (cursor !== undefined && pages < 100);
  return { reviews, pages };
}

describe('get_reviews', () => {
  it('answers the newest reviews with a summary over every review of the store', async () => {
    const res = await t.call('get_reviews', {}, t.keys.reviewsKey);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const rows = await t.db('reviews').where({ store_id: t.hostedStoreId });
    expect(rows.length).toBeGreaterThan(10);
    expect(r.summary.count).toBe(rows.length);
    for (const star of [1, 2, 3, 4, 5]) {
      expect(r.summary.distribution[String(star)]).toBe(rows.filter((x) => x.rating === star).length);
    }
    const avg = rows.reduce((s, x) => s + x.rating, 0) / rows.length;
    expect(r.summary.average_rating).toBeCloseTo(avg, 2);
    expect(r.summary.average_rating).toBeGreaterThan(3.8);
    expect(r.reviews).toHaveLength(20);
    const dates = r.reviews.map((x: Review) => x.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const newest = [...rows].sort((a, b) =>
      b.created_at === a.created_at ? (b.id < a.id ? -1 : 1) : b.created_at < a.created_at ? -1 : 1,
    )[0];
    expect(r.reviews[0].id).toBe(newest.id);
    const withProduct = r.reviews.find((x: Review) => x.product !== null) as Review;
    const product = await t.db('products').where({ id: withProduct.product?.id }).first();
    expect(withProduct.product).toEqual({ id: product.id, handle: product.handle, title: product.title });
    expect(Date.parse(r.reviews[0].created_at)).toBeLessThan(Date.now());
  });

  it('pages with the cursor through every review exactly once, in order', async () => {
    const { reviews, pages } = await allReviews({ limit: 7 });
    const total = (await t.db('reviews').where({ store_id: t.hostedStoreId })).length;
    expect(pages).toBe(Math.ceil(total / 7));
    expect(reviews).toHaveLength(total);
    expect(new Set(reviews.map((x) => x.id)).size).toBe(total);
    const keys = reviews.map((x) => `${x.created_at}|${x.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('filters by product (id or handle), subject, rating, status, buyer, reply and window; the summary follows the filter', async () => {
    const [top] = (await t
      .db('reviews')
      .where({ store_id: t.hostedStoreId })
      .whereNotNull('product_id')
      .select('product_id')
      .count({ n: '*' })
      .groupBy('product_id')
      .orderBy('n', 'desc')) as Array<{ product_id: string; n: number | string }>;
    if (top === undefined) throw new Error('no product reviews seeded');
    const product = await t.db('products').where({ id: top.product_id }).first();
    const byHandle = await t.call('get_reviews', { handle: product.handle, limit: 100 }, t.keys.reviewsKey);
    expect(byHandle.status).toBe(200);
    expect(byHandle.body.result.summary.count).toBe(Number(top.n));
    expect(byHandle.body.result.reviews.every((x: Review) => x.product?.id === product.id)).toBe(true);
    const byId = await t.call('get_reviews', { product_id: product.id, limit: 100 }, t.keys.reviewsKey);
    expect(byId.body.result).toEqual(byHandle.body.result);

    const store = (await allReviews({ subject: 'store' })).reviews;
    expect(store.length).toBeGreaterThan(0);
    expect(store.every((x) => x.product === null && !x.verified_buyer)).toBe(true);
    const products = (await allReviews({ subject: 'products', limit: 100 })).reviews;
    expect(products.every((x) => x.product !== null)).toBe(true);
    expect(products.length + store.length).toBe((await t.db('reviews').where({ store_id: t.hostedStoreId })).length);

    const low = await t.call('get_reviews', { rating_max: 2, limit: 100 }, t.keys.reviewsKey);
    const lr = low.body.result;
    expect(lr.summary.count).toBeGreaterThan(0);
    expect(lr.reviews.every((x: Review) => x.rating <= 2)).toBe(true);
    expect(lr.summary.distribution).toMatchObject({ '3': 0, '4': 0, '5': 0 });
    expect(lr.summary.average_rating).toBeLessThanOrEqual(2);
    const mid = await t.call('get_reviews', { rating_min: 3, rating_max: 4, limit: 100 }, t.keys.reviewsKey);
    expect(mid.body.result.reviews.every((x: Review) => x.rating >= 3 && x.rating <= 4)).toBe(true);

    for (const status of ['published', 'pending', 'hidden']) {
      const s = (await allReviews({ status, limit: 100 })).reviews;
      expect(s.every((x) => x.status === status)).toBe(true);
      expect(s.length).toBe((await t.db('reviews').where({ store_id: t.hostedStoreId, status })).length);
    }
    const verified = (await allReviews({ verified_buyer: true, limit: 100 })).reviews;
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((x) => x.verified_buyer && x.order_id !== null)).toBe(true);

    const replied = (await allReviews({ has_reply: true, limit: 100 })).reviews;
    const notReplied = (await allReviews({ has_reply: false, limit: 100 })).reviews;
    expect(replied.length).toBeGreaterThan(0);
    expect(replied.every((x) => x.reply !== null && x.reply.body.length > 0)).toBe(true);
    expect(notReplied.every((x) => x.reply === null)).toBe(true);

    const week = (await allReviews({ window_days: 7, limit: 100 })).reviews;
    expect(week.every((x) => Date.parse(x.created_at) >= Date.now() - 7 * DAY - 60_000)).toBe(true);
    const cutoff = new Date(Date.now() - 7 * DAY).toISOString();
    expect(week.length).toBe((await t.db('reviews').where({ store_id: t.hostedStoreId }).where('created_at', '>=', cutoff)).length);

    const from = new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10);
    const to = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
    const range = (await allReviews({ from, to, limit: 100 })).reviews;
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((x) => x.created_at.slice(0, 10) >= from && x.created_at.slice(0, 10) <= to)).toBe(true);

    const none = await t.call('get_reviews', { from: '2000-01-01', to: '2000-01-31' }, t.keys.reviewsKey);
    expect(none.body.result).toEqual({
      summary: { count: 0, average_rating: null, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
      reviews: [],
      has_more: false,
      next_cursor: null,
    });
  });

  it('refuses an unknown product, conflicting filters, a foreign cursor, bad bounds and a missing scope', async () => {
    const unknown = await t.call('get_reviews', { handle: 'no-such-product' }, t.keys.reviewsKey);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_request');
    expect(unknown.body.message).toMatch(/^handle: no product/);
    const unknownId = await t.call('get_reviews', { product_id: '00000000-0000-4000-8000-000000000000' }, t.keys.reviewsKey);
    expect(unknownId.status).toBe(400);
    expect(unknownId.body.message).toMatch(/^product_id: no product/);
    const product = await t.db('products').where({ store_id: t.hostedStoreId }).first();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ handle: product.handle, product_id: product.id }, 'handle'],
      [{ handle: product.handle, subject: 'store' }, 'subject'],
      [{ rating_min: 4, rating_max: 2 }, 'rating_max'],
      [{ from: '2026-11-10', to: '2026-11-01' }, 'from'],
      [{ window_days: 7, from: '2026-11-01' }, 'window_days'],
      [{ cursor: 'rv_not-a-cursor' }, 'cursor'],
      [{ cursor: 'ex_eyJrIjoiYSIsImkiOiJiIn0' }, 'cursor'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('get_reviews', body, t.keys.reviewsKey);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    }
    for (const body of [{ rating_min: 0 }, { rating_max: 6 }, { limit: 101 }, { window_days: 0 }, { status: 'deleted' }, { extra: 1 }]) {
      expect((await t.call('get_reviews', body, t.keys.reviewsKey)).status, JSON.stringify(body)).toBe(400);
    }
    const other = await t.call('get_reviews', {}, await t.key(['disputes:read']));
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('insufficient_scope');
  });

  it('answers the business store (no storefront, no public reviews) with an empty summary', async () => {
    const res = await t.call('get_reviews', {}, await t.key(['reputation:read'], { storeId: t.businessStoreId }));
    expect(res.status).toBe(200);
    expect(res.body.result.summary).toEqual({ count: 0, average_rating: null, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
    expect(res.body.result.reviews).toEqual([]);
  });
});
