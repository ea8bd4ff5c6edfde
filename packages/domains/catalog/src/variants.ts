/**
 * get_variants (seed: "Variant"). Money: integer cents in storage, decimal major units of the
 * store currency in results.
 */
import { ArgumentError, toMajor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import * as catalogRows from './catalog-rows';

/**
 * get_variants: one product's variants in storefront (position) order, or without `productId` the
 * store's highest priced variants, highest first; with `sku`, only the variant of exactly that SKU
 * (empty when none has it). One query (two when a SKU finds nothing in a named product). Throws
 * `ArgumentError` (`product_id`) when the product is not in this store.
 */
export async function getVariants(
  input: WithDefaults<Types.GetVariantsInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.GetVariantsResult> {
  const { scope, store } = ctx;
  const { product_id: productId, limit, sku } = input;
  let rows: catalogRows.VariantListRow[];
  if (sku !== undefined) {
    rows = await catalogRows.variantsBySku(scope, sku, productId, limit);
    if (rows.length === 0 && productId !== undefined && !(await catalogRows.productExists(scope, productId)))
      throw new ArgumentError('product_id', `no product ${productId} in this store`);
  } else if (productId === undefined) {
    rows = await catalogRows.topVariantsByPrice(scope, limit);
  } else {
    const found = await catalogRows.productVariants(scope, productId, limit);
    if (!found.found) throw new ArgumentError('product_id', `no product ${productId} in this store`);
    rows = found.variants;
  }
  const list = rows.map((r) => toVariant(r, store.currency));
  return { product_id: productId ?? null, variants: list, count: list.length };
}

function toVariant(r: catalogRows.VariantListRow, currency: string): Types.Variant {
  return {
    id: r.id,
    product_id: r.product_id,
    external_id: r.external_id,
    sku: r.sku,
    title: r.title,
    size: r.size,
    colour: r.colour,
    price: toMajor(r.price_cents, currency),
    compare_at_price: r.compare_at_price_cents === null ? null : toMajor(r.compare_at_price_cents, currency),
    currency,
    inventory_quantity: r.inventory_quantity,
  };
}
