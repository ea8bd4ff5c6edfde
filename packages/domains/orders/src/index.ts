/**
 * @storeops/domain-orders: handlers of the `orders` domain (seed catalogue "orders": get_orders,
 * get_orders_summary, storefront_create_refund, storefront_cancel_order,
 * storefront_update_shipping_address). Thin: rules live in the modules named below, queries in
 * `repo.ts`.
 */
import type { OrdersHandlers } from '@storeops/contract';
import { updateShippingAddress } from './address';
import { cancelOrder } from './cancel';
import { createRefund } from './refund';
import { getOrders } from './service';
import { getOrdersSummary } from './summary';

export const handlers = {
  get_orders: (input, ctx) => getOrders(input, ctx),
  get_orders_summary: (input, ctx) => getOrdersSummary(input, ctx),
  storefront_create_refund: createRefund,
  storefront_cancel_order: cancelOrder,
  storefront_update_shipping_address: updateShippingAddress,
} satisfies OrdersHandlers;

/** The `Order` view shared with the order events' publishers (e.g. the storefront sync). */
export { orderView, ordersView } from './view';
