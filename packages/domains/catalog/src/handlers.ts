/**
 * The catalog domain's handler map (generated `CatalogHandlers`): each handler only unpacks its
 * validated input and context; the rules are in `service.ts`.
 */
import type { CatalogHandlers } from '@storeops/contract';
import * as service from './service';
import { updateVariantPrice } from './price';
import { updateInventory } from './inventory';
import { productDetail } from './detail';
import { contentVersions } from './content';
import { similarProducts } from './similar';
import { aiReadiness, aiRepairs } from './readiness';
import { listMarkets, shopProfile } from './shop';
import { proposeStateTransition } from './lifecycle';
import { proposeDraft } from './draft';
import { setProductStatus } from './status';
import { updateTags } from './tags';
import { setMetafield } from './metafield';
import { updateContent } from './content-write';

export const handlers = {
  get_store_overview: (_input, ctx) => service.storeOverview(ctx.scope, ctx.store, ctx.now, ctx.validUntil),

  query_products: (input, ctx) =>
    service.queryProducts(ctx.scope, ctx.store, { filter: input.filter, sort: input.sort, limit: input.limit }),

  get_calibration: (_input, ctx) => service.calibration(ctx.scope),

  get_variants: (input, ctx) => service.variants(ctx.scope, ctx.store, input.product_id, input.limit, input.sku),

  get_product_detail: (input, ctx) => productDetail(input, ctx),

  get_content_versions: (input, ctx) => contentVersions(input, ctx),

  find_similar_products: (input, ctx) => similarProducts(input, ctx),

  get_ai_readiness: (input, ctx) => aiReadiness(input, ctx),

  get_ai_repairs: (input, ctx) => aiRepairs(input, ctx),

  storefront_get_shop_profile: (_input, ctx) => shopProfile(ctx),

  storefront_list_markets: (input, ctx) => listMarkets(input, ctx),

  storefront_update_variant_price: updateVariantPrice,

  storefront_update_inventory: updateInventory,

  propose_state_transition: proposeStateTransition,

  propose_draft: proposeDraft,

  storefront_set_product_status: setProductStatus,

  storefront_update_tags: updateTags,

  storefront_set_metafield: setMetafield,

  storefront_update_content: updateContent,
} satisfies CatalogHandlers;
