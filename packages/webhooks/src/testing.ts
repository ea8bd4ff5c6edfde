/**
 * `@storeops/webhooks/testing` (Node only): sign deliveries the way StoreOps does, with your own
 * key, to test a receiver without a StoreOps server. Independent of the verifier: it signs with
 * `node:crypto` (`sign('sha256', data, { key, dsaEncoding: 'ieee-p1363' })`).
 *
 * ```ts
 * const signer = createTestSigner();
 * const { headers, body } = signer.sign(JSON.stringify(event));
 * await verifyWebhook({ headers, body, jwks: signer.jwks });
 * ```
 */
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { Es256Jwk } from './keys.js';

/** An EC P-256 public JWK as StoreOps publishes it. */
export type TestJwk = Es256Jwk;

/** One signed delivery: the four headers and the exact body bytes. */
export interface SignedDelivery {
  headers: Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature' | 'webhook-key-id' | 'content-type', string>;
  body: Buffer;
}

export interface TestSigner {
  kid: string;
  privateKey: KeyObject;
  /** The public key as a JWK. */
  jwk: TestJwk;
  /** `{ keys: [jwk] }`. */
  jwks: { keys: TestJwk[] };
  /**
   * Signs `body` (a string is UTF-8 encoded) as a delivery with `id` (default the body's JSON `id`,
   * else a random one) at `timestamp` (Unix seconds; default now).
   */
  sign(body: string | Uint8Array, options?: { id?: string; timestamp?: number | string }): SignedDelivery;
}

/** The bytes StoreOps signs: `{id}.{timestamp}.` then the body. */
export function signedContent(id: string, timestamp: number | string, body: Uint8Array): Buffer {
  return Buffer.concat([Buffer.from(`${id}.${timestamp}.`, 'utf8'), body]);
}

function bodyId(body: Buffer): string | undefined {
  try {
    const id = (JSON.parse(body.toString('utf8')) as { id?: unknown }).id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** A fresh P-256 key pair with `kid` (default a random one) and a signer for it. */
export function createTestSigner(kid: string = `test-${randomUUID()}`): TestSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const jwk: TestJwk = { kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' };
  return {
    kid,
    privateKey,
    jwk,
    jwks: { keys: [jwk] },
    sign(body, options = {}) {
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
      const id = options.id ?? bodyId(bytes) ?? `evt_${randomUUID()}`;
      const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
      const signature = sign('sha256', signedContent(id, timestamp, bytes), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      return {
        headers: {
          'webhook-id': id,
          'webhook-timestamp': timestamp,
          'webhook-signature': `v1a,${signature.toString('base64url')}`,
          'webhook-key-id': kid,
          'content-type': 'application/cloudevents+json; charset=utf-8',
        },
        body: bytes,
      };
    },
  };
}
