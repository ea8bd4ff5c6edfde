/**
 * Orders as the API shows them (contract `Order`), built from stored rows: the one mapping that
 * get_orders, the order writes and the order events (`order.created`, `order.refunded`) share.
 * Money: integer cents in, decimals in the order's currency (major units) out.
 */
import { toMajor, type Types } from '@storeops/contract';
import { toBool, toNumber, type StoreScope } from '@storeops/db';
import * as rows from './order-rows';

/** A stored cents column (number, numeric string or null) to major units of `currency`. */
const major = (cents: unknown, currency: string): number => toMajor(toNumber(cents) ?? 0, currency);

function groupBy<T extends { order_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.order_id);
    if (list === undefined) out.set(row.order_id, [row]);
    else list.push(row);
  }
  return out;
}

type OrderHead = rows.OrderHead;

/** The stored shipping address (JSON text) as the API shows it, or null. */
export function addressView(text: unknown): Types.OrderAddress | null {
  if (text === null || text === undefined || text === '') return null;
  const a = (typeof text === 'string' ? JSON.parse(text) : text) as Record<string, unknown>;
  const opt = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
  return {
    name: typeof a.name === 'string' ? a.name : '',
    address1: typeof a.address1 === 'string' ? a.address1 : '',
    address2: opt(a.address2),
    city: opt(a.city),
    province_code: opt(a.province_code),
    postal_code: opt(a.postal_code),
    country_code: typeof a.country_code === 'string' ? a.country_code : '',
    phone: opt(a.phone),
  };
}

/** Refund rows (one per refund and line, see rows.refunds) as `OrderRefund`s, in row order. */
function refundViews(rows: readonly rows.RefundWithLine[], currency: string): Types.OrderRefund[] {
  const out: Types.OrderRefund[] = [];
  const byId = new Map<string, Types.OrderRefund>();
  for (const r of rows) {
    let refund = byId.get(r.id);
    if (refund === undefined) {
      refund = {
        id: r.id,
        amount: major(r.amount_cents, currency),
        reason: r.reason,
        created_at: r.created_at,
        note: r.note ?? null,
        restock: toBool(r.restock),
        source: r.source ?? 'seed',
        line_items: [],
      };
      byId.set(r.id, refund);
      out.push(refund);
    }
    if (r.rli_id !== null && r.rli_line_item_id !== null) {
      refund.line_items.push({
        line_item_id: r.rli_line_item_id,
        quantity: toNumber(r.rli_quantity) ?? 0,
        amount: major(r.rli_amount_cents, currency),
        restock: toBool(r.rli_restock),
      });
    }
  }
  return out;
}

/** The `Order` view of each given order row, in the given order (two more queries whatever the count). */
export async function ordersView(scope: StoreScope, page: readonly OrderHead[]): Promise<Types.Order[]> {
  const ids = page.map((o) => o.id);
  const [lines, refunds] = await Promise.all([rows.lineItems(scope, ids), rows.refunds(scope, ids)]);
  const linesByOrder = groupBy(lines);
  const refundsByOrder = groupBy(refunds);
  return page.map((o) => {
    const refundList = refundViews(refundsByOrder.get(o.id) ?? [], o.currency);
    const refundedUnits = new Map<string, number>();
    for (const line of refundList.flatMap((r) => r.line_items))
      refundedUnits.set(line.line_item_id, (refundedUnits.get(line.line_item_id) ?? 0) + line.quantity);
    const items = (linesByOrder.get(o.id) ?? []).map((li) => ({
      id: li.id,
      title: li.title,
      sku: li.sku,
      quantity: toNumber(li.quantity) ?? 0,
      unit_price: major(li.unit_price_cents, o.currency),
      total: major(li.total_cents, o.currency),
      product_id: li.product_id,
      variant_id: li.variant_id,
      refunded_quantity: refundedUnits.get(li.id) ?? 0,
    }));
    return {
      id: o.id,
      order_number: toNumber(o.order_number) ?? 0,
      customer_ref: o.customer_ref,
      channel: o.channel,
      currency: o.currency,
      subtotal: major(o.subtotal_cents, o.currency),
      discount: major(o.discount_cents, o.currency),
      shipping: major(o.shipping_cents, o.currency),
      tax: major(o.tax_cents, o.currency),
      total: major(o.total_cents, o.currency),
      refunded: major(o.refunded_cents, o.currency),
      financial_status: o.financial_status,
      fulfillment_status: o.fulfillment_status,
      line_item_count: items.length,
      line_items: items,
      refunds: refundList,
      created_at: o.created_at,
      external_id: o.external_id ?? null,
      cancelled_at: o.cancelled_at ?? null,
      cancel_reason: o.cancel_reason ?? null,
      shipping_address: addressView(o.shipping_address),
    };
  });
}

/** One order's `Order` view by id, or undefined when this store has no such order. */
export async function orderView(scope: StoreScope, orderId: string): Promise<Types.Order | undefined> {
  const head = await rows.orderHead(scope, orderId);
  return head === undefined ? undefined : (await ordersView(scope, [head]))[0];
}
