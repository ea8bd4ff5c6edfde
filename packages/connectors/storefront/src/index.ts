/**
 * @storeops/connector-storefront: the embedded demo storefront platform, implementing the
 * storefront port (@storeops/contract ports/storefront.ts). Its data is the store's own catalog,
 * order and promotion tables (`STOREFRONT_OWNED_TABLES`), read and written through the store
 * scope, so sandbox copies and row-level security apply. Read side: changes.ts (the sync jobs'
 * changes since a cursor, with demo-promotions.ts); write side: writes.ts. Handlers reach it as
 * `ctx.connectors.storefront` (AppOptions `connectors.storefront` replaces it). Named exports only.
 */
import type { StorefrontPort } from '@storeops/contract/ports/storefront';
import { demoChanges } from './changes';
import { demoWrites } from './writes';

export { DEMO_ORDER_ID_BASE, DEMO_REFUND_ID_BASE, SLOT_MS } from './changes';
export type * from '@storeops/contract/ports/storefront';

/**
 * The tables holding the storefront platform's data: its catalog (products, variants, images,
 * metafields), its orders and refunds, and its promotions (automatic discounts, discount codes,
 * gift cards). Columns the service keeps on these rows for itself (a product's `lifecycle_state`,
 * a variant's cost, an order line's COGS) are listed in `STOREFRONT_SERVICE_COLUMNS`.
 */
export const STOREFRONT_OWNED_TABLES: readonly string[] = [
  'products',
  'variants',
  'product_images',
  'product_metafields',
  'orders',
  'order_line_items',
  'refunds',
  'refund_line_items',
  'discounts',
  'discount_codes',
  'gift_cards',
];

/**
 * Columns of storefront-owned tables that belong to the service, not the platform (docs/ARCHITECTURE.md
 * "Connectors"): the service lifecycle (seed §Lifecycle), unit costs (costs domain) and the cost of
 * goods sold of an order line (finance postings). Handlers may write these (with `updated_at`).
 */
export const STOREFRONT_SERVICE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  products: ['lifecycle_state', 'current_roas'],
  variants: ['cost_cents', 'cost_source', 'cost_updated_at'],
  order_line_items: ['cogs_cents'],
};

/** The embedded demo storefront (see changes.ts for what it does between syncs). */
export const embeddedStorefront: StorefrontPort = {
  ownedTables: STOREFRONT_OWNED_TABLES,
  ...demoChanges,
  ...demoWrites,
};
