/**
 * Managing webhook subscriptions through HTTP, on the real paths, against the demo store's seeded webhook
 * history (db seed/webhooks.ts): an active ERP export with 20 delivered `order.created` events
 * (one after a 503), a 3PL feed disabled by the operator after 12, and a staging receiver that
 * answered 410. Also: the same operations on MCP, and the seeded events conform to the event
 * catalogue's payload schemas.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eventValidators, type EventType } from '@storeops/contract';
import type { WebhookSubscriptionRow } from '@storeops/db';
import { connectClient } from '@storeops/testkit/mcp';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.05 }, { admin: ['admin'] });
let erp: WebhookSubscriptionRow;
let feed: WebhookSubscriptionRow;
let staging: WebhookSubscriptionRow;

async function post(path: string, body: unknown, key = t.keys.admin): Promise<{ status: number; body: any }> {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const seeded = (description: string) => t.db('webhook_subscriptions').where({ store_id: t.hostedStoreId, description }).first();

beforeAll(async () => {
  [erp, feed, staging] = await Promise.all([seeded('ERP order export'), seeded('3PL fulfilment feed'), seeded('Staging receiver')]);
});

describe('the seeded webhook history', () => {
  it('is what the dispatcher would have left: events fanned out, every delivery finished, states consistent', async () => {
    expect([erp.state, feed.state, staging.state]).toEqual(['active', 'disabled', 'unsubscribed']);
    const events = await t.db('outbox').where({ store_id: t.hostedStoreId, type: 'order.created' });
    expect(events).toHaveLength(20);
    expect(events.every((e) => e.dispatched_at !== null)).toBe(true);
    expect(await t.db('webhook_deliveries').where({ state: 'pending' })).toHaveLength(0);
    const byState = async (id: string) =>
      (await t.db('webhook_deliveries').where({ subscription_id: id }).orderBy('event_seq')).map((d) => d.state as string);
    expect(await byState(erp.id)).toEqual(Array(20).fill('succeeded'));
    expect(await byState(feed.id)).toEqual(Array(12).fill('succeeded'));
    expect(await byState(staging.id)).toEqual(['cancelled']);
  });

  it('every seeded event is a valid CloudEvents envelope of its type (the catalogue’s payload schema)', async () => {
    const events = await t.db('outbox').where({ store_id: t.hostedStoreId }).whereNotNull('dispatched_at');
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) {
      const envelope = {
        specversion: e.specversion,
        id: e.id,
        source: e.source,
        type: e.type,
        subject: e.subject,
        time: e.time,
        datacontenttype: e.datacontenttype,
        data: JSON.parse(e.data),
      };
      const validate = eventValidators[e.type as EventType];
      expect(validate(envelope), `${e.type} ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});

describe('subscription_list', () => {
  it('lists store and finance subscriptions newest first, filters by kind, entity and state, and pages', async () => {
    const entity = (await t.db('finance_entities').where({ store_id: t.hostedStoreId }).first()).id as string;
    const fin = await post('/api/v1/finance/subscriptions', {
      entity_id: entity,
      url: 'https://example.com/fin',
      event_types: ['fin.period.*'],
    });
    expect(fin.status).toBe(200);
    const all = await post('/api/v1/subscriptions/list', {});
    expect(all.status).toBe(200);
    const ids = all.body.result.subscriptions.map((s: { id: string }) => s.id);
    expect(ids).toEqual([fin.body.result.subscription.id, staging.id, feed.id, erp.id]);
    const listedFeed = all.body.result.subscriptions[2];
    expect(listedFeed).toMatchObject({
      state: 'disabled',
      state_reason: expect.stringMatching(/^disabled through subscription_update by /),
      receives: ['order.created'],
    });
    expect(all.body.result.subscriptions[1]).toMatchObject({
      state: 'unsubscribed',
      state_reason: expect.stringMatching(/410 Gone/),
      event_types: null,
      receives: ['order.created', 'order.refunded'],
    });
    expect(
      (await post('/api/v1/subscriptions/list', { kind: 'finance' })).body.result.subscriptions.map((s: { id: string }) => s.id),
    ).toEqual([fin.body.result.subscription.id]);
    expect((await post('/api/v1/subscriptions/list', { entity_id: entity })).body.result.subscriptions).toHaveLength(1);
    expect(
      (await post('/api/v1/subscriptions/list', { state: 'disabled' })).body.result.subscriptions.map((s: { id: string }) => s.id),
    ).toEqual([feed.id]);
    const first = await post('/api/v1/subscriptions/list', { limit: 3 });
    expect(first.body.result).toMatchObject({ has_more: true });
    const second = await post('/api/v1/subscriptions/list', { limit: 3, before: first.body.result.next_cursor });
    expect(second.body.result).toMatchObject({ has_more: false, next_cursor: null });
    expect(second.body.result.subscriptions.map((s: { id: string }) => s.id)).toEqual([erp.id]);
    const bad = await post('/api/v1/subscriptions/list', { before: 'pol1.eyJjIjoiMjAyNi0wMS0wMSIsImkiOiJ4In0' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^before: /);
    // Another store sees none of them.
    const business = await t.key(['admin'], { storeId: t.businessStoreId });
    expect((await post('/api/v1/subscriptions/list', {}, business)).body.result.subscriptions).toEqual([]);
    await post('/api/v1/subscriptions/delete', { subscription_id: fin.body.result.subscription.id });
  });
});

describe('subscription_update', () => {
  it('re-enables a disabled subscription: active, reason cleared, failures reset, with a receipt that reverses it', async () => {
    await t.db('webhook_subscriptions').where({ id: feed.id }).update({ consecutive_failures: 3 });
    const res = await post('/api/v1/subscriptions/update', { subscription_id: feed.id, state: 'active' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.subscription).toMatchObject({ id: feed.id, state: 'active', state_reason: null, consecutive_failures: 0 });
    const receipt = await t.db('receipts').where({ id: res.body.result.receipt_id }).first();
    expect(JSON.parse(receipt.changes)).toEqual([{ field: 'state', before: 'disabled', after: 'active' }]);
    expect(JSON.parse(receipt.reversal)).toMatchObject({
      operation: 'subscription_update',
      arguments: { subscription_id: feed.id, state: 'disabled' },
    });
    // The same again changes nothing.
    const again = await post('/api/v1/subscriptions/update', { subscription_id: feed.id, state: 'active' });
    expect(again.body.result.receipt_id).toBeNull();
  });

  it('re-enables an unsubscribed (410) endpoint too', async () => {
    const res = await post('/api/v1/subscriptions/update', { subscription_id: staging.id, state: 'active' });
    expect(res.body.result.subscription).toMatchObject({ state: 'active', state_reason: null });
    await post('/api/v1/subscriptions/update', { subscription_id: staging.id, state: 'disabled' });
  });

  it('disabling cancels the pending deliveries and records who disabled it', async () => {
    const sub = await post('/api/v1/subscriptions', { url: 'https://example.com/pending', event_types: ['approval.*'] });
    const id = sub.body.result.subscription.id as string;
    const at = new Date().toISOString();
    const later = new Date(Date.now() + 3_600_000).toISOString(); // a retry an hour away: no dispatcher claims it meanwhile
    const event = (await t.db('outbox').where({ store_id: t.hostedStoreId }).orderBy('seq', 'desc').first())!;
    await t.db('webhook_deliveries').insert({
      id: '11111111-2222-4333-8444-555555555555',
      store_id: t.hostedStoreId,
      subscription_id: id,
      event_id: event.id,
      event_type: event.type,
      event_seq: event.seq,
      state: 'pending',
      attempts: 1,
      next_attempt_at: later,
      created_at: at,
      updated_at: at,
    });
    const res = await post('/api/v1/subscriptions/update', { subscription_id: id, state: 'disabled' });
    expect(res.body.result.subscription.state).toBe('disabled');
    expect(res.body.result.subscription.state_reason).toMatch(/^disabled through subscription_update by /);
    expect(await t.db('webhook_deliveries').where({ id: '11111111-2222-4333-8444-555555555555' }).first()).toMatchObject({
      state: 'cancelled',
    });
  });

  it('changing the url re-runs the target check; nothing changes when it is refused', async () => {
    for (const url of ['http://example.com/x', 'https://10.0.0.7/x', 'https://nowhere.example.net/x']) {
      const res = await post('/api/v1/subscriptions/update', { subscription_id: erp.id, url, description: 'changed?' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^url: /);
    }
    expect(await t.db('webhook_subscriptions').where({ id: erp.id }).first()).toMatchObject({ url: erp.url, description: erp.description });
    const ok = await post('/api/v1/subscriptions/update', { subscription_id: erp.id, url: 'https://example.com/erp' });
    expect(ok.body.result.subscription.url).toBe('https://example.com/erp');
    await post('/api/v1/subscriptions/update', { subscription_id: erp.id, url: erp.url });
  });

  it('a new filter is checked as on creation, warns about silent types, and null receives every type the stored scopes read', async () => {
    const key = await t.key(['automation:write', 'automation:read']);
    const sub = await post('/api/v1/subscriptions', { url: 'https://example.com/f', event_types: ['approval.requested'] }, key);
    const id = sub.body.result.subscription.id as string;
    const unknown = await post('/api/v1/subscriptions/update', { subscription_id: id, event_types: ['approval.*', 'nosuch.*'] }, key);
    expect(unknown.body.message).toMatch(/^event_types\[1\]: nosuch\.\* matches no store event type/);
    const scope = await post('/api/v1/subscriptions/update', { subscription_id: id, event_types: ['order.*'] }, key);
    expect(scope.status).toBe(403);
    expect(scope.body.required_scopes).toEqual(['orders:read']);
    // An admin may name order types, but this subscription's stored scopes could never receive them.
    const beyond = await post('/api/v1/subscriptions/update', { subscription_id: id, event_types: ['order.*'] });
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toMatch(
      /^event_types: order\.created, order\.refunded need orders:read, which the credential that created this subscription did not have/,
    );
    const silent = await post(
      '/api/v1/subscriptions/update',
      { subscription_id: id, event_types: ['compliance.finding_opened', 'approval.*'], description: 'Compliance' },
      key,
    );
    expect(silent.status).toBe(200);
    expect(silent.body.result.warnings[0]).toMatchObject({ code: 'no_publisher_yet', event_types: ['compliance.finding_opened'] });
    const cleared = await post('/api/v1/subscriptions/update', { subscription_id: id, event_types: null, description: null }, key);
    expect(cleared.body.result.subscription).toMatchObject({
      event_types: null,
      description: null,
      receives: [
        'compliance.finding_opened',
        'approval.requested',
        'approval.decided',
        'approval.expired',
        'intent.field_overwritten_externally',
      ],
    });
  });

  it('refuses a subscription of another store, naming subscription_id', async () => {
    const business = await t.key(['admin'], { storeId: t.businessStoreId });
    const res = await post('/api/v1/subscriptions/update', { subscription_id: erp.id, state: 'disabled' }, business);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^subscription_id: /);
    expect((await t.db('webhook_subscriptions').where({ id: erp.id }).first()).state).toBe('active');
  });
});

describe('subscription_delete', () => {
  it('deletes the subscription with its deliveries and attempts; the receipt recreates it', async () => {
    const before = await t.db('webhook_deliveries').where({ subscription_id: staging.id });
    expect(before).toHaveLength(1);
    const res = await post('/api/v1/subscriptions/delete', { subscription_id: staging.id });
    expect(res.status).toBe(200);
    expect(res.body.result.deleted).toMatchObject({ id: staging.id, url: staging.url });
    expect(await t.db('webhook_subscriptions').where({ id: staging.id })).toHaveLength(0);
    expect(await t.db('webhook_deliveries').where({ subscription_id: staging.id })).toHaveLength(0);
    expect(await t.db('webhook_attempts').where({ delivery_id: before[0].id })).toHaveLength(0);
    const receipt = await t.db('receipts').where({ id: res.body.result.receipt_id }).first();
    expect(JSON.parse(receipt.reversal)).toMatchObject({
      operation: 'subscription_create',
      arguments: { url: staging.url, description: 'Staging receiver' },
    });
    const again = await post('/api/v1/subscriptions/delete', { subscription_id: staging.id });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^subscription_id: /);
  });
});

describe('subscription_deliveries', () => {
  it('shows recent deliveries newest first with state, attempts, status code, latency and each attempt', async () => {
    const res = await post('/api/v1/subscriptions/deliveries', { subscription_id: erp.id, limit: 20 });
    expect(res.status).toBe(200);
    const { deliveries, subscription } = res.body.result;
    expect(subscription.id).toBe(erp.id);
    expect(deliveries).toHaveLength(20);
    const times = deliveries.map((d: { created_at: string }) => d.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const d of deliveries) {
      expect(d).toMatchObject({
        state: 'succeeded',
        event_type: 'order.created',
        last_status_code: 200,
        next_attempt_at: null,
        redelivery_of: null,
      });
      expect(d.attempt_log).toHaveLength(d.attempts);
      expect(d.last_latency_ms).toBeGreaterThan(0);
    }
    const retried = deliveries.find((d: { attempts: number }) => d.attempts === 2);
    expect(
      retried.attempt_log.map((a: { attempt: number; status_code: number; outcome: string }) => [a.attempt, a.status_code, a.outcome]),
    ).toEqual([
      [1, 503, 'failed'],
      [2, 200, 'succeeded'],
    ]);
    const event = await t.db('outbox').where({ id: retried.event_id }).first();
    expect(event.type).toBe('order.created');
  });

  it('filters by state and event type, and pages with a cursor', async () => {
    const page1 = await post('/api/v1/subscriptions/deliveries', { subscription_id: erp.id, limit: 15 });
    expect(page1.body.result.has_more).toBe(true);
    const page2 = await post('/api/v1/subscriptions/deliveries', {
      subscription_id: erp.id,
      limit: 15,
      before: page1.body.result.next_cursor,
    });
    const ids = [...page1.body.result.deliveries, ...page2.body.result.deliveries].map((d: { id: string }) => d.id);
    expect(new Set(ids).size).toBeGreaterThanOrEqual(20);
    expect((await post('/api/v1/subscriptions/deliveries', { subscription_id: erp.id, state: 'failed' })).body.result.deliveries).toEqual(
      [],
    );
    expect(
      (await post('/api/v1/subscriptions/deliveries', { subscription_id: erp.id, event_type: 'order.refunded' })).body.result.deliveries,
    ).toEqual([]);
    const gone = await post('/api/v1/subscriptions/deliveries', { subscription_id: feed.id, limit: 1 });
    expect(gone.body.result.deliveries[0].state).toBe('succeeded');
  });

  it('refuses a subscription of another store', async () => {
    const business = await t.key(['admin'], { storeId: t.businessStoreId });
    const res = await post('/api/v1/subscriptions/deliveries', { subscription_id: erp.id }, business);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^subscription_id: /);
  });
});

describe('subscription_redeliver', () => {
  it('queues the event again: a new pending delivery due now, redelivery_of the original, same event and order', async () => {
    const original = await t.db('webhook_deliveries').where({ subscription_id: erp.id }).orderBy('event_seq', 'desc').first();
    const res = await post('/api/v1/subscriptions/redeliver', { delivery_id: original.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.result.delivery;
    expect(d).toMatchObject({
      subscription_id: erp.id,
      event_id: original.event_id,
      event_type: 'order.created',
      state: 'pending',
      attempts: 0,
      redelivery_of: original.id,
      attempt_log: [],
    });
    expect(Date.parse(d.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    const row = await t.db('webhook_deliveries').where({ id: d.id }).first();
    expect(Number(row.event_seq)).toBe(Number(original.event_seq));
    // It is listed first, and a pending delivery cannot be sent again while it is being sent.
    const listed = await post('/api/v1/subscriptions/deliveries', { subscription_id: erp.id, limit: 1 });
    expect(listed.body.result.deliveries[0].id).toBe(d.id);
    const twice = await post('/api/v1/subscriptions/redeliver', { delivery_id: d.id });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/^delivery_id: is still pending/);
  });

  it('refuses while the subscription is not active, and a delivery of another store', async () => {
    await post('/api/v1/subscriptions/update', { subscription_id: feed.id, state: 'disabled' });
    const fed = await t.db('webhook_deliveries').where({ subscription_id: feed.id }).first();
    const res = await post('/api/v1/subscriptions/redeliver', { delivery_id: fed.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^delivery_id: its subscription is disabled; .*subscription_update/);
    const business = await t.key(['admin'], { storeId: t.businessStoreId });
    const other = await post('/api/v1/subscriptions/redeliver', { delivery_id: fed.id }, business);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/^delivery_id: no delivery with this id/);
    expect(await t.db('webhook_deliveries').where({ redelivery_of: fed.id })).toHaveLength(0);
  });

  it('needs automation:write; reading deliveries needs automation:read', async () => {
    const reader = await t.key(['automation:read']);
    const fed = await t.db('webhook_deliveries').where({ subscription_id: erp.id }).first();
    const res = await post('/api/v1/subscriptions/redeliver', { delivery_id: fed.id }, reader);
    expect(res.status).toBe(403);
    expect(res.body.required_scopes).toContain('automation:write');
    expect((await post('/api/v1/subscriptions/deliveries', { subscription_id: erp.id }, reader)).status).toBe(200);
    const orders = await t.key(['orders:read']);
    expect((await post('/api/v1/subscriptions/list', {}, orders)).status).toBe(403);
  });
});

describe('on MCP, like any operation', () => {
  it('lists the subscription tools and runs them through the same gates', async () => {
    const { client } = await connectClient(t.baseUrl, t.keys.admin, '2025-06-18');
    try {
      const tools = (await client.listTools()).tools.map((x) => x.name);
      for (const name of [
        'subscription_create',
        'finance_subscription_create',
        'subscription_list',
        'subscription_update',
        'subscription_delete',
        'subscription_deliveries',
        'subscription_redeliver',
      ])
        expect(tools).toContain(name);
      const listed = await client.callTool({ name: 'subscription_list', arguments: { state: 'active' } });
      expect((listed.structuredContent as { subscriptions: Array<{ id: string }> }).subscriptions.map((s) => s.id)).toContain(erp.id);
      const refused = await client.callTool({ name: 'subscription_create', arguments: { url: 'https://10.0.0.1/x' } });
      expect(refused.isError).toBe(true);
      expect(JSON.parse((refused.content as Array<{ text: string }>)[0]!.text)).toMatchObject({
        error: 'invalid_request',
        message: expect.stringMatching(/^url: /),
      });
    } finally {
      await client.close();
    }
  });
});
