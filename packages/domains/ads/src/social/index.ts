/**
 * Social ads (seed catalogue "ads", the `social_*` operations; issue 14) through the social-ads
 * connector (`@storeops/connector-social-ads`). Spread into the ads domain's handler map.
 */
import { getAudiences } from './audiences';
import { createCampaign } from './create-campaign';
import { getAdEntities } from './entities';
import { runInsights } from './insights';
import { syncAudiences } from './sync-audiences';

export const socialHandlers = {
  social_run_insights: runInsights,
  social_get_ad_entities: getAdEntities,
  social_get_audiences: getAudiences,
  social_create_campaign: createCampaign,
  social_sync_audiences: syncAudiences,
};
