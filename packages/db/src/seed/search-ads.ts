/**
 * Seed of the search-ads platform, read and written by the embedded
 * search-ads connector (packages/connectors/search-ads). Derived from the campaigns already
 * planned (`ad_campaigns` rows: the hosted store's per advertised product, the business's
 * `generateCampaigns`), with its own PRNG fork, so no other table's rows change:
 *
 * - per store a manager account and two client accounts (Google Ads, Microsoft Advertising);
 *   every `google_ads` / `microsoft_ads` campaign gets its client account's `customer_id`, a
 *   schedule (`start_date` = creation day) and, for `target_roas` bidding, its target;
 * - search campaigns get 1..2 ad groups with 2..4 keywords each and 0..3 negative keywords;
 * - daily metrics for the last 30 UTC days before the anchor for every campaign but the `meta`
 *   ones (the social-ads platform holds theirs: seed/social-ads.ts, one source per platform):
 *   a hosted campaign's cost on a day IS its product's `performance_daily.ad_spend_cents` that
 *   day; the business's campaigns spend 70..100% of their daily budget while enabled (paused
 *   ones stopped 10..25 days ago), conversion value = cost x their ROAS with noise;
 * - auction insights: 2..4 competitor domains per search campaign, and 3 ad texts per domain.
 */
import type {
  AdCampaignRow,
  AdsAdGroupRow,
  AdsAuctionInsightRow,
  AdsCampaignDailyRow,
  AdsCompetitorAdRow,
  AdsCustomerRow,
  AdsKeywordRow,
  PerformanceDailyRow,
  TableName,
} from '../tables';
import type { Campaign } from './campaigns';
import type { ProductPlan } from './catalogue';
import type { Rng } from './prng';
import { DAY_MS, iso, ymd, type Clock } from './time';

/** Days of daily campaign metrics the demo accounts keep (ending the day before the anchor). */
export const SEARCH_ADS_DAYS = 30;

interface StoreInput {
  storeId: string;
  currency: string;
  name: string;
  timeZone: string;
  /** Competitor domains seen in this store's auctions. */
  competitors: readonly string[];
}

export interface SearchAdsSeedInput {
  clock: Clock;
  hosted: StoreInput & { products: ProductPlan[]; performance: PerformanceDailyRow[] };
  business: StoreInput & { campaigns: Campaign[] };
  /** Every `ad_campaigns` row (both stores); migration-021 columns are filled in place. */
  adCampaigns: AdCampaignRow[];
}

const SEARCH = new Set(['google_ads', 'microsoft_ads']);
const NEGATIVES = ['free', 'cheap', 'used', 'diy', 'pattern', 'jobs', 'second hand', 'rental'];
const HEADLINES = ['Official Site', 'Free Shipping Over 50', 'New Season Arrivals', 'Up to 30% Off', 'Order Today', 'Top Rated'];
const DESCRIPTIONS = [
  'Shop the full range online. Fast delivery and easy returns.',
  'Trusted by thousands of customers. Order before 3pm for same-day dispatch.',
  'Compare styles and prices. Members save more on every order.',
];

function customerId(rng: Rng): string {
  const d = rng.digits(10);
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

function customers(rng: Rng, s: StoreInput, created: string): { rows: AdsCustomerRow[]; google: string; microsoft: string } {
  const manager = customerId(rng);
  const google = customerId(rng);
  const microsoft = customerId(rng);
  const base = { store_id: s.storeId, currency: s.currency, time_zone: s.timeZone, status: 'enabled' as const, created_at: created };
  return {
    google,
    microsoft,
    rows: [
      {
        ...base,
        id: rng.uuid(),
        customer_id: manager,
        descriptive_name: `${s.name} (manager)`,
        platform: 'google_ads',
        manager: true,
        manager_customer_id: null,
      },
      {
        ...base,
        id: rng.uuid(),
        customer_id: google,
        descriptive_name: `${s.name} - Google Ads`,
        platform: 'google_ads',
        manager: false,
        manager_customer_id: manager,
      },
      {
        ...base,
        id: rng.uuid(),
        customer_id: microsoft,
        descriptive_name: `${s.name} - Microsoft Advertising`,
        platform: 'microsoft_ads',
        manager: false,
        manager_customer_id: manager,
      },
    ],
  };
}

/** Words of a campaign's subject, lower case: `Shopping - Alpine Crew Sweater` -> `alpine crew sweater`. */
function subjectOf(name: string): string {
  const i = name.indexOf(' - ');
  return (i >= 0 ? name.slice(i + 3) : name)
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function seedSearchAds(rng: Rng, input: SearchAdsSeedInput): Partial<Record<TableName, readonly object[]>> {
  const { clock } = input;
  const created = iso(clock.anchorMs - 200 * DAY_MS);
  const customerRows: AdsCustomerRow[] = [];
  const groups: AdsAdGroupRow[] = [];
  const keywords: AdsKeywordRow[] = [];
  const daily: AdsCampaignDailyRow[] = [];
  const insights: AdsAuctionInsightRow[] = [];
  const ads: AdsCompetitorAdRow[] = [];
  const firstDay = clock.anchorMs - SEARCH_ADS_DAYS * DAY_MS;
  const days = Array.from({ length: SEARCH_ADS_DAYS }, (_, i) => ymd(firstDay + i * DAY_MS));

  const spendOf = new Map<string, number>(); // `${product_id}|${date}` -> cents
  for (const r of input.hosted.performance) if (r.ad_spend_cents > 0) spendOf.set(`${r.product_id}|${r.date}`, r.ad_spend_cents);
  const productOf = new Map(input.hosted.products.filter((p) => p.campaignId !== null).map((p) => [p.campaignId!, p]));
  const businessOf = new Map(input.business.campaigns.map((c) => [c.id, c]));

  for (const store of [input.hosted, input.business]) {
    const r = rng.fork(store.storeId === input.hosted.storeId ? 'hosted' : 'business');
    const acc = customers(r.fork('customers'), store, created);
    customerRows.push(...acc.rows);
    for (const c of input.adCampaigns.filter((x) => x.store_id === store.storeId)) {
      const cr = r.fork(c.id);
      const product = productOf.get(c.id);
      const plan = businessOf.get(c.id);
      c.customer_id = c.channel === 'google_ads' ? acc.google : c.channel === 'microsoft_ads' ? acc.microsoft : null;
      c.start_date = c.created_at.slice(0, 10);
      c.end_date = null;
      const roas = product?.targetRoas ?? plan?.roas ?? 2;
      c.target_roas = c.bidding === 'target_roas' ? Math.round(roas * 100) / 100 : null;

      // Daily metrics (every channel but meta: the social-ads platform keeps those, seed/social-ads.ts).
      const cpc = cr.range(35, 140);
      const ctr = cr.range(0.012, 0.06);
      const cvr = product !== undefined ? product.conversionRate * 1.3 : (plan?.conversionRate ?? 0.03);
      const stopDay = c.status === 'paused' && plan !== undefined ? SEARCH_ADS_DAYS - cr.int(10, 25) : SEARCH_ADS_DAYS;
      for (const [d, date] of (c.channel === 'meta' ? [] : days).entries()) {
        let cost: number;
        if (product !== undefined) cost = spendOf.get(`${product.row.id}|${date}`) ?? 0;
        else cost = d < stopDay ? Math.round(Number(c.daily_budget_cents) * cr.range(0.7, 1)) : 0;
        if (cost === 0) continue;
        const clicks = Math.max(1, Math.round(cost / (cpc * cr.noise(0.15))));
        const impressions = Math.max(clicks, Math.round(clicks / (ctr * cr.noise(0.1))));
        const conversions = Math.round(clicks * cvr * cr.noise(0.3) * 100) / 100;
        daily.push({
          id: cr.uuid(),
          store_id: store.storeId,
          campaign_id: c.id,
          date,
          impressions,
          clicks,
          conversions,
          conversion_value_cents: Math.round(cost * roas * cr.noise(0.2)),
          cost_cents: cost,
        });
      }
      if (!SEARCH.has(c.channel)) continue;

      // Ad groups, keywords and negatives of a search campaign.
      const subject = subjectOf(c.name);
      const words = subject.split(' ');
      const tail = words.slice(-2).join(' ');
      const groupCount = cr.int(1, 2);
      for (let g = 0; g < groupCount; g++) {
        const id = cr.uuid();
        groups.push({
          id,
          store_id: store.storeId,
          campaign_id: c.id,
          name: g === 0 ? `${subject} - exact` : `${subject} - broad`,
          status: 'enabled',
          cpc_bid_cents: Math.round(cpc / 5) * 5,
          created_at: created,
        });
        const texts =
          g === 0 ? [subject, `buy ${subject}`, `${subject} online`, `best ${tail}`] : [tail, `${tail} sale`, `${words[0]} ${tail}`];
        for (const text of texts.slice(0, cr.int(2, 4))) {
          keywords.push({
            id: cr.uuid(),
            store_id: store.storeId,
            campaign_id: c.id,
            ad_group_id: id,
            text,
            match_type: g === 0 ? 'exact' : cr.pick(['phrase', 'broad'] as const),
            negative: false,
            status: 'enabled',
            created_at: created,
          });
        }
      }
      for (const text of cr.sample(NEGATIVES, cr.int(0, 3))) {
        keywords.push({
          id: cr.uuid(),
          store_id: store.storeId,
          campaign_id: c.id,
          ad_group_id: null,
          text,
          match_type: 'broad',
          negative: true,
          status: 'enabled',
          created_at: created,
        });
      }
      // Auction insights: competitor domains in this campaign's auctions.
      for (const domain of cr.sample(store.competitors, cr.int(2, 4))) {
        const share = Math.round(cr.range(0.08, 0.6) * 1000) / 1000;
        insights.push({
          id: cr.uuid(),
          store_id: store.storeId,
          campaign_id: c.id,
          domain,
          impression_share: share,
          overlap_rate: Math.round(cr.range(0.1, 0.7) * 1000) / 1000,
          position_above_rate: Math.round(cr.range(0.05, 0.6) * 1000) / 1000,
          outranking_share: Math.round(cr.range(0.05, 0.5) * 1000) / 1000,
        });
      }
    }
    // Competitors' ad texts.
    const ar = r.fork('competitor-ads');
    const terms = input.adCampaigns.filter((c) => c.store_id === store.storeId && SEARCH.has(c.channel)).map((c) => subjectOf(c.name));
    for (const domain of store.competitors) {
      const brand = domain
        .split('.')[0]!
        .replace(/-/g, ' ')
        .replace(/\b\w/g, (ch) => ch.toUpperCase());
      for (let k = 0; k < 3; k++) {
        const term = terms.length > 0 ? ar.pick(terms) : 'online store';
        const firstSeen = clock.anchorMs - ar.int(5, 90) * DAY_MS - ar.int(0, 86_399) * 1000;
        ads.push({
          id: ar.uuid(),
          store_id: store.storeId,
          domain,
          headline: `${brand} | ${ar.pick(HEADLINES)}`,
          description: ar.pick(DESCRIPTIONS),
          final_url: `https://www.${domain}/${term.replace(/ /g, '-')}`,
          search_term: term,
          first_seen_at: iso(firstSeen),
          last_seen_at: iso(clock.beforeAnchor(firstSeen + ar.int(2, 60) * DAY_MS)),
        });
      }
    }
  }
  return {
    ads_customers: customerRows,
    ads_ad_groups: groups,
    ads_keywords: keywords,
    ads_campaign_daily: daily,
    ads_auction_insights: insights,
    ads_competitor_ads: ads,
  };
}
