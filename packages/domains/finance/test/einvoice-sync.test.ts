/**
 * `fin.einvoice.status_changed` is published (seed: Finance entity events, State
 * machines "E-invoice message"): the e-invoice connector's status sync moves a message in
 * transport on the injected clock (embedded access point: queued → sent after 2 min, sent →
 * delivered after 10 min) and each move emits exactly one event, in the outbox and the change
 * feed, whose envelope validates against the AsyncAPI contract; the list shows the move over HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventValidators, eventDataValidators } from '@storeops/contract';
import { useTestServer, outboxEnvelopes } from '@storeops/testkit/server';

const MINUTE = 60_000;
const t = useTestServer({ scale: 0.05, now: () => new Date(Date.now() + offset) }, { key: ['finance:read', 'automation:write'] }, 120_000);
let offset = 0;
let message: { id: string; entity_id: string; document_number: string; amount_cents: number | string; currency: string };

beforeAll(async () => {
  message = await t
    .db('finance_einvoice_messages')
    .where({ store_id: t.hostedStoreId, direction: 'outbound', status: 'queued' })
    .orderBy('id')
    .first();
  expect(message).toBeDefined();
  // The message was queued a minute ago (the seed's are older: they would move at once).
  await t
    .db('finance_einvoice_messages')
    .where({ id: message.id })
    .update({ status_changed_at: new Date(Date.now() - MINUTE).toISOString() });
}, 120_000);

/** The outbox rows about the message, as CloudEvents envelopes. */
const events = () => outboxEnvelopes(t.db, message.id);

async function listed() {
  const res = await t.call('finance_einvoice_messages_list', { entity_id: message.entity_id, limit: 100 }, t.keys.key);
  expect(res.status).toBe(200);
  return (res.body.result.messages as Array<{ id: string; status: string; previous_status: string | null }>).find(
    (m) => m.id === message.id,
  )!;
}

describe('the e-invoice status sync', () => {
  it('a subscription to the type is saved without a no_publisher_yet warning', async () => {
    const res = await t.call(
      'finance_subscription_create',
      { entity_id: message.entity_id, url: 'https://example.com/einvoice-hooks', event_types: ['fin.einvoice.status_changed'] },
      t.keys.key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.warnings ?? []).toEqual([]);
  });

  it('moves nothing before its time; then each move emits exactly one valid event with previous_status', async () => {
    await t.app.sweep('einvoice_status_sync');
    expect(await events()).toEqual([]);
    expect(await listed()).toMatchObject({ status: 'queued' });

    offset = 2 * MINUTE; // the access point has sent it
    await t.app.sweep('einvoice_status_sync');
    const [sent, ...more] = await events();
    expect(more).toEqual([]);
    expect(
      eventValidators['fin.einvoice.status_changed'](sent),
      JSON.stringify(eventValidators['fin.einvoice.status_changed'].errors),
    ).toBe(true);
    expect(eventDataValidators['fin.einvoice.status_changed'](sent!.data)).toBe(true);
    expect(sent).toMatchObject({
      type: 'fin.einvoice.status_changed',
      subject: message.id,
      data: {
        entity_id: message.entity_id,
        einvoice_message_id: message.id,
        direction: 'outbound',
        document_number: message.document_number,
        total: Number(message.amount_cents) / 100,
        currency: message.currency,
        status: 'sent',
        previous_status: 'queued',
        actor: { type: 'service', id: 'peppol' },
      },
    });
    expect(await listed()).toMatchObject({ status: 'sent', previous_status: 'queued' });

    // The same event is in the change feed, under the same id.
    const feed = await t.call('finance_changes', { entity_id: message.entity_id, types: ['fin.einvoice.*'], limit: 100 }, t.keys.key);
    expect(feed.status, JSON.stringify(feed.body)).toBe(200);
    expect(JSON.stringify(feed.body.result)).toContain(sent!.id);

    // Asking again moves nothing more (sent → delivered takes 10 minutes).
    await t.app.sweep('einvoice_status_sync');
    expect(await events()).toHaveLength(1);

    offset = 13 * MINUTE;
    await t.app.sweep('einvoice_status_sync');
    const all = await events();
    expect(all.map((e) => [e.data.previous_status, e.data.status])).toEqual([
      ['queued', 'sent'],
      ['sent', 'delivered'],
    ]);
    expect(all.every((e) => eventValidators['fin.einvoice.status_changed'](e))).toBe(true);
    expect(await listed()).toMatchObject({ status: 'delivered', previous_status: 'sent' });
  });
});
