/**
 * Orders as the API shows them (contract `Order`), built from stored rows: the one mapping that
 * get_orders, the order writes and the order events (`order.created`, `order.refunded`) share.
 * Money: integer cents in, decimals in the order's currency (major units) out.
 */
import type { Types } from '@storeops/contract';
import { toNumber, type StoreScope } from '@storeops/db';
import * as repo from './repo';

/** Integer cents to major units (2 decimals). */
export const major = (cents: unknown): number => Math.round(toNumber(cents) ?? 0) / 100;

function groupBy<T extends { order_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.order_id);
    if (list === undefined) out.set(row.order_id, [row]);
    else list.push(row);
  }
  return out;
}

type OrderHead = Awaited<ReturnType<typeof repo.ordersPage>>[number];

/** The `Order` view of each given order row, in the given order (two more queries whatever the count). */
export async function ordersView(scope: StoreScope, page: readonly OrderHead[]): Promise<Types.Order[]> {
  const ids = page.map((o) => o.id);
  const [lines, refunds] = await Promise.all([repo.lineItems(scope, ids), repo.refunds(scope, ids)]);
  const linesByOrder = groupBy(lines);
  const refundsByOrder = groupBy(refunds);
  return page.map((o) => {
    const items = (linesByOrder.get(o.id) ?? []).map((li) => ({
      title: li.title,
      sku: li.sku,
      quantity: toNumber(li.quantity) ?? 0,
      unit_price: major(li.unit_price_cents),
      total: major(li.total_cents),
      product_id: li.product_id,
      variant_id: li.variant_id,
    }));
    return {
      id: o.id,
      order_number: toNumber(o.order_number) ?? 0,
      customer_ref: o.customer_ref,
      channel: o.channel,
      currency: o.currency,
      subtotal: major(o.subtotal_cents),
      discount: major(o.discount_cents),
      shipping: major(o.shipping_cents),
      tax: major(o.tax_cents),
      total: major(o.total_cents),
      refunded: major(o.refunded_cents),
      financial_status: o.financial_status,
      fulfillment_status: o.fulfillment_status,
      line_item_count: items.length,
      line_items: items,
      refunds: (refundsByOrder.get(o.id) ?? []).map((r) => ({
        id: r.id,
        amount: major(r.amount_cents),
        reason: r.reason,
        created_at: r.created_at,
      })),
      created_at: o.created_at,
    };
  });
}

/** One order's `Order` view by id, or undefined when this store has no such order. */
export async function orderView(scope: StoreScope, orderId: string): Promise<Types.Order | undefined> {
  const head = await repo.orderHead(scope, orderId);
  return head === undefined ? undefined : (await ordersView(scope, [head]))[0];
}
