/**
 * query_cannibalization (seed: "Operation catalogue", analytics; contract
 * `QueryCannibalizationResult`): pairs of products of one product type whose daily sales move
 * against each other. The daily series come from `performance_daily` (one row per product per day
 * it existed); the statistics are in cannibalization-stats.ts (detrended Pearson r, t-test p,
 * Benjamini–Hochberg q). Errors: `invalid_request` naming `product_id` (not in the store) or
 * `min_days` (above `window_days`).
 */
import { ArgumentError, toMajor, type HandlerContext, type Types } from '@storeops/contract';
import { toNumberOrZero } from '@storeops/db';
import { DETREND_DAYS, correlatePairs, type Series } from './cannibalization-stats';
import * as performance from './performance';

const DAY_MS = 86_400_000;
const METHOD = 'pearson_detrended_t_bh' as const;

type Input = Types.QueryCannibalizationInput &
  Required<
    Pick<
      Types.QueryCannibalizationInput,
      'window_days' | 'metric' | 'min_days' | 'min_active_days' | 'max_correlation' | 'significance' | 'limit'
    >
  >;

const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** 3 significant digits. */
const sig = (x: number): number => (x === 0 ? 0 : Number(x.toPrecision(3)));

interface ProductInfo {
  id: string;
  handle: string;
  title: string;
  type: string;
  values: Array<number | null>;
}

export async function queryCannibalization(input: Input, ctx: HandlerContext): Promise<Types.QueryCannibalizationResult> {
  const { scope } = ctx;
  if (input.min_days > input.window_days) {
    throw new ArgumentError('min_days', `(${input.min_days}) is more than window_days (${input.window_days})`);
  }
  if (input.product_id !== undefined && !(await performance.productExists(scope, input.product_id))) {
    throw new ArgumentError('product_id', `no product with id ${input.product_id} in this store`);
  }
  const today = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate());
  const fromMs = today - input.window_days * DAY_MS;
  const from = ymd(fromMs);
  const to = ymd(today - DAY_MS);

  const q = scope.from('performance_daily', 'pd').whereBetween('pd.date', [from, to]);
  scope.join(q, { table: 'products', as: 'p', on: ['p.id', 'pd.product_id'] });
  if (input.product_type !== undefined) q.where('p.product_type', input.product_type);
  const rows: Array<Record<string, unknown>> = await q.select(
    'pd.product_id',
    'pd.date',
    'pd.orders',
    'pd.revenue_cents',
    'p.handle',
    'p.title',
    'p.product_type',
  );

  const products = new Map<string, ProductInfo>();
  for (const r of rows) {
    const id = String(r.product_id);
    let p = products.get(id);
    if (p === undefined) {
      p = {
        id,
        handle: String(r.handle),
        title: String(r.title),
        type: String(r.product_type),
        values: new Array(input.window_days).fill(null),
      };
      products.set(id, p);
    }
    const d = Math.round((Date.parse(`${String(r.date).slice(0, 10)}T00:00:00.000Z`) - fromMs) / DAY_MS);
    if (d >= 0 && d < input.window_days) p.values[d] = toNumberOrZero(input.metric === 'orders' ? r.orders : r.revenue_cents);
  }
  const considered = [...products.values()]
    .filter((p) => p.values.filter((v) => v !== null && v > 0).length >= input.min_active_days)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const series: Series[] = considered.map((p) => ({ id: p.id, group: p.type, values: p.values }));
  // Every same-type pair is tested and corrected together; `product_id` only narrows the list, so
  // its q-values are the store-wide ones (a smaller family would let chance pairs through).
  const stats = correlatePairs(series, input.min_days);
  const tested = stats.length;
  const metricWord = input.metric === 'orders' ? 'daily orders' : 'daily revenue';
  const total = (p: ProductInfo): number => {
    const sum = p.values.reduce<number>((a, v) => a + (v ?? 0), 0);
    return input.metric === 'orders' ? sum : toMajor(sum, ctx.store.currency);
  };
  const info = (p: ProductInfo): Types.CannibalizationProduct => ({ product_id: p.id, handle: p.handle, title: p.title, total: total(p) });

  const pid = input.product_id;
  const pairs = stats
    .filter((s) => pid === undefined || s.a === pid || s.b === pid)
    .filter((s) => s.r <= input.max_correlation && s.q <= input.significance)
    .sort((x, y) => x.r - y.r || x.q - y.q || (x.a + x.b < y.a + y.b ? -1 : 1))
    .slice(0, input.limit)
    .map((s): Types.CannibalizationPair => {
      const a = products.get(s.a)!;
      const b = products.get(s.b)!;
      const r = Math.round(s.r * 10_000) / 10_000;
      return {
        product_a: info(a),
        product_b: info(b),
        product_type: a.type,
        days: s.days,
        correlation: r,
        p_value: sig(s.p),
        q_value: sig(s.q),
        method:
          `Pearson r = ${r} of ${metricWord} (${DETREND_DAYS}-day detrended) over ${s.days} days; ` +
          `t-test p = ${sig(s.p)}; Benjamini–Hochberg q = ${sig(s.q)} over ${tested} pairs.`,
      };
    });

  return {
    currency: ctx.store.currency,
    from,
    to,
    days: input.window_days,
    metric: input.metric,
    method: {
      name: METHOD,
      detrend_days: DETREND_DAYS,
      min_days: input.min_days,
      min_active_days: input.min_active_days,
      max_correlation: input.max_correlation,
      significance: input.significance,
      description:
        `Pearson correlation of each same-type pair's ${metricWord} after removing each product's centred ` +
        `${DETREND_DAYS}-day moving average, over the days both existed (at least ${input.min_days}); two-sided ` +
        `t-test p-values (n − 2 degrees of freedom); Benjamini–Hochberg q-values over the ${tested} pairs tested. ` +
        `Reported: r ≤ ${input.max_correlation} and q ≤ ${input.significance}.`,
    },
    products_considered: considered.length,
    pairs_tested: tested,
    pairs,
  };
}
