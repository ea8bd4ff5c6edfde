import type { Knex } from 'knex';
import { dialectOf } from '../connection';
import { STORE_SETTING } from '../rls';
import { idColumn, storeIdColumn } from './columns';
import { putPeerLinkFunctionSql } from './peer-link-function';
import { scopeStoreTables, unscopeStoreTables } from './rls-tables';

/**
 * Migration 019: `cross_store_links`, links between two stores of one merchant
 * (propose_cross_store_link, cross_store_link_status). Mutual consent: one row per side, each
 * store's own row under row-level security like every store table (rls-tables.ts).
 *
 * - `direction`: `outgoing` (this store asked first) | `incoming` (the linked store asked first);
 * - `purpose`: what the link is for (`shared_catalog_reporting`); one row per store, linked store
 *   and purpose (re-linking after a revocation reuses the row);
 * - `state`: `pending` (one side approved, waiting for the other) | `active` (both approved) |
 *   `revoked` (either side revoked; `revoked_by_store_id` says which);
 * - `approval_id`: the approval card of THIS store whose approval last moved the row; null when
 *   the linked store's approval wrote it (that card lives in the other store);
 * - timestamps ISO 8601 UTC text.
 *
 * PostgreSQL also gets two functions, the only ways scoped handler work reaches another store
 * (used by the server's write/cross-store.ts, never by a handler directly). Both run as the
 * caller (SECURITY INVOKER: row-level security applies inside them) and switch
 * `storeops.store_id` to the other store for exactly one statement, then back, inside one function
 * call: no other query of the transaction can run while the setting names the other store (an
 * error inside aborts the statement, and with it the setting's change).
 * - `storeops_store_directory(id)`: id, name, tenant_type and sandbox flag of one store, or no row;
 * - `storeops_put_peer_link(...)`: inserts or updates the other store's row that links back to the
 *   calling store (`linked_store_id` is always the calling store's setting), only when that row is
 *   in the expected state (null = no row); returns its id, or null when it was not (nothing
 *   written).
 * SQLite has no row-level security: the server does the same with plain queries.
 */
const NEW_TABLES = ['cross_store_links'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cross_store_links', (t) => {
    idColumn(t);
    storeIdColumn(t);
    /** The other store of the link. */
    t.text('linked_store_id').notNullable().references('id').inTable('stores').onDelete('CASCADE');
    /** `outgoing` | `incoming` */
    t.text('direction').notNullable();
    /** `shared_catalog_reporting` */
    t.text('purpose').notNullable();
    /** `pending` | `active` | `revoked` */
    t.text('state').notNullable();
    t.text('approval_id');
    t.text('requested_at').notNullable();
    t.text('activated_at');
    t.text('revoked_at');
    t.text('revoked_by_store_id');
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'linked_store_id', 'purpose']);
  });
  await scopeStoreTables(knex, NEW_TABLES);
  if (dialectOf(knex) !== 'postgres') return;
  await knex.raw(`
    CREATE FUNCTION storeops_store_directory(p_id text)
    RETURNS TABLE (id text, name text, tenant_type text, sandbox boolean)
    LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path FROM CURRENT AS $fn$
    DECLARE
      own text := current_setting('${STORE_SETTING}', true);
    BEGIN
      PERFORM set_config('${STORE_SETTING}', p_id, true);
      RETURN QUERY SELECT s.id, s.name, s.tenant_type::text, s.sandbox_of IS NOT NULL FROM stores s WHERE s.id = p_id;
      PERFORM set_config('${STORE_SETTING}', coalesce(own, ''), true);
    END $fn$`);
  await knex.raw(putPeerLinkFunctionSql({ onConflictDoNothing: false }));
}

export async function down(knex: Knex): Promise<void> {
  if (dialectOf(knex) === 'postgres') {
    await knex.raw('DROP FUNCTION IF EXISTS storeops_put_peer_link(text, text, text, text, text, text, text, text, text, text, text)');
    await knex.raw('DROP FUNCTION IF EXISTS storeops_store_directory(text)');
  }
  await unscopeStoreTables(knex, NEW_TABLES);
  await knex.schema.dropTable('cross_store_links');
}
