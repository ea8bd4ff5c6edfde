/**
 * A subscription's deliveries: the recent ones
 * with every attempt (read), and sending one event again (automatic write). A redelivery is a new
 * `webhook_deliveries` row, `pending` and due now, with `redelivery_of` naming the original and
 * the original's event (`event_id`, `event_type`, `event_seq`): the dispatcher sends it like any
 * delivery, ahead of the subscription's pending deliveries of later events (it orders by
 * `event_seq`). Only a finished delivery of an `active` subscription is sent again: a pending one
 * is still being sent, and nothing is sent to an endpoint that is not active.
 */
import { randomUUID } from 'node:crypto';
import {
  ArgumentError,
  cutPage,
  pageAfter,
  type HandlerContext,
  type Types,
  type WithDefaults,
  type WriteContext,
} from '@storeops/contract';
import { toNumber, type WebhookDeliveryRow, type WebhookSubscriptionRow } from '@storeops/db';
import { attemptsOf, deliveryFromRow, loadSubscription, subscriptionFromRow } from './rows';

const CURSOR_PREFIX = 'dlv1.';

export async function subscriptionDeliveries(
  input: WithDefaults<Types.SubscriptionDeliveriesInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.SubscriptionDeliveriesResult> {
  const sub = await loadSubscription(ctx, input.subscription_id);
  const q = ctx.scope.from('webhook_deliveries').select('*').where({ subscription_id: sub.id });
  if (input.state !== undefined) q.andWhere('state', input.state);
  if (input.event_type !== undefined) q.andWhere('event_type', input.event_type);
  const rows = (await pageAfter(q, CURSOR_PREFIX, input.before, input.limit)) as WebhookDeliveryRow[];
  const { page, has_more, next_cursor } = cutPage(CURSOR_PREFIX, rows, input.limit);
  const attempts = await attemptsOf(
    ctx,
    page.map((d) => d.id),
  );
  return {
    subscription: subscriptionFromRow(sub, ctx),
    deliveries: page.map((d) => deliveryFromRow(d, attempts.get(d.id) ?? [])),
    has_more,
    next_cursor,
  };
}

export async function subscriptionRedeliver(
  input: Types.SubscriptionRedeliverInput,
  ctx: WriteContext,
): Promise<Types.SubscriptionRedeliverResult> {
  const original = (await ctx.scope.from('webhook_deliveries').where({ id: input.delivery_id }).first()) as WebhookDeliveryRow | undefined;
  if (original === undefined)
    throw new ArgumentError('delivery_id', 'no delivery with this id in this store (see subscription_deliveries)');
  if (original.state === 'pending') {
    throw new ArgumentError(
      'delivery_id',
      `is still pending (${toNumber(original.attempts) ?? 0} attempts so far, the next due ${original.next_attempt_at ?? 'now'}); it is being sent`,
    );
  }
  const sub: WebhookSubscriptionRow = await loadSubscription(ctx, original.subscription_id);
  if (sub.state !== 'active') {
    throw new ArgumentError(
      'delivery_id',
      `its subscription is ${sub.state}; nothing is sent to it until it is re-enabled with subscription_update (state: active)`,
    );
  }
  const at = ctx.now.toISOString();
  const row: WebhookDeliveryRow = {
    id: randomUUID(),
    store_id: ctx.store.id,
    subscription_id: sub.id,
    event_id: original.event_id,
    event_type: original.event_type,
    event_seq: original.event_seq,
    state: 'pending',
    attempts: 0,
    next_attempt_at: at,
    lease_owner: null,
    lease_until: null,
    last_status_code: null,
    last_error: null,
    last_latency_ms: null,
    redelivery_of: original.id,
    created_at: at,
    updated_at: at,
    finished_at: null,
  };
  await ctx.scope.insert('webhook_deliveries', row);
  ctx.subject('webhook_delivery', row.id);
  return { delivery: deliveryFromRow(row, []) };
}
