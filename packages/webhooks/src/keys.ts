/**
 * Signing keys by `kid` (seed: Events, "Signature and delivery": "the key named by
 * `webhook-key-id` in the public JWKS; rotation needs no receiver change"). Keys are imported
 * as WebCrypto `CryptoKey`s (ECDSA P-256, usage `verify`) by jose, so this runs in any runtime
 * with `globalThis.crypto.subtle` and `fetch`.
 *
 * A remote JWKS (`GET {base}/.well-known/jwks.json`) is fetched on first use, cached for
 * `cacheMaxAgeSeconds` (default 600), and refetched once when a delivery names a `kid` the
 * cached set lacks, at most once per `cooldownSeconds` (default 30: a stream of forged `kid`s
 * cannot turn into a stream of JWKS requests). StoreOps publishes a new key 10 minutes before it
 * signs anything with it, so a receiver picks it up without any change.
 */
import { createLocalJWKSet, createRemoteJWKSet, errors, type JSONWebKeySet } from 'jose';
import { WebhookVerificationError } from './errors.js';

/** A JSON Web Key Set as served at `/.well-known/jwks.json`: `{ keys: [{ kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' }] }`. */
export type JsonWebKeySet = JSONWebKeySet;

/** One ES256 verification key as StoreOps publishes it in its JWKS (RFC 7517 / 7518): EC P-256, base64url `x` and `y`. */
export interface Es256Jwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

/** Where verification keys come from: resolves a `kid` to the ES256 public key(s) carrying it. */
export interface WebhookKeySet {
  /**
   * @throws WebhookVerificationError `unknown_key` (no ES256 key with this kid, after the refetch a
   *   remote set allows) or `jwks_unavailable` (the set could not be fetched or is malformed).
   */
  keysFor(kid: string): Promise<CryptoKey[]>;
}

/** Options of {@link createRemoteKeySet}. */
export interface RemoteKeySetOptions {
  /** Refetch the set when the cached copy is older than this, seconds; default 600. */
  cacheMaxAgeSeconds?: number;
  /** After a fetch, an unknown `kid` does not trigger another fetch for this long, seconds; default 30. */
  cooldownSeconds?: number;
  /** Abort a JWKS request after this long, milliseconds; default 5000. */
  timeoutMs?: number;
  /** Extra request headers (e.g. a `user-agent`). */
  headers?: Record<string, string>;
}

type Lookup = (header: { alg: string; kid: string }) => Promise<CryptoKey>;

async function resolve(lookup: Lookup, kid: string, where: string): Promise<CryptoKey[]> {
  try {
    return [await lookup({ alg: 'ES256', kid })];
  } catch (err) {
    if (err instanceof errors.JWKSMultipleMatchingKeys) {
      // Several keys share the kid: the caller tries each (jose yields the importable ones).
      const keys: CryptoKey[] = [];
      for await (const key of err as unknown as AsyncIterable<CryptoKey>) keys.push(key);
      if (keys.length > 0) return keys;
    }
    if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) {
      throw new WebhookVerificationError('unknown_key', `no ES256 signing key with kid ${JSON.stringify(kid)} in ${where}`);
    }
    const reason = err instanceof errors.JWKSTimeout ? 'timed out' : err instanceof Error ? err.message : String(err);
    throw new WebhookVerificationError('jwks_unavailable', `could not load the signing keys from ${where}: ${reason}`, { cause: err });
  }
}

const localSets = new WeakMap<object, WebhookKeySet>();

/**
 * A fixed key set (`{keys: [...]}`), for tests and for integrators who pin keys. Imported keys
 * are cached per set object, so pass the same object on every call.
 * @throws WebhookVerificationError `jwks_unavailable` from `keysFor` when the object is not a JWKS.
 */
export function localKeySet(jwks: JsonWebKeySet): WebhookKeySet {
  const cached = localSets.get(jwks);
  if (cached !== undefined) return cached;
  let lookup: Lookup;
  try {
    lookup = createLocalJWKSet(jwks);
  } catch (err) {
    const message = `the jwks option is not a JSON Web Key Set ({keys: [...]}): ${err instanceof Error ? err.message : String(err)}`;
    return {
      keysFor: () => Promise.reject(new WebhookVerificationError('jwks_unavailable', message, { cause: err })),
    };
  }
  const set: WebhookKeySet = { keysFor: (kid) => resolve(lookup, kid, 'the given jwks') };
  localSets.set(jwks, set);
  return set;
}

function seconds(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 0) throw new TypeError(`${name} must be a non-negative number of seconds, got ${value}`);
  return value;
}

/**
 * A JWKS fetched from `url` (normally `${STOREOPS_BASE_URL}/.well-known/jwks.json`), cached and
 * refreshed as the module comment says. Create it once and reuse it (or pass `jwksUrl`, which
 * shares one set per URL with default options).
 * @throws TypeError when `url` is not an absolute http(s) URL or an option is out of range.
 */
export function createRemoteKeySet(url: string | URL, options: RemoteKeySetOptions = {}): WebhookKeySet {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new TypeError(`jwksUrl must be an http(s) URL, got ${parsed.href}`);
  const timeoutMs = options.timeoutMs ?? 5_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new TypeError(`timeoutMs must be a positive integer, got ${timeoutMs}`);
  const lookup = createRemoteJWKSet(parsed, {
    cacheMaxAge: seconds(options.cacheMaxAgeSeconds, 600, 'cacheMaxAgeSeconds') * 1000,
    cooldownDuration: seconds(options.cooldownSeconds, 30, 'cooldownSeconds') * 1000,
    timeoutDuration: timeoutMs,
    ...(options.headers === undefined ? {} : { headers: options.headers }),
  });
  return { keysFor: (kid) => resolve(lookup, kid, parsed.href) };
}

const remoteSets = new Map<string, WebhookKeySet>();

/** The shared remote set for a URL with default options (what `jwksUrl` uses). */
export function sharedRemoteKeySet(url: string | URL): WebhookKeySet {
  const href = new URL(url).href;
  let set = remoteSets.get(href);
  if (set === undefined) {
    set = createRemoteKeySet(href);
    remoteSets.set(href, set);
  }
  return set;
}
