/**
 * @storeops/domain-analytics: handlers of the `analytics` domain (seed: "Tool operations with
 * documented parameters"). Thin: rules live in `service.ts`, queries in `repo.ts`.
 */
import type { AnalyticsHandlers } from '@storeops/contract';
import { queryPerformance } from './service';

export const handlers = {
  query_performance: (input, ctx) => queryPerformance(input, ctx),
} satisfies AnalyticsHandlers;
