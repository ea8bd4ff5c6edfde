/**
 * @storeops/domain-catalog: store overview, products, variants and calibration (seed: "Store
 * overview", "Product", "Variant"). Named exports only.
 */
export { handlers } from './handlers';
export { CENSUS_WINDOW_DAYS, agentDashboardUrl } from './service';
export { PENDING_BUCKETS } from './repo';
export { findVariant, UUID } from './variant-ref';
