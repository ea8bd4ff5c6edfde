/**
 * Credential diagnosis (seed: Errors `credential_rejected`, `no_credential`,
 * Authentication rule 6): `POST /api/v1/credentials/diagnose` tells the holder of a credential why
 * it is or is not accepted, which a 401 `unauthorized` deliberately does not.
 *
 * - no `Authorization` header: 401 `no_credential`;
 * - a header that does not resolve to any credential (not `Bearer <value>`, unknown, garbled, or an
 *   OAuth token whose grant was revoked: revoking a grant deletes its tokens, so nothing is left to
 *   describe): 401 `credential_rejected`;
 * - a credential found: 200 with facts about that credential only: `status` (`active`, `revoked`,
 *   `expired`), what kind it is, its store, scopes, expiry, auto-apply and IP allowlist, and
 *   whether the request's own address is on that allowlist.
 *
 * Why this reveals nothing a caller may not know: every answer describes the presented credential
 * and is given only to a caller that sends its secret (a 256-bit key or an opaque token), so it
 * tells the holder what the holder's secret already grants. "Revoked" and "expired" are told to
 * that holder only; without the secret, unknown, revoked and expired stay indistinguishable (the
 * seed's rule 6 for every other endpoint is unchanged). No other credential, store or grant is
 * looked up or named, and the answer never repeats the secret (an API key is named by its id and
 * 16-character display prefix).
 *
 * The lookup is fresh (no cache), so a revocation shows at once.
 */
import type { Knex } from 'knex';
import { hashKey, KEY_PATTERN } from './keys';
import { keyCredential, type Credential } from './credentials';
import type { AccessTokens } from '../oauth/resource';

/** What the presented Authorization header resolves to. */
export type Diagnosis =
  | { outcome: 'no_credential' }
  | { outcome: 'rejected' }
  | { outcome: 'found'; credential: Credential; revokedAt: string | null; keyPrefix: string | null };

/** Resolves `authorization` for diagnosis (no cache; revoked and expired credentials are found, not refused). */
export async function diagnoseCredential(
  db: Knex,
  tokens: AccessTokens | undefined,
  authorization: string | undefined,
): Promise<Diagnosis> {
  if (authorization === undefined) return { outcome: 'no_credential' };
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (token === undefined) return { outcome: 'rejected' };
  if (KEY_PATTERN.test(token)) {
    const row = await db('api_keys')
      .where({ key_hash: hashKey(token) })
      .first();
    if (row === undefined) return { outcome: 'rejected' };
    return {
      outcome: 'found',
      revokedAt: row.revoked_at ?? null,
      keyPrefix: row.key_prefix ?? null,
      credential: keyCredential(row),
    };
  }
  const credential = tokens === undefined ? null : await tokens.lookup(token);
  if (credential === null) return { outcome: 'rejected' };
  return { outcome: 'found', credential, revokedAt: null, keyPrefix: null };
}

/** The `CredentialDiagnosis` result (spec/openapi/components/schemas/CredentialDiagnosis.yaml). */
export interface CredentialDiagnosisResult {
  status: 'active' | 'revoked' | 'expired';
  usable: boolean;
  message: string;
  credential_id: string;
  credential_type: 'api_key' | 'oauth_access_token';
  kind: 'live' | 'sandbox';
  label: string;
  key_prefix: string | null;
  client_id: string | null;
  store: { id: string; name: string } | null;
  scopes: string[];
  expires_at: string | null;
  revoked_at: string | null;
  auto_apply: boolean;
  ip_allowlist: string[] | null;
  request_address: string;
  address_allowed: boolean;
}

/**
 * The answer for a found credential at `now`, seen from `address`; `store` is null when the
 * credential's store no longer exists (an expired sandbox key's copy is dropped).
 */
export function describeDiagnosis(
  found: Extract<Diagnosis, { outcome: 'found' }>,
  store: { id: string; name: string } | null,
  address: string,
  addressAllowed: boolean,
  now: Date,
): CredentialDiagnosisResult {
  const c = found.credential;
  const isToken = c.clientId !== undefined;
  const expired = c.expiresAt !== null && Date.parse(c.expiresAt) <= now.getTime();
  const status = found.revokedAt !== null ? 'revoked' : expired ? 'expired' : 'active';
  const usable = status === 'active' && addressAllowed && store !== null;
  const message =
    status === 'revoked'
      ? `This API key was revoked at ${found.revokedAt}; every call answers 401 unauthorized. Mint a new one (Settings > Developers, or pnpm keys create).`
      : status === 'expired'
        ? isToken
          ? `This access token expired at ${c.expiresAt}; calls answer 401 expired. Get a new one with the refresh token (POST /api/oauth/token, grant_type=refresh_token).`
          : `This API key expired at ${c.expiresAt}; calls answer 401 expired. Mint a new one (Settings > Developers, or pnpm keys create).`
        : store === null
          ? 'The store of this credential no longer exists; calls answer 401 unauthorized.'
          : !addressAllowed
            ? `This credential carries an IP allowlist that does not include ${address}; calls from here answer 401 address_not_allowed.`
            : 'This credential is valid here; an operation it lacks a scope for answers 403 insufficient_scope.';
  return {
    status,
    usable,
    message,
    credential_id: c.id,
    credential_type: isToken ? 'oauth_access_token' : 'api_key',
    kind: c.kind,
    label: c.label,
    key_prefix: found.keyPrefix,
    client_id: c.clientId ?? null,
    store,
    scopes: [...c.scopes],
    expires_at: c.expiresAt,
    revoked_at: found.revokedAt,
    auto_apply: c.autoApply,
    ip_allowlist: c.ipAllowlist,
    request_address: address,
    address_allowed: addressAllowed,
  };
}
