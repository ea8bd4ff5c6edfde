/**
 * Webhook rows as the API shows them (contract `WebhookSubscription`, `WebhookDelivery`), and the
 * store-scoped loads every subscription operation starts with.
 */
import { ArgumentError, type HandlerContext, type Types } from '@storeops/contract';
import { parseJsonArray, toNumber, type WebhookAttemptRow, type WebhookDeliveryRow, type WebhookSubscriptionRow } from '@storeops/db';
import { receivedTypes } from './filters';

/** The stored filter: the JSON array, or null (no filter). */
export function filtersOf(row: Pick<WebhookSubscriptionRow, 'event_types'>): string[] | null {
  return row.event_types === null ? null : parseJsonArray<string>(row.event_types);
}

/** The API view of a subscription; `receives` is computed under the subscription's stored scopes. */
export function subscriptionFromRow(row: WebhookSubscriptionRow, ctx: Pick<HandlerContext, 'mayRead'>): Types.WebhookSubscription {
  const scopes = parseJsonArray<Types.Scope>(row.scopes);
  const filters = filtersOf(row);
  return {
    id: row.id,
    kind: row.kind,
    entity_id: row.entity_id,
    url: row.url,
    event_types: filters,
    receives: receivedTypes(filters, row.kind, (scope) => ctx.mayRead(scope, scopes)),
    scopes,
    description: row.description,
    state: row.state,
    state_reason: row.state_reason,
    consecutive_failures: toNumber(row.consecutive_failures) ?? 0,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The API view of a delivery with its attempts (oldest first). */
export function deliveryFromRow(row: WebhookDeliveryRow, attempts: readonly WebhookAttemptRow[]): Types.WebhookDelivery {
  return {
    id: row.id,
    subscription_id: row.subscription_id,
    event_id: row.event_id,
    event_type: row.event_type,
    state: row.state,
    attempts: toNumber(row.attempts) ?? 0,
    last_status_code: toNumber(row.last_status_code),
    last_latency_ms: toNumber(row.last_latency_ms),
    last_error: row.last_error,
    next_attempt_at: row.state === 'pending' ? row.next_attempt_at : null,
    redelivery_of: row.redelivery_of,
    created_at: row.created_at,
    finished_at: row.finished_at,
    attempt_log: [...attempts]
      .sort((a, b) => (toNumber(a.attempt) ?? 0) - (toNumber(b.attempt) ?? 0))
      .map((a) => ({
        attempt: toNumber(a.attempt) ?? 0,
        started_at: a.started_at,
        status_code: toNumber(a.status_code),
        latency_ms: toNumber(a.latency_ms),
        error: a.error,
        outcome: a.outcome,
      })),
  };
}

/** The store's subscription `id`, else ArgumentError naming `subscription_id`. */
export async function loadSubscription(ctx: HandlerContext, id: string): Promise<WebhookSubscriptionRow> {
  const row = (await ctx.scope.from('webhook_subscriptions').where({ id }).first()) as WebhookSubscriptionRow | undefined;
  if (row === undefined)
    throw new ArgumentError('subscription_id', 'no webhook subscription with this id in this store (see subscription_list)');
  return row;
}

/** The attempts of `deliveryIds`, grouped by delivery. */
export async function attemptsOf(ctx: HandlerContext, deliveryIds: readonly string[]): Promise<Map<string, WebhookAttemptRow[]>> {
  const out = new Map<string, WebhookAttemptRow[]>();
  if (deliveryIds.length === 0) return out;
  const rows = (await ctx.scope.from('webhook_attempts').whereIn('delivery_id', deliveryIds).orderBy('attempt')) as WebhookAttemptRow[];
  for (const r of rows) {
    const list = out.get(r.delivery_id);
    if (list === undefined) out.set(r.delivery_id, [r]);
    else list.push(r);
  }
  return out;
}
