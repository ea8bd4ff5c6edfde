/**
 * @storeops/domain-general: handlers of the `general` domain (seed: "Tool operations with
 * documented parameters"). Thin: rules live in `service.ts`, the dashboard map in
 * `destinations.ts`.
 */
import type { GeneralHandlers } from '@storeops/contract';
import { listStoreActions, whereInService } from './service';
import { intentDeclare, intentList, intentRelease, intentRevert, intentStatus } from './intents';

export const handlers = {
  list_store_actions: async (input, ctx) => listStoreActions(input, ctx),
  where_in_service: async (input, ctx) => whereInService(input, ctx),
  intent_declare: intentDeclare,
  intent_status: (input, ctx) => intentStatus(input, ctx),
  intent_list: (input, ctx) => intentList(input, ctx),
  intent_release: (input, ctx) => intentRelease(input, ctx),
  intent_revert: (input, ctx) => intentRevert(input, ctx),
} satisfies GeneralHandlers;

export { readBackIntents } from './intents';
export { DESTINATIONS, type DashboardDestination } from './destinations';
