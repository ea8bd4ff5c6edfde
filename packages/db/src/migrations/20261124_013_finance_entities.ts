import type { Knex } from 'knex';
import { idColumn, storeIdColumn } from './columns';
import { scopeStoreTables, unscopeStoreTables } from './rls-tables';

/**
 * Finance entities, minimal: one row per set of books a store keeps, so
 * `finance_subscription_create` can validate its `entity_id`. Columns: `name` (for a person),
 * `legal_name` (optional), `currency` (ISO 4217, the books' currency), `created_at`. The rest of
 * the books (accounts, periods, journal entries, bank accounts) arrive with the finance domain,
 * which extends this table rather than replacing it. A store table under row-level
 * security like every other (rls-tables.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('finance_entities', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('name').notNullable();
    t.text('legal_name');
    t.text('currency').notNullable();
    t.text('created_at').notNullable();
    t.unique(['store_id', 'id']);
  });
  await scopeStoreTables(knex, ['finance_entities']);
}

export async function down(knex: Knex): Promise<void> {
  await unscopeStoreTables(knex, ['finance_entities']);
  await knex.schema.dropTable('finance_entities');
}
