import type { Knex } from 'knex';
import * as m001 from './20261121_001_stores';
import * as m002 from './20261121_002_catalogue';
import * as m003 from './20261121_003_orders';
import * as m004 from './20261121_004_automation';
import * as m005 from './20261121_005_cs';
import * as m006 from './20261121_006_audit_log';
import * as m007 from './20261121_007_write_path';
import * as m008 from './20261121_008_governance';
import * as m009 from './20261121_009_sandbox';
import * as m010 from './20261121_010_row_level_security';
import * as m011 from './20261123_011_sandbox_playground';
import * as m012 from './20261123_012_events';
import * as m013 from './20261124_013_finance_entities';
import * as m014 from './20261125_014_oauth';
import * as m015 from './20261126_015_commerce_core';
import * as m016 from './20261127_016_cs_extras';
import * as m017 from './20261127_017_merchant_feed';
import * as m018 from './20261127_018_reviews_disputes';
import * as m019 from './20261128_019_cross_store_links';
import * as m020 from './20261128_020_finance_books';
import * as m021 from './20261129_021_search_ads';
import * as m022 from './20261129_022_social_ads';
import * as m023 from './20261129_023_order_attribution';
import * as m024 from './20261129_024_analytics_property';
import * as m025 from './20261130_025_one_running_job_per_kind';
import * as m026 from './20261201_026_store_data_versions';
import * as m027 from './20261202_027_data_version_once_per_store';
import * as m028 from './20261203_028_peer_link_races';
import * as m029 from './20261204_029_order_line_cogs';
import * as m030 from './20261205_030_oauth_grant_auto_apply';

interface NamedMigration {
  name: string;
  migration: Knex.Migration;
}

/**
 * Every migration, in order. Imported statically: knex's directory loader cannot import `.ts`
 * ES modules under tsx / vitest. A new migration is a new file plus one line here; names never
 * change once released (knex records them in `knex_migrations`).
 */
const MIGRATIONS: readonly NamedMigration[] = [
  { name: '20261121_001_stores', migration: m001 },
  { name: '20261121_002_catalogue', migration: m002 },
  { name: '20261121_003_orders', migration: m003 },
  { name: '20261121_004_automation', migration: m004 },
  { name: '20261121_005_cs', migration: m005 },
  { name: '20261121_006_audit_log', migration: m006 },
  { name: '20261121_007_write_path', migration: m007 },
  { name: '20261121_008_governance', migration: m008 },
  { name: '20261121_009_sandbox', migration: m009 },
  { name: '20261121_010_row_level_security', migration: m010 },
  { name: '20261123_011_sandbox_playground', migration: m011 },
  { name: '20261123_012_events', migration: m012 },
  { name: '20261124_013_finance_entities', migration: m013 },
  { name: '20261125_014_oauth', migration: m014 },
  { name: '20261126_015_commerce_core', migration: m015 },
  { name: '20261127_016_cs_extras', migration: m016 },
  { name: '20261127_017_merchant_feed', migration: m017 },
  { name: '20261127_018_reviews_disputes', migration: m018 },
  { name: '20261128_019_cross_store_links', migration: m019 },
  { name: '20261128_020_finance_books', migration: m020 },
  { name: '20261129_021_search_ads', migration: m021 },
  { name: '20261129_022_social_ads', migration: m022 },
  { name: '20261129_023_order_attribution', migration: m023 },
  { name: '20261129_024_analytics_property', migration: m024 },
  { name: '20261130_025_one_running_job_per_kind', migration: m025 },
  { name: '20261201_026_store_data_versions', migration: m026 },
  { name: '20261202_027_data_version_once_per_store', migration: m027 },
  { name: '20261203_028_peer_link_races', migration: m028 },
  { name: '20261204_029_order_line_cogs', migration: m029 },
  { name: '20261205_030_oauth_grant_auto_apply', migration: m030 },
];

/** knex `migrationSource` over the statically imported migrations. */
export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: (m) => m.name,
  getMigration: async (m) => m.migration,
};

/** Migrator config shared by every entry point (tests, CLI, server start-up). */
export const migratorConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

/**
 * Apply every pending migration (same migrations on SQLite and PostgreSQL 15). Idempotent.
 * Returns the names applied by this call (empty when already up to date). Rejects with the
 * driver's error if a migration fails; knex runs each batch in a transaction.
 */
export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest(migratorConfig)) as [number, string[]];
  return applied;
}

/**
 * Roll back every applied migration (drops all tables this package owns; data is lost).
 * Returns the names rolled back.
 */
export async function migrateRollbackAll(db: Knex): Promise<string[]> {
  const [, rolledBack] = (await db.migrate.rollback(migratorConfig, true)) as [number, string[]];
  return rolledBack;
}
