/**
 * The invoke core's own types (docs/ARCHITECTURE.md "One invocation core, several surfaces"): what a
 * surface hands the core for one call (`InvokeContext`), what it gets back (`InvokeOutcome`), and
 * the handler context before it is bound to a connection (`BaseContext`, `scopedContext`).
 */
import type { Knex } from 'knex';
import { createStoreScope } from '@storeops/db';
import type { HandlerContext, OperationDescriptor, StoreInfo } from '@storeops/contract';
import type { ServiceError } from '../errors';
import type { Credential } from '../auth/credentials';
import type { AuditRow } from '../audit/writer';
import type { GateRegistry } from '../governance/write-gate';
import type { CoreWriteContext } from '../write/context';
import { storeDirectory } from '../write/cross-store';

export type Surface = HandlerContext['surface'];

/** The audit fields only the surface knows; the core fills in status, operation and subject. */
export type AuditTemplate = Omit<AuditRow, 'status' | 'error_code' | 'operation' | 'subject_ref' | 'duration_ms'> & { startedAt: number };

export interface InvokeContext {
  credential: Credential;
  store: StoreInfo;
  requestId: string;
  surface: Surface;
  now: Date;
  /** The `Idempotency-Key` header (already parsed), if the surface has one. */
  idempotencyKey?: string;
  /** Writes record their audit row in their own transaction from this template. */
  audit?: AuditTemplate;
}

export type InvokeOutcome =
  | {
      ok: true;
      result: unknown;
      operation: OperationDescriptor;
      subjectRef: string | null;
      /** The audit row was written inside the write's transaction; the surface must not write another. */
      audited: boolean;
      /** True when this is the stored first response of a completed idempotency key. */
      replayed?: boolean;
      /**
       * `result` as JSON text when the read cache answered (invoke/read-cache.ts): the answer is
       * shared and frozen, and a surface sends this text instead of serialising it again.
       */
      resultJson?: string;
    }
  | {
      ok: false;
      error: ServiceError;
      operation: OperationDescriptor | null;
      subjectRef: string | null;
      audited: false;
    };

/** A handler context without what is bound to the call's connection or transaction. */
export type BaseContext = Omit<HandlerContext, 'scope' | 'directory'>;

/** What the write paths (tier.ts, propose.ts) need from the invoke core. */
export interface WriteCore {
  /** The registry as the governance gates see it. */
  readonly gateRegistry: GateRegistry;
  baseContext(ctx: Omit<InvokeContext, 'audit' | 'idempotencyKey'>): BaseContext;
  /** A write context in `trx` for `op` called as `ctx`; `approvalId` the card being applied, if any. */
  writeContext(trx: Knex, op: OperationDescriptor, ctx: InvokeContext, approvalId: string | null, approvedBy: string): CoreWriteContext;
}

/** A plain (non-proposed) handler of the registry, bound to its domain's map. */
export type AnyHandler = (input: unknown, ctx: HandlerContext) => Promise<unknown>;

/**
 * A read handler's context: `base` plus the store scope and the store directory (write/cross-store.ts),
 * both bound to `q`, the call's connection or transaction (row-level-scoped on PostgreSQL).
 */
export function scopedContext(base: BaseContext, q: Knex, storeId: string): HandlerContext {
  return { ...base, scope: createStoreScope(q, storeId), directory: storeDirectory(q) };
}

/** Arguments that identify the subject of a call, in order of preference, for `subject_ref`. */
const SUBJECT_ARGUMENTS: Array<[string, string]> = [
  ['order_id', 'order'],
  ['product_id', 'product'],
  ['variant_id', 'variant'],
  ['approval_id', 'approval'],
  ['thread_id', 'thread'],
  ['agent', 'agent'],
  ['subscription_id', 'webhook_subscription'],
  ['delivery_id', 'webhook_delivery'],
];

/** The audit row's `subject_ref` taken from a call's arguments (`<kind>:<id>`), or null. */
export function subjectRefOf(input: unknown): string | null {
  if (input === null || typeof input !== 'object') return null;
  for (const [arg, kind] of SUBJECT_ARGUMENTS) {
    const value = (input as Record<string, unknown>)[arg];
    if (typeof value === 'string' && value.length > 0) return `${kind}:${value}`;
  }
  return null;
}
