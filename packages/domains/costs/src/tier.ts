/**
 * Cost-confidence tiers of a variant's unit cost (seed catalogue "costs": get_product_costs; the
 * seed names the tier, not its values; this is the design):
 * - `confirmed`: entered by a person (`cost_source` `import` or `manual`) within the last 365 days;
 * - `stale`: entered by a person, but more than 365 days ago (or with no date);
 * - `storefront`: taken from the storefront's cost field (`cost_source` `storefront`);
 * - `estimated`: no cost recorded; estimated as price × the median cost/price ratio of the store's
 *   variants with a known cost (any tier) of the same product type when there are at least
 *   MIN_TYPE_SAMPLES of them, else of the whole store; no estimate (null) when the store has no
 *   known cost at all.
 */
import type { VariantRow } from '@storeops/db';

export type CostTier = 'confirmed' | 'storefront' | 'estimated' | 'stale';
export const COST_TIERS: readonly CostTier[] = ['confirmed', 'storefront', 'estimated', 'stale'];
export const CONFIRMED_DAYS = 365;
export const MIN_TYPE_SAMPLES = 3;

type CostFields = Pick<VariantRow, 'cost_cents' | 'cost_source' | 'cost_updated_at'>;

/** ISO instant before which a person's cost is `stale`. */
export function staleBefore(now: Date): string {
  return new Date(now.getTime() - CONFIRMED_DAYS * 86_400_000).toISOString();
}

export function tierOf(v: CostFields, now: Date): CostTier {
  if (v.cost_cents === null || v.cost_cents === undefined) return 'estimated';
  if (v.cost_source === 'import' || v.cost_source === 'manual')
    return v.cost_updated_at !== null && v.cost_updated_at !== undefined && v.cost_updated_at >= staleBefore(now) ? 'confirmed' : 'stale';
  return 'storefront';
}

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

/** Estimated cost in cents and which ratio it used (`product_type` | `store`), or nulls. */
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
