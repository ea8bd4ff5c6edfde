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
 * A write that fails with a server error releases its claim so a retry can run. A claim that could
 * not be released (the database went away mid-write, or the process died) is abandoned once it is
 * {@link IN_FLIGHT_ABANDONED_MS} old: the next request with the key takes it over instead of
 * answering `idempotency_in_flight` until the key expires. The claim's `created_at` is its token:
 * completing checks it, so a write that outlived its claim (taken over meanwhile) rolls back
 * (409 `idempotency_in_flight`; asking again replays the answer of the one that completed), and
 * a key's write is committed once.
 */
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { hotStatement, isConnectionFailure } from '@storeops/db';
import { ServiceError } from '../errors';

/** How long a key is remembered: 24 hours (written into the spec's IdempotencyKey description). */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3600 * 1000;

/**
 * An `in_flight` claim this old (15 s: far longer than a write's transaction normally takes)
 * belongs to a request that can no longer complete it; the next request with the key takes it
 * over. A write that is merely slow is still safe: completing checks the claim's token, so of the
 * two only one commits.
 */
export const IN_FLIGHT_ABANDONED_MS = 15_000;

export interface ClaimKey {
  storeId: string;
  credentialId: string;
  operation: string;
  key: string;
  /** The claim's token (its `created_at`), set once this request holds the claim. */
  claimedAt?: string;
}

export type Claim = { kind: 'new'; requestHash: string; claimedAt: string } | { kind: 'replay'; status: number; body: unknown };

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
  return createHash('sha256').update(canonicalJson(args)).digest('hex');
}

/**
 * `v` as JSON text with every object's keys in sorted order (arrays keep theirs), so equal
 * arguments give equal text whatever order their keys came in. For the request fingerprint and
 * the read cache's key (invoke/read-cache.ts).
 */
export function canonicalJson(v: unknown): string {
  const canonical = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(canonical)
      : x !== null && typeof x === 'object'
        ? Object.fromEntries(
            Object.keys(x as object)
              .sort()
              .map((k) => [k, canonical((x as Record<string, unknown>)[k])]),
          )
        : x;
  return JSON.stringify(canonical(v));
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
      if (inserted.length === 1) return { kind: 'new', requestHash: hash, claimedAt: row.created_at };
      const existing = await db('idempotency_keys').where(where(k)).first();
      if (existing === undefined) continue; // released between the two statements: try again
      if (
        existing.state === 'in_flight' &&
        existing.request_hash === hash &&
        Date.parse(existing.created_at) <= now.getTime() - IN_FLIGHT_ABANDONED_MS &&
        Date.parse(existing.expires_at) > now.getTime()
      ) {
        // Abandoned: take it over (one statement; of two requests taking it over, one wins).
        const taken = await db('idempotency_keys')
          .where(where(k))
          .andWhere({ state: 'in_flight', created_at: existing.created_at })
          .update({ created_at: row.created_at });
        if (taken === 1) return { kind: 'new', requestHash: hash, claimedAt: row.created_at };
        continue;
      }
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

/**
 * Stores the response of the claimed request (call inside the write's transaction).
 * @throws ServiceError `idempotency_in_flight` when the claim is no longer this request's (it was
 *   taken over as abandoned): the caller's transaction rolls back, so the key's write commits once.
 */
export async function complete(db: Knex, k: ClaimKey, status: number, body: unknown): Promise<void> {
  const done = await hotStatement(
    db,
    COMPLETE_SQL,
    [status, JSON.stringify(body), k.storeId, k.credentialId, k.operation, k.key, k.claimedAt ?? ''],
    true,
  );
  if (done.length !== 1) {
    throw new ServiceError(
      'idempotency_in_flight',
      `The claim on idempotency key "${k.key}" was taken over by a retry while this request ran; this request's write was rolled back. Ask again for the retry's answer.`,
      { retry_after_seconds: 1 },
    );
  }
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
  "update idempotency_keys set state = 'completed', response_status = ?, response_body = ? where store_id = ? and credential_id = ? and operation = ? and key = ? and state = 'in_flight' and created_at = ? returning key";

/**
 * Releases a claim whose request failed on the service side, so a retry can run (only this
 * request's claim). A connection just cut is tried twice more (the pool hands out a fresh one);
 * a claim that still cannot be released is abandoned and taken over after
 * {@link IN_FLIGHT_ABANDONED_MS}.
 */
export async function release(db: Knex, k: ClaimKey): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db('idempotency_keys')
        .where(where(k))
        .andWhere({ state: 'in_flight', ...(k.claimedAt !== undefined ? { created_at: k.claimedAt } : {}) })
        .delete();
      return;
    } catch (err) {
      if (attempt >= 2 || !isConnectionFailure(err)) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** Deletes claims past their retention; returns how many. */
export async function purgeExpired(db: Knex, now: Date): Promise<number> {
  return db('idempotency_keys').where('expires_at', '<=', now.toISOString()).delete();
}
