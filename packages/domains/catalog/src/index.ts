/**
 * @storeops/domain-catalog: store overview, products, variants and calibration (seed: "Store
 * overview", "Product", "Variant"). The map is in `handlers.ts` (docs/ARCHITECTURE.md "Handlers").
 * Named exports only.
 */
export { handlers } from './handlers';
export { CENSUS_WINDOW_DAYS, agentDashboardUrl } from './overview';
export { PENDING_BUCKETS } from './catalog-rows';
export { findVariant, UUID } from './variant-ref';
