/**
 * Policies (seed: Non-tool endpoints `/api/v1/policies*`): list (read), create, update, delete (automatic writes, each with a receipt
 * of `resource_kind` `policy` and the write that reverses it).
 *
 * Shape per kind, checked on the policy as it would be stored (so an update is checked merged
 * with the stored fields): a `rule` needs `effect` and takes no `ceiling_cents` / `period`; a
 * `spend_ceiling` needs `ceiling_cents` and `period` and takes no `effect` / `conditions`;
 * `gt`/`gte`/`lt`/`lte` compare numbers, `in` takes an array, `eq`/`ne` a single value; a rule
 * naming an automatic write as its `action` cannot `require_approval` (an automatic write cannot
 * wait for a card, so the gate would refuse every call: say `deny`). A violation is an
 * ArgumentError naming the field (e.g. `conditions[0].value`).
 */
import { randomUUID } from 'node:crypto';
import {
  ArgumentError,
  OPERATIONS,
  policyFromRow,
  type HandlerContext,
  type Types,
  type WithDefaults,
  type WriteContext,
} from '@storeops/contract';
import type { PolicyRow } from '@storeops/db';
import { cutPage, pageAfter } from '@storeops/contract';

const CURSOR_PREFIX = 'pol1.';

/** The fields a policy is made of (what `Policy` shows besides id and timestamps). */
type Draft = Omit<Types.Policy, 'id' | 'created_at' | 'updated_at'>;
const FIELDS = ['name', 'domain', 'action', 'effect', 'conditions', 'ceiling_cents', 'period', 'enabled'] as const;
type Field = (typeof FIELDS)[number];

const NUMERIC_OPS: ReadonlySet<string> = new Set(['gt', 'gte', 'lt', 'lte']);

/** Throws ArgumentError naming the first field that does not fit the policy's kind. */
export function checkShape(d: Draft): void {
  if (d.kind === 'rule') {
    if (d.effect === null) throw new ArgumentError('effect', 'is required for a rule (allow, deny or require_approval)');
    if (d.ceiling_cents !== null) throw new ArgumentError('ceiling_cents', 'only a spend_ceiling takes it; a rule decides with effect');
    if (d.period !== null) throw new ArgumentError('period', 'only a spend_ceiling takes it');
  } else {
    if (d.effect !== null) throw new ArgumentError('effect', 'only a rule takes it; a spend_ceiling denies what goes over ceiling_cents');
    if (d.conditions.length > 0) throw new ArgumentError('conditions', 'only a rule takes conditions');
    if (d.ceiling_cents === null) throw new ArgumentError('ceiling_cents', 'is required for a spend_ceiling (cents per period)');
    if (d.period === null) throw new ArgumentError('period', 'is required for a spend_ceiling (day, week or month)');
  }
  const target = d.action === null ? undefined : OPERATIONS.find((o) => o.name === d.action);
  if (d.kind === 'rule' && d.effect === 'require_approval' && target?.tier === 'auto_write' && target.authority !== 'handback') {
    throw new ArgumentError(
      'effect',
      `${d.action} is an automatic write, which cannot wait for a card: a rule requiring approval of it would refuse every call; use deny`,
    );
  }
  d.conditions.forEach((c, i) => {
    const where = `conditions[${i}].value`;
    if (NUMERIC_OPS.has(c.op) && typeof c.value !== 'number') throw new ArgumentError(where, `${c.op} compares numbers: give a number`);
    if (c.op === 'in' && !Array.isArray(c.value)) throw new ArgumentError(where, 'in takes an array of values');
    if ((c.op === 'eq' || c.op === 'ne') && Array.isArray(c.value))
      throw new ArgumentError(where, `${c.op} takes a single value (use in for a list)`);
  });
}

/** `policy_create` arguments that recreate `d` (the reversal of a deletion). */
function createArguments(d: Draft): Record<string, unknown> {
  return {
    kind: d.kind,
    name: d.name,
    domain: d.domain,
    ...(d.action !== null ? { action: d.action } : {}),
    ...(d.kind === 'rule' ? { effect: d.effect, conditions: d.conditions } : { ceiling_cents: d.ceiling_cents, period: d.period }),
    enabled: d.enabled,
  };
}

function draftOf(p: Types.Policy): Draft {
  const { id: _i, created_at: _c, updated_at: _u, ...draft } = p;
  return draft;
}

async function load(ctx: HandlerContext, id: string): Promise<PolicyRow> {
  const row = (await ctx.scope.from('policies').where({ id }).first()) as PolicyRow | undefined;
  if (row === undefined) throw new ArgumentError('policy_id', 'no policy with this id in this store (see policy_list)');
  return row;
}

export async function policyList(
  input: WithDefaults<Types.PolicyListInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.PolicyListResult> {
  const q = ctx.scope.from('policies').select('*');
  if (input.kind !== undefined) q.andWhere('kind', input.kind);
  if (input.domain !== undefined) q.andWhere('domain', input.domain);
  if (input.enabled !== undefined) q.andWhere('enabled', input.enabled);
  const rows = (await pageAfter(q, CURSOR_PREFIX, input.before, input.limit)) as PolicyRow[];
  const { page, has_more, next_cursor } = cutPage(CURSOR_PREFIX, rows, input.limit);
  return { policies: page.map(policyFromRow), has_more, next_cursor };
}

export async function policyCreate(
  input: WithDefaults<Types.PolicyCreateInput, 'enabled'>,
  ctx: WriteContext,
): Promise<Types.PolicyWriteResult> {
  const draft: Draft = {
    kind: input.kind,
    name: input.name ?? `${input.kind} ${input.domain}${input.action === undefined ? '' : `.${input.action}`}`,
    domain: input.domain,
    action: input.action ?? null,
    effect: input.effect ?? null,
    conditions: input.conditions ?? [],
    ceiling_cents: input.ceiling_cents ?? null,
    period: input.period ?? null,
    enabled: input.enabled,
  };
  checkShape(draft);
  const at = ctx.now.toISOString();
  const row: PolicyRow = {
    id: randomUUID(),
    store_id: ctx.store.id,
    ...draft,
    conditions: JSON.stringify(draft.conditions),
    created_at: at,
    updated_at: at,
  };
  await ctx.scope.insert('policies', row);
  const receiptId = await ctx.record({
    resource_kind: 'policy',
    resource_ref: row.id,
    changes: [{ field: 'created', before: null, after: draft }],
    reversal: {
      operation: 'policy_delete',
      arguments: { policy_id: row.id },
      description: `Delete the ${draft.kind} '${draft.name}' again.`,
    },
  });
  return { policy: policyFromRow(row), receipt_id: receiptId };
}

export async function policyUpdate(input: Types.PolicyUpdateInput, ctx: WriteContext): Promise<Types.PolicyWriteResult> {
  const current = policyFromRow(await load(ctx, input.policy_id));
  const before = draftOf(current);
  const after: Draft = { ...before };
  const set = <K extends Field>(field: K, value: Draft[K] | undefined) => {
    if (value !== undefined) after[field] = value;
  };
  set('name', input.name);
  set('domain', input.domain);
  set('action', input.action === undefined ? undefined : input.action === '' ? null : input.action);
  set('effect', input.effect);
  set('conditions', input.conditions);
  set('ceiling_cents', input.ceiling_cents);
  set('period', input.period);
  set('enabled', input.enabled);
  checkShape(after);
  ctx.subject('policy', current.id);
  const changed = FIELDS.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
  if (changed.length === 0) return { policy: current, receipt_id: null };
  const at = ctx.now.toISOString();
  await ctx.scope
    .from('policies')
    .where({ id: current.id })
    .update({ ...after, conditions: JSON.stringify(after.conditions), updated_at: at });
  const restore: Record<string, unknown> = { policy_id: current.id };
  for (const f of changed) restore[f] = f === 'action' && before.action === null ? '' : before[f];
  const receiptId = await ctx.record({
    resource_kind: 'policy',
    resource_ref: current.id,
    changes: changed.map((f) => ({ field: f, before: before[f], after: after[f] })),
    reversal: { operation: 'policy_update', arguments: restore, description: `Restore ${changed.join(', ')} of '${before.name}'.` },
  });
  return { policy: { ...current, ...after, updated_at: at }, receipt_id: receiptId };
}

export async function policyDelete(input: Types.PolicyDeleteInput, ctx: WriteContext): Promise<Types.PolicyDeleteResult> {
  const current = policyFromRow(await load(ctx, input.policy_id));
  const n = await ctx.scope.from('policies').where({ id: current.id }).delete();
  if (n !== 1) throw new ArgumentError('policy_id', 'the policy was deleted concurrently');
  const draft = draftOf(current);
  const receiptId = await ctx.record({
    resource_kind: 'policy',
    resource_ref: current.id,
    changes: [{ field: 'deleted', before: draft, after: null }],
    reversal: {
      operation: 'policy_create',
      arguments: createArguments(draft),
      description: `Create the ${draft.kind} '${draft.name}' again (it gets a new id).`,
    },
  });
  return { deleted: current, receipt_id: receiptId };
}
