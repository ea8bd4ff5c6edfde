/**
 * @storeops/connector-search-ads: the search-ads platform connector (issue 14; a Google-Ads-like
 * platform: customers (ad accounts, a manager account listing its client accounts), campaigns,
 * ad groups, keywords and negative keywords, daily campaign metrics, auction insights and
 * competitors' ads). Every ads operation reaches the platform through this interface, never
 * through tables directly.
 *
 * The embedded implementation (`embeddedSearchAds`) holds the demo platform in the store's own
 * tables: campaigns in `ad_campaigns` (migration 008, extended by 021: the rows intents own and
 * the read-back sweep reads, all channels), the rest in the migration-021 tables `ads_*`. It reads
 * and writes through the store scope, so sandbox copies and row-level security apply.
 *
 * Seam: the handlers call `searchAdsConnector()`, which answers the embedded connector unless
 * `setSearchAdsConnector()` installed another one (a real platform client, or a test double).
 * Money is integer cents of the store currency throughout; days `YYYY-MM-DD` (UTC).
 */
import type { HandlerContext } from '@storeops/contract';
import {
  toBool,
  toNumber,
  type AdCampaignRow,
  type AdsAdGroupRow,
  type AdsAuctionInsightRow,
  type AdsCampaignDailyRow,
  type AdsCompetitorAdRow,
  type AdsCustomerRow,
  type AdsKeywordRow,
} from '@storeops/db';

export type Channel = AdCampaignRow['channel'];
export type CampaignStatus = AdCampaignRow['status'];
export type Bidding = AdCampaignRow['bidding'];
export type MatchType = AdsKeywordRow['match_type'];

export const CHANNELS: readonly Channel[] = ['google_ads', 'meta', 'microsoft_ads', 'marketplace'];
export const BIDDINGS: readonly Bidding[] = ['manual_cpc', 'maximize_conversions', 'target_roas', 'target_cpa'];

export interface Customer {
  customer_id: string;
  descriptive_name: string;
  platform: AdsCustomerRow['platform'];
  currency: string;
  time_zone: string;
  manager: boolean;
  manager_customer_id: string | null;
  status: AdsCustomerRow['status'];
}

export interface Campaign {
  id: string;
  name: string;
  channel: Channel;
  status: CampaignStatus;
  daily_budget_cents: number;
  bidding: Bidding;
  target_roas: number | null;
  customer_id: string | null;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdGroup {
  id: string;
  campaign_id: string;
  name: string;
  status: AdsAdGroupRow['status'];
  cpc_bid_cents: number;
}

export interface Keyword {
  id: string;
  campaign_id: string;
  ad_group_id: string | null;
  text: string;
  match_type: MatchType;
  negative: boolean;
  status: AdsKeywordRow['status'];
}

export interface CampaignDay {
  campaign_id: string;
  date: string;
  impressions: number;
  clicks: number;
  conversions: number;
  conversion_value_cents: number;
  cost_cents: number;
}

export interface AuctionInsight {
  campaign_id: string;
  domain: string;
  impression_share: number;
  overlap_rate: number;
  position_above_rate: number;
  outranking_share: number;
}

export interface CompetitorAd {
  id: string;
  domain: string;
  headline: string;
  description: string;
  final_url: string;
  search_term: string;
  first_seen_at: string;
  last_seen_at: string;
}

export interface CampaignQuery {
  channel?: Channel;
  status?: CampaignStatus;
  /** Only campaigns whose id sorts after this one (paging). */
  afterId?: string;
  /** At most this many, by id ascending (default: all). */
  limit?: number;
}

export interface NewCampaign {
  name: string;
  channel: Channel;
  customer_id: string;
  status: CampaignStatus;
  daily_budget_cents: number;
  bidding: Bidding;
  target_roas: number | null;
  start_date: string;
  end_date: string | null;
}

export interface SearchAdsConnector {
  /** Every account the store's connection can reach (manager first, then clients by id). */
  customers(ctx: HandlerContext): Promise<Customer[]>;
  /** Campaigns matching `query`, by id ascending. */
  campaigns(ctx: HandlerContext, query?: CampaignQuery): Promise<Campaign[]>;
  /** One campaign, or null. */
  campaign(ctx: HandlerContext, id: string): Promise<Campaign | null>;
  /** Ad groups (of these campaigns, when given). */
  adGroups(ctx: HandlerContext, campaignIds?: readonly string[]): Promise<AdGroup[]>;
  /** Keywords and negative keywords (of these campaigns, when given). */
  keywords(ctx: HandlerContext, campaignIds?: readonly string[]): Promise<Keyword[]>;
  /** Daily campaign metrics of `start`..`end` (inclusive; of these campaigns, when given). */
  daily(ctx: HandlerContext, start: string, end: string, campaignIds?: readonly string[]): Promise<CampaignDay[]>;
  /** Auction insights (competitor domains per campaign). */
  auctionInsights(ctx: HandlerContext): Promise<AuctionInsight[]>;
  /** Competitors' ads seen in the auctions. */
  competitorAds(ctx: HandlerContext): Promise<CompetitorAd[]>;
  /** Sets status and/or daily budget of one campaign. */
  updateCampaign(ctx: HandlerContext, id: string, patch: { status?: CampaignStatus; daily_budget_cents?: number }): Promise<void>;
  /** Adds campaign-level negative keywords; returns their ids. */
  addNegativeKeywords(
    ctx: HandlerContext,
    campaignId: string,
    keywords: ReadonlyArray<{ text: string; match_type: MatchType }>,
  ): Promise<string[]>;
  /** Creates a campaign; returns it (with its new id). */
  createCampaign(ctx: HandlerContext, campaign: NewCampaign): Promise<Campaign>;
}

const num = (v: unknown): number => toNumber(v as number | string | null) ?? 0;

function toCampaign(r: AdCampaignRow): Campaign {
  return {
    id: r.id,
    name: r.name,
    channel: r.channel,
    status: r.status,
    daily_budget_cents: num(r.daily_budget_cents),
    bidding: r.bidding,
    target_roas: r.target_roas === null || r.target_roas === undefined ? null : num(r.target_roas),
    customer_id: r.customer_id ?? null,
    start_date: r.start_date ?? null,
    end_date: r.end_date ?? null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

/** `cmp_` + 10 digits, like the seeded campaign ids (and the sandbox copy's id pattern). */
function newCampaignId(): string {
  return `cmp_${String(Math.floor(Math.random() * 9e9) + 1e9)}`;
}

/** The embedded connector: the demo platform in the store's tables (migrations 008 and 021). */
export const embeddedSearchAds: SearchAdsConnector = {
  async customers(ctx) {
    const rows = (await ctx.scope
      .from('ads_customers')
      .select('*')
      .orderBy([
        { column: 'manager', order: 'desc' },
        { column: 'customer_id', order: 'asc' },
      ])) as AdsCustomerRow[];
    return rows.map((r) => ({
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
  async campaigns(ctx, query = {}) {
    const q = ctx.scope.from('ad_campaigns').select('*').orderBy('id', 'asc');
    if (query.channel !== undefined) q.where('channel', query.channel);
    if (query.status !== undefined) q.where('status', query.status);
    if (query.afterId !== undefined) q.where('id', '>', query.afterId);
    if (query.limit !== undefined) q.limit(query.limit);
    return ((await q) as AdCampaignRow[]).map(toCampaign);
  },
  async campaign(ctx, id) {
    const row = (await ctx.scope.from('ad_campaigns').where({ id }).first()) as AdCampaignRow | undefined;
    return row === undefined ? null : toCampaign(row);
  },
  async adGroups(ctx, campaignIds) {
    const q = ctx.scope.from('ads_ad_groups').select('*').orderBy('id', 'asc');
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
    const q = ctx.scope.from('ads_keywords').select('*').orderBy('id', 'asc');
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
  async daily(ctx, start, end, campaignIds) {
    const q = ctx.scope.from('ads_campaign_daily').select('*').where('date', '>=', start).andWhere('date', '<=', end);
    if (campaignIds !== undefined) q.whereIn('campaign_id', [...campaignIds]);
    return ((await q) as AdsCampaignDailyRow[]).map((r) => ({
      campaign_id: r.campaign_id,
      date: r.date,
      impressions: num(r.impressions),
      clicks: num(r.clicks),
      conversions: num(r.conversions),
      conversion_value_cents: num(r.conversion_value_cents),
      cost_cents: num(r.cost_cents),
    }));
  },
  async auctionInsights(ctx) {
    const rows = (await ctx.scope.from('ads_auction_insights').select('*')) as AdsAuctionInsightRow[];
    return rows.map((r) => ({
      campaign_id: r.campaign_id,
      domain: r.domain,
      impression_share: num(r.impression_share),
      overlap_rate: num(r.overlap_rate),
      position_above_rate: num(r.position_above_rate),
      outranking_share: num(r.outranking_share),
    }));
  },
  async competitorAds(ctx) {
    const rows = (await ctx.scope.from('ads_competitor_ads').select('*').orderBy('id', 'asc')) as AdsCompetitorAdRow[];
    return rows.map((r) => ({
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
  async updateCampaign(ctx, id, patch) {
    await ctx.scope
      .from('ad_campaigns')
      .where({ id })
      .update({ ...patch, updated_at: ctx.now.toISOString() });
  },
  async addNegativeKeywords(ctx, campaignId, keywords) {
    const at = ctx.now.toISOString();
    const rows = keywords.map((k) => ({
      id: crypto.randomUUID(),
      campaign_id: campaignId,
      ad_group_id: null,
      text: k.text,
      match_type: k.match_type,
      negative: true,
      status: 'enabled' as const,
      created_at: at,
    }));
    if (rows.length > 0) await ctx.scope.insert('ads_keywords', rows);
    return rows.map((r) => r.id);
  },
  async createCampaign(ctx, c) {
    const at = ctx.now.toISOString();
    const row = { id: newCampaignId(), ...c, created_at: at, updated_at: at };
    await ctx.scope.insert('ad_campaigns', [row]);
    return toCampaign({ ...row, store_id: ctx.store.id });
  },
};

let current: SearchAdsConnector = embeddedSearchAds;

/** The connector the ads handlers use (the embedded one unless replaced). */
export function searchAdsConnector(): SearchAdsConnector {
  return current;
}

/** Replaces the connector (e.g. a real platform client); `undefined` restores the embedded one. */
export function setSearchAdsConnector(connector: SearchAdsConnector | undefined): void {
  current = connector ?? embeddedSearchAds;
}
