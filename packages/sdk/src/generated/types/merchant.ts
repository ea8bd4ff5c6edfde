// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

/**
 * One account-level issue of the merchant feed (the whole account, not one item).
 */
export interface MerchantAccountIssue {
  id: string;
  /**
   * Stable issue code, e.g. `missing_return_policy`, `price_mismatch_items`, `missing_shipping_speed`.
   */
  code: string;
  /**
   * `critical`: risks an account suspension; `error`: limits visibility; `suggestion`: optional improvement.
   */
  severity: "critical" | "error" | "suggestion";
  title: string;
  detail: string;
  /**
   * Where the feed provider documents the fix; null when none.
   */
  documentation_url: string | null;
  /**
   * Feed items the issue affects.
   */
  affected_items: number;
  /**
   * When the issue was first reported (UTC).
   */
  first_seen_at: string;
}

/**
 * Supplemental custom labels 0..4 of a feed item; null = not set.
 */
export interface MerchantCustomLabels {
  custom_label_0: string | null;
  custom_label_1: string | null;
  custom_label_2: string | null;
  custom_label_3: string | null;
  custom_label_4: string | null;
}

/**
 * Arguments of `merchant_delete_supplemental_labels`: clears custom labels of up to 50 products (each at most once): the listed `labels`, or all five when `labels` is left out.
 */
export interface MerchantDeleteSupplementalLabelsInput {
  items: {
    /**
     * Product handle or UUID; unknown or without a feed item answers 400 `invalid_request` naming `items[i].product`.
     */
    product: string;
    labels?: Array<"custom_label_0" | "custom_label_1" | "custom_label_2" | "custom_label_3" | "custom_label_4">;
  }[];
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  /**
   * Same as the `Idempotency-Key` header.
   */
  idempotency_key?: string;
}

/**
 * Arguments of `merchant_get_account_issues`. All optional; `{}` lists every account-level issue of the store's merchant feed.
 */
export interface MerchantGetAccountIssuesInput {
  /**
   * Only issues of this severity.
   */
  severity?: "critical" | "error" | "suggestion";
}

/**
 * The merchant feed's account-level issues, most severe first (critical, error, suggestion), then newest `first_seen_at`, ties by id; with the feed's item counts per status.
 */
export interface MerchantGetAccountIssuesResult {
  issues: MerchantAccountIssue[];
  /**
   * Number of issues returned (all of them; there is no paging).
   */
  count: number;
  item_status_counts: MerchantItemStatusCounts;
}

/**
 * Arguments of `merchant_get_product_views`. All optional; `{}` lists the first 50 feed items by handle.
 */
export interface MerchantGetProductViewsInput {
  /**
   * Only items of this feed status.
   */
  status?: "approved" | "limited" | "disapproved";
  /**
   * Only items carrying an item-level issue with this code (e.g. `missing_gtin`).
   */
  issue_code?: string;
  /**
   * Only this product (handle or UUID); unknown answers 400 `invalid_request` naming `product`.
   */
  product?: string;
  /**
   * Items per page, 1..100 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of feed items ordered by handle (ascending), with the feed's counts per status (all items, not only this page or filter).
 */
export interface MerchantGetProductViewsResult {
  products: MerchantProductView[];
  item_status_counts: MerchantItemStatusCounts;
  has_more: boolean;
  /**
   * Pass as `cursor` for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * One item-level issue reported by the merchant feed for a product.
 */
export interface MerchantItemIssue {
  /**
   * Stable issue code, e.g. `missing_gtin`, `image_too_small`, `price_mismatch`, `landing_page_error`.
   */
  code: string;
  /**
   * `error` disapproves the item; `warning` limits it; `suggestion` does not affect its status.
   */
  severity: "error" | "warning" | "suggestion";
  /**
   * The feed attribute concerned (e.g. `gtin`, `image_link`, `price`); null when none.
   */
  attribute: string | null;
  description: string;
  /**
   * How to fix it.
   */
  resolution: string;
}

/**
 * Number of feed items per status.
 */
export interface MerchantItemStatusCounts {
  approved: number;
  limited: number;
  disapproved: number;
  total: number;
}

/**
 * A product as the merchant feed sees it.
 */
export interface MerchantProductView {
  product_id: string;
  handle: string;
  title: string;
  /**
   * The feed's offer id (the product handle when it was submitted).
   */
  offer_id: string;
  /**
   * `approved`: eligible everywhere; `limited`: shown with limited visibility (warnings); `disapproved`: not shown (errors).
   */
  status: "approved" | "limited" | "disapproved";
  /**
   * Item-level issues, errors first, then warnings, then suggestions.
   */
  issues: MerchantItemIssue[];
  custom_labels: MerchantCustomLabels;
  /**
   * When the feed last reviewed the item (UTC).
   */
  last_checked_at: string;
}

/**
 * Arguments of `merchant_run_report`: a small report language over the merchant feed's daily performance rows. Dimension fields: `date`, `product_id`, `handle`, `title`, `status`, `custom_label_0` .. `custom_label_4`. Metric fields: `impressions`, `clicks`, `conversions`, `conversion_value` (major units of the store currency), `ctr` (clicks / impressions), `conversion_rate` (conversions / clicks). The rows are grouped by the dimension fields chosen (no dimension: one total row) and the metrics summed (ratios computed from the sums). A field name that is not one of these answers 400 `invalid_request` naming it (e.g. `fields[2]`).
 */
export interface MerchantRunReportInput {
  /**
   * Columns of the report, in this order.
   */
  fields: string[];
  /**
   * All must hold. A filter on a dimension keeps the daily rows before grouping; a filter on a metric keeps the grouped rows after it. Ops: `eq`, `neq`, `gt`, `gte`, `lt`, `lte` (numbers, or ISO dates for `date`), `in` (array value), `contains` (case-insensitive substring, text dimensions). A filter field need not be in `fields`.
   */
  filters?: {
    field: string;
    op: "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "in" | "contains";
    value: string | number | Array<string | number>;
  }[];
  /**
   * UTC calendar days, both inclusive, at most 366 days; `start` after `end` answers `invalid_request` naming `date_range.start`. Excludes `window_days`.
   */
  date_range?: {
    start: string;
    end: string;
  };
  /**
   * The last N UTC days ending yesterday (default 28 when `date_range` is absent).
   */
  window_days?: number;
  /**
   * Sort keys (fields of `fields`), in priority order; default the first metric descending, else the dimensions ascending. Ties always fall back to the dimensions ascending.
   */
  sort?: {
    field: string;
    direction?: "asc" | "desc";
  }[];
  /**
   * Rows returned, 1..1000 (default 100); `total_rows` tells how many there were.
   */
  limit?: number;
}

/**
 * The report: one object per row keyed by the requested fields (in `fields` order); money in major units of `currency`; ratios 0..1 rounded to 4 decimals (null when the denominator is 0).
 */
export interface MerchantRunReportResult {
  /**
   * First day (UTC), inclusive.
   */
  start: string;
  /**
   * Last day (UTC), inclusive.
   */
  end: string;
  currency: string;
  fields: string[];
  rows: {
    [key: string]: string | number | null;
  }[];
  /**
   * Rows returned.
   */
  row_count: number;
  /**
   * Rows the report had before `limit`.
   */
  total_rows: number;
  /**
   * True when `limit` cut rows off.
   */
  truncated: boolean;
}

/**
 * Arguments of `merchant_upsert_supplemental_labels`: per product, the custom labels to set. A label left out is unchanged; `null` clears it. At most 50 products, each at most once.
 */
export interface MerchantUpsertSupplementalLabelsInput {
  items: {
    /**
     * Product handle or UUID; unknown or without a feed item answers 400 `invalid_request` naming `items[i].product`.
     */
    product: string;
    /**
     * Labels to set (1..100 characters) or clear (`null`).
     */
    labels: {
      custom_label_0?: string | null;
      custom_label_1?: string | null;
      custom_label_2?: string | null;
      custom_label_3?: string | null;
      custom_label_4?: string | null;
    };
  }[];
  /**
   * Why (shown on the approval card).
   */
  reason?: string;
  /**
   * Same as the `Idempotency-Key` header.
   */
  idempotency_key?: string;
}
