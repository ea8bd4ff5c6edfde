import type { Knex } from 'knex';
import { idColumn, sameStoreForeign, storeIdColumn } from './columns';
import { scopeStoreTables, unscopeStoreTables } from './rls-tables';

/**
 * Commerce core: product content and its versions, images, metafields, the shop profile
 * and markets, order cancellation / shipping address / storefront references, refund line items,
 * discount codes, gift cards, variant costs, expenses, the job runner's `job_runs` and the sync
 * cursors, and the one-time `reveal` of an approval (a gift card's full code). Money is integer
 * cents; timestamps ISO 8601 UTC text; dates `YYYY-MM-DD`; JSON is TEXT. Every new table is a
 * store table under row-level security (rls-tables.ts).
 */
const NEW_TABLES = [
  'product_images',
  'product_metafields',
  'content_versions',
  'shop_profiles',
  'markets',
  'refund_line_items',
  'discount_codes',
  'gift_cards',
  'expenses',
  'job_runs',
  'sync_cursors',
] as const;

export async function up(knex: Knex): Promise<void> {
  // --- catalog -------------------------------------------------------------------------------
  await knex.schema.alterTable('products', (t) => {
    t.text('description_html').notNullable().defaultTo('');
    t.text('seo_title');
    t.text('seo_description');
    /** JSON array of strings. */
    t.text('tags').notNullable().defaultTo('[]');
    /** Storefront product category (taxonomy path, e.g. `Apparel > Shirts`); null = uncategorised. */
    t.text('category');
    /** Current content version number (content_versions.version); 0 = none recorded. */
    t.integer('content_version').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('variants', (t) => {
    /** GTIN / EAN / UPC; null = none. */
    t.text('barcode');
    t.integer('weight_grams');
    /** Unit cost in cents of the store currency; null = unknown. */
    t.integer('cost_cents');
    /** Where the cost came from: `storefront` | `import` | `manual`; null when unknown. */
    t.text('cost_source');
    t.text('cost_updated_at');
  });
  await knex.schema.createTable('product_images', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('product_id').notNullable();
    t.text('url').notNullable();
    t.text('alt_text');
    t.integer('position').notNullable();
    t.integer('width');
    t.integer('height');
    sameStoreForeign(t, 'product_id', 'products', 'CASCADE');
    t.index(['store_id', 'product_id']);
  });
  await knex.schema.createTable('product_metafields', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('product_id').notNullable();
    t.text('namespace').notNullable();
    t.text('key').notNullable();
    /** Storefront metafield type, e.g. `single_line_text_field`, `number_integer`, `boolean`. */
    t.text('type').notNullable();
    /** The value as JSON text. */
    t.text('value').notNullable();
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
    sameStoreForeign(t, 'product_id', 'products', 'CASCADE');
    t.unique(['store_id', 'product_id', 'namespace', 'key']);
  });
  await knex.schema.createTable('content_versions', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('product_id').notNullable();
    t.integer('version').notNullable();
    t.text('title').notNullable();
    t.text('description_html').notNullable();
    t.text('seo_title');
    t.text('seo_description');
    /** Who wrote it: an operator's email, a credential id, or `storefront` (seen by sync). */
    t.text('author').notNullable();
    /** `seed` | `storefront_sync` | `service` */
    t.text('source').notNullable();
    t.text('approval_id');
    t.text('created_at').notNullable();
    sameStoreForeign(t, 'product_id', 'products', 'CASCADE');
    t.unique(['store_id', 'product_id', 'version']);
  });
  await knex.schema.createTable('shop_profiles', (t) => {
    storeIdColumn(t);
    t.primary(['store_id']);
    t.text('myshop_domain').notNullable();
    t.text('primary_domain').notNullable();
    t.text('primary_locale').notNullable();
    t.text('email').notNullable();
    t.text('phone');
    /** JSON object: {address1, address2, city, postal_code, province_code, country_code}. */
    t.text('address').notNullable();
    t.text('plan').notNullable();
    t.text('weight_unit').notNullable();
    /** JSON array of {kind, title, body, url, updated_at}; kind: refund | shipping | privacy | terms_of_service | contact. */
    t.text('policies').notNullable();
    /** JSON array of ISO 3166-1 alpha-2 codes the shop ships to. */
    t.text('ships_to_countries').notNullable();
    t.text('created_at').notNullable();
    t.text('updated_at').notNullable();
  });
  await knex.schema.createTable('markets', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('handle').notNullable();
    t.text('name').notNullable();
    t.boolean('primary').notNullable().defaultTo(false);
    t.boolean('enabled').notNullable().defaultTo(true);
    /** JSON array of ISO 3166-1 alpha-2 codes. */
    t.text('countries').notNullable();
    t.text('currency').notNullable();
    /** JSON array of BCP 47 locale tags. */
    t.text('locales').notNullable();
    /** Percent added to (positive) or taken off (negative) base prices in this market. */
    t.float('price_adjustment_percent').notNullable().defaultTo(0);
    t.text('created_at').notNullable();
    t.unique(['store_id', 'handle']);
  });

  // --- orders --------------------------------------------------------------------------------
  await knex.schema.alterTable('orders', (t) => {
    /** The storefront's own order id (orders pulled by run_sync_orders); unique per store. */
    t.text('external_id');
    t.text('cancelled_at');
    /** `customer` | `inventory` | `fraud` | `declined` | `other` */
    t.text('cancel_reason');
    /** JSON object {name, address1, address2, city, province_code, postal_code, country_code, phone}; null = none (e.g. POS). */
    t.text('shipping_address');
    /** Discount code applied at checkout (discount_codes.code); null = none. */
    t.text('discount_code');
    t.text('updated_at');
    t.unique(['store_id', 'external_id']);
  });
  await knex.schema.alterTable('refunds', (t) => {
    /** The storefront's refund id (refunds seen by sync); unique per store. */
    t.text('external_id');
    t.text('note');
    t.boolean('restock').notNullable().defaultTo(false);
    /** `seed` | `service` (an applied storefront_create_refund / cancellation) | `storefront` (seen by sync). */
    t.text('source').notNullable().defaultTo('seed');
    t.text('approval_id');
    t.unique(['store_id', 'external_id']);
    t.unique(['store_id', 'id']);
  });
  await knex.schema.alterTable('order_line_items', (t) => {
    t.unique(['store_id', 'id']);
  });
  await knex.schema.createTable('refund_line_items', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('refund_id').notNullable();
    t.text('line_item_id').notNullable();
    t.integer('quantity').notNullable();
    t.integer('amount_cents').notNullable();
    t.boolean('restock').notNullable().defaultTo(false);
    sameStoreForeign(t, 'refund_id', 'refunds', 'CASCADE');
    sameStoreForeign(t, 'line_item_id', 'order_line_items', 'CASCADE');
    t.index(['store_id', 'line_item_id']);
  });

  // --- promotions ----------------------------------------------------------------------------
  await knex.schema.createTable('discount_codes', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('code').notNullable();
    /** Upper-cased code: codes are unique per store regardless of case. */
    t.text('code_key').notNullable();
    /** `percentage` | `fixed_amount` */
    t.text('discount_type').notNullable();
    /** Percent (percentage) or cents (fixed_amount). */
    t.float('value').notNullable();
    t.integer('minimum_subtotal_cents');
    /** Total uses allowed; null = unlimited. */
    t.integer('usage_limit');
    t.boolean('once_per_customer').notNullable().defaultTo(false);
    t.integer('usage_count').notNullable().defaultTo(0);
    t.text('starts_at').notNullable();
    t.text('ends_at');
    /** `active` | `scheduled` | `expired` | `disabled` (stored; `scheduled` / `expired` also follow from the dates). */
    t.text('status').notNullable();
    t.text('approval_id');
    t.text('created_at').notNullable();
    t.unique(['store_id', 'code_key']);
  });
  await knex.schema.createTable('gift_cards', (t) => {
    idColumn(t);
    storeIdColumn(t);
    /** SHA-256 hex of the normalised code; the code itself is never stored. */
    t.text('code_hash').notNullable();
    /** The code's last 4 characters (all that is ever shown after creation). */
    t.text('last_characters').notNullable();
    t.integer('initial_value_cents').notNullable();
    t.integer('balance_cents').notNullable();
    t.text('currency').notNullable();
    t.text('customer_ref');
    t.text('note');
    t.text('expires_on');
    t.text('disabled_at');
    t.text('approval_id');
    t.text('created_at').notNullable();
    t.unique(['store_id', 'code_hash']);
  });
  await knex.schema.alterTable('approvals', (t) => {
    /** One-time secret of an applied write (JSON), handed to the proposer once and then cleared. */
    t.text('reveal');
  });

  // --- costs ---------------------------------------------------------------------------------
  await knex.schema.createTable('expenses', (t) => {
    idColumn(t);
    storeIdColumn(t);
    t.text('incurred_on').notNullable();
    t.text('category').notNullable();
    t.text('description').notNullable();
    t.text('vendor');
    t.integer('amount_cents').notNullable();
    t.text('currency').notNullable();
    /** `seed` | `import` | `manual` */
    t.text('source').notNullable();
    /** Inspection id (import) this row came from; null otherwise. */
    t.text('import_ref');
    t.text('created_at').notNullable();
    t.index(['store_id', 'incurred_on']);
  });

  // --- automation: the job runner ------------------------------------------------------------
  await knex.schema.createTable('job_runs', (t) => {
    idColumn(t);
    storeIdColumn(t);
    /** The operation that queued it, e.g. `run_sync_orders`. */
    t.text('kind').notNullable();
    /** `queued` | `running` | `succeeded` | `failed` | `cancelled` */
    t.text('state').notNullable();
    /** JSON object: the job's arguments. */
    t.text('params').notNullable().defaultTo('{}');
    t.text('requested_by').notNullable();
    t.text('request_id');
    t.text('queued_at').notNullable();
    t.text('started_at');
    t.text('finished_at');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('lease_owner');
    t.text('lease_until');
    /** JSON object of counts (e.g. {created: 3, updated: 1}); null until it ran. */
    t.text('counts');
    /** JSON object: the job's result; null until it succeeded. */
    t.text('result');
    t.text('error');
    t.index(['store_id', 'queued_at']);
    t.index(['state', 'queued_at']);
  });
  await knex.schema.createTable('sync_cursors', (t) => {
    storeIdColumn(t);
    /** `orders` | `catalog` */
    t.text('resource').notNullable();
    t.primary(['store_id', 'resource']);
    /** Opaque connector cursor (the embedded connector: an ISO timestamp). */
    t.text('cursor').notNullable();
    t.text('synced_at').notNullable();
  });

  await scopeStoreTables(knex, NEW_TABLES);
}

export async function down(knex: Knex): Promise<void> {
  await unscopeStoreTables(knex, NEW_TABLES);
  for (const table of [...NEW_TABLES].reverse()) await knex.schema.dropTable(table);
  await knex.schema.alterTable('approvals', (t) => t.dropColumn('reveal'));
  await knex.schema.alterTable('refunds', (t) => {
    t.dropUnique(['store_id', 'external_id']);
    t.dropUnique(['store_id', 'id']);
    t.dropColumns('external_id', 'note', 'restock', 'source', 'approval_id');
  });
  await knex.schema.alterTable('order_line_items', (t) => t.dropUnique(['store_id', 'id']));
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['store_id', 'external_id']);
    t.dropColumns('external_id', 'cancelled_at', 'cancel_reason', 'shipping_address', 'discount_code', 'updated_at');
  });
  await knex.schema.alterTable('variants', (t) => t.dropColumns('barcode', 'weight_grams', 'cost_cents', 'cost_source', 'cost_updated_at'));
  await knex.schema.alterTable('products', (t) =>
    t.dropColumns('description_html', 'seo_title', 'seo_description', 'tags', 'category', 'content_version'),
  );
}
