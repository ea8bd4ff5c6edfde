/**
 * get_orders_summary (seed catalogue: orders:read, read; parameters not shown, decided in the
 * contract `GetOrdersSummaryInput`): orders placed in the last `window_days` days up to `ctx.now`
 * (UTC), counted and summed in the store currency (major units), cancelled orders apart, with
 * breakdowns by financial status, fulfilment status and channel. Two aggregate queries whatever
 * the window: one grouped by (channel, financial status, fulfilment status, cancelled), one
 * counting the refunds of the window's orders.
 */
import { toMajor, type HandlerContext, type Types } from '@storeops/contract';
import { toNumber } from '@storeops/db';

const DAY_MS = 86_400_000;
const FINANCIAL = ['paid', 'partially_refunded', 'refunded'] as const;
const FULFILMENT = ['unfulfilled', 'partial', 'fulfilled'] as const;
type Channel = NonNullable<Types.GetOrdersSummaryInput['channel']>;

interface Group {
  channel: Channel;
  financial_status: (typeof FINANCIAL)[number];
  fulfillment_status: (typeof FULFILMENT)[number];
  cancelled: number | string;
  n: number | string;
  total: number | string | null;
  refunded: number | string | null;
}

interface Sums {
  count: number;
  totalCents: number;
  refundedCents: number;
}

const empty = (): Sums => ({ count: 0, totalCents: 0, refundedCents: 0 });

function add(into: Sums, g: Sums): void {
  into.count += g.count;
  into.totalCents += g.totalCents;
  into.refundedCents += g.refundedCents;
}

function bucket(key: string, s: Sums, currency: string): Types.OrdersSummaryBucket {
  return {
    key,
    order_count: s.count,
    revenue: toMajor(s.totalCents, currency),
    refunded: toMajor(s.refundedCents, currency),
    net_revenue: toMajor(s.totalCents - s.refundedCents, currency),
  };
}

export async function getOrdersSummary(
  input: { window_days: number; channel?: Channel },
  ctx: HandlerContext,
): Promise<Types.GetOrdersSummaryResult> {
  const until = ctx.now.toISOString();
  const since = new Date(ctx.now.getTime() - input.window_days * DAY_MS).toISOString();
  const inWindow = (alias: string) => {
    const q = ctx.scope.from('orders', alias).where(`${alias}.created_at`, '>=', since).where(`${alias}.created_at`, '<=', until);
    return input.channel === undefined ? q : q.where(`${alias}.channel`, input.channel);
  };
  const cancelled = 'case when o.cancelled_at is null then 0 else 1 end';
  const groupsQuery = inWindow('o')
    .select('o.channel', 'o.financial_status', 'o.fulfillment_status', ctx.scope.raw(`${cancelled} as cancelled`))
    .count({ n: '*' })
    .sum({ total: 'o.total_cents', refunded: 'o.refunded_cents' })
    .groupBy('o.channel', 'o.financial_status', 'o.fulfillment_status')
    .groupByRaw(cancelled);
  const refundsQuery = ctx.scope
    .from('refunds', 'r')
    .whereIn('r.order_id', inWindow('o').whereNull('o.cancelled_at').select('o.id'))
    .count({ n: '*' })
    .first();
  const [groups, refundCount] = (await Promise.all([groupsQuery, refundsQuery])) as [Group[], { n: number | string } | undefined];

  const all = empty();
  const off = empty();
  const byFinancial = new Map<string, Sums>(FINANCIAL.map((k) => [k, empty()]));
  const byFulfilment = new Map<string, Sums>(FULFILMENT.map((k) => [k, empty()]));
  const byChannel = new Map<string, Sums>();
  for (const g of groups) {
    const s: Sums = { count: toNumber(g.n) ?? 0, totalCents: toNumber(g.total) ?? 0, refundedCents: toNumber(g.refunded) ?? 0 };
    if ((toNumber(g.cancelled) ?? 0) !== 0) {
      add(off, s);
      continue;
    }
    add(all, s);
    add(byFinancial.get(g.financial_status)!, s);
    add(byFulfilment.get(g.fulfillment_status)!, s);
    if (!byChannel.has(g.channel)) byChannel.set(g.channel, empty());
    add(byChannel.get(g.channel)!, s);
  }
  const refundedOrders = byFinancial.get('partially_refunded')!.count + byFinancial.get('refunded')!.count;
  return {
    window_days: input.window_days,
    since,
    until,
    channel: input.channel ?? null,
    currency: ctx.store.currency,
    order_count: all.count,
    revenue: toMajor(all.totalCents, ctx.store.currency),
    refunded: toMajor(all.refundedCents, ctx.store.currency),
    net_revenue: toMajor(all.totalCents - all.refundedCents, ctx.store.currency),
    average_order_value: all.count === 0 ? null : toMajor(all.totalCents / all.count, ctx.store.currency),
    refund_count: toNumber(refundCount?.n) ?? 0,
    refunded_order_count: refundedOrders,
    cancelled: {
      order_count: off.count,
      total: toMajor(off.totalCents, ctx.store.currency),
      refunded: toMajor(off.refundedCents, ctx.store.currency),
    },
    by_financial_status: FINANCIAL.map((k) => bucket(k, byFinancial.get(k)!, ctx.store.currency)),
    by_fulfillment_status: FULFILMENT.map((k) => bucket(k, byFulfilment.get(k)!, ctx.store.currency)),
    by_channel: [...byChannel.entries()]
      .sort(([a, x], [b, y]) => y.totalCents - x.totalCents || a.localeCompare(b))
      .map(([k, s]) => bucket(k, s, ctx.store.currency)),
  };
}
