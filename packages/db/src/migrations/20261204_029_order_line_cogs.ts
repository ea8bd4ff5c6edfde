import type { Knex } from 'knex';

/**
 * Migration 029: the cost of goods the books hold for each order
 * line, so a unit cost change trues up from what was booked, not from the variant's cost now.
 * `order_line_items.cogs_cents`: minor units of the entity's currency, set when the sale is posted
 * (finance postings.ts: unit cost × quantity, or the estimate) and moved by each true-up; null =
 * not posted by the service (the seeded history, or a store that keeps no books).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_line_items', (t) => {
    t.bigInteger('cogs_cents');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_line_items', (t) => {
    t.dropColumn('cogs_cents');
  });
}
