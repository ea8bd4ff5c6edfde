/**
 * Sample inputs of the orders operations for the all-operations tests; see sampleInputs in
 * @storeops/testkit/samples. The writes are proposals (the sample key does not auto-apply) on the demo store's
 * newest open orders (paid, unfulfilled, not cancelled; seed/order-extras.ts keeps eight).
 */
import type { SampleSource } from '@storeops/testkit/samples';

export const samples: SampleSource = async (t) => {
  const open = await t
    .db('orders')
    .where({ store_id: t.hostedStoreId, fulfillment_status: 'unfulfilled', financial_status: 'paid' })
    .whereNull('cancelled_at')
    .orderBy('order_number', 'desc')
    .limit(3);
  const [first, second, third] = open;
  const line = await t.db('order_line_items').where({ store_id: t.hostedStoreId, order_id: first.id }).orderBy('id').first();
  return {
    get_orders_summary: [{}, { window_days: 365 }, { window_days: 7, channel: 'online_store' }, { window_days: 1, channel: 'wholesale' }],
    storefront_create_refund: [
      { order_id: first.external_id, amount: 10, reason: 'late_delivery', note: 'Goodwill' },
      { order_id: first.id, line_items: [{ line_item_id: line.id, quantity: 1 }], restock: true, reason: 'damaged' },
      { order_id: `#${first.order_number}`, line_items: [{ line_item_id: line.id, quantity: 1 }], amount: 5, reason: 'other' },
    ],
    storefront_cancel_order: [
      { order_id: second.external_id, reason: 'customer' },
      { order_id: second.id, reason: 'inventory', refund: false, restock: false, note: 'Out of stock' },
    ],
    storefront_update_shipping_address: [
      {
        order_id: third.external_id,
        shipping_address: {
          name: 'Emma de Vries',
          address1: 'Prinsengracht 263',
          city: 'Amsterdam',
          postal_code: '1016 GV',
          country_code: 'NL',
        },
        reason: 'Customer moved',
      },
    ],
  };
};
