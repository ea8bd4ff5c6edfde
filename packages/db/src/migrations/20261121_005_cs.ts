import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';

/** cs_threads, cs_messages (docs/ARCHITECTURE.md "Tables"). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cs_threads', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('customer_ref').notNullable();
    t.text('subject').notNullable();
    t.enu('channel', ['email', 'chat', 'marketplace']).notNullable();
    t.enu('severity', ['critical', 'high', 'normal', 'low']).notNullable();
    t.enu('status', ['open', 'pending', 'resolved']).notNullable();
    t.text('order_id');
    t.boolean('escalated').notNullable().defaultTo(false);
    t.text('created_at').notNullable();
    t.text('last_message_at').notNullable();
    t.text('first_response_due_at');
    sameStoreForeign(t, 'order_id', 'orders');
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'status', 'severity']);
    t.index(['store_id', 'last_message_at']);
  });

  await knex.schema.createTable('cs_messages', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('thread_id').notNullable();
    t.enu('direction', ['inbound', 'outbound']).notNullable();
    t.text('author').notNullable();
    t.text('body').notNullable();
    t.text('created_at').notNullable();
    sameStoreForeign(t, 'thread_id', 'cs_threads', 'CASCADE');
    t.index(['store_id', 'thread_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('cs_messages');
  await knex.schema.dropTableIfExists('cs_threads');
}
