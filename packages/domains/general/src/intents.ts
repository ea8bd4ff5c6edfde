/**
 * Intent declarations (seed: "Intent declaration"; Non-tool endpoints `/api/v1/intent*`):
 * field ownership with one owner per field. Declaring is a proposed write that hands authority
 * back, so it always waits for an operator; on approval the field is set to `desired` and an
 * `active` declaration (id = the approval card's id) owns it. A second declaration of an owned
 * field, or of one whose declaration still waits, is refused with `field_already_owned`; the
 * database's partial unique index refuses a race at apply time too. Release ends ownership and
 * keeps the value; revert restores the previous value. States: IntentStatus in the spec.
 */
import { randomUUID } from 'node:crypto';
import {
  apiCall,
  cutPage,
  pageAfter,
  ArgumentError,
  excerpt,
  OperationError,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type WithDefaults,
  type WriteContext,
} from '@storeops/contract';
import { activeOwner, intentDeclarePlan, ownerKey, type IntentRow } from '@storeops/db';
import { fieldSpec, mayOwn, readField, resolveResource, writeField, type FieldValue, type ResourceKind } from './fields';
import { announcePriceWrite, pricesBefore } from './price-event';

const MAX_AHEAD_MS = 90 * 24 * 3600 * 1000;

export function intentFromRow(row: IntentRow, now: Date): Types.Intent {
  const expired = row.status === 'active' && Date.parse(row.expires_at) <= now.getTime();
  return {
    id: row.id,
    resource_kind: row.resource_kind,
    resource_ref: row.resource_ref,
    field: row.field as Types.Intent['field'],
    desired: JSON.parse(row.desired) as FieldValue,
    previous: JSON.parse(row.previous) as FieldValue,
    reason: row.reason,
    status: expired ? 'expired' : (row.status as Types.IntentStatus),
    owner_credential_id: row.owner_credential_id,
    approval_id: row.approval_id,
    expires_at: row.expires_at,
    overwritten_at: row.overwritten_at,
    overwritten_value: row.overwritten_value === null ? null : (JSON.parse(row.overwritten_value) as FieldValue),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Refuses when the field is owned (active, unexpired) or a competing declaration waits for approval. */
async function checkUnowned(ctx: HandlerContext, kind: ResourceKind, id: string, field: string): Promise<void> {
  const owner = await activeOwner(ctx.scope, { kind, ref: id, field }, ctx.now);
  if (owner !== undefined) {
    throw new OperationError(
      'field_already_owned',
      `${kind} ${id} ${field} is owned by declaration ${owner.id} until ${owner.expires_at}; one owner per field.`,
      { intent_id: owner.id },
    );
  }
  const waiting = await ctx.scope
    .from('approvals')
    .where({ operation: 'intent_declare', status: 'requested' })
    .andWhere('expires_at', '>', ctx.now.toISOString())
    .select('id', 'change');
  const key = ownerKey({ kind, ref: id, field });
  for (const card of waiting as Array<{ id: string; change: string }>) {
    if (card.id === ctx.approvalId) continue;
    const plan = JSON.parse(card.change) as ChangePlan;
    if (plan.changes.some((c) => c.resource_kind === 'field_owner' && c.resource_ref === key)) {
      throw new OperationError(
        'field_already_owned',
        `${kind} ${id} ${field} has a declaration waiting for approval (card ${card.id}); one owner per field.`,
        { intent_id: null },
      );
    }
  }
}

export const intentDeclare: ProposedWriteHandler<Types.IntentDeclareInput> = {
  authority: () => 'handback',
  async preview(input, ctx): Promise<ChangePlan> {
    const kind = input.resource_kind;
    const spec = fieldSpec(kind, input.field);
    if (!mayOwn(ctx, spec.scope)) {
      throw new OperationError('insufficient_scope', `owning ${kind} ${input.field} needs ${spec.scope} (or the write / admin bundle).`, {
        required_scopes: [spec.scope, 'write', 'admin'],
      });
    }
    const problem = spec.check(input.desired);
    if (problem !== null) throw new ArgumentError('desired', `${problem} for ${kind} ${input.field} (got ${excerpt(input.desired)})`);
    const until = ownershipEnd(input, ctx.now);
    if (!(until.getTime() > ctx.now.getTime()) || until.getTime() - ctx.now.getTime() > MAX_AHEAD_MS) {
      throw new ArgumentError('expires_at', 'must be in the future and at most 90 days ahead');
    }
    const resource = await resolveResource(ctx.scope, kind, input.resource_ref);
    await checkUnowned(ctx, kind, resource.id, input.field);
    const before = await readField(ctx, kind, resource.id, input.field);
    const owner = ctx.approvalId === undefined ? ctx.credential.id : undefined;
    return {
      title: `Own ${input.field} of ${kind} ${resource.label} (set ${JSON.stringify(before)} -> ${JSON.stringify(input.desired)}) ${input.expires_at !== undefined ? `until ${input.expires_at}` : `for ${input.expires_in_seconds} s from approval`}: ${input.reason}`,
      ...intentDeclarePlan({ kind, ref: resource.id, field: input.field }, before, input.desired, owner ?? 'declarant'),
    };
  },
  async apply(input, ctx, plan) {
    const valueChange = plan.changes[0]!;
    const ownerChange = plan.changes[1]!;
    const at = ctx.now.toISOString();
    const row: IntentRow = {
      id: ctx.approvalId ?? randomUUID(),
      store_id: ctx.store.id,
      resource_kind: input.resource_kind,
      resource_ref: valueChange.resource_ref,
      field: input.field,
      desired: JSON.stringify(input.desired),
      previous: JSON.stringify(valueChange.before),
      reason: input.reason,
      status: 'active',
      owner_credential_id: String(ownerChange.after),
      approval_id: ctx.approvalId ?? null,
      expires_at: ownershipEnd(input, ctx.now).toISOString(),
      overwritten_at: null,
      overwritten_value: null,
      created_at: at,
      updated_at: at,
    };
    try {
      await ctx.scope
        .from('intents')
        .where({ resource_kind: row.resource_kind, resource_ref: row.resource_ref, field: row.field, status: 'active' })
        .andWhere('expires_at', '<=', at)
        .update({ status: 'expired', updated_at: at });
      await ctx.scope.insert('intents', row);
    } catch (err) {
      if (/unique|duplicate/i.test(String((err as Error).message))) {
        throw new OperationError(
          'field_already_owned',
          `${row.resource_kind} ${row.resource_ref} ${row.field} was declared concurrently; one owner per field.`,
          { intent_id: null },
        );
      }
      throw err;
    }
    const prices = await pricesBefore(ctx, input.resource_kind, row.resource_ref, input.field);
    await writeField(ctx, input.resource_kind, row.resource_ref, input.field, input.desired);
    await announcePriceWrite(ctx, prices, ctx.planReceiptId);
  },
};

/**
 * When the declared ownership ends: `expires_at`, or `expires_in_seconds` after `from` (the
 * approval, when applying; the declaration, when checking). ArgumentError (`expires_at`) unless
 * exactly one of them is sent.
 */
function ownershipEnd(input: Types.IntentDeclareInput, from: Date): Date {
  if ((input.expires_at === undefined) === (input.expires_in_seconds === undefined)) {
    throw new ArgumentError('expires_at', 'send exactly one of expires_at (an ISO 8601 instant) and expires_in_seconds (a duration)');
  }
  return input.expires_at !== undefined
    ? new Date(Date.parse(input.expires_at))
    : new Date(from.getTime() + input.expires_in_seconds! * 1000);
}

async function load(ctx: HandlerContext, id: string): Promise<IntentRow> {
  const row = (await ctx.scope.from('intents').where({ id }).first()) as IntentRow | undefined;
  if (row === undefined) throw new ArgumentError('intent_id', 'no intent declaration with this id in this store');
  return row;
}

export async function intentStatus(input: Types.IntentRef, ctx: HandlerContext): Promise<Types.Intent> {
  return intentFromRow(await load(ctx, input.intent_id), ctx.now);
}

const CURSOR = 'itc1.';

export async function intentList(
  input: WithDefaults<Types.IntentListInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.IntentListResult> {
  const nowIso = ctx.now.toISOString();
  const q = pageAfter(ctx.scope.from('intents'), CURSOR, input.before, input.limit);
  if (input.resource_kind !== undefined) q.andWhere('resource_kind', input.resource_kind);
  if (input.status === 'active') q.andWhere('status', 'active').andWhere('expires_at', '>', nowIso);
  else if (input.status === 'expired')
    q.andWhere((w) => w.where('status', 'expired').orWhere((o) => o.where('status', 'active').andWhere('expires_at', '<=', nowIso)));
  else if (input.status !== undefined) q.andWhere('status', input.status);
  const { page, has_more, next_cursor } = cutPage(CURSOR, (await q) as IntentRow[], input.limit);
  return { intents: page.map((r) => intentFromRow(r, ctx.now)), has_more, next_cursor };
}

async function end(input: Types.IntentEndInput, ctx: WriteContext, how: 'released' | 'reverted'): Promise<Types.IntentEndResult> {
  const row = await load(ctx, input.intent_id);
  const current = intentFromRow(row, ctx.now);
  if (current.status !== 'active')
    throw new ArgumentError('intent_id', `the declaration is ${current.status}; only an active one can be ${how}`);
  if (row.owner_credential_id !== ctx.credential.id && !ctx.credential.scopes.includes('admin')) {
    throw new OperationError('forbidden', `only the credential that declared it (or an admin credential) may end declaration ${row.id}.`);
  }
  const at = ctx.now.toISOString();
  ctx.subject('intent', row.id);
  const kind = row.resource_kind as ResourceKind;
  const changes: Array<{ field: string; before: unknown; after: unknown }> = [
    { field: 'owner', before: row.owner_credential_id, after: null },
  ];
  const prices = how === 'reverted' ? await pricesBefore(ctx, kind, row.resource_ref, row.field) : null;
  if (how === 'reverted') {
    const before = await readField(ctx, kind, row.resource_ref, row.field);
    const previous = JSON.parse(row.previous) as FieldValue;
    await writeField(ctx, kind, row.resource_ref, row.field, previous);
    changes.push({ field: row.field, before, after: previous });
  }
  const n = await ctx.scope
    .from('intents')
    .where({ id: row.id, status: 'active' })
    .update({ status: how, reason: input.reason ?? row.reason, updated_at: at });
  if (n !== 1) throw new ArgumentError('intent_id', 'the declaration was ended concurrently');
  const receiptId = await ctx.record({ resource_kind: row.resource_kind, resource_ref: row.resource_ref, changes, reversal: null });
  await announcePriceWrite(ctx, prices, receiptId);
  return {
    intent: intentFromRow({ ...row, status: how, reason: input.reason ?? row.reason, updated_at: at }, ctx.now),
    receipt_id: receiptId,
  };
}

/** The handler of intent_release: ends an active declaration, leaving the field as it is. */
export async function intentRelease(input: Types.IntentEndInput, ctx: WriteContext): Promise<Types.IntentEndResult> {
  return end(input, ctx, 'released');
}

/** The handler of intent_revert: ends an active declaration and sets the field back to its value before. */
export async function intentRevert(input: Types.IntentEndInput, ctx: WriteContext): Promise<Types.IntentEndResult> {
  return end(input, ctx, 'reverted');
}

/**
 * Read-back (seed: Events `intent.field_overwritten_externally`, "sent once per overwrite, when
 * first read back"): compares every active declaration's field with `desired`; a new difference
 * records `overwritten_at`/`overwritten_value` and emits the event once; a field back at
 * `desired` clears them, so the next overwrite is announced again. Returns the events emitted.
 */
export async function readBackIntents(ctx: WriteContext): Promise<number> {
  const active = (await ctx.scope
    .from('intents')
    .where({ status: 'active' })
    .andWhere('expires_at', '>', ctx.now.toISOString())) as IntentRow[];
  let emitted = 0;
  for (const row of active) {
    const observed = await readField(ctx, row.resource_kind as ResourceKind, row.resource_ref, row.field).catch(() => null);
    const desired = JSON.parse(row.desired) as FieldValue;
    if (JSON.stringify(observed) === JSON.stringify(desired)) {
      if (row.overwritten_value !== null)
        await ctx.scope.from('intents').where({ id: row.id }).update({ overwritten_at: null, overwritten_value: null });
      continue;
    }
    if (row.overwritten_value !== null && row.overwritten_value === JSON.stringify(observed)) continue;
    const at = ctx.now.toISOString();
    await ctx.scope
      .from('intents')
      .where({ id: row.id })
      .update({ overwritten_at: at, overwritten_value: JSON.stringify(observed), updated_at: at });
    const kind = row.resource_kind as ResourceKind;
    await ctx.emit('intent.field_overwritten_externally', row.id, {
      intent_id: row.id,
      resource_kind: kind,
      resource_ref: row.resource_ref,
      field: row.field as Types.Intent['field'],
      desired,
      observed,
      currency: fieldSpec(kind, row.field).money ? ctx.store.currency : null,
      owner_credential_id: row.owner_credential_id,
      // The storefront or ad platform does not say who changed it.
      actor: { type: 'external', id: null },
      observed_at: at,
      links: { status: apiCall('intent_status', { intent_id: row.id }) },
    });
    emitted += 1;
  }
  return emitted;
}
