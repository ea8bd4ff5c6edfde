/**
 * What a domain handler receives besides its typed input (ARCHITECTURE.md "Handlers"): a
 * store-scoped query context (never the raw connection), the store, the calling credential as far
 * as a handler may know it, and the clock. Handlers never see HTTP.
 */
import type { StoreScope } from '@storeops/db';
import type { OperationDescriptor } from './operation';

export type TenantType = 'hosted_storefront' | 'no_storefront';

export interface StoreInfo {
  id: string;
  name: string;
  tenantType: TenantType;
  /** ISO 4217 code, e.g. `EUR`; money in results is in this currency's major units. */
  currency: string;
  /** ISO 8601 timestamp of the last sync with the storefront platform, or null. */
  lastSyncedAt: string | null;
}

/** Why an operation is or is not callable by the current credential on the current store. */
export type Access = 'allowed' | 'missing_scope' | 'not_for_store';

export interface HandlerContext {
  /** Store-scoped queries: every builder is already filtered to this store. */
  scope: StoreScope;
  store: StoreInfo;
  credential: { id: string; kind: 'live' | 'sandbox'; scopes: readonly string[] };
  /** Same gate the invoke core applies, for handlers that describe the acting surface. */
  access(operation: OperationDescriptor): Access;
  requestId: string;
  surface: 'rest' | 'mcp' | 'alt' | 'dashboard';
  /**
   * Set while an operator's approval re-validates a proposed write: the card being decided, so a
   * `preview` can tell its own pending card from a competing one.
   */
  approvalId?: string;
  now: Date;
}

/** An input type after validation: the keys that have a schema `default` are always present. */
export type WithDefaults<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: Exclude<T[P], undefined> };
