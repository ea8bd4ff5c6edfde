/** Sample inputs of the analytics-property operations (issue 14) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async () => ({
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
