/**
 * The body of `run_sync_orders`: records the orders and refunds the storefront took
 * since the store's `orders` cursor. Each order once (by its storefront id, with the discount and
 * discount code the storefront applied; a code's `usage_count` counts the use), its variants'
 * inventory decremented by the quantities sold (not below 0), `order.created` with the order as
 * `get_orders` shows it (orders domain `orderView`). Each refund once (by its storefront id,
 * `source` `storefront`), the order's refunded total and financial status following, and
 * `order.refunded` (`actor` external; no approval, no receipt). A refund of an order the service
 * does not hold (taken before the first sync) is skipped.
 */
import { randomUUID } from 'node:crypto';
import { toMajor } from '@storeops/contract';
import { toNumber, type OrderLineItemRow, type OrderRow, type RefundLineItemRow, type RefundRow } from '@storeops/db';
import { orderView } from '@storeops/domain-orders';
import type { Job, JobContext, JobOutcome } from './jobs';
import type { StorefrontOrder, StorefrontRefund } from '@storeops/contract/ports/storefront';
import { readCursor, writeCursor } from './sync-cursor';

async function nextOrderNumber(ctx: JobContext): Promise<number> {
  const row = (await ctx.scope.from('orders').max({ n: 'order_number' }).first()) as { n: unknown } | undefined;
  return (toNumber(row?.n) ?? 1000) + 1;
}

async function recordOrder(ctx: JobContext, o: StorefrontOrder, orderNumber: number): Promise<string> {
  const id = randomUUID();
  const lines: OrderLineItemRow[] = o.lines.map((l) => ({
    id: randomUUID(),
    store_id: ctx.store.id,
    order_id: id,
    product_id: l.product_id,
    variant_id: l.variant_id,
    title: l.title,
    sku: l.sku,
    quantity: l.quantity,
    unit_price_cents: l.unit_price_cents,
    total_cents: l.quantity * l.unit_price_cents,
  }));
  const subtotal = lines.reduce((a, l) => a + l.total_cents, 0);
  // Discounts the storefront applied (automatic and code), within the goods; tax on what is paid.
  const discount = Math.min(subtotal, Math.max(0, Math.round(o.discount_cents ?? 0)));
  const tax = Math.round((subtotal - discount + o.shipping_cents) * o.tax_rate);
  const row: OrderRow = {
    id,
    store_id: ctx.store.id,
    order_number: orderNumber,
    customer_ref: o.customer_ref,
    channel: o.channel,
    currency: ctx.store.currency,
    subtotal_cents: subtotal,
    discount_cents: discount,
    shipping_cents: o.shipping_cents,
    tax_cents: tax,
    total_cents: subtotal - discount + o.shipping_cents + tax,
    refunded_cents: 0,
    financial_status: 'paid',
    fulfillment_status: 'unfulfilled',
    created_at: o.created_at,
    external_id: o.external_id,
    cancelled_at: null,
    cancel_reason: null,
    shipping_address: JSON.stringify(o.shipping_address),
    discount_code: o.discount_code ?? null,
    updated_at: ctx.now.toISOString(),
    // Attribution (migration 023) when the source says where the visit came from.
    referring_site: o.attribution?.referring_site ?? null,
    landing_site: o.attribution?.landing_site ?? null,
    utm_source: o.attribution?.utm_source ?? null,
    utm_medium: o.attribution?.utm_medium ?? null,
    utm_campaign: o.attribution?.utm_campaign ?? null,
  };
  await ctx.scope.insert('orders', row);
  await ctx.scope.insert('order_line_items', lines);
  const code = o.discount_code ?? null;
  if (code !== null) {
    // The storefront counted the use: the code's usage_count follows (its usage limit ends it).
    await ctx.scope.from('discount_codes').where({ code_key: code.toUpperCase() }).increment('usage_count', 1);
  }
  for (const l of lines) {
    const v = (await ctx.scope.from('variants').where({ id: l.variant_id }).first('inventory_quantity')) as
      { inventory_quantity: unknown } | undefined;
    if (v === undefined) continue;
    const left = Math.max(0, (toNumber(v.inventory_quantity) ?? 0) - l.quantity);
    await ctx.scope.from('variants').where({ id: l.variant_id }).update({ inventory_quantity: left });
  }
  const order = await orderView(ctx.scope, id);
  if (order === undefined) throw new Error(`order ${id} vanished while syncing`);
  await ctx.emit('order.created', id, { order_id: id, order });
  // The sale in the books (finance postings.ts), in the same transaction.
  await ctx.books.postOrder(ctx, id);
  return id;
}

/** Records a refund seen on the storefront; false when it cannot apply (order unknown, nothing left to refund). */
async function recordRefund(ctx: JobContext, r: StorefrontRefund): Promise<boolean> {
  const order = (await ctx.scope.from('orders').where({ external_id: r.order_external_id }).first()) as OrderRow | undefined;
  if (order === undefined) return false;
  const total = toNumber(order.total_cents) ?? 0;
  const refunded = toNumber(order.refunded_cents) ?? 0;
  const remaining = total - refunded;
  if (remaining <= 0) return false;
  const first = (await ctx.scope.from('order_line_items').where({ order_id: order.id }).orderBy('id').first()) as
    OrderLineItemRow | undefined;
  const amount = r.scope === 'first_line' && first !== undefined ? Math.min(remaining, toNumber(first.total_cents) ?? 0) : remaining;
  if (amount <= 0) return false;
  const refund: RefundRow = {
    id: randomUUID(),
    store_id: ctx.store.id,
    order_id: order.id,
    amount_cents: amount,
    reason: r.reason,
    created_by: 'operator',
    created_at: r.created_at,
    external_id: r.external_id,
    note: 'Refunded on the storefront',
    restock: false,
    source: 'storefront',
    approval_id: null,
  };
  await ctx.scope.insert('refunds', refund);
  if (r.scope === 'first_line' && first !== undefined) {
    const line: RefundLineItemRow = {
      id: randomUUID(),
      store_id: ctx.store.id,
      refund_id: refund.id,
      line_item_id: first.id,
      quantity: toNumber(first.quantity) ?? 1,
      amount_cents: amount,
      restock: false,
    };
    await ctx.scope.insert('refund_line_items', line);
  }
  const after = refunded + amount;
  const status = after >= total ? 'refunded' : 'partially_refunded';
  await ctx.scope
    .from('orders')
    .where({ id: order.id })
    .update({ refunded_cents: after, financial_status: status, updated_at: ctx.now.toISOString() });
  // The refund as get_orders shows it (orders domain view).
  const shown = (await orderView(ctx.scope, order.id))?.refunds.find((x) => x.id === refund.id);
  if (shown === undefined) throw new Error(`refund ${refund.id} vanished while syncing`);
  await ctx.books.postRefund(ctx, refund.id, { type: 'external', id: null });
  await ctx.emit('order.refunded', order.id, {
    order_id: order.id,
    refund: shown,
    currency: order.currency,
    refunded: toMajor(after, order.currency),
    previous_refunded: toMajor(refunded, order.currency),
    financial_status: status,
    previous_financial_status: order.financial_status === 'refunded' ? 'partially_refunded' : order.financial_status,
    actor: { type: 'external', id: null },
    approval_id: null,
    receipt_id: null,
  });
  return true;
}

export async function syncOrders(job: Job, ctx: JobContext): Promise<JobOutcome> {
  const limit = typeof job.params.max_changes === 'number' ? job.params.max_changes : 500;
  const { cursor, since } = await readCursor(ctx, 'orders');
  const until = ctx.now.toISOString();
  const page = await ctx.connectors.storefront.ordersSince({ store: ctx.store, scope: ctx.scope, cursor, since, until, limit });
  const counts = { seen: page.changes.length, orders_created: 0, orders_skipped: 0, refunds_created: 0, refunds_skipped: 0, events: 0 };
  let orderNumber = await nextOrderNumber(ctx);
  for (const change of page.changes) {
    if (change.type === 'order') {
      const known = await ctx.scope.from('orders').where({ external_id: change.order.external_id }).first('id');
      if (known !== undefined) {
        counts.orders_skipped += 1;
        continue;
      }
      await recordOrder(ctx, change.order, orderNumber++);
      counts.orders_created += 1;
      counts.events += 1;
    } else {
      const known = await ctx.scope.from('refunds').where({ external_id: change.refund.external_id }).first('id');
      if (known !== undefined || !(await recordRefund(ctx, change.refund))) {
        counts.refunds_skipped += 1;
        continue;
      }
      counts.refunds_created += 1;
      counts.events += 1;
    }
  }
  await writeCursor(ctx, 'orders', page.cursor);
  return { counts, result: { cursor: page.cursor, until, more: page.more } };
}
