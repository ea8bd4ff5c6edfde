/**
 * The one estimate of an unknown unit cost. A
 * variant without a recorded cost is estimated as its price × the median cost/price ratio of the
 * store's variants with a known cost (any tier) of the same product type when there are at least
 * MIN_TYPE_SAMPLES of them, else of the whole store (`basis` `product_type` | `store`); no estimate
 * (null) when the store has no known cost at all. get_product_costs shows this estimate (tier
 * `estimated`, `estimate_basis`), and the books (postings.ts) book it as the cost of goods of an
 * order line of such a variant: the estimated unit cost × quantity.
 */
import type { ProductRow, StoreScope, VariantRow } from '@storeops/db';

export const MIN_TYPE_SAMPLES = 3;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** The estimation rule's ratios: per product type (with enough samples) and store-wide. */
export interface Ratios {
  byType: Map<string, number>;
  store: number | null;
}

export function ratios(known: Array<{ product_type: string; cost_cents: number; price_cents: number }>): Ratios {
  const perType = new Map<string, number[]>();
  const all: number[] = [];
  for (const k of known) {
    if (k.price_cents <= 0) continue;
    const r = k.cost_cents / k.price_cents;
    all.push(r);
    perType.set(k.product_type, [...(perType.get(k.product_type) ?? []), r]);
  }
  const byType = new Map<string, number>();
  for (const [type, list] of perType) if (list.length >= MIN_TYPE_SAMPLES) byType.set(type, median(list) as number);
  return { byType, store: median(all) };
}

/** Estimated unit cost in cents of a variant priced `priceCents`, and which ratio it used, or nulls. */
export function estimate(
  r: Ratios,
  productType: string,
  priceCents: number,
): { cents: number | null; basis: 'product_type' | 'store' | null } {
  const t = r.byType.get(productType);
  if (t !== undefined) return { cents: Math.round(priceCents * t), basis: 'product_type' };
  if (r.store !== null) return { cents: Math.round(priceCents * r.store), basis: 'store' };
  return { cents: null, basis: null };
}

/** A variant as the estimate reads it (bigints may arrive as strings on PostgreSQL). */
export type CostedVariant = Pick<VariantRow, 'id' | 'product_id' | 'price_cents' | 'cost_cents'> & { product_type: string };

/** Every variant of the store with its product type, and the store's ratios over the known costs. */
export async function storeCostBasis(scope: StoreScope): Promise<{ variants: CostedVariant[]; ratios: Ratios }> {
  const products = (await scope.from('products').select('id', 'product_type')) as Array<Pick<ProductRow, 'id' | 'product_type'>>;
  const typeOf = new Map(products.map((p) => [p.id, p.product_type ?? '']));
  const rows = (await scope.from('variants').select('id', 'product_id', 'price_cents', 'cost_cents')) as Array<
    Pick<VariantRow, 'id' | 'product_id' | 'price_cents' | 'cost_cents'>
  >;
  const variants = rows.map((v) => ({ ...v, product_type: typeOf.get(v.product_id) ?? '' }));
  return {
    variants,
    ratios: ratios(
      variants
        .filter((v) => v.cost_cents !== null && v.cost_cents !== undefined)
        .map((v) => ({ product_type: v.product_type, cost_cents: Number(v.cost_cents), price_cents: Number(v.price_cents) })),
    ),
  };
}
