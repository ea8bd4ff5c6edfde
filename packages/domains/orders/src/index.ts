/**
 * @storeops/domain-orders: handlers of the `orders` domain (seed catalogue "orders": get_orders,
 * get_orders_summary, storefront_create_refund, storefront_cancel_order,
 * storefront_update_shipping_address). The map is in `handlers.ts` (docs/ARCHITECTURE.md
 * "Handlers"): `orders.ts`, `summary.ts`, `refund.ts`, `cancel.ts`, `address.ts`; the order
 * queries in `order-rows.ts`, the `Order` view in `view.ts`.
 */
export { handlers } from './handlers';

/** The `Order` view shared with the order events' publishers (e.g. the storefront sync). */
export { orderView, ordersView } from './view';
