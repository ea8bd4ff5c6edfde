/** Sample inputs of the analytics operations over the store's own data (issue 14) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async (t) => {
  const coat = (await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first('id', 'product_type')) as {
    id: string;
    product_type: string;
  };
  return {
    compare_periods: [
      {},
      { window_days: 30, breakdown: 'product', movers_limit: 3 },
      { current: { from: '2026-10-01', to: '2026-10-31' }, previous: { from: '2026-09-01', to: '2026-09-30' }, breakdown: 'channel' },
      { current: { from: '2000-01-01', to: '2000-01-07' } },
    ],
    get_ai_referred_orders: [{}, { assistant: 'chatgpt', limit: 5 }, { from: '2000-01-01', to: '2000-01-31' }],
    query_cannibalization: [
      {},
      { metric: 'revenue', window_days: 120, significance: 0.1 },
      { product_id: coat.id, min_active_days: 1 },
      { product_type: coat.product_type, max_correlation: -0.05, significance: 0.2, limit: 50 },
    ],
  };
};
