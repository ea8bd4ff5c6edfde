/**
 * @storeops/domain-admin: account-level controls (seed: catalogue "admin:write, proposed write":
 * set_kill_switch, set_automation_enabled). Stopping (engaging the kill switch, turning automation
 * off) applies immediately; handing authority back (releasing it, turning automation on) always
 * waits for an operator (kill-switch.ts, automation-switch.ts). Reads: get_store_settings
 * (settings.ts) and storefront_graphql_query (graphql-query.ts, graphql.ts: read-only GraphQL with
 * depth and cost limits). Cross-store links (mutual consent): cross_store_link_status
 * (cross-store-links-status.ts) and the proposed write propose_cross_store_link
 * (cross-store-links.ts). The map is in handlers.ts (docs/ARCHITECTURE.md "Handlers").
 */
export { handlers } from './handlers';
