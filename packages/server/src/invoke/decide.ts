/**
 * Operators' decisions on approval cards (seed "Approvals"): the dashboard's approve / reject, and
 * a sandbox store's test helper (`sandbox_approval_decide`), which decides in the calling write's
 * own transaction. Approving re-validates the proposed write (its `before` values, and the
 * governance gates re-run as the card's requester) and applies it with its receipt; the card and
 * its events move in one transaction (write/approvals.ts `decideIn`).
 *
 * Errors: ArgumentError (`approval_id`: the card is missing or no longer `requested`), surfaced as
 * 400 `invalid_request`; a decision the world moved under is answered as status `failed`.
 */
import type { Knex } from 'knex';
import type { ChangePlan, HandlerContext, OperationDescriptor, ProposedWriteHandler, StoreInfo } from '@storeops/contract';
import { runGates } from '../governance/gates';
import { authorityOf, refusalOf, writeInput } from '../governance/write-gate';
import type { Credential } from '../auth/credentials';
import { decideIn, type DecideDeps, type DecideResult, type Decision } from '../write/approvals';
import type { CoreWriteContext } from '../write/context';
import type { BaseContext, WriteCore } from './context';

/** An operator's decision on a card of `store`. */
export interface OperatorDecision {
  store: StoreInfo;
  operator: { id: string; email: string };
  approvalId: string;
  decision: Decision;
  reason?: string;
  requestId: string;
  now: Date;
}

/** What deciding needs from the invoke core. */
export interface DecisionCore extends Pick<WriteCore, 'gateRegistry' | 'baseContext'> {
  readonly proposed: ReadonlyMap<string, ProposedWriteHandler<unknown>>;
  operation(name: string): OperationDescriptor | undefined;
  /** One transaction confined to `storeId` (row-level-scoped on PostgreSQL). */
  inStore<T>(storeId: string, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
}

export class ApprovalDecisions {
  /** What deciding a card needs: the proposed handlers, the gates re-run on approval, test helpers. */
  readonly deps: DecideDeps;

  constructor(private readonly core: DecisionCore) {
    this.deps = {
      proposed: core.proposed,
      regate: async (ctx: HandlerContext, operation: string, args: Record<string, unknown>, plan: ChangePlan, requestedBy: string) => {
        const op = core.operation(operation);
        if (op === undefined) return null;
        const input = writeInput(op, args, plan, authorityOf(core.gateRegistry, op, args), {
          credentialId: requestedBy,
          store: ctx.store,
          now: ctx.now,
          approving: true,
        });
        return refusalOf(await runGates(ctx.scope, input), input)?.message ?? null;
      },
      testHelpers: (trx, base) => this.testHelpers(trx, base),
    };
  }

  /**
   * The dashboard's decision, by the operator pseudo-credential `operator:<operator id>` (surface
   * `dashboard`), in one transaction of the card's store.
   * @throws ArgumentError (`approval_id`) for a card that is missing or no longer `requested`
   */
  decide(d: OperatorDecision): Promise<DecideResult> {
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
    const base = this.core.baseContext({ credential, store: d.store, requestId: d.requestId, surface: 'dashboard', now: d.now });
    return this.core.inStore(d.store.id, (trx) =>
      decideIn(trx, this.deps, base, {
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

  /**
   * Test helpers for a write on a sandbox store (seed "Risk tiers" rule 3): an operator's
   * decision, made through the API in the call's own transaction, by `test_helper:<credential id>`.
   * Undefined on a live store, so no live write can decide a card.
   */
  testHelpers(trx: Knex, base: BaseContext): CoreWriteContext['testHelpers'] {
    if (!base.store.sandbox) return undefined;
    return {
      decideApproval: (approvalId, decision, reason) =>
        decideIn(trx, this.deps, base, {
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
}
