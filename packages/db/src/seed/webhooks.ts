/**
 * Webhook and finance-entity history of the demo stores, shaped exactly as the
 * subscription operations and the dispatcher store them, so every subscription operation's first
 * documented example works on a fresh demo store and the dashboard's Webhooks page has something
 * to show:
 *
 * - one finance entity (set of books) per demo store, in the store's currency, for
 *   `finance_subscription_create`;
 * - the `order.created` events of the hosted store's last 20 orders (outbox rows, already fanned
 *   out: `dispatched_at` set), each payload the order as `get_orders` returned it when it was
 *   placed (paid, unfulfilled, nothing refunded);
 * - three subscriptions of the hosted store, made shortly before those orders:
 *   1. "ERP order export" (`order.created`, active): every event delivered, one after a retry
 *      (503, then 200), for `subscription_deliveries` and `subscription_redeliver`;
 *   2. "3PL fulfilment feed" (`order.created`): the first 12 delivered (one after a timeout), then
 *      disabled by the operator through `subscription_update`, for its re-enabling example;
 *   3. "Staging receiver" (no filter: every type its credential may read): the first delivery
 *      answered 410 Gone, so it is `unsubscribed`, for `subscription_delete`.
 *
 * Nothing is ever sent to these endpoints: their hosts are under `northwind-outfitters.example`,
 * the demo's own domain, and `.example` never resolves (RFC 6761), so a delivery the demo makes
 * (a redelivery, or an event after re-enabling) fails at name resolution without leaving the
 * machine, and is recorded as a failed attempt like any other.
 *
 * Ids come from PRNG streams named after the row they belong to (a subscription's name, an order's
 * id), so the same seed gives the same ids at any scale and anchor; at scale 1 they are the ids in
 * spec/openapi/paths/** examples. The deliveries' outbox `seq` is only known once the events are
 * inserted: `webhookHistoryRows` returns the events, and `deliveriesWithSeq` completes the rows.
 */
import type { FinanceEntityRow, OrderRow, WebhookAttemptRow, WebhookDeliveryRow, WebhookSubscriptionRow } from '../tables';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { HOUR_MS, MINUTE_MS, iso, toSecond } from './time';
import { SEED_OPERATOR_EMAIL } from './examples';

/** Events (orders) the history covers at most. */
export const WEBHOOK_HISTORY_ORDERS = 20;
/** Deliveries the 3PL feed received before it was disabled. */
const FEED_DELIVERED = 12;

/** The seeded endpoints (hosts under the demo's own `.example` domain: never resolved). */
export const SEEDED_ENDPOINTS = {
  erp: 'https://erp.northwind-outfitters.example/storeops/webhooks',
  feed: 'https://3pl.northwind-outfitters.example/hooks/orders',
  staging: 'https://staging.northwind-outfitters.example/webhooks',
} as const;

/** One outbox row as `emitEvent` writes it (without `seq`, which the database assigns). */
export interface OutboxSeedRow {
  id: string;
  store_id: string;
  specversion: string;
  type: string;
  source: string;
  subject: string;
  time: string;
  datacontenttype: string;
  data: string;
  delivered_at: null;
  sandbox: boolean;
  dispatched_at: string;
}

export type DeliverySeedRow = Omit<WebhookDeliveryRow, 'event_seq'>;

export interface WebhookHistoryRows {
  financeEntities: FinanceEntityRow[];
  subscriptions: WebhookSubscriptionRow[];
  events: OutboxSeedRow[];
  deliveries: DeliverySeedRow[];
  attempts: WebhookAttemptRow[];
}

export interface WebhookHistoryInput {
  hosted: { storeId: string; name: string; currency: string; orders: readonly OrderPlan[] };
  business: { storeId: string; name: string; currency: string };
  /** Creation time of each store (the entities are as old as their store). */
  createdAt: { hosted: string; business: string };
}

/** The order as `get_orders` shows it at the moment it was placed (orders domain service.ts). */
function orderAtCreation(plan: OrderPlan): Record<string, unknown> {
  const major = (cents: number) => Math.round(cents) / 100;
  const o: OrderRow = plan.row;
  const items = plan.lines.map((li) => ({
    id: li.id,
    title: li.title,
    sku: li.sku,
    quantity: li.quantity,
    unit_price: major(li.unit_price_cents),
    total: major(li.total_cents),
    product_id: li.product_id,
    variant_id: li.variant_id,
    refunded_quantity: 0,
  }));
  return {
    id: o.id,
    order_number: o.order_number,
    customer_ref: o.customer_ref,
    channel: o.channel,
    currency: o.currency,
    subtotal: major(o.subtotal_cents),
    discount: major(o.discount_cents),
    shipping: major(o.shipping_cents),
    tax: major(o.tax_cents),
    total: major(o.total_cents),
    refunded: 0,
    financial_status: 'paid',
    fulfillment_status: 'unfulfilled',
    line_item_count: items.length,
    line_items: items,
    refunds: [],
    created_at: o.created_at,
    external_id: o.external_id ?? null,
    cancelled_at: null,
    cancel_reason: null,
    shipping_address: o.shipping_address === null || o.shipping_address === undefined ? null : (JSON.parse(o.shipping_address) as unknown),
  };
}

interface Attempted {
  status: number | null;
  latency: number | null;
  error: string | null;
  outcome: WebhookAttemptRow['outcome'];
  /** Delay after the event before this attempt started, ms. */
  at: number;
}

/** Builds one delivery with its attempts; the last attempt decides its state. */
function delivery(
  rng: Rng,
  storeId: string,
  sub: WebhookSubscriptionRow,
  event: OutboxSeedRow,
  attempts: Attempted[],
  out: WebhookHistoryRows,
): DeliverySeedRow {
  const id = rng.uuid();
  const eventMs = Date.parse(event.time);
  attempts.forEach((a, i) =>
    out.attempts.push({
      id: rng.uuid(),
      store_id: storeId,
      delivery_id: id,
      attempt: i + 1,
      started_at: iso(eventMs + a.at),
      status_code: a.status,
      latency_ms: a.latency,
      error: a.error,
      outcome: a.outcome,
    }),
  );
  const last = attempts[attempts.length - 1]!;
  const finished = iso(eventMs + last.at + Math.ceil(last.latency ?? 0));
  const row: DeliverySeedRow = {
    id,
    store_id: storeId,
    subscription_id: sub.id,
    event_id: event.id,
    event_type: event.type,
    state: last.outcome === 'succeeded' ? 'succeeded' : last.outcome === 'gone' ? 'cancelled' : 'failed',
    attempts: attempts.length,
    next_attempt_at: null,
    lease_owner: null,
    lease_until: null,
    last_status_code: last.status,
    last_error: last.error,
    last_latency_ms: last.latency,
    redelivery_of: null,
    created_at: event.dispatched_at,
    updated_at: finished,
    finished_at: finished,
  };
  out.deliveries.push(row);
  return row;
}

/** A 2xx attempt about `at` ms after the event, with a latency of 60..420 ms (3 decimals, as measured). */
const ok = (rng: Rng, at: number, status = 200): Attempted => ({
  status,
  latency: Math.round(rng.range(60, 420) * 1000) / 1000,
  error: null,
  outcome: 'succeeded',
  at,
});

/** The rows described in the module comment. */
export function webhookHistoryRows(rng: Rng, input: WebhookHistoryInput): WebhookHistoryRows {
  const { hosted, business } = input;
  const out: WebhookHistoryRows = { financeEntities: [], subscriptions: [], events: [], deliveries: [], attempts: [] };
  const entities = rng.fork('finance-entities');
  out.financeEntities.push(
    {
      id: entities.fork('hosted').uuid(),
      store_id: hosted.storeId,
      name: hosted.name,
      legal_name: 'Northwind Outfitters B.V.',
      currency: hosted.currency,
      created_at: input.createdAt.hosted,
      timezone: 'Europe/Amsterdam',
      country: 'NL',
    },
    {
      id: entities.fork('business').uuid(),
      store_id: business.storeId,
      name: business.name,
      legal_name: 'Harbor Wholesale Company LLC',
      currency: business.currency,
      created_at: input.createdAt.business,
      timezone: 'America/New_York',
      country: 'US',
    },
  );

  const recent = [...hosted.orders]
    .sort((a, b) => a.createdMs - b.createdMs || a.row.id.localeCompare(b.row.id))
    .slice(-WEBHOOK_HISTORY_ORDERS);
  if (recent.length === 0) return out;
  const firstMs = toSecond(recent[0]!.createdMs);
  const subscription = (
    key: keyof typeof SEEDED_ENDPOINTS,
    fields: Pick<WebhookSubscriptionRow, 'description' | 'event_types' | 'created_by'> & { createdMs: number },
  ): WebhookSubscriptionRow => ({
    id: rng.fork(`subscription:${key}`).uuid(),
    store_id: hosted.storeId,
    kind: 'store',
    entity_id: null,
    url: SEEDED_ENDPOINTS[key],
    event_types: fields.event_types,
    scopes: JSON.stringify(['orders:read', 'automation:write']),
    description: fields.description,
    state: 'active',
    state_reason: null,
    consecutive_failures: 0,
    created_by: fields.created_by,
    created_at: iso(fields.createdMs),
    updated_at: iso(fields.createdMs),
  });
  const erp = subscription('erp', {
    description: 'ERP order export',
    event_types: JSON.stringify(['order.created']),
    created_by: 'app:erp-connector',
    createdMs: firstMs - 2 * HOUR_MS,
  });
  const feed = subscription('feed', {
    description: '3PL fulfilment feed',
    event_types: JSON.stringify(['order.created']),
    created_by: 'app:3pl-bridge',
    createdMs: firstMs - HOUR_MS,
  });
  const staging = subscription('staging', {
    description: 'Staging receiver',
    event_types: null,
    created_by: 'app:erp-connector',
    createdMs: firstMs - 5 * MINUTE_MS,
  });
  out.subscriptions.push(erp, feed, staging);

  recent.forEach((plan, i) => {
    const r = rng.fork(`order:${plan.row.id}`);
    const time = iso(toSecond(plan.createdMs));
    const event: OutboxSeedRow = {
      id: r.uuid(),
      store_id: hosted.storeId,
      specversion: '1.0',
      type: 'order.created',
      source: `/stores/${hosted.storeId}`,
      subject: plan.row.id,
      time,
      datacontenttype: 'application/json',
      data: JSON.stringify({ order_id: plan.row.id, order: orderAtCreation(plan) }),
      delivered_at: null,
      sandbox: false,
      dispatched_at: iso(toSecond(plan.createdMs) + 1000),
    };
    out.events.push(event);
    // ERP: delivered; the 7th needed a retry after a 503.
    delivery(
      r.fork('erp'),
      hosted.storeId,
      erp,
      event,
      i === 6 ? [{ status: 503, latency: 48.512, error: null, outcome: 'failed', at: 1200 }, ok(r, 7400)] : [ok(r, 1200)],
      out,
    );
    // 3PL feed: the first 12 delivered (the 3rd after a timeout), then disabled.
    if (i < FEED_DELIVERED) {
      delivery(
        r.fork('feed'),
        hosted.storeId,
        feed,
        event,
        i === 2
          ? [
              {
                status: null,
                latency: null,
                error: 'UND_ERR_HEADERS_TIMEOUT: Headers Timeout Error',
                outcome: 'failed',
                at: 1300,
              },
              ok(r, 16_900, 202),
            ]
          : [ok(r, 1300, 202)],
        out,
      );
    }
    // Staging: the first delivery answered 410 Gone, which unsubscribed it.
    if (i === 0) {
      const gone = delivery(
        r.fork('staging'),
        hosted.storeId,
        staging,
        event,
        [{ status: 410, latency: 35.204, error: null, outcome: 'gone', at: 1250 }],
        out,
      );
      staging.state = 'unsubscribed';
      staging.state_reason = `the endpoint answered 410 Gone at ${iso(Date.parse(event.time) + 1250)}`;
      staging.updated_at = gone.finished_at!;
    }
  });
  // Paused after its last delivery and before the next order (which it therefore never got).
  const lastFedMs = toSecond(recent[Math.min(FEED_DELIVERED, recent.length) - 1]!.createdMs);
  const next = recent[FEED_DELIVERED];
  const pausedMs =
    next === undefined ? lastFedMs + 10 * MINUTE_MS : toSecond(Math.max(lastFedMs + 20_000, (lastFedMs + toSecond(next.createdMs)) / 2));
  feed.state = 'disabled';
  feed.state_reason = `disabled through subscription_update by operator:${SEED_OPERATOR_EMAIL}`;
  feed.updated_at = iso(pausedMs);
  return out;
}

/** The deliveries with each event's outbox `seq` (known once the events are inserted). */
export function deliveriesWithSeq(deliveries: readonly DeliverySeedRow[], seqOf: ReadonlyMap<string, number>): WebhookDeliveryRow[] {
  return deliveries.map((d) => {
    const seq = seqOf.get(d.event_id);
    if (seq === undefined) throw new Error(`seeded delivery ${d.id} names an event that was not inserted: ${d.event_id}`);
    return { ...d, event_seq: seq };
  });
}
