import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';
import { scopeStoreTables, unscopeStoreTables } from './rls-tables';

const NEW_TABLES = ['merchant_feed_items', 'merchant_account_issues', 'merchant_performance_daily'];

/**
 * Migration 017: merchant feed: the embedded merchant-feed connector's demo feed
 * (domains/merchant connector.ts). One feed item per storefront product (its status, item-level
 * issues and supplemental custom labels 0..4), the account-level issues, and daily performance
 * rows (free and Shopping listings) per product.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('merchant_feed_items', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('product_id').notNullable();
    /** The feed's offer id (the product handle). */
    t.text('offer_id').notNullable();
    /** `approved` | `limited` | `disapproved` */
    t.text('status').notNullable();
    /** JSON array of `{code, severity, attribute, description, resolution}`. */
    t.text('issues').notNullable();
    t.text('custom_label_0');
    t.text('custom_label_1');
    t.text('custom_label_2');
    t.text('custom_label_3');
    t.text('custom_label_4');
    t.text('last_checked_at').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'product_id']);
    t.index(['store_id', 'status']);
    sameStoreForeign(t, 'product_id', 'products', 'CASCADE');
  });
  await knex.schema.createTable('merchant_account_issues', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('code').notNullable();
    /** `critical` | `error` | `suggestion` */
    t.text('severity').notNullable();
    t.text('title').notNullable();
    t.text('detail').notNullable();
    t.text('documentation_url');
    t.integer('affected_items').notNullable();
    t.text('first_seen_at').notNullable();
    t.index(['store_id', 'severity']);
  });
  await knex.schema.createTable('merchant_performance_daily', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('product_id').notNullable();
    /** UTC calendar day `YYYY-MM-DD`. */
    t.text('date').notNullable();
    t.integer('impressions').notNullable();
    t.integer('clicks').notNullable();
    t.integer('conversions').notNullable();
    t.bigInteger('conversion_value_cents').notNullable();
    t.unique(['store_id', 'product_id', 'date']);
    t.index(['store_id', 'date']);
    sameStoreForeign(t, 'product_id', 'products', 'CASCADE');
  });
  await scopeStoreTables(knex, NEW_TABLES);
}

export async function down(knex: Knex): Promise<void> {
  await unscopeStoreTables(knex, NEW_TABLES);
  for (const table of [...NEW_TABLES].reverse()) await knex.schema.dropTableIfExists(table);
}
