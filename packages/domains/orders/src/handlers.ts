/** The orders domain's handler map (generated `OrdersHandlers`); each handler lives in the file named for it. */
import type { OrdersHandlers } from '@storeops/contract';
import { storefrontUpdateShippingAddress } from './address';
import { storefrontCancelOrder } from './cancel';
import { getOrders } from './orders';
import { storefrontCreateRefund } from './refund';
import { getOrdersSummary } from './summary';

export const handlers = {
  get_orders: getOrders,
  get_orders_summary: getOrdersSummary,
  storefront_cancel_order: storefrontCancelOrder,
  storefront_create_refund: storefrontCreateRefund,
  storefront_update_shipping_address: storefrontUpdateShippingAddress,
} satisfies OrdersHandlers;
