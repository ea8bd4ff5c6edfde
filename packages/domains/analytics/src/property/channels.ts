/**
 * analytics_channel_performance and analytics_buyer_demographics (seed catalogue "analytics";
 * analytics:read, reads): fixed reports over the analytics connector (SQL sums per group).
 *
 * Buyer demographics are thresholded (this contract's decision, after GA4's data thresholds): a
 * bucket with fewer than {@link MIN_PURCHASERS} purchasers in the range is withheld (counted, not
 * listed), and shares are computed over the listed buckets only.
 */
import type { HandlerContext, Types, WithDefaults } from '@storeops/contract';
import type { Metric, ReportRow } from '@storeops/contract/ports/analytics';
import { ratio, requireProperty, resolveWindow } from './common';

/** Minimum purchasers a demographic bucket needs to be shown. */
export const MIN_PURCHASERS = 10;

const CHANNEL_METRICS: Metric[] = ['sessions', 'engaged_sessions', 'key_events', 'transactions', 'purchase_revenue'];
const num = (r: ReportRow | undefined, k: string): number => Number(r?.[k] ?? 0);

function channelRow(value: string, r: ReportRow | undefined, allSessions: number): Types.AnalyticsChannelPerformanceRow {
  const sessions = num(r, 'sessions');
  const revenue = num(r, 'purchase_revenue');
  return {
    value,
    sessions,
    share_of_sessions: ratio(sessions, allSessions),
    engaged_sessions: num(r, 'engaged_sessions'),
    engagement_rate: ratio(num(r, 'engaged_sessions'), sessions),
    key_events: num(r, 'key_events'),
    transactions: num(r, 'transactions'),
    purchase_revenue: revenue,
    conversion_rate: ratio(num(r, 'transactions'), sessions),
    revenue_per_session: ratio(revenue, sessions, 2),
  };
}

export async function analyticsChannelPerformance(
  input: WithDefaults<Types.AnalyticsChannelPerformanceInput, 'group_by'>,
  ctx: HandlerContext,
): Promise<Types.AnalyticsChannelPerformanceResult> {
  const property = await requireProperty(ctx);
  const range = resolveWindow(input, ctx.now, property);
  const base = { table: 'traffic' as const, start: range.start_date, end: range.end_date, dimensionFilters: [], metricFilters: [] };
  const connector = ctx.connectors.analytics;
  const grouped = await connector.runReport(ctx, { ...base, dimensions: [input.group_by], metrics: CHANNEL_METRICS });
  const [total] = await connector.runReport(ctx, { ...base, dimensions: [], metrics: CHANNEL_METRICS });
  const all = num(total, 'sessions');
  const rows = grouped
    .map((r) => channelRow(String(r[input.group_by]), r, all))
    .sort((a, b) => b.sessions - a.sessions || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return {
    property_name: property.property_name,
    currency: property.currency,
    time_zone: property.time_zone,
    group_by: input.group_by,
    start_date: range.start_date,
    end_date: range.end_date,
    rows,
    totals: channelRow('total', total, all),
  };
}

export async function analyticsBuyerDemographics(
  input: WithDefaults<Types.AnalyticsBuyerDemographicsInput, 'breakdowns'>,
  ctx: HandlerContext,
): Promise<Types.AnalyticsBuyerDemographicsResult> {
  const property = await requireProperty(ctx);
  const range = resolveWindow(input, ctx.now, property);
  const connector = ctx.connectors.analytics;
  const breakdowns: Types.AnalyticsBuyerDemographicsResult['breakdowns'] = [];
  for (const dimension of input.breakdowns) {
    const rows = await connector.runReport(ctx, {
      table: 'demographics',
      dimensions: [dimension],
      metrics: ['purchasers', 'transactions', 'purchase_revenue'],
      start: range.start_date,
      end: range.end_date,
      dimensionFilters: [],
      metricFilters: [],
    });
    const buyers = rows.filter((r) => num(r, 'purchasers') > 0);
    const shown = buyers.filter((r) => num(r, 'purchasers') >= MIN_PURCHASERS);
    const listed = shown.reduce((s, r) => s + num(r, 'purchasers'), 0);
    breakdowns.push({
      dimension,
      buckets: shown
        .map((r) => ({
          value: String(r[dimension]),
          purchasers: num(r, 'purchasers'),
          transactions: num(r, 'transactions'),
          purchase_revenue: num(r, 'purchase_revenue'),
          share_of_purchasers: ratio(num(r, 'purchasers'), listed) ?? 0,
        }))
        .sort((a, b) => b.purchasers - a.purchasers || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)),
      withheld_buckets: buyers.length - shown.length,
    });
  }
  return {
    property_name: property.property_name,
    currency: property.currency,
    start_date: range.start_date,
    end_date: range.end_date,
    threshold_min_purchasers: MIN_PURCHASERS,
    breakdowns,
  };
}
