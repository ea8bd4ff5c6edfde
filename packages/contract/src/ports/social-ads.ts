/**
 * The social-ads port (seed catalogue "ads", the `social_*` operations; the Meta platform:
 * campaigns, ad sets, ads, custom and lookalike audiences, insights). It runs the `meta` channel's
 * campaigns (the campaign surface of ad-platform.ts, which `get_ad_campaigns`, the campaign writes
 * and intents use) and the social objects around them. The ads handlers reach the platform only
 * through `ctx.connectors.meta`; the embedded adapter is @storeops/connector-social-ads. Statuses `enabled` | `paused` | `removed`; money in integer
 * cents of the store currency; days are UTC `YYYY-MM-DD`. The platform never receives or keeps a
 * plaintext e-mail: audience members are SHA-256 hex digests of normalised e-mails.
 */
import type { AdCampaignRow } from '@storeops/db';
import type { HandlerContext } from '../handler-context';
import type { AdPlatformPort } from './ad-platform';

export type EntityStatus = 'enabled' | 'paused' | 'removed';
export type Objective = 'awareness' | 'traffic' | 'engagement' | 'leads' | 'app_promotion' | 'sales';
export type Bidding = AdCampaignRow['bidding'];
export const BREAKDOWNS = ['age', 'gender', 'country', 'placement'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];
export type Level = 'campaign' | 'adset' | 'ad';

/** Newest first paging key. */
export interface PageKey {
  created_at: string;
  id: string;
}

export interface SocialCampaign {
  id: string;
  name: string;
  status: EntityStatus;
  objective: Objective | null;
  bidding: Bidding;
  daily_budget_cents: number;
  adset_count: number;
  ad_count: number;
  created_at: string;
  updated_at: string;
}

export interface Targeting {
  age_min: number;
  age_max: number;
  genders: string[];
  countries: string[];
  placements: string[];
  custom_audience_ids: string[];
}

export interface SocialAdSet {
  id: string;
  campaign_id: string;
  name: string;
  status: EntityStatus;
  campaign_status: EntityStatus;
  optimization_goal: string;
  targeting: Targeting;
  ad_count: number;
  created_at: string;
  updated_at: string;
}

export interface Creative {
  format: string;
  headline: string;
  primary_text: string;
  call_to_action: string;
  link_url: string;
  product_id: string | null;
}

export interface SocialAd {
  id: string;
  campaign_id: string;
  adset_id: string;
  name: string;
  status: EntityStatus;
  campaign_status: EntityStatus;
  adset_status: EntityStatus;
  creative: Creative;
  created_at: string;
  updated_at: string;
}

export interface EntityQuery {
  campaignId?: string;
  adsetId?: string;
  status?: EntityStatus;
  /** Only entities strictly older than this key (newest first). */
  before?: PageKey;
  /** At most this many, newest first (created_at, then id, descending). */
  limit: number;
}

/** Summed delivery of one group of insight cells; money in cents. */
export interface InsightCell {
  campaign_id: string;
  adset_id: string | null;
  ad_id: string | null;
  date: string;
  age: string | null;
  gender: string | null;
  country: string | null;
  placement: string | null;
  impressions: number;
  clicks: number;
  spend_cents: number;
  conversions: number;
  conversion_value_cents: number;
}

export interface InsightQuery {
  level: Level;
  since: string;
  until: string;
  breakdowns: readonly Breakdown[];
  campaignIds?: readonly string[];
}

export interface SocialAudience {
  id: string;
  name: string;
  type: 'custom' | 'lookalike';
  subtype: 'customer_list' | 'website' | 'engagement' | 'lookalike';
  source: string;
  source_audience_id: string | null;
  lookalike_ratio: number | null;
  lookalike_country: string | null;
  retention_days: number | null;
  /** Platform estimate; for a customer list the number of hashed members. */
  approximate_size: number;
  /** Customer list: hashed identifiers held; null otherwise. */
  member_count: number | null;
  /** Customer list: the store segment last synced (JSON object), null otherwise. */
  segment: Record<string, unknown> | null;
  status: 'ready' | 'populating';
  last_synced_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AudienceQuery {
  type?: 'custom' | 'lookalike';
  before?: PageKey;
  limit: number;
}

export interface NewCampaign {
  name: string;
  objective: Objective;
  status: 'enabled' | 'paused';
  bidding: Bidding;
  daily_budget_cents: number;
}

export interface NewCustomerList {
  name: string;
  description: string;
}

/** The Meta platform: its `meta` campaigns (ad-platform.ts) and the social objects around them. */
export interface SocialAdsPort extends AdPlatformPort {
  readonly channel: 'meta';
  /** Campaigns with their objective and ad set / ad counts (newest first). */
  socialCampaigns(ctx: HandlerContext, query: EntityQuery): Promise<SocialCampaign[]>;
  /** One campaign with its objective and counts, or null. */
  socialCampaign(ctx: HandlerContext, id: string): Promise<SocialCampaign | null>;
  /** The campaigns with exactly this name (any status). */
  campaignsNamed(ctx: HandlerContext, name: string): Promise<SocialCampaign[]>;
  adSets(ctx: HandlerContext, query: EntityQuery): Promise<SocialAdSet[]>;
  adSet(ctx: HandlerContext, id: string): Promise<SocialAdSet | null>;
  ads(ctx: HandlerContext, query: EntityQuery): Promise<SocialAd[]>;
  /** Insight cells summed per entity of `level`, day and the requested breakdowns. */
  insights(ctx: HandlerContext, query: InsightQuery): Promise<InsightCell[]>;
  audiences(ctx: HandlerContext, query: AudienceQuery): Promise<SocialAudience[]>;
  audience(ctx: HandlerContext, id: string): Promise<SocialAudience | null>;
  audiencesNamed(ctx: HandlerContext, name: string): Promise<SocialAudience[]>;
  /** The hashed members of a customer list. */
  audienceMembers(ctx: HandlerContext, id: string): Promise<string[]>;
  /** Creates a campaign (channel `meta`); answers its id. */
  createCampaign(ctx: HandlerContext, campaign: NewCampaign): Promise<string>;
  /** Creates an empty customer-list audience; answers its id. */
  createCustomerList(ctx: HandlerContext, list: NewCustomerList): Promise<string>;
  /** Adds and removes hashed members of a customer list and records the synced segment. */
  syncCustomerList(
    ctx: HandlerContext,
    id: string,
    change: { add: readonly string[]; remove: readonly string[]; segment: object },
  ): Promise<void>;
}
