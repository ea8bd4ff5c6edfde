/**
 * @storeops/db: knex connection, migrations, the store-scoped query context and the deterministic
 * demo-store seed (ARCHITECTURE.md "Data"; table names and fields: DESIGN.md "Tables").
 */
export { openDatabase, dialectOf, DEFAULT_SQLITE_FILE } from './connection';
export type { Dialect, OpenDatabaseOptions } from './connection';
export { migrateLatest, migrateRollbackAll, migrationSource, migratorConfig } from './migrations/index';
export { hotInsert, hotStatement, HOT_INSERT_CHUNK } from './hot';
export { readDataVersion, versionStoreTables, versionedTables, UNVERSIONED_TABLES, DATA_VERSION_TABLE } from './data-version';
export { activeOwner, type OwnedField } from './intents';
export { enabledPolicies } from './policies';
export { inStoreScope, inStoreTransaction, ScopedExecutionUnavailable, SCOPED_ROLE, STORE_SETTING } from './rls';
export { isConnectionFailure, isTransactionConflict, isUniqueViolation, CommitOutcomeUnknown } from './failures';
export { createScratchDatabase, probePostgres, type ScratchDatabase, type ScratchDatabaseOptions } from './scratch';
export type { ScopedExecutionOptions } from './rls';
export {
  copyStoreForSandbox,
  dropExpiredSandboxes,
  listSandboxCopies,
  type CopyOptions,
  type SandboxCopy,
  type SandboxCopySummary,
} from './sandbox';
export { createStoreScope, toBool, toNumber, parseJsonArray } from './scope';
export type { StoreScope, ScopedJoin, ScopedInsert } from './scope';
export { seedDemo, seedIfEmpty, demoStoreIds, countRows, DEMO_STORE_HANDLES, SEED_VOLUMES } from './seed/index';
export type { SeedOptions, SeedResult, DemoStoreIds } from './seed/index';
export { Rng } from './seed/prng';
export { STORE_TABLES, ALL_TABLES, DECISION_BUCKETS, LIFECYCLE_STATES, queuedJobRun } from './tables';
export type {
  StoreTable,
  TableName,
  TableRows,
  TenantType,
  LifecycleState,
  StorefrontStatus,
  DecisionBucket,
  Tier,
  AlertSeverity,
  CalibrationMetric,
  CsSeverity,
  CsStatus,
  AgentMode,
  StoreRow,
  ApiKeyRow,
  ProductRow,
  VariantRow,
  PerformanceDailyRow,
  OrderRow,
  OrderLineItemRow,
  RefundRow,
  AgentRow,
  DecisionRow,
  AlertRow,
  CalibrationThresholdRow,
  CsThreadRow,
  CsMessageRow,
  AuditLogRow,
  ApprovalRow,
  ApprovalStatus,
  ReceiptRow,
  AdCampaignRow,
  AdsAdGroupRow,
  AdsAuctionInsightRow,
  AdsCampaignDailyRow,
  AdsCompetitorAdRow,
  AdsCustomerRow,
  AdsKeywordRow,
  CustomerContactRow,
  SocialAdRow,
  SocialAdSetRow,
  SocialAudienceMemberRow,
  SocialAudienceRow,
  SocialCampaignSettingsRow,
  SocialInsightsDailyRow,
  IntentRow,
  IntentStatus,
  DiscountRow,
  PolicyRow,
  WebhookSubscriptionRow,
  WebhookDeliveryRow,
  WebhookAttemptRow,
  FinanceEntityRow,
  FinanceAccountRow,
  FinanceAccountType,
  FinancePeriodRow,
  FinanceEntrySource,
  FinanceJournalEntryRow,
  FinanceJournalLineRow,
  FinanceBankAccountRow,
  FinanceBankImportRow,
  FinanceBankTransactionRow,
  EinvoiceStatus,
  FinanceEinvoiceMessageRow,
  FinanceProposalRow,
  FinanceChangeRow,
  FinanceExportRow,
  SigningKeyRow,
  OAuthGrantRow,
  ProductImageRow,
  ProductMetafieldRow,
  ContentVersionRow,
  ShopProfileRow,
  MarketRow,
  RefundLineItemRow,
  DiscountCodeRow,
  MerchantAccountIssueRow,
  MerchantFeedItemRow,
  AnalyticsPropertyRow,
  AnalyticsDataStreamRow,
  AnalyticsAudienceRow,
  AnalyticsTrafficDailyRow,
  AnalyticsDemographicsDailyRow,
  MerchantPerformanceDailyRow,
  GiftCardRow,
  ExpenseRow,
  JobState,
  JobRunRow,
  SyncCursorRow,
  ReviewRow,
  DisputeRow,
  DisputeReason,
  DisputeStatus,
} from './tables';
