/**
 * What a domain handler receives besides its typed input (docs/ARCHITECTURE.md "Handlers"): a
 * store-scoped query context (never the raw connection), the store, the calling credential as far
 * as a handler may know it, and the clock. Handlers never see HTTP.
 */
import type { LookupAddress } from 'node:dns';
import type { ExpenseRow, StoreScope } from '@storeops/db';
import type { OperationDescriptor } from './operation';
import type { Connectors } from './ports/index';
import type { WriteContext } from './write-context';
import type { SimulateResult } from '../../sdk/src/generated/types/index';

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
 * ownership, spend ceilings): one function, so `simulate` can never disagree with
 * what a real write does.
 */
export interface Governance {
  /** What each gate decides for `request`, reading through `scope` (the caller's transaction). */
  evaluate(scope: StoreScope, request: GateRequest): Promise<SimulateResult>;
}

/**
 * One store as the store directory shows it to another store's handler: who it is, never its data. `sandbox` is true for a sandbox key's private copy.
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
  /**
   * Who is acting, as the audit log records it: `rest`, `mcp`, `alt` and `dashboard` serve a
   * caller; `system` is work the service does on its own (the job runner, the sweeps: read-back of
   * owned fields, e-invoice status sync), acting for the credential that queued the job or as
   * `system:<name>`.
   */
  surface: 'rest' | 'mcp' | 'alt' | 'dashboard' | 'system';
  /**
   * Set while an operator's approval re-validates a proposed write: the card being decided, so a
   * `preview` can tell its own pending card from a competing one.
   */
  approvalId?: string;
  now: Date;
  /**
   * Reads whose answer depends on the clock (a window ending at `now`) report here the earliest
   * moment their answer would change with no write: a
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
  /**
   * The platforms the handlers reach (ports/index.ts; docs/ARCHITECTURE.md "Connectors"): the
   * storefront, the customer-service channel, the merchant feed, the ads platforms, the analytics
   * property and the web. Built once per app from AppOptions `connectors` (a partial override of the
   * embedded demo adapters); a handler never writes a port's `ownedTables` itself.
   */
  connectors: Connectors;
  /**
   * The store's books (finance domain; seed catalogue "finance"), as other domains reach them:
   * postings of what they change (a sale, a refund, an expense import, a unit-cost change) and the
   * books' estimate of unknown unit costs. Implemented by the finance domain, wired by the server
   * (docs/ARCHITECTURE.md "Handlers": cross-domain work goes through the context, never another
   * domain's package).
   */
  books: Books;
}

/** Who caused a change to the books (the AsyncAPI `Actor`): an operator (email), a credential (id), the service, or someone outside. */
export interface BooksActor {
  type: 'operator' | 'credential' | 'service' | 'external';
  id: string | null;
}

/** What a posting reads and writes through: the caller's store scope (its transaction), store, clock and outbox. */
export type BooksCaller = Pick<WriteContext, 'scope' | 'store' | 'now' | 'emit'>;

/** One variant's unit cost before and after a change, integer cents of the store currency (`beforeCents` null: unknown). */
export interface UnitCostChange {
  variantId: string;
  beforeCents: number | null;
  afterCents: number;
}

/** One imported expense as the books post it (its `expenses` row): `amount_cents` integer cents of `currency`, `incurred_on` `YYYY-MM-DD`. */
export type BookedExpense = Pick<ExpenseRow, 'id' | 'incurred_on' | 'category' | 'description' | 'vendor' | 'amount_cents' | 'currency'>;

/**
 * The books' estimate of one variant's unknown unit cost from its price (integer cents): cents,
 * and which ratio it used (`product_type` with enough samples, else `store`), or nulls when the
 * store knows no cost at all.
 */
export type CostEstimator = (productType: string, priceCents: number) => { cents: number | null; basis: 'product_type' | 'store' | null };

/**
 * HandlerContext `books`: the narrow interface other domains post to the finance books through.
 * Every posting runs in the caller's transaction (`caller` is the handler's WriteContext) and does
 * nothing when the store keeps no books in that currency; each announces `fin.entry.posted`.
 */
export interface Books {
  /** Posts the sale of order `orderId` (revenue, tax, fees, cost of goods); actor default: the service's sync. */
  postOrder(caller: BooksCaller, orderId: string, actor?: BooksActor): Promise<void>;
  /** Posts refund `refundId` against its order's sale; actor default: the service's sync. */
  postRefund(caller: BooksCaller, refundId: string, actor?: BooksActor): Promise<void>;
  /** Posts every row of one expense import (rows in another currency than the books are skipped), announced once. */
  postExpenseImport(caller: BooksCaller, expenses: readonly BookedExpense[], actor: BooksActor): Promise<void>;
  /**
   * Trues up the cost of goods already booked in open periods for changed unit costs: `cost_import`
   * (an approved cost import) or `cost_update` (storefront_update_variant_cost).
   */
  postCostChange(
    caller: BooksCaller,
    changes: readonly UnitCostChange[],
    actor: BooksActor,
    kind: 'cost_import' | 'cost_update',
  ): Promise<void>;
  /** The store's unit-cost estimator over its known costs (read through `scope`). */
  costEstimator(scope: StoreScope): Promise<CostEstimator>;
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
