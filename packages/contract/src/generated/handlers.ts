// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { HandlerContext, WithDefaults } from '../handler-context';
import type { ProposedWriteHandler, WriteContext } from '../write-context';
import type * as T from '../../../sdk/src/generated/types/index.js';

/** Every domain that owns at least one operation. */
export const DOMAINS = ['admin', 'ads', 'analytics', 'automation', 'catalog', 'costs', 'cs', 'disputes', 'finance', 'general', 'merchant', 'orders', 'promotions', 'reputation', 'research'] as const;
export type Domain = (typeof DOMAINS)[number];

/** Handlers of the `admin` domain. */
export interface AdminHandlers {
  /**
   * `cross_store_link_status` (read, scope `admin:read`): Read this store's cross-store links and their state
   */
  cross_store_link_status(input: WithDefaults<T.CrossStoreLinkStatusInput, 'limit'>, ctx: HandlerContext): Promise<T.CrossStoreLinkStatusResult>;
  /**
   * `get_store_settings` (read, scope `admin:read`): Read the store's settings and operator controls
   */
  get_store_settings(input: T.GetStoreSettingsInput, ctx: HandlerContext): Promise<T.GetStoreSettingsResult>;
  /**
   * `propose_cross_store_link` (propose_write, scope `admin:write`): Propose linking this store with another store, or revoking the link
   */
  propose_cross_store_link: ProposedWriteHandler<WithDefaults<T.ProposeCrossStoreLinkInput, 'action' | 'purpose'>>;
  /**
   * `set_automation_enabled` (propose_write, scope `admin:write`): Turn the store's automation off or on
   */
  set_automation_enabled: ProposedWriteHandler<T.SetAutomationEnabledInput>;
  /**
   * `set_kill_switch` (propose_write, scope `admin:write`): Engage or release the store kill switch
   */
  set_kill_switch: ProposedWriteHandler<T.SetKillSwitchInput>;
  /**
   * `storefront_graphql_query` (read, scope `admin:read`): Run a read-only GraphQL query over the store's catalog, orders and customers
   */
  storefront_graphql_query(input: WithDefaults<T.StorefrontGraphqlQueryInput, 'variables'>, ctx: HandlerContext): Promise<T.StorefrontGraphqlQueryResult>;
}

/** Handlers of the `ads` domain. */
export interface AdsHandlers {
  /**
   * `ads_add_negative_keywords` (propose_write, scope `ads:write`): Propose negative keywords for a search campaign
   */
  ads_add_negative_keywords: ProposedWriteHandler<T.AdsAddNegativeKeywordsInput>;
  /**
   * `ads_create_campaign` (propose_write, scope `ads:write`): Propose a new search campaign
   */
  ads_create_campaign: ProposedWriteHandler<WithDefaults<T.AdsCreateCampaignInput, 'status'>>;
  /**
   * `ads_list_accessible_customers` (read, scope `ads:read`): Ad accounts the store can reach
   */
  ads_list_accessible_customers(input: T.AdsListAccessibleCustomersInput, ctx: HandlerContext): Promise<T.AdsListAccessibleCustomersResult>;
  /**
   * `ads_run_query` (read, scope `ads:read`): Query the store's ad platforms
   */
  ads_run_query(input: T.AdsRunQueryInput, ctx: HandlerContext): Promise<T.AdsRunQueryResult>;
  /**
   * `ads_set_campaign_budget` (propose_write, scope `ads:write`): Propose a campaign's new daily budget
   */
  ads_set_campaign_budget: ProposedWriteHandler<T.AdsSetCampaignBudgetInput>;
  /**
   * `ads_set_campaign_status` (propose_write, scope `ads:write`): Propose pausing or enabling a campaign
   */
  ads_set_campaign_status: ProposedWriteHandler<T.AdsSetCampaignStatusInput>;
  /**
   * `get_ad_campaigns` (read, scope `ads:read`): List the ad campaigns
   */
  get_ad_campaigns(input: WithDefaults<T.GetAdCampaignsInput, 'limit'>, ctx: HandlerContext): Promise<T.GetAdCampaignsResult>;
  /**
   * `get_ad_performance` (read, scope `ads:read`): Ad spend, clicks, conversions and ROAS
   */
  get_ad_performance(input: WithDefaults<T.GetAdPerformanceInput, 'breakdown' | 'limit'>, ctx: HandlerContext): Promise<T.GetAdPerformanceResult>;
  /**
   * `get_competitor_ad_intel` (read, scope `ads:read`): Competitors in the search auctions
   */
  get_competitor_ad_intel(input: WithDefaults<T.GetCompetitorAdIntelInput, 'ads_per_domain'>, ctx: HandlerContext): Promise<T.GetCompetitorAdIntelResult>;
  /**
   * `get_marketing_brain` (read, scope `ads:read`): What the automation is doing in marketing
   */
  get_marketing_brain(input: WithDefaults<T.GetMarketingBrainInput, 'window_days' | 'limit'>, ctx: HandlerContext): Promise<T.GetMarketingBrainResult>;
  /**
   * `social_create_campaign` (propose_write, scope `ads:write`): Propose a new social campaign
   */
  social_create_campaign: ProposedWriteHandler<WithDefaults<T.SocialCreateCampaignInput, 'status' | 'bidding'>>;
  /**
   * `social_get_ad_entities` (read, scope `ads:read`): Social campaigns, ad sets and ads with their hierarchy and statuses
   */
  social_get_ad_entities(input: WithDefaults<T.SocialGetAdEntitiesInput, 'level' | 'limit'>, ctx: HandlerContext): Promise<T.SocialGetAdEntitiesResult>;
  /**
   * `social_get_audiences` (read, scope `ads:read`): Custom and lookalike audiences with approximate sizes
   */
  social_get_audiences(input: WithDefaults<T.SocialGetAudiencesInput, 'limit'>, ctx: HandlerContext): Promise<T.SocialGetAudiencesResult>;
  /**
   * `social_run_insights` (read, scope `ads:read`): Delivery and results of social campaigns, ad sets or ads
   */
  social_run_insights(input: WithDefaults<T.SocialRunInsightsInput, 'level' | 'fields' | 'time_increment' | 'limit'>, ctx: HandlerContext): Promise<T.SocialRunInsightsResult>;
  /**
   * `social_sync_audiences` (propose_write, scope `ads:write`): Propose syncing a customer segment into a custom audience
   */
  social_sync_audiences: ProposedWriteHandler<WithDefaults<T.SocialSyncAudiencesInput, 'mode'>>;
}

/** Handlers of the `analytics` domain. */
export interface AnalyticsHandlers {
  /**
   * `analytics_buyer_demographics` (read, scope `analytics:read`): Purchasers by age, gender and country (thresholded)
   */
  analytics_buyer_demographics(input: WithDefaults<T.AnalyticsBuyerDemographicsInput, 'breakdowns'>, ctx: HandlerContext): Promise<T.AnalyticsBuyerDemographicsResult>;
  /**
   * `analytics_channel_performance` (read, scope `analytics:read`): Sessions, conversions and revenue per channel
   */
  analytics_channel_performance(input: WithDefaults<T.AnalyticsChannelPerformanceInput, 'group_by'>, ctx: HandlerContext): Promise<T.AnalyticsChannelPerformanceResult>;
  /**
   * `analytics_create_audience` (propose_write, scope `analytics:write`): Propose a custom audience
   */
  analytics_create_audience: ProposedWriteHandler<WithDefaults<T.AnalyticsCreateAudienceInput, 'description' | 'membership_duration_days'>>;
  /**
   * `analytics_get_admin_config` (read, scope `analytics:read`): Read the analytics property's configuration
   */
  analytics_get_admin_config(input: T.AnalyticsGetAdminConfigInput, ctx: HandlerContext): Promise<T.AnalyticsGetAdminConfigResult>;
  /**
   * `analytics_list_audiences` (read, scope `analytics:read`): List the analytics property's audiences
   */
  analytics_list_audiences(input: T.AnalyticsListAudiencesInput, ctx: HandlerContext): Promise<T.AnalyticsListAudiencesResult>;
  /**
   * `analytics_list_data_streams` (read, scope `analytics:read`): List the analytics property's data streams
   */
  analytics_list_data_streams(input: T.AnalyticsListDataStreamsInput, ctx: HandlerContext): Promise<T.AnalyticsListDataStreamsResult>;
  /**
   * `analytics_run_report` (read, scope `analytics:read`): Run a report over the analytics property
   */
  analytics_run_report(input: WithDefaults<T.AnalyticsRunReportInput, 'dimensions' | 'dimension_filters' | 'metric_filters' | 'limit' | 'offset'>, ctx: HandlerContext): Promise<T.AnalyticsRunReportResult>;
  /**
   * `analytics_set_data_retention` (propose_write, scope `analytics:write`): Propose a new event-data retention
   */
  analytics_set_data_retention: ProposedWriteHandler<T.AnalyticsSetDataRetentionInput>;
  /**
   * `compare_periods` (read, scope `analytics:read`): Compare the store's metrics between two periods
   */
  compare_periods(input: WithDefaults<T.ComparePeriodsInput, 'breakdown' | 'movers_limit'>, ctx: HandlerContext): Promise<T.ComparePeriodsResult>;
  /**
   * `get_ai_referred_orders` (read, scope `analytics:read`): List orders referred by AI assistants, with counts and revenue per assistant
   */
  get_ai_referred_orders(input: WithDefaults<T.GetAiReferredOrdersInput, 'limit'>, ctx: HandlerContext): Promise<T.GetAiReferredOrdersResult>;
  /**
   * `query_cannibalization` (read, scope `analytics:read`): Find products whose sales move against each other
   */
  query_cannibalization(input: WithDefaults<T.QueryCannibalizationInput, 'window_days' | 'metric' | 'min_days' | 'min_active_days' | 'max_correlation' | 'significance' | 'limit'>, ctx: HandlerContext): Promise<T.QueryCannibalizationResult>;
  /**
   * `query_performance` (read, scope `analytics:read`): Report revenue, ad spend, ROAS and conversion over a window
   */
  query_performance(input: WithDefaults<T.QueryPerformanceInput, 'window_days'>, ctx: HandlerContext): Promise<T.QueryPerformanceResult>;
}

/** Handlers of the `automation` domain. */
export interface AutomationHandlers {
  /**
   * `approval_list` (read, scope `automation:read`): List approval cards
   */
  approval_list(input: WithDefaults<T.ApprovalListInput, 'limit'>, ctx: HandlerContext): Promise<T.ApprovalListResult>;
  /**
   * `approval_status` (read, scope `automation:read`): Get one approval card
   */
  approval_status(input: T.ApprovalRef, ctx: HandlerContext): Promise<T.Approval>;
  /**
   * `approval_submit` (auto_write, scope `automation:write`): Ask the merchant to approve something
   */
  approval_submit(input: WithDefaults<T.ApprovalSubmitInput, 'expires_in_seconds'>, ctx: WriteContext): Promise<T.Approval>;
  /**
   * `approval_withdraw` (auto_write, scope `automation:write`): Withdraw an approval card
   */
  approval_withdraw(input: T.ApprovalWithdrawInput, ctx: WriteContext): Promise<T.Approval>;
  /**
   * `create_alert` (auto_write, scope `automation:write`): Raise an alert
   */
  create_alert(input: WithDefaults<T.CreateAlertInput, 'kind'>, ctx: WriteContext): Promise<T.CreateAlertResult>;
  /**
   * `disable_automation` (auto_write, scope `automation:write`): Switch an agent off
   */
  disable_automation(input: T.DisableAutomationInput, ctx: WriteContext): Promise<T.AutomationChangeResult>;
  /**
   * `enable_automation` (auto_write, scope `automation:write`): Switch an agent to live
   */
  enable_automation: ProposedWriteHandler<T.EnableAutomationInput>;
  /**
   * `finance_subscription_create` (auto_write, scope `automation:write`): Subscribe an endpoint to a finance entity's events
   */
  finance_subscription_create(input: T.FinanceSubscriptionCreateInput, ctx: WriteContext): Promise<T.SubscriptionWriteResult>;
  /**
   * `get_alerts` (read, scope `automation:read`): List alerts by severity
   */
  get_alerts(input: WithDefaults<T.GetAlertsInput, 'status' | 'limit'>, ctx: HandlerContext): Promise<T.GetAlertsResult>;
  /**
   * `get_job_runs` (read, scope `automation:read`): List job runs
   */
  get_job_runs(input: WithDefaults<T.GetJobRunsInput, 'limit' | 'offset'>, ctx: HandlerContext): Promise<T.GetJobRunsResult>;
  /**
   * `get_recent_decisions` (read, scope `automation:read`): List recent automation decisions with whole-store bucket counts
   */
  get_recent_decisions(input: WithDefaults<T.GetRecentDecisionsInput, 'mode' | 'window_days' | 'limit'>, ctx: HandlerContext): Promise<T.GetRecentDecisionsResult>;
  /**
   * `policy_create` (auto_write, scope `automation:write`): Create a rule or spend ceiling
   */
  policy_create(input: WithDefaults<T.PolicyCreateInput, 'enabled'>, ctx: WriteContext): Promise<T.PolicyWriteResult>;
  /**
   * `policy_delete` (auto_write, scope `automation:write`): Delete a policy
   */
  policy_delete(input: T.PolicyDeleteInput, ctx: WriteContext): Promise<T.PolicyDeleteResult>;
  /**
   * `policy_list` (read, scope `automation:read`): List the store's policies
   */
  policy_list(input: WithDefaults<T.PolicyListInput, 'limit'>, ctx: HandlerContext): Promise<T.PolicyListResult>;
  /**
   * `policy_update` (auto_write, scope `automation:write`): Change a policy
   */
  policy_update(input: T.PolicyUpdateInput, ctx: WriteContext): Promise<T.PolicyWriteResult>;
  /**
   * `receipts_list` (read, scope `automation:read`): List the store's receipts
   */
  receipts_list(input: WithDefaults<T.ReceiptsListInput, 'limit'>, ctx: HandlerContext): Promise<T.ReceiptsListResult>;
  /**
   * `receipts_price_memory` (read, scope `automation:read`): A variant's price history from receipts
   */
  receipts_price_memory(input: WithDefaults<T.ReceiptsPriceMemoryInput, 'limit'>, ctx: HandlerContext): Promise<T.ReceiptsPriceMemoryResult>;
  /**
   * `run_calibration` (auto_write, scope `automation:write`): Recompute the store's calibration thresholds
   */
  run_calibration(input: WithDefaults<T.RunCalibrationInput, 'window_days'>, ctx: WriteContext): Promise<T.RunCalibrationResult>;
  /**
   * `run_sync_catalog` (auto_write, scope `automation:write`): Pull catalog changes from the storefront
   */
  run_sync_catalog(input: WithDefaults<T.RunSyncCatalogInput, 'max_changes'>, ctx: WriteContext): Promise<T.JobSubmittedResult>;
  /**
   * `run_sync_orders` (auto_write, scope `automation:write`): Pull new orders and refunds from the storefront
   */
  run_sync_orders(input: WithDefaults<T.RunSyncOrdersInput, 'max_changes'>, ctx: WriteContext): Promise<T.JobSubmittedResult>;
  /**
   * `sandbox_approval_decide` (auto_write, scope `automation:write`): Test helper: decide an approval card in a sandbox
   */
  sandbox_approval_decide(input: T.SandboxApprovalDecideInput, ctx: WriteContext): Promise<T.Approval>;
  /**
   * `simulate` (read, scope `automation:read`): What the governance gates would decide for an action
   */
  simulate(input: T.SimulateInput, ctx: HandlerContext): Promise<T.SimulateResult>;
  /**
   * `subscription_create` (auto_write, scope `automation:write`): Subscribe an endpoint to store events
   */
  subscription_create(input: T.SubscriptionCreateInput, ctx: WriteContext): Promise<T.SubscriptionWriteResult>;
  /**
   * `subscription_delete` (auto_write, scope `automation:write`): Delete a webhook subscription
   */
  subscription_delete(input: T.SubscriptionDeleteInput, ctx: WriteContext): Promise<T.SubscriptionDeleteResult>;
  /**
   * `subscription_deliveries` (read, scope `automation:read`): A subscription's recent deliveries and their attempts
   */
  subscription_deliveries(input: WithDefaults<T.SubscriptionDeliveriesInput, 'limit'>, ctx: HandlerContext): Promise<T.SubscriptionDeliveriesResult>;
  /**
   * `subscription_list` (read, scope `automation:read`): List the store's webhook subscriptions
   */
  subscription_list(input: WithDefaults<T.SubscriptionListInput, 'limit'>, ctx: HandlerContext): Promise<T.SubscriptionListResult>;
  /**
   * `subscription_redeliver` (auto_write, scope `automation:write`): Send one event to a subscription again
   */
  subscription_redeliver(input: T.SubscriptionRedeliverInput, ctx: WriteContext): Promise<T.SubscriptionRedeliverResult>;
  /**
   * `subscription_update` (auto_write, scope `automation:write`): Change or re-enable a webhook subscription
   */
  subscription_update(input: T.SubscriptionUpdateInput, ctx: WriteContext): Promise<T.SubscriptionWriteResult>;
}

/** Handlers of the `catalog` domain. */
export interface CatalogHandlers {
  /**
   * `find_similar_products` (read, scope `catalog:read`): Products most similar to one product (BM25 over text and attributes)
   */
  find_similar_products(input: WithDefaults<T.FindSimilarProductsInput, 'limit'>, ctx: HandlerContext): Promise<T.FindSimilarProductsResult>;
  /**
   * `get_ai_readiness` (read, scope `catalog:read`): Score products on what an AI shopping agent needs (checks and failures)
   */
  get_ai_readiness(input: WithDefaults<T.GetAiReadinessInput, 'limit' | 'offset'>, ctx: HandlerContext): Promise<T.GetAiReadinessResult>;
  /**
   * `get_ai_repairs` (read, scope `catalog:read`): Concrete fixes for failed AI-readiness checks, each naming its operation
   */
  get_ai_repairs(input: WithDefaults<T.GetAiRepairsInput, 'limit' | 'offset'>, ctx: HandlerContext): Promise<T.GetAiRepairsResult>;
  /**
   * `get_calibration` (read, scope `catalog:read`): Get the store's calibration thresholds
   */
  get_calibration(input: T.GetCalibrationInput, ctx: HandlerContext): Promise<T.GetCalibrationResult>;
  /**
   * `get_content_versions` (read, scope `catalog:read`): History of a product's title, description and SEO fields
   */
  get_content_versions(input: WithDefaults<T.GetContentVersionsInput, 'limit'>, ctx: HandlerContext): Promise<T.GetContentVersionsResult>;
  /**
   * `get_product_detail` (read, scope `catalog:read`): Read one product in full (content, images, variants with costs, performance)
   */
  get_product_detail(input: WithDefaults<T.GetProductDetailInput, 'window_days'>, ctx: HandlerContext): Promise<T.GetProductDetailResult>;
  /**
   * `get_store_overview` (read, scope `catalog:read`): Summarise the store
   */
  get_store_overview(input: T.GetStoreOverviewInput, ctx: HandlerContext): Promise<T.GetStoreOverviewResult>;
  /**
   * `get_variants` (read, scope `catalog:read`): List variants with SKU, stock and price
   */
  get_variants(input: WithDefaults<T.GetVariantsInput, 'limit'>, ctx: HandlerContext): Promise<T.GetVariantsResult>;
  /**
   * `propose_draft` (propose_write, scope `catalog:write`): Propose a new product as a draft
   */
  propose_draft: ProposedWriteHandler<WithDefaults<T.ProposeDraftInput, 'description_html' | 'tags'>>;
  /**
   * `propose_state_transition` (propose_write, scope `catalog:write`): Propose moving a product to another lifecycle state
   */
  propose_state_transition: ProposedWriteHandler<T.ProposeStateTransitionInput>;
  /**
   * `query_products` (read, scope `catalog:read`): List products with lifecycle state, price and ROAS
   */
  query_products(input: WithDefaults<T.QueryProductsInput, 'sort' | 'limit'>, ctx: HandlerContext): Promise<T.QueryProductsResult>;
  /**
   * `storefront_get_shop_profile` (read, scope `catalog:read`): Read the storefront's shop profile and published policies
   */
  storefront_get_shop_profile(input: T.StorefrontGetShopProfileInput, ctx: HandlerContext): Promise<T.StorefrontGetShopProfileResult>;
  /**
   * `storefront_list_markets` (read, scope `catalog:read`): List the storefront's markets (countries, currency, languages)
   */
  storefront_list_markets(input: T.StorefrontListMarketsInput, ctx: HandlerContext): Promise<T.StorefrontListMarketsResult>;
  /**
   * `storefront_set_metafield` (propose_write, scope `catalog:write`): Propose creating or updating a product metafield
   */
  storefront_set_metafield: ProposedWriteHandler<T.StorefrontSetMetafieldInput>;
  /**
   * `storefront_set_product_status` (propose_write, scope `catalog:write`): Propose a product's storefront status
   */
  storefront_set_product_status: ProposedWriteHandler<T.StorefrontSetProductStatusInput>;
  /**
   * `storefront_update_content` (propose_write, scope `catalog:write`): Propose new title, description or SEO text for a product
   */
  storefront_update_content: ProposedWriteHandler<T.StorefrontUpdateContentInput>;
  /**
   * `storefront_update_inventory` (propose_write, scope `catalog:write`): Propose a variant's on-hand quantity
   */
  storefront_update_inventory: ProposedWriteHandler<T.StorefrontUpdateInventoryInput>;
  /**
   * `storefront_update_tags` (propose_write, scope `catalog:write`): Propose adding or removing product tags
   */
  storefront_update_tags: ProposedWriteHandler<T.StorefrontUpdateTagsInput>;
  /**
   * `storefront_update_variant_price` (propose_write, scope `catalog:write`): Propose a new price for one variant
   */
  storefront_update_variant_price: ProposedWriteHandler<T.StorefrontUpdateVariantPriceInput>;
}

/** Handlers of the `costs` domain. */
export interface CostsHandlers {
  /**
   * `get_expenses` (read, scope `costs:read`): Business expenses of a window, by category and row
   */
  get_expenses(input: WithDefaults<T.GetExpensesInput, 'limit'>, ctx: HandlerContext): Promise<T.GetExpensesResult>;
  /**
   * `get_product_costs` (read, scope `costs:read`): Unit costs of variants with cost-confidence tier and margin
   */
  get_product_costs(input: WithDefaults<T.GetProductCostsInput, 'limit'>, ctx: HandlerContext): Promise<T.GetProductCostsResult>;
  /**
   * `inspect_cost_import` (read, scope `costs:read`): Check a unit-cost CSV file before importing it
   */
  inspect_cost_import(input: T.InspectCostImportInput, ctx: HandlerContext): Promise<T.InspectCostImportResult>;
  /**
   * `inspect_expense_import` (read, scope `costs:read`): Check an expense CSV file before importing it
   */
  inspect_expense_import(input: T.InspectExpenseImportInput, ctx: HandlerContext): Promise<T.InspectExpenseImportResult>;
  /**
   * `propose_cost_import` (propose_write, scope `costs:write`): Propose importing an inspected unit-cost file
   */
  propose_cost_import: ProposedWriteHandler<T.ProposeCostImportInput>;
  /**
   * `propose_expense_import` (propose_write, scope `costs:write`): Propose importing an inspected expense file
   */
  propose_expense_import: ProposedWriteHandler<T.ProposeExpenseImportInput>;
  /**
   * `storefront_update_variant_cost` (propose_write, scope `costs:write`): Propose a new unit cost for one variant
   */
  storefront_update_variant_cost: ProposedWriteHandler<T.StorefrontUpdateVariantCostInput>;
}

/** Handlers of the `cs` domain. */
export interface CsHandlers {
  /**
   * `cs_copilot_ask` (read, scope `cs:read`): Ask the copilot about a thread (extractive, cited)
   */
  cs_copilot_ask(input: WithDefaults<T.CsCopilotAskInput, 'max_passages'>, ctx: HandlerContext): Promise<T.CsCopilotAskResult>;
  /**
   * `cs_send_reply` (propose_write, scope `cs:write`): Propose a reply to a customer
   */
  cs_send_reply: ProposedWriteHandler<WithDefaults<T.CsSendReplyInput, 'mark_pending'>>;
  /**
   * `cs_triage_thread` (auto_write, scope `cs:write`): Triage a customer-service thread
   */
  cs_triage_thread(input: T.CsTriageThreadInput, ctx: WriteContext): Promise<T.CsTriageThreadResult>;
  /**
   * `get_cs_attention` (read, scope `cs:read`): List customer-service threads that need attention
   */
  get_cs_attention(input: WithDefaults<T.GetCsAttentionInput, 'limit'>, ctx: HandlerContext): Promise<T.GetCsAttentionResult>;
  /**
   * `get_cs_thread` (read, scope `cs:read`): Read one customer-service thread in full
   */
  get_cs_thread(input: T.GetCsThreadInput, ctx: HandlerContext): Promise<T.GetCsThreadResult>;
  /**
   * `get_cs_threads` (read, scope `cs:read`): List customer-service threads with filters
   */
  get_cs_threads(input: WithDefaults<T.GetCsThreadsInput, 'limit'>, ctx: HandlerContext): Promise<T.GetCsThreadsResult>;
}

/** Handlers of the `disputes` domain. */
export interface DisputesHandlers {
  /**
   * `get_disputes` (read, scope `disputes:read`): Chargeback disputes, the most urgent first
   */
  get_disputes(input: WithDefaults<T.GetDisputesInput, 'limit'>, ctx: HandlerContext): Promise<T.GetDisputesResult>;
}

/** Handlers of the `finance` domain. */
export interface FinanceHandlers {
  /**
   * `finance_accounts_list` (read, scope `finance:read`): An entity's chart of accounts with balances
   */
  finance_accounts_list(input: WithDefaults<T.FinanceAccountsListInput, 'limit'>, ctx: HandlerContext): Promise<T.FinanceAccountsListResult>;
  /**
   * `finance_balance_sheet` (read, scope `finance:read`): Balance sheet of a finance entity at a date
   */
  finance_balance_sheet(input: T.FinanceBalanceSheetInput, ctx: HandlerContext): Promise<T.FinanceBalanceSheetResult>;
  /**
   * `finance_bank_account_create` (auto_write, scope `finance:write`): Add a bank, card, cash or PSP account to a finance entity
   */
  finance_bank_account_create(input: T.FinanceBankAccountCreateInput, ctx: WriteContext): Promise<T.FinanceBankAccountWriteResult>;
  /**
   * `finance_bank_account_update` (auto_write, scope `finance:write`): Change a bank account's name, institution, number, ledger account or status
   */
  finance_bank_account_update(input: T.FinanceBankAccountUpdateInput, ctx: WriteContext): Promise<T.FinanceBankAccountWriteResult>;
  /**
   * `finance_bank_accounts_list` (read, scope `finance:read`): An entity's bank, card, cash and PSP accounts
   */
  finance_bank_accounts_list(input: WithDefaults<T.FinanceBankAccountsListInput, 'limit'>, ctx: HandlerContext): Promise<T.FinanceBankAccountsListResult>;
  /**
   * `finance_bank_statement_import` (auto_write, scope `finance:write`): Import a bank statement (CSV or CAMT.053) into a bank account
   */
  finance_bank_statement_import(input: T.FinanceBankStatementImportInput, ctx: WriteContext): Promise<T.FinanceBankStatementImportResult>;
  /**
   * `finance_bank_transaction_dismiss` (auto_write, scope `finance:write`): Dismiss a bank statement row (not a transaction, or a duplicate)
   */
  finance_bank_transaction_dismiss(input: T.FinanceBankTransactionDismissInput, ctx: WriteContext): Promise<T.FinanceBankTransactionWriteResult>;
  /**
   * `finance_bank_transaction_undismiss` (auto_write, scope `finance:write`): Undo the dismissal of a bank statement row
   */
  finance_bank_transaction_undismiss(input: T.FinanceBankTransactionUndismissInput, ctx: WriteContext): Promise<T.FinanceBankTransactionWriteResult>;
  /**
   * `finance_bank_transactions_list` (read, scope `finance:read`): An entity's bank statement rows
   */
  finance_bank_transactions_list(input: WithDefaults<T.FinanceBankTransactionsListInput, 'limit'>, ctx: HandlerContext): Promise<T.FinanceBankTransactionsListResult>;
  /**
   * `finance_changes` (read, scope `finance:read`): The change feed of an entity's books (fin.* events, 730 days)
   */
  finance_changes(input: WithDefaults<T.FinanceChangesInput, 'limit'>, ctx: HandlerContext): Promise<T.FinanceChangesResult>;
  /**
   * `finance_einvoice_messages_list` (read, scope `finance:read`): An entity's e-invoice messages
   */
  finance_einvoice_messages_list(input: WithDefaults<T.FinanceEinvoiceMessagesListInput, 'limit'>, ctx: HandlerContext): Promise<T.FinanceEinvoiceMessagesListResult>;
  /**
   * `finance_entities_list` (read, scope `finance:read`): The store's finance entities (sets of books)
   */
  finance_entities_list(input: WithDefaults<T.FinanceEntitiesListInput, 'limit'>, ctx: HandlerContext): Promise<T.FinanceEntitiesListResult>;
  /**
   * `finance_export_create` (read, scope `finance:read`): Start an export of an entity's books (CSV or JSON, asynchronous)
   */
  finance_export_create(input: WithDefaults<T.FinanceExportCreateInput, 'format' | 'parts'>, ctx: HandlerContext): Promise<T.FinanceExportCreateResult>;
  /**
   * `finance_export_download` (read, scope `finance:read`): A short-lived link to a finished export's file
   */
  finance_export_download(input: T.FinanceExportDownloadInput, ctx: HandlerContext): Promise<T.FinanceExportDownloadResult>;
  /**
   * `finance_export_status` (read, scope `finance:read`): Where an export is (state, timings, counts, errors)
   */
  finance_export_status(input: T.FinanceExportStatusInput, ctx: HandlerContext): Promise<T.FinanceExportStatusResult>;
  /**
   * `finance_journal_entries_list` (read, scope `finance:read`): An entity's journal entries with their lines
   */
  finance_journal_entries_list(input: WithDefaults<T.FinanceJournalEntriesListInput, 'limit' | 'order'>, ctx: HandlerContext): Promise<T.FinanceJournalEntriesListResult>;
  /**
   * `finance_period_close` (auto_write, scope `finance:write`): Close an accounting period
   */
  finance_period_close(input: T.FinancePeriodCloseInput, ctx: WriteContext): Promise<T.FinancePeriodWriteResult>;
  /**
   * `finance_period_reopen` (auto_write, scope `finance:write`): Reopen a closed accounting period
   */
  finance_period_reopen(input: T.FinancePeriodReopenInput, ctx: WriteContext): Promise<T.FinancePeriodWriteResult>;
  /**
   * `finance_periods_list` (read, scope `finance:read`): An entity's accounting periods
   */
  finance_periods_list(input: WithDefaults<T.FinancePeriodsListInput, 'limit'>, ctx: HandlerContext): Promise<T.FinancePeriodsListResult>;
  /**
   * `finance_profit_and_loss` (read, scope `finance:read`): Profit and loss of a finance entity over a range
   */
  finance_profit_and_loss(input: WithDefaults<T.FinanceProfitAndLossInput, 'compare'>, ctx: HandlerContext): Promise<T.FinanceProfitAndLossResult>;
  /**
   * `finance_proposals_list` (read, scope `finance:read`): Bookings the service proposes for an entity
   */
  finance_proposals_list(input: WithDefaults<T.FinanceProposalsListInput, 'limit'>, ctx: HandlerContext): Promise<T.FinanceProposalsListResult>;
  /**
   * `finance_trial_balance` (read, scope `finance:read`): Trial balance of a finance entity at a date
   */
  finance_trial_balance(input: T.FinanceTrialBalanceInput, ctx: HandlerContext): Promise<T.FinanceTrialBalanceResult>;
}

/** Handlers of the `general` domain. */
export interface GeneralHandlers {
  /**
   * `intent_declare` (propose_write, scope `write`): Declare ownership of a field
   */
  intent_declare: ProposedWriteHandler<T.IntentDeclareInput>;
  /**
   * `intent_list` (read, scope `read`): List intent declarations
   */
  intent_list(input: WithDefaults<T.IntentListInput, 'limit'>, ctx: HandlerContext): Promise<T.IntentListResult>;
  /**
   * `intent_release` (auto_write, scope `write`): Release an owned field
   */
  intent_release(input: T.IntentEndInput, ctx: WriteContext): Promise<T.IntentEndResult>;
  /**
   * `intent_revert` (auto_write, scope `write`): Revert an owned field to its previous value
   */
  intent_revert(input: T.IntentEndInput, ctx: WriteContext): Promise<T.IntentEndResult>;
  /**
   * `intent_status` (read, scope `read`): Get one intent declaration
   */
  intent_status(input: T.IntentRef, ctx: HandlerContext): Promise<T.Intent>;
  /**
   * `list_store_actions` (read, scope `read`): List the write actions this credential can carry out
   */
  list_store_actions(input: T.ListStoreActionsInput, ctx: HandlerContext): Promise<T.ListStoreActionsResult>;
  /**
   * `where_in_service` (read, scope `read`): Find where something is in the dashboard
   */
  where_in_service(input: T.WhereInServiceInput, ctx: HandlerContext): Promise<T.WhereInServiceResult>;
}

/** Handlers of the `merchant` domain. */
export interface MerchantHandlers {
  /**
   * `merchant_delete_supplemental_labels` (propose_write, scope `merchant:write`): Propose clearing custom labels of feed items
   */
  merchant_delete_supplemental_labels: ProposedWriteHandler<T.MerchantDeleteSupplementalLabelsInput>;
  /**
   * `merchant_get_account_issues` (read, scope `merchant:read`): Account-level issues of the merchant feed
   */
  merchant_get_account_issues(input: T.MerchantGetAccountIssuesInput, ctx: HandlerContext): Promise<T.MerchantGetAccountIssuesResult>;
  /**
   * `merchant_get_product_views` (read, scope `merchant:read`): Feed status per product with item-level issues
   */
  merchant_get_product_views(input: WithDefaults<T.MerchantGetProductViewsInput, 'limit'>, ctx: HandlerContext): Promise<T.MerchantGetProductViewsResult>;
  /**
   * `merchant_run_report` (read, scope `merchant:read`): Run a report over the merchant feed performance
   */
  merchant_run_report(input: WithDefaults<T.MerchantRunReportInput, 'filters' | 'limit'>, ctx: HandlerContext): Promise<T.MerchantRunReportResult>;
  /**
   * `merchant_upsert_supplemental_labels` (propose_write, scope `merchant:write`): Propose setting custom labels of feed items
   */
  merchant_upsert_supplemental_labels: ProposedWriteHandler<T.MerchantUpsertSupplementalLabelsInput>;
}

/** Handlers of the `orders` domain. */
export interface OrdersHandlers {
  /**
   * `get_orders` (read, scope `orders:read`): List recent orders with line items and refunds
   */
  get_orders(input: WithDefaults<T.GetOrdersInput, 'window_days' | 'limit'>, ctx: HandlerContext): Promise<T.GetOrdersResult>;
  /**
   * `get_orders_summary` (read, scope `orders:read`): Summarise orders, revenue and refunds over a window
   */
  get_orders_summary(input: WithDefaults<T.GetOrdersSummaryInput, 'window_days'>, ctx: HandlerContext): Promise<T.GetOrdersSummaryResult>;
  /**
   * `storefront_cancel_order` (propose_write, scope `orders:write`): Propose cancelling an unfulfilled order
   */
  storefront_cancel_order: ProposedWriteHandler<WithDefaults<T.StorefrontCancelOrderInput, 'restock' | 'refund'>>;
  /**
   * `storefront_create_refund` (propose_write, scope `orders:write`): Propose a refund on an order
   */
  storefront_create_refund: ProposedWriteHandler<WithDefaults<T.StorefrontCreateRefundInput, 'restock'>>;
  /**
   * `storefront_update_shipping_address` (propose_write, scope `orders:write`): Propose a new shipping address for an order
   */
  storefront_update_shipping_address: ProposedWriteHandler<T.StorefrontUpdateShippingAddressInput>;
}

/** Handlers of the `promotions` domain. */
export interface PromotionsHandlers {
  /**
   * `get_discount_history` (read, scope `promotions:read`): List the store's discounts and discount codes over time
   */
  get_discount_history(input: WithDefaults<T.GetDiscountHistoryInput, 'limit'>, ctx: HandlerContext): Promise<T.GetDiscountHistoryResult>;
  /**
   * `get_promotion_detail` (read, scope `promotions:read`): Get one discount, discount code or gift card
   */
  get_promotion_detail(input: WithDefaults<T.GetPromotionDetailInput, 'recent_orders'>, ctx: HandlerContext): Promise<T.GetPromotionDetailResult>;
  /**
   * `propose_discount` (propose_write, scope `promotions:write`): Propose a percentage discount on products
   */
  propose_discount: ProposedWriteHandler<T.ProposeDiscountInput>;
  /**
   * `storefront_create_discount_code` (propose_write, scope `promotions:write`): Propose a new discount code
   */
  storefront_create_discount_code: ProposedWriteHandler<WithDefaults<T.StorefrontCreateDiscountCodeInput, 'once_per_customer'>>;
  /**
   * `storefront_create_gift_card` (propose_write, scope `promotions:write`): Propose a new gift card (code shown once)
   */
  storefront_create_gift_card: ProposedWriteHandler<T.StorefrontCreateGiftCardInput>;
}

/** Handlers of the `reputation` domain. */
export interface ReputationHandlers {
  /**
   * `get_reviews` (read, scope `reputation:read`): Customer reviews with a rating summary
   */
  get_reviews(input: WithDefaults<T.GetReviewsInput, 'subject' | 'limit'>, ctx: HandlerContext): Promise<T.GetReviewsResult>;
}

/** Handlers of the `research` domain. */
export interface ResearchHandlers {
  /**
   * `get_research_candidates` (read, scope `research:read`): Research candidates of the six discovery lanes, with their evidence
   */
  get_research_candidates(input: WithDefaults<T.GetResearchCandidatesInput, 'limit'>, ctx: HandlerContext): Promise<T.GetResearchCandidatesResult>;
  /**
   * `lookup_domain_research` (read, scope `research:read`): What the embedded web corpus knows about one web domain
   */
  lookup_domain_research(input: WithDefaults<T.LookupDomainResearchInput, 'pages_limit'>, ctx: HandlerContext): Promise<T.LookupDomainResearchResult>;
  /**
   * `web_read` (read, scope `research:read`): Read one web page (title, byline, readable text and links)
   */
  web_read(input: WithDefaults<T.WebReadInput, 'include_links'>, ctx: HandlerContext): Promise<T.WebReadResult>;
  /**
   * `web_search` (read, scope `research:read`): Full-text search over the embedded, versioned demo-web corpus
   */
  web_search(input: WithDefaults<T.WebSearchInput, 'limit'>, ctx: HandlerContext): Promise<T.WebSearchResult>;
}

/** The full handler map the server registers: one entry per domain. */
export interface AllHandlers {
  admin: AdminHandlers;
  ads: AdsHandlers;
  analytics: AnalyticsHandlers;
  automation: AutomationHandlers;
  catalog: CatalogHandlers;
  costs: CostsHandlers;
  cs: CsHandlers;
  disputes: DisputesHandlers;
  finance: FinanceHandlers;
  general: GeneralHandlers;
  merchant: MerchantHandlers;
  orders: OrdersHandlers;
  promotions: PromotionsHandlers;
  reputation: ReputationHandlers;
  research: ResearchHandlers;
}

/** Input and result type of every operation. */
export interface OperationTypes {
  ads_add_negative_keywords: { input: T.AdsAddNegativeKeywordsInput; result: T.ProposalOutcome };
  ads_create_campaign: { input: T.AdsCreateCampaignInput; result: T.ProposalOutcome };
  ads_list_accessible_customers: { input: T.AdsListAccessibleCustomersInput; result: T.AdsListAccessibleCustomersResult };
  ads_run_query: { input: T.AdsRunQueryInput; result: T.AdsRunQueryResult };
  ads_set_campaign_budget: { input: T.AdsSetCampaignBudgetInput; result: T.ProposalOutcome };
  ads_set_campaign_status: { input: T.AdsSetCampaignStatusInput; result: T.ProposalOutcome };
  analytics_buyer_demographics: { input: T.AnalyticsBuyerDemographicsInput; result: T.AnalyticsBuyerDemographicsResult };
  analytics_channel_performance: { input: T.AnalyticsChannelPerformanceInput; result: T.AnalyticsChannelPerformanceResult };
  analytics_create_audience: { input: T.AnalyticsCreateAudienceInput; result: T.ProposalOutcome };
  analytics_get_admin_config: { input: T.AnalyticsGetAdminConfigInput; result: T.AnalyticsGetAdminConfigResult };
  analytics_list_audiences: { input: T.AnalyticsListAudiencesInput; result: T.AnalyticsListAudiencesResult };
  analytics_list_data_streams: { input: T.AnalyticsListDataStreamsInput; result: T.AnalyticsListDataStreamsResult };
  analytics_run_report: { input: T.AnalyticsRunReportInput; result: T.AnalyticsRunReportResult };
  analytics_set_data_retention: { input: T.AnalyticsSetDataRetentionInput; result: T.ProposalOutcome };
  approval_list: { input: T.ApprovalListInput; result: T.ApprovalListResult };
  approval_status: { input: T.ApprovalRef; result: T.Approval };
  approval_submit: { input: T.ApprovalSubmitInput; result: T.Approval };
  approval_withdraw: { input: T.ApprovalWithdrawInput; result: T.Approval };
  compare_periods: { input: T.ComparePeriodsInput; result: T.ComparePeriodsResult };
  create_alert: { input: T.CreateAlertInput; result: T.CreateAlertResult };
  cross_store_link_status: { input: T.CrossStoreLinkStatusInput; result: T.CrossStoreLinkStatusResult };
  cs_copilot_ask: { input: T.CsCopilotAskInput; result: T.CsCopilotAskResult };
  cs_send_reply: { input: T.CsSendReplyInput; result: T.ProposalOutcome };
  cs_triage_thread: { input: T.CsTriageThreadInput; result: T.CsTriageThreadResult };
  disable_automation: { input: T.DisableAutomationInput; result: T.AutomationChangeResult };
  enable_automation: { input: T.EnableAutomationInput; result: T.ProposalOutcome };
  finance_accounts_list: { input: T.FinanceAccountsListInput; result: T.FinanceAccountsListResult };
  finance_balance_sheet: { input: T.FinanceBalanceSheetInput; result: T.FinanceBalanceSheetResult };
  finance_bank_account_create: { input: T.FinanceBankAccountCreateInput; result: T.FinanceBankAccountWriteResult };
  finance_bank_account_update: { input: T.FinanceBankAccountUpdateInput; result: T.FinanceBankAccountWriteResult };
  finance_bank_accounts_list: { input: T.FinanceBankAccountsListInput; result: T.FinanceBankAccountsListResult };
  finance_bank_statement_import: { input: T.FinanceBankStatementImportInput; result: T.FinanceBankStatementImportResult };
  finance_bank_transaction_dismiss: { input: T.FinanceBankTransactionDismissInput; result: T.FinanceBankTransactionWriteResult };
  finance_bank_transaction_undismiss: { input: T.FinanceBankTransactionUndismissInput; result: T.FinanceBankTransactionWriteResult };
  finance_bank_transactions_list: { input: T.FinanceBankTransactionsListInput; result: T.FinanceBankTransactionsListResult };
  finance_changes: { input: T.FinanceChangesInput; result: T.FinanceChangesResult };
  finance_einvoice_messages_list: { input: T.FinanceEinvoiceMessagesListInput; result: T.FinanceEinvoiceMessagesListResult };
  finance_entities_list: { input: T.FinanceEntitiesListInput; result: T.FinanceEntitiesListResult };
  finance_export_create: { input: T.FinanceExportCreateInput; result: T.FinanceExportCreateResult };
  finance_export_download: { input: T.FinanceExportDownloadInput; result: T.FinanceExportDownloadResult };
  finance_export_status: { input: T.FinanceExportStatusInput; result: T.FinanceExportStatusResult };
  finance_journal_entries_list: { input: T.FinanceJournalEntriesListInput; result: T.FinanceJournalEntriesListResult };
  finance_period_close: { input: T.FinancePeriodCloseInput; result: T.FinancePeriodWriteResult };
  finance_period_reopen: { input: T.FinancePeriodReopenInput; result: T.FinancePeriodWriteResult };
  finance_periods_list: { input: T.FinancePeriodsListInput; result: T.FinancePeriodsListResult };
  finance_profit_and_loss: { input: T.FinanceProfitAndLossInput; result: T.FinanceProfitAndLossResult };
  finance_proposals_list: { input: T.FinanceProposalsListInput; result: T.FinanceProposalsListResult };
  finance_subscription_create: { input: T.FinanceSubscriptionCreateInput; result: T.SubscriptionWriteResult };
  finance_trial_balance: { input: T.FinanceTrialBalanceInput; result: T.FinanceTrialBalanceResult };
  find_similar_products: { input: T.FindSimilarProductsInput; result: T.FindSimilarProductsResult };
  get_ad_campaigns: { input: T.GetAdCampaignsInput; result: T.GetAdCampaignsResult };
  get_ad_performance: { input: T.GetAdPerformanceInput; result: T.GetAdPerformanceResult };
  get_ai_readiness: { input: T.GetAiReadinessInput; result: T.GetAiReadinessResult };
  get_ai_referred_orders: { input: T.GetAiReferredOrdersInput; result: T.GetAiReferredOrdersResult };
  get_ai_repairs: { input: T.GetAiRepairsInput; result: T.GetAiRepairsResult };
  get_alerts: { input: T.GetAlertsInput; result: T.GetAlertsResult };
  get_calibration: { input: T.GetCalibrationInput; result: T.GetCalibrationResult };
  get_competitor_ad_intel: { input: T.GetCompetitorAdIntelInput; result: T.GetCompetitorAdIntelResult };
  get_content_versions: { input: T.GetContentVersionsInput; result: T.GetContentVersionsResult };
  get_cs_attention: { input: T.GetCsAttentionInput; result: T.GetCsAttentionResult };
  get_cs_thread: { input: T.GetCsThreadInput; result: T.GetCsThreadResult };
  get_cs_threads: { input: T.GetCsThreadsInput; result: T.GetCsThreadsResult };
  get_discount_history: { input: T.GetDiscountHistoryInput; result: T.GetDiscountHistoryResult };
  get_disputes: { input: T.GetDisputesInput; result: T.GetDisputesResult };
  get_expenses: { input: T.GetExpensesInput; result: T.GetExpensesResult };
  get_job_runs: { input: T.GetJobRunsInput; result: T.GetJobRunsResult };
  get_marketing_brain: { input: T.GetMarketingBrainInput; result: T.GetMarketingBrainResult };
  get_orders: { input: T.GetOrdersInput; result: T.GetOrdersResult };
  get_orders_summary: { input: T.GetOrdersSummaryInput; result: T.GetOrdersSummaryResult };
  get_product_costs: { input: T.GetProductCostsInput; result: T.GetProductCostsResult };
  get_product_detail: { input: T.GetProductDetailInput; result: T.GetProductDetailResult };
  get_promotion_detail: { input: T.GetPromotionDetailInput; result: T.GetPromotionDetailResult };
  get_recent_decisions: { input: T.GetRecentDecisionsInput; result: T.GetRecentDecisionsResult };
  get_research_candidates: { input: T.GetResearchCandidatesInput; result: T.GetResearchCandidatesResult };
  get_reviews: { input: T.GetReviewsInput; result: T.GetReviewsResult };
  get_store_overview: { input: T.GetStoreOverviewInput; result: T.GetStoreOverviewResult };
  get_store_settings: { input: T.GetStoreSettingsInput; result: T.GetStoreSettingsResult };
  get_variants: { input: T.GetVariantsInput; result: T.GetVariantsResult };
  inspect_cost_import: { input: T.InspectCostImportInput; result: T.InspectCostImportResult };
  inspect_expense_import: { input: T.InspectExpenseImportInput; result: T.InspectExpenseImportResult };
  intent_declare: { input: T.IntentDeclareInput; result: T.ProposalOutcome };
  intent_list: { input: T.IntentListInput; result: T.IntentListResult };
  intent_release: { input: T.IntentEndInput; result: T.IntentEndResult };
  intent_revert: { input: T.IntentEndInput; result: T.IntentEndResult };
  intent_status: { input: T.IntentRef; result: T.Intent };
  list_store_actions: { input: T.ListStoreActionsInput; result: T.ListStoreActionsResult };
  lookup_domain_research: { input: T.LookupDomainResearchInput; result: T.LookupDomainResearchResult };
  merchant_delete_supplemental_labels: { input: T.MerchantDeleteSupplementalLabelsInput; result: T.ProposalOutcome };
  merchant_get_account_issues: { input: T.MerchantGetAccountIssuesInput; result: T.MerchantGetAccountIssuesResult };
  merchant_get_product_views: { input: T.MerchantGetProductViewsInput; result: T.MerchantGetProductViewsResult };
  merchant_run_report: { input: T.MerchantRunReportInput; result: T.MerchantRunReportResult };
  merchant_upsert_supplemental_labels: { input: T.MerchantUpsertSupplementalLabelsInput; result: T.ProposalOutcome };
  policy_create: { input: T.PolicyCreateInput; result: T.PolicyWriteResult };
  policy_delete: { input: T.PolicyDeleteInput; result: T.PolicyDeleteResult };
  policy_list: { input: T.PolicyListInput; result: T.PolicyListResult };
  policy_update: { input: T.PolicyUpdateInput; result: T.PolicyWriteResult };
  propose_cost_import: { input: T.ProposeCostImportInput; result: T.ProposalOutcome };
  propose_cross_store_link: { input: T.ProposeCrossStoreLinkInput; result: T.ProposalOutcome };
  propose_discount: { input: T.ProposeDiscountInput; result: T.ProposalOutcome };
  propose_draft: { input: T.ProposeDraftInput; result: T.ProposalOutcome };
  propose_expense_import: { input: T.ProposeExpenseImportInput; result: T.ProposalOutcome };
  propose_state_transition: { input: T.ProposeStateTransitionInput; result: T.ProposalOutcome };
  query_cannibalization: { input: T.QueryCannibalizationInput; result: T.QueryCannibalizationResult };
  query_performance: { input: T.QueryPerformanceInput; result: T.QueryPerformanceResult };
  query_products: { input: T.QueryProductsInput; result: T.QueryProductsResult };
  receipts_list: { input: T.ReceiptsListInput; result: T.ReceiptsListResult };
  receipts_price_memory: { input: T.ReceiptsPriceMemoryInput; result: T.ReceiptsPriceMemoryResult };
  run_calibration: { input: T.RunCalibrationInput; result: T.RunCalibrationResult };
  run_sync_catalog: { input: T.RunSyncCatalogInput; result: T.JobSubmittedResult };
  run_sync_orders: { input: T.RunSyncOrdersInput; result: T.JobSubmittedResult };
  sandbox_approval_decide: { input: T.SandboxApprovalDecideInput; result: T.Approval };
  set_automation_enabled: { input: T.SetAutomationEnabledInput; result: T.ProposalOutcome };
  set_kill_switch: { input: T.SetKillSwitchInput; result: T.ProposalOutcome };
  simulate: { input: T.SimulateInput; result: T.SimulateResult };
  social_create_campaign: { input: T.SocialCreateCampaignInput; result: T.ProposalOutcome };
  social_get_ad_entities: { input: T.SocialGetAdEntitiesInput; result: T.SocialGetAdEntitiesResult };
  social_get_audiences: { input: T.SocialGetAudiencesInput; result: T.SocialGetAudiencesResult };
  social_run_insights: { input: T.SocialRunInsightsInput; result: T.SocialRunInsightsResult };
  social_sync_audiences: { input: T.SocialSyncAudiencesInput; result: T.ProposalOutcome };
  storefront_cancel_order: { input: T.StorefrontCancelOrderInput; result: T.ProposalOutcome };
  storefront_create_discount_code: { input: T.StorefrontCreateDiscountCodeInput; result: T.ProposalOutcome };
  storefront_create_gift_card: { input: T.StorefrontCreateGiftCardInput; result: T.ProposalOutcome };
  storefront_create_refund: { input: T.StorefrontCreateRefundInput; result: T.ProposalOutcome };
  storefront_get_shop_profile: { input: T.StorefrontGetShopProfileInput; result: T.StorefrontGetShopProfileResult };
  storefront_graphql_query: { input: T.StorefrontGraphqlQueryInput; result: T.StorefrontGraphqlQueryResult };
  storefront_list_markets: { input: T.StorefrontListMarketsInput; result: T.StorefrontListMarketsResult };
  storefront_set_metafield: { input: T.StorefrontSetMetafieldInput; result: T.ProposalOutcome };
  storefront_set_product_status: { input: T.StorefrontSetProductStatusInput; result: T.ProposalOutcome };
  storefront_update_content: { input: T.StorefrontUpdateContentInput; result: T.ProposalOutcome };
  storefront_update_inventory: { input: T.StorefrontUpdateInventoryInput; result: T.ProposalOutcome };
  storefront_update_shipping_address: { input: T.StorefrontUpdateShippingAddressInput; result: T.ProposalOutcome };
  storefront_update_tags: { input: T.StorefrontUpdateTagsInput; result: T.ProposalOutcome };
  storefront_update_variant_cost: { input: T.StorefrontUpdateVariantCostInput; result: T.ProposalOutcome };
  storefront_update_variant_price: { input: T.StorefrontUpdateVariantPriceInput; result: T.ProposalOutcome };
  subscription_create: { input: T.SubscriptionCreateInput; result: T.SubscriptionWriteResult };
  subscription_delete: { input: T.SubscriptionDeleteInput; result: T.SubscriptionDeleteResult };
  subscription_deliveries: { input: T.SubscriptionDeliveriesInput; result: T.SubscriptionDeliveriesResult };
  subscription_list: { input: T.SubscriptionListInput; result: T.SubscriptionListResult };
  subscription_redeliver: { input: T.SubscriptionRedeliverInput; result: T.SubscriptionRedeliverResult };
  subscription_update: { input: T.SubscriptionUpdateInput; result: T.SubscriptionWriteResult };
  web_read: { input: T.WebReadInput; result: T.WebReadResult };
  web_search: { input: T.WebSearchInput; result: T.WebSearchResult };
  where_in_service: { input: T.WhereInServiceInput; result: T.WhereInServiceResult };
}
