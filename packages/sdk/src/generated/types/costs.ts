// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { IdempotencyKey } from './shared.js';

/**
 * Total of one expense category. Money in the store currency's major units.
 */
export interface CategoryTotal {
  category: string;
  /**
   * Sum of the category's amounts, major units (credits are negative).
   */
  total: number;
  /**
   * Number of rows.
   */
  count: number;
}

/**
 * One variant a cost import would change. Money in the store currency's major units.
 */
export interface CostImportChange {
  /**
   * The file's record number (header = 1).
   */
  row: number;
  variant_id: string;
  sku: string;
  /**
   * Recorded unit cost now; null when none is recorded.
   */
  before_unit_cost: number | null;
  before_tier: CostTier;
  /**
   * Unit cost after the import (tier `confirmed`).
   */
  after_unit_cost: number;
}

/**
 * A variant named by more than one row of the file (every row after the first is an error).
 */
export interface CostImportDuplicate {
  variant_id: string;
  sku: string;
  /**
   * The record numbers naming it.
   */
  rows: number[];
}

/**
 * Cost-confidence tier of a unit cost. `confirmed`: entered by a person (imported with propose_cost_import or set with storefront_update_variant_cost; `cost_source` `import` / `manual`) within the last 365 days. `stale`: entered by a person more than 365 days ago. `storefront`: taken from the storefront's cost field. `estimated`: no cost recorded; `unit_cost` is price × the median cost/price ratio of the store's variants with a known cost of the same product type (when at least 3 have one), else of all the store's variants with a known cost, else null.
 */
export type CostTier = "confirmed" | "storefront" | "estimated" | "stale";

/**
 * A row with the same date, amount, description and vendor (case-insensitive) as an existing expense (`of` `existing`) or an earlier row of the file (`of` `file`); it is skipped, not imported.
 */
export interface ExpenseImportDuplicate {
  row: number;
  of: "existing" | "file";
  /**
   * The existing expense it repeats; null for `file`.
   */
  expense_id: string | null;
  /**
   * The earlier record number it repeats; null for `existing`.
   */
  of_row: number | null;
}

/**
 * One expense an import would add. Money in the store currency's major units.
 */
export interface ExpenseImportRow {
  /**
   * The file's record number (header = 1).
   */
  row: number;
  /**
   * The id the expense will get (derived from the inspection id and the row).
   */
  id: string;
  incurred_on: string;
  category: string;
  description: string;
  vendor: string | null;
  amount: number;
}

/**
 * Arguments of `get_expenses`. All optional; `{}` returns the expenses of the 30 days ending today (UTC). Dates are UTC calendar days, both ends inclusive; the window is at most 366 days.
 */
export interface GetExpensesInput {
  /**
   * First day (`YYYY-MM-DD`, UTC), inclusive; default `to` − 29 days. After `to` answers `invalid_request` naming `from`.
   */
  from?: string;
  /**
   * Last day (`YYYY-MM-DD`, UTC), inclusive; default today (UTC).
   */
  to?: string;
  /**
   * Only this category, e.g. `shipping`, `payment_fees`, `software`, `marketing_other`, `rent`, `salaries`, `packaging`.
   */
  category?: string;
  /**
   * Rows per page, 1..100 (default 50), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * Expenses of a window: totals per category over the whole window and one page of rows, newest first.
 */
export interface GetExpensesResult {
  /**
   * First day of the window (UTC), inclusive.
   */
  from: string;
  /**
   * Last day of the window (UTC), inclusive.
   */
  to: string;
  currency: string;
  /**
   * Sum of all rows in the window (all pages), major units.
   */
  total: number;
  /**
   * Rows in the window (all pages).
   */
  count: number;
  /**
   * One total per category, largest first (ties by name).
   */
  by_category: CategoryTotal[];
  /**
   * At most `limit` rows, by `incurred_on` descending (ties by id).
   */
  expenses: StoreExpense[];
  has_more: boolean;
  /**
   * Pass as `cursor` for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `get_product_costs`. All optional; `{}` returns the first 50 variants of the store by SKU. The seed names the operation only; filters, bounds and paging here are this contract's design.
 */
export interface GetProductCostsInput {
  /**
   * Only the variants of this product (UUID). Not together with `handle`.
   */
  product_id?: string;
  /**
   * Only the variants of the product with this handle, e.g. `alpine-rain-jacket`. Not together with `product_id`.
   */
  handle?: string;
  tier?: CostTier;
  /**
   * Variants per page, 1..100 (default 50), by SKU ascending.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * A page of variants with their unit costs, by SKU ascending (ties by id).
 */
export interface GetProductCostsResult {
  /**
   * ISO 4217 code of every amount.
   */
  currency: string;
  variants: ProductCost[];
  /**
   * Number of variants on this page.
   */
  count: number;
  /**
   * Variants matching the filters (all pages).
   */
  total: number;
  /**
   * `true` when more variants follow this page.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * One problem of an import file.
 */
export interface ImportRowError {
  /**
   * Record number, counting the header row as 1 (so the first data row is 2; skipped empty lines are not counted); null for the whole file.
   */
  row: number | null;
  /**
   * The column (lower-cased header name); null for the whole row or file.
   */
  column: string | null;
  message: string;
}

/**
 * Arguments of `inspect_cost_import`: a cost file to inspect (header row first; UTF-8, an optional BOM, comma separated, fields may be double-quoted; values are trimmed; empty lines are skipped). At most 1,000,000 characters (so the file fits the 1 MiB request body with its JSON) and 5,000 data rows.
 */
export interface InspectCostImportInput {
  /**
   * The file's text.
   */
  csv: string;
}

/**
 * What a cost file would do; nothing is changed. A row changes its variant when its cost differs from the recorded one or the recorded cost is not `confirmed`; other valid rows are unchanged.
 */
export interface InspectCostImportResult {
  /**
   * SHA-256 (hex) of `cost` + a line end + the normalised file (BOM removed, line ends as LF, trailing line ends removed). Pass it with the same file to propose_cost_import.
   */
  inspection_id: string;
  /**
   * The store currency (every amount).
   */
  currency: string;
  /**
   * Data rows in the file.
   */
  rows: number;
  valid_rows: number;
  change_count: number;
  unchanged_count: number;
  /**
   * All errors (at most 200 are listed).
   */
  error_count: number;
  /**
   * `true` when the file has no error and changes at least one variant.
   */
  can_propose: boolean;
  /**
   * Errors by row, at most 200.
   */
  errors: ImportRowError[];
  duplicates: CostImportDuplicate[];
  /**
   * SKUs or variant references the store does not have (each also an error of its row).
   */
  unknown_skus: string[];
  /**
   * Every variant that would change, in file order.
   */
  changes: CostImportChange[];
}

/**
 * Arguments of `inspect_expense_import`: an expense file to inspect (header row first; UTF-8, an optional BOM, comma separated, fields may be double-quoted; values are trimmed; empty lines are skipped). At most 1,000,000 characters (so the file fits the 1 MiB request body with its JSON) and 5,000 data rows.
 */
export interface InspectExpenseImportInput {
  /**
   * The file's text.
   */
  csv: string;
}

/**
 * What an expense file would do; nothing is changed.
 */
export interface InspectExpenseImportResult {
  /**
   * SHA-256 (hex) of `expense` + a line end + the normalised file (BOM removed, line ends as LF, trailing line ends removed). Pass it with the same file to propose_expense_import.
   */
  inspection_id: string;
  currency: string;
  /**
   * Data rows in the file.
   */
  rows: number;
  valid_rows: number;
  /**
   * Rows that would be added (valid, not duplicates).
   */
  new_count: number;
  duplicate_count: number;
  /**
   * All errors (at most 200 are listed).
   */
  error_count: number;
  /**
   * `true` when the file has no error and adds at least one row.
   */
  can_propose: boolean;
  /**
   * Sum of the new rows, major units.
   */
  new_total: number;
  /**
   * New rows per category, largest first.
   */
  by_category: CategoryTotal[];
  errors: ImportRowError[];
  duplicates: ExpenseImportDuplicate[];
  new_rows: ExpenseImportRow[];
}

/**
 * One variant's unit cost, its confidence tier and margin. Money in the store currency's major units.
 */
export interface ProductCost {
  /**
   * The variant's UUID.
   */
  variant_id: string;
  /**
   * The storefront's variant reference (accepted by storefront_update_variant_cost).
   */
  external_id: string;
  sku: string;
  variant_title: string;
  product_id: string;
  product_handle: string;
  product_title: string;
  /**
   * The product type the estimation rule groups by, e.g. `Outerwear`.
   */
  product_type: string;
  /**
   * Current price, major units.
   */
  price: number;
  /**
   * Unit cost, major units; for the `estimated` tier the estimate; null when no estimate is possible (the store has no known cost).
   */
  unit_cost: number | null;
  tier: CostTier;
  /**
   * Where the recorded cost came from; null when none is recorded (`estimated`).
   */
  cost_source: "storefront" | "import" | "manual" | null;
  /**
   * When the recorded cost was last set (ISO 8601 UTC); null when none is recorded.
   */
  cost_updated_at: string | null;
  /**
   * For `estimated`, which median ratio gave the estimate; null otherwise or when no estimate was possible.
   */
  estimate_basis: "product_type" | "store" | null;
  /**
   * price − unit_cost, major units (negative when selling below cost); null without a unit cost.
   */
  margin: number | null;
  /**
   * margin / price × 100, rounded to 1 decimal; null without a unit cost or with a price of 0.
   */
  margin_percent: number | null;
}

/**
 * Arguments of `propose_cost_import`: the file inspected with inspect_cost_import and its `inspection_id`.
 */
export interface ProposeCostImportInput {
  /**
   * The same file text that was inspected (at most 1,000,000 characters, 5,000 data rows).
   */
  csv: string;
  /**
   * The `inspection_id` inspect_cost_import answered for this file. A different file answers 400 `invalid_request` naming `inspection_id`.
   */
  inspection_id: string;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `propose_expense_import`: the file inspected with inspect_expense_import and its `inspection_id`.
 */
export interface ProposeExpenseImportInput {
  /**
   * The same file text that was inspected (at most 1,000,000 characters, 5,000 data rows).
   */
  csv: string;
  /**
   * The `inspection_id` inspect_expense_import answered for this file. A different file answers 400 `invalid_request` naming `inspection_id`.
   */
  inspection_id: string;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * One business expense. Money in major units of `currency` (the store currency).
 */
export interface StoreExpense {
  id: string;
  /**
   * Day the expense was incurred (`YYYY-MM-DD`, UTC).
   */
  incurred_on: string;
  category: string;
  description: string;
  vendor: string | null;
  /**
   * Major units; negative for a credit.
   */
  amount: number;
  currency: string;
  /**
   * How it was recorded (`import`: by propose_expense_import).
   */
  source: "seed" | "import" | "manual";
  /**
   * Inspection id of the import it came from; null otherwise.
   */
  import_ref: string | null;
  created_at: string;
}

/**
 * Arguments of `storefront_update_variant_cost`.
 */
export interface StorefrontUpdateVariantCostInput {
  /**
   * The variant: its storefront reference (`external_id` from get_variants or get_product_costs, e.g. `44012346633385`) or its UUID `id`.
   */
  variant_id: string;
  /**
   * New unit cost in the store currency's major units, 0..1000000, with at most 2 digits after the decimal point (`x-decimal-places: 2`); more decimals answer 400 `invalid_request` naming `unit_cost`.
   */
  unit_cost: number;
  /**
   * Why, shown on the approval card and the receipt.
   */
  reason: string;
  idempotency_key?: IdempotencyKey;
}
