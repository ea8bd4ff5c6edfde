import type { Knex } from 'knex';
import { dialectOf } from '../connection';
import {
  createDataVersionMark,
  dropDataVersionMark,
  unversionStoreTables,
  versionStoreTables,
  versionStoreTablesV1,
  versionedTables,
} from '../data-version';

/**
 * Migration 027 (PostgreSQL only; nothing to do on SQLite): the data-version triggers queue one
 * deferred event per store per transaction instead of one per changed row (data-version.ts). The
 * `storeops_data_version_mark` function and, on every versioned table, three constraint triggers
 * (`<table>_data_version_insert|update|delete`) with a `WHEN` condition, in place of migration
 * 026's `<table>_data_version`. The version moves exactly as before (once per committed
 * transaction per store); only the cost of writes changes.
 */
export async function up(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return;
  await createDataVersionMark(knex);
  await versionStoreTables(knex, await versionedTables(knex));
}

export async function down(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return;
  const tables = await versionedTables(knex);
  await unversionStoreTables(knex, tables);
  await versionStoreTablesV1(knex, tables);
  await dropDataVersionMark(knex);
}
