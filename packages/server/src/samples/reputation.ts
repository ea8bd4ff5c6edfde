/** Sample inputs of the reputation and disputes operations (issue 12) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

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
    get_disputes: [
      {},
      { status: 'open', due_within_days: 7 },
      { status: 'closed' },
      { reason: 'fraudulent', limit: 2 },
      { due_before: '2030-01-01T00:00:00Z' },
    ],
  };
};
