/**
 * Credential resolution (seed: Authentication rules 5-7): `Authorization: Bearer <API key or
 * OAuth access token>` -> Credential (an access token through oauth/resource.ts), or ServiceError `unauthorized` (missing, malformed, unknown or revoked: never says
 * which) / `expired` (verified, past its expiry). Verified rows are cached for `ttlMs` (default
 * 5 s) so the hot path does not query per request; a revocation made through this process takes
 * effect at once (`forget`), and through the invalidation bus (cluster/bus.ts, Redis pub/sub when
 * `REDIS_URL` is set) in every other process within milliseconds; while Redis is unreachable, or
 * for a change made outside the service (`pnpm keys revoke`), within the TTL.
 */
import type { Knex } from 'knex';
import { ServiceError } from '../errors';
import { hashKey, KEY_PATTERN, type KeyKind } from './keys';
import type { AccessTokens } from '../oauth/resource';
import type { InvalidationBus } from '../cluster/bus';

export interface Credential {
  id: string;
  storeId: string;
  kind: KeyKind;
  scopes: string[];
  autoApply: boolean;
  ipAllowlist: string[] | null;
  expiresAt: string | null;
  label: string;
  /** The OAuth client an access token was issued to (its `client_id`); absent for API keys. */
  clientId?: string;
}

interface CacheEntry {
  credential: Credential | null;
  revoked: boolean;
  at: number;
}

const UNAUTHORIZED = 'Missing or invalid credential. Send Authorization: Bearer <API key or access token>.';

/** The Credential of an `api_keys` row (scopes and allowlist stored as JSON text). */
export function keyCredential(row: Record<string, any>): Credential {
  return {
    id: row.id,
    storeId: row.store_id,
    kind: row.kind,
    scopes: JSON.parse(row.scopes) as string[],
    autoApply: row.auto_apply === true || row.auto_apply === 1,
    ipAllowlist: row.ip_allowlist === null ? null : (JSON.parse(row.ip_allowlist) as string[]),
    expiresAt: row.expires_at,
    label: row.label,
  };
}

export class CredentialResolver {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Knex,
    private readonly ttlMs = 5000,
    /** Access tokens of the OAuth server; without it only API keys verify. */
    private readonly tokens?: AccessTokens,
    /** Announces `forget` to the other processes; absent: this process only. */
    private readonly bus?: InvalidationBus,
  ) {
    bus?.on((topic, key) => {
      if (topic === 'credential') this.drop(key ?? undefined);
    });
  }

  /** Resolves the Authorization header value; throws ServiceError (401) when it does not verify. */
  async resolve(authorization: string | undefined, now: Date): Promise<Credential> {
    const match = authorization === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    const token = match?.[1];
    if (token === undefined) throw new ServiceError('unauthorized', UNAUTHORIZED);
    const isKey = KEY_PATTERN.test(token);
    if (!isKey && this.tokens === undefined) throw new ServiceError('unauthorized', UNAUTHORIZED);
    const hash = hashKey(token);
    let entry = this.cache.get(hash);
    if (entry === undefined || now.getTime() - entry.at > this.ttlMs) {
      entry = isKey ? await this.load(hash, now.getTime()) : await this.loadToken(token, hash, now.getTime());
    }
    const credential = entry.credential;
    if (credential === null || entry.revoked) throw new ServiceError('unauthorized', UNAUTHORIZED);
    if (credential.expiresAt !== null && Date.parse(credential.expiresAt) <= now.getTime()) {
      throw new ServiceError(
        'expired',
        credential.clientId !== undefined
          ? `This access token expired at ${credential.expiresAt}. Get a new one with the refresh token (POST /api/oauth/token, grant_type=refresh_token).`
          : `This credential expired at ${credential.expiresAt}. Mint a new one (Settings > Developers, or pnpm keys create).`,
      );
    }
    if (credential.clientId !== undefined) this.tokens?.touch(credential.id, now);
    return credential;
  }

  /**
   * Drops a cached key (`keyHash`; every entry when absent) after a revocation or an update, in
   * this process at once and, through the bus, in the others.
   */
  forget(keyHash?: string): void {
    if (this.bus !== undefined) this.bus.invalidate('credential', keyHash ?? null);
    else this.drop(keyHash);
  }

  /** Drops a cached key (every entry when absent) in this process only. */
  private drop(keyHash?: string): void {
    if (keyHash === undefined) this.cache.clear();
    else this.cache.delete(keyHash);
  }

  private async loadToken(token: string, hash: string, at: number): Promise<CacheEntry> {
    const entry: CacheEntry = { at, revoked: false, credential: await this.tokens!.lookup(token) };
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(hash, entry);
    return entry;
  }

  private async load(hash: string, at: number): Promise<CacheEntry> {
    const row = await this.db('api_keys').where({ key_hash: hash }).first();
    if (row === undefined) return { credential: null, revoked: false, at };
    const entry: CacheEntry = { at, revoked: row.revoked_at !== null && row.revoked_at !== undefined, credential: keyCredential(row) };
    this.cache.set(hash, entry);
    return entry;
  }
}
