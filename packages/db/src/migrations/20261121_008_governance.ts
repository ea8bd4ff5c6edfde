import type { Knex } from 'knex';
import { idColumn, storeIdColumn } from './columns';

/**
 * Governance tables (seed: Intent declaration, Simulation request, policies, discounts):
 * - ad_campaigns: the ad campaigns whose status / daily_budget / bidding intents can own;
 * - intents: field ownership declarations, at most one active owner per (resource, field):
 *   states `proposed` (waiting for an operator) -> `active` -> `released` | `reverted` | `expired`,
 *   or `rejected`; a partial unique index enforces one live declaration per field;
 * - discounts: discounts created by approved `propose_discount` writes;
 * - policies: the rules and spend ceilings `simulate` consults.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ad_campaigns', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('name').notNullable();
    t.text('channel').notNullable(); // google_ads | meta | microsoft_ads | marketplace
    t.text('status').notNullable(); // enabled | paused | removed
    t.bigInteger('daily_budget_cents').notNullable();
    t.text('bidding').notNullable(); // manual_cpc | maximize_conversions | target_roas | target_cpa
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'status']);
  });

  await knex.schema.createTable('intents', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('resource_kind').notNullable(); // variant | campaign
    t.text('resource_ref').notNullable();
    t.text('field').notNullable();
    t.text('desired').notNullable(); // JSON value
    t.text('previous').notNullable(); // JSON value when declared (what revert restores)
    t.text('reason').notNullable();
    t.text('status').notNullable(); // proposed | active | released | reverted | expired | rejected
    t.text('owner_credential_id').notNullable();
    t.text('approval_id');
    t.text('expires_at').notNullable();
    t.text('overwritten_at'); // last external overwrite seen (event sent once per overwrite)
    t.text('overwritten_value'); // JSON
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.index(['store_id', 'status', 'created_at']);
    t.index(['store_id', 'resource_kind', 'resource_ref', 'field']);
  });
  // One live (proposed or active) declaration per field of a resource: a second is refused, not raced.
  await knex.raw(
    "CREATE UNIQUE INDEX intents_one_owner ON intents (store_id, resource_kind, resource_ref, field) WHERE status IN ('proposed', 'active')",
  );

  await knex.schema.createTable('discounts', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('product_ids').notNullable(); // JSON array of product UUIDs
    t.double('discount_percent').notNullable();
    t.text('reason').notNullable();
    t.text('status').notNullable(); // active | ended
    t.text('approval_id');
    t.text('created_at').notNullable();
    t.text('ended_at');
    t.index(['store_id', 'status', 'created_at']);
  });

  await knex.schema.createTable('policies', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('kind').notNullable(); // rule | spend_ceiling
    t.text('name').notNullable();
    t.text('domain'); // null: every domain
    t.text('action'); // null: every action of the domain
    t.text('effect'); // rule: allow | deny | require_approval
    t.text('conditions').notNullable(); // JSON [{fact, op, value}]
    t.bigInteger('ceiling_cents'); // spend_ceiling
    t.text('period'); // spend_ceiling: day | week | month
    t.boolean('enabled').notNullable().defaultTo(true);
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.index(['store_id', 'kind', 'enabled']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS intents_one_owner');
  for (const table of ['policies', 'discounts', 'intents', 'ad_campaigns']) await knex.schema.dropTableIfExists(table);
}
