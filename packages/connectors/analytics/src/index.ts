/**
 * @storeops/connector-analytics: the analytics-property connector (seed catalogue "analytics").
 * Every analytics-property operation reaches the store's GA4-like property through
 * this interface, never through tables directly. The embedded implementation
 * (`embeddedAnalytics`) holds the demo property in the store's own tables (migration 024:
 * `analytics_properties`, `analytics_data_streams`, `analytics_audiences`,
 * `analytics_traffic_daily`, `analytics_demographics_daily`), read and written through the store
 * scope, so sandbox copies and row-level security apply as for every other table. Reports are SQL
 * aggregates (sums grouped by the requested dimensions; ratios of the sums) over the daily rows.
 *
 * It implements the analytics port (@storeops/contract ports/analytics.ts); the handlers reach it
 * as `ctx.connectors.analytics` (AppOptions `connectors.analytics` replaces it: a real GA4 Admin /
 * Data API client, which resolves the store's property from `ctx.store`, or a test double).
 * Named exports only.
 */
import { randomUUID } from 'node:crypto';
import {
  parseJsonArray,
  toBool,
  toNumber,
  type AnalyticsAudienceRow,
  type AnalyticsDataStreamRow,
  type AnalyticsPropertyRow,
} from '@storeops/db';
import { DIMENSIONS, METRICS, type Metric } from '@storeops/contract/ports/analytics-catalogue';

export {
  DIMENSIONS,
  METRICS,
  isDimension,
  isMetric,
  tablesFor,
  type Dimension,
  type FactTable,
  type Metric,
  type MetricKind,
} from '@storeops/contract/ports/analytics-catalogue';
import {
  type Property,
  type AudienceCondition,
  type Audience,
  type MetricFilter,
  type ReportRow,
  type AnalyticsPort,
} from '@storeops/contract/ports/analytics';

export {
  DATA_RETENTION_VALUES,
  type DataRetention,
  type Property,
  type DataStream,
  type AudienceCondition,
  type Audience,
  type NewAudience,
  type DimensionFilter,
  type MetricFilter,
  type ReportQuery,
  type ReportRow,
  type AnalyticsPort,
} from '@storeops/contract/ports/analytics';
/** The port this adapter implements (@storeops/contract ports/analytics.ts). */
export type AnalyticsConnector = AnalyticsPort;

const FACT_TABLE = { traffic: 'analytics_traffic_daily', demographics: 'analytics_demographics_daily' } as const;

function toProperty(r: AnalyticsPropertyRow): Property {
  return {
    id: r.id,
    property_name: r.property_name,
    display_name: r.display_name,
    time_zone: r.time_zone,
    currency: r.currency,
    industry_category: r.industry_category,
    service_level: r.service_level,
    data_retention: r.data_retention,
    reset_user_data_on_new_activity: toBool(r.reset_user_data_on_new_activity),
    key_events: parseJsonArray<string>(r.key_events),
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

function toAudience(r: AnalyticsAudienceRow): Audience {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    membership_duration_days: toNumber(r.membership_duration_days) ?? 0,
    conditions: parseJsonArray<AudienceCondition>(r.conditions),
    definition: r.definition,
    origin: r.origin,
    created_at: r.created_at,
  };
}

/** The SQL expression of a metric over the grouped rows (sums, and ratios of sums). */
function metricSql(m: Metric): string {
  const def = METRICS[m] as { kind: string; sum?: string; num?: string; den?: string };
  if (def.sum !== undefined) return `sum(${def.sum})`;
  return `case when sum(${def.den}) = 0 then null else sum(${def.num}) * 1.0 / sum(${def.den}) end`;
}

/** A metric filter's value in the SQL expression's unit (money: cents). */
function sqlValue(f: MetricFilter): number {
  const kind = METRICS[f.metric].kind;
  return kind === 'currency' || kind === 'currency_ratio' ? f.value * 100 : f.value;
}

const SQL_OP = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
const likeEscape = (s: string): string => s.replace(/[!%_]/g, (c) => `!${c}`);

function metricValue(m: Metric, raw: unknown): number | null {
  const n = toNumber(raw as number | string | null);
  const kind = METRICS[m].kind;
  if (n === null) return kind === 'ratio' || kind === 'currency_ratio' ? null : 0;
  switch (kind) {
    case 'count':
      return Math.round(n);
    case 'currency':
    case 'currency_ratio':
      return Math.round(n) / 100;
    case 'ratio':
      return Math.round(n * 10_000) / 10_000;
  }
}

/** The tables holding the analytics property's data (migration 024). */
export const ANALYTICS_OWNED_TABLES: readonly string[] = [
  'analytics_properties',
  'analytics_data_streams',
  'analytics_audiences',
  'analytics_traffic_daily',
  'analytics_demographics_daily',
];

/** The embedded connector: the demo property in the store's tables (migration 024). */
export const embeddedAnalytics: AnalyticsConnector = {
  ownedTables: ANALYTICS_OWNED_TABLES,
  async property(ctx) {
    const row = (await ctx.scope.from('analytics_properties').first()) as AnalyticsPropertyRow | undefined;
    return row === undefined ? null : toProperty(row);
  },
  async dataStreams(ctx) {
    const rows = (await ctx.scope.from('analytics_data_streams').select('*')) as AnalyticsDataStreamRow[];
    const rank = { web: 0, ios: 1, android: 2 } as const;
    return rows
      .map((r) => ({
        id: r.id,
        stream_id: r.stream_id,
        type: r.type,
        display_name: r.display_name,
        measurement_id: r.measurement_id ?? null,
        firebase_app_id: r.firebase_app_id ?? null,
        target: r.target,
        enhanced_measurement: toBool(r.enhanced_measurement),
        created_at: r.created_at,
      }))
      .sort((a, b) => rank[a.type] - rank[b.type] || a.display_name.localeCompare(b.display_name));
  },
  async audiences(ctx) {
    const rows = (await ctx.scope.from('analytics_audiences').select('*')) as AnalyticsAudienceRow[];
    return rows
      .map(toAudience)
      .sort((a, b) =>
        a.origin === b.origin ? a.name.localeCompare(b.name) || a.id.localeCompare(b.id) : a.origin === 'predefined' ? -1 : 1,
      );
  },
  async runReport(ctx, q) {
    const table = FACT_TABLE[q.table];
    const builder = ctx.scope.from(table).where('date', '>=', q.start).andWhere('date', '<=', q.end);
    for (const d of q.dimensions) if (!Object.hasOwn(DIMENSIONS, d)) throw new Error(`unknown dimension ${d}`);
    builder.select([...q.dimensions]);
    for (const m of q.metrics) builder.select(ctx.scope.raw(`${metricSql(m)} as ??`, [m]));
    if (q.dimensions.length > 0) builder.groupBy([...q.dimensions]);
    for (const f of q.dimensionFilters) {
      const values = Array.isArray(f.value) ? f.value : [f.value];
      switch (f.op) {
        case 'eq':
          builder.where(f.dimension, values[0]!);
          break;
        case 'neq':
          builder.whereNot(f.dimension, values[0]!);
          break;
        case 'in':
          builder.whereIn(f.dimension, values);
          break;
        case 'not_in':
          builder.whereNotIn(f.dimension, values);
          break;
        case 'contains':
          builder.whereRaw(`lower(??) like ? escape '!'`, [f.dimension, `%${likeEscape(values[0]!.toLowerCase())}%`]);
          break;
        case 'begins_with':
          builder.whereRaw(`?? like ? escape '!'`, [f.dimension, `${likeEscape(values[0]!)}%`]);
          break;
      }
    }
    for (const f of q.metricFilters) builder.havingRaw(`${metricSql(f.metric)} ${SQL_OP[f.op]} ?`, [sqlValue(f)]);
    const rows = (await builder) as Array<Record<string, unknown>>;
    return rows.map((r) => {
      const out: ReportRow = {};
      for (const d of q.dimensions) out[d] = r[d] === null || r[d] === undefined ? null : String(r[d]);
      for (const m of q.metrics) out[m] = metricValue(m, r[m]);
      return out;
    });
  },
  async setDataRetention(ctx, retention) {
    await ctx.scope.from('analytics_properties').update({ data_retention: retention, updated_at: ctx.now.toISOString() });
  },
  async createAudience(ctx, a) {
    const property = await embeddedAnalytics.property(ctx);
    if (property === null) throw new Error('the store has no analytics property');
    const row = {
      id: randomUUID(),
      property_id: property.id,
      name: a.name,
      description: a.description,
      membership_duration_days: a.membership_duration_days,
      conditions: JSON.stringify(a.conditions),
      definition: a.definition,
      origin: 'custom' as const,
      created_at: ctx.now.toISOString(),
    };
    await ctx.scope.insert('analytics_audiences', row);
    return toAudience({ ...row, store_id: ctx.scope.storeId });
  },
};
