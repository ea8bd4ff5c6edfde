/**
 * @storeops/domain-general: handlers of the `general` domain (seed: "Tool operations with
 * documented parameters"). The map is in `handlers.ts` (docs/ARCHITECTURE.md "Handlers"):
 * list_store_actions in `store-actions.ts`, where_in_service in `where-in-service.ts` over the
 * dashboard map in `destinations.ts`, the intent operations in `intents.ts`.
 */
export { handlers } from './handlers';
export { readBackIntents } from './intents';
export { DESTINATIONS, type DashboardDestination } from './destinations';
