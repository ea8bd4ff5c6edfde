import type { Knex } from 'knex';

/**
 * audit_log (owned by the server; docs/ARCHITECTURE.md "Tables").
 *
 * `seq` is the auto-increment primary key on both dialects (SQLite only auto-increments an
 * INTEGER PRIMARY KEY; PostgreSQL gets `bigserial`), used for cursor ordering. `id` (the
 * time-sortable `aud_…` string that callers see) is NOT NULL UNIQUE. `store_id` is nullable
 * (unknown when authentication failed) and deliberately has no foreign key: audit rows outlive
 * the stores they mention (e.g. an expired sandbox copy) and an audit insert must never fail on
 * a reference. Vocabulary columns carry no CHECK constraints for the same reason.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('seq');
    t.text('id').notNullable().unique();
    t.text('store_id');
    t.text('request_id').notNullable().unique();
    t.text('credential_id');
    t.text('surface').notNullable();
    t.text('method').notNullable();
    t.text('path').notNullable();
    t.text('operation');
    t.integer('status').notNullable();
    t.text('error_code');
    t.text('subject_ref');
    t.text('ip').notNullable();
    t.text('user_agent');
    t.double('duration_ms').notNullable();
    t.text('created_at').notNullable();
    t.index(['store_id', 'seq']);
    t.index(['store_id', 'subject_ref']);
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log');
}
