// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { ApprovalStatus, CalibrationMetric, CalibrationThreshold, ChangePlan, Currency, Decision, Domain, EventTypeFilter, IdempotencyKey, Reversal, ReversibilityClass, Scope, SimulationDecision, SimulationGate } from './shared.js';

/**
 * One alert.
 */
export interface Alert {
  /**
   * Alert identifier.
   */
  id: string;
  severity: AlertSeverity;
  /**
   * What was detected, e.g. `roas_below_floor`, `stockout`, `feed_disapproval`, `refund_spike`, `sync_failed`, `spend_ceiling`.
   */
  kind: string;
  /**
   * Short headline.
   */
  title: string;
  /**
   * Explanation for a person.
   */
  message: string;
  /**
   * What the alert is about, `<kind>:<id>` (e.g. `product:<uuid>`); null when store-wide.
   */
  subject_ref: string | null;
  /**
   * When the condition was detected (ISO 8601).
   */
  detected_at: string;
  /**
   * When it was resolved (ISO 8601); null while open.
   */
  resolved_at: string | null;
}

/**
 * Alert severity, most severe first.
 */
export type AlertSeverity = "critical" | "warning" | "info";

/**
 * An approval card (proposed write or app approval request).
 */
export interface Approval {
  id: string;
  /**
   * `proposed_write`: created by a `propose_write` operation; `app_request`: created by `POST /api/v1/approvals`.
   */
  kind: "proposed_write" | "app_request";
  /**
   * The operation applied on approval (proposed writes); null for app requests.
   */
  operation: string | null;
  title: string;
  status: ApprovalStatus;
  /**
   * Money at stake in cents of `currency`.
   */
  amount_cents: number | null;
  /**
   * ISO 4217 code of `amount_cents`.
   */
  currency: string | null;
  reversibility_class: ReversibilityClass;
  /**
   * The exact change (proposed writes); null for app requests, which change nothing themselves.
   */
  change: ChangePlan | null;
  /**
   * Credential id that created the card.
   */
  requested_by: string;
  /**
   * Operator email, `auto-apply`, or `immediate` (stopping writes); null while undecided.
   */
  decided_by: string | null;
  decided_at: string | null;
  /**
   * Why it was rejected, withdrawn or failed.
   */
  reason: string | null;
  /**
   * Receipt of the applied change (approved proposed writes).
   */
  receipt_id: string | null;
  /**
   * Deadline; a card still `requested` then becomes `expired`.
   */
  expires_at: string;
  created_at: string;
  /**
   * `approval_status` only, on an approved card whose write created a one-time secret (e.g. `storefront_create_gift_card`: `gift_card_id`, `code`, `last_characters`). The credential that requested the card gets it in its first `approval_status` after approval, and that read erases it (it is never stored elsewhere); any other credential gets null (with `reveal_note`) while it waits. Absent once shown, on other cards and in other answers.
   */
  reveal?: {
    [key: string]: unknown;
  } | null;
  /**
   * With `reveal`, what happened to the secret (shown now and erased, already shown, or only for the requesting credential).
   */
  reveal_note?: string;
}

/**
 * Arguments of `approval_list`.
 */
export interface ApprovalListInput {
  status?: ApprovalStatus;
  /**
   * Cards per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page).
   */
  before?: string;
}

/**
 * A page of approval cards, newest first.
 */
export interface ApprovalListResult {
  approvals: Approval[];
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Identifies one approval card.
 */
export interface ApprovalRef {
  /**
   * The card's id (`approval_id` of a proposed write, or `id` of an approval).
   */
  approval_id: string;
}

/**
 * Approval request (seed: "Approval request"): an app asks the merchant to approve something. The card waits in the dashboard's approvals inbox.
 */
export interface ApprovalSubmitInput {
  /**
   * What the merchant is asked to approve.
   */
  title: string;
  /**
   * Money at stake in cents of `currency` (required together with `currency`).
   */
  amount_cents?: number;
  /**
   * ISO 4217 currency code of `amount_cents`.
   */
  currency?: string;
  reversibility_class: ReversibilityClass;
  /**
   * Deadline, in seconds from now (60 s .. 30 days; default 72 hours). Then the card expires (event `approval.expired`).
   */
  expires_in_seconds?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `approval_withdraw`.
 */
export interface ApprovalWithdrawInput {
  /**
   * The card to withdraw; only a `requested` card can be withdrawn, and only by a credential of its store.
   */
  approval_id: string;
  /**
   * Why, recorded on the card.
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The agent's mode after the write, and the receipt.
 */
export interface AutomationChangeResult {
  agent: {
    slug: string;
    name: string;
    /**
     * Mode now.
     */
    mode: "live" | "dry_run" | "off";
    /**
     * Mode before the call (equal to `mode` when nothing changed).
     */
    previous_mode: "live" | "dry_run" | "off";
  };
  /**
   * Receipt of the change; null when the agent was already in that mode (nothing changed).
   */
  receipt_id: string | null;
}

/**
 * Arguments of `create_alert`.
 */
export interface CreateAlertInput {
  severity: AlertSeverity;
  /**
   * Short headline.
   */
  title: string;
  /**
   * What happened and what to do.
   */
  message: string;
  /**
   * Machine-readable kind, snake_case (default `manual`).
   */
  kind?: string;
  /**
   * What it is about, e.g. `product:<uuid>`.
   */
  subject_ref?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The alert created (open), and the receipt of the write.
 */
export interface CreateAlertResult {
  alert: Alert;
  receipt_id: string;
}

/**
 * Whole-store decision rows per bucket over the window, whatever `mode`, `to_state`, `applied`, `handle` and `limit` say. `total` is the only valid denominator for how much has changed; most rows are usually `noop`.
 */
export interface DecisionCounts {
  /**
   * Rows applied.
   */
  live: number;
  /**
   * Rows that run next.
   */
  queued: number;
  /**
   * Rows that failed.
   */
  failed: number;
  /**
   * Rows a merchant can still act on.
   */
  suggested: number;
  /**
   * Rows reverted.
   */
  reverted: number;
  /**
   * Rows that changed nothing (bookkeeping).
   */
  noop: number;
  /**
   * All rows in the window (the sum of the buckets).
   */
  total: number;
}

/**
 * Arguments of `disable_automation`.
 */
export interface DisableAutomationInput {
  /**
   * The agent's slug (see `get_store_overview` `agents`).
   */
  agent: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `enable_automation`.
 */
export interface EnableAutomationInput {
  /**
   * The agent's slug (see `get_store_overview` `agents`).
   */
  agent: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `finance_subscription_create`: as `subscription_create`, plus the finance entity whose events the subscription receives.
 */
export interface FinanceSubscriptionCreateInput {
  /**
   * The finance entity (set of books) of this store whose events are delivered; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  url: WebhookUrl;
  /**
   * 1..50 distinct entries, each an exact finance event type (`fin.*`) or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every finance event type (this needs `finance:read`, or a bundle).
   */
  event_types?: EventTypeFilter[];
  description?: SubscriptionDescription;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `get_alerts`. All optional; `{}` returns up to 20 open alerts of every severity.
 */
export interface GetAlertsInput {
  /**
   * Only alerts of this severity (`critical`, `warning` or `info`). Omit for all.
   */
  severity?: AlertSeverity;
  /**
   * `open` (default): unresolved alerts only. `all`: resolved ones too.
   */
  status?: "open" | "all";
  /**
   * Maximum number of alerts, 1..50 (default 20).
   */
  limit?: number;
}

/**
 * Alerts ordered by severity (critical, warning, info), then by detection time, newest first; open (unresolved) only unless `status` is `all`.
 */
export interface GetAlertsResult {
  /**
   * Status filter applied.
   */
  status: "open" | "all";
  /**
   * Severity filter applied; null for every severity.
   */
  severity: AlertSeverity | null;
  /**
   * Alerts, most severe first, then newest detection first.
   */
  alerts: Alert[];
  /**
   * Number of alerts in `alerts`.
   */
  count: number;
}

/**
 * Arguments of `get_job_runs`. All optional; `{}` returns the 20 newest jobs of every kind and state.
 */
export interface GetJobRunsInput {
  kind?: JobKind;
  state?: JobState;
  /**
   * Jobs per page, 1..100 (default 20), newest queued first.
   */
  limit?: number;
  /**
   * Jobs to skip (paging; pass the previous page's `next_offset`), 0..10000 (default 0).
   */
  offset?: number;
}

/**
 * A page of the store's job runs, newest queued first (ties by id).
 */
export interface GetJobRunsResult {
  jobs: JobRun[];
  /**
   * Jobs on this page.
   */
  count: number;
  /**
   * Whether more jobs match after this page.
   */
  has_more: boolean;
  /**
   * The `offset` of the next page; null when none.
   */
  next_offset: number | null;
}

/**
 * Arguments of `get_recent_decisions`. All optional; `{}` returns the 10 newest decision rows of the last 7 days in every bucket.
 */
export interface GetRecentDecisionsInput {
  /**
   * Only rows of this bucket; `all` (default) for every bucket. Buckets: `live` applied, `queued` runs next, `failed` failed, `suggested` a merchant can still act on it, `reverted` reverted, `noop` no change.
   */
  mode?: "all" | "live" | "queued" | "suggested" | "reverted" | "failed" | "noop";
  /**
   * Look-back window in days, 1..30 (default 7). The `counts` in the result are whole-store over this window whatever the other filters say.
   */
  window_days?: number;
  /**
   * Only rows that move their subject to this lifecycle state, UPPERCASE (e.g. `WINNER`, `DRAFT`).
   */
  to_state?: "NEW" | "TESTING" | "ACTIVE" | "WINNER" | "SCALING" | "DECLINING" | "PAUSED" | "DRAFT" | "RETIRED";
  /**
   * `true`: only rows that reached the storefront platform. `false`: only rows that did not (not necessarily proposals). Omit for both.
   */
  applied?: boolean;
  /**
   * Only rows about the product with this handle (e.g. `linen-overshirt`), 1..255 characters.
   */
  handle?: string;
  /**
   * Maximum number of decision rows, 1..50 (default 10).
   */
  limit?: number;
}

/**
 * Whole-store bucket counts over the window plus at most `limit` decision rows (newest first) matching the filters.
 */
export interface GetRecentDecisionsResult {
  /**
   * Bucket filter applied (`all` = every bucket).
   */
  mode: "all" | "live" | "queued" | "suggested" | "reverted" | "failed" | "noop";
  /**
   * Window applied, in days.
   */
  window_days: number;
  counts: DecisionCounts;
  /**
   * Matching decision rows, newest first, at most `limit`. Never use the length of this list as a denominator: use `counts.total`.
   */
  decisions: Decision[];
}

/**
 * The operation that queued the job (e.g. `run_sync_orders`, `run_sync_catalog`); later `run_*` operations add kinds.
 */
export type JobKind = string;

/**
 * One job run (the job table row as the API shows it).
 */
export interface JobRun {
  id: string;
  kind: JobKind;
  state: JobState;
  /**
   * The arguments it was queued with (after defaults).
   */
  params: {
    [key: string]: unknown;
  };
  /**
   * The credential id that queued it.
   */
  requested_by: string;
  /**
   * ISO 8601, UTC.
   */
  queued_at: string;
  /**
   * When a runner last started it (ISO 8601, UTC); null while queued.
   */
  started_at: string | null;
  /**
   * When it succeeded, failed or was cancelled (ISO 8601, UTC); null before.
   */
  finished_at: string | null;
  /**
   * Milliseconds from queued to started; null while queued.
   */
  queue_ms: number | null;
  /**
   * Milliseconds from started to finished; null until it finished.
   */
  duration_ms: number | null;
  /**
   * How many times a runner started it (more than 1 after a runner died mid-run and its lease expired).
   */
  attempts: number;
  /**
   * What it did, by name (integers), e.g. for `run_sync_orders` `{seen, orders_created, orders_skipped, refunds_created, refunds_skipped, events}`; null until it finished.
   */
  counts: {
    [key: string]: number;
  } | null;
  /**
   * The job's result (e.g. the sync cursor reached and whether more changes are waiting: `{cursor, until, more}`); null unless it succeeded.
   */
  result: {
    [key: string]: unknown;
  } | null;
  /**
   * Why it failed; null otherwise.
   */
  error: string | null;
}

/**
 * `queued` (waiting for a runner), `running`, then `succeeded` or `failed` (the job's writes rolled back; `error` says why). `cancelled` is part of the state machine for queued jobs, but no operation cancels a job yet.
 */
export type JobState = "queued" | "running" | "succeeded" | "failed" | "cancelled";

/**
 * The job queued by a `run_*` operation, answered at once (the job runs asynchronously; follow it with `get_job_runs`).
 */
export interface JobSubmittedResult {
  /**
   * The job's id (the audit subject `job_run:<id>`).
   */
  job_id: string;
  kind: JobKind;
  /**
   * Always `queued` when answered.
   */
  state: "queued";
  /**
   * When the job was queued (ISO 8601, UTC).
   */
  queued_at: string;
  /**
   * `true` when a job of the same kind was already waiting in this store: that job is answered and no second one is queued (it will see every change up to when it runs).
   */
  coalesced: boolean;
  /**
   * Receipt of queueing the job; null when `coalesced`.
   */
  receipt_id: string | null;
}

/**
 * A policy of the store: a rule or a spend ceiling, consulted by `simulate`. Fields that do not belong to the kind are null (`effect` for spend ceilings; `ceiling_cents` and `period` for rules) or empty (`conditions` of a spend ceiling).
 */
export interface Policy {
  id: string;
  kind: PolicyKind;
  /**
   * Name for a person.
   */
  name: string;
  domain: Domain;
  /**
   * The one action (operation name) it applies to; null for every action of `domain`.
   */
  action: string | null;
  /**
   * Rules: what a match decides. Null for spend ceilings.
   */
  effect: PolicyEffect | null;
  /**
   * Rules: every condition must hold for the rule to match (none: always matches). Empty for spend ceilings.
   */
  conditions: PolicyCondition[];
  /**
   * Spend ceilings: most money approved per period, in cents of the store currency. Null for rules.
   */
  ceiling_cents: number | null;
  /**
   * Spend ceilings: the period the ceiling covers. Null for rules.
   */
  period: PolicyPeriod | null;
  /**
   * A disabled policy is kept but not consulted.
   */
  enabled: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * One condition of a rule, on one fact of the action (see `simulate` `facts`).
 */
export interface PolicyCondition {
  /**
   * Name of the fact, snake_case, e.g. `amount_cents`, `channel`, `resource_kind`.
   */
  fact: string;
  op: PolicyConditionOperator;
  value: PolicyConditionValue;
}

/**
 * Comparison of a fact with the condition's `value`: `eq` / `ne` (equal / not equal, JSON equality; `value` a string, number or boolean), `gt`, `gte`, `lt`, `lte` (numeric; `value` a number, and the fact must be a number), `in` (the fact equals one element of `value`, an array). A condition on a fact the action does not name never holds.
 */
export type PolicyConditionOperator = "eq" | "ne" | "gt" | "gte" | "lt" | "lte" | "in";

/**
 * The value a fact is compared with: a string, number or boolean, or, for `in`, an array of 1..100 strings or numbers.
 */
export type PolicyConditionValue = string | number | boolean | Array<string | number>;

/**
 * Arguments of `policy_create`. A `rule` needs `effect` and may carry `conditions`; a `spend_ceiling` needs `ceiling_cents` and `period`. A field that does not belong to the kind answers `invalid_request` naming it.
 */
export interface PolicyCreateInput {
  kind: PolicyKind;
  /**
   * Name for a person, 1..100 characters (default `<kind> <domain>[.<action>]`).
   */
  name?: string;
  domain: Domain;
  /**
   * The one action (operation name, snake_case) it applies to; omit for every action of `domain`.
   */
  action?: string;
  effect?: PolicyEffect;
  /**
   * Rules only: 0..20 conditions, all of which must hold (default none: the rule always matches its actions).
   */
  conditions?: PolicyCondition[];
  /**
   * Spend ceilings only (required for them): most money approved per period, in cents of the store currency, 0..100,000,000,000.
   */
  ceiling_cents?: number;
  period?: PolicyPeriod;
  /**
   * Whether `simulate` consults it (default `true`).
   */
  enabled?: boolean;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `policy_delete`.
 */
export interface PolicyDeleteInput {
  /**
   * The policy (`id` from policy_list).
   */
  policy_id: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The policy as it was before deletion, and the receipt.
 */
export interface PolicyDeleteResult {
  deleted: Policy;
  /**
   * Receipt of the deletion; its `reversal` is a `policy_create` with the same fields (the new policy gets a new id).
   */
  receipt_id: string;
}

/**
 * What a matching rule decides. When several rules match, `deny` beats `require_approval`, which beats `allow`.
 */
export type PolicyEffect = "allow" | "deny" | "require_approval";

/**
 * Kind of policy. `rule`: when an action of `domain` (and `action`, if set) meets every condition, its `effect` applies (`allow`, `deny` or `require_approval`). `spend_ceiling`: the money approved for actions of `domain` (and `action`, if set) within one `period` must stay at or under `ceiling_cents`.
 */
export type PolicyKind = "rule" | "spend_ceiling";

/**
 * Arguments of `policy_list`. Every filter is optional; filters combine with AND.
 */
export interface PolicyListInput {
  kind?: PolicyKind;
  domain?: Domain;
  /**
   * Only enabled (`true`) or only disabled (`false`) policies; omit for both.
   */
  enabled?: boolean;
  /**
   * Policies per page, 1..100 (default 50), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * A page of the store's policies, newest first.
 */
export interface PolicyListResult {
  policies: Policy[];
  /**
   * `true` when older policies match beyond this page.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Period a spend ceiling covers, in UTC: `day` (from 00:00), `week` (from Monday 00:00, ISO week) or `month` (from the 1st, 00:00).
 */
export type PolicyPeriod = "day" | "week" | "month";

/**
 * Arguments of `policy_update`: the policy and the fields to change; fields not sent keep their value (sending none changes nothing). The kind cannot change (delete and create instead). A field that does not belong to the policy's kind answers `invalid_request` naming it.
 */
export interface PolicyUpdateInput {
  /**
   * The policy (`id` from policy_list).
   */
  policy_id: string;
  /**
   * New name, 1..100 characters.
   */
  name?: string;
  domain?: Domain;
  /**
   * New action (operation name); the empty string `""` clears it (every action of `domain`).
   */
  action?: string;
  effect?: PolicyEffect;
  /**
   * Rules only: the new conditions, replacing all of them (0..20).
   */
  conditions?: PolicyCondition[];
  /**
   * Spend ceilings only: new ceiling in cents of the store currency, 0..100,000,000,000.
   */
  ceiling_cents?: number;
  period?: PolicyPeriod;
  /**
   * `false` keeps the policy but stops `simulate` consulting it; `true` turns it back on.
   */
  enabled?: boolean;
  idempotency_key?: IdempotencyKey;
}

/**
 * The policy after the write, and the receipt.
 */
export interface PolicyWriteResult {
  policy: Policy;
  /**
   * Receipt of the change (`resource_kind` `policy`); null when an update changed nothing.
   */
  receipt_id: string | null;
}

/**
 * One applied price change of a variant, from its receipt.
 */
export interface PriceMemoryEntry {
  /**
   * When the change applied (the receipt's `created_at`, ISO 8601 UTC).
   */
  at: string;
  /**
   * Price before, in the store currency's major units; null if the receipt recorded none.
   */
  before: number | null;
  /**
   * Price after, in the store currency's major units; null if the receipt recorded none.
   */
  after: number | null;
  /**
   * The operation that applied it, e.g. `storefront_update_variant_price`.
   */
  operation: string;
  /**
   * The approval card, when the change was a proposed write; null otherwise.
   */
  approval_id: string | null;
  /**
   * The receipt (see `receipts_list`).
   */
  receipt_id: string;
}

/**
 * The record an applied write leaves (seed: "receipts"): what changed (before and after), who proposed it, who approved it, and how to reverse it. Written in the same transaction as the change; never edited afterwards. A proposed write that changes several resources leaves one receipt per resource, all with the same `approval_id`.
 */
export interface Receipt {
  /**
   * The receipt's id (`receipt_id` of the write's answer or approval card).
   */
  id: string;
  /**
   * The operation that applied the change, e.g. `storefront_update_variant_price`.
   */
  operation: string;
  /**
   * The approval card of a proposed write; null for automatic writes.
   */
  approval_id: string | null;
  /**
   * Kind of resource changed, e.g. `variant`, `product`, `store`, `agent`, `alert`, `policy`, `calibration`.
   */
  resource_kind: string;
  /**
   * Identifier of the resource (a UUID, a slug or the store id).
   */
  resource_ref: string;
  /**
   * Every field of the resource the write changed.
   */
  changes: ReceiptChange[];
  /**
   * Credential id that called the write (`operator:<id>` for a dashboard action).
   */
  proposed_by: string;
  /**
   * Who let it apply: an operator's email (approved in the dashboard), `auto-apply` (credential with auto-apply), `immediate` (stopping writes), or the calling credential's id (automatic writes).
   */
  approved_by: string;
  /**
   * The write that undoes the change; null when no single write can undo it.
   */
  reversal: Reversal | null;
  /**
   * The request that applied it (resolves to its audit row).
   */
  request_id: string;
  /**
   * When the change was applied (ISO 8601, UTC).
   */
  created_at: string;
}

/**
 * One field of a receipt's resource, before and after the applied change. Money is in the store currency's major units (e.g. `44.5`), as in results.
 */
export interface ReceiptChange {
  /**
   * The field that changed, e.g. `price`, `inventory_quantity`, `automation_enabled`, `roas`.
   */
  field: string;
  /**
   * Value before the change, as JSON (null when the resource did not exist yet).
   */
  before: unknown;
  /**
   * Value after the change, as JSON (null when the resource was deleted).
   */
  after: unknown;
}

/**
 * Arguments of `receipts_list`. Every filter is optional; filters combine with AND.
 */
export interface ReceiptsListInput {
  /**
   * Only receipts of this operation, e.g. `storefront_update_variant_price`.
   */
  operation?: string;
  /**
   * Only receipts of this kind of resource, e.g. `variant`, `product`, `store`, `policy`.
   */
  resource_kind?: string;
  /**
   * Only receipts of this resource (its UUID, slug or store id, exactly as receipts name it).
   */
  resource_ref?: string;
  /**
   * Only receipts of this approval card.
   */
  approval_id?: string;
  /**
   * Receipts per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * A page of the store's receipts, newest first.
 */
export interface ReceiptsListResult {
  /**
   * At most `limit` receipts, newest first (ties by id).
   */
  receipts: Receipt[];
  /**
   * `true` when older receipts match beyond this page.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `receipts_price_memory`.
 */
export interface ReceiptsPriceMemoryInput {
  /**
   * The variant: its storefront reference (`external_id` from get_variants, e.g. `44012345678901`) or its UUID `id`.
   */
  variant_id: string;
  /**
   * At most this many price changes, the most recent ones (1..200, default 50), listed oldest first.
   */
  limit?: number;
}

/**
 * A variant's price history as this service changed it (from receipts), with its current price. Changes made outside the service (in the storefront admin) leave no receipt and are not listed; compare `current_price` with the last entry's `after` to spot one.
 */
export interface ReceiptsPriceMemoryResult {
  /**
   * The variant's UUID.
   */
  variant_id: string;
  /**
   * The storefront platform's variant reference.
   */
  external_id: string;
  /**
   * Stock-keeping unit.
   */
  sku: string;
  currency: Currency;
  /**
   * Price now, in the store currency's major units.
   */
  current_price: number;
  /**
   * Applied price changes, oldest first (the most recent `limit` of them).
   */
  entries: PriceMemoryEntry[];
  /**
   * `true` when older price changes exist than the first entry (raise `limit` to see them).
   */
  has_more: boolean;
}

/**
 * Arguments of `run_calibration`.
 */
export interface RunCalibrationInput {
  /**
   * Days of history to calibrate from, 7..120 (default 30), the last `window_days` UTC days up to and including today.
   */
  window_days?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * The store's calibration thresholds after the run (what `get_calibration` answers from now on), and the receipt holding the thresholds before and after.
 */
export interface RunCalibrationResult {
  /**
   * When this run calibrated (ISO 8601 UTC); the `calibrated_at` of every recomputed metric.
   */
  calibrated_at: string;
  /**
   * Days of history used.
   */
  window_days: number;
  /**
   * Every metric's thresholds after the run, in the order roas, cpa_cents, conversion_rate, refund_rate (a metric never calibrated and without observations in the window is absent).
   */
  thresholds: CalibrationThreshold[];
  /**
   * Metrics without a single observation in the window (e.g. no ad spend at all): their previous thresholds were kept, not overwritten with zeros.
   */
  unchanged: CalibrationMetric[];
  /**
   * Receipt of the run (`resource_kind` `calibration`; one change per recomputed metric, before and after).
   */
  receipt_id: string;
}

/**
 * Arguments of `run_sync_catalog`. All optional; `{}` queues a sync of everything that changed since the last one.
 */
export interface RunSyncCatalogInput {
  /**
   * Most storefront catalog changes (price, compare-at price, inventory, title) one run takes, 1..500 (default 500). The rest are taken by the next run, from where this one stopped (the sync cursor).
   */
  max_changes?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `run_sync_orders`. All optional; `{}` queues a sync of everything that changed since the last one.
 */
export interface RunSyncOrdersInput {
  /**
   * Most storefront changes (new orders and refunds) one run takes, 1..500 (default 500). The rest are taken by the next run, from where this one stopped (the sync cursor).
   */
  max_changes?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `sandbox_approval_decide` (sandbox-only test helper).
 */
export interface SandboxApprovalDecideInput {
  /**
   * The card to decide (a card of the sandbox store that still waits). Omitted: the most recently created waiting card of the sandbox store.
   */
  approval_id?: string;
  /**
   * `approve` (re-validate and apply, as an operator approves) or `reject`.
   */
  decision: "approve" | "reject";
  /**
   * Why, recorded on the card (for a rejection, its `reason`).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Simulation request (seed: "Simulation request"): the action to try and the facts about it.
 */
export interface SimulateInput {
  domain: Domain;
  /**
   * The action, an operation name in snake_case, e.g. `ads_set_campaign_budget`; it need not be served yet.
   */
  action: string;
  /**
   * Facts about the action, 0..50 snake_case names, matched by rule conditions. The gates read four of them: `amount_cents` (integer >= 0, money the action would commit, in cents of the store currency; spend ceilings), and `resource_kind`, `resource_ref`, `field` (the field the action would change, named as an intent declaration names it, e.g. `variant`, the variant's UUID, `price`; ownership).
   */
  facts: {
    [key: string]: SimulationFactValue;
  };
}

/**
 * What each gate would decide for the action, and the overall decision. Nothing was changed: the simulation ran inside a transaction that is always rolled back.
 */
export interface SimulateResult {
  decision: SimulationDecision;
  /**
   * One entry per gate, in the order `rules`, `ownership`, `spend_ceiling`.
   */
  gates: SimulationGate[];
}

/**
 * A fact's value, as JSON: a string, number, boolean or null, or an array of strings and numbers.
 */
export type SimulationFactValue = string | number | boolean | null | Array<string | number>;

/**
 * Arguments of `subscription_create` (seed: Resources, "Subscription"): the endpoint, an optional filter, an optional description.
 */
export interface SubscriptionCreateInput {
  url: WebhookUrl;
  /**
   * 1..50 distinct entries, each an exact store event type or a prefix ending in `*` (see `EventTypeFilter`). Omit it to receive every store event type the calling credential may read (today and as the catalogue grows); that set must not be empty. Finance types (`fin.*`) are subscribed per entity with `finance_subscription_create`.
   */
  event_types?: EventTypeFilter[];
  description?: SubscriptionDescription;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `subscription_delete`.
 */
export interface SubscriptionDeleteInput {
  subscription_id: SubscriptionRef;
  idempotency_key?: IdempotencyKey;
}

/**
 * The subscription as it was before deletion, and the receipt.
 */
export interface SubscriptionDeleteResult {
  deleted: WebhookSubscription;
  /**
   * Receipt of the deletion (`resource_kind` `webhook_subscription`); its `reversal` is the creating call with the same `url`, `event_types` and `description` (the new subscription gets a new id, the scopes of the credential that makes it, and no delivery history).
   */
  receipt_id: string;
}

/**
 * Arguments of `subscription_deliveries`.
 */
export interface SubscriptionDeliveriesInput {
  subscription_id: SubscriptionRef;
  state?: WebhookDeliveryState;
  /**
   * Only deliveries of this exact event type.
   */
  event_type?: string;
  /**
   * Deliveries per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * A page of one subscription's deliveries, newest first, each with its attempts.
 */
export interface SubscriptionDeliveriesResult {
  subscription: WebhookSubscription;
  deliveries: WebhookDelivery[];
  /**
   * `true` when older deliveries match beyond this page.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * For a person, 1..500 characters, e.g. `ERP order export`.
 */
export type SubscriptionDescription = string;

/**
 * Arguments of `subscription_list`. Every filter is optional; filters combine with AND.
 */
export interface SubscriptionListInput {
  kind?: WebhookSubscriptionKind;
  /**
   * Only the finance subscriptions of this finance entity.
   */
  entity_id?: string;
  state?: WebhookSubscriptionState;
  /**
   * Subscriptions per page, 1..100 (default 50), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `before`.
   */
  before?: string;
}

/**
 * A page of the store's webhook subscriptions (store and finance), newest first.
 */
export interface SubscriptionListResult {
  subscriptions: WebhookSubscription[];
  /**
   * `true` when older subscriptions match beyond this page.
   */
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `subscription_redeliver`.
 */
export interface SubscriptionRedeliverInput {
  /**
   * The delivery to send again (`id` from `subscription_deliveries`): a finished one (`succeeded`, `failed` or `cancelled`) of an `active` subscription of this store. Anything else answers `invalid_request` naming `delivery_id`.
   */
  delivery_id: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The new delivery, queued to be sent at once.
 */
export interface SubscriptionRedeliverResult {
  delivery: WebhookDelivery;
}

/**
 * The subscription (`id` from `subscription_list` or the creating call); one that is not this store's answers `invalid_request` naming `subscription_id`.
 */
export type SubscriptionRef = string;

/**
 * Arguments of `subscription_update`: the subscription and the fields to change; fields not sent keep their value (sending none changes nothing). `kind` and `entity_id` never change (delete and create instead).
 */
export interface SubscriptionUpdateInput {
  subscription_id: SubscriptionRef;
  url?: WebhookUrl;
  /**
   * The new filter, replacing the old one, checked as on creation (each entry must match a catalogued type of the subscription's family, and the calling credential needs the read scope of every type it matches); null removes the filter (every type the subscription's `scopes` may read).
   */
  event_types?: EventTypeFilter[] | null;
  /**
   * New description, 1..500 characters; null removes it.
   */
  description?: string | null;
  /**
   * `active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0; events from now on are delivered; what happened meanwhile is not, redeliver it with `subscription_redeliver`); `disabled` stops deliveries until re-enabled (pending deliveries are cancelled).
   */
  state?: "active" | "disabled";
  idempotency_key?: IdempotencyKey;
}

/**
 * Something about the saved subscription its creator should know; the subscription is saved either way. `no_publisher_yet`: the filter matches event types that are defined in the catalogue but that nothing emits yet (`x-publishing: false` in `/api/v1/asyncapi.json`); they are listed in `event_types` and will be delivered once a release starts emitting them, without a change to the subscription.
 */
export interface SubscriptionWarning {
  /**
   * Stable code; branch on it, never on `message`.
   */
  code: "no_publisher_yet";
  /**
   * For a person.
   */
  message: string;
  /**
   * The event types the warning is about, in catalogue order.
   */
  event_types: string[];
}

/**
 * The subscription after the write, its warnings, and the receipt.
 */
export interface SubscriptionWriteResult {
  subscription: WebhookSubscription;
  /**
   * Empty, or one `no_publisher_yet` warning when the subscription receives types nothing emits yet (see `SubscriptionWarning`); reported whenever the filter is set, i.e. on creation and on an update that sends `event_types`.
   */
  warnings: SubscriptionWarning[];
  /**
   * Receipt of the change (`resource_kind` `webhook_subscription`, with the write that reverses it); null when an update changed nothing.
   */
  receipt_id: string | null;
}

/**
 * One HTTP attempt of a delivery.
 */
export interface WebhookAttempt {
  /**
   * 1-based attempt number.
   */
  attempt: number;
  started_at: string;
  /**
   * HTTP status the endpoint answered; null when no answer came (timeout, connection failed or refused).
   */
  status_code: number | null;
  /**
   * Milliseconds from sending the request to the response's status line; null without an answer.
   */
  latency_ms: number | null;
  /**
   * Why no answer came, e.g. `UND_ERR_CONNECT_TIMEOUT: ...` or `refused: host ... resolves to a non-public address (private) at connect time`; null when the endpoint answered.
   */
  error: string | null;
  /**
   * `succeeded` (2xx), `gone` (410: the subscription was unsubscribed), `refused` (the address was not public at connect time), `failed` (anything else).
   */
  outcome: "succeeded" | "failed" | "gone" | "refused";
}

/**
 * One delivery: one event (CloudEvents `id`, the `webhook-id` header, the same on every attempt and redelivery) to one subscription, with every attempt made so far.
 */
export interface WebhookDelivery {
  id: string;
  subscription_id: string;
  /**
   * The event's CloudEvents `id` (the `webhook-id` header; deduplicate on it).
   */
  event_id: string;
  /**
   * The event's CloudEvents `type`, e.g. `order.created`.
   */
  event_type: string;
  state: WebhookDeliveryState;
  /**
   * Attempts made so far (at most 6).
   */
  attempts: number;
  /**
   * HTTP status of the last attempt; null before the first attempt or when the last one got no answer.
   */
  last_status_code: number | null;
  /**
   * Latency of the last answered attempt, milliseconds; null when none.
   */
  last_latency_ms: number | null;
  /**
   * Why the last attempt got no answer (or why the delivery was cancelled); null otherwise.
   */
  last_error: string | null;
  /**
   * `pending` only: when the next attempt is due (after a failed attempt n, about 5 s, 30 s, 2 min, 10 min and 1 h for n = 1..5, each ±20%); null once the delivery is finished.
   */
  next_attempt_at: string | null;
  /**
   * The delivery this one sends again (`subscription_redeliver`); null for the first delivery of the event.
   */
  redelivery_of: string | null;
  /**
   * When the event was queued for this subscription.
   */
  created_at: string;
  /**
   * When it succeeded, failed or was cancelled; null while `pending`.
   */
  finished_at: string | null;
  /**
   * Every attempt, oldest first.
   */
  attempt_log: WebhookAttempt[];
}

/**
 * State of one delivery (one event to one subscription). `pending`: being sent or waiting for its next attempt (`next_attempt_at`). `succeeded`: an attempt was answered 2xx. `failed`: all 6 attempts failed (another status, a timeout after 10 s, a refused or failed connection). `cancelled`: the subscription stopped before it was sent (answered 410, was disabled, or the event no longer exists).
 */
export type WebhookDeliveryState = "pending" | "succeeded" | "failed" | "cancelled";

/**
 * A webhook subscription: an endpoint of the store (`kind` `store`) or of one finance entity (`kind` `finance`), the events it asked for, and what it receives. What it receives is bounded twice: by its filter (`event_types`; null = every type) and by `scopes`, the scopes of the credential that created it (an event type is delivered only when those scopes may read it, e.g. `orders:read` or a bundle for `order.created`), so a subscription can never receive more than its creator could read. `receives` is the result.
 */
export interface WebhookSubscription {
  id: string;
  kind: WebhookSubscriptionKind;
  /**
   * `kind` `finance`: the finance entity (set of books) whose events it receives; null for store subscriptions.
   */
  entity_id: string | null;
  /**
   * The endpoint deliveries are POSTed to.
   */
  url: string;
  /**
   * The filter as given: exact types or prefixes ending in `*`. Null: no filter, every type of the family that `scopes` may read, including types added to the catalogue later.
   */
  event_types: string[] | null;
  /**
   * The catalogued event types this subscription receives today: those of its family that match `event_types` (all of them when null) and that `scopes` may read, in catalogue order. It includes types that nothing publishes yet (see the `no_publisher_yet` warning).
   */
  receives: string[];
  /**
   * The scopes of the credential that created the subscription (they bound what it receives; changing the filter later cannot widen them).
   */
  scopes: Scope[];
  /**
   * For a person; null when none was given.
   */
  description: string | null;
  state: WebhookSubscriptionState;
  /**
   * Why the subscription is not `active`, for a person (e.g. `20 consecutive deliveries failed (last: HTTP 500)`, `the endpoint answered 410 Gone at ...`, `disabled through subscription_update by <credential id>`); null while `active`.
   */
  state_reason: string | null;
  /**
   * Deliveries in a row that failed all their attempts; 20 disable the subscription; a successful delivery or re-enabling resets it to 0.
   */
  consecutive_failures: number;
  /**
   * Id of the credential that created it (`operator:<id>` for a dashboard operator).
   */
  created_by: string;
  created_at: string;
  updated_at: string;
}

/**
 * `store`: store events (`order.*`, `approval.*`, ...), created with `subscription_create` (`POST /api/v1/subscriptions`). `finance`: finance entity events (`fin.*`) of one finance entity (`entity_id`), created with `finance_subscription_create` (`POST /api/v1/finance/subscriptions`).
 */
export type WebhookSubscriptionKind = "store" | "finance";

/**
 * State of a webhook subscription (seed: States and transitions, "Webhook endpoint"). `active`: events are delivered. `disabled`: nothing is delivered; set by 20 consecutive failed deliveries (each delivery failing all 6 attempts) or by `subscription_update` with `state: disabled`. `unsubscribed`: a delivery was answered HTTP 410 Gone, so nothing more is delivered. Events that happen while a subscription is not `active` are not queued for it. `subscription_update` with `state: active` re-enables a `disabled` or `unsubscribed` subscription (its failure count restarts at 0); the next matching event is delivered.
 */
export type WebhookSubscriptionState = "active" | "disabled" | "unsubscribed";

/**
 * The endpoint deliveries are POSTed to: an absolute `https://` URL (any port) of at most 2048 characters, without credentials (`user:pass@`). Refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges, IPv4 and IPv6): checked here, when the subscription is created or its `url` changed, and again when every delivery connects, so a name that later resolves to a private address (DNS rebinding) is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port.
 */
export type WebhookUrl = string;
