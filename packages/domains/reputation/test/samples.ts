/** Sample inputs of the reputation operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

export const samples: SampleSource = async (t) => {
  const reviewed = (await t
    .db('reviews')
    .where({ store_id: t.hostedStoreId })
    .whereNotNull('product_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first()) as { product_id: string };
  const product = (await t.db('products').where({ id: reviewed.product_id }).first()) as { id: string; handle: string };
  return {
    get_reviews: [
      {},
      { handle: product.handle },
      { product_id: product.id, rating_min: 4 },
      { rating_max: 2, status: 'published', has_reply: false },
      { subject: 'store', window_days: 120 },
      { verified_buyer: true, has_reply: true, limit: 5 },
      { from: '2026-01-01', to: '2026-12-31' },
    ],
  };
};
