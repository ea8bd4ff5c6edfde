/**
 * Webhook signing keys: generated on first use, published as a JWKS, signing with raw r||s
 * base64url signatures that `node:crypto` verifies against the published JWK; rotation publishes
 * the new key before it signs and keeps the old one published for the overlap.
 */
import { createPublicKey, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer, startTestServer } from '@storeops/testkit/server';
import { SigningKeyCache, ensureSigningKey, jwkThumbprint, publishedJwks, rotateSigningKey, signDelivery } from './signing-keys';

const t = useTestServer({ scale: 0.05 });

const T0 = new Date('2026-11-01T12:00:00.000Z'); // before the real clock the HTTP test runs on
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function verifies(jwk: object, id: string, ts: number, body: Buffer, header: string): boolean {
  const [scheme, sig] = header.split(',');
  expect(scheme).toBe('v1a');
  expect(sig).toMatch(/^[A-Za-z0-9_-]{86}$/); // 64 bytes, base64url without padding
  const key = createPublicKey({ key: jwk as never, format: 'jwk' });
  return verify(
    'sha256',
    Buffer.concat([Buffer.from(`${id}.${ts}.`), body]),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig!, 'base64url'),
  );
}

describe('signing keys', () => {
  it("two processes making the first key at once: the one whose clock is a few ms behind signs with the other's key", async () => {
    const own = await startTestServer({ scale: 0.05 });
    try {
      await own.db('signing_keys').delete();
      // B's first key (signs from T0 + 5 ms) lands first; A asks at T0, before that key signs.
      const b = await new SigningKeyCache(own.db).current(new Date(T0.getTime() + 5));
      const a = await new SigningKeyCache(own.db).current(T0);
      expect(a.kid).toBe(b.kid);
      expect(await own.db('signing_keys').count({ n: '*' }).first()).toMatchObject({ n: 1 });
    } finally {
      await own.close();
    }
  });

  it('the first key is made once, published with its RFC 7638 thumbprint as kid, and signs verifiable signatures', async () => {
    const kid = await ensureSigningKey(t.db, T0);
    expect(await ensureSigningKey(t.db, at(1))).toBe(kid);
    const { keys } = await publishedJwks(t.db, at(1));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', kid });
    expect(keys[0]!.kid).toBe(jwkThumbprint(keys[0]!));
    expect(JSON.stringify(keys)).not.toMatch(/"d"|PRIVATE/);
    const key = await new SigningKeyCache(t.db).current(at(2));
    const body = Buffer.from('{"specversion":"1.0","id":"evt_1"}');
    const header = signDelivery(key, 'evt_1', 1795000000, body);
    expect(verifies(keys[0]!, 'evt_1', 1795000000, body, header)).toBe(true);
    expect(verifies(keys[0]!, 'evt_1', 1795000001, body, header)).toBe(false);
    expect(verifies(keys[0]!, 'evt_1', 1795000000, Buffer.concat([body, Buffer.from(' ')]), header)).toBe(false);
  });

  it('rotation: the new key is published at once, signs after the activation delay; the old one stays published for the overlap', async () => {
    const old = await ensureSigningKey(t.db, T0);
    const rotated = await rotateSigningKey(t.db, at(10), { activateInSeconds: 600, overlapSeconds: 3600 });
    expect(rotated.retiring).toEqual([{ kid: old, signsUntil: at(610).toISOString(), publishedUntil: at(4210).toISOString() }]);
    const kids = async (s: number) => (await publishedJwks(t.db, at(s))).keys.map((k) => k.kid).sort();
    expect(await kids(11)).toEqual([old, rotated.kid].sort());
    const signer = (s: number) => new SigningKeyCache(t.db, 0).current(at(s)).then((k) => k.kid);
    expect(await signer(11)).toBe(old); // published first, not yet signing
    expect(await signer(609)).toBe(old);
    expect(await signer(610)).toBe(rotated.kid);
    expect(await kids(4209)).toEqual([old, rotated.kid].sort());
    expect(await kids(4210)).toEqual([rotated.kid]);
    // ensureSigningKey during the activation window keeps the schedule (no third key).
    expect(await ensureSigningKey(t.db, at(20))).toBe(old);
    expect(await t.db('signing_keys').count({ n: '*' }).first()).toMatchObject({ n: 2 });
  });

  it('a cached key is never used past the moment it stops signing', async () => {
    const rotated = await rotateSigningKey(t.db, at(4400), { activateInSeconds: 60, overlapSeconds: 60 });
    const cache = new SigningKeyCache(t.db, 3_600_000);
    const before = await cache.current(at(4401));
    expect(before.kid).not.toBe(rotated.kid);
    expect((await cache.current(at(4459))).kid).toBe(before.kid);
    expect((await cache.current(at(4460))).kid).toBe(rotated.kid);
  });

  it('GET /.well-known/jwks.json answers the published keys with cache headers', async () => {
    const res = await fetch(`${t.baseUrl}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await res.json()) as { keys: Array<{ kid: string }> };
    expect(body.keys.length).toBeGreaterThan(0);
    for (const k of body.keys) expect(Object.keys(k).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
  });
});
