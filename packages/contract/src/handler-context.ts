/**
 * What a domain handler receives besides its typed input (ARCHITECTURE.md "Handlers"): a
 * store-scoped query context (never the raw connection), the store, the calling credential as far
 * as a handler may know it, and the clock. Handlers never see HTTP.
 */
import type { LookupAddress } from 'node:dns';
import type { StoreScope } from '@storeops/db';
import type { OperationDescriptor } from './operation';
import type { SimulateResult } from './generated/types';

export type TenantType = 'hosted_storefront' | 'no_storefront';

export interface StoreInfo {
  id: string;
  name: string;
  tenantType: TenantType;
  /** ISO 4217 code, e.g. `EUR`; money in results is in this currency's major units. */
  currency: string;
  /** ISO 8601 timestamp of the last sync with the storefront platform, or null. */
  lastSyncedAt: string | null;
  /**
   * True for a sandbox key's private copy of the demo store (seed: Risk tiers rule 3): writes apply
   * to the copy only and its events carry the CloudEvents extension attribute `sandbox: true`.
   */
  sandbox: boolean;
}

/** An action to run through the store's governance gates (the `simulate` request). */
export interface GateRequest {
  /** The catalogue domain whose rules and spend ceilings apply, e.g. `ads`. */
  domain: string;
  /** The action, an operation name; a registry write is gated exactly as its real call would be. */
  action: string;
  /**
   * Facts about the action, matched by rule conditions; `amount_cents` (integer >= 0, cents of the
   * store currency) feeds the spend ceilings, `resource_kind` + `resource_ref` + `field` the
   * ownership gate.
   */
  facts: Record<string, unknown>;
}

/**
 * The store's governance gates as the invoke core applies them to every real write (rules, field
 * ownership, spend ceilings; issue 8 item 2): one function, so `simulate` can never disagree with
 * what a real write does.
 */
export interface Governance {
  /** What each gate decides for `request`, reading through `scope` (the caller's transaction). */
  evaluate(scope: StoreScope, request: GateRequest): Promise<SimulateResult>;
}

/**
 * One store as the store directory shows it to another store's handler (issue 12, cross-store
 * links): who it is, never its data. `sandbox` is true for a sandbox key's private copy.
 */
export interface StoreDirectoryEntry {
  id: string;
  name: string;
  tenant_type: TenantType;
  sandbox: boolean;
}

/**
 * Read-only lookup of other stores by id (spec/README.md "Write operations", cross-store links).
 * Handlers never see another store's rows: this answers only the directory fields of one store
 * whose id the caller already holds (no listing, no search). On PostgreSQL it runs in the call's
 * row-level-scoped transaction, reading that one `stores` row with the store setting switched to
 * it for that single statement (db migration 019 `storeops_store_directory`).
 */
export interface StoreDirectoryLookup {
  /** The store with this id, or null when there is none (any string is accepted; a non-UUID finds nothing). */
  get(storeId: string): Promise<StoreDirectoryEntry | null>;
}

/** Why an operation is or is not callable by the current credential on the current store. */
export type Access = 'allowed' | 'missing_scope' | 'not_for_store';

export interface HandlerContext {
  /** Store-scoped queries: every builder is already filtered to this store. */
  scope: StoreScope;
  store: StoreInfo;
  /** Other stores by id (directory fields only; see StoreDirectoryLookup). */
  directory: StoreDirectoryLookup;
  /**
   * The calling credential. `operatorEmail` is set only for the dashboard's operator
   * pseudo-credential (`id` `operator:<operator id>`): the signed-in person's email, which events
   * name as an `operator` actor.
   */
  credential: { id: string; kind: 'live' | 'sandbox'; scopes: readonly string[]; operatorEmail?: string };
  /** Same gate the invoke core applies, for handlers that describe the acting surface. */
  access(operation: OperationDescriptor): Access;
  /**
   * Whether `scopes` (default: the calling credential's) grant reading `scope` (a `<group>:read`
   * scope such as an event type's, e.g. `orders:read`): that scope itself, or the `read`, `write`
   * or `admin` bundle. The invoke core's own rule (auth/scopes.ts `grants`), so a handler never
   * restates it (e.g. what a webhook subscription receives under its creator's stored scopes).
   */
  mayRead(scope: string, scopes?: readonly string[]): boolean;
  /** The governance gates the invoke core applies to real writes (for `simulate`). */
  governance: Governance;
  requestId: string;
  surface: 'rest' | 'mcp' | 'alt' | 'dashboard';
  /**
   * Set while an operator's approval re-validates a proposed write: the card being decided, so a
   * `preview` can tell its own pending card from a competing one.
   */
  approvalId?: string;
  now: Date;
  /**
   * Reads whose answer depends on the clock (a window ending at `now`) report here the earliest
   * moment their answer would change with no write (issue 15, server invoke/read-cache.ts): a
   * cached answer serves calls until then. Absent outside cached reads; call it as
   * `ctx.validUntil?.(at)`. Several calls keep the earliest.
   */
  validUntil?: (at: Date) => void;
  /**
   * The service's egress policy (AppOptions `webhooks`; structurally @storeops/egress
   * `EgressPolicy`): the one policy every outbound connection the service makes is checked with
   * (webhook deliveries, OAuth metadata documents, `web_read`). Handlers that fetch a URL pass it to
   * `createFetcher`; they never build a policy of their own.
   */
  egress: HandlerEgressPolicy;
  /**
   * Which web the research domain reads (AppOptions `web`, `STOREOPS_WEB`): `offline` (absent
   * means offline) answers `web_search` and `web_read` from the embedded deterministic corpus and
   * never opens an outbound connection; `live` lets `web_read` fetch a `url` from the public web
   * under `egress`.
   */
  web?: 'offline' | 'live';
}

/** @storeops/egress `EgressPolicy`, restated structurally so the contract does not depend on it. */
export interface HandlerEgressPolicy {
  /** Development only (`STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true`): loopback targets with a port are let through. */
  allowLoopback: boolean;
  /** Resolves a hostname to every address it has. */
  resolver: (hostname: string) => Promise<LookupAddress[]>;
}

/** An input type after validation: the keys that have a schema `default` are always present. */
export type WithDefaults<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };
