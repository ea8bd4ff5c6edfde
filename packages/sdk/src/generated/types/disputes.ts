// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

/**
 * One chargeback dispute on an order.
 */
export interface Dispute {
  id: string;
  /**
   * The payment processor's dispute id.
   */
  external_id: string;
  /**
   * `needs_response`: evidence is expected; `under_review`: evidence submitted, the bank decides; `won` / `lost`: decided; `accepted`: the store conceded.
   */
  status: "needs_response" | "under_review" | "won" | "lost" | "accepted";
  reason: "fraudulent" | "product_not_received" | "product_unacceptable" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
  /**
   * Disputed amount, major units of `currency` (at most the order total).
   */
  amount: number;
  currency: string;
  /**
   * Deadline for evidence (ISO 8601 UTC); null when none applies (accepted).
   */
  evidence_due_by: string | null;
  evidence_status: "not_submitted" | "draft" | "submitted";
  /**
   * `needs_response` and `evidence_due_by` has passed.
   */
  overdue: boolean;
  /**
   * Days from now until `evidence_due_by` (one decimal; negative when overdue) for a `needs_response` dispute; null otherwise (evidence submitted, closed, or no due date).
   */
  days_until_due: number | null;
  opened_at: string;
  closed_at: string | null;
  /**
   * The disputed order.
   */
  order: {
    id: string;
    order_number: number;
    /**
     * Order total, major units.
     */
    total: number;
    currency: string;
    customer_ref: string;
    created_at: string;
  };
}

/**
 * Arguments of `get_disputes`. All optional; `{}` returns the store's chargeback disputes, the most urgent first (`needs_response` by evidence due date, soonest first; then `under_review`; then closed ones, newest closed first), 25 per page.
 */
export interface GetDisputesInput {
  /**
   * Only this status; `open` = `needs_response` or `under_review`, `closed` = `won`, `lost` or `accepted`. Default every status.
   */
  status?: "open" | "closed" | "needs_response" | "under_review" | "won" | "lost" | "accepted";
  /**
   * Only this card-network reason.
   */
  reason?: "fraudulent" | "product_not_received" | "product_unacceptable" | "duplicate" | "subscription_canceled" | "credit_not_processed" | "general";
  /**
   * Only disputes whose evidence is due before this instant (ISO 8601; disputes without a due date are left out).
   */
  due_before?: string;
  /**
   * Only open disputes whose evidence is due within N days from now (UTC), including overdue ones.
   */
  due_within_days?: number;
  /**
   * Disputes per page, 1..100 (default 25).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, with the same filters); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of chargeback disputes and a summary over every dispute matching the filters (all pages).
 */
export interface GetDisputesResult {
  /**
   * The store currency (the summary amounts' currency).
   */
  currency: string;
  summary: {
    count: number;
    /**
     * `needs_response` or `under_review`.
     */
    open_count: number;
    needs_response_count: number;
    /**
     * `needs_response` disputes whose evidence due date has passed.
     */
    overdue_count: number;
    /**
     * Sum of the open disputes' amounts in store-currency major units (disputes in another currency are left out).
     */
    open_amount: number;
  };
  /**
   * Most urgent first; `needs_response` by `evidence_due_by` ascending (overdue first), then `under_review` by `evidence_due_by` ascending, then closed ones by `closed_at` descending; ties by id.
   */
  disputes: Dispute[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}
