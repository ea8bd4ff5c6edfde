// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { Currency, Decision, DecisionBucketCounts, IdempotencyKey } from './shared.js';

/**
 * The campaign's bidding strategy.
 */
export type AdBidding = "manual_cpc" | "maximize_conversions" | "target_roas" | "target_cpa";

/**
 * One ad campaign as the ad platform holds it, with the intents that own its fields.
 */
export interface AdCampaign {
  /**
   * The campaign id (`cmp_` + 10 digits).
   */
  id: string;
  name: string;
  channel: AdChannel;
  status: AdCampaignStatus;
  /**
   * Daily budget in major units of the result's `currency`.
   */
  daily_budget: number;
  bidding: AdBidding;
  /**
   * Target return on ad spend (conversion value / cost) of `target_roas` bidding; null for other strategies.
   */
  target_roas: number | null;
  /**
   * The search-ads account (`123-456-7890`, see `ads_list_accessible_customers`); null for a campaign that is not on a search-ads account (social, marketplace).
   */
  customer_id: string | null;
  /**
   * First day the campaign may serve (UTC); null when the platform did not say.
   */
  start_date: string | null;
  /**
   * Last day it may serve (UTC); null = no end.
   */
  end_date: string | null;
  /**
   * Active intent declarations owning its `status`, `daily_budget` or `bidding` (empty when none).
   */
  owners: AdCampaignOwner[];
  /**
   * Last change of the campaign (ISO 8601 UTC).
   */
  updated_at: string;
}

/**
 * An active intent declaration owning one field of the campaign (seed "Intent declaration").
 */
export interface AdCampaignOwner {
  /**
   * The declaration's id (see `intent_status`).
   */
  intent_id: string;
  /**
   * The owned field.
   */
  field: "status" | "daily_budget" | "bidding";
  /**
   * The value the owner holds the field at (`daily_budget` in major units of `currency`).
   */
  desired: string | number;
  /**
   * The credential that owns the field; another credential's write of it is refused (409 `field_already_owned`).
   */
  owner_credential_id: string;
  /**
   * When the ownership ends (ISO 8601 UTC).
   */
  expires_at: string;
}

/**
 * Serving status of a campaign (`removed` campaigns serve nothing and cannot be changed).
 */
export type AdCampaignStatus = "enabled" | "paused" | "removed";

/**
 * The platform a campaign runs on: `google_ads` and `microsoft_ads` are search-ads platforms (reached through the search-ads connector), `meta` is social, `marketplace` a marketplace's sponsored listings.
 */
export type AdChannel = "google_ads" | "meta" | "microsoft_ads" | "marketplace";

/**
 * UTC calendar days, both inclusive, at most 366 days; `start` after `end` answers 400 `invalid_request` naming `date_range.start`.
 */
export interface AdDateRange {
  start: string;
  end: string;
}

/**
 * Ad metrics summed over the rows they cover. Ratios are computed from the sums (4 decimals) and are null when their divisor is 0.
 */
export interface AdMetrics {
  impressions: number;
  clicks: number;
  /**
   * Conversions the platform attributes to the ads (may be fractional, 2 decimals).
   */
  conversions: number;
  /**
   * Spend, in major units of `currency`.
   */
  cost: number;
  /**
   * Value of those conversions, in major units of `currency`.
   */
  conversion_value: number;
  /**
   * clicks / impressions.
   */
  ctr: number | null;
  /**
   * cost / clicks, in major units of `currency` (2 decimals).
   */
  cpc: number | null;
  /**
   * conversion_value / cost (return on ad spend).
   */
  roas: number | null;
}

/**
 * Metrics of one campaign (breakdown `campaign`), one day across campaigns (`day`), or one campaign on one day (`campaign_day`).
 */
export interface AdPerformanceRow {
  /**
   * Null for breakdown `day`.
   */
  campaign_id: string | null;
  /**
   * Null for breakdown `day`.
   */
  campaign_name: string | null;
  channel: AdChannel | null;
  /**
   * UTC day; null for breakdown `campaign`.
   */
  date: string | null;
  metrics: AdMetrics;
}

/**
 * Arguments of `ads_add_negative_keywords`.
 */
export interface AdsAddNegativeKeywordsInput {
  /**
   * A search campaign (channel `google_ads` or `microsoft_ads`); an id not in the store or another channel answers 400 `invalid_request` naming `campaign_id`.
   */
  campaign_id: string;
  /**
   * 1..50 campaign-level negative keywords. Text is trimmed, lower-cased and its inner spaces collapsed; the same keyword twice in the list answers 400 `invalid_request` naming `keywords[i].text`. Keywords the campaign already excludes (same text and match type) are skipped; when all are, 400 `invalid_request` (nothing to change).
   */
  keywords: {
    /**
     * The search term to exclude, 1..80 characters (at most 10 words).
     */
    text: string;
    /**
     * How the term matches searches (default `broad`).
     */
    match_type?: "exact" | "phrase" | "broad";
  }[];
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `ads_create_campaign`.
 */
export interface AdsCreateCampaignInput {
  /**
   * Campaign name, unique among the account's campaigns that are not removed (case-insensitive); a taken name answers 400 `invalid_request` naming `name`.
   */
  name: string;
  /**
   * The search-ads platform.
   */
  channel: "google_ads" | "microsoft_ads";
  /**
   * The client account (`ads_list_accessible_customers`) of that platform; default the store's only client account of the platform. A manager account, an unknown account or one of another platform answers 400 `invalid_request` naming `customer_id`.
   */
  customer_id?: string;
  /**
   * Daily budget in major units of the store currency, above 0 and at most 1000000, at most 2 decimals.
   */
  daily_budget: number;
  bidding: AdBidding;
  /**
   * Target return on ad spend (conversion value / cost), 0.01..100; required with bidding `target_roas` and refused (400 `invalid_request`) with any other.
   */
  target_roas?: number;
  /**
   * Status once created (default `paused`, so nothing serves until someone enables it).
   */
  status?: "enabled" | "paused";
  /**
   * First serving day (UTC), today or later (default today).
   */
  start_date?: string;
  /**
   * Last serving day (UTC), not before `start_date`; default none.
   */
  end_date?: string;
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * One ad account the store's connection can reach.
 */
export interface AdsCustomer {
  /**
   * The account id, `123-456-7890`.
   */
  customer_id: string;
  descriptive_name: string;
  platform: "google_ads" | "microsoft_ads" | "meta";
  currency: Currency;
  /**
   * IANA time zone of the account's reporting days.
   */
  time_zone: string;
  /**
   * Whether it is a manager account (it lists client accounts and runs no campaigns itself).
   */
  manager: boolean;
  /**
   * The manager account listing this one; null for a manager or an unmanaged account.
   */
  manager_customer_id: string | null;
  status: "enabled" | "suspended" | "closed";
  /**
   * Campaigns of the account (any status).
   */
  campaign_count: number;
}

/**
 * Arguments of `ads_list_accessible_customers` (none).
 */
export type AdsListAccessibleCustomersInput = Record<string, never>;

/**
 * The ad accounts reachable through the store's search-ads connection, managers first, then by `customer_id`.
 */
export interface AdsListAccessibleCustomersResult {
  customers: AdsCustomer[];
}

/**
 * Arguments of `ads_run_query`.
 */
export interface AdsRunQueryInput {
  /**
   * A query in the documented subset of the search-ads query language (see the operation's description): `SELECT f1, f2 FROM resource [WHERE c1 AND c2] [ORDER BY f [ASC|DESC], ...] [LIMIT n]`. A syntax error, an unknown resource or field, or a field the resource does not have answers 400 `invalid_request` naming it.
   */
  query: string;
}

/**
 * The rows of the query, each an array of values in the order of `fields`.
 */
export interface AdsRunQueryResult {
  /**
   * The FROM resource.
   */
  resource: "customer" | "campaign" | "ad_group" | "keyword_view";
  /**
   * The selected fields, as written in SELECT.
   */
  fields: string[];
  /**
   * One array per row; values are strings (ids, names, lowercase enum values, `YYYY-MM-DD` dates), numbers (counts, ratios, `*_micros` amounts in millionths of the account currency) or null.
   */
  rows: Array<Array<string | number | boolean | null>>;
  /**
   * Rows returned.
   */
  row_count: number;
  /**
   * True when a query without LIMIT matched more than 1000 rows (only the first 1000 are returned).
   */
  truncated: boolean;
}

/**
 * Arguments of `ads_set_campaign_budget`.
 */
export interface AdsSetCampaignBudgetInput {
  /**
   * The campaign (`get_ad_campaigns`); an id not in the store answers 400 `invalid_request` naming `campaign_id`.
   */
  campaign_id: string;
  /**
   * The new daily budget in major units of the store currency, above 0 and at most 1000000, at most 2 decimals. The current budget answers 400 `invalid_request` (nothing to change).
   */
  daily_budget: number;
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `ads_set_campaign_status`.
 */
export interface AdsSetCampaignStatusInput {
  /**
   * The campaign (`get_ad_campaigns`); an id not in the store answers 400 `invalid_request` naming `campaign_id`.
   */
  campaign_id: string;
  /**
   * `paused` stops serving; `enabled` resumes it. The current status answers 400 `invalid_request` (nothing to change); a `removed` campaign cannot be changed.
   */
  status: "enabled" | "paused";
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * One competitor domain in the store's search auctions (auction insights over the platform's last 30 days). Ratios are 0..1, the unweighted mean over the campaigns the domain appears in.
 */
export interface CompetitorAdIntel {
  domain: string;
  /**
   * Campaigns (of the filter) whose auctions the domain appears in.
   */
  campaigns: number;
  /**
   * Impressions the competitor received / auctions it was eligible for.
   */
  impression_share: number;
  /**
   * How often its ad showed when the store's did.
   */
  overlap_rate: number;
  /**
   * How often its ad showed above the store's when both showed.
   */
  position_above_rate: number;
  /**
   * How often the store's ad ranked above it (or showed when it did not).
   */
  outranking_share: number;
  /**
   * Its ads, most recently seen first (at most `ads_per_domain`).
   */
  ads: CompetitorAdText[];
}

/**
 * One competitor ad seen in the auctions.
 */
export interface CompetitorAdText {
  headline: string;
  description: string;
  /**
   * The landing page the ad points to.
   */
  final_url: string;
  /**
   * The search the ad was seen on.
   */
  search_term: string;
  first_seen_at: string;
  last_seen_at: string;
}

/**
 * Arguments of `get_ad_campaigns`. Every filter is optional; filters combine with AND.
 */
export interface GetAdCampaignsInput {
  channel?: AdChannel;
  status?: AdCampaignStatus;
  /**
   * Campaigns per page, 1..100 (default 25).
   */
  limit?: number;
  /**
   * The `next_cursor` of the previous page, unchanged; a value this API did not issue answers 400 `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of the store's ad campaigns, by id ascending.
 */
export interface GetAdCampaignsResult {
  currency: Currency;
  campaigns: AdCampaign[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_ad_performance`.
 */
export interface GetAdPerformanceInput {
  date_range?: AdDateRange;
  /**
   * The last N UTC days ending yesterday (default 28 when `date_range` is absent); giving both answers 400 `invalid_request` naming `window_days`.
   */
  window_days?: number;
  /**
   * Only these campaigns (1..100 ids); an id not in the store answers 400 `invalid_request` naming `campaign_ids[i]`.
   */
  campaign_ids?: string[];
  channel?: AdChannel;
  /**
   * Rows per campaign (default), per day across the campaigns, or per campaign and day.
   */
  breakdown?: "campaign" | "day" | "campaign_day";
  /**
   * At most this many rows, 1..1000 (default 100); `truncated` says whether rows were cut. Totals always cover every row.
   */
  limit?: number;
}

/**
 * Ad performance over the window, with totals.
 */
export interface GetAdPerformanceResult {
  currency: Currency;
  /**
   * First UTC day covered.
   */
  start: string;
  /**
   * Last UTC day covered.
   */
  end: string;
  breakdown: "campaign" | "day" | "campaign_day";
  /**
   * Ordered by cost descending, then campaign id (`campaign`); by date ascending (`day`); by date ascending, then cost descending (`campaign_day`). Campaigns and days without spend or impressions are absent.
   */
  rows: AdPerformanceRow[];
  /**
   * Whether `limit` cut rows.
   */
  truncated: boolean;
  totals: AdMetrics;
}

/**
 * Arguments of `get_competitor_ad_intel`.
 */
export interface GetCompetitorAdIntelInput {
  /**
   * Only this campaign's auctions; an id not in the store answers 400 `invalid_request` naming `campaign_id`.
   */
  campaign_id?: string;
  /**
   * Only this competitor domain (exact, case-insensitive).
   */
  domain?: string;
  /**
   * Ad texts per competitor, 0..10 (default 3).
   */
  ads_per_domain?: number;
}

/**
 * Competitors in the store's search auctions, by impression share descending, then domain.
 */
export interface GetCompetitorAdIntelResult {
  competitors: CompetitorAdIntel[];
}

/**
 * Arguments of `get_marketing_brain`.
 */
export interface GetMarketingBrainInput {
  /**
   * Decisions created in the last N days count, 1..365 (default 30).
   */
  window_days?: number;
  /**
   * Open decisions listed, 1..100 (default 20), newest first.
   */
  limit?: number;
}

/**
 * What the automation is doing in marketing.
 */
export interface GetMarketingBrainResult {
  currency: Currency;
  window_days: number;
  /**
   * Campaigns with at least one field owned by an active, unexpired intent, by campaign id.
   */
  managed_campaigns: MarketingManagedCampaign[];
  /**
   * Decisions about campaigns (subject `campaign:<id>`) created in the window, per bucket.
   */
  decision_counts: DecisionBucketCounts;
  /**
   * Decisions about campaigns (subject `campaign:<id>`) in the window that are still open (bucket `queued` or `suggested`), newest first, with their evidence.
   */
  open_decisions: Decision[];
}

/**
 * A campaign the automation manages (at least one field owned by an active intent).
 */
export interface MarketingManagedCampaign {
  campaign_id: string;
  name: string;
  channel: AdChannel;
  status: AdCampaignStatus;
  /**
   * In major units of `currency`.
   */
  daily_budget: number;
  bidding: AdBidding;
  owners: AdCampaignOwner[];
}

/**
 * One campaign, ad set or ad of the social-ads account. Fields that belong to another level are null. `effective_status` combines the entity's own status with its parents': `active` (it and every parent enabled), `paused`, `adset_paused`, `campaign_paused` (a parent paused), `removed` (it or a parent removed).
 */
export interface SocialAdEntity {
  level: "campaign" | "adset" | "ad";
  id: string;
  name: string;
  /**
   * The entity's own status.
   */
  status: "enabled" | "paused" | "removed";
  effective_status: "active" | "paused" | "adset_paused" | "campaign_paused" | "removed";
  /**
   * The campaign (the entity itself at campaign level).
   */
  campaign_id: string;
  /**
   * The ad set (itself at ad-set level); null for a campaign.
   */
  adset_id: string | null;
  /**
   * Campaign only.
   */
  objective: "awareness" | "traffic" | "engagement" | "leads" | "app_promotion" | "sales" | null;
  /**
   * Campaign only (campaign budget optimisation bids for its ad sets).
   */
  bidding: "manual_cpc" | "maximize_conversions" | "target_roas" | "target_cpa" | null;
  /**
   * Campaign only; daily budget in the store currency's major units (the result's `currency`). Budgets are set per campaign, never per ad set.
   */
  daily_budget: number | null;
  /**
   * Ad set only.
   */
  optimization_goal: "link_clicks" | "offsite_conversions" | "reach" | "impressions" | null;
  /**
   * Ad set only.
   */
  targeting: SocialTargeting | null;
  /**
   * Ad only.
   */
  creative: SocialCreative | null;
  /**
   * Campaign only; its ad sets (any status).
   */
  adset_count: number | null;
  /**
   * Campaign and ad set; their ads (any status). Null for an ad.
   */
  ad_count: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * A custom or lookalike audience of the social-ads account. `approximate_size`: for a customer list the number of hashed identifiers it holds (the embedded platform matches every identifier; a real platform's match rate is lower); otherwise the platform's estimate. `targetable`: the audience is `ready` and holds at least 100 people (the platforms' minimum for delivery).
 */
export interface SocialAudience {
  id: string;
  name: string;
  type: "custom" | "lookalike";
  subtype: "customer_list" | "website" | "engagement" | "lookalike";
  /**
   * How the platform fills the audience, for a person.
   */
  source: string;
  /**
   * Lookalike only; the seed audience.
   */
  source_audience_id: string | null;
  lookalike: {
    /**
     * Share of the country's population most similar to the source, in percent.
     */
    ratio_percent: number;
    /**
     * ISO 3166-1 alpha-2.
     */
    country: string;
  } | null;
  /**
   * Website and engagement audiences; how long a person stays in it.
   */
  retention_days: number | null;
  approximate_size: number;
  /**
   * Customer list only; hashed identifiers held (SHA-256 of the normalised e-mail; never the e-mail).
   */
  member_count: number | null;
  /**
   * Customer list only; the store segment last synced into it (null before the first sync).
   */
  segment: SocialAudienceSegment | null;
  status: "ready" | "populating";
  targetable: boolean;
  last_synced_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * A customer segment of the store, as synced into a customer-list audience. `repeat_buyers`: customers with at least `min_orders` orders in the last `window_days` days; `all_customers`: customers with at least one order in the window; `product_customers`: customers who ordered any of `products` in the window. Only customers who accept marketing are synced.
 */
export interface SocialAudienceSegment {
  kind: "repeat_buyers" | "all_customers" | "product_customers";
  /**
   * Orders placed in the last N days (UTC, counted back from the sync).
   */
  window_days: number;
  /**
   * `repeat_buyers` only.
   */
  min_orders?: number;
  /**
   * `product_customers` only: product ids.
   */
  products?: string[];
}

/**
 * Arguments of `social_create_campaign`: one campaign of the social-ads account (channel `meta`), with a campaign-level daily budget.
 */
export interface SocialCreateCampaignInput {
  /**
   * Campaign name, unique among the store's social campaigns that are not removed (else 400 `invalid_request` naming `name`).
   */
  name: string;
  /**
   * What the platform optimises the campaign for.
   */
  objective: "awareness" | "traffic" | "engagement" | "leads" | "app_promotion" | "sales";
  /**
   * Daily budget in the store currency's major units, 1..100000 with at most 2 decimals (more answers 400 `invalid_request` naming `daily_budget`).
   */
  daily_budget: number;
  /**
   * Status the campaign is created with. Default `paused` (it spends nothing until enabled).
   */
  status?: "paused" | "enabled";
  /**
   * Bid strategy. Default `maximize_conversions` (the platform's lowest-cost bidding).
   */
  bidding?: "maximize_conversions" | "target_roas" | "target_cpa" | "manual_cpc";
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * An ad's creative.
 */
export interface SocialCreative {
  format: "single_image" | "carousel" | "video";
  headline: string;
  primary_text: string;
  call_to_action: "shop_now" | "learn_more" | "sign_up";
  link_url: string;
  /**
   * The store product the ad links, when it links one.
   */
  product_id: string | null;
}

/**
 * Arguments of `social_get_ad_entities`.
 */
export interface SocialGetAdEntitiesInput {
  /**
   * Which entities to list. Default `campaign`.
   */
  level?: "campaign" | "adset" | "ad";
  /**
   * Only this campaign (level `campaign`) or its ad sets / ads; an id that is no social campaign of the store answers 400 `invalid_request` naming `campaign_id`.
   */
  campaign_id?: string;
  /**
   * Only this ad set's ads (level `ad`), or this ad set (level `adset`); with level `campaign` answers 400 `invalid_request`; unknown answers 400 `invalid_request` naming `adset_id`.
   */
  adset_id?: string;
  /**
   * Only entities whose own status is this (not the effective status).
   */
  status?: "enabled" | "paused" | "removed";
  /**
   * Entities per page, 1..100 (default 25).
   */
  limit?: number;
  /**
   * The previous page's `next_cursor`; anything else answers 400 `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * Entities of one level, newest first (created_at, then id, descending).
 */
export interface SocialGetAdEntitiesResult {
  level: "campaign" | "adset" | "ad";
  currency: Currency;
  entities: SocialAdEntity[];
  has_more: boolean;
  /**
   * Pass as `before` for the next page; null on the last.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `social_get_audiences`.
 */
export interface SocialGetAudiencesInput {
  /**
   * Only custom (customer list, website, engagement) or lookalike audiences. Default both.
   */
  type?: "custom" | "lookalike";
  /**
   * Audiences per page, 1..100 (default 25).
   */
  limit?: number;
  /**
   * The previous page's `next_cursor`; anything else answers 400 `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * Audiences newest first (created_at, then id, descending).
 */
export interface SocialGetAudiencesResult {
  audiences: SocialAudience[];
  has_more: boolean;
  /**
   * Pass as `before` for the next page; null on the last.
   */
  next_cursor: string | null;
}

/**
 * The requested metrics (only the names in `fields` are present). Money is a decimal in the store currency's major units (the result's `currency`). Ratios are null when their denominator is zero.
 */
export interface SocialInsightsMetrics {
  /**
   * Times an ad was shown.
   */
  impressions?: number;
  /**
   * Link clicks.
   */
  clicks?: number;
  /**
   * Amount spent, major units.
   */
  spend?: number;
  /**
   * Purchases attributed to the ads (7-day click, 1-day view).
   */
  conversions?: number;
  /**
   * Value of the attributed purchases, major units.
   */
  conversion_value?: number;
  /**
   * Click-through rate, clicks / impressions (a ratio, 0.0123 = 1.23%).
   */
  ctr?: number | null;
  /**
   * Cost per click, spend / clicks, major units (2 decimals).
   */
  cpc?: number | null;
  /**
   * Cost per 1,000 impressions, major units (2 decimals).
   */
  cpm?: number | null;
  /**
   * spend / conversions, major units (2 decimals).
   */
  cost_per_conversion?: number | null;
  /**
   * Return on ad spend, conversion_value / spend (2 decimals).
   */
  roas?: number | null;
}

/**
 * One entity of the requested level, one time bucket and one combination of the breakdown values. Entity fields below the level are null (`adset_*` at campaign level; `ad_*` at campaign and ad-set level); a breakdown not requested is null.
 */
export interface SocialInsightsRow {
  campaign_id: string;
  campaign_name: string;
  adset_id: string | null;
  adset_name: string | null;
  ad_id: string | null;
  ad_name: string | null;
  /**
   * First UTC day of the bucket.
   */
  date_start: string;
  /**
   * Last UTC day of the bucket (inclusive).
   */
  date_stop: string;
  age: string | null;
  gender: string | null;
  country: string | null;
  placement: string | null;
  metrics: SocialInsightsMetrics;
}

/**
 * Arguments of `social_run_insights`. The date range is `time_range` or `date_preset` (not both; neither = `last_30d`). Unknown metric names in `fields` answer 400 `invalid_request` naming the field.
 */
export interface SocialRunInsightsInput {
  /**
   * One row per campaign, ad set or ad (and per time bucket and breakdown value). Default `campaign`.
   */
  level?: "campaign" | "adset" | "ad";
  /**
   * Metrics to return, 1..10 of `impressions`, `clicks`, `spend`, `conversions`, `conversion_value`, `ctr`, `cpc`, `cpm`, `cost_per_conversion`, `roas` (default the first five). Any other name answers 400 `invalid_request` naming `fields[i]`.
   */
  fields?: string[];
  /**
   * A range of UTC days relative to today (UTC); `last_Nd` is the N days ending yesterday. Default `last_30d` when `time_range` is absent.
   */
  date_preset?: "today" | "yesterday" | "last_7d" | "last_14d" | "last_30d" | "last_90d" | "this_month" | "last_month";
  /**
   * Inclusive UTC days; `until` not before `since`, at most 366 days (otherwise 400 `invalid_request` naming `time_range`).
   */
  time_range?: {
    since: string;
    until: string;
  };
  /**
   * Bucket size: `all_days` (one bucket for the range, default), `monthly` (calendar months, cut to the range), or 1..90 days per bucket counted from `since`.
   */
  time_increment?: number | "all_days" | "monthly";
  /**
   * Split each row by audience age bucket (`18-24` .. `65+`), gender (`female`, `male`, `unknown`), country (ISO 3166-1 alpha-2) and/or placement (`feed`, `stories`, `reels`, `marketplace`, `audience_network`). Default none.
   */
  breakdowns?: Array<"age" | "gender" | "country" | "placement">;
  /**
   * Only these social campaigns; an id that is no social campaign of the store answers 400 `invalid_request` naming `campaign_ids[i]`.
   */
  campaign_ids?: string[];
  /**
   * Rows per page, 1..500 (default 100).
   */
  limit?: number;
  /**
   * The previous page's `next_cursor`, with the same other arguments; anything else answers 400 `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * Insight rows ordered by `date_start` ascending, then spend descending, then entity id and breakdown values; only rows with at least one impression. `totals` covers every row of the query (all pages).
 */
export interface SocialRunInsightsResult {
  level: "campaign" | "adset" | "ad";
  /**
   * First UTC day of the range.
   */
  since: string;
  /**
   * Last UTC day of the range (inclusive).
   */
  until: string;
  /**
   * The bucket size used.
   */
  time_increment: number | "all_days" | "monthly";
  /**
   * The metrics present in `metrics`, in the order asked.
   */
  fields: string[];
  breakdowns: Array<"age" | "gender" | "country" | "placement">;
  currency: Currency;
  rows: SocialInsightsRow[];
  totals: SocialInsightsMetrics;
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same other arguments) for the next page; null on the last.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `social_sync_audiences`: which customer segment of the store to sync, into which customer-list audience (`audience_id` of an existing one, or `audience_name` to create one; exactly one of the two).
 */
export interface SocialSyncAudiencesInput {
  /**
   * An existing customer-list audience (`social_get_audiences`); unknown or another subtype answers 400 `invalid_request` naming `audience_id`.
   */
  audience_id?: string;
  /**
   * Creates a new customer-list audience of this name; a name in use answers 400 `invalid_request` naming `audience_name`.
   */
  audience_name?: string;
  /**
   * The store segment. Only customers who accept marketing and have a contact e-mail are synced.
   */
  segment: {
    /**
     * `repeat_buyers`: at least `min_orders` orders in the window; `all_customers`: at least one; `product_customers`: ordered any of `products` in the window.
     */
    kind: "repeat_buyers" | "all_customers" | "product_customers";
    /**
     * Orders placed in the last N days (UTC), 1..730 (default 365).
     */
    window_days?: number;
    /**
     * `repeat_buyers` only (elsewhere 400 `invalid_request`), 2..20 (default 2).
     */
    min_orders?: number;
    /**
     * `product_customers` only and required there: 1..20 product handles or UUIDs; unknown answers 400 `invalid_request` naming `segment.products[i]`.
     */
    products?: string[];
  };
  /**
   * `replace` (default): the audience becomes exactly the segment (members outside it are removed); `add`: only adds.
   */
  mode?: "replace" | "add";
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * An ad set's audience targeting.
 */
export interface SocialTargeting {
  age_min: number;
  /**
   * 65 means 65 and older.
   */
  age_max: number;
  genders: Array<"all" | "female" | "male">;
  /**
   * ISO 3166-1 alpha-2 codes.
   */
  countries: string[];
  placements: Array<"automatic" | "feed" | "stories" | "reels" | "marketplace" | "audience_network">;
  /**
   * Audiences (`social_get_audiences` ids) the ad set targets.
   */
  custom_audience_ids: string[];
}
