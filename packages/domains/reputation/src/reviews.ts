/**
 * get_reviews (seed catalogue "reputation"; reputation:read, read): the store's customer reviews
 * of its products and of itself, newest first (`created_at` descending, ties by id descending),
 * `limit` per page with an opaque `cursor`, and a summary (count, average rating rounded to 2
 * decimals, number per star) over every review the filters match (all pages).
 *
 * Filters: one product (`product_id` or `handle`; unknown answers `invalid_request` naming it), `subject`
 * (`all` | `products` | `store`), `rating_min` / `rating_max` (inclusive), `status`,
 * `verified_buyer`, `has_reply`, and a window: `window_days` (the last N days before now) or
 * `from` / `to` (UTC calendar days, inclusive). Inconsistent filters answer `invalid_request`
 * naming the field. Timestamps ISO 8601 UTC.
 */
import { ArgumentError, OperationError, excerpt, type HandlerContext, type Types } from '@storeops/contract';
import type { ProductRow, ReviewRow } from '@storeops/db';
import { decodeCursor, encodeCursor } from './cursor';

const DAY = 86_400_000;
type Input = Types.GetReviewsInput & { subject: 'all' | 'products' | 'store'; limit: number };

function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The product the filter names (`product_id` or `handle`), or null when none is named. */
async function filterProduct(ctx: HandlerContext, input: Input): Promise<ProductRow | null> {
  if (input.product_id !== undefined && input.handle !== undefined) {
    throw new ArgumentError('handle', 'give either product_id or handle, not both');
  }
  if (input.product_id === undefined && input.handle === undefined) return null;
  if (input.subject === 'store') throw new ArgumentError('subject', '`store` reviews have no product; leave out product_id / handle');
  const where = input.product_id !== undefined ? { id: input.product_id } : { handle: input.handle as string };
  const row = (await ctx.scope.from('products').where(where).first()) as ProductRow | undefined;
  if (row === undefined) {
    const what =
      input.product_id !== undefined
        ? `product_id: no product ${excerpt(input.product_id)}`
        : `handle: no product ${excerpt(input.handle as string)}`;
    throw new OperationError('invalid_request', `${what} in this store (find products with query_products)`);
  }
  return row;
}

/** The `created_at` bounds [since, until) of the window, or nulls when unbounded. */
function windowBounds(ctx: HandlerContext, input: Input): { since: string | null; until: string | null } {
  if (input.window_days !== undefined) {
    if (input.from !== undefined || input.to !== undefined) {
      throw new ArgumentError('window_days', 'give either window_days or from / to, not both');
    }
    return { since: new Date(ctx.now.getTime() - input.window_days * DAY).toISOString(), until: null };
  }
  if (input.from !== undefined && !isDate(input.from)) throw new ArgumentError('from', 'is not a calendar date YYYY-MM-DD');
  if (input.to !== undefined && !isDate(input.to)) throw new ArgumentError('to', 'is not a calendar date YYYY-MM-DD');
  if (input.from !== undefined && input.to !== undefined && input.from > input.to) {
    throw new ArgumentError('from', `is after to (${input.to})`);
  }
  return {
    since: input.from !== undefined ? `${input.from}T00:00:00.000Z` : null,
    until: input.to !== undefined ? new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY).toISOString() : null,
  };
}

/** The handler of get_reviews: a page of reviews of the store's products and of the store. */
export async function getReviews(input: Input, ctx: HandlerContext): Promise<Types.GetReviewsResult> {
  if (input.rating_min !== undefined && input.rating_max !== undefined && input.rating_max < input.rating_min) {
    throw new ArgumentError('rating_max', `is below rating_min (${input.rating_min})`);
  }
  const product = await filterProduct(ctx, input);
  const { since, until } = windowBounds(ctx, input);

  const base = () => {
    const q = ctx.scope.from('reviews');
    if (product !== null) q.where('product_id', product.id);
    else if (input.subject === 'products') q.whereNotNull('product_id');
    else if (input.subject === 'store') q.whereNull('product_id');
    if (input.rating_min !== undefined) q.where('rating', '>=', input.rating_min);
    if (input.rating_max !== undefined) q.where('rating', '<=', input.rating_max);
    if (input.status !== undefined) q.where('status', input.status);
    if (input.verified_buyer !== undefined) q.where('verified_buyer', input.verified_buyer);
    if (input.has_reply === true) q.whereNotNull('reply_body');
    if (input.has_reply === false) q.whereNull('reply_body');
    if (since !== null) q.where('created_at', '>=', since);
    if (until !== null) q.where('created_at', '<', until);
    return q;
  };

  const counts = (await base().select('rating').count({ n: '*' }).groupBy('rating')) as Array<{
    rating: number | string;
    n: number | string;
  }>;
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let stars = 0;
  for (const c of counts) {
    const rating = Number(c.rating);
    const n = Number(c.n);
    const key = String(rating) as keyof typeof distribution;
    if (key in distribution) distribution[key] += n;
    count += n;
    stars += rating * n;
  }

  const q = base().orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  if (input.cursor !== undefined) {
    const c = decodeCursor(input.cursor);
    q.andWhere((w) => w.where('created_at', '<', c.createdAt).orWhere((o) => o.where('created_at', c.createdAt).andWhere('id', '<', c.id)));
  }
  const rows = (await q.select('*').limit(input.limit + 1)) as ReviewRow[];
  const page = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;

  const productIds = [...new Set(page.map((r) => r.product_id).filter((id): id is string => id !== null))];
  const products = new Map<string, Pick<ProductRow, 'id' | 'handle' | 'title'>>();
  if (productIds.length > 0) {
    const found = (await ctx.scope.from('products').whereIn('id', productIds).select('id', 'handle', 'title')) as Array<
      Pick<ProductRow, 'id' | 'handle' | 'title'>
    >;
    for (const p of found) products.set(p.id, p);
  }
  const last = page[page.length - 1];
  return {
    summary: { count, average_rating: count === 0 ? null : Math.round((stars / count) * 100) / 100, distribution },
    reviews: page.map((r) => {
      const p = r.product_id !== null ? products.get(r.product_id) : undefined;
      return {
        id: r.id,
        product: p === undefined ? null : { id: p.id, handle: p.handle, title: p.title },
        rating: Number(r.rating),
        title: r.title ?? null,
        body: r.body,
        author_name: r.author_name,
        status: r.status,
        verified_buyer: Boolean(r.verified_buyer),
        order_id: r.order_id ?? null,
        created_at: r.created_at,
        reply: r.reply_body === null || r.reply_body === undefined ? null : { body: r.reply_body, replied_at: r.replied_at ?? null },
      };
    }),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? encodeCursor(last.created_at, last.id) : null,
  };
}
