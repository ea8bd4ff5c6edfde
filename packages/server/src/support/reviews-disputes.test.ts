/**
 * Reputation and disputes over HTTP (issue 12; seed catalogue "reputation" and "disputes"):
 * get_reviews (newest first, summary over the filter, cursor paging, every filter, errors, scope,
 * the business store's empty answer) and get_disputes (most urgent first, linked order, amounts,
 * filters, paging, errors, scope, both stores).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

let t: TestServer;
let reviewsKey: string;
let disputesKey: string;

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
interface Dispute {
  id: string;
  status: string;
  reason: string;
  amount: number;
  currency: string;
  evidence_due_by: string | null;
  overdue: boolean;
  days_until_due: number | null;
  closed_at: string | null;
  order: { id: string; order_number: number; total: number; currency: string; customer_ref: string };
}

beforeAll(async () => {
  t = await startTestServer({ scale: 0.1 });
  reviewsKey = await t.key(['reputation:read']);
  disputesKey = await t.key(['disputes:read']);
});
afterAll(async () => t.close());

async function allReviews(body: Record<string, unknown>): Promise<{ reviews: Review[]; pages: number }> {
  const reviews: Review[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await t.call('get_reviews', { ...body, ...(cursor ? { cursor } : {}) }, reviewsKey);
    expect(res.status).toBe(200);
    reviews.push(...res.body.result.reviews);
    cursor = res.body.result.next_cursor ?? undefined;
    pages++;
  } while (cursor !== undefined && pages < 100);
  return { reviews, pages };
}

describe('get_reviews', () => {
  it('answers the newest reviews with a summary over every review of the store', async () => {
    const res = await t.call('get_reviews', {}, reviewsKey);
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
    const byHandle = await t.call('get_reviews', { handle: product.handle, limit: 100 }, reviewsKey);
    expect(byHandle.status).toBe(200);
    expect(byHandle.body.result.summary.count).toBe(Number(top.n));
    expect(byHandle.body.result.reviews.every((x: Review) => x.product?.id === product.id)).toBe(true);
    const byId = await t.call('get_reviews', { product_id: product.id, limit: 100 }, reviewsKey);
    expect(byId.body.result).toEqual(byHandle.body.result);

    const store = (await allReviews({ subject: 'store' })).reviews;
    expect(store.length).toBeGreaterThan(0);
    expect(store.every((x) => x.product === null && !x.verified_buyer)).toBe(true);
    const products = (await allReviews({ subject: 'products', limit: 100 })).reviews;
    expect(products.every((x) => x.product !== null)).toBe(true);
    expect(products.length + store.length).toBe((await t.db('reviews').where({ store_id: t.hostedStoreId })).length);

    const low = await t.call('get_reviews', { rating_max: 2, limit: 100 }, reviewsKey);
    const lr = low.body.result;
    expect(lr.summary.count).toBeGreaterThan(0);
    expect(lr.reviews.every((x: Review) => x.rating <= 2)).toBe(true);
    expect(lr.summary.distribution).toMatchObject({ '3': 0, '4': 0, '5': 0 });
    expect(lr.summary.average_rating).toBeLessThanOrEqual(2);
    const mid = await t.call('get_reviews', { rating_min: 3, rating_max: 4, limit: 100 }, reviewsKey);
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

    const none = await t.call('get_reviews', { from: '2000-01-01', to: '2000-01-31' }, reviewsKey);
    expect(none.body.result).toEqual({
      summary: { count: 0, average_rating: null, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
      reviews: [],
      has_more: false,
      next_cursor: null,
    });
  });

  it('refuses an unknown product, conflicting filters, a foreign cursor, bad bounds and a missing scope', async () => {
    const unknown = await t.call('get_reviews', { handle: 'no-such-product' }, reviewsKey);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_request');
    expect(unknown.body.message).toMatch(/^handle: no product/);
    const unknownId = await t.call('get_reviews', { product_id: '00000000-0000-4000-8000-000000000000' }, reviewsKey);
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
      const res = await t.call('get_reviews', body, reviewsKey);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    }
    for (const body of [{ rating_min: 0 }, { rating_max: 6 }, { limit: 101 }, { window_days: 0 }, { status: 'deleted' }, { extra: 1 }]) {
      expect((await t.call('get_reviews', body, reviewsKey)).status, JSON.stringify(body)).toBe(400);
    }
    const other = await t.call('get_reviews', {}, disputesKey);
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

const RANK: Record<string, number> = { needs_response: 0, under_review: 1, won: 2, lost: 2, accepted: 2 };

function expectUrgentOrder(disputes: Dispute[]): void {
  for (let i = 1; i < disputes.length; i++) {
    const a = disputes[i - 1] as Dispute;
    const b = disputes[i] as Dispute;
    expect(RANK[a.status]).toBeLessThanOrEqual(RANK[b.status] as number);
    if (RANK[a.status] === RANK[b.status] && RANK[a.status] !== 2)
      expect((a.evidence_due_by ?? '9999') <= (b.evidence_due_by ?? '9999')).toBe(true);
    if (RANK[a.status] === 2 && RANK[b.status] === 2) expect((a.closed_at ?? '') >= (b.closed_at ?? '')).toBe(true);
  }
}

describe('get_disputes', () => {
  it('answers every dispute of the store, most urgent first, with its order, amount and deadline', async () => {
    const res = await t.call('get_disputes', {}, disputesKey);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const rows = await t.db('disputes').where({ store_id: t.hostedStoreId });
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(r.currency).toBe('EUR');
    expect(r.disputes).toHaveLength(rows.length);
    expect(r.summary.count).toBe(rows.length);
    const open = rows.filter((d) => d.status === 'needs_response' || d.status === 'under_review');
    expect(r.summary.open_count).toBe(open.length);
    expect(r.summary.needs_response_count).toBe(rows.filter((d) => d.status === 'needs_response').length);
    expect(r.summary.open_amount).toBeCloseTo(open.reduce((s, d) => s + d.amount_cents, 0) / 100, 6);
    const overdue = rows.filter((d) => d.status === 'needs_response' && Date.parse(d.evidence_due_by) < Date.now());
    expect(r.summary.overdue_count).toBe(overdue.length);
    expect(overdue.length).toBeGreaterThan(0);

    expect(r.disputes[0].status).toBe('needs_response');
    expect(r.disputes[0].overdue).toBe(true);
    expect(r.disputes[0].days_until_due).toBeLessThan(0);
    expectUrgentOrder(r.disputes);
    for (const d of r.disputes as Dispute[]) {
      const row = rows.find((x) => x.id === d.id);
      const order = await t.db('orders').where({ id: row.order_id }).first();
      expect(d.order).toMatchObject({
        id: order.id,
        order_number: order.order_number,
        total: order.total_cents / 100,
        customer_ref: order.customer_ref,
      });
      expect(d.amount).toBe(row.amount_cents / 100);
      expect(d.amount).toBeLessThanOrEqual(d.order.total);
      expect(d.amount).toBeGreaterThan(0);
      if (d.status !== 'needs_response') expect(d.days_until_due).toBeNull();
      if (d.status === 'needs_response' && !d.overdue) expect(d.days_until_due).toBeGreaterThan(0);
      if (RANK[d.status] === 2) expect(d.closed_at).not.toBeNull();
    }
  });

  it('filters by status, reason and due date, and pages in the same order', async () => {
    const all = (await t.call('get_disputes', {}, disputesKey)).body.result.disputes as Dispute[];
    const open = (await t.call('get_disputes', { status: 'open' }, disputesKey)).body.result;
    expect(open.disputes.map((d: Dispute) => d.id)).toEqual(all.filter((d) => RANK[d.status] !== 2).map((d) => d.id));
    const closed = (await t.call('get_disputes', { status: 'closed' }, disputesKey)).body.result;
    expect(closed.disputes.length).toBeGreaterThan(0);
    expect(closed.disputes.map((d: Dispute) => d.id)).toEqual(all.filter((d) => RANK[d.status] === 2).map((d) => d.id));
    expect(closed.summary.open_amount).toBe(0);
    const won = (await t.call('get_disputes', { status: 'won' }, disputesKey)).body.result.disputes as Dispute[];
    expect(won.length).toBeGreaterThan(0);
    expect(won.every((d) => d.status === 'won')).toBe(true);

    const fraud = (await t.call('get_disputes', { reason: 'fraudulent' }, disputesKey)).body.result.disputes as Dispute[];
    expect(fraud.length).toBe(all.filter((d) => d.reason === 'fraudulent').length);
    expect(fraud.length).toBeGreaterThan(0);

    const soon = (await t.call('get_disputes', { due_within_days: 7 }, disputesKey)).body.result.disputes as Dispute[];
    const limit = Date.now() + 7 * DAY;
    const expected = all.filter((d) => RANK[d.status] !== 2 && d.evidence_due_by !== null && Date.parse(d.evidence_due_by) <= limit);
    expect(soon.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    expect(soon.some((d) => d.overdue)).toBe(true);

    const before = new Date(Date.now()).toISOString();
    const past = (await t.call('get_disputes', { due_before: before }, disputesKey)).body.result.disputes as Dispute[];
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((d) => d.evidence_due_by !== null && d.evidence_due_by < before)).toBe(true);

    const paged: Dispute[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await t.call('get_disputes', { limit: 2, ...(cursor ? { cursor } : {}) }, disputesKey);
      expect(res.status).toBe(200);
      expect(res.body.result.summary.count).toBe(all.length);
      paged.push(...res.body.result.disputes);
      cursor = res.body.result.next_cursor ?? undefined;
      pages++;
    } while (cursor !== undefined && pages < 50);
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect(paged.map((d) => d.id)).toEqual(all.map((d) => d.id));
  });

  it('answers the business store in its currency', async () => {
    const res = await t.call('get_disputes', {}, await t.key(['disputes:read'], { storeId: t.businessStoreId }));
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.currency).toBe('USD');
    expect(r.summary.count).toBeGreaterThan(0);
    expect(r.disputes.every((d: Dispute) => d.currency === 'USD' && d.order.currency === 'USD' && d.amount <= d.order.total)).toBe(true);
    const hostedIds = new Set((await t.db('disputes').where({ store_id: t.hostedStoreId })).map((d) => d.id));
    expect(r.disputes.some((d: Dispute) => hostedIds.has(d.id))).toBe(false);
  });

  it('refuses a foreign cursor, an unparsable due_before, bad bounds and a missing scope', async () => {
    for (const cursor of ['dp_garbage', 'rv_eyJrIjoiYSIsImkiOiJiIn0', `dp_${Buffer.from('{"o":-1}').toString('base64url')}`]) {
      const res = await t.call('get_disputes', { cursor }, disputesKey);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^cursor: /);
    }
    const due = await t.call('get_disputes', { due_before: 'tomorrow' }, disputesKey);
    expect(due.status).toBe(400);
    expect(due.body.error).toBe('invalid_request');
    for (const body of [{ limit: 0 }, { due_within_days: 91 }, { status: 'pending' }, { reason: 'other' }]) {
      expect((await t.call('get_disputes', body, disputesKey)).status, JSON.stringify(body)).toBe(400);
    }
    const other = await t.call('get_disputes', {}, reviewsKey);
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('insufficient_scope');
  });
});
