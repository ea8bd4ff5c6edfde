/** Sample inputs of the catalog operations: reads, then writes (each part below), for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

/** Sample inputs of the catalog operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
const reads: SampleSource = async (t) => {
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

/** Sample inputs of the catalog write operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
const writes: SampleSource = async (t) => {
  const products = t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle');
  const byLifecycle = async (state: string) =>
    (await products.clone().where({ lifecycle_state: state }).first()) as { id: string; handle: string };
  const byStatus = async (status: string) =>
    (await products.clone().where({ storefront_status: status }).first()) as { id: string; handle: string };
  const [winner, draft, active, archived] = [
    await byLifecycle('winner'),
    await byLifecycle('draft'),
    await byStatus('active'),
    await byStatus('archived'),
  ];
  return {
    propose_state_transition: [
      { handle: winner.handle, to_state: 'scaling', reason: 'sample: ROAS above target' },
      { product_id: draft.id, to_state: 'NEW', reason: 'sample: launch' },
    ],
    propose_draft: [
      {
        title: 'Sample Draft Tee',
        vendor: 'Northwind Outfitters',
        product_type: 'T-Shirts',
        variants: [{ sku: 'SAMPLE-DRAFT-TEE-M', price: 19.5 }],
      },
      {
        title: 'Sample Draft Jacket',
        handle: 'sample-draft-jacket',
        vendor: 'Northwind Outfitters',
        product_type: 'Jackets',
        description_html: '<p>Sample</p>',
        tags: ['sample', ' Sample ', 'outerwear'],
        variants: [
          { sku: 'SAMPLE-DRAFT-JKT-S', price: 120, compare_at_price: 150, size: 'S', colour: 'Navy', inventory_quantity: 3 },
          { sku: 'SAMPLE-DRAFT-JKT-M', price: 120, size: 'M', colour: 'Navy' },
        ],
        reason: 'sample range',
      },
    ],
    storefront_set_product_status: [
      { handle: active.handle, status: 'draft' },
      { product_id: archived.id, status: 'active', reason: 'sample: back in range' },
    ],
    storefront_update_tags: [
      { handle: active.handle, add: ['sample-tag'] },
      { product_id: winner.id, add: ['Sample A', 'sample-b'], remove: ['not-a-tag-it-has'], reason: 'sample' },
    ],
    storefront_set_metafield: [
      { handle: active.handle, namespace: 'custom', key: 'sample_weight_gsm', type: 'number_integer', value: '320' },
      {
        product_id: winner.id,
        namespace: 'custom',
        key: 'sample_materials',
        type: 'list.single_line_text_field',
        value: '["Merino","Nylon"]',
      },
      { product_id: winner.id, namespace: 'specs', key: 'sample_launch', type: 'date', value: '2027-03-01', reason: 'sample' },
    ],
    storefront_update_content: [
      { handle: active.handle, seo_title: 'Sample SEO title' },
      {
        product_id: winner.id,
        title: 'Sample Title',
        description_html: '<p>Sample description</p>',
        seo_description: null,
        reason: 'sample',
      },
    ],
  };
};

/** Every part's samples, the parts run one after the other in the order above. */
export const samples: SampleSource = async (t, key) => ({ ...(await reads(t, key)), ...(await writes(t, key)) });
