/**
 * `@storeops/webhooks`: verify StoreOps webhook deliveries and get the typed event (seed: Events).
 * Runtime-neutral (WebCrypto, fetch): Node 20+, Deno, Bun, edge runtimes. Node/Express helpers are
 * in `@storeops/webhooks/node`, a test signer in `@storeops/webhooks/testing`.
 */
export { verifyWebhook, type VerifyWebhookOptions } from './verify';
export { WebhookVerificationError, WEBHOOK_ERROR_CODES, type WebhookErrorCode } from './errors';
export type { WebhookHeaders } from './headers';
export { createRemoteKeySet, localKeySet, type JsonWebKeySet, type RemoteKeySetOptions, type WebhookKeySet } from './keys';
export {
  createDeduper,
  createMemoryDedupeStore,
  type DedupeOutcome,
  type DedupeStore,
  type Deduper,
  type DeduperOptions,
  type MemoryDedupeStoreOptions,
} from './dedupe';
export { EVENT_TYPES } from './generated/events';
export type { EventData, EventDataMap, EventType, StoreOpsEvent, StoreOpsEventOf } from './generated/events';
