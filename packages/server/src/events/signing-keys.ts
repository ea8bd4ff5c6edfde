/**
 * Webhook signing keys (seed: Signature and delivery "Key: the key named by `webhook-key-id` in the
 * public JWKS; rotation needs no receiver change; no shared secret").
 *
 * - ES256 (ECDSA P-256, SHA-256) key pairs, generated on first start (`ensureSigningKey`); the
 *   private key (PKCS#8 PEM) stays in the service's `signing_keys` table and is never in an API
 *   answer or a log; `kid` is the key's RFC 7638 JWK thumbprint (base64url SHA-256).
 * - A key is published in the JWKS from `created_at` until `published_until` (null: still
 *   published) and signs from `signs_from` until `signs_until` (null: the current key).
 * - Rotation (`rotateSigningKey`, `pnpm keys rotate-signing`): the new key is published at once and
 *   starts signing `activateInSeconds` later (default 10 minutes: twice the JWKS `max-age` of 5
 *   minutes, so a receiver's cached key set already holds it, and a receiver that refetches on an
 *   unknown `kid` holds it anyway); the old key signs until then and stays published for
 *   `overlapSeconds` more (default 7 days: longer than any retry schedule plus replay window), so
 *   deliveries signed by it still verify.
 * - Signatures: `v1a,` + base64url of the 64-byte IEEE P1363 (raw r||s) ECDSA signature over the
 *   UTF-8 bytes of `{webhook-id}.{webhook-timestamp}.` followed by the exact body bytes.
 */
import { createHash, createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { Knex } from 'knex';
import type { SigningKeyRow } from '@storeops/db';
import type { Es256Jwk } from '@storeops/webhooks';

/** A public key as the JWKS publishes it (RFC 7517 / 7518; the verifier's `Es256Jwk`). */
export type PublicJwk = Es256Jwk;

/** The key that signs now, ready to use. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

/** Default delay between publishing a rotated-in key and signing with it (10 minutes). */
export const DEFAULT_ACTIVATE_IN_SECONDS = 600;
/** Default time a rotated-out key stays published (7 days). */
export const DEFAULT_OVERLAP_SECONDS = 7 * 86_400;

/** RFC 7638 thumbprint of an EC public key: base64url SHA-256 of `{"crv","kty","x","y"}` in that order. */
export function jwkThumbprint(jwk: { crv: string; kty: string; x: string; y: string }): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
    .digest('base64url');
}

/** A new P-256 key pair as a row (not stored). */
function newKeyRow(createdAt: Date, signsFrom: Date): SigningKeyRow {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pub = publicKey.export({ format: 'jwk' }) as { kty: 'EC'; crv: 'P-256'; x: string; y: string };
  const kid = jwkThumbprint(pub);
  const jwk: PublicJwk = { kty: 'EC', crv: 'P-256', x: pub.x, y: pub.y, kid, alg: 'ES256', use: 'sig' };
  return {
    kid,
    alg: 'ES256',
    public_jwk: JSON.stringify(jwk),
    private_pkcs8: privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
    created_at: createdAt.toISOString(),
    signs_from: signsFrom.toISOString(),
    signs_until: null,
    published_until: null,
  };
}

const signingAt = (db: Knex, now: Date) =>
  db('signing_keys')
    .where('signs_from', '<=', now.toISOString())
    .andWhere((w) => w.whereNull('signs_until').orWhere('signs_until', '>', now.toISOString()))
    .orderBy('signs_from', 'desc');

/** Makes sure a key signs at `now` (generating the first one on first start); returns its kid. */
export async function ensureSigningKey(db: Knex, now = new Date()): Promise<string> {
  return db.transaction(async (trx) => {
    const current = (await signingAt(trx, now).first('kid')) as { kid: string } | undefined;
    if (current !== undefined) return current.kid;
    const pending = (await trx('signing_keys').whereNull('signs_until').orderBy('signs_from').first('kid')) as { kid: string } | undefined;
    if (pending !== undefined) return pending.kid; // rotated in, not active yet: the old one still signs
    const row = newKeyRow(now, now);
    await trx('signing_keys').insert(row);
    return row.kid;
  });
}

export interface RotationResult {
  kid: string;
  signsFrom: string;
  /** The keys that stop signing when the new one starts, and until when they stay published. */
  retiring: Array<{ kid: string; signsUntil: string; publishedUntil: string }>;
}

/**
 * Rotates: a new key, published now, signing from `now + activateInSeconds`; every key still
 * signing (or scheduled to) stops then and stays published `overlapSeconds` longer.
 */
export async function rotateSigningKey(
  db: Knex,
  now = new Date(),
  opts: { activateInSeconds?: number; overlapSeconds?: number } = {},
): Promise<RotationResult> {
  const activateIn = opts.activateInSeconds ?? DEFAULT_ACTIVATE_IN_SECONDS;
  const overlap = opts.overlapSeconds ?? DEFAULT_OVERLAP_SECONDS;
  if (!(activateIn >= 0) || !(overlap >= 0)) throw new Error('activateInSeconds and overlapSeconds must be >= 0');
  const signsFrom = new Date(now.getTime() + activateIn * 1000);
  const publishedUntil = new Date(signsFrom.getTime() + overlap * 1000);
  return db.transaction(async (trx) => {
    const retiring = (await trx('signing_keys').whereNull('signs_until').select('kid')) as Array<{ kid: string }>;
    await trx('signing_keys')
      .whereNull('signs_until')
      .update({ signs_until: signsFrom.toISOString(), published_until: publishedUntil.toISOString() });
    const row = newKeyRow(now, signsFrom);
    await trx('signing_keys').insert(row);
    return {
      kid: row.kid,
      signsFrom: row.signs_from,
      retiring: retiring.map((r) => ({ kid: r.kid, signsUntil: signsFrom.toISOString(), publishedUntil: publishedUntil.toISOString() })),
    };
  });
}

/** The JWKS (`{keys}`) published at `now`: every key created and not past `published_until`. */
export async function publishedJwks(db: Knex, now = new Date()): Promise<{ keys: PublicJwk[] }> {
  const rows = (await db('signing_keys')
    .where('created_at', '<=', now.toISOString())
    .andWhere((w) => w.whereNull('published_until').orWhere('published_until', '>', now.toISOString()))
    .orderBy('created_at', 'desc')
    .select('public_jwk')) as Array<{ public_jwk: string }>;
  return { keys: rows.map((r) => JSON.parse(r.public_jwk) as PublicJwk) };
}

/**
 * The signing key at a time, cached for `ttlMs` (default 5 s) so a delivery does not read the
 * table; a rotation made by any process takes effect within the TTL of its activation time.
 */
export class SigningKeyCache {
  private cached: { key: SigningKey; until: number } | null = null;

  constructor(
    private readonly db: Knex,
    private readonly ttlMs = 5_000,
  ) {}

  /** The cached key when it still signs at `now` (no query), else null: then call `current`. */
  cachedAt(now: Date): SigningKey | null {
    return this.cached !== null && now.getTime() < this.cached.until ? this.cached.key : null;
  }

  async current(now = new Date()): Promise<SigningKey> {
    if (this.cached !== null && now.getTime() < this.cached.until) return this.cached.key;
    let row = (await signingAt(this.db, now).first('kid', 'private_pkcs8', 'signs_until')) as
      Pick<SigningKeyRow, 'kid' | 'private_pkcs8' | 'signs_until'> | undefined;
    if (row === undefined) {
      // No key yet: make the first. Processes doing this at the same instant may each see another's
      // first key as not yet signing (its signs_from a few ms after their `now`): load it by kid.
      const kid = await ensureSigningKey(this.db, now);
      row = (await this.db('signing_keys').where({ kid }).first('kid', 'private_pkcs8', 'signs_until')) as Pick<
        SigningKeyRow,
        'kid' | 'private_pkcs8' | 'signs_until'
      >;
    }
    const key = { kid: row.kid, privateKey: createPrivateKey(row.private_pkcs8) };
    // Never cache past the moment this key stops signing.
    const until = Math.min(now.getTime() + this.ttlMs, row.signs_until === null ? Infinity : Date.parse(row.signs_until));
    this.cached = { key, until };
    return key;
  }

  /** Drops the cache (after a rotation in this process). */
  forget(): void {
    this.cached = null;
  }
}

/** `v1a,<base64url(r||s)>` over `{id}.{timestamp}.{body}` (see the module comment). */
export function signDelivery(key: SigningKey, id: string, timestamp: number, body: Uint8Array): string {
  const prefix = Buffer.from(`${id}.${timestamp}.`, 'utf8');
  const signature = sign('sha256', Buffer.concat([prefix, body]), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `v1a,${signature.toString('base64url')}`;
}
