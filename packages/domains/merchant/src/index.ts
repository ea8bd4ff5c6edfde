/**
 * @storeops/domain-merchant: the merchant (product) feed (seed catalogue "merchant") through the
 * merchant-feed port (`ctx.connectors.merchantFeed`, @storeops/contract ports/merchant-feed.ts).
 * The map is in `handlers.ts` (docs/ARCHITECTURE.md "Handlers"). Named exports only.
 */
export { handlers } from './handlers';
