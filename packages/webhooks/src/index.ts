/**
 * `@storeops/webhooks`: verify StoreOps webhook deliveries and get the typed event (seed: Events).
 * Runtime-neutral (WebCrypto, fetch): Node 20+, Deno, Bun, edge runtimes. Node/Express helpers are
 * in `@storeops/webhooks/node`, a test signer in `@storeops/webhooks/testing`.
 */
export { verifyWebhook, type VerifyWebhookOptions } from './verify.js';
export { WebhookVerificationError, WEBHOOK_ERROR_CODES, type WebhookErrorCode } from './errors.js';
export type { WebhookHeaders } from './headers.js';
export {
  createRemoteKeySet,
  localKeySet,
  type Es256Jwk,
  type JsonWebKeySet,
  type RemoteKeySetOptions,
  type WebhookKeySet,
} from './keys.js';
export {
  createDeduper,
  createMemoryDedupeStore,
  type DedupeOutcome,
  type DedupeStore,
  type Deduper,
  type DeduperOptions,
  type MemoryDedupeStoreOptions,
} from './dedupe.js';
export { EVENT_TYPES } from './generated/events.js';
export type { EventData, EventDataMap, EventType, StoreOpsEvent, StoreOpsEventOf } from './generated/events.js';
