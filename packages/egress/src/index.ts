/**
 * @storeops/egress: the one way the service reaches the outside world's HTTP endpoints (webhook
 * deliveries), with the SSRF rules of the seed's "Subscription" part. Named exports only.
 */
export { addressRange, isIpLiteral, isLoopbackAddress, isPublicAddress } from './address';
export {
  EgressRefused,
  addressAllowed,
  checkSyntax,
  checkTarget,
  precheckTarget,
  guardedLookup,
  systemResolver,
  type EgressPolicy,
  type Refusal,
  type Resolver,
} from './policy';
export { DeliveryTimeout, createPoster, type Poster, type PostResult } from './deliver';
export { createFetcher, type FetcherOptions, type GuardedFetch } from './fetch';
