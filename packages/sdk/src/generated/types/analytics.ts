// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { Currency } from './shared.js';

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
