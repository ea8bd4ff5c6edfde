/** Sample inputs of the catalog operations (issue 11) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async (t) => {
  const products = (await t
    .db('products')
    .where({ store_id: t.hostedStoreId })
    .orderBy('handle')
    .select('id', 'handle', 'content_version')) as Array<{ id: string; handle: string; content_version: number }>;
  const first = products[0]!;
  // A product with several content versions, so the paging sample has an older page.
  const edited = products.find((p) => Number(p.content_version) >= 2) ?? first;
  return {
    get_product_detail: [{ handle: first.handle }, { product_id: edited.id, window_days: 120 }],
    get_content_versions: [{ handle: edited.handle }, { product_id: edited.id, limit: 1, before_version: 2 }],
    find_similar_products: [{ product_id: edited.id, limit: 20 }],
    get_ai_readiness: [{ limit: 100, offset: 10 }, { handle: edited.handle }],
    get_ai_repairs: [{ limit: 100 }, { product_id: first.id }],
    storefront_get_shop_profile: [{}],
    storefront_list_markets: [{ enabled: true }],
  };
};
