/** Knex queries over `orders`: one page of orders, then its line items and refunds in one query each. */
import type { OrderLineItemRow, OrderRow, RefundLineItemRow, RefundRow, StoreScope } from '@storeops/db';

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
  'o.external_id',
  'o.cancelled_at',
  'o.cancel_reason',
  'o.shipping_address',
  'o.updated_at',
] as const;

/** An order's head row as every `Order` view reads it. */
export type OrderHead = Omit<OrderRow, 'store_id'>;

/** One order's head row by id, or undefined. */
export async function orderHead(scope: StoreScope, orderId: string): Promise<OrderHead | undefined> {
  return scope
    .from('orders', 'o')
    .where('o.id', orderId)
    .first(...ORDER_COLUMNS) as Promise<OrderHead | undefined>;
}

/** Orders created in `[since, until]` (ISO 8601 UTC), newest first (ties: higher order number), at most `limit`. */
export async function ordersPage(scope: StoreScope, since: string, until: string, limit: number): Promise<OrderHead[]> {
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

/** One refund joined with one of its line items (all `rli_*` null for a refund without line items). */
export type RefundWithLine = Pick<
  RefundRow,
  'id' | 'order_id' | 'amount_cents' | 'reason' | 'created_at' | 'note' | 'restock' | 'source'
> & {
  rli_id: string | null;
  rli_line_item_id: string | null;
  rli_quantity: number | string | null;
  rli_amount_cents: number | string | null;
  rli_restock: RefundLineItemRow['restock'] | null;
};

/**
 * Refunds of the given orders with their line items, one row per (refund, line item) and one row
 * for a refund without line items: oldest refund first per order (ties: id), its lines by id.
 * One query (a left join), so a page of orders still costs three queries.
 */
export async function refunds(scope: StoreScope, orderIds: readonly string[]): Promise<RefundWithLine[]> {
  if (orderIds.length === 0) return [];
  const q = scope
    .from('refunds', 'r')
    .whereIn('r.order_id', orderIds)
    .select(
      'r.id',
      'r.order_id',
      'r.amount_cents',
      'r.reason',
      'r.created_at',
      'r.note',
      'r.restock',
      'r.source',
      'rli.id as rli_id',
      'rli.line_item_id as rli_line_item_id',
      'rli.quantity as rli_quantity',
      'rli.amount_cents as rli_amount_cents',
      'rli.restock as rli_restock',
    )
    .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }, { column: 'rli.id' }]);
  scope.join(q, { table: 'refund_line_items', as: 'rli', on: ['rli.refund_id', 'r.id'], type: 'left' });
  return q as Promise<RefundWithLine[]>;
}
