/**
 * The outbox (ARCHITECTURE.md "Events"; seed: Events): every state change writes its CloudEvents
 * 1.0 event as a row in the same transaction as the change. The envelope is built and validated
 * by the `cloudevents` library; delivery (signing, retries) is the webhook dispatcher's job.
 * `source` is `/stores/{store_id}`; `subject` is the seed's subject for the type (e.g. the approval id).
 */
import { CloudEvent } from 'cloudevents';
import type { Knex } from 'knex';

export async function emitEvent(
  db: Knex,
  storeId: string,
  type: string,
  subject: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const event = new CloudEvent({
    type,
    source: `/stores/${storeId}`,
    subject,
    time: now.toISOString(),
    datacontenttype: 'application/json',
    data,
  });
  event.validate();
  await db('outbox').insert({
    id: event.id,
    store_id: storeId,
    specversion: event.specversion,
    type: event.type,
    source: event.source,
    subject: event.subject ?? null,
    time: event.time,
    datacontenttype: event.datacontenttype,
    data: JSON.stringify(event.data),
    delivered_at: null,
  });
  return event.id;
}
