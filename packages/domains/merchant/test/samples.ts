/** Sample inputs of the merchant operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

export const samples: SampleSource = async (t) => {
  const rows = (await t
    .db('merchant_feed_items as f')
    .join('products as p', 'p.id', 'f.product_id')
    .where('f.store_id', t.hostedStoreId)
    .select('f.product_id', 'p.handle', 'f.custom_label_0', 'f.custom_label_4')
    .orderBy('p.handle')) as Array<{ product_id: string; handle: string; custom_label_0: string | null; custom_label_4: string | null }>;
  const labelled = rows.filter((r) => r.custom_label_0 !== null);
  const plain = rows.filter((r) => r.custom_label_4 === null);
  const [a, b] = [plain[plain.length - 1]!, plain[plain.length - 2]!];
  const c = labelled[labelled.length - 1]!;
  return {
    merchant_get_account_issues: [{}, { severity: 'suggestion' }],
    merchant_get_product_views: [{}, { status: 'limited', limit: 5 }, { product: a.handle }, { issue_code: 'missing_gtin' }],
    merchant_run_report: [
      { fields: ['handle', 'status', 'impressions', 'clicks', 'conversions', 'conversion_value', 'ctr', 'conversion_rate'], limit: 10 },
      { fields: ['date', 'clicks'], filters: [{ field: 'custom_label_0', op: 'in', value: ['summer', 'winter'] }], window_days: 90 },
      { fields: ['impressions'], date_range: { start: '2000-01-01', end: '2000-01-31' } },
    ],
    merchant_upsert_supplemental_labels: [
      { items: [{ product: a.handle, labels: { custom_label_4: 'sample' } }], reason: 'sample' },
      { items: [{ product: b.handle, labels: { custom_label_4: 'sample', custom_label_3: 'sample_3' } }] },
    ],
    merchant_delete_supplemental_labels: [{ items: [{ product: c.handle, labels: ['custom_label_0'] }] }],
  };
};
