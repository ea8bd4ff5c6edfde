import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';
import { scopeStoreTables, unscopeStoreTables } from './rls-tables';

const NEW_TABLES = [
  'customer_contacts',
  'social_campaign_settings',
  'social_ad_sets',
  'social_ads',
  'social_insights_daily',
  'social_audiences',
  'social_audience_members',
];

/**
 * Migration 022: social ads: the embedded social-ads connector's demo world
 * (`@storeops/connector-social-ads`). Social campaigns are `ad_campaigns` rows with channel `meta`
 * (migration 008); this migration adds what a social platform holds around them:
 * - customer_contacts: the store's customer contact e-mail per `orders.customer_ref` and the
 *   marketing consent (the source a customer-list audience is built from; the plaintext e-mail
 *   never leaves this table);
 * - social_campaign_settings: the platform's per-campaign settings (objective, buying type);
 * - social_ad_sets (targeting JSON) under a campaign, social_ads (creative JSON) under an ad set;
 * - social_insights_daily: delivery per ad, UTC day and audience cell (age bucket, gender,
 *   country, placement): every breakdown is a sum over cells;
 * - social_audiences (custom: customer list / website / engagement; lookalike) and
 *   social_audience_members: SHA-256 hex of the normalised e-mail only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('customer_contacts', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('customer_ref').notNullable();
    /** As the customer typed it (case and surrounding spaces kept). */
    t.text('email').notNullable();
    t.boolean('accepts_marketing').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'customer_ref']);
  });
  await knex.schema.createTable('social_campaign_settings', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('campaign_id').notNullable();
    /** `awareness` | `traffic` | `engagement` | `leads` | `app_promotion` | `sales` */
    t.text('objective').notNullable();
    /** `auction` */
    t.text('buying_type').notNullable();
    t.text('created_at').notNullable();
    t.unique(['store_id', 'campaign_id']);
    sameStoreForeign(t, 'campaign_id', 'ad_campaigns', 'CASCADE');
  });
  await knex.schema.createTable('social_ad_sets', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('campaign_id').notNullable();
    t.text('name').notNullable();
    /** `enabled` | `paused` | `removed` */
    t.text('status').notNullable();
    /** `link_clicks` | `offsite_conversions` | `reach` | `impressions` */
    t.text('optimization_goal').notNullable();
    /** JSON {age_min, age_max, genders: [], countries: [], placements: [], custom_audience_ids: []}. */
    t.text('targeting').notNullable();
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'campaign_id']);
    sameStoreForeign(t, 'campaign_id', 'ad_campaigns', 'CASCADE');
  });
  await knex.schema.createTable('social_ads', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('ad_set_id').notNullable();
    t.text('campaign_id').notNullable();
    t.text('name').notNullable();
    /** `enabled` | `paused` | `removed` */
    t.text('status').notNullable();
    /** JSON {format, headline, primary_text, call_to_action, link_url, product_id}. */
    t.text('creative').notNullable();
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'ad_set_id']);
    sameStoreForeign(t, 'ad_set_id', 'social_ad_sets', 'CASCADE');
  });
  await knex.schema.createTable('social_insights_daily', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('ad_id').notNullable();
    /** UTC calendar day `YYYY-MM-DD`. */
    t.text('date').notNullable();
    /** `18-24` | `25-34` | `35-44` | `45-54` | `55-64` | `65+` */
    t.text('age').notNullable();
    /** `female` | `male` | `unknown` */
    t.text('gender').notNullable();
    /** ISO 3166-1 alpha-2. */
    t.text('country').notNullable();
    /** `feed` | `stories` | `reels` | `marketplace` | `audience_network` */
    t.text('placement').notNullable();
    t.integer('impressions').notNullable();
    t.integer('clicks').notNullable();
    t.bigInteger('spend_cents').notNullable();
    t.integer('conversions').notNullable();
    t.bigInteger('conversion_value_cents').notNullable();
    t.index(['store_id', 'date']);
    sameStoreForeign(t, 'ad_id', 'social_ads', 'CASCADE');
  });
  await knex.schema.createTable('social_audiences', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('name').notNullable();
    /** `custom` | `lookalike` */
    t.text('type').notNullable();
    /** `customer_list` | `website` | `engagement` | `lookalike` */
    t.text('subtype').notNullable();
    /** How the platform fills it, for a person. */
    t.text('source').notNullable();
    t.text('source_audience_id');
    /** Lookalike: percent of the country's population, 1..10. */
    t.integer('lookalike_ratio');
    t.text('lookalike_country');
    t.integer('retention_days');
    /** Platform estimate (website, engagement, lookalike); null for a customer list (its members count). */
    t.bigInteger('approximate_size');
    /** Customer list: JSON of the store segment last synced into it; null otherwise. */
    t.text('segment');
    /** `ready` | `populating` */
    t.text('status').notNullable();
    t.text('last_synced_at');
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'created_at']);
  });
  await knex.schema.createTable('social_audience_members', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('audience_id').notNullable();
    /** SHA-256 (lowercase hex) of the trimmed, lower-cased e-mail; never the e-mail itself. */
    t.text('email_sha256').notNullable();
    t.text('added_at').notNullable();
    t.unique(['store_id', 'audience_id', 'email_sha256']);
    sameStoreForeign(t, 'audience_id', 'social_audiences', 'CASCADE');
  });
  await scopeStoreTables(knex, NEW_TABLES);
}

export async function down(knex: Knex): Promise<void> {
  await unscopeStoreTables(knex, NEW_TABLES);
  for (const table of [...NEW_TABLES].reverse()) await knex.schema.dropTableIfExists(table);
}
