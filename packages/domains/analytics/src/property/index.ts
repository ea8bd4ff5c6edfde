/**
 * The analytics-property operations (seed catalogue "analytics", issue 14) through the analytics
 * connector (`@storeops/connector-analytics`); spread into the domain's handler map by
 * `../index.ts`. Named exports only.
 */
import type { AnalyticsHandlers } from '@storeops/contract';
import { getAdminConfig, listAudiences, listDataStreams } from './admin';
import { buyerDemographics, channelPerformance } from './channels';
import { runReport } from './report';
import { createAudience, setDataRetention } from './writes';

export const propertyHandlers = {
  analytics_get_admin_config: (input, ctx) => getAdminConfig(input, ctx),
  analytics_list_audiences: (input, ctx) => listAudiences(input, ctx),
  analytics_list_data_streams: (input, ctx) => listDataStreams(input, ctx),
  analytics_run_report: (input, ctx) => runReport(input, ctx),
  analytics_channel_performance: (input, ctx) => channelPerformance(input, ctx),
  analytics_buyer_demographics: (input, ctx) => buyerDemographics(input, ctx),
  analytics_set_data_retention: setDataRetention,
  analytics_create_audience: createAudience,
} satisfies Partial<AnalyticsHandlers>;
