// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { IdempotencyKey } from './shared.js';

/**
 * Arguments of `get_discount_history`. All optional; `{}` returns the 20 newest discounts and discount codes of the store. The seed names no parameters; the filters, bounds and defaults here are this contract's design decision.
 */
export interface GetDiscountHistoryInput {
  /**
   * Only automatic product discounts (`discount`, made by `propose_discount`) or only discount codes (`discount_code`); omitted = both.
   */
  kind?: "discount" | "discount_code";
  status?: PromotionStatus;
  /**
   * Only entries created in the last `window_days` days (1..730, UTC); omitted = all time.
   */
  window_days?: number;
  /**
   * Entries per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page).
   */
  before?: string;
}

/**
 * A page of the store's discounts and discount codes, newest first (by `created_at`, then `id`).
 */
export interface GetDiscountHistoryResult {
  /**
   * ISO 4217 code of every amount (the store currency).
   */
  currency: string;
  promotions: PromotionSummary[];
  /**
   * True when older entries match; pass `next_cursor` as `before` for the next page.
   */
  has_more: boolean;
  /**
   * Cursor of the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_promotion_detail`: exactly one of `id` (a discount, discount code or gift card) or `code` (a discount code, case-insensitive). The seed names no parameters; these are this contract's design.
 */
export interface GetPromotionDetailInput {
  /**
   * Id of a discount, discount code or gift card (`id` from get_discount_history or a receipt).
   */
  id?: string;
  /**
   * A discount code, matched case-insensitively (e.g. `welcome10`). Gift card codes are secret and cannot be looked up.
   */
  code?: string;
  /**
   * How many of the newest orders that used a discount code to list, 0..50 (default 10).
   */
  recent_orders?: number;
}

/**
 * One discount, discount code or gift card. Fields that do not apply to the kind are null (or an empty list). Money in the store currency's major units; times ISO 8601 UTC.
 */
export interface GetPromotionDetailResult {
  kind: "discount" | "discount_code" | "gift_card";
  id: string;
  title: string;
  status: PromotionStatus;
  /**
   * ISO 4217 code of every amount (the store currency).
   */
  currency: string;
  /**
   * The discount code as created; null for other kinds.
   */
  code: string | null;
  /**
   * A gift card's last 4 code characters (all that is ever shown after creation); null for other kinds.
   */
  last_characters: string | null;
  discount_type: "percentage" | "fixed_amount" | null;
  /**
   * Percent off or amount off (major units); null for gift cards.
   */
  value: number | null;
  /**
   * Order subtotal a discount code needs (major units); null = none.
   */
  minimum_subtotal: number | null;
  /**
   * Whether a customer may use the discount code only once; null for other kinds.
   */
  once_per_customer: boolean | null;
  /**
   * Start (discount codes; automatic discounts start when created); null for gift cards.
   */
  starts_at: string | null;
  /**
   * End (discount codes) or when an automatic discount ended; null = open-ended.
   */
  ends_at: string | null;
  /**
   * Why an automatic discount was made; null for other kinds.
   */
  reason: string | null;
  /**
   * The products an automatic discount applies to (empty for other kinds); a product since deleted is left out.
   */
  products: {
    id: string;
    title: string;
    handle: string;
    /**
     * The product's price (its lowest variant price).
     */
    price: number;
    /**
     * The price with this discount.
     */
    sale_price: number;
  }[];
  /**
   * Usage of a discount code against its limit; null for other kinds.
   */
  usage: {
    count: number;
    /**
     * Null = unlimited.
     */
    limit: number | null;
    /**
     * Uses left; null = unlimited.
     */
    remaining: number | null;
  } | null;
  /**
   * Gift card values; null for other kinds.
   */
  gift_card: {
    initial_value: number;
    balance: number;
    customer_ref: string | null;
    note: string | null;
    /**
     * Last day it can be used (UTC); null = never expires.
     */
    expires_on: string | null;
    disabled_at: string | null;
  } | null;
  /**
   * Orders that used a discount code (case-insensitive match on the order's code, cancelled and refunded orders included); null for other kinds (orders do not record automatic discounts or gift card payments).
   */
  orders: {
    orders_count: number;
    discount_given: number;
    /**
     * Sum of order totals (before refunds).
     */
    revenue: number;
    /**
     * The newest orders that used the code (up to `recent_orders`), newest first.
     */
    recent: {
      id: string;
      order_number: number;
      customer_ref: string;
      discount: number;
      total: number;
      created_at: string;
    }[];
  } | null;
  /**
   * The approval card that created it; null for ones made outside the service.
   */
  approval_id: string | null;
  created_at: string;
}

/**
 * What the orders that used a discount code did (orders whose `discount_code` equals the code, case-insensitively, cancelled and refunded ones included). Money in the store currency's major units.
 */
export interface PromotionPerformance {
  /**
   * Orders that used the code.
   */
  orders_count: number;
  /**
   * Sum of those orders' discounts.
   */
  discount_given: number;
  /**
   * Sum of those orders' totals (after discount, with shipping and tax, before refunds).
   */
  revenue: number;
}

/**
 * Effective status, evaluated now (UTC). Discount codes: `disabled` (turned off), `scheduled` (`starts_at` in the future), `expired` (`ends_at` passed), otherwise `active` (a code at its usage limit stays `active`; see `usage_limit_reached`). Automatic discounts: `active` or `ended`. Gift cards: `active`, `expired` (`expires_on` passed) or `disabled`.
 */
export type PromotionStatus = "active" | "scheduled" | "expired" | "disabled" | "ended";

/**
 * One discount or discount code in the store's promotion history.
 */
export interface PromotionSummary {
  /**
   * `discount`: automatic percentage discount on products; `discount_code`: a code entered at checkout.
   */
  kind: "discount" | "discount_code";
  id: string;
  /**
   * The code as created (discount codes); null for automatic discounts.
   */
  code: string | null;
  /**
   * Short human summary, e.g. `WELCOME10 - 10% off` or `15% off 3 products`.
   */
  title: string;
  /**
   * Automatic discounts are always `percentage`.
   */
  discount_type: "percentage" | "fixed_amount";
  /**
   * Percent off (`percentage`) or amount off in the store currency's major units (`fixed_amount`).
   */
  value: number;
  status: PromotionStatus;
  /**
   * When it starts (UTC); for automatic discounts, when it was created.
   */
  starts_at: string;
  /**
   * When it ends or ended (UTC); null = open-ended.
   */
  ends_at: string | null;
  /**
   * Times the code was used (discount codes); null for automatic discounts.
   */
  usage_count: number | null;
  /**
   * Total uses allowed; null = unlimited (or an automatic discount).
   */
  usage_limit: number | null;
  /**
   * True when a discount code has a limit and `usage_count` reached it (customers cannot use it any more).
   */
  usage_limit_reached: boolean;
  /**
   * Products an automatic discount applies to; null for discount codes (they apply to the whole order).
   */
  product_count: number | null;
  /**
   * Orders that used the code (discount codes). Null for automatic discounts: orders do not record which automatic discount priced them, so their performance is not derivable.
   */
  performance: PromotionPerformance | null;
  created_at: string;
}

/**
 * Arguments of `propose_discount` (seed catalogue names).
 */
export interface ProposeDiscountInput {
  /**
   * The products to discount, 1..50 distinct product UUIDs of this store (`id` from query_products).
   */
  product_ids: string[];
  /**
   * Percent off each product's price, 1..90 in steps of 0.5 (e.g. 15 or 12.5).
   */
  discount_percent: number;
  /**
   * Why, 1..500 characters; shown on the approval card and stored with the discount.
   */
  reason: string;
  /**
   * When the discount ends (ISO 8601, stored in UTC); must be in the future, otherwise 400 naming `ends_at`; omitted = open-ended (until an operator ends it in the storefront admin). From then on orders are no longer discounted and the discount reads `ended` with this `ends_at`.
   */
  ends_at?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_create_discount_code`. The seed names no parameters; these, their bounds and defaults are this contract's design.
 */
export interface StorefrontCreateDiscountCodeInput {
  /**
   * The code customers enter, 4..32 characters of `A-Z a-z 0-9 _ -`. Unique per store regardless of case (`welcome10` collides with `WELCOME10`); kept as written.
   */
  code: string;
  /**
   * `percentage` (percent off the order subtotal) or `fixed_amount` (amount off the order).
   */
  discount_type: "percentage" | "fixed_amount";
  /**
   * Percent off, 1..100 (`percentage`, steps of 0.5), or amount off in the store currency's major units, 0.01..100000 with at most 2 decimals (`fixed_amount`).
   */
  value: number;
  /**
   * Total uses allowed, 1..1000000; omitted = unlimited.
   */
  usage_limit?: number;
  /**
   * Each customer may use the code once (default false).
   */
  once_per_customer?: boolean;
  /**
   * Order subtotal needed to use the code, in major units (at most 2 decimals); omitted = none.
   */
  minimum_subtotal?: number;
  /**
   * When the code starts working (ISO 8601; stored and shown in UTC); omitted = when the card is applied.
   */
  starts_at?: string;
  /**
   * When the code stops working (ISO 8601, UTC); must be after `starts_at` and in the future; omitted = open-ended.
   */
  ends_at?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_create_gift_card`. The seed names no parameters; these, their bounds and defaults are this contract's design. There is no `code` argument: the service generates the code when the card is applied.
 */
export interface StorefrontCreateGiftCardInput {
  /**
   * Value in the store currency's major units, 1..10000 with at most 2 decimals.
   */
  initial_value: number;
  /**
   * The customer it is for (storefront customer reference, e.g. `cus_...` from get_orders); omitted = anyone holding the code.
   */
  customer_ref?: string;
  /**
   * Internal note (not shown to the customer).
   */
  note?: string;
  /**
   * Last day the card can be used (`YYYY-MM-DD`, UTC); must be after today; omitted = never expires.
   */
  expires_on?: string;
  idempotency_key?: IdempotencyKey;
}
