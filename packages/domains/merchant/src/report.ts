/**
 * merchant_run_report (seed catalogue "merchant"; merchant:read, read): a small report language
 * over the merchant feed's daily performance rows (contract MerchantRunReportInput):
 *
 * - `fields`: dimensions (`date`, `product_id`, `handle`, `title`, `status`, `custom_label_0..4`)
 *   and metrics (`impressions`, `clicks`, `conversions`, `conversion_value`, `ctr`,
 *   `conversion_rate`). Rows are grouped by the chosen dimensions (none: one total row); metrics
 *   are sums, ratios are computed from the sums (4 decimals, null when dividing by 0).
 * - `filters`: `{field, op, value}`, all must hold; dimension filters keep daily rows before
 *   grouping, metric filters keep grouped rows after it.
 * - `date_range` {start, end} (UTC days, inclusive, ≤ 366 days) or `window_days` (ending
 *   yesterday, default 28); `sort` (fields of `fields`); `limit`.
 * Every name is checked: an unknown one is `ArgumentError` naming its place (`fields[2]`, ...).
 */
import { ArgumentError, reportWindow, toMajor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import type { FeedItem, PerformanceRow } from '@storeops/contract/ports/merchant-feed';

const DIMENSIONS = [
  'date',
  'product_id',
  'handle',
  'title',
  'status',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
  'custom_label_3',
  'custom_label_4',
] as const;
const METRICS = ['impressions', 'clicks', 'conversions', 'conversion_value', 'ctr', 'conversion_rate'] as const;
type Dimension = (typeof DIMENSIONS)[number];
type Metric = (typeof METRICS)[number];
type Field = Dimension | Metric;
type Value = string | number | null;
type Filter = NonNullable<Types.MerchantRunReportInput['filters']>[number];
type Input = WithDefaults<Types.MerchantRunReportInput, 'limit' | 'filters'>;

const isDimension = (f: string): f is Dimension => (DIMENSIONS as readonly string[]).includes(f);
const isMetric = (f: string): f is Metric => (METRICS as readonly string[]).includes(f);

function field(name: string, where: string): Field {
  if (isDimension(name) || isMetric(name)) return name;
  throw new ArgumentError(where, `unknown field ${JSON.stringify(name)}; known fields: ${[...DIMENSIONS, ...METRICS].join(', ')}`);
}

/** Checks one filter against its field's kind; returns the checked field. */
function checkFilter(f: Filter, i: number): Field {
  const name = field(f.field, `filters[${i}].field`);
  const metric = isMetric(name);
  const values = Array.isArray(f.value) ? f.value : [f.value];
  if (f.op === 'in' && !Array.isArray(f.value)) throw new ArgumentError(`filters[${i}].value`, 'op `in` needs an array value');
  if (f.op !== 'in' && Array.isArray(f.value)) throw new ArgumentError(`filters[${i}].value`, `op \`${f.op}\` needs a single value`);
  if (metric && f.op === 'contains') throw new ArgumentError(`filters[${i}].op`, `\`contains\` does not apply to the metric ${name}`);
  if (!metric && ['gt', 'gte', 'lt', 'lte'].includes(f.op) && name !== 'date') {
    throw new ArgumentError(`filters[${i}].op`, `\`${f.op}\` applies to metrics and date only`);
  }
  for (const v of values) {
    if (metric && typeof v !== 'number') throw new ArgumentError(`filters[${i}].value`, `the metric ${name} compares with numbers`);
    if (!metric && typeof v !== 'string') throw new ArgumentError(`filters[${i}].value`, `the dimension ${name} compares with strings`);
  }
  return name;
}

function matches(v: Value, f: Filter): boolean {
  const target = f.value;
  switch (f.op) {
    case 'eq':
      return v === target;
    case 'neq':
      return v !== target;
    case 'in':
      return (target as Array<string | number>).some((t) => t === v);
    case 'contains':
      return typeof v === 'string' && v.toLowerCase().includes(String(target).toLowerCase());
    case 'gt':
      return v !== null && v > (target as string | number);
    case 'gte':
      return v !== null && v >= (target as string | number);
    case 'lt':
      return v !== null && v < (target as string | number);
    case 'lte':
      return v !== null && v <= (target as string | number);
  }
}

function dimensionValue(d: Dimension, row: PerformanceRow, item: FeedItem | undefined): Value {
  switch (d) {
    case 'date':
      return row.date;
    case 'product_id':
      return row.product_id;
    case 'handle':
      return item?.handle ?? null;
    case 'title':
      return item?.title ?? null;
    case 'status':
      return item?.status ?? null;
    default:
      return item?.labels[d] ?? null;
  }
}

interface Sums {
  impressions: number;
  clicks: number;
  conversions: number;
  cents: number;
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : Math.round((a / b) * 10_000) / 10_000);

function metricValue(m: Metric, s: Sums, currency: string): Value {
  switch (m) {
    case 'impressions':
      return s.impressions;
    case 'clicks':
      return s.clicks;
    case 'conversions':
      return s.conversions;
    case 'conversion_value':
      return toMajor(s.cents, currency);
    case 'ctr':
      return ratio(s.clicks, s.impressions);
    case 'conversion_rate':
      return ratio(s.conversions, s.clicks);
  }
}

function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

export async function merchantRunReport(input: Input, ctx: HandlerContext): Promise<Types.MerchantRunReportResult> {
  const fields = input.fields.map((f, i) => field(f, `fields[${i}]`));
  const dims = fields.filter(isDimension);
  const filters = input.filters.map((f, i) => ({ f, name: checkFilter(f, i) }));
  const sort = (input.sort ?? []).map((s, i) => {
    const name = field(s.field, `sort[${i}].field`);
    if (!fields.includes(name)) throw new ArgumentError(`sort[${i}].field`, `${name} is not one of fields`);
    return { name, desc: s.direction === 'desc' };
  });
  const { start, end } = reportWindow(input, ctx.now);

  const connector = ctx.connectors.merchantFeed;
  const perf = await connector.performance(ctx, start, end);
  const items = await connector.itemsOf(ctx, [...new Set(perf.map((r) => r.product_id))]);

  const groups = new Map<string, { dims: Value[]; sums: Sums }>();
  const rowFilters = filters.filter((x) => isDimension(x.name));
  for (const row of perf) {
    const item = items.get(row.product_id);
    if (!rowFilters.every(({ f, name }) => matches(dimensionValue(name as Dimension, row, item), f))) continue;
    const values = dims.map((d) => dimensionValue(d, row, item));
    const key = JSON.stringify(values);
    let g = groups.get(key);
    if (g === undefined) {
      g = { dims: values, sums: { impressions: 0, clicks: 0, conversions: 0, cents: 0 } };
      groups.set(key, g);
    }
    g.sums.impressions += row.impressions;
    g.sums.clicks += row.clicks;
    g.sums.conversions += row.conversions;
    g.sums.cents += row.conversion_value_cents;
  }
  // No dimension: one total row, even when no daily row matched.
  if (dims.length === 0 && groups.size === 0) groups.set('[]', { dims: [], sums: { impressions: 0, clicks: 0, conversions: 0, cents: 0 } });

  const metricFilters = filters.filter((x) => isMetric(x.name));
  const rows = [...groups.values()]
    .filter((g) => metricFilters.every(({ f, name }) => matches(metricValue(name as Metric, g.sums, ctx.store.currency), f)))
    .map((g) => {
      const out: Record<string, Value> = {};
      for (const f of fields) out[f] = isDimension(f) ? (g.dims[dims.indexOf(f)] ?? null) : metricValue(f, g.sums, ctx.store.currency);
      return out;
    });
  const firstMetric = fields.find(isMetric);
  const keys = sort.length > 0 ? sort : firstMetric !== undefined ? [{ name: firstMetric, desc: true }] : [];
  const order = [...keys, ...dims.map((d) => ({ name: d as Field, desc: false }))];
  rows.sort((a, b) => {
    for (const k of order) {
      const [x, y] = [a[k.name] ?? null, b[k.name] ?? null];
      // Nulls (e.g. a ratio over 0) sort last in either direction.
      const c = x === null || y === null ? compare(x, y) : k.desc ? -compare(x, y) : compare(x, y);
      if (c !== 0) return c;
    }
    return 0;
  });
  const page = rows.slice(0, input.limit);
  return {
    start,
    end,
    currency: ctx.store.currency,
    fields,
    rows: page,
    row_count: page.length,
    total_rows: rows.length,
    truncated: rows.length > page.length,
  };
}
