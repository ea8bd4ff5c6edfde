/**
 * analytics_get_admin_config, analytics_list_audiences, analytics_list_data_streams (seed
 * catalogue "analytics"; analytics:read, reads): the property's configuration, audiences and data
 * streams through the analytics connector.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import { DATA_RETENTION_VALUES, type DataRetention, type Property } from '@storeops/contract/ports/analytics';
import { requireProperty } from './common';

/** Events every property collects (GA4 automatically collected, enhanced-measurement and ecommerce events). */
export const STANDARD_EVENTS = [
  'add_payment_info',
  'add_to_cart',
  'begin_checkout',
  'file_download',
  'first_visit',
  'page_view',
  'purchase',
  'scroll',
  'session_start',
  'user_engagement',
  'view_item',
  'view_search_results',
] as const;

/** Event names the property collects: the standard events and its key events, alphabetical. */
export function collectedEvents(property: Property): string[] {
  return [...new Set([...STANDARD_EVENTS, ...property.key_events])].sort();
}

/** Retention values a property's service level accepts (26+ months need Analytics 360). */
export function retentionOptions(property: Property): DataRetention[] {
  return property.service_level === 'analytics_360' ? [...DATA_RETENTION_VALUES] : ['2_months', '14_months'];
}

export async function analyticsGetAdminConfig(
  _input: Types.AnalyticsGetAdminConfigInput,
  ctx: HandlerContext,
): Promise<Types.AnalyticsGetAdminConfigResult> {
  const property = await requireProperty(ctx);
  const connector = ctx.connectors.analytics;
  const streams = await connector.dataStreams(ctx);
  const audiences = await connector.audiences(ctx);
  const count = (type: string): number => streams.filter((s) => s.type === type).length;
  return {
    property_name: property.property_name,
    display_name: property.display_name,
    time_zone: property.time_zone,
    currency: property.currency,
    industry_category: property.industry_category,
    service_level: property.service_level,
    data_retention: property.data_retention,
    data_retention_options: retentionOptions(property),
    reset_user_data_on_new_activity: property.reset_user_data_on_new_activity,
    key_events: property.key_events,
    collected_events: collectedEvents(property),
    streams: {
      total: streams.length,
      web: count('web'),
      ios: count('ios'),
      android: count('android'),
      measurement_ids: streams.flatMap((s) => (s.measurement_id === null ? [] : [s.measurement_id])),
    },
    audience_count: audiences.length,
    created_at: property.created_at,
    updated_at: property.updated_at,
  };
}

export async function analyticsListAudiences(
  input: Types.AnalyticsListAudiencesInput,
  ctx: HandlerContext,
): Promise<Types.AnalyticsListAudiencesResult> {
  const property = await requireProperty(ctx);
  const audiences = (await ctx.connectors.analytics.audiences(ctx)).filter((a) => input.origin === undefined || a.origin === input.origin);
  return { property_name: property.property_name, audiences: audiences as Types.AnalyticsAudience[], count: audiences.length };
}

export async function analyticsListDataStreams(
  input: Types.AnalyticsListDataStreamsInput,
  ctx: HandlerContext,
): Promise<Types.AnalyticsListDataStreamsResult> {
  const property = await requireProperty(ctx);
  const streams = (await ctx.connectors.analytics.dataStreams(ctx)).filter((s) => input.type === undefined || s.type === input.type);
  return { property_name: property.property_name, streams, count: streams.length };
}
