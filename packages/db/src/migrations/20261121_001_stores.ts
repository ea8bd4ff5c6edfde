import type { Knex } from 'knex';
import { idColumn, storeIdColumn } from './columns';

/** stores and api_keys (docs/ARCHITECTURE.md "Tables"). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stores', (t) => {
    idColumn(t);
    t.text('name').notNullable();
    t.text('handle').notNullable().unique();
    t.enu('tenant_type', ['hosted_storefront', 'no_storefront']).notNullable();
    t.text('currency').notNullable();
    t.text('timezone').notNullable();
    t.text('last_synced_at');
    t.integer('rate_limit_per_minute'); // null = the default of 120
    t.text('created_at').notNullable();
  });

  await knex.schema.createTable('api_keys', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.enu('kind', ['live', 'sandbox']).notNullable();
    t.text('label').notNullable();
    t.text('key_prefix').notNullable();
    t.text('key_hash').notNullable().unique();
    t.text('scopes').notNullable(); // JSON array of scope strings
    t.boolean('auto_apply').notNullable().defaultTo(false);
    t.text('ip_allowlist'); // JSON array of CIDRs, null = any address
    t.text('expires_at');
    t.text('revoked_at');
    t.text('last_used_at');
    t.text('created_at').notNullable();
    t.index(['store_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('api_keys');
  await knex.schema.dropTableIfExists('stores');
}
