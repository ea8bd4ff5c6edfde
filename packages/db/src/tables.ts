/**
 * Table names and row shapes as stored (docs/ARCHITECTURE.md "Tables"). Money is integer cents, timestamps
 * are ISO 8601 UTC strings, dates `YYYY-MM-DD`, JSON arrays are TEXT. Booleans come back as
 * `0 | 1` from SQLite and `boolean` from PostgreSQL: normalise with `toBool`. Aggregates
 * (`count`, `sum`) and `bigint` columns come back as strings from PostgreSQL: use `toNumber`.
 */

/**
 * Tables that hold one store's data; every one has a `store_id` column. `stores` itself is
 * reached through `StoreScope.store()`; `api_keys` is deliberately absent (credentials are the
 * auth layer's business, not a handler's). The one list of them: parents before children (safe
 * insert order), and in the order a sandbox copy copies them (sandbox.ts: campaigns first, as
 * decisions embed their ids in text; the finance books after the orders, refunds and expenses
 * their entries' `source_ref` names, bank transactions and e-invoice messages before the entries
 * that name them).
 */
export const STORE_TABLES = [
  'ad_campaigns',
  'products',
  'variants',
  'performance_daily',
  'orders',
  'order_line_items',
  'refunds',
  'agents',
  'decisions',
  'alerts',
  'calibration_thresholds',
  'cs_threads',
  'cs_messages',
  'audit_log',
  'policies',
  'approvals',
  'receipts',
  'intents',
  'discounts',
  'webhook_subscriptions',
  'webhook_deliveries',
  'webhook_attempts',
  'finance_entities',
  'product_images',
  'product_metafields',
  'content_versions',
  'shop_profiles',
  'markets',
  'refund_line_items',
  'discount_codes',
  'gift_cards',
  'expenses',
  'job_runs',
  'sync_cursors',
  'merchant_feed_items',
  'merchant_account_issues',
  'merchant_performance_daily',
  'analytics_properties',
  'analytics_data_streams',
  'analytics_audiences',
  'analytics_traffic_daily',
  'analytics_demographics_daily',
  'reviews',
  'disputes',
  'cross_store_links',
  'finance_accounts',
  'finance_periods',
  'finance_bank_accounts',
  'finance_bank_imports',
  'finance_bank_transactions',
  'finance_einvoice_messages',
  'finance_journal_entries',
  'finance_journal_lines',
  'finance_proposals',
  'finance_changes',
  'finance_exports',
  'ads_customers',
  'ads_ad_groups',
  'ads_keywords',
  'ads_campaign_daily',
  'ads_auction_insights',
  'ads_competitor_ads',
  'customer_contacts',
  'social_campaign_settings',
  'social_ad_sets',
  'social_ads',
  'social_insights_daily',
  'social_audiences',
  'social_audience_members',
] as const;

/** Union of the store-data table names a `StoreScope` can query. */
export type StoreTable = (typeof STORE_TABLES)[number];

/** Every table created by the migrations, parents first (safe insert order). */
export const ALL_TABLES = ['stores', 'api_keys', 'signing_keys', ...STORE_TABLES] as const;
export type TableName = (typeof ALL_TABLES)[number];

type DbBool = boolean | number;

export type TenantType = 'hosted_storefront' | 'no_storefront';
export type LifecycleState = 'new' | 'testing' | 'active' | 'winner' | 'scaling' | 'declining' | 'paused' | 'draft' | 'retired';
export type StorefrontStatus = 'active' | 'draft' | 'archived';
export type DecisionBucket = 'live' | 'queued' | 'failed' | 'suggested' | 'reverted' | 'noop';
export type Tier = 'read' | 'auto_write' | 'propose_write';
export type AlertSeverity = 'critical' | 'warning' | 'info';
export type CalibrationMetric = 'roas' | 'cpa_cents' | 'conversion_rate' | 'refund_rate';
export type CsSeverity = 'critical' | 'high' | 'normal' | 'low';
export type CsStatus = 'open' | 'pending' | 'resolved';
export type AgentMode = 'live' | 'dry_run' | 'off';

/** The six decision buckets, in the Decisions page's order. */
export const DECISION_BUCKETS: readonly DecisionBucket[] = ['live', 'queued', 'failed', 'suggested', 'reverted', 'noop'];
/** Lifecycle states (lowercase, as stored in `products.lifecycle_state`). */
export const LIFECYCLE_STATES: readonly LifecycleState[] = [
  'new',
  'testing',
  'active',
  'winner',
  'scaling',
  'declining',
  'paused',
  'draft',
  'retired',
];

export interface StoreRow {
  id: string;
  name: string;
  handle: string;
  tenant_type: TenantType;
  currency: string;
  timezone: string;
  last_synced_at: string | null;
  /** null = the default of 120 requests per minute. */
  rate_limit_per_minute: number | null;
  /** Operator control: while engaged, automation applies nothing (migration 007). */
  kill_switch_engaged: DbBool;
  /** Operator control: whether the store's agents may act (migration 007). */
  automation_enabled: DbBool;
  /** Sandbox copies (migration 009): the store copied, and when the copy is dropped. */
  sandbox_of?: string | null;
  sandbox_expires_at?: string | null;
  /** The store whose key or operator minted the copy (migration 011); null for live stores. */
  sandbox_owner_id?: string | null;
  created_at: string;
}

export interface ApiKeyRow {
  id: string;
  store_id: string;
  kind: 'live' | 'sandbox';
  label: string;
  key_prefix: string;
  key_hash: string;
  /** JSON array of scope strings. */
  scopes: string;
  auto_apply: DbBool;
  /** JSON array of CIDRs, or null for any address. */
  ip_allowlist: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

export interface ProductRow {
  id: string;
  store_id: string;
  handle: string;
  title: string;
  vendor: string;
  product_type: string;
  storefront_status: StorefrontStatus;
  lifecycle_state: LifecycleState;
  /** "From" price: the lowest variant price. */
  price_cents: number;
  /** Trailing 7-day revenue / ad spend at last sync; null when there was no ad spend. */
  current_roas: number | null;
  created_at: string;
  updated_at: string;
  /** Migration 015: the storefront content (HTML description, SEO), tags (JSON array), category. */
  description_html?: string;
  seo_title?: string | null;
  seo_description?: string | null;
  tags?: string;
  category?: string | null;
  /** Current content_versions.version (0 = none recorded). */
  content_version?: number;
}

export interface VariantRow {
  id: string;
  store_id: string;
  product_id: string;
  external_id: string;
  sku: string;
  title: string;
  size: string | null;
  colour: string | null;
  price_cents: number;
  compare_at_price_cents: number | null;
  inventory_quantity: number;
  position: number;
  created_at: string;
  updated_at: string;
  /** Migration 015: GTIN / EAN / UPC (null = none), weight, unit cost in cents and its source. */
  barcode?: string | null;
  weight_grams?: number | null;
  cost_cents?: number | null;
  cost_source?: 'storefront' | 'import' | 'manual' | null;
  cost_updated_at?: string | null;
}

/**
 * One product on one UTC day. `revenue_cents` = sum of the product's line-item totals that day
 * (all channels, before order-level discount, shipping and tax); `orders` = orders containing the
 * product; `conversions` = those from storefront sessions (channel `online_store`), so
 * `conversions <= orders` and `conversions <= sessions`.
 */
export interface PerformanceDailyRow {
  store_id: string;
  product_id: string;
  date: string;
  revenue_cents: number;
  ad_spend_cents: number;
  sessions: number;
  conversions: number;
  orders: number;
}

export interface OrderRow {
  id: string;
  store_id: string;
  order_number: number;
  customer_ref: string;
  channel: 'online_store' | 'marketplace' | 'pos' | 'wholesale';
  currency: string;
  /** Sum of line-item totals. total = subtotal - discount + shipping + tax. */
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  /** Sum of the order's refunds. */
  refunded_cents: number;
  financial_status: 'paid' | 'partially_refunded' | 'refunded';
  fulfillment_status: 'fulfilled' | 'partial' | 'unfulfilled';
  created_at: string;
  /** Migration 015: the storefront's order id (synced orders), cancellation, address (JSON), code. */
  external_id?: string | null;
  cancelled_at?: string | null;
  cancel_reason?: 'customer' | 'inventory' | 'fraud' | 'declined' | 'other' | null;
  shipping_address?: string | null;
  discount_code?: string | null;
  updated_at?: string | null;
  /** Migration 023: attribution in the storefront's field names (referrer URL, landing path, UTM); null = unknown. */
  referring_site?: string | null;
  landing_site?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
}

export interface OrderLineItemRow {
  id: string;
  store_id: string;
  order_id: string;
  product_id: string | null;
  variant_id: string | null;
  title: string;
  sku: string | null;
  quantity: number;
  unit_price_cents: number;
  /** quantity * unit_price_cents */
  total_cents: number;
  /**
   * Migration 029: the cost of goods the books hold for this line (minor units; posted with the
   * sale, moved by each cost true-up); null/absent = not posted by the service (seeded history).
   */
  cogs_cents?: number | null;
}

export interface RefundRow {
  id: string;
  store_id: string;
  order_id: string;
  amount_cents: number;
  reason: 'damaged' | 'not_as_described' | 'late_delivery' | 'changed_mind' | 'other';
  created_by: 'operator' | 'service' | 'customer_service';
  created_at: string;
  /** Migration 015. */
  external_id?: string | null;
  note?: string | null;
  restock?: DbBool;
  source?: 'seed' | 'service' | 'storefront';
  approval_id?: string | null;
}

export interface AgentRow {
  id: string;
  store_id: string;
  slug: string;
  name: string;
  description: string;
  mode: AgentMode;
  last_run_at: string | null;
}

export interface DecisionRow {
  id: string;
  store_id: string;
  product_id: string | null;
  handle: string | null;
  /** agents.slug */
  agent: string;
  action: string;
  subject: string;
  from_state: string | null;
  /** UPPERCASE, e.g. `WINNER` (lifecycle) or `PAUSED` (campaign). */
  to_state: string | null;
  /** 0..1 */
  judge_score: number;
  tier: Tier;
  /** JSON array of strings. */
  evidence: string;
  reversal: string;
  bucket: DecisionBucket;
  applied: DbBool;
  applied_at: string | null;
  applied_by: string | null;
  created_at: string;
}

export interface AlertRow {
  id: string;
  store_id: string;
  severity: AlertSeverity;
  kind: string;
  title: string;
  message: string;
  subject_ref: string | null;
  detected_at: string;
  resolved_at: string | null;
}

export interface CalibrationThresholdRow {
  id: string;
  store_id: string;
  metric: CalibrationMetric;
  floor: number;
  ceiling: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
  sample_size: number;
  window_days: number;
  calibrated_at: string;
}

export interface CsThreadRow {
  id: string;
  store_id: string;
  customer_ref: string;
  subject: string;
  channel: 'email' | 'chat' | 'marketplace';
  severity: CsSeverity;
  status: CsStatus;
  order_id: string | null;
  escalated: DbBool;
  created_at: string;
  last_message_at: string;
  first_response_due_at: string | null;
  /** Migration 016: who owns the thread; null = unassigned. */
  assignee?: string | null;
  /** Migration 016: snake_case category; null = uncategorised. */
  category?: string | null;
  /** Migration 016: when it was escalated (ISO 8601 UTC); null = not escalated (or unknown). */
  escalated_at?: string | null;
  escalation_reason?: string | null;
}

export interface CsMessageRow {
  id: string;
  store_id: string;
  thread_id: string;
  direction: 'inbound' | 'outbound';
  author: string;
  body: string;
  created_at: string;
}

export interface AuditLogRow {
  /** Auto-increment cursor key (a string from PostgreSQL, which returns bigint as text). */
  seq: number | string;
  id: string;
  store_id: string | null;
  request_id: string;
  credential_id: string | null;
  surface: 'rest' | 'mcp' | 'alt' | 'dashboard' | 'public' | 'system';
  method: string;
  path: string;
  operation: string | null;
  status: number;
  error_code: string | null;
  subject_ref: string | null;
  ip: string;
  user_agent: string | null;
  duration_ms: number;
  created_at: string;
  /** The OAuth client behind a call made with an access token; null otherwise (migration 014). */
  client_id?: string | null;
}

/** Row shape per table name. */
export interface TableRows {
  stores: StoreRow;
  api_keys: ApiKeyRow;
  products: ProductRow;
  variants: VariantRow;
  performance_daily: PerformanceDailyRow;
  orders: OrderRow;
  order_line_items: OrderLineItemRow;
  refunds: RefundRow;
  agents: AgentRow;
  decisions: DecisionRow;
  alerts: AlertRow;
  calibration_thresholds: CalibrationThresholdRow;
  cs_threads: CsThreadRow;
  cs_messages: CsMessageRow;
  audit_log: AuditLogRow;
  approvals: ApprovalRow;
  receipts: ReceiptRow;
  ad_campaigns: AdCampaignRow;
  ads_customers: AdsCustomerRow;
  ads_ad_groups: AdsAdGroupRow;
  ads_keywords: AdsKeywordRow;
  ads_campaign_daily: AdsCampaignDailyRow;
  ads_auction_insights: AdsAuctionInsightRow;
  ads_competitor_ads: AdsCompetitorAdRow;
  customer_contacts: CustomerContactRow;
  social_campaign_settings: SocialCampaignSettingsRow;
  social_ad_sets: SocialAdSetRow;
  social_ads: SocialAdRow;
  social_insights_daily: SocialInsightsDailyRow;
  social_audiences: SocialAudienceRow;
  social_audience_members: SocialAudienceMemberRow;
  intents: IntentRow;
  discounts: DiscountRow;
  policies: PolicyRow;
  webhook_subscriptions: WebhookSubscriptionRow;
  webhook_deliveries: WebhookDeliveryRow;
  webhook_attempts: WebhookAttemptRow;
  finance_entities: FinanceEntityRow;
  finance_accounts: FinanceAccountRow;
  finance_periods: FinancePeriodRow;
  finance_journal_entries: FinanceJournalEntryRow;
  finance_journal_lines: FinanceJournalLineRow;
  finance_bank_accounts: FinanceBankAccountRow;
  finance_bank_imports: FinanceBankImportRow;
  finance_bank_transactions: FinanceBankTransactionRow;
  finance_einvoice_messages: FinanceEinvoiceMessageRow;
  finance_proposals: FinanceProposalRow;
  finance_changes: FinanceChangeRow;
  finance_exports: FinanceExportRow;
  signing_keys: SigningKeyRow;
  product_images: ProductImageRow;
  product_metafields: ProductMetafieldRow;
  content_versions: ContentVersionRow;
  shop_profiles: ShopProfileRow;
  markets: MarketRow;
  refund_line_items: RefundLineItemRow;
  discount_codes: DiscountCodeRow;
  gift_cards: GiftCardRow;
  expenses: ExpenseRow;
  job_runs: JobRunRow;
  sync_cursors: SyncCursorRow;
  merchant_feed_items: MerchantFeedItemRow;
  merchant_account_issues: MerchantAccountIssueRow;
  merchant_performance_daily: MerchantPerformanceDailyRow;
  reviews: ReviewRow;
  disputes: DisputeRow;
  cross_store_links: CrossStoreLinkRow;
  analytics_properties: AnalyticsPropertyRow;
  analytics_data_streams: AnalyticsDataStreamRow;
  analytics_audiences: AnalyticsAudienceRow;
  analytics_traffic_daily: AnalyticsTrafficDailyRow;
  analytics_demographics_daily: AnalyticsDemographicsDailyRow;
}

/** ad_campaigns (migration 008). */
export interface AdCampaignRow {
  id: string;
  store_id: string;
  name: string;
  channel: 'google_ads' | 'meta' | 'microsoft_ads' | 'marketplace';
  status: 'enabled' | 'paused' | 'removed';
  daily_budget_cents: number | string;
  bidding: 'manual_cpc' | 'maximize_conversions' | 'target_roas' | 'target_cpa';
  created_at: string;
  updated_at: string;
  /** Migration 021: the platform account (`ads_customers.customer_id`); null for marketplace campaigns. */
  customer_id?: string | null;
  /** Migration 021: first and last day of the schedule (`YYYY-MM-DD`; end null = no end). */
  start_date?: string | null;
  end_date?: string | null;
  /** Migration 021: target ROAS (conversion value / cost) of `target_roas` bidding, else null. */
  target_roas?: number | string | null;
}

/** ads_customers (migration 021): ad-platform accounts; one manager account lists the clients. */
export interface AdsCustomerRow {
  id: string;
  store_id: string;
  customer_id: string;
  descriptive_name: string;
  platform: 'google_ads' | 'microsoft_ads' | 'meta';
  currency: string;
  time_zone: string;
  manager: DbBool;
  manager_customer_id: string | null;
  status: 'enabled' | 'suspended' | 'closed';
  created_at: string;
}

/** ads_ad_groups (migration 021). */
export interface AdsAdGroupRow {
  id: string;
  store_id: string;
  campaign_id: string;
  name: string;
  status: 'enabled' | 'paused' | 'removed';
  cpc_bid_cents: number | string;
  created_at: string;
}

/** ads_keywords (migration 021): keywords and negative keywords (`negative`; campaign-level when `ad_group_id` is null). */
export interface AdsKeywordRow {
  id: string;
  store_id: string;
  campaign_id: string;
  ad_group_id: string | null;
  text: string;
  match_type: 'exact' | 'phrase' | 'broad';
  negative: DbBool;
  status: 'enabled' | 'paused' | 'removed';
  created_at: string;
}

/** ads_campaign_daily (migration 021): one campaign's metrics on one UTC day; money in cents. */
export interface AdsCampaignDailyRow {
  id: string;
  store_id: string;
  campaign_id: string;
  date: string;
  impressions: number | string;
  clicks: number | string;
  conversions: number | string;
  conversion_value_cents: number | string;
  cost_cents: number | string;
}

/** ads_auction_insights (migration 021): a competitor domain in one campaign's auctions (ratios 0..1). */
export interface AdsAuctionInsightRow {
  id: string;
  store_id: string;
  campaign_id: string;
  domain: string;
  impression_share: number | string;
  overlap_rate: number | string;
  position_above_rate: number | string;
  outranking_share: number | string;
}

/** ads_competitor_ads (migration 021): a competitor's ad text seen in the auctions. */
export interface AdsCompetitorAdRow {
  id: string;
  store_id: string;
  domain: string;
  headline: string;
  description: string;
  final_url: string;
  search_term: string;
  first_seen_at: string;
  last_seen_at: string;
}

export type IntentStatus = 'proposed' | 'active' | 'released' | 'reverted' | 'expired' | 'rejected';

/** intents (migration 008): `desired`, `previous`, `overwritten_value` are JSON text. */
export interface IntentRow {
  id: string;
  store_id: string;
  resource_kind: 'variant' | 'campaign';
  resource_ref: string;
  field: string;
  desired: string;
  previous: string;
  reason: string;
  status: IntentStatus;
  owner_credential_id: string;
  approval_id: string | null;
  expires_at: string;
  overwritten_at: string | null;
  overwritten_value: string | null;
  created_at: string;
  updated_at: string;
}

/** discounts (migration 008): `product_ids` is JSON text. */
export interface DiscountRow {
  id: string;
  store_id: string;
  product_ids: string;
  discount_percent: number;
  reason: string;
  status: 'active' | 'ended';
  approval_id: string | null;
  created_at: string;
  ended_at: string | null;
}

/** policies (migration 008): `conditions` is JSON text `[{fact, op, value}]`. */
export interface PolicyRow {
  id: string;
  store_id: string;
  kind: 'rule' | 'spend_ceiling';
  name: string;
  domain: string | null;
  action: string | null;
  effect: 'allow' | 'deny' | 'require_approval' | null;
  conditions: string;
  ceiling_cents: number | string | null;
  period: 'day' | 'week' | 'month' | null;
  enabled: boolean | number;
  created_at: string;
  updated_at: string;
}

export type ApprovalStatus = 'requested' | 'approved' | 'rejected' | 'expired' | 'withdrawn' | 'failed';

/** approvals (migration 007): JSON columns are TEXT. */
export interface ApprovalRow {
  id: string;
  store_id: string;
  kind: 'proposed_write' | 'app_request';
  operation: string | null;
  arguments: string | null;
  change: string;
  title: string;
  amount_cents: number | string | null;
  currency: string | null;
  reversibility_class: string;
  status: ApprovalStatus;
  requested_by: string;
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
  receipt_id: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
  /** Migration 015: one-time secret of the applied write (JSON), cleared once handed over. */
  reveal?: string | null;
}

/** receipts (migration 007): JSON columns are TEXT. */
export interface ReceiptRow {
  id: string;
  store_id: string;
  operation: string;
  approval_id: string | null;
  resource_kind: string;
  resource_ref: string;
  changes: string;
  proposed_by: string;
  approved_by: string;
  reversal: string;
  request_id: string;
  created_at: string;
}

/** webhook_subscriptions (migration 012): an endpoint of a store, or of one finance entity. */
export interface WebhookSubscriptionRow {
  id: string;
  store_id: string;
  kind: 'store' | 'finance';
  entity_id: string | null;
  url: string;
  /** JSON array of exact types or trailing `*`; null = every type `scopes` may read. */
  event_types: string | null;
  /** JSON array: the creating credential's scopes (what the endpoint may receive). */
  scopes: string;
  description: string | null;
  state: 'active' | 'disabled' | 'unsubscribed';
  state_reason: string | null;
  consecutive_failures: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** webhook_deliveries (migration 012): one event to one subscription (or a redelivery). */
export interface WebhookDeliveryRow {
  id: string;
  store_id: string;
  subscription_id: string;
  event_id: string;
  event_type: string;
  /** The event's outbox `seq` (bigint: a string on PostgreSQL, use `toNumber`). */
  event_seq: number | string;
  state: 'pending' | 'succeeded' | 'failed' | 'cancelled';
  attempts: number;
  next_attempt_at: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  last_status_code: number | null;
  last_error: string | null;
  last_latency_ms: number | null;
  redelivery_of: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** webhook_attempts (migration 012): one HTTP attempt of a delivery. */
export interface WebhookAttemptRow {
  id: string;
  store_id: string;
  delivery_id: string;
  /** 1-based. */
  attempt: number;
  started_at: string;
  status_code: number | null;
  latency_ms: number | null;
  error: string | null;
  outcome: 'succeeded' | 'failed' | 'gone' | 'refused';
}

/**
 * finance_entities (migration 013): a set of books of a store (finance webhook subscriptions are
 * per entity). Minimal until the finance domain adds the books themselves.
 */
export interface FinanceEntityRow {
  id: string;
  store_id: string;
  name: string;
  legal_name: string | null;
  /** ISO 4217 code of the books. */
  currency: string;
  created_at: string;
  /** IANA time zone of the books' calendar dates (migration 020). */
  timezone: string;
  /** ISO 3166-1 alpha-2 (migration 020). */
  country: string | null;
}

/** Money columns of the finance tables are `bigint`: PostgreSQL answers them as strings (`toNumber`). */
type Cents = number | string;

export type FinanceAccountType = 'asset' | 'liability' | 'equity' | 'revenue' | 'expense';

/** finance_accounts (migration 020): the chart of accounts of an entity. */
export interface FinanceAccountRow {
  id: string;
  store_id: string;
  entity_id: string;
  code: string;
  name: string;
  type: FinanceAccountType;
  normal_balance: 'debit' | 'credit';
  system_key: string | null;
  description: string | null;
  is_active: DbBool;
  created_at: string;
}

/** finance_periods (migration 020): monthly accounting periods. */
export interface FinancePeriodRow {
  id: string;
  store_id: string;
  entity_id: string;
  period: string;
  starts_on: string;
  ends_on: string;
  status: 'open' | 'closed';
  closed_at: string | null;
  closed_by: string | null;
  reopened_at: string | null;
  reopened_by: string | null;
  created_at: string;
}

export type FinanceEntrySource =
  'order' | 'refund' | 'cost_import' | 'expense_import' | 'bank_transaction' | 'einvoice' | 'opening_balance' | 'manual' | 'reversal';

/**
 * `source.kind` of the `fin.entry.posted` event (FinEntryPostedData) for each entry source: both
 * imports are `import`, an opening balance is `manual` (the books engine and the seeded change feed).
 */
export const ENTRY_SOURCE_KINDS = {
  order: 'order',
  refund: 'refund',
  cost_import: 'import',
  expense_import: 'import',
  bank_transaction: 'bank_transaction',
  einvoice: 'einvoice',
  opening_balance: 'manual',
  manual: 'manual',
  reversal: 'reversal',
} as const satisfies Record<FinanceEntrySource, string>;

/** finance_journal_entries (migration 020): posted entries; never edited except `reversed_by_entry_id`. */
export interface FinanceJournalEntryRow {
  id: string;
  store_id: string;
  entity_id: string;
  number: number;
  entry_number: string;
  entry_date: string;
  period_id: string;
  memo: string;
  source: FinanceEntrySource;
  source_ref: string | null;
  import_id: string | null;
  reverses_entry_id: string | null;
  reversed_by_entry_id: string | null;
  amount_cents: Cents;
  currency: string;
  posted_at: string;
  posted_by: string;
}

/** finance_journal_lines (migration 020): one debit or credit of an entry. */
export interface FinanceJournalLineRow {
  id: string;
  store_id: string;
  entity_id: string;
  entry_id: string;
  line_no: number;
  account_id: string;
  debit_cents: Cents;
  credit_cents: Cents;
  memo: string | null;
  entry_date: string;
}

/** finance_bank_accounts (migration 020). */
export interface FinanceBankAccountRow {
  id: string;
  store_id: string;
  entity_id: string;
  name: string;
  kind: 'bank' | 'card' | 'cash' | 'psp';
  institution: string | null;
  account_number_masked: string | null;
  currency: string;
  ledger_account_id: string;
  status: 'active' | 'archived';
  created_at: string;
  updated_at: string;
}

/** finance_bank_imports (migration 020): one imported statement. */
export interface FinanceBankImportRow {
  id: string;
  store_id: string;
  entity_id: string;
  bank_account_id: string;
  format: 'csv' | 'camt053';
  filename: string | null;
  row_count: number;
  new_count: number;
  duplicate_count: number;
  imported_at: string;
  imported_by: string;
}

/** finance_bank_transactions (migration 020): statement rows. */
export interface FinanceBankTransactionRow {
  id: string;
  store_id: string;
  entity_id: string;
  bank_account_id: string;
  import_id: string | null;
  booking_date: string;
  value_date: string | null;
  amount_cents: Cents;
  currency: string;
  counterparty: string | null;
  description: string;
  bank_reference: string | null;
  fingerprint: string;
  state: 'counted' | 'dismissed';
  reconciliation: 'unmatched' | 'matched' | 'booked';
  entry_id: string | null;
  dismissal_reason: 'not_a_transaction' | 'duplicate_of' | null;
  duplicate_of_id: string | null;
  dismissed_at: string | null;
  dismissed_by: string | null;
  created_at: string;
}

/** The AsyncAPI `FinEinvoiceStatus` (transport states, then the Peppol invoice response codes by name). */
export type EinvoiceStatus =
  | 'queued'
  | 'sent'
  | 'delivered'
  | 'delivery_failed'
  | 'received'
  | 'acknowledged'
  | 'in_process'
  | 'under_query'
  | 'conditionally_accepted'
  | 'rejected'
  | 'accepted'
  | 'paid';

/** finance_einvoice_messages (migration 020). */
export interface FinanceEinvoiceMessageRow {
  id: string;
  store_id: string;
  entity_id: string;
  direction: 'inbound' | 'outbound';
  document_type: 'invoice' | 'credit_note';
  document_number: string;
  counterparty_name: string;
  counterparty_endpoint: string | null;
  amount_cents: Cents;
  currency: string;
  issue_date: string;
  due_date: string | null;
  status: EinvoiceStatus;
  previous_status: EinvoiceStatus | null;
  status_reason: string | null;
  status_changed_at: string;
  created_at: string;
}

/** finance_proposals (migration 020): bookings the service suggests, awaiting a person. */
export interface FinanceProposalRow {
  id: string;
  store_id: string;
  entity_id: string;
  kind: 'book_bank_transaction' | 'accrual' | 'reclassification';
  status: 'pending' | 'accepted' | 'rejected';
  bank_transaction_id: string | null;
  entry_date: string;
  memo: string;
  /** JSON `[{account_id, debit_cents, credit_cents, memo}]`. */
  lines: string;
  amount_cents: Cents;
  confidence: number;
  rationale: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  entry_id: string | null;
}

/** finance_changes (migration 020): the change feed, one row per `fin.*` event. */
export interface FinanceChangeRow {
  seq: number | string;
  id: string;
  store_id: string;
  entity_id: string;
  type: string;
  subject: string;
  /** JSON of the event's data. */
  data: string;
  occurred_at: string;
}

/** finance_exports (migration 020). */
export interface FinanceExportRow {
  id: string;
  store_id: string;
  entity_id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'expired';
  format: 'csv' | 'json';
  /** JSON of what the export holds. */
  parameters: string;
  job_id: string | null;
  line_count: number | null;
  byte_count: Cents | null;
  error: string | null;
  requested_by: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
}

/** signing_keys (migration 012, service-wide): ES256 webhook signing keys. */
export interface SigningKeyRow {
  kid: string;
  alg: 'ES256';
  /** JSON of the public JWK. */
  public_jwk: string;
  /** PKCS#8 PEM of the private key; never in an answer or a log. */
  private_pkcs8: string;
  created_at: string;
  signs_from: string;
  signs_until: string | null;
  published_until: string | null;
}

/**
 * oauth_grants (migration 014; the auth layer's, not a handler's): what an operator granted an
 * OAuth client on the consent page. `scopes` and `resources` are JSON arrays of strings.
 */
export interface OAuthGrantRow {
  id: string;
  store_id: string;
  operator_id: string;
  client_id: string;
  client_name: string;
  scopes: string;
  resources: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** Migration 030: ordinary proposed writes of the grant's tokens apply at once (opt-in; default false). */
  auto_apply?: boolean | number;
  /** Migration 030: when a token of the grant was first issued; null: never redeemed (not a connected app). */
  token_issued_at?: string | null;
}

/** product_images (migration 015). */
export interface ProductImageRow {
  id: string;
  store_id: string;
  product_id: string;
  url: string;
  alt_text: string | null;
  position: number;
  width: number | null;
  height: number | null;
}

/** product_metafields (migration 015): `value` is JSON text of the typed value. */
export interface ProductMetafieldRow {
  id: string;
  store_id: string;
  product_id: string;
  namespace: string;
  key: string;
  type: string;
  value: string;
  created_at: string;
  updated_at: string;
}

/** content_versions (migration 015): one version of a product's title / description / SEO. */
export interface ContentVersionRow {
  id: string;
  store_id: string;
  product_id: string;
  version: number;
  title: string;
  description_html: string;
  seo_title: string | null;
  seo_description: string | null;
  author: string;
  source: 'seed' | 'storefront_sync' | 'service';
  approval_id: string | null;
  created_at: string;
}

/** shop_profiles (migration 015, one per storefront store): JSON columns are TEXT. */
export interface ShopProfileRow {
  store_id: string;
  myshop_domain: string;
  primary_domain: string;
  primary_locale: string;
  email: string;
  phone: string | null;
  address: string;
  plan: string;
  weight_unit: string;
  policies: string;
  ships_to_countries: string;
  created_at: string;
  updated_at: string;
}

/** markets (migration 015): `countries`, `locales` are JSON arrays. */
export interface MarketRow {
  id: string;
  store_id: string;
  handle: string;
  name: string;
  primary: DbBool;
  enabled: DbBool;
  countries: string;
  currency: string;
  locales: string;
  price_adjustment_percent: number;
  created_at: string;
}

/** refund_line_items (migration 015): what a refund returned of one order line. */
export interface RefundLineItemRow {
  id: string;
  store_id: string;
  refund_id: string;
  line_item_id: string;
  quantity: number;
  amount_cents: number;
  restock: DbBool;
}

/** discount_codes (migration 015). `value`: percent, or cents for `fixed_amount`. */
export interface DiscountCodeRow {
  id: string;
  store_id: string;
  code: string;
  code_key: string;
  discount_type: 'percentage' | 'fixed_amount';
  value: number;
  minimum_subtotal_cents: number | null;
  usage_limit: number | null;
  once_per_customer: DbBool;
  usage_count: number;
  starts_at: string;
  ends_at: string | null;
  status: 'active' | 'scheduled' | 'expired' | 'disabled';
  approval_id: string | null;
  created_at: string;
}

/** gift_cards (migration 015): the code is never stored, only its hash and last 4 characters. */
export interface GiftCardRow {
  id: string;
  store_id: string;
  code_hash: string;
  last_characters: string;
  initial_value_cents: number;
  balance_cents: number;
  currency: string;
  customer_ref: string | null;
  note: string | null;
  expires_on: string | null;
  disabled_at: string | null;
  approval_id: string | null;
  created_at: string;
}

/** expenses (migration 015): one cost of running the business (not a product's unit cost). */
export interface ExpenseRow {
  id: string;
  store_id: string;
  incurred_on: string;
  category: string;
  description: string;
  vendor: string | null;
  amount_cents: number;
  currency: string;
  source: 'seed' | 'import' | 'manual';
  import_ref: string | null;
  created_at: string;
}

export type JobState = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** job_runs (migration 015): one asynchronous job (run_sync_orders, run_sync_catalog, ...). */
export interface JobRunRow {
  id: string;
  store_id: string;
  kind: string;
  state: JobState;
  params: string;
  requested_by: string;
  request_id: string | null;
  queued_at: string;
  started_at: string | null;
  finished_at: string | null;
  attempts: number;
  lease_owner: string | null;
  lease_until: string | null;
  counts: string | null;
  result: string | null;
  error: string | null;
}

/**
 * A new `job_runs` row in state `queued` (no lease, no attempts yet): the one place a job row is
 * built, for automation's `queueJob` (which coalesces same-kind jobs) and for jobs other domains
 * queue without coalescing (finance exports).
 */
export function queuedJobRun(job: {
  id: string;
  store_id: string;
  kind: string;
  params: Record<string, unknown>;
  requested_by: string;
  request_id: string | null;
  queued_at: string;
}): JobRunRow {
  return {
    ...job,
    state: 'queued',
    params: JSON.stringify(job.params),
    started_at: null,
    finished_at: null,
    attempts: 0,
    lease_owner: null,
    lease_until: null,
    counts: null,
    result: null,
    error: null,
  };
}

/** sync_cursors (migration 015): how far a store's sync of one resource has read the storefront. */
export interface SyncCursorRow {
  store_id: string;
  resource: 'orders' | 'catalog';
  cursor: string;
  synced_at: string;
}

/** reviews (migration 018): one customer review of a product, or of the store (product_id null). */
export interface ReviewRow {
  id: string;
  store_id: string;
  product_id: string | null;
  /** 1..5 */
  rating: number;
  title: string | null;
  body: string;
  author_name: string;
  status: 'published' | 'pending' | 'hidden';
  verified_buyer: DbBool;
  order_id: string | null;
  created_at: string;
  reply_body: string | null;
  replied_at: string | null;
}

export type DisputeReason =
  | 'fraudulent'
  | 'product_not_received'
  | 'product_unacceptable'
  | 'duplicate'
  | 'subscription_canceled'
  | 'credit_not_processed'
  | 'general';
export type DisputeStatus = 'needs_response' | 'under_review' | 'won' | 'lost' | 'accepted';

/** disputes (migration 018): one chargeback on an order. */
export interface DisputeRow {
  id: string;
  store_id: string;
  order_id: string;
  external_id: string;
  reason: DisputeReason;
  amount_cents: number;
  currency: string;
  status: DisputeStatus;
  evidence_due_by: string | null;
  evidence_status: 'not_submitted' | 'draft' | 'submitted';
  opened_at: string;
  closed_at: string | null;
}

/** merchant_feed_items (migration 017): the embedded merchant feed, one item per product; `issues` is JSON text. */
export interface MerchantFeedItemRow {
  id: string;
  store_id: string;
  product_id: string;
  offer_id: string;
  status: 'approved' | 'limited' | 'disapproved';
  issues: string;
  custom_label_0: string | null;
  custom_label_1: string | null;
  custom_label_2: string | null;
  custom_label_3: string | null;
  custom_label_4: string | null;
  last_checked_at: string;
  updated_at: string;
}

/** merchant_account_issues (migration 017). */
export interface MerchantAccountIssueRow {
  id: string;
  store_id: string;
  code: string;
  severity: 'critical' | 'error' | 'suggestion';
  title: string;
  detail: string;
  documentation_url: string | null;
  affected_items: number;
  first_seen_at: string;
}

/** merchant_performance_daily (migration 017): one row per product and UTC day. */
export interface MerchantPerformanceDailyRow {
  id: string;
  store_id: string;
  product_id: string;
  date: string;
  impressions: number;
  clicks: number;
  conversions: number;
  conversion_value_cents: number | string;
}

/**
 * cross_store_links (migration 019): this store's side of a link with another store of the same
 * merchant (admin propose_cross_store_link). One row per store, linked store and purpose; the
 * linked store holds the mirror row (`direction` the other way). Never copied into a sandbox.
 */
export interface CrossStoreLinkRow {
  id: string;
  store_id: string;
  linked_store_id: string;
  direction: 'outgoing' | 'incoming';
  purpose: 'shared_catalog_reporting';
  state: 'pending' | 'active' | 'revoked';
  /** This store's card whose approval last moved the row; null when the linked store's approval did. */
  approval_id: string | null;
  requested_at: string;
  activated_at: string | null;
  revoked_at: string | null;
  revoked_by_store_id: string | null;
  updated_at: string;
}

/** customer_contacts (migration 022): a customer's contact e-mail (as typed) and marketing consent. */
export interface CustomerContactRow {
  id: string;
  store_id: string;
  customer_ref: string;
  email: string;
  accepts_marketing: DbBool;
  updated_at: string;
}

/** social_campaign_settings (migration 022): social-platform settings of a `meta` ad campaign. */
export interface SocialCampaignSettingsRow {
  id: string;
  store_id: string;
  campaign_id: string;
  objective: 'awareness' | 'traffic' | 'engagement' | 'leads' | 'app_promotion' | 'sales';
  buying_type: 'auction';
  created_at: string;
}

/** social_ad_sets (migration 022): `targeting` is JSON text. */
export interface SocialAdSetRow {
  id: string;
  store_id: string;
  campaign_id: string;
  name: string;
  status: 'enabled' | 'paused' | 'removed';
  optimization_goal: string;
  targeting: string;
  created_at: string;
  updated_at: string;
}

/** social_ads (migration 022): `creative` is JSON text. */
export interface SocialAdRow {
  id: string;
  store_id: string;
  ad_set_id: string;
  campaign_id: string;
  name: string;
  status: 'enabled' | 'paused' | 'removed';
  creative: string;
  created_at: string;
  updated_at: string;
}

/** social_insights_daily (migration 022): one ad, UTC day and audience cell; money in cents. */
export interface SocialInsightsDailyRow {
  id: string;
  store_id: string;
  ad_id: string;
  date: string;
  age: string;
  gender: string;
  country: string;
  placement: string;
  impressions: number | string;
  clicks: number | string;
  spend_cents: number | string;
  conversions: number | string;
  conversion_value_cents: number | string;
}

/** social_audiences (migration 022): `segment` is JSON text (customer lists) or null. */
export interface SocialAudienceRow {
  id: string;
  store_id: string;
  name: string;
  type: 'custom' | 'lookalike';
  subtype: 'customer_list' | 'website' | 'engagement' | 'lookalike';
  source: string;
  source_audience_id: string | null;
  lookalike_ratio: number | string | null;
  lookalike_country: string | null;
  retention_days: number | string | null;
  approximate_size: number | string | null;
  segment: string | null;
  status: 'ready' | 'populating';
  last_synced_at: string | null;
  created_at: string;
  updated_at: string;
}

/** social_audience_members (migration 022): SHA-256 hex of the normalised e-mail only. */
export interface SocialAudienceMemberRow {
  id: string;
  store_id: string;
  audience_id: string;
  email_sha256: string;
  added_at: string;
}

/** analytics_properties (migration 024): the store's analytics property (one per store); `key_events` is JSON text. */
export interface AnalyticsPropertyRow {
  id: string;
  store_id: string;
  property_name: string;
  display_name: string;
  time_zone: string;
  currency: string;
  industry_category: string;
  service_level: 'standard' | 'analytics_360';
  data_retention: '2_months' | '14_months' | '26_months' | '38_months' | '50_months';
  reset_user_data_on_new_activity: DbBool;
  key_events: string;
  created_at: string;
  updated_at: string;
}

/** analytics_data_streams (migration 024). */
export interface AnalyticsDataStreamRow {
  id: string;
  store_id: string;
  property_id: string;
  stream_id: string;
  type: 'web' | 'ios' | 'android';
  display_name: string;
  measurement_id: string | null;
  firebase_app_id: string | null;
  target: string;
  enhanced_measurement: DbBool;
  created_at: string;
}

/** analytics_audiences (migration 024): `conditions` is JSON text. */
export interface AnalyticsAudienceRow {
  id: string;
  store_id: string;
  property_id: string;
  name: string;
  description: string;
  membership_duration_days: number;
  conditions: string;
  definition: string;
  origin: 'predefined' | 'custom';
  created_at: string;
}

/** analytics_traffic_daily (migration 024): session-scoped traffic, pre-aggregated per day and dimension combination. */
export interface AnalyticsTrafficDailyRow {
  id: string;
  store_id: string;
  date: string;
  channel_group: string;
  source_medium: string;
  country: string;
  device_category: string;
  landing_page: string;
  sessions: number;
  engaged_sessions: number;
  active_users: number;
  new_users: number;
  key_events: number;
  transactions: number;
  purchase_revenue_cents: number | string;
}

/** analytics_demographics_daily (migration 024): user-scoped demographics, pre-aggregated per day. */
export interface AnalyticsDemographicsDailyRow {
  id: string;
  store_id: string;
  date: string;
  country: string;
  age_bracket: string;
  gender: string;
  active_users: number;
  new_users: number;
  purchasers: number;
  transactions: number;
  purchase_revenue_cents: number | string;
}
