/**
 * verifyEs256 decides the same on both of its paths: the synchronous node:crypto check (in Node)
 * and WebCrypto alone (what Deno, Bun and edge runtimes use, and what decides every `false`).
 */
import { createPublicKey } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeCryptoInUse, useNodeCrypto, verifyEs256 } from './es256.js';
import { createTestSigner, signedContent } from './testing.js';
import { approvalRequested, serialise } from './test-fixtures.js';

afterEach(() => useNodeCrypto(true));

const signer = createTestSigner();
const other = createTestSigner();
const d = signer.sign(serialise(approvalRequested()));
const data = signedContent(d.headers['webhook-id'], d.headers['webhook-timestamp'], d.body);
const signature = Buffer.from(d.headers['webhook-signature'].slice(4), 'base64url');
const importKey = (jwk: object) =>
  crypto.subtle.importKey('jwk', jwk as JsonWebKey, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);

describe.each([
  ['node:crypto, then WebCrypto', true],
  ['WebCrypto only', false],
])('verifyEs256 (%s)', (_name, nodePath) => {
  it('accepts the signature over the exact bytes and refuses any change', async () => {
    useNodeCrypto(nodePath);
    expect(nodeCryptoInUse()).toBe(nodePath);
    const key = await importKey({ ...signer.jwk, alg: undefined, use: undefined, kid: undefined });
    expect(await verifyEs256(key, signature, data)).toBe(true);
    const tampered = Buffer.from(data);
    tampered[tampered.length - 2]! ^= 1;
    expect(await verifyEs256(key, signature, tampered)).toBe(false);
    const flipped = Buffer.from(signature);
    flipped[0]! ^= 1;
    expect(await verifyEs256(key, flipped, data)).toBe(false);
    expect(await verifyEs256(await importKey({ ...other.jwk, alg: undefined, use: undefined, kid: undefined }), signature, data)).toBe(
      false,
    );
  });

  it('agrees with node:crypto on the raw r||s form of the same key', async () => {
    useNodeCrypto(nodePath);
    const key = await importKey({ ...signer.jwk, alg: undefined, use: undefined, kid: undefined });
    const pub = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: signer.jwk.x, y: signer.jwk.y }, format: 'jwk' });
    const { verify } = await import('node:crypto');
    expect(verify('sha256', data, { key: pub, dsaEncoding: 'ieee-p1363' }, signature)).toBe(await verifyEs256(key, signature, data));
    expect(signature).toHaveLength(64);
  });
});
