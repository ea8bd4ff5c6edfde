// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { Currency, IdempotencyKey, Order } from './shared.js';

/**
 * Arguments of `get_orders`. All optional; `{}` returns the 10 newest orders of the last 30 days. The seed names `window_days` and `limit` without bounds; the bounds here (1..120 days, default 30; 1..50 rows, default 10) are this contract's design decision.
 */
export interface GetOrdersInput {
  /**
   * Look-back window in days, 1..120 (default 30): orders created in the last `window_days` days.
   */
  window_days?: number;
  /**
   * Maximum number of orders, 1..50 (default 10), newest first.
   */
  limit?: number;
}

/**
 * Orders created in the window, newest first, at most `limit`, each with its line items and refunds. Money is in each order's currency, major units.
 */
export interface GetOrdersResult {
  /**
   * Window applied, in days.
   */
  window_days: number;
  /**
   * Orders, newest first.
   */
  orders: Order[];
  /**
   * Number of orders in `orders` (not the number of orders in the window).
   */
  count: number;
}

/**
 * Arguments of `get_orders_summary`. All optional; `{}` summarises the orders of the last 30 days on every channel. The seed names no parameters; the window (1..365 days, default 30) and the optional `channel` filter are this contract's design decision (the demo data covers the last 120 days).
 */
export interface GetOrdersSummaryInput {
  /**
   * Look-back window in days, 1..365 (default 30): orders placed from `now - window_days` days up to now (UTC).
   */
  window_days?: number;
  /**
   * Only orders of this sales channel; omit for every channel.
   */
  channel?: "online_store" | "marketplace" | "pos" | "wholesale";
}

/**
 * Orders placed in the window (`since` .. `until`, UTC), summarised. Money is a decimal in the store currency (`currency`), major units. Cancelled orders are counted apart (`cancelled`) and left out of every other figure and breakdown. `revenue` is what the orders charged (`total`: after discount, shipping and tax included); `refunded` is what was refunded on those orders so far, whenever the refund was made.
 */
export interface GetOrdersSummaryResult {
  /**
   * Window applied, in days.
   */
  window_days: number;
  /**
   * Start of the window (inclusive), ISO 8601 UTC.
   */
  since: string;
  /**
   * End of the window (inclusive, the time of the call), ISO 8601 UTC.
   */
  until: string;
  /**
   * Channel filter applied; null for every channel.
   */
  channel: "online_store" | "marketplace" | "pos" | "wholesale" | null;
  currency: Currency;
  /**
   * Orders placed in the window, cancelled ones excluded.
   */
  order_count: number;
  /**
   * Sum of their `total`.
   */
  revenue: number;
  /**
   * Sum of what was refunded on them so far.
   */
  refunded: number;
  /**
   * `revenue` - `refunded`.
   */
  net_revenue: number;
  /**
   * `revenue` / `order_count`, rounded to 2 decimals (before refunds); null when there are no orders.
   */
  average_order_value: number | null;
  /**
   * Refunds recorded against these orders.
   */
  refund_count: number;
  /**
   * Orders with at least part refunded (`partially_refunded` or `refunded`).
   */
  refunded_order_count: number;
  /**
   * Orders placed in the window and cancelled since.
   */
  cancelled: {
    /**
     * Cancelled orders.
     */
    order_count: number;
    /**
     * What they had charged (sum of `total`).
     */
    total: number;
    /**
     * What was refunded on them.
     */
    refunded: number;
  };
  /**
   * One entry per payment state, always all three, in the order `paid`, `partially_refunded`, `refunded`.
   */
  by_financial_status: OrdersSummaryBucket[];
  /**
   * One entry per shipping state, always all three, in the order `unfulfilled`, `partial`, `fulfilled`.
   */
  by_fulfillment_status: OrdersSummaryBucket[];
  /**
   * Channels with at least one order in the window, highest revenue first (ties by channel name).
   */
  by_channel: OrdersSummaryBucket[];
}

/**
 * The order: its UUID `id`, its storefront id `external_id` (11 to 20 digits, e.g. `5000000006300`) or its order number (`#6300` or `6300`), as get_orders shows them. An order this store does not have answers 400 `invalid_request` naming `order_id`.
 */
export type OrderRef = string;

/**
 * Why an order is refunded (the reasons of `OrderRefund`).
 */
export type OrderRefundReason = "damaged" | "not_as_described" | "late_delivery" | "changed_mind" | "other";

/**
 * Orders of one group (not cancelled), with their money in the store currency, major units.
 */
export interface OrdersSummaryBucket {
  /**
   * The group: a financial status (`paid`, `partially_refunded`, `refunded`), a fulfilment status (`unfulfilled`, `partial`, `fulfilled`) or a channel (`online_store`, `marketplace`, `pos`, `wholesale`).
   */
  key: string;
  /**
   * Orders in the group.
   */
  order_count: number;
  /**
   * Sum of the orders' `total`.
   */
  revenue: number;
  /**
   * Sum of what was refunded on these orders so far.
   */
  refunded: number;
  /**
   * `revenue` - `refunded`.
   */
  net_revenue: number;
}

/**
 * Arguments of `storefront_cancel_order`: the order (not fulfilled, not already cancelled), why, and whether to restock its units and refund what is left of its total.
 */
export interface StorefrontCancelOrderInput {
  order_id: OrderRef;
  /**
   * Why it is cancelled: `customer` (the customer asked), `inventory` (out of stock), `fraud`, `declined` (payment declined), `other`.
   */
  reason: "customer" | "inventory" | "fraud" | "declined" | "other";
  /**
   * Put the order's units that were not restocked yet back into their variants' stock (default true: an unfulfilled order's units never left).
   */
  restock?: boolean;
  /**
   * Refund the order's refundable remainder (`total` - `refunded`) with the cancellation (default true; emits `order.refunded`). False leaves the payment as it is.
   */
  refund?: boolean;
  /**
   * Note kept with the cancellation's refund and shown on the card.
   */
  note?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_create_refund`: the order, what to refund (order lines with quantities, an amount, or both), the reason, and whether the refunded units go back into stock.
 */
export interface StorefrontCreateRefundInput {
  order_id: OrderRef;
  /**
   * Order lines to refund, each at most once, each `quantity` at most the line's units not refunded yet (`quantity` - `refunded_quantity` in get_orders). Without `amount`, the refund is the units' paid price: unit price less the line's share of the order discount, plus its share of tax (shipping is refunded only through `amount`).
   */
  line_items?: {
    /**
     * The order line (`line_items[].id` in get_orders).
     */
    line_item_id: string;
    /**
     * Units of that line to refund.
     */
    quantity: number;
  }[];
  /**
   * Money to refund in the store currency's major units, above 0, at most 2 decimals, at most the order's refundable remainder (`total` - `refunded`). With `line_items` it replaces their computed price (e.g. to add shipping); without, it is an amount-only refund. At least one of `line_items` and `amount` is required.
   */
  amount?: number;
  /**
   * Put the refunded units of `line_items` back into their variants' stock (default false). Needs `line_items`, and an order that is not cancelled.
   */
  restock?: boolean;
  reason: OrderRefundReason;
  /**
   * Note kept with the refund (shown on the card and in get_orders).
   */
  note?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_update_shipping_address`: the order (not fulfilled, not partly fulfilled, not cancelled) and its new shipping address.
 */
export interface StorefrontUpdateShippingAddressInput {
  order_id: OrderRef;
  /**
   * The new address. `name`, `address1` and `country_code` are required; leading and trailing spaces are trimmed and an empty optional field counts as absent (stored as null). For `US`, `DE`, `FR`, `NL`, `BE`, `AT`, `DK`, `GB` and `IE` the postal code is required and checked against the country's format (`NL` `1015 BN`, `GB` `E2 7DJ`, `US` `11211` or `11211-1234`); `country_code` must be an assigned ISO 3166-1 alpha-2 code.
   */
  shipping_address: {
    /**
     * Recipient's name.
     */
    name: string;
    /**
     * Street and number.
     */
    address1: string;
    /**
     * Apartment, floor, company.
     */
    address2?: string;
    /**
     * City or town.
     */
    city?: string;
    /**
     * Subdivision code without the country prefix (e.g. `NY`, `NH`).
     */
    province_code?: string;
    /**
     * Postal code.
     */
    postal_code?: string;
    /**
     * ISO 3166-1 alpha-2 country code (e.g. `NL`); upper-cased.
     */
    country_code: string;
    /**
     * Recipient's phone (digits, spaces and `+()./-`).
     */
    phone?: string;
  };
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}
