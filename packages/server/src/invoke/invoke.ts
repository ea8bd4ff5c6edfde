/**
 * The invoke core (docs/ARCHITECTURE.md "One invocation core, several surfaces"): every operation from
 * every surface runs through `Invoker.invoke`, which applies the gates in order, each a module of
 * gates/ that states its errors:
 *   1. resolve (gates/resolve.ts): unknown, or not existing for this store -> `not_found` (404),
 *      whose message suggests up to 3 close names the credential may call
 *   2. scope (gates/scope.ts) -> `insufficient_scope` (403) with `required_scopes`
 *   3. validate (gates/validate.ts): a JSON object with no ill-formed string, then the operation's
 *      JSON Schema (defaults applied) -> `invalid_request` naming the argument; `x-egress-target`
 *      arguments are then checked with the egress policy, outside any transaction (for a write
 *      after the idempotency claim, so a retry replays without resolving again)
 *   4. idempotency, writes (gates/idempotency.ts): `idempotency_conflict`, `idempotency_in_flight`,
 *      `idempotency_unavailable`; a completed key replays the first response
 *   5. the risk tier (gates/tier.ts): `read` runs (from the read cache for the hot reads);
 *      `auto_write` applies in one transaction after the governance gates; `propose_write` and
 *      handback writes create an approval card (propose.ts) or apply at once
 *   6. audit, writes (gates/audit.ts): the audit row in the write's transaction, its `subject_ref`
 *      the `<kind>:<internal id>` the write changed (reads: by the surface, before the reply leaves)
 *   7. outbox: events go to the outbox in the same transaction (handlers' `ctx.emit`, approval events).
 * Operators' decisions on cards are decide.ts. The database unreachable or the connection cut (db
 * failures.ts): 503 `unavailable` with `Retry-After`, for a read and for a write whose transaction
 * was rolled back (nothing written; a claimed idempotency key is released, or taken over by the
 * retry once abandoned); a write whose connection failed at COMMIT may have taken effect: 500
 * `server_error`, and a retry with the same key replays the first answer if it did.
 * Handlers never see HTTP and never get the raw connection. On PostgreSQL every handler runs
 * row-level-scoped (db rls.ts): confined to the caller's store, as a role the store-isolation
 * policies apply to (writes in a transaction that enters the scope, reads on connections held in
 * it); a deployment that cannot do that answers 503
 * `rls_scoped_execution_unavailable` and runs nothing.
 */
import { EMBEDDED_CONNECTORS } from '@storeops/connectors-embedded';
import type { Knex } from 'knex';
import type { ReadCache } from './read-cache';
import { systemResolver, type EgressPolicy } from '@storeops/egress';
import {
  inStoreScope,
  inStoreTransaction,
  isConnectionFailure,
  isTransactionConflict,
  ScopedExecutionUnavailable,
  type ScopedExecutionOptions,
} from '@storeops/db';
import {
  ArgumentError,
  OperationError,
  OPERATIONS,
  type Access,
  type AllHandlers,
  type Books,
  type Connectors,
  type HandlerContext,
  type OperationDescriptor,
  type ProposedWriteHandler,
  type StoreInfo,
} from '@storeops/contract';
import { ServiceError, toServiceError } from '../errors';
import { books as registeredBooks } from '../handlers';
import { runGates } from '../governance/gates';
import { simulationInput } from '../governance/write-gate';
import { grants } from '../auth/scopes';
import type { Credential } from '../auth/credentials';
import type { ClaimKey } from '../write/idempotency';
import type { DecideResult } from '../write/approvals';
import { makeWriteContext, type CoreWriteContext } from '../write/context';
import { subjectRefOf, type AnyHandler, type InvokeContext, type InvokeOutcome, type WriteCore } from './context';
import { closestNames, resolveOperation, type Catalogue } from './gates/resolve';
import { requireScope } from './gates/scope';
import { checkEgressTargets, egressTargetsOf, hasValidator, validateArguments } from './gates/validate';
import { claimIdempotency, completeClaim, settleClaim } from './gates/idempotency';
import { autoWrite, proposes, runRead } from './gates/tier';
import { auditInTransaction } from './gates/audit';
import { proposeWrite } from './propose';
import { ApprovalDecisions, type OperatorDecision } from './decide';

export { subjectRefOf, type AuditTemplate, type InvokeContext, type InvokeOutcome, type Surface } from './context';

export class Invoker implements Catalogue, WriteCore {
  readonly operations = new Map<string, OperationDescriptor>();
  private readonly functions = new Map<string, AnyHandler>();
  /** Proposed-write handlers by operation name (also used by approval decisions). */
  readonly proposed = new Map<string, ProposedWriteHandler<unknown>>();
  /** Per operation, its top-level arguments marked `x-egress-target` (outbound URLs). */
  private readonly egressTargets = new Map<string, string[]>();
  /** Operators' decisions and the sandbox test helpers (decide.ts). */
  private readonly decisions: ApprovalDecisions;

  /**
   * @param scoped row-level-scoped execution on PostgreSQL (db rls.ts): every handler runs confined
   *   to the caller's store; `role` overrides the scoped role's name
   * @param egress the policy `x-egress-target` arguments are checked with (AppOptions `webhooks`:
   *   the loopback development switch and the resolver; default: public https targets only, the
   *   system resolver)
   * @param readCache answers the hot reads by data version (invoke/read-cache.ts); null: every
   *   read runs its handler
   * @param web which web the research handlers read (AppOptions `web`; HandlerContext `web`):
   *   `offline` (default) the embedded corpus only, `live` also the public web
   * @param connectors the platform adapters handlers reach (AppOptions `connectors`; HandlerContext
   *   `connectors`); default: the embedded demo adapters
   * @param books the finance books other domains post to (HandlerContext `books`); default: the
   *   finance domain's, as handlers.ts registers it
   */
  constructor(
    private readonly db: Knex,
    handlers: AllHandlers,
    registry: readonly OperationDescriptor[] = OPERATIONS,
    private readonly scoped: ScopedExecutionOptions = {},
    private readonly egress: EgressPolicy = { allowLoopback: false, resolver: systemResolver },
    private readonly readCache: ReadCache | null = null,
    private readonly web: 'offline' | 'live' = 'offline',
    private readonly connectors: Connectors = EMBEDDED_CONNECTORS,
    private readonly books: Books = registeredBooks,
  ) {
    const missing: string[] = [];
    for (const op of registry) {
      const domain = (handlers as unknown as Record<string, Record<string, unknown> | undefined>)[op.domain];
      const h = domain?.[op.name];
      if (proposes(op)) {
        const p = h as ProposedWriteHandler<unknown> | undefined;
        if (typeof p?.preview !== 'function' || typeof p.apply !== 'function') missing.push(`${op.domain}.${op.name} (preview + apply)`);
        else this.proposed.set(op.name, p);
      } else if (typeof h !== 'function') missing.push(`${op.domain}.${op.name}`);
      else this.functions.set(op.name, (h as AnyHandler).bind(domain));
      if (!hasValidator(op.name)) missing.push(`${op.name}: no input validator (run pnpm gen)`);
      this.operations.set(op.name, op);
      const targets = egressTargetsOf(op);
      if (targets.length > 0) this.egressTargets.set(op.name, targets);
    }
    if (missing.length > 0) throw new Error(`cannot serve the registry, handlers missing:\n- ${missing.join('\n- ')}`);
    this.decisions = new ApprovalDecisions({
      proposed: this.proposed,
      gateRegistry: this.gateRegistry,
      baseContext: (ctx) => this.baseContext(ctx),
      operation: (name) => this.operations.get(name),
      inStore: (storeId, fn) => this.inStore(storeId, fn),
    });
  }

  /** Every operation in the registry. */
  list(): OperationDescriptor[] {
    return [...this.operations.values()];
  }

  get(name: string): OperationDescriptor | undefined {
    return this.operations.get(name);
  }

  /**
   * Gate 1 + 2 as data: whether `credential` may call `op` on `store`. An operation that does not
   * exist for the store (storefront tools of a business without a storefront, test helpers of a
   * live store) is `not_for_store`.
   */
  access(op: OperationDescriptor, credential: Credential, store: StoreInfo): Access {
    if (op.requiresStorefront && store.tenantType !== 'hosted_storefront') return 'not_for_store';
    if (op.sandboxOnly && !store.sandbox) return 'not_for_store';
    return grants(credential.scopes, op) ? 'allowed' : 'missing_scope';
  }

  /**
   * The handler context for a call by `credential`, without what is bound to the call's connection
   * or transaction (`scope`, `directory`: see `scopedContext`, makeWriteContext).
   */
  baseContext(ctx: Omit<InvokeContext, 'audit' | 'idempotencyKey'>): Omit<HandlerContext, 'scope' | 'directory'> {
    const who = { credentialId: ctx.credential.id, store: ctx.store, now: ctx.now };
    return {
      store: ctx.store,
      credential: {
        id: ctx.credential.id,
        kind: ctx.credential.kind,
        scopes: ctx.credential.scopes,
        // The dashboard's operator pseudo-credential (dashboard/session.ts) carries the email as its label.
        ...(ctx.credential.id.startsWith('operator:') && ctx.credential.label !== null ? { operatorEmail: ctx.credential.label } : {}),
      },
      access: (other) => this.access(other, ctx.credential, ctx.store),
      mayRead: (scope, scopes = ctx.credential.scopes) => grants(scopes, { scope, tier: 'read' }),
      governance: { evaluate: async (scope, request) => (await runGates(scope, simulationInput(this.gateRegistry, request, who))).verdict },
      requestId: ctx.requestId,
      surface: ctx.surface,
      now: ctx.now,
      egress: this.egress,
      web: this.web,
      connectors: this.connectors,
      books: this.books,
    };
  }

  /** Up to 3 close names of operations `credential` may call on `store` (gates/resolve.ts `closestNames`). */
  closestNames(name: string, credential: Credential, store: StoreInfo): string[] {
    return closestNames(this, name, credential, store);
  }

  /** The registry as the governance gates see it. */
  readonly gateRegistry = { get: (name: string) => this.operations.get(name), proposed: this.proposed };

  /** Runs `name` with `input` for the caller in `ctx` through the gates, in order (see the file's docstring). */
  async invoke(name: string, input: unknown, ctx: InvokeContext): Promise<InvokeOutcome> {
    // The outcome names the operation even when gate 1 refuses it for this store.
    const named = this.operations.get(name) ?? null;
    const subjectRef = subjectRefOf(input);
    let claimKey: ClaimKey | null = null;
    try {
      const op = resolveOperation(this, name, ctx.credential, ctx.store); // 1
      requireScope(op, ctx.credential); // 2
      const args = validateArguments(op, input); // 3
      const targets = this.egressTargets.get(name) ?? [];
      if (op.tier === 'read') {
        await checkEgressTargets(targets, args, this.egress); // 3, egress
        const read = { db: this.db, scoped: this.scoped, readCache: this.readCache, handler: this.functions.get(name)!, core: this };
        return await runRead(read, op, args, ctx, subjectRef); // 5
      }
      const idempotency = await claimIdempotency(this.db, op, args, ctx, subjectRef); // 4
      if (idempotency.kind === 'replay') return idempotency.outcome;
      claimKey = idempotency.claimKey;
      await checkEgressTargets(targets, args, this.egress); // 3, egress: after the claim
      const written = await this.inStore(ctx.store.id, async (trx) => {
        const { value, subject } = proposes(op) // 5
          ? await proposeWrite(this, this.proposed.get(name)!, trx, op, args, ctx)
          : await autoWrite(this, this.functions.get(name)!, trx, op, args, ctx);
        if (claimKey !== null) await completeClaim(trx, claimKey, value);
        if (ctx.audit !== undefined) await auditInTransaction(trx, ctx.audit, name, subject ?? subjectRef); // 6
        return { value, subject: subject ?? subjectRef }; // 7: the handlers' events are in the outbox of this transaction
      });
      return { ok: true, result: written.value, operation: op, subjectRef: written.subject, audited: ctx.audit !== undefined };
    } catch (err) {
      const se = serviceErrorOf(err, named);
      if (claimKey !== null) await settleClaim(this.db, claimKey, se);
      if (se !== null) return { ok: false, error: se, operation: named, subjectRef, audited: false };
      throw err;
    }
  }

  /** A write context in `trx` for `op` called as `ctx` (WriteCore; gates/tier.ts, propose.ts). */
  writeContext(trx: Knex, op: OperationDescriptor, ctx: InvokeContext, approvalId: string | null, approvedBy: string): CoreWriteContext {
    const base = this.baseContext(ctx);
    return makeWriteContext(
      trx,
      base,
      {
        storeId: ctx.store.id,
        operation: op.name,
        approvalId,
        proposedBy: ctx.credential.id,
        approvedBy,
        requestId: ctx.requestId,
        now: ctx.now,
      },
      this.decisions.testHelpers(trx, base),
    );
  }

  /**
   * An operator's decision on a card of `store` (dashboard; decide.ts). Approving a proposed write
   * re-validates and applies it with its receipt; events and the card move in one transaction.
   * Throws ArgumentError (`approval_id`) for a card that is missing or no longer `requested`.
   */
  decideApproval(d: OperatorDecision): Promise<DecideResult> {
    return this.decisions.decide(d);
  }

  /**
   * A read of `storeId`'s data outside an operation (the audit log's pages), under the same
   * confinement as handlers: row-level-scoped on PostgreSQL, the connection itself on SQLite.
   * @throws ScopedExecutionUnavailable where the deployment cannot run scoped (503 on every surface)
   */
  readInStore<T>(storeId: string, fn: (q: Knex) => Promise<T>): Promise<T> {
    return inStoreScope(this.db, storeId, fn, this.scoped);
  }

  /** One transaction confined to `storeId` (row-level-scoped on PostgreSQL). */
  private inStore<T>(storeId: string, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return inStoreTransaction(this.db, storeId, fn, this.scoped);
  }
}

/**
 * The ServiceError a failed call answers: its own, a handler's ArgumentError (`invalid_request`)
 * or OperationError (its code), or a database failure (503 `unavailable`, or 500 `server_error`
 * for a write whose COMMIT may have taken effect). Null for anything else (a bug: rethrown, 500).
 */
function serviceErrorOf(err: unknown, op: OperationDescriptor | null): ServiceError | null {
  if (err instanceof ServiceError) return err;
  if (err instanceof ArgumentError) return new ServiceError('invalid_request', err.message);
  if (err instanceof OperationError) return new ServiceError(err.code, err.message, err.extras);
  if (err instanceof ScopedExecutionUnavailable || isConnectionFailure(err) || isTransactionConflict(err))
    return toServiceError(err, op?.tier === 'read' ? 'read' : 'write');
  return null;
}
