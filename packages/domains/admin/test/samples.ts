/** Sample inputs of the admin operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

export const samples: SampleSource = async (t) => {
  const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
  // Cross-store links: Harbor Wholesale asks to link with Northwind and its operator approves, so
  // Northwind has an incoming pending side: its first sample accepts (a card naming that row).
  const harbor = await t.key(['admin:write'], { storeId: t.businessStoreId });
  const asked = await t.call('propose_cross_store_link', { linked_store_id: t.hostedStoreId, reason: 'sample request' }, harbor);
  if (asked.status !== 200) throw new Error(`propose_cross_store_link failed: ${JSON.stringify(asked.body)}`);
  const decided = await t.decide(asked.body.result.approval_id, 'approve', { storeId: t.businessStoreId });
  if (decided.status !== 'approved') throw new Error(`the sample link request was not applied: ${JSON.stringify(decided)}`);
  return {
    cross_store_link_status: [{}, { linked_store_id: t.businessStoreId }, { state: 'pending', limit: 1 }, { state: 'proposed' }],
    propose_cross_store_link: [
      { linked_store_id: t.businessStoreId, reason: "sample: accept Harbor Wholesale's request" },
      { linked_store_id: t.businessStoreId, action: 'revoke', purpose: 'shared_catalog_reporting', reason: 'sample: decline instead' },
    ],
    get_store_settings: [{}],
    storefront_graphql_query: [
      {
        query: '{ shop { name currency } orders(first: 3) { order_number total created_at line_items(first: 5) { sku quantity total } } }',
      },
      {
        query: 'query P($handle: String!) { product(handle: $handle) { title price variants { sku price inventory_quantity } } }',
        variables: { handle: product.handle },
        operation_name: 'P',
      },
      {
        query:
          '{ customers(first: 5) { ref order_count total_spent first_order_at last_order_at orders(first: 2) { order_number refunds { amount reason created_at } customer { ref } } } }',
      },
      {
        query:
          '{ products(first: 3, status: "active") { handle lifecycle_state variants(first: 2) { sku } } recent: orders(since: "2026-01-01T00:00:00Z", first: 2) { id line_items { product { handle } } } }',
      },
      { query: '{ __schema { queryType { name } } }' },
    ],
  };
};
