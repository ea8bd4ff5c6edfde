/**
 * analytics_run_report (seed catalogue "analytics"; analytics:read, read): the GA4 Data API's
 * runReport over the analytics connector's catalogue (DIMENSIONS / METRICS of
 * `@storeops/connector-analytics`). Checks every name (unknown: `ArgumentError` naming its place,
 * e.g. `metrics[1]`), picks the one fact table that holds every field (none: incompatible), asks
 * the connector for the grouped rows of each date range (SQL sums) and the totals, then sorts and
 * pages (`offset` / `limit`).
 */
import { ArgumentError, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import {
  DIMENSIONS,
  isDimension,
  isMetric,
  METRICS,
  tablesFor,
  type Dimension,
  type FactTable,
  type Metric,
} from '@storeops/contract/ports/analytics-catalogue';
import type { DimensionFilter, MetricFilter, ReportRow } from '@storeops/contract/ports/analytics';
import { checkRange, lastDays, requireProperty } from './common';

type Input = WithDefaults<Types.AnalyticsRunReportInput, 'dimensions' | 'dimension_filters' | 'metric_filters' | 'limit' | 'offset'>;
type Value = string | number | null;

const KNOWN_DIMENSIONS = Object.keys(DIMENSIONS).join(', ');
const KNOWN_METRICS = Object.keys(METRICS).join(', ');

function dimension(name: string, where: string): Dimension {
  if (isDimension(name)) return name;
  const hint = isMetric(name) ? `${JSON.stringify(name)} is a metric` : `unknown dimension ${JSON.stringify(name)}`;
  throw new ArgumentError(where, `${hint}; known dimensions: ${KNOWN_DIMENSIONS}`);
}

function metric(name: string, where: string): Metric {
  if (isMetric(name)) return name;
  const hint = isDimension(name) ? `${JSON.stringify(name)} is a dimension` : `unknown metric ${JSON.stringify(name)}`;
  throw new ArgumentError(where, `${hint}; known metrics: ${KNOWN_METRICS}`);
}

const tablesOf = (n: Dimension | Metric): readonly FactTable[] => (isDimension(n) ? DIMENSIONS[n].tables : METRICS[n as Metric].tables);

/** The one fact table holding every field (traffic preferred); an incompatible mix names the later field. */
function pickTable(fields: ReadonlyArray<{ name: Dimension | Metric; where: string }>): FactTable {
  const tables = tablesFor(fields.map((f) => f.name));
  if (tables.length > 0) return tables[0]!;
  const sessionOnly = fields.find((f) => !tablesOf(f.name).includes('demographics'))!;
  const demoOnly = fields.find((f) => !tablesOf(f.name).includes('traffic'))!;
  const [first, later] = fields.indexOf(sessionOnly) < fields.indexOf(demoOnly) ? [sessionOnly, demoOnly] : [demoOnly, sessionOnly];
  const scope = (f: typeof first) => (f === demoOnly ? 'user demographics' : 'session scope');
  throw new ArgumentError(
    later.where,
    `incompatible: ${later.name} (${scope(later)}) cannot be combined with ${first.name} (${first.where}, ${scope(first)}); ` +
      `demographic fields (age_bracket, gender, purchasers) report with date, country, active_users, new_users, transactions, purchase_revenue and average_purchase_revenue only`,
  );
}

function checkDimensionFilter(f: NonNullable<Input['dimension_filters']>[number], i: number): DimensionFilter {
  const d = dimension(f.dimension, `dimension_filters[${i}].dimension`);
  const list = f.op === 'in' || f.op === 'not_in';
  if (list && !Array.isArray(f.value)) throw new ArgumentError(`dimension_filters[${i}].value`, `op \`${f.op}\` needs an array value`);
  if (!list && Array.isArray(f.value)) throw new ArgumentError(`dimension_filters[${i}].value`, `op \`${f.op}\` needs a single string`);
  return { dimension: d, op: f.op, value: f.value };
}

function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

export async function analyticsRunReport(input: Input, ctx: HandlerContext): Promise<Types.AnalyticsRunReportResult> {
  const property = await requireProperty(ctx);
  const dims = input.dimensions.map((d, i) => dimension(d, `dimensions[${i}]`));
  const metrics = input.metrics.map((m, i) => metric(m, `metrics[${i}]`));
  const dimensionFilters = input.dimension_filters.map(checkDimensionFilter);
  const metricFilters: MetricFilter[] = input.metric_filters.map((f, i) => ({
    metric: metric(f.metric, `metric_filters[${i}].metric`),
    op: f.op,
    value: f.value,
  }));
  const table = pickTable([
    ...dims.map((name, i) => ({ name, where: `dimensions[${i}]` })),
    ...metrics.map((name, i) => ({ name, where: `metrics[${i}]` })),
    ...dimensionFilters.map((f, i) => ({ name: f.dimension, where: `dimension_filters[${i}].dimension` })),
    ...metricFilters.map((f, i) => ({ name: f.metric, where: `metric_filters[${i}].metric` })),
  ]);
  const order = (input.order_bys ?? []).map((o, i) => {
    const field = o.field as Dimension | Metric;
    if (!(dims as string[]).includes(field) && !(metrics as string[]).includes(field)) {
      throw new ArgumentError(`order_bys[${i}].field`, `${JSON.stringify(o.field)} is not one of the report's dimensions or metrics`);
    }
    return { field: field as string, desc: (o.direction ?? 'desc') === 'desc' };
  });
  const ranges = (input.date_ranges ?? [lastDays(28, ctx.now, property.time_zone)]).map((r, i) => checkRange(r, `date_ranges[${i}]`));
  const compareRanges = ranges.length > 1;

  const connector = ctx.connectors.analytics;
  const rows: ReportRow[] = [];
  const totals: ReportRow[] = [];
  for (const [i, r] of ranges.entries()) {
    const name = `date_range_${i}`;
    const base = { table, start: r.start_date, end: r.end_date, dimensionFilters };
    const got = await connector.runReport(ctx, { ...base, dimensions: dims, metrics, metricFilters });
    // No dimension: one total row per range even when nothing matched.
    for (const row of got) rows.push(compareRanges ? { date_range: name, ...row } : row);
    const [total] = await connector.runReport(ctx, { ...base, dimensions: [], metrics, metricFilters: [] });
    totals.push({ date_range: name, ...total });
  }

  const keys = [
    ...(order.length > 0 ? order : [{ field: metrics[0] as string, desc: true }]),
    ...dims.map((d) => ({ field: d as string, desc: false })),
    ...(compareRanges ? [{ field: 'date_range', desc: false }] : []),
  ];
  rows.sort((a, b) => {
    for (const k of keys) {
      const [x, y] = [a[k.field] ?? null, b[k.field] ?? null];
      // Nulls (a ratio over 0) sort last in either direction.
      const c = x === null || y === null ? compare(x, y) : k.desc ? -compare(x, y) : compare(x, y);
      if (c !== 0) return c;
    }
    return 0;
  });
  const page = rows.slice(input.offset, input.offset + input.limit);
  return {
    property_name: property.property_name,
    currency: property.currency,
    time_zone: property.time_zone,
    scope: table,
    dimensions: [...(compareRanges ? ['date_range'] : []), ...dims],
    metrics,
    date_ranges: ranges.map((r, i) => ({ name: `date_range_${i}`, start_date: r.start_date, end_date: r.end_date })),
    rows: page,
    totals,
    row_count: rows.length,
    offset: input.offset,
    limit: input.limit,
    has_more: input.offset + page.length < rows.length,
  };
}
