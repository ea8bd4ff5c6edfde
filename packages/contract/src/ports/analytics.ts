/**
 * The analytics-property port (seed catalogue "analytics"; a GA4-like property): the property, its
 * data streams and audiences, reports over its daily fact tables. The analytics-property handlers
 * reach the property only through `ctx.connectors.analytics`; the embedded adapter is
 * @storeops/connector-analytics. The report vocabulary (dimensions, metrics, which fact table
 * answers which) is analytics-catalogue.ts.
 */
import type { AnalyticsAudienceRow, AnalyticsDataStreamRow, AnalyticsPropertyRow } from '@storeops/db';
import type { HandlerContext } from '../handler-context';
import type { Dimension, FactTable, Metric } from './analytics-catalogue';

export type { Dimension, FactTable, Metric } from './analytics-catalogue';

export const DATA_RETENTION_VALUES = ['2_months', '14_months', '26_months', '38_months', '50_months'] as const;
export type DataRetention = (typeof DATA_RETENTION_VALUES)[number];

/** The property: its `analytics_properties` row, flags as booleans and the key events as a list. */
export interface Property extends Omit<
  AnalyticsPropertyRow,
  'store_id' | 'data_retention' | 'reset_user_data_on_new_activity' | 'key_events'
> {
  data_retention: DataRetention;
  reset_user_data_on_new_activity: boolean;
  key_events: string[];
}

/**
 * A data stream: its `analytics_data_streams` row with `enhanced_measurement` a boolean. `target`
 * is the web stream's default URI, the iOS bundle id or the Android package name.
 */
export interface DataStream extends Omit<AnalyticsDataStreamRow, 'store_id' | 'property_id' | 'enhanced_measurement'> {
  enhanced_measurement: boolean;
}

/** One audience condition (the analytics_create_audience grammar); all of an audience's conditions must hold. */
export type AudienceCondition =
  | { kind: 'event'; event_name: string; min_count: number; within_days: number | null }
  | { kind: 'no_event'; event_name: string; within_days: number | null }
  | { kind: 'dimension'; dimension: string; op: 'eq' | 'neq' | 'in' | 'begins_with'; value: string | string[] };

/** An audience: its `analytics_audiences` row with the conditions parsed. */
export interface Audience extends Omit<AnalyticsAudienceRow, 'store_id' | 'property_id' | 'conditions'> {
  conditions: AudienceCondition[];
}

export type NewAudience = Omit<Audience, 'id' | 'origin' | 'created_at'>;

export interface DimensionFilter {
  dimension: Dimension;
  op: 'eq' | 'neq' | 'in' | 'not_in' | 'contains' | 'begins_with';
  /** A string, or strings for `in` / `not_in`. */
  value: string | string[];
}

export interface MetricFilter {
  metric: Metric;
  op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte';
  /** Counts and ratios as reported; money in major units of the property currency. */
  value: number;
}

export interface ReportQuery {
  table: FactTable;
  dimensions: readonly Dimension[];
  metrics: readonly Metric[];
  /** Reporting days, inclusive. */
  start: string;
  end: string;
  dimensionFilters: readonly DimensionFilter[];
  metricFilters: readonly MetricFilter[];
}

/**
 * One grouped row: dimension values as strings; metrics as numbers: counts as integers, money in
 * major units (2 decimals), ratios 0..1 (4 decimals), null when a ratio divides by 0.
 */
export type ReportRow = Record<string, string | number | null>;

export interface AnalyticsPort {
  /** Tables of the store's data that hold this platform's data: handlers never write them (the port guard test). */
  readonly ownedTables: readonly string[];
  /** The store's property, or null when the store has none connected. */
  property(ctx: HandlerContext): Promise<Property | null>;
  /** Data streams, web first, then by display name. */
  dataStreams(ctx: HandlerContext): Promise<DataStream[]>;
  /** Audiences, predefined first, then by name. */
  audiences(ctx: HandlerContext): Promise<Audience[]>;
  /** Grouped rows of one fact table (unordered; the caller sorts and pages). */
  runReport(ctx: HandlerContext, query: ReportQuery): Promise<ReportRow[]>;
  /** Sets the property's event-data retention. */
  setDataRetention(ctx: HandlerContext, retention: DataRetention): Promise<void>;
  /** Creates a custom audience; answers it. */
  createAudience(ctx: HandlerContext, audience: NewAudience): Promise<Audience>;
}
