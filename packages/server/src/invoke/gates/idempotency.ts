/**
 * Gate 4, idempotency, writes only (docs/ARCHITECTURE.md "One invocation core"; seed "Endpoints",
 * "Idempotency on writes"; write/idempotency.ts holds the claim store and its rules). The key is
 * the `idempotency_key` argument or the `Idempotency-Key` header; both given must agree, and the
 * argument is taken out of the arguments (it is not part of the request fingerprint). A new key
 * is claimed before the write runs; a completed one replays the first answer (status and body).
 * After the write: `completeClaim` stores the answer in the write's transaction; a failure
 * `settleClaim`s the key (a client error is the request's answer and is replayed, a service
 * failure frees the key for a retry).
 *
 * Errors: 400 `invalid_request` (argument and header differ), 409 `idempotency_conflict`, 409
 * `idempotency_in_flight`, 503 `idempotency_unavailable`; a replay answers whatever the first call
 * answered.
 */
import type { Knex } from 'knex';
import type { OperationDescriptor } from '@storeops/contract';
import { ServiceError } from '../../errors';
import { claim, complete, release, requestHash, type ClaimKey } from '../../write/idempotency';
import type { InvokeContext, InvokeOutcome } from '../context';

/** What gate 4 decided: replay a stored answer, or go on holding `claimKey` (null: no key sent). */
export type IdempotencyGate = { kind: 'replay'; outcome: InvokeOutcome } | { kind: 'proceed'; claimKey: ClaimKey | null };

/** A stored answer: the success body, or a client error (`__error`) to replay as the same error. */
interface StoredAnswer {
  ok?: true;
  result?: unknown;
  __error?: true;
  code?: ServiceError['code'];
  message?: string;
  extras?: ServiceError['extras'];
}

/**
 * Claims the call's key, if any. Removes `idempotency_key` from `args` (so it never reaches the
 * handler or the fingerprint).
 * @throws ServiceError `invalid_request`, `idempotency_conflict`, `idempotency_in_flight`, `idempotency_unavailable`
 */
export async function claimIdempotency(
  db: Knex,
  op: OperationDescriptor,
  args: Record<string, unknown>,
  ctx: InvokeContext,
  subjectRef: string | null,
): Promise<IdempotencyGate> {
  const argKey = typeof args.idempotency_key === 'string' ? args.idempotency_key : undefined;
  delete args.idempotency_key;
  if (argKey !== undefined && ctx.idempotencyKey !== undefined && argKey !== ctx.idempotencyKey) {
    throw new ServiceError(
      'invalid_request',
      'idempotency_key: differs from the Idempotency-Key header; send one, or the same value in both',
    );
  }
  const key = argKey ?? ctx.idempotencyKey;
  if (key === undefined) return { kind: 'proceed', claimKey: null };
  const k: ClaimKey = { storeId: ctx.store.id, credentialId: ctx.credential.id, operation: op.name, key };
  const c = await claim(db, k, requestHash(args), ctx.now);
  if (c.kind === 'new') return { kind: 'proceed', claimKey: { ...k, claimedAt: c.claimedAt } };
  const body = c.body as StoredAnswer;
  const outcome: InvokeOutcome =
    body.__error === true
      ? { ok: false, error: new ServiceError(body.code!, body.message!, body.extras ?? {}), operation: op, subjectRef, audited: false }
      : { ok: true, result: body.result, operation: op, subjectRef, audited: false, replayed: true };
  return { kind: 'replay', outcome };
}

/** Stores a write's answer under its claim, in the write's transaction `trx`. */
export async function completeClaim(trx: Knex, claimKey: ClaimKey, value: unknown): Promise<void> {
  await complete(trx, claimKey, 200, { ok: true, result: withoutReveal(value) });
}

/**
 * After a failed write: a client error (`se` below 500) is the request's answer and is stored for
 * replay; a service failure (or an unexpected error, `se` null) frees the key for a retry. Never
 * throws (the claim store may be what failed).
 */
export async function settleClaim(db: Knex, claimKey: ClaimKey, se: ServiceError | null): Promise<void> {
  if (se !== null && se.status < 500)
    await complete(db, claimKey, se.status, { __error: true, code: se.code, message: se.message, extras: se.extras }).catch(() => {});
  else await release(db, claimKey).catch(() => {});
}

/**
 * The answer an idempotent replay gives: a one-time `reveal` (AppliedWrite) is shown only in the
 * first answer and never stored, so the replay drops it and says so in `message`.
 */
function withoutReveal(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || !('reveal' in value)) return value;
  const { reveal: _shownOnce, ...rest } = value as Record<string, unknown> & { message?: string };
  return {
    ...rest,
    message:
      `${rest.message ?? ''} The one-time secret (reveal) was shown only in the first answer to this request; a replay does not repeat it.`.trim(),
  };
}
