/** Sample inputs of the ads operations: social ads, then search ads (each part below), for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

/** Sample inputs of the social-ads operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
const socialAds: SampleSource = async (t) => {
  const campaign = (await t
    .db('ad_campaigns')
    .where({ store_id: t.hostedStoreId, channel: 'meta' })
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first()) as { id: string };
  const adSet = (await t.db('social_ad_sets').where({ store_id: t.hostedStoreId, campaign_id: campaign.id }).orderBy('id').first()) as {
    id: string;
  };
  const list = (await t.db('social_audiences').where({ store_id: t.hostedStoreId, subtype: 'customer_list' }).orderBy('id').first()) as {
    id: string;
  };
  const product = (await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first()) as { handle: string };
  return {
    social_run_insights: [
      {},
      {
        level: 'ad',
        fields: ['spend', 'clicks', 'ctr', 'cpc', 'cpm', 'cost_per_conversion', 'roas'],
        date_preset: 'last_7d',
        breakdowns: ['age', 'gender'],
      },
      { level: 'adset', time_increment: 7, breakdowns: ['placement', 'country'], campaign_ids: [campaign.id], limit: 5 },
      { time_range: { since: '2000-01-01', until: '2000-01-31' }, time_increment: 'monthly' },
    ],
    social_get_ad_entities: [
      {},
      { level: 'adset', campaign_id: campaign.id },
      { level: 'ad', adset_id: adSet.id },
      { level: 'ad', status: 'enabled', limit: 5 },
    ],
    social_get_audiences: [{}, { type: 'lookalike' }, { type: 'custom', limit: 2 }],
    social_create_campaign: [
      { name: 'Sample social campaign', objective: 'sales', daily_budget: 25 },
      {
        name: 'Sample traffic campaign',
        objective: 'traffic',
        daily_budget: 12.5,
        status: 'enabled',
        bidding: 'target_cpa',
        reason: 'sample',
      },
    ],
    social_sync_audiences: [
      { audience_id: list.id, segment: { kind: 'repeat_buyers' } },
      {
        audience_name: 'Sample product buyers',
        segment: { kind: 'product_customers', products: [product.handle], window_days: 730 },
        mode: 'add',
      },
    ],
  };
};

/** Sample inputs of the search-ads operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
const searchAds: SampleSource = async (t) => {
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

/** Every part's samples, the parts run one after the other in the order above. */
export const samples: SampleSource = async (t, key) => ({ ...(await socialAds(t, key)), ...(await searchAds(t, key)) });
