import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';
import { scopeStoreTables, unscopeStoreTables } from './rls-tables';

const NEW_TABLES = [
  'analytics_properties',
  'analytics_data_streams',
  'analytics_audiences',
  'analytics_traffic_daily',
  'analytics_demographics_daily',
];

/**
 * Migration 024: the analytics property: the embedded analytics connector's demo
 * property (`@storeops/connector-analytics`), GA4-like. One property per store (admin config:
 * time zone, currency, data retention, service level, key events), its data streams (web / iOS /
 * Android), its audiences, and two pre-aggregated daily fact tables: session-scoped traffic
 * (date × channel group × source / medium × country × device category × landing page) and
 * user-scoped demographics (date × country × age bracket × gender). Money in integer cents of the
 * property currency.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_properties', (t) => {
    idColumn(t);
    storeIdColumn(t);
    /** The property's resource name, `properties/<digits>`. */
    t.text('property_name').notNullable();
    t.text('display_name').notNullable();
    /** IANA time zone of the property's reporting days. */
    t.text('time_zone').notNullable();
    t.text('currency').notNullable();
    t.text('industry_category').notNullable();
    /** `standard` | `analytics_360` (360 allows 26 / 38 / 50 months of retention). */
    t.text('service_level').notNullable();
    /** `2_months` | `14_months` | `26_months` | `38_months` | `50_months` */
    t.text('data_retention').notNullable();
    t.boolean('reset_user_data_on_new_activity').notNullable();
    /** JSON array of event names marked as key events. */
    t.text('key_events').notNullable();
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    t.unique(['store_id']);
    t.unique(['store_id', 'id']);
  });
  await knex.schema.createTable('analytics_data_streams', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('property_id').notNullable();
    /** The stream's numeric id (text). */
    t.text('stream_id').notNullable();
    /** `web` | `ios` | `android` */
    t.text('type').notNullable();
    t.text('display_name').notNullable();
    /** Web streams: `G-XXXXXXXXXX`; app streams: null. */
    t.text('measurement_id');
    /** App streams: the Firebase app id; web streams: null. */
    t.text('firebase_app_id');
    /** Web: default URI; iOS: bundle id; Android: package name. */
    t.text('target').notNullable();
    t.boolean('enhanced_measurement').notNullable();
    t.text('created_at').notNullable();
    t.unique(['store_id', 'stream_id']);
    sameStoreForeign(t, 'property_id', 'analytics_properties', 'CASCADE');
  });
  await knex.schema.createTable('analytics_audiences', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('property_id').notNullable();
    t.text('name').notNullable();
    t.text('description').notNullable();
    /** Days a user stays a member after last meeting the conditions (1..540). */
    t.integer('membership_duration_days').notNullable();
    /** JSON array of conditions (analytics_create_audience grammar). */
    t.text('conditions').notNullable();
    /** The conditions as one readable line. */
    t.text('definition').notNullable();
    /** `predefined` (made by the property) or `custom`. */
    t.text('origin').notNullable();
    t.text('created_at').notNullable();
    t.index(['store_id', 'name']);
    sameStoreForeign(t, 'property_id', 'analytics_properties', 'CASCADE');
  });
  await knex.schema.createTable('analytics_traffic_daily', (t) => {
    idColumn(t);
    storeIdColumn(t);
    /** Reporting day `YYYY-MM-DD` in the property time zone. */
    t.text('date').notNullable();
    t.text('channel_group').notNullable();
    t.text('source_medium').notNullable();
    /** ISO 3166-1 alpha-2. */
    t.text('country').notNullable();
    /** `desktop` | `mobile` | `tablet` */
    t.text('device_category').notNullable();
    t.text('landing_page').notNullable();
    t.integer('sessions').notNullable();
    t.integer('engaged_sessions').notNullable();
    t.integer('active_users').notNullable();
    t.integer('new_users').notNullable();
    t.integer('key_events').notNullable();
    t.integer('transactions').notNullable();
    t.bigInteger('purchase_revenue_cents').notNullable();
    t.index(['store_id', 'date']);
  });
  await knex.schema.createTable('analytics_demographics_daily', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('date').notNullable();
    t.text('country').notNullable();
    /** `18-24` .. `65+`, or `unknown`. */
    t.text('age_bracket').notNullable();
    /** `female` | `male` | `unknown` */
    t.text('gender').notNullable();
    t.integer('active_users').notNullable();
    t.integer('new_users').notNullable();
    t.integer('purchasers').notNullable();
    t.integer('transactions').notNullable();
    t.bigInteger('purchase_revenue_cents').notNullable();
    t.index(['store_id', 'date']);
  });
  await scopeStoreTables(knex, NEW_TABLES);
}

export async function down(knex: Knex): Promise<void> {
  await unscopeStoreTables(knex, NEW_TABLES);
  for (const table of [...NEW_TABLES].reverse()) await knex.schema.dropTableIfExists(table);
}
