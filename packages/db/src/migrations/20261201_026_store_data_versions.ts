import type { Knex } from 'knex';
import { createDataVersionTable, dropDataVersionTable, unversionStoreTables, versionStoreTablesV1, versionedTables } from '../data-version';

/**
 * Migration 026: the per-store data version (data-version.ts): the `store_data_versions` counter
 * table and, on `stores` and every table with a `store_id` column except UNVERSIONED_TABLES, the
 * triggers that move it (row-level on SQLite, deferred constraint triggers on PostgreSQL).
 * Existing data starts at version 0: nothing is cached before the migration runs. Migration 027
 * replaces the PostgreSQL triggers with ones that queue one event per store per transaction.
 */
export async function up(knex: Knex): Promise<void> {
  await createDataVersionTable(knex);
  await versionStoreTablesV1(knex, await versionedTables(knex));
}

export async function down(knex: Knex): Promise<void> {
  await unversionStoreTables(knex, await versionedTables(knex));
  await dropDataVersionTable(knex);
}
