/**
 * @storeops/domain-reputation: customer reviews of the store's products and of the store itself
 * (seed catalogue "reputation"). Named exports only.
 */
export { handlers } from './handlers';
