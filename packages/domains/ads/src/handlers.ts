/** The ads domain's handler map (generated `AdsHandlers`); each handler lives in the file named for it. */
import type { AdsHandlers } from '@storeops/contract';
import { adsRunQuery } from './query';
import { adsListAccessibleCustomers, getAdCampaigns, getAdPerformance, getCompetitorAdIntel, getMarketingBrain } from './reads';
import { socialGetAudiences } from './social/audiences';
import { socialCreateCampaign } from './social/create-campaign';
import { socialGetAdEntities } from './social/entities';
import { socialRunInsights } from './social/insights';
import { socialSyncAudiences } from './social/sync-audiences';
import { adsAddNegativeKeywords, adsCreateCampaign, adsSetCampaignBudget, adsSetCampaignStatus } from './writes';

export const handlers = {
  ads_add_negative_keywords: adsAddNegativeKeywords,
  ads_create_campaign: adsCreateCampaign,
  ads_list_accessible_customers: adsListAccessibleCustomers,
  ads_run_query: adsRunQuery,
  ads_set_campaign_budget: adsSetCampaignBudget,
  ads_set_campaign_status: adsSetCampaignStatus,
  get_ad_campaigns: getAdCampaigns,
  get_ad_performance: getAdPerformance,
  get_competitor_ad_intel: getCompetitorAdIntel,
  get_marketing_brain: getMarketingBrain,
  social_create_campaign: socialCreateCampaign,
  social_get_ad_entities: socialGetAdEntities,
  social_get_audiences: socialGetAudiences,
  social_run_insights: socialRunInsights,
  social_sync_audiences: socialSyncAudiences,
} satisfies AdsHandlers;
