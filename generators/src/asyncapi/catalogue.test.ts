/**
 * spec/asyncapi/asyncapi.yaml against the seed's Events tables: exactly the 21 types, in the
 * seed's order, each with its family, scope, publishing flag and subject; the seed's 16 publish, plus
 * `product.price_changed`, which the service publishes though the seed does not list it (a type starting to publish is additive).
 * And the
 * generated catalogue the other packages import is this table.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE, type EventType } from '../../../packages/webhooks/src/generated/events';
import { eventValidators } from '../../../packages/contract/src/validators';
import { bundleAsyncApi } from './bundle';
import { buildEventsIR } from './ir';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Seed: Events, "Store events" and "Finance entity events": type, publishing, subject, scope (publishing as served now). */
const SEED: Array<[string, boolean, string, string]> = [
  ['order.created', true, 'order id', 'orders:read'],
  ['order.refunded', true, 'order id', 'orders:read'],
  ['product.price_changed', true, 'variant id', 'catalog:read'], // seed: no; published by the service
  ['cs.thread_escalated', true, 'thread id', 'cs:read'], // seed: no; published by the service
  ['campaign.status_changed', true, 'campaign id', 'ads:read'], // seed: no; published by the service
  ['compliance.finding_opened', false, 'finding id', 'automation:read'],
  ['approval.requested', true, 'approval id', 'automation:read'],
  ['approval.decided', true, 'approval id', 'automation:read'],
  ['approval.expired', true, 'approval id', 'automation:read'],
  ['intent.field_overwritten_externally', true, 'intent (declaration) id', 'automation:read'],
  ['fin.entry.posted', true, 'entry id', 'finance:read'],
  ['fin.entry.reversed', true, 'reversal entry id', 'finance:read'],
  ['fin.period.closed', true, 'period id', 'finance:read'],
  ['fin.period.reopened', true, 'period id', 'finance:read'],
  ['fin.bank.imported', true, 'import id', 'finance:read'],
  ['fin.bank_transaction.dismissed', true, 'bank transaction id', 'finance:read'],
  ['fin.bank_transaction.undismissed', true, 'bank transaction id', 'finance:read'],
  ['fin.bank_account.created', true, 'bank account id', 'finance:read'],
  ['fin.bank_account.updated', true, 'bank account id', 'finance:read'],
  ['fin.bank.consent_expiring', false, 'bank connection id', 'finance:read'],
  ['fin.einvoice.status_changed', true, 'e-invoice message id', 'finance:read'],
];

describe('the AsyncAPI document is the seed catalogue', () => {
  const ir = buildEventsIR(bundleAsyncApi(join(root, 'spec/asyncapi/asyncapi.yaml')));

  it('has the 21 seed types in order, with publishing, subject, scope and family', () => {
    expect(ir.events.map((e) => [e.type, e.publishing, e.subject, e.scope])).toEqual(SEED);
    expect(ir.events.filter((e) => e.family === 'store')).toHaveLength(10);
    expect(ir.events.filter((e) => e.family === 'finance').every((e) => e.type.startsWith('fin.'))).toBe(true);
    expect(ir.events.filter((e) => e.publishing)).toHaveLength(19);
  });

  it('every payload names its subject as a typed id, says who acted where something was done, and is closed', () => {
    for (const e of ir.events) {
      const props = e.dataSchema.properties as Record<string, unknown>;
      expect(e.dataSchema.additionalProperties, e.type).toBe(false);
      expect(
        Object.keys(props).some((k) => k.endsWith('_id')),
        e.type,
      ).toBe(true);
      if (e.family === 'finance') expect(e.dataSchema.required, e.type).toContain('entity_id');
      if (!['order.created', 'fin.bank.consent_expiring'].includes(e.type)) expect(e.dataSchema.required, e.type).toContain('actor');
    }
  });

  it('every message example is a valid envelope of its type, and the four events emitted today have one', () => {
    const messages = (ir.document.components as { messages: Record<string, { examples?: Array<{ name: string; payload: unknown }> }> })
      .messages;
    const withExamples: string[] = [];
    for (const [type, message] of Object.entries(messages)) {
      for (const example of message.examples ?? []) {
        const validate = eventValidators[type as EventType];
        expect(validate(example.payload), `${type} ${example.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
        withExamples.push(type);
      }
    }
    expect(withExamples).toEqual(
      expect.arrayContaining(['approval.requested', 'approval.decided', 'approval.expired', 'intent.field_overwritten_externally']),
    );
  });

  it('the generated EVENT_CATALOGUE is this table', () => {
    expect(EVENT_CATALOGUE.map((d) => [d.type, d.publishing, d.subject, d.scope])).toEqual(SEED);
  });
});
