/**
 * Gate 5, the risk tier (docs/ARCHITECTURE.md "One invocation core"; seed "Risk tiers", "Approvals",
 * "Governance"): how a call that passed gates 1-4 runs.
 * - `read`: the handler runs on a connection confined to the store (row-level-scoped on
 *   PostgreSQL); the hot reads of read-cache.ts CACHED_READS answer from the read cache while the
 *   store's data version has not moved since the answer was computed.
 * - `auto_write`: the store's governance gates (governance/gates.ts: rules, field ownership, spend
 *   ceilings; the function `simulate` reports) run first, then the handler applies the change in
 *   the write's transaction.
 * - `propose_write`, and any write with `x-authority: handback`: an approval card (propose.ts).
 * A sandbox credential's store is its private copy of the demo store: its writes take this same
 * path and apply to the copy only.
 *
 * Errors: 403 `policy_denied`, 409 `field_already_owned`, 409 `spend_ceiling_exceeded`
 * (governance/write-gate.ts), and whatever the handler raises (OperationError, ArgumentError).
 */
import type { Knex } from 'knex';
import { inStoreScope, type ScopedExecutionOptions } from '@storeops/db';
import type { OperationDescriptor } from '@storeops/contract';
import { authorityOf, gateWrite, writeInput } from '../../governance/write-gate';
import type { ReadCache } from '../read-cache';
import { scopedContext, type AnyHandler, type InvokeContext, type InvokeOutcome, type WriteCore } from '../context';

/** Whether `op` is answered with an approval card (proposed writes, and writes that hand authority back). */
export function proposes(op: OperationDescriptor): boolean {
  return op.tier === 'propose_write' || op.authority === 'handback';
}

/** What a read needs: the database, the confinement, the read cache, and the handler's context. */
export interface ReadRun {
  db: Knex;
  scoped: ScopedExecutionOptions;
  readCache: ReadCache | null;
  handler: AnyHandler;
  core: Pick<WriteCore, 'baseContext'>;
}

/** Runs the read `op` (validated `args`), from the read cache when it keeps the operation. */
export async function runRead(
  r: ReadRun,
  op: OperationDescriptor,
  args: Record<string, unknown>,
  ctx: InvokeContext,
  subjectRef: string | null,
): Promise<InvokeOutcome> {
  const run = (validUntil?: (at: Date) => void) =>
    inStoreScope(
      r.db,
      ctx.store.id,
      (q) =>
        r.handler(args, {
          ...scopedContext(r.core.baseContext(ctx), q, ctx.store.id),
          ...(validUntil ? { validUntil } : {}),
        }),
      r.scoped,
    );
  if (r.readCache !== null && r.readCache.caches(op.name)) {
    const { result, json } = await r.readCache.answer(
      op.name,
      args,
      { store: ctx.store, scopes: ctx.credential.scopes, now: ctx.now },
      run,
    );
    return { ok: true, result, resultJson: json, operation: op, subjectRef, audited: false };
  }
  return { ok: true, result: await run(), operation: op, subjectRef, audited: false };
}

/**
 * Applies the automatic write `op` in `trx` after the governance gates let it through. Resolves to
 * what it answers and the `<kind>:<id>` it changed (null: the caller falls back to the arguments).
 */
export async function autoWrite(
  core: WriteCore,
  handler: AnyHandler,
  trx: Knex,
  op: OperationDescriptor,
  args: Record<string, unknown>,
  ctx: InvokeContext,
): Promise<{ value: unknown; subject: string | null }> {
  const wctx = core.writeContext(trx, op, ctx, null, ctx.credential.id);
  await gateWrite(
    trx,
    wctx.scope,
    writeInput(op, args, null, authorityOf(core.gateRegistry, op, args), {
      credentialId: ctx.credential.id,
      store: ctx.store,
      now: ctx.now,
    }),
  );
  const value = await handler(args, wctx);
  return { value, subject: wctx.subjectRef() };
}
