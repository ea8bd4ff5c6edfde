// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { IdempotencyKey } from './shared.js';

/**
 * This store's side of one cross-store link (one per linked store and purpose), or, with `state: proposed` and `id: null`, a link this store asked for whose approval card still waits. Timestamps ISO 8601 UTC.
 */
export interface CrossStoreLink {
  /**
   * This side's link row (the audit `subject_ref` `cross_store_link:<id>`); null while only `proposed`.
   */
  id: string | null;
  /**
   * The other store as the store directory shows it: its id, name and tenant type only (none of its data). `name` is null if the store no longer exists.
   */
  linked_store: {
    id: string;
    name: string | null;
    tenant_type: "hosted_storefront" | "no_storefront" | null;
  };
  purpose: CrossStoreLinkPurpose;
  /**
   * `outgoing`: this store asked first (also for `proposed`); `incoming`: the linked store asked first.
   */
  direction: "outgoing" | "incoming";
  state: CrossStoreLinkState;
  /**
   * When the current request was approved on the asking side (for `proposed`, when the card was created).
   */
  requested_at: string;
  /**
   * When the link became `active` (the second approval); null before, and after a new request.
   */
  activated_at: string | null;
  /**
   * When it was revoked; null unless `revoked`.
   */
  revoked_at: string | null;
  /**
   * Which side revoked it; null unless `revoked`.
   */
  revoked_by: "this_store" | "linked_store" | null;
  /**
   * This store's approval card whose approval last moved this side (read it with approval_status); null when the linked store's approval moved it (that card belongs to the other store).
   */
  approval_id: string | null;
  /**
   * This store's approval cards for this link that still wait for an operator (at most one per action), oldest first.
   */
  waiting_proposals: {
    approval_id: string;
    action: "link" | "revoke";
    requested_at: string;
    /**
     * The card's deadline (72 hours after the proposal).
     */
    expires_at: string;
  }[];
  /**
   * Last change of this side (for `proposed`, when the card was created).
   */
  updated_at: string;
  /**
   * What has to happen next and on which store, for a person or a model (not part of the contract's stable values).
   */
  next_step: string;
}

/**
 * What a cross-store link is for. `shared_catalog_reporting`: the two stores' catalog reporting may be combined (e.g. a hosted storefront and the wholesale business of the same merchant). The link records consent only; no operation reads the other store's rows through it yet. One link per pair of stores and purpose.
 */
export type CrossStoreLinkPurpose = "shared_catalog_reporting";

/**
 * State of one side of a cross-store link (each store sees its own side; mutual consent: a link is active only when both stores' operators approved it). `proposed`: this store asked for the link and its approval card waits (no link row exists yet; the other store sees nothing). `pending`: one side's operator approved; the asking store's side is `outgoing`, the other store's side `incoming`, both `pending`, until the other store proposes the link back and its operator approves. `active`: both sides approved; both rows `active`. `revoked`: either store revoked it (`action: revoke`, approved by that store's operator); both rows `revoked`, final for that request: linking again starts over at `proposed`, and needs both sides again. Transitions: (none) -> `proposed` (propose_cross_store_link, `action: link`) -> `pending` (approved) -> `active` (the other store proposes `link` and approves) -> `revoked` (either store proposes `revoke` and approves; also from `pending`, which withdraws or declines the request).
 */
export type CrossStoreLinkState = "proposed" | "pending" | "active" | "revoked";

/**
 * Arguments of `cross_store_link_status`. All optional; `{}` returns every link of this store (any state, waiting proposals included), ordered by the linked store's id and then purpose, 25 per page.
 */
export interface CrossStoreLinkStatusInput {
  /**
   * Only the link(s) with this store. An id no link names answers an empty list (not an error).
   */
  linked_store_id?: string;
  /**
   * Only links whose side on this store is in this state (`proposed` = a waiting card and no link yet). Omit for all.
   */
  state?: CrossStoreLinkState;
  /**
   * Links per page, 1..100 (default 25).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, with the same filters); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of this store's cross-store links, each as this store's side. A sandbox copy never has links (links are not copied and a copy cannot be linked): its list is always empty.
 */
export interface CrossStoreLinkStatusResult {
  /**
   * This store (the side every entry describes).
   */
  store_id: string;
  /**
   * True when this store is a sandbox copy (no links possible).
   */
  sandbox: boolean;
  /**
   * Ordered by the linked store's id, then purpose.
   */
  links: CrossStoreLink[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null when `has_more` is false.
   */
  next_cursor: string | null;
}

/**
 * get_store_settings takes no arguments.
 */
export type GetStoreSettingsInput = Record<string, never>;

/**
 * The calling store's settings.
 */
export interface GetStoreSettingsResult {
  /**
   * The store's id.
   */
  id: string;
  /**
   * Display name.
   */
  name: string;
  /**
   * Unique handle (used by other stores to refer to this one, e.g. in propose_cross_store_link).
   */
  handle: string;
  /**
   * `hosted_storefront` (storefront tools apply) or `no_storefront` (a business without a storefront).
   */
  tenant_type: "hosted_storefront" | "no_storefront";
  /**
   * Store currency, ISO 4217; every money amount of the store is in it.
   */
  currency: string;
  /**
   * IANA time zone of the store (reports are in UTC unless an operation says otherwise).
   */
  timezone: string;
  /**
   * Effective API rate limit, requests per minute per store.
   */
  rate_limit_per_minute: number;
  /**
   * True when the store has no own limit and the default of 120 per minute applies.
   */
  rate_limit_is_default: boolean;
  /**
   * While true, automation applies nothing (set_kill_switch).
   */
  kill_switch_engaged: boolean;
  /**
   * Whether the store's agents may act (set_automation_enabled).
   */
  automation_enabled: boolean;
  /**
   * True for a sandbox copy of a store.
   */
  sandbox: boolean;
  /**
   * When the store was created (UTC).
   */
  created_at: string;
  /**
   * Last storefront / source sync (UTC); null when never synced.
   */
  last_synced_at: string | null;
  /**
   * Shop profile basics of a hosted storefront; null for a business without a storefront or when no profile was shared.
   */
  shop_profile: StoreSettingsShopProfile | null;
}

/**
 * One GraphQL field error.
 */
export interface GraphqlFieldError {
  /**
   * What went wrong.
   */
  message: string;
  /**
   * Path of the failed field in `data` (field names and list indexes).
   */
  path: Array<string | number>;
  /**
   * Where the field is in the query (1-based line and column).
   */
  locations: {
    /**
     * 1-based line.
     */
    line: number;
    /**
     * 1-based column.
     */
    column: number;
  }[];
}

/**
 * Arguments of `propose_cross_store_link`.
 */
export interface ProposeCrossStoreLinkInput {
  /**
   * The other store (its id, e.g. from the other store's get_store_settings `id`). Not this store, not a sandbox copy; an id no store has answers 400 `invalid_request` naming `linked_store_id`.
   */
  linked_store_id: string;
  /**
   * `link` (default): ask for the link (no link, or revoked: this side becomes `outgoing` `pending` once approved) or accept the other store's request (this side `incoming` `pending`: both sides become `active` once approved). `revoke`: end a `pending` or `active` link on both sides once approved.
   */
  action?: "link" | "revoke";
  /**
   * What the link is for (default and only value `shared_catalog_reporting`).
   */
  purpose?: CrossStoreLinkPurpose;
  /**
   * Why, shown on the approval card's title (optional).
   */
  reason?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `set_automation_enabled`.
 */
export interface SetAutomationEnabledInput {
  /**
   * `false` turns the store's automation off (its agents decide and apply nothing; a stop: applies immediately, no approval needed); `true` turns it back on (hands authority back to automation: always waits for an operator, whatever auto-apply says).
   */
  enabled: boolean;
  /**
   * Why, 1..500 characters; recorded on the card and the receipt.
   */
  reason: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `set_kill_switch`.
 */
export interface SetKillSwitchInput {
  /**
   * `true` engages the kill switch (automation applies nothing; applies immediately, no approval needed); `false` releases it (hands authority back to automation: always waits for an operator, whatever auto-apply says).
   */
  engaged: boolean;
  /**
   * Why, recorded on the card and the receipt.
   */
  reason: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Basics of the storefront's shop profile (the full profile, with policies, is storefront_get_shop_profile).
 */
export interface StoreSettingsShopProfile {
  /**
   * The platform domain of the storefront.
   */
  myshop_domain: string;
  /**
   * The storefront's primary (customer-facing) domain.
   */
  primary_domain: string;
  /**
   * Primary locale (BCP 47 language tag, e.g. `en`).
   */
  primary_locale: string;
  /**
   * Contact email of the shop.
   */
  email: string;
  /**
   * The storefront platform plan.
   */
  plan: string;
  /**
   * Unit in which the storefront shows weights (`kg`, `g`, `lb`, `oz`).
   */
  weight_unit: string;
}

/**
 * A read-only GraphQL request.
 */
export interface StorefrontGraphqlQueryInput {
  /**
   * The GraphQL document (query operations only), 1..10,000 characters.
   */
  query: string;
  /**
   * Variable values by name (default `{}`); at most 50. Every argument of the schema is a scalar (Int or String), so values are strings, numbers, booleans or null.
   */
  variables?: {
    [key: string]: string | number | boolean | null;
  };
  /**
   * The operation to run when the document holds several (a GraphQL name).
   */
  operation_name?: string;
}

/**
 * The GraphQL response, in the tool envelope.
 */
export interface StorefrontGraphqlQueryResult {
  /**
   * The query's data (shape follows the query); null only when a non-null root field failed.
   */
  data: {
    [key: string]: unknown;
  } | null;
  /**
   * Non-fatal field errors (the field is null in `data`); empty when none.
   */
  errors: GraphqlFieldError[];
  /**
   * The query's measured depth (introspection fields not counted).
   */
  depth: number;
  /**
   * The query's estimated cost (fields times the `first` of the lists above them).
   */
  cost: number;
}
