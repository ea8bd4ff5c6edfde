/**
 * Resolves the product reference the catalog writes take: `product_id` (the service's UUID) or
 * `handle` (the storefront handle), exactly one of them, to the product's row in this store. The
 * writes name the bad argument (400 `invalid_request`), as the reads do (product-lookup.ts, same
 * selector).
 */
import { ArgumentError, excerpt, type HandlerContext } from '@storeops/contract';
import type { ProductRow } from '@storeops/db';
import { parseTags, selectorOf } from './product-lookup';

export interface ProductRef {
  product_id?: string;
  handle?: string;
}

/**
 * The product named by `ref`; throws ArgumentError naming `product_id` or `handle` when neither or
 * both are given, or when the store has no such product.
 */
export async function findProduct(ctx: HandlerContext, ref: ProductRef): Promise<ProductRow> {
  const sel = selectorOf(ref);
  if (sel === null) throw new ArgumentError('product_id', 'required: give product_id (UUID) or handle');
  const row = (await ctx.scope.from('products').where(sel.column, sel.value).first()) as ProductRow | undefined;
  if (row !== undefined) return row;
  if (sel.column === 'id')
    throw new ArgumentError('product_id', `no product ${excerpt(sel.value)} in this store (use id from query_products)`);
  throw new ArgumentError('handle', `no product with handle ${excerpt(sel.value)} in this store (use handle from query_products)`);
}

/** A product as a person reads it on a card: `Title (handle)`. */
export const productLabel = (p: Pick<ProductRow, 'title' | 'handle'>): string => `${p.title} (${p.handle})`;

/** The product's tags (a JSON array of strings in `products.tags`). */
export const tagsOf = (p: Pick<ProductRow, 'tags'>): string[] => parseTags(p.tags);
