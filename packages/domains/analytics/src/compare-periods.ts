/**
 * compare_periods (seed: "Operation catalogue", analytics; contract `ComparePeriodsResult`): the
 * store's metrics in a current and a previous period of UTC days, with absolute and relative
 * change, and optionally the top movers by product or channel. Every figure is one SQL aggregate
 * over both periods (conditional sums), money in integer cents until the result (major units).
 * Errors: `invalid_request` naming `current` (with `window_days`), `previous` (without `current`,
 * or overlapping it), `current.to` / `previous.to` (before `from`) or the range (over 366 days).
 */
import { ArgumentError, toMajor, type HandlerContext, type Types } from '@storeops/contract';
import { toNumberOrZero, type StoreScope } from '@storeops/db';
import { ratio, windowDays } from './figures';

const DAY_MS = 86_400_000;
const MAX_RANGE_DAYS = 366;

type Range = Types.AnalyticsDayRange;
type Input = Types.ComparePeriodsInput;

const dayMs = (d: string): number => Date.parse(`${d}T00:00:00.000Z`);
const ymd = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
/** Inclusive day count of a range. */
const daysOf = (r: Range): number => Math.round((dayMs(r.to) - dayMs(r.from)) / DAY_MS) + 1;
/** Stored-timestamp bounds [start, end) of a range. */
const bounds = (r: Range): [string, string] => [`${r.from}T00:00:00.000Z`, new Date(dayMs(r.to) + DAY_MS).toISOString()];

function checkRange(name: string, r: Range): void {
  if (!Number.isFinite(dayMs(r.from))) throw new ArgumentError(`${name}.from`, 'is not a valid date');
  if (!Number.isFinite(dayMs(r.to))) throw new ArgumentError(`${name}.to`, 'is not a valid date');
  if (r.to < r.from) throw new ArgumentError(`${name}.to`, `(${r.to}) is before ${name}.from (${r.from})`);
  if (daysOf(r) > MAX_RANGE_DAYS) throw new ArgumentError(name, `spans ${daysOf(r)} days; at most ${MAX_RANGE_DAYS}`);
}

/** The two periods the input names (see ComparePeriodsInput). */
export function resolvePeriods(input: Input, now: Date): { current: Range; previous: Range } {
  if (input.current !== undefined && input.window_days !== undefined) {
    throw new ArgumentError('current', 'cannot be combined with window_days; give one of them');
  }
  if (input.previous !== undefined && input.current === undefined) {
    throw new ArgumentError('previous', 'needs current (an explicit previous period compares against an explicit current one)');
  }
  let current: Range;
  if (input.current !== undefined) {
    checkRange('current', input.current);
    current = { from: input.current.from, to: input.current.to };
  } else {
    const days = windowDays(now, input.window_days ?? 7);
    current = { from: days[0]!, to: days[days.length - 1]! };
  }
  let previous: Range;
  if (input.previous !== undefined) {
    checkRange('previous', input.previous);
    previous = { from: input.previous.from, to: input.previous.to };
    if (previous.to >= current.from) {
      throw new ArgumentError('previous', `must end before current starts (${current.from}); it ends ${previous.to}`);
    }
  } else {
    const n = daysOf(current);
    previous = { from: ymd(dayMs(current.from) - n * DAY_MS), to: ymd(dayMs(current.from) - DAY_MS) };
  }
  return { current, previous };
}

/** `sum(case when <col> in [start, end) then <expr> else 0 end)`, bound. */
function sumIn(scope: StoreScope, col: string, r: Range, expr: string, as: string) {
  const [start, end] = bounds(r);
  return scope.raw(`coalesce(sum(case when ${col} >= ? and ${col} < ? then ${expr} else 0 end), 0) as ${as}`, [start, end]);
}

/** Orders and performance sums of both periods (two aggregate queries). */
async function totals(scope: StoreScope, cur: Range, prev: Range) {
  const [lo] = bounds(prev.from < cur.from ? prev : cur);
  const [, hi] = bounds(cur.to > prev.to ? cur : prev);
  const net = '(o.subtotal_cents - o.discount_cents)';
  const orders = await scope
    .from('orders', 'o')
    .where('o.created_at', '>=', lo)
    .where('o.created_at', '<', hi)
    .select(
      sumIn(scope, 'o.created_at', cur, net, 'cur_revenue'),
      sumIn(scope, 'o.created_at', prev, net, 'prev_revenue'),
      sumIn(scope, 'o.created_at', cur, '1', 'cur_orders'),
      sumIn(scope, 'o.created_at', prev, '1', 'prev_orders'),
    )
    .first();
  const dayCase = (r: Range, expr: string, as: string) =>
    scope.raw(`coalesce(sum(case when pd.date >= ? and pd.date <= ? then ${expr} else 0 end), 0) as ${as}`, [r.from, r.to]);
  const perf = await scope
    .from('performance_daily', 'pd')
    .where('pd.date', '>=', lo.slice(0, 10))
    .where('pd.date', '<', hi.slice(0, 10))
    .select(
      dayCase(cur, 'pd.sessions', 'cur_sessions'),
      dayCase(prev, 'pd.sessions', 'prev_sessions'),
      dayCase(cur, 'pd.conversions', 'cur_conversions'),
      dayCase(prev, 'pd.conversions', 'prev_conversions'),
      dayCase(cur, 'pd.ad_spend_cents', 'cur_spend'),
      dayCase(prev, 'pd.ad_spend_cents', 'prev_spend'),
    )
    .first();
  const side = (p: 'cur' | 'prev') => ({
    revenueCents: toNumberOrZero(orders?.[`${p}_revenue`]),
    orders: toNumberOrZero(orders?.[`${p}_orders`]),
    sessions: toNumberOrZero(perf?.[`${p}_sessions`]),
    conversions: toNumberOrZero(perf?.[`${p}_conversions`]),
    spendCents: toNumberOrZero(perf?.[`${p}_spend`]),
  });
  return { cur: side('cur'), prev: side('prev') };
}

const round = (v: number, places: number): number => Math.round(v * 10 ** places) / 10 ** places;

function change(current: number | null, previous: number | null, places: number): Types.PeriodMetricChange {
  const both = current !== null && previous !== null;
  return {
    current,
    previous,
    absolute_change: both ? round(current - previous, places) : null,
    relative_change: both && previous !== 0 ? round((current - previous) / previous, 4) : null,
  };
}

interface MoverRow {
  key: string;
  label: string;
  cur: number;
  prev: number;
  curOrders: number;
  prevOrders: number;
}

/** Per product (order-line revenue) or per channel (net order revenue), both periods. */
async function movers(scope: StoreScope, by: 'product' | 'channel', cur: Range, prev: Range): Promise<MoverRow[]> {
  const [lo] = bounds(prev.from < cur.from ? prev : cur);
  const [, hi] = bounds(cur.to > prev.to ? cur : prev);
  const q = scope.from('orders', 'o').where('o.created_at', '>=', lo).where('o.created_at', '<', hi);
  if (by === 'product') {
    scope.join(q, { table: 'order_line_items', as: 'li', on: ['li.order_id', 'o.id'] });
    scope.join(q, { table: 'products', as: 'p', on: ['p.id', 'li.product_id'] });
    const [cs, ce] = bounds(cur);
    const [ps, pe] = bounds(prev);
    const rows: Array<Record<string, unknown>> = await q
      .select(
        'li.product_id as key',
        'p.title as label',
        sumIn(scope, 'o.created_at', cur, 'li.total_cents', 'cur'),
        sumIn(scope, 'o.created_at', prev, 'li.total_cents', 'prev'),
        scope.raw('count(distinct case when o.created_at >= ? and o.created_at < ? then o.id end) as cur_orders', [cs, ce]),
        scope.raw('count(distinct case when o.created_at >= ? and o.created_at < ? then o.id end) as prev_orders', [ps, pe]),
      )
      .groupBy('li.product_id', 'p.title');
    return rows.map(toMover);
  }
  const rows: Array<Record<string, unknown>> = await q
    .select(
      'o.channel as key',
      'o.channel as label',
      sumIn(scope, 'o.created_at', cur, '(o.subtotal_cents - o.discount_cents)', 'cur'),
      sumIn(scope, 'o.created_at', prev, '(o.subtotal_cents - o.discount_cents)', 'prev'),
      sumIn(scope, 'o.created_at', cur, '1', 'cur_orders'),
      sumIn(scope, 'o.created_at', prev, '1', 'prev_orders'),
    )
    .groupBy('o.channel');
  return rows.map(toMover);
}

function toMover(r: Record<string, unknown>): MoverRow {
  return {
    key: String(r.key),
    label: String(r.label),
    cur: toNumberOrZero(r.cur),
    prev: toNumberOrZero(r.prev),
    curOrders: toNumberOrZero(r.cur_orders),
    prevOrders: toNumberOrZero(r.prev_orders),
  };
}

function mover(r: MoverRow, currency: string): Types.PeriodMover {
  return {
    key: r.key,
    label: r.label,
    current_revenue: toMajor(r.cur, currency),
    previous_revenue: toMajor(r.prev, currency),
    absolute_change: toMajor(r.cur - r.prev, currency),
    relative_change: r.prev === 0 ? null : round((r.cur - r.prev) / r.prev, 4),
    current_orders: r.curOrders,
    previous_orders: r.prevOrders,
  };
}

export async function comparePeriods(input: Input, ctx: HandlerContext): Promise<Types.ComparePeriodsResult> {
  const { current, previous } = resolvePeriods(input, ctx.now);
  const breakdown = input.breakdown ?? 'none';
  const limit = input.movers_limit ?? 5;
  const [t, rows] = await Promise.all([
    totals(ctx.scope, current, previous),
    breakdown === 'none' ? Promise.resolve([] as MoverRow[]) : movers(ctx.scope, breakdown, current, previous),
  ]);
  const { cur, prev } = t;
  const money = (cents: number) => toMajor(cents, ctx.store.currency);
  const byKey = (a: MoverRow, b: MoverRow) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const risers = rows
    .filter((r) => r.cur > r.prev)
    .sort((a, b) => b.cur - b.prev - (a.cur - a.prev) || byKey(a, b))
    .slice(0, limit);
  const fallers = rows
    .filter((r) => r.cur < r.prev)
    .sort((a, b) => a.cur - a.prev - (b.cur - b.prev) || byKey(a, b))
    .slice(0, limit);
  const aov = (s: typeof cur) => (s.orders === 0 ? null : money(s.revenueCents / s.orders));
  const roas = (s: typeof cur) => {
    const r = ratio(s.revenueCents, s.spendCents);
    return r === null ? null : round(r, 2);
  };
  return {
    currency: ctx.store.currency,
    current: { ...current, days: daysOf(current) },
    previous: { ...previous, days: daysOf(previous) },
    metrics: {
      revenue: change(money(cur.revenueCents), money(prev.revenueCents), 2),
      orders: change(cur.orders, prev.orders, 0),
      aov: change(aov(cur), aov(prev), 2),
      sessions: change(cur.sessions, prev.sessions, 0),
      conversions: change(cur.conversions, prev.conversions, 0),
      conversion_rate: change(ratio(cur.conversions, cur.sessions), ratio(prev.conversions, prev.sessions), 4),
      ad_spend: change(money(cur.spendCents), money(prev.spendCents), 2),
      roas: change(roas(cur), roas(prev), 2),
    },
    breakdown,
    risers: risers.map((r) => mover(r, ctx.store.currency)),
    fallers: fallers.map((r) => mover(r, ctx.store.currency)),
  };
}
