import type { Knex } from 'knex';
import { idColumn, storeIdColumn } from './columns';

/**
 * The write path (seed: Risk tiers, States and transitions, Idempotency on writes, Events):
 * - stores gain the operator controls `kill_switch_engaged` and `automation_enabled`;
 * - approvals: one card per proposed write or app approval request, with its state machine
 *   (requested -> approved | rejected | expired | withdrawn | failed);
 * - idempotency_keys: one claim per (store, credential, operation, key), kept 24 h;
 * - receipts: every applied write (what changed, before/after, who proposed/approved, reversal);
 * - outbox: CloudEvents 1.0 rows written in the same transaction as the change they announce;
 * - operators and operator_sessions: dashboard sign-in.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stores', (t) => {
    t.boolean('kill_switch_engaged').notNullable().defaultTo(false);
    t.boolean('automation_enabled').notNullable().defaultTo(true);
  });

  await knex.schema.createTable('approvals', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('kind').notNullable(); // 'proposed_write' | 'app_request'
    t.text('operation'); // proposed_write: the operation to apply on approval
    t.text('arguments'); // JSON: the validated arguments
    t.text('change').notNullable(); // JSON: {summary, changes: [{resource_kind, resource_ref, field, before, after}]}
    t.text('title').notNullable();
    t.bigInteger('amount_cents');
    t.text('currency');
    t.text('reversibility_class').notNullable();
    t.text('status').notNullable();
    t.text('requested_by').notNullable(); // credential id
    t.text('decided_by'); // operator email, or 'auto-apply' / 'stop-immediately'
    t.text('decided_at');
    t.text('reason'); // rejection, failure or withdrawal reason
    t.text('receipt_id');
    t.text('expires_at').notNullable();
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'status', 'created_at']);
    t.index(['status', 'expires_at']);
  });

  await knex.schema.createTable('idempotency_keys', (t) => {
    storeIdColumn(t);
    t.text('credential_id').notNullable();
    t.text('operation').notNullable();
    t.text('key').notNullable();
    t.text('request_hash').notNullable();
    t.text('state').notNullable(); // 'in_flight' | 'completed'
    t.integer('response_status');
    t.text('response_body');
    t.text('created_at').notNullable();
    t.text('expires_at').notNullable();
    t.primary(['store_id', 'credential_id', 'operation', 'key']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('receipts', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('operation').notNullable();
    t.text('approval_id');
    t.text('resource_kind').notNullable();
    t.text('resource_ref').notNullable();
    t.text('changes').notNullable(); // JSON [{field, before, after}]
    t.text('proposed_by').notNullable();
    t.text('approved_by').notNullable();
    t.text('reversal').notNullable(); // JSON {operation, arguments, description}
    t.text('request_id').notNullable();
    t.text('created_at').notNullable();
    t.index(['store_id', 'created_at']);
    t.index(['store_id', 'resource_kind', 'resource_ref', 'created_at']);
  });

  await knex.schema.createTable('outbox', (t) => {
    t.bigIncrements('seq'); // delivery order (same pattern as audit_log)
    t.text('id').notNullable().unique(); // CloudEvents `id`
    t.text('store_id').notNullable();
    t.text('specversion').notNullable();
    t.text('type').notNullable();
    t.text('source').notNullable();
    t.text('subject');
    t.text('time').notNullable();
    t.text('datacontenttype').notNullable();
    t.text('data').notNullable(); // JSON
    t.text('delivered_at');
    t.index(['store_id', 'type']);
    t.index(['delivered_at']);
  });

  await knex.schema.createTable('operators', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('email').notNullable().unique();
    t.text('password_hash').notNullable(); // scrypt: salt$hash (hex)
    t.text('created_at').notNullable();
  });

  await knex.schema.createTable('operator_sessions', (t) => {
    t.text('id').primary(); // SHA-256 of the session cookie value
    t.text('operator_id').notNullable().references('id').inTable('operators').onDelete('CASCADE');
    t.text('csrf_token').notNullable();
    t.text('created_at').notNullable();
    t.text('expires_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['operator_sessions', 'operators', 'outbox', 'receipts', 'idempotency_keys', 'approvals']) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('stores', (t) => {
    t.dropColumn('kill_switch_engaged');
    t.dropColumn('automation_enabled');
  });
}
