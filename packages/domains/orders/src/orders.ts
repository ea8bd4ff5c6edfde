/**
 * get_orders (seed: "Examples of other bodies": `window_days` and `limit`; contract
 * `GetOrdersResult`): orders created in the last `window_days` days up to `ctx.now`, newest first,
 * money in each order's currency, major units. Three queries whatever `limit` is.
 */
import type { HandlerContext, Types, WithDefaults } from '@storeops/contract';
import * as rows from './order-rows';
import { ordersView } from './view';

const DAY_MS = 86_400_000;

export async function getOrders(
  input: WithDefaults<Types.GetOrdersInput, 'window_days' | 'limit'>,
  ctx: HandlerContext,
): Promise<Types.GetOrdersResult> {
  const since = new Date(ctx.now.getTime() - input.window_days * DAY_MS).toISOString();
  const page = await rows.ordersPage(ctx.scope, since, ctx.now.toISOString(), input.limit);
  const orders = await ordersView(ctx.scope, page);
  return { window_days: input.window_days, orders, count: orders.length };
}
