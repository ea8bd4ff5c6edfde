/**
 * The store's rows the discovery lanes read (lanes.ts), loaded once per call through the store
 * scope (sandbox copies and row-level security apply): products, variants, the last 56 days of
 * performance_daily, every order with its line items (the history the store holds), refunds of
 * the last 90 days and published reviews. Windows end at `end`, the start of the current UTC day.
 */
import type { HandlerContext } from '@storeops/contract';
import { toNumberOrZero } from '@storeops/db';

const DAY_MS = 86_400_000;

export interface Window {
  /** ISO timestamps (UTC). */
  end: string;
  lastStart: string;
  prevStart: string;
  last90Start: string;
  /** The same bounds as days (`YYYY-MM-DD`), for performance_daily. */
  endDay: string;
  lastStartDay: string;
  prevStartDay: string;
}

export interface PeriodPerf {
  sessions: number;
  revenueCents: number;
  conversions: number;
}

export interface ResearchRows {
  window: Window;
  /** The store currency (ISO 4217): every `*Cents` amount is in its minor units. */
  currency: string;
  products: Map<string, { handle: string; title: string; vendor: string }>;
  variants: Array<{ id: string; productId: string; title: string; inventory: number }>;
  performance: Map<string, { last: PeriodPerf; prev: PeriodPerf }>;
  orders: Map<
    string,
    {
      id: string;
      customerRef: string;
      createdAt: string;
      totalCents: number;
      cancelled: boolean;
      region: { code: string; city: string } | null;
    }
  >;
  lineItems: Array<{ orderId: string; productId: string | null; variantId: string | null; quantity: number }>;
  refunds: Array<{ orderId: string; reason: string; amountCents: number }>;
  reviews: Array<{ productId: string; rating: number }>;
}

export function windowOf(now: Date): Window {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    end: iso(end),
    lastStart: iso(end - 28 * DAY_MS),
    prevStart: iso(end - 56 * DAY_MS),
    last90Start: iso(end - 90 * DAY_MS),
    endDay: iso(end).slice(0, 10),
    lastStartDay: iso(end - 28 * DAY_MS).slice(0, 10),
    prevStartDay: iso(end - 56 * DAY_MS).slice(0, 10),
  };
}

function region(raw: string | null | undefined): { code: string; city: string } | null {
  if (raw === null || raw === undefined) return null;
  try {
    const a = JSON.parse(raw) as { country_code?: unknown; province_code?: unknown; city?: unknown };
    if (typeof a.country_code !== 'string' || a.country_code === '') return null;
    const province = typeof a.province_code === 'string' && a.province_code !== '' ? a.province_code : null;
    return {
      code: province === null ? a.country_code : `${a.country_code}-${province}`,
      city: typeof a.city === 'string' ? a.city : a.country_code,
    };
  } catch {
    return null;
  }
}

export async function loadRows(ctx: HandlerContext): Promise<ResearchRows> {
  const w = windowOf(ctx.now);
  const s = ctx.scope;
  const [products, variants, perf, orders, lines, refunds, reviews] = await Promise.all([
    s.from('products').select('id', 'handle', 'title', 'vendor'),
    s.from('variants').select('id', 'product_id', 'title', 'inventory_quantity'),
    s
      .from('performance_daily')
      .select('product_id', 'date', 'sessions', 'revenue_cents', 'conversions')
      .where('date', '>=', w.prevStartDay)
      .andWhere('date', '<', w.endDay),
    s
      .from('orders')
      .select('id', 'customer_ref', 'created_at', 'total_cents', 'cancelled_at', 'shipping_address')
      .where('created_at', '<', w.end),
    s.from('order_line_items').select('order_id', 'product_id', 'variant_id', 'quantity'),
    s
      .from('refunds')
      .select('order_id', 'reason', 'amount_cents')
      .where('created_at', '>=', w.last90Start)
      .andWhere('created_at', '<', w.end),
    s.from('reviews').select('product_id', 'rating').where('status', 'published').whereNotNull('product_id'),
  ]);
  const performance = new Map<string, { last: PeriodPerf; prev: PeriodPerf }>();
  for (const r of perf as Array<Record<string, unknown>>) {
    const id = r.product_id as string;
    let p = performance.get(id);
    if (p === undefined) {
      performance.set(
        id,
        (p = { last: { sessions: 0, revenueCents: 0, conversions: 0 }, prev: { sessions: 0, revenueCents: 0, conversions: 0 } }),
      );
    }
    const bucket = (r.date as string) >= w.lastStartDay ? p.last : p.prev;
    bucket.sessions += toNumberOrZero(r.sessions);
    bucket.revenueCents += toNumberOrZero(r.revenue_cents);
    bucket.conversions += toNumberOrZero(r.conversions);
  }
  return {
    window: w,
    currency: ctx.store.currency,
    products: new Map(
      (products as Array<{ id: string; handle: string; title: string; vendor: string }>).map((p) => [
        p.id,
        { handle: p.handle, title: p.title, vendor: p.vendor },
      ]),
    ),
    variants: (variants as Array<Record<string, unknown>>).map((v) => ({
      id: v.id as string,
      productId: v.product_id as string,
      title: v.title as string,
      inventory: toNumberOrZero(v.inventory_quantity),
    })),
    performance,
    orders: new Map(
      (orders as Array<Record<string, unknown>>).map((o) => [
        o.id as string,
        {
          id: o.id as string,
          customerRef: o.customer_ref as string,
          createdAt: o.created_at as string,
          totalCents: toNumberOrZero(o.total_cents),
          cancelled: o.cancelled_at !== null && o.cancelled_at !== undefined,
          region: region(o.shipping_address as string | null),
        },
      ]),
    ),
    lineItems: (lines as Array<Record<string, unknown>>).map((l) => ({
      orderId: l.order_id as string,
      productId: (l.product_id as string | null) ?? null,
      variantId: (l.variant_id as string | null) ?? null,
      quantity: toNumberOrZero(l.quantity),
    })),
    refunds: (refunds as Array<Record<string, unknown>>).map((r) => ({
      orderId: r.order_id as string,
      reason: r.reason as string,
      amountCents: toNumberOrZero(r.amount_cents),
    })),
    reviews: (reviews as Array<Record<string, unknown>>).map((r) => ({
      productId: r.product_id as string,
      rating: toNumberOrZero(r.rating),
    })),
  };
}
