/**
 * The authorization server library's storage (oidc-provider `Adapter`) on knex: one table,
 * `oauth_models` (migration 014), on SQLite and PostgreSQL alike, so every process of a deployment
 * sees the same codes, tokens, grants and interactions.
 *
 * Bearer artifacts (access and refresh tokens, authorization codes) are stored under the SHA-256
 * hex digest of their value, never the value: a copy of the database lets nobody call the API.
 * The library keeps a token's value in its payload (`jti`); it is dropped before storing and put
 * back from the presented value on `find`.
 *
 * `revokeByGrantId` (refresh-token reuse, a reused authorization code, RFC 7009 revocation of a
 * refresh token, Settings > Connected apps) deletes every artifact of the grant and marks the
 * grant revoked in `oauth_grants`, so no token of it verifies on the next request.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/** Model names whose ids are bearer secrets, stored hashed. */
export const HASHED_KINDS = new Set(['AccessToken', 'RefreshToken', 'AuthorizationCode', 'ClientCredentials', 'DeviceCode']);

export const tokenDigest = (value: string): string => createHash('sha256').update(value).digest('hex');

type Payload = Record<string, unknown>;

/** The oidc-provider adapter interface (the library ships it only as documentation). */
export interface ProviderAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

export interface AdapterHooks {
  /** Called after a grant's artifacts are deleted (the resource server drops its cache). */
  onGrantRevoked?(grantId: string): void;
  now?: () => Date;
}

/** The adapter class oidc-provider instantiates once per model name. */
export function knexAdapter(db: Knex, hooks: AdapterHooks = {}): new (kind: string) => ProviderAdapter {
  const now = hooks.now ?? (() => new Date());
  return class KnexOAuthAdapter implements ProviderAdapter {
    private readonly hashed: boolean;
    constructor(private readonly kind: string) {
      this.hashed = HASHED_KINDS.has(kind);
    }

    private key(id: string): string {
      return this.hashed ? tokenDigest(id) : id;
    }

    private revive(row: { payload: string; consumed_at: string | null } | undefined, id: string): Payload | undefined {
      if (row === undefined) return undefined;
      const payload = JSON.parse(row.payload) as Payload;
      if (this.hashed) payload.jti = id;
      if (row.consumed_at !== null) payload.consumed = Math.floor(Date.parse(row.consumed_at) / 1000);
      return payload;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const stored = { ...payload };
      if (this.hashed) delete stored.jti;
      const row = {
        kind: this.kind,
        id: this.key(id),
        payload: JSON.stringify(stored),
        grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
        expires_at: expiresIn === undefined ? null : new Date(now().getTime() + expiresIn * 1000).toISOString(),
        consumed_at: null,
      };
      await db('oauth_models').insert(row).onConflict(['kind', 'id']).merge(['payload', 'grant_id', 'uid', 'user_code', 'expires_at']);
    }

    async find(id: string): Promise<Payload | undefined> {
      const row = await db('oauth_models')
        .where({ kind: this.kind, id: this.key(id) })
        .first('payload', 'consumed_at');
      return this.revive(row, id);
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      const row = await db('oauth_models').where({ kind: this.kind, uid }).first('id', 'payload', 'consumed_at');
      return this.revive(row, row?.id);
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      const row = await db('oauth_models').where({ kind: this.kind, user_code: userCode }).first('id', 'payload', 'consumed_at');
      return this.revive(row, row?.id);
    }

    async consume(id: string): Promise<void> {
      await db('oauth_models')
        .where({ kind: this.kind, id: this.key(id) })
        .update({ consumed_at: now().toISOString() });
    }

    async destroy(id: string): Promise<void> {
      await db('oauth_models')
        .where({ kind: this.kind, id: this.key(id) })
        .delete();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await revokeGrant(db, grantId, now());
      hooks.onGrantRevoked?.(grantId);
    }
  };
}

/**
 * Revokes a grant everywhere: deletes every stored artifact that carries it (codes, tokens, the
 * library's Grant) and marks `oauth_grants.revoked_at` (once). Idempotent.
 */
export async function revokeGrant(db: Knex, grantId: string, at: Date): Promise<void> {
  await db.transaction(async (trx) => {
    await trx('oauth_models').where({ grant_id: grantId }).delete();
    await trx('oauth_models').where({ kind: 'Grant', id: grantId }).delete();
    await trx('oauth_grants').where({ id: grantId }).whereNull('revoked_at').update({ revoked_at: at.toISOString() });
  });
}

/** Deletes artifacts that expired more than `graceDays` ago (access tokens are kept a while so a late one answers `expired`). */
export async function sweepExpired(db: Knex, at: Date, graceDays = 7): Promise<number> {
  const cutoff = new Date(at.getTime() - graceDays * 86_400_000).toISOString();
  return db('oauth_models').where('expires_at', '<', cutoff).delete();
}
