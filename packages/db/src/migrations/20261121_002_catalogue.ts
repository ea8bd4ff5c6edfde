import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';

const LIFECYCLE_STATES = ['new', 'testing', 'active', 'winner', 'scaling', 'declining', 'paused', 'draft', 'retired'] as const;

/** products, variants, performance_daily (docs/ARCHITECTURE.md "Tables"). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('products', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('handle').notNullable();
    t.text('title').notNullable();
    t.text('vendor').notNullable();
    t.text('product_type').notNullable();
    t.enu('storefront_status', ['active', 'draft', 'archived']).notNullable();
    t.enu('lifecycle_state', [...LIFECYCLE_STATES]).notNullable();
    t.integer('price_cents').notNullable();
    t.double('current_roas');
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'handle']);
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'updated_at']);
    t.index(['store_id', 'created_at']);
    t.index(['store_id', 'current_roas']);
    t.index(['store_id', 'lifecycle_state']);
  });

  await knex.schema.createTable('variants', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('product_id').notNullable();
    t.text('external_id').notNullable();
    t.text('sku').notNullable();
    t.text('title').notNullable();
    t.text('size');
    t.text('colour');
    t.integer('price_cents').notNullable();
    t.integer('compare_at_price_cents');
    t.integer('inventory_quantity').notNullable();
    t.integer('position').notNullable();
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    sameStoreForeign(t, 'product_id', 'products', 'CASCADE');
    t.unique(['store_id', 'sku']);
    t.unique(['store_id', 'external_id']);
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'product_id', 'position']);
    t.index(['store_id', 'price_cents']);
  });

  await knex.schema.createTable('performance_daily', (t) => {
    storeIdColumn(t);
    t.text('product_id').notNullable();
    t.text('date').notNullable(); // YYYY-MM-DD (UTC day)
    t.integer('revenue_cents').notNullable();
    t.integer('ad_spend_cents').notNullable();
    t.integer('sessions').notNullable();
    t.integer('conversions').notNullable();
    t.integer('orders').notNullable();
    t.primary(['store_id', 'product_id', 'date']);
    sameStoreForeign(t, 'product_id', 'products', 'CASCADE');
    t.index(['store_id', 'date']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('performance_daily');
  await knex.schema.dropTableIfExists('variants');
  await knex.schema.dropTableIfExists('products');
}
