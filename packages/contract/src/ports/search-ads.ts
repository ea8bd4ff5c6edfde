/**
 * The search-ads port (seed catalogue "ads"; Google-Ads-like platforms): customers (ad accounts,
 * a manager account listing its client accounts), campaigns, ad groups, keywords and negative
 * keywords, daily campaign metrics, auction insights and competitors' ads. Two platforms speak it,
 * each running its own channel's campaigns: Google Ads (`ctx.connectors.googleAds`, channel
 * `google_ads`) and Microsoft Advertising (`ctx.connectors.microsoftAds`, `microsoft_ads`); the
 * ads handlers choose one by the campaign's channel (ad-platform.ts `adPlatform`). The embedded
 * adapter (@storeops/connector-search-ads) is instantiated once per platform. Money is integer
 * cents of the store currency throughout; days `YYYY-MM-DD` (UTC).
 */
import type { AdsAdGroupRow, AdsCompetitorAdRow, AdsCustomerRow, AdsKeywordRow } from '@storeops/db';
import type { HandlerContext } from '../handler-context';
import type { AdPlatformPort, Bidding, Campaign, CampaignStatus } from './ad-platform';

export {
  BIDDINGS,
  CHANNELS,
  type Bidding,
  type Campaign,
  type CampaignDay,
  type CampaignPatch,
  type CampaignQuery,
  type CampaignStatus,
  type Channel,
} from './ad-platform';

/** The channels of the search platforms. */
export type SearchChannel = 'google_ads' | 'microsoft_ads';
export const SEARCH_CHANNELS: readonly SearchChannel[] = ['google_ads', 'microsoft_ads'];
export type MatchType = AdsKeywordRow['match_type'];

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

export interface AuctionInsight {
  campaign_id: string;
  domain: string;
  impression_share: number;
  overlap_rate: number;
  position_above_rate: number;
  outranking_share: number;
}

/** A competitor's ad text seen in the auctions: its `ads_competitor_ads` row. */
export type CompetitorAd = Omit<AdsCompetitorAdRow, 'store_id'>;

/** A new search campaign; `channel` is the platform's own. */
export interface NewCampaign {
  name: string;
  channel: SearchChannel;
  customer_id: string;
  status: CampaignStatus;
  daily_budget_cents: number;
  bidding: Bidding;
  target_roas: number | null;
  start_date: string;
  end_date: string | null;
}

/** One search platform (Google Ads or Microsoft Advertising): its campaigns (ad-platform.ts) and the search objects around them. */
export interface SearchAdsPort extends AdPlatformPort {
  readonly channel: SearchChannel;
  /** The accounts of this platform the store's connection can reach (managers first, then clients by id). */
  customers(ctx: HandlerContext): Promise<Customer[]>;
  /** Ad groups of this platform's campaigns (of these campaigns, when given). */
  adGroups(ctx: HandlerContext, campaignIds?: readonly string[]): Promise<AdGroup[]>;
  /** Keywords and negative keywords of this platform's campaigns (of these campaigns, when given). */
  keywords(ctx: HandlerContext, campaignIds?: readonly string[]): Promise<Keyword[]>;
  /** Auction insights of this platform's campaigns (competitor domains per campaign). */
  auctionInsights(ctx: HandlerContext): Promise<AuctionInsight[]>;
  /** Competitors' ads seen in this platform's auctions (the domains of its auction insights). */
  competitorAds(ctx: HandlerContext): Promise<CompetitorAd[]>;
  /** Adds campaign-level negative keywords to one of this platform's campaigns; returns their ids. */
  addNegativeKeywords(
    ctx: HandlerContext,
    campaignId: string,
    keywords: ReadonlyArray<{ text: string; match_type: MatchType }>,
  ): Promise<string[]>;
  /** Creates a campaign of this platform's channel; returns it (with its new id). Throws `Error` for another channel. */
  createCampaign(ctx: HandlerContext, campaign: NewCampaign): Promise<Campaign>;
}
