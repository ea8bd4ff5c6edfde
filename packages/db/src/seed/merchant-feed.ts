/**
 * Seed extension (see commerce.ts): the demo merchant feed of the hosted store
 * (Northwind), read and written by the embedded merchant-feed connector (domains/merchant).
 *
 * - One feed item per storefront-active product (offer id = handle): about 75% `approved`, 15%
 *   `limited` (warnings: missing GTIN, image too small, missing size/colour), 10% `disapproved`
 *   (price mismatch with the landing page, image too small, policy); a few approved items carry a
 *   suggestion. About a third of the items carry supplemental custom labels (season, margin band).
 * - Three account-level issues (missing return policy, shipping settings, an expired-rating
 *   suggestion) whose `affected_items` counts follow from the items.
 * - 90 UTC days of performance rows (impressions, clicks, conversions, conversion value) for every
 *   item that is not disapproved, ending the day before the anchor.
 * The business store (no storefront) has no merchant feed.
 */
import type { MerchantAccountIssueRow, MerchantFeedItemRow, MerchantPerformanceDailyRow } from '../tables';
import type { CommerceSeed } from './commerce';
import { DAY_MS, iso, ymd } from './time';

interface Issue {
  code: string;
  severity: 'error' | 'warning' | 'suggestion';
  attribute: string | null;
  description: string;
  resolution: string;
}

const LIMITED: readonly Issue[] = [
  {
    code: 'missing_gtin',
    severity: 'warning',
    attribute: 'gtin',
    description: 'Missing value [gtin]',
    resolution: 'Add the product GTIN (barcode) to the feed.',
  },
  {
    code: 'image_too_small',
    severity: 'warning',
    attribute: 'image_link',
    description: 'Image too small (under 800x800 px for apparel)',
    resolution: 'Upload an image of at least 800x800 px.',
  },
  {
    code: 'missing_size',
    severity: 'warning',
    attribute: 'size',
    description: 'Missing value [size]',
    resolution: 'Add the size of each variant.',
  },
];
const DISAPPROVED: readonly Issue[] = [
  {
    code: 'price_mismatch',
    severity: 'error',
    attribute: 'price',
    description: 'Mismatched value (page crawl) [price]',
    resolution: 'Make the feed price match the landing-page price.',
  },
  {
    code: 'image_too_small',
    severity: 'error',
    attribute: 'image_link',
    description: 'Image too small (under 100x100 px)',
    resolution: 'Upload an image of at least 100x100 px.',
  },
  {
    code: 'landing_page_error',
    severity: 'error',
    attribute: 'link',
    description: 'Unavailable landing page (404)',
    resolution: 'Fix the product link or republish the product.',
  },
];
const SUGGESTION: Issue = {
  code: 'missing_product_highlight',
  severity: 'suggestion',
  attribute: 'product_highlight',
  description: 'Missing value [product_highlight]',
  resolution: 'Add 2 to 10 short product highlights.',
};
const SEASONS = ['spring', 'summer', 'autumn', 'winter', 'all_season'] as const;

export const seedMerchantFeed: CommerceSeed = (rng, { clock, hosted }) => {
  const feed: MerchantFeedItemRow[] = [];
  const perf: MerchantPerformanceDailyRow[] = [];
  const checked = iso(clock.anchorMs - 6 * 3_600_000);
  const products = hosted.products.filter((p) => p.row.storefront_status === 'active');
  const maxWeight = Math.max(1e-9, ...products.map((p) => p.weight));
  for (const [i, p] of products.entries()) {
    const roll = rng.float();
    // The first two items are always limited / disapproved so that even tiny scales show both.
    const status = i === 0 ? 'limited' : i === 1 ? 'disapproved' : roll < 0.75 ? 'approved' : roll < 0.9 ? 'limited' : 'disapproved';
    const issues: Issue[] =
      status === 'limited'
        ? [rng.pick(LIMITED)]
        : status === 'disapproved'
          ? [i === 1 ? DISAPPROVED[0]! : rng.pick(DISAPPROVED)]
          : rng.chance(0.2)
            ? [SUGGESTION]
            : [];
    if (status !== 'approved' && rng.chance(0.3)) {
      const extra = rng.pick(LIMITED);
      if (!issues.some((x) => x.code === extra.code)) issues.push(extra);
    }
    const labelled = i === 2 || rng.chance(0.33);
    const margin = Number(p.row.price_cents) >= 5000 ? 'high_margin' : 'standard_margin';
    feed.push({
      id: rng.uuid(),
      store_id: hosted.storeId,
      product_id: p.row.id,
      offer_id: p.row.handle,
      status,
      issues: JSON.stringify(issues),
      custom_label_0: labelled ? rng.pick(SEASONS) : null,
      custom_label_1: labelled ? margin : null,
      custom_label_2: null,
      custom_label_3: null,
      custom_label_4: null,
      last_checked_at: checked,
      updated_at: checked,
    });
    if (status === 'disapproved') continue;
    // Daily impressions follow the product's popularity (relative to the most popular product);
    // clicks and conversions are drawn with stochastic rounding so that small expectations still
    // produce some clicks and sales over the window.
    const base = (20 + 280 * (p.weight / maxWeight)) * (status === 'limited' ? 0.4 : 1);
    const draw = (x: number): number => Math.floor(x + rng.float());
    for (let d = 90; d >= 1; d--) {
      const impressions = draw(base * (0.6 + rng.float() * 0.8));
      const clicks = draw(impressions * (0.01 + rng.float() * 0.03));
      const conversions = Math.min(clicks, draw(clicks * Math.min(0.25, p.conversionRate * (1 + rng.float()))));
      perf.push({
        id: rng.uuid(),
        store_id: hosted.storeId,
        product_id: p.row.id,
        date: ymd(clock.anchorMs - d * DAY_MS),
        impressions,
        clicks,
        conversions,
        conversion_value_cents: conversions * Number(p.row.price_cents),
      });
    }
  }
  const count = (code: string): number => feed.filter((f) => f.issues.includes(`"${code}"`)).length;
  const account: MerchantAccountIssueRow[] = [
    {
      id: rng.uuid(),
      store_id: hosted.storeId,
      code: 'missing_return_policy',
      severity: 'error',
      title: 'Return policy missing',
      detail: 'No return policy is configured for the country of sale; items may show limited visibility.',
      documentation_url: 'https://support.google.com/merchants/answer/10220642',
      affected_items: feed.length,
      first_seen_at: iso(clock.anchorMs - 12 * DAY_MS),
    },
    {
      id: rng.uuid(),
      store_id: hosted.storeId,
      code: 'price_mismatch_items',
      severity: 'critical',
      title: 'Items disapproved for price mismatches',
      detail: 'The feed price of some items differs from their landing-page price; fix the items to avoid an account warning.',
      documentation_url: 'https://support.google.com/merchants/answer/6098334',
      affected_items: count('price_mismatch'),
      first_seen_at: iso(clock.anchorMs - 4 * DAY_MS),
    },
    {
      id: rng.uuid(),
      store_id: hosted.storeId,
      code: 'missing_shipping_speed',
      severity: 'suggestion',
      title: 'Add shipping speed',
      detail: 'Delivery times are not configured in the shipping settings.',
      documentation_url: null,
      affected_items: feed.length,
      first_seen_at: iso(clock.anchorMs - 30 * DAY_MS),
    },
  ];
  return { merchant_feed_items: feed, merchant_account_issues: account, merchant_performance_daily: perf };
};
