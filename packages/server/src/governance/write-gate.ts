/**
 * How the invoke core applies the governance gates (gates.ts) to a real write, and how `simulate`
 * asks the same question:
 * - a write's gate input is its domain and name, its validated arguments as facts, plus, for a
 *   proposed write, `amount_cents` and the changed fields of its change plan (what the card shows);
 *   `simulate` builds the same input from its `facts` (`amount_cents`, and `resource_kind` /
 *   `resource_ref` / `field`) and the registry's tier, authority and `x-gated` of `action`;
 * - a denial refuses the write before anything is written and before a card exists:
 *   rules -> 403 `policy_denied`, ownership -> 409 `field_already_owned` (with `intent_id`),
 *   spend ceiling -> 409 `spend_ceiling_exceeded` (with `Retry-After`: seconds until the
 *   ceiling's period ends); `policy_denied` and `spend_ceiling_exceeded` carry `policy_id` and
 *   every gate's decision in `gates`, exactly as `simulate` reports them;
 * - `require_approval` makes a proposed write wait for an operator even with auto-apply.
 */
import type { Authority, ChangePlan, GateRequest, OperationDescriptor, ProposedWriteHandler, StoreInfo } from '@storeops/contract';
import type { Knex } from 'knex';
import { enabledPolicies, type StoreScope } from '@storeops/db';
import { ServiceError } from '../errors';
import { runGates, type FieldRef, type GateInput, type GateOutcome } from './gates';

/** What the gates need to know about the registry. */
export interface GateRegistry {
  get(name: string): OperationDescriptor | undefined;
  proposed: ReadonlyMap<string, ProposedWriteHandler<unknown>>;
}

/** The write's authority: the registry's (`x-authority`), else its proposed handler's per call, else ordinary. */
export function authorityOf(registry: GateRegistry, op: OperationDescriptor, args: Record<string, unknown>): Authority {
  if (op.authority !== null) return op.authority;
  return registry.proposed.get(op.name)?.authority?.(args) ?? 'ordinary';
}

const isText = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** The gate input of `simulate`'s request: a registry write is described as its real call would be. */
export function simulationInput(
  registry: GateRegistry,
  request: GateRequest,
  who: { credentialId: string; store: StoreInfo; now: Date },
): GateInput {
  const { facts } = request;
  const op = registry.get(request.action);
  const isWrite = op !== undefined && op.tier !== 'read';
  let authority: Authority = 'ordinary';
  if (isWrite) {
    try {
      authority = authorityOf(registry, op, facts);
    } catch {
      authority = 'ordinary'; // facts that are not the operation's arguments: an ordinary call
    }
  }
  const named = [facts.resource_kind, facts.resource_ref, facts.field];
  const fields: FieldRef[] = named.every(isText) ? [{ kind: String(named[0]), ref: String(named[1]), field: String(named[2]) }] : [];
  return {
    domain: request.domain,
    action: request.action,
    facts,
    amountCents: typeof facts.amount_cents === 'number' ? facts.amount_cents : 0,
    fields,
    tier: isWrite ? op.tier : null,
    authority,
    gated: isWrite ? op.gated : true,
    credentialId: who.credentialId,
    currency: who.store.currency,
    now: who.now,
  };
}

/** The gate input of a real write (for a proposed write, after its preview). */
export function writeInput(
  op: OperationDescriptor,
  args: Record<string, unknown>,
  plan: ChangePlan | null,
  authority: Authority,
  who: { credentialId: string; store: StoreInfo; now: Date; approving?: boolean },
): GateInput {
  const facts: Record<string, unknown> = { ...args };
  let amountCents = typeof args.amount_cents === 'number' ? args.amount_cents : 0;
  const fields: FieldRef[] = [];
  if (plan !== null) {
    amountCents = plan.amount_cents ?? 0;
    facts.amount_cents = amountCents;
    const first = plan.changes[0];
    if (first !== undefined)
      Object.assign(facts, { resource_kind: first.resource_kind, resource_ref: first.resource_ref, field: first.field });
    for (const c of plan.changes) fields.push({ kind: c.resource_kind, ref: c.resource_ref, field: c.field });
  }
  return {
    domain: op.domain,
    action: op.name,
    facts,
    amountCents,
    fields,
    tier: op.tier,
    authority,
    gated: op.gated,
    credentialId: who.credentialId,
    currency: who.store.currency,
    now: who.now,
    ...(who.approving === true ? { approving: true } : {}),
  };
}

/** The refusal a denied outcome answers with; null when nothing denies. */
export function refusalOf(outcome: GateOutcome, input: GateInput): ServiceError | null {
  const d = outcome.denial;
  if (d === null) return null;
  const gates = outcome.verdict.gates;
  if (d.gate === 'ownership')
    return new ServiceError('field_already_owned', `${input.action}: ${d.reason}. Nothing was changed.`, { intent_id: d.intent_id });
  if (d.gate === 'spend_ceiling') {
    const seconds = Math.max(1, Math.ceil(((outcome.resetsAt?.getTime() ?? input.now.getTime()) - input.now.getTime()) / 1000));
    return new ServiceError('spend_ceiling_exceeded', `${input.action}: ${d.reason}. Nothing was changed and no card was created.`, {
      policy_id: d.policy_id!,
      gates,
      retry_after_seconds: seconds,
    });
  }
  return new ServiceError('policy_denied', `${input.action}: ${d.reason}. Nothing was changed and no card was created.`, {
    policy_id: d.policy_id!,
    gates,
  });
}

/**
 * Runs the gates for a real write inside its transaction `trx` (policies read with the hot
 * statement); throws its refusal, or returns the verdict.
 */
export async function gateWrite(trx: Knex, scope: StoreScope, input: GateInput): Promise<GateOutcome> {
  const exempt = input.authority === 'stop' || !input.gated;
  const policies = exempt ? [] : await enabledPolicies(trx, scope.storeId, input.domain, input.action);
  const outcome = await runGates(scope, input, policies);
  const refusal = refusalOf(outcome, input);
  if (refusal !== null) throw refusal;
  return outcome;
}
