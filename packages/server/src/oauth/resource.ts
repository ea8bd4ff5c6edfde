/**
 * The resource server side of OAuth (seed: Authentication rules 4, 6-8): an access token
 * presented as `Authorization: Bearer <token>` on REST, MCP or through the SDK becomes the same
 * `Credential` an API key does, so the one admission gate (admission.ts) applies scopes, store,
 * rate limit (per grant) and audit alike.
 *
 * - The token is looked up by its SHA-256 (adapter.ts) together with its grant (`oauth_grants`).
 * - Unknown, revoked (its grant revoked, or the token itself revoked by RFC 7009) or not an
 *   access token: `null` (the caller answers 401 `unauthorized`, never saying which).
 * - Known, its grant live, past its `exp`: `expired` (401). Expired tokens are kept 7 days for
 *   this answer, then swept and answered `unauthorized`.
 * - The credential: id `oauth:<grant id>` (stable across refreshes: rate limit, intents, audit),
 *   the grant's store, the token's scopes (never more than the grant's), `clientId` (audit rows
 *   name the client), the grant's auto-apply (opt-in in Settings > Connected apps; default off),
 *   no IP allowlist.
 * - The grant's `last_used_at` is written at most once a minute per grant, after the answer.
 */
import type { Knex } from 'knex';
import type { OAuthGrantRow } from '@storeops/db';
import type { Credential } from '../auth/credentials';
import { tokenDigest } from './adapter';

/** What an access token resolves to: its credential (expiry in `expiresAt`), or null when it does not verify. */
export type TokenLookup = Credential | null;

/** Longest bearer value looked up as an access token (ours are 43 characters). */
const MAX_TOKEN_LENGTH = 512;

interface StoredAccessToken {
  grantId?: string;
  clientId?: string;
  scope?: string;
  exp?: number;
}

export class AccessTokens {
  private readonly lastUsed = new Map<string, number>();

  constructor(
    private readonly db: Knex,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Resolves an opaque access token to its credential, or null (see the file comment). */
  async lookup(token: string): Promise<TokenLookup> {
    if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9._~+/-]+=*$/.test(token)) return null;
    const row = await this.db('oauth_models')
      .where({ kind: 'AccessToken', id: tokenDigest(token) })
      .first('payload');
    if (row === undefined) return null;
    const payload = JSON.parse(row.payload as string) as StoredAccessToken;
    if (payload.grantId === undefined || payload.exp === undefined) return null;
    const grant = (await this.db('oauth_grants').where({ id: payload.grantId }).first()) as OAuthGrantRow | undefined;
    if (grant === undefined || grant.revoked_at !== null) return null;
    const granted = new Set(JSON.parse(grant.scopes) as string[]);
    const scopes = (payload.scope ?? '').split(' ').filter((s) => s !== '' && granted.has(s));
    const store = await this.db('stores').where({ id: grant.store_id }).first('sandbox_owner_id');
    return {
      id: `oauth:${grant.id}`,
      storeId: grant.store_id,
      kind: store?.sandbox_owner_id != null ? 'sandbox' : 'live',
      scopes,
      autoApply: grant.auto_apply === true || grant.auto_apply === 1,
      ipAllowlist: null,
      expiresAt: new Date(payload.exp * 1000).toISOString(),
      label: grant.client_name,
      clientId: grant.client_id,
    };
  }

  /** Records that the grant behind `credentialId` was used (at most once a minute per grant; never awaited by a request). */
  touch(credentialId: string, now: Date): void {
    if (!credentialId.startsWith('oauth:')) return;
    const grantId = credentialId.slice('oauth:'.length);
    const at = now.getTime();
    if (at - (this.lastUsed.get(grantId) ?? 0) < 60_000) return;
    if (this.lastUsed.size > 10_000) this.lastUsed.clear();
    this.lastUsed.set(grantId, at);
    this.db('oauth_grants')
      .where({ id: grantId })
      .update({ last_used_at: now.toISOString() })
      .catch((err: unknown) => this.log(`oauth last_used_at update failed: ${String(err)}`));
  }
}
