// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

/**
 * Arguments of `get_reviews`. All optional; `{}` returns the 20 newest reviews of the store (every status, products and store) with the summary over all of them. Dates are UTC calendar days, both ends inclusive.
 */
export interface GetReviewsInput {
  /**
   * Only reviews of this product (its id). Unknown answers 400 `invalid_request` naming `product_id`. Not together with `handle`.
   */
  product_id?: string;
  /**
   * Only reviews of the product with this storefront handle. Unknown answers 400 `invalid_request` naming `handle`.
   */
  handle?: string;
  /**
   * `products`: product reviews only; `store`: reviews of the store itself (no product); default `all`. With `product_id` / `handle` only `all` or `products`.
   */
  subject?: "all" | "products" | "store";
  /**
   * Lowest rating (stars), inclusive.
   */
  rating_min?: number;
  /**
   * Highest rating (stars), inclusive; below `rating_min` answers `invalid_request` naming `rating_max`.
   */
  rating_max?: number;
  /**
   * Only this moderation status; default every status.
   */
  status?: "published" | "pending" | "hidden";
  /**
   * Only reviews by verified buyers (`true`) or only unverified ones (`false`).
   */
  verified_buyer?: boolean;
  /**
   * Only reviews the store has replied to (`true`) or not (`false`).
   */
  has_reply?: boolean;
  /**
   * Only reviews written in the last N days (from N days before now, UTC). Not together with `from` / `to`.
   */
  window_days?: number;
  /**
   * First day (`YYYY-MM-DD`, UTC), inclusive.
   */
  from?: string;
  /**
   * Last day (`YYYY-MM-DD`, UTC), inclusive; before `from` answers `invalid_request` naming `from`.
   */
  to?: string;
  /**
   * Reviews per page, 1..100 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, with the same filters); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of reviews, newest first, and a summary (count, average, distribution) over every review matching the filters (all pages).
 */
export interface GetReviewsResult {
  /**
   * Over every review matching the filters (all pages, every status the filter lets through).
   */
  summary: {
    count: number;
    /**
     * Mean stars, rounded to 2 decimals; null when `count` is 0.
     */
    average_rating: number | null;
    /**
     * Number of reviews per star rating.
     */
    distribution: {
      "1": number;
      "2": number;
      "3": number;
      "4": number;
      "5": number;
    };
  };
  /**
   * At most `limit` reviews, by `created_at` descending (ties by id descending).
   */
  reviews: StoreReview[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * One customer review of a product, or of the store itself (`product` null).
 */
export interface StoreReview {
  id: string;
  /**
   * The reviewed product; null for a review of the store.
   */
  product: null | {
    id: string;
    handle: string;
    title: string;
  };
  /**
   * Stars, 1..5.
   */
  rating: number;
  title: string | null;
  body: string;
  /**
   * The display name the reviewer chose.
   */
  author_name: string;
  /**
   * `published`: shown on the storefront; `pending`: awaiting moderation; `hidden`: withheld (spam or abuse).
   */
  status: "published" | "pending" | "hidden";
  /**
   * Written after a purchase of this store (`order_id` names the order).
   */
  verified_buyer: boolean;
  order_id: string | null;
  /**
   * ISO 8601 UTC.
   */
  created_at: string;
  /**
   * The store's public reply; null when none.
   */
  reply: null | {
    body: string;
    replied_at: string | null;
  };
}
