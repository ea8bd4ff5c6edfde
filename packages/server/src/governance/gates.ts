/**
 * The store's governance gates (seed: "Simulation request": "the action is run through the
 * store's rules, ownership and spend ceilings"): ONE function, `runGates`, which
 * the invoke core applies to every real write and `simulate` reports, so the two cannot disagree.
 *
 * Gates, in order:
 * - `rules`: enabled rules of the domain whose `action` is the action or empty and whose conditions
 *   all hold on the facts; `deny` > `require_approval` > `allow`; none matching: `allow`. An
 *   automatic write cannot wait for a card, so a rule requiring approval of one decides `deny`.
 * - `ownership`: a field the action changes that an active intent of another credential owns:
 *   `deny`, naming the intent.
 * - `spend_ceiling`: per enabled ceiling of the domain (and action, if set), the `amount_cents` of
 *   approved cards decided in the current UTC period (day, ISO week, calendar month) whose
 *   operation is in the ceiling's domain (or is its action), plus this action's amount, must not
 *   exceed `ceiling_cents`; over: `deny` naming the ceiling, else `allow` naming the tightest.
 * Overall: `deny` if any gate denies, else `require_approval` if any requires it, else `allow`.
 *
 * Not gated (every gate `allow`, saying why): stopping (seed: Risk tiers rule 2, "Stopping is
 * immediate": no store rule holds or refuses engaging the kill switch or turning automation off),
 * and the operations that manage governance itself (`x-gated: false`: policies, app approval
 * requests, test helpers), so a store cannot lock itself out of changing its rules.
 */
import { OPERATIONS, policyFromRow, type Authority, type Tier, type Types } from '@storeops/contract';
import { activeOwner, toNumber, type PolicyRow, type StoreScope } from '@storeops/db';

type Decision = Types.SimulationDecision;
type Gate = Types.SimulationGate;
export type Verdict = Types.SimulateResult;

/** One field a write changes, named as an intent declaration names it. */
export interface FieldRef {
  kind: string;
  ref: string;
  field: string;
}

/** Everything the gates read about one action. */
export interface GateInput {
  domain: string;
  action: string;
  /** Matched by rule conditions (a real write: its arguments plus `amount_cents` and the changed field). */
  facts: Record<string, unknown>;
  /** Money the action commits, cents of the store currency (>= 0). */
  amountCents: number;
  /** Fields the action changes (ownership). */
  fields: FieldRef[];
  /** The registry tier of the action (`null`: not a registry write, e.g. a future operation). */
  tier: Tier | null;
  authority: Authority;
  /** False for governance operations (`x-gated: false`). */
  gated: boolean;
  /** The credential acting (ownership: its own intents do not deny). */
  credentialId: string;
  currency: string;
  now: Date;
  /** Set while an operator approves the card: `require_approval` is what is happening, so it holds. */
  approving?: boolean;
}

const STRENGTH: Record<Decision, number> = { allow: 0, require_approval: 1, deny: 2 };
const strongest = (decisions: Decision[]): Decision => decisions.reduce<Decision>((a, b) => (STRENGTH[b] > STRENGTH[a] ? b : a), 'allow');
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const gate = (name: Gate['gate'], decision: Decision, reason: string, ids: { policy_id?: string; intent_id?: string } = {}): Gate => ({
  gate: name,
  decision,
  reason,
  policy_id: ids.policy_id ?? null,
  intent_id: ids.intent_id ?? null,
});

/** Whether one rule condition holds on the facts; a fact the action does not name never holds. */
export function holds(c: Types.PolicyCondition, facts: Record<string, unknown>): boolean {
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

export type Period = 'day' | 'week' | 'month';

/** Start of the current UTC period: day (00:00), ISO week (Monday 00:00) or calendar month. */
export function periodStart(now: Date, period: Period): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (period === 'day') return new Date(day);
  if (period === 'week') return new Date(day - ((now.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** End (exclusive) of the current UTC period: the next period's start. */
export function periodEnd(now: Date, period: Period): Date {
  const start = periodStart(now, period);
  if (period === 'day') return new Date(start.getTime() + 86_400_000);
  if (period === 'week') return new Date(start.getTime() + 7 * 86_400_000);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

const PERIOD_WORD = { day: 'today', week: 'this week', month: 'this month' } as const;

/**
 * Enabled policies (rules and spend ceilings) of the domain whose action is the action or empty,
 * oldest first: one query per gated write (the index `(store_id, kind, enabled)` serves it).
 */
async function policiesFor(scope: StoreScope, input: GateInput): Promise<Types.Policy[]> {
  const rows = (await scope
    .from('policies')
    .where({ domain: input.domain, enabled: true })
    .andWhere((w) => w.whereNull('action').orWhere('action', input.action))
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])) as PolicyRow[];
  return rows.map(policyFromRow);
}

function rulesGate(rules: Types.Policy[], input: GateInput): Gate {
  const matching = rules.filter((r) => r.conditions.every((c) => holds(c, input.facts)));
  if (matching.length === 0) return gate('rules', 'allow', `no enabled rule matches ${input.domain}.${input.action}`);
  const decision = strongest(matching.map((r) => r.effect ?? 'allow'));
  const rule = matching.find((r) => (r.effect ?? 'allow') === decision)!;
  const others = matching.length > 1 ? ` (${matching.length} rules match; ${decision} is the strongest effect)` : '';
  if (decision === 'require_approval' && input.tier === 'auto_write') {
    return gate(
      'rules',
      'deny',
      `rule '${rule.name}' requires approval${others}, but ${input.action} is an automatic write, which cannot wait for a card: it is refused`,
      { policy_id: rule.id },
    );
  }
  if (decision === 'require_approval' && input.approving === true) {
    return gate('rules', 'allow', `rule '${rule.name}' requires approval${others}: this is that approval`, { policy_id: rule.id });
  }
  return gate('rules', decision, `rule '${rule.name}' decides ${decision}${others}`, { policy_id: rule.id });
}

async function ownershipGate(scope: StoreScope, input: GateInput): Promise<Gate> {
  if (input.fields.length === 0) {
    return gate('ownership', 'allow', 'the action names no resource_kind, resource_ref and field: no field ownership to check');
  }
  let own: { what: string; intent: string } | null = null;
  for (const f of input.fields) {
    const intent = await activeOwner(scope, f, input.now);
    const what = `${f.kind} ${f.ref} ${f.field}`;
    if (intent === undefined) continue;
    if (intent.owner_credential_id !== input.credentialId) {
      return gate(
        'ownership',
        'deny',
        `another credential owns ${what} (active intent declaration); it decides that field until released`,
        { intent_id: intent.id },
      );
    }
    own ??= { what, intent: intent.id };
  }
  if (own !== null) return gate('ownership', 'allow', `this credential owns ${own.what}`, { intent_id: own.intent });
  const what = input.fields.map((f) => `${f.kind} ${f.ref} ${f.field}`).join(', ');
  return gate('ownership', 'allow', `no active intent owns ${what}`);
}

/** The spend gate, and for a denial the end of the ceiling's period (for `Retry-After`). */
async function spendGate(scope: StoreScope, ceilings: Types.Policy[], input: GateInput): Promise<{ gate: Gate; resetsAt: Date | null }> {
  if (ceilings.length === 0) {
    return { gate: gate('spend_ceiling', 'allow', `no enabled spend ceiling covers ${input.domain}.${input.action}`), resetsAt: null };
  }
  const money = (cents: number) => `${(cents / 100).toFixed(2)} ${input.currency}`;
  const amount = input.amountCents;
  let tightest: { gate: Gate; room: number } | null = null;
  for (const c of ceilings) {
    const period = c.period ?? 'day';
    const ops = c.action !== null ? [c.action] : OPERATIONS.filter((o) => o.domain === c.domain).map((o) => o.name);
    const row = (await scope
      .from('approvals')
      .where({ status: 'approved' })
      .andWhere('decided_at', '>=', periodStart(input.now, period).toISOString())
      .whereIn('operation', ops)
      .sum({ total: 'amount_cents' })
      .first()) as { total: unknown } | undefined;
    const approved = toNumber(row?.total) ?? 0;
    const total = approved + amount;
    const ceiling = c.ceiling_cents ?? 0;
    const sums = `${money(approved)} approved ${PERIOD_WORD[period]} + ${money(amount)} for this action = ${money(total)}`;
    if (total > ceiling) {
      return {
        gate: gate('spend_ceiling', 'deny', `spend ceiling '${c.name}': ${sums}, over the ceiling of ${money(ceiling)} per ${period}`, {
          policy_id: c.id,
        }),
        resetsAt: periodEnd(input.now, period),
      };
    }
    const g = gate(
      'spend_ceiling',
      'allow',
      `spend ceiling '${c.name}': ${sums}, within the ceiling of ${money(ceiling)} per ${period} (${money(ceiling - total)} left)`,
      { policy_id: c.id },
    );
    if (tightest === null || ceiling - total < tightest.room) tightest = { gate: g, room: ceiling - total };
  }
  return { gate: tightest!.gate, resetsAt: null };
}

/** A verdict plus what the core needs to refuse a denied write. */
export interface GateOutcome {
  verdict: Verdict;
  /** The first gate that denies (rules, then ownership, then spend_ceiling); null when none does. */
  denial: Gate | null;
  /** For a spend-ceiling denial: when its period ends. */
  resetsAt: Date | null;
}

/**
 * Runs `input` through the store's gates, reading through `scope`. Writes nothing. `policies`: the
 * enabled policies of the domain and action when the caller already read them (the invoke core
 * reads them with a hot statement, db `enabledPolicies`); else they are read through `scope`.
 */
export async function runGates(scope: StoreScope, input: GateInput, policies?: PolicyRow[]): Promise<GateOutcome> {
  const exempt =
    input.authority === 'stop'
      ? `${input.action} stops automation, which is immediate (seed: Risk tiers rule 2): no store rule or ceiling holds or refuses it`
      : !input.gated
        ? `${input.action} manages governance itself: the store's rules and spend ceilings do not gate it`
        : null;
  if (exempt !== null) {
    const gates = (['rules', 'ownership', 'spend_ceiling'] as const).map((g) => gate(g, 'allow', exempt));
    return { verdict: { decision: 'allow', gates }, denial: null, resetsAt: null };
  }
  const enabled = policies !== undefined ? policies.map(policyFromRow) : await policiesFor(scope, input);
  const spend = await spendGate(
    scope,
    enabled.filter((p) => p.kind === 'spend_ceiling'),
    input,
  );
  const rules = rulesGate(
    enabled.filter((p) => p.kind === 'rule'),
    input,
  );
  const gates = [rules, await ownershipGate(scope, input), spend.gate];
  const denial = gates.find((g) => g.decision === 'deny') ?? null;
  return {
    verdict: { decision: strongest(gates.map((g) => g.decision)), gates },
    denial,
    resetsAt: denial?.gate === 'spend_ceiling' ? spend.resetsAt : null,
  };
}
