/**
 * Sample inputs of the promotions operations for the all-operations tests; see sampleInputs in
 * @storeops/testkit/samples. Kept few (the all-operations test shares one credential's 120 requests a minute);
 * promotions.test.ts beside this file covers the rest.
 */
import type { SampleSource } from '@storeops/testkit/samples';

export const samples: SampleSource = async (t) => {
  const card = await t.db('gift_cards').where({ store_id: t.hostedStoreId }).orderBy('created_at').first('id');
  const soon = new Date(Date.now() + 7 * 86_400_000);
  return {
    get_discount_history: [{}, { kind: 'discount_code', status: 'expired', limit: 5 }],
    get_promotion_detail: [card !== undefined ? { id: card.id as string } : { code: 'welcome10' }],
    storefront_create_discount_code: [
      {
        code: 'SAMPLE-5OFF',
        discount_type: 'fixed_amount',
        value: 5,
        minimum_subtotal: 40,
        usage_limit: 100,
        starts_at: soon.toISOString(),
        ends_at: new Date(soon.getTime() + 14 * 86_400_000).toISOString(),
      },
    ],
    storefront_create_gift_card: [
      { initial_value: 25.5, customer_ref: 'cus_sample', note: 'Sample', expires_on: soon.toISOString().slice(0, 10) },
    ],
  };
};
