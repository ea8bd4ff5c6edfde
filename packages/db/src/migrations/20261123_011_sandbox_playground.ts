import type { Knex } from 'knex';

/**
 * Sandbox copies as a playground: sandbox writes apply to the key's private copy.
 * - `stores.sandbox_owner_id`: the store whose key or operator minted the copy (the dashboard's
 *   store switcher lists an operator's copies by it); existing copies get their `sandbox_of`.
 * - `outbox.sandbox`: the event was emitted from a sandbox copy (delivered with the CloudEvents
 *   extension attribute `sandbox: true`, never mistaken for live data).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stores', (t) => {
    t.text('sandbox_owner_id');
  });
  await knex('stores')
    .whereNotNull('sandbox_of')
    .update({ sandbox_owner_id: knex.ref('sandbox_of') });
  await knex.schema.alterTable('outbox', (t) => {
    t.boolean('sandbox').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('outbox', (t) => {
    t.dropColumn('sandbox');
  });
  await knex.schema.alterTable('stores', (t) => {
    t.dropColumn('sandbox_owner_id');
  });
}
