/**
 * @storeops/domain-automation: handlers of the `automation` domain (seed: "Tool operations with
 * documented parameters"). Thin: rules live in `service.ts`, queries in `repo.ts`.
 */
import type { AutomationHandlers } from '@storeops/contract';
import { getAlerts, getRecentDecisions } from './service';

export const handlers = {
  get_recent_decisions: (input, ctx) => getRecentDecisions(input, ctx),
  get_alerts: (input, ctx) => getAlerts(input, ctx),
} satisfies AutomationHandlers;
