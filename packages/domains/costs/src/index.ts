/**
 * @storeops/domain-costs: variant unit costs with their cost-confidence tier, business expenses,
 * and the CSV imports of both (seed catalogue "costs"). Named exports only.
 */
export { handlers } from './handlers';
export { COST_TIERS, CONFIRMED_DAYS, type CostTier } from './tier';
