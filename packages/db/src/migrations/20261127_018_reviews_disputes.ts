import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';
import { scopeStoreTables, unscopeStoreTables } from './rls-tables';

/**
 * Migration 018: product and store reviews (`reviews`, read by get_reviews) and
 * chargeback disputes (`disputes`, read by get_disputes). Money is integer cents; timestamps ISO
 * 8601 UTC text. Both are store tables under row-level security (rls-tables.ts).
 */
const NEW_TABLES = ['reviews', 'disputes'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    idColumn(t);
    storeIdColumn(t);
    /** The reviewed product; null = a review of the store itself. */
    t.text('product_id');
    sameStoreForeign(t, 'product_id', 'products', 'CASCADE');
    /** 1..5 stars. */
    t.integer('rating').notNullable();
    t.text('title');
    t.text('body').notNullable();
    /** The name the reviewer chose to show. */
    t.text('author_name').notNullable();
    /** `published` | `pending` | `hidden` */
    t.text('status').notNullable();
    t.boolean('verified_buyer').notNullable().defaultTo(false);
    /** The order the review was written after (verified buyers); null otherwise. */
    t.text('order_id');
    sameStoreForeign(t, 'order_id', 'orders');
    t.text('created_at').notNullable();
    /** The store's public reply; null = none. */
    t.text('reply_body');
    t.text('replied_at');
    t.index(['store_id', 'created_at']);
    t.index(['store_id', 'product_id']);
  });
  await knex.schema.createTable('disputes', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('order_id').notNullable();
    sameStoreForeign(t, 'order_id', 'orders', 'CASCADE');
    /** The payment processor's dispute id, e.g. `dp_…`. */
    t.text('external_id').notNullable();
    /** `fraudulent` | `product_not_received` | `product_unacceptable` | `duplicate` | `subscription_canceled` | `credit_not_processed` | `general` */
    t.text('reason').notNullable();
    /** Disputed amount in cents of `currency` (at most the order total). */
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    /** `needs_response` | `under_review` | `won` | `lost` | `accepted` */
    t.text('status').notNullable();
    /** Deadline to submit evidence; null once the dispute is closed without one. */
    t.text('evidence_due_by');
    /** `not_submitted` | `draft` | `submitted` */
    t.text('evidence_status').notNullable();
    t.text('opened_at').notNullable();
    t.text('closed_at');
    t.unique(['store_id', 'external_id']);
    t.index(['store_id', 'status', 'evidence_due_by']);
  });
  await scopeStoreTables(knex, NEW_TABLES);
}

export async function down(knex: Knex): Promise<void> {
  await unscopeStoreTables(knex, NEW_TABLES);
  for (const table of [...NEW_TABLES].reverse()) await knex.schema.dropTable(table);
}
