/**
 * @storeops/domain-research: market and domain research and web lookups (seed catalogue
 * "research", scope `research:read`, all reads): discovery lanes computed from the store's own
 * rows, and the web through the web port (`ctx.connectors.web`; the embedded adapter
 * @storeops/connector-web: a versioned demo-web corpus for search and domain lookups, the SSRF-safe
 * egress client for reading a page).
 * The map is in `handlers.ts` (docs/ARCHITECTURE.md "Handlers"). Named exports only.
 */
export { handlers } from './handlers';
export { LANES, RULES } from './lanes';
