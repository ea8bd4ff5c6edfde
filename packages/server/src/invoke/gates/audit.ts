/**
 * Gate 6, audit, writes only (docs/ARCHITECTURE.md "One invocation core"; seed "Audit": the audit
 * write finishes before the response to the audited call is sent): a write's audit row is written
 * in the write's own transaction from the surface's template, so the change and its row commit
 * together; its `subject_ref` is the `<kind>:<internal id>` the write changed. Reads are audited by
 * their surface before the reply leaves (audit/writer.ts group commit). Gate 7, the outbox, needs
 * no step of its own: handlers' `ctx.emit` and the approval events write to it in the same
 * transaction (write/outbox.ts).
 *
 * Errors: none of its own (a failed insert rolls the write back: 503 `unavailable`).
 */
import type { Knex } from 'knex';
import { insertAuditRow } from '../../audit/writer';
import { newAuditId } from '../../ids';
import type { AuditTemplate } from '../context';

/** Writes the successful write's audit row (status 200) in `trx`; `duration_ms` from the template's start. */
export async function auditInTransaction(trx: Knex, t: AuditTemplate, operation: string, subjectRef: string | null): Promise<void> {
  const { startedAt, ...row } = t;
  await insertAuditRow(trx, {
    ...row,
    id: newAuditId(Date.parse(row.created_at)),
    operation,
    subject_ref: subjectRef,
    status: 200,
    error_code: null,
    duration_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
  });
}
