/**
 * @storeops/domain-orders: handlers of the `orders` domain (seed: "Tool operations with
 * documented parameters"). Thin: rules live in `service.ts`, queries in `repo.ts`.
 */
import type { OrdersHandlers } from '@storeops/contract';
import { getOrders } from './service';

export const handlers = {
  get_orders: (input, ctx) => getOrders(input, ctx),
} satisfies OrdersHandlers;

/** The `Order` view shared with the order events' publishers (e.g. the storefront sync). */
export { orderView, ordersView } from './view';
