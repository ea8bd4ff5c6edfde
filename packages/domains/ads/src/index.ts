/**
 * @storeops/domain-ads: the advertising domain (seed catalogue "ads", 15 operations): campaigns
 * through the connector of the platform running each one's channel (platforms.ts: Google Ads,
 * Microsoft Advertising, Meta, the marketplace; reads.ts, query.ts, writes.ts) and Meta's social
 * objects through its social-ads port (`./social`, the `social_*` operations). The map is in
 * `handlers.ts` (docs/ARCHITECTURE.md "Handlers"). Named exports only.
 */
export { handlers } from './handlers';
export { checkQuery, RESOURCES, type Query, type Condition } from './query';
