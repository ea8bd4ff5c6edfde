/**
 * @storeops/connector-search-ads: the search-ads platform adapter (seed catalogue "ads";
 * Google-Ads-like: customers (ad accounts, a manager account listing its client accounts),
 * campaigns, ad groups, keywords and negative keywords, daily campaign metrics, auction insights
 * and competitors' ads), implementing the search-ads port (@storeops/contract ports/search-ads.ts).
 * One adapter per platform: `searchAdsAdapter(channel)` answers the platform running `google_ads`
 * or `microsoft_ads` campaigns, and only that channel's data. The ads handlers reach them as
 * `ctx.connectors.googleAds` and `ctx.connectors.microsoftAds` (AppOptions `connectors.googleAds` /
 * `.microsoftAds` replaces one: a real platform client, or a test double).
 *
 * The embedded adapters (`embeddedGoogleAds`, `embeddedMicrosoftAds`) hold the demo platforms in
 * the store's own tables: campaigns are their channel's rows of `ad_campaigns` (migration 008,
 * extended by 021; shared with the other platforms, @storeops/connector-ad-campaigns), the rest the
 * migration-021 tables `ads_*`, each row reached through its campaign's channel (an account
 * through its `platform`; a competitor's ad through the domains of the platform's auction
 * insights). They read and write through the store scope, so sandbox copies and row-level security
 * apply. Money is integer cents of the store currency throughout; days `YYYY-MM-DD` (UTC).
 */
import { campaignIdsOf, campaignRows, dailyRows, newCampaignId, toCampaign } from '@storeops/connector-ad-campaigns';
import type { SearchAdsPort, SearchChannel } from '@storeops/contract/ports/search-ads';
import {
  toBool,
  toNumber,
  type AdsAdGroupRow,
  type AdsAuctionInsightRow,
  type AdsCompetitorAdRow,
  type AdsCustomerRow,
  type AdsKeywordRow,
} from '@storeops/db';

export {
  CHANNELS,
  BIDDINGS,
  SEARCH_CHANNELS,
  type Channel,
  type SearchChannel,
  type CampaignStatus,
  type Bidding,
  type MatchType,
  type Customer,
  type Campaign,
  type AdGroup,
  type Keyword,
  type CampaignDay,
  type AuctionInsight,
  type CompetitorAd,
  type CampaignQuery,
  type NewCampaign,
  type SearchAdsPort,
} from '@storeops/contract/ports/search-ads';

const num = (v: unknown): number => toNumber(v as number | string | null) ?? 0;

/**
 * The tables holding a search platform's data (migrations 008 and 021). `ad_campaigns` and
 * `ads_campaign_daily` are shared with the other ad platforms: each owns its channel's rows.
 */
export const SEARCH_ADS_OWNED_TABLES: readonly string[] = [
  'ad_campaigns',
  'ads_customers',
  'ads_ad_groups',
  'ads_keywords',
  'ads_campaign_daily',
  'ads_auction_insights',
  'ads_competitor_ads',
];

/** The embedded adapter of the search platform running `channel`: its part of the demo tables. */
export function searchAdsAdapter(channel: SearchChannel): SearchAdsPort {
  const rows = campaignRows(channel);
  return {
    channel,
    ownedTables: SEARCH_ADS_OWNED_TABLES,
    ...rows,
    daily: dailyRows(channel),
    async customers(ctx) {
      const list = (await ctx.scope
        .from('ads_customers')
        .select('*')
        .where('platform', channel)
        .orderBy([
          { column: 'manager', order: 'desc' },
          { column: 'customer_id', order: 'asc' },
        ])) as AdsCustomerRow[];
      return list.map((r) => ({
        customer_id: r.customer_id,
        descriptive_name: r.descriptive_name,
        platform: r.platform,
        currency: r.currency,
        time_zone: r.time_zone,
        manager: toBool(r.manager),
        manager_customer_id: r.manager_customer_id,
        status: r.status,
      }));
    },
    async adGroups(ctx, campaignIds) {
      const q = ctx.scope.from('ads_ad_groups').select('*').whereIn('campaign_id', campaignIdsOf(ctx, channel)).orderBy('id', 'asc');
      if (campaignIds !== undefined) q.whereIn('campaign_id', [...campaignIds]);
      return ((await q) as AdsAdGroupRow[]).map((r) => ({
        id: r.id,
        campaign_id: r.campaign_id,
        name: r.name,
        status: r.status,
        cpc_bid_cents: num(r.cpc_bid_cents),
      }));
    },
    async keywords(ctx, campaignIds) {
      const q = ctx.scope.from('ads_keywords').select('*').whereIn('campaign_id', campaignIdsOf(ctx, channel)).orderBy('id', 'asc');
      if (campaignIds !== undefined) q.whereIn('campaign_id', [...campaignIds]);
      return ((await q) as AdsKeywordRow[]).map((r) => ({
        id: r.id,
        campaign_id: r.campaign_id,
        ad_group_id: r.ad_group_id,
        text: r.text,
        match_type: r.match_type,
        negative: toBool(r.negative),
        status: r.status,
      }));
    },
    async auctionInsights(ctx) {
      const list = (await ctx.scope
        .from('ads_auction_insights')
        .select('*')
        .whereIn('campaign_id', campaignIdsOf(ctx, channel))) as AdsAuctionInsightRow[];
      return list.map((r) => ({
        campaign_id: r.campaign_id,
        domain: r.domain,
        impression_share: num(r.impression_share),
        overlap_rate: num(r.overlap_rate),
        position_above_rate: num(r.position_above_rate),
        outranking_share: num(r.outranking_share),
      }));
    },
    async competitorAds(ctx) {
      const seen = ctx.scope.from('ads_auction_insights').whereIn('campaign_id', campaignIdsOf(ctx, channel)).distinct('domain');
      const list = (await ctx.scope
        .from('ads_competitor_ads')
        .select('*')
        .whereIn('domain', seen)
        .orderBy('id', 'asc')) as AdsCompetitorAdRow[];
      return list.map((r) => ({
        id: r.id,
        domain: r.domain,
        headline: r.headline,
        description: r.description,
        final_url: r.final_url,
        search_term: r.search_term,
        first_seen_at: r.first_seen_at,
        last_seen_at: r.last_seen_at,
      }));
    },
    async addNegativeKeywords(ctx, campaignId, keywords) {
      if ((await rows.campaign(ctx, campaignId)) === null) throw new Error(`no ${channel} campaign ${campaignId}`);
      const at = ctx.now.toISOString();
      const added = keywords.map((k) => ({
        id: crypto.randomUUID(),
        campaign_id: campaignId,
        ad_group_id: null,
        text: k.text,
        match_type: k.match_type,
        negative: true,
        status: 'enabled' as const,
        created_at: at,
      }));
      if (added.length > 0) await ctx.scope.insert('ads_keywords', added);
      return added.map((r) => r.id);
    },
    async createCampaign(ctx, c) {
      if (c.channel !== channel) throw new Error(`the ${channel} platform cannot create a ${c.channel} campaign`);
      const at = ctx.now.toISOString();
      const row = { id: newCampaignId(), ...c, created_at: at, updated_at: at };
      await ctx.scope.insert('ad_campaigns', [row]);
      return toCampaign({ ...row, store_id: ctx.store.id });
    },
  };
}

/** The embedded Google Ads: the demo platform's `google_ads` campaigns and accounts. */
export const embeddedGoogleAds: SearchAdsPort = searchAdsAdapter('google_ads');
/** The embedded Microsoft Advertising: the demo platform's `microsoft_ads` campaigns and accounts. */
export const embeddedMicrosoftAds: SearchAdsPort = searchAdsAdapter('microsoft_ads');
