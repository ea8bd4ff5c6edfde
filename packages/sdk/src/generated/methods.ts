// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.
import type { RequestOptions, Transport } from '../runtime/transport.js';
import type * as T from './types/index.js';

/** One typed method per operation of the contract. */
export abstract class GeneratedMethods {
  protected abstract readonly transport: Transport;

  /**
   * Propose negative keywords for a search campaign
   *
   * Operation `ads_add_negative_keywords` (`POST /api/v1/tools/ads_add_negative_keywords`). Proposed write: creates an approval card. Scope: `ads:write`.
   *
   * Proposes adding campaign-level negative keywords (searches the campaign's ads must not show on)
   * to one search campaign (`google_ads` or `microsoft_ads`) through the search-ads connector. The
   * card shows the campaign's negative keywords before and after (field `negative_keywords`, each
   * `<match_type>:<text>`). Keywords it already excludes are skipped.
   *
   * Proposed write: nothing changes until an operator approves the card; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). Scope: `ads:write` (or the `write` / `admin` bundle).
   *
   * Governance: rules and spend ceilings of domain `ads` apply (`amount_cents` null: no money is
   * committed). On approval the negative keywords are re-read: if they moved since the proposal, the
   * card fails and nothing is applied.
   *
   * Compensatable, not reversible through this API: the seed's catalogue has no operation removing a
   * negative keyword (`reversal` null); remove them on the ad platform.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  adsAddNegativeKeywords(input: T.AdsAddNegativeKeywordsInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'ads_add_negative_keywords', method: 'POST', path: '/api/v1/tools/ads_add_negative_keywords', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a new search campaign
   *
   * Operation `ads_create_campaign` (`POST /api/v1/tools/ads_create_campaign`). Proposed write: creates an approval card. Scope: `ads:write`.
   *
   * Proposes creating a search campaign (`google_ads` or `microsoft_ads`) in a client account,
   * through the search-ads connector. The card lists the new campaign's fields (resource `campaign`,
   * named by its `name` until it exists; `creates: true`); the created campaign's id is in the
   * receipts once applied. New campaigns start `paused` unless `status` says `enabled`.
   *
   * Proposed write: nothing changes until an operator approves the card; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). Scope: `ads:write` (or the `write` / `admin` bundle).
   *
   * Governance: the store's rules and spend ceilings (domain `ads`) gate it before a card exists, as
   * `simulate` reports them: over a ceiling answers 409 `spend_ceiling_exceeded`. `amount_cents` (what spend ceilings count) is the additional daily spend the write commits, in cents of the store currency: for a budget change the increase per day (new − current daily budget; 0 when lowering), for enabling a paused campaign its daily budget, for pausing 0, for a new campaign its daily budget (whatever its initial status). On approval
   * the name is checked again: if a campaign of that name appeared meanwhile, the card fails.
   *
   * Compensatable: a created campaign is not deleted through this API (`reversal` null); pause it
   * with `ads_set_campaign_status` (the receipt names its id).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  adsCreateCampaign(input: T.AdsCreateCampaignInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'ads_create_campaign', method: 'POST', path: '/api/v1/tools/ads_create_campaign', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Ad accounts the store can reach
   *
   * Operation `ads_list_accessible_customers` (`POST /api/v1/tools/ads_list_accessible_customers`). Read: changes nothing. Scope: `ads:read`.
   *
   * The ad accounts (customers) the store's search-ads connection can reach: its manager account and
   * the client accounts it lists, with platform, currency, time zone, status and how many campaigns
   * each holds. Use a client's `customer_id` with `ads_create_campaign`.
   *
   * Read: changes nothing. Scope: `ads:read` (or the `read`, `write` or `admin` bundle). No parameters. Ordering: manager accounts first, then by `customer_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  adsListAccessibleCustomers(input: T.AdsListAccessibleCustomersInput = {}, options?: RequestOptions): Promise<T.AdsListAccessibleCustomersResult> {
    return this.transport.call<T.AdsListAccessibleCustomersResult>(
      { operation: 'ads_list_accessible_customers', method: 'POST', path: '/api/v1/tools/ads_list_accessible_customers', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Query the store's ad platforms
   *
   * Operation `ads_run_query` (`POST /api/v1/tools/ads_run_query`). Read: changes nothing. Scope: `ads:read`.
   *
   * Runs one query in a documented subset of the search-ads query language (GAQL-like) over the
   * store's ad platforms (each campaign's own connector). Parsed with a grammar (the `chevrotain` parser library), never by
   * pattern matching.
   *
   * Read: changes nothing. Scope: `ads:read` (or the `read`, `write` or `admin` bundle).
   *
   * Grammar (keywords case-insensitive):
   * `SELECT field [, field]* FROM resource [WHERE condition [AND condition]*]
   * [ORDER BY field [ASC|DESC] [, field [ASC|DESC]]*] [LIMIT n]`.
   * A condition is `field op value` with op `=`, `!=`, `>`, `>=`, `<`, `<=`, `IN (v, ...)`,
   * `NOT IN (v, ...)`, `LIKE 'text%'` or `BETWEEN v AND v`; a value is a quoted string ('…' or "…"),
   * a number or TRUE/FALSE. OR, parentheses, functions, joins and sub-queries are not part of the
   * subset (400 `invalid_request`). Enum values compare case-insensitively (`'ENABLED'` = `'enabled'`)
   * and come back lower-case.
   *
   * Resources and their fields:
   * - `customer`: customer.id, customer.descriptive_name, customer.currency_code, customer.time_zone,
   *   customer.manager, customer.status.
   * - `campaign`: campaign.id, campaign.name, campaign.status, campaign.advertising_channel,
   *   campaign.bidding_strategy_type, campaign.target_roas, campaign.start_date, campaign.end_date,
   *   campaign_budget.amount_micros, customer.id, segments.date, and the metrics metrics.impressions,
   *   metrics.clicks, metrics.conversions, metrics.conversions_value, metrics.cost_micros,
   *   metrics.ctr, metrics.average_cpc (micros).
   * - `ad_group`: ad_group.id, ad_group.name, ad_group.status, ad_group.cpc_bid_micros, campaign.id,
   *   campaign.name.
   * - `keyword_view`: ad_group_criterion.criterion_id, ad_group_criterion.keyword.text,
   *   ad_group_criterion.keyword.match_type, ad_group_criterion.negative, ad_group_criterion.status,
   *   ad_group.id (null for campaign-level negatives), campaign.id, campaign.name.
   *
   * Metrics: on `campaign` only. Without `segments.date` in SELECT a row is one campaign with its
   * metrics summed over the days the `segments.date` conditions keep (all days the platform holds
   * when there are none; campaigns without metrics rows show zeros); with it, one row per campaign and
   * day that has metrics. Conditions on metrics apply to those rows. Money: `*_micros` are millionths
   * of the account currency (GAQL convention); ratios are null when dividing by 0. A campaign's
   * metrics come from its own platform only: `meta` campaigns from the social-ads account (the
   * numbers `social_run_insights` answers, its spend as cost), the other channels from their
   * own platform's daily metrics (Google Ads, Microsoft Ads, the marketplace). The day range of the `segments.date` conditions and the
   * `campaign.id` / `campaign.advertising_channel` conditions are part of the platform requests.
   *
   * Limits: LIMIT 1..10000; without LIMIT at most 1000 rows are returned and `truncated` says whether
   * more matched. Errors: 400 `invalid_request` naming the unknown resource or field (and where it
   * stands), the token at a syntax error, or a field the resource does not have.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  adsRunQuery(input: T.AdsRunQueryInput, options?: RequestOptions): Promise<T.AdsRunQueryResult> {
    return this.transport.call<T.AdsRunQueryResult>(
      { operation: 'ads_run_query', method: 'POST', path: '/api/v1/tools/ads_run_query', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose a campaign's new daily budget
   *
   * Operation `ads_set_campaign_budget` (`POST /api/v1/tools/ads_set_campaign_budget`). Proposed write: creates an approval card. Scope: `ads:write`.
   *
   * Proposes a new daily budget for one ad campaign through the ad platform's connector. The card
   * shows the budget before and after (field `daily_budget`, major units). When applied,
   * `campaign.status_changed` is published (fields `daily_budget`, the previous budget, the receipt).
   *
   * Proposed write: nothing changes until an operator approves the card; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). Scope: `ads:write` (or the `write` / `admin` bundle).
   *
   * Governance: the write passes the store's rules, field ownership and spend ceilings (domain `ads`) exactly as `simulate` reports them, before a card exists: a field another credential owns by an active intent answers 409 `field_already_owned`; a spend ceiling the write would exceed answers 409 `spend_ceiling_exceeded` (nothing changed, no card). On approval the campaign is re-read: if a field the card changes moved since the proposal, the card fails and nothing is applied. `amount_cents` (what spend ceilings count) is the additional daily spend the write commits, in cents of the store currency: for a budget change the increase per day (new − current daily budget; 0 when lowering), for enabling a paused campaign its daily budget, for pausing 0, for a new campaign its daily budget (whatever its initial status).
   *
   * Reversible: the reversal sets the previous budget again. Parameters: `campaign_id`,
   * `daily_budget` (> 0, at most 1000000, 2 decimals), `reason` (optional), `idempotency_key`
   * (optional). The current budget, or a removed campaign, answers 400 `invalid_request`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  adsSetCampaignBudget(input: T.AdsSetCampaignBudgetInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'ads_set_campaign_budget', method: 'POST', path: '/api/v1/tools/ads_set_campaign_budget', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose pausing or enabling a campaign
   *
   * Operation `ads_set_campaign_status` (`POST /api/v1/tools/ads_set_campaign_status`). Proposed write: creates an approval card. Scope: `ads:write`.
   *
   * Proposes pausing or enabling (resuming) one ad campaign through the ad platform's connector. The
   * card shows the status before and after. When applied, the campaign changes on the platform and
   * `campaign.status_changed` is published (fields `status`, the previous status, the receipt).
   *
   * Proposed write: nothing changes until an operator approves the card; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). Scope: `ads:write` (or the `write` / `admin` bundle).
   *
   * Governance: the write passes the store's rules, field ownership and spend ceilings (domain `ads`) exactly as `simulate` reports them, before a card exists: a field another credential owns by an active intent answers 409 `field_already_owned`; a spend ceiling the write would exceed answers 409 `spend_ceiling_exceeded` (nothing changed, no card). On approval the campaign is re-read: if a field the card changes moved since the proposal, the card fails and nothing is applied. `amount_cents` (what spend ceilings count) is the additional daily spend the write commits, in cents of the store currency: for a budget change the increase per day (new − current daily budget; 0 when lowering), for enabling a paused campaign its daily budget, for pausing 0, for a new campaign its daily budget (whatever its initial status).
   *
   * Reversible: the reversal sets the previous status again. Parameters: `campaign_id`, `status`
   * (`enabled` | `paused`), `reason` (optional), `idempotency_key` (optional; or the
   * `Idempotency-Key` header). The current status, or a removed campaign, answers 400
   * `invalid_request`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  adsSetCampaignStatus(input: T.AdsSetCampaignStatusInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'ads_set_campaign_status', method: 'POST', path: '/api/v1/tools/ads_set_campaign_status', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Purchasers by age, gender and country (thresholded)
   *
   * Operation `analytics_buyer_demographics` (`POST /api/v1/tools/analytics_buyer_demographics`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Breaks the analytics property's purchasers down by age bracket, gender and country (or the
   * chosen `breakdowns`) over a date range: purchasers, purchases, purchase revenue (decimal major
   * units of `currency`) and share of purchasers per bucket, most purchasers first.
   *
   * Privacy thresholding (this contract's decision, after GA4's thresholds on demographic data): a
   * bucket with fewer than 10 purchasers in the range (`threshold_min_purchasers`) is withheld: not
   * listed, only counted in `withheld_buckets`; shares are over the listed buckets only, so a
   * withheld count cannot be derived from the rest. Demographics are known for signed-in users who
   * shared them; others count as `unknown`. Range: `date_range` or `window_days` (default the last
   * 28 days ending yesterday in the property time zone); both answers 400 `invalid_request`.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle). Both kinds of store (a property tracks the website either way). A store without a connected analytics property answers 404 `not_found`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  analyticsBuyerDemographics(input: T.AnalyticsBuyerDemographicsInput = {}, options?: RequestOptions): Promise<T.AnalyticsBuyerDemographicsResult> {
    return this.transport.call<T.AnalyticsBuyerDemographicsResult>(
      { operation: 'analytics_buyer_demographics', method: 'POST', path: '/api/v1/tools/analytics_buyer_demographics', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Sessions, conversions and revenue per channel
   *
   * Operation `analytics_channel_performance` (`POST /api/v1/tools/analytics_channel_performance`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Reports the analytics property's traffic per default channel group (or `group_by`
   * `source_medium`, `device_category`, `country`, `landing_page`) over a date range: sessions and
   * their share, engaged sessions and engagement rate, key events (GA4's former conversions),
   * purchases (`transactions`), purchase revenue, the ecommerce conversion rate (transactions /
   * sessions) and revenue per session; most sessions first, with totals. Range: `date_range`
   * (reporting days in the property time zone, inclusive, at most 366 days) or `window_days` (the
   * last N days ending yesterday, default 28); both answers 400 `invalid_request` naming
   * `window_days`. Money: decimal major units of `currency`.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle). Both kinds of store (a property tracks the website either way). A store without a connected analytics property answers 404 `not_found`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  analyticsChannelPerformance(input: T.AnalyticsChannelPerformanceInput = {}, options?: RequestOptions): Promise<T.AnalyticsChannelPerformanceResult> {
    return this.transport.call<T.AnalyticsChannelPerformanceResult>(
      { operation: 'analytics_channel_performance', method: 'POST', path: '/api/v1/tools/analytics_channel_performance', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose a custom audience
   *
   * Operation `analytics_create_audience` (`POST /api/v1/tools/analytics_create_audience`). Proposed write: creates an approval card. Scope: `analytics:write`.
   *
   * Proposes creating a custom audience in the analytics property: users who meet every condition
   * (the small grammar: `event` (logged an event at least `min_count` times, optionally within the
   * last `within_days` days), `no_event` (did not log it), `dimension` (country, device category, age
   * bracket, gender, first channel group or landing page `eq` / `neq` / `in` / `begins_with` a
   * value)), kept for `membership_duration_days` (1..540, default 30). Proposed write: nothing
   * changes until an operator approves the card; the card shows the definition as one readable line
   * (e.g. `purchase at least 2 times in the last 90 days AND country = NL`). As in GA4, membership
   * accumulates from creation on (no backfill), so no size is estimated.
   *
   * Errors (400 `invalid_request` naming the argument): an event the property does not collect
   * (`conditions[i].event_name`; the list is in analytics_get_admin_config `collected_events`), a
   * value that does not fit its dimension (`conditions[i].value`: country codes are 2 capital
   * letters, device categories, age brackets, genders and channel groups are closed lists, landing
   * pages start with `/`), `in` without an array or another op with one, a name already used
   * (case-insensitive, `name`), a property already holding 100 audiences. On approval the checks run
   * again (a same-named audience created meanwhile fails the card). Reversibility: compensatable (an
   * audience can be archived in the analytics property's admin; no operation here deletes one).
   *
   * Scope: `analytics:write` (or the `write` / `admin` bundle). A store without a connected analytics property answers 404 `not_found`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  analyticsCreateAudience(input: T.AnalyticsCreateAudienceInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'analytics_create_audience', method: 'POST', path: '/api/v1/tools/analytics_create_audience', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Read the analytics property's configuration
   *
   * Operation `analytics_get_admin_config` (`POST /api/v1/tools/analytics_get_admin_config`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Answers the administrative configuration of the store's analytics property (GA4-like; through
   * the analytics connector, seed catalogue "analytics"): resource name, display name, time zone of
   * its reporting days, currency, industry, service level (`standard` or `analytics_360`), event-data
   * retention and the values this service level accepts, whether retention resets on new activity,
   * the key events (GA4's former conversions) and the events collected, a summary of the data streams
   * per type with the web measurement ids, and how many audiences exist.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle). Both kinds of store (a property tracks the website either way). A store without a connected analytics property answers 404 `not_found`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  analyticsGetAdminConfig(input: T.AnalyticsGetAdminConfigInput = {}, options?: RequestOptions): Promise<T.AnalyticsGetAdminConfigResult> {
    return this.transport.call<T.AnalyticsGetAdminConfigResult>(
      { operation: 'analytics_get_admin_config', method: 'POST', path: '/api/v1/tools/analytics_get_admin_config', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the analytics property's audiences
   *
   * Operation `analytics_list_audiences` (`POST /api/v1/tools/analytics_list_audiences`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Lists the audiences of the store's analytics property: the predefined ones (All Users,
   * Purchasers) first, then the custom ones, each by name; with their membership duration, their
   * conditions (the grammar of analytics_create_audience) and a readable definition. A property
   * holds at most 100 audiences, so the list is never paged. `origin` narrows to `predefined` or
   * `custom`.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle). Both kinds of store (a property tracks the website either way). A store without a connected analytics property answers 404 `not_found`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  analyticsListAudiences(input: T.AnalyticsListAudiencesInput = {}, options?: RequestOptions): Promise<T.AnalyticsListAudiencesResult> {
    return this.transport.call<T.AnalyticsListAudiencesResult>(
      { operation: 'analytics_list_audiences', method: 'POST', path: '/api/v1/tools/analytics_list_audiences', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the analytics property's data streams
   *
   * Operation `analytics_list_data_streams` (`POST /api/v1/tools/analytics_list_data_streams`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Lists the data streams of the store's analytics property (web first, then iOS, then Android, each
   * by display name): the stream id, the web measurement id (`G-...`) or the app's Firebase app id,
   * the website URI / bundle id / package name, and whether enhanced measurement is on. `type`
   * narrows to one kind.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle). Both kinds of store (a property tracks the website either way). A store without a connected analytics property answers 404 `not_found`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  analyticsListDataStreams(input: T.AnalyticsListDataStreamsInput = {}, options?: RequestOptions): Promise<T.AnalyticsListDataStreamsResult> {
    return this.transport.call<T.AnalyticsListDataStreamsResult>(
      { operation: 'analytics_list_data_streams', method: 'POST', path: '/api/v1/tools/analytics_list_data_streams', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Run a report over the analytics property
   *
   * Operation `analytics_run_report` (`POST /api/v1/tools/analytics_run_report`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Runs a report over the analytics property's event data (the GA4 Data API's runReport in this
   * contract's names; SQL sums over pre-aggregated daily rows). Days are reporting days in the
   * property time zone (`time_zone` in the result).
   *
   * Catalogue. Dimensions, session scope: `date` (YYYY-MM-DD), `channel_group` (GA4 default channel
   * group: Organic Search, Paid Search, Direct, Email, Organic Social, Paid Social, Paid Shopping,
   * Organic Shopping, Referral), `source_medium` (`google / cpc`), `country` (ISO 3166-1 alpha-2),
   * `device_category` (`desktop`, `mobile`, `tablet`), `landing_page` (path). User demographics:
   * `age_bracket` (`18-24` .. `65+`, `unknown`), `gender` (`female`, `male`, `unknown`), with `date`
   * and `country`. Metrics, session scope only: `sessions`, `engaged_sessions`, `engagement_rate`
   * (engaged / sessions), `bounce_rate` (1 - engagement rate), `key_events`, `conversion_rate`
   * (transactions / sessions), `key_events_per_session`; demographics only: `purchasers`; both:
   * `active_users`, `new_users`, `transactions`, `purchase_revenue` and `average_purchase_revenue`
   * (decimal major units of the property currency). User counts are daily counts summed over days
   * and rows (not deduplicated across days, unlike GA4's user totals). Ratios are computed from the
   * sums (0..1, 4 decimals; null when dividing by 0).
   *
   * Request: `dimensions` (0..9), `metrics` (1..10), `date_ranges` (1 or 2, default the last 28 days
   * ending yesterday; with two, every row carries `date_range` = `date_range_0` / `date_range_1`
   * to compare periods), `dimension_filters` (`eq`, `neq`, `contains` (case-insensitive),
   * `begins_with`, `in`, `not_in`; before grouping), `metric_filters` (`eq`, `neq`, `gt`, `gte`, `lt`,
   * `lte` on the grouped rows, money in major units), `order_bys` (fields of the report; default the
   * first metric descending; ties by the dimensions ascending, then `date_range`), `limit` (1..10000,
   * default 100), `offset` (default 0). `totals` give each range's metrics over everything that
   * passed the dimension filters.
   *
   * Errors (400 `invalid_request`, the message naming the argument): an unknown dimension or metric
   * (e.g. `metrics[1]: unknown metric "revenue"`, listing the known names); an incompatible mix (a
   * demographic field with a session-only field, e.g. `age_bracket` with `sessions`); an order field
   * not in the report; `in` / `not_in` without an array or another op with one; a date range longer
   * than 366 days or starting after it ends.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle). Both kinds of store (a property tracks the website either way). A store without a connected analytics property answers 404 `not_found`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  analyticsRunReport(input: T.AnalyticsRunReportInput, options?: RequestOptions): Promise<T.AnalyticsRunReportResult> {
    return this.transport.call<T.AnalyticsRunReportResult>(
      { operation: 'analytics_run_report', method: 'POST', path: '/api/v1/tools/analytics_run_report', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose a new event-data retention
   *
   * Operation `analytics_set_data_retention` (`POST /api/v1/tools/analytics_set_data_retention`). Proposed write: creates an approval card. Scope: `analytics:write`.
   *
   * Proposes changing the analytics property's event-data retention (GA4 values: `2_months` or
   * `14_months`; `26_months`, `38_months`, `50_months` on Analytics 360 only, else 400
   * `invalid_request` naming `retention`). Proposed write: nothing changes until an operator approves
   * the card; the call answers `status: proposed`, `applied: false` and an `approval_id` (a
   * credential with auto-apply applies it at once). The card shows the retention before → after.
   * On approval the current retention is re-read: if it moved since the proposal, the card fails
   * and nothing is applied. Reversible: the reversal proposes the previous value again (in GA4,
   * shortening retention deletes exploration data older than the new period at the next monthly
   * cleanup; aggregated reports, all this API reads, are not affected). Proposing the current value
   * answers 400 `invalid_request` (nothing to change).
   *
   * Scope: `analytics:write` (or the `write` / `admin` bundle). A store without a connected analytics property answers 404 `not_found`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  analyticsSetDataRetention(input: T.AnalyticsSetDataRetentionInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'analytics_set_data_retention', method: 'POST', path: '/api/v1/tools/analytics_set_data_retention', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * List approval cards
   *
   * Operation `approval_list` (`POST /api/v1/approvals/list`). Read: changes nothing. Scope: `automation:read`.
   *
   * Lists the store's approval cards, newest first, optionally by `status`; `limit` 1..50 (default 20); page with `before` = the previous page's `next_cursor`.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  approvalList(input: T.ApprovalListInput = {}, options?: RequestOptions): Promise<T.ApprovalListResult> {
    return this.transport.call<T.ApprovalListResult>(
      { operation: 'approval_list', method: 'POST', path: '/api/v1/approvals/list', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Get one approval card
   *
   * Operation `approval_status` (`POST /api/v1/approvals/status`). Read: changes nothing. Scope: `automation:read`.
   *
   * Answers one approval card with its current state (`requested`, `approved`, `rejected`, `expired`, `withdrawn` or `failed`). A card past its deadline is reported `expired`.
   *
   * A card whose approved write created a one-time secret (`storefront_create_gift_card`: the gift card code) answers it as `reveal` to the credential that requested the card, in its first `approval_status` after approval; that read erases it. Any other credential gets `reveal: null` and a `reveal_note` while it waits; afterwards the fields are absent.
   *
   * Read: changes nothing (except erasing a shown one-time secret). Scope: `automation:read` (or the `read` / `write` / `admin` bundle). A card of another store answers `invalid_request` naming `approval_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  approvalStatus(input: T.ApprovalRef, options?: RequestOptions): Promise<T.Approval> {
    return this.transport.call<T.Approval>(
      { operation: 'approval_status', method: 'POST', path: '/api/v1/approvals/status', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Ask the merchant to approve something
   *
   * Operation `approval_submit` (`POST /api/v1/approvals`). Automatic write. Scope: `automation:write`.
   *
   * Creates an approval card (state `requested`, event `approval.requested`) that waits in the dashboard's approvals inbox until a person approves or rejects it (event `approval.decided`), the deadline passes (`expired`, event `approval.expired`) or the app withdraws it (`approval_withdraw`). Poll `approval_status` or subscribe to `approval.decided`.
   *
   * Send `idempotency_key` (or the `Idempotency-Key` header) so a retry cannot submit twice.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  approvalSubmit(input: T.ApprovalSubmitInput, options?: RequestOptions): Promise<T.Approval> {
    return this.transport.call<T.Approval>(
      { operation: 'approval_submit', method: 'POST', path: '/api/v1/approvals', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Withdraw an approval card
   *
   * Operation `approval_withdraw` (`POST /api/v1/approvals/withdraw`). Automatic write. Scope: `automation:write`.
   *
   * Withdraws a card that still waits (`requested` -> `withdrawn`); nothing is applied. A card already decided, expired or withdrawn answers `invalid_request` naming `approval_id` with its state.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  approvalWithdraw(input: T.ApprovalWithdrawInput, options?: RequestOptions): Promise<T.Approval> {
    return this.transport.call<T.Approval>(
      { operation: 'approval_withdraw', method: 'POST', path: '/api/v1/approvals/withdraw', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Compare the store's metrics between two periods
   *
   * Operation `compare_periods` (`POST /api/v1/tools/compare_periods`). Read: changes nothing. Scope: `analytics:read`.
   *
   * The store's revenue, orders, average order value, sessions, conversions,
   * conversion rate, ad spend and ROAS in a current and a previous period, with
   * the absolute change (current − previous) and the relative change
   * ((current − previous) / previous, null when previous is 0), and optionally
   * the top movers: the products or order channels whose revenue rose or fell
   * most.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle; `analytics:write` alone is not enough).
   *
   * Parameters (all optional; `{}` compares the last 7 days with the 7 before):
   * - `window_days`: 1..180 (default 7). Current = the last `window_days` UTC
   *   days up to and including today; previous = the same number of days
   *   immediately before.
   * - `current` / `previous`: explicit inclusive UTC day ranges
   *   (`{from, to}`, 1..366 days each) instead of `window_days`; `previous`
   *   defaults to the same length immediately before `current`, must end before
   *   `current` starts and may be of another length. `window_days` together
   *   with `current`, `previous` without `current`, `to` before `from` or a
   *   range over 366 days answer `invalid_request` naming the argument.
   * - `breakdown`: `none` (default), `product` or `channel`.
   * - `movers_limit`: 1..20 (default 5) risers and fallers each.
   *
   * Definitions (decided here; the seed names the metrics only): `revenue` is
   * the net merchandise sales of the orders placed in the period (Σ subtotal −
   * discount from `orders`; no tax, no shipping, refunds not deducted), so it
   * exists for a store without a storefront too; `orders` counts orders placed
   * (UTC `created_at`); `aov` = revenue / orders; sessions, conversions and ad
   * spend come from the daily product performance (zero for a store without a
   * storefront); `conversion_rate` = conversions / sessions; `roas` = revenue /
   * ad spend. Every figure is a SQL aggregate over the period's rows. Money is
   * a decimal in the store currency's major units (`currency`); ratios are
   * null when their denominator is 0. Product movers rank products by their
   * order-line revenue (before order discounts); a store without products has
   * no product movers. Ties in the movers lists are ordered by key.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  comparePeriods(input: T.ComparePeriodsInput = {}, options?: RequestOptions): Promise<T.ComparePeriodsResult> {
    return this.transport.call<T.ComparePeriodsResult>(
      { operation: 'compare_periods', method: 'POST', path: '/api/v1/tools/compare_periods', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Raise an alert
   *
   * Operation `create_alert` (`POST /api/v1/tools/create_alert`). Automatic write. Scope: `automation:write`.
   *
   * Raises an open alert on the store (listed by `get_alerts`, counted in the store overview). Automatic write: applies at once with the write scope and leaves a receipt.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   * Parameters: `severity` (`critical` | `warning` | `info`), `title` (1..200 characters), `message` (1..2000), `kind` (snake_case, default `manual`), `subject_ref` (optional), `idempotency_key` (optional).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  createAlert(input: T.CreateAlertInput, options?: RequestOptions): Promise<T.CreateAlertResult> {
    return this.transport.call<T.CreateAlertResult>(
      { operation: 'create_alert', method: 'POST', path: '/api/v1/tools/create_alert', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Read this store's cross-store links and their state
   *
   * Operation `cross_store_link_status` (`POST /api/v1/tools/cross_store_link_status`). Read: changes nothing. Scope: `admin:read`.
   *
   * This store's links with other stores of the same merchant (e.g. Northwind
   * Outfitters and Harbor Wholesale Co. for shared catalog reporting), each as
   * this store's side: the linked store (id, name and tenant type from the store
   * directory, none of its data), purpose, direction (`outgoing`: this store
   * asked first; `incoming`: the linked store asked), state, when it was
   * requested, activated and revoked (ISO 8601 UTC) and by which side, the card
   * that last moved it, this store's approval cards for it that still wait, and
   * `next_step` in words.
   *
   * Mutual consent: a store is never linked by someone else alone. States of a
   * side: `proposed` (this store's card waits; no link row yet; the other store
   * sees nothing), `pending` (one side approved: `outgoing` on the asking store,
   * `incoming` on the other, which sees the request here and accepts it by
   * proposing the link back with propose_cross_store_link), `active` (both
   * operators approved), `revoked` (either side revoked; linking again starts
   * over). See propose_cross_store_link for the transitions.
   *
   * Read: changes nothing. Scope: `admin:read` (or the `read`, `write` or `admin` bundle; `admin:write` alone is not enough).
   *
   * Parameters: `linked_store_id` (UUID, optional filter), `state` (optional
   * filter: `proposed`, `pending`, `active`, `revoked`), `limit` 1..100 (default
   * 25), `cursor` (opaque, from `next_cursor`).
   *
   * Ordering and paging: by the linked store's id, then purpose (a stable
   * keyset order: a link that changes state between pages keeps its position).
   * The seed names the operation only: what is shown is this contract's decision.
   * Nothing is linked on the freshly seeded demo stores: the list is empty until
   * a link is proposed. A sandbox copy has no links (they are not copied and a
   * copy cannot be linked): its list is always empty.
   *
   * Errors: 400 `invalid_request` (a bad `linked_store_id`, `state`, `limit` or `cursor`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  crossStoreLinkStatus(input: T.CrossStoreLinkStatusInput = {}, options?: RequestOptions): Promise<T.CrossStoreLinkStatusResult> {
    return this.transport.call<T.CrossStoreLinkStatusResult>(
      { operation: 'cross_store_link_status', method: 'POST', path: '/api/v1/tools/cross_store_link_status', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Ask the copilot about a thread (extractive, cited)
   *
   * Operation `cs_copilot_ask` (`POST /api/v1/tools/cs_copilot_ask`). Read: changes nothing. Scope: `cs:read`.
   *
   * Answers an operator's question about one thread from the thread's messages,
   * its linked order and the store's policy texts (the storefront shop profile's
   * refund, shipping, privacy ... policies). The answer is **extractive**: the
   * passages (sentences; the order as one passage of facts) that rank best for
   * the question by BM25+ (MiniSearch, prefix and light fuzzy matching) are quoted
   * verbatim, best first, each with its source: a message id, `order:<order id>`
   * or `policy:<kind>`. It is not written by a language model and it does not
   * reason; read the quoted passages. Deterministic: the same data and question
   * give the same answer. A store without a storefront (the business demo store)
   * has no policy texts: the answer says so in `notes`.
   *
   * Read: changes nothing. Scope: `cs:read` (or the `read`, `write` or `admin` bundle; `cs:write` alone is not enough).
   *
   * Parameters: `thread_id` (UUID, required), `question` (1..500 characters, not blank),
   * `max_passages` (1..10, default 3).
   *
   * Errors: 400 `invalid_request` (bad or blank `question`; `thread_id` malformed or naming no thread of this store).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  csCopilotAsk(input: T.CsCopilotAskInput, options?: RequestOptions): Promise<T.CsCopilotAskResult> {
    return this.transport.call<T.CsCopilotAskResult>(
      { operation: 'cs_copilot_ask', method: 'POST', path: '/api/v1/tools/cs_copilot_ask', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose a reply to a customer
   *
   * Operation `cs_send_reply` (`POST /api/v1/tools/cs_send_reply`). Proposed write: creates an approval card. Scope: `cs:write`.
   *
   * Proposes sending a reply on a customer-service thread. Proposed write: nothing
   * is sent until an operator approves the card, which shows the exact text; the
   * call answers `status: proposed`, `applied: false` and an `approval_id` (a
   * credential with auto-apply sends it at once). The card also records the
   * thread's message count and last message id: if a message arrives (or another
   * reply is sent) before approval, the card fails and nothing is sent; write the
   * reply again against the new state. On approval the reply is appended as an
   * `outbound` message (author: the proposing credential's id, time: the approval
   * time, UTC), the thread's `last_message_at` moves to it and, with
   * `mark_pending` (default), an `open` thread becomes `pending`. Irreversible:
   * a sent message cannot be unsent (`reversibility_class: irreversible`, no
   * reversal). While waiting, the reply is listed in get_cs_thread `drafts`.
   * How the message reaches the customer's channel is not part of this service.
   *
   * Scope: `cs:write` (or the `write` / `admin` bundle).
   *
   * Parameters: `thread_id` (UUID, required), `body` (1..5000 characters, not blank, required),
   * `mark_pending` (default `true`), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   * Errors: 400 `invalid_request` (blank `body`; `thread_id` malformed or naming no thread of this store).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  csSendReply(input: T.CsSendReplyInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'cs_send_reply', method: 'POST', path: '/api/v1/tools/cs_send_reply', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Triage a customer-service thread
   *
   * Operation `cs_triage_thread` (`POST /api/v1/tools/cs_triage_thread`). Automatic write. Scope: `cs:write`.
   *
   * Sets a thread's severity, category, assignee and escalation. Automatic write:
   * applies at once with the write scope and leaves a receipt listing each changed
   * field before/after (reversal: cs_triage_thread with the previous values);
   * when nothing changes, no receipt (`receipt_id` null) and no event. The audit
   * subject is `cs_thread:<thread id>`. Escalating a thread that was not
   * escalated records `escalated_at` (now, UTC) and the `reason` and emits
   * `cs.thread_escalated` (severity mapped critical → critical, high → warning,
   * normal/low → info); `escalate: false` clears the escalation (no event).
   *
   * Scope: `cs:write` (or the `write` / `admin` bundle).
   *
   * Parameters: `thread_id` (UUID, required) and at least one of `severity`
   * (`critical` | `high` | `normal` | `low`), `category` (snake_case 1..40, null clears),
   * `assignee` (1..100 characters, null unassigns), `escalate` (boolean); `reason`
   * (1..500, only with `escalate: true`); `idempotency_key` (optional).
   *
   * Errors: 400 `invalid_request` (none of the four fields, `reason` without `escalate: true`,
   * bad values, `thread_id` naming no thread of this store).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  csTriageThread(input: T.CsTriageThreadInput, options?: RequestOptions): Promise<T.CsTriageThreadResult> {
    return this.transport.call<T.CsTriageThreadResult>(
      { operation: 'cs_triage_thread', method: 'POST', path: '/api/v1/tools/cs_triage_thread', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Switch an agent off
   *
   * Operation `disable_automation` (`POST /api/v1/tools/disable_automation`). Automatic write. Scope: `automation:write`.
   *
   * Switches one agent `off`: it decides and applies nothing. Turning automation off is a stop (seed: Risk tiers rule 2; `x-authority: stop`): it applies at once, whatever auto-apply says, and no store rule or spend ceiling holds or refuses it. A receipt records the previous mode (`resource_kind` `agent`, the agent's id; reversal `enable_automation`, which waits for an operator, or `disable_automation`). Idempotent: an agent already off is left as is (`receipt_id` null). An unknown agent answers `invalid_request` naming `agent`.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  disableAutomation(input: T.DisableAutomationInput, options?: RequestOptions): Promise<T.AutomationChangeResult> {
    return this.transport.call<T.AutomationChangeResult>(
      { operation: 'disable_automation', method: 'POST', path: '/api/v1/tools/disable_automation', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Switch an agent to live
   *
   * Operation `enable_automation` (`POST /api/v1/tools/enable_automation`). Automatic write. Scope: `automation:write`.
   *
   * Asks to switch one agent to `live` (from `dry_run` or `off`): its decisions would be applied instead of only logged. This is the `turn_it_on` route of agents in dry run.
   *
   * Turning an agent on hands authority back to automation, so it always waits for an operator (seed: Risk tiers rule 2), whatever the credential's auto-apply says, although the catalogue lists it as an automatic write (`x-authority: handback`): the call answers `status: proposed`, `applied: false` and an approval card showing the agent's mode before and after. Nothing changes until an operator approves it in the dashboard (Approvals; in a sandbox also `sandbox_approval_decide`); approval re-reads the mode and fails the card if someone changed it meanwhile, then sets the agent live with a receipt (`resource_kind` `agent`, the agent's id; reversal `disable_automation`, or `enable_automation` when it was live). An agent already live still gets a card (before and after equal). The opposite, `disable_automation`, is a stop and applies at once. While the store's kill switch is engaged, live agents still apply nothing.
   *
   * An unknown agent answers `invalid_request` naming `agent`. Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  enableAutomation(input: T.EnableAutomationInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'enable_automation', method: 'POST', path: '/api/v1/tools/enable_automation', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * An entity's chart of accounts with balances
   *
   * Operation `finance_accounts_list` (`POST /api/v1/finance/accounts`). Read: changes nothing. Scope: `finance:read`.
   *
   * The chart of accounts of one finance entity (set of books), ordered by
   * account `code` ascending, each with its debits, credits and balance as of
   * `as_of` (default: today in the entity's time zone), computed from the
   * posted journal lines dated on or before that date (seed catalogue
   * "finance"; Resources "finance books").
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * `entity_id` (required) is an id from `finance_entities_list`; `limit`
   * 1..200 (default 50); `cursor` is the previous page's `next_cursor`, sent
   * with the same filters. Paging is keyset on the order above, so a page never
   * repeats or skips a row, even while rows are added.
   *
   * Filters (optional): `type` (asset, liability, equity,
   * revenue, expense), `active` (true/false), `q` (code or name prefix,
   * case-insensitive for ASCII letters).
   *
   * Money: integer minor units (`*_cents`) of the entity's `currency`
   * (in `entity`). `balance_cents` is signed so the account's normal balance
   * is positive (a debit-normal account: debits minus credits; a
   * credit-normal one: credits minus debits). Dates are calendar dates of the
   * entity's `timezone`.
   *
   * Errors: 400 `invalid_request` naming the argument (an `entity_id` that is
   * not one of this store's entities, another store's included; bounds;
   * a malformed `as_of`; a foreign cursor); 403
   * without `finance:read`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeAccountsList(input: T.FinanceAccountsListInput, options?: RequestOptions): Promise<T.FinanceAccountsListResult> {
    return this.transport.call<T.FinanceAccountsListResult>(
      { operation: 'finance_accounts_list', method: 'POST', path: '/api/v1/finance/accounts', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Balance sheet of a finance entity at a date
   *
   * Operation `finance_balance_sheet` (`POST /api/v1/finance/reports/balance-sheet`). Read: changes nothing. Scope: `finance:read`.
   *
   * The balance sheet of one finance entity at the end of a date: assets,
   * liabilities and equity by account, the fiscal year's result so far, and
   * whether assets equal liabilities plus equity, optionally with a
   * comparative column at a second date (seed catalogue "finance"; Resources
   * "finance books").
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * Parameters: `entity_id` (required, from finance_entities_list); `as_of`
   * (a calendar date of the entity's time zone, default today there);
   * `compare_as_of` (optional second date, earlier or later; every
   * `comparison_*` field is null without it).
   *
   * Sign conventions: integer minor units named `*_cents` of
   * `entity.currency`. Asset lines are debit − credit; liability and equity
   * lines credit − debit, so each is positive in its normal direction and a
   * contra account (accumulated depreciation) shows negative in its section.
   * Fiscal year = calendar year (`fiscal_year_start` = 1 January of `as_of`'s
   * year). Revenue and expense accounts do not appear as lines: their result
   * of the fiscal year to `as_of` is `equity.current_earnings_cents`, and the
   * result of every earlier fiscal year is folded into the
   * `retained_earnings` account's line (the account's own balance plus those
   * earnings, shown even when the account has no lines; no closing entries
   * are needed or posted). `equity.total_cents` = the equity lines +
   * `current_earnings_cents`. `balanced` is assets total ==
   * `total_liabilities_and_equity_cents`, true for books kept by this service.
   * Every posted line dated up to the date counts, reversals included.
   * Sections list every account of their type with a line up to either date,
   * ordered by account code; not paged. Computed by grouped SQL aggregates
   * over the journal lines at the time of the call.
   *
   * Errors: 400 `invalid_request` naming `entity_id` (not a finance entity of
   * this store), `as_of` or `compare_as_of` (not a calendar date).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeBalanceSheet(input: T.FinanceBalanceSheetInput, options?: RequestOptions): Promise<T.FinanceBalanceSheetResult> {
    return this.transport.call<T.FinanceBalanceSheetResult>(
      { operation: 'finance_balance_sheet', method: 'POST', path: '/api/v1/finance/reports/balance-sheet', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Add a bank, card, cash or PSP account to a finance entity
   *
   * Operation `finance_bank_account_create` (`POST /api/v1/finance/bank-accounts/create`). Automatic write. Scope: `finance:write`.
   *
   * Adds a bank, company card, cash or payment service provider account to a
   * finance entity, with the ledger account its transactions post to (seed:
   * Resources "finance books"; event `fin.bank_account.created`).
   *
   * - `account_number` is accepted in full and stored masked only: every letter
   *   and digit but the last 4 becomes `•`, separators kept
   *   (`NL91 INGB 0001 2343 21` → `•••• •••• •••• ••43 21`). The full number is
   *   never stored, logged, returned or put in an event.
   * - `currency` must be the entity's (`invalid_request` naming `currency`).
   * - `ledger_account_id`: an active account of the entity's chart, of type
   *   asset (liability for a `card`), not the ledger account of another bank
   *   account (else `invalid_request` naming `ledger_account_id`). Without it a
   *   new chart account named after the bank account is created with the next
   *   free code of the kind's range (`bank`, `cash` 1000–1099; `psp` 1100–1199;
   *   `card` 2200–2299; multiples of 10 first).
   * - An unknown `entity_id` answers `invalid_request` naming `entity_id`.
   *
   * Automatic write: applies at once (status `active`), emits
   * `fin.bank_account.created` to the outbox and the entity's change feed, and
   * leaves a receipt (`resource_kind` `finance_bank_account`) whose reversal is
   * `finance_bank_account_update` with `status` `archived`. Scope:
   * `finance:write`. Not in the seed's 188 catalogue operations, not gated.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeBankAccountCreate(input: T.FinanceBankAccountCreateInput, options?: RequestOptions): Promise<T.FinanceBankAccountWriteResult> {
    return this.transport.call<T.FinanceBankAccountWriteResult>(
      { operation: 'finance_bank_account_create', method: 'POST', path: '/api/v1/finance/bank-accounts/create', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Change a bank account's name, institution, number, ledger account or status
   *
   * Operation `finance_bank_account_update` (`POST /api/v1/finance/bank-accounts/update`). Automatic write. Scope: `finance:write`.
   *
   * Changes the fields sent; the others keep their value (event
   * `fin.bank_account.updated` with `fields` and `previous`).
   *
   * - `account_number`: stored masked only, as on creation; null removes it.
   * - `ledger_account_id`: the rules of creation; entries already posted stay on
   *   the old account (only new bookings and matching use the new one).
   * - `status`: `archived` refuses new statement imports into the account; its
   *   rows, bookings and history stay. `active` takes imports again. Every
   *   change, `status` included, is announced by `fin.bank_account.updated`
   *   (`fields` names what changed, `previous` their values before).
   * - Sending only values the account already has answers `invalid_request`
   *   (nothing to change); an unknown account answers `invalid_request` naming
   *   `bank_account_id`.
   *
   * Automatic write: applies at once, emits `fin.bank_account.updated` to the
   * outbox and the entity's change feed, and leaves a receipt (`resource_kind`
   * `finance_bank_account`) with each changed field before and after; its
   * reversal is `finance_bank_account_update` restoring them (a previous
   * account number cannot be restored from its masked form: send it again).
   * Scope: `finance:write`. Not in the seed's 188 catalogue operations, not
   * gated.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeBankAccountUpdate(input: T.FinanceBankAccountUpdateInput, options?: RequestOptions): Promise<T.FinanceBankAccountWriteResult> {
    return this.transport.call<T.FinanceBankAccountWriteResult>(
      { operation: 'finance_bank_account_update', method: 'POST', path: '/api/v1/finance/bank-accounts/update', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * An entity's bank, card, cash and PSP accounts
   *
   * Operation `finance_bank_accounts_list` (`POST /api/v1/finance/bank-accounts`). Read: changes nothing. Scope: `finance:read`.
   *
   * The bank, company card, cash and payment service provider accounts of one
   * finance entity (set of books), oldest first, each with the ledger account
   * its transactions post to and that account's balance over every posted
   * line, how many of its statement rows are counted and unmatched, the
   * latest booking date and the latest statement import. Account numbers are
   * only ever shown masked.
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * `entity_id` (required) is an id from `finance_entities_list`; `limit`
   * 1..200 (default 50); `cursor` is the previous page's `next_cursor`, sent
   * with the same filters. Paging is keyset on the order above, so a page never
   * repeats or skips a row, even while rows are added.
   *
   * Filters (optional): `kind` (bank, card, cash, psp),
   * `status` (active, archived).
   *
   * Money: integer minor units (`*_cents`) of the entity's `currency`;
   * `ledger_balance_cents` is signed so the ledger account's normal balance
   * is positive. Dates are calendar dates; timestamps ISO 8601 UTC.
   *
   * Errors: 400 `invalid_request` naming the argument (an `entity_id` that is
   * not one of this store's entities, another store's included; bounds; a
   * foreign cursor); 403 without `finance:read`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeBankAccountsList(input: T.FinanceBankAccountsListInput, options?: RequestOptions): Promise<T.FinanceBankAccountsListResult> {
    return this.transport.call<T.FinanceBankAccountsListResult>(
      { operation: 'finance_bank_accounts_list', method: 'POST', path: '/api/v1/finance/bank-accounts', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Import a bank statement (CSV or CAMT.053) into a bank account
   *
   * Operation `finance_bank_statement_import` (`POST /api/v1/finance/bank-statements/import`). Automatic write. Scope: `finance:write`.
   *
   * Imports one statement file of a bank account of a finance entity: each
   * transaction becomes a statement row (`counted`, `unmatched`), unless the
   * account already has it (dashboard Finance page; seed: Resources "finance
   * books", State machines "Finance bank transaction", event `fin.bank.imported`).
   *
   * - `format` `csv`: a header row, then one transaction per row, read with `csv`
   *   (columns by header name, case-insensitive; defaults `date`, `amount`,
   *   `description`, `counterparty`, `reference`; a signed `amount`, or
   *   `debit_column` + `credit_column`; delimiter, decimal separator, date
   *   format). `camt053`: an ISO 20022 camt.053 `BkToCstmrStmt`: every `Ntry`
   *   of every `Stmt` whose `Sts` is `BOOK` (or absent; pending `PDNG` and `INFO`
   *   entries are skipped): `BookgDt`, `ValDt`, `Amt` with `Ccy`, `CdtDbtInd`
   *   (`DBIT` is money out), `AcctSvcrRef`, `RmtInf/Ustrd` (else
   *   `AddtlNtryInf`), the counterparty from `RltdPties` (the creditor of a
   *   debit, the debtor of a credit).
   * - `content` at most 900,000 characters and 5,000 transactions. Any row that
   *   cannot be read refuses the whole file with `invalid_request` naming
   *   `content` and the line (`content line 7: amount "12,3x" is not a number`),
   *   as does an amount with more decimals than the currency has, a currency
   *   other than the bank account's, a missing column or XML that is not
   *   well-formed; nothing is saved then.
   * - Duplicates: a row's fingerprint is the bank reference when it has one,
   *   else a hash of booking date, amount and description (with the row's
   *   occurrence number among identical rows of the same file, so two real
   *   identical payments on one day both count). A row whose fingerprint the
   *   bank account already has is reported `duplicate` and not stored again, so
   *   importing overlapping statements is safe.
   * - Matching: each new row is matched to a journal entry of the entity that
   *   is not reversed, not a reversal, not yet matched or booked by another row,
   *   dated within 3 days of the booking date, whose lines on the bank
   *   account's ledger account net (debits minus credits) to exactly the row's
   *   amount (`reconciliation` `matched`; nearest date first, then posting
   *   order).
   * - Proposals: for a new row still unmatched whose booking date is in an open
   *   period, a pending `book_bank_transaction` proposal (`finance_proposals_list`)
   *   is made when a rule names an account, first match wins, on the
   *   counterparty (confidence 0.7) else the description (0.5): money out to
   *   `fee`-named payment providers (Stripe, PayPal, Adyen, Mollie fees) →
   *   `psp_fees`; Google Ads, Meta, Facebook, Instagram, TikTok, Pinterest,
   *   LinkedIn, Microsoft Ads → `advertising`; rent, landlord, huur, Miete →
   *   `rent`; salary, payroll, wages, salaris → `payroll`; AWS, Shopify, GitHub,
   *   Google Workspace, Slack, Adobe, Notion, Atlassian, Microsoft 365 →
   *   `software`; DHL, UPS, FedEx, PostNL, DPD, GLS, USPS, Royal Mail, Sendcloud →
   *   `shipping_costs`; bank fee, bank charge, service charge, account fee →
   *   `bank_fees`; office, Staples, Vodafone, KPN → `office`; money in from
   *   Stripe, PayPal, Adyen, Mollie or a payout → `psp_clearing` (a PSP payout).
   *   Nothing is posted: a person accepts or rejects proposals. Rows dated in a
   *   closed period are stored and matched but get no proposal (nothing can be
   *   booked there until the period is reopened).
   * - The bank account must be `active` (an `archived` one answers
   *   `invalid_request` naming `bank_account_id`); an unknown one answers
   *   `invalid_request` naming `bank_account_id`.
   *
   * Automatic write: applies at once, emits one `fin.bank.imported` (rows
   * received, new, duplicate) to the outbox and the entity's change feed, and
   * leaves a receipt (`resource_kind` `finance_bank_import`) whose reversal is
   * dismissing each new row (`finance_bank_transaction_dismiss`, reason
   * `not_a_transaction`). Scope: `finance:write` (or the `write` / `admin`
   * bundle). Outside the seed's 188 catalogue operations (`x-catalogue: false`),
   * not gated by store rules (`x-gated: false`). Amounts in the answer are
   * signed integer minor units (`*_cents`) of the entity's `currency`; dates are
   * the entity's calendar dates.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeBankStatementImport(input: T.FinanceBankStatementImportInput, options?: RequestOptions): Promise<T.FinanceBankStatementImportResult> {
    return this.transport.call<T.FinanceBankStatementImportResult>(
      { operation: 'finance_bank_statement_import', method: 'POST', path: '/api/v1/finance/bank-statements/import', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Dismiss a bank statement row (not a transaction, or a duplicate)
   *
   * Operation `finance_bank_transaction_dismiss` (`POST /api/v1/finance/bank-transactions/dismiss`). Automatic write. Scope: `finance:write`.
   *
   * Dismisses a `counted` statement row: it no longer counts (seed: State
   * machines "Finance bank transaction": counted → dismissed as
   * `not_a_transaction` or `duplicate_of` another row; any booking is reversed;
   * event `fin.bank_transaction.dismissed`).
   *
   * - `reason` `duplicate_of` needs `duplicate_of`: another `counted` row of the
   *   same bank account (else `invalid_request` naming `duplicate_of`);
   *   `not_a_transaction` refuses a `duplicate_of`.
   * - Every entry that booked the row (source `bank_transaction`) is reversed
   *   by the books engine (`fin.entry.reversed` each), dated the original's date
   *   when its period is open, else today (entity calendar); when that period is
   *   closed too, `invalid_request` naming `bank_transaction_id` and nothing
   *   changes. A row only `matched` to an existing entry is released (the entry
   *   stays, free to match another row). Its pending booking proposals are
   *   rejected.
   * - An unknown row, or one already `dismissed`, answers `invalid_request`
   *   naming `bank_transaction_id`.
   *
   * Automatic write: applies at once, emits `fin.bank_transaction.dismissed`
   * (with `reversal_entry_ids`) to the outbox and the change feed, and leaves a
   * receipt (`resource_kind` `finance_bank_transaction`) whose reversal is
   * `finance_bank_transaction_undismiss` (which does not re-book it). Scope:
   * `finance:write`. Not in the seed's 188 catalogue operations, not gated.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeBankTransactionDismiss(input: T.FinanceBankTransactionDismissInput, options?: RequestOptions): Promise<T.FinanceBankTransactionWriteResult> {
    return this.transport.call<T.FinanceBankTransactionWriteResult>(
      { operation: 'finance_bank_transaction_dismiss', method: 'POST', path: '/api/v1/finance/bank-transactions/dismiss', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Undo the dismissal of a bank statement row
   *
   * Operation `finance_bank_transaction_undismiss` (`POST /api/v1/finance/bank-transactions/undismiss`). Automatic write. Scope: `finance:write`.
   *
   * Undoes a dismissal: the row counts again, `unmatched` (seed: State machines
   * "Finance bank transaction": dismissed → counted on "dismissal undone"; event
   * `fin.bank_transaction.undismissed`). Nothing is re-booked or re-matched
   * automatically: the reversals of its earlier bookings stay, and the row waits
   * for a person (or the next proposal run) like any unmatched row.
   *
   * An unknown row, or one that is not `dismissed`, answers `invalid_request`
   * naming `bank_transaction_id`.
   *
   * Automatic write: applies at once, emits `fin.bank_transaction.undismissed`
   * (with the previous reason) to the outbox and the change feed, and leaves a
   * receipt (`resource_kind` `finance_bank_transaction`) whose reversal is
   * `finance_bank_transaction_dismiss` with the previous reason. Scope:
   * `finance:write`. Not in the seed's 188 catalogue operations, not gated.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeBankTransactionUndismiss(input: T.FinanceBankTransactionUndismissInput, options?: RequestOptions): Promise<T.FinanceBankTransactionWriteResult> {
    return this.transport.call<T.FinanceBankTransactionWriteResult>(
      { operation: 'finance_bank_transaction_undismiss', method: 'POST', path: '/api/v1/finance/bank-transactions/undismiss', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * An entity's bank statement rows
   *
   * Operation `finance_bank_transactions_list` (`POST /api/v1/finance/bank-transactions`). Read: changes nothing. Scope: `finance:read`.
   *
   * The bank statement rows of one finance entity's bank, card, cash and PSP
   * accounts, newest `booking_date` first (ties by id, descending), each with
   * its state (`counted`, or `dismissed` as not a transaction or as a
   * duplicate, with who and when), its reconciliation (`unmatched`,
   * `matched` to an existing entry, `booked` by an entry posted for it) and
   * that entry's id and number (seed: State machines "Finance bank
   * transaction").
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * `entity_id` (required) is an id from `finance_entities_list`; `limit`
   * 1..200 (default 50); `cursor` is the previous page's `next_cursor`, sent
   * with the same filters. Paging is keyset on the order above, so a page never
   * repeats or skips a row, even while rows are added.
   *
   * Filters (optional, combined with AND): `bank_account_id`,
   * `state`, `reconciliation`, `date_from` / `date_to` (`booking_date`,
   * inclusive), `q` (description, counterparty or bank reference contains,
   * case-insensitive for ASCII letters).
   *
   * Money: `amount_cents` is signed integer minor units of the row's
   * `currency` (positive money in, negative money out). Dates are the bank's
   * calendar dates; timestamps ISO 8601 UTC.
   *
   * Errors: 400 `invalid_request` naming the argument (an `entity_id` that is
   * not one of this store's entities, another store's included; a
   * `bank_account_id` that is not the entity's; bounds; malformed dates;
   * `date_to` before `date_from`; a foreign cursor); 403 without
   * `finance:read`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeBankTransactionsList(input: T.FinanceBankTransactionsListInput, options?: RequestOptions): Promise<T.FinanceBankTransactionsListResult> {
    return this.transport.call<T.FinanceBankTransactionsListResult>(
      { operation: 'finance_bank_transactions_list', method: 'POST', path: '/api/v1/finance/bank-transactions', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * The change feed of an entity's books (fin.* events, 730 days)
   *
   * Operation `finance_changes` (`POST /api/v1/finance/changes`). Read: changes nothing. Scope: `finance:read`.
   *
   * Every change of one finance entity's books, in the order the changes were
   * made: one row per `fin.*` event (entries posted and reversed, periods
   * closed and reopened, bank imports, bank transactions dismissed, e-invoice
   * status changes, ...), with the event's `id` (the `webhook-id` of its
   * deliveries) and its `data` exactly as delivered. Use it to replay events a
   * webhook receiver missed, or instead of webhooks by polling (seed:
   * Subscribing 6; Limits "Finance change feed retention 730 days").
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * Parameters: `entity_id` (required), `after` (the previous answer's
   * `next_cursor`; omit to start at the oldest change kept), `types` (1..50
   * exact types or prefixes ending in `*`), `limit` 1..500 (default 100).
   * Ordering: feed order (ascending position), oldest first. `next_cursor` is
   * always set: with `has_more` false, keep it and ask again later to receive
   * only newer changes. Retention: changes older than 730 days are deleted and
   * never returned (`retained_from` is the horizon). A position older than the
   * horizon is answered from the oldest kept change with `gap: true` (changes
   * may have been missed: resynchronise from the list operations). Money inside
   * `data` is in decimal major units (as in the webhooks). Timestamps ISO 8601
   * UTC. Errors: 400 `invalid_request` naming the field (unknown `entity_id`,
   * a cursor not issued for this entity, a type filter matching no finance
   * type, bounds).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeChanges(input: T.FinanceChangesInput, options?: RequestOptions): Promise<T.FinanceChangesResult> {
    return this.transport.call<T.FinanceChangesResult>(
      { operation: 'finance_changes', method: 'POST', path: '/api/v1/finance/changes', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * An entity's e-invoice messages
   *
   * Operation `finance_einvoice_messages_list` (`POST /api/v1/finance/einvoice-messages`). Read: changes nothing. Scope: `finance:read`.
   *
   * The Peppol e-invoice messages of one finance entity (set of books):
   * outbound invoices and credit notes it sent and inbound ones it received,
   * latest status change first (`status_changed_at` descending, ties by id
   * descending), each with its status, the status before it and the reason
   * given (seed: State machines "E-invoice message"; statuses as the AsyncAPI
   * `FinEinvoiceStatus`). The document itself (UBL) is not shown.
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * `entity_id` (required) is an id from `finance_entities_list`; `limit`
   * 1..200 (default 50); `cursor` is the previous page's `next_cursor`, sent
   * with the same filters. Paging is keyset on the order above, so a page never
   * repeats or skips a row, even while rows are added.
   *
   * Filters (optional, combined with AND): `direction`
   * (inbound, outbound), `status`, `document_type` (invoice,
   * credit_note), `date_from` / `date_to` (`issue_date`, inclusive).
   *
   * Money: `amount_cents` is integer minor units of the message's
   * `currency`. Dates are calendar dates; timestamps ISO 8601 UTC.
   *
   * Errors: 400 `invalid_request` naming the argument (an `entity_id` that is
   * not one of this store's entities, another store's included; bounds;
   * malformed dates; `date_to` before `date_from`; a foreign cursor); 403
   * without `finance:read`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeEinvoiceMessagesList(input: T.FinanceEinvoiceMessagesListInput, options?: RequestOptions): Promise<T.FinanceEinvoiceMessagesListResult> {
    return this.transport.call<T.FinanceEinvoiceMessagesListResult>(
      { operation: 'finance_einvoice_messages_list', method: 'POST', path: '/api/v1/finance/einvoice-messages', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * The store's finance entities (sets of books)
   *
   * Operation `finance_entities_list` (`POST /api/v1/finance/entities`). Read: changes nothing. Scope: `finance:read`.
   *
   * The finance entities of the store: one set of books per legal entity, each
   * in its own currency and time zone, with the state of its books (accounts,
   * entries, periods, bank accounts, what awaits a person). Every other finance
   * operation and `POST /api/v1/finance/subscriptions` take one of these ids as
   * `entity_id` (seed catalogue "finance"; Resources "finance books"). The demo
   * store Northwind Outfitters keeps two (EUR, and GBP for its UK company),
   * Harbor Wholesale Co. one (USD).
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * Parameters (all optional): `limit` 1..200 (default 50), `cursor` (the
   * previous page's `next_cursor`). Ordering: oldest entity first (`created_at`,
   * ties by id); paging is keyset on that order, so a page never repeats or
   * skips an entity. Money conventions of the finance operations: integer minor
   * units named `*_cents` of the entity's `currency` (exact, as the books keep
   * them); dates are calendar dates of the entity's `timezone`; timestamps ISO
   * 8601 UTC. Errors: 400 `invalid_request` naming the field (bounds, a foreign
   * cursor).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeEntitiesList(input: T.FinanceEntitiesListInput = {}, options?: RequestOptions): Promise<T.FinanceEntitiesListResult> {
    return this.transport.call<T.FinanceEntitiesListResult>(
      { operation: 'finance_entities_list', method: 'POST', path: '/api/v1/finance/entities', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Start an export of an entity's books (CSV or JSON, asynchronous)
   *
   * Operation `finance_export_create` (`POST /api/v1/finance/exports`). Read: changes nothing. Scope: `finance:read`.
   *
   * Queues an export of one finance entity's books for a date range: the
   * journal (every line of the entries dated in the range) and, if asked, the
   * trial balance, profit and loss and balance sheet. The job runner produces
   * it: it fixes the snapshot (the highest entry `number` included: entries
   * posted afterwards are never in it) and counts the rows. Poll
   * `finance_export_status`, then call `finance_export_download` for a link.
   * Creating one changes no books, which is why it is a read.
   *
   * Read: changes nothing in the books (it records the export request). Scope:
   * `finance:read` (or the `read`, `write` or `admin` bundle). Both storefront
   * and business stores.
   *
   * Parameters: `entity_id`, `date_from`, `date_to` (required; entity calendar
   * dates, inclusive, `date_to` at most 3 years after `date_from`), `format`
   * `csv` (default) or `json`, `parts` (default `[journal]`). Amounts in the
   * file are integer minor units (`*_cents`) of the entity's `currency`; dates
   * are the entity's calendar dates; timestamps ISO 8601 UTC. Journal rows are
   * ordered by entry `number` (posting order), then line number; report rows by
   * account code.
   *
   * Limits (seed Limits "Bulk export": 4 jobs/hour, 1 concurrent job), per
   * entity: at most 1 export queued or running, and at most 4 created in any
   * rolling hour. Beyond either: 429 `rate_limited` with `limit` (1 or 4) and
   * `retry_after_seconds` (also `Retry-After`: for the hourly limit, when the
   * oldest export of the hour leaves the window; for the running one, 15
   * seconds). Errors: 400 `invalid_request` naming the field (unknown
   * `entity_id`, a date that is not a calendar date, `date_to` before
   * `date_from`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeExportCreate(input: T.FinanceExportCreateInput, options?: RequestOptions): Promise<T.FinanceExportCreateResult> {
    return this.transport.call<T.FinanceExportCreateResult>(
      { operation: 'finance_export_create', method: 'POST', path: '/api/v1/finance/exports', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * A short-lived link to a finished export's file
   *
   * Operation `finance_export_download` (`POST /api/v1/finance/exports/download`). Read: changes nothing. Scope: `finance:read`.
   *
   * A link to the file of a `succeeded` export, valid for 5 minutes, and its
   * `content_type`: `GET` the `url` (relative to the API's base URL) without an
   * `Authorization` header; the signed token in it is the credential. The file
   * is streamed straight from the database (chunked transfer), so any size
   * downloads in constant memory: CSV is `text/csv; charset=utf-8` (RFC 4180,
   * header row `part,entry_id,entry_number,entry_date,line_no,account_code,
   * account_name,account_type,debit_cents,credit_cents,balance_cents,memo,
   * source,posted_at`), JSON is `application/json` (`{export_id, entity,
   * snapshot_number, date_from, date_to, journal: [...], trial_balance: [...],
   * ...}` with only the parts asked for). Amounts are integer minor units of
   * the entity's `currency`. The file holds exactly the export's snapshot, so
   * every download of it is the same. Ask again for a fresh link at any time
   * until the export's `expires_at`.
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * Parameters: `export_id` (required). Errors: 400 `invalid_request` naming
   * `export_id` when it is not an export of this store or not `succeeded`
   * (the message gives its status). The GET answers 404 `not_found` (Error
   * object) for an expired, altered or unknown link, or an export past its
   * `expires_at`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeExportDownload(input: T.FinanceExportDownloadInput, options?: RequestOptions): Promise<T.FinanceExportDownloadResult> {
    return this.transport.call<T.FinanceExportDownloadResult>(
      { operation: 'finance_export_download', method: 'POST', path: '/api/v1/finance/exports/download', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Where an export is (state, timings, counts, errors)
   *
   * Operation `finance_export_status` (`POST /api/v1/finance/exports/status`). Read: changes nothing. Scope: `finance:read`.
   *
   * The export `finance_export_create` queued, and where it is: `queued`,
   * `running`, `succeeded` (with the snapshot's highest entry `number`, the
   * number of entries and rows, the size in bytes, and until when it can be
   * downloaded), `failed` (with `error`) or `expired`. Timings in
   * milliseconds; timestamps ISO 8601 UTC.
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * Parameters: `export_id` (required). Errors: 400 `invalid_request` naming
   * `export_id` when it is not an export of this store.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeExportStatus(input: T.FinanceExportStatusInput, options?: RequestOptions): Promise<T.FinanceExportStatusResult> {
    return this.transport.call<T.FinanceExportStatusResult>(
      { operation: 'finance_export_status', method: 'POST', path: '/api/v1/finance/exports/status', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * An entity's journal entries with their lines
   *
   * Operation `finance_journal_entries_list` (`POST /api/v1/finance/journal-entries`). Read: changes nothing. Scope: `finance:read`.
   *
   * The posted journal entries of one finance entity (set of books), each
   * with all its lines (account id, code and name, debit or credit), in
   * posting order: newest first by `number` unless `order` is `asc`
   * (seed: State machines "Finance journal entry"). Posted entries are never
   * edited: a correction is a reversal entry (`source: reversal`,
   * `reverses_entry_id`), and the original carries `reversed_by_entry_id`;
   * both are listed.
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * `entity_id` (required) is an id from `finance_entities_list`; `limit`
   * 1..200 (default 50); `cursor` is the previous page's `next_cursor`, sent
   * with the same filters. Paging is keyset on the order above, so a page never
   * repeats or skips a row, even while rows are added.
   *
   * Filters (optional, combined with AND): `date_from` /
   * `date_to` (`entry_date`, inclusive), `period_id`, `account_id`
   * (entries with at least one line on that account; all their lines are
   * returned), `source`, `reversed` (true/false), `q` (memo contains,
   * case-insensitive for ASCII letters).
   *
   * Money: integer minor units (`*_cents`) of the entity's `currency`
   * (in `entity`). Dates are calendar dates of the entity's `timezone`;
   * timestamps ISO 8601 UTC.
   *
   * Errors: 400 `invalid_request` naming the argument (an `entity_id` that is
   * not one of this store's entities, another store's included; a
   * `period_id` or `account_id` that is not the entity's; bounds; malformed
   * dates; `date_to` before `date_from`; a foreign cursor); 403 without
   * `finance:read`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeJournalEntriesList(input: T.FinanceJournalEntriesListInput, options?: RequestOptions): Promise<T.FinanceJournalEntriesListResult> {
    return this.transport.call<T.FinanceJournalEntriesListResult>(
      { operation: 'finance_journal_entries_list', method: 'POST', path: '/api/v1/finance/journal-entries', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Close an accounting period
   *
   * Operation `finance_period_close` (`POST /api/v1/finance/periods/close`). Automatic write. Scope: `finance:write`.
   *
   * Closes an `open` monthly accounting period of a finance entity: nothing
   * more is posted into it (seed: State machines "Finance period": open → closed;
   * event `fin.period.closed`). Postings dated in it are refused from then on
   * (`invalid_request` naming the date argument), until it is reopened.
   *
   * An unknown period, or one already `closed`, answers `invalid_request` naming
   * `period_id`.
   *
   * Automatic write: applies at once, emits `fin.period.closed` (with `reason`)
   * to the outbox and the entity's change feed, and leaves a receipt
   * (`resource_kind` `finance_period`) whose reversal is `finance_period_reopen`.
   * Scope: `finance:write`. Not in the seed's 188 catalogue operations, not gated.
   * Dates are the entity's calendar dates; timestamps ISO 8601 UTC.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financePeriodClose(input: T.FinancePeriodCloseInput, options?: RequestOptions): Promise<T.FinancePeriodWriteResult> {
    return this.transport.call<T.FinancePeriodWriteResult>(
      { operation: 'finance_period_close', method: 'POST', path: '/api/v1/finance/periods/close', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Reopen a closed accounting period
   *
   * Operation `finance_period_reopen` (`POST /api/v1/finance/periods/reopen`). Automatic write. Scope: `finance:write`.
   *
   * Reopens a `closed` monthly accounting period so entries can be posted into
   * it again (seed: State machines "Finance period": closed → open; event
   * `fin.period.reopened`).
   *
   * An unknown period, or one already `open`, answers `invalid_request` naming
   * `period_id`.
   *
   * Automatic write: applies at once, emits `fin.period.reopened` (with `reason`)
   * to the outbox and the entity's change feed, and leaves a receipt
   * (`resource_kind` `finance_period`) whose reversal is `finance_period_close`.
   * Scope: `finance:write`. Not in the seed's 188 catalogue operations, not gated.
   * Dates are the entity's calendar dates; timestamps ISO 8601 UTC.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financePeriodReopen(input: T.FinancePeriodReopenInput, options?: RequestOptions): Promise<T.FinancePeriodWriteResult> {
    return this.transport.call<T.FinancePeriodWriteResult>(
      { operation: 'finance_period_reopen', method: 'POST', path: '/api/v1/finance/periods/reopen', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * An entity's accounting periods
   *
   * Operation `finance_periods_list` (`POST /api/v1/finance/periods`). Read: changes nothing. Scope: `finance:read`.
   *
   * The monthly accounting periods (`YYYY-MM`) of one finance entity (set of
   * books), newest month first, each with its state (open or closed: nothing
   * is posted into a closed period), how many journal entries are dated in
   * it, and who last closed and reopened it and when (seed: State machines
   * "Finance period"). A month's period exists once something was posted
   * into it (the books create it open); months without one are not listed.
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * `entity_id` (required) is an id from `finance_entities_list`; `limit`
   * 1..200 (default 50); `cursor` is the previous page's `next_cursor`, sent
   * with the same filters. Paging is keyset on the order above, so a page never
   * repeats or skips a row, even while rows are added.
   *
   * Filters (optional): `status` (open, closed), `from` and
   * `to` (`YYYY-MM`, inclusive).
   *
   * Dates: `starts_on`/`ends_on` are calendar dates of the entity's
   * `timezone`; timestamps ISO 8601 UTC.
   *
   * Errors: 400 `invalid_request` naming the argument (an `entity_id` that is
   * not one of this store's entities, another store's included; bounds; a
   * malformed month; `to` before `from`; a foreign cursor); 403 without
   * `finance:read`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financePeriodsList(input: T.FinancePeriodsListInput, options?: RequestOptions): Promise<T.FinancePeriodsListResult> {
    return this.transport.call<T.FinancePeriodsListResult>(
      { operation: 'finance_periods_list', method: 'POST', path: '/api/v1/finance/periods', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Profit and loss of a finance entity over a range
   *
   * Operation `finance_profit_and_loss` (`POST /api/v1/finance/reports/profit-and-loss`). Read: changes nothing. Scope: `finance:read`.
   *
   * The profit and loss statement (income statement) of one finance entity
   * for a range of dates: revenue and expense accounts with their amounts,
   * section totals and net income, optionally with a comparative column
   * (seed catalogue "finance"; Resources "finance books").
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * Range: either `date_from` / `date_to` (calendar dates of the entity's time
   * zone, both included; `date_to` defaults to today there, `date_from` to
   * 1 January of `date_to`'s year) or `period_from` / `period_to` (`YYYY-MM`,
   * from the first day of the one to the last day of the other; either
   * defaults to the other), not both. `{entity_id}` alone is the fiscal year
   * to date; the fiscal year is the calendar year.
   *
   * Comparative columns (`compare`, default `none`): `previous_period` is the
   * range of the same length just before `date_from` (when the range is whole
   * calendar months, the same number of whole months before it; otherwise the
   * same number of days); `previous_year` is the same range one year earlier
   * (a month's last day stays its month's last day, so February 29 maps to
   * February 28). The comparison's dates are in `comparison`; every
   * `comparison_*` field is null without one.
   *
   * Sign conventions: integer minor units named `*_cents` of
   * `entity.currency`. Revenue lines are credit − debit, expense lines debit −
   * credit, so both are positive in their normal direction; contra revenue
   * (`sales_refunds`, normal balance debit) is a negative revenue line and
   * reduces `revenue.total_cents`. `net_income_cents` = revenue total −
   * expense total (negative = loss). Every posted line in the range counts,
   * reversals included (an entry reversed in the same range nets to zero).
   * Sections list every account of their type with a line in the range or in
   * the comparative range, ordered by account code; not paged. Asset,
   * liability and equity accounts are not part of this report (see
   * finance_balance_sheet). Computed by grouped SQL aggregates over the
   * journal lines at the time of the call.
   *
   * Errors: 400 `invalid_request` naming `entity_id` (not a finance entity of
   * this store), `date_from` / `date_to` (not a date; `date_from` after
   * `date_to`), `period_from` / `period_to` (not `YYYY-MM`; from after to;
   * mixed with dates), `compare` (not one of the three values).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeProfitAndLoss(input: T.FinanceProfitAndLossInput, options?: RequestOptions): Promise<T.FinanceProfitAndLossResult> {
    return this.transport.call<T.FinanceProfitAndLossResult>(
      { operation: 'finance_profit_and_loss', method: 'POST', path: '/api/v1/finance/reports/profit-and-loss', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Bookings the service proposes for an entity
   *
   * Operation `finance_proposals_list` (`POST /api/v1/finance/proposals`). Read: changes nothing. Scope: `finance:read`.
   *
   * The bookings the service proposed for one finance entity (set of books):
   * journal entries not yet posted that await a person (`pending`) or were
   * decided (`accepted`, with the posted entry; `rejected`), newest first
   * (`created_at` descending, ties by id descending), each with its lines
   * (account code and name), the rule's confidence and rationale, and the
   * bank statement row it books when it books one. Every status is listed
   * unless `status` says otherwise.
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * `entity_id` (required) is an id from `finance_entities_list`; `limit`
   * 1..200 (default 50); `cursor` is the previous page's `next_cursor`, sent
   * with the same filters. Paging is keyset on the order above, so a page never
   * repeats or skips a row, even while rows are added.
   *
   * Filters (optional): `status` (pending, accepted, rejected),
   * `kind` (book_bank_transaction, accrual, reclassification).
   *
   * Money: integer minor units (`*_cents`) of the entity's `currency`
   * (a bank row's `amount_cents` is signed, in its own `currency`). Dates
   * are calendar dates of the entity's `timezone`; timestamps ISO 8601 UTC.
   *
   * Errors: 400 `invalid_request` naming the argument (an `entity_id` that is
   * not one of this store's entities, another store's included; bounds; a
   * foreign cursor); 403 without `finance:read`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeProposalsList(input: T.FinanceProposalsListInput, options?: RequestOptions): Promise<T.FinanceProposalsListResult> {
    return this.transport.call<T.FinanceProposalsListResult>(
      { operation: 'finance_proposals_list', method: 'POST', path: '/api/v1/finance/proposals', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Subscribe an endpoint to a finance entity's events
   *
   * Operation `finance_subscription_create` (`POST /api/v1/finance/subscriptions`). Automatic write. Scope: `automation:write`.
   *
   * Subscribes an https endpoint to the events of one finance entity (set of
   * books) of this store (seed: Events "Finance entity events", "Subscribing",
   * Non-tool endpoints `POST /api/v1/finance/subscriptions`). Finance events are
   * per entity: an event of another entity never reaches it. Deliveries: CloudEvents 1.0 structured JSON POSTed to `url`, signed ES256
   * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1a,<base64url r||s>`,
   * `webhook-key-id`; public keys at `/.well-known/jwks.json`), at least once:
   * 6 attempts with jittered backoff, 10 s timeout; 2xx succeeds; 410
   * unsubscribes the endpoint; 20 consecutive failed deliveries disable it. Every
   * event type, its payload and scope: `/api/v1/asyncapi.json`.
   *
   * `entity_id` must be a finance entity of this store, else `invalid_request`
   * naming `entity_id`. Finance entities are the store's sets of books; today
   * each demo store has one (its id and name are in the dashboard and in this
   * operation's example), and the rest of the books (accounts, periods, journal
   * entries, bank accounts) arrive with the finance domain, and with it the
   * finance change feed (`finance_changes`, kept 730 days) from which missed
   * finance events can be replayed (seed: Subscribing rule 6).
   *
   * Rules, each checked before anything is saved:
   *
   * - `url`: `https://`, without credentials, resolving only to public addresses:
   *   checked now and again when every delivery connects (so a name that later
   *   resolves to a private, loopback, link-local or CGNAT address is never
   *   reached). Otherwise `invalid_request` naming `url` and the reason.
   * - `event_types`: each entry an exact type or a prefix ending in `*`
   *   (`order.*`; `*` = every type of the family) that matches at least one
   *   finance event type of the event catalogue (`/api/v1/asyncapi.json`); an
   *   entry that matches none answers `invalid_request` naming it
   *   (`event_types[1]: matches no finance event type ...`).
   * - Scope: `automation:write` (or the `write` / `admin` bundle) to call it, plus
   *   the read scope of every event type the filter matches (every finance type needs `finance:read`; the
   *   `read`, `write` and `admin` bundles cover every one). A missing one answers
   *   403 `insufficient_scope` whose `required_scopes` lists the read scopes still
   *   missing: here each listed scope is needed.
   * - No `event_types`: every finance event type the calling credential may read,
   *   today and as the catalogue grows. The subscription keeps the credential's
   *   scopes (`scopes`) and never receives a type they cannot read; `receives`
   *   lists what it gets. A credential that may read no finance event type is
   *   refused with 403 `insufficient_scope` (`required_scopes`: any one of them).
   * - At most 20 finance subscriptions per finance entity, whatever their state;
   *   the 21st answers `invalid_request` (delete one first). They do not count
   *   towards the store's 20 store subscriptions (seed: Limits), which bound
   *   `subscription_create` only.
   * - A filter that matches types which are defined but which nothing emits yet
   *   (`x-publishing: false` in the event catalogue) is saved; the answer carries
   *   a `no_publisher_yet` warning listing them. They are delivered once a
   *   release starts emitting them.
   *
   * Store event types are subscribed with `subscription_create`; naming one here
   * answers `invalid_request`.
   *
   * Automatic write: applies at once (state `active`) and leaves a receipt
   * (`resource_kind` `webhook_subscription`) whose reversal is
   * `subscription_delete`. Events from before the subscription are not
   * delivered. A sandbox key subscribes its own sandbox copy: its deliveries
   * carry the CloudEvents attribute `sandbox: true`.
   *
   * The answer (beyond the seed's warning, which it does not show): the saved
   * subscription (`receives` included), `warnings` (empty, or one
   * `no_publisher_yet`) and `receipt_id`.
   *
   * Outside the seed's 188 catalogue operations (`x-catalogue: false`): served on
   * REST, MCP and the SDK like any other operation, not counted by
   * `list_store_actions`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeSubscriptionCreate(input: T.FinanceSubscriptionCreateInput, options?: RequestOptions): Promise<T.SubscriptionWriteResult> {
    return this.transport.call<T.SubscriptionWriteResult>(
      { operation: 'finance_subscription_create', method: 'POST', path: '/api/v1/finance/subscriptions', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Trial balance of a finance entity at a date
   *
   * Operation `finance_trial_balance` (`POST /api/v1/finance/reports/trial-balance`). Read: changes nothing. Scope: `finance:read`.
   *
   * The trial balance of one finance entity (set of books): every account
   * with at least one journal line dated on or before `as_of`, with the sum of
   * its debits, the sum of its credits and its balance, plus the totals and
   * whether the books balance (seed catalogue "finance"; Resources "finance
   * books").
   *
   * Read: changes nothing. Scope: `finance:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * Parameters: `entity_id` (required, from finance_entities_list); at most
   * one of `as_of` (a calendar date, default today in the entity's time zone)
   * and `period` (`YYYY-MM`: as of the period's last day). Open and closed
   * periods alike; the date may lie in the future.
   *
   * Conventions: integer minor units named `*_cents` of `entity.currency`.
   * Every posted line counts, reversals included (a reversed entry and its
   * reversal net to zero; nothing is hidden). `balance_cents` is debit −
   * credit for every account whatever its type (positive = debit balance,
   * negative = credit balance); `normal_balance` says which side the account
   * normally sits on. Accounts without any line up to `as_of` are not shown;
   * an account whose lines net to zero is. Ordering: by account code. Not
   * paged (a chart of accounts is a few dozen to a few hundred accounts).
   * `balanced` is total debits == total credits, true for books kept by this
   * service (every entry balances). Computed by one grouped SQL aggregate over
   * the journal lines at the time of the call.
   *
   * Errors: 400 `invalid_request` naming `entity_id` (not a finance entity of
   * this store), `as_of` (not a calendar date), `period` (not `YYYY-MM`, or
   * given together with `as_of`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeTrialBalance(input: T.FinanceTrialBalanceInput, options?: RequestOptions): Promise<T.FinanceTrialBalanceResult> {
    return this.transport.call<T.FinanceTrialBalanceResult>(
      { operation: 'finance_trial_balance', method: 'POST', path: '/api/v1/finance/reports/trial-balance', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Products most similar to one product (BM25 over text and attributes)
   *
   * Operation `find_similar_products` (`POST /api/v1/tools/find_similar_products`). Read: changes nothing. Scope: `catalog:read`.
   *
   * The store's products most similar to one product, by Okapi BM25 over
   * product text and attributes via MiniSearch: deterministic; not a language
   * model. Each product of the store is one document with the fields title
   * (weight 3), product type (2), category (2), tags (2), vendor (1),
   * structured attribute values (1) and description text (HTML stripped, 1);
   * terms are lowercased words with English stop words and one-character words
   * removed. The query is the asked product's own distinct terms. The index is
   * built from the current rows on every call, so edits show at once.
   *
   * Each result carries its `score` (BM25, rounded to 4 decimals; comparable
   * within one answer only) and `shared_terms` (the normalised terms both
   * products contain). Ordered by score descending, then id ascending; the asked
   * product never appears. Products of every storefront status are candidates.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters:
   * - `product_id` or `handle`: exactly one (both or neither: 400 `invalid_request` naming `product_id`).
   * - `limit`: 1..20 (default 5).
   *
   * Prices are decimals in the store currency's major units.
   *
   * Errors: 400 `invalid_request` naming the argument (also for `product_id` or `handle` naming no product of this store).
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  findSimilarProducts(input: T.FindSimilarProductsInput = {}, options?: RequestOptions): Promise<T.FindSimilarProductsResult> {
    return this.transport.call<T.FindSimilarProductsResult>(
      { operation: 'find_similar_products', method: 'POST', path: '/api/v1/tools/find_similar_products', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the ad campaigns
   *
   * Operation `get_ad_campaigns` (`POST /api/v1/tools/get_ad_campaigns`). Read: changes nothing. Scope: `ads:read`.
   *
   * The store's ad campaigns as the ad platforms hold them (every channel, each read from its own platform's
   * connector: Google Ads, Microsoft Ads, Meta, the marketplace), with budget, bidding, account and
   * schedule, and the active intent declarations that own their `status`, `daily_budget` or
   * `bidding` (seed "Intent declaration").
   *
   * Read: changes nothing. Scope: `ads:read` (or the `read`, `write` or `admin` bundle).
   *
   * Parameters: `channel`, `status` (optional filters), `limit` (1..100, default 25), `cursor`
   * (the previous page's `next_cursor`). Ordering: by campaign id ascending. Money: `daily_budget` in
   * major units of `currency`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getAdCampaigns(input: T.GetAdCampaignsInput = {}, options?: RequestOptions): Promise<T.GetAdCampaignsResult> {
    return this.transport.call<T.GetAdCampaignsResult>(
      { operation: 'get_ad_campaigns', method: 'POST', path: '/api/v1/tools/get_ad_campaigns', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Ad spend, clicks, conversions and ROAS
   *
   * Operation `get_ad_performance` (`POST /api/v1/tools/get_ad_performance`). Read: changes nothing. Scope: `ads:read`.
   *
   * Ad performance from the platforms' daily campaign metrics: impressions, clicks, conversions,
   * cost, conversion value, and the ratios CTR, CPC and ROAS (conversion value / cost), per campaign,
   * per day, or per campaign and day, with totals over everything the filters select.
   *
   * Read: changes nothing. Scope: `ads:read` (or the `read`, `write` or `admin` bundle).
   *
   * Parameters: `date_range` {start, end} (UTC days, inclusive, at most 366) or `window_days` (the last
   * N days ending yesterday, default 28), `campaign_ids`, `channel`, `breakdown` (`campaign` default,
   * `day`, `campaign_day`), `limit` (rows, 1..1000, default 100; totals are never cut). The demo
   * platform keeps 30 days of daily metrics: earlier days have no rows. Money: decimals in major units
   * of `currency`; ratios are computed from sums, null when dividing by 0. Each campaign's numbers
   * come from its own platform only: `meta` campaigns from the social-ads account (the numbers
   * `social_run_insights` answers for the same days, its `spend` as `cost`), the other channels from
   * their own platform's daily metrics (Google Ads, Microsoft Ads, the marketplace).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getAdPerformance(input: T.GetAdPerformanceInput = {}, options?: RequestOptions): Promise<T.GetAdPerformanceResult> {
    return this.transport.call<T.GetAdPerformanceResult>(
      { operation: 'get_ad_performance', method: 'POST', path: '/api/v1/tools/get_ad_performance', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Score products on what an AI shopping agent needs (checks and failures)
   *
   * Operation `get_ai_readiness` (`POST /api/v1/tools/get_ai_readiness`). Read: changes nothing. Scope: `catalog:read`.
   *
   * How well each product can be understood and recommended by an AI shopping
   * agent: a `score` 0..100 and the checks behind it. Checks (stable ids,
   * weight = points when passed, severity of a failure):
   * - `description_length` (25, critical): the description has at least 150
   *   characters of text (HTML stripped).
   * - `gtin` (20, critical): every variant has a barcode that is a valid GTIN-8,
   *   -12, -13 or -14 (GS1 check digit).
   * - `structured_attributes` (15, warning): a `specs.material` metafield is set
   *   (attributes agents filter on).
   * - `image_alt_text` (15, warning): at least one image, and every image has
   *   alt text.
   * - `seo` (10, info): SEO title (at most 70 characters) and SEO description
   *   (at most 320 characters) are set.
   * - `category` (5, info): the product has a storefront taxonomy category.
   * - `tags` (5, info): the product has at least one tag.
   * - `shop_policies` (5, warning): a store check counted on every product:
   *   refund, shipping, privacy and terms-of-service policies are published
   *   (`storefront_get_shop_profile`). Also reported once in `store_checks`.
   *
   * Select one product (`product_id` or `handle`), or page over the store's
   * products, lowest score first, then by handle (`limit` 1..100, default 20;
   * `offset`; optional `storefront_status` filter). `total` and
   * `average_score` cover every matching product. Fixes: `get_ai_repairs`.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Errors: 400 `invalid_request` naming the argument (both `product_id` and `handle`,
   * or one that names no product of this store).
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getAiReadiness(input: T.GetAiReadinessInput = {}, options?: RequestOptions): Promise<T.GetAiReadinessResult> {
    return this.transport.call<T.GetAiReadinessResult>(
      { operation: 'get_ai_readiness', method: 'POST', path: '/api/v1/tools/get_ai_readiness', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List orders referred by AI assistants, with counts and revenue per assistant
   *
   * Operation `get_ai_referred_orders` (`POST /api/v1/tools/get_ai_referred_orders`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Orders whose visit came from an AI assistant (ChatGPT, Perplexity, Gemini,
   * Copilot, Claude) in a range of UTC days: totals and their share of all
   * orders, orders and revenue per assistant (over every page), and the orders
   * themselves, newest first, with cursor paging.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle; `analytics:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the last 30 days):
   * - `from` / `to`: inclusive UTC days (default: the 30 days up to and
   *   including today); at most 366 days.
   * - `assistant`: only this assistant's orders in the page.
   * - `limit`: 1..100 (default 20); `cursor`: `next_cursor` of the previous page.
   *
   * Attribution rules (this contract's decision; the seed says "AI-referred"
   * only). They read the order's attribution fields, in the storefront
   * platform's names: `referring_site` (the referrer URL) and `utm_source`
   * (from the landing URL). Rule 1, the referrer: the host of `referring_site`,
   * lower-cased, equals one of these hosts or is a subdomain of it:
   * - `chatgpt`: `chatgpt.com`, `chat.openai.com`, `openai.com`
   * - `perplexity`: `perplexity.ai`
   * - `gemini`: `gemini.google.com`, `bard.google.com`
   * - `copilot`: `copilot.microsoft.com`, `copilot.cloud.microsoft`
   * - `claude`: `claude.ai`
   *
   * Rule 2, only when rule 1 matches no assistant: `utm_source`, trimmed and
   * lower-cased, equals one of:
   * - `chatgpt`: `chatgpt.com`, `chatgpt`, `openai`
   * - `perplexity`: `perplexity`, `perplexity.ai`
   * - `gemini`: `gemini`, `gemini.google.com`, `bard`
   * - `copilot`: `copilot`, `copilot.microsoft.com`
   * - `claude`: `claude`, `claude.ai`, `anthropic`
   *
   * Each order counts for at most one assistant (`matched_by` says which rule
   * matched). Orders without attribution (POS, wholesale, most marketplace
   * orders, a store without a storefront) never match, so such a store answers
   * zeros. `revenue` and `net_sales` are subtotal − discount (no tax, no
   * shipping, refunds not deducted), decimals in the store currency's major
   * units (`currency`); `total` is the order total. Orders are in `created_at`
   * order, newest first, ties by id.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getAiReferredOrders(input: T.GetAiReferredOrdersInput = {}, options?: RequestOptions): Promise<T.GetAiReferredOrdersResult> {
    return this.transport.call<T.GetAiReferredOrdersResult>(
      { operation: 'get_ai_referred_orders', method: 'POST', path: '/api/v1/tools/get_ai_referred_orders', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Concrete fixes for failed AI-readiness checks, each naming its operation
   *
   * Operation `get_ai_repairs` (`POST /api/v1/tools/get_ai_repairs`). Read: changes nothing. Scope: `catalog:read`.
   *
   * For each failed check of `get_ai_readiness` (same selection and order:
   * one product, or a page of products lowest score first), a concrete fix
   * naming the operation that would apply it:
   * - `description_length` -> `storefront_update_content` (`description_html`);
   *   `arguments` null: a person or writer supplies the new text.
   * - `seo` -> `storefront_update_content` with ready `arguments` holding what
   *   can be derived: a missing SEO title (`<title> | <vendor>`, cut to 70
   *   characters) and a missing SEO description (the description's text cut to
   *   160 characters on a word boundary, only from at least 80 characters of
   *   text); `arguments` null when nothing can be derived, and the description
   *   says what is left to write.
   * - `structured_attributes` -> `storefront_set_metafield` (`specs.material`,
   *   `single_line_text_field`): ready `arguments` when the description states
   *   the material in a line or list item `Material: ...`; otherwise null (the
   *   material must be supplied).
   * - `tags` -> `storefront_update_tags` with ready `arguments` (the product type
   *   and the first title word, lowercased).
   * - `gtin`, `image_alt_text`, `category`, `shop_policies`: no operation of this
   *   service applies them (`operation` and `arguments` null); the description
   *   says what to fix in the storefront admin.
   *
   * Arguments are exactly what the named operation accepts, so they can be sent
   * as they are (each is a proposed write: it asks for approval).
   * The store-level fix (`shop_policies`, `product_id` null) comes first, on the
   * first page and for a single product.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters: `product_id` or `handle` (one product; not both), or `limit`
   * 1..100 (default 20), `offset`, `storefront_status` for a page.
   *
   * Errors: 400 `invalid_request` naming the argument (also for `product_id` or `handle` naming no product of this store).
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getAiRepairs(input: T.GetAiRepairsInput = {}, options?: RequestOptions): Promise<T.GetAiRepairsResult> {
    return this.transport.call<T.GetAiRepairsResult>(
      { operation: 'get_ai_repairs', method: 'POST', path: '/api/v1/tools/get_ai_repairs', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List alerts by severity
   *
   * Operation `get_alerts` (`POST /api/v1/tools/get_alerts`). Read: changes nothing. Scope: `automation:read`.
   *
   * Alerts raised for the store (ROAS below floor, stockouts, feed disapprovals,
   * refund spikes, failed syncs, spend ceilings), ordered by severity
   * (`critical`, `warning`, `info`) and then by detection time, newest first.
   * Open (unresolved) alerts only unless `status` is `all`.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read`, `write` or `admin` bundle; `automation:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives up to 20 open alerts):
   * - `severity`: `critical`, `warning` or `info`; omit for all.
   * - `status`: `open` (default) or `all` (resolved ones too).
   * - `limit`: 1..50 alerts (default 20).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getAlerts(input: T.GetAlertsInput = {}, options?: RequestOptions): Promise<T.GetAlertsResult> {
    return this.transport.call<T.GetAlertsResult>(
      { operation: 'get_alerts', method: 'POST', path: '/api/v1/tools/get_alerts', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Get the store's calibration thresholds
   *
   * Operation `get_calibration` (`POST /api/v1/tools/get_calibration`). Read: changes nothing. Scope: `catalog:read`.
   *
   * The store's calibrated thresholds per metric: floor, ceiling, percentiles
   * (p10, p25, p50, p75, p90), sample size and the window they were computed over.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters: none; send `{}`.
   *
   * Units follow the metric: `roas` (revenue / ad spend), `conversion_rate` and
   * `refund_rate` are ratios; `cpa_cents` is in cents of the store currency.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getCalibration(input: T.GetCalibrationInput = {}, options?: RequestOptions): Promise<T.GetCalibrationResult> {
    return this.transport.call<T.GetCalibrationResult>(
      { operation: 'get_calibration', method: 'POST', path: '/api/v1/tools/get_calibration', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Competitors in the search auctions
   *
   * Operation `get_competitor_ad_intel` (`POST /api/v1/tools/get_competitor_ad_intel`). Read: changes nothing. Scope: `ads:read`.
   *
   * Competitor domains in the store's search-ads auctions (auction insights: impression share,
   * overlap rate, position-above rate, outranking share) and the text of their ads seen there, read
   * through the search-ads connector. Ratios are 0..1 over the platform's last 30 days; across
   * campaigns they are the unweighted mean of the campaigns the domain appears in (the platform
   * reports no auction counts to weight by).
   *
   * Read: changes nothing. Scope: `ads:read` (or the `read`, `write` or `admin` bundle).
   *
   * Parameters: `campaign_id` (only that campaign's auctions), `domain` (one competitor,
   * case-insensitive), `ads_per_domain` (0..10, default 3; most recently seen first). Ordering: by
   * impression share descending, then domain. An unknown campaign answers 400 `invalid_request` naming `campaign_id`; an
   * unknown domain answers an empty list.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getCompetitorAdIntel(input: T.GetCompetitorAdIntelInput = {}, options?: RequestOptions): Promise<T.GetCompetitorAdIntelResult> {
    return this.transport.call<T.GetCompetitorAdIntelResult>(
      { operation: 'get_competitor_ad_intel', method: 'POST', path: '/api/v1/tools/get_competitor_ad_intel', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * History of a product's title, description and SEO fields
   *
   * Operation `get_content_versions` (`POST /api/v1/tools/get_content_versions`). Read: changes nothing. Scope: `catalog:read`.
   *
   * The recorded versions of one product's content (title, HTML description,
   * SEO title and description), newest first, each with its author, how it was
   * recorded (seen on the storefront, applied by `storefront_update_content`, or
   * demo history), the approval that applied it, the time (ISO 8601 UTC) and
   * which fields changed from the version before. The newest version equals the
   * product's current content (`current_version`).
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters:
   * - `product_id` or `handle`: exactly one (both or neither: 400 `invalid_request` naming `product_id`).
   * - `limit`: 1..50 versions (default 20).
   * - `before_version`: only versions older than this number (paging: pass
   *   `next_before_version`; null there means no older version).
   *
   * Errors: 400 `invalid_request` naming the argument (also for `product_id` or `handle` naming no product of this store).
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getContentVersions(input: T.GetContentVersionsInput = {}, options?: RequestOptions): Promise<T.GetContentVersionsResult> {
    return this.transport.call<T.GetContentVersionsResult>(
      { operation: 'get_content_versions', method: 'POST', path: '/api/v1/tools/get_content_versions', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List customer-service threads that need attention
   *
   * Operation `get_cs_attention` (`POST /api/v1/tools/get_cs_attention`). Read: changes nothing. Scope: `cs:read`.
   *
   * Unresolved customer-service threads that need attention, most urgent first:
   * by severity (`critical`, `high`, `normal`, `low`), then escalated threads,
   * then the earliest first-response deadline (or oldest last message). Each
   * thread carries its newest message.
   *
   * Read: changes nothing. Scope: `cs:read` (or the `read`, `write` or `admin` bundle; `cs:write` alone is not enough).
   *
   * Parameters (all optional):
   * - `limit`: 1..20 threads (default 10).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getCsAttention(input: T.GetCsAttentionInput = {}, options?: RequestOptions): Promise<T.GetCsAttentionResult> {
    return this.transport.call<T.GetCsAttentionResult>(
      { operation: 'get_cs_attention', method: 'POST', path: '/api/v1/tools/get_cs_attention', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Read one customer-service thread in full
   *
   * Operation `get_cs_thread` (`POST /api/v1/tools/get_cs_thread`). Read: changes nothing. Scope: `cs:read`.
   *
   * One customer-service thread: its triage fields, every message (oldest first),
   * the linked order as get_orders shows it (money in major units of the order
   * currency), the reply drafts waiting for approval (`requested` cs_send_reply
   * cards) and the escalation state. Times are ISO 8601 UTC.
   *
   * Read: changes nothing. Scope: `cs:read` (or the `read`, `write` or `admin` bundle; `cs:write` alone is not enough).
   *
   * Parameters: `thread_id` (UUID, required).
   *
   * Errors: 400 `invalid_request` naming `thread_id` (not a UUID, or no such thread in this store).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getCsThread(input: T.GetCsThreadInput, options?: RequestOptions): Promise<T.GetCsThreadResult> {
    return this.transport.call<T.GetCsThreadResult>(
      { operation: 'get_cs_thread', method: 'POST', path: '/api/v1/tools/get_cs_thread', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List customer-service threads with filters
   *
   * Operation `get_cs_threads` (`POST /api/v1/tools/get_cs_threads`). Read: changes nothing. Scope: `cs:read`.
   *
   * Customer-service threads of the store, newest first (`created_at` descending,
   * ties by `id` descending), with their triage fields (category, assignee,
   * escalation) and message counts. Times are ISO 8601 UTC.
   *
   * Read: changes nothing. Scope: `cs:read` (or the `read`, `write` or `admin` bundle; `cs:write` alone is not enough).
   *
   * Parameters (all optional; filters combine with AND):
   * - `status` (`open` | `pending` | `resolved`), `severity` (`critical` | `high` | `normal` | `low`),
   *   `channel` (`email` | `chat` | `marketplace`), `assignee` (exact, 1..100 characters;
   *   `unassigned` for threads without one), `escalated` (`true`: the escalation queue).
   * - `limit`: 1..100 threads per page (default 25); `before`: the previous page's `next_cursor`.
   *
   * Errors: 400 `invalid_request` for an unknown filter value or a cursor this API did not issue (names `before`).
   * Both demo stores have threads; the seed's categories are derived from the thread topic and
   * assignees are the demo team's names.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getCsThreads(input: T.GetCsThreadsInput = {}, options?: RequestOptions): Promise<T.GetCsThreadsResult> {
    return this.transport.call<T.GetCsThreadsResult>(
      { operation: 'get_cs_threads', method: 'POST', path: '/api/v1/tools/get_cs_threads', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the store's discounts and discount codes over time
   *
   * Operation `get_discount_history` (`POST /api/v1/tools/get_discount_history`). Read: changes nothing. Scope: `promotions:read`.
   *
   * The store's automatic product discounts (made by `propose_discount`) and
   * discount codes (made by `storefront_create_discount_code` or synced from the
   * storefront), newest first by `created_at` (ties by `id`), each with its
   * status evaluated now, dates, usage and, for discount codes, performance:
   * the orders that used the code (count, discount given, revenue). Gift cards
   * are not listed (see `get_promotion_detail`).
   *
   * Read: changes nothing. Scope: `promotions:read` (or the `read`, `write` or
   * `admin` bundle). Storefront stores only: promotions live in the storefront,
   * so a store without one answers 404 `not_found`.
   *
   * Parameters (all optional; `{}` gives the 20 newest entries):
   * - `kind`: `discount` or `discount_code` (omitted = both).
   * - `status`: `active`, `scheduled`, `expired`, `disabled` (discount codes) or
   *   `ended` (automatic discounts); the effective status now (UTC), e.g. a code
   *   whose `ends_at` passed is `expired` even if stored as active.
   * - `window_days`: 1..730, only entries created in the last N days (UTC);
   *   omitted = all time.
   * - `limit`: 1..50 (default 20); `before`: the previous page's `next_cursor`
   *   (a cursor this API did not issue answers 400 `invalid_request` naming
   *   `before`).
   *
   * Money is a decimal in the store currency's major units (`currency`); times
   * are ISO 8601 UTC. Performance counts every order whose `discount_code`
   * matches the code case-insensitively, cancelled and refunded orders included;
   * `revenue` is the sum of their totals before refunds. Automatic discounts
   * have `performance: null`: orders do not record which automatic discount
   * priced them, so it is not derivable (the seed leaves performance "not
   * shown"; this is the contract's decision).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getDiscountHistory(input: T.GetDiscountHistoryInput = {}, options?: RequestOptions): Promise<T.GetDiscountHistoryResult> {
    return this.transport.call<T.GetDiscountHistoryResult>(
      { operation: 'get_discount_history', method: 'POST', path: '/api/v1/tools/get_discount_history', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Chargeback disputes, the most urgent first
   *
   * Operation `get_disputes` (`POST /api/v1/tools/get_disputes`). Read: changes nothing. Scope: `disputes:read`.
   *
   * The store's chargeback disputes, each with its disputed order (number,
   * total, customer), amount, reason, evidence due date and evidence status,
   * plus a summary over every dispute the filters match (seed catalogue
   * "disputes"; the filters, ordering, summary and paging are this contract's
   * design).
   *
   * Read: changes nothing. Scope: `disputes:read` (or the `read`, `write` or
   * `admin` bundle). Both storefront and business stores.
   *
   * Parameters (all optional): `status` (one status, or `open` =
   * `needs_response` + `under_review`, `closed` = `won` + `lost` +
   * `accepted`), `reason`, `due_before` (ISO 8601 instant: evidence due before
   * it), `due_within_days` 0..90 (open disputes due within N days from now,
   * overdue ones included), `limit` 1..100 (default 25), `cursor` (the
   * previous page's `next_cursor`, same filters).
   *
   * Ordering (most urgent first): `needs_response` disputes by
   * `evidence_due_by` ascending (soonest first, so overdue ones lead), then
   * `under_review` ones (evidence submitted, the bank decides) by
   * `evidence_due_by` ascending, then closed ones (`won`, `lost`, `accepted`)
   * by `closed_at` descending; ties by id. Paging is by position in that
   * order: a dispute opened or closed between two page calls can shift a row
   * across a page boundary. `overdue` is true for a `needs_response` dispute
   * whose due date has passed; `days_until_due` (one decimal, negative when
   * overdue) is set for `needs_response` disputes only. The seed leaves the
   * dispute fields "not shown": `evidence_status` is `not_submitted`,
   * `draft` or `submitted`; an `accepted` dispute has no due date. Money: decimals in major units of the dispute's / order's
   * currency; the summary's `open_amount` in the store currency. Timestamps
   * ISO 8601 UTC. Errors: 400 `invalid_request` naming the field (bounds, an
   * unparsable `due_before`, a foreign cursor).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getDisputes(input: T.GetDisputesInput = {}, options?: RequestOptions): Promise<T.GetDisputesResult> {
    return this.transport.call<T.GetDisputesResult>(
      { operation: 'get_disputes', method: 'POST', path: '/api/v1/tools/get_disputes', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Business expenses of a window, by category and row
   *
   * Operation `get_expenses` (`POST /api/v1/tools/get_expenses`). Read: changes nothing. Scope: `costs:read`.
   *
   * The store's operating expenses (rent, salaries, software, shipping, payment fees,
   * packaging, marketing, ...) incurred in a window: totals per category over the whole
   * window and the rows themselves, one page at a time (seed catalogue "costs"; the
   * window, totals and paging are this contract's design).
   *
   * Read: changes nothing. Scope: `costs:read` (or the `read`, `write` or `admin` bundle).
   * Both storefront and business stores.
   *
   * Parameters (all optional): `from` and `to` (`YYYY-MM-DD`, UTC calendar days, both
   * inclusive; default the 30 days ending today UTC; at most 366 days; `from` after `to`
   * answers 400 `invalid_request` naming `from`), `category`, `limit` 1..100 (default 50),
   * `cursor` (the previous page's `next_cursor`).
   *
   * Ordering: rows by `incurred_on` descending, ties by id; `by_category` largest total
   * first. Money: decimals in the store currency's major units; a negative amount is a
   * credit. `total`, `count` and `by_category` cover the whole window (all pages).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getExpenses(input: T.GetExpensesInput = {}, options?: RequestOptions): Promise<T.GetExpensesResult> {
    return this.transport.call<T.GetExpensesResult>(
      { operation: 'get_expenses', method: 'POST', path: '/api/v1/tools/get_expenses', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List job runs
   *
   * Operation `get_job_runs` (`POST /api/v1/tools/get_job_runs`). Read: changes nothing. Scope: `automation:read`.
   *
   * The store's asynchronous jobs (queued by `run_*` operations such as `run_sync_orders` and
   * `run_sync_catalog`), newest queued first (ties by id), with their state, timings (ISO 8601 UTC;
   * `queue_ms` from queued to started, `duration_ms` from started to finished, in milliseconds),
   * counts, result and error.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read`, `write` or `admin` bundle;
   * `automation:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the 20 newest jobs):
   * - `kind`: an operation name such as `run_sync_orders`; omit for every kind.
   * - `state`: `queued`, `running`, `succeeded`, `failed` or `cancelled`; omit for all.
   * - `limit`: 1..100 jobs (default 20); `offset`: 0..10000 (default 0) for the next page
   *   (`next_offset`).
   *
   * Errors: 400 `invalid_request` (bad argument); 403 `insufficient_scope`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getJobRuns(input: T.GetJobRunsInput = {}, options?: RequestOptions): Promise<T.GetJobRunsResult> {
    return this.transport.call<T.GetJobRunsResult>(
      { operation: 'get_job_runs', method: 'POST', path: '/api/v1/tools/get_job_runs', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * What the automation is doing in marketing
   *
   * Operation `get_marketing_brain` (`POST /api/v1/tools/get_marketing_brain`). Read: changes nothing. Scope: `ads:read`.
   *
   * What the automation is doing in marketing: the campaigns it manages (a field owned by an active,
   * unexpired intent declaration, table `intents`, with each owner and desired value) and its
   * decisions about campaigns from the decisions ledger (subject `campaign:<id>`): counts per bucket
   * over the window, and the open ones (bucket `queued` or `suggested`: not yet applied) with their
   * evidence, newest first.
   *
   * Read: changes nothing. Scope: `ads:read` (or the `read`, `write` or `admin` bundle).
   *
   * Parameters: `window_days` (1..365, default 30), `limit` (open decisions listed, 1..100, default
   * 20). Money: `daily_budget` in major units of `currency`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getMarketingBrain(input: T.GetMarketingBrainInput = {}, options?: RequestOptions): Promise<T.GetMarketingBrainResult> {
    return this.transport.call<T.GetMarketingBrainResult>(
      { operation: 'get_marketing_brain', method: 'POST', path: '/api/v1/tools/get_marketing_brain', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List recent orders with line items and refunds
   *
   * Operation `get_orders` (`POST /api/v1/tools/get_orders`). Read: changes nothing. Scope: `orders:read`.
   *
   * Orders created in the last `window_days` days, newest first, each with its
   * totals, payment and fulfilment status, line items and refunds.
   *
   * Read: changes nothing. Scope: `orders:read` (or the `read`, `write` or `admin` bundle; `orders:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the 10 newest orders of the last 30 days):
   * - `window_days`: 1..120 days (default 30).
   * - `limit`: 1..50 orders (default 10).
   *
   * The seed names these two parameters without bounds; the bounds and defaults
   * above are this contract's design decision.
   *
   * Money is a decimal in the order's currency, major units. Each order also
   * shows its storefront id (`external_id`), cancellation (`cancelled_at`,
   * `cancel_reason`), `shipping_address`, each line's `id` and
   * `refunded_quantity`, and each refund's line items, `restock`, `note` and
   * `source` (the references the order writes take).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getOrders(input: T.GetOrdersInput = {}, options?: RequestOptions): Promise<T.GetOrdersResult> {
    return this.transport.call<T.GetOrdersResult>(
      { operation: 'get_orders', method: 'POST', path: '/api/v1/tools/get_orders', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Summarise orders, revenue and refunds over a window
   *
   * Operation `get_orders_summary` (`POST /api/v1/tools/get_orders_summary`). Read: changes nothing. Scope: `orders:read`.
   *
   * Counts, revenue, average order value and refunds of the orders placed in
   * the last `window_days` days (up to the time of the call, UTC), with
   * breakdowns by payment state, shipping state and sales channel.
   *
   * Read: changes nothing. Scope: `orders:read` (or the `read`, `write` or
   * `admin` bundle). Works on every store (the wholesale business too).
   *
   * Parameters (all optional; `{}` summarises the last 30 days on every channel):
   * - `window_days`: 1..365 days (default 30). The demo data covers 120 days.
   * - `channel`: `online_store`, `marketplace`, `pos` or `wholesale`.
   *
   * The seed names the operation without parameters; these, and the
   * definitions below, are this contract's design decision:
   * - cancelled orders are counted apart (`cancelled`) and left out of every
   *   other figure and breakdown;
   * - `revenue` is the sum of the orders' `total` (after discount, with
   *   shipping and tax); `refunded` is what was refunded on those orders so
   *   far, whenever it was refunded; `net_revenue` = `revenue` - `refunded`;
   * - `average_order_value` = `revenue` / `order_count` (null with no orders);
   * - an order belongs to the window by when it was placed (`created_at`).
   *
   * Money is a decimal in the store currency (`currency`), major units.
   * Computed with two aggregate queries whatever the window.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getOrdersSummary(input: T.GetOrdersSummaryInput = {}, options?: RequestOptions): Promise<T.GetOrdersSummaryResult> {
    return this.transport.call<T.GetOrdersSummaryResult>(
      { operation: 'get_orders_summary', method: 'POST', path: '/api/v1/tools/get_orders_summary', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Unit costs of variants with cost-confidence tier and margin
   *
   * Operation `get_product_costs` (`POST /api/v1/tools/get_product_costs`). Read: changes nothing. Scope: `costs:read`.
   *
   * Each variant's unit cost with its cost-confidence tier and margin (seed catalogue
   * "costs"; the seed names the operation only: the tiers, the estimation rule, the
   * filters and paging are this contract's design).
   *
   * Read: changes nothing. Scope: `costs:read` (or the `read`, `write` or `admin` bundle).
   *
   * Tiers (`tier`):
   * - `confirmed`: entered by a person (`cost_source` `import` via propose_cost_import, or
   *   `manual` via storefront_update_variant_cost) within the last 365 days;
   * - `stale`: entered by a person more than 365 days ago;
   * - `storefront`: taken from the storefront's cost field;
   * - `estimated`: no cost recorded. `unit_cost` is then price × the median cost/price
   *   ratio of the store's variants with a known cost (any tier) of the same product type
   *   when at least 3 have one (`estimate_basis` `product_type`), else of all the store's
   *   variants with a known cost (`store`), else null (no margin). The books book this same
   *   estimate × quantity as the cost of goods of an order line of such a variant (only where
   *   it is null, no known cost in the store, they take 45 % of the line total).
   *
   * Margin: `margin` = price − unit_cost; `margin_percent` = margin / price × 100, 1 decimal.
   * Money: decimals in the store currency's major units (`currency`). Timestamps ISO 8601 UTC.
   *
   * Parameters (all optional): `product_id` (UUID) or `handle` (not both; an unknown
   * product answers 400 `invalid_request` naming the argument), `tier`, `limit` 1..100 (default 50), `cursor`
   * (the previous page's `next_cursor`). Ordering: SKU ascending, ties by id.
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getProductCosts(input: T.GetProductCostsInput = {}, options?: RequestOptions): Promise<T.GetProductCostsResult> {
    return this.transport.call<T.GetProductCostsResult>(
      { operation: 'get_product_costs', method: 'POST', path: '/api/v1/tools/get_product_costs', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Read one product in full (content, images, variants with costs, performance)
   *
   * Operation `get_product_detail` (`POST /api/v1/tools/get_product_detail`). Read: changes nothing. Scope: `catalog:read`.
   *
   * One product by `product_id` (UUID) or `handle`: its storefront fields
   * (title, vendor, product type, category, tags), the storefront status and,
   * separately, the service lifecycle state (two vocabularies that do not agree:
   * never read one as the other), the current content (HTML description, SEO
   * title and description, content version), images with alt text, structured
   * attributes (metafields), every variant (price, compare-at price, stock,
   * barcode, weight, unit cost and where the cost came from), a performance
   * summary and the newest decision.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters:
   * - `product_id` or `handle`: exactly one (both or neither: 400 `invalid_request` naming `product_id`).
   * - `window_days`: 1..120 (default 30): the performance summary covers the
   *   `window_days` whole UTC days ending yesterday (this contract's choice; the
   *   seed leaves the window open).
   *
   * Money is a decimal in the store currency's major units (`unit_cost` null when
   * the cost is unknown); times are ISO 8601 UTC; variants in storefront position
   * order, images by position, metafields by namespace then key.
   *
   * Errors: 400 `invalid_request` naming the argument (bad or conflicting arguments,
   * or no product with that id or handle in this store).
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getProductDetail(input: T.GetProductDetailInput = {}, options?: RequestOptions): Promise<T.GetProductDetailResult> {
    return this.transport.call<T.GetProductDetailResult>(
      { operation: 'get_product_detail', method: 'POST', path: '/api/v1/tools/get_product_detail', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Get one discount, discount code or gift card
   *
   * Operation `get_promotion_detail` (`POST /api/v1/tools/get_promotion_detail`). Read: changes nothing. Scope: `promotions:read`.
   *
   * One promotion by `id` (a discount, discount code or gift card) or by `code`
   * (a discount code, matched case-insensitively): its status now (UTC),
   * schedule, value and conditions; for an automatic discount its products with
   * price and sale price; for a discount code its usage against its limit and the
   * orders that used it (count, discount given, revenue, and the newest
   * `recent_orders` of them); for a gift card its value, balance and expiry. A
   * gift card's code is never shown: only its `last_characters` (4).
   *
   * Read: changes nothing. Scope: `promotions:read` (or the `read`, `write` or
   * `admin` bundle). Storefront stores only (a store without one answers 404
   * `not_found`).
   *
   * Parameters: exactly one of `id` (UUID) or `code` (1..32 characters); both
   * or neither answer 400 `invalid_request` naming `id`. `recent_orders` 0..50
   * (default 10). An id or code this store does not have answers 400
   * `invalid_request` naming `id` or `code`.
   *
   * Money is a decimal in the store currency's major units; times ISO 8601 UTC.
   * Order figures include cancelled and refunded orders; `revenue` is before
   * refunds.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getPromotionDetail(input: T.GetPromotionDetailInput = {}, options?: RequestOptions): Promise<T.GetPromotionDetailResult> {
    return this.transport.call<T.GetPromotionDetailResult>(
      { operation: 'get_promotion_detail', method: 'POST', path: '/api/v1/tools/get_promotion_detail', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List recent automation decisions with whole-store bucket counts
   *
   * Operation `get_recent_decisions` (`POST /api/v1/tools/get_recent_decisions`). Read: changes nothing. Scope: `automation:read`.
   *
   * The newest decision rows made by the store's agents, each with the bucket
   * the Decisions page files it under (`live` applied, `queued` runs next,
   * `failed`, `suggested` a merchant can still act on it, `reverted`, `noop` no
   * change), plus whole-store counts per bucket over the window.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read`, `write` or `admin` bundle; `automation:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the 10 newest rows of the last 7 days):
   * - `mode`: `all` (default), `live`, `queued`, `suggested`, `reverted`,
   *   `failed` or `noop`.
   * - `window_days`: 1..30 days (default 7).
   * - `to_state`: UPPERCASE target lifecycle state, e.g. `WINNER`, `DRAFT`.
   * - `applied`: `true` = only rows that reached the storefront platform.
   * - `handle`: only rows about this one product handle.
   * - `limit`: 1..50 rows (default 10).
   *
   * `counts` are whole-store over the window whatever the other filters say:
   * use `counts.total`, never the number of rows returned, as the denominator for
   * how much has changed (most rows are usually `noop`). `applied: false` does not
   * make a row a proposal.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getRecentDecisions(input: T.GetRecentDecisionsInput = {}, options?: RequestOptions): Promise<T.GetRecentDecisionsResult> {
    return this.transport.call<T.GetRecentDecisionsResult>(
      { operation: 'get_recent_decisions', method: 'POST', path: '/api/v1/tools/get_recent_decisions', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Research candidates of the six discovery lanes, with their evidence
   *
   * Operation `get_research_candidates` (`POST /api/v1/tools/get_research_candidates`). Read: changes nothing. Scope: `research:read`.
   *
   * Research candidates in six discovery lanes (seed "Alternate surface": trend, supplier,
   * repeat-buyer, geo, gap, refresh), each with the numbers that put it there, computed now from the
   * store's own rows (performance_daily, orders and their line items and shipping addresses, refunds,
   * reviews, variants) by the deterministic rules below. No language model, no stored research run:
   * the same rows on the same UTC day give the same candidates. (The seed's `run_research` job is a
   * separate automation operation; this read does not depend on it.)
   *
   * Read: changes nothing. Scope: `research:read` (or the `read`, `write` or `admin` bundle).
   *
   * Lane rules (windows end at the start of the current UTC day, `as_of`):
   * - `trend`: products with at least 100 sessions in the last 28 days whose sessions grew at least
   *   25% over the previous 28 days (which had at least 50); score = growth in percent.
   * - `supplier`: vendors with at least 50 orders of their products in the last 90 days, at least 5 of
   *   them refunded as `damaged` or `not_as_described`, at a rate at least 1.2 times the store's
   *   overall quality refund rate; score = the vendor's rate (ratio).
   * - `repeat-buyer`: products bought by at least 50 distinct customers (all history) of whom at least
   *   5 (and at least 4%) bought the product again in a later order; score = that reorder share (ratio).
   * - `geo`: regions (`<country>-<province>` of the shipping address, or the country alone) with at
   *   least 10 orders in the last 28 days, up at least 15% over the previous 28 days (at least 1 then);
   *   cancelled orders excluded; score = growth in percent.
   * - `gap`: products with a sold-out variant (inventory 0) whose sold-out variants sold at least 2
   *   units in the last 28 days; score = those units.
   * - `refresh`: products whose revenue fell at least 50% (last 28 days vs previous 28, previous at
   *   least 500 in the store's currency), or whose published reviews (at least 3) average below 3.5
   *   stars; score = the decline in percent, or (5 - average rating) x 20 for a rating-only
   *   candidate, whichever is larger.
   *
   * A store without a catalogue (the business without a storefront) has no product or vendor
   * candidates; its lanes answer with zero candidates rather than an error.
   *
   * Paging: `limit` 1..50 (default 20), opaque `cursor`; `lanes` always counts every candidate.
   * Money: decimal major units of the store's currency (`currency`). Times: UTC days.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getResearchCandidates(input: T.GetResearchCandidatesInput = {}, options?: RequestOptions): Promise<T.GetResearchCandidatesResult> {
    return this.transport.call<T.GetResearchCandidatesResult>(
      { operation: 'get_research_candidates', method: 'POST', path: '/api/v1/tools/get_research_candidates', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Customer reviews with a rating summary
   *
   * Operation `get_reviews` (`POST /api/v1/tools/get_reviews`). Read: changes nothing. Scope: `reputation:read`.
   *
   * Customer reviews of the store's products and of the store itself, newest
   * first, one page at a time, with a summary (count, average rating, number
   * per star) over every review the filters match (seed catalogue
   * "reputation"; the filters, summary and paging are this contract's design).
   *
   * Read: changes nothing. Scope: `reputation:read` (or the `read`, `write` or
   * `admin` bundle). Both stores; a store without a storefront (the business
   * demo store) collects no public reviews and answers an empty list with
   * `count` 0.
   *
   * Parameters (all optional): `product_id` or `handle` (one product; unknown
   * answers 400 `invalid_request` naming it; both together answer 400 `invalid_request`),
   * `subject` (`all` | `products` | `store`), `rating_min` / `rating_max`
   * (1..5 stars, inclusive), `status` (`published` | `pending` | `hidden`;
   * default every status, so moderation queues are visible), `verified_buyer`,
   * `has_reply`, the window as `window_days` (1..3650, the last N days) or
   * `from` / `to` (`YYYY-MM-DD`, UTC calendar days, inclusive; not together
   * with `window_days`; no window = all time), `limit` 1..100 (default 20),
   * `cursor` (the previous page's `next_cursor`, same filters).
   *
   * Ordering: `created_at` descending, ties by id descending. `summary` covers
   * every matching review (all pages); `average_rating` is rounded to 2
   * decimals and null when nothing matches. Timestamps ISO 8601 UTC. Errors:
   * 400 `invalid_request` naming the field (bad bounds, `rating_max` below
   * `rating_min`, `from` after `to`, `window_days` with `from`/`to`, a
   * foreign cursor, `subject: store` with a product, an unknown
   * product).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getReviews(input: T.GetReviewsInput = {}, options?: RequestOptions): Promise<T.GetReviewsResult> {
    return this.transport.call<T.GetReviewsResult>(
      { operation: 'get_reviews', method: 'POST', path: '/api/v1/tools/get_reviews', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Summarise the store
   *
   * Operation `get_store_overview` (`POST /api/v1/tools/get_store_overview`). Read: changes nothing. Scope: `catalog:read`.
   *
   * One-screen summary of the store: name, tenant type (hosted storefront or
   * not), currency, catalogue counts, open alerts by severity, calibration
   * summary, last sync time, agents by mode, and the whole-store decision census.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters: none; send `{}`.
   *
   * How to read the result:
   * - `catalogue.storefront_status` (the storefront's own status: active / draft /
   *   archived) and `catalogue.service_lifecycle` (the service's own lifecycle
   *   label, e.g. testing, winner, declining) are two vocabularies that do not
   *   agree; never read one as the other.
   * - `decisions` is the whole-store census of decision rows per bucket over the
   *   last 7 days: the only valid denominator for how much has changed. Most rows
   *   are usually `noop`.
   * - Agents in `agents.dry_run` log decisions and send nothing live; each one's
   *   `turn_it_on` names the operation and arguments (or the dashboard page) that
   *   switch it on. Turning automation on always waits for an operator.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getStoreOverview(input: T.GetStoreOverviewInput = {}, options?: RequestOptions): Promise<T.GetStoreOverviewResult> {
    return this.transport.call<T.GetStoreOverviewResult>(
      { operation: 'get_store_overview', method: 'POST', path: '/api/v1/tools/get_store_overview', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Read the store's settings and operator controls
   *
   * Operation `get_store_settings` (`POST /api/v1/tools/get_store_settings`). Read: changes nothing. Scope: `admin:read`.
   *
   * The calling store's settings: name, handle, tenant type (`hosted_storefront`
   * or `no_storefront`), currency (ISO 4217), IANA time zone, the API rate limit
   * (requests per minute; `rate_limit_is_default` is true when the store has no own
   * limit and the default of 120 applies), the operator controls (kill switch,
   * automation enabled), whether the store is a sandbox copy, when it was created
   * and last synced (ISO 8601 UTC), and for a hosted storefront the basics of its
   * shop profile (domains, locale, contact email, plan, weight unit); `null` for a
   * business without a storefront or a storefront that has not shared its profile.
   *
   * Read: changes nothing. Scope: `admin:read` (or the `read`, `write` or `admin` bundle; `admin:write` alone is not enough).
   *
   * Parameters: none (`{}`).
   *
   * The seed names the operation only; which settings are shown is this contract's
   * decision (the store's own columns plus the shop profile; no settings are
   * invented that the store does not hold). Both demo stores answer.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getStoreSettings(input: T.GetStoreSettingsInput = {}, options?: RequestOptions): Promise<T.GetStoreSettingsResult> {
    return this.transport.call<T.GetStoreSettingsResult>(
      { operation: 'get_store_settings', method: 'POST', path: '/api/v1/tools/get_store_settings', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List variants with SKU, stock and price
   *
   * Operation `get_variants` (`POST /api/v1/tools/get_variants`). Read: changes nothing. Scope: `catalog:read`.
   *
   * Variants (size, colour, SKU, inventory level, price and compare-at price) of
   * one product in storefront order, or, without `product_id`, the top variants
   * across the store by price, highest first.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters (all optional):
   * - `product_id`: UUID of one product; omit to list across the store.
   * - `sku`: look a variant up by its exact SKU (an empty list when none has it).
   * - `limit`: 1..50 variants (default 10).
   *
   * Prices are decimals in the store currency's major units. `external_id` is the
   * storefront's own variant reference, used by storefront write tools.
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getVariants(input: T.GetVariantsInput = {}, options?: RequestOptions): Promise<T.GetVariantsResult> {
    return this.transport.call<T.GetVariantsResult>(
      { operation: 'get_variants', method: 'POST', path: '/api/v1/tools/get_variants', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Check a unit-cost CSV file before importing it
   *
   * Operation `inspect_cost_import` (`POST /api/v1/tools/inspect_cost_import`). Read: changes nothing. Scope: `costs:read`.
   *
   * Parses a CSV file of unit costs and answers what importing it would do: errors
   * per row and column, duplicate variants, unknown SKUs, totals, and every variant whose
   * cost would change (before → after). Changes nothing. Pass the answered
   * `inspection_id` with the same file to propose_cost_import.
   *
   * Read: changes nothing. Scope: `costs:read` (or the `read`, `write` or `admin` bundle).
   *
   * File (`csv`, at most 1 MiB and 5,000 data rows): header row first (names
   * case-insensitive), comma separated, UTF-8 with an optional BOM, fields may be
   * double-quoted, values are trimmed, empty lines are skipped. Parsed with csv-parse.
   * Columns:
   * - `sku` or `variant_id` (the storefront external id or UUID): at least one column;
   *   when both are filled on a row, `variant_id` names the variant and `sku` must match;
   * - `unit_cost`: major units of the store currency, 0 or more, at most 2 decimals;
   * - `currency` (optional): ISO 4217, must be the store currency.
   * Any other column is an error of row 1.
   *
   * Rows are numbered as records with the header as row 1 (the first data row is 2;
   * skipped empty lines are not counted).
   * Errors: an unreadable file, an unknown or repeated column, a missing column, a row
   * with another number of fields than the header, more than 5,000 rows, an unknown
   * SKU / variant (also listed in `unknown_skus`), the same variant on two rows (the later
   * rows; also listed in `duplicates`), a bad `unit_cost` or `currency`. At most 200
   * errors are listed; `error_count` counts them all.
   *
   * A valid row changes its variant when the cost differs from the recorded one or the
   * recorded cost is not `confirmed` (see get_product_costs); else it is `unchanged`.
   * `can_propose` is true when there is no error and at least one change.
   *
   * `inspection_id`: SHA-256 (hex) of `cost` + LF + the normalised file (BOM removed, line
   * ends as LF, trailing line ends removed).
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  inspectCostImport(input: T.InspectCostImportInput, options?: RequestOptions): Promise<T.InspectCostImportResult> {
    return this.transport.call<T.InspectCostImportResult>(
      { operation: 'inspect_cost_import', method: 'POST', path: '/api/v1/tools/inspect_cost_import', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Check an expense CSV file before importing it
   *
   * Operation `inspect_expense_import` (`POST /api/v1/tools/inspect_expense_import`). Read: changes nothing. Scope: `costs:read`.
   *
   * Parses a CSV file of expenses and answers what importing it would do: errors per
   * row and column, duplicates, totals per category, and the rows it would add. Changes
   * nothing. Pass the answered `inspection_id` with the same file to
   * propose_expense_import.
   *
   * Read: changes nothing. Scope: `costs:read` (or the `read`, `write` or `admin` bundle).
   * Both storefront and business stores.
   *
   * File (`csv`, at most 1 MiB and 5,000 data rows): header row first (names
   * case-insensitive), comma separated, UTF-8 with an optional BOM, fields may be
   * double-quoted, values are trimmed, empty lines are skipped. Parsed with csv-parse.
   * Columns:
   * - `date`: `YYYY-MM-DD`, a UTC calendar day from 2000-01-01 to today (UTC);
   * - `category`: lower-cased, spaces and hyphens become `_`; letters, digits and `_`,
   *   1..40 characters, starting with a letter (e.g. `shipping`, `payment_fees`);
   * - `description`: 1..500 characters;
   * - `amount`: major units of the store currency, at most 2 decimals, not 0 (negative =
   *   a credit);
   * - `vendor` (optional): at most 200 characters;
   * - `currency` (optional): ISO 4217, must be the store currency.
   * Any other column is an error of row 1.
   *
   * Rows are numbered as records with the header as row 1 (the first data row is 2;
   * skipped empty lines are not counted).
   * At most 200 errors are listed; `error_count` counts them all.
   *
   * Duplicates: a row with the same date, amount, description and vendor
   * (case-insensitive) as an existing expense, or as an earlier row of the file, is listed
   * in `duplicates` and skipped (never imported), so importing the same file twice adds
   * nothing the second time. `can_propose` is true when there is no error and at least one
   * new row. Money: decimals in the store currency's major units.
   *
   * `inspection_id`: SHA-256 (hex) of `expense` + LF + the normalised file (BOM removed,
   * line ends as LF, trailing line ends removed).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  inspectExpenseImport(input: T.InspectExpenseImportInput, options?: RequestOptions): Promise<T.InspectExpenseImportResult> {
    return this.transport.call<T.InspectExpenseImportResult>(
      { operation: 'inspect_expense_import', method: 'POST', path: '/api/v1/tools/inspect_expense_import', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Declare ownership of a field
   *
   * Operation `intent_declare` (`POST /api/v1/intent`). Proposed write: creates an approval card. Scope: `write`.
   *
   * Declares that the caller owns one field of one resource (seed: "Intent declaration"): once approved, the service sets the field to `desired` and owns it until `expires_at`, `intent_release` or `intent_revert`. One owner per field: a second declaration of an owned field (or of a field whose declaration still waits for approval) is refused with 409 `field_already_owned`, naming the owning `intent_id`.
   *
   * Proposed write that hands authority back to automation: it ALWAYS waits for an operator, whatever auto-apply says (`status: proposed`, `approval_id`; the declaration's id will equal that `approval_id`).
   *
   * Scope: `write` (any write-capable scope) AND the field's own scope: variant `price` / `compare_at_price` need `catalog:write`, campaign `status` / `daily_budget` / `bidding` need `ads:write` (else 403 `insufficient_scope`).
   *
   * If someone else later changes the field, the service notices when it reads it back and sends `intent.field_overwritten_externally` once per overwrite.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentDeclare(input: T.IntentDeclareInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'intent_declare', method: 'POST', path: '/api/v1/intent', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * List intent declarations
   *
   * Operation `intent_list` (`POST /api/v1/intent/list`). Read: changes nothing. Scope: `read`.
   *
   * Lists the store's declarations newest first, optionally by `status` and `resource_kind`; `limit` 1..50 (default 20); page with `before`.
   *
   * Read: changes nothing. Scope: `read` (any read-capable scope).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentList(input: T.IntentListInput = {}, options?: RequestOptions): Promise<T.IntentListResult> {
    return this.transport.call<T.IntentListResult>(
      { operation: 'intent_list', method: 'POST', path: '/api/v1/intent/list', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Release an owned field
   *
   * Operation `intent_release` (`POST /api/v1/intent/release`). Automatic write. Scope: `write`.
   *
   * Ends an `active` declaration (`released`): the field keeps its current value and is no longer owned. Only the declaring credential or an `admin` credential may release it (else 403 `forbidden`). Automatic write with a receipt.
   *
   * Scope: `write` (any write-capable scope).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentRelease(input: T.IntentEndInput, options?: RequestOptions): Promise<T.IntentEndResult> {
    return this.transport.call<T.IntentEndResult>(
      { operation: 'intent_release', method: 'POST', path: '/api/v1/intent/release', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Revert an owned field to its previous value
   *
   * Operation `intent_revert` (`POST /api/v1/intent/revert`). Automatic write. Scope: `write`.
   *
   * Ends an `active` declaration (`reverted`) and restores the value the field had before it applied (`previous`). Only the declaring credential or an `admin` credential may revert it (else 403 `forbidden`). Automatic write with a receipt (before/after of the field).
   *
   * Scope: `write` (any write-capable scope).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentRevert(input: T.IntentEndInput, options?: RequestOptions): Promise<T.IntentEndResult> {
    return this.transport.call<T.IntentEndResult>(
      { operation: 'intent_revert', method: 'POST', path: '/api/v1/intent/revert', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Get one intent declaration
   *
   * Operation `intent_status` (`POST /api/v1/intent/status`). Read: changes nothing. Scope: `read`.
   *
   * Answers one declaration with its state (`active`, `released`, `reverted`, `expired`) and the last external overwrite seen. A declaration that still waits for approval is its approval card (see `approval_status`).
   *
   * Read: changes nothing. Scope: `read` (any read-capable scope). A declaration of another store answers `invalid_request` naming `intent_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentStatus(input: T.IntentRef, options?: RequestOptions): Promise<T.Intent> {
    return this.transport.call<T.Intent>(
      { operation: 'intent_status', method: 'POST', path: '/api/v1/intent/status', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the write actions this credential can carry out
   *
   * Operation `list_store_actions` (`POST /api/v1/tools/list_store_actions`). Read: changes nothing. Scope: `read`.
   *
   * Lists the write actions (automatic and proposed writes) this credential can
   * carry out at this store, each with its parameters as a JSON Schema, and how
   * much of the 188-operation catalogue is exposed versus withheld (by scope, not
   * available for this store, not yet served). Call it before proposing a change
   * and build the call from the returned `parameters` schema and `path`.
   *
   * Read: changes nothing. Scope: `read`. Any read-capable scope works: the `read`, `write` or `admin` bundle, or any `<group>:read`.
   *
   * Parameters (all optional; send `{}` for every domain):
   * - `domain`: only actions of this catalogue domain, e.g. `ads`, `catalog`,
   *   `promotions`, `orders`.
   *
   * `exposure` counts the whole catalogue whatever `domain` says. A `propose_write`
   * action creates an approval card and changes nothing until a person approves it.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  listStoreActions(input: T.ListStoreActionsInput = {}, options?: RequestOptions): Promise<T.ListStoreActionsResult> {
    return this.transport.call<T.ListStoreActionsResult>(
      { operation: 'list_store_actions', method: 'POST', path: '/api/v1/tools/list_store_actions', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * What the embedded web corpus knows about one web domain
   *
   * Operation `lookup_domain_research` (`POST /api/v1/tools/lookup_domain_research`). Read: changes nothing. Scope: `research:read`.
   *
   * What is known about a web domain (a competitor shop, a supplier, a review site or a trend
   * publication) from the embedded, versioned demo-web corpus (the same corpus `web_search` reads):
   * its pages with titles, kinds and first-seen days, the prices it lists, this store's products about
   * the same catalogue items with the domain's median price beside theirs, and pages of other domains
   * that name it (e.g. reviews of its products). Deterministic: the corpus version is in the result.
   *
   * Read: changes nothing. Scope: `research:read` (or the `read`, `write` or `admin` bundle).
   *
   * Unknown domain: answered 200 with `known: false`, zero counts and empty lists (nothing is known
   * about it; not an error). A corpus that cannot be loaded answers 503 `corpus_unavailable`.
   *
   * Parameters: `domain` (required host name; case-insensitive, a leading `www.` ignored; a URL with
   * scheme or path answers `invalid_request` naming `domain`), `pages_limit` 0..100 (default 20).
   *
   * Money: `linked_products[].price` in the store's currency (`currency`), decimal major units; the
   * domain's prices in their own `currency` fields.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  lookupDomainResearch(input: T.LookupDomainResearchInput, options?: RequestOptions): Promise<T.LookupDomainResearchResult> {
    return this.transport.call<T.LookupDomainResearchResult>(
      { operation: 'lookup_domain_research', method: 'POST', path: '/api/v1/tools/lookup_domain_research', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose clearing custom labels of feed items
   *
   * Operation `merchant_delete_supplemental_labels` (`POST /api/v1/tools/merchant_delete_supplemental_labels`). Proposed write: creates an approval card. Scope: `merchant:write`.
   *
   * Proposes clearing supplemental custom labels (0..4) of up to 50 feed items through the store's
   * merchant-feed connector (seed catalogue "merchant"). Proposed write: nothing changes until an
   * operator approves the card; the call answers `status: proposed`, `applied: false` and an
   * `approval_id` (a credential with auto-apply applies it at once). The card shows each product's
   * labels before and after (null). On approval the current labels are re-read: if any moved since
   * the proposal, the card fails instead of applying. Reversible: the reversal is
   * `merchant_upsert_supplemental_labels` with the previous labels.
   *
   * Scope: `merchant:write` (or the `write` / `admin` bundle). Storefront stores only (404
   * `not_found` on a store without a hosted storefront).
   *
   * Parameters: `items` (1..50 of `{product, labels?}`; `product` a handle or UUID, unknown (or without a feed item) answers
   * 400 `invalid_request` naming `items[i].product`, as does the same product twice answers 400 `invalid_request` naming `items[i].product`;
   * `labels` the label names to clear, default all five), `reason` (optional), `idempotency_key`
   * (optional; or the `Idempotency-Key` header). A call whose labels are all already empty answers
   * 400 `invalid_request` naming `items` (nothing to change).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  merchantDeleteSupplementalLabels(input: T.MerchantDeleteSupplementalLabelsInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'merchant_delete_supplemental_labels', method: 'POST', path: '/api/v1/tools/merchant_delete_supplemental_labels', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Account-level issues of the merchant feed
   *
   * Operation `merchant_get_account_issues` (`POST /api/v1/tools/merchant_get_account_issues`). Read: changes nothing. Scope: `merchant:read`.
   *
   * The merchant feed's account-level issues (problems of the whole merchant account, such as a
   * missing return policy or shipping settings, as opposed to one product's), read through the
   * store's merchant-feed connector (the embedded connector holds the demo feed), with the feed's item
   * counts per status (seed catalogue "merchant").
   *
   * Read: changes nothing. Scope: `merchant:read` (or the `read`, `write` or `admin` bundle).
   * Storefront stores only: a store without a hosted storefront has no merchant feed and answers 404
   * `not_found`.
   *
   * Parameters: `severity` (optional: `critical`, `error` or `suggestion`).
   *
   * Ordering: most severe first (critical, error, suggestion), then newest `first_seen_at`, ties by
   * id. No paging (an account has a handful of issues). Times: ISO 8601 UTC.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  merchantGetAccountIssues(input: T.MerchantGetAccountIssuesInput = {}, options?: RequestOptions): Promise<T.MerchantGetAccountIssuesResult> {
    return this.transport.call<T.MerchantGetAccountIssuesResult>(
      { operation: 'merchant_get_account_issues', method: 'POST', path: '/api/v1/tools/merchant_get_account_issues', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Feed status per product with item-level issues
   *
   * Operation `merchant_get_product_views` (`POST /api/v1/tools/merchant_get_product_views`). Read: changes nothing. Scope: `merchant:read`.
   *
   * How the merchant feed sees each product: its status (`approved`, `limited` with warnings,
   * `disapproved` with errors), the item-level issues (code, severity, attribute, how to fix) and the
   * supplemental custom labels 0..4, read through the store's merchant-feed connector (seed catalogue
   * "merchant").
   *
   * Read: changes nothing. Scope: `merchant:read` (or the `read`, `write` or `admin` bundle).
   * Storefront stores only: a store without a hosted storefront has no merchant feed and answers 404
   * `not_found`.
   *
   * Parameters (all optional): `status`, `issue_code`, `product` (handle or UUID; unknown, or a
   * product the feed does not hold (only storefront-active products are submitted), answers 400
   * `invalid_request` naming `product`), `limit` 1..100 (default 50), `cursor` (the previous page's `next_cursor`; any
   * other value answers 400 `invalid_request` naming `cursor`).
   *
   * Ordering: by handle ascending; issues within an item errors first, then warnings, then
   * suggestions. `item_status_counts` covers the whole feed. Times: ISO 8601 UTC.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  merchantGetProductViews(input: T.MerchantGetProductViewsInput = {}, options?: RequestOptions): Promise<T.MerchantGetProductViewsResult> {
    return this.transport.call<T.MerchantGetProductViewsResult>(
      { operation: 'merchant_get_product_views', method: 'POST', path: '/api/v1/tools/merchant_get_product_views', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Run a report over the merchant feed performance
   *
   * Operation `merchant_run_report` (`POST /api/v1/tools/merchant_run_report`). Read: changes nothing. Scope: `merchant:read`.
   *
   * Runs a small report over the merchant feed's daily performance rows (impressions, clicks,
   * conversions, conversion value per product and UTC day, from the merchant-feed connector; seed
   * catalogue "merchant"; the report language is this contract's design).
   *
   * The request names `fields` (dimensions `date`, `product_id`, `handle`, `title`, `status`,
   * `custom_label_0`..`custom_label_4`; metrics `impressions`, `clicks`, `conversions`,
   * `conversion_value`, `ctr`, `conversion_rate`), optional `filters` (`{field, op, value}`, ops `eq`,
   * `neq`, `gt`, `gte`, `lt`, `lte`, `in`, `contains`; dimension filters apply to the daily rows,
   * metric filters to the grouped rows), a `date_range` (`start`..`end`, UTC days, inclusive, at most
   * 366 days) or `window_days` (the last N days ending yesterday, default 28), `sort` (fields of
   * `fields`, `asc`/`desc`) and `limit` (1..1000, default 100). Rows are grouped by the chosen
   * dimensions (none: one total row); metrics are summed, `ctr` = clicks / impressions and
   * `conversion_rate` = conversions / clicks of the sums (4 decimals, null when dividing by 0).
   * `status` and the labels are the item's current values.
   *
   * Errors: an unknown field answers 400 `invalid_request` naming it (e.g. `fields[2]`,
   * `filters[0].field`, `sort[0].field`); so do a sort field not in `fields`, an op that does not fit
   * the field (e.g. `contains` on a metric), a value of the wrong type, both `date_range` and
   * `window_days`, and `date_range.start` after `date_range.end`.
   *
   * Read: changes nothing. Scope: `merchant:read` (or the `read`, `write` or `admin` bundle).
   * Storefront stores only (404 `not_found` on a store without a hosted storefront). Money: decimal
   * major units of the store currency.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  merchantRunReport(input: T.MerchantRunReportInput, options?: RequestOptions): Promise<T.MerchantRunReportResult> {
    return this.transport.call<T.MerchantRunReportResult>(
      { operation: 'merchant_run_report', method: 'POST', path: '/api/v1/tools/merchant_run_report', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose setting custom labels of feed items
   *
   * Operation `merchant_upsert_supplemental_labels` (`POST /api/v1/tools/merchant_upsert_supplemental_labels`). Proposed write: creates an approval card. Scope: `merchant:write`.
   *
   * Proposes setting supplemental custom labels (0..4) of up to 50 feed items through the store's
   * merchant-feed connector (seed catalogue "merchant"). Proposed write: nothing changes until an
   * operator approves the card; the call answers `status: proposed`, `applied: false` and an
   * `approval_id` (a credential with auto-apply applies it at once). The card shows each product's
   * labels before and after. On approval the current labels are re-read: if any label the call
   * changes moved since the proposal, the card fails instead of applying. Reversible: the reversal
   * sets the previous labels again (null clears).
   *
   * Scope: `merchant:write` (or the `write` / `admin` bundle). Storefront stores only (404
   * `not_found` on a store without a hosted storefront).
   *
   * Parameters: `items` (1..50 of `{product, labels}`; `product` a handle or UUID, unknown (or without a feed item) answers 400
   * `invalid_request` naming `items[i].product`, as does the same product twice answers 400 `invalid_request` naming `items[i].product`;
   * `labels` maps `custom_label_0`..`custom_label_4` to a string of 1..100 characters or null to
   * clear; labels left out are unchanged), `reason` (optional), `idempotency_key` (optional; or the
   * `Idempotency-Key` header). A call whose labels already hold every requested value answers 400
   * `invalid_request` naming `items` (nothing to change).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  merchantUpsertSupplementalLabels(input: T.MerchantUpsertSupplementalLabelsInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'merchant_upsert_supplemental_labels', method: 'POST', path: '/api/v1/tools/merchant_upsert_supplemental_labels', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Create a rule or spend ceiling
   *
   * Operation `policy_create` (`POST /api/v1/policies`). Automatic write. Scope: `automation:write`.
   *
   * Creates a policy that `simulate` consults. A `rule` (`domain`, optional `action`, `effect` `allow` | `deny` | `require_approval`, 0..20 `conditions` `{fact, op, value}`) decides for the actions it matches; a `spend_ceiling` (`domain`, optional `action`, `ceiling_cents`, `period` `day` | `week` | `month`) caps the money approved per period. Automatic write: applies at once and leaves a receipt (`resource_kind` `policy`) whose reversal is `policy_delete`.
   *
   * Shape per kind: a rule needs `effect` and takes no `ceiling_cents` / `period`; a spend ceiling needs `ceiling_cents` and `period` and takes no `effect` / `conditions`; `gt`, `gte`, `lt`, `lte` compare numbers, `in` takes an array, `eq` / `ne` a single value. A violation answers `invalid_request` naming the field (e.g. `conditions[0].value`).
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  policyCreate(input: T.PolicyCreateInput, options?: RequestOptions): Promise<T.PolicyWriteResult> {
    return this.transport.call<T.PolicyWriteResult>(
      { operation: 'policy_create', method: 'POST', path: '/api/v1/policies', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Delete a policy
   *
   * Operation `policy_delete` (`POST /api/v1/policies/delete`). Automatic write. Scope: `automation:write`.
   *
   * Deletes a policy; `simulate` no longer consults it. Automatic write: applies at once and leaves a receipt holding the deleted policy, whose reversal is the `policy_create` that recreates it (with a new id). To stop consulting a policy but keep it, use `policy_update` with `enabled: false`.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle). A policy of another store, or one already deleted, answers `invalid_request` naming `policy_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  policyDelete(input: T.PolicyDeleteInput, options?: RequestOptions): Promise<T.PolicyDeleteResult> {
    return this.transport.call<T.PolicyDeleteResult>(
      { operation: 'policy_delete', method: 'POST', path: '/api/v1/policies/delete', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * List the store's policies
   *
   * Operation `policy_list` (`POST /api/v1/policies/list`). Read: changes nothing. Scope: `automation:read`.
   *
   * Lists the store's policies (rules and spend ceilings, the ones `simulate` consults), newest first, optionally by `kind`, `domain` and `enabled`; `limit` 1..100 (default 50); page with `before` = the previous page's `next_cursor`.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  policyList(input: T.PolicyListInput = {}, options?: RequestOptions): Promise<T.PolicyListResult> {
    return this.transport.call<T.PolicyListResult>(
      { operation: 'policy_list', method: 'POST', path: '/api/v1/policies/list', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Change a policy
   *
   * Operation `policy_update` (`POST /api/v1/policies/update`). Automatic write. Scope: `automation:write`.
   *
   * Changes the fields sent; the others keep their value; the kind never changes (delete and create instead). The result is validated as `policy_create` validates (a field that does not belong to the kind answers `invalid_request` naming it). Automatic write: applies at once and leaves a receipt with each changed field before and after, whose reversal is the `policy_update` restoring them; sending only values the policy already has changes nothing (`receipt_id` null). `action: ""` clears the action (every action of the domain).
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle). A policy of another store answers `invalid_request` naming `policy_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  policyUpdate(input: T.PolicyUpdateInput, options?: RequestOptions): Promise<T.PolicyWriteResult> {
    return this.transport.call<T.PolicyWriteResult>(
      { operation: 'policy_update', method: 'POST', path: '/api/v1/policies/update', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Propose importing an inspected unit-cost file
   *
   * Operation `propose_cost_import` (`POST /api/v1/tools/propose_cost_import`). Proposed write: creates an approval card. Scope: `costs:write`.
   *
   * Proposes the unit-cost changes of a file inspected with inspect_cost_import.
   * Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). The card lists exactly the inspected changes: per variant `unit_cost`
   * before → after and `cost_tier` before → `confirmed` (`resource_kind` `variant`).
   * On approval the file is inspected again: if a variant's cost or tier moved since the
   * proposal (or the file no longer applies), the card fails and nothing changes.
   * Applying sets exactly those variants' cost (`cost_source` `import`, `cost_updated_at`
   * now) in one transaction, with one receipt per variant. Compensatable (no automatic
   * reversal: import a file with the previous costs, each change's `before`).
   * Applying also trues up the books in the same transaction: one journal entry (`source`
   * `cost_import`) moving the cost of goods booked for the changed variants' order lines in
   * open periods to the new costs (new cost × quantity less what was booked for each line),
   * the rule storefront_update_variant_cost follows too.
   *
   * Scope: `costs:write` (or the `write` / `admin` bundle).
   *
   * Parameters: `csv` (the inspected file, required), `inspection_id` (required),
   * `reason` (optional), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   * Errors (400 `invalid_request`): a file whose SHA-256 differs from `inspection_id`
   * names `inspection_id` ("the file changed since it was inspected; inspect it again"); a
   * file with errors or without any change names `csv` (inspect_cost_import gives the
   * details).
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  proposeCostImport(input: T.ProposeCostImportInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'propose_cost_import', method: 'POST', path: '/api/v1/tools/propose_cost_import', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose linking this store with another store, or revoking the link
   *
   * Operation `propose_cross_store_link` (`POST /api/v1/tools/propose_cross_store_link`). Proposed write: creates an approval card. Scope: `admin:write`.
   *
   * Proposes linking this store with another store of the same merchant (e.g.
   * Northwind Outfitters and Harbor Wholesale Co. for shared catalog reporting),
   * accepting the other store's request, or revoking the link. Proposed write:
   * nothing changes until this store's operator approves the card (a
   * credential with auto-apply applies it at once); the call answers `status:
   * proposed`, `applied: false` and an `approval_id`.
   *
   * Mutual consent: a store may not be linked by someone else alone. Each
   * store holds its own side of the link and each side moves only through an
   * approval of that store's own operator; nobody can make a link `active`
   * from one store. The state machine, per side (cross_store_link_status shows
   * it):
   * - (none) -> `proposed`: `action: link` on store A creates a card on A; no
   *   link row exists yet and B sees nothing.
   * - `proposed` -> `pending`: A's operator approves. A's side becomes
   *   `outgoing`/`pending` and B gets an `incoming`/`pending` side, which B sees
   *   in cross_store_link_status.
   * - `pending` -> `active`: B proposes `action: link` back (its card shows
   *   `pending` -> `active`) and B's operator approves: both sides `active`.
   * - `pending` or `active` -> `revoked`: either store proposes `action:
   *   revoke` and its operator approves: both sides `revoked`, recording which
   *   store revoked (on a `pending` link this withdraws, or declines, the
   *   request).
   * - `revoked` -> `pending`: linking again starts over with `action: link`
   *   (a new request; the other side must accept again).
   *
   * The card shows this store's side before -> after (`state`, and
   * `direction` / `linked_store_id` where they change; a first link has no row
   * yet, so it is a creating plan and its `resource_ref` is
   * `<linked_store_id>/<purpose>` until applied) and names the other store in
   * its title. On approval the card is re-validated: if either side moved in
   * the meantime (the other store proposed, accepted or revoked; a competing
   * card of this store was approved; the other store no longer exists or is
   * now a sandbox copy) the card fails and nothing is applied on either side;
   * otherwise both sides are written in one transaction with a receipt on this
   * store. When both stores approve their requests to each other at the same
   * moment, one is applied (a `pending` link) and the other is refused:
   * nothing is applied for it, the approval answers that this store's side
   * changed meanwhile (its card then fails on the next decision, as the link
   * now waits for this store to accept), or, when the two transactions waited
   * on each other, 503 `unavailable` with `Retry-After` (decide again). The
   * card never applies a move other than the one it shows (e.g. an accept
   * where the operator approved a request). The audit row names this store's side, `cross_store_link:<id>` (a
   * first proposal, which has no row yet, names its card `approval:<id>`).
   * Compensatable, not reversible: revoking ends a link, and linking again
   * needs both operators again (the reversal names the opposite action).
   *
   * A sandbox key's private copy can never be linked, in either direction (the
   * sandbox may not reach live stores, and copies are not linkable): such a
   * call answers 400 `invalid_request` naming `linked_store_id`, and nothing is
   * proposed.
   *
   * Scope: `admin:write` (or the `write` or `admin` bundle; `read` and `admin:read` are not enough).
   *
   * Parameters: `linked_store_id` (UUID, required), `action` (`link` default |
   * `revoke`), `purpose` (default and only value `shared_catalog_reporting`),
   * `reason` (1..500 characters, optional), `idempotency_key` (optional; or
   * the `Idempotency-Key` header).
   *
   * Errors: 400 `invalid_request` naming the argument: `linked_store_id` is
   * this store, a sandbox copy, or the caller is a sandbox copy; `action` is
   * `link` while the link is already `pending` from this side or `active`,
   * `revoke` while there is no `pending` or `active` link, or a card of this
   * store for the same link and action already waits, or no store has the id
   * `linked_store_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  proposeCrossStoreLink(input: T.ProposeCrossStoreLinkInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'propose_cross_store_link', method: 'POST', path: '/api/v1/tools/propose_cross_store_link', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a percentage discount on products
   *
   * Operation `propose_discount` (`POST /api/v1/tools/propose_discount`). Proposed write: creates an approval card. Scope: `promotions:write`.
   *
   * Proposes a percentage discount on 1..50 products. Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). Approval creates an active discount on those products.
   *
   * The card lists, per product (`resource_kind` `product`), `discount_percent` (before: the product's current active discount, 0 if none; after: the new percent) and `sale_price` (the price a customer pays, in the store currency's major units: before with the current discount, after with the new one, computed from the product's price, its lowest variant price). `amount_cents` is the per-unit reduction (price x percent) summed over the products. Discounts do not stack: a product's effective discount is its newest active one. On approval the prices and active discounts are re-read; if one moved, the card fails. With `ends_at`, the card also lists `discount_ends_at` (before null) per product.
   *
   * The discount changes what customers pay: on the storefront, each order line of a discounted product placed while the discount is active costs `discount_percent` less (the line total × percent, rounded to the minor unit), and the synced order's `discount_cents` (get_orders `discount`) carries it. It ends at `ends_at` (orders from then on pay the full price; get_discount_history and get_promotion_detail read `ended`).
   *
   * Reversibility is `compensatable` and `reversal` is null: the service has no operation that ends a discount yet, and orders placed at the discounted price stay discounted; an operator ends it in the storefront admin.
   *
   * Scope: `promotions:write` (or the `write` / `admin` bundle). Storefront stores only. An unknown product answers `invalid_request` naming `product_ids[i]`.
   *
   * Parameters: `product_ids` (1..50 distinct product UUIDs, required), `discount_percent` (1..90, steps of 0.5, required), `reason` (1..500 characters, required), `ends_at` (optional ISO 8601 instant in the future; omitted = open-ended), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  proposeDiscount(input: T.ProposeDiscountInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'propose_discount', method: 'POST', path: '/api/v1/tools/propose_discount', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a new product as a draft
   *
   * Operation `propose_draft` (`POST /api/v1/tools/propose_draft`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes creating a new product as a draft. What a draft is (the seed does not say; decided here): the product exists on the storefront but is not for sale, storefront status `draft` (hidden from the shop) and service lifecycle `draft` (not launched; propose_state_transition moves it to `new`, storefront_set_product_status to `active`). The card shows the product (title, handle, vendor, type, statuses, tags, variant count) and every variant (SKU, title, price and compare-at price in the store currency's major units, on-hand quantity), each with `before: null`.
   *
   * Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size. Here the `before` values are the absence of the handle and of each SKU: a product or SKU created meanwhile fails the card.
   *
   * Applying inserts the product (its "from" price is the lowest variant price), its variants in input order (storefront references assigned after the store's highest one; variant title `size / colour`, or `Default Title`) and content version 1 (author: the proposing credential id, source `service`, the approval card). The card's `resource_ref` of the product is its handle and of each variant its SKU (ids exist only once applied; query_products shows the new product with its id). Reversibility: `compensatable`: a created product cannot be uncreated through the API; the reversal archives it (storefront_set_product_status `archived`, by handle).
   *
   * Handle: the given one (lowercase letters and digits joined by single hyphens; one that exists answers 400 `invalid_request` naming `handle`) or, by default, derived from the title and made unique with `-2`, `-3`, ... SKUs must be new to the store and distinct (`variants[i].sku`); `compare_at_price` must be above `price` (`variants[i].compare_at_price`); tags are trimmed, 1..255 characters, without commas, case-insensitively de-duplicated (`tags[i]`).
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).
   *
   * Parameters: `title`, `vendor`, `product_type` (required, 1..255 characters), `handle` (optional), `description_html` (optional, at most 65536 characters), `tags` (optional, at most 250), `variants` (required, 1..100: `sku`, `price`, optional `compare_at_price`, `size`, `colour`, `inventory_quantity` 0..1000000 default 0), `reason` (optional), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  proposeDraft(input: T.ProposeDraftInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'propose_draft', method: 'POST', path: '/api/v1/tools/propose_draft', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose importing an inspected expense file
   *
   * Operation `propose_expense_import` (`POST /api/v1/tools/propose_expense_import`). Proposed write: creates an approval card. Scope: `costs:write`.
   *
   * Proposes adding the new expenses of a file inspected with inspect_expense_import.
   * Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). The card lists exactly the inspected new rows (`resource_kind` `expense`,
   * `resource_ref` the id the row will get, `before` null, `after` the row) and their
   * total as `amount_cents`. On approval the file is inspected again: a row that has
   * become a duplicate since (e.g. the same file was imported by another card) fails the
   * card and nothing changes. Applying inserts exactly those rows (`source` `import`,
   * `import_ref` = the inspection id) in one transaction. Compensatable (no automatic
   * reversal: import offsetting rows with negated amounts).
   *
   * Scope: `costs:write` (or the `write` / `admin` bundle). Both storefront and business
   * stores.
   *
   * Parameters: `csv` (the inspected file, required), `inspection_id` (required),
   * `reason` (optional), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   * Errors (400 `invalid_request`): a file whose SHA-256 differs from `inspection_id`
   * names `inspection_id` ("the file changed since it was inspected; inspect it again"); a
   * file with errors or without any new row names `csv` (inspect_expense_import gives the
   * details).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  proposeExpenseImport(input: T.ProposeExpenseImportInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'propose_expense_import', method: 'POST', path: '/api/v1/tools/propose_expense_import', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose moving a product to another lifecycle state
   *
   * Operation `propose_state_transition` (`POST /api/v1/tools/propose_state_transition`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes moving a product's service lifecycle state (`lifecycle_state`: how the service manages it) to another state. This is the service's own label, not the storefront status (`storefront_status`, changed by storefront_set_product_status); the two vocabularies do not agree and this operation never touches the storefront status. The card shows `lifecycle_state` before and after.
   *
   * Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.
   *
   * States (the seed left the transitions "not shown"; decided here, and consistent with every move the seeded decisions record): `draft` (being prepared, not launched), `new` (launched, no evidence yet), `testing` (under test), `active` (selling normally), `winner` (proven top performer), `scaling` (spend being increased), `declining` (performance falling), `paused` (selling and spend on hold), `retired` (out of the range). Allowed moves (from -> to):
   *
   * | from | allowed next states |
   * |---|---|
   * | draft | new, retired |
   * | new | testing, paused, draft, retired |
   * | testing | active, paused, retired |
   * | active | winner, scaling, declining, paused |
   * | winner | scaling, declining, active, paused |
   * | scaling | winner, declining, active, paused |
   * | declining | active, paused, retired |
   * | paused | active, testing, retired |
   * | retired | active, draft |
   *
   * Any other move, or a move to the current state, answers 400 `invalid_request` naming `to_state` whose message lists the allowed next states of the product's current state.
   *
   * `to_state` is accepted lowercase (as stored and answered) or UPPERCASE (as decision rows write it, e.g. `WINNER`) and is stored lowercase. Reversibility: `reversible` when the reverse move is itself in the table (the reversal is propose_state_transition back to the previous state), otherwise `compensatable` with `reversal: null` (e.g. new -> testing: move the product on instead).
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).
   *
   * Parameters: `product_id` (UUID) or `handle`; `to_state` (required); `reason` (required, 1..500 characters, shown on the card); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  proposeStateTransition(input: T.ProposeStateTransitionInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'propose_state_transition', method: 'POST', path: '/api/v1/tools/propose_state_transition', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Find products whose sales move against each other
   *
   * Operation `query_cannibalization` (`POST /api/v1/tools/query_cannibalization`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Pairs of products of the same product type whose daily sales move
   * against each other (when one sells more, the other sells less), a sign
   * that they compete for the same buyers, with the statistical method, the
   * correlation, its p-value and a multiple-testing-adjusted q-value.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle; `analytics:write` alone is not enough).
   *
   * Method (stated in the result's `method` and in each row; the seed says
   * "cannibalization" only, this is the contract's decision):
   * 1. Series: per product, the daily `orders` (orders containing it) or
   *    `revenue` (its line revenue) of the last `window_days` complete UTC days,
   *    from the daily product performance, on the days the product existed.
   *    Products that sold on fewer than `min_active_days` days are left out.
   * 2. Each series minus its centred 29-day moving average (slow trends,
   *    launches and fading products removed; what remains is day-to-day and
   *    week-to-week movement).
   * 3. Every pair of the same product type with at least `min_days` common
   *    days: Pearson's r of the two detrended series, and a two-sided p-value
   *    by the t-test of a correlation (t = r·√((n−2)/(1−r²)), n−2 degrees of
   *    freedom).
   * 4. Benjamini–Hochberg q-values over all pairs tested in the call (false
   *    discovery rate). A pair is reported when r ≤ `max_correlation`
   *    (default −0.2) and q ≤ `significance` (default 0.05).
   * The p-values are approximate (daily sales are autocorrelated) and a
   * negative correlation shows substitution, not its cause (a promotion, a
   * stock-out, a featured slot). Pairs are ordered by r ascending, ties by q,
   * then product ids; `limit` 1..50 (default 10).
   *
   * Parameters (all optional): `window_days` 28..365 (default 90), `metric`
   * `orders` | `revenue` (default `orders`), `product_type`, `product_id`
   * (only lists the pairs including it; the tests and the correction still
   * cover every pair; unknown → `invalid_request` naming `product_id`),
   * `min_days` 28..365 (default 28; above `window_days` → `invalid_request`
   * naming `min_days`), `min_active_days` 1..365 (default 20),
   * `max_correlation` −0.99..0, `significance` (0, 0.2], `limit`.
   * Revenue totals are decimals in the store currency's major units
   * (`currency`). A store without products answers an empty list.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  queryCannibalization(input: T.QueryCannibalizationInput = {}, options?: RequestOptions): Promise<T.QueryCannibalizationResult> {
    return this.transport.call<T.QueryCannibalizationResult>(
      { operation: 'query_cannibalization', method: 'POST', path: '/api/v1/tools/query_cannibalization', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Report revenue, ad spend, ROAS and conversion over a window
   *
   * Operation `query_performance` (`POST /api/v1/tools/query_performance`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Performance over the last `window_days` days for the whole store or one
   * product: totals (revenue, ad spend, ROAS, conversion rate, sessions,
   * conversions, orders), the top 5 products by revenue, up to 5 underperformers
   * (lowest ROAS among products with ad spend) and a daily trend.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle; `analytics:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the whole store over 7 days):
   * - `window_days`: 1..90 days (default 7), up to and including the current day.
   * - `product_id`: UUID of one product to scope every figure to.
   *
   * Money is a decimal in the store currency's major units; `roas` (revenue / ad
   * spend) and `conversion_rate` (conversions / sessions, 0..1) are ratios and
   * null when their denominator is 0.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  queryPerformance(input: T.QueryPerformanceInput = {}, options?: RequestOptions): Promise<T.QueryPerformanceResult> {
    return this.transport.call<T.QueryPerformanceResult>(
      { operation: 'query_performance', method: 'POST', path: '/api/v1/tools/query_performance', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List products with lifecycle state, price and ROAS
   *
   * Operation `query_products` (`POST /api/v1/tools/query_products`). Read: changes nothing. Scope: `catalog:read`.
   *
   * Lists product rows: id, handle, title, service lifecycle `state`,
   * `storefront_status`, vendor, "from" price, current ROAS and the last decision
   * about the product.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the 10 most recently updated products):
   * - `filter.lifecycle_state`: service lifecycle state, lowercase: `new`,
   *   `testing`, `active`, `winner`, `scaling`, `declining`, `paused`, `draft`,
   *   `retired` (not the storefront status).
   * - `filter.has_active_decision`: `true` = only products with a pending,
   *   unapplied decision; `false` = only products without one.
   * - `filter.query`: find by text: title, handle or a variant's SKU contains
   *   it (case-insensitive for ASCII letters; 1..100 characters).
   * - `filter.sku`: only the product with a variant of exactly this SKU.
   * - `sort`: `created_desc`, `updated_desc` (default) or `roas_desc`.
   * - `limit`: 1..50 rows (default 10).
   *
   * `price` is a decimal in the store currency's major units; `current_roas` is a
   * ratio (revenue / ad spend over the trailing 7 days), null without ad spend.
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  queryProducts(input: T.QueryProductsInput = {}, options?: RequestOptions): Promise<T.QueryProductsResult> {
    return this.transport.call<T.QueryProductsResult>(
      { operation: 'query_products', method: 'POST', path: '/api/v1/tools/query_products', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the store's receipts
   *
   * Operation `receipts_list` (`POST /api/v1/receipts`). Read: changes nothing. Scope: `automation:read`.
   *
   * Lists the receipts of applied writes (what changed, before and after, who proposed, who approved, how to reverse), newest first. Filters, all optional and combined: `operation`, `resource_kind`, `resource_ref`, `approval_id`. `limit` 1..50 (default 20); page with `before` = the previous page's `next_cursor` until `has_more` is false.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  receiptsList(input: T.ReceiptsListInput = {}, options?: RequestOptions): Promise<T.ReceiptsListResult> {
    return this.transport.call<T.ReceiptsListResult>(
      { operation: 'receipts_list', method: 'POST', path: '/api/v1/receipts', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * A variant's price history from receipts
   *
   * Operation `receipts_price_memory` (`POST /api/v1/receipts/price`). Read: changes nothing. Scope: `automation:read`.
   *
   * Answers one variant's price history as this service applied it: every receipt that changed the variant's `price`, oldest first (the most recent `limit`, 1..200, default 50; `has_more` says older ones exist), each with when, before, after (major units), the operation, its approval card and the receipt id; plus the variant's current price and the store currency. Price changes made outside the service leave no receipt and are not listed.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle). Storefront stores only. An unknown variant answers `invalid_request` naming `variant_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  receiptsPriceMemory(input: T.ReceiptsPriceMemoryInput, options?: RequestOptions): Promise<T.ReceiptsPriceMemoryResult> {
    return this.transport.call<T.ReceiptsPriceMemoryResult>(
      { operation: 'receipts_price_memory', method: 'POST', path: '/api/v1/receipts/price', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Recompute the store's calibration thresholds
   *
   * Operation `run_calibration` (`POST /api/v1/tools/run_calibration`). Automatic write. Scope: `automation:write`.
   *
   * Recomputes the store's calibration thresholds (what `get_calibration` answers, and the floors alerts and agents compare against) from the last `window_days` UTC days up to and including today. Automatic write: applies at once with the write scope, replaces the four metrics' rows and leaves one receipt (`resource_kind` `calibration`, one change per recomputed metric with its thresholds before and after; `reversal` null: run it again with another window instead).
   *
   * Observations (one per product-day, from the daily performance figures): `roas` = revenue / ad spend on each product-day with ad spend; `cpa_cents` = ad spend / conversions (cents) on each product-day with ad spend and conversions; `conversion_rate` = conversions / sessions on each product-day with sessions; `refund_rate` = refunded orders / orders on each day with orders (an order counts as refunded when any refund was recorded against it). For each metric: percentiles p10, p25, p50, p75, p90 (linear interpolation), `floor` = p25, `ceiling` = p90, `sample_size` = number of observations; ratios rounded to 4 decimals, cents to whole cents. A metric without a single observation keeps its previous thresholds and is listed in `unchanged`.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   * Parameters: `window_days` (7..120, default 30), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  runCalibration(input: T.RunCalibrationInput = {}, options?: RequestOptions): Promise<T.RunCalibrationResult> {
    return this.transport.call<T.RunCalibrationResult>(
      { operation: 'run_calibration', method: 'POST', path: '/api/v1/tools/run_calibration', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Pull catalog changes from the storefront
   *
   * Operation `run_sync_catalog` (`POST /api/v1/tools/run_sync_catalog`). Automatic write. Scope: `automation:write`.
   *
   * Queues a job that pulls catalog edits made on the storefront since the last catalog sync (the
   * store's `catalog` sync cursor; the first sync starts at the store's last sync time, or 24 hours
   * back): variant price and compare-at (reference) price changes, inventory changes and product
   * title edits.
   *
   * Automatic write: answers at once with the queued job (`job_id`, `state` `queued`); a runner
   * (every server process runs one) takes it within a second or so and runs it in one transaction.
   * Follow it with `get_job_runs`: `queued` -> `running` -> `succeeded` | `failed` (a failed job's
   * writes are rolled back and `error` says why; the next run starts from the same cursor).
   * One job of a kind runs at a time per store: while a `run_sync_catalog` job is still `queued`, a second call
   * answers that job (`coalesced: true`, no new job, no receipt; its arguments are kept); while one is `running`, a new job is
   * queued behind it and starts when it finished. On PostgreSQL several server processes share the
   * queue and never run one job twice (a claimed job carries a 5-minute lease; a runner that died
   * leaves a lease that expires and the job is run again, `attempts` 2). Jobs cannot be cancelled yet.
   * Receipt: resource `job_run` (queued); audit subject `job_run:<id>`.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   * Parameters (all optional): `max_changes` (1..500, default 500) caps the changes one run takes; the
   * rest wait for the next run. `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   * Times are ISO 8601 UTC. The embedded connector (the default) is a demo storefront: a deterministic
   * function of the store and the 15-minute slot, so syncing one period twice sees the same changes.
   *
   * What the job does: a price or compare-at change that differs from the stored value is applied
   * (the product's "from" price follows) and `product.price_changed` is emitted (`actor`
   * `external`, `receipt_id` null); an inventory change sets the variant's quantity; a title edit
   * updates the product and records a content version (`source` `storefront_sync`, author
   * `storefront`). A change to a variant or product that no longer exists, or that is already the
   * stored value, is skipped. After applying, the owned fields of active intents are read back at
   * once: a synced price that overwrites a price an intent owns emits
   * `intent.field_overwritten_externally` (once per overwrite, as the periodic read-back would).
   * Counts: `seen`, `prices_changed`, `inventory_changed`, `titles_changed`, `skipped`, `events`,
   * `intents_overwritten`. Result: `{cursor, until, more}`.
   *
   * Errors: 400 `invalid_request` (bad argument); 403 `insufficient_scope`; 404 `not_found` for a
   * store without a storefront (the business store).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  runSyncCatalog(input: T.RunSyncCatalogInput = {}, options?: RequestOptions): Promise<T.JobSubmittedResult> {
    return this.transport.call<T.JobSubmittedResult>(
      { operation: 'run_sync_catalog', method: 'POST', path: '/api/v1/tools/run_sync_catalog', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Pull new orders and refunds from the storefront
   *
   * Operation `run_sync_orders` (`POST /api/v1/tools/run_sync_orders`). Automatic write. Scope: `automation:write`.
   *
   * Queues a job that pulls what changed on the storefront since the last order sync (the store's
   * `orders` sync cursor; the first sync starts at the store's last sync time, or 24 hours back):
   * new orders (with line items, shipping address, channel) and refunds made on the storefront.
   *
   * Automatic write: answers at once with the queued job (`job_id`, `state` `queued`); a runner
   * (every server process runs one) takes it within a second or so and runs it in one transaction.
   * Follow it with `get_job_runs`: `queued` -> `running` -> `succeeded` | `failed` (a failed job's
   * writes are rolled back and `error` says why; the next run starts from the same cursor).
   * One job of a kind runs at a time per store: while a `run_sync_orders` job is still `queued`, a second call
   * answers that job (`coalesced: true`, no new job, no receipt; its arguments are kept); while one is `running`, a new job is
   * queued behind it and starts when it finished. On PostgreSQL several server processes share the
   * queue and never run one job twice (a claimed job carries a 5-minute lease; a runner that died
   * leaves a lease that expires and the job is run again, `attempts` 2). Jobs cannot be cancelled yet.
   * Receipt: resource `job_run` (queued); audit subject `job_run:<id>`.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   * Parameters (all optional): `max_changes` (1..500, default 500) caps the changes one run takes; the
   * rest wait for the next run. `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   * Times are ISO 8601 UTC. The embedded connector (the default) is a demo storefront: a deterministic
   * function of the store and the 15-minute slot, so syncing one period twice sees the same changes.
   *
   * What the job does: each new order is recorded once (deduplicated by the storefront's order id:
   * a second sync of the same period creates nothing), its variants' inventory is decremented by the
   * quantities sold (not below 0), and `order.created` is emitted with the order as `get_orders`
   * shows it. Each refund seen is recorded once (by the storefront's refund id, `source`
   * `storefront`; the order's `refunded` and `financial_status` follow) and `order.refunded` is
   * emitted (`actor` `external`, `approval_id` and `receipt_id` null). A refund of an order that is
   * not in the service (made before the first sync) is skipped. Then the cursor and the store's last
   * sync time move to the end of the period read. Counts: `seen`, `orders_created`,
   * `orders_skipped` (already recorded), `refunds_created`, `refunds_skipped`, `events`.
   * Result: `{cursor, until, more}` (`more`: changes were left for the next run).
   *
   * Errors: 400 `invalid_request` (bad argument); 403 `insufficient_scope`; 404 `not_found` for a
   * store without a storefront (the business store).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  runSyncOrders(input: T.RunSyncOrdersInput = {}, options?: RequestOptions): Promise<T.JobSubmittedResult> {
    return this.transport.call<T.JobSubmittedResult>(
      { operation: 'run_sync_orders', method: 'POST', path: '/api/v1/tools/run_sync_orders', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Test helper: decide an approval card in a sandbox
   *
   * Operation `sandbox_approval_decide` (`POST /api/v1/test_helpers/approvals/decide`). Automatic write. Scope: `automation:write`.
   *
   * Sandbox-only test helper (like a payment API's test helpers): does what an operator does in the dashboard's approvals inbox, through the API, so an integrator can exercise a whole flow (propose, approve or reject, read the receipt, receive `approval.decided`) with a sandbox key. It exists only for sandbox credentials: a live credential gets `not_found`, as for a tool that does not exist for it, and no live card can be decided through the API.
   *
   * `decision: approve` re-reads the current state, re-runs the store's gates (rules, field ownership, spend ceilings) and applies the proposed write with its receipt, exactly as an operator's approval (the card ends `approved`, or `failed` with the reason when the world moved or a gate now refuses); `decision: reject` closes it `rejected`. An app request card (`approval_submit`) is approved or rejected without applying anything. Either way `approval.decided` is emitted from the sandbox copy (CloudEvents extension attribute `sandbox: true`) and the card records `decided_by` `test_helper:<credential id>`.
   *
   * `approval_id` names the card; omitted, the most recently created card of the sandbox store that still waits (`requested`, not past its deadline) is decided. A card that does not exist, or no longer waits, answers `invalid_request` naming `approval_id`. Answers the card as decided (`Approval`).
   *
   * Not one of the seed catalogue's 188 operations: a test helper, so the store's rules and spend ceilings do not gate the helper itself (they gate the write it approves).
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle), on a sandbox key.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  sandboxApprovalDecide(input: T.SandboxApprovalDecideInput, options?: RequestOptions): Promise<T.Approval> {
    return this.transport.call<T.Approval>(
      { operation: 'sandbox_approval_decide', method: 'POST', path: '/api/v1/test_helpers/approvals/decide', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Turn the store's automation off or on
   *
   * Operation `set_automation_enabled` (`POST /api/v1/tools/set_automation_enabled`). Proposed write: creates an approval card. Scope: `admin:write`.
   *
   * Turns the store's automation off (`enabled: false`) or back on (`enabled: true`): the store-wide switch (`stores.automation_enabled`) above every agent's own mode. While off, no agent decides or applies anything, whatever its mode; `enable_automation` / `disable_automation` still set each agent's mode for when it is back on.
   *
   * Turning automation off is a stop: it applies immediately (`status: applied`), whatever auto-apply says. Turning it on hands authority back to automation and always waits for an operator (`status: proposed`), whatever auto-apply says; on approval the current state is re-read and the card fails if someone changed it meanwhile. Both leave a receipt (`resource_kind` `store`, field `automation_enabled`) whose reversal is the opposite call. Setting the state it already has is still recorded (before and after equal).
   *
   * Scope: `admin:write` (or the `write` or `admin` bundle; `read` and `admin:read` are not enough).
   *
   * Parameters: `enabled` (boolean, required), `reason` (1..500 characters, required), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  setAutomationEnabled(input: T.SetAutomationEnabledInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'set_automation_enabled', method: 'POST', path: '/api/v1/tools/set_automation_enabled', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Engage or release the store kill switch
   *
   * Operation `set_kill_switch` (`POST /api/v1/tools/set_kill_switch`). Proposed write: creates an approval card. Scope: `admin:write`.
   *
   * Engages (`engaged: true`) or releases (`engaged: false`) the store's kill switch. While engaged, automation applies nothing.
   *
   * Engaging stops automation and applies immediately (`status: applied`), whatever auto-apply says. Releasing hands authority back to automation and always waits for an operator (`status: proposed`), whatever auto-apply says. Both leave a receipt.
   *
   * Scope: `admin:write` (or the `write` or `admin` bundle; `read` and `admin:read` are not enough).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  setKillSwitch(input: T.SetKillSwitchInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'set_kill_switch', method: 'POST', path: '/api/v1/tools/set_kill_switch', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * What the governance gates would decide for an action
   *
   * Operation `simulate` (`POST /api/v1/simulate`). Read: changes nothing. Scope: `automation:read`.
   *
   * Runs an action (`domain`, `action`, `facts`) through the store's gates inside a database transaction that is always rolled back, and answers what each gate would decide. Nothing changes: no card, no receipt, no event. The gates are the very function the service applies to every real write before anything is written, so a write of `action` described by the same facts is decided the same way: `deny` refuses it (`policy_denied` from a rule, `field_already_owned` from ownership, `spend_ceiling_exceeded` from a ceiling; nothing written, no card), `require_approval` makes a proposed write wait for an operator even with auto-apply. A real write's facts are its arguments, plus, for a proposed write, `amount_cents` and `resource_kind` / `resource_ref` / `field` of the first change its approval card shows (every changed field is checked for ownership).
   *
   * - `rules`: the enabled rules of `domain` whose `action` is the action or empty, and whose conditions all hold on `facts`. `deny` beats `require_approval` beats `allow`; the oldest of the strongest matching rules is named. No matching rule: `allow`. An automatic write cannot wait for a card, so a rule that requires approval of one decides `deny`.
   * - `ownership`: when `facts` name `resource_kind`, `resource_ref` and `field`, an active intent declaration on that field owned by another credential gives `deny` with its `intent_id`; owned by the caller, or not owned, `allow`. Without the three facts, `allow` (nothing to check).
   * - `spend_ceiling`: for each enabled spend ceiling of `domain` whose `action` is the action or empty, the spend already approved in the current period (UTC day, ISO week from Monday, or calendar month) is the sum of `amount_cents` of this store's approved approval cards decided in that period whose operation is in the ceiling's domain (or is its `action`, when set); the action's `facts.amount_cents` (0 when absent) is added. Over `ceiling_cents`: `deny`, naming the ceiling; otherwise `allow`, naming the ceiling with the least room left. No ceiling: `allow`. The same check runs again when an operator approves a card: a card the period's approvals have since pushed over a ceiling fails.
   *
   * Not gated (every gate `allow`, with the reason): stopping (`set_kill_switch` engaged: true, `set_automation_enabled` enabled: false, `disable_automation`: stopping is immediate, seed Risk tiers rule 2), and the operations that manage governance itself (`policy_create`, `policy_update`, `policy_delete`, `approval_submit`, `approval_withdraw`, test helpers), so a store cannot lock itself out of changing its rules.
   *
   * Overall `decision`: `deny` if any gate denies, else `require_approval` if any requires it, else `allow`.
   *
   * Read tier (seed catalogue): changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle). `facts.amount_cents` that is not a non-negative integer answers `invalid_request` naming it.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  simulate(input: T.SimulateInput, options?: RequestOptions): Promise<T.SimulateResult> {
    return this.transport.call<T.SimulateResult>(
      { operation: 'simulate', method: 'POST', path: '/api/v1/simulate', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose a new social campaign
   *
   * Operation `social_create_campaign` (`POST /api/v1/tools/social_create_campaign`). Proposed write: creates an approval card. Scope: `ads:write`.
   *
   * Proposes creating one campaign on the store's social-ads account (channel `meta`, seed catalogue
   * "ads"). Proposed write: nothing changes until an operator approves the card; the call answers
   * `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it
   * at once). The card shows the exact campaign: name, objective, status, bid strategy and daily
   * budget. It is created `paused` unless `status: enabled` is asked, with no ad sets (add them on the
   * platform or with later operations); it then appears in `social_get_ad_entities` and
   * `get_ad_campaigns` and its `status` and `daily_budget` can be owned by intents.
   *
   * Spend: the card's `amount_cents` is the new daily budget in cents of the store currency (one
   * day's committed spend); the store's spend ceilings of domain `ads` add it up exactly as `simulate`
   * reports (`facts.amount_cents`), and a call over a ceiling answers 409 `spend_ceiling_exceeded`
   * without creating a card. The class is `compensatable`: a created campaign stays on record;
   * pause it with `ads_set_campaign_status` (its id is on the receipt and in
   * `social_get_ad_entities`); the card's `reversal` is null because the id exists only once the
   * campaign is created. On approval the name is checked again: a
   * campaign of that name created meanwhile fails the card.
   *
   * Scope: `ads:write` (or the `write` / `admin` bundle).
   *
   * Parameters: `name` (1..200; unique among social campaigns not removed, else 400
   * `invalid_request` naming `name`), `objective`, `daily_budget` (major units, 1..100000, at most 2
   * decimals), `status` (default `paused`), `bidding` (default `maximize_conversions`), `reason`,
   * `idempotency_key` (or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  socialCreateCampaign(input: T.SocialCreateCampaignInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'social_create_campaign', method: 'POST', path: '/api/v1/tools/social_create_campaign', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Social campaigns, ad sets and ads with their hierarchy and statuses
   *
   * Operation `social_get_ad_entities` (`POST /api/v1/tools/social_get_ad_entities`). Read: changes nothing. Scope: `ads:read`.
   *
   * The store's social-ads account as its hierarchy: campaigns (objective, bid strategy, daily
   * budget, how many ad sets and ads), ad sets (optimisation goal, targeting with the audiences they
   * use) and ads (creative), each with its own status and the effective status that combines it with
   * its parents' (an enabled ad of a paused campaign is `campaign_paused`). Read through the
   * social-ads connector (seed catalogue "ads"). Social campaigns are the store's ad campaigns on
   * channel `meta` (the same rows `get_ad_campaigns` lists and campaign intents own).
   *
   * Read: changes nothing. Scope: `ads:read` (or the `read`, `write` or `admin` bundle).
   *
   * Parameters (all optional): `level` (`campaign` default, `adset`, `ad`), `campaign_id` (unknown
   * answers 400 `invalid_request` naming it), `adset_id` (levels `adset` and `ad`; with level `campaign` 400
   * `invalid_request`; unknown 400 naming it), `status` (own status), `limit` 1..100 (default 25),
   * `before` (the previous page's `next_cursor`).
   *
   * Ordering and paging: newest first (created_at, then id, descending); `next_cursor` is null on
   * the last page. Money: `daily_budget` in the store currency's major units (`currency`). Times:
   * ISO 8601 UTC.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  socialGetAdEntities(input: T.SocialGetAdEntitiesInput = {}, options?: RequestOptions): Promise<T.SocialGetAdEntitiesResult> {
    return this.transport.call<T.SocialGetAdEntitiesResult>(
      { operation: 'social_get_ad_entities', method: 'POST', path: '/api/v1/tools/social_get_ad_entities', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Custom and lookalike audiences with approximate sizes
   *
   * Operation `social_get_audiences` (`POST /api/v1/tools/social_get_audiences`). Read: changes nothing. Scope: `ads:read`.
   *
   * The audiences of the store's social-ads account, read through the social-ads connector (seed
   * catalogue "ads"): customer lists (hashed e-mails synced from a store segment with
   * `social_sync_audiences`; their size is the number of hashed identifiers held and their last synced
   * segment is shown), website and engagement audiences (the platform's size estimate and retention),
   * and lookalikes (source audience, country, ratio). `targetable` is true for a `ready` audience of
   * at least 100 people.
   *
   * Read: changes nothing. Scope: `ads:read` (or the `read`, `write` or `admin` bundle).
   *
   * Parameters (all optional): `type` (`custom` or `lookalike`), `limit` 1..100 (default 25),
   * `before` (the previous page's `next_cursor`; anything else answers 400 `invalid_request`).
   *
   * Ordering and paging: newest first (created_at, then id, descending). Times: ISO 8601 UTC. No
   * e-mail address is ever returned or stored by the platform: members are SHA-256 digests.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  socialGetAudiences(input: T.SocialGetAudiencesInput = {}, options?: RequestOptions): Promise<T.SocialGetAudiencesResult> {
    return this.transport.call<T.SocialGetAudiencesResult>(
      { operation: 'social_get_audiences', method: 'POST', path: '/api/v1/tools/social_get_audiences', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Delivery and results of social campaigns, ad sets or ads
   *
   * Operation `social_run_insights` (`POST /api/v1/tools/social_run_insights`). Read: changes nothing. Scope: `ads:read`.
   *
   * Insights of the store's social-ads account (Meta-like), read through the social-ads connector
   * (seed catalogue "ads"): impressions, clicks, spend, attributed conversions and their value, and
   * the ratios derived from them (ctr, cpc, cpm, cost_per_conversion, roas), per campaign, ad set or
   * ad, per time bucket, optionally broken down by audience age, gender, country and placement.
   *
   * Read: changes nothing. Scope: `ads:read` (or the `read`, `write` or `admin` bundle).
   *
   * Parameters (all optional): `level` (`campaign` default, `adset`, `ad`); `fields` (metric names;
   * an unknown one answers 400 `invalid_request` naming it, e.g. `fields[2]`); the range as
   * `date_preset` (default `last_30d`: the 30 UTC days ending yesterday) or `time_range`
   * {since, until} (inclusive UTC days, at most 366; both given answers 400 naming `time_range`);
   * `time_increment` (`all_days` default, `monthly`, or 1..90 days per bucket counted from `since`);
   * `breakdowns` (any of `age`, `gender`, `country`, `placement`); `campaign_ids` (unknown answers
   * 400 `invalid_request` naming `campaign_ids[i]`); `limit` 1..500 (default 100) and `cursor`.
   *
   * Units: money is a decimal in the store currency's major units (`currency`); ctr is a ratio.
   * Attribution: a purchase counts on the day of the ad interaction (7-day click, 1-day view).
   * Ordering: `date_start` ascending, then spend descending, then entity id and breakdown values.
   * Rows with no impressions are left out. `totals` sums the whole query (every page); ratios in
   * `totals` are computed from the sums. The data covers the days the platform has reported; a range
   * outside it answers 200 with no rows and zero totals.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  socialRunInsights(input: T.SocialRunInsightsInput = {}, options?: RequestOptions): Promise<T.SocialRunInsightsResult> {
    return this.transport.call<T.SocialRunInsightsResult>(
      { operation: 'social_run_insights', method: 'POST', path: '/api/v1/tools/social_run_insights', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose syncing a customer segment into a custom audience
   *
   * Operation `social_sync_audiences` (`POST /api/v1/tools/social_sync_audiences`). Proposed write: creates an approval card. Scope: `ads:write`.
   *
   * Proposes syncing a customer segment of the store (repeat buyers, all customers of a window, or
   * customers of given products) into a customer-list audience of the social-ads account (seed
   * catalogue "ads"), existing (`audience_id`) or new (`audience_name`). Proposed write: nothing
   * changes until an operator approves the card; the call answers `status: proposed`,
   * `applied: false` and an `approval_id` (a credential with auto-apply applies it at once).
   *
   * The plan shows how many members are added and removed and the member count before and after,
   * and the exact member sets as `{count, sha256}` (SHA-256, lowercase hex, of the sorted member
   * hashes joined by line feeds): `members` (the audience's before, null for a new list, and after)
   * and `segment_members` (the segment's consenting customers when proposed; before = after).
   * Identifiers: only customers who accept marketing are synced, each as the SHA-256 (lowercase hex)
   * of the e-mail trimmed and lower-cased, as the platforms require; the audience never holds a
   * plaintext e-mail. `mode: replace` (default) makes the audience exactly the segment, `add` only
   * adds. The approved change is what applies: on approval the audience and the segment are read
   * again, and if either member set differs from the card's (another sync; orders, consent or the
   * window's days moved) the card fails as moved and nothing is applied; otherwise exactly the
   * card's member set is synced. Not reversible to the exact previous
   * members (the platform keeps no plaintext list): a later sync of another segment compensates, so
   * the class is `compensatable`. No money is committed (`amount_cents` null).
   *
   * Scope: `ads:write` (or the `write` / `admin` bundle).
   *
   * Parameters: exactly one of `audience_id` (a customer list; unknown or another
   * subtype 400 `invalid_request` naming it) and `audience_name` (new list; name in use 400); `segment` {kind,
   * window_days 1..730 (default 365), min_orders 2..20 (repeat buyers only, default 2), products
   * (product customers only, 1..20 handles or UUIDs)}; `mode`; `reason`; `idempotency_key`. A sync
   * that changes nothing (same members, same segment) answers 400 `invalid_request` naming `segment`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  socialSyncAudiences(input: T.SocialSyncAudiencesInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'social_sync_audiences', method: 'POST', path: '/api/v1/tools/social_sync_audiences', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose cancelling an unfulfilled order
   *
   * Operation `storefront_cancel_order` (`POST /api/v1/tools/storefront_cancel_order`). Proposed write: creates an approval card. Scope: `orders:write`.
   *
   * Proposes cancelling an order that has not shipped. Proposed write: nothing changes until an operator approves the card in the
   * dashboard; the call answers `status: proposed`, `applied: false` and an
   * `approval_id` (a credential with auto-apply applies it at once). Idempotent
   * with `Idempotency-Key` (or `idempotency_key`): the same key answers the same
   * card.
   *
   * Scope: `orders:write` (or the `write` / `admin` bundle). Storefront stores
   * only: on a store without a storefront (e.g. the wholesale business) the
   * operation does not exist and answers 404 `not_found`.
   *
   * `order_id`: the order's UUID `id`, its storefront id `external_id` (e.g.
   * `5000000006300`) or its order number (`#6300` or `6300`); an order this store
   * does not have answers 400 `invalid_request` naming `order_id`.
   *
   * Rules (400 `invalid_request` naming `order_id`): the order is `unfulfilled`
   * (a `fulfilled` or `partial` order cannot be cancelled: refund it with
   * storefront_create_refund instead) and not already cancelled.
   *
   * With `refund` (default true) the cancellation refunds the refundable
   * remainder (`total` - `refunded`, shipping included) as one refund (source
   * `service`, reason `other`, with the order's units not refunded yet as its line
   * items) and emits `order.refunded`; nothing is refunded when the order is
   * already fully refunded. With `restock` (default true) the order's units not
   * restocked yet go back into their variants' stock. Applying sets
   * `cancelled_at` (the time of approval), `cancel_reason` and `updated_at`.
   *
   * The card shows the order's `cancelled` and `cancel_reason`, and with a refund
   * its `refunded` and `financial_status`, before and after, and the units put back
   * per variant (`restocked_units`). On approval everything is re-checked: an order
   * that shipped, was cancelled, or was refunded in between fails the card.
   *
   * Governance: the card's `amount_cents` is the refund (null without one);
   * store rules naming `storefront_cancel_order` apply to it, rules naming
   * `storefront_create_refund` do not.
   *
   * Reversibility: `irreversible`: the storefront cannot reopen a cancelled order
   * and no operation restores it (the customer orders again); a refund made with
   * it cannot be taken back.
   *
   * Money: decimals in the store currency, major units. Times: ISO 8601 UTC.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontCancelOrder(input: T.StorefrontCancelOrderInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_cancel_order', method: 'POST', path: '/api/v1/tools/storefront_cancel_order', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a new discount code
   *
   * Operation `storefront_create_discount_code` (`POST /api/v1/tools/storefront_create_discount_code`). Proposed write: creates an approval card. Scope: `promotions:write`.
   *
   * Proposes a discount code customers enter at checkout. Proposed write:
   * nothing changes until an operator approves the card in the dashboard; the
   * call answers `status: proposed`, `applied: false` and an `approval_id` (a
   * credential with auto-apply applies it at once). Approval creates the code,
   * `scheduled` if `starts_at` is in the future, otherwise `active`.
   *
   * The card lists the new code (`resource_kind` `discount_code`,
   * `resource_ref` the upper-cased code) with `code` before `absent` and after
   * the code, and its `discount_type`, `value`, `usage_limit`,
   * `once_per_customer`, `minimum_subtotal`, `starts_at`, `ends_at` (before
   * null). `amount_cents` is null: a code's cost depends on future orders. On
   * approval the store's codes are re-read: if a code with the same letters (any
   * case) was created in the meantime, the card fails and nothing is created.
   *
   * Customers use the code on the storefront while it is usable: from
   * `starts_at`, before `ends_at`, below `usage_limit`, at most once per
   * customer with `once_per_customer`, on goods of at least `minimum_subtotal`
   * (after automatic discounts). An order that used it carries the code
   * (`discount_code`) and its amount in `discount_cents`: a percentage of the
   * goods after automatic discounts (rounded to the minor unit) or the fixed
   * amount (at most those goods); each synced order that used it adds 1 to
   * `usage_count`. After `ends_at` no order uses it and it reads `expired`; at
   * its limit it stays `active` with `usage_limit_reached` true. In the embedded
   * demo storefront about 30 % of orders enter a code: the newest usable one
   * (by `created_at`).
   *
   * Reversibility is `compensatable` and `reversal` is null: the code could be
   * disabled, but orders that already used it keep their discount, and the
   * service has no operation that disables a code yet (an operator disables it
   * in the storefront admin).
   *
   * Scope: `promotions:write` (or the `write` / `admin` bundle). Storefront stores
   * only (a store without one answers 404 `not_found`).
   *
   * Parameters: `code` (4..32 characters `A-Z a-z 0-9 _ -`, unique per store
   * case-insensitively: a collision answers 400 `invalid_request` naming
   * `code`), `discount_type` (`percentage` or `fixed_amount`), `value` (percent
   * 1..100 in steps of 0.5, or amount off in major units 0.01..100000, at most 2
   * decimals; otherwise 400 naming `value`), optional `usage_limit`
   * (1..1000000), `once_per_customer` (default false), `minimum_subtotal` (major
   * units, 0..1000000), `starts_at` / `ends_at` (ISO 8601, stored in UTC;
   * `ends_at` must be after `starts_at` and in the future, otherwise 400 naming
   * `ends_at`; `starts_at` omitted = when applied), `idempotency_key` (or the
   * `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontCreateDiscountCode(input: T.StorefrontCreateDiscountCodeInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_create_discount_code', method: 'POST', path: '/api/v1/tools/storefront_create_discount_code', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a new gift card (code shown once)
   *
   * Operation `storefront_create_gift_card` (`POST /api/v1/tools/storefront_create_gift_card`). Proposed write: creates an approval card. Scope: `promotions:write`.
   *
   * Proposes a gift card worth `initial_value`. Proposed write: nothing changes
   * until an operator approves the card in the dashboard; the call answers
   * `status: proposed`, `applied: false` and an `approval_id` (a credential with
   * auto-apply applies it at once).
   *
   * The code is generated only when the card is applied: 16 characters from
   * `ABCDEFGHJKLMNPQRSTUVWXYZ23456789` (no 0/O, 1/I), crypto-random, grouped as
   * `XXXX-XXXX-XXXX-XXXX`. The service stores only its SHA-256 hash and its last
   * 4 characters, and shows the full code exactly once, as `reveal`
   * (`gift_card_id`, `code`, `last_characters`):
   * - applied within the call (auto-apply): in this call's answer (`reveal`);
   * - approved later by an operator: in the first `approval_status` answer to the
   *   credential that proposed it (`approval_status` needs `automation:read`;
   *   that read erases it; any other credential gets `reveal: null`, and later
   *   reads no `reveal`).
   *
   * The approval card, its receipt and events and the dashboard never hold the
   * code (the plan is made before it exists); `get_promotion_detail` shows only
   * its `last_characters`. A lost code cannot be
   * recovered: disable the card in the storefront admin and issue a new one.
   *
   * The card lists the new gift card (`resource_kind` `gift_card`,
   * `resource_ref` `new`) with `initial_value` and `balance` (before null, after
   * the value, major units), `customer_ref`, `expires_on` and `code` (after:
   * `generated when applied, shown once`). `amount_cents` is the value in cents.
   * Reversibility is `compensatable`, `reversal` null: the card can be disabled
   * in the storefront admin, but what was spent with it stays spent.
   *
   * Scope: `promotions:write` (or the `write` / `admin` bundle). Storefront stores
   * only (a store without one answers 404 `not_found`).
   *
   * Parameters: `initial_value` (1..10000 major units, at most 2 decimals;
   * otherwise 400 naming `initial_value`), optional `customer_ref` (1..64),
   * `note` (1..500), `expires_on` (`YYYY-MM-DD`, UTC, after today; otherwise 400
   * naming `expires_on`), `idempotency_key` (or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontCreateGiftCard(input: T.StorefrontCreateGiftCardInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_create_gift_card', method: 'POST', path: '/api/v1/tools/storefront_create_gift_card', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a refund on an order
   *
   * Operation `storefront_create_refund` (`POST /api/v1/tools/storefront_create_refund`). Proposed write: creates an approval card. Scope: `orders:write`.
   *
   * Proposes refunding part or all of an order: order lines with quantities, an
   * amount, or both. Proposed write: nothing changes until an operator approves the card in the
   * dashboard; the call answers `status: proposed`, `applied: false` and an
   * `approval_id` (a credential with auto-apply applies it at once). Idempotent
   * with `Idempotency-Key` (or `idempotency_key`): the same key answers the same
   * card.
   *
   * Scope: `orders:write` (or the `write` / `admin` bundle). Storefront stores
   * only: on a store without a storefront (e.g. the wholesale business) the
   * operation does not exist and answers 404 `not_found`.
   *
   * `order_id`: the order's UUID `id`, its storefront id `external_id` (e.g.
   * `5000000006300`) or its order number (`#6300` or `6300`); an order this store
   * does not have answers 400 `invalid_request` naming `order_id`.
   *
   * Rules (each refusal is 400 `invalid_request` naming the field):
   * - at least one of `line_items` and `amount`;
   * - each line once, belonging to the order, `quantity` at most its units not
   *   refunded yet (`quantity` - `refunded_quantity` in get_orders);
   * - the money refunded is at most the refundable remainder (`total` -
   *   `refunded`); a fully refunded order has nothing left to refund;
   * - without `amount`, the money is the lines' paid price (unit price less the
   *   line's share of the order discount, plus its share of tax, rounded to the
   *   cent); with `amount`, that amount (e.g. to add shipping), split over the
   *   lines in proportion to their paid price;
   * - `restock` needs `line_items` whose variants are still in the catalogue,
   *   on an order that is not cancelled (a cancellation restocks its own units).
   *
   * The card shows the order's `refunded` and `financial_status` before and
   * after, each line's `refunded_quantity`, and the units put back per variant
   * (`restocked_units`). On approval everything is re-checked: a refund recorded
   * in between changes the order's `refunded` and fails the card (nothing
   * applied). Applying records the refund (source `service`) with its line items,
   * updates the order's `refunded` and `financial_status` (`partially_refunded`,
   * or `refunded` once the whole total is refunded), adds restocked units to the
   * variants' `inventory_quantity`, and emits `order.refunded` (actor: the
   * credential that proposed the refund; who approved it is in
   * `approval.decided`).
   *
   * Reversibility: `compensatable`, no reversal: money paid out cannot be taken
   * back by another write.
   *
   * Governance: the card's `amount_cents` is the refund; a store rule can hold
   * refunds for a person even with auto-apply (the demo store's rule "Refunds
   * over 250 EUR wait for a person" does).
   *
   * Money: decimals in the store currency, major units (the card's `amount_cents`
   * is integer cents). Times: ISO 8601 UTC.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontCreateRefund(input: T.StorefrontCreateRefundInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_create_refund', method: 'POST', path: '/api/v1/tools/storefront_create_refund', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Read the storefront's shop profile and published policies
   *
   * Operation `storefront_get_shop_profile` (`POST /api/v1/tools/storefront_get_shop_profile`). Read: changes nothing. Scope: `catalog:read`.
   *
   * The storefront's shop profile: its platform and primary domains, primary
   * locale, store currency, contact email and phone, business address, plan,
   * weight unit, the published policies (refund, shipping, privacy, terms of
   * service, contact; each with title, text, URL and update time) and which of
   * refund / shipping / privacy / terms of service are missing, and the
   * countries it ships to (ISO 3166-1 alpha-2, sorted). Times are ISO 8601 UTC.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters: none (`{}`).
   *
   * Errors: 404 `not_found` when the storefront has not shared its profile yet
   * (no profile row).
   *
   * Hosted-storefront stores only: a business without a storefront has no shop profile, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontGetShopProfile(input: T.StorefrontGetShopProfileInput = {}, options?: RequestOptions): Promise<T.StorefrontGetShopProfileResult> {
    return this.transport.call<T.StorefrontGetShopProfileResult>(
      { operation: 'storefront_get_shop_profile', method: 'POST', path: '/api/v1/tools/storefront_get_shop_profile', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Run a read-only GraphQL query over the store's catalog, orders and customers
   *
   * Operation `storefront_graphql_query` (`POST /api/v1/tools/storefront_graphql_query`). Read: changes nothing. Scope: `admin:read`.
   *
   * A read-only GraphQL query over the store's catalog (products and their
   * variants), orders (line items, refunds) and customers (derived from the orders'
   * `customer_ref`: order count, total spent = order totals less refunds, first and
   * last order). The result is the GraphQL response inside the tool envelope:
   * `data`, the non-fatal field `errors` (message, path, locations; empty when
   * none; e.g. a malformed `since` on `orders`, which nulls `data` as lists are non-null), and the `depth` and `cost` the query was measured at.
   *
   * Read: changes nothing. Scope: `admin:read` (or the `read`, `write` or `admin` bundle; `admin:write` alone is not enough).
   *
   * Parameters:
   * - `query` (required): a GraphQL document, 1..10,000 characters (at most 5,000
   *   tokens).
   * - `variables`: an object of variable values (default `{}`).
   * - `operation_name`: which operation of the document to run (required when it
   *   holds more than one).
   *
   * Limits, checked on the parsed document before anything is read; each refusal is
   * 400 `invalid_request` naming `query` (or `operation_name` / `variables`):
   * - syntax errors (the message gives line and column) and schema validation
   *   errors (unknown fields, wrong argument types);
   * - `mutation` and `subscription` operations: this view is read-only;
   * - depth at most 6 (root fields are depth 1); the message gives the computed depth;
   * - cost at most 5,000: every selected field costs 1 times the product of the
   *   `first` of the list fields above it (a list's `first` is its default when
   *   not given); the message gives the computed cost. `first` is measured at
   *   the value the query runs with: a variable's value from `variables`, else
   *   the variable's declared default (`query Q($n: Int = 100)` costs what
   *   `first: 100` costs), else the argument's schema default; a field that
   *   `@skip` / `@include` leaves out is not counted.
   * - every list's `first` must be an integer 1..100 (defaults in the schema),
   *   given literally or through a variable.
   *
   * Introspection (`__schema`, `__type`, `__typename`) is allowed and not counted
   * in depth or cost. Money is a decimal in the store currency's major units;
   * timestamps are ISO 8601 UTC strings. Products are newest first, orders newest
   * first, customers by total spent (highest first, then by reference), variants by
   * position, refunds oldest first.
   *
   * Hosted-storefront stores only: for a business without a storefront this tool does not exist (404 `not_found`).
   *
   * The seed names the operation only; the schema, the limits and the customer
   * derivation are this contract's decisions. The schema (SDL):
   *
   * ```graphql
   * """Read-only view of one store. Money: decimal, store currency, major units. Times: ISO 8601 UTC."""
   * type Query {
   *   "The store itself."
   *   shop: Shop!
   *   "Products, newest first (first: 1..100, default 20; status: active | draft | archived)."
   *   products(first: Int = 20, status: String): [Product!]!
   *   "One product by handle (null when unknown)."
   *   product(handle: String!): Product
   *   "Orders, newest first (first: 1..100, default 20; since: ISO 8601 UTC lower bound on created_at)."
   *   orders(first: Int = 20, since: String): [Order!]!
   *   "One order by its order number (null when unknown)."
   *   order(order_number: Int!): Order
   *   "Customers (derived from orders), by total spent, highest first (first: 1..100, default 20)."
   *   customers(first: Int = 20): [Customer!]!
   *   "One customer by reference (null when the store has no order of it)."
   *   customer(ref: String!): Customer
   * }
   *
   * type Shop {
   *   name: String!
   *   handle: String!
   *   currency: String!
   *   timezone: String!
   * }
   *
   * type Product {
   *   id: ID!
   *   handle: String!
   *   title: String!
   *   vendor: String!
   *   product_type: String!
   *   status: String!
   *   lifecycle_state: String!
   *   "Lowest variant price."
   *   price: Float!
   *   created_at: String!
   *   "Variants by position (first: 1..100, default 20)."
   *   variants(first: Int = 20): [Variant!]!
   * }
   *
   * type Variant {
   *   id: ID!
   *   external_id: String!
   *   sku: String!
   *   title: String!
   *   price: Float!
   *   compare_at_price: Float
   *   inventory_quantity: Int!
   * }
   *
   * type Order {
   *   id: ID!
   *   order_number: Int!
   *   customer_ref: String!
   *   channel: String!
   *   currency: String!
   *   subtotal: Float!
   *   discount: Float!
   *   shipping: Float!
   *   tax: Float!
   *   total: Float!
   *   refunded: Float!
   *   financial_status: String!
   *   fulfillment_status: String!
   *   created_at: String!
   *   "The order's customer."
   *   customer: Customer!
   *   "Line items (first: 1..100, default 20)."
   *   line_items(first: Int = 20): [LineItem!]!
   *   "Refunds, oldest first (first: 1..100, default 10)."
   *   refunds(first: Int = 10): [Refund!]!
   * }
   *
   * type LineItem {
   *   id: ID!
   *   title: String!
   *   sku: String
   *   quantity: Int!
   *   unit_price: Float!
   *   total: Float!
   *   product_id: ID
   *   variant_id: ID
   *   "The product sold (null when it was deleted or is not a catalog product)."
   *   product: Product
   * }
   *
   * type Refund {
   *   id: ID!
   *   amount: Float!
   *   reason: String!
   *   created_at: String!
   * }
   *
   * type Customer {
   *   ref: String!
   *   order_count: Int!
   *   "Sum of order totals less refunds."
   *   total_spent: Float!
   *   first_order_at: String!
   *   last_order_at: String!
   *   "The customer's orders, newest first (first: 1..100, default 10)."
   *   orders(first: Int = 10): [Order!]!
   * }
   * ```
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontGraphqlQuery(input: T.StorefrontGraphqlQueryInput, options?: RequestOptions): Promise<T.StorefrontGraphqlQueryResult> {
    return this.transport.call<T.StorefrontGraphqlQueryResult>(
      { operation: 'storefront_graphql_query', method: 'POST', path: '/api/v1/tools/storefront_graphql_query', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the storefront's markets (countries, currency, languages)
   *
   * Operation `storefront_list_markets` (`POST /api/v1/tools/storefront_list_markets`). Read: changes nothing. Scope: `catalog:read`.
   *
   * The storefront's markets: each a group of countries (ISO 3166-1 alpha-2)
   * sold to in one currency (ISO 4217) and a set of languages (BCP 47), with a
   * price adjustment in percent on the base prices, whether it is enabled and
   * whether it is the primary market. Ordered primary first, then by name.
   * `base_currency` is the store currency prices are kept in.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters (optional): `enabled` true / false filters by state; omit for all.
   * No paging: a store has few markets.
   *
   * Hosted-storefront stores only: a business without a storefront has no markets, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontListMarkets(input: T.StorefrontListMarketsInput = {}, options?: RequestOptions): Promise<T.StorefrontListMarketsResult> {
    return this.transport.call<T.StorefrontListMarketsResult>(
      { operation: 'storefront_list_markets', method: 'POST', path: '/api/v1/tools/storefront_list_markets', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose creating or updating a product metafield
   *
   * Operation `storefront_set_metafield` (`POST /api/v1/tools/storefront_set_metafield`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes creating or updating one product metafield (`namespace` + `key`, unique per product). The card's change is field `metafields.<namespace>.<key>` with `before` `{type, value}` (null when the metafield does not exist yet) and `after` `{type, value}`, `value` as its typed JSON (`320`, `12.5`, `true`, `"2026-12-01"`, `["a","b"]`).
   *
   * Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.
   *
   * `namespace` is 3..255 and `key` 2..64 characters of `a-z`, `0-9`, `_` and `-`. `type` is one of `single_line_text_field`, `multi_line_text_field`, `number_integer`, `number_decimal`, `boolean`, `date`, `url`, `json`, `list.single_line_text_field`; `value` is sent as text (as the storefront's API takes it) and must follow the type's rule (see `type`), else 400 `invalid_request` naming `value` and the rule. Setting the value the metafield already holds answers 400 `invalid_request` naming `value`.
   *
   * Reversibility: `reversible` for an existing metafield (the reversal sets the previous type and value back); a new metafield is `compensatable` with `reversal: null` (no operation deletes a metafield).
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).
   *
   * Parameters: `product_id` (UUID) or `handle`; `namespace`, `key`, `type`, `value` (required); `reason` (optional); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontSetMetafield(input: T.StorefrontSetMetafieldInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_set_metafield', method: 'POST', path: '/api/v1/tools/storefront_set_metafield', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a product's storefront status
   *
   * Operation `storefront_set_product_status` (`POST /api/v1/tools/storefront_set_product_status`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes setting a product's storefront status, in the storefront platform's own vocabulary: `active` (for sale), `draft` (hidden while being prepared) or `archived` (out of use). This is not the service lifecycle (`lifecycle_state`, moved by propose_state_transition): the two do not agree (a product can be `winner` in the service and `draft` on the storefront) and this operation never changes the lifecycle. The card shows `storefront_status` before and after.
   *
   * Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.
   *
   * Every move between the three statuses is allowed, so the change is `reversible`: the reversal sets the previous status back. Setting the status the product already has answers 400 `invalid_request` naming `status`.
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).
   *
   * Parameters: `product_id` (UUID) or `handle`; `status` (required); `reason` (optional, at most 500 characters); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontSetProductStatus(input: T.StorefrontSetProductStatusInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_set_product_status', method: 'POST', path: '/api/v1/tools/storefront_set_product_status', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose new title, description or SEO text for a product
   *
   * Operation `storefront_update_content` (`POST /api/v1/tools/storefront_update_content`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes changing a product's storefront content: `title` (1..255 characters), `description_html` (HTML, at most 65536 characters), `seo_title` (at most 70 characters) and/or `seo_description` (at most 320 characters); `null` clears an SEO field. The card shows each field that changes, before and after, plus `content_version` (the version the change is based on, and the new one): a content change applied in between fails the card.
   *
   * Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.
   *
   * Applying updates the product and records the full content as a new content version (`content_versions`: version = previous + 1, author = the proposing credential id, source `service`, the approval card), and moves the product's `content_version` to it. Reversible: the reversal is storefront_update_content with the previous values (itself a new version).
   *
   * At least one content field is required; fields given with the value they already have are left off the card; when nothing would change, 400 `invalid_request` names the first field given.
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).
   *
   * Parameters: `product_id` (UUID) or `handle`; `title`, `description_html`, `seo_title`, `seo_description` (at least one); `reason` (optional); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontUpdateContent(input: T.StorefrontUpdateContentInput = {}, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_update_content', method: 'POST', path: '/api/v1/tools/storefront_update_content', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a variant's on-hand quantity
   *
   * Operation `storefront_update_inventory` (`POST /api/v1/tools/storefront_update_inventory`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes setting one variant's on-hand stock to an absolute quantity (what a stock take counted), not adding or removing a delta. Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). The card shows `inventory_quantity` before and after.
   *
   * On approval the current quantity is re-read: if it moved since the proposal (a sale, a return, another adjustment), the card fails instead of overwriting the newer count. Reversibility is `compensatable`, not `reversible`: stock keeps moving with every sale, so setting the previous number back later would also erase the sales since; the receipt's `reversal` names the call that restores the previous quantity, to be used only if nothing was sold meanwhile (it is itself a proposed write and fails on approval if the count moved).
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only.
   *
   * Parameters: `variant_id` (storefront reference or UUID, required), `quantity` (integer units, 0..1,000,000, required), `reason` (optional, at most 500 characters), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontUpdateInventory(input: T.StorefrontUpdateInventoryInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_update_inventory', method: 'POST', path: '/api/v1/tools/storefront_update_inventory', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a new shipping address for an order
   *
   * Operation `storefront_update_shipping_address` (`POST /api/v1/tools/storefront_update_shipping_address`). Proposed write: creates an approval card. Scope: `orders:write`.
   *
   * Proposes replacing an order's shipping address before it ships. Proposed write: nothing changes until an operator approves the card in the
   * dashboard; the call answers `status: proposed`, `applied: false` and an
   * `approval_id` (a credential with auto-apply applies it at once). Idempotent
   * with `Idempotency-Key` (or `idempotency_key`): the same key answers the same
   * card.
   *
   * Scope: `orders:write` (or the `write` / `admin` bundle). Storefront stores
   * only: on a store without a storefront (e.g. the wholesale business) the
   * operation does not exist and answers 404 `not_found`.
   *
   * `order_id`: the order's UUID `id`, its storefront id `external_id` (e.g.
   * `5000000006300`) or its order number (`#6300` or `6300`); an order this store
   * does not have answers 400 `invalid_request` naming `order_id`.
   *
   * Rules (400 `invalid_request` naming the field): the order is `unfulfilled`
   * and not cancelled (`order_id`: a fulfilled, partly fulfilled or cancelled
   * order keeps its address); `shipping_address` has `name`, `address1` and an
   * assigned ISO 3166-1 alpha-2 `country_code` (upper-cased); for `US`, `DE`, `FR`,
   * `NL`, `BE`, `AT`, `DK`, `GB` and `IE` a `postal_code` in the country's format.
   * Fields are trimmed; empty optional fields are stored as null.
   *
   * The card shows the address before and after; on approval a different current
   * address (changed in between) or a shipment fails the card. Applying sets
   * `shipping_address` and `updated_at`.
   *
   * Reversibility: `reversible`: the reversal is this operation with the previous
   * address (`compensatable` with no reversal when the order had none, e.g. a
   * point-of-sale order).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontUpdateShippingAddress(input: T.StorefrontUpdateShippingAddressInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_update_shipping_address', method: 'POST', path: '/api/v1/tools/storefront_update_shipping_address', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose adding or removing product tags
   *
   * Operation `storefront_update_tags` (`POST /api/v1/tools/storefront_update_tags`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes adding and/or removing tags of one product. The card shows the product's tag list before and after (`tags`, arrays of strings in the product's order; added tags go at the end).
   *
   * Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the plan is re-computed against the current state: if any `before` value on the card moved since the proposal, the card fails (`failed`, with the reason) and nothing is applied. The applied change leaves a receipt (before/after and the reversal) and an audit row; events `approval.requested` and `approval.decided`. A waiting card expires after 72 hours (`expires_at`, ISO 8601 UTC). The card's `amount_cents` is null: the change has no monetary size.
   *
   * Tag rules, as the storefront applies them: each tag is trimmed and must then be 1..255 characters without a comma (the storefront keeps tags as a comma-separated list); tags compare case-insensitively (adding `Merino` to a product tagged `merino` changes nothing; removing `SALE` removes `sale`); a product has at most 250 tags. Give at least one tag in `add` or `remove`; a tag in both lists, a change that would leave the tags as they are, or more than 250 tags answers 400 `invalid_request` naming the argument (`add`, `remove`, or `add[i]` / `remove[i]` for one bad tag).
   *
   * Reversible: the reversal removes what was added and adds back what was removed.
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only (a business without a storefront answers 404 `not_found`).
   *
   * Parameters: `product_id` (UUID) or `handle`; `add` and `remove` (arrays of at most 250 tags, at least one non-empty); `reason` (optional, at most 500 characters); `idempotency_key` (optional; or the `Idempotency-Key` header). The product is named by `product_id` (UUID) or `handle` (exactly one); neither, both, or one that names no product of this store answers 400 `invalid_request` naming the argument.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontUpdateTags(input: T.StorefrontUpdateTagsInput = {}, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_update_tags', method: 'POST', path: '/api/v1/tools/storefront_update_tags', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a new unit cost for one variant
   *
   * Operation `storefront_update_variant_cost` (`POST /api/v1/tools/storefront_update_variant_cost`). Proposed write: creates an approval card. Scope: `costs:write`.
   *
   * Proposes setting one variant's unit cost, as a person's entry (`cost_source`
   * `manual`: tier `confirmed`, see get_product_costs). Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). The card shows
   * `unit_cost` and `cost_tier` before → after; on approval both are re-read and, if
   * either moved since the proposal, the card fails instead of applying. Reversible when a
   * cost was recorded (the reversal sets the previous cost back); compensatable when none
   * was (a cost cannot be set back to "unknown").
   *
   * Approval also trues up the books (stores that keep books in the store currency): the cost
   * of goods already booked for the variant's order lines in open periods moves to the new
   * unit cost, by the rule a cost import follows (new cost × quantity less what was booked for
   * each line, whether a cost or an estimate), as one journal entry with `source` `cost_import`
   * and `source_ref` `cost_update:<time>:<variant id>` (finance_journal_entries_list). An order
   * line of a variant without a cost is booked at the estimate get_product_costs shows.
   *
   * Scope: `costs:write` (or the `write` / `admin` bundle). Storefront stores only.
   *
   * Parameters: `variant_id` (storefront reference or UUID, required; an unknown one
   * answers 400 `invalid_request` naming `variant_id`), `unit_cost` (major units, 0..1000000,
   * at most 2 decimals, required), `reason` (required), `idempotency_key` (optional; or the
   * `Idempotency-Key` header).
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontUpdateVariantCost(input: T.StorefrontUpdateVariantCostInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_update_variant_cost', method: 'POST', path: '/api/v1/tools/storefront_update_variant_cost', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a new price for one variant
   *
   * Operation `storefront_update_variant_price` (`POST /api/v1/tools/storefront_update_variant_price`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes setting one variant's price. Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the current price is re-read: if it moved since the proposal, the card fails instead of applying. The applied change leaves a receipt (price before/after, reversal) and appears in `receipts_price_memory`.
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only.
   *
   * Parameters: `variant_id` (storefront reference or UUID, required), `new_price` (major units, > 0, at most 2 decimals, required), `reason` (optional), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontUpdateVariantPrice(input: T.StorefrontUpdateVariantPriceInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_update_variant_price', method: 'POST', path: '/api/v1/tools/storefront_update_variant_price', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Subscribe an endpoint to store events
   *
   * Operation `subscription_create` (`POST /api/v1/subscriptions`). Automatic write. Scope: `automation:write`.
   *
   * Subscribes an https endpoint to this store's events (seed: Events
   * "Subscribing", Resources "Subscription", Limits). Deliveries: CloudEvents 1.0 structured JSON POSTed to `url`, signed ES256
   * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1a,<base64url r||s>`,
   * `webhook-key-id`; public keys at `/.well-known/jwks.json`), at least once:
   * 6 attempts with jittered backoff, 10 s timeout; 2xx succeeds; 410
   * unsubscribes the endpoint; 20 consecutive failed deliveries disable it. Every
   * event type, its payload and scope: `/api/v1/asyncapi.json`.
   *
   * Rules, each checked before anything is saved:
   *
   * - `url`: `https://`, without credentials, resolving only to public addresses:
   *   checked now and again when every delivery connects (so a name that later
   *   resolves to a private, loopback, link-local or CGNAT address is never
   *   reached). Otherwise `invalid_request` naming `url` and the reason.
   * - `event_types`: each entry an exact type or a prefix ending in `*`
   *   (`order.*`; `*` = every type of the family) that matches at least one
   *   store event type of the event catalogue (`/api/v1/asyncapi.json`); an
   *   entry that matches none answers `invalid_request` naming it
   *   (`event_types[1]: matches no store event type ...`).
   * - Scope: `automation:write` (or the `write` / `admin` bundle) to call it, plus
   *   the read scope of every event type the filter matches (e.g. `orders:read` for `order.*`, `automation:read` for `approval.*`; the
   *   `read`, `write` and `admin` bundles cover every one). A missing one answers
   *   403 `insufficient_scope` whose `required_scopes` lists the read scopes still
   *   missing: here each listed scope is needed.
   * - No `event_types`: every store event type the calling credential may read,
   *   today and as the catalogue grows. The subscription keeps the credential's
   *   scopes (`scopes`) and never receives a type they cannot read; `receives`
   *   lists what it gets. A credential that may read no store event type is
   *   refused with 403 `insufficient_scope` (`required_scopes`: any one of them).
   * - At most 20 store subscriptions per store (seed: Limits), whatever their
   *   state; the 21st answers `invalid_request` (delete one with
   *   `subscription_delete` first). Finance subscriptions are counted
   *   separately, per finance entity.
   * - A filter that matches types which are defined but which nothing emits yet
   *   (`x-publishing: false` in the event catalogue) is saved; the answer carries
   *   a `no_publisher_yet` warning listing them. They are delivered once a
   *   release starts emitting them.
   *
   * Finance event types (`fin.*`) are subscribed per finance entity with
   * `finance_subscription_create`; naming one here answers `invalid_request`.
   *
   * Automatic write: applies at once (state `active`) and leaves a receipt
   * (`resource_kind` `webhook_subscription`) whose reversal is
   * `subscription_delete`. Events from before the subscription are not
   * delivered. A sandbox key subscribes its own sandbox copy: its deliveries
   * carry the CloudEvents attribute `sandbox: true`.
   *
   * The answer (beyond the seed's warning, which it does not show): the saved
   * subscription (`receives` included), `warnings` (empty, or one
   * `no_publisher_yet`) and `receipt_id`.
   *
   * Outside the seed's 188 catalogue operations (`x-catalogue: false`): served on
   * REST, MCP and the SDK like any other operation, not counted by
   * `list_store_actions`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionCreate(input: T.SubscriptionCreateInput, options?: RequestOptions): Promise<T.SubscriptionWriteResult> {
    return this.transport.call<T.SubscriptionWriteResult>(
      { operation: 'subscription_create', method: 'POST', path: '/api/v1/subscriptions', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Delete a webhook subscription
   *
   * Operation `subscription_delete` (`POST /api/v1/subscriptions/delete`). Automatic write. Scope: `automation:write`.
   *
   * Deletes a subscription with its delivery history; nothing more is sent to
   * it, including deliveries still pending. Works in any state (an
   * `unsubscribed` endpoint, which answered 410, stays listed until deleted, and
   * counts towards the limit of 20).
   *
   * Automatic write: applies at once and leaves a receipt whose reversal is the
   * creating call (`subscription_create`, or `finance_subscription_create` with
   * the same `entity_id`) with the same `url`, `event_types` and `description`.
   * Scope: `automation:write` (or the `write` / `admin` bundle). Outside the
   * seed's 188 catalogue operations (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionDelete(input: T.SubscriptionDeleteInput, options?: RequestOptions): Promise<T.SubscriptionDeleteResult> {
    return this.transport.call<T.SubscriptionDeleteResult>(
      { operation: 'subscription_delete', method: 'POST', path: '/api/v1/subscriptions/delete', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * A subscription's recent deliveries and their attempts
   *
   * Operation `subscription_deliveries` (`POST /api/v1/subscriptions/deliveries`). Read: changes nothing. Scope: `automation:read`.
   *
   * The recent deliveries of one subscription, newest first: for each, the
   * event (`event_id` = the `webhook-id` header, `event_type`), its `state`
   * (`pending`, `succeeded`, `failed`, `cancelled`), how many attempts were made,
   * the last status code, latency and error, when the next attempt is due while
   * it is pending, whether it is a redelivery, and every attempt (`attempt_log`).
   * Optionally only one `state` or `event_type`; `limit` 1..50 (default 20);
   * page with `before` = the previous page's `next_cursor`. Deliveries are kept
   * as long as their subscription.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` /
   * `admin` bundle). Outside the seed's 188 catalogue operations
   * (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionDeliveries(input: T.SubscriptionDeliveriesInput, options?: RequestOptions): Promise<T.SubscriptionDeliveriesResult> {
    return this.transport.call<T.SubscriptionDeliveriesResult>(
      { operation: 'subscription_deliveries', method: 'POST', path: '/api/v1/subscriptions/deliveries', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the store's webhook subscriptions
   *
   * Operation `subscription_list` (`POST /api/v1/subscriptions/list`). Read: changes nothing. Scope: `automation:read`.
   *
   * Lists this store's webhook subscriptions, store and finance alike, newest
   * first, each with its state (`active`, `disabled`, `unsubscribed`), why it is
   * not active (`state_reason`), its failure count and what it receives;
   * optionally only one `kind`, one finance entity (`entity_id`) or one `state`.
   * `limit` 1..100 (default 50); page with `before` = the previous page's
   * `next_cursor`. Deliveries of one subscription: `subscription_deliveries`.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` /
   * `admin` bundle). Outside the seed's 188 catalogue operations
   * (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionList(input: T.SubscriptionListInput = {}, options?: RequestOptions): Promise<T.SubscriptionListResult> {
    return this.transport.call<T.SubscriptionListResult>(
      { operation: 'subscription_list', method: 'POST', path: '/api/v1/subscriptions/list', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Send one event to a subscription again
   *
   * Operation `subscription_redeliver` (`POST /api/v1/subscriptions/redeliver`). Automatic write. Scope: `automation:write`.
   *
   * Sends the event of one finished delivery (`succeeded`, `failed` or
   * `cancelled`) to its subscription again, e.g. after the receiver was fixed: a
   * new delivery, `pending`, due at once, with `redelivery_of` naming the
   * original, is sent like any other (same `webhook-id`, so a receiver that
   * deduplicates on it can tell; a fresh timestamp and signature; 6 attempts). It
   * goes out before the subscription's other pending deliveries of later events,
   * in event order.
   *
   * Refused with `invalid_request` naming `delivery_id` when the delivery is not
   * this store's, is still `pending`, or its subscription is not `active`
   * (re-enable it with `subscription_update` first). Automatic write (applies at
   * once; sending a message cannot be undone, so there is no receipt). Scope:
   * `automation:write` (or the `write` / `admin` bundle). Outside the seed's 188
   * catalogue operations (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionRedeliver(input: T.SubscriptionRedeliverInput, options?: RequestOptions): Promise<T.SubscriptionRedeliverResult> {
    return this.transport.call<T.SubscriptionRedeliverResult>(
      { operation: 'subscription_redeliver', method: 'POST', path: '/api/v1/subscriptions/redeliver', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Change or re-enable a webhook subscription
   *
   * Operation `subscription_update` (`POST /api/v1/subscriptions/update`). Automatic write. Scope: `automation:write`.
   *
   * Changes the fields sent; the others keep their value; `kind` and
   * `entity_id` never change (delete and create instead). Sending only values the
   * subscription already has changes nothing (`receipt_id` null).
   *
   * - `url`: checked as on creation (https, public addresses only), else
   *   `invalid_request` naming `url`.
   * - `event_types`: the new filter, checked as on creation (each entry must
   *   match a catalogued type of the subscription's family, else
   *   `invalid_request` naming it; the calling credential needs the read scope of
   *   every type it matches, else 403 `insufficient_scope`); the answer carries a
   *   `no_publisher_yet` warning when it matches types nothing emits yet. `null`
   *   removes the filter (every type the subscription's `scopes` may read). The
   *   subscription keeps the scopes of the credential that created it.
   * - `description`: `null` removes it.
   * - `state: active` re-enables a `disabled` or `unsubscribed` subscription
   *   (seed: States and transitions; `state_reason` cleared, failure count back
   *   to 0): the next matching event is delivered; events from while it was not
   *   active are not (send one again with `subscription_redeliver`).
   *   `state: disabled` stops deliveries until it is re-enabled, and cancels its
   *   pending deliveries.
   *
   * Automatic write: applies at once and leaves a receipt with each changed field
   * before and after, whose reversal is the `subscription_update` restoring them.
   * Scope: `automation:write` (or the `write` / `admin` bundle). Outside the
   * seed's 188 catalogue operations (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionUpdate(input: T.SubscriptionUpdateInput, options?: RequestOptions): Promise<T.SubscriptionWriteResult> {
    return this.transport.call<T.SubscriptionWriteResult>(
      { operation: 'subscription_update', method: 'POST', path: '/api/v1/subscriptions/update', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Read one web page (title, byline, readable text and links)
   *
   * Operation `web_read` (`POST /api/v1/tools/web_read`). Read: changes nothing. Scope: `research:read`.
   *
   * Reads one page and returns its readable content: title, byline, site name, language, excerpt,
   * text (paragraphs), links, content type, HTTP status, final URL after redirects and `fetched_at`.
   * Text extraction is Mozilla Readability over a DOM (linkedom), or the body for `text/plain`; no
   * language model.
   *
   * Two sources, exactly one per call: `document_id`, a page of the embedded demo-web corpus
   * (`web_search` results), rendered and extracted without any network (`source: corpus`); or `url`.
   *
   * Which web a `url` reaches is a server setting. By default the web is offline, the deterministic
   * corpus: a `url` is answered from the corpus page at that address (`source: corpus`, compared
   * after URL normalisation, fragment ignored), and any other `url` is refused with
   * `invalid_request` naming `url`; nothing is resolved or fetched. Only on a server started with
   * the explicit setting `STOREOPS_WEB=live` (AppOptions `web: 'live'`) is a `url` fetched now from
   * the public web (`source: network`) through the service's SSRF-safe egress client (the same
   * policy as webhook deliveries: `https:` only, no credentials in the URL, every address the host
   * resolves to public, checked before the request, again at connect time and for every redirect
   * hop; at most 3 redirects, 2 MiB, 10 s).
   *
   * Read: changes nothing in the store. Scope: `research:read` (or the `read`, `write` or `admin`
   * bundle).
   *
   * Errors: `invalid_request` naming `url` for a `url` outside the corpus on the offline web; on
   * the live web, `invalid_request` naming `url` for a refused target (not https, credentials, a private
   * or unresolvable address), a body over 2 MiB, more than 3 redirects, a content type other than
   * text/html, application/xhtml+xml or text/plain, or both / neither of `url` and `document_id`;
   * `invalid_request` naming `document_id` for an unknown one; 503 `unavailable` when the host cannot be reached or
   * does not answer within 10 s; 503 `corpus_unavailable` when the corpus cannot be loaded
   * (`document_id`). A non-2xx answer with readable content is returned with its `http_status`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  webRead(input: T.WebReadInput = {}, options?: RequestOptions): Promise<T.WebReadResult> {
    return this.transport.call<T.WebReadResult>(
      { operation: 'web_read', method: 'POST', path: '/api/v1/tools/web_read', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Full-text search over the embedded, versioned demo-web corpus
   *
   * Operation `web_search` (`POST /api/v1/tools/web_search`). Read: changes nothing. Scope: `research:read`.
   *
   * Searches an embedded, versioned corpus of a deterministic demo web (277 pages in version
   * `2026-11-23.1`: competitor shops, supplier catalogues, independent reviews and trend articles
   * about the demo catalogue's items; hosts under `.example`, generated once by a script and shipped
   * with the service) with a full-text index (MiniSearch: BM25+ ranking over title x3, catalogue
   * items x2, text and site name; prefix matching for terms of 4+ characters, fuzzy matching for 6+).
   * No live web search engine and no language model: the same query on the same corpus version gives
   * the same results. `corpus_version` names the version searched. Offline in every setting: no
   * outbound connection is opened (the server's `STOREOPS_WEB=live` setting changes `web_read` only).
   *
   * Read: changes nothing. Scope: `research:read` (or the `read`, `write` or `admin` bundle).
   *
   * Parameters: `query` 1..200 characters (required), `kind` and `domain` filters, `limit` 1..50
   * (default 10), opaque `cursor`. Ordering: score descending, ties by document id.
   *
   * Errors: a corpus that cannot be loaded (missing or damaged index file) answers 503
   * `corpus_unavailable`; nothing else is read instead.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  webSearch(input: T.WebSearchInput, options?: RequestOptions): Promise<T.WebSearchResult> {
    return this.transport.call<T.WebSearchResult>(
      { operation: 'web_search', method: 'POST', path: '/api/v1/tools/web_search', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Find where something is in the dashboard
   *
   * Operation `where_in_service` (`POST /api/v1/tools/where_in_service`). Read: changes nothing. Scope: `read`.
   *
   * Answers "where do I ...?" for the dashboard: ranked destinations, each with
   * page name, URL, section heading and the exact button text, scoped to this
   * store. Use it to send a person to the right place.
   *
   * Every destination is a page the operator dashboard serves: the approvals
   * inbox, Controls (kill switch, store automation, agents), the audit log and
   * Settings > Developers (API keys). Each `url` opens for a signed-in operator
   * of the store (sign-in first returns there). URLs are paths on this service:
   * `/dashboard/<page>` for a live store, `/dashboard/stores/<store id>/<page>`
   * for a sandbox key's private copy (the operator of the store that minted the
   * key opens it; Settings > Developers is always `/dashboard/settings/developers`,
   * the owner store's); a `#fragment` names the section. `button_text` is the
   * control as shown when its action is available (e.g. `Engage kill switch`
   * while the kill switch is released). Questions about the store's business
   * (products, orders, finance, ...) match no destination: the dashboard has no
   * page for them; use the operations (`list_store_actions`).
   *
   * Read: changes nothing. Scope: `read`. Any read-capable scope works: the `read`, `write` or `admin` bundle, or any `<group>:read`.
   *
   * Parameters (all optional):
   * - `question`: plain-language question; omit for the whole map.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  whereInService(input: T.WhereInServiceInput = {}, options?: RequestOptions): Promise<T.WhereInServiceResult> {
    return this.transport.call<T.WhereInServiceResult>(
      { operation: 'where_in_service', method: 'POST', path: '/api/v1/tools/where_in_service', body: input, tier: 'read' },
      options,
    );
  }
}
