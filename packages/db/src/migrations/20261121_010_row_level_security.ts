import type { Knex } from 'knex';
import { dialectOf } from '../connection';
import { SCOPED_ROLE, STORE_SETTING } from '../rls';

/**
 * Row-level security on PostgreSQL (docs/ARCHITECTURE.md "Data"; rls.ts explains the execution mode).
 * SQLite: nothing to do.
 *
 * - The role `storeops_scoped` (NOLOGIN, NOBYPASSRLS) is created if missing and the connecting
 *   role may create roles; otherwise a NOTICE says so and scoped execution is refused at run time
 *   (503 `rls_scoped_execution_unavailable`) instead of the migration failing.
 * - It may select, insert, update and delete in every table that has a `store_id` column, and in
 *   `stores`; nothing else (sessions, migrations bookkeeping).
 * - Those tables get row-level security with one policy, `store_isolation`: a row is visible and
 *   writable only when its `store_id` (`id` for `stores`) equals the transaction's
 *   `storeops.store_id` setting; with the setting unset, nothing. The tables' owner (the
 *   connecting role) is not subject to it (no FORCE): the service's own cross-store work keeps
 *   its reach, handler work runs as the scoped role.
 * Roles are cluster-wide, so creating the role and granting membership tolerate a concurrent
 * migration of another database doing the same.
 */
export async function up(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return;
  await knex.raw(`
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${SCOPED_ROLE}') THEN
        CREATE ROLE ${SCOPED_ROLE} NOLOGIN NOBYPASSRLS;
      END IF;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'storeops: cannot create role ${SCOPED_ROLE}; row-level-scoped execution will be refused';
    END $$`);
  await knex.raw(`
    DO $$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${SCOPED_ROLE}')
         AND NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
         AND NOT pg_has_role(current_user, '${SCOPED_ROLE}', 'MEMBER') THEN
        GRANT ${SCOPED_ROLE} TO CURRENT_USER;
      END IF;
    EXCEPTION
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'storeops: cannot grant role ${SCOPED_ROLE} to the service role; row-level-scoped execution will be refused';
    END $$`);

  const tables = await storeTables(knex);
  const roleExists = ((await knex.raw('SELECT 1 FROM pg_roles WHERE rolname = ?', [SCOPED_ROLE])).rows as unknown[]).length > 0;
  if (roleExists) {
    await knex.raw('GRANT USAGE ON SCHEMA ?? TO ??', [await currentSchema(knex), SCOPED_ROLE]);
    await knex.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ${['stores', ...tables].map(() => '??').join(', ')} TO ??`, [
      'stores',
      ...tables,
      SCOPED_ROLE,
    ]);
    await knex.raw('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ?? TO ??', [await currentSchema(knex), SCOPED_ROLE]);
  }
  for (const [table, column] of [['stores', 'id'] as const, ...tables.map((t) => [t, 'store_id'] as const)]) {
    await knex.raw('ALTER TABLE ?? ENABLE ROW LEVEL SECURITY', [table]);
    await knex.raw(
      `CREATE POLICY store_isolation ON ?? USING (?? = current_setting('${STORE_SETTING}', true)) WITH CHECK (?? = current_setting('${STORE_SETTING}', true))`,
      [table, column, column],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return;
  const tables = ['stores', ...(await storeTables(knex))];
  for (const table of tables) {
    await knex.raw('DROP POLICY IF EXISTS store_isolation ON ??', [table]);
    await knex.raw('ALTER TABLE ?? DISABLE ROW LEVEL SECURITY', [table]);
  }
  const roleExists = ((await knex.raw('SELECT 1 FROM pg_roles WHERE rolname = ?', [SCOPED_ROLE])).rows as unknown[]).length > 0;
  if (roleExists) {
    // The role itself stays: it is cluster-wide and other databases of this service may use it.
    await knex.raw(`REVOKE ALL ON ${tables.map(() => '??').join(', ')} FROM ??`, [...tables, SCOPED_ROLE]);
    await knex.raw('REVOKE ALL ON ALL SEQUENCES IN SCHEMA ?? FROM ??', [await currentSchema(knex), SCOPED_ROLE]);
  }
}

/** Tables of the current schema with a `store_id` column, by name. */
async function storeTables(knex: Knex): Promise<string[]> {
  const r = await knex.raw(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'store_id'
        AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')
      ORDER BY table_name`,
  );
  return (r.rows as Array<{ table_name: string }>).map((row) => row.table_name);
}

async function currentSchema(knex: Knex): Promise<string> {
  const r = await knex.raw('SELECT current_schema() AS s');
  return (r.rows as Array<{ s: string }>)[0]!.s;
}
