import type { Knex } from 'knex';
import { dialectOf } from '../connection';
import { SCOPED_ROLE, STORE_SETTING } from '../rls';

/**
 * Puts store tables created after migration 010 under the same row-level security (PostgreSQL
 * only; SQLite: nothing): the scoped role may select, insert, update and delete (when it exists),
 * and the `store_isolation` policy confines rows to the transaction's store; the role may also use
 * the schema's sequences (serial columns of the new tables). See migration 010.
 */
export async function scopeStoreTables(knex: Knex, tables: readonly string[]): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return;
  const roleExists = ((await knex.raw('SELECT 1 FROM pg_roles WHERE rolname = ?', [SCOPED_ROLE])).rows as unknown[]).length > 0;
  if (roleExists) {
    await knex.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${tables.map(() => '??').join(', ')} TO ??`, [...tables, SCOPED_ROLE]);
    // Identity/serial columns of the new tables (e.g. finance_changes.seq) draw from sequences the
    // role must use too; migration 010 granted only the sequences that existed then.
    const schema = ((await knex.raw('SELECT current_schema() AS s')).rows as Array<{ s: string }>)[0]!.s;
    await knex.raw('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ?? TO ??', [schema, SCOPED_ROLE]);
  }
  for (const table of tables) {
    await knex.raw('ALTER TABLE ?? ENABLE ROW LEVEL SECURITY', [table]);
    await knex.raw(
      `CREATE POLICY store_isolation ON ?? USING (store_id = current_setting('${STORE_SETTING}', true)) WITH CHECK (store_id = current_setting('${STORE_SETTING}', true))`,
      [table],
    );
  }
}

/** Undoes `scopeStoreTables` (before the tables are dropped). */
export async function unscopeStoreTables(knex: Knex, tables: readonly string[]): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return;
  for (const table of tables) await knex.raw('DROP POLICY IF EXISTS store_isolation ON ??', [table]);
}
