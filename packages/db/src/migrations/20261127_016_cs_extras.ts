import type { Knex } from 'knex';

/**
 * Migration 016: cs: triage fields of a customer-service thread. `assignee` (who owns
 * it; free text up to 100 characters, null = unassigned), `category` (snake_case, null =
 * uncategorised), and the escalation's reason and time (`escalated_at` ISO 8601 UTC; null while
 * not escalated). Replies are `cs_messages` rows (`outbound`); drafts are pending `cs_send_reply`
 * approval cards, so no table of their own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cs_threads', (t) => {
    t.text('assignee');
    t.text('category');
    t.text('escalated_at');
    t.text('escalation_reason');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('cs_threads', (t) => {
    t.dropColumn('escalation_reason');
    t.dropColumn('escalated_at');
    t.dropColumn('category');
    t.dropColumn('assignee');
  });
}
