/**
 * @storeops/domain-general: handlers of the `general` domain (seed: "Tool operations with
 * documented parameters"). Thin: rules live in `service.ts`, the dashboard map in
 * `destinations.ts`.
 */
import type { GeneralHandlers } from '@storeops/contract';
import { listStoreActions, whereInService } from './service';

export const handlers = {
  list_store_actions: async (input, ctx) => listStoreActions(input, ctx),
  where_in_service: async (input, ctx) => whereInService(input, ctx),
} satisfies GeneralHandlers;
