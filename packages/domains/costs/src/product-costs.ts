/**
 * get_product_costs (seed catalogue "costs"; costs:read, read): each variant's unit cost in major
 * units with its cost-confidence tier (tier.ts), and margin = price − cost (margin_percent =
 * margin / price × 100, 1 decimal). Filters: one product (`product_id` UUID or `handle`), one
 * `tier`. Ordered by SKU ascending (ties by id), `limit` per page, opaque `cursor`.
 */
import {
  ArgumentError,
  OperationError,
  excerpt,
  toMajor,
  type CostEstimator,
  type HandlerContext,
  type Types,
  type WithDefaults,
} from '@storeops/contract';
import type { ProductRow, VariantRow } from '@storeops/db';
import { decode, encode } from './cursor';
import { tierOf, type CostTier } from './tier';

const PREFIX = 'pc_';

/** The handler of get_product_costs: a page of variant unit costs with their cost-confidence tier. */
export async function getProductCosts(
  input: WithDefaults<Types.GetProductCostsInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.GetProductCostsResult> {
  if (input.product_id !== undefined && input.handle !== undefined)
    throw new ArgumentError('handle', 'give product_id or handle, not both');
  const products = (await ctx.scope.from('products').select('id', 'handle', 'title', 'product_type')) as Array<
    Pick<ProductRow, 'id' | 'handle' | 'title' | 'product_type'>
  >;
  const byId = new Map(products.map((p) => [p.id, p]));
  let only: string | null = null;
  if (input.product_id !== undefined || input.handle !== undefined) {
    const p = products.find((x) => (input.product_id !== undefined ? x.id === input.product_id : x.handle === input.handle));
    if (p === undefined) {
      const named =
        input.product_id !== undefined
          ? `product_id: no product ${excerpt(input.product_id)}`
          : `handle: no product ${excerpt(input.handle)}`;
      throw new OperationError('invalid_request', `${named} in this store (find products with query_products)`);
    }
    only = p.id;
  }
  const variants = (await ctx.scope
    .from('variants')
    .select(
      'id',
      'product_id',
      'external_id',
      'sku',
      'title',
      'price_cents',
      'cost_cents',
      'cost_source',
      'cost_updated_at',
    )) as VariantRow[];
  // The one estimate of an unknown cost, the books' own (HandlerContext `books`).
  const estimate = await ctx.books.costEstimator(ctx.scope);
  let rows = variants
    .filter((v) => only === null || v.product_id === only)
    .map((v) => ({ v, tier: tierOf(v, ctx.now) }))
    .filter((x) => input.tier === undefined || x.tier === input.tier)
    .sort((a, b) => (a.v.sku === b.v.sku ? a.v.id.localeCompare(b.v.id) : a.v.sku < b.v.sku ? -1 : 1));
  const total = rows.length;
  if (input.cursor !== undefined) {
    const c = decode(PREFIX, input.cursor);
    rows = rows.filter((x) => x.v.sku > c.key || (x.v.sku === c.key && x.v.id > c.id));
  }
  const page = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  const last = page[page.length - 1];
  return {
    currency: ctx.store.currency,
    variants: page.map(({ v, tier }) => view(v, tier, byId.get(v.product_id), estimate, ctx.store.currency)),
    count: page.length,
    total,
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? encode(PREFIX, last.v.sku, last.v.id) : null,
  };
}

function view(
  v: VariantRow,
  tier: CostTier,
  p: Pick<ProductRow, 'id' | 'handle' | 'title' | 'product_type'> | undefined,
  estimate: CostEstimator,
  currency: string,
): Types.ProductCost {
  const price = Number(v.price_cents);
  const est =
    tier === 'estimated'
      ? estimate(p?.product_type ?? '', price)
      : { cents: v.cost_cents === null ? null : Number(v.cost_cents), basis: null };
  const cost = est.cents;
  const margin = cost === null ? null : price - cost;
  return {
    variant_id: v.id,
    external_id: v.external_id,
    sku: v.sku,
    variant_title: v.title,
    product_id: v.product_id,
    product_handle: p?.handle ?? '',
    product_title: p?.title ?? '',
    product_type: p?.product_type ?? '',
    price: toMajor(price, currency),
    unit_cost: cost === null ? null : toMajor(cost, currency),
    tier,
    cost_source: (v.cost_source ?? null) as Types.ProductCost['cost_source'],
    cost_updated_at: v.cost_updated_at ?? null,
    estimate_basis: est.basis,
    margin: margin === null ? null : toMajor(margin, currency),
    margin_percent: margin === null || price <= 0 ? null : Math.round((margin / price) * 1000) / 10,
  };
}
