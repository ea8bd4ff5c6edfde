/**
 * Cost-confidence tiers of a variant's unit cost (seed catalogue "costs": get_product_costs; the
 * seed names the tier, not its values; this is the design):
 * - `confirmed`: entered by a person (`cost_source` `import` or `manual`) within the last 365 days;
 * - `stale`: entered by a person, but more than 365 days ago (or with no date);
 * - `storefront`: taken from the storefront's cost field (`cost_source` `storefront`);
 * - `estimated`: no cost recorded; estimated as price × the median cost/price ratio of the store's
 *   variants with a known cost (any tier) of the same product type when there are at least
 *   MIN_TYPE_SAMPLES of them, else of the whole store; no estimate (null) when the store has no
 *   known cost at all. The same function estimates the cost of goods the books post for such a
 *   variant (finance cost-estimate.ts, MIN_TYPE_SAMPLES there).
 */
import type { VariantRow } from '@storeops/db';

export type CostTier = 'confirmed' | 'storefront' | 'estimated' | 'stale';
export const COST_TIERS: readonly CostTier[] = ['confirmed', 'storefront', 'estimated', 'stale'];
export const CONFIRMED_DAYS = 365;

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
