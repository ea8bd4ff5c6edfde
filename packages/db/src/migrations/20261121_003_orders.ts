import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';

/** orders, order_line_items, refunds (docs/ARCHITECTURE.md "Tables"). Money in integer cents. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.integer('order_number').notNullable();
    t.text('customer_ref').notNullable();
    t.enu('channel', ['online_store', 'marketplace', 'pos', 'wholesale']).notNullable();
    t.text('currency').notNullable();
    t.integer('subtotal_cents').notNullable();
    t.integer('discount_cents').notNullable();
    t.integer('shipping_cents').notNullable();
    t.integer('tax_cents').notNullable();
    t.integer('total_cents').notNullable();
    t.integer('refunded_cents').notNullable().defaultTo(0);
    t.enu('financial_status', ['paid', 'partially_refunded', 'refunded']).notNullable();
    t.enu('fulfillment_status', ['fulfilled', 'partial', 'unfulfilled']).notNullable();
    t.text('created_at').notNullable();
    t.unique(['store_id', 'order_number']);
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'created_at']);
    t.index(['store_id', 'customer_ref']);
  });

  await knex.schema.createTable('order_line_items', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('order_id').notNullable();
    t.text('product_id');
    t.text('variant_id');
    t.text('title').notNullable();
    t.text('sku');
    t.integer('quantity').notNullable();
    t.integer('unit_price_cents').notNullable();
    t.integer('total_cents').notNullable();
    sameStoreForeign(t, 'order_id', 'orders', 'CASCADE');
    sameStoreForeign(t, 'product_id', 'products');
    sameStoreForeign(t, 'variant_id', 'variants');
    t.index(['store_id', 'order_id']);
    t.index(['store_id', 'product_id']);
  });

  await knex.schema.createTable('refunds', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('order_id').notNullable();
    t.integer('amount_cents').notNullable();
    t.enu('reason', ['damaged', 'not_as_described', 'late_delivery', 'changed_mind', 'other']).notNullable();
    t.enu('created_by', ['operator', 'service', 'customer_service']).notNullable();
    t.text('created_at').notNullable();
    sameStoreForeign(t, 'order_id', 'orders', 'CASCADE');
    t.index(['store_id', 'order_id']);
    t.index(['store_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('refunds');
  await knex.schema.dropTableIfExists('order_line_items');
  await knex.schema.dropTableIfExists('orders');
}
