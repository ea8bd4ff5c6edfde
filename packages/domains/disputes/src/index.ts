/**
 * @storeops/domain-disputes: chargeback disputes on the store's orders (seed catalogue
 * "disputes"). Named exports only.
 */
export { handlers } from './handlers';
