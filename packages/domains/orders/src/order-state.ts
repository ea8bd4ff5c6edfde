/**
 * The state the order writes check and change: one order resolved from the `order_id` the writes
 * take (UUID `id`, storefront `external_id` or order number, contract `OrderRef`), its lines with
 * the units refunded and restocked so far, and the money arithmetic of refunds (integer cents).
 */
import { ArgumentError, excerpt, type HandlerContext } from '@storeops/contract';
import { toBool, toNumber, type OrderLineItemRow } from '@storeops/db';
import * as rows from './order-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_NUMBER = /^#?([0-9]{1,10})$/;
const EXTERNAL_ID = /^[0-9]{11,20}$/;

export interface LineState {
  id: string;
  title: string;
  sku: string | null;
  variantId: string | null;
  quantity: number;
  unitPriceCents: number;
  /** Units refunded so far (refund line items). */
  refunded: number;
  /** Units put back into stock so far (refund line items with `restock`). */
  restocked: number;
}

export interface OrderState {
  id: string;
  number: number;
  label: string;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
  financialStatus: 'paid' | 'partially_refunded' | 'refunded';
  fulfillmentStatus: 'fulfilled' | 'partial' | 'unfulfilled';
  cancelledAt: string | null;
  cancelReason: string | null;
  shippingAddress: string | null;
  lines: LineState[];
}

const cents = (v: unknown): number => toNumber(v) ?? 0;

/** The order `ref` names in this store; throws ArgumentError (`order_id`) when there is none. */
export async function loadOrder(ctx: HandlerContext, ref: string): Promise<OrderState> {
  const q = ctx.scope.from('orders', 'o');
  const number = ORDER_NUMBER.exec(ref);
  const keyed = UUID.test(ref)
    ? q.where('o.id', ref)
    : number !== null
      ? q.where('o.order_number', Number(number[1]))
      : EXTERNAL_ID.test(ref)
        ? q.where('o.external_id', ref)
        : null;
  const head = keyed === null ? undefined : ((await keyed.first(...rows.ORDER_COLUMNS)) as rows.OrderHead | undefined);
  if (head === undefined)
    throw new ArgumentError('order_id', `no order ${excerpt(ref)} in this store (use id, external_id or order_number from get_orders)`);
  const lines = (await rows.lineItems(ctx.scope, [head.id])) as Omit<OrderLineItemRow, 'store_id'>[];
  const done = (await ctx.scope
    .from('refund_line_items', 'rli')
    .whereIn(
      'rli.line_item_id',
      lines.map((l) => l.id),
    )
    .select('rli.line_item_id', 'rli.quantity', 'rli.restock')) as Array<{ line_item_id: string; quantity: unknown; restock: unknown }>;
  const refunded = new Map<string, number>();
  const restocked = new Map<string, number>();
  for (const d of done) {
    const n = cents(d.quantity);
    refunded.set(d.line_item_id, (refunded.get(d.line_item_id) ?? 0) + n);
    if (toBool(d.restock)) restocked.set(d.line_item_id, (restocked.get(d.line_item_id) ?? 0) + n);
  }
  const orderNumber = cents(head.order_number);
  return {
    id: head.id,
    number: orderNumber,
    label: `#${orderNumber}`,
    currency: head.currency,
    subtotalCents: cents(head.subtotal_cents),
    discountCents: cents(head.discount_cents),
    shippingCents: cents(head.shipping_cents),
    taxCents: cents(head.tax_cents),
    totalCents: cents(head.total_cents),
    refundedCents: cents(head.refunded_cents),
    financialStatus: head.financial_status,
    fulfillmentStatus: head.fulfillment_status,
    cancelledAt: head.cancelled_at ?? null,
    cancelReason: head.cancel_reason ?? null,
    shippingAddress: head.shipping_address ?? null,
    lines: lines.map((l) => ({
      id: l.id,
      title: l.title,
      sku: l.sku,
      variantId: l.variant_id,
      quantity: cents(l.quantity),
      unitPriceCents: cents(l.unit_price_cents),
      refunded: refunded.get(l.id) ?? 0,
      restocked: restocked.get(l.id) ?? 0,
    })),
  };
}

/** What is left to refund: total - refunded, in cents (never negative). */
export const remainderCents = (o: OrderState): number => Math.max(0, o.totalCents - o.refundedCents);

/**
 * The paid price of `quantity` units of `line`, in cents: the unit price less the line's share of
 * the order discount, plus its share of tax (tax is shared between goods and shipping in
 * proportion to them). Rounded to the cent.
 */
export function paidPriceCents(o: OrderState, line: LineState, quantity: number): number {
  if (o.subtotalCents <= 0) return 0;
  const goods = o.subtotalCents - o.discountCents;
  const taxed = goods + o.shippingCents;
  const goodsTax = taxed > 0 ? (o.taxCents * goods) / taxed : 0;
  return Math.round((quantity * line.unitPriceCents * (goods + goodsTax)) / o.subtotalCents);
}

/** Splits `amount` cents over `weights` in proportion (largest remainder); equal shares when all weights are 0. */
export function apportionCents(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const total = sum > 0 ? sum : weights.length;
  const exact = w.map((x) => (amount * x) / total);
  const out = exact.map(Math.floor);
  let left = amount - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

/** The order's financial status once `refundedCents` in total are refunded. */
export function financialStatusAfter(o: OrderState, refundedCents: number): OrderState['financialStatus'] {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= o.totalCents ? 'refunded' : 'partially_refunded';
}
