/** Sample inputs of the analytics operations: the analytics property, then the store's own data (each part below), for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

/** Sample inputs of the analytics-property operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
const property: SampleSource = async () => ({
  analytics_get_admin_config: [{}],
  analytics_list_audiences: [{}, { origin: 'custom' }],
  analytics_list_data_streams: [{}, { type: 'ios' }],
  analytics_run_report: [
    { dimensions: ['channel_group'], metrics: ['sessions', 'engagement_rate', 'transactions', 'purchase_revenue'], limit: 10 },
    {
      dimensions: ['country', 'device_category'],
      metrics: ['sessions', 'conversion_rate', 'average_purchase_revenue'],
      dimension_filters: [{ dimension: 'landing_page', op: 'begins_with', value: '/' }],
      metric_filters: [{ metric: 'sessions', op: 'gt', value: 0 }],
      date_ranges: [
        { start_date: '2000-01-01', end_date: '2000-01-31' },
        { start_date: '2000-02-01', end_date: '2000-02-28' },
      ],
    },
    { dimensions: ['age_bracket', 'gender'], metrics: ['active_users', 'purchasers', 'purchase_revenue'], offset: 2, limit: 3 },
  ],
  analytics_channel_performance: [
    {},
    { group_by: 'source_medium', window_days: 7 },
    { date_range: { start_date: '2000-01-01', end_date: '2000-01-07' } },
  ],
  analytics_buyer_demographics: [{}, { breakdowns: ['country'], window_days: 90 }],
  analytics_set_data_retention: [{ retention: '2_months', reason: 'sample' }],
  analytics_create_audience: [
    {
      name: 'Sample repeat buyers',
      membership_duration_days: 60,
      conditions: [
        { kind: 'event', event_name: 'purchase', min_count: 2, within_days: 90 },
        { kind: 'dimension', dimension: 'country', op: 'in', value: ['NL', 'DE'] },
      ],
    },
  ],
});

/** Sample inputs of the analytics operations over the store's own data for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
const storeData: SampleSource = async (t) => {
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

/** Every part's samples, the parts run one after the other in the order above. */
export const samples: SampleSource = async (t, key) => ({ ...(await property(t, key)), ...(await storeData(t, key)) });
