/**
 * The invoke core (ARCHITECTURE.md "One invocation core, several surfaces"): every operation from
 * every surface runs through `Invoker.invoke`, which applies the gates in order:
 *   1. resolve the operation; unknown, or not existing for this store -> `not_found` (404), whose
 *      message suggests up to 3 close names the credential may call (`closestNames`)
 *   2. scope -> `insufficient_scope` (403) with `required_scopes`
 *   3. input validation: a string (key or value, at any depth) holding U+0000 or an unpaired
 *      surrogate -> `invalid_request` naming it (PostgreSQL cannot store such text); then the
 *      operation's JSON Schema (defaults applied) -> `invalid_request` naming every failing
 *      argument, the first first (at most 10: validation.ts `describeSchemaErrors`);
 *      an argument the schema marks `x-egress-target` (a webhook `url`) is then checked with the
 *      egress policy (https, every resolved address public; @storeops/egress `checkTarget`) ->
 *      `invalid_request` naming it. This resolves the host, so it runs outside any transaction
 *      (a slow resolver must not hold the database), and for a write after the idempotency claim
 *      (a retry with the same key replays the first answer without resolving again)
 *   4. writes: the idempotency claim (`idempotency_conflict`, `idempotency_in_flight`,
 *      `idempotency_unavailable`; a completed key replays the first response)
 *   5. the risk tier: `read` runs (the hot reads of read-cache.ts CACHED_READS answer from the read
 *      cache when the store's data version has not moved since the answer was computed);
 *      `auto_write` applies in one transaction; `propose_write`
 *      creates an approval card (or applies at once: stopping always, auto-apply for ordinary
 *      writes; handing authority back never, whatever the tier: `x-authority: handback` makes an
 *      automatic write wait too). Before anything is written, every write passes the store's
 *      governance gates (governance/gates.ts: rules, field ownership, spend ceilings; the same
 *      function `simulate` reports): a denial refuses it (`policy_denied`, `field_already_owned`,
 *      `spend_ceiling_exceeded`), `require_approval` makes a proposed write wait even with
 *      auto-apply. A sandbox credential's store is its private copy of the demo store, so its
 *      writes take this same path and apply to the copy only (events marked `sandbox: true`)
 *   6. writes: the audit row is written in the write's transaction, its `subject_ref` the
 *      `<kind>:<internal id>` the write changed (reads: by the surface, before the reply leaves,
 *      through the group-commit writer, `subject_ref` from the arguments)
 *   7. events go to the outbox in the same transaction (handlers' `ctx.emit`, approval events).
 * The database unreachable or the connection cut (db failures.ts): 503 `unavailable` with
 * `Retry-After`, for a read and for a write whose transaction was rolled back (nothing written; a
 * claimed idempotency key is released, or taken over by the retry once abandoned); a write whose
 * connection failed at COMMIT may have taken effect: 500 `server_error`, and a retry with the same
 * key replays the first answer if it did.
 * Handlers never see HTTP and never get the raw connection. On PostgreSQL every handler runs
 * row-level-scoped (db rls.ts): confined to the caller's store, as a role the store-isolation
 * policies apply to (writes in a transaction that enters the scope, reads on connections held in
 * it); a deployment that cannot do that answers 503
 * `rls_scoped_execution_unavailable` and runs nothing.
 */
import type { Knex } from 'knex';
import type { ReadCache } from './read-cache';
import { checkTarget, systemResolver, type EgressPolicy } from '@storeops/egress';
import {
  createStoreScope,
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
  approvalDecidedData,
  approvalRequestedData,
  excerpt,
  type Access,
  type AllHandlers,
  type ChangePlan,
  type HandlerContext,
  type OperationDescriptor,
  type ProposedWriteHandler,
  type StoreInfo,
  inputValidators,
} from '@storeops/contract';
import { ServiceError, toServiceError } from '../errors';
import { runGates } from '../governance/gates';
import { authorityOf, gateWrite, refusalOf, simulationInput, writeInput } from '../governance/write-gate';
import { grants, requiredScopes } from '../auth/scopes';
import type { Credential } from '../auth/credentials';
import { insertAuditRow, type AuditRow } from '../audit/writer';
import { newAuditId } from '../ids';
import { describeSchemaErrors, illFormedStringMessage, type SchemaError } from './validation';
import { claim, complete, release, requestHash, type ClaimKey } from '../write/idempotency';
import { decideIn, insertProposalCard, type DecideDeps, type DecideResult, type Decision } from '../write/approvals';
import { makeWriteContext, type CoreWriteContext } from '../write/context';
import { storeDirectory } from '../write/cross-store';
import { emitEvent } from '../write/outbox';

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

type Validator = ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
type AnyHandler = (input: unknown, ctx: HandlerContext) => Promise<unknown>;

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

/**
 * Levenshtein distance between `a` and `b` (insertions, deletions and substitutions of UTF-16
 * units, each costing 1): two rows of the O(|a|·|b|) table.
 */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

export function subjectRefOf(input: unknown): string | null {
  if (input === null || typeof input !== 'object') return null;
  for (const [arg, kind] of SUBJECT_ARGUMENTS) {
    const value = (input as Record<string, unknown>)[arg];
    if (typeof value === 'string' && value.length > 0) return `${kind}:${value}`;
  }
  return null;
}

export class Invoker {
  private readonly operations = new Map<string, OperationDescriptor>();
  private readonly functions = new Map<string, AnyHandler>();
  /** Proposed-write handlers by operation name (also used by approval decisions). */
  readonly proposed = new Map<string, ProposedWriteHandler<unknown>>();
  /** Per operation, its top-level arguments marked `x-egress-target` (outbound URLs). */
  private readonly egressTargets = new Map<string, string[]>();

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
   */
  constructor(
    private readonly db: Knex,
    handlers: AllHandlers,
    registry: readonly OperationDescriptor[] = OPERATIONS,
    private readonly scoped: ScopedExecutionOptions = {},
    private readonly egress: EgressPolicy = { allowLoopback: false, resolver: systemResolver },
    private readonly readCache: ReadCache | null = null,
    private readonly web: 'offline' | 'live' = 'offline',
  ) {
    const missing: string[] = [];
    for (const op of registry) {
      const domain = (handlers as unknown as Record<string, Record<string, unknown> | undefined>)[op.domain];
      const h = domain?.[op.name];
      if (op.tier === 'propose_write' || op.authority === 'handback') {
        const p = h as ProposedWriteHandler<unknown> | undefined;
        if (typeof p?.preview !== 'function' || typeof p.apply !== 'function') missing.push(`${op.domain}.${op.name} (preview + apply)`);
        else this.proposed.set(op.name, p);
      } else if (typeof h !== 'function') missing.push(`${op.domain}.${op.name}`);
      else this.functions.set(op.name, (h as AnyHandler).bind(domain));
      if ((inputValidators as Record<string, unknown>)[op.name] === undefined)
        missing.push(`${op.name}: no input validator (run pnpm gen)`);
      this.operations.set(op.name, op);
      const props = (op.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const targets = Object.keys(props).filter((p) => props[p]?.['x-egress-target'] === true);
      if (targets.length > 0) this.egressTargets.set(op.name, targets);
    }
    if (missing.length > 0) throw new Error(`cannot serve the registry, handlers missing:\n- ${missing.join('\n- ')}`);
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
    };
  }

  /**
   * Up to 3 names of operations `credential` may call on `store` within a small edit distance of
   * `name` (a typo: at most 2 edits, or a third of the name's length for longer names), closest
   * first, then alphabetical. Operations the credential cannot call are never named. Empty for a
   * name over 64 characters (no operation name comes near; the distance is not computed).
   */
  closestNames(name: string, credential: Credential, store: StoreInfo): string[] {
    if (name.length === 0 || name.length > 64) return [];
    const bound = Math.max(2, Math.floor(name.length / 3));
    const lower = name.toLowerCase();
    return [...this.operations.values()]
      .filter((op) => this.access(op, credential, store) === 'allowed')
      .map((op) => ({ name: op.name, distance: editDistance(lower, op.name) }))
      .filter((c) => c.distance <= bound)
      .sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : 1))
      .slice(0, 3)
      .map((c) => c.name);
  }

  /** The registry as the governance gates see it. */
  private readonly gateRegistry = { get: (name: string) => this.operations.get(name), proposed: this.proposed };

  /** Whether `op` is answered with an approval card (proposed writes, and writes that hand authority back). */
  private proposes(op: OperationDescriptor): boolean {
    return op.tier === 'propose_write' || op.authority === 'handback';
  }

  async invoke(name: string, input: unknown, ctx: InvokeContext): Promise<InvokeOutcome> {
    const op = this.operations.get(name) ?? null;
    const subjectRef = subjectRefOf(input);
    let claimKey: ClaimKey | null = null;
    try {
      if (op === null || this.access(op, ctx.credential, ctx.store) === 'not_for_store') {
        const near = this.closestNames(name, ctx.credential, ctx.store);
        throw new ServiceError(
          'not_found',
          `No operation named ${excerpt(name)} is exposed to this credential.${near.length > 0 ? ` Did you mean ${near.join(', ')}?` : ''} Call list_store_actions or read /api/v1/openapi.json for the catalogue.`,
        );
      }
      if (!grants(ctx.credential.scopes, op)) {
        const required = requiredScopes(op);
        throw new ServiceError('insufficient_scope', `${name} needs one of these scopes: ${required.join(', ')}.`, {
          required_scopes: required,
        });
      }
      if (input === null || typeof input !== 'object' || Array.isArray(input)) {
        throw new ServiceError('invalid_request', 'arguments: must be a JSON object');
      }
      const illFormedString = illFormedStringMessage(input);
      if (illFormedString !== null) throw new ServiceError('invalid_request', illFormedString);
      const args = structuredClone(input) as Record<string, unknown>;
      const validate = (inputValidators as Record<string, Validator>)[name]!;
      if (!validate(args)) throw new ServiceError('invalid_request', describeSchemaErrors(validate.errors ?? [], args));
      if (op.tier === 'read') {
        await this.checkEgress(name, args);
        const run = (validUntil?: (at: Date) => void) =>
          inStoreScope(
            this.db,
            ctx.store.id,
            (q) =>
              this.functions.get(name)!(args, {
                ...scopedContext(this.baseContext(ctx), q, ctx.store.id),
                ...(validUntil ? { validUntil } : {}),
              }),
            this.scoped,
          );
        if (this.readCache !== null && this.readCache.caches(name)) {
          const { result, json } = await this.readCache.answer(
            name,
            args,
            { store: ctx.store, scopes: ctx.credential.scopes, now: ctx.now },
            run,
          );
          return { ok: true, result, resultJson: json, operation: op, subjectRef, audited: false };
        }
        return { ok: true, result: await run(), operation: op, subjectRef, audited: false };
      }

      // Writes. The key: header and argument must agree; the argument is not part of the fingerprint.
      const argKey = typeof args.idempotency_key === 'string' ? args.idempotency_key : undefined;
      delete args.idempotency_key;
      if (argKey !== undefined && ctx.idempotencyKey !== undefined && argKey !== ctx.idempotencyKey) {
        throw new ServiceError(
          'invalid_request',
          'idempotency_key: differs from the Idempotency-Key header; send one, or the same value in both',
        );
      }
      const key = argKey ?? ctx.idempotencyKey;
      if (key !== undefined) {
        const k: ClaimKey = { storeId: ctx.store.id, credentialId: ctx.credential.id, operation: name, key };
        const c = await claim(this.db, k, requestHash(args), ctx.now);
        if (c.kind === 'replay') {
          const body = c.body as {
            ok?: true;
            result?: unknown;
            __error?: true;
            code?: ServiceError['code'];
            message?: string;
            extras?: ServiceError['extras'];
          };
          if (body.__error === true)
            return {
              ok: false,
              error: new ServiceError(body.code!, body.message!, body.extras ?? {}),
              operation: op,
              subjectRef,
              audited: false,
            };
          return { ok: true, result: body.result, operation: op, subjectRef, audited: false, replayed: true };
        }
        claimKey = { ...k, claimedAt: c.claimedAt };
      }
      // After the claim: a retry with the same key replays the first answer without resolving again.
      await this.checkEgress(name, args);
      const written = await this.inStore(ctx.store.id, async (trx) => {
        const { value, subject } = this.proposes(op)
          ? await this.proposeWrite(trx, op, args, ctx)
          : await this.autoWrite(trx, op, args, ctx);
        if (claimKey !== null) await complete(trx, claimKey, 200, { ok: true, result: withoutReveal(value) });
        if (ctx.audit !== undefined) await this.auditInTransaction(trx, ctx.audit, op.name, subject ?? subjectRef);
        return { value, subject: subject ?? subjectRef };
      });
      return { ok: true, result: written.value, operation: op, subjectRef: written.subject, audited: ctx.audit !== undefined };
    } catch (err) {
      const se =
        err instanceof ServiceError
          ? err
          : err instanceof ArgumentError
            ? new ServiceError('invalid_request', err.message)
            : err instanceof OperationError
              ? new ServiceError(err.code, err.message, err.extras)
              : err instanceof ScopedExecutionUnavailable || isConnectionFailure(err) || isTransactionConflict(err)
                ? toServiceError(err, op?.tier === 'read' ? 'read' : 'write')
                : null;
      if (claimKey !== null) {
        // A client error is the request's answer: replay it. A service failure frees the key for a retry.
        if (se !== null && se.status < 500)
          await complete(this.db, claimKey, se.status, { __error: true, code: se.code, message: se.message, extras: se.extras }).catch(
            () => {},
          );
        else await release(this.db, claimKey).catch(() => {});
      }
      if (se !== null) return { ok: false, error: se, operation: op, subjectRef, audited: false };
      throw err;
    }
  }

  /**
   * Gate 3's egress part: every `x-egress-target` argument of `name` must pass the egress policy
   * (resolving its host, so never inside a transaction); else `invalid_request` naming it.
   */
  private async checkEgress(name: string, args: Record<string, unknown>): Promise<void> {
    for (const field of this.egressTargets.get(name) ?? []) {
      const value = args[field];
      const refusal = typeof value === 'string' ? await checkTarget(value, this.egress) : null;
      if (refusal !== null) throw new ServiceError('invalid_request', `${field}: ${refusal.message}`);
    }
  }

  private async auditInTransaction(trx: Knex, t: AuditTemplate, operation: string, subjectRef: string | null): Promise<void> {
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

  private writeContext(trx: Knex, op: OperationDescriptor, ctx: InvokeContext, approvalId: string | null, approvedBy: string) {
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
      this.testHelpers(trx, base),
    );
  }

  /** What a write answers, and the `<kind>:<id>` it changed (null: fall back to the arguments). */
  private async autoWrite(
    trx: Knex,
    op: OperationDescriptor,
    args: Record<string, unknown>,
    ctx: InvokeContext,
  ): Promise<{ value: unknown; subject: string | null }> {
    const wctx = this.writeContext(trx, op, ctx, null, ctx.credential.id);
    await gateWrite(
      trx,
      wctx.scope,
      writeInput(op, args, null, authorityOf(this.gateRegistry, op, args), {
        credentialId: ctx.credential.id,
        store: ctx.store,
        now: ctx.now,
      }),
    );
    const value = await this.functions.get(op.name)!(args, wctx);
    return { value, subject: wctx.subjectRef() };
  }

  /**
   * Creates the card; applies at once when stopping, or with auto-apply for ordinary writes the
   * gates do not hold for approval. The subject is the first resource the plan changes.
   */
  private async proposeWrite(
    trx: Knex,
    op: OperationDescriptor,
    args: Record<string, unknown>,
    ctx: InvokeContext,
  ): Promise<{ value: unknown; subject: string | null }> {
    const handler = this.proposed.get(op.name)!;
    const authority = authorityOf(this.gateRegistry, op, args);
    const readCtx = scopedContext(this.baseContext(ctx), trx, ctx.store.id);
    const plan = await handler.preview(args, readCtx);
    const gated = await gateWrite(
      trx,
      readCtx.scope,
      writeInput(op, args, plan, authority, { credentialId: ctx.credential.id, store: ctx.store, now: ctx.now }),
    );
    const held = gated.verdict.decision === 'require_approval';
    const applyNow = authority === 'stop' || (authority === 'ordinary' && ctx.credential.autoApply && !held);
    const first = plan.changes[0];
    const card = await insertProposalCard(trx, {
      storeId: ctx.store.id,
      operation: op.name,
      arguments: args,
      plan,
      currency: ctx.store.currency,
      requestedBy: ctx.credential.id,
      now: ctx.now,
    });
    // A creating plan's resources have no id yet: the proposal's subject is its card.
    const subject = first !== undefined && plan.creates !== true ? `${first.resource_kind}:${first.resource_ref}` : `approval:${card.id}`;
    const from = { storeId: ctx.store.id, sandbox: ctx.store.sandbox };
    if (!applyNow) {
      await emitEvent(trx, from, 'approval.requested', card.id, approvalRequestedData(card.row), ctx.now);
      const rule =
        held && ctx.credential.autoApply && authority === 'ordinary'
          ? gated.verdict.gates.find((g) => g.decision === 'require_approval')
          : undefined;
      const decideHow = ctx.store.sandbox
        ? ' In this sandbox, decide it with sandbox_approval_decide (POST /api/v1/test_helpers/approvals/decide) or in the dashboard (switch to the sandbox copy).'
        : '';
      return {
        value: {
          status: 'proposed',
          applied: false,
          approval_id: card.id,
          approval_status: 'requested',
          expires_at: card.expiresAt,
          change: plan,
          receipt_id: null,
          message:
            (authority === 'handback'
              ? 'This change hands authority back to automation, so it always waits for an operator to approve it in the dashboard (Approvals). Nothing has changed yet.'
              : rule !== undefined
                ? `A store rule holds this change for approval (${rule.reason}), so auto-apply does not apply: an approval card waits for an operator in the dashboard (Approvals). Nothing has changed yet.`
                : 'An approval card waits for an operator in the dashboard (Approvals). Nothing has changed yet; poll approval_status or subscribe to approval.decided.') +
            decideHow,
        },
        subject,
      };
    }
    const by = authority === 'stop' ? 'immediate' : 'auto-apply';
    const wctx = this.writeContext(trx, op, ctx, card.id, by);
    const applied = await handler.apply(args, wctx, plan);
    const receiptId = await wctx.recordPlan(plan);
    const at = ctx.now.toISOString();
    await trx('approvals')
      .where({ id: card.id })
      .update({ status: 'approved', decided_by: by, decided_at: at, receipt_id: receiptId, expires_at: at, updated_at: at });
    await emitEvent(
      trx,
      from,
      'approval.decided',
      card.id,
      approvalDecidedData(card.row, { status: 'approved', decidedBy: by, reason: null, receiptId, decidedAt: at }),
      ctx.now,
    );
    return {
      value: {
        status: 'applied',
        applied: true,
        approval_id: card.id,
        approval_status: 'approved',
        expires_at: null,
        change: plan,
        receipt_id: receiptId,
        ...(applied?.reveal !== undefined ? { reveal: applied.reveal } : {}),
        message:
          authority === 'stop'
            ? 'Stopping applies immediately; the change is done and has a receipt.'
            : 'Applied at once (this credential has auto-apply); the change has a receipt.',
      },
      // Applied: the row the handler named (a created one), else the plan's first resource.
      subject: wctx.subjectRef() ?? subject,
    };
  }

  /**
   * An operator's decision on a card of `store` (dashboard). Approving a proposed write
   * re-validates and applies it with its receipt; events and the card move in one transaction.
   * Throws ArgumentError (`approval_id`) for a card that is missing or no longer `requested`.
   */
  async decideApproval(d: {
    store: StoreInfo;
    operator: { id: string; email: string };
    approvalId: string;
    decision: Decision;
    reason?: string;
    requestId: string;
    now: Date;
  }): Promise<DecideResult> {
    const credential: Credential = {
      id: `operator:${d.operator.id}`,
      storeId: d.store.id,
      kind: 'live',
      scopes: ['admin'],
      autoApply: false,
      ipAllowlist: null,
      expiresAt: null,
      label: d.operator.email,
    };
    const base = this.baseContext({ credential, store: d.store, requestId: d.requestId, surface: 'dashboard', now: d.now });
    return this.inStore(d.store.id, (trx) =>
      decideIn(trx, this.decideDeps, base, {
        storeId: d.store.id,
        approvalId: d.approvalId,
        decision: d.decision,
        operator: d.operator.email,
        ...(d.reason !== undefined ? { reason: d.reason } : {}),
        requestId: d.requestId,
        now: d.now,
      }),
    );
  }

  /** What deciding a card needs: the proposed handlers, the gates re-run on approval, test helpers. */
  private readonly decideDeps: DecideDeps = {
    proposed: this.proposed,
    regate: async (ctx: HandlerContext, operation: string, args: Record<string, unknown>, plan: ChangePlan, requestedBy: string) => {
      const op = this.operations.get(operation);
      if (op === undefined) return null;
      const input = writeInput(op, args, plan, authorityOf(this.gateRegistry, op, args), {
        credentialId: requestedBy,
        store: ctx.store,
        now: ctx.now,
        approving: true,
      });
      return refusalOf(await runGates(ctx.scope, input), input)?.message ?? null;
    },
    testHelpers: (trx, base) => this.testHelpers(trx, base),
  };

  /**
   * Test helpers for a write on a sandbox store (issue 8 item 1): an operator's decision, made
   * through the API in the call's own transaction, by `test_helper:<credential id>`. Undefined on
   * a live store, so no live write can decide a card.
   */
  private testHelpers(trx: Knex, base: Omit<HandlerContext, 'scope' | 'directory'>): CoreWriteContext['testHelpers'] {
    if (!base.store.sandbox) return undefined;
    return {
      decideApproval: (approvalId, decision, reason) =>
        decideIn(trx, this.decideDeps, base, {
          storeId: base.store.id,
          approvalId,
          decision,
          operator: `test_helper:${base.credential.id}`,
          ...(reason !== undefined ? { reason } : {}),
          requestId: base.requestId,
          now: base.now,
        }),
    };
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
 * A read handler's context: `base` plus the store scope and the store directory (write/cross-store.ts),
 * both bound to `q`, the call's connection or transaction (row-level-scoped on PostgreSQL).
 */
function scopedContext(base: Omit<HandlerContext, 'scope' | 'directory'>, q: Knex, storeId: string): HandlerContext {
  return { ...base, scope: createStoreScope(q, storeId), directory: storeDirectory(q) };
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
