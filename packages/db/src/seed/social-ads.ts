/**
 * Seed of the social-ads demo world, read and written by the embedded
 * social-ads connector (`@storeops/connector-social-ads`). Derived from the `meta` campaigns of
 * both demo stores (`ad_campaigns`, seed/index.ts) and their orders; its own PRNG fork only.
 *
 * - customer_contacts: one contact e-mail per customer (`orders.customer_ref`); about one in ten
 *   typed with capitals or surrounding spaces (what normalisation before hashing is for); about
 *   75% accept marketing.
 * - Per meta campaign: its settings (objective `sales`, every fourth `traffic`), a prospecting ad
 *   set (broad targeting plus the lookalike) with one ad; the first six campaigns of a store also
 *   a retargeting ad set (the customer-list and website audiences) and a second ad per ad set
 *   (the hosted store's creatives link the campaign's product).
 * - social_insights_daily: 30 UTC days ending the day before the anchor, one audience cell (age,
 *   gender, country, placement) per delivering ad and day, so breakdowns spread over the days; a
 *   paused or removed campaign, ad set or ad stopped delivering 21 days before the anchor.
 * - Audiences per store: a customer list (repeat buyers) with the hashed e-mails of consenting
 *   customers as of its last sync 14 days before the anchor, a website and an engagement
 *   audience, and two lookalikes of the repeat buyers (1% ready, 3% populating).
 */
import { createHash } from 'node:crypto';
import type {
  AdCampaignRow,
  CustomerContactRow,
  SocialAdRow,
  SocialAdSetRow,
  SocialAudienceMemberRow,
  SocialAudienceRow,
  SocialCampaignSettingsRow,
  SocialInsightsDailyRow,
} from '../tables';
import type { CommerceRows } from './commerce';
import type { ProductPlan } from './catalogue';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { DAY_MS, iso, ymd, type Clock } from './time';

/** One store's input. */
export interface SocialStoreInput {
  storeId: string;
  /** The store's home country (ISO 3166-1 alpha-2): most delivery and the lookalikes. */
  country: string;
  campaigns: readonly AdCampaignRow[];
  orders: readonly OrderPlan[];
  /** Hosted store: products, to link creatives to the campaign's product. */
  products?: readonly ProductPlan[];
}

export interface SocialSeedInput {
  clock: Clock;
  stores: readonly SocialStoreInput[];
}

export const SOCIAL_INSIGHT_DAYS = 30;
/** Campaigns (per store, in order) that also get a retargeting ad set and a second ad. */
const FULL_CAMPAIGNS = 6;
const AGES = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
const AGE_W = [0.12, 0.3, 0.25, 0.17, 0.1, 0.06];
const GENDERS = ['female', 'male', 'unknown'] as const;
const PLACEMENTS = ['feed', 'stories', 'reels', 'marketplace', 'audience_network'] as const;
const PLACE_W = [0.46, 0.22, 0.2, 0.07, 0.05];
/** Neighbouring markets per home country. */
const NEIGHBOURS: Record<string, readonly string[]> = { NL: ['BE', 'DE', 'LU'], US: ['CA', 'GB'] };
/** Population (millions) the lookalike sizes are a share of. */
const POPULATION_M: Record<string, number> = { NL: 17.9, US: 334.9 };
const FIRST = ['anna', 'ben', 'clara', 'david', 'emma', 'felix', 'greta', 'hugo', 'ines', 'jonas', 'lena', 'max', 'nora', 'oskar', 'paula'];
const LAST = ['fischer', 'meyer', 'wagner', 'becker', 'schulz', 'hoffmann', 'koch', 'richter', 'klein', 'wolf', 'baker', 'miller', 'lopez'];
const DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example'];

/** The normalisation real platforms require before hashing: trim, lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SHA-256 (lowercase hex) of the normalised e-mail. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

function weightedIndex(rng: Rng, weights: readonly number[]): number {
  let u = rng.float();
  for (const [i, w] of weights.entries()) {
    if (u < w) return i;
    u -= w;
  }
  return weights.length - 1;
}

export function seedSocialAds(rng: Rng, input: SocialSeedInput): CommerceRows {
  const contacts: CustomerContactRow[] = [];
  const settings: SocialCampaignSettingsRow[] = [];
  const adSets: SocialAdSetRow[] = [];
  const ads: SocialAdRow[] = [];
  const insights: SocialInsightsDailyRow[] = [];
  const audiences: SocialAudienceRow[] = [];
  const members: SocialAudienceMemberRow[] = [];
  const { clock } = input;
  const created = iso(clock.anchorMs - 200 * DAY_MS);
  const syncedMs = clock.anchorMs - 14 * DAY_MS;

  for (const [storeIndex, store] of input.stores.entries()) {
    const r = rng.fork(`store-${storeIndex}`);

    // Contacts: one per customer, in order of first appearance.
    const emailOf = new Map<string, { email: string; consent: boolean }>();
    for (const o of store.orders) {
      const ref = o.row.customer_ref;
      if (emailOf.has(ref)) continue;
      const local = `${r.pick(FIRST)}.${r.pick(LAST)}${r.int(1, 999)}`;
      let email = `${local}@${r.pick(DOMAINS)}`;
      if (r.chance(0.06)) email = email.charAt(0).toUpperCase() + email.slice(1);
      if (r.chance(0.04)) email = ` ${email} `;
      const consent = r.chance(0.75);
      emailOf.set(ref, { email, consent });
      contacts.push({
        id: r.uuid(),
        store_id: store.storeId,
        customer_ref: ref,
        email,
        accepts_marketing: consent,
        updated_at: o.row.created_at,
      });
    }

    // Audiences.
    const audienceRow = (
      a: Partial<SocialAudienceRow> & Pick<SocialAudienceRow, 'name' | 'type' | 'subtype' | 'source'>,
    ): SocialAudienceRow => ({
      id: r.uuid(),
      store_id: store.storeId,
      source_audience_id: null,
      lookalike_ratio: null,
      lookalike_country: null,
      retention_days: null,
      approximate_size: null,
      segment: null,
      status: 'ready',
      last_synced_at: null,
      created_at: created,
      updated_at: created,
      ...a,
    });
    const listMembers = (audience: SocialAudienceRow, refs: Iterable<string>): void => {
      const seen = new Set<string>();
      for (const ref of refs) {
        const c = emailOf.get(ref);
        if (c === undefined || !c.consent) continue;
        const h = hashEmail(c.email);
        if (seen.has(h)) continue;
        seen.add(h);
        members.push({ id: r.uuid(), store_id: store.storeId, audience_id: audience.id, email_sha256: h, added_at: iso(syncedMs) });
      }
    };
    const before = store.orders.filter((o) => o.createdMs < syncedMs && (o.row.cancelled_at ?? null) === null);
    const counts = new Map<string, number>();
    for (const o of before)
      if (o.createdMs >= syncedMs - 365 * DAY_MS) counts.set(o.row.customer_ref, (counts.get(o.row.customer_ref) ?? 0) + 1);
    const repeat = audienceRow({
      name: 'Repeat buyers',
      type: 'custom',
      subtype: 'customer_list',
      source: 'Customer list synced from the store: customers with at least 2 orders in the last 365 days (marketing consent only).',
      segment: JSON.stringify({ kind: 'repeat_buyers', min_orders: 2, window_days: 365 }),
      last_synced_at: iso(syncedMs),
      updated_at: iso(syncedMs),
    });
    listMembers(
      repeat,
      [...counts].filter(([, n]) => n >= 2).map(([ref]) => ref),
    );
    const visitors = audienceRow({
      name: 'Website visitors - 30 days',
      type: 'custom',
      subtype: 'website',
      source: 'Pixel: people who visited any page of the store in the last 30 days.',
      retention_days: 30,
      approximate_size: r.int(18, 90) * 1000,
    });
    const engagers = audienceRow({
      name: 'Instagram engagers - 90 days',
      type: 'custom',
      subtype: 'engagement',
      source: 'Engagement: people who interacted with the business profile or its posts in the last 90 days.',
      retention_days: 90,
      approximate_size: r.int(4, 30) * 1000,
    });
    const population = (POPULATION_M[store.country] ?? 50) * 1_000_000;
    const lookalike = (ratio: number, status: SocialAudienceRow['status']): SocialAudienceRow =>
      audienceRow({
        name: `Lookalike (${store.country}, ${ratio}%) - Repeat buyers`,
        type: 'lookalike',
        subtype: 'lookalike',
        source: `Lookalike of "Repeat buyers": the ${ratio}% of people in ${store.country} most similar to its members.`,
        source_audience_id: repeat.id,
        lookalike_ratio: ratio,
        lookalike_country: store.country,
        approximate_size: Math.round((population * ratio) / 100 / 10_000) * 10_000,
        status,
      });
    const lal1 = lookalike(1, 'ready');
    const lal3 = lookalike(3, 'populating');
    audiences.push(repeat, visitors, engagers, lal1, lal3);

    // Campaign hierarchy and delivery.
    const countries = [store.country, ...(NEIGHBOURS[store.country] ?? [])];
    const productOf = new Map((store.products ?? []).filter((p) => p.campaignId !== null).map((p) => [p.campaignId!, p.row]));
    const meta = store.campaigns.filter((c) => c.channel === 'meta');
    for (const [ci, c] of meta.entries()) {
      settings.push({
        id: r.uuid(),
        store_id: store.storeId,
        campaign_id: c.id,
        objective: ci % 4 === 3 ? 'traffic' : 'sales',
        buying_type: 'auction',
        created_at: c.created_at,
      });
      const product = productOf.get(c.id);
      const plans = [
        { name: 'Prospecting - broad', goal: 'offsite_conversions', audiences: [lal1.id], age: [25, 54] },
        { name: 'Retargeting - customers & visitors', goal: 'offsite_conversions', audiences: [visitors.id, repeat.id], age: [18, 65] },
      ];
      for (const [si, plan] of plans.slice(0, ci < FULL_CAMPAIGNS ? 2 : 1).entries()) {
        const setStatus: SocialAdSetRow['status'] = c.status === 'removed' ? 'removed' : si === 1 && ci % 5 === 4 ? 'paused' : 'enabled';
        const set: SocialAdSetRow = {
          id: r.uuid(),
          store_id: store.storeId,
          campaign_id: c.id,
          name: `${c.name} - ${plan.name}`,
          status: setStatus,
          optimization_goal: ci % 4 === 3 ? 'link_clicks' : plan.goal,
          targeting: JSON.stringify({
            age_min: plan.age[0],
            age_max: plan.age[1],
            genders: ['all'],
            countries,
            placements: ['automatic'],
            custom_audience_ids: plan.audiences,
          }),
          created_at: c.created_at,
          updated_at: c.created_at,
        };
        adSets.push(set);
        const adCount = ci < FULL_CAMPAIGNS ? 2 : 1;
        for (let ai = 0; ai < adCount; ai++) {
          const format = ai === 0 ? 'single_image' : r.pick(['carousel', 'video'] as const);
          const title = product?.title ?? c.name.replace(/^Meta - /, '');
          const ad: SocialAdRow = {
            id: r.uuid(),
            store_id: store.storeId,
            ad_set_id: set.id,
            campaign_id: c.id,
            name: `${title} - ${format.replace('_', ' ')}${ai === 0 ? '' : ' B'}`,
            status: setStatus === 'removed' ? 'removed' : ai === 1 && r.chance(0.25) ? 'paused' : 'enabled',
            creative: JSON.stringify({
              format,
              headline: product === undefined ? title : `${product.title}, made to last`,
              primary_text:
                si === 0
                  ? `Discover ${title}. Free shipping on your first order.`
                  : `Still thinking about it? ${title} is waiting for you.`,
              call_to_action: ci % 4 === 3 ? 'learn_more' : 'shop_now',
              link_url: product === undefined ? 'https://example.com/' : `https://example.com/products/${product.handle}`,
              product_id: product?.id ?? null,
            }),
            created_at: c.created_at,
            updated_at: c.created_at,
          };
          ads.push(ad);
          const stopsDay = c.status === 'enabled' && setStatus === 'enabled' && ad.status === 'enabled' ? 0 : 21;
          const scale = (Number(c.daily_budget_cents) / 100) * r.range(0.2, 0.45);
          const roas = r.range(0.8, 4.2) * (si === 1 ? 1.5 : 1);
          for (let d = SOCIAL_INSIGHT_DAYS; d > stopsDay; d--) {
            const dayMs = clock.anchorMs - d * DAY_MS;
            {
              const spendCents = Math.max(1, Math.round(scale * 100 * r.range(0.6, 1.4)));
              const cpm = r.range(6, 14);
              const impressions = Math.max(1, Math.round((spendCents / 100 / cpm) * 1000));
              const clicks = Math.round(impressions * r.range(0.006, 0.022));
              const conversions = Math.round(clicks * r.range(0.01, 0.06));
              const value = conversions === 0 ? 0 : Math.round(spendCents * roas * r.range(0.7, 1.3));
              const ageIdx = Math.min(AGES.length - 1, Math.max(0, weightedIndex(r, AGE_W)));
              insights.push({
                id: r.uuid(),
                store_id: store.storeId,
                ad_id: ad.id,
                date: ymd(dayMs),
                age: AGES[ageIdx]!,
                gender: r.pick(GENDERS.slice(0, r.chance(0.08) ? 3 : 2)),
                country: r.chance(0.7) ? store.country : r.pick(countries),
                placement: PLACEMENTS[weightedIndex(r, PLACE_W)]!,
                impressions,
                clicks,
                spend_cents: spendCents,
                conversions,
                conversion_value_cents: value,
              });
            }
          }
        }
      }
    }
  }
  return {
    customer_contacts: contacts,
    social_audiences: audiences,
    social_audience_members: members,
    social_campaign_settings: settings,
    social_ad_sets: adSets,
    social_ads: ads,
    social_insights_daily: insights,
  };
}
