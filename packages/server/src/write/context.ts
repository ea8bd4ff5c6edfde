/**
 * Builds the WriteContext a write handler receives: a store scope bound to the write's
 * transaction, plus `record` (receipts), `emit` (outbox) and `subject` (the audit row's
 * `subject_ref`), all in that same transaction; and the two cross-store reaches of
 * write/cross-store.ts (`directory`, `writePeerLink`), bound to it too.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { createStoreScope } from '@storeops/db';
import type { ChangePlan, HandlerContext, SandboxTestHelpers, WriteContext } from '@storeops/contract';
import { emitEvent } from './outbox';
import { recordReceipt, type ReceiptMeta } from './receipts';
import { storeDirectory, writePeerLink } from './cross-store';

export interface CoreWriteContext extends WriteContext {
  /** Records one receipt per changed resource of a plan; returns the first receipt id. */
  recordPlan(plan: ChangePlan): Promise<string>;
  /** The `<kind>:<internal id>` this write changed (named, or its first receipt's), or null. */
  subjectRef(): string | null;
}

export function makeWriteContext(
  trx: Knex,
  base: Omit<HandlerContext, 'scope' | 'directory'>,
  meta: Omit<ReceiptMeta, 'now'> & { now: Date },
  testHelpers?: SandboxTestHelpers,
): CoreWriteContext {
  let named: string | null = null;
  let namedKind: string | null = null;
  let namedId: string | null = null;
  let firstReceipt: string | null = null;
  // Proposed writes (a card exists): the id recordPlan gives the plan's first receipt.
  const planReceiptId = meta.approvalId !== null ? randomUUID() : null;
  const record = async (r: Parameters<WriteContext['record']>[0], id?: string): Promise<string> => {
    firstReceipt ??= `${r.resource_kind}:${r.resource_ref}`;
    return recordReceipt(trx, meta, r, id);
  };
  const ctx: CoreWriteContext = {
    ...base,
    // The card being applied (operator approval, auto-apply or a stop), for handlers that store it.
    ...(base.approvalId === undefined && meta.approvalId !== null ? { approvalId: meta.approvalId } : {}),
    ...(testHelpers !== undefined ? { testHelpers } : {}),
    scope: createStoreScope(trx, meta.storeId),
    directory: storeDirectory(trx),
    writePeerLink: (write) => writePeerLink(trx, meta.storeId, write, meta.now),
    record: (r) => record(r),
    planReceiptId,
    emit: async (type, subject, data) => {
      return emitEvent(trx, { storeId: meta.storeId, sandbox: base.store.sandbox }, type, subject, data, meta.now);
    },
    subject: (kind, id) => {
      named = `${kind}:${id}`;
      namedKind = kind;
      namedId = id;
    },
    subjectRef: () => named ?? firstReceipt,
    recordPlan: async (plan) => {
      const groups = new Map<string, ChangePlan['changes']>();
      // A creating plan names its new rows by placeholder: the row apply named takes their place.
      const changes =
        plan.creates === true && namedKind !== null
          ? plan.changes.map((c) => (c.resource_kind === namedKind ? { ...c, resource_ref: namedId! } : c))
          : plan.changes;
      for (const c of changes) {
        const key = `${c.resource_kind}\u0000${c.resource_ref}`;
        groups.set(key, [...(groups.get(key) ?? []), c]);
      }
      const ids: string[] = [];
      for (const items of groups.values()) {
        ids.push(
          await record(
            {
              resource_kind: items[0]!.resource_kind,
              resource_ref: items[0]!.resource_ref,
              changes: items.map((c) => ({ field: c.field, before: c.before, after: c.after })),
              reversal: plan.reversal,
            },
            ids.length === 0 ? (planReceiptId ?? undefined) : undefined,
          ),
        );
      }
      return ids[0]!;
    },
  };
  return ctx;
}
