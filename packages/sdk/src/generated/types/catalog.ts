// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { CalibrationMetric, CalibrationThreshold, Currency, DecisionBucket, DecisionBucketCounts, IdempotencyKey } from './shared.js';

/**
 * One agent.
 */
export interface AgentSummary {
  /**
   * Agent identifier, unique in the store (e.g. `pricing-guard`).
   */
  slug: string;
  /**
   * Display name.
   */
  name: string;
  /**
   * When the agent last ran (ISO 8601); null if it never ran.
   */
  last_run_at: string | null;
}

/**
 * The store's agents grouped by mode. An agent in `dry_run` logs decisions and sends nothing live; each carries `turn_it_on`, the route to switch it on.
 */
export interface AgentsOverview {
  /**
   * Number of agents in all modes.
   */
  total: number;
  /**
   * Agents acting live.
   */
  live: AgentSummary[];
  /**
   * Agents in dry run (log decisions, send nothing live), each with the route to turn it on.
   */
  dry_run: DryRunAgent[];
  /**
   * Agents switched off.
   */
  off: AgentSummary[];
}

/**
 * One AI-readiness check of a product (or of the store, for `shop_policies`).
 */
export interface AiReadinessCheck {
  id: AiReadinessCheckId;
  /**
   * Whether the check passed.
   */
  passed: boolean;
  /**
   * How much a failure of this check hurts an AI shopping agent's use of the product (fixed per check: critical for description_length and gtin, warning for structured_attributes, image_alt_text and shop_policies, info for seo, category and tags).
   */
  severity: "critical" | "warning" | "info";
  /**
   * Points the check adds to `score` when it passes.
   */
  weight: number;
  /**
   * What was found (e.g. `2 of 3 images have no alt text`).
   */
  detail: string;
}

/**
 * Stable id of an AI-readiness check (`get_ai_readiness`): `description_length` (25 points), `structured_attributes` (15), `gtin` (20), `image_alt_text` (15), `seo` (10), `category` (5), `tags` (5), `shop_policies` (5, a store check counted on every product).
 */
export type AiReadinessCheckId = "description_length" | "structured_attributes" | "gtin" | "image_alt_text" | "seo" | "category" | "tags" | "shop_policies";

/**
 * AI readiness of one product.
 */
export interface AiReadinessProduct {
  /**
   * Product identifier.
   */
  product_id: string;
  /**
   * Storefront handle.
   */
  handle: string;
  /**
   * Product title.
   */
  title: string;
  storefront_status: StorefrontStatus;
  /**
   * Sum of the weights of the passed checks (0..100).
   */
  score: number;
  /**
   * Every check, in the order of `AiReadinessCheckId`.
   */
  checks: AiReadinessCheck[];
  /**
   * Ids of the failed checks, in check order.
   */
  failing: AiReadinessCheckId[];
}

/**
 * One concrete fix for a failed AI-readiness check, naming the operation that would apply it.
 */
export interface AiRepair {
  check: AiReadinessCheckId;
  /**
   * The product to fix; null for a store-level fix (`shop_policies`).
   */
  product_id: string | null;
  /**
   * The product's storefront handle; null for a store-level fix.
   */
  handle: string | null;
  /**
   * The operation that applies the fix; null when no operation of this service can (then `description` says where to fix it).
   */
  operation: "storefront_update_content" | "storefront_set_metafield" | "storefront_update_tags" | null;
  /**
   * Ready-to-send arguments of `operation` when the fix is deterministic (e.g. SEO fields derived from the title and description, tags from the product type); null when a person has to supply the value (e.g. a new description) or there is no operation.
   */
  arguments: Record<string, unknown> | null;
  /**
   * What to change and why.
   */
  description: string;
}

/**
 * Open (unresolved) alerts per severity.
 */
export interface AlertSeverityCounts {
  /**
   * Open critical alerts.
   */
  critical: number;
  /**
   * Open warning alerts.
   */
  warning: number;
  /**
   * Open info alerts.
   */
  info: number;
}

/**
 * Summary of the store's calibrated thresholds (full detail with all percentiles: `get_calibration`).
 */
export interface CalibrationSummary {
  /**
   * When the thresholds were last calibrated (ISO 8601); null if never.
   */
  calibrated_at: string | null;
  /**
   * One entry per calibrated metric; empty if never calibrated.
   */
  thresholds: CalibrationThresholdSummary[];
}

/**
 * Floor, ceiling and median of one calibrated metric.
 */
export interface CalibrationThresholdSummary {
  metric: CalibrationMetric;
  /**
   * Lower threshold (in the metric's unit); below it the service alerts or acts.
   */
  floor: number;
  /**
   * Upper threshold (in the metric's unit).
   */
  ceiling: number;
  /**
   * Median of the metric over the calibration sample (in the metric's unit).
   */
  p50: number;
}

/**
 * Catalogue counts under two vocabularies that do not agree: `storefront_status` is the storefront platform's own status (active / draft / archived); `service_lifecycle` is the service's own label for how a product is managed. Never read one as the other: an `active` storefront product may be `declining` in the service lifecycle, and a service `active` says nothing about storefront visibility. A business without a storefront has zero of everything.
 */
export interface CatalogueCounts {
  /**
   * Number of products.
   */
  product_count: number;
  /**
   * Number of variants across all products.
   */
  variant_count: number;
  /**
   * Products per storefront status (the storefront platform's vocabulary).
   */
  storefront_status: {
    /**
     * Products the storefront shows as active.
     */
    active: number;
    /**
     * Products in draft on the storefront.
     */
    draft: number;
    /**
     * Products archived on the storefront.
     */
    archived: number;
  };
  /**
   * Products per service lifecycle state (the service's vocabulary, lowercase keys). Only states that have at least one product appear as keys; a missing key means zero.
   */
  service_lifecycle: {
    [key: string]: number;
  };
}

/**
 * One recorded version of a product's title, description and SEO fields, with who wrote it and when.
 */
export interface ContentVersion {
  /**
   * Version number (1 = the content the product was created with).
   */
  version: number;
  /**
   * Product title in this version.
   */
  title: string;
  /**
   * HTML description in this version (empty string = none).
   */
  description_html: string;
  /**
   * SEO title in this version; null = not set.
   */
  seo_title: string | null;
  /**
   * SEO description in this version; null = not set.
   */
  seo_description: string | null;
  /**
   * Who wrote it: an operator's email, a credential id, or `storefront` (written on the storefront and seen by sync).
   */
  author: string;
  /**
   * How the version was recorded: `storefront_sync` (seen on the storefront), `service` (an applied `storefront_update_content`), `seed` (demo history).
   */
  source: "seed" | "storefront_sync" | "service";
  /**
   * The approval that applied it (source `service`); null otherwise.
   */
  approval_id: string | null;
  /**
   * When the version was recorded (ISO 8601 UTC).
   */
  created_at: string;
  /**
   * Fields that differ from the previous version (`title`, `description_html`, `seo_title`, `seo_description`); every field for version 1.
   */
  changed_fields: Array<"title" | "description_html" | "seo_title" | "seo_description">;
}

/**
 * Whole-store census of decision rows per bucket over the window. It is the only valid denominator for "how much has changed": divide a bucket by `total`, never by the length of a filtered or limited list. Most rows are usually `noop`.
 */
export interface DecisionCensus {
  /**
   * Window the census covers, in days (7 in this version).
   */
  window_days: number;
  /**
   * All decision rows of the store in the window (the sum of `buckets`).
   */
  total: number;
  buckets: DecisionBucketCounts;
}

/**
 * An agent in dry run, with the route to switch it on.
 */
export interface DryRunAgent {
  /**
   * Agent identifier, unique in the store.
   */
  slug: string;
  /**
   * Display name.
   */
  name: string;
  /**
   * When the agent last ran (ISO 8601); null if it never ran.
   */
  last_run_at: string | null;
  turn_it_on: TurnItOn;
}

/**
 * Arguments of `find_similar_products`: exactly one of `product_id` or `handle`; optional `limit`.
 */
export interface FindSimilarProductsInput {
  /**
   * The product to find neighbours of (UUID). Give this or `handle`, not both.
   */
  product_id?: string;
  /**
   * The product's storefront handle. Give this or `product_id`, not both.
   */
  handle?: string;
  /**
   * Maximum number of similar products, 1..20 (default 5).
   */
  limit?: number;
}

/**
 * Products most similar to one product, highest score first.
 */
export interface FindSimilarProductsResult {
  /**
   * The product asked about.
   */
  product_id: string;
  /**
   * Its storefront handle.
   */
  handle: string;
  /**
   * The similarity method: Okapi BM25 (MiniSearch) over the store's product text and attributes; deterministic; not a language model.
   */
  method: "bm25";
  /**
   * Number of store products in the index (the asked one included).
   */
  indexed_products: number;
  /**
   * Similar products, score descending then id ascending; the asked product never appears.
   */
  similar: SimilarProduct[];
  /**
   * Number of products in `similar`.
   */
  count: number;
}

/**
 * Arguments of `get_ai_readiness`. One product (`product_id` or `handle`), or a page of the store's products, lowest score first. All optional.
 */
export interface GetAiReadinessInput {
  /**
   * Check only this product (UUID). Not with `handle`.
   */
  product_id?: string;
  /**
   * Check only the product with this storefront handle. Not with `product_id`.
   */
  handle?: string;
  /**
   * Page only products with this storefront status (ignored for one product).
   */
  storefront_status?: StorefrontStatus;
  /**
   * Products per page, 1..100 (default 20).
   */
  limit?: number;
  /**
   * Products to skip (paging; pass the previous page's `next_offset`).
   */
  offset?: number;
}

/**
 * AI-readiness scores and checks; store checks apply to every product.
 */
export interface GetAiReadinessResult {
  /**
   * Checks of the store as a whole (`shop_policies`).
   */
  store_checks: AiReadinessCheck[];
  /**
   * Products, lowest score first, then by handle.
   */
  products: AiReadinessProduct[];
  /**
   * Number of products in `products`.
   */
  count: number;
  /**
   * Products matching the selection (all pages).
   */
  total: number;
  /**
   * Mean score over all matching products (1 decimal); null when none match.
   */
  average_score: number | null;
  /**
   * Pass as `offset` for the next page; null on the last page.
   */
  next_offset: number | null;
}

/**
 * Arguments of `get_ai_repairs`. One product (`product_id` or `handle`), or a page of the store's products, lowest score first. All optional.
 */
export interface GetAiRepairsInput {
  /**
   * Repairs of only this product (UUID). Not with `handle`.
   */
  product_id?: string;
  /**
   * Repairs of only the product with this storefront handle. Not with `product_id`.
   */
  handle?: string;
  /**
   * Page only products with this storefront status (ignored for one product).
   */
  storefront_status?: StorefrontStatus;
  /**
   * Products per page, 1..100 (default 20).
   */
  limit?: number;
  /**
   * Products to skip (paging; pass the previous page's `next_offset`).
   */
  offset?: number;
}

/**
 * Fixes for the failed AI-readiness checks of the selected products.
 */
export interface GetAiRepairsResult {
  /**
   * The store-level fixes first, then per product (lowest readiness score first, then by handle) in check order.
   */
  repairs: AiRepair[];
  /**
   * Number of repairs in `repairs`.
   */
  count: number;
  /**
   * Products of this page whose checks were turned into repairs.
   */
  products_considered: number;
  /**
   * Pass as `offset` for the next page of products; null on the last page.
   */
  next_offset: number | null;
}

/**
 * `get_calibration` takes no arguments: send an empty object `{}`.
 */
export type GetCalibrationInput = Record<string, never>;

/**
 * The store's calibrated thresholds: floors, ceilings and percentiles per metric.
 */
export interface GetCalibrationResult {
  /**
   * Newest calibration time across the metrics (ISO 8601); null if never calibrated.
   */
  calibrated_at: string | null;
  /**
   * One entry per calibrated metric; empty if never calibrated.
   */
  thresholds: CalibrationThreshold[];
}

/**
 * Arguments of `get_content_versions`: exactly one of `product_id` or `handle`; optional paging.
 */
export interface GetContentVersionsInput {
  /**
   * The product's UUID. Give this or `handle`, not both.
   */
  product_id?: string;
  /**
   * The product's storefront handle. Give this or `product_id`, not both.
   */
  handle?: string;
  /**
   * Maximum number of versions, 1..50 (default 20).
   */
  limit?: number;
  /**
   * Only versions older than this version number (paging: pass the previous page's `next_before_version`).
   */
  before_version?: number;
}

/**
 * A product's content versions, newest first.
 */
export interface GetContentVersionsResult {
  /**
   * The product.
   */
  product_id: string;
  /**
   * The product's storefront handle.
   */
  handle: string;
  /**
   * The product's current content version (its content equals that version's).
   */
  current_version: number;
  /**
   * Versions, newest (highest number) first, at most `limit`.
   */
  versions: ContentVersion[];
  /**
   * Number of versions in `versions`.
   */
  count: number;
  /**
   * Pass as `before_version` for the next (older) page; null when there is none.
   */
  next_before_version: number | null;
}

/**
 * Arguments of `get_product_detail`: exactly one of `product_id` or `handle`.
 */
export interface GetProductDetailInput {
  /**
   * The product's UUID (from `query_products`). Give this or `handle`, not both.
   */
  product_id?: string;
  /**
   * The product's storefront handle (e.g. `alpine-henley`). Give this or `product_id`, not both.
   */
  handle?: string;
  /**
   * Days of the performance summary, 1..120 (default 30), ending with yesterday (UTC).
   */
  window_days?: number;
}

/**
 * One product in full: its storefront fields, content, images, structured attributes, variants with unit costs, a performance summary and the newest decision. Money is a decimal in the store currency's major units; times are ISO 8601 UTC.
 */
export interface GetProductDetailResult {
  /**
   * Product identifier.
   */
  id: string;
  /**
   * Storefront URL handle, unique in the store.
   */
  handle: string;
  /**
   * Product title.
   */
  title: string;
  /**
   * Vendor or brand.
   */
  vendor: string;
  /**
   * The storefront's product type (e.g. `Knitwear`).
   */
  product_type: string;
  /**
   * Storefront taxonomy path (e.g. `Apparel & Accessories > Clothing > Sweaters`); null = uncategorised.
   */
  category: string | null;
  /**
   * Storefront tags, as stored (sorted).
   */
  tags: string[];
  /**
   * The storefront platform's own status (active / draft / archived). Not the service lifecycle: see `service_lifecycle`.
   */
  storefront_status: StorefrontStatus;
  /**
   * The service's lifecycle state of the product (`state` in `query_products`). Not the storefront status: see `storefront_status`.
   */
  service_lifecycle: LifecycleState;
  /**
   * "From" price: the lowest variant price, decimal major units.
   */
  price: number;
  currency: Currency;
  /**
   * Trailing 7-day revenue / ad spend as of the last sync; null when the product had no ad spend.
   */
  current_roas: number | null;
  /**
   * When the product was created (ISO 8601 UTC).
   */
  created_at: string;
  /**
   * When the product last changed (ISO 8601 UTC).
   */
  updated_at: string;
  content: ProductContent;
  /**
   * Images in position order.
   */
  images: ProductImage[];
  /**
   * Structured attributes, ordered by namespace then key.
   */
  metafields: ProductMetafield[];
  /**
   * Every variant in storefront position order.
   */
  variants: ProductDetailVariant[];
  performance: ProductPerformanceSummary;
  /**
   * The newest decision row about this product; null if there is none.
   */
  last_decision: ProductLastDecision | null;
}

/**
 * `get_store_overview` takes no arguments: send an empty object `{}`.
 */
export type GetStoreOverviewInput = Record<string, never>;

/**
 * One-screen summary of the store: identity, catalogue counts, open alerts, calibration, last sync, agents and the whole-store decision census.
 */
export interface GetStoreOverviewResult {
  /**
   * Identifier of the store the credential is bound to.
   */
  store_id: string;
  /**
   * Store name.
   */
  name: string;
  tenant_type: TenantType;
  currency: Currency;
  catalogue: CatalogueCounts;
  /**
   * Number of open (unresolved) alerts, all severities.
   */
  open_alert_count: number;
  open_alerts_by_severity: AlertSeverityCounts;
  calibration: CalibrationSummary;
  /**
   * When the store's data was last synchronised from its providers (ISO 8601, UTC); null for a store that has never synced.
   */
  last_sync_at: string | null;
  agents: AgentsOverview;
  decisions: DecisionCensus;
}

/**
 * Arguments of `get_variants`. All optional; `{}` returns the 10 highest priced variants across the store; `sku` looks one variant up by SKU.
 */
export interface GetVariantsInput {
  /**
   * List the variants of this one product (UUID). Omit for the top variants by price across the store.
   */
  product_id?: string;
  /**
   * Only the variant with exactly this SKU (case-sensitive); with `product_id`, only if it is that product's. No match: an empty list.
   */
  sku?: string;
  /**
   * Maximum number of variants, 1..50 (default 10).
   */
  limit?: number;
}

/**
 * Variants of one product in their storefront order, or, when no product was given, the top variants across the store by price, highest first.
 */
export interface GetVariantsResult {
  /**
   * The product listed; null when listing across the store.
   */
  product_id: string | null;
  /**
   * Variants, at most `limit`.
   */
  variants: Variant[];
  /**
   * Number of variants in `variants`.
   */
  count: number;
}

/**
 * The service's own lifecycle label for how a product is managed (`catalogue.service_lifecycle`), lowercase. This is NOT the storefront's status (`storefront_status`: active / draft / archived); the two vocabularies do not agree and neither may be read as the other (a product can be `winner` here and `draft` on the storefront).
 */
export type LifecycleState = "new" | "testing" | "active" | "winner" | "scaling" | "declining" | "paused" | "draft" | "retired";

/**
 * One storefront market: a group of countries sold to in one currency and set of languages.
 */
export interface Market {
  /**
   * Market identifier.
   */
  id: string;
  /**
   * Market handle, unique in the store.
   */
  handle: string;
  /**
   * Market name.
   */
  name: string;
  /**
   * Whether this is the primary market (exactly one is).
   */
  primary: boolean;
  /**
   * Whether the market is selling.
   */
  enabled: boolean;
  /**
   * ISO 3166-1 alpha-2 codes of the market's countries, sorted.
   */
  countries: string[];
  /**
   * ISO 4217 code customers in this market pay in.
   */
  currency: string;
  /**
   * BCP 47 locale tags the market's storefront is shown in.
   */
  locales: string[];
  /**
   * Percent added to (positive) or taken off (negative) base prices in this market.
   */
  price_adjustment_percent: number;
  /**
   * When the market was created (ISO 8601 UTC).
   */
  created_at: string;
}

/**
 * One product row.
 */
export interface Product {
  /**
   * Product identifier (pass it as `product_id` to other tools).
   */
  id: string;
  /**
   * URL handle, unique in the store (pass it as `handle` to `get_recent_decisions`).
   */
  handle: string;
  /**
   * Product title.
   */
  title: string;
  /**
   * The service lifecycle state (lowercase). Not the storefront status: see `storefront_status`.
   */
  state: LifecycleState;
  /**
   * The storefront platform's own status (active / draft / archived). Not the service lifecycle: see `state`.
   */
  storefront_status: StorefrontStatus;
  /**
   * Vendor or brand.
   */
  vendor: string;
  /**
   * "From" price: the lowest variant price, a decimal in the store currency's major units (e.g. 24.5).
   */
  price: number;
  currency: Currency;
  /**
   * Current return on ad spend: trailing 7-day revenue / ad spend as of the last sync (ratio; 2.5 = 2.50 revenue per 1.00 spent). Null when the product had no ad spend.
   */
  current_roas: number | null;
  /**
   * The newest decision row about this product; null if there is none.
   */
  last_decision: ProductLastDecision | null;
  /**
   * When the product last changed (ISO 8601).
   */
  updated_at: string;
  /**
   * When the product was created (ISO 8601).
   */
  created_at: string;
}

/**
 * A product's storefront content: HTML description and SEO fields at content version `content_version` (history: `get_content_versions`).
 */
export interface ProductContent {
  /**
   * The storefront description as HTML; empty string when there is none.
   */
  description_html: string;
  /**
   * Search-engine title; null when not set (the storefront then uses the product title).
   */
  seo_title: string | null;
  /**
   * Search-engine meta description; null when not set.
   */
  seo_description: string | null;
  /**
   * Current content version number (0 = no version recorded).
   */
  content_version: number;
}

/**
 * One variant of a product with its identifiers, stock, price and unit cost. Money is a decimal in the store currency's major units.
 */
export interface ProductDetailVariant {
  /**
   * Variant identifier.
   */
  id: string;
  /**
   * The storefront's own variant reference (used by storefront write tools).
   */
  external_id: string;
  /**
   * Stock keeping unit.
   */
  sku: string;
  /**
   * Variant title (e.g. `L / Rust`).
   */
  title: string;
  /**
   * Size option; null when the product has none.
   */
  size: string | null;
  /**
   * Colour option; null when the product has none.
   */
  colour: string | null;
  /**
   * 1-based storefront position.
   */
  position: number;
  /**
   * Price, decimal major units.
   */
  price: number;
  /**
   * Compare-at ("was") price, decimal major units; null when none.
   */
  compare_at_price: number | null;
  /**
   * Units in stock.
   */
  inventory_quantity: number;
  /**
   * GTIN / EAN / UPC as the storefront holds it; null when none.
   */
  barcode: string | null;
  /**
   * Shipping weight in grams; null when unknown.
   */
  weight_grams: number | null;
  /**
   * Unit cost, decimal major units; null when unknown.
   */
  unit_cost: number | null;
  /**
   * Where `unit_cost` came from; null when the cost is unknown.
   */
  cost_source: "storefront" | "import" | "manual" | null;
}

/**
 * One product image in storefront position order.
 */
export interface ProductImage {
  /**
   * Image identifier.
   */
  id: string;
  /**
   * Image URL on the storefront CDN.
   */
  url: string;
  /**
   * Alternative text; null when missing (flagged by `get_ai_readiness` check `image_alt_text`).
   */
  alt_text: string | null;
  /**
   * 1-based position; 1 is the featured image.
   */
  position: number;
  /**
   * Width in pixels; null when unknown.
   */
  width: number | null;
  /**
   * Height in pixels; null when unknown.
   */
  height: number | null;
}

/**
 * Short form of the newest decision row about a product (full rows: `get_recent_decisions` with `handle`).
 */
export interface ProductLastDecision {
  /**
   * Decision identifier.
   */
  id: string;
  /**
   * What the decision does (e.g. `transition_state`, `adjust_price`, `hold`).
   */
  action: string;
  bucket: DecisionBucket;
  /**
   * State the decision moves the subject to (UPPERCASE lifecycle state, e.g. `WINNER`).
   */
  to_state: string;
  /**
   * When the decision was made (ISO 8601).
   */
  created_at: string;
}

/**
 * One structured attribute (storefront metafield) of a product, e.g. `specs.material`.
 */
export interface ProductMetafield {
  /**
   * Metafield namespace (e.g. `specs`).
   */
  namespace: string;
  /**
   * Metafield key within the namespace (e.g. `material`).
   */
  key: string;
  /**
   * Storefront metafield type, e.g. `single_line_text_field`, `multi_line_text_field`, `number_integer`, `boolean`.
   */
  type: string;
  /**
   * The typed value (string, number, boolean or JSON), as stored.
   */
  value: unknown;
  /**
   * When it last changed (ISO 8601 UTC).
   */
  updated_at: string;
}

/**
 * The product's totals over whole UTC days `since`..`until` (inclusive) from the daily performance rows. Money in decimal major units.
 */
export interface ProductPerformanceSummary {
  /**
   * Days covered.
   */
  window_days: number;
  /**
   * First day (UTC, inclusive).
   */
  since: string;
  /**
   * Last day (UTC, inclusive): yesterday.
   */
  until: string;
  /**
   * Line-item revenue of the product (all channels, before order discounts, shipping and tax).
   */
  revenue: number;
  /**
   * Ad spend attributed to the product.
   */
  ad_spend: number;
  /**
   * revenue / ad_spend, rounded to 2 decimals; null when there was no ad spend.
   */
  roas: number | null;
  /**
   * Storefront sessions that viewed the product.
   */
  sessions: number;
  /**
   * Orders containing the product.
   */
  orders: number;
  /**
   * Of those orders, the ones from storefront sessions.
   */
  conversions: number;
  /**
   * conversions / sessions (0..1, 4 decimals); null when there were no sessions.
   */
  conversion_rate: number | null;
}

/**
 * Arguments of `propose_draft`: a new product created as a draft (storefront status `draft`, lifecycle `draft`).
 */
export interface ProposeDraftInput {
  /**
   * Product title, 1..255 characters.
   */
  title: string;
  /**
   * Storefront handle (URL slug): lowercase letters and digits in groups joined by single hyphens, at most 200 characters. Optional: by default it is derived from the title (`Alpine Linen Shirt` -> `alpine-linen-shirt`) and made unique with `-2`, `-3`, ... A given handle that already exists answers 400 `invalid_request` naming `handle`.
   */
  handle?: string;
  /**
   * Vendor (brand or supplier) name, 1..255 characters.
   */
  vendor: string;
  /**
   * Product type, e.g. `Shirts`, 1..255 characters.
   */
  product_type: string;
  /**
   * Product description as HTML, at most 65536 characters; default empty.
   */
  description_html?: string;
  /**
   * Tags, at most 250; each trimmed, 1..255 characters, no comma; duplicates differing only in case are kept once (first spelling).
   */
  tags?: string[];
  /**
   * The variants, 1..100, in display order.
   */
  variants: {
    /**
     * Stock keeping unit, 1..64 characters without leading or trailing spaces; unique in the store (an existing or repeated SKU answers 400 `invalid_request` naming `variants[i].sku`).
     */
    sku: string;
    /**
     * Price in the store currency's major units, above 0, at most 1000000, at most 2 decimals.
     */
    price: number;
    /**
     * Optional "was" price (major units, at most 2 decimals), shown struck through; must be above `price`.
     */
    compare_at_price?: number;
    /**
     * Size option, e.g. `M`.
     */
    size?: string;
    /**
     * Colour option, e.g. `Navy`.
     */
    colour?: string;
    /**
     * On-hand units, 0..1000000 (default 0).
     */
    inventory_quantity?: number;
  }[];
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `propose_state_transition`. Name the product by `product_id` or `handle` (exactly one).
 */
export interface ProposeStateTransitionInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `alpine-henley`. Give this or `product_id`.
   */
  handle?: string;
  /**
   * The lifecycle state to move to. Lowercase (as stored and answered) or UPPERCASE (as decision rows write `to_state`, e.g. `WINNER`); stored lowercase. Must be an allowed next state of the product's current state (see the operation's transition table), else 400 `invalid_request` naming `to_state` and the allowed next states.
   */
  to_state: "new" | "testing" | "active" | "winner" | "scaling" | "declining" | "paused" | "draft" | "retired" | "NEW" | "TESTING" | "ACTIVE" | "WINNER" | "SCALING" | "DECLINING" | "PAUSED" | "DRAFT" | "RETIRED";
  /**
   * Why, shown on the approval card (1..500 characters).
   */
  reason: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `query_products`. All optional; `{}` returns the 10 most recently updated products.
 */
export interface QueryProductsInput {
  /**
   * Narrow the rows. Every condition given must hold.
   */
  filter?: {
    /**
     * Find products by text: a product whose title, handle or one of its variants' SKUs contains this text (case-insensitive for ASCII letters; `%` and `_` are plain characters). 1..100 characters, not only spaces.
     */
    query?: string;
    /**
     * Only the product with a variant of exactly this SKU (case-sensitive).
     */
    sku?: string;
    /**
     * Only products in this service lifecycle state (lowercase, e.g. `active`, `draft`, `winner`). This is the service's label, not the storefront status.
     */
    lifecycle_state?: LifecycleState;
    /**
     * `true`: only products with a pending, unapplied decision. `false`: only products without one. Omit for both.
     */
    has_active_decision?: boolean;
  };
  /**
   * Row order: `created_desc` newest product first, `updated_desc` most recently updated first, `roas_desc` highest current ROAS first (products without ad spend, ROAS null, last). Default `updated_desc`.
   */
  sort?: "created_desc" | "updated_desc" | "roas_desc";
  /**
   * Maximum number of product rows, 1..50 (default 10).
   */
  limit?: number;
}

/**
 * Product rows in the requested order, at most `limit`.
 */
export interface QueryProductsResult {
  /**
   * Product rows, ordered by `sort`.
   */
  products: Product[];
  /**
   * Number of rows in `products` (not the catalogue size; see `get_store_overview`).
   */
  count: number;
  /**
   * Order applied (the request's `sort`, or the default `updated_desc`).
   */
  sort: "created_desc" | "updated_desc" | "roas_desc";
  /**
   * Limit applied (the request's `limit`, or the default 10).
   */
  limit: number;
}

/**
 * The shop's business address.
 */
export interface ShopAddress {
  /**
   * Street and number.
   */
  address1: string;
  /**
   * Second address line; null when none.
   */
  address2: string | null;
  /**
   * City.
   */
  city: string;
  /**
   * Postal code.
   */
  postal_code: string;
  /**
   * Province / state code; null when none.
   */
  province_code: string | null;
  /**
   * ISO 3166-1 alpha-2 country code.
   */
  country_code: string;
}

/**
 * One published shop policy.
 */
export interface ShopPolicy {
  kind: ShopPolicyKind;
  /**
   * Policy title as published.
   */
  title: string;
  /**
   * Policy text (plain text).
   */
  body: string;
  /**
   * Public URL of the policy page.
   */
  url: string;
  /**
   * When it last changed (ISO 8601 UTC).
   */
  updated_at: string;
}

/**
 * Kind of shop policy.
 */
export type ShopPolicyKind = "refund" | "shipping" | "privacy" | "terms_of_service" | "contact";

/**
 * A product similar to the one asked about, with its BM25 score and the terms they share.
 */
export interface SimilarProduct {
  /**
   * Product identifier.
   */
  id: string;
  /**
   * Storefront handle.
   */
  handle: string;
  /**
   * Product title.
   */
  title: string;
  /**
   * Vendor or brand.
   */
  vendor: string;
  /**
   * The storefront's product type.
   */
  product_type: string;
  storefront_status: StorefrontStatus;
  /**
   * "From" price, decimal major units of the store currency.
   */
  price: number;
  /**
   * BM25 relevance of this product to the asked product's terms (field weighted, rounded to 4 decimals). Comparable within one answer only.
   */
  score: number;
  /**
   * Normalised terms (lowercase, stop words removed) both products contain, sorted.
   */
  shared_terms: string[];
}

/**
 * Arguments of `storefront_get_shop_profile`: none (send `{}`).
 */
export type StorefrontGetShopProfileInput = Record<string, never>;

/**
 * The storefront's shop profile: domains, locale, contact, address, plan, published policies and where it ships.
 */
export interface StorefrontGetShopProfileResult {
  /**
   * The platform's own domain of the shop.
   */
  myshop_domain: string;
  /**
   * The domain customers see.
   */
  primary_domain: string;
  /**
   * Primary locale (BCP 47, e.g. `en`).
   */
  primary_locale: string;
  currency: Currency;
  /**
   * Customer-facing contact email.
   */
  email: string;
  /**
   * Contact phone; null when none.
   */
  phone: string | null;
  address: ShopAddress;
  /**
   * The storefront platform plan.
   */
  plan: string;
  /**
   * Unit the storefront shows weights in (e.g. `g`, `kg`, `lb`).
   */
  weight_unit: string;
  /**
   * Published policies, in the order refund, shipping, privacy, terms_of_service, contact.
   */
  policies: ShopPolicy[];
  /**
   * Of refund, shipping, privacy and terms_of_service, the kinds not published (an AI shopping agent looks for them; see `get_ai_readiness` check `shop_policies`).
   */
  missing_policies: ShopPolicyKind[];
  /**
   * ISO 3166-1 alpha-2 codes the shop ships to, sorted.
   */
  ships_to_countries: string[];
  /**
   * When the shop was created (ISO 8601 UTC).
   */
  created_at: string;
  /**
   * When the profile last changed (ISO 8601 UTC).
   */
  updated_at: string;
}

/**
 * Arguments of `storefront_list_markets`. All optional; `{}` lists every market.
 */
export interface StorefrontListMarketsInput {
  /**
   * true = only enabled markets; false = only disabled ones; omit for all.
   */
  enabled?: boolean;
}

/**
 * The storefront's markets, primary first, then by name.
 */
export interface StorefrontListMarketsResult {
  base_currency: Currency;
  /**
   * Markets, the primary one first, then by name.
   */
  markets: Market[];
  /**
   * Number of markets in `markets`.
   */
  count: number;
}

/**
 * Arguments of `storefront_set_metafield`. Name the product by `product_id` or `handle` (exactly one).
 */
export interface StorefrontSetMetafieldInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`.
   */
  handle?: string;
  /**
   * Metafield namespace, 3..255 characters of `a-z`, `0-9`, `_` and `-` (e.g. `custom`).
   */
  namespace: string;
  /**
   * Metafield key, 2..64 characters of `a-z`, `0-9`, `_` and `-` (e.g. `fabric_weight_gsm`).
   */
  key: string;
  /**
   * The storefront metafield type; `value` must follow its rule: `single_line_text_field` text without line breaks; `multi_line_text_field` any text; `number_integer` an integer such as `42` (at most 9007199254740991 in size); `number_decimal` a decimal such as `12.5` (at most 15 digits); `boolean` `true` or `false`; `date` a calendar date `YYYY-MM-DD`; `url` an absolute http or https URL; `json` a JSON document; `list.single_line_text_field` a JSON array of 1..128 non-empty strings without line breaks. Setting an existing metafield with another type replaces the type too.
   */
  type: "single_line_text_field" | "multi_line_text_field" | "number_integer" | "number_decimal" | "boolean" | "date" | "url" | "json" | "list.single_line_text_field";
  /**
   * The value as text (as the storefront's API takes it), at most 65536 characters, checked against `type`'s rule: a value that breaks it answers 400 `invalid_request` naming `value` and the rule.
   */
  value: string;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_set_product_status`. Name the product by `product_id` or `handle` (exactly one).
 */
export interface StorefrontSetProductStatusInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `brushed-henley`. Give this or `product_id`.
   */
  handle?: string;
  status: StorefrontStatus;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The storefront platform's own product status. A different vocabulary from the service lifecycle (`LifecycleState`); never read one as the other.
 */
export type StorefrontStatus = "active" | "draft" | "archived";

/**
 * Arguments of `storefront_update_content`. Name the product by `product_id` or `handle` (exactly one); give at least one of `title`, `description_html`, `seo_title`, `seo_description`.
 */
export interface StorefrontUpdateContentInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`.
   */
  handle?: string;
  /**
   * New title, 1..255 characters (not only spaces).
   */
  title?: string;
  /**
   * New description as HTML, at most 65536 characters; empty clears it.
   */
  description_html?: string;
  /**
   * New SEO title (search result headline), at most 70 characters; `null` clears it (the storefront then uses the title).
   */
  seo_title?: string | null;
  /**
   * New SEO description (search result snippet), at most 320 characters; `null` clears it.
   */
  seo_description?: string | null;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_update_inventory`.
 */
export interface StorefrontUpdateInventoryInput {
  /**
   * The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`.
   */
  variant_id: string;
  /**
   * The new on-hand quantity in units, 0..1,000,000. An absolute count (what a stock take found), not a delta: the variant's `inventory_quantity` becomes exactly this.
   */
  quantity: number;
  /**
   * Why (at most 500 characters), shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_update_tags`. Name the product by `product_id` or `handle` (exactly one); give at least one tag in `add` or `remove`.
 */
export interface StorefrontUpdateTagsInput {
  /**
   * The product's UUID `id` (from query_products). Give this or `handle`.
   */
  product_id?: string;
  /**
   * The product's storefront handle, e.g. `alpine-cardigan`. Give this or `product_id`.
   */
  handle?: string;
  /**
   * Tags to add (at most 250): each trimmed, then 1..255 characters and no comma; one the product has already (in any case) is left as it is.
   */
  add?: string[];
  /**
   * Tags to remove (at most 250), matched case-insensitively after trimming; one the product does not have is ignored.
   */
  remove?: string[];
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `storefront_update_variant_price`.
 */
export interface StorefrontUpdateVariantPriceInput {
  /**
   * The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`.
   */
  variant_id: string;
  /**
   * New price in the store currency's major units, above 0 and at most 1000000, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18). Stated as `x-decimal-places: 2`, not `multipleOf: 0.01`, which binary floating point gets wrong for some valid prices; more decimals answer 400 `invalid_request` naming `new_price`.
   */
  new_price: number;
  /**
   * Why, shown on the approval card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * `hosted_storefront`: the store runs on a hosted storefront and has products, a feed and a theme. `no_storefront`: a business without a storefront; it has no products, and the storefront-only tools (`query_products`, `get_variants`, ...) answer 404 `not_found` for it.
 */
export type TenantType = "hosted_storefront" | "no_storefront";

/**
 * How to switch a dry-run agent live: call `operation` with `arguments` (needs `automation:write`), or send a person to `dashboard_url`. Turning automation on hands authority back to automation, so the call always waits for an operator's approval whatever the credential's auto-apply says.
 */
export interface TurnItOn {
  /**
   * Operation to call (`POST /api/v1/tools/enable_automation`).
   */
  operation: "enable_automation";
  /**
   * The JSON body to send to `operation`.
   */
  arguments: {
    /**
     * Slug of the agent to switch on.
     */
    agent: string;
  };
  /**
   * Dashboard page where a person can switch the agent on (the agent's page: mode, recent decisions, Switch to live), a path on this service: `/dashboard/controls/agents/<slug>`, or `/dashboard/stores/<store id>/controls/agents/<slug>` for a sandbox copy.
   */
  dashboard_url: string;
}

/**
 * One variant (size, colour, SKU, stock and price).
 */
export interface Variant {
  /**
   * Variant identifier in this service.
   */
  id: string;
  /**
   * Product the variant belongs to.
   */
  product_id: string;
  /**
   * The storefront platform's variant reference (numeric string, e.g. `44012345678901`); storefront write tools take it as the variant reference.
   */
  external_id: string;
  /**
   * Stock-keeping unit, unique in the store.
   */
  sku: string;
  /**
   * Variant title (e.g. `M / Black`).
   */
  title: string;
  /**
   * Size option; null when the product has no size option.
   */
  size: string | null;
  /**
   * Colour option; null when the product has no colour option.
   */
  colour: string | null;
  /**
   * Selling price, decimal in the store currency's major units.
   */
  price: number;
  /**
   * Reference ("was") price, decimal in major units; null when none is set.
   */
  compare_at_price: number | null;
  currency: Currency;
  /**
   * Units in stock (can be negative when oversold).
   */
  inventory_quantity: number;
}
