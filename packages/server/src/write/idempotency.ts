/**
 * Idempotency on writes (seed: Endpoints, "Idempotency on writes"; Errors 409/503).
 * A key comes from the `Idempotency-Key` header (a bare token or the structured-field quoted
 * string form, `"k-1"`) or the `idempotency_key` argument; both given must agree. Claims are scoped
 * to credential + store + operation and remembered for 24 hours:
 * - first request: the claim is inserted `in_flight`; the write then completes it, in the same
 *   transaction as the change, with the response status and body;
 * - same key, other arguments (request hash differs): 409 `idempotency_conflict`;
 * - same key while the first still runs: 409 `idempotency_in_flight`, `Retry-After: 1`;
 * - same key after completion: the first response is replayed (status and body);
 * - the claim cannot be read or written: 503 `idempotency_unavailable`; the write is not attempted.
 * A write that fails with a server error releases its claim so a retry can run.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { hotStatement } from '@storeops/db';
import { ServiceError } from '../errors';

/** How long a key is remembered: 24 hours (written into the spec's IdempotencyKey description). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3600 * 1000;

export interface ClaimKey {
  storeId: string;
  credentialId: string;
  operation: string;
  key: string;
}

export type Claim = { kind: 'new'; requestHash: string } | { kind: 'replay'; status: number; body: unknown };

/** Parses an `Idempotency-Key` header value: a token or an RFC 8941 sf-string (`"..."`). */
export function parseIdempotencyHeader(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  let key = trimmed;
  if (trimmed.startsWith('"')) {
    const m = /^"((?:[^"\\]|\\["\\])*)"$/.exec(trimmed);
    if (m === null) throw new ServiceError('invalid_request', 'Idempotency-Key: is not a valid string (use a bare key or a quoted string)');
    key = m[1]!.replace(/\\(["\\])/g, '$1');
  }
  if (key.length < 1 || key.length > 255) throw new ServiceError('invalid_request', 'Idempotency-Key: must be 1..255 characters');
  return key;
}

/** Canonical JSON (keys sorted at every level) hashed with SHA-256: the request fingerprint. */
export function requestHash(args: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(args)))
    .digest('hex');
}

function where(k: ClaimKey) {
  return { store_id: k.storeId, credential_id: k.credentialId, operation: k.operation, key: k.key };
}

/**
 * Takes the claim, or answers how the earlier request with this key decides this one. The common
 * case (a new key) is one statement: `INSERT ... ON CONFLICT DO NOTHING RETURNING`.
 */
export async function claim(db: Knex, k: ClaimKey, hash: string, now: Date): Promise<Claim> {
  const row = {
    ...where(k),
    request_hash: hash,
    state: 'in_flight',
    response_status: null,
    response_body: null,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + IDEMPOTENCY_RETENTION_MS).toISOString(),
  };
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const inserted = await hotStatement(
        db,
        CLAIM_SQL,
        CLAIM_COLUMNS.map((c) => row[c]),
        true,
      );
      if (inserted.length === 1) return { kind: 'new', requestHash: hash };
      const existing = await db('idempotency_keys').where(where(k)).first();
      if (existing === undefined) continue; // released between the two statements: try again
      if (Date.parse(existing.expires_at) > now.getTime()) return decide(existing, hash, k.key);
      await db('idempotency_keys').where(where(k)).andWhere('expires_at', '<=', now.toISOString()).delete();
    }
    throw new Error('idempotency claim did not settle');
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw new ServiceError(
      'idempotency_unavailable',
      'The idempotency claim could not be taken, so the write was not attempted. Retry with the same key.',
    );
  }
}

function decide(
  row: { request_hash: string; state: string; response_status: number | null; response_body: string | null },
  hash: string,
  key: string,
): Claim {
  if (row.request_hash !== hash) {
    throw new ServiceError(
      'idempotency_conflict',
      `Idempotency key "${key}" was already used with different arguments for this operation; use a new key.`,
    );
  }
  if (row.state !== 'completed' || row.response_status === null) {
    throw new ServiceError('idempotency_in_flight', `A request with idempotency key "${key}" is still running; ask again.`, {
      retry_after_seconds: 1,
    });
  }
  return { kind: 'replay', status: Number(row.response_status), body: JSON.parse(row.response_body ?? 'null') };
}

/** Stores the response of the claimed request (call inside the write's transaction). */
export async function complete(db: Knex, k: ClaimKey, status: number, body: unknown): Promise<void> {
  await hotStatement(db, COMPLETE_SQL, [status, JSON.stringify(body), k.storeId, k.credentialId, k.operation, k.key]);
}

/** The claim: one statement on the common path (a new key), through the hot-path runner. */
const CLAIM_COLUMNS = [
  'store_id',
  'credential_id',
  'operation',
  'key',
  'request_hash',
  'state',
  'response_status',
  'response_body',
  'created_at',
  'expires_at',
] as const;
const CLAIM_SQL = `insert into idempotency_keys (${CLAIM_COLUMNS.join(', ')}) values (${CLAIM_COLUMNS.map(() => '?').join(', ')}) on conflict (store_id, credential_id, operation, key) do nothing returning key`;
const COMPLETE_SQL =
  "update idempotency_keys set state = 'completed', response_status = ?, response_body = ? where store_id = ? and credential_id = ? and operation = ? and key = ?";

/** Releases a claim whose request failed on the service side, so a retry can run. */
export async function release(db: Knex, k: ClaimKey): Promise<void> {
  await db('idempotency_keys').where(where(k)).andWhere({ state: 'in_flight' }).delete();
}

/** Deletes claims past their retention; returns how many. */
export async function purgeExpired(db: Knex, now: Date): Promise<number> {
  return db('idempotency_keys').where('expires_at', '<=', now.toISOString()).delete();
}
