/**
 * query_products (seed: "Product"): a page of the store's products with their last decision.
 * Money: integer cents in storage, decimal major units of the store currency in results.
 */
import { toMajor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import * as catalogRows from './catalog-rows';

/** query_products: one query for the page, one for the last decisions of its products. */
export async function queryProducts(
  input: WithDefaults<Types.QueryProductsInput, 'sort' | 'limit'>,
  ctx: HandlerContext,
): Promise<Types.QueryProductsResult> {
  const { scope, store } = ctx;
  const q = { filter: input.filter, sort: input.sort, limit: input.limit };
  const rows = await catalogRows.queryProductPage(scope, {
    lifecycleState: q.filter?.lifecycle_state,
    hasPendingDecision: q.filter?.has_active_decision,
    text: q.filter?.query,
    sku: q.filter?.sku,
    sort: q.sort,
    limit: q.limit,
  });
  const decisions = await catalogRows.lastDecisions(
    scope,
    rows.map((r) => r.id),
  );
  const lastByProduct = new Map(decisions.map((d) => [d.product_id, d]));
  const products = rows.map((r) => toProduct(r, lastByProduct.get(r.id) ?? null, store.currency));
  return { products, count: products.length, sort: q.sort, limit: q.limit };
}

function toProduct(r: catalogRows.ProductListRow, last: catalogRows.LastDecisionRow | null, currency: string): Types.Product {
  return {
    id: r.id,
    handle: r.handle,
    title: r.title,
    state: r.lifecycle_state,
    storefront_status: r.storefront_status,
    vendor: r.vendor,
    price: toMajor(r.price_cents, currency),
    currency,
    current_roas: r.current_roas,
    last_decision: last === null ? null : toLastDecision(last),
    updated_at: r.updated_at,
    created_at: r.created_at,
  };
}

/**
 * The contract requires `to_state`; a stored decision that moves nothing may have none, and then
 * the subject stays in `from_state`.
 */
function toLastDecision(d: catalogRows.LastDecisionRow): Types.ProductLastDecision {
  return { id: d.id, action: d.action, bucket: d.bucket, to_state: d.to_state ?? d.from_state ?? '', created_at: d.created_at };
}
