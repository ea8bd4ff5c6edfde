/**
 * The storefront port (seed catalogue "catalog", "orders", "promotions"; docs/ARCHITECTURE.md
 * "Connectors"): the storefront platform as the service reaches it, through
 * `ctx.connectors.storefront` only.
 *
 * - Read side (the sync jobs `run_sync_orders`, `run_sync_catalog`): what changed on the platform
 *   since a cursor. Cursors are opaque to the caller; a page answers the changes in order, the
 *   cursor to continue from, and whether more changes were left before `until` (the work cap of one
 *   run).
 * - Write side (the `storefront_*` writes, refunds and cancellations, discounts, discount codes,
 *   gift cards): every change the service makes to platform-owned data. The handlers keep the
 *   service's own rows (intents, audit, approvals, content versions, price events, books); the
 *   port writes the platform's.
 *
 * Money is integer cents of the store currency; times ISO 8601 UTC. The embedded adapter
 * (@storeops/connector-storefront) holds the demo platform in the store's own tables.
 */
import type { DiscountCodeRow, GiftCardRow, OrderRow, RefundRow, StoreScope, VariantRow } from '@storeops/db';
import type { HandlerContext, StoreInfo } from '../handler-context';

/** One line of a storefront order: a variant at the price it sold for (integer cents). */
export interface StorefrontOrderLine {
  product_id: string;
  variant_id: string;
  title: string;
  sku: string;
  quantity: number;
  unit_price_cents: number;
}

export interface StorefrontOrder {
  /** The storefront's order id (unique per store; the embedded demo uses 6_000_000_000_000 + slot). */
  external_id: string;
  created_at: string;
  customer_ref: string;
  channel: 'online_store';
  /** Shipping address (the `orders.shipping_address` JSON object). */
  shipping_address: Record<string, string | null>;
  lines: StorefrontOrderLine[];
  shipping_cents: number;
  /** VAT rate applied to goods and shipping (0.21 = 21%). */
  tax_rate: number;
  /**
   * Discount off the goods (automatic discounts and the discount code together), integer cents,
   * 0..goods; absent = 0. Tax is charged on the goods after it (demo-promotions.ts).
   */
  discount_cents?: number;
  /** The discount code the customer entered, as created; absent or null = none. */
  discount_code?: string | null;
  /**
   * Where the visit came from, in the platform's field names (migration 023); absent or null
   * fields = the source does not say.
   */
  attribution?: StorefrontAttribution;
}

/** The order's referrer, landing page and UTM parameters (Shopify's `referring_site`, `landing_site`). */
export interface StorefrontAttribution {
  referring_site?: string | null;
  landing_site?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
}

export interface StorefrontRefund {
  /** The storefront's refund id (unique per store). */
  external_id: string;
  /** The refunded order's storefront id. */
  order_external_id: string;
  created_at: string;
  /** `remaining`: everything not refunded yet; `first_line`: the order's first line. */
  scope: 'remaining' | 'first_line';
  reason: 'damaged' | 'not_as_described' | 'late_delivery' | 'changed_mind' | 'other';
}

export type OrderChange = { type: 'order'; order: StorefrontOrder } | { type: 'refund'; refund: StorefrontRefund };

export type CatalogChange =
  | { type: 'price'; at: string; variant_id: string; price_cents: number }
  | { type: 'compare_at_price'; at: string; variant_id: string; compare_at_price_cents: number | null }
  | { type: 'inventory'; at: string; variant_id: string; inventory_quantity: number }
  | { type: 'title'; at: string; product_id: string; title: string };

export interface ChangePage<T> {
  changes: T[];
  /** Where the next read continues (opaque). */
  cursor: string;
  /** Whether changes before `until` were left for the next read (the `limit` was reached). */
  more: boolean;
}

export interface ChangeRequest {
  store: StoreInfo;
  /** The store's data as the service holds it (the embedded demo reads the catalog from it). */
  scope: StoreScope;
  /** Read changes after this cursor (null: the first sync, from `since`). */
  cursor: string | null;
  /** ISO 8601 UTC start of the first sync (the store's last sync time). */
  since: string;
  /** ISO 8601 UTC: read changes up to this time. */
  until: string;
  /** Most changes to answer (whole 15-minute slots of the demo; a slot is never split). */
  limit: number;
}

/** The storefront's own product status (not the service lifecycle). */
export type StorefrontStatus = 'active' | 'draft' | 'archived';

/** A product's storefront content fields. */
export interface ProductContent {
  title: string;
  description_html: string;
  seo_title: string | null;
  seo_description: string | null;
}

/** One variant of a new draft product: the `variants` columns it sets; money in cents. */
export type NewDraftVariant = Pick<
  VariantRow,
  'sku' | 'title' | 'size' | 'colour' | 'price_cents' | 'compare_at_price_cents' | 'inventory_quantity'
>;

/** A new draft product (storefront status `draft`), its variants in position order. */
export interface NewDraftProduct {
  handle: string;
  title: string;
  vendor: string;
  product_type: string;
  description_html: string;
  tags: string[];
  variants: NewDraftVariant[];
}

/** A metafield value as stored (JSON-serialisable), with its type name (e.g. `single_line_text_field`). */
export interface MetafieldValue {
  namespace: string;
  key: string;
  type: string;
  value: unknown;
}

/** One refunded line: units of an order line and their amount (cents). */
export interface NewRefundLine {
  line_item_id: string;
  quantity: number;
  amount_cents: number;
  restock: boolean;
}

/** A refund the service makes on an order (source `service`). */
export interface NewRefund {
  order_id: string;
  amount_cents: number;
  reason: RefundRow['reason'];
  note: string | null;
  restock: boolean;
  lines: NewRefundLine[];
  /** The order's refunded total after this refund (cents) and its financial status then. */
  refunded_cents_after: number;
  financial_status_after: string;
  /** The approval card that applied it, recorded beside the refund (service bookkeeping); null when none. */
  approval_id: string | null;
}

/** A shipping address as the contract's `OrderAddress` has it (stored as the `orders.shipping_address` JSON object). */
export interface ShippingAddress {
  name: string;
  address1: string;
  address2: string | null;
  city: string | null;
  province_code: string | null;
  postal_code: string | null;
  country_code: string;
  phone: string | null;
}

/** An automatic percentage discount on products (propose_discount). */
export interface NewDiscount {
  product_ids: string[];
  /** 1..100. */
  discount_percent: number;
  reason: string;
  /** Planned end (ISO 8601), or null = open-ended. */
  ended_at: string | null;
  approval_id: string | null;
}

/**
 * A discount code (storefront_create_discount_code): the `discount_codes` columns it sets
 * (`code_key` is the code upper-cased, unique per store; `value` percent or cents as stored), a
 * new code being `active` or `scheduled`.
 */
export type NewDiscountCode = Pick<
  DiscountCodeRow,
  'code' | 'code_key' | 'discount_type' | 'value' | 'minimum_subtotal_cents' | 'usage_limit' | 'starts_at' | 'ends_at' | 'approval_id'
> & { once_per_customer: boolean; status: 'active' | 'scheduled' };

/**
 * A gift card (storefront_issue_gift_card): the `gift_cards` columns it sets. The service never
 * keeps the plaintext code: `code_hash` is the SHA-256 hex of the normalised code (promotions
 * `giftCardCodeHash`); `expires_on` is `YYYY-MM-DD` or null (never).
 */
export type NewGiftCard = Pick<
  GiftCardRow,
  'code_hash' | 'last_characters' | 'initial_value_cents' | 'currency' | 'customer_ref' | 'note' | 'expires_on' | 'approval_id'
>;

export interface StorefrontPort {
  /** Tables of the store's data that hold this platform's data: handlers never write them (the port guard test). */
  readonly ownedTables: readonly string[];

  ordersSince(req: ChangeRequest): Promise<ChangePage<OrderChange>>;
  catalogChangesSince(req: ChangeRequest): Promise<ChangePage<CatalogChange>>;

  /** Sets a variant's price (cents); the product's "from" price (its lowest variant price) follows. */
  setVariantPrice(ctx: HandlerContext, variantId: string, priceCents: number): Promise<void>;
  /**
   * Sets a variant's price and/or compare-at price (cents; null clears the compare-at price) as an
   * intent's owned field is written (intent_declare, a revert); the product's "from" price is left
   * as it is.
   */
  setVariantFields(
    ctx: HandlerContext,
    variantId: string,
    patch: { price_cents?: number; compare_at_price_cents?: number | null },
  ): Promise<void>;
  /** Sets a variant's on-hand quantity (an absolute count). */
  setInventory(ctx: HandlerContext, variantId: string, quantity: number): Promise<void>;
  /** Puts `units` (> 0) back into a variant's stock (a restock on refund or cancellation). */
  restock(ctx: HandlerContext, variantId: string, units: number): Promise<void>;
  /** Sets a product's storefront status. */
  setProductStatus(ctx: HandlerContext, productId: string, status: StorefrontStatus): Promise<void>;
  /** Replaces a product's tags. */
  setTags(ctx: HandlerContext, productId: string, tags: readonly string[]): Promise<void>;
  /** Creates or replaces one metafield (unique per product + namespace + key). */
  setMetafield(ctx: HandlerContext, productId: string, metafield: MetafieldValue): Promise<void>;
  /**
   * Sets a product's content fields; `contentVersion` is the service's content version the change
   * was recorded as (kept beside the content so a competing change is detected).
   */
  updateContent(ctx: HandlerContext, productId: string, content: Partial<ProductContent>, contentVersion: number): Promise<void>;
  /** Creates a draft product and its variants (the platform numbers them); answers the product id. */
  createDraftProduct(ctx: HandlerContext, product: NewDraftProduct): Promise<string>;
  /** Records a refund with its lines and the order's refunded total and financial status; answers the refund id. */
  createRefund(ctx: HandlerContext, refund: NewRefund): Promise<string>;
  /** Cancels an order. */
  cancelOrder(ctx: HandlerContext, orderId: string, reason: NonNullable<OrderRow['cancel_reason']>): Promise<void>;
  /** Replaces an order's shipping address. */
  setShippingAddress(ctx: HandlerContext, orderId: string, address: ShippingAddress): Promise<void>;
  /** Creates an automatic discount; answers its id. */
  createDiscount(ctx: HandlerContext, discount: NewDiscount): Promise<string>;
  /** Creates a discount code; answers its id. */
  createDiscountCode(ctx: HandlerContext, code: NewDiscountCode): Promise<string>;
  /** Issues a gift card; answers its id. */
  createGiftCard(ctx: HandlerContext, card: NewGiftCard): Promise<string>;
}
