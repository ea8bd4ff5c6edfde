import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';
import { scopeStoreTables, unscopeStoreTables } from './rls-tables';

const NEW_TABLES = ['ads_customers', 'ads_ad_groups', 'ads_keywords', 'ads_campaign_daily', 'ads_auction_insights', 'ads_competitor_ads'];

/**
 * Migration 021: search ads: the embedded search-ads connector's demo accounts
 * (packages/connectors/search-ads). Campaigns stay in `ad_campaigns` (migration 008, what intents
 * own and the read-back sweep reads); this adds their account (`customer_id`), schedule
 * (`start_date`, `end_date`) and `target_roas`, and the tables of the ad platform around them:
 * - ads_customers: ad accounts; one manager account listing the store's client accounts;
 * - ads_ad_groups / ads_keywords: ad groups and their keywords; negative keywords are keyword rows
 *   with `negative` true (campaign-level when `ad_group_id` is null);
 * - ads_campaign_daily: daily metrics per campaign (cost, impressions, clicks, conversions, value);
 * - ads_auction_insights: competitor domains per campaign (impression share, overlap, ...);
 * - ads_competitor_ads: competitors' ad texts seen in the auctions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ad_campaigns', (t) => {
    /** The platform account (`ads_customers.customer_id`, `123-456-7890`); null for marketplace campaigns. */
    t.text('customer_id');
    t.text('start_date');
    t.text('end_date');
    /** Target ROAS of `target_roas` bidding (conversion value / cost), else null. */
    t.double('target_roas');
  });
  await knex.schema.createTable('ads_customers', (t) => {
    idColumn(t);
    storeIdColumn(t);
    /** The platform's account id, `123-456-7890`. */
    t.text('customer_id').notNullable();
    t.text('descriptive_name').notNullable();
    /** `google_ads` | `microsoft_ads` | `meta` */
    t.text('platform').notNullable();
    t.text('currency').notNullable();
    t.text('time_zone').notNullable();
    t.boolean('manager').notNullable();
    /** The manager account listing this one; null for the manager itself. */
    t.text('manager_customer_id');
    /** `enabled` | `suspended` | `closed` */
    t.text('status').notNullable();
    t.text('created_at').notNullable();
    t.unique(['store_id', 'customer_id']);
    t.unique(['store_id', 'id']);
  });
  await knex.schema.createTable('ads_ad_groups', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('campaign_id').notNullable();
    t.text('name').notNullable();
    /** `enabled` | `paused` | `removed` */
    t.text('status').notNullable();
    t.bigInteger('cpc_bid_cents').notNullable();
    t.text('created_at').notNullable();
    t.unique(['store_id', 'id']);
    t.index(['store_id', 'campaign_id']);
    sameStoreForeign(t, 'campaign_id', 'ad_campaigns', 'CASCADE');
  });
  await knex.schema.createTable('ads_keywords', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('campaign_id').notNullable();
    /** Null: a campaign-level negative keyword. */
    t.text('ad_group_id');
    t.text('text').notNullable();
    /** `exact` | `phrase` | `broad` */
    t.text('match_type').notNullable();
    t.boolean('negative').notNullable();
    /** `enabled` | `paused` | `removed` */
    t.text('status').notNullable();
    t.text('created_at').notNullable();
    t.index(['store_id', 'campaign_id']);
    sameStoreForeign(t, 'campaign_id', 'ad_campaigns', 'CASCADE');
  });
  await knex.schema.createTable('ads_campaign_daily', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('campaign_id').notNullable();
    /** UTC calendar day `YYYY-MM-DD`. */
    t.text('date').notNullable();
    t.integer('impressions').notNullable();
    t.integer('clicks').notNullable();
    t.double('conversions').notNullable();
    t.bigInteger('conversion_value_cents').notNullable();
    t.bigInteger('cost_cents').notNullable();
    t.unique(['store_id', 'campaign_id', 'date']);
    t.index(['store_id', 'date']);
    sameStoreForeign(t, 'campaign_id', 'ad_campaigns', 'CASCADE');
  });
  await knex.schema.createTable('ads_auction_insights', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('campaign_id').notNullable();
    t.text('domain').notNullable();
    /** Ratios 0..1 over the last 30 days of auctions. */
    t.double('impression_share').notNullable();
    t.double('overlap_rate').notNullable();
    t.double('position_above_rate').notNullable();
    t.double('outranking_share').notNullable();
    t.unique(['store_id', 'campaign_id', 'domain']);
    sameStoreForeign(t, 'campaign_id', 'ad_campaigns', 'CASCADE');
  });
  await knex.schema.createTable('ads_competitor_ads', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('domain').notNullable();
    t.text('headline').notNullable();
    t.text('description').notNullable();
    t.text('final_url').notNullable();
    /** The search term the ad was seen on. */
    t.text('search_term').notNullable();
    t.text('first_seen_at').notNullable();
    t.text('last_seen_at').notNullable();
    t.index(['store_id', 'domain']);
  });
  await scopeStoreTables(knex, NEW_TABLES);
}

export async function down(knex: Knex): Promise<void> {
  await unscopeStoreTables(knex, NEW_TABLES);
  for (const table of [...NEW_TABLES].reverse()) await knex.schema.dropTableIfExists(table);
  await knex.schema.alterTable('ad_campaigns', (t) => {
    t.dropColumn('target_roas');
    t.dropColumn('end_date');
    t.dropColumn('start_date');
    t.dropColumn('customer_id');
  });
}
