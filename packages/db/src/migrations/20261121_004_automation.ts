import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';

/** agents, decisions, alerts, calibration_thresholds (docs/ARCHITECTURE.md "Tables"). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agents', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('slug').notNullable();
    t.text('name').notNullable();
    t.text('description').notNullable();
    t.enu('mode', ['live', 'dry_run', 'off']).notNullable();
    t.text('last_run_at');
    t.unique(['store_id', 'slug']);
  });

  await knex.schema.createTable('decisions', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('product_id');
    t.text('handle');
    t.text('agent').notNullable(); // agents.slug
    t.text('action').notNullable();
    t.text('subject').notNullable();
    t.text('from_state');
    t.text('to_state'); // UPPERCASE
    t.double('judge_score').notNullable(); // 0..1
    t.enu('tier', ['read', 'auto_write', 'propose_write']).notNullable();
    t.text('evidence').notNullable(); // JSON array of strings
    t.text('reversal').notNullable();
    t.enu('bucket', ['live', 'queued', 'failed', 'suggested', 'reverted', 'noop']).notNullable();
    t.boolean('applied').notNullable().defaultTo(false);
    t.text('applied_at');
    t.text('applied_by');
    t.text('created_at').notNullable();
    sameStoreForeign(t, 'product_id', 'products');
    t.index(['store_id', 'created_at']);
    t.index(['store_id', 'bucket', 'created_at']);
    t.index(['store_id', 'product_id', 'created_at']);
    t.index(['store_id', 'handle', 'created_at']);
  });

  await knex.schema.createTable('alerts', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.enu('severity', ['critical', 'warning', 'info']).notNullable();
    t.text('kind').notNullable();
    t.text('title').notNullable();
    t.text('message').notNullable();
    t.text('subject_ref');
    t.text('detected_at').notNullable();
    t.text('resolved_at');
    t.index(['store_id', 'resolved_at', 'severity']);
    t.index(['store_id', 'detected_at']);
  });

  await knex.schema.createTable('calibration_thresholds', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.enu('metric', ['roas', 'cpa_cents', 'conversion_rate', 'refund_rate']).notNullable();
    t.double('floor').notNullable();
    t.double('ceiling').notNullable();
    t.double('p10').notNullable();
    t.double('p25').notNullable();
    t.double('p50').notNullable();
    t.double('p75').notNullable();
    t.double('p90').notNullable();
    t.integer('sample_size').notNullable();
    t.integer('window_days').notNullable();
    t.text('calibrated_at').notNullable();
    t.unique(['store_id', 'metric']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('calibration_thresholds');
  await knex.schema.dropTableIfExists('alerts');
  await knex.schema.dropTableIfExists('decisions');
  await knex.schema.dropTableIfExists('agents');
}
