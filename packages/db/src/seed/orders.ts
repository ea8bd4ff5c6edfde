/** Orders, line items and refunds for both demo stores. Totals always add up. */
import type { OrderLineItemRow, OrderRow, RefundRow } from '../tables';
import type { ProductPlan } from './catalogue';
import { CumulativeWeights, apportion, type Rng } from './prng';
import { Clock, DAY_MS, HOUR_MS, MINUTE_MS, WINDOW_DAYS, iso, toSecond, weekday } from './time';

export interface OrderPlan {
  row: OrderRow;
  lines: OrderLineItemRow[];
  refunds: RefundRow[];
  /** Creation instant (ms) and window day index. */
  createdMs: number;
  day: number;
}

type Channel = OrderRow['channel'];

/** Relative order volume by hour of day (UTC), evening peak. */
const HOURS = [1, 0.6, 0.4, 0.3, 0.3, 0.4, 0.8, 1.5, 2.2, 2.8, 3, 3.1, 3.3, 3, 2.9, 2.8, 3, 3.4, 3.9, 4.4, 4.6, 4, 3, 1.8];
const B2B_HOURS = [0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.6, 1.5, 3, 3.5, 3.6, 3.2, 2.4, 3, 3.4, 3.2, 2.6, 1.6, 0.8, 0.5, 0.4, 0.3, 0.2, 0.1];
const HOUR_ENTRIES = HOURS.map((w, h) => [h, w] as const);
const B2B_HOUR_ENTRIES = B2B_HOURS.map((w, h) => [h, w] as const);

/** Orders per window day: weekly seasonality x growth trend x noise, summing exactly to `total`. */
export function ordersPerDay(rng: Rng, total: number, weekdayFactor: readonly number[], growth: number, clock: Clock): number[] {
  const weights = Array.from({ length: WINDOW_DAYS }, (_, d) => {
    const dow = weekdayFactor[weekday(clock.dayStart(d))] as number;
    return dow * (1 + growth * (d / (WINDOW_DAYS - 1))) * rng.noise(0.08);
  });
  return apportion(total, weights);
}

function customerPool(rng: Rng, size: number): string[] {
  return Array.from({ length: Math.max(1, size) }, () => `cus_${rng.base36(14)}`);
}

function pickCustomer(rng: Rng, pool: readonly string[]): string {
  return pool[Math.min(pool.length - 1, Math.floor(pool.length * rng.float() ** 1.6))] as string;
}

function fulfillment(rng: Rng, ageMs: number, lines: number): OrderRow['fulfillment_status'] {
  if (ageMs > 3 * DAY_MS) return lines > 1 && rng.chance(0.01) ? 'partial' : 'fulfilled';
  if (ageMs > DAY_MS)
    return rng.weighted([
      ['fulfilled', 6],
      ['partial', lines > 1 ? 1 : 0],
      ['unfulfilled', 3],
    ] as const);
  return rng.weighted([
    ['fulfilled', 2],
    ['partial', lines > 1 ? 1 : 0],
    ['unfulfilled', 7],
  ] as const);
}

const REASONS = [
  ['damaged', 3],
  ['not_as_described', 3],
  ['late_delivery', 2],
  ['changed_mind', 4],
  ['other', 1],
] as const;
const REFUNDERS = [
  ['customer_service', 5],
  ['operator', 3],
  ['service', 2],
] as const;

/**
 * Number orders from 1001 by creation time and attach refunds to about `refundRate` of the orders
 * older than two days: full (financial_status `refunded`) or partial (`partially_refunded`, one or
 * two refund rows); refunded_cents is always the sum of the order's refunds.
 */
function finalise(rng: Rng, clock: Clock, orders: OrderPlan[], refundRate: number): OrderPlan[] {
  orders.sort((a, b) => a.createdMs - b.createdMs);
  orders.forEach((o, i) => {
    o.row.order_number = 1001 + i;
    const age = clock.anchorMs - o.createdMs;
    o.row.fulfillment_status = fulfillment(rng, age, o.lines.length);
    if (age < 2 * DAY_MS || !rng.chance(refundRate)) return;
    const total = o.row.total_cents;
    const full = rng.chance(0.55);
    let amounts: number[];
    if (full) amounts = [total];
    else {
      const line = o.lines.length > 1 ? rng.pick(o.lines).total_cents : Math.round(total * rng.range(0.15, 0.5));
      const amount = Math.max(100, Math.min(total - 1, line));
      amounts = rng.chance(0.2) && amount >= 400 ? [Math.round(amount / 2), amount - Math.round(amount / 2)] : [amount];
    }
    let at = o.createdMs;
    const reason = rng.weighted(REASONS);
    o.refunds = amounts.map((amount) => {
      at = clock.beforeAnchor(
        toSecond(at + rng.int(6, Math.max(7, Math.min(20 * 24, Math.floor((clock.anchorMs - at) / HOUR_MS) - 1))) * HOUR_MS),
      );
      return {
        id: rng.uuid(),
        store_id: o.row.store_id,
        order_id: o.row.id,
        amount_cents: amount,
        reason,
        created_by: rng.weighted(REFUNDERS),
        created_at: iso(at),
      };
    });
    o.row.refunded_cents = amounts.reduce((a, b) => a + b, 0);
    o.row.financial_status = o.row.refunded_cents >= total ? 'refunded' : 'partially_refunded';
  });
  return orders;
}

function orderRow(id: string, storeId: string, customer: string, channel: Channel, currency: string, createdMs: number): OrderRow {
  return {
    id,
    store_id: storeId,
    order_number: 0,
    customer_ref: customer,
    channel,
    currency,
    subtotal_cents: 0,
    discount_cents: 0,
    shipping_cents: 0,
    tax_cents: 0,
    total_cents: 0,
    refunded_cents: 0,
    financial_status: 'paid',
    fulfillment_status: 'fulfilled',
    created_at: iso(createdMs),
  };
}

/** Set subtotal/discount/shipping/tax/total from the lines: total = subtotal - discount + shipping + tax. */
function price(row: OrderRow, lines: readonly OrderLineItemRow[], discountRate: number, shipping: number, taxRate: number): void {
  row.subtotal_cents = lines.reduce((a, l) => a + l.total_cents, 0);
  row.discount_cents = Math.round(row.subtotal_cents * discountRate);
  row.shipping_cents = shipping;
  row.tax_cents = Math.round((row.subtotal_cents - row.discount_cents + shipping) * taxRate);
  row.total_cents = row.subtotal_cents - row.discount_cents + row.shipping_cents + row.tax_cents;
}

/** Hosted-storefront orders: 1..4 lines of real variants, EUR, 21% VAT on goods and shipping. */
export function generateHostedOrders(
  rng: Rng,
  clock: Clock,
  storeId: string,
  products: readonly ProductPlan[],
  count: number,
  currency = 'EUR',
): OrderPlan[] {
  const perDay = ordersPerDay(rng, Math.max(1, count), [0.9, 0.92, 0.95, 1, 1.08, 1.22, 1.15], 0.55, clock);
  const pool = customerPool(rng, Math.round(count * 0.72));
  const orders: OrderPlan[] = [];
  const fallback = products.filter((p) => p.row.lifecycle_state !== 'draft' && p.variants.length > 0);
  for (let d = 0; d < WINDOW_DAYS; d++) {
    let sellable = products.filter((p) => p.sellFrom <= d && d < p.sellUntil && p.variants.length > 0);
    if (sellable.length === 0) sellable = fallback;
    if (sellable.length === 0) continue;
    const weights = new CumulativeWeights(
      sellable,
      sellable.map((p) => p.weight * p.trend(d)),
    );
    for (let k = 0; k < (perDay[d] as number); k++) {
      const createdMs = toSecond(clock.dayStart(d) + rng.weighted(HOUR_ENTRIES) * HOUR_MS + rng.int(0, 3599) * 1000);
      const channel = rng.weighted([
        ['online_store', 80],
        ['marketplace', 13],
        ['pos', 7],
      ] as const);
      const row = orderRow(rng.uuid(), storeId, pickCustomer(rng, pool), channel, currency, createdMs);
      const lineCount = Math.min(
        sellable.length,
        rng.weighted([
          [1, 52],
          [2, 29],
          [3, 13],
          [4, 6],
        ] as const),
      );
      const chosen = new Set<ProductPlan>();
      for (let tries = 0; chosen.size < lineCount && tries < 20; tries++) chosen.add(rng.pickCumulative(weights));
      const lines: OrderLineItemRow[] = [...chosen].map((p) => {
        const v = p.variants[Math.min(p.variants.length - 1, Math.floor(p.variants.length * rng.float() ** 1.15))]!;
        const quantity = rng.weighted([
          [1, 84],
          [2, 12],
          [3, 4],
        ] as const);
        return {
          id: rng.uuid(),
          store_id: storeId,
          order_id: row.id,
          product_id: p.row.id,
          variant_id: v.id,
          title: v.title === 'Default Title' ? p.row.title : `${p.row.title} - ${v.title}`,
          sku: v.sku,
          quantity,
          unit_price_cents: v.price_cents,
          total_cents: quantity * v.price_cents,
        };
      });
      const subtotal = lines.reduce((a, l) => a + l.total_cents, 0);
      const discountRate = rng.chance(0.16) ? rng.pick([0.1, 0.15, 0.2]) : 0;
      const goods = subtotal - Math.round(subtotal * discountRate);
      const shipping = channel === 'pos' ? 0 : channel === 'marketplace' ? 395 : goods >= 7500 ? 0 : 495;
      price(row, lines, discountRate, shipping, 0.21);
      orders.push({ row, lines, refunds: [], createdMs, day: d });
    }
  }
  return finalise(rng, clock, orders, 0.042);
}

/** What a wholesale business without a storefront sells: [title, sku|null, unit price USD, B2B case qty]. */
const WHOLESALE_ITEMS: readonly (readonly [string, string | null, number, number])[] = [
  ['Cold Brew Concentrate 1L (case of 12)', 'HWC-1001', 86, 4],
  ['Espresso Roast Beans 1kg', 'HWC-1002', 24.5, 12],
  ['House Blend Beans 5kg Bag', 'HWC-1003', 98, 3],
  ['Decaf Swiss Water Beans 1kg', 'HWC-1004', 27, 6],
  ['Oat Milk Barista 1L (case of 12)', 'HWC-1101', 31.2, 8],
  ['Almond Milk Barista 1L (case of 12)', 'HWC-1102', 33.6, 6],
  ['Earl Grey Loose Leaf 500g', 'HWC-1201', 18.9, 6],
  ['Sencha Green Tea Sachets (100)', 'HWC-1202', 21.5, 6],
  ['Chai Syrup 750ml', 'HWC-1203', 12.4, 12],
  ['Vanilla Syrup 750ml', 'HWC-1204', 9.8, 12],
  ['Compostable Cups 12oz (1,000)', 'HWC-2001', 74, 2],
  ['Compostable Lids 12oz (1,000)', 'HWC-2002', 39, 2],
  ['Paper Straws (2,500)', 'HWC-2003', 28, 2],
  ['Kraft Takeaway Bags (500)', 'HWC-2004', 46, 2],
  ['Stoneware Cappuccino Cup 6oz', 'HWC-3001', 6.75, 24],
  ['Stoneware Latte Mug 12oz', 'HWC-3002', 8.25, 24],
  ['Milk Pitcher Stainless 600ml', 'HWC-3101', 14.9, 6],
  ['Digital Barista Scale', 'HWC-3102', 39, 2],
  ['Tamper 58mm Walnut', 'HWC-3103', 34, 2],
  ['Knock Box Large', 'HWC-3104', 42, 1],
  ['Group Head Cleaner 900g', 'HWC-4001', 17.5, 6],
  ['Descaler Concentrate 1L', 'HWC-4002', 15.2, 6],
  ['Pour-Over Filters #2 (500)', 'HWC-4003', 11.9, 6],
  ['Commercial Grinder Burr Set', 'HWC-5001', 189, 1],
  ['Espresso Machine Service Kit', null, 145, 1],
  ['Custom Logo Cup Sleeves (1,000)', null, 210, 1],
  ['Freight surcharge (liftgate)', null, 65, 1],
  ['Barista training session (2h)', null, 240, 1],
];

/** A business without a storefront: product-less line items, USD, wholesale-first channel mix. */
export function generateBusinessOrders(rng: Rng, clock: Clock, storeId: string, count: number): OrderPlan[] {
  const perDay = ordersPerDay(rng, Math.max(1, count), [1.2, 1.25, 1.2, 1.15, 1.05, 0.45, 0.25], 0.35, clock);
  const pool = customerPool(rng, 150);
  const items = WHOLESALE_ITEMS.map((it, i) => [it, i < 24 ? 10 : 1] as const);
  const orders: OrderPlan[] = [];
  for (let d = 0; d < WINDOW_DAYS; d++) {
    for (let k = 0; k < (perDay[d] as number); k++) {
      const createdMs = toSecond(
        clock.dayStart(d) + rng.weighted(B2B_HOUR_ENTRIES) * HOUR_MS + rng.int(0, 59) * MINUTE_MS + rng.int(0, 59) * 1000,
      );
      const channel = rng.weighted([
        ['wholesale', 70],
        ['marketplace', 20],
        ['pos', 10],
      ] as const);
      const row = orderRow(rng.uuid(), storeId, pickCustomer(rng, pool), channel, 'USD', createdMs);
      const lineCount = rng.weighted([
        [1, 35],
        [2, 30],
        [3, 22],
        [4, 13],
      ] as const);
      const chosen = new Set<(typeof WHOLESALE_ITEMS)[number]>();
      for (let tries = 0; chosen.size < lineCount && tries < 20; tries++) chosen.add(rng.weighted(items));
      const lines: OrderLineItemRow[] = [...chosen].map(([title, sku, unit, caseQty]) => {
        const quantity = channel === 'wholesale' ? caseQty * rng.int(1, 4) : rng.int(1, Math.max(1, Math.ceil(caseQty / 4)));
        const unitCents = Math.round(unit * 100);
        return {
          id: rng.uuid(),
          store_id: storeId,
          order_id: row.id,
          product_id: null,
          variant_id: null,
          title,
          sku,
          quantity,
          unit_price_cents: unitCents,
          total_cents: quantity * unitCents,
        };
      });
      const discountRate = channel === 'wholesale' && rng.chance(0.4) ? rng.pick([0.05, 0.08, 0.1, 0.12]) : 0;
      const shipping = channel === 'pos' ? 0 : channel === 'wholesale' ? (rng.chance(0.15) ? 0 : rng.int(25, 120) * 100) : 895;
      price(row, lines, discountRate, shipping, channel === 'wholesale' ? 0 : 0.0725);
      orders.push({ row, lines, refunds: [], createdMs, day: d });
    }
  }
  return finalise(rng, clock, orders, 0.035);
}
