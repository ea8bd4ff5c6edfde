/** The catalog domain's handler map (generated `CatalogHandlers`); each handler lives in the file named for it. */
import type { CatalogHandlers } from '@storeops/contract';
import { getCalibration } from './calibration';
import { getContentVersions } from './content';
import { storefrontUpdateContent } from './content-write';
import { getProductDetail } from './detail';
import { proposeDraft } from './draft';
import { storefrontUpdateInventory } from './inventory';
import { proposeStateTransition } from './lifecycle';
import { storefrontSetMetafield } from './metafield';
import { getStoreOverview } from './overview';
import { storefrontUpdateVariantPrice } from './price';
import { queryProducts } from './products';
import { getAiReadiness, getAiRepairs } from './readiness';
import { storefrontGetShopProfile, storefrontListMarkets } from './shop';
import { findSimilarProducts } from './similar';
import { storefrontSetProductStatus } from './status';
import { storefrontUpdateTags } from './tags';
import { getVariants } from './variants';

export const handlers = {
  find_similar_products: findSimilarProducts,
  get_ai_readiness: getAiReadiness,
  get_ai_repairs: getAiRepairs,
  get_calibration: getCalibration,
  get_content_versions: getContentVersions,
  get_product_detail: getProductDetail,
  get_store_overview: getStoreOverview,
  get_variants: getVariants,
  propose_draft: proposeDraft,
  propose_state_transition: proposeStateTransition,
  query_products: queryProducts,
  storefront_get_shop_profile: storefrontGetShopProfile,
  storefront_list_markets: storefrontListMarkets,
  storefront_set_metafield: storefrontSetMetafield,
  storefront_set_product_status: storefrontSetProductStatus,
  storefront_update_content: storefrontUpdateContent,
  storefront_update_inventory: storefrontUpdateInventory,
  storefront_update_tags: storefrontUpdateTags,
  storefront_update_variant_price: storefrontUpdateVariantPrice,
} satisfies CatalogHandlers;
