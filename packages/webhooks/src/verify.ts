/**
 * `verifyWebhook`: checks one StoreOps webhook delivery and returns its typed event (seed: Events,
 * "Signature and delivery"). The scheme, exactly:
 *
 * - headers `webhook-id`, `webhook-timestamp` (Unix seconds), `webhook-signature`
 *   (`v1a,<base64url(r||s)>`), `webhook-key-id` (the JWK `kid`);
 * - the signature is ECDSA P-256 with SHA-256 (ES256), the 64-byte IEEE P1363 form (r || s), in
 *   unpadded base64url, over the UTF-8 bytes of `{webhook-id}.{webhook-timestamp}.` followed by
 *   the body bytes exactly as received;
 * - the key is the one whose `kid` is `webhook-key-id` in the StoreOps JWKS
 *   (`/.well-known/jwks.json`); there is no shared secret.
 *
 * Checks run in this order, and the body is parsed only after its signature verified: headers,
 * timestamp within `toleranceSeconds`, key by kid, signature, envelope. Uses only WebCrypto
 * (`crypto.subtle`), `fetch`, `TextEncoder` and `atob`, so it runs unchanged in Node 20+, Deno,
 * Bun, Cloudflare Workers and other edge runtimes (in Node a synchronous node:crypto check of the
 * same key saves WebCrypto's thread-pool round trip: es256.ts).
 */
import { parseEnvelope } from './envelope.js';
import { WebhookVerificationError } from './errors.js';
import { verifyEs256 } from './es256.js';
import { eventTypeCheck } from './event-types.js';
import type { StoreOpsEvent } from './generated/events.js';
import { readDeliveryHeaders, type WebhookHeaders } from './headers.js';
import { localKeySet, sharedRemoteKeySet, type JsonWebKeySet, type WebhookKeySet } from './keys.js';

/** Options of {@link verifyWebhook}; give exactly one of `jwks` and `jwksUrl`. */
export interface VerifyWebhookOptions {
  /** The request headers (fetch `Headers`, Node `req.headers`, or a record; names in any case). */
  headers: WebhookHeaders;
  /**
   * The raw request body, exactly the bytes received: a `Uint8Array` (a Node `Buffer` is one), an
   * `ArrayBuffer`, or a string (encoded as UTF-8; only safe if it was decoded from the bytes as
   * UTF-8 and not changed). A body that was parsed and re-serialised (`JSON.stringify(req.body)`)
   * does not verify: read the raw body (e.g. `express.raw({ type: '*\/*' })`, `await request.arrayBuffer()`).
   */
  body: Uint8Array | ArrayBuffer | string;
  /** The signing keys: a JWKS object (`{keys: [...]}`, pinned keys) or a set from `createRemoteKeySet`. */
  jwks?: JsonWebKeySet | WebhookKeySet;
  /** The JWKS URL, normally `${STOREOPS_BASE_URL}/.well-known/jwks.json`; fetched, cached, refetched on an unknown kid. */
  jwksUrl?: string | URL;
  /** Largest accepted difference between `webhook-timestamp` and now, seconds, either way; default 300 (the replay window). */
  toleranceSeconds?: number;
  /** The current time (for tests); default `new Date()`. */
  now?: Date;
}

const encoder = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });

function keySetOf(options: VerifyWebhookOptions): WebhookKeySet {
  if ((options.jwks === undefined) === (options.jwksUrl === undefined)) {
    throw new TypeError('verifyWebhook needs exactly one of jwks (a JWKS object or key set) and jwksUrl');
  }
  if (options.jwksUrl !== undefined) return sharedRemoteKeySet(options.jwksUrl);
  const jwks = options.jwks!;
  return typeof (jwks as WebhookKeySet).keysFor === 'function' ? (jwks as WebhookKeySet) : localKeySet(jwks as JsonWebKeySet);
}

function bodyBytes(body: unknown): Uint8Array {
  if (typeof body === 'string') return encoder.encode(body);
  // Not `instanceof`: a body from another realm (a vm context, an iframe, a worker) is still bytes.
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (Object.prototype.toString.call(body) === '[object ArrayBuffer]') return new Uint8Array(body as ArrayBuffer);
  const what = body === null ? 'null' : typeof body === 'object' ? 'an object (was the body parsed by a JSON body parser?)' : typeof body;
  throw new TypeError(`verifyWebhook needs the raw body bytes (Uint8Array, Buffer, ArrayBuffer or string), got ${what}`);
}

/**
 * Verifies a delivery and returns its event, typed by `type` (`switch (event.type)` narrows `data`).
 * @returns the CloudEvents envelope as a {@link StoreOpsEvent}.
 * @throws WebhookVerificationError with `code` `missing_header`, `malformed_header`,
 *   `timestamp_out_of_tolerance`, `unknown_key`, `bad_signature`, `invalid_payload`,
 *   `unknown_event_type` or `jwks_unavailable` (see errors.ts); answer 400 to the first six, 2xx to
 *   `unknown_event_type` (acknowledge and ignore) and 5xx to `jwks_unavailable`.
 * @throws TypeError on a programming error: neither or both of `jwks`/`jwksUrl`, a body that is not bytes or a string.
 */
export async function verifyWebhook(options: VerifyWebhookOptions): Promise<StoreOpsEvent> {
  const keys = keySetOf(options);
  const bytes = bodyBytes(options.body);
  const tolerance = options.toleranceSeconds ?? 300;
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new TypeError(`toleranceSeconds must be a non-negative number, got ${tolerance}`);

  const delivery = readDeliveryHeaders(options.headers);
  const nowSeconds = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const skew = nowSeconds - delivery.timestamp;
  if (Math.abs(skew) > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_out_of_tolerance',
      `webhook-timestamp ${delivery.timestampText} is ${Math.abs(skew)} s ${skew > 0 ? 'in the past' : 'in the future'}; at most ${tolerance} s is accepted`,
    );
  }

  const candidates = await keys.keysFor(delivery.keyId);
  const prefix = encoder.encode(`${delivery.id}.${delivery.timestampText}.`);
  const signed = new Uint8Array(prefix.length + bytes.length);
  signed.set(prefix, 0);
  signed.set(bytes, prefix.length);
  let verified = false;
  for (const key of candidates) {
    for (const signature of delivery.signatures) {
      if (await verifyEs256(key, signature, signed)) {
        verified = true;
        break;
      }
    }
    if (verified) break;
  }
  if (!verified) {
    throw new WebhookVerificationError(
      'bad_signature',
      `webhook-signature does not verify with key ${JSON.stringify(delivery.keyId)} over {webhook-id}.{webhook-timestamp}.{body}: the body or headers were changed (a re-serialised JSON body never verifies) or it was not signed by StoreOps`,
    );
  }

  let text: string;
  if (typeof options.body === 'string') text = options.body;
  else {
    try {
      text = utf8.decode(bytes);
    } catch {
      throw new WebhookVerificationError('invalid_payload', 'the body is not UTF-8 text');
    }
  }
  return parseEnvelope(text, delivery.id, eventTypeCheck) as unknown as StoreOpsEvent;
}
