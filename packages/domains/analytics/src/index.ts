/**
 * @storeops/domain-analytics: handlers of the `analytics` domain (seed: "Tool operations with
 * documented parameters"). Thin: rules live in `service.ts`, queries in `repo.ts`; the issue-14 reads
 * over the store's own data in `compare-periods.ts`, `cannibalization.ts` (statistics in
 * `cannibalization-stats.ts`) and `ai-referrals.ts`; the analytics-property operations in `property/`.
 */
import type { AnalyticsHandlers } from '@storeops/contract';
import { getAiReferredOrders } from './ai-referrals';
import { queryCannibalization } from './cannibalization';
import { comparePeriods } from './compare-periods';
import { propertyHandlers } from './property/index';
import { queryPerformance } from './service';

export const handlers = {
  compare_periods: (input, ctx) => comparePeriods(input, ctx),
  get_ai_referred_orders: (input, ctx) => getAiReferredOrders(input, ctx),
  query_cannibalization: (input, ctx) => queryCannibalization(input, ctx),
  query_performance: (input, ctx) => queryPerformance(input, ctx),
  ...propertyHandlers,
} satisfies AnalyticsHandlers;
