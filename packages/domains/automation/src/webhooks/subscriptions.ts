/**
 * Webhook subscriptions (seed: Events "Subscribing", Resources "Subscription", Limits, Non-tool
 * endpoints `/api/v1/subscriptions`, `/api/v1/finance/subscriptions`):
 * create (store, or one finance entity's), list, update (including re-enabling), delete. Writes
 * leave a receipt (`resource_kind` `webhook_subscription`) with the write that reverses them.
 *
 * The URL rules (https, public addresses only) are the invoke core's: `url` is an
 * `x-egress-target` argument, checked before the write's transaction opens. The filter rules are
 * filters.ts. Limits: 20 store subscriptions per store and, separately, 20 finance subscriptions
 * per finance entity, counting every state (an `unsubscribed` one stays until deleted); on
 * PostgreSQL the store row is locked first, so two concurrent creations cannot both pass at 19.
 */
import { randomUUID } from 'node:crypto';
import {
  ArgumentError,
  OperationError,
  cutPage,
  pageAfter,
  type HandlerContext,
  type Types,
  type WithDefaults,
  type WriteContext,
} from '@storeops/contract';
import type { WebhookSubscriptionRow } from '@storeops/db';
import { checkFilter, receivedTypes, warningsFor, type Family } from './filters';
import { filtersOf, loadSubscription, subscriptionFromRow } from './rows';

/** Subscriptions a store may have of `kind` store, and a finance entity of `kind` finance (seed: Limits). */
export const SUBSCRIPTION_LIMIT = 20;
const CURSOR_PREFIX = 'sub1.';

interface Draft {
  url: string;
  event_types: string[] | null;
  description: string | null;
}

/** Locks the store row (PostgreSQL) so the limit count below is not raced. */
async function lockStore(ctx: HandlerContext): Promise<void> {
  if (ctx.scope.dialect === 'postgres') await ctx.scope.store().forUpdate().first('id');
}

async function create(kind: Family, entityId: string | null, input: Draft, ctx: WriteContext): Promise<Types.SubscriptionWriteResult> {
  if (entityId !== null) {
    const entity = await ctx.scope.from('finance_entities').where({ id: entityId }).first('id');
    if (entity === undefined) throw new ArgumentError('entity_id', 'is not a finance entity (set of books) of this store');
  }
  const checked = checkFilter(input.event_types, kind, (scope) => ctx.mayRead(scope));
  await lockStore(ctx);
  const count = ctx.scope.from('webhook_subscriptions').where({ kind });
  if (entityId !== null) count.andWhere({ entity_id: entityId });
  const [{ n } = { n: 0 }] = (await count.count({ n: '*' })) as Array<{ n: number | string }>;
  if (Number(n) >= SUBSCRIPTION_LIMIT) {
    throw new OperationError(
      'invalid_request',
      kind === 'store'
        ? `this store already has ${SUBSCRIPTION_LIMIT} store subscriptions, the most it may have (whatever their state); delete one with subscription_delete first`
        : `this finance entity already has ${SUBSCRIPTION_LIMIT} finance subscriptions, the most it may have (whatever their state); delete one with subscription_delete first`,
    );
  }
  const at = ctx.now.toISOString();
  const row: WebhookSubscriptionRow = {
    id: randomUUID(),
    store_id: ctx.store.id,
    kind,
    entity_id: entityId,
    url: input.url,
    event_types: input.event_types === null ? null : JSON.stringify(input.event_types),
    scopes: JSON.stringify(ctx.credential.scopes),
    description: input.description,
    state: 'active',
    state_reason: null,
    consecutive_failures: 0,
    created_by: ctx.credential.id,
    created_at: at,
    updated_at: at,
  };
  await ctx.scope.insert('webhook_subscriptions', row);
  const receiptId = await ctx.record({
    resource_kind: 'webhook_subscription',
    resource_ref: row.id,
    changes: [{ field: 'created', before: null, after: { kind, entity_id: entityId, ...input } }],
    reversal: {
      operation: 'subscription_delete',
      arguments: { subscription_id: row.id },
      description: `Delete the subscription of ${row.url} again.`,
    },
  });
  return { subscription: subscriptionFromRow(row, ctx), warnings: warningsFor(checked.silent), receipt_id: receiptId };
}

export function subscriptionCreate(input: Types.SubscriptionCreateInput, ctx: WriteContext): Promise<Types.SubscriptionWriteResult> {
  return create('store', null, { url: input.url, event_types: input.event_types ?? null, description: input.description ?? null }, ctx);
}

export function financeSubscriptionCreate(
  input: Types.FinanceSubscriptionCreateInput,
  ctx: WriteContext,
): Promise<Types.SubscriptionWriteResult> {
  return create(
    'finance',
    input.entity_id,
    { url: input.url, event_types: input.event_types ?? null, description: input.description ?? null },
    ctx,
  );
}

export async function subscriptionList(
  input: WithDefaults<Types.SubscriptionListInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.SubscriptionListResult> {
  const q = ctx.scope.from('webhook_subscriptions').select('*');
  if (input.kind !== undefined) q.andWhere('kind', input.kind);
  if (input.entity_id !== undefined) q.andWhere('entity_id', input.entity_id);
  if (input.state !== undefined) q.andWhere('state', input.state);
  const rows = (await pageAfter(q, CURSOR_PREFIX, input.before, input.limit)) as WebhookSubscriptionRow[];
  const { page, has_more, next_cursor } = cutPage(CURSOR_PREFIX, rows, input.limit);
  return { subscriptions: page.map((r) => subscriptionFromRow(r, ctx)), has_more, next_cursor };
}

type Field = 'url' | 'event_types' | 'description' | 'state';
interface Fields {
  url: string;
  event_types: string[] | null;
  description: string | null;
  state: WebhookSubscriptionRow['state'];
}

function fieldsOf(row: WebhookSubscriptionRow): Fields {
  return { url: row.url, event_types: filtersOf(row), description: row.description, state: row.state };
}

/**
 * A new filter on an existing subscription: checked for the caller as on creation, and against
 * the subscription's stored scopes (a type they cannot read would never be delivered).
 */
function checkNewFilter(filters: string[] | null, row: WebhookSubscriptionRow, ctx: WriteContext): string[] {
  const checked = checkFilter(filters, row.kind, (scope) => ctx.mayRead(scope));
  const stored = JSON.parse(row.scopes) as string[];
  const kept = new Set(receivedTypes(filters, row.kind, (scope) => ctx.mayRead(scope, stored)));
  const lost = checked.receives.filter((e) => !kept.has(e.type));
  if (filters !== null && lost.length > 0) {
    throw new ArgumentError(
      'event_types',
      `${lost.map((e) => e.type).join(', ')} need ${[...new Set(lost.map((e) => e.scope))].join(' and ')}, which the credential that created this subscription did not have (its scopes: ${stored.join(', ')}), so it could never receive them; create a new subscription with a credential that has them`,
    );
  }
  if (kept.size === 0) {
    throw new ArgumentError(
      'event_types',
      `this subscription's scopes (${stored.join(', ')}) may read none of the event types it would match`,
    );
  }
  return checked.silent;
}

export async function subscriptionUpdate(input: Types.SubscriptionUpdateInput, ctx: WriteContext): Promise<Types.SubscriptionWriteResult> {
  const row = await loadSubscription(ctx, input.subscription_id);
  ctx.subject('webhook_subscription', row.id);
  const before = fieldsOf(row);
  const after: Fields = { ...before };
  let silent: string[] = [];
  if (input.url !== undefined) after.url = input.url;
  if (input.event_types !== undefined) {
    after.event_types = input.event_types;
    silent = checkNewFilter(input.event_types, row, ctx);
  }
  if (input.description !== undefined) after.description = input.description;
  if (input.state !== undefined) after.state = input.state;
  const changed = (['url', 'event_types', 'description', 'state'] as Field[]).filter(
    (f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]),
  );
  if (changed.length === 0) return { subscription: subscriptionFromRow(row, ctx), warnings: warningsFor(silent), receipt_id: null };

  const at = ctx.now.toISOString();
  const stateChange: Partial<WebhookSubscriptionRow> = {};
  if (changed.includes('state')) {
    stateChange.state_reason = after.state === 'active' ? null : `disabled through subscription_update by ${ctx.credential.id}`;
    stateChange.consecutive_failures = 0;
    if (after.state === 'disabled') {
      // Nothing more goes out while disabled (as when the dispatcher disables it).
      await ctx.scope.from('webhook_deliveries').where({ subscription_id: row.id, state: 'pending' }).update({
        state: 'cancelled',
        next_attempt_at: null,
        lease_owner: null,
        lease_until: null,
        last_error: stateChange.state_reason,
        updated_at: at,
        finished_at: at,
      });
    }
  }
  const updated: WebhookSubscriptionRow = {
    ...row,
    url: after.url,
    event_types: after.event_types === null ? null : JSON.stringify(after.event_types),
    description: after.description,
    state: after.state,
    ...stateChange,
    updated_at: at,
  };
  await ctx.scope.from('webhook_subscriptions').where({ id: row.id }).update({
    url: updated.url,
    event_types: updated.event_types,
    description: updated.description,
    state: updated.state,
    state_reason: updated.state_reason,
    consecutive_failures: updated.consecutive_failures,
    updated_at: at,
  });
  // The reversal restores every changed field; `unsubscribed` is not a state an update sets, so
  // undoing a re-enabling of an unsubscribed endpoint disables it instead.
  const restore: Record<string, unknown> = { subscription_id: row.id };
  for (const f of changed) restore[f] = f === 'state' && before.state === 'unsubscribed' ? 'disabled' : before[f];
  const receiptId = await ctx.record({
    resource_kind: 'webhook_subscription',
    resource_ref: row.id,
    changes: changed.map((f) => ({ field: f, before: before[f], after: after[f] })),
    reversal: {
      operation: 'subscription_update',
      arguments: restore,
      description: `Restore ${changed.join(', ')} of the subscription of ${row.url}.`,
    },
  });
  return { subscription: subscriptionFromRow(updated, ctx), warnings: warningsFor(silent), receipt_id: receiptId };
}

export async function subscriptionDelete(input: Types.SubscriptionDeleteInput, ctx: WriteContext): Promise<Types.SubscriptionDeleteResult> {
  const row = await loadSubscription(ctx, input.subscription_id);
  const deleted = subscriptionFromRow(row, ctx);
  const deliveries = ctx.scope.from('webhook_deliveries').where({ subscription_id: row.id }).select('id');
  await ctx.scope.from('webhook_attempts').whereIn('delivery_id', deliveries).delete();
  await ctx.scope.from('webhook_deliveries').where({ subscription_id: row.id }).delete();
  const n = await ctx.scope.from('webhook_subscriptions').where({ id: row.id }).delete();
  if (n !== 1) throw new ArgumentError('subscription_id', 'the subscription was deleted concurrently');
  const recreate: Record<string, unknown> = {
    ...(row.kind === 'finance' ? { entity_id: row.entity_id } : {}),
    url: row.url,
    ...(deleted.event_types !== null ? { event_types: deleted.event_types } : {}),
    ...(row.description !== null ? { description: row.description } : {}),
  };
  const receiptId = await ctx.record({
    resource_kind: 'webhook_subscription',
    resource_ref: row.id,
    changes: [
      {
        field: 'deleted',
        before: {
          kind: row.kind,
          entity_id: row.entity_id,
          url: row.url,
          event_types: deleted.event_types,
          description: row.description,
          state: row.state,
        },
        after: null,
      },
    ],
    reversal: {
      operation: row.kind === 'finance' ? 'finance_subscription_create' : 'subscription_create',
      arguments: recreate,
      description: `Subscribe ${row.url} again (a new subscription: new id, the scopes of the credential that makes it, no delivery history).`,
    },
  });
  return { deleted, receipt_id: receiptId };
}
