import type { Knex } from 'knex';

/**
 * Sandbox stores (seed: Authentication "sandbox: private copy of demo shop, 7 days"): a sandbox
 * key runs on its own copy of the demo store. `sandbox_of` names the store it was copied from;
 * `sandbox_expires_at` is when the copy (and its rows, by cascade) is dropped.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stores', (t) => {
    t.text('sandbox_of');
    t.text('sandbox_expires_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stores', (t) => {
    t.dropColumn('sandbox_of');
    t.dropColumn('sandbox_expires_at');
  });
}
