/** Sample inputs of the catalog write operations (issue 11) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async (t) => {
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
