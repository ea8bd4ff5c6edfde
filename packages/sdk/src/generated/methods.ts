// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.
import type { RequestOptions, Transport } from '../runtime/transport';
import type * as T from './types';

/** One typed method per operation of the contract. */
export abstract class GeneratedMethods {
  protected abstract readonly transport: Transport;

  /**
   * List approval cards
   *
   * Operation `approval_list` (`POST /api/v1/approvals/list`). Read: changes nothing. Scope: `automation:read`.
   *
   * Lists the store's approval cards, newest first, optionally by `status`; `limit` 1..50 (default 20); page with `before` = the previous page's `next_cursor`.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  approvalList(input: T.ApprovalListInput = {}, options?: RequestOptions): Promise<T.ApprovalListResult> {
    return this.transport.call<T.ApprovalListResult>(
      { operation: 'approval_list', method: 'POST', path: '/api/v1/approvals/list', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Get one approval card
   *
   * Operation `approval_status` (`POST /api/v1/approvals/status`). Read: changes nothing. Scope: `automation:read`.
   *
   * Answers one approval card with its current state (`requested`, `approved`, `rejected`, `expired`, `withdrawn` or `failed`). A card past its deadline is reported `expired`.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle). A card of another store answers `invalid_request` naming `approval_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  approvalStatus(input: T.ApprovalRef, options?: RequestOptions): Promise<T.Approval> {
    return this.transport.call<T.Approval>(
      { operation: 'approval_status', method: 'POST', path: '/api/v1/approvals/status', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Ask the merchant to approve something
   *
   * Operation `approval_submit` (`POST /api/v1/approvals`). Automatic write. Scope: `automation:write`.
   *
   * Creates an approval card (state `requested`, event `approval.requested`) that waits in the dashboard's approvals inbox until a person approves or rejects it (event `approval.decided`), the deadline passes (`expired`, event `approval.expired`) or the app withdraws it (`approval_withdraw`). Poll `approval_status` or subscribe to `approval.decided`.
   *
   * Send `idempotency_key` (or the `Idempotency-Key` header) so a retry cannot submit twice.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  approvalSubmit(input: T.ApprovalSubmitInput, options?: RequestOptions): Promise<T.Approval> {
    return this.transport.call<T.Approval>(
      { operation: 'approval_submit', method: 'POST', path: '/api/v1/approvals', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Withdraw an approval card
   *
   * Operation `approval_withdraw` (`POST /api/v1/approvals/withdraw`). Automatic write. Scope: `automation:write`.
   *
   * Withdraws a card that still waits (`requested` -> `withdrawn`); nothing is applied. A card already decided, expired or withdrawn answers `invalid_request` naming `approval_id` with its state.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  approvalWithdraw(input: T.ApprovalWithdrawInput, options?: RequestOptions): Promise<T.Approval> {
    return this.transport.call<T.Approval>(
      { operation: 'approval_withdraw', method: 'POST', path: '/api/v1/approvals/withdraw', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Raise an alert
   *
   * Operation `create_alert` (`POST /api/v1/tools/create_alert`). Automatic write. Scope: `automation:write`.
   *
   * Raises an open alert on the store (listed by `get_alerts`, counted in the store overview). Automatic write: applies at once with the write scope and leaves a receipt.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   * Parameters: `severity` (`critical` | `warning` | `info`), `title` (1..200 characters), `message` (1..2000), `kind` (snake_case, default `manual`), `subject_ref` (optional), `idempotency_key` (optional).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  createAlert(input: T.CreateAlertInput, options?: RequestOptions): Promise<T.CreateAlertResult> {
    return this.transport.call<T.CreateAlertResult>(
      { operation: 'create_alert', method: 'POST', path: '/api/v1/tools/create_alert', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Switch an agent off
   *
   * Operation `disable_automation` (`POST /api/v1/tools/disable_automation`). Automatic write. Scope: `automation:write`.
   *
   * Switches one agent `off`: it decides and applies nothing. Automatic write: applies at once; a receipt records the previous mode. Idempotent: an agent already off is left as is (`receipt_id` null).
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  disableAutomation(input: T.DisableAutomationInput, options?: RequestOptions): Promise<T.AutomationChangeResult> {
    return this.transport.call<T.AutomationChangeResult>(
      { operation: 'disable_automation', method: 'POST', path: '/api/v1/tools/disable_automation', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Switch an agent to live
   *
   * Operation `enable_automation` (`POST /api/v1/tools/enable_automation`). Automatic write. Scope: `automation:write`.
   *
   * Switches one agent to `live` (from `dry_run` or `off`): its decisions are applied instead of only logged. Automatic write: applies at once with the write scope; a receipt records the previous mode. This is the `turn_it_on` route of agents in dry run. Idempotent: an agent already live is left as is (`receipt_id` null). While the store's kill switch is engaged, live agents still apply nothing.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  enableAutomation(input: T.EnableAutomationInput, options?: RequestOptions): Promise<T.AutomationChangeResult> {
    return this.transport.call<T.AutomationChangeResult>(
      { operation: 'enable_automation', method: 'POST', path: '/api/v1/tools/enable_automation', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * List alerts by severity
   *
   * Operation `get_alerts` (`POST /api/v1/tools/get_alerts`). Read: changes nothing. Scope: `automation:read`.
   *
   * Alerts raised for the store (ROAS below floor, stockouts, feed disapprovals,
   * refund spikes, failed syncs, spend ceilings), ordered by severity
   * (`critical`, `warning`, `info`) and then by detection time, newest first.
   * Open (unresolved) alerts only unless `status` is `all`.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read`, `write` or `admin` bundle; `automation:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives up to 20 open alerts):
   * - `severity`: `critical`, `warning` or `info`; omit for all.
   * - `status`: `open` (default) or `all` (resolved ones too).
   * - `limit`: 1..50 alerts (default 20).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getAlerts(input: T.GetAlertsInput = {}, options?: RequestOptions): Promise<T.GetAlertsResult> {
    return this.transport.call<T.GetAlertsResult>(
      { operation: 'get_alerts', method: 'POST', path: '/api/v1/tools/get_alerts', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Get the store's calibration thresholds
   *
   * Operation `get_calibration` (`POST /api/v1/tools/get_calibration`). Read: changes nothing. Scope: `catalog:read`.
   *
   * The store's calibrated thresholds per metric: floor, ceiling, percentiles
   * (p10, p25, p50, p75, p90), sample size and the window they were computed over.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters: none; send `{}`.
   *
   * Units follow the metric: `roas` (revenue / ad spend), `conversion_rate` and
   * `refund_rate` are ratios; `cpa_cents` is in cents of the store currency.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getCalibration(input: T.GetCalibrationInput = {}, options?: RequestOptions): Promise<T.GetCalibrationResult> {
    return this.transport.call<T.GetCalibrationResult>(
      { operation: 'get_calibration', method: 'POST', path: '/api/v1/tools/get_calibration', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List customer-service threads that need attention
   *
   * Operation `get_cs_attention` (`POST /api/v1/tools/get_cs_attention`). Read: changes nothing. Scope: `cs:read`.
   *
   * Unresolved customer-service threads that need attention, most urgent first:
   * by severity (`critical`, `high`, `normal`, `low`), then escalated threads,
   * then the earliest first-response deadline (or oldest last message). Each
   * thread carries its newest message.
   *
   * Read: changes nothing. Scope: `cs:read` (or the `read`, `write` or `admin` bundle; `cs:write` alone is not enough).
   *
   * Parameters (all optional):
   * - `limit`: 1..20 threads (default 10).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getCsAttention(input: T.GetCsAttentionInput = {}, options?: RequestOptions): Promise<T.GetCsAttentionResult> {
    return this.transport.call<T.GetCsAttentionResult>(
      { operation: 'get_cs_attention', method: 'POST', path: '/api/v1/tools/get_cs_attention', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List recent orders with line items and refunds
   *
   * Operation `get_orders` (`POST /api/v1/tools/get_orders`). Read: changes nothing. Scope: `orders:read`.
   *
   * Orders created in the last `window_days` days, newest first, each with its
   * totals, payment and fulfilment status, line items and refunds.
   *
   * Read: changes nothing. Scope: `orders:read` (or the `read`, `write` or `admin` bundle; `orders:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the 10 newest orders of the last 30 days):
   * - `window_days`: 1..120 days (default 30).
   * - `limit`: 1..50 orders (default 10).
   *
   * The seed names these two parameters without bounds; the bounds and defaults
   * above are this contract's design decision.
   *
   * Money is a decimal in the order's currency, major units.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getOrders(input: T.GetOrdersInput = {}, options?: RequestOptions): Promise<T.GetOrdersResult> {
    return this.transport.call<T.GetOrdersResult>(
      { operation: 'get_orders', method: 'POST', path: '/api/v1/tools/get_orders', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List recent automation decisions with whole-store bucket counts
   *
   * Operation `get_recent_decisions` (`POST /api/v1/tools/get_recent_decisions`). Read: changes nothing. Scope: `automation:read`.
   *
   * The newest decision rows made by the store's agents, each with the bucket
   * the Decisions page files it under (`live` applied, `queued` runs next,
   * `failed`, `suggested` a merchant can still act on it, `reverted`, `noop` no
   * change), plus whole-store counts per bucket over the window.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read`, `write` or `admin` bundle; `automation:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the 10 newest rows of the last 7 days):
   * - `mode`: `all` (default), `live`, `queued`, `suggested`, `reverted`,
   *   `failed` or `noop`.
   * - `window_days`: 1..30 days (default 7).
   * - `to_state`: UPPERCASE target lifecycle state, e.g. `WINNER`, `DRAFT`.
   * - `applied`: `true` = only rows that reached the storefront platform.
   * - `handle`: only rows about this one product handle.
   * - `limit`: 1..50 rows (default 10).
   *
   * `counts` are whole-store over the window whatever the other filters say:
   * use `counts.total`, never the number of rows returned, as the denominator for
   * how much has changed (most rows are usually `noop`). `applied: false` does not
   * make a row a proposal.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getRecentDecisions(input: T.GetRecentDecisionsInput = {}, options?: RequestOptions): Promise<T.GetRecentDecisionsResult> {
    return this.transport.call<T.GetRecentDecisionsResult>(
      { operation: 'get_recent_decisions', method: 'POST', path: '/api/v1/tools/get_recent_decisions', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Summarise the store
   *
   * Operation `get_store_overview` (`POST /api/v1/tools/get_store_overview`). Read: changes nothing. Scope: `catalog:read`.
   *
   * One-screen summary of the store: name, tenant type (hosted storefront or
   * not), currency, catalogue counts, open alerts by severity, calibration
   * summary, last sync time, agents by mode, and the whole-store decision census.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters: none; send `{}`.
   *
   * How to read the result:
   * - `catalogue.storefront_status` (the storefront's own status: active / draft /
   *   archived) and `catalogue.service_lifecycle` (the service's own lifecycle
   *   label, e.g. testing, winner, declining) are two vocabularies that do not
   *   agree; never read one as the other.
   * - `decisions` is the whole-store census of decision rows per bucket over the
   *   last 7 days: the only valid denominator for how much has changed. Most rows
   *   are usually `noop`.
   * - Agents in `agents.dry_run` log decisions and send nothing live; each one's
   *   `turn_it_on` names the operation and arguments (or the dashboard page) that
   *   switch it on. Turning automation on always waits for an operator.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getStoreOverview(input: T.GetStoreOverviewInput = {}, options?: RequestOptions): Promise<T.GetStoreOverviewResult> {
    return this.transport.call<T.GetStoreOverviewResult>(
      { operation: 'get_store_overview', method: 'POST', path: '/api/v1/tools/get_store_overview', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List variants with SKU, stock and price
   *
   * Operation `get_variants` (`POST /api/v1/tools/get_variants`). Read: changes nothing. Scope: `catalog:read`.
   *
   * Variants (size, colour, SKU, inventory level, price and compare-at price) of
   * one product in storefront order, or, without `product_id`, the top variants
   * across the store by price, highest first.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters (all optional):
   * - `product_id`: UUID of one product; omit to list across the store.
   * - `limit`: 1..50 variants (default 10).
   *
   * Prices are decimals in the store currency's major units. `external_id` is the
   * storefront's own variant reference, used by storefront write tools.
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  getVariants(input: T.GetVariantsInput = {}, options?: RequestOptions): Promise<T.GetVariantsResult> {
    return this.transport.call<T.GetVariantsResult>(
      { operation: 'get_variants', method: 'POST', path: '/api/v1/tools/get_variants', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the write actions this credential can carry out
   *
   * Operation `list_store_actions` (`POST /api/v1/tools/list_store_actions`). Read: changes nothing. Scope: `read`.
   *
   * Lists the write actions (automatic and proposed writes) this credential can
   * carry out at this store, each with its parameters as a JSON Schema, and how
   * much of the 188-operation catalogue is exposed versus withheld (by scope, not
   * available for this store, not yet served). Call it before proposing a change
   * and build the call from the returned `parameters` schema and `path`.
   *
   * Read: changes nothing. Scope: `read`. Any read-capable scope works: the `read`, `write` or `admin` bundle, or any `<group>:read`.
   *
   * Parameters (all optional; send `{}` for every domain):
   * - `domain`: only actions of this catalogue domain, e.g. `ads`, `catalog`,
   *   `promotions`, `orders`.
   *
   * `exposure` counts the whole catalogue whatever `domain` says. A `propose_write`
   * action creates an approval card and changes nothing until a person approves it.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  listStoreActions(input: T.ListStoreActionsInput = {}, options?: RequestOptions): Promise<T.ListStoreActionsResult> {
    return this.transport.call<T.ListStoreActionsResult>(
      { operation: 'list_store_actions', method: 'POST', path: '/api/v1/tools/list_store_actions', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Report revenue, ad spend, ROAS and conversion over a window
   *
   * Operation `query_performance` (`POST /api/v1/tools/query_performance`). Read: changes nothing. Scope: `analytics:read`.
   *
   * Performance over the last `window_days` days for the whole store or one
   * product: totals (revenue, ad spend, ROAS, conversion rate, sessions,
   * conversions, orders), the top 5 products by revenue, up to 5 underperformers
   * (lowest ROAS among products with ad spend) and a daily trend.
   *
   * Read: changes nothing. Scope: `analytics:read` (or the `read`, `write` or `admin` bundle; `analytics:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the whole store over 7 days):
   * - `window_days`: 1..90 days (default 7), up to and including the current day.
   * - `product_id`: UUID of one product to scope every figure to.
   *
   * Money is a decimal in the store currency's major units; `roas` (revenue / ad
   * spend) and `conversion_rate` (conversions / sessions, 0..1) are ratios and
   * null when their denominator is 0.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  queryPerformance(input: T.QueryPerformanceInput = {}, options?: RequestOptions): Promise<T.QueryPerformanceResult> {
    return this.transport.call<T.QueryPerformanceResult>(
      { operation: 'query_performance', method: 'POST', path: '/api/v1/tools/query_performance', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List products with lifecycle state, price and ROAS
   *
   * Operation `query_products` (`POST /api/v1/tools/query_products`). Read: changes nothing. Scope: `catalog:read`.
   *
   * Lists product rows: id, handle, title, service lifecycle `state`,
   * `storefront_status`, vendor, "from" price, current ROAS and the last decision
   * about the product.
   *
   * Read: changes nothing. Scope: `catalog:read` (or the `read`, `write` or `admin` bundle; `catalog:write` alone is not enough).
   *
   * Parameters (all optional; `{}` gives the 10 most recently updated products):
   * - `filter.lifecycle_state`: service lifecycle state, lowercase: `new`,
   *   `testing`, `active`, `winner`, `scaling`, `declining`, `paused`, `draft`,
   *   `retired` (not the storefront status).
   * - `filter.has_active_decision`: `true` = only products with a pending,
   *   unapplied decision; `false` = only products without one.
   * - `sort`: `created_desc`, `updated_desc` (default) or `roas_desc`.
   * - `limit`: 1..50 rows (default 10).
   *
   * `price` is a decimal in the store currency's major units; `current_roas` is a
   * ratio (revenue / ad spend over the trailing 7 days), null without ad spend.
   *
   * Hosted-storefront stores only: a business without a storefront has no products, and for it this tool does not exist (404 `not_found`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  queryProducts(input: T.QueryProductsInput = {}, options?: RequestOptions): Promise<T.QueryProductsResult> {
    return this.transport.call<T.QueryProductsResult>(
      { operation: 'query_products', method: 'POST', path: '/api/v1/tools/query_products', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Engage or release the store kill switch
   *
   * Operation `set_kill_switch` (`POST /api/v1/tools/set_kill_switch`). Proposed write: creates an approval card. Scope: `admin:write`.
   *
   * Engages (`engaged: true`) or releases (`engaged: false`) the store's kill switch. While engaged, automation applies nothing.
   *
   * Engaging stops automation and applies immediately (`status: applied`), whatever auto-apply says. Releasing hands authority back to automation and always waits for an operator (`status: proposed`), whatever auto-apply says. Both leave a receipt.
   *
   * Scope: `admin:write` (or the `admin` bundle; the `write` bundle does not cover admin operations).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  setKillSwitch(input: T.SetKillSwitchInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'set_kill_switch', method: 'POST', path: '/api/v1/tools/set_kill_switch', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Propose a new price for one variant
   *
   * Operation `storefront_update_variant_price` (`POST /api/v1/tools/storefront_update_variant_price`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes setting one variant's price. Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). On approval the current price is re-read: if it moved since the proposal, the card fails instead of applying. The applied change leaves a receipt (price before/after, reversal) and appears in `receipts_price_memory`.
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only.
   *
   * Parameters: `variant_id` (storefront reference or UUID, required), `new_price` (major units, > 0, at most 2 decimals, required), `reason` (optional), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontUpdateVariantPrice(input: T.StorefrontUpdateVariantPriceInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_update_variant_price', method: 'POST', path: '/api/v1/tools/storefront_update_variant_price', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * Find where something is in the dashboard
   *
   * Operation `where_in_service` (`POST /api/v1/tools/where_in_service`). Read: changes nothing. Scope: `read`.
   *
   * Answers "where do I ...?" for the dashboard: ranked destinations, each with
   * page name, URL, section heading and the exact button text, scoped to this
   * store. Use it to send a person to the right place.
   *
   * Read: changes nothing. Scope: `read`. Any read-capable scope works: the `read`, `write` or `admin` bundle, or any `<group>:read`.
   *
   * Parameters (all optional):
   * - `question`: plain-language question; omit for the whole map.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  whereInService(input: T.WhereInServiceInput = {}, options?: RequestOptions): Promise<T.WhereInServiceResult> {
    return this.transport.call<T.WhereInServiceResult>(
      { operation: 'where_in_service', method: 'POST', path: '/api/v1/tools/where_in_service', body: input, tier: 'read' },
      options,
    );
  }
}
