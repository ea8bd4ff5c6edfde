/**
 * Knex queries of the analytics reads over `performance_daily` (one row per product per UTC day)
 * and `orders`. Every figure is aggregated in SQL; money stays in integer cents here.
 */
import { toNumberOrZero, type StoreScope } from '@storeops/db';

/** Inclusive range of UTC days, `YYYY-MM-DD`. */
export interface DayRange {
  from: string;
  to: string;
}

export interface TotalsRow {
  revenueCents: number;
  adSpendCents: number;
  sessions: number;
  conversions: number;
  orders: number;
}

export interface ProductPerformanceRow {
  productId: string;
  handle: string;
  title: string;
  revenueCents: number;
  adSpendCents: number;
}

export interface DayRow {
  date: string;
  revenueCents: number;
  adSpendCents: number;
  sessions: number;
  conversions: number;
}

const SUMS = [
  'coalesce(sum(pd.revenue_cents), 0) as revenue_cents',
  'coalesce(sum(pd.ad_spend_cents), 0) as ad_spend_cents',
  'coalesce(sum(pd.sessions), 0) as sessions',
  'coalesce(sum(pd.conversions), 0) as conversions',
];

/** The day after `date` (`YYYY-MM-DD`), at 00:00 UTC, as a stored-timestamp bound. */
function dayAfterStart(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString();
}

/** `performance_daily` rows of the range (and of one product, when given). */
function performance(scope: StoreScope, range: DayRange, productId: string | null) {
  const q = scope.from('performance_daily', 'pd').whereBetween('pd.date', [range.from, range.to]);
  if (productId !== null) q.where('pd.product_id', productId);
  return q;
}

export async function productExists(scope: StoreScope, productId: string): Promise<boolean> {
  const row = await scope.from('products', 'p').where('p.id', productId).first('p.id');
  return row !== undefined;
}

/**
 * Sums over the range, one query. `orders` counts orders placed in the range (UTC days) from the
 * `orders` table, so an order with several products counts once; with a product, the orders that
 * contain it.
 */
export async function totals(scope: StoreScope, range: DayRange, productId: string | null): Promise<TotalsRow> {
  const orders = scope
    .from('orders', 'o')
    .where('o.created_at', '>=', `${range.from}T00:00:00.000Z`)
    .where('o.created_at', '<', dayAfterStart(range.to));
  if (productId === null) {
    orders.count('o.id');
  } else {
    scope.join(orders, { table: 'order_line_items', as: 'li', on: ['li.order_id', 'o.id'] });
    orders.where('li.product_id', productId).countDistinct('o.id');
  }
  const row = await performance(scope, range, productId)
    .select(...SUMS.map((s) => scope.raw(s)), orders.as('orders'))
    .first();
  return {
    revenueCents: toNumberOrZero(row?.revenue_cents),
    adSpendCents: toNumberOrZero(row?.ad_spend_cents),
    sessions: toNumberOrZero(row?.sessions),
    conversions: toNumberOrZero(row?.conversions),
    orders: toNumberOrZero(row?.orders),
  };
}

/** Per-product sums over the range, joined to the product's handle and title. */
function byProduct(scope: StoreScope, range: DayRange, productId: string | null) {
  const q = performance(scope, range, productId);
  scope.join(q, { table: 'products', as: 'p', on: ['p.id', 'pd.product_id'] });
  return q
    .select('pd.product_id', 'p.handle', 'p.title', scope.raw(SUMS[0]!), scope.raw(SUMS[1]!))
    .groupBy('pd.product_id', 'p.handle', 'p.title');
}

function toProductRow(r: Record<string, unknown>): ProductPerformanceRow {
  return {
    productId: String(r.product_id),
    handle: String(r.handle),
    title: String(r.title),
    revenueCents: toNumberOrZero(r.revenue_cents),
    adSpendCents: toNumberOrZero(r.ad_spend_cents),
  };
}

/** The first `limit` products of the range (or only `productId`), by their sums over the range. */
export type ProductRanking = (
  scope: StoreScope,
  range: DayRange,
  productId: string | null,
  limit: number,
) => Promise<ProductPerformanceRow[]>;

/** A ranking: the products whose sums pass `having`, in `orderBy` order (SQL over `pd`, the performance rows). */
function ranking(having: string, orderBy: string): ProductRanking {
  return async (scope, range, productId, limit) => {
    const rows = await byProduct(scope, range, productId).havingRaw(having).orderByRaw(orderBy).limit(limit);
    return rows.map(toProductRow);
  };
}

/** Products with revenue in the range, highest revenue first (ties: more ad spend first, then id). */
export const topByRevenue = ranking(
  'sum(pd.revenue_cents) > 0',
  'sum(pd.revenue_cents) desc, sum(pd.ad_spend_cents) desc, pd.product_id asc',
);

/**
 * Products with ad spend in the range, lowest ROAS (revenue / ad spend) first; ties: more ad spend
 * first, then id.
 */
export const lowestRoas = ranking(
  'sum(pd.ad_spend_cents) > 0',
  '1.0 * sum(pd.revenue_cents) / sum(pd.ad_spend_cents) asc, sum(pd.ad_spend_cents) desc, pd.product_id asc',
);

/** One row per day that has performance rows in the range, oldest first (days without rows are absent). */
export async function byDay(scope: StoreScope, range: DayRange, productId: string | null): Promise<DayRow[]> {
  const rows: Array<Record<string, unknown>> = await performance(scope, range, productId)
    .select('pd.date', ...SUMS.map((s) => scope.raw(s)))
    .groupBy('pd.date')
    .orderBy('pd.date', 'asc');
  return rows.map((r) => ({
    date: String(r.date),
    revenueCents: toNumberOrZero(r.revenue_cents),
    adSpendCents: toNumberOrZero(r.ad_spend_cents),
    sessions: toNumberOrZero(r.sessions),
    conversions: toNumberOrZero(r.conversions),
  }));
}
