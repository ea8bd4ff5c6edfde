/** Ad campaigns of the business without a storefront (no products: campaigns promote the business). */
import type { Rng } from './prng';

export interface Campaign {
  id: string;
  name: string;
  /** Trailing 30-day figures. */
  roas: number;
  cpaCents: number;
  conversionRate: number;
  dailyBudgetCents: number;
}

const NAMES = [
  'Google Search - Wholesale Coffee',
  'Google Search - Cafe Supplies',
  'Google Shopping - Barista Tools',
  'Meta - Cafe Owners Retargeting',
  'Meta - New Cafe Openings',
  'LinkedIn - Hospitality Buyers',
  'Bing Search - Bulk Coffee Beans',
  'Google Search - Compostable Cups',
  'Meta - Lookalike Repeat Buyers',
  'Google Performance Max - Brand',
  'Marketplace Sponsored - Syrups',
  'Marketplace Sponsored - Cups & Lids',
  'YouTube - Barista Training',
  'Google Search - Competitor Terms',
];

export function generateCampaigns(rng: Rng): Campaign[] {
  return NAMES.map((name) => {
    const roas = Math.round(rng.range(0.9, 6.5) * 100) / 100;
    return {
      id: `cmp_${rng.digits(10)}`,
      name,
      roas,
      cpaCents: Math.round(rng.range(1800, 9500)),
      conversionRate: Math.round(rng.range(0.012, 0.07) * 10_000) / 10_000,
      dailyBudgetCents: rng.int(4, 60) * 500,
    };
  });
}
