/** Sample inputs of the search-ads operations (issue 14) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async (t) => {
  // Google Ads campaigns of the hosted store that no intent owns (a seeded intent owns some budgets).
  const owned = new Set(
    (
      (await t.db('intents').where({ store_id: t.hostedStoreId, resource_kind: 'campaign' }).select('resource_ref')) as Array<{
        resource_ref: string;
      }>
    ).map((r) => r.resource_ref),
  );
  const rows = (await t
    .db('ad_campaigns')
    .where({ store_id: t.hostedStoreId, channel: 'google_ads' })
    .orderBy('id', 'desc')
    .select('id', 'status', 'daily_budget_cents')) as Array<{ id: string; status: string; daily_budget_cents: number | string }>;
  const free = rows.filter((r) => !owned.has(r.id) && r.status !== 'removed');
  const [a, b, c] = [free[0]!, free[1]!, free[2]!];
  const customer = (await t.db('ads_customers').where({ store_id: t.hostedStoreId, platform: 'google_ads', manager: false }).first()) as {
    customer_id: string;
  };
  return {
    get_ad_campaigns: [{}, { channel: 'google_ads', status: 'enabled', limit: 5 }],
    get_ad_performance: [{}, { window_days: 7, breakdown: 'day' }, { breakdown: 'campaign_day', campaign_ids: [a.id], limit: 10 }],
    ads_list_accessible_customers: [{}],
    ads_run_query: [
      {
        query: 'SELECT campaign.id, campaign.name, metrics.clicks, metrics.cost_micros FROM campaign ORDER BY metrics.clicks DESC LIMIT 5',
      },
      { query: "SELECT campaign.id, segments.date, metrics.impressions FROM campaign WHERE campaign.status = 'ENABLED' LIMIT 20" },
      { query: 'SELECT ad_group_criterion.keyword.text, campaign.id FROM keyword_view WHERE ad_group_criterion.negative = TRUE' },
    ],
    get_competitor_ad_intel: [{}, { campaign_id: a.id, ads_per_domain: 1 }],
    get_marketing_brain: [{}, { window_days: 7, limit: 3 }],
    ads_set_campaign_status: [{ campaign_id: a.id, status: a.status === 'enabled' ? 'paused' : 'enabled', reason: 'sample' }],
    ads_set_campaign_budget: [{ campaign_id: b.id, daily_budget: Number(b.daily_budget_cents) / 100 + 1.5 }],
    ads_add_negative_keywords: [
      { campaign_id: c.id, keywords: [{ text: 'sample negative' }, { text: 'sample phrase', match_type: 'phrase' }] },
    ],
    ads_create_campaign: [
      {
        name: 'Sample Search Campaign',
        channel: 'google_ads',
        customer_id: customer.customer_id,
        daily_budget: 12.5,
        bidding: 'manual_cpc',
      },
    ],
  };
};
