/**
 * @storeops/domain-ads: the advertising domain (seed catalogue "ads", 15 operations): search ads
 * through the search-ads connector (`@storeops/connector-search-ads`; reads.ts, query.ts,
 * writes.ts) and social ads (`./social`, the `social_*` operations). Named exports only.
 */
import type { AdsHandlers } from '@storeops/contract';
import { getAdCampaigns, getAdPerformance, getCompetitorAdIntel, getMarketingBrain, listAccessibleCustomers } from './reads';
import { runQuery } from './query';
import { addNegativeKeywords, createCampaign, setCampaignBudget, setCampaignStatus } from './writes';
import { socialHandlers } from './social/index';

export { embeddedSearchAds, searchAdsConnector, setSearchAdsConnector, type SearchAdsConnector } from '@storeops/connector-search-ads';
export { checkQuery, RESOURCES, type Query, type Condition } from './query';

export const handlers = {
  get_ad_campaigns: (input, ctx) => getAdCampaigns(input, ctx),
  get_ad_performance: (input, ctx) => getAdPerformance(input, ctx),
  ads_list_accessible_customers: (_input, ctx) => listAccessibleCustomers(ctx),
  ads_run_query: (input, ctx) => runQuery(input, ctx),
  get_competitor_ad_intel: (input, ctx) => getCompetitorAdIntel(input, ctx),
  get_marketing_brain: (input, ctx) => getMarketingBrain(input, ctx),
  ads_set_campaign_status: setCampaignStatus,
  ads_set_campaign_budget: setCampaignBudget,
  ads_add_negative_keywords: addNegativeKeywords,
  ads_create_campaign: createCampaign,
  ...socialHandlers,
} satisfies AdsHandlers;
