/**
 * Resolves the product reference the catalog reads take (`product_id` UUID or storefront
 * `handle`, exactly one) to the product's row in this store. An unknown product answers 400
 * `invalid_request` naming the argument, as the writes do (`product-ref.ts`); the seed keeps
 * `not_found` for a tool that is not exposed.
 */
import { ArgumentError, excerpt } from '@storeops/contract';
import type { ProductRow, StoreScope } from '@storeops/db';
import { Parser } from 'htmlparser2';

export interface ProductSelector {
  product_id?: string;
  handle?: string;
}

/** Throws ArgumentError (`product_id`) when both are given; returns null when neither is. */
export function selectorOf(input: ProductSelector): { column: 'id' | 'handle'; value: string } | null {
  if (input.product_id !== undefined && input.handle !== undefined)
    throw new ArgumentError('product_id', 'give product_id or handle, not both');
  if (input.product_id !== undefined) return { column: 'id', value: input.product_id };
  if (input.handle !== undefined) return { column: 'handle', value: input.handle };
  return null;
}

/**
 * The one product named by `input` (one query). Throws ArgumentError (`product_id`) when neither
 * or both are given, and ArgumentError (`product_id` or `handle`) when the store has no such product.
 */
export async function lookupProduct(scope: StoreScope, input: ProductSelector): Promise<ProductRow> {
  const sel = selectorOf(input);
  if (sel === null) throw new ArgumentError('product_id', 'required: give product_id (UUID) or handle');
  const row = (await scope.from('products').where(sel.column, sel.value).first()) as ProductRow | undefined;
  if (row === undefined) {
    throw new ArgumentError(
      sel.column === 'id' ? 'product_id' : 'handle',
      `no product ${excerpt(sel.value)} in this store (find products with query_products)`,
    );
  }
  return row;
}

/** A product's tags (JSON array text in `products.tags`); anything else reads as no tags. */
export function parseTags(text: unknown): string[] {
  if (typeof text !== 'string' || text === '') return [];
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The text of an HTML fragment (htmlparser2): text nodes with entities decoded, `script` / `style`
 * contents dropped, every tag boundary a space, whitespace collapsed.
 */
export function htmlText(html: string): string {
  const parts: string[] = [];
  let hidden = 0;
  const parser = new Parser({
    onopentagname(name) {
      if (name === 'script' || name === 'style') hidden += 1;
      parts.push(' ');
    },
    onclosetag(name) {
      if ((name === 'script' || name === 'style') && hidden > 0) hidden -= 1;
      parts.push(' ');
    },
    ontext(text) {
      if (hidden === 0) parts.push(text);
    },
  });
  parser.write(html);
  parser.end();
  return parts.join('').replace(/\s+/g, ' ').trim();
}
