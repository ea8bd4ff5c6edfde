/**
 * The e-invoice status sweep over a network other than the embedded access point (the e-invoice
 * port, `ctx.connectors.einvoice`; AppOptions `connectors.einvoice`; seed State machines
 * "E-invoice message"): it asks the port about the messages in transport only, applies each move it
 * reports from the row's current status (with the network's reason and actor) and announces it
 * once, in the outbox and the change feed; a move from another status, of an unknown message or to
 * the same status is ignored, and asking again applies nothing more.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { EinvoicePort, EinvoiceStatusUpdate, EventType, WriteContext } from '@storeops/contract';
import type { FinanceEinvoiceMessageRow } from '@storeops/db';
import { useSeededDb } from '@storeops/testkit/db';
import { IN_TRANSPORT, syncEinvoiceStatuses } from './einvoice-sync';

const suite = useSeededDb();

it('records what the swapped network reports, once, and ignores what does not apply', async () => {
  const rows = (await suite
    .db('finance_einvoice_messages')
    .where({ store_id: suite.hostedStoreId })
    .whereIn('status', [...IN_TRANSPORT])
    .orderBy('id')) as FinanceEinvoiceMessageRow[];
  const sent = rows.find((m) => m.status === 'sent');
  const queued = rows.find((m) => m.status === 'queued');
  expect(sent, 'a seeded message in sent').toBeDefined();
  expect(queued, 'a seeded message in queued').toBeDefined();
  const at = '2026-10-31T12:00:00.000Z';
  const counterparty = { type: 'external', id: 'peppol:0106:12345678' } as const;
  const reported: EinvoiceStatusUpdate[] = [
    { messageId: sent!.id, from: 'sent', to: 'rejected', reason: 'Unknown purchase order', at, actor: counterparty },
    // From a status the row is not in, to the status it is in, and of a message it was not asked about.
    { messageId: queued!.id, from: 'sent', to: 'delivered', reason: null, at, actor: counterparty },
    { messageId: queued!.id, from: 'queued', to: 'queued', reason: null, at, actor: counterparty },
    { messageId: randomUUID(), from: 'queued', to: 'sent', reason: null, at, actor: counterparty },
  ];
  const asked: string[][] = [];
  const network: EinvoicePort = {
    ownedTables: ['finance_einvoice_messages'],
    async statusUpdates(messages) {
      asked.push(messages.map((m) => m.status));
      return reported;
    },
  };
  const events: Array<{ id: string; type: EventType; subject: string; data: unknown }> = [];
  const base = suite.hosted;
  const ctx: Pick<WriteContext, 'scope' | 'now' | 'emit' | 'connectors'> = {
    scope: base.scope,
    now: base.now,
    connectors: { ...base.connectors, einvoice: network },
    emit: async (type, subject, data) => {
      const id = randomUUID();
      events.push({ id, type, subject, data });
      return id;
    },
  };

  expect(await syncEinvoiceStatuses(ctx)).toBe(1);
  expect(asked[0]!.length).toBe(rows.length);
  expect(asked[0]!.every((s) => s === 'queued' || s === 'sent')).toBe(true);
  expect(await suite.db('finance_einvoice_messages').where({ id: sent!.id }).first()).toMatchObject({
    status: 'rejected',
    previous_status: 'sent',
    status_reason: 'Unknown purchase order',
    status_changed_at: at,
  });
  expect(await suite.db('finance_einvoice_messages').where({ id: queued!.id }).first()).toMatchObject({ status: 'queued' });
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    type: 'fin.einvoice.status_changed',
    subject: sent!.id,
    data: { status: 'rejected', previous_status: 'sent', status_reason: 'Unknown purchase order', actor: counterparty, changed_at: at },
  });
  expect(await suite.db('finance_changes').where({ id: events[0]!.id }).first()).toMatchObject({ subject: sent!.id });

  // The rejected message is no longer in transport; the same report again moves nothing.
  expect(await syncEinvoiceStatuses(ctx)).toBe(0);
  expect(asked[1]!.length).toBe(rows.length - 1);
  expect(events).toHaveLength(1);
});
