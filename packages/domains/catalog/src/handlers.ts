/**
 * The catalog domain's handler map (generated `CatalogHandlers`): each handler only unpacks its
 * validated input and context; the rules are in `service.ts`.
 */
import type { CatalogHandlers } from '@storeops/contract';
import * as service from './service';
import { updateVariantPrice } from './price';
import { updateInventory } from './inventory';

export const handlers = {
  get_store_overview: (_input, ctx) => service.storeOverview(ctx.scope, ctx.store, ctx.now),

  query_products: (input, ctx) =>
    service.queryProducts(ctx.scope, ctx.store, { filter: input.filter, sort: input.sort, limit: input.limit }),

  get_calibration: (_input, ctx) => service.calibration(ctx.scope),

  get_variants: (input, ctx) => service.variants(ctx.scope, ctx.store, input.product_id, input.limit),

  storefront_update_variant_price: updateVariantPrice,

  storefront_update_inventory: updateInventory,
} satisfies CatalogHandlers;
