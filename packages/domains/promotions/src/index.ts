/**
 * @storeops/domain-promotions: discounts and promotions (seed catalogue "promotions"). Named
 * exports only; the map is in `handlers.ts` (docs/ARCHITECTURE.md "Handlers").
 */
export { handlers } from './handlers';
