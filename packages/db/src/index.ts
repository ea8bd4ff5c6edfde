/**
 * @storeops/db: knex connection, migrations, the store-scoped query context and the deterministic
 * demo-store seed (docs/ARCHITECTURE.md "Data"; table names and fields: docs/ARCHITECTURE.md "Tables").
 */
export { openDatabase, dialectOf, DEFAULT_SQLITE_FILE } from './connection';
export type { Dialect, OpenDatabaseOptions } from './connection';
export { migrateLatest, migrateRollbackAll, migrationSource, migratorConfig } from './migrations/index';
export { hotInsert, hotStatement, HOT_INSERT_CHUNK } from './hot';
export { readDataVersion, versionStoreTables, versionedTables, UNVERSIONED_TABLES, DATA_VERSION_TABLE } from './data-version';
export { activeOwner, intentDeclarePlan, ownerKey, type OwnedField } from './intents';
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
export { createStoreScope, toBool, toNumber, toNumberOrZero, parseJsonArray } from './scope';
export type { StoreScope, ScopedJoin, ScopedInsert } from './scope';
export { seedDemo, seedIfEmpty, demoStoreIds, countRows, DEMO_STORE_HANDLES, SEED_VOLUMES } from './seed/index';
export type { SeedOptions, SeedResult, DemoStoreIds } from './seed/index';
export { Rng } from './seed/prng';
export { STORE_TABLES, ALL_TABLES, DECISION_BUCKETS, ENTRY_SOURCE_KINDS, LIFECYCLE_STATES, queuedJobRun } from './tables';
/** Every row shape and column union of the tables (tables.ts). */
export type * from './tables';
