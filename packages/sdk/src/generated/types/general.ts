// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { Domain, IdempotencyKey, Scope } from './shared.js';

/**
 * How much of the published operation catalogue (all tiers) this credential can use at this store, independent of the `domain` filter. The four counts add up to `catalogue_total`. Operations outside the seed catalogue (`x-catalogue: false`: sandbox test helpers, webhook subscriptions) are not counted here.
 */
export interface ActionExposure {
  /**
   * Operations in the published catalogue (188 in this version).
   */
  catalogue_total: number;
  /**
   * Operations this credential can call at this store.
   */
  exposed: number;
  /**
   * Operations hidden because the credential lacks their scope (they answer `insufficient_scope`).
   */
  withheld_by_scope: number;
  /**
   * Operations that do not exist for this store (e.g. storefront tools for a business without a storefront; they answer `not_found`).
   */
  not_available_for_store: number;
  /**
   * Operations in the catalogue this deployment does not serve yet.
   */
  not_yet_served: number;
}

/**
 * JSON Schema (draft 2020-12) of an action's JSON body: always an object schema. Being a JSON Schema, it may carry further keywords (`additionalProperties` is open here on purpose).
 */
export interface ActionParameters {
  /**
   * Always `object`.
   */
  type: "object";
  /**
   * What the body is.
   */
  description?: string;
  /**
   * One JSON Schema per parameter, keyed by parameter name.
   */
  properties: {
    [key: string]: JsonSchema;
  };
  /**
   * Names of the parameters that must be given.
   */
  required?: string[];
  /**
   * `false`: parameters not listed are refused with `invalid_request`.
   */
  additionalProperties?: boolean;
  [key: string]: unknown;
}

/**
 * One place in the dashboard.
 */
export interface Destination {
  /**
   * Page name as the dashboard shows it (e.g. `Settings > Developers`).
   */
  page: string;
  /**
   * Address of the page for this store, a path on this service: `/dashboard/<page>` (a live store) or `/dashboard/stores/<store id>/<page>` (a sandbox copy), optionally with a `#section` fragment; it opens for a signed-in operator of the store.
   */
  url: string;
  /**
   * Section heading on the page.
   */
  section: string;
  /**
   * Exact text of the button or control to use.
   */
  button_text: string;
  /**
   * Match score; higher is a better match. Rows are sorted by it, descending.
   */
  score: number;
}

/**
 * One intent declaration (field ownership).
 */
export interface Intent {
  /**
   * The declaration's id (equal to the `approval_id` of the card that created it).
   */
  id: string;
  resource_kind: "variant" | "campaign";
  /**
   * The resource's id (variant UUID or campaign id).
   */
  resource_ref: string;
  field: "price" | "compare_at_price" | "status" | "daily_budget" | "bidding";
  /**
   * The value the owner set (money in major units of the store currency).
   */
  desired: number | string | null;
  /**
   * The value before the declaration applied (what intent_revert restores).
   */
  previous: number | string | null;
  reason: string;
  status: IntentStatus;
  /**
   * The credential that declared it (only it, or an `admin` credential, may release or revert).
   */
  owner_credential_id: string;
  approval_id: string | null;
  expires_at: string;
  /**
   * When the service last read the field back and found someone else had changed it (event `intent.field_overwritten_externally`, sent once per overwrite); null when the field holds `desired`.
   */
  overwritten_at: string | null;
  /**
   * The value found at that read-back.
   */
  overwritten_value: number | string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Intent declaration (seed: "Intent declaration"). Declarable fields and the scope each needs besides `write`: variant `price` and `compare_at_price` (`catalog:write`); campaign `status`, `daily_budget` and `bidding` (`ads:write`). The end of the ownership is given by exactly one of `expires_at` (an instant) and `expires_in_seconds` (a duration counted from approval); neither or both answer `invalid_request` naming `expires_at`.
 */
export interface IntentDeclareInput {
  /**
   * `variant` or `campaign`.
   */
  resource_kind: "variant" | "campaign";
  /**
   * The resource; a variant's UUID or storefront reference (`external_id`), or a campaign id (`cmp_...`).
   */
  resource_ref: string;
  /**
   * Variant: `price`, `compare_at_price`. Campaign: `status`, `daily_budget`, `bidding`.
   */
  field: "price" | "compare_at_price" | "status" | "daily_budget" | "bidding";
  /**
   * The value to own, of the field's type: `price` and `daily_budget` a number > 0 and at most 1000000 in major units, with at most 2 digits after the decimal point (e.g. 44.5 or 111848.18; `x-decimal-places: 2`); `compare_at_price` such a number or null; `status` `enabled` or `paused`; `bidding` `manual_cpc`, `maximize_conversions`, `target_roas` or `target_cpa` (a string is at most 64 characters).
   */
  desired: number | string | null;
  reason: string;
  /**
   * When ownership ends by itself (ISO 8601); in the future and at most 90 days ahead. Or send `expires_in_seconds`.
   */
  expires_at?: string;
  /**
   * Instead of `expires_at`: how long the ownership lasts once an operator approves the declaration, in seconds (60 s .. 90 days); it ends at the approval time plus this.
   */
  expires_in_seconds?: number;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `intent_release` and `intent_revert`.
 */
export interface IntentEndInput {
  /**
   * An `active` declaration of this store; only its owner or an `admin` credential may end it.
   */
  intent_id: string;
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The declaration after the call, and the receipt of the change.
 */
export interface IntentEndResult {
  intent: Intent;
  receipt_id: string;
}

/**
 * Arguments of `intent_list`.
 */
export interface IntentListInput {
  status?: IntentStatus;
  resource_kind?: "variant" | "campaign";
  /**
   * Declarations per page, 1..50 (default 20), newest first.
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page).
   */
  before?: string;
}

export interface IntentListResult {
  intents: Intent[];
  has_more: boolean;
  /**
   * Pass as `before` for the next, older page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Identifies one intent declaration.
 */
export interface IntentRef {
  intent_id: string;
}

/**
 * State of an intent declaration (the seed leaves them open; this contract defines them). A declaration is a proposed write: while it waits, it is its approval card (`approval_status`), and the field counts as owned (a second declaration is refused with `field_already_owned`). Approved, it becomes `active`: the service set the field to `desired` and owns it. `released` (intent_release): ownership ends, the value stays. `reverted` (intent_revert): the previous value is restored and ownership ends. `expired`: `expires_at` passed; ownership ended, the value stays. Only `active` moves.
 */
export type IntentStatus = "active" | "released" | "reverted" | "expired";

/**
 * A JSON Schema (draft 2020-12) for one value. The commonly used keywords are typed below; any other JSON Schema keyword may appear.
 */
export interface JsonSchema {
  /**
   * JSON type name, or a list of them (e.g. `["string", "null"]`).
   */
  type?: "string" | "number" | "integer" | "boolean" | "object" | "array" | "null" | Array<"string" | "number" | "integer" | "boolean" | "object" | "array" | "null">;
  /**
   * Meaning, units, bounds and default of the value.
   */
  description?: string;
  /**
   * Format of a string value (e.g. `uuid`, `date-time`).
   */
  format?: string;
  /**
   * Allowed values.
   */
  enum?: unknown[];
  /**
   * The only allowed JSON value.
   */
  const?: unknown;
  /**
   * Value used when the parameter is omitted.
   */
  default?: unknown;
  /**
   * Smallest allowed number.
   */
  minimum?: number;
  /**
   * Largest allowed number.
   */
  maximum?: number;
  /**
   * Shortest allowed string.
   */
  minLength?: number;
  /**
   * Longest allowed string.
   */
  maxLength?: number;
  /**
   * Regular expression a string must match.
   */
  pattern?: string;
  /**
   * Fewest array items.
   */
  minItems?: number;
  /**
   * Most array items.
   */
  maxItems?: number;
  /**
   * Schema of each array item.
   */
  items?: JsonSchema;
  /**
   * Schema per object property.
   */
  properties?: {
    [key: string]: JsonSchema;
  };
  /**
   * Object properties that must be present.
   */
  required?: string[];
  /**
   * `false` to refuse unknown object properties, or a schema they must match.
   */
  additionalProperties?: boolean | JsonSchema;
  [key: string]: unknown;
}

/**
 * Arguments of `list_store_actions`. All optional; send `{}` for every domain.
 */
export interface ListStoreActionsInput {
  /**
   * Only list actions of this catalogue domain (e.g. `ads`, `catalog`, `promotions`). Omit for every domain.
   */
  domain?: Domain;
}

/**
 * The write actions this credential can carry out at this store, each with its parameters as a JSON Schema, and how much of the catalogue is exposed versus withheld. Call it before proposing a change.
 */
export interface ListStoreActionsResult {
  /**
   * Domain filter applied; null for every domain.
   */
  domain: Domain | null;
  /**
   * Write operations (`auto_write` and `propose_write`) this credential can call at this store, ordered by domain then name; for a sandbox key also the sandbox test helpers.
   */
  actions: StoreAction[];
  exposure: ActionExposure;
}

/**
 * One write action the caller can invoke.
 */
export interface StoreAction {
  /**
   * Operation name (its operationId and MCP tool name), e.g. `propose_discount`.
   */
  name: string;
  domain: Domain;
  /**
   * The catalogue's risk tier: `auto_write` applies at once when the credential carries the scope (unless `authority` is `handback`); `propose_write` creates an approval card and answers `status` = `proposed`, `applied` = false (unless auto-apply or a stop lets it apply at once). Either passes the store's governance gates first (see `simulate`).
   */
  tier: "auto_write" | "propose_write";
  /**
   * Seed Risk tiers rule 2: `stop` (stops automation: applies at once, whatever auto-apply says, never gated), `handback` (hands authority back to automation: always waits for an operator, whatever the tier and auto-apply say; answers `status` = `proposed`), or null (decided per call: `set_kill_switch` and `set_automation_enabled` stop when they turn things off and hand back when they turn them on; otherwise ordinary).
   */
  authority: "stop" | "handback" | null;
  /**
   * Scope the operation requires (e.g. `promotions:write`).
   */
  scope: Scope;
  /**
   * What the operation does, for a person or a model.
   */
  description: string;
  /**
   * Path to `POST` the arguments to (e.g. `/api/v1/tools/propose_discount`).
   */
  path: string;
  parameters: ActionParameters;
}

/**
 * Arguments of `where_in_service`. All optional; `{}` returns the whole map of dashboard destinations.
 */
export interface WhereInServiceInput {
  /**
   * Plain-language question such as "where do I turn on auto-apply for an API key?", 1..500 characters. Omit for the whole map.
   */
  question?: string;
}

/**
 * Dashboard destinations ranked best match first, scoped to this store.
 */
export interface WhereInServiceResult {
  /**
   * The question asked; null when the whole map was requested.
   */
  question: string | null;
  /**
   * Destinations, best match first (the whole map when no question was asked).
   */
  destinations: Destination[];
}
