/**
 * A write the service makes on its own, across stores (read-back of owned fields, the e-invoice
 * status sync): for each store, one transaction with a write context whose actor is the system
 * (`system:<name>`, never a credential), so a change and its events (outbox, change feed) commit
 * together. The clock is the caller's (`now`, the app's injected clock).
 */
import type { Knex } from 'knex';
import type { WriteContext } from '@storeops/contract';
import type { StoreDirectory } from '../stores';
import type { Invoker } from '../invoke/invoke';
import { makeWriteContext } from './context';

export interface SystemRun {
  /** The actor id written as proposer and approver, e.g. `system:read-back`. */
  credentialId: string;
  /** A label for logs and the system credential, e.g. `read-back`. */
  label: string;
  /** The operation name receipts and events carry, e.g. `intent_read_back`. */
  operation: string;
  /** Prefix of the request id (`<prefix>_<epoch ms>`). */
  requestPrefix: string;
}

/** Where a system run reads and writes, and its clock. */
export interface SystemEnv {
  db: Knex;
  stores: StoreDirectory;
  invoker: Invoker;
  now: Date;
}

/**
 * Runs `fn` for each store with work (the distinct `store_id`s of the `pending` rows), each in its
 * own transaction; resolves to the sum of its results.
 */
export async function runAsSystem(
  { db, stores, invoker, now }: SystemEnv,
  run: SystemRun,
  pending: Knex.QueryBuilder,
  fn: (ctx: WriteContext) => Promise<number>,
): Promise<number> {
  const storeIds = ((await pending.distinct('store_id')) as Array<{ store_id: string }>).map((r) => r.store_id);
  let total = 0;
  for (const storeId of storeIds) {
    const store = await stores.get(storeId);
    const credential = {
      id: run.credentialId,
      storeId,
      kind: 'live' as const,
      scopes: ['admin'],
      autoApply: false,
      ipAllowlist: null,
      expiresAt: null,
      label: run.label,
    };
    const base = invoker.baseContext({ credential, store, requestId: `${run.requestPrefix}_${now.getTime()}`, surface: 'system', now });
    total += await db.transaction(async (trx) =>
      fn(
        makeWriteContext(trx, base, {
          storeId,
          operation: run.operation,
          approvalId: null,
          proposedBy: run.credentialId,
          approvedBy: run.credentialId,
          requestId: base.requestId,
          now,
        }),
      ),
    );
  }
  return total;
}
