/**
 * Rules of get_orders (seed: "Examples of other bodies": `window_days` and `limit`; contract
 * `GetOrdersResult`): orders created in the last `window_days` days up to `ctx.now`, newest first,
 * money in each order's currency, major units. Three queries whatever `limit` is.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import { toNumber } from '@storeops/db';
import * as repo from './repo';

const DAY_MS = 86_400_000;

/** Integer cents to major units (2 decimals). */
const major = (cents: unknown): number => Math.round(toNumber(cents) ?? 0) / 100;

function groupBy<T extends { order_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const list = out.get(row.order_id);
    if (list === undefined) out.set(row.order_id, [row]);
    else list.push(row);
  }
  return out;
}

export async function getOrders(input: { window_days: number; limit: number }, ctx: HandlerContext): Promise<Types.GetOrdersResult> {
  const since = new Date(ctx.now.getTime() - input.window_days * DAY_MS).toISOString();
  const page = await repo.ordersPage(ctx.scope, since, ctx.now.toISOString(), input.limit);
  const ids = page.map((o) => o.id);
  const [lines, refunds] = await Promise.all([repo.lineItems(ctx.scope, ids), repo.refunds(ctx.scope, ids)]);
  const linesByOrder = groupBy(lines);
  const refundsByOrder = groupBy(refunds);

  const orders: Types.Order[] = page.map((o) => {
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
  return { window_days: input.window_days, orders, count: orders.length };
}
