// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { HandlerContext, WithDefaults } from '../handler-context';
import type * as T from './types';

/** Every domain that owns at least one operation. */
export const DOMAINS = ['analytics', 'automation', 'catalog', 'cs', 'general', 'orders'] as const;
export type Domain = (typeof DOMAINS)[number];

/** Handlers of the `analytics` domain. */
export interface AnalyticsHandlers {
  /**
   * `query_performance` (read, scope `analytics:read`): Report revenue, ad spend, ROAS and conversion over a window
   */
  query_performance(input: WithDefaults<T.QueryPerformanceInput, 'window_days'>, ctx: HandlerContext): Promise<T.QueryPerformanceResult>;
}

/** Handlers of the `automation` domain. */
export interface AutomationHandlers {
  /**
   * `get_alerts` (read, scope `automation:read`): List alerts by severity
   */
  get_alerts(input: WithDefaults<T.GetAlertsInput, 'status' | 'limit'>, ctx: HandlerContext): Promise<T.GetAlertsResult>;
  /**
   * `get_recent_decisions` (read, scope `automation:read`): List recent automation decisions with whole-store bucket counts
   */
  get_recent_decisions(input: WithDefaults<T.GetRecentDecisionsInput, 'mode' | 'window_days' | 'limit'>, ctx: HandlerContext): Promise<T.GetRecentDecisionsResult>;
}

/** Handlers of the `catalog` domain. */
export interface CatalogHandlers {
  /**
   * `get_calibration` (read, scope `catalog:read`): Get the store's calibration thresholds
   */
  get_calibration(input: T.GetCalibrationInput, ctx: HandlerContext): Promise<T.GetCalibrationResult>;
  /**
   * `get_store_overview` (read, scope `catalog:read`): Summarise the store
   */
  get_store_overview(input: T.GetStoreOverviewInput, ctx: HandlerContext): Promise<T.GetStoreOverviewResult>;
  /**
   * `get_variants` (read, scope `catalog:read`): List variants with SKU, stock and price
   */
  get_variants(input: WithDefaults<T.GetVariantsInput, 'limit'>, ctx: HandlerContext): Promise<T.GetVariantsResult>;
  /**
   * `query_products` (read, scope `catalog:read`): List products with lifecycle state, price and ROAS
   */
  query_products(input: WithDefaults<T.QueryProductsInput, 'sort' | 'limit'>, ctx: HandlerContext): Promise<T.QueryProductsResult>;
}

/** Handlers of the `cs` domain. */
export interface CsHandlers {
  /**
   * `get_cs_attention` (read, scope `cs:read`): List customer-service threads that need attention
   */
  get_cs_attention(input: WithDefaults<T.GetCsAttentionInput, 'limit'>, ctx: HandlerContext): Promise<T.GetCsAttentionResult>;
}

/** Handlers of the `general` domain. */
export interface GeneralHandlers {
  /**
   * `list_store_actions` (read, scope `read`): List the write actions this credential can carry out
   */
  list_store_actions(input: T.ListStoreActionsInput, ctx: HandlerContext): Promise<T.ListStoreActionsResult>;
  /**
   * `where_in_service` (read, scope `read`): Find where something is in the dashboard
   */
  where_in_service(input: T.WhereInServiceInput, ctx: HandlerContext): Promise<T.WhereInServiceResult>;
}

/** Handlers of the `orders` domain. */
export interface OrdersHandlers {
  /**
   * `get_orders` (read, scope `orders:read`): List recent orders with line items and refunds
   */
  get_orders(input: WithDefaults<T.GetOrdersInput, 'window_days' | 'limit'>, ctx: HandlerContext): Promise<T.GetOrdersResult>;
}

/** The full handler map the server registers: one entry per domain. */
export interface AllHandlers {
  analytics: AnalyticsHandlers;
  automation: AutomationHandlers;
  catalog: CatalogHandlers;
  cs: CsHandlers;
  general: GeneralHandlers;
  orders: OrdersHandlers;
}

/** Input and result type of every operation. */
export interface OperationTypes {
  get_alerts: { input: T.GetAlertsInput; result: T.GetAlertsResult };
  get_calibration: { input: T.GetCalibrationInput; result: T.GetCalibrationResult };
  get_cs_attention: { input: T.GetCsAttentionInput; result: T.GetCsAttentionResult };
  get_orders: { input: T.GetOrdersInput; result: T.GetOrdersResult };
  get_recent_decisions: { input: T.GetRecentDecisionsInput; result: T.GetRecentDecisionsResult };
  get_store_overview: { input: T.GetStoreOverviewInput; result: T.GetStoreOverviewResult };
  get_variants: { input: T.GetVariantsInput; result: T.GetVariantsResult };
  list_store_actions: { input: T.ListStoreActionsInput; result: T.ListStoreActionsResult };
  query_performance: { input: T.QueryPerformanceInput; result: T.QueryPerformanceResult };
  query_products: { input: T.QueryProductsInput; result: T.QueryProductsResult };
  where_in_service: { input: T.WhereInServiceInput; result: T.WhereInServiceResult };
}
