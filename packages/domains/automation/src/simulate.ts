/**
 * simulate (seed: "Simulation request", Non-tool endpoints `/api/v1/simulate`; read tier): runs an
 * action through the store's gates inside a transaction that is always rolled back, and answers
 * what each gate would decide.
 * - rules: enabled rules of the domain whose action is the action or empty and whose conditions
 *   all hold on the facts; deny > require_approval > allow; none matching: allow;
 * - ownership: with facts `resource_kind`, `resource_ref`, `field`, an active, unexpired intent on
 *   that field owned by another credential denies (naming the intent);
 * - spend_ceiling: the action is recorded as one more approved card of `facts.amount_cents` (inside
 *   the rolled-back transaction); per enabled ceiling of the domain (and action, if set), the sum of
 *   `amount_cents` of approved cards decided in the current UTC period whose operation is in the
 *   ceiling's domain (or is its action) must not exceed `ceiling_cents`.
 * Overall: deny if any gate denies, else require_approval if any requires it, else allow.
 */
import { randomUUID } from 'node:crypto';
import { ArgumentError, OPERATIONS, type HandlerContext, type Types } from '@storeops/contract';
import { activeOwner, toNumber, type PolicyRow, type StoreScope } from '@storeops/db';
import { policyFromRow } from './policies';

type Decision = Types.SimulationDecision;
type Gate = Types.SimulationGate;
type Facts = Types.SimulateInput['facts'];

const STRENGTH: Record<Decision, number> = { allow: 0, require_approval: 1, deny: 2 };
const strongest = (decisions: Decision[]): Decision => decisions.reduce<Decision>((a, b) => (STRENGTH[b] > STRENGTH[a] ? b : a), 'allow');

/** Thrown inside the simulation's transaction to roll it back, carrying the answer out. */
class Rollback extends Error {
  constructor(readonly result: Types.SimulateResult) {
    super('simulation rollback');
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether one rule condition holds on the facts; a fact the action does not name never holds. */
export function holds(c: Types.PolicyCondition, facts: Facts): boolean {
  if (!Object.hasOwn(facts, c.fact)) return false;
  const fact = facts[c.fact];
  switch (c.op) {
    case 'eq':
      return same(fact, c.value);
    case 'ne':
      return !same(fact, c.value);
    case 'in':
      return Array.isArray(c.value) && c.value.some((v) => same(v, fact));
    default: {
      if (typeof fact !== 'number' || typeof c.value !== 'number') return false;
      if (c.op === 'gt') return fact > c.value;
      if (c.op === 'gte') return fact >= c.value;
      if (c.op === 'lt') return fact < c.value;
      return fact <= c.value;
    }
  }
}

/** Enabled policies of `kind` for the domain whose action is the action or empty, oldest first. */
async function policiesFor(scope: StoreScope, kind: PolicyRow['kind'], input: Types.SimulateInput): Promise<Types.Policy[]> {
  const rows = (await scope
    .from('policies')
    .where({ kind, domain: input.domain, enabled: true })
    .andWhere((w) => w.whereNull('action').orWhere('action', input.action))
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])) as PolicyRow[];
  return rows.map(policyFromRow);
}

async function rulesGate(scope: StoreScope, input: Types.SimulateInput): Promise<Gate> {
  const matching = (await policiesFor(scope, 'rule', input)).filter((r) => r.conditions.every((c) => holds(c, input.facts)));
  if (matching.length === 0)
    return {
      gate: 'rules',
      decision: 'allow',
      reason: `no enabled rule matches ${input.domain}.${input.action}`,
      policy_id: null,
      intent_id: null,
    };
  const decision = strongest(matching.map((r) => r.effect ?? 'allow'));
  const rule = matching.find((r) => (r.effect ?? 'allow') === decision)!;
  const others = matching.length > 1 ? ` (${matching.length} rules match; ${decision} is the strongest effect)` : '';
  return { gate: 'rules', decision, reason: `rule '${rule.name}' decides ${decision}${others}`, policy_id: rule.id, intent_id: null };
}

async function ownershipGate(ctx: HandlerContext, scope: StoreScope, facts: Facts): Promise<Gate> {
  const named = ['resource_kind', 'resource_ref', 'field'].map((k) => facts[k]);
  if (!named.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return {
      gate: 'ownership',
      decision: 'allow',
      reason: 'the facts do not name resource_kind, resource_ref and field: no field ownership to check',
      policy_id: null,
      intent_id: null,
    };
  }
  const [kind, ref, field] = named.map(String) as [string, string, string];
  const intent = await activeOwner(scope, { kind, ref, field }, ctx.now);
  const what = `${kind} ${ref} ${field}`;
  if (intent === undefined)
    return { gate: 'ownership', decision: 'allow', reason: `no active intent owns ${what}`, policy_id: null, intent_id: null };
  if (intent.owner_credential_id === ctx.credential.id)
    return { gate: 'ownership', decision: 'allow', reason: `this credential owns ${what}`, policy_id: null, intent_id: intent.id };
  return {
    gate: 'ownership',
    decision: 'deny',
    reason: `another credential owns ${what} (active intent declaration); it decides that field until released`,
    policy_id: null,
    intent_id: intent.id,
  };
}

/** Start of the current UTC period: day (00:00), ISO week (Monday 00:00) or calendar month. */
export function periodStart(now: Date, period: 'day' | 'week' | 'month'): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'day') return new Date(day);
  if (period === 'week') return new Date(day - ((now.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const PERIOD_WORD = { day: 'today', week: 'this week', month: 'this month' } as const;

async function spendGate(ctx: HandlerContext, scope: StoreScope, input: Types.SimulateInput, amount: number): Promise<Gate> {
  const ceilings = await policiesFor(scope, 'spend_ceiling', input);
  if (ceilings.length === 0)
    return {
      gate: 'spend_ceiling',
      decision: 'allow',
      reason: `no enabled spend ceiling covers ${input.domain}.${input.action}`,
      policy_id: null,
      intent_id: null,
    };
  // The action, recorded as approved; the transaction is rolled back, so the row never persists.
  const at = ctx.now.toISOString();
  await scope.insert('approvals', {
    id: randomUUID(),
    kind: 'proposed_write',
    operation: input.action,
    arguments: JSON.stringify(input.facts),
    change: 'null',
    title: `simulation of ${input.domain}.${input.action}`,
    amount_cents: amount,
    currency: ctx.store.currency,
    reversibility_class: 'reversible',
    status: 'approved',
    requested_by: ctx.credential.id,
    decided_by: 'simulation',
    decided_at: at,
    reason: null,
    receipt_id: null,
    expires_at: at,
    created_at: at,
    updated_at: at,
  });
  const money = (cents: number) => `${(cents / 100).toFixed(2)} ${ctx.store.currency}`;
  let tightest: { gate: Gate; room: number } | null = null;
  for (const c of ceilings) {
    const period = c.period ?? 'day';
    const ops = c.action !== null ? [c.action] : [...OPERATIONS.filter((o) => o.domain === c.domain).map((o) => o.name), input.action];
    const row = (await scope
      .from('approvals')
      .where({ status: 'approved' })
      .andWhere('decided_at', '>=', periodStart(ctx.now, period).toISOString())
      .whereIn('operation', ops)
      .sum({ total: 'amount_cents' })
      .first()) as { total: unknown } | undefined;
    const total = toNumber(row?.total) ?? 0;
    const ceiling = c.ceiling_cents ?? 0;
    const sums = `${money(total - amount)} approved ${PERIOD_WORD[period]} + ${money(amount)} for this action = ${money(total)}`;
    if (total > ceiling) {
      return {
        gate: 'spend_ceiling',
        decision: 'deny',
        reason: `spend ceiling '${c.name}': ${sums}, over the ceiling of ${money(ceiling)} per ${period}`,
        policy_id: c.id,
        intent_id: null,
      };
    }
    const gate: Gate = {
      gate: 'spend_ceiling',
      decision: 'allow',
      reason: `spend ceiling '${c.name}': ${sums}, within the ceiling of ${money(ceiling)} per ${period} (${money(ceiling - total)} left)`,
      policy_id: c.id,
      intent_id: null,
    };
    if (tightest === null || ceiling - total < tightest.room) tightest = { gate, room: ceiling - total };
  }
  return tightest!.gate;
}

export async function simulate(input: Types.SimulateInput, ctx: HandlerContext): Promise<Types.SimulateResult> {
  const amount = input.facts.amount_cents;
  if (amount !== undefined && (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0))
    throw new ArgumentError('facts.amount_cents', 'must be a non-negative integer (cents of the store currency)');
  try {
    await ctx.scope.transaction(async (scope) => {
      const gates = [
        await rulesGate(scope, input),
        await ownershipGate(ctx, scope, input.facts),
        await spendGate(ctx, scope, input, amount ?? 0),
      ];
      throw new Rollback({ decision: strongest(gates.map((g) => g.decision)), gates });
    });
  } catch (err) {
    if (err instanceof Rollback) return err.result;
    throw err;
  }
  throw new Error('unreachable: the simulation transaction committed');
}
