/**
 * Receipts: every applied write leaves one (what changed, before and after, who proposed, who
 * approved, how to reverse), written in the write's transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { ReceiptInput } from '@storeops/contract';

export interface ReceiptMeta {
  storeId: string;
  operation: string;
  approvalId: string | null;
  proposedBy: string;
  approvedBy: string;
  requestId: string;
  now: Date;
}

export async function recordReceipt(db: Knex, meta: ReceiptMeta, r: ReceiptInput, id: string = randomUUID()): Promise<string> {
  await db('receipts').insert({
    id,
    store_id: meta.storeId,
    operation: meta.operation,
    approval_id: meta.approvalId,
    resource_kind: r.resource_kind,
    resource_ref: r.resource_ref,
    changes: JSON.stringify(r.changes),
    proposed_by: meta.proposedBy,
    approved_by: meta.approvedBy,
    reversal: JSON.stringify(r.reversal),
    request_id: meta.requestId,
    created_at: meta.now.toISOString(),
  });
  return id;
}
