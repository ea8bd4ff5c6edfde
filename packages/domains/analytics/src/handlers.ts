/** The analytics domain's handler map (generated `AnalyticsHandlers`); each handler lives in the file named for it. */
import type { AnalyticsHandlers } from '@storeops/contract';
import { getAiReferredOrders } from './ai-referrals';
import { queryCannibalization } from './cannibalization';
import { comparePeriods } from './compare-periods';
import { analyticsGetAdminConfig, analyticsListAudiences, analyticsListDataStreams } from './property/admin';
import { analyticsBuyerDemographics, analyticsChannelPerformance } from './property/channels';
import { analyticsRunReport } from './property/report';
import { analyticsCreateAudience, analyticsSetDataRetention } from './property/writes';
import { queryPerformance } from './query-performance';

export const handlers = {
  analytics_buyer_demographics: analyticsBuyerDemographics,
  analytics_channel_performance: analyticsChannelPerformance,
  analytics_create_audience: analyticsCreateAudience,
  analytics_get_admin_config: analyticsGetAdminConfig,
  analytics_list_audiences: analyticsListAudiences,
  analytics_list_data_streams: analyticsListDataStreams,
  analytics_run_report: analyticsRunReport,
  analytics_set_data_retention: analyticsSetDataRetention,
  compare_periods: comparePeriods,
  get_ai_referred_orders: getAiReferredOrders,
  query_cannibalization: queryCannibalization,
  query_performance: queryPerformance,
} satisfies AnalyticsHandlers;
