/** Knex queries of the orders domain: one page of orders, then its line items and refunds in one query each. */
import type { OrderLineItemRow, OrderRow, RefundRow, StoreScope } from '@storeops/db';

/** The order columns every `Order` view reads. */
export const ORDER_COLUMNS = [
  'o.id',
  'o.order_number',
  'o.customer_ref',
  'o.channel',
  'o.currency',
  'o.subtotal_cents',
  'o.discount_cents',
  'o.shipping_cents',
  'o.tax_cents',
  'o.total_cents',
  'o.refunded_cents',
  'o.financial_status',
  'o.fulfillment_status',
  'o.created_at',
] as const;

/** One order's head row by id, or undefined. */
export async function orderHead(scope: StoreScope, orderId: string): Promise<Omit<OrderRow, 'store_id'> | undefined> {
  return scope
    .from('orders', 'o')
    .where('o.id', orderId)
    .first(...ORDER_COLUMNS) as Promise<Omit<OrderRow, 'store_id'> | undefined>;
}

/** Orders created in `[since, until]` (ISO 8601 UTC), newest first (ties: higher order number), at most `limit`. */
export async function ordersPage(scope: StoreScope, since: string, until: string, limit: number): Promise<Omit<OrderRow, 'store_id'>[]> {
  return scope
    .from('orders', 'o')
    .where('o.created_at', '>=', since)
    .where('o.created_at', '<=', until)
    .select(...ORDER_COLUMNS)
    .orderBy([
      { column: 'o.created_at', order: 'desc' },
      { column: 'o.order_number', order: 'desc' },
    ])
    .limit(limit);
}

/** Line items of the given orders (ordered by order, then id: the table keeps no line position). */
export async function lineItems(scope: StoreScope, orderIds: readonly string[]): Promise<Omit<OrderLineItemRow, 'store_id'>[]> {
  if (orderIds.length === 0) return [];
  return scope
    .from('order_line_items', 'li')
    .whereIn('li.order_id', orderIds)
    .select(
      'li.id',
      'li.order_id',
      'li.product_id',
      'li.variant_id',
      'li.title',
      'li.sku',
      'li.quantity',
      'li.unit_price_cents',
      'li.total_cents',
    )
    .orderBy([{ column: 'li.order_id' }, { column: 'li.id' }]);
}

/** Refunds of the given orders, oldest first per order (ties: id). */
export async function refunds(scope: StoreScope, orderIds: readonly string[]): Promise<Omit<RefundRow, 'store_id' | 'created_by'>[]> {
  if (orderIds.length === 0) return [];
  return scope
    .from('refunds', 'r')
    .whereIn('r.order_id', orderIds)
    .select('r.id', 'r.order_id', 'r.amount_cents', 'r.reason', 'r.created_at')
    .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }]);
}
