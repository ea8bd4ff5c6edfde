/** Sample inputs of the social-ads operations (issue 14) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async (t) => {
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
