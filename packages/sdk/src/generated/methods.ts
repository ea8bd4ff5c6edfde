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
   * Switches one agent `off`: it decides and applies nothing. Turning automation off is a stop (seed: Risk tiers rule 2; `x-authority: stop`): it applies at once, whatever auto-apply says, and no store rule or spend ceiling holds or refuses it. A receipt records the previous mode (`resource_kind` `agent`, the agent's id; reversal `enable_automation`, which waits for an operator, or `disable_automation`). Idempotent: an agent already off is left as is (`receipt_id` null). An unknown agent answers `invalid_request` naming `agent`.
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
   * Asks to switch one agent to `live` (from `dry_run` or `off`): its decisions would be applied instead of only logged. This is the `turn_it_on` route of agents in dry run.
   *
   * Turning an agent on hands authority back to automation, so it always waits for an operator (seed: Risk tiers rule 2), whatever the credential's auto-apply says, although the catalogue lists it as an automatic write (`x-authority: handback`): the call answers `status: proposed`, `applied: false` and an approval card showing the agent's mode before and after. Nothing changes until an operator approves it in the dashboard (Approvals; in a sandbox also `sandbox_approval_decide`); approval re-reads the mode and fails the card if someone changed it meanwhile, then sets the agent live with a receipt (`resource_kind` `agent`, the agent's id; reversal `disable_automation`, or `enable_automation` when it was live). An agent already live still gets a card (before and after equal). The opposite, `disable_automation`, is a stop and applies at once. While the store's kill switch is engaged, live agents still apply nothing.
   *
   * An unknown agent answers `invalid_request` naming `agent`. Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  enableAutomation(input: T.EnableAutomationInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'enable_automation', method: 'POST', path: '/api/v1/tools/enable_automation', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Subscribe an endpoint to a finance entity's events
   *
   * Operation `finance_subscription_create` (`POST /api/v1/finance/subscriptions`). Automatic write. Scope: `automation:write`.
   *
   * Subscribes an https endpoint to the events of one finance entity (set of
   * books) of this store (seed: Events "Finance entity events", "Subscribing",
   * Non-tool endpoints `POST /api/v1/finance/subscriptions`). Finance events are
   * per entity: an event of another entity never reaches it. Deliveries: CloudEvents 1.0 structured JSON POSTed to `url`, signed ES256
   * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1a,<base64url r||s>`,
   * `webhook-key-id`; public keys at `/.well-known/jwks.json`), at least once:
   * 6 attempts with jittered backoff, 10 s timeout; 2xx succeeds; 410
   * unsubscribes the endpoint; 20 consecutive failed deliveries disable it. Every
   * event type, its payload and scope: `/api/v1/asyncapi.json`.
   *
   * `entity_id` must be a finance entity of this store, else `invalid_request`
   * naming `entity_id`. Finance entities are the store's sets of books; today
   * each demo store has one (its id and name are in the dashboard and in this
   * operation's example), and the rest of the books (accounts, periods, journal
   * entries, bank accounts) arrive with the finance domain, and with it the
   * finance change feed (`finance_changes`, kept 730 days) from which missed
   * finance events can be replayed (seed: Subscribing rule 6).
   *
   * Rules, each checked before anything is saved:
   *
   * - `url`: `https://`, without credentials, resolving only to public addresses:
   *   checked now and again when every delivery connects (so a name that later
   *   resolves to a private, loopback, link-local or CGNAT address is never
   *   reached). Otherwise `invalid_request` naming `url` and the reason.
   * - `event_types`: each entry an exact type or a prefix ending in `*`
   *   (`order.*`; `*` = every type of the family) that matches at least one
   *   finance event type of the event catalogue (`/api/v1/asyncapi.json`); an
   *   entry that matches none answers `invalid_request` naming it
   *   (`event_types[1]: matches no finance event type ...`).
   * - Scope: `automation:write` (or the `write` / `admin` bundle) to call it, plus
   *   the read scope of every event type the filter matches (every finance type needs `finance:read`; the
   *   `read`, `write` and `admin` bundles cover every one). A missing one answers
   *   403 `insufficient_scope` whose `required_scopes` lists the read scopes still
   *   missing: here each listed scope is needed.
   * - No `event_types`: every finance event type the calling credential may read,
   *   today and as the catalogue grows. The subscription keeps the credential's
   *   scopes (`scopes`) and never receives a type they cannot read; `receives`
   *   lists what it gets. A credential that may read no finance event type is
   *   refused with 403 `insufficient_scope` (`required_scopes`: any one of them).
   * - At most 20 finance subscriptions per finance entity, whatever their state;
   *   the 21st answers `invalid_request` (delete one first). They do not count
   *   towards the store's 20 store subscriptions (seed: Limits), which bound
   *   `subscription_create` only.
   * - A filter that matches types which are defined but which nothing emits yet
   *   (`x-publishing: false` in the event catalogue) is saved; the answer carries
   *   a `no_publisher_yet` warning listing them. They are delivered once a
   *   release starts emitting them.
   *
   * Store event types are subscribed with `subscription_create`; naming one here
   * answers `invalid_request`.
   *
   * Automatic write: applies at once (state `active`) and leaves a receipt
   * (`resource_kind` `webhook_subscription`) whose reversal is
   * `subscription_delete`. Events from before the subscription are not
   * delivered. A sandbox key subscribes its own sandbox copy: its deliveries
   * carry the CloudEvents attribute `sandbox: true`.
   *
   * The answer (beyond the seed's warning, which it does not show): the saved
   * subscription (`receives` included), `warnings` (empty, or one
   * `no_publisher_yet`) and `receipt_id`.
   *
   * Outside the seed's 188 catalogue operations (`x-catalogue: false`): served on
   * REST, MCP and the SDK like any other operation, not counted by
   * `list_store_actions`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  financeSubscriptionCreate(input: T.FinanceSubscriptionCreateInput, options?: RequestOptions): Promise<T.SubscriptionWriteResult> {
    return this.transport.call<T.SubscriptionWriteResult>(
      { operation: 'finance_subscription_create', method: 'POST', path: '/api/v1/finance/subscriptions', body: input, tier: 'auto_write' },
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
   * Declare ownership of a field
   *
   * Operation `intent_declare` (`POST /api/v1/intent`). Proposed write: creates an approval card. Scope: `write`.
   *
   * Declares that the caller owns one field of one resource (seed: "Intent declaration"): once approved, the service sets the field to `desired` and owns it until `expires_at`, `intent_release` or `intent_revert`. One owner per field: a second declaration of an owned field (or of a field whose declaration still waits for approval) is refused with 409 `field_already_owned`, naming the owning `intent_id`.
   *
   * Proposed write that hands authority back to automation: it ALWAYS waits for an operator, whatever auto-apply says (`status: proposed`, `approval_id`; the declaration's id will equal that `approval_id`).
   *
   * Scope: `write` (any write-capable scope) AND the field's own scope: variant `price` / `compare_at_price` need `catalog:write`, campaign `status` / `daily_budget` / `bidding` need `ads:write` (else 403 `insufficient_scope`).
   *
   * If someone else later changes the field, the service notices when it reads it back and sends `intent.field_overwritten_externally` once per overwrite.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentDeclare(input: T.IntentDeclareInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'intent_declare', method: 'POST', path: '/api/v1/intent', body: input, tier: 'propose_write' },
      options,
    );
  }

  /**
   * List intent declarations
   *
   * Operation `intent_list` (`POST /api/v1/intent/list`). Read: changes nothing. Scope: `read`.
   *
   * Lists the store's declarations newest first, optionally by `status` and `resource_kind`; `limit` 1..50 (default 20); page with `before`.
   *
   * Read: changes nothing. Scope: `read` (any read-capable scope).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentList(input: T.IntentListInput = {}, options?: RequestOptions): Promise<T.IntentListResult> {
    return this.transport.call<T.IntentListResult>(
      { operation: 'intent_list', method: 'POST', path: '/api/v1/intent/list', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Release an owned field
   *
   * Operation `intent_release` (`POST /api/v1/intent/release`). Automatic write. Scope: `write`.
   *
   * Ends an `active` declaration (`released`): the field keeps its current value and is no longer owned. Only the declaring credential or an `admin` credential may release it (else 403 `forbidden`). Automatic write with a receipt.
   *
   * Scope: `write` (any write-capable scope).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentRelease(input: T.IntentEndInput, options?: RequestOptions): Promise<T.IntentEndResult> {
    return this.transport.call<T.IntentEndResult>(
      { operation: 'intent_release', method: 'POST', path: '/api/v1/intent/release', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Revert an owned field to its previous value
   *
   * Operation `intent_revert` (`POST /api/v1/intent/revert`). Automatic write. Scope: `write`.
   *
   * Ends an `active` declaration (`reverted`) and restores the value the field had before it applied (`previous`). Only the declaring credential or an `admin` credential may revert it (else 403 `forbidden`). Automatic write with a receipt (before/after of the field).
   *
   * Scope: `write` (any write-capable scope).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentRevert(input: T.IntentEndInput, options?: RequestOptions): Promise<T.IntentEndResult> {
    return this.transport.call<T.IntentEndResult>(
      { operation: 'intent_revert', method: 'POST', path: '/api/v1/intent/revert', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Get one intent declaration
   *
   * Operation `intent_status` (`POST /api/v1/intent/status`). Read: changes nothing. Scope: `read`.
   *
   * Answers one declaration with its state (`active`, `released`, `reverted`, `expired`) and the last external overwrite seen. A declaration that still waits for approval is its approval card (see `approval_status`).
   *
   * Read: changes nothing. Scope: `read` (any read-capable scope). A declaration of another store answers `invalid_request` naming `intent_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  intentStatus(input: T.IntentRef, options?: RequestOptions): Promise<T.Intent> {
    return this.transport.call<T.Intent>(
      { operation: 'intent_status', method: 'POST', path: '/api/v1/intent/status', body: input, tier: 'read' },
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
   * Create a rule or spend ceiling
   *
   * Operation `policy_create` (`POST /api/v1/policies`). Automatic write. Scope: `automation:write`.
   *
   * Creates a policy that `simulate` consults. A `rule` (`domain`, optional `action`, `effect` `allow` | `deny` | `require_approval`, 0..20 `conditions` `{fact, op, value}`) decides for the actions it matches; a `spend_ceiling` (`domain`, optional `action`, `ceiling_cents`, `period` `day` | `week` | `month`) caps the money approved per period. Automatic write: applies at once and leaves a receipt (`resource_kind` `policy`) whose reversal is `policy_delete`.
   *
   * Shape per kind: a rule needs `effect` and takes no `ceiling_cents` / `period`; a spend ceiling needs `ceiling_cents` and `period` and takes no `effect` / `conditions`; `gt`, `gte`, `lt`, `lte` compare numbers, `in` takes an array, `eq` / `ne` a single value. A violation answers `invalid_request` naming the field (e.g. `conditions[0].value`).
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  policyCreate(input: T.PolicyCreateInput, options?: RequestOptions): Promise<T.PolicyWriteResult> {
    return this.transport.call<T.PolicyWriteResult>(
      { operation: 'policy_create', method: 'POST', path: '/api/v1/policies', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Delete a policy
   *
   * Operation `policy_delete` (`POST /api/v1/policies/delete`). Automatic write. Scope: `automation:write`.
   *
   * Deletes a policy; `simulate` no longer consults it. Automatic write: applies at once and leaves a receipt holding the deleted policy, whose reversal is the `policy_create` that recreates it (with a new id). To stop consulting a policy but keep it, use `policy_update` with `enabled: false`.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle). A policy of another store, or one already deleted, answers `invalid_request` naming `policy_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  policyDelete(input: T.PolicyDeleteInput, options?: RequestOptions): Promise<T.PolicyDeleteResult> {
    return this.transport.call<T.PolicyDeleteResult>(
      { operation: 'policy_delete', method: 'POST', path: '/api/v1/policies/delete', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * List the store's policies
   *
   * Operation `policy_list` (`POST /api/v1/policies/list`). Read: changes nothing. Scope: `automation:read`.
   *
   * Lists the store's policies (rules and spend ceilings, the ones `simulate` consults), newest first, optionally by `kind`, `domain` and `enabled`; `limit` 1..100 (default 50); page with `before` = the previous page's `next_cursor`.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  policyList(input: T.PolicyListInput = {}, options?: RequestOptions): Promise<T.PolicyListResult> {
    return this.transport.call<T.PolicyListResult>(
      { operation: 'policy_list', method: 'POST', path: '/api/v1/policies/list', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Change a policy
   *
   * Operation `policy_update` (`POST /api/v1/policies/update`). Automatic write. Scope: `automation:write`.
   *
   * Changes the fields sent; the others keep their value; the kind never changes (delete and create instead). The result is validated as `policy_create` validates (a field that does not belong to the kind answers `invalid_request` naming it). Automatic write: applies at once and leaves a receipt with each changed field before and after, whose reversal is the `policy_update` restoring them; sending only values the policy already has changes nothing (`receipt_id` null). `action: ""` clears the action (every action of the domain).
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle). A policy of another store answers `invalid_request` naming `policy_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  policyUpdate(input: T.PolicyUpdateInput, options?: RequestOptions): Promise<T.PolicyWriteResult> {
    return this.transport.call<T.PolicyWriteResult>(
      { operation: 'policy_update', method: 'POST', path: '/api/v1/policies/update', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Propose a percentage discount on products
   *
   * Operation `propose_discount` (`POST /api/v1/tools/propose_discount`). Proposed write: creates an approval card. Scope: `promotions:write`.
   *
   * Proposes a percentage discount on 1..50 products. Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). Approval creates an active discount on those products.
   *
   * The card lists, per product (`resource_kind` `product`), `discount_percent` (before: the product's current active discount, 0 if none; after: the new percent) and `sale_price` (the price a customer pays, in the store currency's major units: before with the current discount, after with the new one, computed from the product's price, its lowest variant price). `amount_cents` is the per-unit reduction (price x percent) summed over the products. Discounts do not stack: a product's effective discount is its newest active one. On approval the prices and active discounts are re-read; if one moved, the card fails.
   *
   * Reversibility is `compensatable` and `reversal` is null: the service has no operation that ends a discount yet, and orders placed at the discounted price stay discounted; an operator ends it in the storefront admin.
   *
   * Scope: `promotions:write` (or the `write` / `admin` bundle). Storefront stores only. An unknown product answers `invalid_request` naming `product_ids[i]`.
   *
   * Parameters: `product_ids` (1..50 distinct product UUIDs, required), `discount_percent` (1..90, steps of 0.5, required), `reason` (1..500 characters, required), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  proposeDiscount(input: T.ProposeDiscountInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'propose_discount', method: 'POST', path: '/api/v1/tools/propose_discount', body: input, tier: 'propose_write' },
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
   * List the store's receipts
   *
   * Operation `receipts_list` (`POST /api/v1/receipts`). Read: changes nothing. Scope: `automation:read`.
   *
   * Lists the receipts of applied writes (what changed, before and after, who proposed, who approved, how to reverse), newest first. Filters, all optional and combined: `operation`, `resource_kind`, `resource_ref`, `approval_id`. `limit` 1..50 (default 20); page with `before` = the previous page's `next_cursor` until `has_more` is false.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  receiptsList(input: T.ReceiptsListInput = {}, options?: RequestOptions): Promise<T.ReceiptsListResult> {
    return this.transport.call<T.ReceiptsListResult>(
      { operation: 'receipts_list', method: 'POST', path: '/api/v1/receipts', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * A variant's price history from receipts
   *
   * Operation `receipts_price_memory` (`POST /api/v1/receipts/price`). Read: changes nothing. Scope: `automation:read`.
   *
   * Answers one variant's price history as this service applied it: every receipt that changed the variant's `price`, oldest first (the most recent `limit`, 1..200, default 50; `has_more` says older ones exist), each with when, before, after (major units), the operation, its approval card and the receipt id; plus the variant's current price and the store currency. Price changes made outside the service leave no receipt and are not listed.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle). Storefront stores only. An unknown variant answers `invalid_request` naming `variant_id`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  receiptsPriceMemory(input: T.ReceiptsPriceMemoryInput, options?: RequestOptions): Promise<T.ReceiptsPriceMemoryResult> {
    return this.transport.call<T.ReceiptsPriceMemoryResult>(
      { operation: 'receipts_price_memory', method: 'POST', path: '/api/v1/receipts/price', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Recompute the store's calibration thresholds
   *
   * Operation `run_calibration` (`POST /api/v1/tools/run_calibration`). Automatic write. Scope: `automation:write`.
   *
   * Recomputes the store's calibration thresholds (what `get_calibration` answers, and the floors alerts and agents compare against) from the last `window_days` UTC days up to and including today. Automatic write: applies at once with the write scope, replaces the four metrics' rows and leaves one receipt (`resource_kind` `calibration`, one change per recomputed metric with its thresholds before and after; `reversal` null: run it again with another window instead).
   *
   * Observations (one per product-day, from the daily performance figures): `roas` = revenue / ad spend on each product-day with ad spend; `cpa_cents` = ad spend / conversions (cents) on each product-day with ad spend and conversions; `conversion_rate` = conversions / sessions on each product-day with sessions; `refund_rate` = refunded orders / orders on each day with orders (an order counts as refunded when any refund was recorded against it). For each metric: percentiles p10, p25, p50, p75, p90 (linear interpolation), `floor` = p25, `ceiling` = p90, `sample_size` = number of observations; ratios rounded to 4 decimals, cents to whole cents. A metric without a single observation keeps its previous thresholds and is listed in `unchanged`.
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle).
   *
   * Parameters: `window_days` (7..120, default 30), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  runCalibration(input: T.RunCalibrationInput = {}, options?: RequestOptions): Promise<T.RunCalibrationResult> {
    return this.transport.call<T.RunCalibrationResult>(
      { operation: 'run_calibration', method: 'POST', path: '/api/v1/tools/run_calibration', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Test helper: decide an approval card in a sandbox
   *
   * Operation `sandbox_approval_decide` (`POST /api/v1/test_helpers/approvals/decide`). Automatic write. Scope: `automation:write`.
   *
   * Sandbox-only test helper (like a payment API's test helpers): does what an operator does in the dashboard's approvals inbox, through the API, so an integrator can exercise a whole flow (propose, approve or reject, read the receipt, receive `approval.decided`) with a sandbox key. It exists only for sandbox credentials: a live credential gets `not_found`, as for a tool that does not exist for it, and no live card can be decided through the API.
   *
   * `decision: approve` re-reads the current state, re-runs the store's gates (rules, field ownership, spend ceilings) and applies the proposed write with its receipt, exactly as an operator's approval (the card ends `approved`, or `failed` with the reason when the world moved or a gate now refuses); `decision: reject` closes it `rejected`. An app request card (`approval_submit`) is approved or rejected without applying anything. Either way `approval.decided` is emitted from the sandbox copy (CloudEvents extension attribute `sandbox: true`) and the card records `decided_by` `test_helper:<credential id>`.
   *
   * `approval_id` names the card; omitted, the most recently created card of the sandbox store that still waits (`requested`, not past its deadline) is decided. A card that does not exist, or no longer waits, answers `invalid_request` naming `approval_id`. Answers the card as decided (`Approval`).
   *
   * Not one of the seed catalogue's 188 operations: a test helper, so the store's rules and spend ceilings do not gate the helper itself (they gate the write it approves).
   *
   * Scope: `automation:write` (or the `write` / `admin` bundle), on a sandbox key.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  sandboxApprovalDecide(input: T.SandboxApprovalDecideInput, options?: RequestOptions): Promise<T.Approval> {
    return this.transport.call<T.Approval>(
      { operation: 'sandbox_approval_decide', method: 'POST', path: '/api/v1/test_helpers/approvals/decide', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Turn the store's automation off or on
   *
   * Operation `set_automation_enabled` (`POST /api/v1/tools/set_automation_enabled`). Proposed write: creates an approval card. Scope: `admin:write`.
   *
   * Turns the store's automation off (`enabled: false`) or back on (`enabled: true`): the store-wide switch (`stores.automation_enabled`) above every agent's own mode. While off, no agent decides or applies anything, whatever its mode; `enable_automation` / `disable_automation` still set each agent's mode for when it is back on.
   *
   * Turning automation off is a stop: it applies immediately (`status: applied`), whatever auto-apply says. Turning it on hands authority back to automation and always waits for an operator (`status: proposed`), whatever auto-apply says; on approval the current state is re-read and the card fails if someone changed it meanwhile. Both leave a receipt (`resource_kind` `store`, field `automation_enabled`) whose reversal is the opposite call. Setting the state it already has is still recorded (before and after equal).
   *
   * Scope: `admin:write` (or the `admin` bundle; the `write` bundle does not cover admin operations).
   *
   * Parameters: `enabled` (boolean, required), `reason` (1..500 characters, required), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  setAutomationEnabled(input: T.SetAutomationEnabledInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'set_automation_enabled', method: 'POST', path: '/api/v1/tools/set_automation_enabled', body: input, tier: 'propose_write' },
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
   * What the governance gates would decide for an action
   *
   * Operation `simulate` (`POST /api/v1/simulate`). Read: changes nothing. Scope: `automation:read`.
   *
   * Runs an action (`domain`, `action`, `facts`) through the store's gates inside a database transaction that is always rolled back, and answers what each gate would decide. Nothing changes: no card, no receipt, no event. The gates are the very function the service applies to every real write before anything is written, so a write of `action` described by the same facts is decided the same way: `deny` refuses it (`policy_denied` from a rule, `field_already_owned` from ownership, `spend_ceiling_exceeded` from a ceiling; nothing written, no card), `require_approval` makes a proposed write wait for an operator even with auto-apply. A real write's facts are its arguments, plus, for a proposed write, `amount_cents` and `resource_kind` / `resource_ref` / `field` of the first change its approval card shows (every changed field is checked for ownership).
   *
   * - `rules`: the enabled rules of `domain` whose `action` is the action or empty, and whose conditions all hold on `facts`. `deny` beats `require_approval` beats `allow`; the oldest of the strongest matching rules is named. No matching rule: `allow`. An automatic write cannot wait for a card, so a rule that requires approval of one decides `deny`.
   * - `ownership`: when `facts` name `resource_kind`, `resource_ref` and `field`, an active intent declaration on that field owned by another credential gives `deny` with its `intent_id`; owned by the caller, or not owned, `allow`. Without the three facts, `allow` (nothing to check).
   * - `spend_ceiling`: for each enabled spend ceiling of `domain` whose `action` is the action or empty, the spend already approved in the current period (UTC day, ISO week from Monday, or calendar month) is the sum of `amount_cents` of this store's approved approval cards decided in that period whose operation is in the ceiling's domain (or is its `action`, when set); the action's `facts.amount_cents` (0 when absent) is added. Over `ceiling_cents`: `deny`, naming the ceiling; otherwise `allow`, naming the ceiling with the least room left. No ceiling: `allow`. The same check runs again when an operator approves a card: a card the period's approvals have since pushed over a ceiling fails.
   *
   * Not gated (every gate `allow`, with the reason): stopping (`set_kill_switch` engaged: true, `set_automation_enabled` enabled: false, `disable_automation`: stopping is immediate, seed Risk tiers rule 2), and the operations that manage governance itself (`policy_create`, `policy_update`, `policy_delete`, `approval_submit`, `approval_withdraw`, test helpers), so a store cannot lock itself out of changing its rules.
   *
   * Overall `decision`: `deny` if any gate denies, else `require_approval` if any requires it, else `allow`.
   *
   * Read tier (seed catalogue): changes nothing. Scope: `automation:read` (or the `read` / `write` / `admin` bundle). `facts.amount_cents` that is not a non-negative integer answers `invalid_request` naming it.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  simulate(input: T.SimulateInput, options?: RequestOptions): Promise<T.SimulateResult> {
    return this.transport.call<T.SimulateResult>(
      { operation: 'simulate', method: 'POST', path: '/api/v1/simulate', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Propose a variant's on-hand quantity
   *
   * Operation `storefront_update_inventory` (`POST /api/v1/tools/storefront_update_inventory`). Proposed write: creates an approval card. Scope: `catalog:write`.
   *
   * Proposes setting one variant's on-hand stock to an absolute quantity (what a stock take counted), not adding or removing a delta. Proposed write: nothing changes until an operator approves the card in the dashboard; the call answers `status: proposed`, `applied: false` and an `approval_id` (a credential with auto-apply applies it at once). The card shows `inventory_quantity` before and after.
   *
   * On approval the current quantity is re-read: if it moved since the proposal (a sale, a return, another adjustment), the card fails instead of overwriting the newer count. Reversibility is `compensatable`, not `reversible`: stock keeps moving with every sale, so setting the previous number back later would also erase the sales since; the receipt's `reversal` names the call that restores the previous quantity, to be used only if nothing was sold meanwhile (it is itself a proposed write and fails on approval if the count moved).
   *
   * Scope: `catalog:write` (or the `write` / `admin` bundle). Storefront stores only.
   *
   * Parameters: `variant_id` (storefront reference or UUID, required), `quantity` (integer units, 0..1,000,000, required), `reason` (optional, at most 500 characters), `idempotency_key` (optional; or the `Idempotency-Key` header).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  storefrontUpdateInventory(input: T.StorefrontUpdateInventoryInput, options?: RequestOptions): Promise<T.ProposalOutcome> {
    return this.transport.call<T.ProposalOutcome>(
      { operation: 'storefront_update_inventory', method: 'POST', path: '/api/v1/tools/storefront_update_inventory', body: input, tier: 'propose_write' },
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
   * Subscribe an endpoint to store events
   *
   * Operation `subscription_create` (`POST /api/v1/subscriptions`). Automatic write. Scope: `automation:write`.
   *
   * Subscribes an https endpoint to this store's events (seed: Events
   * "Subscribing", Resources "Subscription", Limits). Deliveries: CloudEvents 1.0 structured JSON POSTed to `url`, signed ES256
   * (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1a,<base64url r||s>`,
   * `webhook-key-id`; public keys at `/.well-known/jwks.json`), at least once:
   * 6 attempts with jittered backoff, 10 s timeout; 2xx succeeds; 410
   * unsubscribes the endpoint; 20 consecutive failed deliveries disable it. Every
   * event type, its payload and scope: `/api/v1/asyncapi.json`.
   *
   * Rules, each checked before anything is saved:
   *
   * - `url`: `https://`, without credentials, resolving only to public addresses:
   *   checked now and again when every delivery connects (so a name that later
   *   resolves to a private, loopback, link-local or CGNAT address is never
   *   reached). Otherwise `invalid_request` naming `url` and the reason.
   * - `event_types`: each entry an exact type or a prefix ending in `*`
   *   (`order.*`; `*` = every type of the family) that matches at least one
   *   store event type of the event catalogue (`/api/v1/asyncapi.json`); an
   *   entry that matches none answers `invalid_request` naming it
   *   (`event_types[1]: matches no store event type ...`).
   * - Scope: `automation:write` (or the `write` / `admin` bundle) to call it, plus
   *   the read scope of every event type the filter matches (e.g. `orders:read` for `order.*`, `automation:read` for `approval.*`; the
   *   `read`, `write` and `admin` bundles cover every one). A missing one answers
   *   403 `insufficient_scope` whose `required_scopes` lists the read scopes still
   *   missing: here each listed scope is needed.
   * - No `event_types`: every store event type the calling credential may read,
   *   today and as the catalogue grows. The subscription keeps the credential's
   *   scopes (`scopes`) and never receives a type they cannot read; `receives`
   *   lists what it gets. A credential that may read no store event type is
   *   refused with 403 `insufficient_scope` (`required_scopes`: any one of them).
   * - At most 20 store subscriptions per store (seed: Limits), whatever their
   *   state; the 21st answers `invalid_request` (delete one with
   *   `subscription_delete` first). Finance subscriptions are counted
   *   separately, per finance entity.
   * - A filter that matches types which are defined but which nothing emits yet
   *   (`x-publishing: false` in the event catalogue) is saved; the answer carries
   *   a `no_publisher_yet` warning listing them. They are delivered once a
   *   release starts emitting them.
   *
   * Finance event types (`fin.*`) are subscribed per finance entity with
   * `finance_subscription_create`; naming one here answers `invalid_request`.
   *
   * Automatic write: applies at once (state `active`) and leaves a receipt
   * (`resource_kind` `webhook_subscription`) whose reversal is
   * `subscription_delete`. Events from before the subscription are not
   * delivered. A sandbox key subscribes its own sandbox copy: its deliveries
   * carry the CloudEvents attribute `sandbox: true`.
   *
   * The answer (beyond the seed's warning, which it does not show): the saved
   * subscription (`receives` included), `warnings` (empty, or one
   * `no_publisher_yet`) and `receipt_id`.
   *
   * Outside the seed's 188 catalogue operations (`x-catalogue: false`): served on
   * REST, MCP and the SDK like any other operation, not counted by
   * `list_store_actions`.
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionCreate(input: T.SubscriptionCreateInput, options?: RequestOptions): Promise<T.SubscriptionWriteResult> {
    return this.transport.call<T.SubscriptionWriteResult>(
      { operation: 'subscription_create', method: 'POST', path: '/api/v1/subscriptions', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Delete a webhook subscription
   *
   * Operation `subscription_delete` (`POST /api/v1/subscriptions/delete`). Automatic write. Scope: `automation:write`.
   *
   * Deletes a subscription with its delivery history; nothing more is sent to
   * it, including deliveries still pending. Works in any state (an
   * `unsubscribed` endpoint, which answered 410, stays listed until deleted, and
   * counts towards the limit of 20).
   *
   * Automatic write: applies at once and leaves a receipt whose reversal is the
   * creating call (`subscription_create`, or `finance_subscription_create` with
   * the same `entity_id`) with the same `url`, `event_types` and `description`.
   * Scope: `automation:write` (or the `write` / `admin` bundle). Outside the
   * seed's 188 catalogue operations (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionDelete(input: T.SubscriptionDeleteInput, options?: RequestOptions): Promise<T.SubscriptionDeleteResult> {
    return this.transport.call<T.SubscriptionDeleteResult>(
      { operation: 'subscription_delete', method: 'POST', path: '/api/v1/subscriptions/delete', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * A subscription's recent deliveries and their attempts
   *
   * Operation `subscription_deliveries` (`POST /api/v1/subscriptions/deliveries`). Read: changes nothing. Scope: `automation:read`.
   *
   * The recent deliveries of one subscription, newest first: for each, the
   * event (`event_id` = the `webhook-id` header, `event_type`), its `state`
   * (`pending`, `succeeded`, `failed`, `cancelled`), how many attempts were made,
   * the last status code, latency and error, when the next attempt is due while
   * it is pending, whether it is a redelivery, and every attempt (`attempt_log`).
   * Optionally only one `state` or `event_type`; `limit` 1..50 (default 20);
   * page with `before` = the previous page's `next_cursor`. Deliveries are kept
   * as long as their subscription.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` /
   * `admin` bundle). Outside the seed's 188 catalogue operations
   * (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionDeliveries(input: T.SubscriptionDeliveriesInput, options?: RequestOptions): Promise<T.SubscriptionDeliveriesResult> {
    return this.transport.call<T.SubscriptionDeliveriesResult>(
      { operation: 'subscription_deliveries', method: 'POST', path: '/api/v1/subscriptions/deliveries', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * List the store's webhook subscriptions
   *
   * Operation `subscription_list` (`POST /api/v1/subscriptions/list`). Read: changes nothing. Scope: `automation:read`.
   *
   * Lists this store's webhook subscriptions, store and finance alike, newest
   * first, each with its state (`active`, `disabled`, `unsubscribed`), why it is
   * not active (`state_reason`), its failure count and what it receives;
   * optionally only one `kind`, one finance entity (`entity_id`) or one `state`.
   * `limit` 1..100 (default 50); page with `before` = the previous page's
   * `next_cursor`. Deliveries of one subscription: `subscription_deliveries`.
   *
   * Read: changes nothing. Scope: `automation:read` (or the `read` / `write` /
   * `admin` bundle). Outside the seed's 188 catalogue operations
   * (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionList(input: T.SubscriptionListInput = {}, options?: RequestOptions): Promise<T.SubscriptionListResult> {
    return this.transport.call<T.SubscriptionListResult>(
      { operation: 'subscription_list', method: 'POST', path: '/api/v1/subscriptions/list', body: input, tier: 'read' },
      options,
    );
  }

  /**
   * Send one event to a subscription again
   *
   * Operation `subscription_redeliver` (`POST /api/v1/subscriptions/redeliver`). Automatic write. Scope: `automation:write`.
   *
   * Sends the event of one finished delivery (`succeeded`, `failed` or
   * `cancelled`) to its subscription again, e.g. after the receiver was fixed: a
   * new delivery, `pending`, due at once, with `redelivery_of` naming the
   * original, is sent like any other (same `webhook-id`, so a receiver that
   * deduplicates on it can tell; a fresh timestamp and signature; 6 attempts). It
   * goes out before the subscription's other pending deliveries of later events,
   * in event order.
   *
   * Refused with `invalid_request` naming `delivery_id` when the delivery is not
   * this store's, is still `pending`, or its subscription is not `active`
   * (re-enable it with `subscription_update` first). Automatic write (applies at
   * once; sending a message cannot be undone, so there is no receipt). Scope:
   * `automation:write` (or the `write` / `admin` bundle). Outside the seed's 188
   * catalogue operations (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionRedeliver(input: T.SubscriptionRedeliverInput, options?: RequestOptions): Promise<T.SubscriptionRedeliverResult> {
    return this.transport.call<T.SubscriptionRedeliverResult>(
      { operation: 'subscription_redeliver', method: 'POST', path: '/api/v1/subscriptions/redeliver', body: input, tier: 'auto_write' },
      options,
    );
  }

  /**
   * Change or re-enable a webhook subscription
   *
   * Operation `subscription_update` (`POST /api/v1/subscriptions/update`). Automatic write. Scope: `automation:write`.
   *
   * Changes the fields sent; the others keep their value; `kind` and
   * `entity_id` never change (delete and create instead). Sending only values the
   * subscription already has changes nothing (`receipt_id` null).
   *
   * - `url`: checked as on creation (https, public addresses only), else
   *   `invalid_request` naming `url`.
   * - `event_types`: the new filter, checked as on creation (each entry must
   *   match a catalogued type of the subscription's family, else
   *   `invalid_request` naming it; the calling credential needs the read scope of
   *   every type it matches, else 403 `insufficient_scope`); the answer carries a
   *   `no_publisher_yet` warning when it matches types nothing emits yet. `null`
   *   removes the filter (every type the subscription's `scopes` may read). The
   *   subscription keeps the scopes of the credential that created it.
   * - `description`: `null` removes it.
   * - `state: active` re-enables a `disabled` or `unsubscribed` subscription
   *   (seed: States and transitions; `state_reason` cleared, failure count back
   *   to 0): the next matching event is delivered; events from while it was not
   *   active are not (send one again with `subscription_redeliver`).
   *   `state: disabled` stops deliveries until it is re-enabled, and cancels its
   *   pending deliveries.
   *
   * Automatic write: applies at once and leaves a receipt with each changed field
   * before and after, whose reversal is the `subscription_update` restoring them.
   * Scope: `automation:write` (or the `write` / `admin` bundle). Outside the
   * seed's 188 catalogue operations (`x-catalogue: false`).
   *
   *
   * @throws {StoreOpsError} a subclass per error code family (see errors.ts in the runtime).
   */
  subscriptionUpdate(input: T.SubscriptionUpdateInput, options?: RequestOptions): Promise<T.SubscriptionWriteResult> {
    return this.transport.call<T.SubscriptionWriteResult>(
      { operation: 'subscription_update', method: 'POST', path: '/api/v1/subscriptions/update', body: input, tier: 'auto_write' },
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
   * Every destination is a page the operator dashboard serves: the approvals
   * inbox, Controls (kill switch, store automation, agents), the audit log and
   * Settings > Developers (API keys). Each `url` opens for a signed-in operator
   * of the store (sign-in first returns there). URLs are paths on this service:
   * `/dashboard/<page>` for a live store, `/dashboard/stores/<store id>/<page>`
   * for a sandbox key's private copy (the operator of the store that minted the
   * key opens it; Settings > Developers is always `/dashboard/settings/developers`,
   * the owner store's); a `#fragment` names the section. `button_text` is the
   * control as shown when its action is available (e.g. `Engage kill switch`
   * while the kill switch is released). Questions about the store's business
   * (products, orders, finance, ...) match no destination: the dashboard has no
   * page for them; use the operations (`list_store_actions`).
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
