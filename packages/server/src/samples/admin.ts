/** Sample inputs of the admin operations (issue 12) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async (t) => {
  const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
  return {
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
