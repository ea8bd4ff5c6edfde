// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

/** One event type of the catalogue (seed: Events); declared in @storeops/contract's event-descriptor.ts. */
export interface EventDescriptor<Type extends string = string> {
  /** CloudEvents `type`, e.g. `approval.decided`. */
  type: Type;
  /** `store` events are subscribed per store; `finance` events per finance entity (set of books). */
  family: 'store' | 'finance';
  /** The read scope a subscription needs to receive it, e.g. `automation:read`. */
  scope: string;
  /** Whether anything emits it yet (seed `x-publishing`); a filter on a silent type is saved with a `no_publisher_yet` warning. */
  publishing: boolean;
  /** What the CloudEvents `subject` names, e.g. `approval id`. */
  subject: string;
  /** One line: what happened. */
  summary: string;
}

/**
 * Who caused the event.
 * - `operator`: a person signed in to the dashboard; `id` is their email.
 * - `credential`: an API key or OAuth client acting through the API (its own
 *   call, its auto-apply setting, or a sandbox test helper); `id` is the
 *   credential id.
 * - `service`: the service itself; `id` names the mechanism (`expiry` for a
 *   deadline, `read_back` for a read-back, an agent's slug, `import`).
 * - `external`: someone outside the service (on the storefront or ad
 *   platform, at the bank); `id` is null, the platform does not say who.
 */
export interface Actor {
  type: "operator" | "credential" | "service" | "external";
  id: string | null;
}

/**
 * The API call that returns the subject's current state: `POST {base_url}{path}`
 * with `arguments` as the JSON body (operation `operation`, also on MCP).
 */
export interface ApiCall {
  /**
   * The operation's name (REST `operationId`, MCP tool name).
   */
  operation: string;
  /**
   * Path of the operation, relative to the service's base URL.
   */
  path: string;
  /**
   * The JSON body to send.
   */
  arguments: {
    [key: string]: string;
  };
}

/**
 * A card left `requested` by a decision. `status`:
 * - `approved`: approved; for a proposed write the change was applied
 *   (`applied: true`, `receipt_id`); for an app request the app may now act;
 * - `rejected`: a person rejected it (`reason` as given, or null);
 * - `failed`: a person approved, but the world had moved since the proposal
 *   or a store rule now refuses it, so nothing was applied (`reason` says why).
 * `decided_by` is the card's field (operator email, `auto-apply`,
 * `immediate` for a stop that applies at once, `test_helper:<credential id>`
 * in a sandbox); `actor` says the same as a typed actor.
 */
export interface ApprovalDecidedData {
  /**
   * The card's id (also the event's `subject`).
   */
  approval_id: string;
  kind: ApprovalKind;
  /**
   * The operation applied on approval (proposed writes); null for app requests.
   */
  operation: string | null;
  title: string;
  /**
   * Money at stake in cents of `currency`.
   */
  amount_cents: number | null;
  currency: string | null;
  reversibility_class: ReversibilityClass;
  /**
   * The card's state after the decision.
   */
  status: "approved" | "rejected" | "failed";
  /**
   * What the decider chose (`failed` follows an `approve`).
   */
  decision: "approve" | "reject";
  /**
   * True when the service applied the change (an approved proposed write).
   */
  applied: boolean;
  /**
   * Why it was rejected or failed; null when approved or rejected without a reason.
   */
  reason: string | null;
  /**
   * Receipt of the applied change; null unless `applied`.
   */
  receipt_id: string | null;
  /**
   * Credential id that created the card.
   */
  requested_by: string;
  /**
   * The card's `decided_by`.
   */
  decided_by: string;
  actor: Actor;
  decided_at: string;
  links: ApprovalLinks;
}

/**
 * A card's deadline passed with no decision; it is closed as not approved (`status` `expired`) and nothing was applied.
 */
export interface ApprovalExpiredData {
  /**
   * The card's id (also the event's `subject`).
   */
  approval_id: string;
  kind: ApprovalKind;
  /**
   * The operation the card would have applied (proposed writes); null for app requests.
   */
  operation: string | null;
  title: string;
  amount_cents: number | null;
  currency: string | null;
  reversibility_class: ReversibilityClass;
  status: "expired";
  /**
   * Always `deadline passed with no decision`.
   */
  reason: string;
  /**
   * Credential id that created the card.
   */
  requested_by: string;
  actor: Actor;
  requested_at: string;
  /**
   * The deadline that passed.
   */
  expires_at: string;
  /**
   * When the service closed the card (at or after `expires_at`).
   */
  expired_at: string;
  links: ApprovalLinks;
}

/**
 * `proposed_write`: created by a `propose_write` operation (the card carries the exact change); `app_request`: created by `POST /api/v1/approvals` (an app asks the merchant; the service changes nothing on approval, the app acts).
 */
export type ApprovalKind = "proposed_write" | "app_request";

/**
 * Where to look at the card.
 */
export interface ApprovalLinks {
  status: ApiCall;
  /**
   * The dashboard page where an operator decides cards (relative to the service's base URL).
   */
  dashboard: string;
}

/**
 * A card now waits for an operator: either a proposed write that was not
 * applied at once (no auto-apply, a store rule held it, or it hands authority
 * back to automation), or an app's approval request (`POST /api/v1/approvals`).
 * Mirrors the card (`approval_status`) at the moment it was created.
 */
export interface ApprovalRequestedData {
  /**
   * The card's id (also the event's `subject`).
   */
  approval_id: string;
  kind: ApprovalKind;
  /**
   * The operation applied on approval (proposed writes), e.g. `storefront_update_variant_price`; null for app requests.
   */
  operation: string | null;
  /**
   * One line for a person, as on the card.
   */
  title: string;
  /**
   * Money at stake in cents of `currency`; null when the request has no monetary size.
   */
  amount_cents: number | null;
  /**
   * ISO 4217 code of `amount_cents`; null exactly when `amount_cents` is.
   */
  currency: string | null;
  reversibility_class: ReversibilityClass;
  /**
   * The exact change, every field with its `before` and `after` (proposed writes); null for app requests.
   */
  change: ChangePlan | null;
  /**
   * Credential id that created the card (the card's `requested_by`).
   */
  requested_by: string;
  actor: Actor;
  requested_at: string;
  /**
   * Deadline; without a decision by then the card expires (`approval.expired`).
   */
  expires_at: string;
  links: ApprovalLinks;
}

/**
 * An ad campaign was paused or resumed, or its budget or bidding changed, by
 * the service (an applied write: `receipt_id` set) or on the ad platform
 * (`actor.type` `external`). `fields` names what changed; `previous` holds
 * exactly those fields' values before.
 */
export interface CampaignStatusChangedData {
  /**
   * The campaign's id (also the event's `subject`).
   */
  campaign_id: string;
  /**
   * The platform the campaign runs on (the campaign's `channel`).
   */
  platform: "google_ads" | "meta" | "microsoft_ads" | "marketplace";
  name: string;
  status: "enabled" | "paused" | "removed";
  /**
   * Daily budget now in `currency`; null when the campaign has none of its own (shared budget).
   */
  daily_budget: number | null;
  /**
   * The bidding strategy now, e.g. `maximize_conversions`.
   */
  bidding: string;
  currency: CurrencyCode;
  fields: Array<"status" | "daily_budget" | "bidding">;
  /**
   * The changed fields' values before the change.
   */
  previous: {
    status?: "enabled" | "paused" | "removed";
    daily_budget?: number | null;
    bidding?: string;
  };
  actor: Actor;
  /**
   * Receipt of the service's change; null for a change made on the platform.
   */
  receipt_id: string | null;
}

/**
 * One field of one resource, before and after the change. Money in the store currency's major units.
 */
export interface ChangeItem {
  /**
   * Kind of resource, e.g. `variant`, `store`, `agent`.
   */
  resource_kind: string;
  /**
   * Identifier of the resource (a UUID, a slug or the store id).
   */
  resource_ref: string;
  /**
   * The field that changes, e.g. `price`, `inventory_quantity`, `kill_switch_engaged`.
   */
  field: string;
  /**
   * Value now (when proposed), as JSON.
   */
  before: unknown;
  /**
   * Value after the change, as JSON.
   */
  after: unknown;
}

/**
 * The exact change a write makes (or, for a proposed write, will make once approved): what an operator sees on the approval card. On approval the service re-reads every `before` value; if one no longer matches, the card fails instead of applying something else.
 */
export interface ChangePlan {
  /**
   * One line for a person, e.g. `Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR`.
   */
  title: string;
  changes: ChangeItem[];
  /**
   * Money at stake in cents of the store currency, when the change has a monetary size.
   */
  amount_cents: number | null;
  reversibility_class: ReversibilityClass;
  /**
   * How to undo it; null when it cannot be undone by another write.
   */
  reversal: Reversal | null;
  /**
   * Present and true when the change creates the resource(s) it names (a gift card, a discount code, a draft product, imported expenses): until applied they have no id, so `resource_ref` is what names them meanwhile (e.g. a handle or a code). The proposal's audit `subject_ref` is then its approval card (`approval:<id>`); once applied, the receipts and the audit row name the created row by its id.
   */
  creates?: boolean;
}

/**
 * A compliance audit opened a finding about one resource (e.g. a claim a product page may not make).
 */
export interface ComplianceFindingOpenedData {
  /**
   * The finding's id (also the event's `subject`).
   */
  finding_id: string;
  /**
   * The audit run that opened it.
   */
  audit_id: string;
  /**
   * Stable code of the rule the resource breaks, e.g. `health_claim`.
   */
  rule: string;
  /**
   * One line for a person.
   */
  title: string;
  severity: "critical" | "warning" | "info";
  /**
   * Kind of resource found, e.g. `product`, `design`, `campaign`.
   */
  resource_kind: string;
  /**
   * The resource's id.
   */
  resource_ref: string;
  /**
   * What was found and why it matters.
   */
  detail: string;
  actor: Actor;
  opened_at: string;
}

/**
 * A customer-service thread was escalated to a person (by the service's triage or by a person). The thread's content is not in the event; read it with `get_cs_thread`.
 */
export interface CsThreadEscalatedData {
  /**
   * The thread's id (also the event's `subject`).
   */
  thread_id: string;
  /**
   * The thread's subject line.
   */
  subject: string;
  severity: "critical" | "warning" | "info";
  /**
   * Why it was escalated, for a person.
   */
  reason: string;
  /**
   * The order the thread is about, when known.
   */
  order_id: string | null;
  actor: Actor;
  escalated_at: string;
}

/**
 * ISO 4217 currency code of the store. Money fields next to it are decimal numbers in this currency's major units (e.g. 24.5 = EUR 24.50).
 */
export type Currency = string;

/**
 * ISO 4217 code. Money fields next to it are decimals in this currency's major units (`24.5` = EUR 24.50).
 */
export type CurrencyCode = string;

/**
 * `data` is JSON.
 */
export type DataContentType = "application/json";

/**
 * The event's id, unique per event; equals the `webhook-id` header and stays the same on every retry.
 */
export type EventId = string;

/**
 * `/stores/{store_id}`: the store the event happened in (for finance events, the store the finance entity belongs to).
 */
export type EventSource = string;

/**
 * When it happened (RFC 3339, UTC).
 */
export type EventTime = string;

/**
 * A bank, card, cash or PSP account of a finance entity, with the ledger account it books to.
 */
export interface FinBankAccount {
  id: string;
  /**
   * `psp`: a payment service provider balance (e.g. a card acquirer).
   */
  kind: "bank" | "card" | "cash" | "psp";
  name: string;
  currency: CurrencyCode;
  /**
   * Bank or provider name; null for cash.
   */
  institution: string | null;
  /**
   * The account number (IBAN, card number) with all but the last 4 characters masked, e.g. `NL•• •••• •••• 4321`; null when none.
   */
  account_number_masked: string | null;
  ledger_account: {
    account_id: string;
    code: string;
    name: string;
  };
  /**
   * `archived`: kept for its history, no longer used for new statements.
   */
  status: "active" | "archived";
}

/**
 * A bank, card, cash or PSP account was added, with its ledger account.
 */
export interface FinBankAccountCreatedData {
  entity_id: FinEntityId;
  /**
   * The account's id (also the event's `subject`).
   */
  bank_account_id: string;
  bank_account: FinBankAccount;
  actor: Actor;
  created_at: string;
}

/**
 * A bank account's details changed. `fields` names which; `previous` holds exactly those fields' values before; `bank_account` is the account now.
 */
export interface FinBankAccountUpdatedData {
  entity_id: FinEntityId;
  /**
   * The account's id (also the event's `subject`).
   */
  bank_account_id: string;
  bank_account: FinBankAccount;
  fields: Array<"name" | "institution" | "account_number_masked" | "ledger_account" | "status">;
  previous: {
    name?: string;
    institution?: string | null;
    account_number_masked?: string | null;
    status?: "active" | "archived";
    ledger_account?: {
      account_id: string;
      code: string;
      name: string;
    };
  };
  actor: Actor;
  updated_at: string;
}

/**
 * A bank connection's consent (e.g. PSD2, at most 180 days) ends soon; after `consent_expires_at` its accounts stop receiving rows until someone renews it at the bank.
 */
export interface FinBankConsentExpiringData {
  entity_id: FinEntityId;
  /**
   * The connection's id (also the event's `subject`).
   */
  bank_connection_id: string;
  institution: string;
  /**
   * The accounts fed by the connection.
   */
  bank_account_ids: string[];
  consent_expires_at: string;
  /**
   * Whole days until `consent_expires_at`.
   */
  days_remaining: number;
}

/**
 * A bank statement was imported into one bank account. `rows_received` = `rows_new` + `rows_duplicate`; duplicates (already imported) are skipped.
 */
export interface FinBankImportedData {
  entity_id: FinEntityId;
  /**
   * The import's id (also the event's `subject`).
   */
  import_id: string;
  bank_account_id: string;
  /**
   * `bank_feed`: rows fetched through a bank connection.
   */
  format: "camt053" | "camt052" | "mt940" | "csv" | "ofx" | "bank_feed";
  statement_from: string | null;
  statement_to: string | null;
  rows_received: number;
  rows_new: number;
  rows_duplicate: number;
  actor: Actor;
  imported_at: string;
}

/**
 * A bank transaction was dismissed; it no longer counts, and any booking of it was reversed (`reversal_entry_ids`).
 */
export interface FinBankTransactionDismissedData {
  entity_id: FinEntityId;
  /**
   * The bank transaction's id (also the event's `subject`).
   */
  bank_transaction_id: string;
  bank_account_id: string;
  booked_on: string;
  /**
   * Signed amount in `currency` (negative = money out).
   */
  amount: number;
  currency: CurrencyCode;
  reason: FinDismissalReason;
  /**
   * The row it duplicates (`reason` `duplicate_of`); null otherwise.
   */
  duplicate_of: string | null;
  note: string | null;
  /**
   * The entries that reversed its bookings; empty when it was not booked.
   */
  reversal_entry_ids: string[];
  actor: Actor;
  dismissed_at: string;
}

/**
 * A dismissal was undone; the bank transaction counts again and is open for booking.
 */
export interface FinBankTransactionUndismissedData {
  entity_id: FinEntityId;
  /**
   * The bank transaction's id (also the event's `subject`).
   */
  bank_transaction_id: string;
  bank_account_id: string;
  booked_on: string;
  /**
   * Signed amount in `currency` (negative = money out).
   */
  amount: number;
  currency: CurrencyCode;
  previous_reason: FinDismissalReason;
  previous_duplicate_of: string | null;
  actor: Actor;
  undismissed_at: string;
}

/**
 * `not_a_transaction`: the row is not a real movement (e.g. a balance line); `duplicate_of`: the same movement as another row (`duplicate_of`).
 */
export type FinDismissalReason = "not_a_transaction" | "duplicate_of";

/**
 * Status of an e-invoice message on the Peppol network. Transport:
 * `queued`, `sent` (handed to our access point), `delivered` (the receiver's
 * access point took it), `delivery_failed`, `received` (an inbound message).
 * Business (Peppol Invoice Response codes): `acknowledged` (AB),
 * `in_process` (IP), `under_query` (UQ), `conditionally_accepted` (CA),
 * `rejected` (RE), `accepted` (AP), `paid` (PD).
 */
export type FinEinvoiceStatus = "queued" | "sent" | "delivered" | "delivery_failed" | "received" | "acknowledged" | "in_process" | "under_query" | "conditionally_accepted" | "rejected" | "accepted" | "paid";

/**
 * An e-invoice message moved to a new Peppol status; `previous_status` says from where.
 */
export interface FinEinvoiceStatusChangedData {
  entity_id: FinEntityId;
  /**
   * The message's id (also the event's `subject`).
   */
  einvoice_message_id: string;
  direction: "outbound" | "inbound";
  document_type: "invoice" | "credit_note";
  document_number: string;
  counterparty: {
    name: string;
    /**
     * Peppol participant id, e.g. `0106:12345678`.
     */
    peppol_id: string | null;
  };
  /**
   * Document total including tax, in `currency`.
   */
  total: number;
  currency: CurrencyCode;
  status: FinEinvoiceStatus;
  previous_status: FinEinvoiceStatus;
  /**
   * The reason the counterparty or network gave (e.g. for `rejected`, `under_query`, `delivery_failed`).
   */
  status_reason: string | null;
  actor: Actor;
  changed_at: string;
}

/**
 * The finance entity (set of books) the subscription is for.
 */
export type FinEntityId = string;

/**
 * A journal entry was posted. Entries of a bulk import are announced once, by
 * the import: one event whose `batch` names the import and how many entries it
 * posted, with `entry_id` (and the `subject`) its first entry and the entry
 * fields describing that entry; read the others from the finance change feed
 * (`finance_changes`). `batch` is null for an entry posted on its own.
 */
export interface FinEntryPostedData {
  entity_id: FinEntityId;
  /**
   * The entry's id (also the event's `subject`).
   */
  entry_id: string;
  /**
   * The entry's number in the books, e.g. `2026-000123`.
   */
  entry_number: string;
  period_id: string;
  /**
   * Accounting date.
   */
  date: string;
  description: string;
  currency: CurrencyCode;
  /**
   * Sum of the debits (= sum of the credits).
   */
  total: number;
  lines: FinJournalLine[];
  /**
   * What the entry books.
   */
  source: {
    kind: "manual" | "order" | "refund" | "bank_transaction" | "einvoice" | "import" | "reversal";
    /**
     * Id of the booked document (order, bank transaction, e-invoice message, reversed entry); null for a manual entry.
     */
    ref: string | null;
  };
  batch: {
    import_id: string;
    /**
     * Entries the import posted, this one included.
     */
    entry_count: number;
  } | null;
  actor: Actor;
  posted_at: string;
}

/**
 * An entry was reversed by a new entry, the reversal (the `subject`), which books the original's lines the other way round. The original stays; the reversal is its tombstone.
 */
export interface FinEntryReversedData {
  entity_id: FinEntityId;
  /**
   * The reversal entry's id (also the event's `subject`).
   */
  entry_id: string;
  /**
   * The entry it reverses.
   */
  reversed_entry_id: string;
  /**
   * Period the reversal is posted in (the original's may be closed).
   */
  period_id: string;
  date: string;
  currency: CurrencyCode;
  total: number;
  reason: string | null;
  actor: Actor;
  reversed_at: string;
}

/**
 * One line of a journal entry; exactly one of `debit` and `credit` is non-zero.
 */
export interface FinJournalLine {
  account_id: string;
  /**
   * The account's code in the chart of accounts, e.g. `1200`.
   */
  account_code: string;
  account_name: string;
  /**
   * Debit in the entry's `currency`.
   */
  debit: number;
  /**
   * Credit in the entry's `currency`.
   */
  credit: number;
  description: string | null;
}

/**
 * An accounting period was closed: nothing more is posted into it.
 */
export interface FinPeriodClosedData {
  entity_id: FinEntityId;
  /**
   * The period's id (also the event's `subject`).
   */
  period_id: string;
  /**
   * e.g. `2026-11`.
   */
  name: string;
  start_date: string;
  /**
   * Last day of the period (inclusive).
   */
  end_date: string;
  status: "closed";
  previous_status: "open";
  /**
   * The reason given, if any.
   */
  reason: string | null;
  actor: Actor;
  changed_at: string;
}

/**
 * A closed accounting period was reopened: entries can be posted into it again.
 */
export interface FinPeriodReopenedData {
  entity_id: FinEntityId;
  /**
   * The period's id (also the event's `subject`).
   */
  period_id: string;
  /**
   * e.g. `2026-11`.
   */
  name: string;
  start_date: string;
  /**
   * Last day of the period (inclusive).
   */
  end_date: string;
  status: "open";
  previous_status: "closed";
  /**
   * The reason given, if any.
   */
  reason: string | null;
  actor: Actor;
  changed_at: string;
}

/**
 * A field the service set under an intent declaration (field ownership) was
 * later changed by someone else: at read-back the field held `observed`
 * instead of `desired`. Sent once per overwrite, when first read back; if the
 * field returns to `desired` and is overwritten again, it is sent again. The
 * declaration stays `active`: the owner decides whether to set the field
 * again, release or revert it.
 */
export interface IntentFieldOverwrittenExternallyData {
  /**
   * The declaration's id (also the event's `subject`).
   */
  intent_id: string;
  resource_kind: "variant" | "campaign";
  /**
   * The resource's id (variant UUID or campaign id).
   */
  resource_ref: string;
  field: "price" | "compare_at_price" | "status" | "daily_budget" | "bidding";
  /**
   * The value the service set for the owner (before the overwrite); money in major units of `currency`.
   */
  desired: number | string | null;
  /**
   * The value found at read-back (after the overwrite); null when the resource or field could not be read.
   */
  observed: number | string | null;
  /**
   * ISO 4217 code of `desired` and `observed` for a money field (`price`, `compare_at_price`, `daily_budget`); null otherwise.
   */
  currency: string | null;
  /**
   * The credential that owns the field (declared it).
   */
  owner_credential_id: string;
  actor: Actor;
  /**
   * When the read-back found the change (the change itself happened between the previous read-back and this one).
   */
  observed_at: string;
  links: {
    status: ApiCall;
  };
}

/**
 * One order. Money fields are decimals in the order's `currency`, major units; `total` = `subtotal` - `discount` + `shipping` + `tax`. Times are ISO 8601 UTC. `external_id`, `cancelled_at`, `cancel_reason` and `shipping_address` are present on every order the service shows now; `order.created` events recorded before them may lack them.
 */
export interface Order {
  /**
   * Order identifier.
   */
  id: string;
  /**
   * Order number shown to the customer, increasing per store (from 1001).
   */
  order_number: number;
  /**
   * Customer reference (e.g. `cus_…`).
   */
  customer_ref: string;
  /**
   * Sales channel.
   */
  channel: "online_store" | "marketplace" | "pos" | "wholesale";
  currency: Currency;
  /**
   * Sum of line items before discount, shipping and tax.
   */
  subtotal: number;
  /**
   * Discount deducted (a positive amount).
   */
  discount: number;
  /**
   * Shipping charged.
   */
  shipping: number;
  /**
   * Tax charged.
   */
  tax: number;
  /**
   * Amount charged.
   */
  total: number;
  /**
   * Amount refunded so far (sum of `refunds`).
   */
  refunded: number;
  /**
   * Payment state.
   */
  financial_status: "paid" | "partially_refunded" | "refunded";
  /**
   * Shipping state.
   */
  fulfillment_status: "fulfilled" | "partial" | "unfulfilled";
  /**
   * Number of line items (the length of `line_items`).
   */
  line_item_count: number;
  /**
   * Lines of the order.
   */
  line_items: OrderLineItem[];
  /**
   * Refunds recorded against the order, oldest first; empty when none.
   */
  refunds: OrderRefund[];
  /**
   * When the order was placed (ISO 8601).
   */
  created_at: string;
  /**
   * The storefront's own order id (digits, e.g. `5000000006300`); null for an order that did not come from the storefront (e.g. the wholesale business). The order writes accept it as `order_id`.
   */
  external_id: string | null;
  /**
   * When the order was cancelled (ISO 8601 UTC); null when it is not cancelled.
   */
  cancelled_at: string | null;
  /**
   * Why it was cancelled; null when it is not cancelled.
   */
  cancel_reason: "customer" | "inventory" | "fraud" | "declined" | "other" | null;
  /**
   * Where the order ships; null when it has none (e.g. a point-of-sale order).
   */
  shipping_address: OrderAddress | null;
}

/**
 * A postal address of an order (shipping). Country: ISO 3166-1 alpha-2; province: the ISO 3166-2 subdivision code without the country prefix (e.g. `NY`, `NH`), null where not used.
 */
export interface OrderAddress {
  /**
   * Recipient's name.
   */
  name: string;
  /**
   * Street and number.
   */
  address1: string;
  /**
   * Apartment, floor, company; null when none.
   */
  address2: string | null;
  /**
   * City or town; null when none was given.
   */
  city: string | null;
  /**
   * Subdivision code (e.g. `NY`); null when none.
   */
  province_code: string | null;
  /**
   * Postal code; null when none.
   */
  postal_code: string | null;
  /**
   * ISO 3166-1 alpha-2 country code (e.g. `NL`).
   */
  country_code: string;
  /**
   * Recipient's phone; null when none.
   */
  phone: string | null;
}

/**
 * A new order was recorded (from the storefront sync or any sales channel). `order` is the order as `get_orders` returns it at that moment.
 */
export interface OrderCreatedData {
  /**
   * The order's id (also the event's `subject`).
   */
  order_id: string;
  order: Order;
}

/**
 * One line of an order. Money in the order's currency, major units.
 */
export interface OrderLineItem {
  /**
   * Line identifier (`line_item_id` of storefront_create_refund).
   */
  id: string;
  /**
   * Line title as sold.
   */
  title: string;
  /**
   * SKU sold; null when the line had none.
   */
  sku: string | null;
  /**
   * Units sold.
   */
  quantity: number;
  /**
   * Price per unit.
   */
  unit_price: number;
  /**
   * Line total.
   */
  total: number;
  /**
   * Product sold; null when it is not (or no longer) in the catalogue.
   */
  product_id: string | null;
  /**
   * Variant sold; null when it is not (or no longer) in the catalogue.
   */
  variant_id: string | null;
  /**
   * Units of this line refunded so far (by refunds with line items); at most `quantity`.
   */
  refunded_quantity: number;
}

/**
 * One refund recorded against an order.
 */
export interface OrderRefund {
  /**
   * Refund identifier.
   */
  id: string;
  /**
   * Amount refunded, decimal in the order's currency, major units.
   */
  amount: number;
  /**
   * Why it was refunded.
   */
  reason: "damaged" | "not_as_described" | "late_delivery" | "changed_mind" | "other";
  /**
   * When the refund was recorded (ISO 8601).
   */
  created_at: string;
  /**
   * Note recorded with the refund; null when none.
   */
  note: string | null;
  /**
   * Whether refunded units went back into stock (per line in `line_items`).
   */
  restock: boolean;
  /**
   * Where the refund was recorded: `service` (an approved storefront_create_refund or storefront_cancel_order), `storefront` (a refund seen by the order sync) or `seed` (the demo history).
   */
  source: "seed" | "service" | "storefront";
  /**
   * Refunded units per order line; empty for an amount-only refund (all seeded refunds are amount-only).
   */
  line_items: {
    /**
     * The order line (`line_items[].id` of the order).
     */
    line_item_id: string;
    /**
     * Units refunded.
     */
    quantity: number;
    /**
     * Part of the refund's `amount` for these units (order currency, major units).
     */
    amount: number;
    /**
     * Whether these units went back into stock.
     */
    restock: boolean;
  }[];
}

/**
 * A refund was recorded against an order, by the service (an approved
 * `storefront_create_refund`: `approval_id` and `receipt_id` set) or by a
 * person on the storefront (`actor.type` `external`). `refunded` and
 * `financial_status` are the order's after the refund, `previous_refunded` and
 * `previous_financial_status` before it.
 */
export interface OrderRefundedData {
  /**
   * The order's id (also the event's `subject`).
   */
  order_id: string;
  refund: OrderRefund;
  currency: CurrencyCode;
  /**
   * The order's total refunded so far, this refund included.
   */
  refunded: number;
  /**
   * The order's total refunded before this refund.
   */
  previous_refunded: number;
  financial_status: "partially_refunded" | "refunded";
  previous_financial_status: "paid" | "partially_refunded";
  actor: Actor;
  /**
   * The approval card of the service's refund; null for a refund made elsewhere.
   */
  approval_id: string | null;
  /**
   * The receipt of the service's refund; null for a refund made elsewhere.
   */
  receipt_id: string | null;
}

/**
 * A variant's `price` or reference price (`compare_at_price`) changed on the
 * storefront, by the service (an applied write: `receipt_id` set) or by
 * someone else (`actor.type` `external`, seen at sync). `fields` names what
 * changed; `previous` holds exactly those fields' values before.
 */
export interface ProductPriceChangedData {
  /**
   * The variant's id (also the event's `subject`).
   */
  variant_id: string;
  product_id: string;
  sku: string;
  currency: CurrencyCode;
  /**
   * The price now.
   */
  price: number;
  /**
   * The reference (compare-at) price now; null when none.
   */
  compare_at_price: number | null;
  fields: Array<"price" | "compare_at_price">;
  /**
   * The changed fields' values before the change.
   */
  previous: {
    price?: number;
    compare_at_price?: number | null;
  };
  actor: Actor;
  /**
   * Receipt of the service's change; null for a change made elsewhere.
   */
  receipt_id: string | null;
}

/**
 * The write that undoes the change.
 */
export interface Reversal {
  /**
   * Operation name to call, e.g. `storefront_update_variant_price`.
   */
  operation: string;
  /**
   * Its arguments.
   */
  arguments: {
    [key: string]: unknown;
  };
  /**
   * What the reversal does, for a person.
   */
  description: string;
}

/**
 * How a change can be undone. `reversible`: another write restores the exact previous state (e.g. a price change: the receipt's `reversal` names it). `compensatable`: it cannot be undone, but a compensating action offsets it (e.g. a refund, a payout). `irreversible`: neither (e.g. a message sent to a customer). The seed names `compensatable`; this contract defines the set.
 */
export type ReversibilityClass = "reversible" | "compensatable" | "irreversible";

/**
 * CloudEvents extension attribute, present (and `true`) only on events of a sandbox copy (a sandbox key's private demo store); absent on live events. Never treat a sandbox event as live data.
 */
export type Sandbox = true;

/**
 * CloudEvents specification version.
 */
export type SpecVersion = "1.0";

/** The `data` of each event type. */
export interface EventDataMap {
  /**
   * A new order was recorded.
   */
  "order.created": OrderCreatedData;
  /**
   * A refund was recorded against an order, by the service or a person.
   */
  "order.refunded": OrderRefundedData;
  /**
   * A variant's price or reference (compare-at) price changed on the storefront.
   */
  "product.price_changed": ProductPriceChangedData;
  /**
   * A customer-service thread was escalated to a person.
   */
  "cs.thread_escalated": CsThreadEscalatedData;
  /**
   * An ad campaign was paused or resumed, or its budget changed.
   */
  "campaign.status_changed": CampaignStatusChangedData;
  /**
   * A compliance audit opened a finding.
   */
  "compliance.finding_opened": ComplianceFindingOpenedData;
  /**
   * An approval card now waits for the merchant: a proposed write, or an app asked the merchant to approve something.
   */
  "approval.requested": ApprovalRequestedData;
  /**
   * A person (or auto-apply, or a stop that applies at once) approved or rejected an approval card.
   */
  "approval.decided": ApprovalDecidedData;
  /**
   * An approval card's deadline passed with no decision; closed as not approved.
   */
  "approval.expired": ApprovalExpiredData;
  /**
   * A field the service set under an intent declaration was later changed by someone else; sent once per overwrite, when first read back.
   */
  "intent.field_overwritten_externally": IntentFieldOverwrittenExternallyData;
  /**
   * A journal entry was posted; the entries of a bulk import are announced once, by the import.
   */
  "fin.entry.posted": FinEntryPostedData;
  /**
   * A journal entry was reversed by a new entry (the reversal).
   */
  "fin.entry.reversed": FinEntryReversedData;
  /**
   * An accounting period was closed; nothing more is posted into it.
   */
  "fin.period.closed": FinPeriodClosedData;
  /**
   * A closed accounting period was reopened.
   */
  "fin.period.reopened": FinPeriodReopenedData;
  /**
   * A bank statement was imported: how many rows arrived, how many were new, how many duplicates.
   */
  "fin.bank.imported": FinBankImportedData;
  /**
   * A bank transaction was dismissed as `not_a_transaction` or `duplicate_of` another row; any booking of it was reversed.
   */
  "fin.bank_transaction.dismissed": FinBankTransactionDismissedData;
  /**
   * A bank transaction's dismissal was undone; it counts again.
   */
  "fin.bank_transaction.undismissed": FinBankTransactionUndismissedData;
  /**
   * A bank, card, cash or PSP account was added, with its ledger account.
   */
  "fin.bank_account.created": FinBankAccountCreatedData;
  /**
   * A bank account's details changed; `fields` names which.
   */
  "fin.bank_account.updated": FinBankAccountUpdatedData;
  /**
   * A bank connection's consent ends soon.
   */
  "fin.bank.consent_expiring": FinBankConsentExpiringData;
  /**
   * An e-invoice message moved to a new Peppol status; `previous_status` says from where.
   */
  "fin.einvoice.status_changed": FinEinvoiceStatusChangedData;
}

/** Every event type (CloudEvents `type`) of the catalogue. */
export type EventType = keyof EventDataMap;

/** The `data` of event type `T`. */
export type EventData<T extends EventType> = EventDataMap[T];

/** The CloudEvents 1.0 envelope (structured mode) of one event type, as delivered. */
export interface StoreOpsEventOf<T extends EventType> {
  specversion: SpecVersion;
  id: EventId;
  source: EventSource;
  type: T;
  /**
   * The id the event is about; what it names per type: `EVENT_CATALOGUE[].subject`.
   */
  subject: string;
  time: EventTime;
  datacontenttype: DataContentType;
  sandbox?: Sandbox;
  data: EventData<T>;
}

/** Any delivered event, discriminated on `type`. */
export type StoreOpsEvent =
  | StoreOpsEventOf<"order.created">
  | StoreOpsEventOf<"order.refunded">
  | StoreOpsEventOf<"product.price_changed">
  | StoreOpsEventOf<"cs.thread_escalated">
  | StoreOpsEventOf<"campaign.status_changed">
  | StoreOpsEventOf<"compliance.finding_opened">
  | StoreOpsEventOf<"approval.requested">
  | StoreOpsEventOf<"approval.decided">
  | StoreOpsEventOf<"approval.expired">
  | StoreOpsEventOf<"intent.field_overwritten_externally">
  | StoreOpsEventOf<"fin.entry.posted">
  | StoreOpsEventOf<"fin.entry.reversed">
  | StoreOpsEventOf<"fin.period.closed">
  | StoreOpsEventOf<"fin.period.reopened">
  | StoreOpsEventOf<"fin.bank.imported">
  | StoreOpsEventOf<"fin.bank_transaction.dismissed">
  | StoreOpsEventOf<"fin.bank_transaction.undismissed">
  | StoreOpsEventOf<"fin.bank_account.created">
  | StoreOpsEventOf<"fin.bank_account.updated">
  | StoreOpsEventOf<"fin.bank.consent_expiring">
  | StoreOpsEventOf<"fin.einvoice.status_changed">;

/** Every event type, in catalogue order. */
export const EVENT_TYPES: readonly EventType[] = [
  "order.created",
  "order.refunded",
  "product.price_changed",
  "cs.thread_escalated",
  "campaign.status_changed",
  "compliance.finding_opened",
  "approval.requested",
  "approval.decided",
  "approval.expired",
  "intent.field_overwritten_externally",
  "fin.entry.posted",
  "fin.entry.reversed",
  "fin.period.closed",
  "fin.period.reopened",
  "fin.bank.imported",
  "fin.bank_transaction.dismissed",
  "fin.bank_transaction.undismissed",
  "fin.bank_account.created",
  "fin.bank_account.updated",
  "fin.bank.consent_expiring",
  "fin.einvoice.status_changed"
];

/** The event catalogue (seed: Events): family, the scope needed to receive it, whether it publishes yet, what `subject` names. */
export const EVENT_CATALOGUE: readonly EventDescriptor<EventType>[] = [
  {
    "type": "order.created",
    "family": "store",
    "scope": "orders:read",
    "publishing": true,
    "subject": "order id",
    "summary": "A new order was recorded."
  },
  {
    "type": "order.refunded",
    "family": "store",
    "scope": "orders:read",
    "publishing": true,
    "subject": "order id",
    "summary": "A refund was recorded against an order, by the service or a person."
  },
  {
    "type": "product.price_changed",
    "family": "store",
    "scope": "catalog:read",
    "publishing": true,
    "subject": "variant id",
    "summary": "A variant's price or reference (compare-at) price changed on the storefront."
  },
  {
    "type": "cs.thread_escalated",
    "family": "store",
    "scope": "cs:read",
    "publishing": true,
    "subject": "thread id",
    "summary": "A customer-service thread was escalated to a person."
  },
  {
    "type": "campaign.status_changed",
    "family": "store",
    "scope": "ads:read",
    "publishing": true,
    "subject": "campaign id",
    "summary": "An ad campaign was paused or resumed, or its budget changed."
  },
  {
    "type": "compliance.finding_opened",
    "family": "store",
    "scope": "automation:read",
    "publishing": false,
    "subject": "finding id",
    "summary": "A compliance audit opened a finding."
  },
  {
    "type": "approval.requested",
    "family": "store",
    "scope": "automation:read",
    "publishing": true,
    "subject": "approval id",
    "summary": "An approval card now waits for the merchant: a proposed write, or an app asked the merchant to approve something."
  },
  {
    "type": "approval.decided",
    "family": "store",
    "scope": "automation:read",
    "publishing": true,
    "subject": "approval id",
    "summary": "A person (or auto-apply, or a stop that applies at once) approved or rejected an approval card."
  },
  {
    "type": "approval.expired",
    "family": "store",
    "scope": "automation:read",
    "publishing": true,
    "subject": "approval id",
    "summary": "An approval card's deadline passed with no decision; closed as not approved."
  },
  {
    "type": "intent.field_overwritten_externally",
    "family": "store",
    "scope": "automation:read",
    "publishing": true,
    "subject": "intent (declaration) id",
    "summary": "A field the service set under an intent declaration was later changed by someone else; sent once per overwrite, when first read back."
  },
  {
    "type": "fin.entry.posted",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "entry id",
    "summary": "A journal entry was posted; the entries of a bulk import are announced once, by the import."
  },
  {
    "type": "fin.entry.reversed",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "reversal entry id",
    "summary": "A journal entry was reversed by a new entry (the reversal)."
  },
  {
    "type": "fin.period.closed",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "period id",
    "summary": "An accounting period was closed; nothing more is posted into it."
  },
  {
    "type": "fin.period.reopened",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "period id",
    "summary": "A closed accounting period was reopened."
  },
  {
    "type": "fin.bank.imported",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "import id",
    "summary": "A bank statement was imported: how many rows arrived, how many were new, how many duplicates."
  },
  {
    "type": "fin.bank_transaction.dismissed",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "bank transaction id",
    "summary": "A bank transaction was dismissed as `not_a_transaction` or `duplicate_of` another row; any booking of it was reversed."
  },
  {
    "type": "fin.bank_transaction.undismissed",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "bank transaction id",
    "summary": "A bank transaction's dismissal was undone; it counts again."
  },
  {
    "type": "fin.bank_account.created",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "bank account id",
    "summary": "A bank, card, cash or PSP account was added, with its ledger account."
  },
  {
    "type": "fin.bank_account.updated",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "bank account id",
    "summary": "A bank account's details changed; `fields` names which."
  },
  {
    "type": "fin.bank.consent_expiring",
    "family": "finance",
    "scope": "finance:read",
    "publishing": false,
    "subject": "bank connection id",
    "summary": "A bank connection's consent ends soon."
  },
  {
    "type": "fin.einvoice.status_changed",
    "family": "finance",
    "scope": "finance:read",
    "publishing": true,
    "subject": "e-invoice message id",
    "summary": "An e-invoice message moved to a new Peppol status; `previous_status` says from where."
  }
];
