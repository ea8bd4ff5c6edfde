// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

/**
 * How much of the published operation catalogue (all tiers) this credential can use at this store, independent of the `domain` filter. The four counts add up to `catalogue_total`. Operations outside the seed catalogue (`x-catalogue: false`: sandbox test helpers, webhook subscriptions) are not counted here.
 */
export interface ActionExposure {
  /**
   * Operations in the published catalogue (188 in this version).
   */
  catalogue_total: number;
  /**
   * Operations this credential can call at this store.
   */
  exposed: number;
  /**
   * Operations hidden because the credential lacks their scope (they answer `insufficient_scope`).
   */
  withheld_by_scope: number;
  /**
   * Operations that do not exist for this store (e.g. storefront tools for a business without a storefront; they answer `not_found`).
   */
  not_available_for_store: number;
  /**
   * Operations in the catalogue this deployment does not serve yet.
   */
  not_yet_served: number;
}

/**
 * JSON Schema (draft 2020-12) of an action's JSON body: always an object schema. Being a JSON Schema, it may carry further keywords (`additionalProperties` is open here on purpose).
 */
export interface ActionParameters {
  /**
   * Always `object`.
   */
  type: "object";
  /**
   * What the body is.
   */
  description?: string;
  /**
   * One JSON Schema per parameter, keyed by parameter name.
   */
  properties: {
    [key: string]: JsonSchema;
  };
  /**
   * Names of the parameters that must be given.
   */
  required?: string[];
  /**
   * `false`: parameters not listed are refused with `invalid_request`.
   */
  additionalProperties?: boolean;
  [key: string]: unknown;
}

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
 * One agent.
 */
export interface AgentSummary {
  /**
   * Agent identifier, unique in the store (e.g. `pricing-guard`).
   */
  slug: string;
  /**
   * Display name.
   */
  name: string;
  /**
   * When the agent last ran (ISO 8601); null if it never ran.
   */
  last_run_at: string | null;
}

/**
 * The store's agents grouped by mode. An agent in `dry_run` logs decisions and sends nothing live; each carries `turn_it_on`, the route to switch it on.
 */
export interface AgentsOverview {
  /**
   * Number of agents in all modes.
   */
  total: number;
  /**
   * Agents acting live.
   */
  live: AgentSummary[];
  /**
   * Agents in dry run (log decisions, send nothing live), each with the route to turn it on.
   */
  dry_run: DryRunAgent[];
  /**
   * Agents switched off.
   */
  off: AgentSummary[];
}

/**
 * An AI assistant that can refer shoppers: `chatgpt` (OpenAI ChatGPT), `perplexity` (Perplexity), `gemini` (Google Gemini), `copilot` (Microsoft Copilot), `claude` (Anthropic Claude). The rules that attribute an order to one are listed in get_ai_referred_orders.
 */
export type AiAssistant = "chatgpt" | "perplexity" | "gemini" | "copilot" | "claude";

/**
 * One assistant's attributed orders in the range (every page).
 */
export interface AiAssistantSummary {
  assistant: AiAssistant;
  /**
   * Orders attributed to the assistant.
   */
  orders: number;
  /**
   * Their net sales, Σ (subtotal − discount) (decimal, store currency).
   */
  revenue: number;
  /**
   * revenue / orders (decimal, store currency); null when orders is 0.
   */
  average_order_value: number | null;
}

/**
 * One AI-readiness check of a product (or of the store, for `shop_policies`).
 */
export interface AiReadinessCheck {
  id: AiReadinessCheckId;
  /**
   * Whether the check passed.
   */
  passed: boolean;
  /**
   * How much a failure of this check hurts an AI shopping agent's use of the product (fixed per check: critical for description_length and gtin, warning for structured_attributes, image_alt_text and shop_policies, info for seo, category and tags).
   */
  severity: "critical" | "warning" | "info";
  /**
   * Points the check adds to `score` when it passes.
   */
  weight: number;
  /**
   * What was found (e.g. `2 of 3 images have no alt text`).
   */
  detail: string;
}

/**
 * Stable id of an AI-readiness check (`get_ai_readiness`): `description_length` (25 points), `structured_attributes` (15), `gtin` (20), `image_alt_text` (15), `seo` (10), `category` (5), `tags` (5), `shop_policies` (5, a store check counted on every product).
 */
export type AiReadinessCheckId = "description_length" | "structured_attributes" | "gtin" | "image_alt_text" | "seo" | "category" | "tags" | "shop_policies";

/**
 * AI readiness of one product.
 */
export interface AiReadinessProduct {
  /**
   * Product identifier.
   */
  product_id: string;
  /**
   * Storefront handle.
   */
  handle: string;
  /**
   * Product title.
   */
  title: string;
  storefront_status: StorefrontStatus;
  /**
   * Sum of the weights of the passed checks (0..100).
   */
  score: number;
  /**
   * Every check, in the order of `AiReadinessCheckId`.
   */
  checks: AiReadinessCheck[];
  /**
   * Ids of the failed checks, in check order.
   */
  failing: AiReadinessCheckId[];
}

/**
 * One order attributed to an AI assistant, with the attribution fields it was matched on.
 */
export interface AiReferredOrder {
  order_id: string;
  /**
   * The store's order number (`#1001` is 1001).
   */
  order_number: number;
  /**
   * When the order was placed (ISO 8601, UTC).
   */
  created_at: string;
  assistant: AiAssistant;
  /**
   * Which rule attributed it (the referrer rule wins over `utm_source`).
   */
  matched_by: "referring_site" | "utm_source";
  /**
   * The referrer URL the storefront recorded (Shopify's `referring_site`); null when none.
   */
  referring_site: string | null;
  /**
   * Path and query of the first storefront page of the visit (Shopify's `landing_site`); null when unknown.
   */
  landing_site: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /**
   * Sales channel of the order.
   */
  channel: "online_store" | "marketplace" | "pos" | "wholesale";
  /**
   * Subtotal − discount (decimal, store currency; no tax, no shipping, refunds not deducted).
   */
  net_sales: number;
  /**
   * Order total including tax and shipping (decimal, store currency).
   */
  total: number;
}

/**
 * One concrete fix for a failed AI-readiness check, naming the operation that would apply it.
 */
export interface AiRepair {
  check: AiReadinessCheckId;
  /**
   * The product to fix; null for a store-level fix (`shop_policies`).
   */
  product_id: string | null;
  /**
   * The product's storefront handle; null for a store-level fix.
   */
  handle: string | null;
  /**
   * The operation that applies the fix; null when no operation of this service can (then `description` says where to fix it).
   */
  operation: "storefront_update_content" | "storefront_set_metafield" | "storefront_update_tags" | null;
  /**
   * Ready-to-send arguments of `operation` when the fix is deterministic (e.g. SEO fields derived from the title and description, tags from the product type); null when a person has to supply the value (e.g. a new description) or there is no operation.
   */
  arguments: Record<string, unknown> | null;
  /**
   * What to change and why.
   */
  description: string;
}

/**
 * One alert.
 */
export interface Alert {
  /**
   * Alert identifier.
   */
  id: string;
  severity: AlertSeverity;
  /**
   * What was detected, e.g. `roas_below_floor`, `stockout`, `feed_disapproval`, `refund_spike`, `sync_failed`, `spend_ceiling`.
   */
  kind: string;
  /**
   * Short headline.
   */
  title: string;
  /**
   * Explanation for a person.
   */
  message: string;
  /**
   * What the alert is about, `<kind>:<id>` (e.g. `product:<uuid>`); null when store-wide.
   */
  subject_ref: string | null;
  /**
   * When the condition was detected (ISO 8601).
   */
  detected_at: string;
  /**
   * When it was resolved (ISO 8601); null while open.
   */
  resolved_at: string | null;
}

/**
 * Alert severity, most severe first.
 */
export type AlertSeverity = "critical" | "warning" | "info";

/**
 * Open (unresolved) alerts per severity.
 */
export interface AlertSeverityCounts {
  /**
   * Open critical alerts.
   */
  critical: number;
  /**
   * Open warning alerts.
   */
  warning: number;
  /**
   * Open info alerts.
   */
  info: number;
}

/**
 * An audience of the analytics property (users who meet its conditions, kept for its membership duration).
 */
export interface AnalyticsAudience {
  /**
   * Internal id.
   */
  id: string;
  name: string;
  description: string;
  /**
   * Days a user stays a member after last meeting the conditions.
   */
  membership_duration_days: number;
  /**
   * The conditions, all of which must hold (empty = every user).
   */
  conditions: AnalyticsAudienceCondition[];
  /**
   * The conditions as one readable line (as shown on the approval card).
   */
  definition: string;
  /**
   * `predefined`: made by the property (All Users, Purchasers); `custom`: created for the store.
   */
  origin: "predefined" | "custom";
  created_at: string;
}

/**
 * One audience condition; an audience's conditions must all hold (AND). The small grammar: `{kind: event, event_name, min_count?, within_days?}` (users who logged the event at least `min_count` times, default 1, within the last `within_days` days, or ever when absent/null); `{kind: no_event, event_name, within_days?}` (users who did not log it); `{kind: dimension, dimension, op, value}` (users whose `country` (ISO 3166-1 alpha-2), `device_category` (`desktop`/`mobile`/`tablet`), `age_bracket`, `gender`, `first_channel_group` (a default channel group) or `landing_page` (a path starting with `/`) is `eq` / `neq` / `in` (array of 1..50) / `begins_with` the value). Event names must be events the property collects (see `analytics_get_admin_config` `collected_events`).
 */
export type AnalyticsAudienceCondition = AnalyticsAudienceEventCondition | AnalyticsAudienceNoEventCondition | AnalyticsAudienceDimensionCondition;

/**
 * Users whose `dimension` is `eq` / `neq` / `in` (array) / `begins_with` (landing_page only) the value.
 */
export interface AnalyticsAudienceDimensionCondition {
  kind: "dimension";
  dimension: "country" | "device_category" | "age_bracket" | "gender" | "first_channel_group" | "landing_page";
  /**
   * `in` takes an array; the others a single string.
   */
  op: "eq" | "neq" | "in" | "begins_with";
  value: string | string[];
}

/**
 * Users who logged `event_name` at least `min_count` times (absent = 1), within the last `within_days` days (absent or null = ever).
 */
export interface AnalyticsAudienceEventCondition {
  kind: "event";
  event_name: string;
  /**
   * At least this many events (1..1000; absent = 1).
   */
  min_count?: number;
  /**
   * In the last N days (1..540); absent or null = ever.
   */
  within_days?: number | null;
}

/**
 * Users who did not log `event_name` within the last `within_days` days (absent or null = ever).
 */
export interface AnalyticsAudienceNoEventCondition {
  kind: "no_event";
  event_name: string;
  /**
   * In the last N days (1..540); absent or null = ever.
   */
  within_days?: number | null;
}

/**
 * Arguments of `analytics_buyer_demographics`. All optional; `{}` breaks the last 28 days' purchasers down by age bracket, gender and country.
 */
export interface AnalyticsBuyerDemographicsInput {
  /**
   * Which breakdowns, in this order (default all three).
   */
  breakdowns?: Array<"age_bracket" | "gender" | "country">;
  date_range?: AnalyticsDateRange;
  /**
   * The last N days ending yesterday in the property time zone (default 28 when `date_range` is absent; giving both answers 400).
   */
  window_days?: number;
}

/**
 * Purchasers by age bracket, gender and country. Privacy thresholding (as GA4 does with demographics): a bucket with fewer than `threshold_min_purchasers` purchasers in the range is withheld: it is not listed, only counted in `withheld_buckets`, and shares are computed over the listed buckets only, so no withheld count can be derived.
 */
export interface AnalyticsBuyerDemographicsResult {
  property_name: string;
  currency: string;
  start_date: string;
  end_date: string;
  /**
   * The minimum purchasers a bucket needs to be shown (10).
   */
  threshold_min_purchasers: number;
  breakdowns: {
    dimension: "age_bracket" | "gender" | "country";
    /**
     * Buckets at or above the threshold, most purchasers first (ties by value).
     */
    buckets: {
      /**
       * The bucket (`25-34`, `female`, `NL`, `unknown`, ...).
       */
      value: string;
      /**
       * Distinct purchasers per day, summed over the days of the range.
       */
      purchasers: number;
      transactions: number;
      /**
       * Major units of `currency`.
       */
      purchase_revenue: number;
      /**
       * purchasers / purchasers of the listed buckets (0..1, 4 decimals).
       */
      share_of_purchasers: number;
    }[];
    /**
     * Buckets with 1 purchaser or more but fewer than the threshold (not listed; buckets without purchasers are not counted).
     */
    withheld_buckets: number;
  }[];
}

/**
 * Arguments of `analytics_channel_performance`. All optional; `{}` reports the last 28 days by default channel group.
 */
export interface AnalyticsChannelPerformanceInput {
  /**
   * What a row is (default `channel_group`, GA4's default channel group).
   */
  group_by?: "channel_group" | "source_medium" | "device_category" | "country" | "landing_page";
  date_range?: AnalyticsDateRange;
  /**
   * The last N days ending yesterday in the property time zone (default 28 when `date_range` is absent; giving both answers 400).
   */
  window_days?: number;
}

/**
 * Sessions, key events, purchases and revenue per channel group (or the chosen grouping), most sessions first (ties by value).
 */
export interface AnalyticsChannelPerformanceResult {
  property_name: string;
  currency: string;
  time_zone: string;
  group_by: "channel_group" | "source_medium" | "device_category" | "country" | "landing_page";
  start_date: string;
  end_date: string;
  rows: AnalyticsChannelPerformanceRow[];
  totals: AnalyticsChannelPerformanceRow;
}

/**
 * One channel (or other group) over the date range. Money in major units of the result's `currency`.
 */
export interface AnalyticsChannelPerformanceRow {
  /**
   * The group's value (e.g. `Organic Search`); `total` in `totals`.
   */
  value: string;
  sessions: number;
  /**
   * sessions / all sessions of the range (0..1, 4 decimals; null without sessions).
   */
  share_of_sessions: number | null;
  engaged_sessions: number;
  /**
   * engaged_sessions / sessions (0..1, 4 decimals; null without sessions).
   */
  engagement_rate: number | null;
  /**
   * Key events (GA4's former conversions; purchases included).
   */
  key_events: number;
  /**
   * Purchases.
   */
  transactions: number;
  /**
   * Revenue of the purchases.
   */
  purchase_revenue: number;
  /**
   * transactions / sessions (0..1, 4 decimals; null without sessions).
   */
  conversion_rate: number | null;
  /**
   * purchase_revenue / sessions (2 decimals; null without sessions).
   */
  revenue_per_session: number | null;
}

/**
 * Arguments of `analytics_create_audience`: a custom audience of users who meet every condition (see AnalyticsAudienceCondition for the grammar). The name must be unique in the property (case-insensitive); a property holds at most 100 audiences.
 */
export interface AnalyticsCreateAudienceInput {
  /**
   * Audience name, unique in the property (case-insensitive).
   */
  name: string;
  /**
   * Shown next to the name (default empty).
   */
  description?: string;
  /**
   * Days a user stays a member after last meeting the conditions, 1..540 (default 30).
   */
  membership_duration_days?: number;
  /**
   * 1..10 conditions, all of which must hold.
   */
  conditions: AnalyticsAudienceCondition[];
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  /**
   * Same as the `Idempotency-Key` header.
   */
  idempotency_key?: string;
}

/**
 * Event-data retention of the analytics property (GA4 values): `2_months` or `14_months` on a standard property; `26_months`, `38_months` and `50_months` only on an Analytics 360 property. Retention limits how far back explorations reach; aggregated standard reports are not affected.
 */
export type AnalyticsDataRetention = "2_months" | "14_months" | "26_months" | "38_months" | "50_months";

/**
 * A data stream of the analytics property (a website or an app sending events).
 */
export interface AnalyticsDataStream {
  /**
   * Internal id.
   */
  id: string;
  /**
   * The stream's numeric id at the analytics provider.
   */
  stream_id: string;
  /**
   * Web stream or app stream.
   */
  type: "web" | "ios" | "android";
  display_name: string;
  /**
   * Web streams' measurement id (`G-XXXXXXXXXX`); null for app streams.
   */
  measurement_id: string | null;
  /**
   * App streams' Firebase app id; null for web streams.
   */
  firebase_app_id: string | null;
  /**
   * Web: the default URI; iOS: the bundle id; Android: the package name.
   */
  target: string;
  /**
   * Web streams collecting page-view extras (scrolls, outbound clicks, site search, downloads) automatically.
   */
  enhanced_measurement: boolean;
  created_at: string;
}

/**
 * Reporting days (property time zone), both inclusive, at most 366 days; `start_date` after `end_date` answers 400 `invalid_request`.
 */
export interface AnalyticsDateRange {
  /**
   * First day, inclusive.
   */
  start_date: string;
  /**
   * Last day, inclusive.
   */
  end_date: string;
}

/**
 * An inclusive range of UTC days.
 */
export interface AnalyticsDayRange {
  /**
   * First day (`YYYY-MM-DD`, UTC), inclusive.
   */
  from: string;
  /**
   * Last day (`YYYY-MM-DD`, UTC), inclusive; not before `from`; at most 366 days after it.
   */
  to: string;
}

/**
 * Arguments of `analytics_get_admin_config`. None; `{}` answers the property's configuration.
 */
export type AnalyticsGetAdminConfigInput = Record<string, never>;

/**
 * The analytics property's administrative configuration.
 */
export interface AnalyticsGetAdminConfigResult {
  /**
   * The property's resource name, `properties/<digits>`.
   */
  property_name: string;
  display_name: string;
  /**
   * IANA time zone of the property's reporting days.
   */
  time_zone: string;
  /**
   * Currency of revenue in the property's reports.
   */
  currency: string;
  industry_category: string;
  /**
   * `analytics_360` allows retention of 26, 38 or 50 months.
   */
  service_level: "standard" | "analytics_360";
  data_retention: AnalyticsDataRetention;
  /**
   * Retention values this property's service level accepts (what analytics_set_data_retention may propose).
   */
  data_retention_options: AnalyticsDataRetention[];
  /**
   * Whether a user's retention period restarts with each new event.
   */
  reset_user_data_on_new_activity: boolean;
  /**
   * Event names marked as key events (GA4's former conversions).
   */
  key_events: string[];
  /**
   * Event names the property collects (usable in audience conditions), alphabetical.
   */
  collected_events: string[];
  /**
   * Data streams per type (list them with analytics_list_data_streams).
   */
  streams: {
    total: number;
    web: number;
    ios: number;
    android: number;
    /**
     * Web streams' measurement ids.
     */
    measurement_ids: string[];
  };
  /**
   * Audiences defined (predefined and custom).
   */
  audience_count: number;
  created_at: string;
  /**
   * Last change of the configuration.
   */
  updated_at: string;
}

/**
 * Arguments of `analytics_list_audiences`. All optional; `{}` lists every audience.
 */
export interface AnalyticsListAudiencesInput {
  /**
   * Only audiences of this origin.
   */
  origin?: "predefined" | "custom";
}

/**
 * The property's audiences, predefined first, then by name (at most 100 per property, so never paged).
 */
export interface AnalyticsListAudiencesResult {
  property_name: string;
  audiences: AnalyticsAudience[];
  count: number;
}

/**
 * Arguments of `analytics_list_data_streams`. All optional; `{}` lists every stream.
 */
export interface AnalyticsListDataStreamsInput {
  /**
   * Only streams of this type.
   */
  type?: "web" | "ios" | "android";
}

/**
 * The property's data streams, web first, then iOS, then Android, each by display name.
 */
export interface AnalyticsListDataStreamsResult {
  property_name: string;
  streams: AnalyticsDataStream[];
  count: number;
}

/**
 * Arguments of `analytics_run_report` (the GA4 Data API's runReport, in this contract's snake_case names). Dimensions: `date`, `channel_group`, `source_medium`, `country`, `device_category`, `landing_page` (session scope) and `age_bracket`, `gender` (user demographics); `date` and `country` exist in both. Metrics: `sessions`, `engaged_sessions`, `engagement_rate`, `bounce_rate`, `key_events`, `conversion_rate`, `key_events_per_session` (session scope only), `purchasers` (demographics only), `active_users`, `new_users`, `transactions`, `purchase_revenue`, `average_purchase_revenue` (both). A report must stay within one scope: a demographic field with a session-only field answers 400 `invalid_request` (incompatible). An unknown name answers 400 `invalid_request` naming it.
 */
export interface AnalyticsRunReportInput {
  /**
   * Dimensions to group by, 0..9 (none = one total row per date range).
   */
  dimensions?: string[];
  /**
   * Metrics, 1..10.
   */
  metrics: string[];
  /**
   * 1 or 2 date ranges (a second one compares: every row then carries a `date_range` of `date_range_0` or `date_range_1`). Default: the last 28 days ending yesterday in the property time zone.
   */
  date_ranges?: AnalyticsDateRange[];
  /**
   * All must hold; applied to the daily rows before grouping. Ops: `eq`, `neq`, `contains` (case-insensitive), `begins_with` (string value), `in`, `not_in` (array value). The dimension need not be in `dimensions` but must be in the report's scope.
   */
  dimension_filters?: {
    dimension: string;
    op: "eq" | "neq" | "in" | "not_in" | "contains" | "begins_with";
    value: string | string[];
  }[];
  /**
   * All must hold; applied to the grouped rows (per date range). Ops `eq`, `neq`, `gt`, `gte`, `lt`, `lte` with a number in the metric's unit (money in major units, ratios 0..1). A filter metric need not be in `metrics`.
   */
  metric_filters?: {
    metric: string;
    op: "eq" | "neq" | "gt" | "gte" | "lt" | "lte";
    value: number;
  }[];
  /**
   * Sort keys, in priority (fields of `dimensions` or `metrics`). Default: the first metric descending. Ties fall back to the dimensions ascending, then `date_range`.
   */
  order_bys?: {
    field: string;
    direction?: "asc" | "desc";
  }[];
  /**
   * Rows returned, 1..10000 (default 100).
   */
  limit?: number;
  /**
   * Rows skipped first (default 0); page with `offset` + `limit` while `has_more`.
   */
  offset?: number;
}

/**
 * The report: one object per row keyed by the dimensions (strings; plus `date_range` with two ranges) and the metrics (numbers: counts as integers, money in major units of `currency`, ratios 0..1 to 4 decimals, null when a ratio divides by 0).
 */
export interface AnalyticsRunReportResult {
  property_name: string;
  currency: string;
  /**
   * The property's time zone (of `date` and the date ranges).
   */
  time_zone: string;
  /**
   * The fact table that answered: `traffic` (session scope) or `demographics` (user demographics).
   */
  scope: "traffic" | "demographics";
  /**
   * The row keys that are dimensions, in order (`date_range` first with two ranges).
   */
  dimensions: string[];
  metrics: string[];
  /**
   * The ranges reported, named `date_range_0`, `date_range_1`.
   */
  date_ranges: {
    name: string;
    start_date: string;
    end_date: string;
  }[];
  rows: {
    [key: string]: string | number | null;
  }[];
  /**
   * Per date range, the metrics over all data that passed the dimension filters (metric filters, `offset` and `limit` do not narrow totals), each keyed by `date_range` and the metric names.
   */
  totals: {
    [key: string]: string | number | null;
  }[];
  /**
   * Rows of the report before `offset` / `limit`.
   */
  row_count: number;
  offset: number;
  limit: number;
  /**
   * True when rows follow this page.
   */
  has_more: boolean;
}

/**
 * Arguments of `analytics_set_data_retention`: the new event-data retention. `26_months`, `38_months` and `50_months` need an Analytics 360 property (else 400 `invalid_request` naming `retention`); the current value answers 400 (nothing to change).
 */
export interface AnalyticsSetDataRetentionInput {
  retention: AnalyticsDataRetention;
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  /**
   * Same as the `Idempotency-Key` header.
   */
  idempotency_key?: string;
}

/**
 * An approval card (proposed write or app approval request).
 */
export interface Approval {
  id: string;
  /**
   * `proposed_write`: created by a `propose_write` operation; `app_request`: created by `POST /api/v1/approvals`.
   */
  kind: "proposed_write" | "app_request";
  /**
   * The operation applied on approval (proposed writes); null for app requests.
   */
  operation: string | null;
  title: string;
  status: ApprovalStatus;
  /**
   * Money at stake in cents of `currency`.
   */
  amount_cents: number | null;
  /**
   * ISO 4217 code of `amount_cents`.
   */
  currency: string | null;
  reversibility_class: ReversibilityClass;
  /**
   * The exact change (proposed writes); null for app requests, which change nothing themselves.
   */
  change: ChangePlan | null;
  /**
   * Credential id that created the card.
   */
  requested_by: string;
  /**
   * Operator email, `auto-apply`, or `immediate` (stopping writes); null while undecided.
   */
  decided_by: string | null;
  decided_at: string | null;
  /**
   * Why it was rejected, withdrawn or failed.
   */
  reason: string | null;
  /**
   * Receipt of the applied change (approved proposed writes).
   */
  receipt_id: string | null;
  /**
   * Deadline; a card still `requested` then becomes `expired`.
   */
  expires_at: string;
  created_at: string;
  /**
   * `approval_status` only, on an approved card whose write created a one-time secret (e.g. `storefront_create_gift_card`: `gift_card_id`, `code`, `last_characters`). The credential that requested the card gets it in its first `approval_status` after approval, and that read erases it (it is never stored elsewhere); any other credential gets null (with `reveal_note`) while it waits. Absent once shown, on other cards and in other answers.
   */
  reveal?: {
    [key: string]: unknown;
  } | null;
  /**
   * With `reveal`, what happened to the secret (shown now and erased, already shown, or only for the requesting credential).
   */
  reveal_note?: string;
}

/**
 * Arguments of `approval_list`.
 */
export interface ApprovalListInput {
  status?: ApprovalStatus;
  /**
   * Cards per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page).
   */
  before?: string;
}

/**
 * A page of approval cards, newest first.
 */
export interface ApprovalListResult {
  approvals: Approval[];
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Identifies one approval card.
 */
export interface ApprovalRef {
  /**
   * The card's id (`approval_id` of a proposed write, or `id` of an approval).
   */
  approval_id: string;
}

/**
 * State of an approval card. `requested`: waiting for an operator (a proposed write's call answered `status: proposed`). `approved`: a person approved and the change was applied (event `approval.decided`). `rejected`: a person rejected it (event `approval.decided`). `expired`: the deadline passed with no decision; closed as not approved (event `approval.expired`). `withdrawn`: the requester withdrew it before a decision. `failed`: a person approved, but the world had moved since the proposal (a `before` value no longer matched), so nothing was applied; `reason` says what changed (event `approval.decided`). Only `requested` moves; every other state is final.
 */
export type ApprovalStatus = "requested" | "approved" | "rejected" | "expired" | "withdrawn" | "failed";

/**
 * Approval request (seed: "Approval request"): an app asks the merchant to approve something. The card waits in the dashboard's approvals inbox.
 */
export interface ApprovalSubmitInput {
  /**
   * What the merchant is asked to approve.
   */
  title: string;
  /**
   * Money at stake in cents of `currency` (required together with `currency`).
   */
  amount_cents?: number;
  /**
   * ISO 4217 currency code of `amount_cents`.
   */
  currency?: string;
  reversibility_class: ReversibilityClass;
  /**
   * Deadline, in seconds from now (60 s .. 30 days; default 72 hours). Then the card expires (event `approval.expired`).
   */
  expires_in_seconds?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `approval_withdraw`.
 */
export interface ApprovalWithdrawInput {
  /**
   * The card to withdraw; only a `requested` card can be withdrawn, and only by a credential of its store.
   */
  approval_id: string;
  /**
   * Why, recorded on the card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * An AsyncAPI 3.0 document (https://www.asyncapi.com/docs/reference/specification/v3.0.0) describing every webhook event: one message per event type, its payload the CloudEvents 1.0 envelope with the typed `data`, and the delivery headers and signature scheme. The top-level fields are typed here; nested objects follow the AsyncAPI 3.0 specification and carry `x-` extensions on messages (`x-family`, `x-scope`, `x-publishing`, `x-subject`).
 */
export interface AsyncApiDocument {
  /**
   * AsyncAPI version (3.0.x).
   */
  asyncapi: string;
  /**
   * Identifier of the described application.
   */
  id?: string;
  /**
   * Title, version and description (delivery, envelope, payload conventions, signature).
   */
  info: {
    /**
     * Document title.
     */
    title: string;
    /**
     * Events version (`1`, as the API).
     */
    version: string;
    /**
     * Overview in Markdown.
     */
    description?: string;
    [key: string]: unknown;
  };
  /**
   * Content type of the deliveries (`application/cloudevents+json; charset=utf-8`).
   */
  defaultContentType?: string;
  /**
   * The subscriber's endpoint (`subscriber`), where the service sends events.
   */
  servers?: {
    [key: string]: {
      [key: string]: unknown;
    };
  };
  /**
   * `storeEvents` and `financeEvents`: a subscription's `url`, by family.
   */
  channels: {
    [key: string]: {
      [key: string]: unknown;
    };
  };
  /**
   * One `send` operation per event type, keyed by the type.
   */
  operations: {
    [key: string]: {
      [key: string]: unknown;
    };
  };
  /**
   * Messages (one per event type, keyed by the type), schemas, traits and the `webhookSignature` security scheme.
   */
  components: {
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/**
 * One audit row: one REST call, MCP message, dashboard action or public document request. Written before the audited call's response is sent.
 */
export interface AuditEntry {
  /**
   * Audit row identifier (time-sortable, e.g. `aud_01JDQ8ZK3M4N5P0001`).
   */
  id: string;
  /**
   * The request's identifier (`x-request-id` / error `request_id`).
   */
  request_id: string;
  /**
   * When the request was received (ISO 8601, UTC).
   */
  created_at: string;
  /**
   * Surface that served it: `rest` this API, `mcp` the MCP endpoint, `alt` the alternate surface, `dashboard` the operator dashboard, `public` a public document.
   */
  surface: "rest" | "mcp" | "alt" | "dashboard" | "public";
  /**
   * HTTP method of the request (e.g. `POST`); for MCP, of the HTTP request that carried the message.
   */
  method: string;
  /**
   * Request path without the query string (e.g. `/api/v1/tools/get_alerts`).
   */
  path: string;
  /**
   * What was called: the operation (tool) name, e.g. `storefront_update_variant_price` (also for MCP `tools/call`); for other MCP messages the JSON-RPC method (`initialize`, `tools/list`, ...); `audit_list` for reading this log; `dashboard.<action>` for dashboard actions; null for requests that named none (an unknown path, a public document, a dashboard page view).
   */
  operation: string | null;
  /**
   * HTTP status of the reply.
   */
  status: number;
  /**
   * The reply's stable `error` code; null on success.
   */
  error_code: string | null;
  /**
   * Identifier of the credential that made the call; null when none was verified. API keys are their key id; an OAuth access token is `oauth:<grant id>` (the grant is stable across token refreshes; Settings > Connected apps lists it); the dashboard is `operator:<operator id>`.
   */
  credential_id: string | null;
  /**
   * The OAuth `client_id` of the app whose access token made the call (a Client ID Metadata Document URL, or an id issued by dynamic client registration); null for API keys, the dashboard and unauthenticated requests.
   */
  client_id: string | null;
  /**
   * What the call acted on, `<kind>:<id>` (e.g. `order:<uuid>`); null when not about one subject. Filter on it to answer "which call made this refund?".
   */
  subject_ref: string | null;
  /**
   * Client IP address (IPv4 or IPv6).
   */
  ip: string;
  /**
   * Time to serve the request, in milliseconds.
   */
  duration_ms: number;
}

/**
 * One page of audit rows, newest first. To read older rows pass `next_cursor` as `before`; stop when `has_more` is false.
 */
export interface AuditPage {
  /**
   * Audit rows of the credential's store, newest first, at most `limit`.
   */
  data: AuditEntry[];
  /**
   * `true` when older rows exist beyond this page.
   */
  has_more: boolean;
  /**
   * Opaque cursor: pass it as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Authorization server metadata (RFC 8414) of the service's OAuth 2.1 server, served at `/.well-known/oauth-authorization-server`. Every URL is built from the issuer: the public base URL (`STOREOPS_PUBLIC_URL`) when configured, else the origin the request reached. States exactly what the server does: authorization code with PKCE `S256` only, no implicit or password grant, no ID tokens (this is not an OpenID provider; `openid` is not a scope here), Client ID Metadata Documents as `client_id`.
 */
export interface AuthorizationServerMetadata {
  /**
   * The issuer identifier: the service's base URL (scheme, host and port, no trailing slash). Equals the `iss` parameter of every authorization response (RFC 9207) and the one entry of a protected resource's `authorization_servers`.
   */
  issuer: string;
  /**
   * `<issuer>/api/oauth/authorize` (GET only).
   */
  authorization_endpoint: string;
  /**
   * `<issuer>/api/oauth/token`.
   */
  token_endpoint: string;
  /**
   * `<issuer>/api/oauth/register`: dynamic client registration (RFC 7591), deprecated; new registrations stop on 2027-09-06. Prefer a Client ID Metadata Document URL as `client_id`.
   */
  registration_endpoint: string;
  /**
   * `<issuer>/api/oauth/revoke` (RFC 7009).
   */
  revocation_endpoint: string;
  /**
   * Every scope an app may ask for: the bundles, then `<group>:read` / `<group>:write` of every group, including `creative:*`, `finance:*` and `admin:*` (operations require them, so the OAuth list offers them).
   */
  scopes_supported: Scope[];
  /**
   * `["code"]`.
   */
  response_types_supported: "code"[];
  /**
   * `["query"]`: the authorization response is in the redirect URI's query.
   */
  response_modes_supported: "query"[];
  /**
   * `["authorization_code", "refresh_token"]`.
   */
  grant_types_supported: OAuthGrantType[];
  /**
   * `["S256"]`: PKCE is required of every client, `plain` is refused.
   */
  code_challenge_methods_supported: "S256"[];
  /**
   * `none` (a public client: `client_id` in the body, PKCE proves possession; every Client ID Metadata Document client), `client_secret_basic` and `client_secret_post` (a client registered with a secret through dynamic client registration).
   */
  token_endpoint_auth_methods_supported: OAuthClientAuthMethod[];
  /**
   * The same client authentication methods as the token endpoint.
   */
  revocation_endpoint_auth_methods_supported: OAuthClientAuthMethod[];
  /**
   * `true`: a client may use the https URL of its Client ID Metadata Document as `client_id` (draft-ietf-oauth-client-id-metadata-document), with no registration.
   */
  client_id_metadata_document_supported: true;
  /**
   * `true`: every authorization response (success or error) carries `iss` (RFC 9207); a client checks it equals `issuer` (mix-up defence).
   */
  authorization_response_iss_parameter_supported: true;
  /**
   * The API reference, `<issuer>/api/v1/reference`.
   */
  service_documentation: string;
}

/**
 * The agent's mode after the write, and the receipt.
 */
export interface AutomationChangeResult {
  agent: {
    slug: string;
    name: string;
    /**
     * Mode now.
     */
    mode: "live" | "dry_run" | "off";
    /**
     * Mode before the call (equal to `mode` when nothing changed).
     */
    previous_mode: "live" | "dry_run" | "off";
  };
  /**
   * Receipt of the change; null when the agent was already in that mode (nothing changed).
   */
  receipt_id: string | null;
}

/**
 * Metric a calibration threshold applies to. `roas`: revenue / ad spend (ratio). `cpa_cents`: cost per acquisition in minor units (cents) of the store currency, as its name says (the one money-valued metric, kept in cents). `conversion_rate`: conversions / sessions (ratio 0..1). `refund_rate`: refunded orders / orders (ratio 0..1).
 */
export type CalibrationMetric = "roas" | "cpa_cents" | "conversion_rate" | "refund_rate";

/**
 * Summary of the store's calibrated thresholds (full detail with all percentiles: `get_calibration`).
 */
export interface CalibrationSummary {
  /**
   * When the thresholds were last calibrated (ISO 8601); null if never.
   */
  calibrated_at: string | null;
  /**
   * One entry per calibrated metric; empty if never calibrated.
   */
  thresholds: CalibrationThresholdSummary[];
}

/**
 * Thresholds of one metric. Values are in the metric's unit: ratios for `roas`, `conversion_rate` and `refund_rate`; cents of the store currency for `cpa_cents`.
 */
export interface CalibrationThreshold {
  metric: CalibrationMetric;
  /**
   * Lower threshold; below it the service alerts or acts (e.g. `roas_below_floor`).
   */
  floor: number;
  /**
   * Upper threshold.
   */
  ceiling: number;
  /**
   * Distribution of the metric over the calibration sample.
   */
  percentiles: {
    /**
     * 10th percentile.
     */
    p10: number;
    /**
     * 25th percentile.
     */
    p25: number;
    /**
     * Median.
     */
    p50: number;
    /**
     * 75th percentile.
     */
    p75: number;
    /**
     * 90th percentile.
     */
    p90: number;
  };
  /**
   * Number of observations the thresholds were computed from.
   */
  sample_size: number;
  /**
   * Days of history the sample covers.
   */
  window_days: number;
  /**
   * When this metric was calibrated (ISO 8601).
   */
  calibrated_at: string;
}

/**
 * Floor, ceiling and median of one calibrated metric.
 */
export interface CalibrationThresholdSummary {
  metric: CalibrationMetric;
  /**
   * Lower threshold (in the metric's unit); below it the service alerts or acts.
   */
  floor: number;
  /**
   * Upper threshold (in the metric's unit).
   */
  ceiling: number;
  /**
   * Median of the metric over the calibration sample (in the metric's unit).
   */
  p50: number;
}

/**
 * Two products of one product type whose daily sales move against each other.
 */
export interface CannibalizationPair {
  product_a: CannibalizationProduct;
  product_b: CannibalizationProduct;
  product_type: string;
  /**
   * Days both products existed in the window (the sample size n).
   */
  days: number;
  /**
   * Pearson's r of the two detrended daily series (4 decimals); negative = they move against each other.
   */
  correlation: number;
  /**
   * Two-sided p-value of r = 0 (t-test with n − 2 degrees of freedom), 3 significant digits.
   */
  p_value: number;
  /**
   * Benjamini–Hochberg adjusted p-value over every pair tested in this call, 3 significant digits.
   */
  q_value: number;
  /**
   * The method and figures of this row in words (for a report or an operator).
   */
  method: string;
}

/**
 * One product of a pair, with its total of the compared metric over the window.
 */
export interface CannibalizationProduct {
  product_id: string;
  handle: string;
  title: string;
  /**
   * The metric summed over the window: orders (count) for metric `orders`, revenue (decimal, store currency) for metric `revenue`.
   */
  total: number;
}

/**
 * Catalogue counts under two vocabularies that do not agree: `storefront_status` is the storefront platform's own status (active / draft / archived); `service_lifecycle` is the service's own label for how a product is managed. Never read one as the other: an `active` storefront product may be `declining` in the service lifecycle, and a service `active` says nothing about storefront visibility. A business without a storefront has zero of everything.
 */
export interface CatalogueCounts {
  /**
   * Number of products.
   */
  product_count: number;
  /**
   * Number of variants across all products.
   */
  variant_count: number;
  /**
   * Products per storefront status (the storefront platform's vocabulary).
   */
  storefront_status: {
    /**
     * Products the storefront shows as active.
     */
    active: number;
    /**
     * Products in draft on the storefront.
     */
    draft: number;
    /**
     * Products archived on the storefront.
     */
    archived: number;
  };
  /**
   * Products per service lifecycle state (the service's vocabulary, lowercase keys). Only states that have at least one product appear as keys; a missing key means zero.
   */
  service_lifecycle: {
    [key: string]: number;
  };
}

/**
 * Total of one expense category. Money in the store currency's major units.
 */
export interface CategoryTotal {
  category: string;
  /**
   * Sum of the category's amounts, major units (credits are negative).
   */
  total: number;
  /**
   * Number of rows.
   */
  count: number;
}

/**
 * One field of one resource, before and after the change. Money in the store currency's major units.
 */
export interface ChangeItem {
  /**
   * Kind of resource, e.g. `variant`, `store`, `agent`.
   */
  resource_kind: string;
  /**
   * Identifier of the resource (a UUID, a slug or the store id).
   */
  resource_ref: string;
  /**
   * The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`.
   */
  field: string;
  /**
   * Value now (when proposed), as JSON.
   */
  before: unknown;
  /**
   * Value after the change, as JSON.
   */
  after: unknown;
}

/**
 * The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.
 */
export interface ChangePlan {
  /**
   * One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`.
   */
  title: string;
  changes: ChangeItem[];
  /**
   * Money at stake in cents of the store currency, when the change has a monetary size.
   */
  amount_cents: number | null;
  reversibility_class: ReversibilityClass;
  /**
   * How to undo it; null when it cannot be undone by another write.
   */
  reversal: Reversal | null;
  /**
   * Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id.
   */
  creates?: boolean;
}

/**
 * Changes and deprecations of the API, generated from `spec/deprecations.yaml` (the same source as the `Deprecation`, `Sunset` and `Link` headers).
 */
export interface Changelog {
  /**
   * API version the changelog describes.
   */
  api_version: "1";
  /**
   * Entries, newest announcement first.
   */
  entries: ChangelogEntry[];
}

/**
 * One announced change. A deprecated subject keeps working until `sunset` (at least 365 days after `announced`); until then each of its responses carries `Deprecation`, `Sunset` and `Link: <link>; rel="deprecation"`.
 */
export interface ChangelogEntry {
  /**
   * Stable identifier; also the anchor of `link`.
   */
  id: string;
  /**
   * Kind of change (only `deprecation` in this version).
   */
  kind: "deprecation";
  /**
   * What is deprecated.
   */
  subject: {
    /**
     * HTTP method.
     */
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    /**
     * Path, from the base address.
     */
    path: string;
  };
  /**
   * Date the deprecation was announced (YYYY-MM-DD).
   */
  announced: string;
  /**
   * Date the subject stops working (YYYY-MM-DD).
   */
  sunset: string;
  /**
   * What to use instead.
   */
  instead: string;
  /**
   * This entry in the changelog (`/api/v1/changelog.json#<id>`).
   */
  link: string;
}

/**
 * Arguments of `compare_periods`. All optional; `{}` compares the last 7 days (up to and including today, UTC) with the 7 days before them. Give either `window_days` (rolling windows) or an explicit `current` range (and optionally `previous`), not both: both answer `invalid_request` naming `current`.
 */
export interface ComparePeriodsInput {
  /**
   * Rolling comparison, 1..180 days (7 when neither `window_days` nor `current` is given; no schema default, so that giving both can be refused): the current period is the last `window_days` UTC days up to and including today, the previous period the `window_days` days immediately before it.
   */
  window_days?: number;
  /**
   * Explicit current period (UTC days, inclusive, 1..366 days). Excludes `window_days`.
   */
  current?: AnalyticsDayRange;
  /**
   * Explicit previous period (UTC days, inclusive, 1..366 days; only with `current`). Must end before `current` starts (overlap answers `invalid_request` naming `previous`); may differ in length (e.g. one month against another). Omitted: the same number of days immediately before `current`.
   */
  previous?: AnalyticsDayRange;
  /**
   * Top movers to add (default `none`): `product` ranks products by the change in their line revenue, `channel` ranks order channels (`online_store`, `marketplace`, `pos`, `wholesale`) by the change in their revenue.
   */
  breakdown?: "none" | "product" | "channel";
  /**
   * Risers and fallers listed each, 1..20 (default 5); only with a `breakdown`.
   */
  movers_limit?: number;
}

/**
 * The store's metrics in two periods side by side, with absolute and relative change, and optionally the top movers by product or channel.
 */
export interface ComparePeriodsResult {
  currency: Currency;
  current: ComparedPeriod;
  previous: ComparedPeriod;
  metrics: PeriodMetrics;
  /**
   * The breakdown the movers are ranked by; with `none` both lists are empty.
   */
  breakdown: "none" | "product" | "channel";
  /**
   * Up to `movers_limit` products or channels whose revenue grew most (absolute_change > 0), largest gain first; ties by key.
   */
  risers: PeriodMover[];
  /**
   * Up to `movers_limit` products or channels whose revenue fell most (absolute_change < 0), largest loss first; ties by key.
   */
  fallers: PeriodMover[];
}

/**
 * One of the two compared periods (UTC days, inclusive).
 */
export interface ComparedPeriod {
  /**
   * First day (`YYYY-MM-DD`, UTC), inclusive.
   */
  from: string;
  /**
   * Last day (`YYYY-MM-DD`, UTC), inclusive.
   */
  to: string;
  /**
   * Number of days in the period.
   */
  days: number;
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
 * One recorded version of a product's title, description and SEO fields, with who wrote it and when.
 */
export interface ContentVersion {
  /**
   * Version number (1 = the content the product was created with).
   */
  version: number;
  /**
   * Product title in this version.
   */
  title: string;
  /**
   * HTML description in this version (empty string = none).
   */
  description_html: string;
  /**
   * SEO title in this version; null = not set.
   */
  seo_title: string | null;
  /**
   * SEO description in this version; null = not set.
   */
  seo_description: string | null;
  /**
   * Who wrote it: an operator's email, a credential id, or `storefront` (written on the storefront and seen by sync).
   */
  author: string;
  /**
   * How the version was recorded: `storefront_sync` (seen on the storefront), `service` (an applied `storefront_update_content`), `seed` (demo history).
   */
  source: "seed" | "storefront_sync" | "service";
  /**
   * The approval that applied it (source `service`); null otherwise.
   */
  approval_id: string | null;
  /**
   * When the version was recorded (ISO 8601 UTC).
   */
  created_at: string;
  /**
   * Fields that differ from the previous version (`title`, `description_html`, `seo_title`, `seo_description`); every field for version 1.
   */
  changed_fields: Array<"title" | "description_html" | "seo_title" | "seo_description">;
}

/**
 * One variant a cost import would change. Money in the store currency's major units.
 */
export interface CostImportChange {
  /**
   * The file's record number (header = 1).
   */
  row: number;
  variant_id: string;
  sku: string;
  /**
   * Recorded unit cost now; null when none is recorded.
   */
  before_unit_cost: number | null;
  before_tier: CostTier;
  /**
   * Unit cost after the import (tier `confirmed`).
   */
  after_unit_cost: number;
}

/**
 * A variant named by more than one row of the file (every row after the first is an error).
 */
export interface CostImportDuplicate {
  variant_id: string;
  sku: string;
  /**
   * The record numbers naming it.
   */
  rows: number[];
}

/**
 * Cost-confidence tier of a unit cost. `confirmed`: entered by a person (imported with propose_cost_import or set with storefront_update_variant_cost; `cost_source` `import` / `manual`) within the last 365 days. `stale`: entered by a person more than 365 days ago. `storefront`: taken from the storefront's cost field. `estimated`: no cost recorded; `unit_cost` is price × the median cost/price ratio of the store's variants with a known cost of the same product type (when at least 3 have one), else of all the store's variants with a known cost, else null.
 */
export type CostTier = "confirmed" | "storefront" | "estimated" | "stale";

/**
 * Arguments of `create_alert`.
 */
export interface CreateAlertInput {
  severity: AlertSeverity;
  /**
   * Short headline.
   */
  title: string;
  /**
   * What happened and what to do.
   */
  message: string;
  /**
   * Machine-readable kind, snake_case (default `manual`).
   */
  kind?: string;
  /**
   * What it is about, e.g. `product:<uuid>`.
   */
  subject_ref?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The alert created (open), and the receipt of the write.
 */
export interface CreateAlertResult {
  alert: Alert;
  receipt_id: string;
}

/**
 * The body of `credentials_diagnose`: an empty object (no arguments).
 */
export type CredentialDiagnoseInput = Record<string, never>;

/**
 * Facts about the presented credential only (never another credential's). Answered by `POST /api/v1/credentials/diagnose`.
 */
export interface CredentialDiagnosis {
  /**
   * `revoked`: an API key revoked in Settings > Developers or with `pnpm keys revoke` (every call answers 401 `unauthorized`). `expired`: past `expires_at` (calls answer 401 `expired`). `active`: neither.
   */
  status: "active" | "revoked" | "expired";
  /**
   * Whether a call from `request_address` would pass authentication now (active, its store exists, address allowed); scopes are not judged here.
   */
  usable: boolean;
  /**
   * What the status means for calls and what to do about it, in one or two sentences.
   */
  message: string;
  /**
   * The credential's id as audit rows name it (an API key's UUID, or `oauth:<grant id>` for an access token).
   */
  credential_id: string;
  /**
   * An API key minted in the dashboard or with `pnpm keys create`, or an OAuth 2.1 access token.
   */
  credential_type: "api_key" | "oauth_access_token";
  /**
   * `sandbox`: its store is a private copy of the demo store (7 days); `live` otherwise.
   */
  kind: "live" | "sandbox";
  /**
   * The key's label, or the connected app's name for an access token.
   */
  label: string;
  /**
   * An API key's first 16 characters (as Settings > Developers lists it); null for an access token.
   */
  key_prefix: string | null;
  /**
   * The OAuth client an access token was issued to; null for an API key.
   */
  client_id: string | null;
  /**
   * The store the credential acts on; null when that store no longer exists (an expired sandbox key's copy is dropped).
   */
  store: {
    /**
     * The store's id.
     */
    id: string;
    /**
     * The store's name.
     */
    name: string;
  } | null;
  /**
   * The scopes the credential carries (for an access token, those of its grant it was issued with).
   */
  scopes: string[];
  /**
   * When the credential expires (UTC); null for a key without expiry.
   */
  expires_at: string | null;
  /**
   * When an API key was revoked (UTC); null otherwise (a disconnected app's tokens no longer exist and answer `credential_rejected`).
   */
  revoked_at: string | null;
  /**
   * Whether ordinary proposed writes of this credential apply at once (opt-in per credential; writes handing authority back always wait).
   */
  auto_apply: boolean;
  /**
   * The CIDR ranges the credential may be used from; null (or empty) when it has none.
   */
  ip_allowlist: string[] | null;
  /**
   * The address this request came from, as the allowlist sees it.
   */
  request_address: string;
  /**
   * Whether `request_address` is on `ip_allowlist` (true when there is no allowlist).
   */
  address_allowed: boolean;
}

/**
 * This store's side of one cross-store link (one per linked store and purpose), or, with `state: proposed` and `id: null`, a link this store asked for whose approval card still waits. Timestamps ISO 8601 UTC.
 */
export interface CrossStoreLink {
  /**
   * This side's link row (the audit `subject_ref` `cross_store_link:<id>`); null while only `proposed`.
   */
  id: string | null;
  /**
   * The other store as the store directory shows it: its id, name and tenant type only (none of its data). `name` is null if the store no longer exists.
   */
  linked_store: {
    id: string;
    name: string | null;
    tenant_type: "hosted_storefront" | "no_storefront" | null;
  };
  purpose: CrossStoreLinkPurpose;
  /**
   * `outgoing`: this store asked first (also for `proposed`); `incoming`: the linked store asked first.
   */
  direction: "outgoing" | "incoming";
  state: CrossStoreLinkState;
  /**
   * When the current request was approved on the asking side (for `proposed`, when the card was created).
   */
  requested_at: string;
  /**
   * When the link became `active` (the second approval); null before, and after a new request.
   */
  activated_at: string | null;
  /**
   * When it was revoked; null unless `revoked`.
   */
  revoked_at: string | null;
  /**
   * Which side revoked it; null unless `revoked`.
   */
  revoked_by: "this_store" | "linked_store" | null;
  /**
   * This store's approval card whose approval last moved this side (read it with approval_status); null when the linked store's approval moved it (that card belongs to the other store).
   */
  approval_id: string | null;
  /**
   * This store's approval cards for this link that still wait for an operator (at most one per action), oldest first.
   */
  waiting_proposals: {
    approval_id: string;
    action: "link" | "revoke";
    requested_at: string;
    /**
     * The card's deadline (72 hours after the proposal).
     */
    expires_at: string;
  }[];
  /**
   * Last change of this side (for `proposed`, when the card was created).
   */
  updated_at: string;
  /**
   * What has to happen next and on which store, for a person or a model (not part of the contract's stable values).
   */
  next_step: string;
}

/**
 * What a cross-store link is for. `shared_catalog_reporting`: the two stores' catalog reporting may be combined (e.g. a hosted storefront and the wholesale business of the same merchant). The link records consent only; no operation reads the other store's rows through it yet. One link per pair of stores and purpose.
 */
export type CrossStoreLinkPurpose = "shared_catalog_reporting";

/**
 * State of one side of a cross-store link (each store sees its own side; mutual consent: a link is active only when both stores' operators approved it). `proposed`: this store asked for the link and its approval card waits (no link row exists yet; the other store sees nothing). `pending`: one side's operator approved; the asking store's side is `outgoing`, the other store's side `incoming`, both `pending`, until the other store proposes the link back and its operator approves. `active`: both sides approved; both rows `active`. `revoked`: either store revoked it (`action: revoke`, approved by that store's operator); both rows `revoked`, final for that request: linking again starts over at `proposed`, and needs both sides again. Transitions: (none) -> `proposed` (propose_cross_store_link, `action: link`) -> `pending` (approved) -> `active` (the other store proposes `link` and approves) -> `revoked` (either store proposes `revoke` and approves; also from `pending`, which withdraws or declines the request).
 */
export type CrossStoreLinkState = "proposed" | "pending" | "active" | "revoked";

/**
 * Arguments of `cross_store_link_status`. All optional; `{}` returns every link of this store (any state, waiting proposals included), ordered by the linked store's id and then purpose, 25 per page.
 */
export interface CrossStoreLinkStatusInput {
  /**
   * Only the link(s) with this store. An id no link names answers an empty list (not an error).
   */
  linked_store_id?: string;
  /**
   * Only links whose side on this store is in this state (`proposed` = a waiting card and no link yet). Omit for all.
   */
  state?: CrossStoreLinkState;
  /**
   * Links per page, 1..100 (default 25).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, with the same filters); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of this store's cross-store links, each as this store's side. A sandbox copy never has links (links are not copied and a copy cannot be linked): its list is always empty.
 */
export interface CrossStoreLinkStatusResult {
  /**
   * This store (the side every entry describes).
   */
  store_id: string;
  /**
   * True when this store is a sandbox copy (no links possible).
   */
  sandbox: boolean;
  /**
   * Ordered by the linked store's id, then purpose.
   */
  links: CrossStoreLink[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `cs_copilot_ask`.
 */
export interface CsCopilotAskInput {
  /**
   * The thread the question is about.
   */
  thread_id: string;
  /**
   * The operator's question, 1..500 characters (not blank).
   */
  question: string;
  /**
   * How many passages to quote, 1..10 (default 3).
   */
  max_passages?: number;
}

/**
 * An extractive answer: the passages (sentences of the thread's messages, the linked order's facts, sentences of the store's policy texts) that best match the question by BM25 ranking, quoted with their sources. Not written by a language model.
 */
export interface CsCopilotAskResult {
  thread_id: string;
  /**
   * The question as searched (trimmed).
   */
  question: string;
  /**
   * How the answer was made. `extractive_bm25`: quoted passages ranked by BM25+ (MiniSearch), no language model.
   */
  method: "extractive_bm25";
  /**
   * A header saying the answer is extractive, then the quoted passages numbered in rank order with their source, then any notes.
   */
  answer: string;
  /**
   * The quoted passages, best first (ties by passage id).
   */
  passages: {
    source_kind: "message" | "order" | "policy";
    /**
     * A message id (UUID), `order:<order id>` or `policy:<kind>` (e.g. `policy:refund`).
     */
    source_id: string;
    /**
     * The passage, verbatim (policy sentences are prefixed with the policy title).
     */
    text: string;
    /**
     * BM25+ relevance score (3 decimals); comparable within one answer only.
     */
    score: number;
  }[];
  /**
   * The distinct sources the answer used, in rank order of their first passage.
   */
  citations: string[];
  /**
   * How many documents were searched.
   */
  searched: {
    messages: number;
    orders: number;
    policies: number;
  };
  /**
   * What could not be searched, e.g. a store without storefront policy texts.
   */
  notes: string[];
}

/**
 * One message of a customer-service thread.
 */
export interface CsMessage {
  /**
   * Message id (cited by cs_copilot_ask).
   */
  id: string;
  /**
   * `inbound`: from the customer. `outbound`: from the store.
   */
  direction: "inbound" | "outbound";
  /**
   * Who wrote it (a customer name, an agent, or the id of the credential that proposed a reply sent with cs_send_reply).
   */
  author: string;
  /**
   * Message text.
   */
  body: string;
  /**
   * When it was received or sent (UTC).
   */
  created_at: string;
}

/**
 * The newest message of a thread.
 */
export interface CsMessagePreview {
  /**
   * `inbound` from the customer, `outbound` from the store.
   */
  direction: "inbound" | "outbound";
  /**
   * Who wrote it (customer name or store agent).
   */
  author: string;
  /**
   * Message text.
   */
  body: string;
  /**
   * When it was written (ISO 8601).
   */
  created_at: string;
}

/**
 * A reply waiting for approval (a `requested` cs_send_reply card of the thread).
 */
export interface CsReplyDraft {
  /**
   * The approval card (decide it in the dashboard; see approval_status).
   */
  approval_id: string;
  /**
   * The exact reply text that will be sent on approval.
   */
  body: string;
  /**
   * Id of the credential that proposed it.
   */
  requested_by: string;
  /**
   * When it was proposed (UTC).
   */
  created_at: string;
  /**
   * When the card expires unanswered (UTC).
   */
  expires_at: string;
}

/**
 * Arguments of `cs_send_reply`.
 */
export interface CsSendReplyInput {
  /**
   * The thread to reply on.
   */
  thread_id: string;
  /**
   * The exact reply text, 1..5000 characters (trimmed; not blank). Shown on the approval card.
   */
  body: string;
  /**
   * When `true` (default) an `open` thread becomes `pending` (waiting on the customer) once the reply is sent.
   */
  mark_pending?: boolean;
  idempotency_key?: IdempotencyKey;
}

/**
 * One unresolved customer-service thread.
 */
export interface CsThread {
  /**
   * Thread identifier.
   */
  id: string;
  /**
   * Thread subject line.
   */
  subject: string;
  /**
   * Customer reference (e.g. `cus_…`).
   */
  customer_ref: string;
  /**
   * Where the thread arrived.
   */
  channel: "email" | "chat" | "marketplace";
  /**
   * Urgency flag, most urgent first.
   */
  severity: "critical" | "high" | "normal" | "low";
  /**
   * `open`: waiting on the store. `pending`: waiting on the customer. Resolved threads are never listed here.
   */
  status: "open" | "pending";
  /**
   * `true` when the thread has been escalated to a person.
   */
  escalated: boolean;
  /**
   * Order the thread is about; null when none.
   */
  order_id: string | null;
  /**
   * Number of messages in the thread.
   */
  message_count: number;
  last_message: CsMessagePreview;
  /**
   * When the thread was opened (ISO 8601).
   */
  created_at: string;
  /**
   * When the newest message arrived or was sent (ISO 8601).
   */
  last_message_at: string;
  /**
   * Deadline for the first reply (ISO 8601); null when none applies.
   */
  first_response_due_at: string | null;
}

/**
 * One customer-service thread with its triage fields (get_cs_threads, get_cs_thread, cs_triage_thread). Times are ISO 8601 UTC.
 */
export interface CsThreadSummary {
  /**
   * Thread identifier.
   */
  id: string;
  /**
   * Thread subject line.
   */
  subject: string;
  /**
   * Customer reference (e.g. `cus_…`).
   */
  customer_ref: string;
  /**
   * Where the thread arrived.
   */
  channel: "email" | "chat" | "marketplace";
  /**
   * Urgency flag.
   */
  severity: "critical" | "high" | "normal" | "low";
  /**
   * `open`: waiting on the store. `pending`: waiting on the customer. `resolved`: closed.
   */
  status: "open" | "pending" | "resolved";
  /**
   * Triage category (snake_case, e.g. `shipping`, `refund`); null when uncategorised.
   */
  category: string | null;
  /**
   * Who owns the thread (free text set by triage); null when unassigned.
   */
  assignee: string | null;
  /**
   * `true` when the thread has been escalated to a person.
   */
  escalated: boolean;
  /**
   * When it was escalated (UTC); null when not escalated or not known.
   */
  escalated_at: string | null;
  /**
   * Why it was escalated; null when not escalated or not known.
   */
  escalation_reason: string | null;
  /**
   * Order the thread is about; null when none.
   */
  order_id: string | null;
  /**
   * Number of messages in the thread.
   */
  message_count: number;
  /**
   * When the thread was opened (UTC).
   */
  created_at: string;
  /**
   * When the newest message arrived or was sent (UTC).
   */
  last_message_at: string;
  /**
   * First-response deadline (UTC); null when none applies.
   */
  first_response_due_at: string | null;
}

/**
 * Arguments of `cs_triage_thread`. Give at least one of `severity`, `category`, `assignee`, `escalate`.
 */
export interface CsTriageThreadInput {
  /**
   * The thread to triage.
   */
  thread_id: string;
  /**
   * New severity.
   */
  severity?: "critical" | "high" | "normal" | "low";
  /**
   * New category, snake_case, 1..40 characters; null clears it.
   */
  category?: string | null;
  /**
   * New assignee (free text, 1..100 characters); null unassigns.
   */
  assignee?: string | null;
  /**
   * `true` escalates to a person (emits `cs.thread_escalated` when it was not escalated); `false` clears the escalation.
   */
  escalate?: boolean;
  /**
   * Why it is escalated; only with `escalate: true` (default `Escalated by triage.`).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The thread after triage and what changed.
 */
export interface CsTriageThreadResult {
  thread: CsThreadSummary;
  /**
   * Each field that changed, before and after (empty when everything already had the given values).
   */
  changes: {
    field: "severity" | "category" | "assignee" | "escalated";
    /**
     * Value before.
     */
    before: unknown;
    /**
     * Value after.
     */
    after: unknown;
  }[];
  /**
   * The receipt of the change; null when nothing changed.
   */
  receipt_id: string | null;
  /**
   * `true` when this call escalated the thread and emitted `cs.thread_escalated`.
   */
  escalation_event: boolean;
}

/**
 * ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).
 */
export type Currency = string;

/**
 * One decision row, with the bucket the Decisions page files it under.
 */
export interface Decision {
  /**
   * Decision identifier.
   */
  id: string;
  /**
   * Slug of the agent that made the decision.
   */
  agent: string;
  /**
   * What the decision does, e.g. `transition_state`, `adjust_price`, `pause_campaign`, `raise_budget`, `lower_budget`, `hold`.
   */
  action: string;
  /**
   * What it is about, `<kind>:<ref>` (e.g. `product:linen-overshirt`, `campaign:<id>`).
   */
  subject: string;
  /**
   * State of the subject before (UPPERCASE, e.g. `TESTING`).
   */
  from_state: string;
  /**
   * State the decision moves the subject to (UPPERCASE, e.g. `WINNER`).
   */
  to_state: string;
  /**
   * Confidence the reviewing judge gave the decision (0..1).
   */
  judge_score: number;
  tier: Tier;
  /**
   * Evidence the decision rests on, one sentence each.
   */
  evidence: string[];
  /**
   * How to undo the decision.
   */
  reversal: string;
  /**
   * `true`: the row reached the storefront platform. `false` does not mean it is a proposal; see `bucket`.
   */
  applied: boolean;
  /**
   * When it was applied (ISO 8601); null if it was not.
   */
  applied_at: string | null;
  /**
   * Who applied it, an agent slug or `operator:<email>`; null if it was not applied.
   */
  applied_by: string | null;
  bucket: DecisionBucket;
  /**
   * Handle of the product the decision is about; null when the subject is not a product.
   */
  handle: string | null;
  /**
   * When the decision was made (ISO 8601).
   */
  created_at: string;
}

/**
 * Bucket the Decisions page files a decision row under: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change (bookkeeping; usually most rows).
 */
export type DecisionBucket = "live" | "queued" | "failed" | "suggested" | "reverted" | "noop";

/**
 * Decision rows per bucket.
 */
export interface DecisionBucketCounts {
  /**
   * Rows applied.
   */
  live: number;
  /**
   * Rows that run next.
   */
  queued: number;
  /**
   * Rows that failed.
   */
  failed: number;
  /**
   * Rows a merchant can still act on.
   */
  suggested: number;
  /**
   * Rows reverted.
   */
  reverted: number;
  /**
   * Rows that changed nothing (bookkeeping); usually the majority.
   */
  noop: number;
}

/**
 * Whole-store census of decision rows per bucket over the window. It is the only valid denominator for "how much has changed": divide a bucket by `total`, never by the length of a filtered or limited list. Most rows are usually `noop`.
 */
export interface DecisionCensus {
  /**
   * Window the census covers, in days (7 in this version).
   */
  window_days: number;
  /**
   * All decision rows of the store in the window (the sum of `buckets`).
   */
  total: number;
  buckets: DecisionBucketCounts;
}

/**
 * Whole-store decision rows per bucket over the window, whatever `mode`, `to_state`, `applied`, `handle` and `limit` say. `total` is the only valid denominator for how much has changed; most rows are usually `noop`.
 */
export interface DecisionCounts {
  /**
   * Rows applied.
   */
  live: number;
  /**
   * Rows that run next.
   */
  queued: number;
  /**
   * Rows that failed.
   */
  failed: number;
  /**
   * Rows a merchant can still act on.
   */
  suggested: number;
  /**
   * Rows reverted.
   */
  reverted: number;
  /**
   * Rows that changed nothing (bookkeeping).
   */
  noop: number;
  /**
   * All rows in the window (the sum of the buckets).
   */
  total: number;
}

/**
 * One place in the dashboard.
 */
export interface Destination {
  /**
   * Page name as the dashboard shows it (e.g. `Settings > Developers`).
   */
  page: string;
  /**
   * Address of the page for this store, a path on this service: `/dashboard/<page>` (a live store) or `/dashboard/stores/<store id>/<page>` (a sandbox copy), optionally with a `#section` fragment; it opens for a signed-in operator of the store.
   */
  url: string;
  /**
   * Section heading on the page.
   */
  section: string;
  /**
   * Exact text of the button or control to use.
   */
  button_text: string;
  /**
   * Match score; higher is a better match. Rows are sorted by it, descending.
   */
  score: number;
}

/**
 * Arguments of `disable_automation`.
 */
export interface DisableAutomationInput {
  /**
   * The agent's slug (see `get_store_overview` `agents`).
   */
  agent: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * One chargeback dispute on an order.
 */
export interface Dispute {
  id: string;
  /**
   * The payment processor's dispute id.
   */
  external_id: string;
  /**
   * `needs_response`: evidence is expected; `under_review`: evidence submitted, the bank decides; `won` / `lost`: decided; `accepted`: the store conceded.
   */
  status: "needs_response" | "under_review" | "won" | "lost" | "accepted";
  reason: "fraudulent" | "product_not_received" | "product_unacceptable" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
  /**
   * Disputed amount, major units of `currency` (at most the order total).
   */
  amount: number;
  currency: string;
  /**
   * Deadline for evidence (ISO 8601 UTC); null when none applies (accepted).
   */
  evidence_due_by: string | null;
  evidence_status: "not_submitted" | "draft" | "submitted";
  /**
   * `needs_response` and `evidence_due_by` has passed.
   */
  overdue: boolean;
  /**
   * Days from now until `evidence_due_by` (one decimal; negative when overdue) for a `needs_response` dispute; null otherwise (evidence submitted, closed, or no due date).
   */
  days_until_due: number | null;
  opened_at: string;
  closed_at: string | null;
  /**
   * The disputed order.
   */
  order: {
    id: string;
    order_number: number;
    /**
     * Order total, major units.
     */
    total: number;
    currency: string;
    customer_ref: string;
    created_at: string;
  };
}

/**
 * Catalogue domain an operation belongs to (one folder of the operation catalogue).
 */
export type Domain = "general" | "catalog" | "analytics" | "automation" | "cs" | "orders" | "ads" | "creative" | "finance" | "costs" | "admin" | "merchant" | "promotions" | "research" | "disputes" | "reputation";

/**
 * Summary of the prices listed on a domain's pages (one currency).
 */
export interface DomainPriceSummary {
  /**
   * ISO 4217 code of the prices (the pages' own currency).
   */
  currency: string;
  priced_pages: number;
  /**
   * Lowest price, decimal major units of `currency`.
   */
  min: number;
  /**
   * Median price (mean of the two middle ones for an even count), decimal major units of `currency`.
   */
  median: number;
  /**
   * Highest price, decimal major units of `currency`.
   */
  max: number;
}

/**
 * A product of this store about the same catalogue item as pages of the domain (the product's title contains the item name, case-insensitively), with the domain's prices for that item beside the store's.
 */
export interface DomainResearchLinkedProduct {
  product_id: string;
  handle: string;
  title: string;
  /**
   * The catalogue item name that links the product and the domain's pages (e.g. `Rain Jacket`).
   */
  item: string;
  /**
   * The product's price, decimal major units of the result's `currency` (the store's).
   */
  price: number;
  /**
   * Pages of the domain about this item.
   */
  domain_pages: number;
  /**
   * Median of the domain's prices for the item (decimal major units of `domain_currency`); null when its pages list none.
   */
  domain_median_price: number | null;
  /**
   * ISO 4217 code of `domain_median_price`; null with it.
   */
  domain_currency: string | null;
  /**
   * (product price - domain median) / domain median x 100, rounded to 0.1; positive = this store is dearer. Null unless both are in the same currency.
   */
  price_difference_pct: number | null;
}

/**
 * A page of another domain that names this one (e.g. a review of its product).
 */
export interface DomainResearchMention {
  document_id: string;
  url: string;
  domain: string;
  kind: WebDocumentKind;
  title: string;
}

/**
 * One page of the looked-up domain in the corpus.
 */
export interface DomainResearchPage {
  document_id: string;
  url: string;
  kind: WebDocumentKind;
  title: string;
  /**
   * Catalogue item names the page is about.
   */
  items: string[];
  /**
   * UTC day the corpus crawl first saw the page.
   */
  first_seen: string;
  /**
   * Listed price (shops) or unit price ex works (suppliers), decimal major units of `currency`; null when none.
   */
  price: number | null;
  /**
   * ISO 4217 code of `price`; null with `price`.
   */
  currency: string | null;
}

/**
 * An agent in dry run, with the route to switch it on.
 */
export interface DryRunAgent {
  /**
   * Agent identifier, unique in the store.
   */
  slug: string;
  /**
   * Display name.
   */
  name: string;
  /**
   * When the agent last ran (ISO 8601); null if it never ran.
   */
  last_run_at: string | null;
  turn_it_on: TurnItOn;
}

/**
 * Arguments of `enable_automation`.
 */
export interface EnableAutomationInput {
  /**
   * The agent's slug (see `get_store_overview` `agents`).
   */
  agent: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The one error body of the API. `error` is the contract; `message` is for a person and may change. `rate_limited` adds `limit` and `retry_after_seconds`; `insufficient_scope` adds `required_scopes`; `field_already_owned` adds `intent_id`; `policy_denied` and `spend_ceiling_exceeded` add `policy_id` and `gates` (and `spend_ceiling_exceeded` `retry_after_seconds`); `idempotency_in_flight` adds `retry_after_seconds`, and so does `unavailable` when the database could not be reached (a retry shortly may succeed). No other code adds fields in this version; ignore fields you do not know.
 */
export interface Error {
  error: ErrorCode;
  /**
   * Explanation for a person (for `invalid_request`, it names the argument). Not part of the contract: never parse it.
   */
  message: string;
  /**
   * Identifier of the request; equals the `x-request-id` header and resolves to the audit row the request wrote. Quote it in support requests.
   */
  request_id: string;
  /**
   * Link to documentation about this error code.
   */
  docs?: string;
  /**
   * Present exactly when `error` is `rate_limited`: the credential's per-minute request limit that was exceeded.
   */
  limit?: number;
  /**
   * Present exactly when `error` is `rate_limited`, `idempotency_in_flight` or `spend_ceiling_exceeded`, or `unavailable` because the database could not be reached: seconds to wait before asking again (same value as the `Retry-After` header); for `spend_ceiling_exceeded`, the seconds until the ceiling's period (UTC day, ISO week or calendar month) ends.
   */
  retry_after_seconds?: number;
  /**
   * Present exactly when `error` is `insufficient_scope`: scopes that would allow the call; any one of them suffices (for a `read`-scoped general tool, any read-capable scope).
   */
  required_scopes?: Scope[];
  /**
   * Present exactly when `error` is `field_already_owned`: the declaration that owns the field (null while the competing declaration still waits for approval; see its approval card).
   */
  intent_id?: string | null;
  /**
   * Present exactly when `error` is `policy_denied` or `spend_ceiling_exceeded`: the rule or spend ceiling that decided (see `policy_list`).
   */
  policy_id?: string;
  /**
   * Present exactly when `error` is `policy_denied` or `spend_ceiling_exceeded`: what each gate decided for this write, in the same shape and order as `simulate`'s `gates` (rules, ownership, spend_ceiling).
   */
  gates?: SimulationGate[];
}

/**
 * Stable error code; branch on this, never on `message`. Removing or renaming a code is a breaking change. HTTP status by code: 400 `invalid_request` (request malformed or an argument unusable; the message names which), `invalid_body` (the body is not a JSON object); 401 `unauthorized` (no credential, or an invalid one: expired, revoked and unknown are deliberately not distinguished), `expired` (credential verified and its expiry has passed), `address_not_allowed` (the credential's IP allowlist does not include the caller), `credential_rejected` (a credential-diagnosis call could not resolve the credential at all), `no_credential` (a credential-diagnosis call had no Authorization header), `invalid_client` (client authentication did not verify: an unknown or unusable OAuth `client_id` or a wrong client secret; the OAuth endpoints `/api/oauth/token` and `/api/oauth/revoke` answer it in their RFC 6749 error body, `OAuthError`, not in this object); 403 `forbidden` (valid credential lacks a scope the operation requires), `insufficient_scope` (as `forbidden`, and the body names `required_scopes`), `policy_denied` (a write the store's rules deny, or an automatic write a rule says needs approval, which an automatic write cannot wait for; refused before anything was written or any card created; the body names the deciding `policy_id` and every gate's decision in `gates`, exactly as `simulate` reports them); 404 `not_found` (no operation of that name is exposed to this credential); 409 `idempotency_conflict` (key already used with different arguments), `idempotency_in_flight` (a request with this key still runs; ask again after `Retry-After`), `field_already_owned` (an intent declaration names a field that another declaration already owns or is waiting to own: one owner per field, refused rather than raced; the body names the owning `intent_id`, or null while the other declaration still waits for approval; a write to a field another credential owns is refused the same way), `spend_ceiling_exceeded` (the write's amount would take the approved spend of the current period over one of the store's spend ceilings; refused before a card exists; the body names the ceiling's `policy_id` and the `gates`, and `Retry-After` / `retry_after_seconds` say when that period ends); 413 `payload_too_large` (body over 1 MiB); 429 `rate_limited` (per-minute limit exceeded; body has `limit` and `retry_after_seconds`); 500 `server_error` (failure on the service side; the request may or may not have taken effect); 503 `idempotency_unavailable` (idempotency claim could not be taken; the write was not attempted), `unavailable` (a read could not be served; nothing written or exported), `rls_scoped_execution_unavailable` (the deployment is not running the row-level-scoped mode the surface requires and refuses rather than run with wider reach), `corpus_unavailable` (the corpus the endpoint reads could not be loaded).
 */
export type ErrorCode = "invalid_request" | "invalid_body" | "unauthorized" | "expired" | "address_not_allowed" | "credential_rejected" | "no_credential" | "invalid_client" | "forbidden" | "insufficient_scope" | "policy_denied" | "not_found" | "idempotency_conflict" | "idempotency_in_flight" | "field_already_owned" | "spend_ceiling_exceeded" | "payload_too_large" | "rate_limited" | "server_error" | "idempotency_unavailable" | "unavailable" | "rls_scoped_execution_unavailable" | "corpus_unavailable";

/**
 * One `event_types` entry: an exact event type (`order.created`) or a prefix ending in `*` (`order.*` = every type that starts with `order.`; `fin.bank*`; `*` = every type of the subscription's family). Lowercase letters, digits, `_` and `.`, with at most one `*`, at the end; 1..100 characters. An entry that matches no type of the event catalogue (`/api/v1/asyncapi.json`) of the subscription's family answers `invalid_request` naming it (`event_types[2]: ...`).
 */
export type EventTypeFilter = string;

/**
 * A row with the same date, amount, description and vendor (case-insensitive) as an existing expense (`of` `existing`) or an earlier row of the file (`of` `file`); it is skipped, not imported.
 */
export interface ExpenseImportDuplicate {
  row: number;
  of: "existing" | "file";
  /**
   * The existing expense it repeats; null for `file`.
   */
  expense_id: string | null;
  /**
   * The earlier record number it repeats; null for `existing`.
   */
  of_row: number | null;
}

/**
 * One expense an import would add. Money in the store currency's major units.
 */
export interface ExpenseImportRow {
  /**
   * The file's record number (header = 1).
   */
  row: number;
  /**
   * The id the expense will get (derived from the inspection id and the row).
   */
  id: string;
  incurred_on: string;
  category: string;
  description: string;
  vendor: string | null;
  amount: number;
}

/**
 * An account of the entity's chart of accounts with its balance as of the answer's `as_of`. Amounts are integer minor units of the entity's `currency`.
 */
export interface FinanceAccount {
  id: string;
  /**
   * The account number, unique within the entity: 1xxx assets, 2xxx liabilities, 3xxx equity, 4xxx revenue, 5xxx-7xxx expenses.
   */
  code: string;
  name: string;
  type: "asset" | "liability" | "equity" | "revenue" | "expense";
  /**
   * The side that increases it: `debit` for assets and expenses (and contra-revenue such as sales refunds), `credit` for liabilities, equity and revenue.
   */
  normal_balance: "debit" | "credit";
  /**
   * The role the service posts to this account (`bank`, `sales`, `vat_payable`, ...); null for accounts only people post to.
   */
  system_key: string | null;
  description: string | null;
  /**
   * Whether entries may post to it (an inactive account keeps its history).
   */
  is_active: boolean;
  /**
   * Sum of the debits on it dated on or before `as_of`, minor units.
   */
  debit_cents: number;
  /**
   * Sum of the credits on it dated on or before `as_of`, minor units.
   */
  credit_cents: number;
  /**
   * Balance as of `as_of`, minor units, signed so the account's normal balance is positive: `debit_cents - credit_cents` for a debit-normal account, `credit_cents - debit_cents` for a credit-normal one (a negative value is an abnormal balance, e.g. an overdrawn bank account).
   */
  balance_cents: number;
  /**
   * Journal lines on it dated on or before `as_of`.
   */
  line_count: number;
}

/**
 * Arguments of `finance_accounts_list`: the chart of accounts of one finance entity, by code, each with its balance as of a date.
 */
export interface FinanceAccountsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Accounts per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only accounts of this type. Omit for every type.
   */
  type?: "asset" | "liability" | "equity" | "revenue" | "expense";
  /**
   * `true`: only active accounts (those the books post to); `false`: only inactive ones. Omit for both.
   */
  active?: boolean;
  /**
   * Only accounts whose code or name starts with this text (case-insensitive for ASCII letters), e.g. `40` or `Sales`.
   */
  q?: string;
  /**
   * Balances include every line dated on or before this calendar date of the entity's time zone (`YYYY-MM-DD`). Default: today in the entity's time zone.
   */
  as_of?: string;
}

/**
 * A page of an entity's chart of accounts, by `code` (ascending), with balances as of `as_of`.
 */
export interface FinanceAccountsListResult {
  entity: FinanceEntityRef;
  accounts: FinanceAccount[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
  /**
   * The date the balances are as of (entity calendar; lines dated on or before it count).
   */
  as_of: string;
}

/**
 * The equity section of a balance sheet: equity accounts (credit − debit, ordered by code), the earlier fiscal years' earnings folded into the `retained_earnings` account's line, and the current fiscal year's earnings as their own figure.
 */
export interface FinanceBalanceSheetEquity {
  /**
   * Equity accounts with activity up to the date. The `retained_earnings` line is the account's own balance plus revenue − expense of every fiscal year before the date's (shown even when the account itself has no lines).
   */
  lines: FinanceReportLine[];
  /**
   * Revenue − expense from 1 January of `as_of`'s year to `as_of` (fiscal year = calendar year); not yet closed into retained earnings.
   */
  current_earnings_cents: number;
  /**
   * The same at `compare_as_of` (its own fiscal year); null without a comparison.
   */
  comparison_current_earnings_cents: number | null;
  /**
   * Sum of the lines plus `current_earnings_cents`.
   */
  total_cents: number;
  /**
   * The same at `compare_as_of`; null without a comparison.
   */
  comparison_total_cents: number | null;
}

/**
 * Arguments of `finance_balance_sheet`. `entity_id` is required.
 */
export interface FinanceBalanceSheetInput {
  /**
   * The finance entity (set of books), from finance_entities_list; one that is not the store's answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Balances at the end of this calendar date of the entity's time zone (default today there).
   */
  as_of?: string;
  /**
   * A second date for the comparative column (`comparison_*` fields), earlier or later than `as_of`; omitted = no comparison.
   */
  compare_as_of?: string;
}

/**
 * A balance sheet at the end of `as_of`: assets, liabilities and equity by account, in integer minor units of `entity.currency`, and whether assets equal liabilities plus equity.
 */
export interface FinanceBalanceSheetResult {
  entity: FinanceEntityRef;
  /**
   * Last date included (entity time zone).
   */
  as_of: string;
  /**
   * The comparative date; null without a comparison.
   */
  compare_as_of: string | null;
  /**
   * 1 January of `as_of`'s year (the fiscal year is the calendar year); earnings before it are in retained earnings, from it in `equity.current_earnings_cents`.
   */
  fiscal_year_start: string;
  /**
   * Asset accounts, debit − credit (contra assets such as accumulated depreciation show negative).
   */
  assets: FinanceReportSection;
  /**
   * Liability accounts, credit − debit.
   */
  liabilities: FinanceReportSection;
  equity: FinanceBalanceSheetEquity;
  /**
   * `liabilities.total_cents + equity.total_cents`.
   */
  total_liabilities_and_equity_cents: number;
  /**
   * The same at `compare_as_of`; null without a comparison.
   */
  comparison_total_liabilities_and_equity_cents: number | null;
  /**
   * Whether `assets.total_cents` equals `total_liabilities_and_equity_cents` (always true for books kept by this service).
   */
  balanced: boolean;
  /**
   * The same at `compare_as_of`; null without a comparison.
   */
  comparison_balanced: boolean | null;
}

/**
 * A bank, company card, cash or payment service provider account of the entity, with the ledger account its transactions post to and the state of its statement rows. Amounts are integer minor units.
 */
export interface FinanceBankAccount {
  id: string;
  name: string;
  kind: "bank" | "card" | "cash" | "psp";
  /**
   * The bank, card issuer or payment service provider (e.g. `ING`, `Stripe`); null when none.
   */
  institution: string | null;
  /**
   * The account or card number with all but its last 4 characters masked; the full number is never stored. Null when none (cash).
   */
  account_number_masked: string | null;
  /**
   * ISO 4217 currency of its statement rows.
   */
  currency: string;
  status: "active" | "archived";
  /**
   * The chart account (asset, or liability for a card) its transactions post to.
   */
  ledger_account_id: string;
  ledger_account_code: string;
  ledger_account_name: string;
  /**
   * Balance of the ledger account over every posted line (no date limit), minor units of the entity's `currency`, signed so the account's normal balance is positive (money held for an asset account; money owed for a card's liability account).
   */
  ledger_balance_cents: number;
  /**
   * Counted (not dismissed) statement rows.
   */
  transaction_count: number;
  /**
   * Counted statement rows neither matched to nor booked by an entry.
   */
  unmatched_count: number;
  /**
   * Booking date of its latest statement row (counted or dismissed); null when it has none.
   */
  last_booking_date: string | null;
  /**
   * When its latest statement was imported; null when none was.
   */
  last_imported_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Arguments of `finance_bank_account_create`.
 */
export interface FinanceBankAccountCreateInput {
  /**
   * The finance entity (`finance_entities_list`) the account belongs to.
   */
  entity_id: string;
  /**
   * Display name, e.g. `ING current account`.
   */
  name: string;
  /**
   * `bank`, `card` (company credit card: a liability), `cash`, `psp` (a payment service provider balance).
   */
  kind: "bank" | "card" | "cash" | "psp";
  /**
   * The bank, card issuer or provider (default null).
   */
  institution?: string | null;
  /**
   * The IBAN, account or card number (default null). Accepted in full and stored masked only: every letter and digit but the last 4 becomes `•` (separators kept); the full number is never stored, logged or returned.
   */
  account_number?: string | null;
  /**
   * ISO 4217 code; must be the entity's currency (default the entity's).
   */
  currency?: string;
  /**
   * An active chart account of the entity its transactions post to: an asset account (a liability account for `card`) that no other bank account uses. Absent: a new account named after the bank account is added to the chart with the next free code of its range (`bank` and `cash` 1000–1099, `psp` 1100–1199, `card` 2200–2299; steps of 10 first).
   */
  ledger_account_id?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `finance_bank_account_update`: the account and the fields to change; fields not sent keep their value. `kind`, `currency` and the entity never change.
 */
export interface FinanceBankAccountUpdateInput {
  /**
   * The bank account (`finance_bank_accounts_list`).
   */
  bank_account_id: string;
  name?: string;
  /**
   * null removes it.
   */
  institution?: string | null;
  /**
   * The new number, accepted in full and stored masked only (as on creation); null removes it.
   */
  account_number?: string | null;
  /**
   * Another ledger account, with the rules of creation. Entries already posted stay where they are.
   */
  ledger_account_id?: string;
  /**
   * `archived` keeps the account and its rows but refuses new statement imports; `active` takes imports again.
   */
  status?: "active" | "archived";
  idempotency_key?: IdempotencyKey;
}

/**
 * The bank account after the write, and what changed.
 */
export interface FinanceBankAccountWriteResult {
  entity: FinanceEntityRef;
  bank_account: {
    id: string;
    name: string;
    kind: "bank" | "card" | "cash" | "psp";
    institution: string | null;
    /**
     * The number with every letter and digit but the last 4 masked (`•••• •••• •••• ••43 21`); null when none.
     */
    account_number_masked: string | null;
    currency: string;
    status: "active" | "archived";
    ledger_account: {
      account_id: string;
      code: string;
      name: string;
      type: "asset" | "liability";
    };
    created_at: string;
    updated_at: string;
  };
  /**
   * Whether the write added the ledger account to the chart (creation without `ledger_account_id`).
   */
  ledger_account_created: boolean;
  /**
   * The fields the write set: on creation all seven; on an update the ones whose value changed, in the order `name`, `institution`, `account_number_masked`, `ledger_account`, `status`.
   */
  changed_fields: Array<"name" | "kind" | "institution" | "account_number_masked" | "currency" | "ledger_account" | "status">;
  /**
   * Receipt of the change (`resource_kind` `finance_bank_account`).
   */
  receipt_id: string;
}

/**
 * Arguments of `finance_bank_accounts_list`: the bank, card, cash and payment service provider accounts of one finance entity, oldest first.
 */
export interface FinanceBankAccountsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Bank accounts per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only accounts of this kind. Omit for every kind.
   */
  kind?: "bank" | "card" | "cash" | "psp";
  /**
   * Only accounts in this state. Omit for both.
   */
  status?: "active" | "archived";
}

/**
 * A page of an entity's bank, card, cash and PSP accounts, oldest first (`created_at`, ties by id).
 */
export interface FinanceBankAccountsListResult {
  entity: FinanceEntityRef;
  bank_accounts: FinanceBankAccount[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * How to read a CSV statement (`format` `csv`; ignored for `camt053`). Column names are matched to the header row case-insensitively, surrounding spaces ignored. Every field is optional; the defaults read a file with the header `date,amount,description,counterparty,reference`.
 */
export interface FinanceBankStatementCsvOptions {
  /**
   * Field delimiter (default `,`).
   */
  delimiter?: "," | ";" | "\t" | "|";
  /**
   * Decimal separator of amounts (default `.`). The other character, spaces and `'` are taken as thousands separators (`1.234,56` with `,`).
   */
  decimal_separator?: "." | ",";
  /**
   * Format of the date columns (default `YYYY-MM-DD`).
   */
  date_format?: "YYYY-MM-DD" | "DD-MM-YYYY" | "DD.MM.YYYY" | "DD/MM/YYYY" | "MM/DD/YYYY" | "YYYYMMDD";
  /**
   * Booking date column (default `date`), required in the file.
   */
  date_column?: string;
  /**
   * Value date column (default null, no value dates).
   */
  value_date_column?: string | null;
  /**
   * Signed amount column, positive money in, negative money out (default `amount`); not used when `debit_column` and `credit_column` are set.
   */
  amount_column?: string;
  /**
   * Money out column (unsigned), set together with `credit_column` for files with two amount columns (default null). In a row exactly one of the two holds a non-zero amount.
   */
  debit_column?: string | null;
  /**
   * Money in column (unsigned), set together with `debit_column` (default null).
   */
  credit_column?: string | null;
  /**
   * Description column (default `description`), required in the file; an empty cell is read as the counterparty, else `(no description)`.
   */
  description_column?: string;
  /**
   * Counterparty column (default `counterparty`, used when the file has it); null ignores it.
   */
  counterparty_column?: string | null;
  /**
   * The bank's reference column (default `reference`, used when the file has it); null ignores it. Rows with a reference are deduplicated by it.
   */
  reference_column?: string | null;
}

/**
 * Arguments of `finance_bank_statement_import`: one bank statement file (its text) for one bank account, and for CSV how to read its columns.
 */
export interface FinanceBankStatementImportInput {
  /**
   * The bank account (`finance_bank_accounts_list`) the statement belongs to; must be `active`.
   */
  bank_account_id: string;
  /**
   * `csv`: a header row and one row per transaction, read with `csv` (column names, delimiter, decimal separator, date format); `camt053`: an ISO 20022 `BkToCstmrStmt` XML document (any camt.053.001.xx version): every booked `Ntry` of every `Stmt`.
   */
  format: "csv" | "camt053";
  /**
   * The file's text (UTF-8; a byte order mark is ignored), at most 900,000 characters and 5,000 transactions.
   */
  content: string;
  /**
   * The file's name, kept with the import for people (default null).
   */
  filename?: string | null;
  csv?: FinanceBankStatementCsvOptions;
  idempotency_key?: IdempotencyKey;
}

/**
 * What the import did: counts, and every row of the statement in file order with what became of it. Amounts are signed integer minor units of the entity's `currency` (positive money in, negative money out).
 */
export interface FinanceBankStatementImportResult {
  entity: FinanceEntityRef;
  /**
   * The import (subject of the `fin.bank.imported` event).
   */
  import_id: string;
  bank_account_id: string;
  format: "csv" | "camt053";
  filename: string | null;
  /**
   * Earliest booking date in the statement; null when it has no rows.
   */
  statement_from: string | null;
  /**
   * Latest booking date in the statement; null when it has no rows.
   */
  statement_to: string | null;
  /**
   * Transactions in the statement (`rows_new` + `rows_duplicate`).
   */
  rows_received: number;
  /**
   * Rows stored now (state `counted`).
   */
  rows_new: number;
  /**
   * Rows already imported into this bank account (same fingerprint), not stored again.
   */
  rows_duplicate: number;
  /**
   * New rows matched to an existing journal entry (`reconciliation` `matched`).
   */
  rows_matched: number;
  /**
   * Pending `book_bank_transaction` proposals made for new unmatched rows.
   */
  proposals_created: number;
  /**
   * Every transaction of the statement, in file order.
   */
  rows: {
    /**
     * Line of `content` where the row (CSV record, CAMT `Ntry` element) starts.
     */
    line: number;
    /**
     * `new`: stored now; `duplicate`: already imported (`bank_transaction_id` names the stored row).
     */
    outcome: "new" | "duplicate";
    bank_transaction_id: string;
    booking_date: string;
    value_date: string | null;
    /**
     * Signed minor units (positive in, negative out).
     */
    amount_cents: number;
    counterparty: string | null;
    description: string;
    bank_reference: string | null;
    /**
     * The stored row's reconciliation now.
     */
    reconciliation: "unmatched" | "matched" | "booked";
    /**
     * The entry a new row was matched to (or, for a duplicate, the stored row's entry); null otherwise.
     */
    entry_id: string | null;
    /**
     * The booking proposal made for a new row now; null when none was made.
     */
    proposal_id: string | null;
  }[];
  /**
   * Receipt of the import (`resource_kind` `finance_bank_import`).
   */
  receipt_id: string;
}

/**
 * A bank statement row (seed: State machines "Finance bank transaction": counted ⇄ dismissed). `amount_cents` is signed integer minor units of the row's `currency`: positive money in, negative money out.
 */
export interface FinanceBankTransaction {
  id: string;
  bank_account_id: string;
  bank_account_name: string;
  booking_date: string;
  /**
   * The bank's value date; null when the statement gave none.
   */
  value_date: string | null;
  /**
   * Signed minor units of `currency` (positive in, negative out).
   */
  amount_cents: number;
  currency: string;
  counterparty: string | null;
  description: string;
  /**
   * The bank's own reference for the row; null when the statement gave none.
   */
  bank_reference: string | null;
  state: "counted" | "dismissed";
  /**
   * `unmatched`; `matched` to an existing entry; `booked` by an entry posted for it.
   */
  reconciliation: "unmatched" | "matched" | "booked";
  /**
   * The entry that books it or that it was matched to; null while unmatched.
   */
  entry_id: string | null;
  /**
   * `entry_number` of that entry; null while unmatched.
   */
  entry_number: string | null;
  /**
   * Why it was dismissed; null unless `state` is `dismissed`.
   */
  dismissal_reason: "not_a_transaction" | "duplicate_of" | null;
  /**
   * The row it duplicates, when dismissed as `duplicate_of`; null otherwise.
   */
  duplicate_of_id: string | null;
  dismissed_at: string | null;
  /**
   * Who dismissed it (an operator's email or `api:<credential id>`); null unless dismissed.
   */
  dismissed_by: string | null;
  /**
   * The statement import that brought it in; null when none.
   */
  import_id: string | null;
  created_at: string;
}

/**
 * Arguments of `finance_bank_transaction_dismiss`.
 */
export interface FinanceBankTransactionDismissInput {
  /**
   * The statement row to dismiss; must be `counted`.
   */
  bank_transaction_id: string;
  /**
   * `not_a_transaction`: the row is not a real movement (e.g. a balance line); `duplicate_of`: the same movement as another row, named in `duplicate_of`.
   */
  reason: "not_a_transaction" | "duplicate_of";
  /**
   * Required when `reason` is `duplicate_of` (else must be absent or null): another `counted` row of the same bank account.
   */
  duplicate_of?: string | null;
  /**
   * Why, for people (default null).
   */
  note?: string | null;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `finance_bank_transaction_undismiss`.
 */
export interface FinanceBankTransactionUndismissInput {
  /**
   * The statement row whose dismissal to undo; must be `dismissed`.
   */
  bank_transaction_id: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The statement row after a dismissal or its undoing, and what changed with it. Amounts are signed integer minor units of the entity's `currency`.
 */
export interface FinanceBankTransactionWriteResult {
  entity: FinanceEntityRef;
  bank_transaction: {
    id: string;
    bank_account_id: string;
    booking_date: string;
    value_date: string | null;
    /**
     * Signed minor units of `currency` (positive in, negative out).
     */
    amount_cents: number;
    currency: string;
    counterparty: string | null;
    description: string;
    bank_reference: string | null;
    state: "counted" | "dismissed";
    /**
     * Always `unmatched` after either write (a dismissal releases its match or booking).
     */
    reconciliation: "unmatched" | "matched" | "booked";
    entry_id: string | null;
    dismissal_reason: "not_a_transaction" | "duplicate_of" | null;
    duplicate_of_id: string | null;
    dismissed_at: string | null;
    /**
     * An operator's email or `api:<credential id>`; null unless dismissed.
     */
    dismissed_by: string | null;
  };
  previous_state: "counted" | "dismissed";
  /**
   * Entries that reversed the row's bookings (dismissal); empty when it was not booked, and for an undismissal.
   */
  reversal_entry_ids: string[];
  /**
   * Pending booking proposals of the row that the dismissal rejected; empty for an undismissal.
   */
  rejected_proposal_ids: string[];
  /**
   * Receipt of the change (`resource_kind` `finance_bank_transaction`).
   */
  receipt_id: string;
}

/**
 * Arguments of `finance_bank_transactions_list`: the statement rows of one finance entity's bank accounts, newest booking date first.
 */
export interface FinanceBankTransactionsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Transactions per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only rows of this bank account (an `id` from `finance_bank_accounts_list`); an id that is not one of the entity's bank accounts answers `invalid_request` naming `bank_account_id`.
   */
  bank_account_id?: string;
  /**
   * Only rows in this state (`dismissed`: set aside as not a transaction or as a duplicate). Omit for both.
   */
  state?: "counted" | "dismissed";
  /**
   * Only rows in this reconciliation state. Omit for every state.
   */
  reconciliation?: "unmatched" | "matched" | "booked";
  /**
   * Only rows booked on or after this date (`booking_date`, `YYYY-MM-DD`).
   */
  date_from?: string;
  /**
   * Only rows booked on or before this date; not before `date_from`.
   */
  date_to?: string;
  /**
   * Only rows whose description, counterparty or bank reference contains this text (case-insensitive for ASCII letters).
   */
  q?: string;
}

/**
 * A page of an entity's bank statement rows, newest `booking_date` first (ties by id, descending).
 */
export interface FinanceBankTransactionsListResult {
  entity: FinanceEntityRef;
  bank_transactions: FinanceBankTransaction[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * One change of an entity's books: a `fin.*` event exactly as it was published to the webhook subscriptions.
 */
export interface FinanceChange {
  /**
   * The event id: the CloudEvents `id` and the `webhook-id` of its deliveries, so a receiver can tell which deliveries it already processed.
   */
  id: string;
  /**
   * The finance event type, e.g. `fin.entry.posted`.
   */
  type: string;
  /**
   * The id the event is about (per type in `/api/v1/asyncapi.json`, e.g. the journal entry's id).
   */
  subject: string;
  /**
   * When the change was made (ISO 8601, UTC).
   */
  occurred_at: string;
  /**
   * The event's `data` as delivered: the schema of its type in `/api/v1/asyncapi.json` (e.g. `FinEntryPostedData`; money there is in decimal major units of its `currency`, as in the webhooks).
   */
  data: {
    [key: string]: unknown;
  };
}

/**
 * Arguments of `finance_changes`: the entity whose change feed to read, where to continue from, and which event types to return.
 */
export interface FinanceChangesInput {
  /**
   * The finance entity (set of books) of this store whose changes to read; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Opaque feed position: the `next_cursor` of an earlier answer (for this entity). Omit it to start at the oldest change still kept (730 days). A value this API did not issue, or one issued for another entity, answers `invalid_request` naming `after`. A position older than the retention is still accepted: the answer starts at the oldest kept change and says `gap: true`.
   */
  after?: string;
  /**
   * Only changes of these event types: 1..50 distinct entries, each an exact finance event type (`fin.entry.posted`) or a prefix ending in `*` (`fin.entry.*`, `fin.bank*`; `*` = every finance type). An entry that matches no finance event type answers `invalid_request` naming it (`types[1]: ...`). Omit it for every type. The position in `next_cursor` still advances past changes of other types.
   */
  types?: EventTypeFilter[];
  /**
   * Changes per answer, 1..500 (default 100).
   */
  limit?: number;
}

/**
 * Changes of one entity's books after the position asked for, oldest first (feed order), and the position to continue from.
 */
export interface FinanceChangesResult {
  entity: FinanceEntityRef;
  changes: FinanceChange[];
  /**
   * Whether more changes are already waiting after this answer (ask again at once with `next_cursor`).
   */
  has_more: boolean;
  /**
   * Always set: the position after the last change examined. Pass it as `after` to continue; when `has_more` is false, keep it and poll later for new changes.
   */
  next_cursor: string;
  /**
   * True when `after` named a position older than the retention (730 days): changes after it may have been dropped, and the answer starts at the oldest change still kept. Resynchronise from the list operations, then continue with `next_cursor`. False otherwise.
   */
  gap: boolean;
  /**
   * The retention horizon (now − 730 days, ISO 8601 UTC); changes before it are never returned.
   */
  retained_from: string;
}

/**
 * A range of calendar dates of the entity's time zone, both ends included.
 */
export interface FinanceDateRange {
  date_from: string;
  date_to: string;
}

/**
 * An e-invoice message on the Peppol network (seed: State machines "E-invoice message"), with its latest status change. `amount_cents` is the document's total, integer minor units of its `currency`.
 */
export interface FinanceEinvoiceMessage {
  id: string;
  direction: "inbound" | "outbound";
  document_type: "invoice" | "credit_note";
  document_number: string;
  counterparty_name: string;
  /**
   * Peppol participant identifier `<scheme>:<id>` (e.g. `0208:0123456789`); null when unknown.
   */
  counterparty_endpoint: string | null;
  /**
   * Document total including tax, minor units of `currency`.
   */
  amount_cents: number;
  currency: string;
  issue_date: string;
  due_date: string | null;
  status: FinanceEinvoiceStatus;
  /**
   * The status before the latest change; null for a message still in its first status.
   */
  previous_status: FinanceEinvoiceStatus | null;
  /**
   * The reason given with the latest status (e.g. a rejection's); null when none.
   */
  status_reason: string | null;
  status_changed_at: string;
  created_at: string;
}

/**
 * Arguments of `finance_einvoice_messages_list`: the Peppol e-invoice messages (sent and received) of one finance entity, latest status change first.
 */
export interface FinanceEinvoiceMessagesListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Messages per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * `inbound`: suppliers' invoices to the entity; `outbound`: the entity's invoices to customers. Omit for both.
   */
  direction?: "inbound" | "outbound";
  status?: FinanceEinvoiceStatus;
  /**
   * Only invoices or only credit notes. Omit for both.
   */
  document_type?: "invoice" | "credit_note";
  /**
   * Only documents issued on or after this date (`issue_date`, `YYYY-MM-DD`).
   */
  date_from?: string;
  /**
   * Only documents issued on or before this date; not before `date_from`.
   */
  date_to?: string;
}

/**
 * A page of an entity's e-invoice messages, latest `status_changed_at` first (ties by id, descending).
 */
export interface FinanceEinvoiceMessagesListResult {
  entity: FinanceEntityRef;
  messages: FinanceEinvoiceMessage[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Status of an e-invoice message on the Peppol network (the AsyncAPI `FinEinvoiceStatus`). Transport: `queued`, `sent` (handed to our access point), `delivered` (the receiver's access point took it), `delivery_failed`, `received` (an inbound message). Business (Peppol Invoice Response codes): `acknowledged` (AB), `in_process` (IP), `under_query` (UQ), `conditionally_accepted` (CA), `rejected` (RE), `accepted` (AP), `paid` (PD).
 */
export type FinanceEinvoiceStatus = "queued" | "sent" | "delivered" | "delivery_failed" | "received" | "acknowledged" | "in_process" | "under_query" | "conditionally_accepted" | "rejected" | "accepted" | "paid";

/**
 * Arguments of `finance_entities_list`. All optional; `{}` lists every finance entity (set of books) of the store, oldest first.
 */
export interface FinanceEntitiesListInput {
  /**
   * Entities per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * A page of the store's finance entities, oldest first (ties by id).
 */
export interface FinanceEntitiesListResult {
  entities: FinanceEntity[];
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
 * A finance entity (set of books, one per legal entity) with the state of its books.
 */
export interface FinanceEntity {
  /**
   * The entity id (`entity_id` of every other finance operation and of `POST /api/v1/finance/subscriptions`).
   */
  id: string;
  name: string;
  legal_name: string | null;
  /**
   * ISO 4217 code of the books; every `*_cents` amount of this entity is in its minor units.
   */
  currency: string;
  /**
   * IANA time zone of the books' calendar dates (`entry_date`, periods).
   */
  timezone: string;
  /**
   * ISO 3166-1 alpha-2 country of the legal entity.
   */
  country: string | null;
  created_at: string;
  /**
   * Accounts in its chart of accounts (active and inactive).
   */
  account_count: number;
  /**
   * Journal entries posted (reversals included).
   */
  entry_count: number;
  /**
   * Date of its earliest entry; null when none.
   */
  first_entry_date: string | null;
  /**
   * Date of its latest entry; null when none.
   */
  last_entry_date: string | null;
  open_period_count: number;
  closed_period_count: number;
  /**
   * The latest closed period (`YYYY-MM`); null when none is closed.
   */
  last_closed_period: string | null;
  /**
   * Active bank, card, cash and PSP accounts.
   */
  bank_account_count: number;
  /**
   * Counted (not dismissed) bank transactions neither matched to nor booked by an entry.
   */
  unmatched_bank_transaction_count: number;
  /**
   * Finance proposals awaiting a person.
   */
  pending_proposal_count: number;
}

/**
 * The finance entity (set of books) an answer is about; its `currency` is the currency of every `*_cents` amount in the answer.
 */
export interface FinanceEntityRef {
  id: string;
  name: string;
  /**
   * ISO 4217 code; amounts are integer minor units of it (`*_cents`).
   */
  currency: string;
  /**
   * IANA time zone of the entity's calendar dates.
   */
  timezone: string;
}

/**
 * An asynchronous export of an entity's books and where it is.
 */
export interface FinanceExport {
  id: string;
  status: FinanceExportStatus;
  /**
   * `csv` (RFC 4180, UTF-8, header row) or `json`.
   */
  format: "csv" | "json";
  /**
   * The parts it holds, in the order they appear in the file.
   */
  parts: FinanceExportPart[];
  /**
   * First entry date included (entity calendar).
   */
  date_from: string;
  /**
   * Last entry date included (entity calendar).
   */
  date_to: string;
  /**
   * The job that produces it (see `get_job_runs`, kind `run_finance_export`).
   */
  job_id: string | null;
  /**
   * The snapshot: the highest journal entry `number` (posting sequence of the entity) the export includes, fixed when the job ran; entries posted later are never in it. 0 when the books had no entry; null until the job ran (for an export recorded with the seeded history: until its first download).
   */
  snapshot_number: number | null;
  /**
   * Journal entries in the export's journal (dated in the range, up to the snapshot); null until the job ran.
   */
  entry_count: number | null;
  /**
   * Rows of data in the file: journal lines plus report rows (the CSV header not counted); null until the job ran.
   */
  line_count: number | null;
  /**
   * Size of the file in bytes; null until the job ran.
   */
  byte_count: number | null;
  /**
   * Why it failed; null otherwise.
   */
  error: string | null;
  /**
   * The credential id that created it.
   */
  requested_by: string;
  created_at: string;
  /**
   * When the job started it; null while queued.
   */
  started_at: string | null;
  /**
   * When the job finished (succeeded or failed); null before.
   */
  finished_at: string | null;
  /**
   * Milliseconds from `created_at` to `started_at`; null while queued.
   */
  queue_ms: number | null;
  /**
   * Milliseconds from `started_at` to `finished_at`; null until finished.
   */
  duration_ms: number | null;
  /**
   * Until when a succeeded export can be downloaded (7 days after it finished); null before.
   */
  expires_at: string | null;
}

/**
 * Arguments of `finance_export_create`: which books, what to put in the file, for which dates.
 */
export interface FinanceExportCreateInput {
  /**
   * The finance entity (set of books) to export; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * `csv` (default; RFC 4180, UTF-8, one header row, a `part` column naming the part of each row) or `json` (one object with an array per part).
   */
  format?: "csv" | "json";
  /**
   * 1..4 distinct parts (default `[journal]`), written in this order.
   */
  parts?: FinanceExportPart[];
  /**
   * First entry date (entity calendar, `YYYY-MM-DD`), inclusive.
   */
  date_from: string;
  /**
   * Last entry date (entity calendar), inclusive; not before `date_from` (else `invalid_request` naming `date_to`) and at most 3 years after it.
   */
  date_to: string;
}

/**
 * The export just queued (status `queued`).
 */
export interface FinanceExportCreateResult {
  entity: FinanceEntityRef;
  export: FinanceExport;
}

/**
 * Arguments of `finance_export_download`.
 */
export interface FinanceExportDownloadInput {
  /**
   * A succeeded export of this store; an unknown id, or an export that is not `succeeded` (queued, running, failed, expired), answers `invalid_request` naming `export_id` with its status.
   */
  export_id: string;
}

/**
 * A short-lived link to the export's file.
 */
export interface FinanceExportDownloadResult {
  export_id: string;
  /**
   * Path of the file, relative to the API's base URL (the host you called), e.g. `/api/v1/finance/exports/<id>/content?token=...`. `GET` it without an `Authorization` header: the signed `token` is the credential, valid until `expires_at`. The body is streamed (chunked). An expired, altered or unknown link answers 404 `not_found` (Error object); ask for a new one.
   */
  url: string;
  /**
   * The `Content-Type` the GET answers with.
   */
  content_type: "text/csv; charset=utf-8" | "application/json";
  /**
   * The file name the GET suggests (`Content-Disposition: attachment`).
   */
  filename: string;
  /**
   * Size of the file in bytes.
   */
  byte_count: number;
  /**
   * When the link stops working (5 minutes after this call, ISO 8601 UTC).
   */
  expires_at: string;
}

/**
 * A part of a finance export: `journal` (every journal line of the entries dated in the range), `trial_balance` (per account, debits and credits of all postings up to `date_to`), `profit_and_loss` (revenue and expense accounts over the range, and net income), `balance_sheet` (asset, liability and equity accounts as of `date_to`, with the earnings not yet closed to equity).
 */
export type FinanceExportPart = "journal" | "trial_balance" | "profit_and_loss" | "balance_sheet";

/**
 * Where an export is: `queued` (waiting for the job runner), `running`, `succeeded` (downloadable until `expires_at`), `failed` (see `error`; create a new one), `expired` (past `expires_at`; create a new one).
 */
export type FinanceExportStatus = "queued" | "running" | "succeeded" | "failed" | "expired";

/**
 * Arguments of `finance_export_status`.
 */
export interface FinanceExportStatusInput {
  /**
   * The export (`export.id` of `finance_export_create`); an id that is not an export of this store answers `invalid_request` naming `export_id`.
   */
  export_id: string;
}

/**
 * The export and where it is.
 */
export interface FinanceExportStatusResult {
  entity: FinanceEntityRef;
  export: FinanceExport;
}

/**
 * Arguments of `finance_journal_entries_list`: the journal entries of one finance entity with their lines, newest first by posting order unless `order` says `asc`.
 */
export interface FinanceJournalEntriesListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Entries per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only entries dated on or after this calendar date (entity time zone, `YYYY-MM-DD`).
   */
  date_from?: string;
  /**
   * Only entries dated on or before this calendar date (entity time zone); not before `date_from`.
   */
  date_to?: string;
  /**
   * Only entries of this period (an `id` from `finance_periods_list`); an id that is not one of the entity's periods answers `invalid_request` naming `period_id`.
   */
  period_id?: string;
  /**
   * Only entries with at least one line on this account (an `id` from `finance_accounts_list`); every line of such an entry is returned. An id that is not in the entity's chart answers `invalid_request` naming `account_id`.
   */
  account_id?: string;
  /**
   * Only entries posted by this source (`reversal`: the reversal entries themselves).
   */
  source?: "order" | "refund" | "cost_import" | "expense_import" | "bank_transaction" | "einvoice" | "opening_balance" | "manual" | "reversal";
  /**
   * `true`: only entries a later entry reversed; `false`: only entries not reversed. Omit for both.
   */
  reversed?: boolean;
  /**
   * Only entries whose memo contains this text (case-insensitive for ASCII letters).
   */
  q?: string;
  /**
   * `desc` (default): newest posting first (`number` descending); `asc`: oldest first.
   */
  order?: "desc" | "asc";
}

/**
 * A page of an entity's journal entries with their lines, in posting order (`number`) as `order` asked (default newest first).
 */
export interface FinanceJournalEntriesListResult {
  entity: FinanceEntityRef;
  entries: FinanceJournalEntry[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * A posted journal entry with its lines (double entry: the debits equal the credits). Posted entries are never edited: a correction is a reversal, a new entry whose `reverses_entry_id` names the original; the original then carries `reversed_by_entry_id`. Amounts are integer minor units of the entity's `currency`.
 */
export interface FinanceJournalEntry {
  id: string;
  /**
   * Sequence per entity from 1 in posting order (the list's order and cursor key).
   */
  number: number;
  /**
   * The number people quote: year of `entry_date`, then the sequence within that year (`2026-000123`).
   */
  entry_number: string;
  /**
   * Accounting date (entity calendar).
   */
  entry_date: string;
  period_id: string;
  /**
   * The period (`YYYY-MM`) the entry is in.
   */
  period: string;
  memo: string;
  /**
   * What posted it. `cost_import` is the cost-of-goods true-up after a variant's unit cost changed, by an approved cost import (`source_ref` `cost_import:<time>:<variant id>`) or storefront_update_variant_cost (`cost_update:<time>:<variant id>`): one rule for both, the new unit cost × quantity less the cost of goods already booked for each order line of the variant whose sale is booked in an open period.
   */
  source: "order" | "refund" | "cost_import" | "expense_import" | "bank_transaction" | "einvoice" | "opening_balance" | "manual" | "reversal";
  /**
   * `<kind>:<id>` of the document it books (e.g. `order:<id>`); null for manual entries and reversals.
   */
  source_ref: string | null;
  /**
   * Sum of the debits (= sum of the credits), minor units.
   */
  amount_cents: number;
  posted_at: string;
  /**
   * Who posted it (`service`, `sync`, an operator's email, or `api:<credential id>`).
   */
  posted_by: string;
  /**
   * The entry this one reverses; null unless it is a reversal.
   */
  reverses_entry_id: string | null;
  /**
   * `entry_number` of the entry this one reverses; null unless it is a reversal.
   */
  reverses_entry_number: string | null;
  /**
   * The later entry that reversed this one; null while it stands.
   */
  reversed_by_entry_id: string | null;
  /**
   * `entry_number` of the reversing entry; null while it stands.
   */
  reversed_by_entry_number: string | null;
  /**
   * Its lines, in order.
   */
  lines: FinanceJournalLine[];
}

/**
 * One line of a journal entry (or of a proposed booking): a debit or a credit on one account of the entity's chart; exactly one of `debit_cents` and `credit_cents` is positive, the other 0. Integer minor units of the entity's `currency`. Lines are listed in their order within the entry.
 */
export interface FinanceJournalLine {
  account_id: string;
  /**
   * The account's code in the chart of accounts, e.g. `1010`.
   */
  account_code: string;
  account_name: string;
  /**
   * Debit, integer minor units of the entity's `currency` (0 on a credit line).
   */
  debit_cents: number;
  /**
   * Credit, integer minor units of the entity's `currency` (0 on a debit line).
   */
  credit_cents: number;
  /**
   * The line's own text; null when the line has none (the entry's `memo` applies).
   */
  memo: string | null;
}

/**
 * A monthly accounting period of the entity (seed: State machines "Finance period": open → closed → open). Nothing is posted into a closed period.
 */
export interface FinancePeriod {
  id: string;
  /**
   * The calendar month, `YYYY-MM`.
   */
  period: string;
  /**
   * First day of the month (entity calendar).
   */
  starts_on: string;
  /**
   * Last day of the month (entity calendar).
   */
  ends_on: string;
  status: "open" | "closed";
  /**
   * Journal entries dated in it (reversals included).
   */
  entry_count: number;
  /**
   * When it was last closed; null if it never was.
   */
  closed_at: string | null;
  /**
   * Who last closed it (an operator's email, `api:<credential id>`, or `service`); null if it never was closed.
   */
  closed_by: string | null;
  /**
   * When it was last reopened; null if it never was.
   */
  reopened_at: string | null;
  /**
   * Who last reopened it; null if it never was reopened.
   */
  reopened_by: string | null;
}

/**
 * Arguments of `finance_period_close`.
 */
export interface FinancePeriodCloseInput {
  /**
   * The accounting period (`finance_periods_list`); must be `open`.
   */
  period_id: string;
  /**
   * Why, for people and the event (default null).
   */
  reason?: string | null;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `finance_period_reopen`.
 */
export interface FinancePeriodReopenInput {
  /**
   * The accounting period (`finance_periods_list`); must be `closed`.
   */
  period_id: string;
  /**
   * Why, for people and the event (default null).
   */
  reason?: string | null;
  idempotency_key?: IdempotencyKey;
}

/**
 * The period after it was closed or reopened.
 */
export interface FinancePeriodWriteResult {
  entity: FinanceEntityRef;
  period: {
    id: string;
    /**
     * The calendar month, `YYYY-MM`.
     */
    period: string;
    starts_on: string;
    ends_on: string;
    status: "open" | "closed";
    /**
     * When it was last closed; null if it never was.
     */
    closed_at: string | null;
    /**
     * Who last closed it (operator email or credential id); null if it never was.
     */
    closed_by: string | null;
    reopened_at: string | null;
    reopened_by: string | null;
  };
  previous_status: "open" | "closed";
  /**
   * Receipt of the change (`resource_kind` `finance_period`).
   */
  receipt_id: string;
}

/**
 * Arguments of `finance_periods_list`: the monthly accounting periods of one finance entity, newest first.
 */
export interface FinancePeriodsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Periods per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only periods in this state. Omit for both.
   */
  status?: "open" | "closed";
  /**
   * Only periods from this month on (`YYYY-MM`, inclusive).
   */
  from?: string;
  /**
   * Only periods up to this month (`YYYY-MM`, inclusive); not before `from`.
   */
  to?: string;
}

/**
 * A page of an entity's accounting periods, newest month first.
 */
export interface FinancePeriodsListResult {
  entity: FinanceEntityRef;
  periods: FinancePeriod[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `finance_profit_and_loss`. `entity_id` is required; give the range either as dates (`date_from`, `date_to`) or as accounting periods (`period_from`, `period_to`), not both. Nothing given: the fiscal (calendar) year to date.
 */
export interface FinanceProfitAndLossInput {
  /**
   * The finance entity (set of books), from finance_entities_list; one that is not the store's answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * First calendar date included (entity time zone); default 1 January of `date_to`'s year.
   */
  date_from?: string;
  /**
   * Last calendar date included (entity time zone); default today there. Must not be before `date_from`.
   */
  date_to?: string;
  /**
   * First accounting period `YYYY-MM` included (from its first day); default `period_to`.
   */
  period_from?: string;
  /**
   * Last accounting period `YYYY-MM` included (to its last day); default `period_from`.
   */
  period_to?: string;
  /**
   * Comparative column (default `none`): `previous_period` = the range of the same length just before (the same number of whole months when the range is whole months, else the same number of days); `previous_year` = the same range one year earlier.
   */
  compare?: "none" | "previous_period" | "previous_year";
}

/**
 * A profit and loss statement (income statement) for `date_from`..`date_to`: revenue and expense accounts with activity, their totals, and net income; money in integer minor units of `entity.currency`.
 */
export interface FinanceProfitAndLossResult {
  entity: FinanceEntityRef;
  /**
   * First date included (entity time zone).
   */
  date_from: string;
  /**
   * Last date included (entity time zone).
   */
  date_to: string;
  /**
   * The comparison asked for.
   */
  compare: "none" | "previous_period" | "previous_year";
  /**
   * The comparative range (`comparison_*` fields); null when `compare` is `none`.
   */
  comparison: FinanceDateRange | null;
  /**
   * Revenue accounts, credit − debit (contra revenue such as `sales_refunds` shows negative).
   */
  revenue: FinanceReportSection;
  /**
   * Expense accounts, debit − credit.
   */
  expenses: FinanceReportSection;
  /**
   * `revenue.total_cents − expenses.total_cents`; negative is a loss.
   */
  net_income_cents: number;
  /**
   * The same for the comparative range; null without a comparison.
   */
  comparison_net_income_cents: number | null;
}

/**
 * A booking the service proposes (a journal entry not yet posted), with its lines, the rule's confidence and rationale, and what a person decided. Amounts are integer minor units of the entity's `currency`.
 */
export interface FinanceProposal {
  id: string;
  /**
   * `book_bank_transaction`: book an unmatched bank statement row; `accrual`; `reclassification` (move an amount between accounts).
   */
  kind: "book_bank_transaction" | "accrual" | "reclassification";
  status: "pending" | "accepted" | "rejected";
  /**
   * The accounting date the entry would have (entity calendar).
   */
  entry_date: string;
  memo: string;
  /**
   * Sum of the proposed debits (= credits), minor units.
   */
  amount_cents: number;
  /**
   * 0..1, how sure the rule that made it is.
   */
  confidence: number;
  /**
   * Why, in words (the rule and the evidence it matched).
   */
  rationale: string;
  /**
   * The proposed lines, in order.
   */
  lines: FinanceJournalLine[];
  /**
   * The statement row it books (kind `book_bank_transaction`); null otherwise.
   */
  bank_transaction: FinanceProposalBankTransaction | null;
  created_at: string;
  /**
   * When a person accepted or rejected it; null while pending.
   */
  decided_at: string | null;
  /**
   * Who decided (an operator's email or `api:<credential id>`); null while pending.
   */
  decided_by: string | null;
  /**
   * The entry posted when it was accepted; null otherwise.
   */
  entry_id: string | null;
  /**
   * `entry_number` of that entry; null otherwise.
   */
  entry_number: string | null;
}

/**
 * Summary of the bank statement row a proposal books; `amount_cents` is signed minor units of its `currency` (positive in, negative out).
 */
export interface FinanceProposalBankTransaction {
  id: string;
  bank_account_id: string;
  booking_date: string;
  amount_cents: number;
  currency: string;
  counterparty: string | null;
  description: string;
  state: "counted" | "dismissed";
  reconciliation: "unmatched" | "matched" | "booked";
}

/**
 * Arguments of `finance_proposals_list`: the bookings the service suggested for one finance entity (awaiting a person, or decided), newest first.
 */
export interface FinanceProposalsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Proposals per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only proposals in this state (`pending` = awaiting a person). Omit for every status.
   */
  status?: "pending" | "accepted" | "rejected";
  /**
   * Only proposals of this kind. Omit for every kind.
   */
  kind?: "book_bank_transaction" | "accrual" | "reclassification";
}

/**
 * A page of an entity's finance proposals, newest `created_at` first (ties by id, descending).
 */
export interface FinanceProposalsListResult {
  entity: FinanceEntityRef;
  proposals: FinanceProposal[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * One account of a finance report section (profit and loss, balance sheet), in integer minor units of the entity's `currency`, signed in the section's normal direction: assets and expenses debit − credit; liabilities, equity and revenue credit − debit. A contra account therefore shows negative in its section (sales refunds in revenue, accumulated depreciation in assets).
 */
export interface FinanceReportLine {
  /**
   * The account (finance_accounts_list). Null only for the balance sheet's earlier-years earnings line of a chart that has no `retained_earnings` account.
   */
  account_id: string | null;
  /**
   * The chart's account number, e.g. `4000`; null exactly when `account_id` is.
   */
  code: string | null;
  name: string;
  /**
   * The role the service posts to (`sales`, `sales_refunds`, `retained_earnings`, ...); null for accounts only people post to.
   */
  system_key: string | null;
  /**
   * The account's amount for the report's range or date, minor units, signed as above.
   */
  amount_cents: number;
  /**
   * The same for the comparative column; null when the report has no comparison.
   */
  comparison_amount_cents: number | null;
}

/**
 * A section of a finance report (revenue, expenses, assets, liabilities): its accounts ordered by code, and their totals.
 */
export interface FinanceReportSection {
  /**
   * Every account of the section's type with at least one journal line in the report's range (or comparative range), ordered by account code; accounts without activity are not shown.
   */
  lines: FinanceReportLine[];
  /**
   * Sum of the lines' `amount_cents`.
   */
  total_cents: number;
  /**
   * Sum of the lines' `comparison_amount_cents`; null when the report has no comparison.
   */
  comparison_total_cents: number | null;
}

/**
 * Arguments of `finance_subscription_create`: as `subscription_create`, plus the finance entity whose events the subscription receives.
 */
export interface FinanceSubscriptionCreateInput {
  /**
   * The finance entity (set of books) of this store whose events are delivered; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  url: WebhookUrl;
  /**
   * 1..50 distinct entries, each an exact finance event type (`fin.*`) or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every finance event type (this needs `finance:read`, or a bundle).
   */
  event_types?: EventTypeFilter[];
  description?: SubscriptionDescription;
  idempotency_key?: IdempotencyKey;
}

/**
 * One account of a trial balance, in integer minor units of the entity's `currency`.
 */
export interface FinanceTrialBalanceAccount {
  account_id: string;
  /**
   * The chart's account number, e.g. `1010`.
   */
  code: string;
  name: string;
  type: "asset" | "liability" | "equity" | "revenue" | "expense";
  /**
   * The side the account normally grows on (contra accounts are the opposite of their type's).
   */
  normal_balance: "debit" | "credit";
  /**
   * The role the service posts to (`bank`, `sales`, ...); null for accounts only people post to.
   */
  system_key: string | null;
  /**
   * Sum of the account's debit lines dated up to `as_of` (reversals included), minor units.
   */
  debit_cents: number;
  /**
   * Sum of its credit lines dated up to `as_of`, minor units.
   */
  credit_cents: number;
  /**
   * `debit_cents − credit_cents`: positive is a debit balance, negative a credit balance, whatever the account type.
   */
  balance_cents: number;
}

/**
 * Arguments of `finance_trial_balance`. `entity_id` is required; give at most one of `as_of` and `period` (neither: as of today in the entity's time zone).
 */
export interface FinanceTrialBalanceInput {
  /**
   * The finance entity (set of books), from finance_entities_list; one that is not the store's answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Include lines dated on or before this calendar date of the entity's time zone (default today there).
   */
  as_of?: string;
  /**
   * An accounting period `YYYY-MM`; the trial balance is taken as of its last day. Not together with `as_of`.
   */
  period?: string;
}

/**
 * A trial balance: every account of the entity with at least one journal line dated on or before `as_of`, ordered by account code, with its totals; money in integer minor units of `entity.currency`.
 */
export interface FinanceTrialBalanceResult {
  entity: FinanceEntityRef;
  /**
   * The last calendar date included (the entity's time zone).
   */
  as_of: string;
  /**
   * The `period` asked for; null when the report was asked by `as_of` (or by default).
   */
  period: string | null;
  /**
   * Accounts with activity up to `as_of`, ordered by code (not paged; a chart has a few dozen to a few hundred accounts). Accounts without any line are not shown; an account whose lines net to 0 is.
   */
  accounts: FinanceTrialBalanceAccount[];
  /**
   * Sum of `debit_cents` over the accounts.
   */
  total_debit_cents: number;
  /**
   * Sum of `credit_cents` over the accounts.
   */
  total_credit_cents: number;
  /**
   * Whether total debits equal total credits (always true for books kept by this service, where every entry balances).
   */
  balanced: boolean;
}

/**
 * Arguments of `find_similar_products`: exactly one of `product_id` or `handle`; optional `limit`.
 */
export interface FindSimilarProductsInput {
  /**
   * The product to find neighbours of (UUID). Give this or `handle`, not both.
   */
  product_id?: string;
  /**
   * The product's storefront handle. Give this or `product_id`, not both.
   */
  handle?: string;
  /**
   * Maximum number of similar products, 1..20 (default 5).
   */
  limit?: number;
}

/**
 * Products most similar to one product, highest score first.
 */
export interface FindSimilarProductsResult {
  /**
   * The product asked about.
   */
  product_id: string;
  /**
   * Its storefront handle.
   */
  handle: string;
  /**
   * The similarity method: Okapi BM25 (MiniSearch) over the store's product text and attributes; deterministic; not a language model.
   */
  method: "bm25";
  /**
   * Number of store products in the index (the asked one included).
   */
  indexed_products: number;
  /**
   * Similar products, score descending then id ascending; the asked product never appears.
   */
  similar: SimilarProduct[];
  /**
   * Number of products in `similar`.
   */
  count: number;
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
 * Arguments of `get_ai_readiness`. One product (`product_id` or `handle`), or a page of the store's products, lowest score first. All optional.
 */
export interface GetAiReadinessInput {
  /**
   * Check only this product (UUID). Not with `handle`.
   */
  product_id?: string;
  /**
   * Check only the product with this storefront handle. Not with `product_id`.
   */
  handle?: string;
  /**
   * Page only products with this storefront status (ignored for one product).
   */
  storefront_status?: StorefrontStatus;
  /**
   * Products per page, 1..100 (default 20).
   */
  limit?: number;
  /**
   * Products to skip (paging; pass the previous page's `next_offset`).
   */
  offset?: number;
}

/**
 * AI-readiness scores and checks; store checks apply to every product.
 */
export interface GetAiReadinessResult {
  /**
   * Checks of the store as a whole (`shop_policies`).
   */
  store_checks: AiReadinessCheck[];
  /**
   * Products, lowest score first, then by handle.
   */
  products: AiReadinessProduct[];
  /**
   * Number of products in `products`.
   */
  count: number;
  /**
   * Products matching the selection (all pages).
   */
  total: number;
  /**
   * Mean score over all matching products (1 decimal); null when none match.
   */
  average_score: number | null;
  /**
   * Pass as `offset` for the next page; null on the last page.
   */
  next_offset: number | null;
}

/**
 * Arguments of `get_ai_referred_orders`. All optional; `{}` returns the last 30 days (up to and including today, UTC), every assistant, the 20 newest matching orders.
 */
export interface GetAiReferredOrdersInput {
  /**
   * First day (`YYYY-MM-DD`, UTC), inclusive (default 29 days before `to`).
   */
  from?: string;
  /**
   * Last day (`YYYY-MM-DD`, UTC), inclusive (default today). Before `from` answers `invalid_request` naming `to`; a range over 366 days answers `invalid_request` naming `from`.
   */
  to?: string;
  /**
   * Only this assistant's orders in `orders` (the per-assistant counts always list every assistant).
   */
  assistant?: AiAssistant;
  /**
   * Orders per page, 1..100 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, with the same arguments); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * Orders referred by AI assistants in the range: totals, per-assistant counts and revenue (over every page), and one page of the orders, newest first.
 */
export interface GetAiReferredOrdersResult {
  currency: Currency;
  /**
   * First day counted (UTC), inclusive.
   */
  from: string;
  /**
   * Last day counted (UTC), inclusive.
   */
  to: string;
  /**
   * Over every order placed in the range.
   */
  totals: {
    /**
     * Orders attributed to any assistant.
     */
    ai_orders: number;
    /**
     * Their net sales (decimal, store currency).
     */
    ai_revenue: number;
    /**
     * Every order placed in the range, attributed or not.
     */
    all_orders: number;
    /**
     * Net sales of every order placed in the range (decimal, store currency).
     */
    all_revenue: number;
    /**
     * ai_orders / all_orders (ratio 0..1, 4 decimals); null when all_orders is 0.
     */
    share_of_orders: number | null;
    /**
     * ai_revenue / all_revenue (ratio 0..1, 4 decimals); null when all_revenue is 0.
     */
    share_of_revenue: number | null;
  };
  /**
   * Every assistant, in the order chatgpt, perplexity, gemini, copilot, claude (zeros included).
   */
  assistants: AiAssistantSummary[];
  /**
   * At most `limit` attributed orders (of `assistant` when given), by `created_at` descending, ties by id descending.
   */
  orders: AiReferredOrder[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same arguments) for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_ai_repairs`. One product (`product_id` or `handle`), or a page of the store's products, lowest score first. All optional.
 */
export interface GetAiRepairsInput {
  /**
   * Repairs of only this product (UUID). Not with `handle`.
   */
  product_id?: string;
  /**
   * Repairs of only the product with this storefront handle. Not with `product_id`.
   */
  handle?: string;
  /**
   * Page only products with this storefront status (ignored for one product).
   */
  storefront_status?: StorefrontStatus;
  /**
   * Products per page, 1..100 (default 20).
   */
  limit?: number;
  /**
   * Products to skip (paging; pass the previous page's `next_offset`).
   */
  offset?: number;
}

/**
 * Fixes for the failed AI-readiness checks of the selected products.
 */
export interface GetAiRepairsResult {
  /**
   * The store-level fixes first, then per product (lowest readiness score first, then by handle) in check order.
   */
  repairs: AiRepair[];
  /**
   * Number of repairs in `repairs`.
   */
  count: number;
  /**
   * Products of this page whose checks were turned into repairs.
   */
  products_considered: number;
  /**
   * Pass as `offset` for the next page of products; null on the last page.
   */
  next_offset: number | null;
}

/**
 * Arguments of `get_alerts`. All optional; `{}` returns up to 20 open alerts of every severity.
 */
export interface GetAlertsInput {
  /**
   * Only alerts of this severity (`critical`, `warning` or `info`). Omit for all.
   */
  severity?: AlertSeverity;
  /**
   * `open` (default): unresolved alerts only. `all`: resolved ones too.
   */
  status?: "open" | "all";
  /**
   * Maximum number of alerts, 1..50 (default 20).
   */
  limit?: number;
}

/**
 * Alerts ordered by severity (critical, warning, info), then by detection time, newest first; open (unresolved) only unless `status` is `all`.
 */
export interface GetAlertsResult {
  /**
   * Status filter applied.
   */
  status: "open" | "all";
  /**
   * Severity filter applied; null for every severity.
   */
  severity: AlertSeverity | null;
  /**
   * Alerts, most severe first, then newest detection first.
   */
  alerts: Alert[];
  /**
   * Number of alerts in `alerts`.
   */
  count: number;
}

/**
 * `get_calibration` takes no arguments: send an empty object `{}`.
 */
export type GetCalibrationInput = Record<string, never>;

/**
 * The store's calibrated thresholds: floors, ceilings and percentiles per metric.
 */
export interface GetCalibrationResult {
  /**
   * Newest calibration time across the metrics (ISO 8601); null if never calibrated.
   */
  calibrated_at: string | null;
  /**
   * One entry per calibrated metric; empty if never calibrated.
   */
  thresholds: CalibrationThreshold[];
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
 * Arguments of `get_content_versions`: exactly one of `product_id` or `handle`; optional paging.
 */
export interface GetContentVersionsInput {
  /**
   * The product's UUID. Give this or `handle`, not both.
   */
  product_id?: string;
  /**
   * The product's storefront handle. Give this or `product_id`, not both.
   */
  handle?: string;
  /**
   * Maximum number of versions, 1..50 (default 20).
   */
  limit?: number;
  /**
   * Only versions older than this version number (paging: pass the previous page's `next_before_version`).
   */
  before_version?: number;
}

/**
 * A product's content versions, newest first.
 */
export interface GetContentVersionsResult {
  /**
   * The product.
   */
  product_id: string;
  /**
   * The product's storefront handle.
   */
  handle: string;
  /**
   * The product's current content version (its content equals that version's).
   */
  current_version: number;
  /**
   * Versions, newest (highest number) first, at most `limit`.
   */
  versions: ContentVersion[];
  /**
   * Number of versions in `versions`.
   */
  count: number;
  /**
   * Pass as `before_version` for the next (older) page; null when there is none.
   */
  next_before_version: number | null;
}

/**
 * Arguments of `get_cs_attention`. All optional; `{}` returns the 10 most urgent unresolved threads.
 */
export interface GetCsAttentionInput {
  /**
   * Maximum number of threads, 1..20 (default 10).
   */
  limit?: number;
}

/**
 * Unresolved customer-service threads needing attention, most urgent first: by severity (critical, high, normal, low), then escalated before not escalated, then the earliest `first_response_due_at` (or, without one, the oldest `last_message_at`) first.
 */
export interface GetCsAttentionResult {
  /**
   * Threads, most urgent first, at most `limit`.
   */
  threads: CsThread[];
  /**
   * Number of threads in `threads`.
   */
  count: number;
}

/**
 * Arguments of `get_cs_thread`.
 */
export interface GetCsThreadInput {
  /**
   * The thread's id (from get_cs_threads or get_cs_attention).
   */
  thread_id: string;
}

/**
 * One customer-service thread in full.
 */
export interface GetCsThreadResult {
  thread: CsThreadSummary;
  /**
   * Every message, oldest first (ties by id).
   */
  messages: CsMessage[];
  /**
   * The linked order (0 or 1 today; an array so a thread may later link more), as get_orders shows it; money in major units of the order currency.
   */
  orders: Order[];
  /**
   * Replies proposed with cs_send_reply and still waiting for approval, oldest first.
   */
  drafts: CsReplyDraft[];
  /**
   * Escalation state.
   */
  escalation: {
    /**
     * `true` when escalated to a person.
     */
    escalated: boolean;
    /**
     * When (UTC); null when not escalated or not known.
     */
    escalated_at: string | null;
    /**
     * Why; null when not escalated or not known.
     */
    reason: string | null;
  };
}

/**
 * Arguments of `get_cs_threads`. All optional; `{}` lists the 25 newest threads of every status. Filters combine with AND.
 */
export interface GetCsThreadsInput {
  /**
   * Only threads in this status.
   */
  status?: "open" | "pending" | "resolved";
  /**
   * Only threads of this severity.
   */
  severity?: "critical" | "high" | "normal" | "low";
  /**
   * Only threads that arrived on this channel.
   */
  channel?: "email" | "chat" | "marketplace";
  /**
   * Only threads assigned to exactly this assignee; `unassigned` lists threads without one.
   */
  assignee?: string;
  /**
   * Only escalated (`true`, the escalation queue) or not escalated (`false`) threads.
   */
  escalated?: boolean;
  /**
   * Page size, 1..100 (default 25).
   */
  limit?: number;
  /**
   * Cursor (`next_cursor` of the previous page, unchanged); returns the threads after it.
   */
  before?: string;
}

/**
 * A page of customer-service threads, newest first (`created_at` descending, ties by `id` descending).
 */
export interface GetCsThreadsResult {
  threads: CsThreadSummary[];
  /**
   * Number of threads on this page.
   */
  count: number;
  /**
   * `true` when another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_discount_history`. All optional; `{}` returns the 20 newest discounts and discount codes of the store. The seed names no parameters; the filters, bounds and defaults here are this contract's design decision.
 */
export interface GetDiscountHistoryInput {
  /**
   * Only automatic product discounts (`discount`, made by `propose_discount`) or only discount codes (`discount_code`); omitted = both.
   */
  kind?: "discount" | "discount_code";
  status?: PromotionStatus;
  /**
   * Only entries created in the last `window_days` days (1..730, UTC); omitted = all time.
   */
  window_days?: number;
  /**
   * Entries per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page).
   */
  before?: string;
}

/**
 * A page of the store's discounts and discount codes, newest first (by `created_at`, then `id`).
 */
export interface GetDiscountHistoryResult {
  /**
   * ISO 4217 code of every amount (the store currency).
   */
  currency: string;
  promotions: PromotionSummary[];
  /**
   * True when older entries match; pass `next_cursor` as `before` for the next page.
   */
  has_more: boolean;
  /**
   * Cursor of the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_disputes`. All optional; `{}` returns the store's chargeback disputes, the most urgent first (`needs_response` by evidence due date, soonest first; then `under_review`; then closed ones, newest closed first), 25 per page.
 */
export interface GetDisputesInput {
  /**
   * Only this status; `open` = `needs_response` or `under_review`, `closed` = `won`, `lost` or `accepted`. Default every status.
   */
  status?: "open" | "closed" | "needs_response" | "under_review" | "won" | "lost" | "accepted";
  /**
   * Only this card-network reason.
   */
  reason?: "fraudulent" | "product_not_received" | "product_unacceptable" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
  /**
   * Only disputes whose evidence is due before this instant (ISO 8601; disputes without a due date are left out).
   */
  due_before?: string;
  /**
   * Only open disputes whose evidence is due within N days from now (UTC), including overdue ones.
   */
  due_within_days?: number;
  /**
   * Disputes per page, 1..100 (default 25).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, with the same filters); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of chargeback disputes and a summary over every dispute matching the filters (all pages).
 */
export interface GetDisputesResult {
  /**
   * The store currency (the summary amounts' currency).
   */
  currency: string;
  summary: {
    count: number;
    /**
     * `needs_response` or `under_review`.
     */
    open_count: number;
    needs_response_count: number;
    /**
     * `needs_response` disputes whose evidence due date has passed.
     */
    overdue_count: number;
    /**
     * Sum of the open disputes' amounts in store-currency major units (disputes in another currency are left out).
     */
    open_amount: number;
  };
  /**
   * Most urgent first; `needs_response` by `evidence_due_by` ascending (overdue first), then `under_review` by `evidence_due_by` ascending, then closed ones by `closed_at` descending; ties by id.
   */
  disputes: Dispute[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_expenses`. All optional; `{}` returns the expenses of the 30 days ending today (UTC). Dates are UTC calendar days, both ends inclusive; the window is at most 366 days.
 */
export interface GetExpensesInput {
  /**
   * First day (`YYYY-MM-DD`, UTC), inclusive; default `to` − 29 days. After `to` answers `invalid_request` naming `from`.
   */
  from?: string;
  /**
   * Last day (`YYYY-MM-DD`, UTC), inclusive; default today (UTC).
   */
  to?: string;
  /**
   * Only this category, e.g. `shipping`, `payment_fees`, `software`, `marketing_other`, `rent`, `salaries`, `packaging`.
   */
  category?: string;
  /**
   * Rows per page, 1..100 (default 50), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * Expenses of a window: totals per category over the whole window and one page of rows, newest first.
 */
export interface GetExpensesResult {
  /**
   * First day of the window (UTC), inclusive.
   */
  from: string;
  /**
   * Last day of the window (UTC), inclusive.
   */
  to: string;
  currency: string;
  /**
   * Sum of all rows in the window (all pages), major units.
   */
  total: number;
  /**
   * Rows in the window (all pages).
   */
  count: number;
  /**
   * One total per category, largest first (ties by name).
   */
  by_category: CategoryTotal[];
  /**
   * At most `limit` rows, by `incurred_on` descending (ties by id).
   */
  expenses: StoreExpense[];
  has_more: boolean;
  /**
   * Pass as `cursor` for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_job_runs`. All optional; `{}` returns the 20 newest jobs of every kind and state.
 */
export interface GetJobRunsInput {
  kind?: JobKind;
  state?: JobState;
  /**
   * Jobs per page, 1..100 (default 20), newest queued first.
   */
  limit?: number;
  /**
   * Jobs to skip (paging; pass the previous page's `next_offset`), 0..10000 (default 0).
   */
  offset?: number;
}

/**
 * A page of the store's job runs, newest queued first (ties by id).
 */
export interface GetJobRunsResult {
  jobs: JobRun[];
  /**
   * Jobs on this page.
   */
  count: number;
  /**
   * Whether more jobs match after this page.
   */
  has_more: boolean;
  /**
   * The `offset` of the next page; null when none.
   */
  next_offset: number | null;
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
 * Arguments of `get_orders`. All optional; `{}` returns the 10 newest orders of the last 30 days. The seed names `window_days` and `limit` without bounds; the bounds here (1..120 days, default 30; 1..50 rows, default 10) are this contract's design decision.
 */
export interface GetOrdersInput {
  /**
   * Look-back window in days, 1..120 (default 30): orders created in the last `window_days` days.
   */
  window_days?: number;
  /**
   * Maximum number of orders, 1..50 (default 10), newest first.
   */
  limit?: number;
}

/**
 * Orders created in the window, newest first, at most `limit`, each with its line items and refunds. Money is in each order's currency, major units.
 */
export interface GetOrdersResult {
  /**
   * Window applied, in days.
   */
  window_days: number;
  /**
   * Orders, newest first.
   */
  orders: Order[];
  /**
   * Number of orders in `orders` (not the number of orders in the window).
   */
  count: number;
}

/**
 * Arguments of `get_orders_summary`. All optional; `{}` summarises the orders of the last 30 days on every channel. The seed names no parameters; the window (1..365 days, default 30) and the optional `channel` filter are this contract's design decision (the demo data covers the last 120 days).
 */
export interface GetOrdersSummaryInput {
  /**
   * Look-back window in days, 1..365 (default 30): orders placed from `now - window_days` days up to now (UTC).
   */
  window_days?: number;
  /**
   * Only orders of this sales channel; omit for every channel.
   */
  channel?: "online_store" | "marketplace" | "pos" | "wholesale";
}

/**
 * Orders placed in the window (`since` .. `until`, UTC), summarised. Money is a decimal in the store currency (`currency`), major units. Cancelled orders are counted apart (`cancelled`) and left out of every other figure and breakdown. `revenue` is what the orders charged (`total`: after discount, shipping and tax included); `refunded` is what was refunded on those orders so far, whenever the refund was made.
 */
export interface GetOrdersSummaryResult {
  /**
   * Window applied, in days.
   */
  window_days: number;
  /**
   * Start of the window (inclusive), ISO 8601 UTC.
   */
  since: string;
  /**
   * End of the window (inclusive, the time of the call), ISO 8601 UTC.
   */
  until: string;
  /**
   * Channel filter applied; null for every channel.
   */
  channel: "online_store" | "marketplace" | "pos" | "wholesale" | null;
  currency: Currency;
  /**
   * Orders placed in the window, cancelled ones excluded.
   */
  order_count: number;
  /**
   * Sum of their `total`.
   */
  revenue: number;
  /**
   * Sum of what was refunded on them so far.
   */
  refunded: number;
  /**
   * `revenue` - `refunded`.
   */
  net_revenue: number;
  /**
   * `revenue` / `order_count`, rounded to 2 decimals (before refunds); null when there are no orders.
   */
  average_order_value: number | null;
  /**
   * Refunds recorded against these orders.
   */
  refund_count: number;
  /**
   * Orders with at least part refunded (`partially_refunded` or `refunded`).
   */
  refunded_order_count: number;
  /**
   * Orders placed in the window and cancelled since.
   */
  cancelled: {
    /**
     * Cancelled orders.
     */
    order_count: number;
    /**
     * What they had charged (sum of `total`).
     */
    total: number;
    /**
     * What was refunded on them.
     */
    refunded: number;
  };
  /**
   * One entry per payment state, always all three, in the order `paid`, `partially_refunded`, `refunded`.
   */
  by_financial_status: OrdersSummaryBucket[];
  /**
   * One entry per shipping state, always all three, in the order `unfulfilled`, `partial`, `fulfilled`.
   */
  by_fulfillment_status: OrdersSummaryBucket[];
  /**
   * Channels with at least one order in the window, highest revenue first (ties by channel name).
   */
  by_channel: OrdersSummaryBucket[];
}

/**
 * Arguments of `get_product_costs`. All optional; `{}` returns the first 50 variants of the store by SKU. The seed names the operation only; filters, bounds and paging here are this contract's design.
 */
export interface GetProductCostsInput {
  /**
   * Only the variants of this product (UUID). Not together with `handle`.
   */
  product_id?: string;
  /**
   * Only the variants of the product with this handle, e.g. `alpine-rain-jacket`. Not together with `product_id`.
   */
  handle?: string;
  tier?: CostTier;
  /**
   * Variants per page, 1..100 (default 50), by SKU ascending.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * A page of variants with their unit costs, by SKU ascending (ties by id).
 */
export interface GetProductCostsResult {
  /**
   * ISO 4217 code of every amount.
   */
  currency: string;
  variants: ProductCost[];
  /**
   * Number of variants on this page.
   */
  count: number;
  /**
   * Variants matching the filters (all pages).
   */
  total: number;
  /**
   * `true` when more variants follow this page.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_product_detail`: exactly one of `product_id` or `handle`.
 */
export interface GetProductDetailInput {
  /**
   * The product's UUID (from `query_products`). Give this or `handle`, not both.
   */
  product_id?: string;
  /**
   * The product's storefront handle (e.g. `alpine-henley`). Give this or `product_id`, not both.
   */
  handle?: string;
  /**
   * Days of the performance summary, 1..120 (default 30), ending with yesterday (UTC).
   */
  window_days?: number;
}

/**
 * One product in full: its storefront fields, content, images, structured attributes, variants with unit costs, a performance summary and the newest decision. Money is a decimal in the store currency's major units; times are ISO 8601 UTC.
 */
export interface GetProductDetailResult {
  /**
   * Product identifier.
   */
  id: string;
  /**
   * Storefront URL handle, unique in the store.
   */
  handle: string;
  /**
   * Product title.
   */
  title: string;
  /**
   * Vendor or brand.
   */
  vendor: string;
  /**
   * The storefront's product type (e.g. `Knitwear`).
   */
  product_type: string;
  /**
   * Storefront taxonomy path (e.g. `Apparel & Accessories > Clothing > Sweaters`); null = uncategorised.
   */
  category: string | null;
  /**
   * Storefront tags, as stored (sorted).
   */
  tags: string[];
  /**
   * The storefront platform's own status (active / draft / archived). Not the service lifecycle: see `service_lifecycle`.
   */
  storefront_status: StorefrontStatus;
  /**
   * The service's lifecycle state of the product (`state` in `query_products`). Not the storefront status: see `storefront_status`.
   */
  service_lifecycle: LifecycleState;
  /**
   * "From" price: the lowest variant price, decimal major units.
   */
  price: number;
  currency: Currency;
  /**
   * Trailing 7-day revenue / ad spend as of the last sync; null when the product had no ad spend.
   */
  current_roas: number | null;
  /**
   * When the product was created (ISO 8601 UTC).
   */
  created_at: string;
  /**
   * When the product last changed (ISO 8601 UTC).
   */
  updated_at: string;
  content: ProductContent;
  /**
   * Images in position order.
   */
  images: ProductImage[];
  /**
   * Structured attributes, ordered by namespace then key.
   */
  metafields: ProductMetafield[];
  /**
   * Every variant in storefront position order.
   */
  variants: ProductDetailVariant[];
  performance: ProductPerformanceSummary;
  /**
   * The newest decision row about this product; null if there is none.
   */
  last_decision: ProductLastDecision | null;
}

/**
 * Arguments of `get_promotion_detail`: exactly one of `id` (a discount, discount code or gift card) or `code` (a discount code, case-insensitive). The seed names no parameters; these are this contract's design.
 */
export interface GetPromotionDetailInput {
  /**
   * Id of a discount, discount code or gift card (`id` from get_discount_history or a receipt).
   */
  id?: string;
  /**
   * A discount code, matched case-insensitively (e.g. `welcome10`). Gift card codes are secret and cannot be looked up.
   */
  code?: string;
  /**
   * How many of the newest orders that used a discount code to list, 0..50 (default 10).
   */
  recent_orders?: number;
}

/**
 * One discount, discount code or gift card. Fields that do not apply to the kind are null (or an empty list). Money in the store currency's major units; times ISO 8601 UTC.
 */
export interface GetPromotionDetailResult {
  kind: "discount" | "discount_code" | "gift_card";
  id: string;
  title: string;
  status: PromotionStatus;
  /**
   * ISO 4217 code of every amount (the store currency).
   */
  currency: string;
  /**
   * The discount code as created; null for other kinds.
   */
  code: string | null;
  /**
   * A gift card's last 4 code characters (all that is ever shown after creation); null for other kinds.
   */
  last_characters: string | null;
  discount_type: "percentage" | "fixed_amount" | null;
  /**
   * Percent off or amount off (major units); null for gift cards.
   */
  value: number | null;
  /**
   * Order subtotal a discount code needs (major units); null = none.
   */
  minimum_subtotal: number | null;
  /**
   * Whether a customer may use the discount code only once; null for other kinds.
   */
  once_per_customer: boolean | null;
  /**
   * Start (discount codes; automatic discounts start when created); null for gift cards.
   */
  starts_at: string | null;
  /**
   * End (discount codes) or when an automatic discount ended; null = open-ended.
   */
  ends_at: string | null;
  /**
   * Why an automatic discount was made; null for other kinds.
   */
  reason: string | null;
  /**
   * The products an automatic discount applies to (empty for other kinds); a product since deleted is left out.
   */
  products: {
    id: string;
    title: string;
    handle: string;
    /**
     * The product's price (its lowest variant price).
     */
    price: number;
    /**
     * The price with this discount.
     */
    sale_price: number;
  }[];
  /**
   * Usage of a discount code against its limit; null for other kinds.
   */
  usage: {
    count: number;
    /**
     * Null = unlimited.
     */
    limit: number | null;
    /**
     * Uses left; null = unlimited.
     */
    remaining: number | null;
  } | null;
  /**
   * Gift card values; null for other kinds.
   */
  gift_card: {
    initial_value: number;
    balance: number;
    customer_ref: string | null;
    note: string | null;
    /**
     * Last day it can be used (UTC); null = never expires.
     */
    expires_on: string | null;
    disabled_at: string | null;
  } | null;
  /**
   * Orders that used a discount code (case-insensitive match on the order's code, cancelled and refunded orders included); null for other kinds (orders do not record automatic discounts or gift card payments).
   */
  orders: {
    orders_count: number;
    discount_given: number;
    /**
     * Sum of order totals (before refunds).
     */
    revenue: number;
    /**
     * The newest orders that used the code (up to `recent_orders`), newest first.
     */
    recent: {
      id: string;
      order_number: number;
      customer_ref: string;
      discount: number;
      total: number;
      created_at: string;
    }[];
  } | null;
  /**
   * The approval card that created it; null for ones made outside the service.
   */
  approval_id: string | null;
  created_at: string;
}

/**
 * Arguments of `get_recent_decisions`. All optional; `{}` returns the 10 newest decision rows of the last 7 days in every bucket.
 */
export interface GetRecentDecisionsInput {
  /**
   * Only rows of this bucket; `all` (default) for every bucket. Buckets: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change.
   */
  mode?: "all" | "live" | "queued" | "suggested" | "reverted" | "failed" | "noop";
  /**
   * Look-back window in days, 1..30 (default 7). The `counts` in the result are whole-store over this window whatever the other filters say.
   */
  window_days?: number;
  /**
   * Only rows that move their subject to this lifecycle state, UPPERCASE (e.g. `WINNER`, `DRAFT`).
   */
  to_state?: "NEW" | "TESTING" | "ACTIVE" | "WINNER" | "SCALING" | "DECLINING" | "PAUSED" | "DRAFT" | "RETIRED";
  /**
   * `true`: only rows that reached the storefront platform. `false`: only rows that did not (not necessarily proposals). Omit for both.
   */
  applied?: boolean;
  /**
   * Only rows about the product with this handle (e.g. `linen-overshirt`), 1..255 characters.
   */
  handle?: string;
  /**
   * Maximum number of decision rows, 1..50 (default 10).
   */
  limit?: number;
}

/**
 * Whole-store bucket counts over the window plus at most `limit` decision rows (newest first) matching the filters.
 */
export interface GetRecentDecisionsResult {
  /**
   * Bucket filter applied (`all` = every bucket).
   */
  mode: "all" | "live" | "queued" | "suggested" | "reverted" | "failed" | "noop";
  /**
   * Window applied, in days.
   */
  window_days: number;
  counts: DecisionCounts;
  /**
   * Matching decision rows, newest first, at most `limit`. Never use the length of this list as a denominator: use `counts.total`.
   */
  decisions: Decision[];
}

/**
 * Arguments of `get_research_candidates`. All optional; `{}` lists the first 20 candidates of every lane.
 */
export interface GetResearchCandidatesInput {
  lane?: ResearchLane;
  /**
   * Candidates per page, 1..50 (default 20).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page with the same `lane`). A value this API did not issue, or one issued for another lane or another UTC day, answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of research candidates, computed now from the store's own rows by the documented rules of each lane (no language model, no stored research run). Lanes in the order trend, supplier, repeat-buyer, geo, gap, refresh; within a lane by rank. Windows end at the start of the current UTC day (`as_of`): `last_28_days` = the 28 UTC days before it.
 */
export interface GetResearchCandidatesResult {
  /**
   * The UTC day the windows end before (today); cursors are valid for this day only.
   */
  as_of: string;
  currency: Currency;
  /**
   * Every lane (or only the requested one) with its rule and candidate count.
   */
  lanes: ResearchLaneSummary[];
  candidates: ResearchCandidate[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same `lane`) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_reviews`. All optional; `{}` returns the 20 newest reviews of the store (every status, products and store) with the summary over all of them. Dates are UTC calendar days, both ends inclusive.
 */
export interface GetReviewsInput {
  /**
   * Only reviews of this product (its id). Unknown answers 400 `invalid_request` naming `product_id`. Not together with `handle`.
   */
  product_id?: string;
  /**
   * Only reviews of the product with this storefront handle. Unknown answers 400 `invalid_request` naming `handle`.
   */
  handle?: string;
  /**
   * `products`: product reviews only; `store`: reviews of the store itself (no product); default `all`. With `product_id` / `handle` only `all` or `products`.
   */
  subject?: "all" | "products" | "store";
  /**
   * Lowest rating (stars), inclusive.
   */
  rating_min?: number;
  /**
   * Highest rating (stars), inclusive; below `rating_min` answers `invalid_request` naming `rating_max`.
   */
  rating_max?: number;
  /**
   * Only this moderation status; default every status.
   */
  status?: "published" | "pending" | "hidden";
  /**
   * Only reviews by verified buyers (`true`) or only unverified ones (`false`).
   */
  verified_buyer?: boolean;
  /**
   * Only reviews the store has replied to (`true`) or not (`false`).
   */
  has_reply?: boolean;
  /**
   * Only reviews written in the last N days (from N days before now, UTC). Not together with `from` / `to`.
   */
  window_days?: number;
  /**
   * First day (`YYYY-MM-DD`, UTC), inclusive.
   */
  from?: string;
  /**
   * Last day (`YYYY-MM-DD`, UTC), inclusive; before `from` answers `invalid_request` naming `from`.
   */
  to?: string;
  /**
   * Reviews per page, 1..100 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, with the same filters); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of reviews, newest first, and a summary (count, average, distribution) over every review matching the filters (all pages).
 */
export interface GetReviewsResult {
  /**
   * Over every review matching the filters (all pages, every status the filter lets through).
   */
  summary: {
    count: number;
    /**
     * Mean stars, rounded to 2 decimals; null when `count` is 0.
     */
    average_rating: number | null;
    /**
     * Number of reviews per star rating.
     */
    distribution: {
      "1": number;
      "2": number;
      "3": number;
      "4": number;
      "5": number;
    };
  };
  /**
   * At most `limit` reviews, by `created_at` descending (ties by id descending).
   */
  reviews: StoreReview[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * `get_store_overview` takes no arguments: send an empty object `{}`.
 */
export type GetStoreOverviewInput = Record<string, never>;

/**
 * One-screen summary of the store: identity, catalogue counts, open alerts, calibration, last sync, agents and the whole-store decision census.
 */
export interface GetStoreOverviewResult {
  /**
   * Identifier of the store the credential is bound to.
   */
  store_id: string;
  /**
   * Store name.
   */
  name: string;
  tenant_type: TenantType;
  currency: Currency;
  catalogue: CatalogueCounts;
  /**
   * Number of open (unresolved) alerts, all severities.
   */
  open_alert_count: number;
  open_alerts_by_severity: AlertSeverityCounts;
  calibration: CalibrationSummary;
  /**
   * When the store's data was last synchronised from its providers (ISO 8601, UTC); null for a store that has never synced.
   */
  last_sync_at: string | null;
  agents: AgentsOverview;
  decisions: DecisionCensus;
}

/**
 * get_store_settings takes no arguments.
 */
export type GetStoreSettingsInput = Record<string, never>;

/**
 * The calling store's settings.
 */
export interface GetStoreSettingsResult {
  /**
   * The store's id.
   */
  id: string;
  /**
   * Display name.
   */
  name: string;
  /**
   * Unique handle (used by other stores to refer to this one, e.g. in propose_cross_store_link).
   */
  handle: string;
  /**
   * `hosted_storefront` (storefront tools apply) or `no_storefront` (a business without a storefront).
   */
  tenant_type: "hosted_storefront" | "no_storefront";
  /**
   * Store currency, ISO 4217; every money amount of the store is in it.
   */
  currency: string;
  /**
   * IANA time zone of the store (reports are in UTC unless an operation says otherwise).
   */
  timezone: string;
  /**
   * Effective API rate limit, requests per minute per store.
   */
  rate_limit_per_minute: number;
  /**
   * True when the store has no own limit and the default of 120 per minute applies.
   */
  rate_limit_is_default: boolean;
  /**
   * While true, automation applies nothing (set_kill_switch).
   */
  kill_switch_engaged: boolean;
  /**
   * Whether the store's agents may act (set_automation_enabled).
   */
  automation_enabled: boolean;
  /**
   * True for a sandbox copy of a store.
   */
  sandbox: boolean;
  /**
   * When the store was created (UTC).
   */
  created_at: string;
  /**
   * Last storefront / source sync (UTC); null when never synced.
   */
  last_synced_at: string | null;
  /**
   * Shop profile basics of a hosted storefront; null for a business without a storefront or when no profile was shared.
   */
  shop_profile: StoreSettingsShopProfile | null;
}

/**
 * Arguments of `get_variants`. All optional; `{}` returns the 10 highest priced variants across the store; `sku` looks one variant up by SKU.
 */
export interface GetVariantsInput {
  /**
   * List the variants of this one product (UUID). Omit for the top variants by price across the store.
   */
  product_id?: string;
  /**
   * Only the variant with exactly this SKU (case-sensitive); with `product_id`, only if it is that product's. No match: an empty list.
   */
  sku?: string;
  /**
   * Maximum number of variants, 1..50 (default 10).
   */
  limit?: number;
}

/**
 * Variants of one product in their storefront order, or, when no product was given, the top variants across the store by price, highest first.
 */
export interface GetVariantsResult {
  /**
   * The product listed; null when listing across the store.
   */
  product_id: string | null;
  /**
   * Variants, at most `limit`.
   */
  variants: Variant[];
  /**
   * Number of variants in `variants`.
   */
  count: number;
}

/**
 * One GraphQL field error.
 */
export interface GraphqlFieldError {
  /**
   * What went wrong.
   */
  message: string;
  /**
   * Path of the failed field in `data` (field names and list indexes).
   */
  path: Array<string | number>;
  /**
   * Where the field is in the query (1-based line and column).
   */
  locations: {
    /**
     * 1-based line.
     */
    line: number;
    /**
     * 1-based column.
     */
    column: number;
  }[];
}

/**
 * Idempotency key (same as the `Idempotency-Key` header; send one or the other, or both with the same value). A retry with the same key and the same arguments replays the first response; the same key with other arguments answers 409 `idempotency_conflict`; while the first request runs, 409 `idempotency_in_flight` with `Retry-After`. Keys are scoped to the credential, the store and the operation, and remembered for 24 hours.
 */
export type IdempotencyKey = string;

/**
 * One problem of an import file.
 */
export interface ImportRowError {
  /**
   * Record number, counting the header row as 1 (so the first data row is 2; skipped empty lines are not counted); null for the whole file.
   */
  row: number | null;
  /**
   * The column (lower-cased header name); null for the whole row or file.
   */
  column: string | null;
  message: string;
}

/**
 * Arguments of `inspect_cost_import`: a cost file to inspect (header row first; UTF-8, an optional BOM, comma separated, fields may be double-quoted; values are trimmed; empty lines are skipped). At most 1,000,000 characters (so the file fits the 1 MiB request body with its JSON) and 5,000 data rows.
 */
export interface InspectCostImportInput {
  /**
   * The file's text.
   */
  csv: string;
}

/**
 * What a cost file would do; nothing is changed. A row changes its variant when its cost differs from the recorded one or the recorded cost is not `confirmed`; other valid rows are unchanged.
 */
export interface InspectCostImportResult {
  /**
   * SHA-256 (hex) of `cost` + a line end + the normalised file (BOM removed, line ends as LF, trailing line ends removed). Pass it with the same file to propose_cost_import.
   */
  inspection_id: string;
  /**
   * The store currency (every amount).
   */
  currency: string;
  /**
   * Data rows in the file.
   */
  rows: number;
  valid_rows: number;
  change_count: number;
  unchanged_count: number;
  /**
   * All errors (at most 200 are listed).
   */
  error_count: number;
  /**
   * `true` when the file has no error and changes at least one variant.
   */
  can_propose: boolean;
  /**
   * Errors by row, at most 200.
   */
  errors: ImportRowError[];
  duplicates: CostImportDuplicate[];
  /**
   * SKUs or variant references the store does not have (each also an error of its row).
   */
  unknown_skus: string[];
  /**
   * Every variant that would change, in file order.
   */
  changes: CostImportChange[];
}

/**
 * Arguments of `inspect_expense_import`: an expense file to inspect (header row first; UTF-8, an optional BOM, comma separated, fields may be double-quoted; values are trimmed; empty lines are skipped). At most 1,000,000 characters (so the file fits the 1 MiB request body with its JSON) and 5,000 data rows.
 */
export interface InspectExpenseImportInput {
  /**
   * The file's text.
   */
  csv: string;
}

/**
 * What an expense file would do; nothing is changed.
 */
export interface InspectExpenseImportResult {
  /**
   * SHA-256 (hex) of `expense` + a line end + the normalised file (BOM removed, line ends as LF, trailing line ends removed). Pass it with the same file to propose_expense_import.
   */
  inspection_id: string;
  currency: string;
  /**
   * Data rows in the file.
   */
  rows: number;
  valid_rows: number;
  /**
   * Rows that would be added (valid, not duplicates).
   */
  new_count: number;
  duplicate_count: number;
  /**
   * All errors (at most 200 are listed).
   */
  error_count: number;
  /**
   * `true` when the file has no error and adds at least one row.
   */
  can_propose: boolean;
  /**
   * Sum of the new rows, major units.
   */
  new_total: number;
  /**
   * New rows per category, largest first.
   */
  by_category: CategoryTotal[];
  errors: ImportRowError[];
  duplicates: ExpenseImportDuplicate[];
  new_rows: ExpenseImportRow[];
}

/**
 * One intent declaration (field ownership).
 */
export interface Intent {
  /**
   * The declaration's id (equal to the `approval_id` of the card that created it).
   */
  id: string;
  resource_kind: "variant" | "campaign";
  /**
   * The resource's id (variant UUID or campaign id).
   */
  resource_ref: string;
  field: "price" | "compare_at_price" | "status" | "daily_budget" | "bidding";
  /**
   * The value the owner set (money in major units of the store currency).
   */
  desired: number | string | null;
  /**
   * The value before the declaration applied (what intent_revert restores).
   */
  previous: number | string | null;
  reason: string;
  status: IntentStatus;
  /**
   * The credential that declared it (only it, or an `admin` credential, may release or revert).
   */
  owner_credential_id: string;
  approval_id: string | null;
  expires_at: string;
  /**
   * When the service last read the field back and found someone else had changed it (event `intent.field_overwritten_externally`, sent once per overwrite); null when the field holds `desired`.
   */
  overwritten_at: string | null;
  /**
   * The value found at that read-back.
   */
  overwritten_value: number | string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Intent declaration (seed: "Intent declaration"). Declarable fields and the scope each needs besides `write`: variant `price` and `compare_at_price` (`catalog:write`); campaign `status`, `daily_budget` and `bidding` (`ads:write`). The end of the ownership is given by exactly one of `expires_at` (an instant) and `expires_in_seconds` (a duration counted from approval); neither or both answer `invalid_request` naming `expires_at`.
 */
export interface IntentDeclareInput {
  /**
   * `variant` or `campaign`.
   */
  resource_kind: "variant" | "campaign";
  /**
   * The resource; a variant's UUID or storefront reference (`external_id`), or a campaign id (`cmp_...`).
   */
  resource_ref: string;
  /**
   * Variant: `price`, `compare_at_price`. Campaign: `status`, `daily_budget`, `bidding`.
   */
  field: "price" | "compare_at_price" | "status" | "daily_budget" | "bidding";
  /**
   * The value to own, of the field's type: `price` and `daily_budget` a number > 0 and at most 1000000 in major units, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18; `x-decimal-places: 2`); `compare_at_price` such a number or null; `status` `enabled` or `paused`; `bidding` `manual_cpc`, `maximize_conversions`, `target_roas` or `target_cpa` (a string is at most 64 characters).
   */
  desired: number | string | null;
  reason: string;
  /**
   * When ownership ends by itself (ISO 8601); in the future and at most 90 days ahead. Or send `expires_in_seconds`.
   */
  expires_at?: string;
  /**
   * Instead of `expires_at`: how long the ownership lasts once an operator approves the declaration, in seconds (60 s .. 90 days); it ends at the approval time plus this.
   */
  expires_in_seconds?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `intent_release` and `intent_revert`.
 */
export interface IntentEndInput {
  /**
   * An `active` declaration of this store; only its owner or an `admin` credential may end it.
   */
  intent_id: string;
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The declaration after the call, and the receipt of the change.
 */
export interface IntentEndResult {
  intent: Intent;
  receipt_id: string;
}

/**
 * Arguments of `intent_list`.
 */
export interface IntentListInput {
  status?: IntentStatus;
  resource_kind?: "variant" | "campaign";
  /**
   * Declarations per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page).
   */
  before?: string;
}

export interface IntentListResult {
  intents: Intent[];
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Identifies one intent declaration.
 */
export interface IntentRef {
  intent_id: string;
}

/**
 * State of an intent declaration (the seed leaves them open; this contract defines them). A declaration is a proposed write: while it waits, it is its approval card (`approval_status`), and the field counts as owned (a second declaration is refused with `field_already_owned`). Approved, it becomes `active`: the service set the field to `desired` and owns it. `released` (intent_release): ownership ends, the value stays. `reverted` (intent_revert): the previous value is restored and ownership ends. `expired`: `expires_at` passed; ownership ended, the value stays. Only `active` moves.
 */
export type IntentStatus = "active" | "released" | "reverted" | "expired";

/**
 * The operation that queued the job (e.g. `run_sync_orders`, `run_sync_catalog`); later `run_*` operations add kinds.
 */
export type JobKind = string;

/**
 * One job run (the job table row as the API shows it).
 */
export interface JobRun {
  id: string;
  kind: JobKind;
  state: JobState;
  /**
   * The arguments it was queued with (after defaults).
   */
  params: {
    [key: string]: unknown;
  };
  /**
   * The credential id that queued it.
   */
  requested_by: string;
  /**
   * ISO 8601, UTC.
   */
  queued_at: string;
  /**
   * When a runner last started it (ISO 8601, UTC); null while queued.
   */
  started_at: string | null;
  /**
   * When it succeeded, failed or was cancelled (ISO 8601, UTC); null before.
   */
  finished_at: string | null;
  /**
   * Milliseconds from queued to started; null while queued.
   */
  queue_ms: number | null;
  /**
   * Milliseconds from started to finished; null until it finished.
   */
  duration_ms: number | null;
  /**
   * How many times a runner started it (more than 1 after a runner died mid-run and its lease expired).
   */
  attempts: number;
  /**
   * What it did, by name (integers), e.g. for `run_sync_orders` `{seen, orders_created, orders_skipped, refunds_created, refunds_skipped, events}`; null until it finished.
   */
  counts: {
    [key: string]: number;
  } | null;
  /**
   * The job's result (e.g. the sync cursor reached and whether more changes are waiting: `{cursor, until, more}`); null unless it succeeded.
   */
  result: {
    [key: string]: unknown;
  } | null;
  /**
   * Why it failed; null otherwise.
   */
  error: string | null;
}

/**
 * `queued` (waiting for a runner), `running`, then `succeeded` or `failed` (the job's writes rolled back; `error` says why). `cancelled` is part of the state machine for queued jobs, but no operation cancels a job yet.
 */
export type JobState = "queued" | "running" | "succeeded" | "failed" | "cancelled";

/**
 * The job queued by a `run_*` operation, answered at once (the job runs asynchronously; follow it with `get_job_runs`).
 */
export interface JobSubmittedResult {
  /**
   * The job's id (the audit subject `job_run:<id>`).
   */
  job_id: string;
  kind: JobKind;
  /**
   * Always `queued` when answered.
   */
  state: "queued";
  /**
   * When the job was queued (ISO 8601, UTC).
   */
  queued_at: string;
  /**
   * `true` when a job of the same kind was already waiting in this store: that job is answered and no second one is queued (it will see every change up to when it runs).
   */
  coalesced: boolean;
  /**
   * Receipt of queueing the job; null when `coalesced`.
   */
  receipt_id: string | null;
}

/**
 * A JSON Schema (draft 2020-12) for one value. The commonly used keywords are typed below; any other JSON Schema keyword may appear.
 */
export interface JsonSchema {
  /**
   * JSON type name, or a list of them (e.g. `["string", "null"]`).
   */
  type?: "string" | "number" | "integer" | "boolean" | "object" | "array" | "null" | Array<"string" | "number" | "integer" | "boolean" | "object" | "array" | "null">;
  /**
   * Meaning, units, bounds and default of the value.
   */
  description?: string;
  /**
   * Format of a string value (e.g. `uuid`, `date-time`).
   */
  format?: string;
  /**
   * Allowed values.
   */
  enum?: unknown[];
  /**
   * The only allowed JSON value.
   */
  const?: unknown;
  /**
   * Value used when the parameter is omitted.
   */
  default?: unknown;
  /**
   * Smallest allowed number.
   */
  minimum?: number;
  /**
   * Largest allowed number.
   */
  maximum?: number;
  /**
   * Shortest allowed string.
   */
  minLength?: number;
  /**
   * Longest allowed string.
   */
  maxLength?: number;
  /**
   * Regular expression a string must match.
   */
  pattern?: string;
  /**
   * Fewest array items.
   */
  minItems?: number;
  /**
   * Most array items.
   */
  maxItems?: number;
  /**
   * Schema of each array item.
   */
  items?: JsonSchema;
  /**
   * Schema per object property.
   */
  properties?: {
    [key: string]: JsonSchema;
  };
  /**
   * Object properties that must be present.
   */
  required?: string[];
  /**
   * `false` to refuse unknown object properties, or a schema they must match.
   */
  additionalProperties?: boolean | JsonSchema;
  [key: string]: unknown;
}

/**
 * JSON Web Key Set (RFC 7517) of the webhook signing keys, newest first.
 */
export interface Jwks {
  keys: {
    kty: "EC";
    crv: "P-256";
    /**
     * The x coordinate, base64url (32 bytes).
     */
    x: string;
    /**
     * The y coordinate, base64url (32 bytes).
     */
    y: string;
    /**
     * Key id (RFC 7638 thumbprint); a delivery's `webhook-key-id` names it.
     */
    kid: string;
    alg: "ES256";
    use: "sig";
  }[];
}

/**
 * The service's own lifecycle label for how a product is managed (`catalogue.service_lifecycle`), lowercase. This is NOT the storefront's status (`storefront_status`: active / draft / archived); the two vocabularies do not agree and neither may be read as the other (a product can be `winner` here and `draft` on the storefront).
 */
export type LifecycleState = "new" | "testing" | "active" | "winner" | "scaling" | "declining" | "paused" | "draft" | "retired";

/**
 * Arguments of `list_store_actions`. All optional; send `{}` for every domain.
 */
export interface ListStoreActionsInput {
  /**
   * Only list actions of this catalogue domain (e.g. `ads`, `catalog`, `promotions`). Omit for every domain.
   */
  domain?: Domain;
}

/**
 * The write actions this credential can carry out at this store, each with its parameters as a JSON Schema, and how much of the catalogue is exposed versus withheld. Call it before proposing a change.
 */
export interface ListStoreActionsResult {
  /**
   * Domain filter applied; null for every domain.
   */
  domain: Domain | null;
  /**
   * Write operations (`auto_write` and `propose_write`) this credential can call at this store, ordered by domain then name; for a sandbox key also the sandbox test helpers.
   */
  actions: StoreAction[];
  exposure: ActionExposure;
}

/**
 * The liveness probe's answer (`GET /healthz`).
 */
export interface Liveness {
  status: "ok";
}

/**
 * Arguments of `lookup_domain_research`.
 */
export interface LookupDomainResearchInput {
  domain: WebDomain;
  /**
   * Pages of the domain listed in `pages`, 0..100 (default 20); `page_count` always counts them all.
   */
  pages_limit?: number;
}

/**
 * What the embedded corpus knows about one web domain. A domain the corpus has no page of answers 200 with `known: false`, zero counts, null summaries and empty lists (not `not_found`: "nothing known" is an answer about the web, not a missing resource of this store).
 */
export interface LookupDomainResearchResult {
  /**
   * The looked-up host, normalised (lower case, without a leading `www.`).
   */
  domain: string;
  /**
   * Whether the corpus holds any page of the domain.
   */
  known: boolean;
  /**
   * Version of the embedded corpus read.
   */
  corpus_version: string;
  /**
   * The site's name as its pages give it; null when unknown.
   */
  site_name: string | null;
  /**
   * Kinds of the domain's pages (sorted); e.g. `[competitor_shop]` for a shop, `[supplier]` for a manufacturer.
   */
  kinds: WebDocumentKind[];
  page_count: number;
  /**
   * Earliest `first_seen` of the domain's pages (UTC day); null when unknown.
   */
  first_seen: string | null;
  /**
   * Latest `first_seen` of the domain's pages, i.e. when the newest page appeared (UTC day); null when unknown.
   */
  last_seen: string | null;
  /**
   * Prices listed on the domain's pages; null when none lists a price.
   */
  price_summary: DomainPriceSummary | null;
  /**
   * The domain's pages by URL (ascending), at most `pages_limit`.
   */
  pages: DomainResearchPage[];
  /**
   * This store's products about the items the domain's pages cover, by handle (ascending), at most 100.
   */
  linked_products: DomainResearchLinkedProduct[];
  /**
   * Pages of other domains whose text names this domain, by document id, at most 50.
   */
  mentioned_by: DomainResearchMention[];
  currency: Currency;
}

/**
 * One storefront market: a group of countries sold to in one currency and set of languages.
 */
export interface Market {
  /**
   * Market identifier.
   */
  id: string;
  /**
   * Market handle, unique in the store.
   */
  handle: string;
  /**
   * Market name.
   */
  name: string;
  /**
   * Whether this is the primary market (exactly one is).
   */
  primary: boolean;
  /**
   * Whether the market is selling.
   */
  enabled: boolean;
  /**
   * ISO 3166-1 alpha-2 codes of the market's countries, sorted.
   */
  countries: string[];
  /**
   * ISO 4217 code customers in this market pay in.
   */
  currency: string;
  /**
   * BCP 47 locale tags the market's storefront is shown in.
   */
  locales: string[];
  /**
   * Percent added to (positive) or taken off (negative) base prices in this market.
   */
  price_adjustment_percent: number;
  /**
   * When the market was created (ISO 8601 UTC).
   */
  created_at: string;
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
 * One account-level issue of the merchant feed (the whole account, not one item).
 */
export interface MerchantAccountIssue {
  id: string;
  /**
   * Stable issue code, e.g. `missing_return_policy`, `price_mismatch_items`, `missing_shipping_speed`.
   */
  code: string;
  /**
   * `critical`: risks an account suspension; `error`: limits visibility; `suggestion`: optional improvement.
   */
  severity: "critical" | "error" | "suggestion";
  title: string;
  detail: string;
  /**
   * Where the feed provider documents the fix; null when none.
   */
  documentation_url: string | null;
  /**
   * Feed items the issue affects.
   */
  affected_items: number;
  /**
   * When the issue was first reported (UTC).
   */
  first_seen_at: string;
}

/**
 * Supplemental custom labels 0..4 of a feed item; null = not set.
 */
export interface MerchantCustomLabels {
  custom_label_0: string | null;
  custom_label_1: string | null;
  custom_label_2: string | null;
  custom_label_3: string | null;
  custom_label_4: string | null;
}

/**
 * Arguments of `merchant_delete_supplemental_labels`: clears custom labels of up to 50 products (each at most once): the listed `labels`, or all five when `labels` is left out.
 */
export interface MerchantDeleteSupplementalLabelsInput {
  items: {
    /**
     * Product handle or UUID; unknown or without a feed item answers 400 `invalid_request` naming `items[i].product`.
     */
    product: string;
    labels?: Array<"custom_label_0" | "custom_label_1" | "custom_label_2" | "custom_label_3" | "custom_label_4">;
  }[];
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  /**
   * Same as the `Idempotency-Key` header.
   */
  idempotency_key?: string;
}

/**
 * Arguments of `merchant_get_account_issues`. All optional; `{}` lists every account-level issue of the store's merchant feed.
 */
export interface MerchantGetAccountIssuesInput {
  /**
   * Only issues of this severity.
   */
  severity?: "critical" | "error" | "suggestion";
}

/**
 * The merchant feed's account-level issues, most severe first (critical, error, suggestion), then newest `first_seen_at`, ties by id; with the feed's item counts per status.
 */
export interface MerchantGetAccountIssuesResult {
  issues: MerchantAccountIssue[];
  /**
   * Number of issues returned (all of them; there is no paging).
   */
  count: number;
  item_status_counts: MerchantItemStatusCounts;
}

/**
 * Arguments of `merchant_get_product_views`. All optional; `{}` lists the first 50 feed items by handle.
 */
export interface MerchantGetProductViewsInput {
  /**
   * Only items of this feed status.
   */
  status?: "approved" | "limited" | "disapproved";
  /**
   * Only items carrying an item-level issue with this code (e.g. `missing_gtin`).
   */
  issue_code?: string;
  /**
   * Only this product (handle or UUID); unknown answers 400 `invalid_request` naming `product`.
   */
  product?: string;
  /**
   * Items per page, 1..100 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of feed items ordered by handle (ascending), with the feed's counts per status (all items, not only this page or filter).
 */
export interface MerchantGetProductViewsResult {
  products: MerchantProductView[];
  item_status_counts: MerchantItemStatusCounts;
  has_more: boolean;
  /**
   * Pass as `cursor` for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * One item-level issue reported by the merchant feed for a product.
 */
export interface MerchantItemIssue {
  /**
   * Stable issue code, e.g. `missing_gtin`, `image_too_small`, `price_mismatch`, `landing_page_error`.
   */
  code: string;
  /**
   * `error` disapproves the item; `warning` limits it; `suggestion` does not affect its status.
   */
  severity: "error" | "warning" | "suggestion";
  /**
   * The feed attribute concerned (e.g. `gtin`, `image_link`, `price`); null when none.
   */
  attribute: string | null;
  description: string;
  /**
   * How to fix it.
   */
  resolution: string;
}

/**
 * Number of feed items per status.
 */
export interface MerchantItemStatusCounts {
  approved: number;
  limited: number;
  disapproved: number;
  total: number;
}

/**
 * A product as the merchant feed sees it.
 */
export interface MerchantProductView {
  product_id: string;
  handle: string;
  title: string;
  /**
   * The feed's offer id (the product handle when it was submitted).
   */
  offer_id: string;
  /**
   * `approved`: eligible everywhere; `limited`: shown with limited visibility (warnings); `disapproved`: not shown (errors).
   */
  status: "approved" | "limited" | "disapproved";
  /**
   * Item-level issues, errors first, then warnings, then suggestions.
   */
  issues: MerchantItemIssue[];
  custom_labels: MerchantCustomLabels;
  /**
   * When the feed last reviewed the item (UTC).
   */
  last_checked_at: string;
}

/**
 * Arguments of `merchant_run_report`: a small report language over the merchant feed's daily performance rows. Dimension fields: `date`, `product_id`, `handle`, `title`, `status`, `custom_label_0` .. `custom_label_4`. Metric fields: `impressions`, `clicks`, `conversions`, `conversion_value` (major units of the store currency), `ctr` (clicks / impressions), `conversion_rate` (conversions / clicks). The rows are grouped by the dimension fields chosen (no dimension: one total row) and the metrics summed (ratios computed from the sums). A field name that is not one of these answers 400 `invalid_request` naming it (e.g. `fields[2]`).
 */
export interface MerchantRunReportInput {
  /**
   * Columns of the report, in this order.
   */
  fields: string[];
  /**
   * All must hold. A filter on a dimension keeps the daily rows before grouping; a filter on a metric keeps the grouped rows after it. Ops: `eq`, `neq`, `gt`, `gte`, `lt`, `lte` (numbers, or ISO dates for `date`), `in` (array value), `contains` (case-insensitive substring, text dimensions). A filter field need not be in `fields`.
   */
  filters?: {
    field: string;
    op: "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "in" | "contains";
    value: string | number | Array<string | number>;
  }[];
  /**
   * UTC calendar days, both inclusive, at most 366 days; `start` after `end` answers `invalid_request` naming `date_range.start`. Excludes `window_days`.
   */
  date_range?: {
    start: string;
    end: string;
  };
  /**
   * The last N UTC days ending yesterday (default 28 when `date_range` is absent).
   */
  window_days?: number;
  /**
   * Sort keys (fields of `fields`), in priority order; default the first metric descending, else the dimensions ascending. Ties always fall back to the dimensions ascending.
   */
  sort?: {
    field: string;
    direction?: "asc" | "desc";
  }[];
  /**
   * Rows returned, 1..1000 (default 100); `total_rows` tells how many there were.
   */
  limit?: number;
}

/**
 * The report: one object per row keyed by the requested fields (in `fields` order); money in major units of `currency`; ratios 0..1 rounded to 4 decimals (null when the denominator is 0).
 */
export interface MerchantRunReportResult {
  /**
   * First day (UTC), inclusive.
   */
  start: string;
  /**
   * Last day (UTC), inclusive.
   */
  end: string;
  currency: string;
  fields: string[];
  rows: {
    [key: string]: string | number | null;
  }[];
  /**
   * Rows returned.
   */
  row_count: number;
  /**
   * Rows the report had before `limit`.
   */
  total_rows: number;
  /**
   * True when `limit` cut rows off.
   */
  truncated: boolean;
}

/**
 * Arguments of `merchant_upsert_supplemental_labels`: per product, the custom labels to set. A label left out is unchanged; `null` clears it. At most 50 products, each at most once.
 */
export interface MerchantUpsertSupplementalLabelsInput {
  items: {
    /**
     * Product handle or UUID; unknown or without a feed item answers 400 `invalid_request` naming `items[i].product`.
     */
    product: string;
    /**
     * Labels to set (1..100 characters) or clear (`null`).
     */
    labels: {
      custom_label_0?: string | null;
      custom_label_1?: string | null;
      custom_label_2?: string | null;
      custom_label_3?: string | null;
      custom_label_4?: string | null;
    };
  }[];
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  /**
   * Same as the `Idempotency-Key` header.
   */
  idempotency_key?: string;
}

/**
 * Exchanges the authorization code of a redirect for tokens (RFC 6749 §4.1.3, PKCE RFC 7636 §4.5). A code works once and lives 60 seconds.
 */
export interface OAuthAuthorizationCodeGrant {
  grant_type: "authorization_code";
  /**
   * The `code` of the authorization response.
   */
  code: string;
  /**
   * Exactly the `redirect_uri` of the authorization request.
   */
  redirect_uri: string;
  /**
   * The PKCE verifier (RFC 7636 §4.1: 43..128 characters of `A-Z a-z 0-9 - . _ ~`) whose SHA-256, base64url, was the request's `code_challenge`.
   */
  code_verifier: string;
  /**
   * The client: the https URL of its Client ID Metadata Document, or the id dynamic client registration issued. Required unless the client authenticates with HTTP Basic.
   */
  client_id?: string;
  /**
   * Only for a registered client using `client_secret_post`.
   */
  client_secret?: string;
  /**
   * RFC 8707 resource indicator: one of those the authorization request named (default: the one it named, else this server's origin). Anything that is not this server answers `invalid_target`.
   */
  resource?: string;
}

/**
 * How a client authenticates at the token and revocation endpoints (RFC 7591 §2): `none` (a public client sends `client_id` only; PKCE protects the code), `client_secret_basic` (HTTP Basic with the client id and secret of a dynamically registered client), `client_secret_post` (`client_id` and `client_secret` in the form body).
 */
export type OAuthClientAuthMethod = "none" | "client_secret_basic" | "client_secret_post";

/**
 * The registered client (RFC 7591 §3.2.1): the issued `client_id` and every metadata value as registered, defaults filled in (including the library's OpenID defaults `id_token_signed_response_alg`, `require_auth_time`, `subject_type` and `dpop_bound_access_tokens`, which mean nothing here: no ID tokens are issued). Other registered metadata the request set is echoed too. Keep `registration_access_token`: with it, `GET <registration_client_uri>` reads the registration back (RFC 7592 §2.1). The `client_id` keeps working after registration's sunset.
 */
export interface OAuthClientRegistration {
  /**
   * The issued client identifier; send it as `client_id` at the authorization, token and revocation endpoints.
   */
  client_id: string;
  /**
   * When the id was issued, in Unix seconds.
   */
  client_id_issued_at: number;
  /**
   * The client secret, answered once: present when a secret was issued (always for `client_secret_basic` / `client_secret_post`).
   */
  client_secret?: string;
  /**
   * `0`: the secret does not expire. Present with `client_secret`.
   */
  client_secret_expires_at?: number;
  /**
   * `<issuer>/api/oauth/register/<client_id>`: read the registration back with `registration_access_token` as a Bearer token.
   */
  registration_client_uri: string;
  /**
   * Bearer token for `registration_client_uri` only; not an API credential.
   */
  registration_access_token: string;
  /**
   * The scopes the client may ask for, as registered (absent when none was sent).
   */
  scope?: string;
  redirect_uris: string[];
  grant_types: OAuthGrantType[];
  response_types: "code"[];
  token_endpoint_auth_method: OAuthClientAuthMethod;
  application_type: "web" | "native";
  client_name?: string;
  client_uri?: string;
  logo_uri?: string;
  contacts?: string[];
  tos_uri?: string;
  policy_uri?: string;
  /**
   * Library default (`ES256`); unused (no ID tokens).
   */
  id_token_signed_response_alg?: string;
  /**
   * Library default (`false`); unused.
   */
  require_auth_time?: boolean;
  /**
   * Library default (`public`); unused.
   */
  subject_type?: string;
  /**
   * `false`: tokens are Bearer tokens, not DPoP-bound.
   */
  dpop_bound_access_tokens?: boolean;
  [key: string]: unknown;
}

/**
 * Client metadata for dynamic client registration (RFC 7591 §2), as a JSON object. Members not listed here are ignored (and not echoed).
 */
export interface OAuthClientRegistrationRequest {
  /**
   * Optional (RFC 7591 §2): the space-separated scopes this client may ever ask for, each one of the OAuth scopes (see the `oauth2` security scheme); another value answers `invalid_client_metadata`. An authorization request for a scope outside it answers `invalid_scope`. Without it the client may ask for any scope. Either way the operator picks what is granted on the consent page. A Client ID Metadata Document's `scope` means the same.
   */
  scope?: string;
  /**
   * Every redirect URI the client will use (absolute, no fragment); the authorization request's `redirect_uri` must equal one exactly, except that a `native` client's loopback URI (`http://127.0.0.1/...`, `http://[::1]/...`) matches on any port (RFC 8252 §7.3).
   */
  redirect_uris: string[];
  /**
   * Shown to the operator on the consent page and in Settings > Connected apps.
   */
  client_name?: string;
  /**
   * The app's home page.
   */
  client_uri?: string;
  /**
   * The app's logo (the consent page names its host; the logo itself is not loaded).
   */
  logo_uri?: string;
  /**
   * Ways to reach the app's developers (e.g. e-mail addresses).
   */
  contacts?: string[];
  tos_uri?: string;
  policy_uri?: string;
  /**
   * `native` for an app on the user's device (loopback or private-use-scheme redirect URIs, RFC 8252).
   */
  application_type?: "web" | "native";
  /**
   * Leave out `refresh_token` to get no refresh tokens. Any other grant type answers `invalid_client_metadata`.
   */
  grant_types?: OAuthGrantType[];
  response_types?: "code"[];
  /**
   * `none` (default; a public client, PKCE only) or a secret (`client_secret_basic`, `client_secret_post`), which the 201 answers once in `client_secret`.
   */
  token_endpoint_auth_method?: OAuthClientAuthMethod;
}

/**
 * An OAuth error body (RFC 6749 §5.2; RFC 7591 §3.2.2 at registration; RFC 7009 §2.2.1 at revocation): what the token, registration and revocation endpoints answer, instead of the API's `Error` object (no `message`, `request_id` or `docs`; the `x-request-id` header still identifies the request). Branch on `error`; `error_description` is for a person. Codes: `invalid_request` (a parameter missing, repeated or malformed, or a body that is not `application/x-www-form-urlencoded` (token, revocation) or `application/json` (registration); after 2027-09-06 also every new registration, with HTTP 410), `invalid_client` (client authentication did not verify: an unknown `client_id`, a Client ID Metadata Document that cannot be fetched or used, a wrong secret; HTTP 401; the seed's 401 `invalid_client`), `invalid_grant` (the code or refresh token is unknown, expired, already used, issued to another client, or its `redirect_uri` or `code_verifier` does not match; a refresh token that was already rotated also revokes its whole grant), `unauthorized_client` (the client may not use this grant type), `unsupported_grant_type` (a grant type other than `authorization_code` and `refresh_token`), `invalid_scope` (a refresh asks for a scope the refresh token does not carry), `invalid_target` (`resource` does not name this server, RFC 8707), `invalid_client_metadata` and `invalid_redirect_uri` (registration refused, RFC 7591), `server_error` (failure on the service side).
 */
export interface OAuthError {
  /**
   * The OAuth error code (see the schema description).
   */
  error: "invalid_request" | "invalid_client" | "invalid_grant" | "unauthorized_client" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "invalid_client_metadata" | "invalid_redirect_uri" | "server_error";
  /**
   * Explanation for a person. Not part of the contract; never parse it.
   */
  error_description: string;
  /**
   * Present exactly when `error` is `invalid_scope`: the space-separated scopes asked for that the refresh token does not carry.
   */
  scope?: string;
}

/**
 * An OAuth grant type this server supports: `authorization_code` (with PKCE `S256`) and `refresh_token` (rotated on every use).
 */
export type OAuthGrantType = "authorization_code" | "refresh_token";

/**
 * Exchanges a refresh token for a new access token and a new refresh token (RFC 6749 §6). Refresh tokens rotate on every use: the one sent stops working, and presenting it again answers `invalid_grant` and revokes the whole grant (every access and refresh token of it; the app must connect again). A grant revoked in Settings > Connected apps refreshes no more.
 */
export interface OAuthRefreshTokenGrant {
  grant_type: "refresh_token";
  /**
   * The latest refresh token (30 days from its issue).
   */
  refresh_token: string;
  /**
   * The client the refresh token was issued to. Required unless the client authenticates with HTTP Basic.
   */
  client_id?: string;
  /**
   * Only for a registered client using `client_secret_post`.
   */
  client_secret?: string;
  /**
   * Optional narrowing: space-separated scopes, each carried by the refresh token; the new access token carries only these. A scope the refresh token does not carry answers `invalid_scope`. Omit to keep every granted scope.
   */
  scope?: string;
  /**
   * RFC 8707 resource indicator, one of those granted; anything that is not this server answers `invalid_target`.
   */
  resource?: string;
}

/**
 * Token revocation request (RFC 7009 §2.1), sent as `application/x-www-form-urlencoded`, with the same client authentication as the token endpoint.
 */
export interface OAuthRevocationRequest {
  /**
   * The access or refresh token to revoke. Either revokes its whole grant (every access and refresh token of it).
   */
  token: string;
  /**
   * Which kind `token` is, to find it faster (optional).
   */
  token_type_hint?: "access_token" | "refresh_token";
  /**
   * The client the token was issued to. Required unless the client authenticates with HTTP Basic.
   */
  client_id?: string;
  /**
   * Only for a registered client using `client_secret_post`.
   */
  client_secret?: string;
}

/**
 * The token request (RFC 6749 §3.2), sent as `application/x-www-form-urlencoded`, one of two grants chosen by `grant_type`. Client authentication: a public client (every Client ID Metadata Document client, and registered clients with `token_endpoint_auth_method: none`) sends `client_id`; a registered client with a secret uses HTTP Basic (`client_secret_basic`) or sends `client_id` and `client_secret` (`client_secret_post`).
 */
export type OAuthTokenRequest = OAuthAuthorizationCodeGrant | OAuthRefreshTokenGrant;

/**
 * A successful token response (RFC 6749 §5.1), sent with `Cache-Control: no-store`. Tokens are opaque (never parse them) and stored hashed by the service.
 */
export interface OAuthTokenResponse {
  /**
   * The access token: send it as `Authorization: Bearer <access_token>` to REST (`/api/v1`), `/api/mcp` or through the SDK; the same admission gate as an API key applies (scopes, store, rate limit, audit). Lives 1 hour.
   */
  access_token: string;
  /**
   * Always `Bearer`.
   */
  token_type: "Bearer";
  /**
   * Seconds the access token lives: 3600 (1 hour; seed: Limits). Read it rather than assume it; refresh before it ends (a token past it answers 401 `expired`).
   */
  expires_in: number;
  /**
   * A new refresh token, issued when the client's metadata allows the `refresh_token` grant (absent otherwise). Lives 30 days from its issue and works once: each refresh answers a new one, and presenting a used one again answers `invalid_grant` and revokes the whole grant (every token of it).
   */
  refresh_token?: string;
  /**
   * The space-separated scopes the access token carries: those the operator granted on the consent page (never more), or the narrower set a refresh asked for.
   */
  scope: string;
}

/**
 * An OpenAPI 3.1 document (https://spec.openapis.org/oas/v3.1.0) describing every operation, generated from the live registry. The top-level fields are typed here; nested objects follow the OpenAPI 3.1 specification and may carry `x-` extensions (`x-scope`, `x-tier`, `x-domain`, `x-requires-storefront` on operations).
 */
export interface OpenApiDocument {
  /**
   * OpenAPI version (3.1.x).
   */
  openapi: string;
  /**
   * Title, version and description of the API.
   */
  info: {
    /**
     * API title.
     */
    title: string;
    /**
     * API version (`1`).
     */
    version: string;
    /**
     * Overview in Markdown.
     */
    description?: string;
    [key: string]: unknown;
  };
  /**
   * Base addresses.
   */
  servers?: {
    /**
     * Base address.
     */
    url: string;
    [key: string]: unknown;
  }[];
  /**
   * Default security requirements.
   */
  security?: {
    [key: string]: string[];
  }[];
  /**
   * Operation groups (domains).
   */
  tags?: {
    /**
     * Tag name.
     */
    name: string;
    /**
     * What the tag covers.
     */
    description?: string;
    [key: string]: unknown;
  }[];
  /**
   * Path items keyed by path; each holds the operations on it.
   */
  paths: {
    [key: string]: {
      [key: string]: unknown;
    };
  };
  /**
   * Reusable schemas, responses, headers and security schemes.
   */
  components?: {
    [key: string]: unknown;
  };
  [key: string]: unknown;
}

/**
 * One order. Money fields are decimals in the order's `currency`, major units; `total` = `subtotal` - `discount` + `shipping` + `tax`. Times are ISO 8601 UTC. `external_id`, `cancelled_at`, `cancel_reason` and `shipping_address` (issue 11) are present on every order the service shows now; `order.created` events recorded before them may lack them.
 */
export interface Order {
  /**
   * Order identifier.
   */
  id: string;
  /**
   * Order number shown to the customer, increasing per store (from 1001).
   */
  order_number: number;
  /**
   * Customer reference (e.g. `cus_…`).
   */
  customer_ref: string;
  /**
   * Sales channel.
   */
  channel: "online_store" | "marketplace" | "pos" | "wholesale";
  currency: Currency;
  /**
   * Sum of line items before discount, shipping and tax.
   */
  subtotal: number;
  /**
   * Discount deducted (a positive amount).
   */
  discount: number;
  /**
   * Shipping charged.
   */
  shipping: number;
  /**
   * Tax charged.
   */
  tax: number;
  /**
   * Amount charged.
   */
  total: number;
  /**
   * Amount refunded so far (sum of `refunds`).
   */
  refunded: number;
  /**
   * Payment state.
   */
  financial_status: "paid" | "partially_refunded" | "refunded";
  /**
   * Shipping state.
   */
  fulfillment_status: "fulfilled" | "partial" | "unfulfilled";
  /**
   * Number of line items (the length of `line_items`).
   */
  line_item_count: number;
  /**
   * Lines of the order.
   */
  line_items: OrderLineItem[];
  /**
   * Refunds recorded against the order, oldest first; empty when none.
   */
  refunds: OrderRefund[];
  /**
   * When the order was placed (ISO 8601).
   */
  created_at: string;
  /**
   * The storefront's own order id (digits, e.g. `5000000006300`); null for an order that did not come from the storefront (e.g. the wholesale business). The order writes accept it as `order_id`.
   */
  external_id: string | null;
  /**
   * When the order was cancelled (ISO 8601 UTC); null when it is not cancelled.
   */
  cancelled_at: string | null;
  /**
   * Why it was cancelled; null when it is not cancelled.
   */
  cancel_reason: "customer" | "inventory" | "fraud" | "declined" | "other" | null;
  /**
   * Where the order ships; null when it has none (e.g. a point-of-sale order).
   */
  shipping_address: OrderAddress | null;
}

/**
 * A postal address of an order (shipping). Country: ISO 3166-1 alpha-2; province: the ISO 3166-2 subdivision code without the country prefix (e.g. `NY`, `NH`), null where not used.
 */
export interface OrderAddress {
  /**
   * Recipient's name.
   */
  name: string;
  /**
   * Street and number.
   */
  address1: string;
  /**
   * Apartment, floor, company; null when none.
   */
  address2: string | null;
  /**
   * City or town; null when none was given.
   */
  city: string | null;
  /**
   * Subdivision code (e.g. `NY`); null when none.
   */
  province_code: string | null;
  /**
   * Postal code; null when none.
   */
  postal_code: string | null;
  /**
   * ISO 3166-1 alpha-2 country code (e.g. `NL`).
   */
  country_code: string;
  /**
   * Recipient's phone; null when none.
   */
  phone: string | null;
}

/**
 * One line of an order. Money in the order's currency, major units.
 */
export interface OrderLineItem {
  /**
   * Line identifier (`line_item_id` of storefront_create_refund).
   */
  id: string;
  /**
   * Line title as sold.
   */
  title: string;
  /**
   * SKU sold; null when the line had none.
   */
  sku: string | null;
  /**
   * Units sold.
   */
  quantity: number;
  /**
   * Price per unit.
   */
  unit_price: number;
  /**
   * Line total.
   */
  total: number;
  /**
   * Product sold; null when it is not (or no longer) in the catalogue.
   */
  product_id: string | null;
  /**
   * Variant sold; null when it is not (or no longer) in the catalogue.
   */
  variant_id: string | null;
  /**
   * Units of this line refunded so far (by refunds with line items); at most `quantity`.
   */
  refunded_quantity: number;
}

/**
 * The order: its UUID `id`, its storefront id `external_id` (11 to 20 digits, e.g. `5000000006300`) or its order number (`#6300` or `6300`), as get_orders shows them. An order this store does not have answers 400 `invalid_request` naming `order_id`.
 */
export type OrderRef = string;

/**
 * One refund recorded against an order.
 */
export interface OrderRefund {
  /**
   * Refund identifier.
   */
  id: string;
  /**
   * Amount refunded, decimal in the order's currency, major units.
   */
  amount: number;
  /**
   * Why it was refunded.
   */
  reason: "damaged" | "not_as_described" | "late_delivery" | "changed_mind" | "other";
  /**
   * When the refund was recorded (ISO 8601).
   */
  created_at: string;
  /**
   * Note recorded with the refund; null when none.
   */
  note: string | null;
  /**
   * Whether refunded units went back into stock (per line in `line_items`).
   */
  restock: boolean;
  /**
   * Where the refund was recorded: `service` (an approved storefront_create_refund or storefront_cancel_order), `storefront` (a refund seen by the order sync) or `seed` (the demo history).
   */
  source: "seed" | "service" | "storefront";
  /**
   * Refunded units per order line; empty for an amount-only refund (all seeded refunds are amount-only).
   */
  line_items: {
    /**
     * The order line (`line_items[].id` of the order).
     */
    line_item_id: string;
    /**
     * Units refunded.
     */
    quantity: number;
    /**
     * Part of the refund's `amount` for these units (order currency, major units).
     */
    amount: number;
    /**
     * Whether these units went back into stock.
     */
    restock: boolean;
  }[];
}

/**
 * Why an order is refunded (the reasons of `OrderRefund`).
 */
export type OrderRefundReason = "damaged" | "not_as_described" | "late_delivery" | "changed_mind" | "other";

/**
 * Orders of one group (not cancelled), with their money in the store currency, major units.
 */
export interface OrdersSummaryBucket {
  /**
   * The group: a financial status (`paid`, `partially_refunded`, `refunded`), a fulfilment status (`unfulfilled`, `partial`, `fulfilled`) or a channel (`online_store`, `marketplace`, `pos`, `wholesale`).
   */
  key: string;
  /**
   * Orders in the group.
   */
  order_count: number;
  /**
   * Sum of the orders' `total`.
   */
  revenue: number;
  /**
   * Sum of what was refunded on these orders so far.
   */
  refunded: number;
  /**
   * `revenue` - `refunded`.
   */
  net_revenue: number;
}

/**
 * One day of the trend.
 */
export interface PerformanceDay {
  /**
   * The day (YYYY-MM-DD).
   */
  date: string;
  /**
   * Revenue that day, decimal in the store currency's major units.
   */
  revenue: number;
  /**
   * Ad spend that day, decimal in the store currency's major units.
   */
  ad_spend: number;
  /**
   * Sessions that day.
   */
  sessions: number;
  /**
   * Conversions that day.
   */
  conversions: number;
}

/**
 * One product's performance over the window.
 */
export interface PerformanceProduct {
  /**
   * Product identifier.
   */
  product_id: string;
  /**
   * Product handle.
   */
  handle: string;
  /**
   * Product title.
   */
  title: string;
  /**
   * Revenue in the window, decimal in the store currency's major units.
   */
  revenue: number;
  /**
   * Ad spend in the window, decimal in the store currency's major units.
   */
  ad_spend: number;
  /**
   * revenue / ad_spend (ratio); null when ad_spend is 0.
   */
  roas: number | null;
}

/**
 * Totals over the window.
 */
export interface PerformanceTotals {
  /**
   * Revenue, decimal in the store currency's major units.
   */
  revenue: number;
  /**
   * Advertising spend, decimal in the store currency's major units.
   */
  ad_spend: number;
  /**
   * Return on ad spend, revenue / ad_spend (ratio); null when ad_spend is 0.
   */
  roas: number | null;
  /**
   * conversions / sessions (ratio 0..1, 0.031 = 3.1 %); null when sessions is 0.
   */
  conversion_rate: number | null;
  /**
   * Storefront sessions.
   */
  sessions: number;
  /**
   * Sessions that converted.
   */
  conversions: number;
  /**
   * Orders in the window.
   */
  orders: number;
}

/**
 * One metric in both periods. `absolute_change` = current − previous (same unit as the metric); `relative_change` = absolute_change / previous (ratio, 0.25 = +25 %), null when previous is 0 or either value is null.
 */
export interface PeriodMetricChange {
  /**
   * Value over the current period (null only for a ratio whose denominator is 0).
   */
  current: number | null;
  /**
   * Value over the previous period (null only for a ratio whose denominator is 0).
   */
  previous: number | null;
  /**
   * current − previous, rounded like the metric; null when either is null.
   */
  absolute_change: number | null;
  /**
   * (current − previous) / previous, 4 decimals; null when previous is 0 or null, or current is null.
   */
  relative_change: number | null;
}

/**
 * Every metric in both periods. Money is a decimal in the store currency's major units (see the result's `currency`).
 */
export interface PeriodMetrics {
  /**
   * Net merchandise sales of the orders placed in the period: Σ (subtotal − discount) from `orders`, excluding tax and shipping, refunds not deducted (decimal, store currency).
   */
  revenue: PeriodMetricChange;
  /**
   * Orders placed in the period (count; cancelled orders included, as in query_performance).
   */
  orders: PeriodMetricChange;
  /**
   * Average order value, revenue / orders (decimal, store currency); null when orders is 0.
   */
  aov: PeriodMetricChange;
  /**
   * Storefront sessions (count, from the daily product performance; 0 for a store without a storefront).
   */
  sessions: PeriodMetricChange;
  /**
   * Sessions that converted (count, from the daily product performance).
   */
  conversions: PeriodMetricChange;
  /**
   * conversions / sessions (ratio 0..1); null when sessions is 0.
   */
  conversion_rate: PeriodMetricChange;
  /**
   * Advertising spend attributed to products (decimal, store currency, from the daily product performance).
   */
  ad_spend: PeriodMetricChange;
  /**
   * Return on ad spend, revenue / ad_spend (ratio, 2 decimals); null when ad_spend is 0.
   */
  roas: PeriodMetricChange;
}

/**
 * One product or channel whose revenue moved between the periods.
 */
export interface PeriodMover {
  /**
   * The product's UUID (breakdown `product`) or the channel name (breakdown `channel`).
   */
  key: string;
  /**
   * The product's title, or the channel name.
   */
  label: string;
  /**
   * Revenue in the current period (decimal, store currency): for a product the sum of its order-line totals (before order discounts); for a channel its orders' subtotal − discount.
   */
  current_revenue: number;
  /**
   * Revenue in the previous period, same definition.
   */
  previous_revenue: number;
  /**
   * current_revenue − previous_revenue (decimal, store currency).
   */
  absolute_change: number;
  /**
   * absolute_change / previous_revenue (4 decimals); null when previous_revenue is 0.
   */
  relative_change: number | null;
  /**
   * Orders in the current period (containing the product, or of the channel).
   */
  current_orders: number;
  /**
   * Orders in the previous period, same definition.
   */
  previous_orders: number;
}

/**
 * A policy of the store: a rule or a spend ceiling, consulted by `simulate`. Fields that do not belong to the kind are null (`effect` for spend ceilings; `ceiling_cents` and `period` for rules) or empty (`conditions` of a spend ceiling).
 */
export interface Policy {
  id: string;
  kind: PolicyKind;
  /**
   * Name for a person.
   */
  name: string;
  domain: Domain;
  /**
   * The one action (operation name) it applies to; null for every action of `domain`.
   */
  action: string | null;
  /**
   * Rules: what a match decides. Null for spend ceilings.
   */
  effect: PolicyEffect | null;
  /**
   * Rules: every condition must hold for the rule to match (none: always matches). Empty for spend ceilings.
   */
  conditions: PolicyCondition[];
  /**
   * Spend ceilings: most money approved per period, in cents of the store currency. Null for rules.
   */
  ceiling_cents: number | null;
  /**
   * Spend ceilings: the period the ceiling covers. Null for rules.
   */
  period: PolicyPeriod | null;
  /**
   * A disabled policy is kept but not consulted.
   */
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * One condition of a rule, on one fact of the action (see `simulate` `facts`).
 */
export interface PolicyCondition {
  /**
   * Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`.
   */
  fact: string;
  op: PolicyConditionOperator;
  value: PolicyConditionValue;
}

/**
 * Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds.
 */
export type PolicyConditionOperator = "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "in";

/**
 * The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.
 */
export type PolicyConditionValue = string | number | boolean | Array<string | number>;

/**
 * Arguments of `policy_create`. A `rule` needs `effect` and may carry `conditions`; a `spend_ceiling` needs `ceiling_cents` and `period`. A field that does not belong to the kind answers `invalid_request` naming it.
 */
export interface PolicyCreateInput {
  kind: PolicyKind;
  /**
   * Name for a person, 1..100 characters (default `<kind> <domain>[.<action>]`).
   */
  name?: string;
  domain: Domain;
  /**
   * The one action (operation name, snake_case) it applies to; omit for every action of `domain`.
   */
  action?: string;
  effect?: PolicyEffect;
  /**
   * Rules only: 0..20 conditions, all of which must hold (default none: the rule always matches its actions).
   */
  conditions?: PolicyCondition[];
  /**
   * Spend ceilings only (required for them): most money approved per period, in cents of the store currency, 0..100,000,000,000.
   */
  ceiling_cents?: number;
  period?: PolicyPeriod;
  /**
   * Whether `simulate` consults it (default `true`).
   */
  enabled?: boolean;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `policy_delete`.
 */
export interface PolicyDeleteInput {
  /**
   * The policy (`id` from policy_list).
   */
  policy_id: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The policy as it was before deletion, and the receipt.
 */
export interface PolicyDeleteResult {
  deleted: Policy;
  /**
   * Receipt of the deletion; its `reversal` is a `policy_create` with the same fields (the new policy gets a new id).
   */
  receipt_id: string;
}

/**
 * What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`.
 */
export type PolicyEffect = "allow" | "deny" | "require_approval";

/**
 * Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`.
 */
export type PolicyKind = "rule" | "spend_ceiling";

/**
 * Arguments of `policy_list`. Every filter is optional; filters combine with AND.
 */
export interface PolicyListInput {
  kind?: PolicyKind;
  domain?: Domain;
  /**
   * Only enabled (`true`) or only disabled (`false`) policies; omit for both.
   */
  enabled?: boolean;
  /**
   * Policies per page, 1..100 (default 50), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * A page of the store's policies, newest first.
 */
export interface PolicyListResult {
  policies: Policy[];
  /**
   * `true` when older policies match beyond this page.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00).
 */
export type PolicyPeriod = "day" | "week" | "month";

/**
 * Arguments of `policy_update`: the policy and the fields to change; fields not sent keep their value (sending none changes nothing). The kind cannot change (delete and create instead). A field that does not belong to the policy's kind answers `invalid_request` naming it.
 */
export interface PolicyUpdateInput {
  /**
   * The policy (`id` from policy_list).
   */
  policy_id: string;
  /**
   * New name, 1..100 characters.
   */
  name?: string;
  domain?: Domain;
  /**
   * New action (operation name); the empty string `""` clears it (every action of `domain`).
   */
  action?: string;
  effect?: PolicyEffect;
  /**
   * Rules only: the new conditions, replacing all of them (0..20).
   */
  conditions?: PolicyCondition[];
  /**
   * Spend ceilings only: new ceiling in cents of the store currency, 0..100,000,000,000.
   */
  ceiling_cents?: number;
  period?: PolicyPeriod;
  /**
   * `false` keeps the policy but stops `simulate` consulting it; `true` turns it back on.
   */
  enabled?: boolean;
  idempotency_key?: IdempotencyKey;
}

/**
 * The policy after the write, and the receipt.
 */
export interface PolicyWriteResult {
  policy: Policy;
  /**
   * Receipt of the change (`resource_kind` `policy`); null when an update changed nothing.
   */
  receipt_id: string | null;
}

/**
 * One applied price change of a variant, from its receipt.
 */
export interface PriceMemoryEntry {
  /**
   * When the change applied (the receipt's `created_at`, ISO 8601 UTC).
   */
  at: string;
  /**
   * Price before, in the store currency's major units; null if the receipt recorded none.
   */
  before: number | null;
  /**
   * Price after, in the store currency's major units; null if the receipt recorded none.
   */
  after: number | null;
  /**
   * The operation that applied it, e.g. `storefront_update_variant_price`.
   */
  operation: string;
  /**
   * The approval card, when the change was a proposed write; null otherwise.
   */
  approval_id: string | null;
  /**
   * The receipt (see `receipts_list`).
   */
  receipt_id: string;
}

/**
 * One product row.
 */
export interface Product {
  /**
   * Product identifier (pass it as `product_id` to other tools).
   */
  id: string;
  /**
   * URL handle, unique in the store (pass it as `handle` to `get_recent_decisions`).
   */
  handle: string;
  /**
   * Product title.
   */
  title: string;
  /**
   * The service lifecycle state (lowercase). Not the storefront status: see `storefront_status`.
   */
  state: LifecycleState;
  /**
   * The storefront platform's own status (active / draft / archived). Not the service lifecycle: see `state`.
   */
  storefront_status: StorefrontStatus;
  /**
   * Vendor or brand.
   */
  vendor: string;
  /**
   * "From" price: the lowest variant price, a decimal in the store currency's major units (e.g. 24.5).
   */
  price: number;
  currency: Currency;
  /**
   * Current return on ad spend: trailing 7-day revenue / ad spend as of the last sync (ratio; 2.5 = 2.50 revenue per 1.00 spent). Null when the product had no ad spend.
   */
  current_roas: number | null;
  /**
   * The newest decision row about this product; null if there is none.
   */
  last_decision: ProductLastDecision | null;
  /**
   * When the product last changed (ISO 8601).
   */
  updated_at: string;
  /**
   * When the product was created (ISO 8601).
   */
  created_at: string;
}

/**
 * A product's storefront content: HTML description and SEO fields at content version `content_version` (history: `get_content_versions`).
 */
export interface ProductContent {
  /**
   * The storefront description as HTML; empty string when there is none.
   */
  description_html: string;
  /**
   * Search-engine title; null when not set (the storefront then uses the product title).
   */
  seo_title: string | null;
  /**
   * Search-engine meta description; null when not set.
   */
  seo_description: string | null;
  /**
   * Current content version number (0 = no version recorded).
   */
  content_version: number;
}

/**
 * One variant's unit cost, its confidence tier and margin. Money in the store currency's major units.
 */
export interface ProductCost {
  /**
   * The variant's UUID.
   */
  variant_id: string;
  /**
   * The storefront's variant reference (accepted by storefront_update_variant_cost).
   */
  external_id: string;
  sku: string;
  variant_title: string;
  product_id: string;
  product_handle: string;
  product_title: string;
  /**
   * The product type the estimation rule groups by, e.g. `Outerwear`.
   */
  product_type: string;
  /**
   * Current price, major units.
   */
  price: number;
  /**
   * Unit cost, major units; for the `estimated` tier the estimate; null when no estimate is possible (the store has no known cost).
   */
  unit_cost: number | null;
  tier: CostTier;
  /**
   * Where the recorded cost came from; null when none is recorded (`estimated`).
   */
  cost_source: "storefront" | "import" | "manual" | null;
  /**
   * When the recorded cost was last set (ISO 8601 UTC); null when none is recorded.
   */
  cost_updated_at: string | null;
  /**
   * For `estimated`, which median ratio gave the estimate; null otherwise or when no estimate was possible.
   */
  estimate_basis: "product_type" | "store" | null;
  /**
   * price − unit_cost, major units (negative when selling below cost); null without a unit cost.
   */
  margin: number | null;
  /**
   * margin / price × 100, rounded to 1 decimal; null without a unit cost or with a price of 0.
   */
  margin_percent: number | null;
}

/**
 * One variant of a product with its identifiers, stock, price and unit cost. Money is a decimal in the store currency's major units.
 */
export interface ProductDetailVariant {
  /**
   * Variant identifier.
   */
  id: string;
  /**
   * The storefront's own variant reference (used by storefront write tools).
   */
  external_id: string;
  /**
   * Stock keeping unit.
   */
  sku: string;
  /**
   * Variant title (e.g. `L / Rust`).
   */
  title: string;
  /**
   * Size option; null when the product has none.
   */
  size: string | null;
  /**
   * Colour option; null when the product has none.
   */
  colour: string | null;
  /**
   * 1-based storefront position.
   */
  position: number;
  /**
   * Price, decimal major units.
   */
  price: number;
  /**
   * Compare-at ("was") price, decimal major units; null when none.
   */
  compare_at_price: number | null;
  /**
   * Units in stock.
   */
  inventory_quantity: number;
  /**
   * GTIN / EAN / UPC as the storefront holds it; null when none.
   */
  barcode: string | null;
  /**
   * Shipping weight in grams; null when unknown.
   */
  weight_grams: number | null;
  /**
   * Unit cost, decimal major units; null when unknown.
   */
  unit_cost: number | null;
  /**
   * Where `unit_cost` came from; null when the cost is unknown.
   */
  cost_source: "storefront" | "import" | "manual" | null;
}

/**
 * One product image in storefront position order.
 */
export interface ProductImage {
  /**
   * Image identifier.
   */
  id: string;
  /**
   * Image URL on the storefront CDN.
   */
  url: string;
  /**
   * Alternative text; null when missing (flagged by `get_ai_readiness` check `image_alt_text`).
   */
  alt_text: string | null;
  /**
   * 1-based position; 1 is the featured image.
   */
  position: number;
  /**
   * Width in pixels; null when unknown.
   */
  width: number | null;
  /**
   * Height in pixels; null when unknown.
   */
  height: number | null;
}

/**
 * Short form of the newest decision row about a product (full rows: `get_recent_decisions` with `handle`).
 */
export interface ProductLastDecision {
  /**
   * Decision identifier.
   */
  id: string;
  /**
   * What the decision does (e.g. `transition_state`, `adjust_price`, `hold`).
   */
  action: string;
  bucket: DecisionBucket;
  /**
   * State the decision moves the subject to (UPPERCASE lifecycle state, e.g. `WINNER`).
   */
  to_state: string;
  /**
   * When the decision was made (ISO 8601).
   */
  created_at: string;
}

/**
 * One structured attribute (storefront metafield) of a product, e.g. `specs.material`.
 */
export interface ProductMetafield {
  /**
   * Metafield namespace (e.g. `specs`).
   */
  namespace: string;
  /**
   * Metafield key within the namespace (e.g. `material`).
   */
  key: string;
  /**
   * Storefront metafield type, e.g. `single_line_text_field`, `multi_line_text_field`, `number_integer`, `boolean`.
   */
  type: string;
  /**
   * The typed value (string, number, boolean or JSON), as stored.
   */
  value: unknown;
  /**
   * When it last changed (ISO 8601 UTC).
   */
  updated_at: string;
}

/**
 * The product's totals over whole UTC days `since`..`until` (inclusive) from the daily performance rows. Money in decimal major units.
 */
export interface ProductPerformanceSummary {
  /**
   * Days covered.
   */
  window_days: number;
  /**
   * First day (UTC, inclusive).
   */
  since: string;
  /**
   * Last day (UTC, inclusive): yesterday.
   */
  until: string;
  /**
   * Line-item revenue of the product (all channels, before order discounts, shipping and tax).
   */
  revenue: number;
  /**
   * Ad spend attributed to the product.
   */
  ad_spend: number;
  /**
   * revenue / ad_spend, rounded to 2 decimals; null when there was no ad spend.
   */
  roas: number | null;
  /**
   * Storefront sessions that viewed the product.
   */
  sessions: number;
  /**
   * Orders containing the product.
   */
  orders: number;
  /**
   * Of those orders, the ones from storefront sessions.
   */
  conversions: number;
  /**
   * conversions / sessions (0..1, 4 decimals); null when there were no sessions.
   */
  conversion_rate: number | null;
}

/**
 * What the orders that used a discount code did (orders whose `discount_code` equals the code, case-insensitively, cancelled and refunded ones included). Money in the store currency's major units.
 */
export interface PromotionPerformance {
  /**
   * Orders that used the code.
   */
  orders_count: number;
  /**
   * Sum of those orders' discounts.
   */
  discount_given: number;
  /**
   * Sum of those orders' totals (after discount, with shipping and tax, before refunds).
   */
  revenue: number;
}

/**
 * Effective status, evaluated now (UTC). Discount codes: `disabled` (turned off), `scheduled` (`starts_at` in the future), `expired` (`ends_at` passed), otherwise `active` (a code at its usage limit stays `active`; see `usage_limit_reached`). Automatic discounts: `active` or `ended`. Gift cards: `active`, `expired` (`expires_on` passed) or `disabled`.
 */
export type PromotionStatus = "active" | "scheduled" | "expired" | "disabled" | "ended";

/**
 * One discount or discount code in the store's promotion history.
 */
export interface PromotionSummary {
  /**
   * `discount`: automatic percentage discount on products; `discount_code`: a code entered at checkout.
   */
  kind: "discount" | "discount_code";
  id: string;
  /**
   * The code as created (discount codes); null for automatic discounts.
   */
  code: string | null;
  /**
   * Short human summary, e.g. `WELCOME10 - 10% off` or `15% off 3 products`.
   */
  title: string;
  /**
   * Automatic discounts are always `percentage`.
   */
  discount_type: "percentage" | "fixed_amount";
  /**
   * Percent off (`percentage`) or amount off in the store currency's major units (`fixed_amount`).
   */
  value: number;
  status: PromotionStatus;
  /**
   * When it starts (UTC); for automatic discounts, when it was created.
   */
  starts_at: string;
  /**
   * When it ends or ended (UTC); null = open-ended.
   */
  ends_at: string | null;
  /**
   * Times the code was used (discount codes); null for automatic discounts.
   */
  usage_count: number | null;
  /**
   * Total uses allowed; null = unlimited (or an automatic discount).
   */
  usage_limit: number | null;
  /**
   * True when a discount code has a limit and `usage_count` reached it (customers cannot use it any more).
   */
  usage_limit_reached: boolean;
  /**
   * Products an automatic discount applies to; null for discount codes (they apply to the whole order).
   */
  product_count: number | null;
  /**
   * Orders that used the code (discount codes). Null for automatic discounts: orders do not record which automatic discount priced them, so their performance is not derivable.
   */
  performance: PromotionPerformance | null;
  created_at: string;
}

/**
 * Result of every proposed write (`propose_write` tier), and of writes that hand authority back to automation whatever their tier (`enable_automation`). Normally `status: proposed`, `applied: false` and an `approval_id`: nothing changed, an approval card waits for an operator in the dashboard (poll `approval_status` or subscribe to `approval.decided`). `status: applied` when the change applied at once: stopping writes (engaging the kill switch, turning automation off) always apply immediately, and a credential with auto-apply lets ordinary proposed writes through unless a store rule holds them for approval; writes that hand authority back to automation (releasing the kill switch, turning automation or an agent on, declaring ownership of a field) always wait. A write the store's gates refuse answers an error instead (`policy_denied`, `field_already_owned`, `spend_ceiling_exceeded`) and creates no card. A sandbox credential's writes take the same path on its private copy of the demo store: the card exists in the copy and can be decided there (dashboard store switcher, or `sandbox_approval_decide`); live data never changes.
 */
export interface ProposalOutcome {
  /**
   * `proposed` (waits for an operator) or `applied` (done).
   */
  status: "proposed" | "applied";
  /**
   * True only when the change has been applied by this call.
   */
  applied: boolean;
  /**
   * The approval card (also for changes applied at once, as their record).
   */
  approval_id: string | null;
  /**
   * The card's state (`requested` while waiting, `approved` when applied at once).
   */
  approval_status: ApprovalStatus | null;
  /**
   * Deadline of a waiting card (72 hours after the proposal); null otherwise.
   */
  expires_at: string | null;
  change: ChangePlan;
  /**
   * Receipt of the applied change; null until applied.
   */
  receipt_id: string | null;
  /**
   * Present only when this call applied a write that created a secret (e.g. `storefront_create_gift_card`: the full gift card code). Shown exactly once: it is not stored in clear and no later call returns it. When the card waits for an operator instead, the proposing credential reads it once through `approval_status` after approval.
   */
  reveal?: {
    [key: string]: unknown;
  };
  /**
   * What happens next, for a person or a model.
   */
  message: string;
}

/**
 * Arguments of `propose_cost_import`: the file inspected with inspect_cost_import and its `inspection_id`.
 */
export interface ProposeCostImportInput {
  /**
   * The same file text that was inspected (at most 1,000,000 characters, 5,000 data rows).
   */
  csv: string;
  /**
   * The `inspection_id` inspect_cost_import answered for this file. A different file answers 400 `invalid_request` naming `inspection_id`.
   */
  inspection_id: string;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `propose_cross_store_link`.
 */
export interface ProposeCrossStoreLinkInput {
  /**
   * The other store (its id, e.g. from the other store's get_store_settings `id`). Not this store, not a sandbox copy; an id no store has answers 400 `invalid_request` naming `linked_store_id`.
   */
  linked_store_id: string;
  /**
   * `link` (default): ask for the link (no link, or revoked: this side becomes `outgoing` `pending` once approved) or accept the other store's request (this side `incoming` `pending`: both sides become `active` once approved). `revoke`: end a `pending` or `active` link on both sides once approved.
   */
  action?: "link" | "revoke";
  /**
   * What the link is for (default and only value `shared_catalog_reporting`).
   */
  purpose?: CrossStoreLinkPurpose;
  /**
   * Why, shown on the approval card's title (optional).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `propose_discount` (seed catalogue names).
 */
export interface ProposeDiscountInput {
  /**
   * The products to discount, 1..50 distinct product UUIDs of this store (`id` from query_products).
   */
  product_ids: string[];
  /**
   * Percent off each product's price, 1..90 in steps of 0.5 (e.g. 15 or 12.5).
   */
  discount_percent: number;
  /**
   * Why, 1..500 characters; shown on the approval card and stored with the discount.
   */
  reason: string;
  /**
   * When the discount ends (ISO 8601, stored in UTC); must be in the future, otherwise 400 naming `ends_at`; omitted = open-ended (until an operator ends it in the storefront admin). From then on orders are no longer discounted and the discount reads `ended` with this `ends_at`.
   */
  ends_at?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `propose_draft`: a new product created as a draft (storefront status `draft`, lifecycle `draft`).
 */
export interface ProposeDraftInput {
  /**
   * Product title, 1..255 characters.
   */
  title: string;
  /**
   * Storefront handle (URL slug): lowercase letters and digits in groups joined by single hyphens, at most 200 characters. Optional: by default it is derived from the title (`Alpine Linen Shirt` -> `alpine-linen-shirt`) and made unique with `-2`, `-3`, ... A given handle that already exists answers 400 `invalid_request` naming `handle`.
   */
  handle?: string;
  /**
   * Vendor (brand or supplier) name, 1..255 characters.
   */
  vendor: string;
  /**
   * Product type, e.g. `Shirts`, 1..255 characters.
   */
  product_type: string;
  /**
   * Product description as HTML, at most 65536 characters; default empty.
   */
  description_html?: string;
  /**
   * Tags, at most 250; each trimmed, 1..255 characters, no comma; duplicates differing only in case are kept once (first spelling).
   */
  tags?: string[];
  /**
   * The variants, 1..100, in display order.
   */
  variants: {
    /**
     * Stock keeping unit, 1..64 characters without leading or trailing spaces; unique in the store (an existing or repeated SKU answers 400 `invalid_request` naming `variants[i].sku`).
     */
    sku: string;
    /**
     * Price in the store currency's major units, above 0, at most 1000000, at most 2 decimals.
     */
    price: number;
    /**
     * Optional "was" price (major units, at most 2 decimals), shown struck through; must be above `price`.
     */
    compare_at_price?: number;
    /**
     * Size option, e.g. `M`.
     */
    size?: string;
    /**
     * Colour option, e.g. `Navy`.
     */
    colour?: string;
    /**
     * On-hand units, 0..1000000 (default 0).
     */
    inventory_quantity?: number;
  }[];
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `propose_expense_import`: the file inspected with inspect_expense_import and its `inspection_id`.
 */
export interface ProposeExpenseImportInput {
  /**
   * The same file text that was inspected (at most 1,000,000 characters, 5,000 data rows).
   */
  csv: string;
  /**
   * The `inspection_id` inspect_expense_import answered for this file. A different file answers 400 `invalid_request` naming `inspection_id`.
   */
  inspection_id: string;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `propose_state_transition`. Name the product by `product_id` or `handle` (exactly one).
 */
export interface ProposeStateTransitionInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `alpine-henley`. Give this or `product_id`.
   */
  handle?: string;
  /**
   * The lifecycle state to move to. Lowercase (as stored and answered) or UPPERCASE (as decision rows write `to_state`, e.g. `WINNER`); stored lowercase. Must be an allowed next state of the product's current state (see the operation's transition table), else 400 `invalid_request` naming `to_state` and the allowed next states.
   */
  to_state: "new" | "testing" | "active" | "winner" | "scaling" | "declining" | "paused" | "draft" | "retired" | "NEW" | "TESTING" | "ACTIVE" | "WINNER" | "SCALING" | "DECLINING" | "PAUSED" | "DRAFT" | "RETIRED";
  /**
   * Why, shown on the approval card (1..500 characters).
   */
  reason: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Protected resource metadata (RFC 9728): how to get a token for this resource. `/.well-known/oauth-protected-resource` describes the whole API (`resource` = the base URL); `/.well-known/oauth-protected-resource/api/mcp` describes the MCP endpoint (`resource` = `<base>/api/mcp`), the path-suffixed form RFC 9728 §3.1 derives from that endpoint's URL. Every 401 of a credential check names the matching document in its `WWW-Authenticate: Bearer ... resource_metadata="..."` challenge.
 */
export interface ProtectedResourceMetadata {
  /**
   * The resource identifier: the base URL (whole API) or `<base>/api/mcp` (MCP endpoint). Pass it as `resource` (RFC 8707) to the authorization and token endpoints; a token of this server works on REST, MCP and the SDK whichever of the three resources it names.
   */
  resource: string;
  /**
   * The one authorization server: this service's issuer (its base URL); its metadata is at `<issuer>/.well-known/oauth-authorization-server`.
   */
  authorization_servers: string[];
  /**
   * Every scope an app may ask for (the same list as the authorization server's).
   */
  scopes_supported: Scope[];
  /**
   * `["header"]`: send the token as `Authorization: Bearer <token>`; never in a query or body.
   */
  bearer_methods_supported: "header"[];
  /**
   * `Store Operations API`, or `Store Operations API (MCP)` for `/api/mcp`.
   */
  resource_name: string;
  /**
   * The API reference, `<base>/api/v1/reference`.
   */
  resource_documentation: string;
}

/**
 * Arguments of `query_cannibalization`. All optional; `{}` tests every pair of products of the same product type over the last 90 complete days.
 */
export interface QueryCannibalizationInput {
  /**
   * The last `window_days` complete UTC days (today excluded, it is not over), 28..365 (default 90).
   */
  window_days?: number;
  /**
   * Daily series compared (default `orders`): `orders` = orders containing the product that day; `revenue` = the product's line revenue that day.
   */
  metric?: "orders" | "revenue";
  /**
   * Only pairs within this product type (exact match, e.g. `Outerwear`). An unknown type answers an empty list.
   */
  product_type?: string;
  /**
   * Only pairs that include this product (UUID). It narrows the list only: every pair is still tested and the q-values are corrected over all of them. A product not in the store answers `invalid_request` naming `product_id`.
   */
  product_id?: string;
  /**
   * Minimum days, 28..365 (default 28), on which both products existed in the window; pairs with fewer are not tested. Above `window_days` answers `invalid_request` naming `min_days`.
   */
  min_days?: number;
  /**
   * A product is considered only when it sold on at least this many days of the window, 1..365 (default 20): rarely selling products cannot show a correlation and only dilute the significance of the others.
   */
  min_active_days?: number;
  /**
   * Report a pair only when its correlation is at most this, -0.99..0 (default -0.2).
   */
  max_correlation?: number;
  /**
   * Report a pair only when its Benjamini–Hochberg q-value is at most this, (0, 0.2] (default 0.05, a 5 % false discovery rate).
   */
  significance?: number;
  /**
   * Pairs returned, 1..50 (default 10), most negative correlation first.
   */
  limit?: number;
}

/**
 * Product pairs whose daily sales move against each other, with the method used and its parameters.
 */
export interface QueryCannibalizationResult {
  currency: Currency;
  /**
   * First day of the window (UTC), inclusive.
   */
  from: string;
  /**
   * Last day of the window (UTC, yesterday), inclusive.
   */
  to: string;
  /**
   * Days in the window.
   */
  days: number;
  metric: "orders" | "revenue";
  /**
   * The statistical method and the thresholds applied.
   */
  method: {
    /**
     * Stable name of the method (a change of method is a new name).
     */
    name: "pearson_detrended_t_bh";
    /**
     * Width of the centred moving average removed from each daily series before correlating.
     */
    detrend_days: 29;
    min_days: number;
    min_active_days: number;
    max_correlation: number;
    significance: number;
    /**
     * The method in words.
     */
    description: string;
  };
  /**
   * Products that met `min_active_days` (and the filters).
   */
  products_considered: number;
  /**
   * Pairs of the same product type tested (the m of the Benjamini–Hochberg correction).
   */
  pairs_tested: number;
  /**
   * Up to `limit` pairs with correlation ≤ `max_correlation` and q ≤ `significance`, most negative first (ties by q, then product ids).
   */
  pairs: CannibalizationPair[];
}

/**
 * Arguments of `query_performance`. All optional; `{}` returns the whole store over the last 7 days.
 */
export interface QueryPerformanceInput {
  /**
   * Length of the window in days, 1..90 (default 7), up to and including the current day; the result's `from` and `to` name the exact dates counted.
   */
  window_days?: number;
  /**
   * Scope every figure to this one product (UUID). Omit for the whole store.
   */
  product_id?: string;
}

/**
 * Performance aggregate over the window: totals, top 5 products, up to 5 underperformers and one row per day. Money is in the store currency's major units.
 */
export interface QueryPerformanceResult {
  /**
   * Window applied, in days.
   */
  window_days: number;
  /**
   * First day counted (YYYY-MM-DD, inclusive).
   */
  from: string;
  /**
   * Last day counted (YYYY-MM-DD, inclusive).
   */
  to: string;
  /**
   * The product the figures are scoped to; null for the whole store.
   */
  product_id: string | null;
  currency: Currency;
  totals: PerformanceTotals;
  /**
   * Up to 5 best performing products, highest revenue in the window first.
   */
  top_products: PerformanceProduct[];
  /**
   * Up to 5 products with ad spend in the window whose ROAS is lowest, lowest first (a product with spend and no revenue has ROAS 0). Empty when nothing underperforms.
   */
  underperformers: PerformanceProduct[];
  /**
   * One row per day from `from` to `to`, oldest first; days without activity are zeros.
   */
  daily: PerformanceDay[];
}

/**
 * Arguments of `query_products`. All optional; `{}` returns the 10 most recently updated products.
 */
export interface QueryProductsInput {
  /**
   * Narrow the rows. Every condition given must hold.
   */
  filter?: {
    /**
     * Find products by text: a product whose title, handle or one of its variants' SKUs contains this text (case-insensitive for ASCII letters; `%` and `_` are plain characters). 1..100 characters, not only spaces.
     */
    query?: string;
    /**
     * Only the product with a variant of exactly this SKU (case-sensitive).
     */
    sku?: string;
    /**
     * Only products in this service lifecycle state (lowercase, e.g. `active`, `draft`, `winner`). This is the service's label, not the storefront status.
     */
    lifecycle_state?: LifecycleState;
    /**
     * `true`: only products with a pending, unapplied decision. `false`: only products without one. Omit for both.
     */
    has_active_decision?: boolean;
  };
  /**
   * Row order: `created_desc` newest product first, `updated_desc` most recently updated first, `roas_desc` highest current ROAS first (products without ad spend, ROAS null, last). Default `updated_desc`.
   */
  sort?: "created_desc" | "updated_desc" | "roas_desc";
  /**
   * Maximum number of product rows, 1..50 (default 10).
   */
  limit?: number;
}

/**
 * Product rows in the requested order, at most `limit`.
 */
export interface QueryProductsResult {
  /**
   * Product rows, ordered by `sort`.
   */
  products: Product[];
  /**
   * Number of rows in `products` (not the catalogue size; see `get_store_overview`).
   */
  count: number;
  /**
   * Order applied (the request's `sort`, or the default `updated_desc`).
   */
  sort: "created_desc" | "updated_desc" | "roas_desc";
  /**
   * Limit applied (the request's `limit`, or the default 10).
   */
  limit: number;
}

/**
 * The readiness probe's answer (`GET /readyz`): `ready` (HTTP 200) when no check is `down` or `draining` (a `degraded` Redis keeps it ready), else `not_ready` (HTTP 503).
 */
export interface Readiness {
  status: "ready" | "not_ready";
  checks: {
    process: ReadinessCheck;
    database: ReadinessCheck;
    migrations: ReadinessCheck;
    redis: ReadinessCheck;
  };
}

/**
 * One readiness check: `ok`; `down` (with `error`, a short reason such as `ECONNREFUSED`, never a connection string); `degraded` (`redis` configured but not answering, with `error`: the process still serves, counting rate limits in the process, so this is not a failure); `not_configured` (`redis` without `REDIS_URL`; not a failure); `draining` (`process` after SIGTERM).
 */
export interface ReadinessCheck {
  status: "ok" | "down" | "degraded" | "not_configured" | "draining";
  error?: string;
}

/**
 * The record an applied write leaves (seed: "receipts"): what changed (before and after), who proposed it, who approved it, and how to reverse it. Written in the same transaction as the change; never edited afterwards. A proposed write that changes several resources leaves one receipt per resource, all with the same `approval_id`.
 */
export interface Receipt {
  /**
   * The receipt's id (`receipt_id` of the write's answer or approval card).
   */
  id: string;
  /**
   * The operation that applied the change, e.g. `storefront_update_variant_price`.
   */
  operation: string;
  /**
   * The approval card of a proposed write; null for automatic writes.
   */
  approval_id: string | null;
  /**
   * Kind of resource changed, e.g. `variant`, `product`, `store`, `agent`, `alert`, `policy`, `calibration`.
   */
  resource_kind: string;
  /**
   * Identifier of the resource (a UUID, a slug or the store id).
   */
  resource_ref: string;
  /**
   * Every field of the resource the write changed.
   */
  changes: ReceiptChange[];
  /**
   * Credential id that called the write (`operator:<id>` for a dashboard action).
   */
  proposed_by: string;
  /**
   * Who let it apply: an operator's email (approved in the dashboard), `auto-apply` (credential with auto-apply), `immediate` (stopping writes), or the calling credential's id (automatic writes).
   */
  approved_by: string;
  /**
   * The write that undoes the change; null when no single write can undo it.
   */
  reversal: Reversal | null;
  /**
   * The request that applied it (resolves to its audit row).
   */
  request_id: string;
  /**
   * When the change was applied (ISO 8601, UTC).
   */
  created_at: string;
}

/**
 * One field of a receipt's resource, before and after the applied change. Money is in the store currency's major units (e.g. `44.5`), as in results.
 */
export interface ReceiptChange {
  /**
   * The field that changed, e.g. `price`, `inventory_quantity`, `automation_enabled`, `roas`.
   */
  field: string;
  /**
   * Value before the change, as JSON (null when the resource did not exist yet).
   */
  before: unknown;
  /**
   * Value after the change, as JSON (null when the resource was deleted).
   */
  after: unknown;
}

/**
 * Arguments of `receipts_list`. Every filter is optional; filters combine with AND.
 */
export interface ReceiptsListInput {
  /**
   * Only receipts of this operation, e.g. `storefront_update_variant_price`.
   */
  operation?: string;
  /**
   * Only receipts of this kind of resource, e.g. `variant`, `product`, `store`, `policy`.
   */
  resource_kind?: string;
  /**
   * Only receipts of this resource (its UUID, slug or store id, exactly as receipts name it).
   */
  resource_ref?: string;
  /**
   * Only receipts of this approval card.
   */
  approval_id?: string;
  /**
   * Receipts per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * A page of the store's receipts, newest first.
 */
export interface ReceiptsListResult {
  /**
   * At most `limit` receipts, newest first (ties by id).
   */
  receipts: Receipt[];
  /**
   * `true` when older receipts match beyond this page.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `receipts_price_memory`.
 */
export interface ReceiptsPriceMemoryInput {
  /**
   * The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`.
   */
  variant_id: string;
  /**
   * At most this many price changes, the most recent ones (1..200, default 50), listed oldest first.
   */
  limit?: number;
}

/**
 * A variant's price history as this service changed it (from receipts), with its current price. Changes made outside the service (in the storefront admin) leave no receipt and are not listed; compare `current_price` with the last entry's `after` to spot one.
 */
export interface ReceiptsPriceMemoryResult {
  /**
   * The variant's UUID.
   */
  variant_id: string;
  /**
   * The storefront platform's variant reference.
   */
  external_id: string;
  /**
   * Stock-keeping unit.
   */
  sku: string;
  currency: Currency;
  /**
   * Price now, in the store currency's major units.
   */
  current_price: number;
  /**
   * Applied price changes, oldest first (the most recent `limit` of them).
   */
  entries: PriceMemoryEntry[];
  /**
   * `true` when older price changes exist than the first entry (raise `limit` to see them).
   */
  has_more: boolean;
}

/**
 * One research candidate of a discovery lane, with the evidence that put it there.
 */
export interface ResearchCandidate {
  /**
   * `<lane>:<subject_ref>`, stable while the candidate stays in its lane.
   */
  id: string;
  lane: ResearchLane;
  /**
   * Position within its lane (1 = strongest), by `score` descending, ties by `subject_ref`.
   */
  rank: number;
  /**
   * The lane's ranking number (see `lane_rules`): trend and geo the growth in percent, supplier the quality refund rate (ratio), repeat-buyer the reorder share (ratio), gap the units of sold-out variants sold in the last 28 days, refresh the revenue decline in percent or (5 - average rating) x 20, whichever is larger.
   */
  score: number;
  subject_kind: "product" | "vendor" | "region";
  /**
   * The subject's id (product UUID), vendor name, or region code (`<country>-<province>`, e.g. `NL-NH`).
   */
  subject_ref: string;
  /**
   * A name for people (product title, vendor name, `city, country` of the region's busiest city).
   */
  subject_label: string;
  /**
   * The product, for product subjects; null otherwise.
   */
  product_id: string | null;
  /**
   * The product's handle, for product subjects; null otherwise.
   */
  handle: string | null;
  /**
   * One sentence saying what was found, with its main number.
   */
  headline: string;
  /**
   * What a person would look at next (one action per lane); nothing is done automatically.
   */
  suggested_action: "scale_up" | "review_supplier" | "bundle_or_subscribe" | "target_region" | "restock" | "refresh_listing";
  evidence: ResearchEvidence[];
}

/**
 * One number behind a candidate, with where it comes from.
 */
export interface ResearchEvidence {
  /**
   * What was measured, snake_case (e.g. `sessions`, `quality_refund_rate`, `units_sold`).
   */
  metric: string;
  /**
   * The measured value in `unit`.
   */
  value: number;
  /**
   * `count`: a whole number; `ratio`: 0..1 (what divides what is in the metric name, e.g. `repeat_buyer_share` = buyers who bought the product in 2+ orders / its buyers); `percent`: a change in percent (+25 = up a quarter); `money`: decimal major units of the result's `currency`; `rating`: 1..5 stars.
   */
  unit: "count" | "ratio" | "percent" | "money" | "rating";
  /**
   * The days measured, e.g. `last_28_days`, `previous_28_days`, `last_90_days`, `all_history`.
   */
  window: string;
  /**
   * The store's table the number is computed from (e.g. `performance_daily`, `orders`, `refunds`, `reviews`, `variants`).
   */
  source: string;
}

/**
 * A discovery lane (seed "Alternate surface", research candidates): `trend` (products whose traffic is rising), `supplier` (vendors whose products come back damaged or not as described), `repeat-buyer` (products that bring customers back), `geo` (regions whose orders are growing), `gap` (demand the store cannot serve: sold-out variants still selling), `refresh` (products losing revenue or poorly reviewed).
 */
export type ResearchLane = "trend" | "supplier" | "repeat-buyer" | "geo" | "gap" | "refresh";

/**
 * One lane's rule and how many candidates it has today.
 */
export interface ResearchLaneSummary {
  lane: ResearchLane;
  /**
   * Candidates of the lane today (all of them, not only this page).
   */
  candidates: number;
  /**
   * The lane's deterministic rule, in words (thresholds, windows, ranking).
   */
  rule: string;
}

/**
 * The write that undoes the change.
 */
export interface Reversal {
  /**
   * Operation name to call, e.g. `storefront_update_variant_price`.
   */
  operation: string;
  /**
   * Its arguments.
   */
  arguments: {
    [key: string]: unknown;
  };
  /**
   * What the reversal does, for a person.
   */
  description: string;
}

/**
 * How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set.
 */
export type ReversibilityClass = "reversible" | "compensatable" | "irreversible";

/**
 * Arguments of `run_calibration`.
 */
export interface RunCalibrationInput {
  /**
   * Days of history to calibrate from, 7..120 (default 30), the last `window_days` UTC days up to and including today.
   */
  window_days?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * The store's calibration thresholds after the run (what `get_calibration` answers from now on), and the receipt holding the thresholds before and after.
 */
export interface RunCalibrationResult {
  /**
   * When this run calibrated (ISO 8601 UTC); the `calibrated_at` of every recomputed metric.
   */
  calibrated_at: string;
  /**
   * Days of history used.
   */
  window_days: number;
  /**
   * Every metric's thresholds after the run, in the order roas, cpa_cents, conversion_rate, refund_rate (a metric never calibrated and without observations in the window is absent).
   */
  thresholds: CalibrationThreshold[];
  /**
   * Metrics without a single observation in the window (e.g. no ad spend at all): their previous thresholds were kept, not overwritten with zeros.
   */
  unchanged: CalibrationMetric[];
  /**
   * Receipt of the run (`resource_kind` `calibration`; one change per recomputed metric, before and after).
   */
  receipt_id: string;
}

/**
 * Arguments of `run_sync_catalog`. All optional; `{}` queues a sync of everything that changed since the last one.
 */
export interface RunSyncCatalogInput {
  /**
   * Most storefront catalog changes (price, compare-at price, inventory, title) one run takes, 1..500 (default 500). The rest are taken by the next run, from where this one stopped (the sync cursor).
   */
  max_changes?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `run_sync_orders`. All optional; `{}` queues a sync of everything that changed since the last one.
 */
export interface RunSyncOrdersInput {
  /**
   * Most storefront changes (new orders and refunds) one run takes, 1..500 (default 500). The rest are taken by the next run, from where this one stopped (the sync cursor).
   */
  max_changes?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `sandbox_approval_decide` (sandbox-only test helper).
 */
export interface SandboxApprovalDecideInput {
  /**
   * The card to decide (a card of the sandbox store that still waits). Omitted: the most recently created waiting card of the sandbox store.
   */
  approval_id?: string;
  /**
   * `approve` (re-validate and apply, as an operator approves) or `reject`.
   */
  decision: "approve" | "reject";
  /**
   * Why, recorded on the card (for a rejection, its `reason`).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * A credential scope. Bundles: `read` (every read operation), `write` (every write operation; implies `read`; proposed writes still need approval), `admin` (everything, including account settings). Every other scope is `<group>:read` or `<group>:write`: one resource and one action, mixed freely per credential; a `<group>:write` scope does not imply `<group>:read`. The OAuth scope list offers every value here, including `creative:read|write`, `finance:read|write` and `admin:read|write`, which the seed's list lacks: operations require them, and leaving them out would make those operations unreachable over OAuth.
 */
export type Scope = "read" | "write" | "admin" | "catalog:read" | "catalog:write" | "ads:read" | "ads:write" | "analytics:read" | "analytics:write" | "merchant:read" | "merchant:write" | "orders:read" | "orders:write" | "cs:read" | "cs:write" | "promotions:read" | "promotions:write" | "costs:read" | "costs:write" | "automation:read" | "automation:write" | "research:read" | "research:write" | "reputation:read" | "reputation:write" | "disputes:read" | "disputes:write" | "creative:read" | "creative:write" | "finance:read" | "finance:write" | "admin:read" | "admin:write";

/**
 * Arguments of `set_automation_enabled`.
 */
export interface SetAutomationEnabledInput {
  /**
   * `false` turns the store's automation off (its agents decide and apply nothing; a stop: applies immediately, no approval needed); `true` turns it back on (hands authority back to automation: always waits for an operator, whatever auto-apply says).
   */
  enabled: boolean;
  /**
   * Why, 1..500 characters; recorded on the card and the receipt.
   */
  reason: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `set_kill_switch`.
 */
export interface SetKillSwitchInput {
  /**
   * `true` engages the kill switch (automation applies nothing; applies immediately, no approval needed); `false` releases it (hands authority back to automation: always waits for an operator, whatever auto-apply says).
   */
  engaged: boolean;
  /**
   * Why, recorded on the card and the receipt.
   */
  reason: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The shop's business address.
 */
export interface ShopAddress {
  /**
   * Street and number.
   */
  address1: string;
  /**
   * Second address line; null when none.
   */
  address2: string | null;
  /**
   * City.
   */
  city: string;
  /**
   * Postal code.
   */
  postal_code: string;
  /**
   * Province / state code; null when none.
   */
  province_code: string | null;
  /**
   * ISO 3166-1 alpha-2 country code.
   */
  country_code: string;
}

/**
 * One published shop policy.
 */
export interface ShopPolicy {
  kind: ShopPolicyKind;
  /**
   * Policy title as published.
   */
  title: string;
  /**
   * Policy text (plain text).
   */
  body: string;
  /**
   * Public URL of the policy page.
   */
  url: string;
  /**
   * When it last changed (ISO 8601 UTC).
   */
  updated_at: string;
}

/**
 * Kind of shop policy.
 */
export type ShopPolicyKind = "refund" | "shipping" | "privacy" | "terms_of_service" | "contact";

/**
 * A product similar to the one asked about, with its BM25 score and the terms they share.
 */
export interface SimilarProduct {
  /**
   * Product identifier.
   */
  id: string;
  /**
   * Storefront handle.
   */
  handle: string;
  /**
   * Product title.
   */
  title: string;
  /**
   * Vendor or brand.
   */
  vendor: string;
  /**
   * The storefront's product type.
   */
  product_type: string;
  storefront_status: StorefrontStatus;
  /**
   * "From" price, decimal major units of the store currency.
   */
  price: number;
  /**
   * BM25 relevance of this product to the asked product's terms (field weighted, rounded to 4 decimals). Comparable within one answer only.
   */
  score: number;
  /**
   * Normalised terms (lowercase, stop words removed) both products contain, sorted.
   */
  shared_terms: string[];
}

/**
 * Simulation request (seed: "Simulation request"): the action to try and the facts about it.
 */
export interface SimulateInput {
  domain: Domain;
  /**
   * The action, an operation name in snake_case, e.g. `ads_set_campaign_budget`; it need not be served yet.
   */
  action: string;
  /**
   * Facts about the action, 0..50 snake_case names, matched by rule conditions. The gates read four of them: `amount_cents` (integer >= 0, money the action would commit, in cents of the store currency; spend ceilings), and `resource_kind`, `resource_ref`, `field` (the field the action would change, named as an intent declaration names it, e.g. `variant`, the variant's UUID, `price`; ownership).
   */
  facts: {
    [key: string]: SimulationFactValue;
  };
}

/**
 * What each gate would decide for the action, and the overall decision. Nothing was changed: the simulation ran inside a transaction that is always rolled back.
 */
export interface SimulateResult {
  decision: SimulationDecision;
  /**
   * One entry per gate, in the order `rules`, `ownership`, `spend_ceiling`.
   */
  gates: SimulationGate[];
}

/**
 * What a gate (or the whole simulation) decides: `allow` (would go ahead), `require_approval` (would wait for an operator), `deny` (would be refused). Overall: `deny` if any gate denies, else `require_approval` if any gate requires it, else `allow`.
 */
export type SimulationDecision = "allow" | "deny" | "require_approval";

/**
 * A fact's value, as JSON: a string, number, boolean or null, or an array of strings and numbers.
 */
export type SimulationFactValue = string | number | boolean | null | Array<string | number>;

/**
 * What one gate would decide, and why.
 */
export interface SimulationGate {
  /**
   * `rules`: the store's enabled rules for this domain and action whose conditions hold on the facts. `ownership`: whether another credential owns the field (an active intent declaration). `spend_ceiling`: whether the action's `amount_cents` fits under the enabled spend ceilings.
   */
  gate: "rules" | "ownership" | "spend_ceiling";
  decision: SimulationDecision;
  /**
   * Why, for a person or a model (names the policy, intent or sums involved).
   */
  reason: string;
  /**
   * The deciding policy (rule or spend ceiling); null when none applied or for the ownership gate.
   */
  policy_id: string | null;
  /**
   * Ownership gate: the active intent declaration on the field; null otherwise.
   */
  intent_id: string | null;
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

/**
 * One write action the caller can invoke.
 */
export interface StoreAction {
  /**
   * Operation name (its operationId and MCP tool name), e.g. `propose_discount`.
   */
  name: string;
  domain: Domain;
  /**
   * The catalogue's risk tier: `auto_write` applies at once when the credential carries the scope (unless `authority` is `handback`); `propose_write` creates an approval card and answers `status` = `proposed`, `applied` = false (unless auto-apply or a stop lets it apply at once). Either passes the store's governance gates first (see `simulate`).
   */
  tier: "auto_write" | "propose_write";
  /**
   * Seed Risk tiers rule 2: `stop` (stops automation: applies at once, whatever auto-apply says, never gated), `handback` (hands authority back to automation: always waits for an operator, whatever the tier and auto-apply say; answers `status` = `proposed`), or null (decided per call: `set_kill_switch` and `set_automation_enabled` stop when they turn things off and hand back when they turn them on; otherwise ordinary).
   */
  authority: "stop" | "handback" | null;
  /**
   * Scope the operation requires (e.g. `promotions:write`).
   */
  scope: Scope;
  /**
   * What the operation does, for a person or a model.
   */
  description: string;
  /**
   * Path to `POST` the arguments to (e.g. `/api/v1/tools/propose_discount`).
   */
  path: string;
  parameters: ActionParameters;
}

/**
 * One business expense. Money in major units of `currency` (the store currency).
 */
export interface StoreExpense {
  id: string;
  /**
   * Day the expense was incurred (`YYYY-MM-DD`, UTC).
   */
  incurred_on: string;
  category: string;
  description: string;
  vendor: string | null;
  /**
   * Major units; negative for a credit.
   */
  amount: number;
  currency: string;
  /**
   * How it was recorded (`import`: by propose_expense_import).
   */
  source: "seed" | "import" | "manual";
  /**
   * Inspection id of the import it came from; null otherwise.
   */
  import_ref: string | null;
  created_at: string;
}

/**
 * One customer review of a product, or of the store itself (`product` null).
 */
export interface StoreReview {
  id: string;
  /**
   * The reviewed product; null for a review of the store.
   */
  product: null | {
    id: string;
    handle: string;
    title: string;
  };
  /**
   * Stars, 1..5.
   */
  rating: number;
  title: string | null;
  body: string;
  /**
   * The display name the reviewer chose.
   */
  author_name: string;
  /**
   * `published`: shown on the storefront; `pending`: awaiting moderation; `hidden`: withheld (spam or abuse).
   */
  status: "published" | "pending" | "hidden";
  /**
   * Written after a purchase of this store (`order_id` names the order).
   */
  verified_buyer: boolean;
  order_id: string | null;
  /**
   * ISO 8601 UTC.
   */
  created_at: string;
  /**
   * The store's public reply; null when none.
   */
  reply: null | {
    body: string;
    replied_at: string | null;
  };
}

/**
 * Basics of the storefront's shop profile (the full profile, with policies, is storefront_get_shop_profile).
 */
export interface StoreSettingsShopProfile {
  /**
   * The platform domain of the storefront.
   */
  myshop_domain: string;
  /**
   * The storefront's primary (customer-facing) domain.
   */
  primary_domain: string;
  /**
   * Primary locale (BCP 47 language tag, e.g. `en`).
   */
  primary_locale: string;
  /**
   * Contact email of the shop.
   */
  email: string;
  /**
   * The storefront platform plan.
   */
  plan: string;
  /**
   * Unit in which the storefront shows weights (`kg`, `g`, `lb`, `oz`).
   */
  weight_unit: string;
}

/**
 * Arguments of `storefront_cancel_order`: the order (not fulfilled, not already cancelled), why, and whether to restock its units and refund what is left of its total.
 */
export interface StorefrontCancelOrderInput {
  order_id: OrderRef;
  /**
   * Why it is cancelled: `customer` (the customer asked), `inventory` (out of stock), `fraud`, `declined` (payment declined), `other`.
   */
  reason: "customer" | "inventory" | "fraud" | "declined" | "other";
  /**
   * Put the order's units that were not restocked yet back into their variants' stock (default true: an unfulfilled order's units never left).
   */
  restock?: boolean;
  /**
   * Refund the order's refundable remainder (`total` - `refunded`) with the cancellation (default true; emits `order.refunded`). False leaves the payment as it is.
   */
  refund?: boolean;
  /**
   * Note kept with the cancellation's refund and shown on the card.
   */
  note?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_create_discount_code`. The seed names no parameters; these, their bounds and defaults are this contract's design.
 */
export interface StorefrontCreateDiscountCodeInput {
  /**
   * The code customers enter, 4..32 characters of `A-Z a-z 0-9 _ -`. Unique per store regardless of case (`welcome10` collides with `WELCOME10`); kept as written.
   */
  code: string;
  /**
   * `percentage` (percent off the order subtotal) or `fixed_amount` (amount off the order).
   */
  discount_type: "percentage" | "fixed_amount";
  /**
   * Percent off, 1..100 (`percentage`, steps of 0.5), or amount off in the store currency's major units, 0.01..100000 with at most 2 decimals (`fixed_amount`).
   */
  value: number;
  /**
   * Total uses allowed, 1..1000000; omitted = unlimited.
   */
  usage_limit?: number;
  /**
   * Each customer may use the code once (default false).
   */
  once_per_customer?: boolean;
  /**
   * Order subtotal needed to use the code, in major units (at most 2 decimals); omitted = none.
   */
  minimum_subtotal?: number;
  /**
   * When the code starts working (ISO 8601; stored and shown in UTC); omitted = when the card is applied.
   */
  starts_at?: string;
  /**
   * When the code stops working (ISO 8601, UTC); must be after `starts_at` and in the future; omitted = open-ended.
   */
  ends_at?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_create_gift_card`. The seed names no parameters; these, their bounds and defaults are this contract's design. There is no `code` argument: the service generates the code when the card is applied.
 */
export interface StorefrontCreateGiftCardInput {
  /**
   * Value in the store currency's major units, 1..10000 with at most 2 decimals.
   */
  initial_value: number;
  /**
   * The customer it is for (storefront customer reference, e.g. `cus_...` from get_orders); omitted = anyone holding the code.
   */
  customer_ref?: string;
  /**
   * Internal note (not shown to the customer).
   */
  note?: string;
  /**
   * Last day the card can be used (`YYYY-MM-DD`, UTC); must be after today; omitted = never expires.
   */
  expires_on?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_create_refund`: the order, what to refund (order lines with quantities, an amount, or both), the reason, and whether the refunded units go back into stock.
 */
export interface StorefrontCreateRefundInput {
  order_id: OrderRef;
  /**
   * Order lines to refund, each at most once, each `quantity` at most the line's units not refunded yet (`quantity` - `refunded_quantity` in get_orders). Without `amount`, the refund is the units' paid price: unit price less the line's share of the order discount, plus its share of tax (shipping is refunded only through `amount`).
   */
  line_items?: {
    /**
     * The order line (`line_items[].id` in get_orders).
     */
    line_item_id: string;
    /**
     * Units of that line to refund.
     */
    quantity: number;
  }[];
  /**
   * Money to refund in the store currency's major units, above 0, at most 2 decimals, at most the order's refundable remainder (`total` - `refunded`). With `line_items` it replaces their computed price (e.g. to add shipping); without, it is an amount-only refund. At least one of `line_items` and `amount` is required.
   */
  amount?: number;
  /**
   * Put the refunded units of `line_items` back into their variants' stock (default false). Needs `line_items`, and an order that is not cancelled.
   */
  restock?: boolean;
  reason: OrderRefundReason;
  /**
   * Note kept with the refund (shown on the card and in get_orders).
   */
  note?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_get_shop_profile`: none (send `{}`).
 */
export type StorefrontGetShopProfileInput = Record<string, never>;

/**
 * The storefront's shop profile: domains, locale, contact, address, plan, published policies and where it ships.
 */
export interface StorefrontGetShopProfileResult {
  /**
   * The platform's own domain of the shop.
   */
  myshop_domain: string;
  /**
   * The domain customers see.
   */
  primary_domain: string;
  /**
   * Primary locale (BCP 47, e.g. `en`).
   */
  primary_locale: string;
  currency: Currency;
  /**
   * Customer-facing contact email.
   */
  email: string;
  /**
   * Contact phone; null when none.
   */
  phone: string | null;
  address: ShopAddress;
  /**
   * The storefront platform plan.
   */
  plan: string;
  /**
   * Unit the storefront shows weights in (e.g. `g`, `kg`, `lb`).
   */
  weight_unit: string;
  /**
   * Published policies, in the order refund, shipping, privacy, terms_of_service, contact.
   */
  policies: ShopPolicy[];
  /**
   * Of refund, shipping, privacy and terms_of_service, the kinds not published (an AI shopping agent looks for them; see `get_ai_readiness` check `shop_policies`).
   */
  missing_policies: ShopPolicyKind[];
  /**
   * ISO 3166-1 alpha-2 codes the shop ships to, sorted.
   */
  ships_to_countries: string[];
  /**
   * When the shop was created (ISO 8601 UTC).
   */
  created_at: string;
  /**
   * When the profile last changed (ISO 8601 UTC).
   */
  updated_at: string;
}

/**
 * A read-only GraphQL request.
 */
export interface StorefrontGraphqlQueryInput {
  /**
   * The GraphQL document (query operations only), 1..10,000 characters.
   */
  query: string;
  /**
   * Variable values by name (default `{}`); at most 50. Every argument of the schema is a scalar (Int or String), so values are strings, numbers, booleans or null.
   */
  variables?: {
    [key: string]: string | number | boolean | null;
  };
  /**
   * The operation to run when the document holds several (a GraphQL name).
   */
  operation_name?: string;
}

/**
 * The GraphQL response, in the tool envelope.
 */
export interface StorefrontGraphqlQueryResult {
  /**
   * The query's data (shape follows the query); null only when a non-null root field failed.
   */
  data: {
    [key: string]: unknown;
  } | null;
  /**
   * Non-fatal field errors (the field is null in `data`); empty when none.
   */
  errors: GraphqlFieldError[];
  /**
   * The query's measured depth (introspection fields not counted).
   */
  depth: number;
  /**
   * The query's estimated cost (fields times the `first` of the lists above them).
   */
  cost: number;
}

/**
 * Arguments of `storefront_list_markets`. All optional; `{}` lists every market.
 */
export interface StorefrontListMarketsInput {
  /**
   * true = only enabled markets; false = only disabled ones; omit for all.
   */
  enabled?: boolean;
}

/**
 * The storefront's markets, primary first, then by name.
 */
export interface StorefrontListMarketsResult {
  base_currency: Currency;
  /**
   * Markets, the primary one first, then by name.
   */
  markets: Market[];
  /**
   * Number of markets in `markets`.
   */
  count: number;
}

/**
 * Arguments of `storefront_set_metafield`. Name the product by `product_id` or `handle` (exactly one).
 */
export interface StorefrontSetMetafieldInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`.
   */
  handle?: string;
  /**
   * Metafield namespace, 3..255 characters of `a-z`, `0-9`, `_` and `-` (e.g. `custom`).
   */
  namespace: string;
  /**
   * Metafield key, 2..64 characters of `a-z`, `0-9`, `_` and `-` (e.g. `fabric_weight_gsm`).
   */
  key: string;
  /**
   * The storefront metafield type; `value` must follow its rule: `single_line_text_field` text without line breaks; `multi_line_text_field` any text; `number_integer` an integer such as `42` (at most 9007199254740991 in size); `number_decimal` a decimal such as `12.5` (at most 15 digits); `boolean` `true` or `false`; `date` a calendar date `YYYY-MM-DD`; `url` an absolute http or https URL; `json` a JSON document; `list.single_line_text_field` a JSON array of 1..128 non-empty strings without line breaks. Setting an existing metafield with another type replaces the type too.
   */
  type: "single_line_text_field" | "multi_line_text_field" | "number_integer" | "number_decimal" | "boolean" | "date" | "url" | "json" | "list.single_line_text_field";
  /**
   * The value as text (as the storefront's API takes it), at most 65536 characters, checked against `type`'s rule: a value that breaks it answers 400 `invalid_request` naming `value` and the rule.
   */
  value: string;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_set_product_status`. Name the product by `product_id` or `handle` (exactly one).
 */
export interface StorefrontSetProductStatusInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `brushed-henley`. Give this or `product_id`.
   */
  handle?: string;
  status: StorefrontStatus;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The storefront platform's own product status. A different vocabulary from the service lifecycle (`LifecycleState`); never read one as the other.
 */
export type StorefrontStatus = "active" | "draft" | "archived";

/**
 * Arguments of `storefront_update_content`. Name the product by `product_id` or `handle` (exactly one); give at least one of `title`, `description_html`, `seo_title`, `seo_description`.
 */
export interface StorefrontUpdateContentInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`.
   */
  handle?: string;
  /**
   * New title, 1..255 characters (not only spaces).
   */
  title?: string;
  /**
   * New description as HTML, at most 65536 characters; empty clears it.
   */
  description_html?: string;
  /**
   * New SEO title (search result headline), at most 70 characters; `null` clears it (the storefront then uses the title).
   */
  seo_title?: string | null;
  /**
   * New SEO description (search result snippet), at most 320 characters; `null` clears it.
   */
  seo_description?: string | null;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_update_inventory`.
 */
export interface StorefrontUpdateInventoryInput {
  /**
   * The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`.
   */
  variant_id: string;
  /**
   * The new on-hand quantity in units, 0..1,000,000. An absolute count (what a stock take found), not a delta: the variant's `inventory_quantity` becomes exactly this.
   */
  quantity: number;
  /**
   * Why (at most 500 characters), shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_update_shipping_address`: the order (not fulfilled, not partly fulfilled, not cancelled) and its new shipping address.
 */
export interface StorefrontUpdateShippingAddressInput {
  order_id: OrderRef;
  /**
   * The new address. `name`, `address1` and `country_code` are required; leading and trailing spaces are trimmed and an empty optional field counts as absent (stored as null). For `US`, `DE`, `FR`, `NL`, `BE`, `AT`, `DK`, `GB` and `IE` the postal code is required and checked against the country's format (`NL` `1015 BN`, `GB` `E2 7DJ`, `US` `11211` or `11211-1234`); `country_code` must be an assigned ISO 3166-1 alpha-2 code.
   */
  shipping_address: {
    /**
     * Recipient's name.
     */
    name: string;
    /**
     * Street and number.
     */
    address1: string;
    /**
     * Apartment, floor, company.
     */
    address2?: string;
    /**
     * City or town.
     */
    city?: string;
    /**
     * Subdivision code without the country prefix (e.g. `NY`, `NH`).
     */
    province_code?: string;
    /**
     * Postal code.
     */
    postal_code?: string;
    /**
     * ISO 3166-1 alpha-2 country code (e.g. `NL`); upper-cased.
     */
    country_code: string;
    /**
     * Recipient's phone (digits, spaces and `+()./-`).
     */
    phone?: string;
  };
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_update_tags`. Name the product by `product_id` or `handle` (exactly one); give at least one tag in `add` or `remove`.
 */
export interface StorefrontUpdateTagsInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`.
   */
  handle?: string;
  /**
   * Tags to add (at most 250): each trimmed, then 1..255 characters and no comma; one the product has already (in any case) is left as it is.
   */
  add?: string[];
  /**
   * Tags to remove (at most 250), matched case-insensitively after trimming; one the product does not have is ignored.
   */
  remove?: string[];
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_update_variant_cost`.
 */
export interface StorefrontUpdateVariantCostInput {
  /**
   * The variant: its storefront reference (`external_id` from get_variants or get_product_costs, e.g. `44012346633385`) or its UUID `id`.
   */
  variant_id: string;
  /**
   * New unit cost in the store currency's major units, 0..1000000, with at most 2 digits after the decimal point (`x-decimal-places: 2`); more decimals answer 400 `invalid_request` naming `unit_cost`.
   */
  unit_cost: number;
  /**
   * Why, shown on the approval card and the receipt.
   */
  reason: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_update_variant_price`.
 */
export interface StorefrontUpdateVariantPriceInput {
  /**
   * The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`.
   */
  variant_id: string;
  /**
   * New price in the store currency's major units, above 0 and at most 1000000, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18). Stated as `x-decimal-places: 2`, not `multipleOf: 0.01`, which binary floating point gets wrong for some valid prices; more decimals answer 400 `invalid_request` naming `new_price`.
   */
  new_price: number;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `subscription_create` (seed: Resources, "Subscription"): the endpoint, an optional filter, an optional description.
 */
export interface SubscriptionCreateInput {
  url: WebhookUrl;
  /**
   * 1..50 distinct entries, each an exact store event type or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every store event type the calling credential may read (today and as the catalogue grows); that set must not be empty. Finance types (`fin.*`) are subscribed per entity with `finance_subscription_create`.
   */
  event_types?: EventTypeFilter[];
  description?: SubscriptionDescription;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `subscription_delete`.
 */
export interface SubscriptionDeleteInput {
  subscription_id: SubscriptionRef;
  idempotency_key?: IdempotencyKey;
}

/**
 * The subscription as it was before deletion, and the receipt.
 */
export interface SubscriptionDeleteResult {
  deleted: WebhookSubscription;
  /**
   * Receipt of the deletion (`resource_kind` `webhook_subscription`); its `reversal` is the creating call with the same `url`, `event_types` and `description` (the new subscription gets a new id, the scopes of the credential that makes it, and no delivery history).
   */
  receipt_id: string;
}

/**
 * Arguments of `subscription_deliveries`.
 */
export interface SubscriptionDeliveriesInput {
  subscription_id: SubscriptionRef;
  state?: WebhookDeliveryState;
  /**
   * Only deliveries of this exact event type.
   */
  event_type?: string;
  /**
   * Deliveries per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * A page of one subscription's deliveries, newest first, each with its attempts.
 */
export interface SubscriptionDeliveriesResult {
  subscription: WebhookSubscription;
  deliveries: WebhookDelivery[];
  /**
   * `true` when older deliveries match beyond this page.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * For a person, 1..500 characters, e.g. `ERP order export`.
 */
export type SubscriptionDescription = string;

/**
 * Arguments of `subscription_list`. Every filter is optional; filters combine with AND.
 */
export interface SubscriptionListInput {
  kind?: WebhookSubscriptionKind;
  /**
   * Only the finance subscriptions of this finance entity.
   */
  entity_id?: string;
  state?: WebhookSubscriptionState;
  /**
   * Subscriptions per page, 1..100 (default 50), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * A page of the store's webhook subscriptions (store and finance), newest first.
 */
export interface SubscriptionListResult {
  subscriptions: WebhookSubscription[];
  /**
   * `true` when older subscriptions match beyond this page.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `subscription_redeliver`.
 */
export interface SubscriptionRedeliverInput {
  /**
   * The delivery to send again (`id` from `subscription_deliveries`): a finished one (`succeeded`, `failed` or `cancelled`) of an `active` subscription of this store. Anything else answers `invalid_request` naming `delivery_id`.
   */
  delivery_id: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The new delivery, queued to be sent at once.
 */
export interface SubscriptionRedeliverResult {
  delivery: WebhookDelivery;
}

/**
 * The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`.
 */
export type SubscriptionRef = string;

/**
 * Arguments of `subscription_update`: the subscription and the fields to change; fields not sent keep their value (sending none changes nothing). `kind` and `entity_id` never change (delete and create instead).
 */
export interface SubscriptionUpdateInput {
  subscription_id: SubscriptionRef;
  url?: WebhookUrl;
  /**
   * The new filter, replacing the old one, checked as on creation (each entry must match a catalogued type of the subscription's family, and the calling credential needs the read scope of every type it matches); null removes the filter (every type the subscription's `scopes` may read).
   */
  event_types?: EventTypeFilter[] | null;
  /**
   * New description, 1..500 characters; null removes it.
   */
  description?: string | null;
  /**
   * `active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0; events from now on are delivered; what happened meanwhile is not, redeliver it with `subscription_redeliver`); `disabled` stops deliveries until re-enabled (pending deliveries are cancelled).
   */
  state?: "active" | "disabled";
  idempotency_key?: IdempotencyKey;
}

/**
 * Something about the saved subscription its creator should know; the subscription is saved either way. `no_publisher_yet`: the filter matches event types that are defined in the catalogue but that nothing emits yet (`x-publishing: false` in `/api/v1/asyncapi.json`); they are listed in `event_types` and will be delivered once a release starts emitting them, without a change to the subscription.
 */
export interface SubscriptionWarning {
  /**
   * Stable code; branch on it, never on `message`.
   */
  code: "no_publisher_yet";
  /**
   * For a person.
   */
  message: string;
  /**
   * The event types the warning is about, in catalogue order.
   */
  event_types: string[];
}

/**
 * The subscription after the write, its warnings, and the receipt.
 */
export interface SubscriptionWriteResult {
  subscription: WebhookSubscription;
  /**
   * Empty, or one `no_publisher_yet` warning when the subscription receives types nothing emits yet (see `SubscriptionWarning`); reported whenever the filter is set, i.e. on creation and on an update that sends `event_types`.
   */
  warnings: SubscriptionWarning[];
  /**
   * Receipt of the change (`resource_kind` `webhook_subscription`, with the write that reverses it); null when an update changed nothing.
   */
  receipt_id: string | null;
}

/**
 * `hosted_storefront`: the store runs on a hosted storefront and has products, a feed and a theme. `no_storefront`: a business without a storefront; it has no products, and the storefront-only tools (`query_products`, `get_variants`, ...) answer 404 `not_found` for it.
 */
export type TenantType = "hosted_storefront" | "no_storefront";

/**
 * Risk tier. `read` answers and changes nothing; `auto_write` applies when the credential carries the write scope; `propose_write` creates an approval card and changes nothing until a person approves it in the dashboard.
 */
export type Tier = "read" | "auto_write" | "propose_write";

/**
 * How to switch a dry-run agent live: call `operation` with `arguments` (needs `automation:write`), or send a person to `dashboard_url`. Turning automation on hands authority back to automation, so the call always waits for an operator's approval whatever the credential's auto-apply says.
 */
export interface TurnItOn {
  /**
   * Operation to call (`POST /api/v1/tools/enable_automation`).
   */
  operation: "enable_automation";
  /**
   * The JSON body to send to `operation`.
   */
  arguments: {
    /**
     * Slug of the agent to switch on.
     */
    agent: string;
  };
  /**
   * Dashboard page where a person can switch the agent on (the agent's page: mode, recent decisions, Switch to live), a path on this service: `/dashboard/controls/agents/<slug>`, or `/dashboard/stores/<store id>/controls/agents/<slug>` for a sandbox copy.
   */
  dashboard_url: string;
}

/**
 * One variant (size, colour, SKU, stock and price).
 */
export interface Variant {
  /**
   * Variant identifier in this service.
   */
  id: string;
  /**
   * Product the variant belongs to.
   */
  product_id: string;
  /**
   * The storefront platform's variant reference (numeric string, e.g. `44012345678901`); storefront write tools take it as the variant reference.
   */
  external_id: string;
  /**
   * Stock-keeping unit, unique in the store.
   */
  sku: string;
  /**
   * Variant title (e.g. `M / Black`).
   */
  title: string;
  /**
   * Size option; null when the product has no size option.
   */
  size: string | null;
  /**
   * Colour option; null when the product has no colour option.
   */
  colour: string | null;
  /**
   * Selling price, decimal in the store currency's major units.
   */
  price: number;
  /**
   * Reference ("was") price, decimal in major units; null when none is set.
   */
  compare_at_price: number | null;
  currency: Currency;
  /**
   * Units in stock (can be negative when oversold).
   */
  inventory_quantity: number;
}

/**
 * What kind of page a corpus document is: `competitor_shop` (a product or policy page of another shop), `supplier` (a manufacturer's catalogue or about page, with minimum order, lead time and unit price), `review` (an independent review of another shop's product), `trend_article` (an article on demand for a kind of product).
 */
export type WebDocumentKind = "competitor_shop" | "supplier" | "review" | "trend_article";

/**
 * A web host name such as `harbourandhide.example` (no scheme, path or port; case-insensitive; a leading `www.` is ignored).
 */
export type WebDomain = string;

/**
 * One link of the page.
 */
export interface WebPageLink {
  /**
   * Absolute http(s) URL (relative links resolved against `final_url`; fragment removed).
   */
  url: string;
  /**
   * The anchor's visible text, whitespace collapsed, at most 300 characters (may be empty).
   */
  text: string;
}

/**
 * Arguments of `web_read`: exactly one of `url` (a corpus page by its address; a page of the public web fetched now only on a server set to the live web) or `document_id` (a page of the embedded demo-web corpus, as `web_search` returns it). Both answer `invalid_request` naming `url`, so does neither (`{}` answers `invalid_request`: the body must have at least 1 property).
 */
export interface WebReadInput {
  /**
   * The page to read, at most 2048 characters. On the default offline web it must be the address of a corpus page (answered from the corpus, no network; any other URL is refused with `invalid_request` naming `url`). On a server set to the live web (`STOREOPS_WEB=live`): an absolute `https://` URL without credentials (`user:pass@`), refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges): checked before the request and again when the connection is made (and for every redirect hop), so a name that later resolves to a private address is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port. The demo web's `.example` hosts do not resolve on the live web: read their pages by `document_id`.
   */
  url?: string;
  /**
   * A corpus document id (`webdoc_NNNN`, from `web_search` or `lookup_domain_research`): its page is read from the embedded corpus (no network) through the same text extraction. Unknown answers 400 `invalid_request` naming `document_id`.
   */
  document_id?: string;
  /**
   * Whether to return the page's links (at most 200); default true.
   */
  include_links?: boolean;
}

/**
 * The bounds the read ran under.
 */
export interface WebReadLimits {
  /**
   * Largest body read, bytes (2 MiB = 2097152); a larger page answers `invalid_request` naming `url`.
   */
  max_bytes: number;
  /**
   * Bound of the whole read, milliseconds (10,000); a page not read in time answers 503 `unavailable`.
   */
  timeout_ms: number;
  /**
   * Redirects followed (3); more answer `invalid_request` naming `url`.
   */
  max_redirects: number;
}

/**
 * The readable content of one public page, read at `fetched_at`. Text is extracted without any language model: Mozilla Readability over the HTML's DOM (`extraction: readability`), the whole body's text when Readability finds no article (`html_body`), or the body as it is for `text/plain` (`plain_text`).
 */
export interface WebReadResult {
  /**
   * `network`: fetched from the public web now (live web setting only); `corpus`: a page of the embedded demo-web corpus (by `document_id`, or by `url` on the default offline web), rendered and extracted the same way, no network.
   */
  source: "network" | "corpus";
  /**
   * The `url` argument as given, or the corpus document's URL.
   */
  requested_url: string;
  /**
   * The address read after following redirects (at most 3, each checked like `url`).
   */
  final_url: string;
  /**
   * The HTTP status of the final answer. A non-2xx answer with readable content (an error page) is still returned, with its text: check it.
   */
  http_status: number;
  /**
   * The answer's media type (parameters removed). Other types are refused with `invalid_request`.
   */
  content_type: "text/html" | "application/xhtml+xml" | "text/plain";
  title: string | null;
  /**
   * The article's author line as Readability finds it; null when none.
   */
  byline: string | null;
  site_name: string | null;
  /**
   * The document's language tag (`<html lang>`), when given.
   */
  lang: string | null;
  /**
   * A short summary (the page's description meta tag or first paragraph), when found.
   */
  excerpt: string | null;
  /**
   * The readable text, paragraphs separated by a blank line, whitespace collapsed, at most 100,000 characters.
   */
  text: string;
  /**
   * Whether `text` was cut at 100,000 characters.
   */
  text_truncated: boolean;
  /**
   * The page's distinct http(s) links in document order, at most 200 (empty when `include_links` is false or for text/plain).
   */
  links: WebPageLink[];
  /**
   * Size of the body read, in bytes.
   */
  bytes: number;
  /**
   * Redirects followed.
   */
  redirects: number;
  extraction: "readability" | "html_body" | "plain_text";
  /**
   * When the read started (ISO 8601, UTC).
   */
  fetched_at: string;
  limits: WebReadLimits;
}

/**
 * One page of the corpus that matched the query.
 */
export interface WebSearchHit {
  /**
   * Position in the whole result list (1 = best), stable across pages.
   */
  rank: number;
  /**
   * The corpus document's id (`webdoc_NNNN`), stable within a corpus version.
   */
  document_id: string;
  /**
   * The page's address in the demo web (hosts end in `.example` and are never fetched).
   */
  url: string;
  /**
   * The page's host; `lookup_domain_research` tells more about it.
   */
  domain: string;
  site_name: string;
  kind: WebDocumentKind;
  title: string;
  /**
   * The page text, cut at 300 characters on a word boundary (with `…` when cut).
   */
  snippet: string;
  /**
   * Catalogue item names the page is about (e.g. `Rain Jacket`).
   */
  items: string[];
  /**
   * UTC day the corpus crawl first saw the page.
   */
  first_seen: string;
  /**
   * The page's listed price (shops) or unit price ex works (suppliers), a decimal in the major units of `currency`; null when the page lists none.
   */
  price: number | null;
  /**
   * ISO 4217 code of `price` (the page's own currency, not the store's); null with `price`.
   */
  currency: string | null;
  /**
   * BM25+ relevance score (MiniSearch); higher is better, comparable within one query only.
   */
  score: number;
  /**
   * The indexed terms the query matched in this page (lower case, sorted).
   */
  matched_terms: string[];
}

/**
 * Arguments of `web_search`: a full-text query over the embedded demo-web corpus, optionally narrowed to one kind of page or one web domain.
 */
export interface WebSearchInput {
  /**
   * Words to look for, 1..200 characters (e.g. `merino cardigan supplier`). Terms are matched case-insensitively in page titles, text, the catalogue items a page is about and the site name; terms of 4+ characters also match as prefixes, terms of 6+ characters with small typos. A query with no searchable word (only punctuation) answers `invalid_request` naming `query`.
   */
  query: string;
  kind?: WebDocumentKind;
  domain?: WebDomain;
  /**
   * Results per page, 1..50 (default 10).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page of the same query and filters). A value this API did not issue, or one issued for another query, filter or corpus version, answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of `web_search` hits, best first (score descending, ties by `document_id`), over the corpus version named in `corpus_version`.
 */
export interface WebSearchResult {
  /**
   * The query as given.
   */
  query: string;
  /**
   * Version of the embedded corpus searched (e.g. `2026-11-23.1`). Results, document ids and cursors are stable within one version.
   */
  corpus_version: string;
  /**
   * Number of documents in that corpus version.
   */
  corpus_documents: number;
  /**
   * How results were found and ranked, in words (deterministic full-text retrieval; no language model).
   */
  method: string;
  /**
   * Number of matching pages for the query and filters (all pages, not only this one).
   */
  total: number;
  results: WebSearchHit[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same query and filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * One HTTP attempt of a delivery.
 */
export interface WebhookAttempt {
  /**
   * 1-based attempt number.
   */
  attempt: number;
  started_at: string;
  /**
   * HTTP status the endpoint answered; null when no answer came (timeout, connection failed or refused).
   */
  status_code: number | null;
  /**
   * Milliseconds from sending the request to the response's status line; null without an answer.
   */
  latency_ms: number | null;
  /**
   * Why no answer came, e.g. `UND_ERR_CONNECT_TIMEOUT: ...` or `refused: host ... resolves to a non-public address (private) at connect time`; null when the endpoint answered.
   */
  error: string | null;
  /**
   * `succeeded` (2xx), `gone` (410: the subscription was unsubscribed), `refused` (the address was not public at connect time), `failed` (anything else).
   */
  outcome: "succeeded" | "failed" | "gone" | "refused";
}

/**
 * One delivery: one event (CloudEvents `id`, the `webhook-id` header, the same on every attempt and redelivery) to one subscription, with every attempt made so far.
 */
export interface WebhookDelivery {
  id: string;
  subscription_id: string;
  /**
   * The event's CloudEvents `id` (the `webhook-id` header; deduplicate on it).
   */
  event_id: string;
  /**
   * The event's CloudEvents `type`, e.g. `order.created`.
   */
  event_type: string;
  state: WebhookDeliveryState;
  /**
   * Attempts made so far (at most 6).
   */
  attempts: number;
  /**
   * HTTP status of the last attempt; null before the first attempt or when the last one got no answer.
   */
  last_status_code: number | null;
  /**
   * Latency of the last answered attempt, milliseconds; null when none.
   */
  last_latency_ms: number | null;
  /**
   * Why the last attempt got no answer (or why the delivery was cancelled); null otherwise.
   */
  last_error: string | null;
  /**
   * `pending` only: when the next attempt is due (after a failed attempt n, about 5 s, 30 s, 2 min, 10 min and 1 h for n = 1..5, each ±20%); null once the delivery is finished.
   */
  next_attempt_at: string | null;
  /**
   * The delivery this one sends again (`subscription_redeliver`); null for the first delivery of the event.
   */
  redelivery_of: string | null;
  /**
   * When the event was queued for this subscription.
   */
  created_at: string;
  /**
   * When it succeeded, failed or was cancelled; null while `pending`.
   */
  finished_at: string | null;
  /**
   * Every attempt, oldest first.
   */
  attempt_log: WebhookAttempt[];
}

/**
 * State of one delivery (one event to one subscription). `pending`: being sent or waiting for its next attempt (`next_attempt_at`). `succeeded`: an attempt was answered 2xx. `failed`: all 6 attempts failed (another status, a timeout after 10 s, a refused or failed connection). `cancelled`: the subscription stopped before it was sent (answered 410, was disabled, or the event no longer exists).
 */
export type WebhookDeliveryState = "pending" | "succeeded" | "failed" | "cancelled";

/**
 * A webhook subscription: an endpoint of the store (`kind` `store`) or of one finance entity (`kind` `finance`), the events it asked for, and what it receives. What it receives is bounded twice: by its filter (`event_types`; null = every type) and by `scopes`, the scopes of the credential that created it (an event type is delivered only when those scopes may read it, e.g. `orders:read` or a bundle for `order.created`), so a subscription can never receive more than its creator could read. `receives` is the result.
 */
export interface WebhookSubscription {
  id: string;
  kind: WebhookSubscriptionKind;
  /**
   * `kind` `finance`: the finance entity (set of books) whose events it receives; null for store subscriptions.
   */
  entity_id: string | null;
  /**
   * The endpoint deliveries are POSTed to.
   */
  url: string;
  /**
   * The filter as given: exact types or prefixes ending in `*`. Null: no filter, every type of the family that `scopes` may read, including types added to the catalogue later.
   */
  event_types: string[] | null;
  /**
   * The catalogued event types this subscription receives today: those of its family that match `event_types` (all of them when null) and that `scopes` may read, in catalogue order. It includes types that nothing publishes yet (see the `no_publisher_yet` warning).
   */
  receives: string[];
  /**
   * The scopes of the credential that created the subscription (they bound what it receives; changing the filter later cannot widen them).
   */
  scopes: Scope[];
  /**
   * For a person; null when none was given.
   */
  description: string | null;
  state: WebhookSubscriptionState;
  /**
   * Why the subscription is not `active`, for a person (e.g. `20 consecutive deliveries failed (last: HTTP 500)`, `the endpoint answered 410 Gone at ...`, `disabled through subscription_update by <credential id>`); null while `active`.
   */
  state_reason: string | null;
  /**
   * Deliveries in a row that failed all their attempts; 20 disable the subscription; a successful delivery or re-enabling resets it to 0.
   */
  consecutive_failures: number;
  /**
   * Id of the credential that created it (`operator:<id>` for a dashboard operator).
   */
  created_by: string;
  created_at: string;
  updated_at: string;
}

/**
 * `store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).
 */
export type WebhookSubscriptionKind = "store" | "finance";

/**
 * State of a webhook subscription (seed: States and transitions, "Webhook endpoint"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.
 */
export type WebhookSubscriptionState = "active" | "disabled" | "unsubscribed";

/**
 * The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port.
 */
export type WebhookUrl = string;

/**
 * Arguments of `where_in_service`. All optional; `{}` returns the whole map of dashboard destinations.
 */
export interface WhereInServiceInput {
  /**
   * Plain-language question such as "where do I turn on auto-apply for an API key?", 1..500 characters. Omit for the whole map.
   */
  question?: string;
}

/**
 * Dashboard destinations ranked best match first, scoped to this store.
 */
export interface WhereInServiceResult {
  /**
   * The question asked; null when the whole map was requested.
   */
  question: string | null;
  /**
   * Destinations, best match first (the whole map when no question was asked).
   */
  destinations: Destination[];
}
