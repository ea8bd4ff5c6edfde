/**
 * The outbox (docs/ARCHITECTURE.md "Events"; seed: Events): every state change writes its CloudEvents
 * 1.0 event as a row in the same transaction as the change. The envelope is built and validated
 * by the `cloudevents` library; delivery (signing, retries) is the webhook dispatcher's job.
 * `source` is `/stores/{store_id}`; `subject` is the seed's subject for the type (e.g. the approval
 * id). An event of a sandbox copy carries the extension attribute `sandbox: true`
 * (column `outbox.sandbox`), so a receiver can never mistake it for live data.
 */
import { CloudEvent } from 'cloudevents';
import type { Knex } from 'knex';
import type { EventData, EventType } from '@storeops/contract';

/** Where an event comes from: its store, and whether that store is a sandbox copy. */
export interface EventSource {
  storeId: string;
  sandbox: boolean;
}

/**
 * Writes one event to the outbox. `type` is an event type of the AsyncAPI document and `data` its
 * generated payload type (`EventData<T>`), so a payload that drifts from the contract fails the
 * type check; returns the event id (the CloudEvents `id`, later the `webhook-id`).
 */
export async function emitEvent<T extends EventType>(
  db: Knex,
  from: EventSource,
  type: T,
  subject: string,
  data: EventData<T>,
  now: Date,
): Promise<string> {
  const event = new CloudEvent({
    type,
    source: `/stores/${from.storeId}`,
    subject,
    time: now.toISOString(),
    datacontenttype: 'application/json',
    data,
    ...(from.sandbox ? { sandbox: true } : {}),
  });
  event.validate();
  await db('outbox').insert({
    id: event.id,
    store_id: from.storeId,
    specversion: event.specversion,
    type: event.type,
    source: event.source,
    subject: event.subject ?? null,
    time: event.time,
    datacontenttype: event.datacontenttype,
    data: JSON.stringify(event.data),
    delivered_at: null,
    sandbox: from.sandbox,
  });
  return event.id;
}
