import type { Knex } from 'knex';

/**
 * Migration 023: where an order came from, in the storefront platform's own field names
 * (Shopify's `referring_site`, `landing_site` and the landing URL's UTM parameters). All nullable:
 * null = not known (POS and wholesale orders, orders synced from a source that does not say). Read
 * by get_ai_referred_orders (analytics), filled by the seed and by run_sync_orders.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    /** Full URL of the page that referred the visitor (the HTTP referrer), e.g. `https://chatgpt.com/`. */
    t.text('referring_site');
    /** Path and query of the first storefront page of the visit, e.g. `/products/linen-overshirt?utm_source=chatgpt.com`. */
    t.text('landing_site');
    /** `utm_source` of the landing URL, as sent (case preserved). */
    t.text('utm_source');
    /** `utm_medium` of the landing URL. */
    t.text('utm_medium');
    /** `utm_campaign` of the landing URL. */
    t.text('utm_campaign');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumns('referring_site', 'landing_site', 'utm_source', 'utm_medium', 'utm_campaign');
  });
}
