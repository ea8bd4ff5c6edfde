/**
 * The campaign surface every ad platform port shares (seed catalogue "ads"; docs/ARCHITECTURE.md
 * "Connectors"): one platform runs the campaigns of one channel (`google_ads`, `microsoft_ads`,
 * `meta`, `marketplace`), and the ads and intent handlers read and write a campaign only through
 * the connector of its channel, chosen by {@link adPlatform}. The platform ports extend it:
 * search-ads.ts (Google Ads, Microsoft Advertising), social-ads.ts (Meta), marketplace.ts.
 *
 * Money is integer cents of the store currency; days `YYYY-MM-DD` (UTC); timestamps ISO-8601 UTC.
 */
import type { AdCampaignRow } from '@storeops/db';
import type { HandlerContext } from '../handler-context';
import type { Connectors } from './index';

export type Channel = AdCampaignRow['channel'];
export type CampaignStatus = AdCampaignRow['status'];
export type Bidding = AdCampaignRow['bidding'];

export const CHANNELS: readonly Channel[] = ['google_ads', 'meta', 'microsoft_ads', 'marketplace'];
export const BIDDINGS: readonly Bidding[] = ['manual_cpc', 'maximize_conversions', 'target_roas', 'target_cpa'];

/** One campaign as its platform holds it. */
export interface Campaign {
  id: string;
  name: string;
  channel: Channel;
  status: CampaignStatus;
  daily_budget_cents: number;
  bidding: Bidding;
  /** Target ROAS (conversion value / cost) of `target_roas` bidding, else null. */
  target_roas: number | null;
  /** The platform account (`123-456-7890`); null on platforms without accounts (meta, marketplace). */
  customer_id: string | null;
  start_date: string | null;
  end_date: string | null;
  created_at: string;
  updated_at: string;
}

/** One campaign's delivery on one UTC day; money in cents. */
export interface CampaignDay {
  campaign_id: string;
  date: string;
  impressions: number;
  clicks: number;
  conversions: number;
  conversion_value_cents: number;
  cost_cents: number;
}

export interface CampaignQuery {
  status?: CampaignStatus;
  /** Only campaigns whose id sorts after this one (paging). */
  afterId?: string;
  /** At most this many, by id ascending (default: all). */
  limit?: number;
}

/** The campaign fields a write may set (money in cents). */
export interface CampaignPatch {
  status?: CampaignStatus;
  daily_budget_cents?: number;
  bidding?: Bidding;
}

/**
 * One ad platform's campaigns. Every method answers for this platform's channel only: a campaign
 * of another channel is unknown here (`campaign` answers null, `updateCampaign` changes nothing).
 */
export interface AdPlatformPort {
  /** The channel whose campaigns this platform runs. */
  readonly channel: Channel;
  /**
   * Tables of the store's data that hold this platform's data: handlers never write them (the port
   * guard test). A table several platforms share (`ad_campaigns`, one row per campaign of every
   * channel) is listed by each: each platform owns its channel's rows.
   */
  readonly ownedTables: readonly string[];
  /** This platform's campaigns matching `query`, by id ascending. */
  campaigns(ctx: HandlerContext, query?: CampaignQuery): Promise<Campaign[]>;
  /** One of this platform's campaigns, or null. */
  campaign(ctx: HandlerContext, id: string): Promise<Campaign | null>;
  /** Daily metrics of this platform's campaigns, `start`..`end` inclusive (of these campaigns, when given). */
  daily(ctx: HandlerContext, start: string, end: string, campaignIds?: readonly string[]): Promise<CampaignDay[]>;
  /** Sets status, daily budget (cents) and/or bidding strategy of one of this platform's campaigns. */
  updateCampaign(ctx: HandlerContext, id: string, patch: CampaignPatch): Promise<void>;
}

/** The `Connectors` members that are ad platforms, by the channel each runs. */
export const AD_PLATFORM_OF = {
  google_ads: 'googleAds',
  microsoft_ads: 'microsoftAds',
  meta: 'meta',
  marketplace: 'marketplace',
} as const satisfies Record<Channel, string>;

/**
 * The connector of the platform that runs `channel`'s campaigns (`ctx.connectors.googleAds`,
 * `.microsoftAds`, `.meta` or `.marketplace`). Throws `Error` for a channel no platform runs (a
 * row the schema does not allow).
 */
export function adPlatform(ctx: { readonly connectors: Connectors }, channel: Channel): AdPlatformPort {
  const name = (AD_PLATFORM_OF as Record<string, keyof Connectors | undefined>)[channel];
  if (name === undefined) throw new Error(`no ad platform runs channel ${JSON.stringify(channel)}`);
  return ctx.connectors[name] as AdPlatformPort;
}
