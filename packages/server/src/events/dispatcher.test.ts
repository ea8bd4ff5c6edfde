/**
 * The dispatcher over real HTTP on loopback (development loopback switch on, except where the
 * refusal is the point): fan-out from the outbox, signed CloudEvents deliveries that `node:crypto`
 * verifies against the served JWKS, retries with the same webhook-id, 410 unsubscribes, 20
 * consecutive failed deliveries disable, order per subscription, connect-time refusal of a private
 * address, and a lease left by a dead process is taken over.
 */
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_CATALOGUE } from '@storeops/contract';
import { checkTarget, createPoster, systemResolver, type EgressPolicy, type Resolver } from '@storeops/egress';
import { useTestServer } from '@storeops/testkit/server';
import { Dispatcher, cloudEventBody, defaultBackoffMs } from './dispatcher';
import { SigningKeyCache } from './signing-keys';
import { startReceiver, type TestReceiver } from './test-receiver';

const t = useTestServer({ scale: 0.05 }, { key: ['catalog:read', 'catalog:write'] });
let rx: TestReceiver;
let variant: { id: string; price_cents: number };
const dev: EgressPolicy = { allowLoopback: true, resolver: systemResolver };

beforeAll(async () => {
  variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
});
beforeEach(async () => {
  rx = await startReceiver();
  await t.db('webhook_subscriptions').delete();
  await dispatcher().drain(); // mark what earlier tests left in the outbox
});
afterEach(async () => rx.close());

function dispatcher(over: Partial<ConstructorParameters<typeof Dispatcher>[0]> = {}, policy = dev) {
  return new Dispatcher({
    db: t.db,
    catalogue: EVENT_CATALOGUE,
    keys: new SigningKeyCache(t.db),
    poster: createPoster(policy, 2_000),
    backoffMs: () => 0,
    log: () => {},
    ...over,
  });
}

async function subscribe(url: string, over: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await t.db('webhook_subscriptions').insert({
    id,
    store_id: t.hostedStoreId,
    kind: 'store',
    entity_id: null,
    url,
    event_types: JSON.stringify(['approval.*']),
    scopes: JSON.stringify(['automation:read']),
    description: null,
    state: 'active',
    state_reason: null,
    consecutive_failures: 0,
    created_by: 'test',
    created_at: at,
    updated_at: at,
    ...over,
  });
  return id;
}

let cents = 100;
/** A proposed price change: one `approval.requested` event. */
async function propose(): Promise<string> {
  const res = await t.call(
    'storefront_update_variant_price',
    { variant_id: variant.id, new_price: (Number(variant.price_cents) + cents++) / 100 },
    t.keys.key,
  );
  expect(res.status).toBe(200);
  return res.body.result.approval_id as string;
}

describe('delivery', () => {
  it('sends the CloudEvents body signed with the published key; node:crypto verifies it against the JWKS', async () => {
    await subscribe(rx.url());
    const approvalId = await propose();
    await dispatcher().drain();
    const [got] = await rx.waitFor(1);
    const event = JSON.parse(got!.body.toString());
    expect(event).toMatchObject({
      specversion: '1.0',
      type: 'approval.requested',
      subject: approvalId,
      source: `/stores/${t.hostedStoreId}`,
    });
    expect(got!.headers['content-type']).toBe('application/cloudevents+json; charset=utf-8');
    expect(got!.headers['webhook-id']).toBe(event.id);
    const ts = Number(got!.headers['webhook-timestamp']);
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(60);
    const jwks = (await (await fetch(`${t.baseUrl}/.well-known/jwks.json`)).json()) as { keys: Array<{ kid: string }> };
    const jwk = jwks.keys.find((k) => k.kid === got!.headers['webhook-key-id'])!;
    const [scheme, sig] = String(got!.headers['webhook-signature']).split(',');
    expect(scheme).toBe('v1a');
    const signed = Buffer.concat([Buffer.from(`${event.id}.${ts}.`), got!.body]);
    const publicKey = createPublicKey({ key: jwk as never, format: 'jwk' });
    expect(verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig!, 'base64url'))).toBe(true);
    const row = await t.db('outbox').where({ id: event.id }).first();
    expect(got!.body.toString()).toBe(cloudEventBody(row));
  });

  it('retries a failing answer with the same webhook-id until it succeeds, recording every attempt', async () => {
    const sub = await subscribe(rx.url());
    rx.script = [500, 503];
    await propose();
    await dispatcher().drain();
    const got = await rx.waitFor(3);
    expect(new Set(got.map((g) => g.headers['webhook-id'])).size).toBe(1);
    const delivery = await t.db('webhook_deliveries').where({ subscription_id: sub }).first();
    expect(delivery).toMatchObject({ state: 'succeeded', attempts: 3, last_status_code: 204 });
    const attempts = await t.db('webhook_attempts').where({ delivery_id: delivery.id }).orderBy('attempt');
    expect(attempts.map((a) => [a.attempt, a.status_code, a.outcome])).toEqual([
      [1, 500, 'failed'],
      [2, 503, 'failed'],
      [3, 204, 'succeeded'],
    ]);
  });

  it('gives up after 6 attempts; a 410 unsubscribes the endpoint and cancels what was pending', async () => {
    const failing = await subscribe(rx.url('/failing'));
    rx.fallback = 500;
    await propose();
    await dispatcher().drain();
    expect(await t.db('webhook_deliveries').where({ subscription_id: failing }).first()).toMatchObject({ state: 'failed', attempts: 6 });
    expect(await t.db('webhook_subscriptions').where({ id: failing }).first()).toMatchObject({ state: 'active', consecutive_failures: 1 });
    await t.db('webhook_subscriptions').where({ id: failing }).delete();

    const gone = await subscribe(rx.url('/gone'));
    rx.received.length = 0;
    rx.script = [410];
    rx.fallback = 204;
    await propose();
    await propose();
    await dispatcher().drain();
    expect(rx.received).toHaveLength(1);
    expect(await t.db('webhook_subscriptions').where({ id: gone }).first()).toMatchObject({ state: 'unsubscribed' });
    const states = (await t.db('webhook_deliveries').where({ subscription_id: gone }).orderBy('event_seq')).map((d) => d.state);
    expect(states).toEqual(['cancelled', 'cancelled']);
    await propose();
    await dispatcher().drain();
    expect(rx.received).toHaveLength(1);
  });

  it('20 consecutive failed deliveries disable the endpoint', async () => {
    const sub = await subscribe(rx.url());
    rx.fallback = 500;
    for (let i = 0; i < 21; i++) await propose();
    await dispatcher().drain(10_000);
    expect(await t.db('webhook_subscriptions').where({ id: sub }).first()).toMatchObject({ state: 'disabled', consecutive_failures: 20 });
    expect(rx.received).toHaveLength(20 * 6);
    const states = (await t.db('webhook_deliveries').where({ subscription_id: sub }).orderBy('event_seq')).map((d) => d.state);
    expect(states.filter((s) => s === 'failed')).toHaveLength(20);
    expect(states.at(-1)).toBe('cancelled');
  });

  it('keeps the order of events per endpoint: a failing head holds the later ones', async () => {
    await subscribe(rx.url());
    rx.script = [500, 500];
    const ids = [await propose(), await propose(), await propose()];
    await dispatcher().drain();
    const subjects = rx.received.map((r) => JSON.parse(r.body.toString()).subject);
    expect(subjects).toEqual([ids[0], ids[0], ids[0], ids[1], ids[2]]);
  });

  it('the filter and the scopes bound what an endpoint receives', async () => {
    const narrow = await subscribe(rx.url('/decided'), { event_types: JSON.stringify(['approval.decided']) });
    const unscoped = await subscribe(rx.url('/unscoped'), { event_types: null, scopes: JSON.stringify(['catalog:read']) });
    await propose();
    await dispatcher().drain();
    expect(await t.db('webhook_deliveries').whereIn('subscription_id', [narrow, unscoped])).toHaveLength(0);
    expect(rx.received).toHaveLength(0);
  });
});

describe('egress at delivery time', () => {
  it('a name that resolves to a private address when the delivery connects is refused; nothing is sent', async () => {
    let calls = 0;
    const rebinding: Resolver = async () =>
      calls++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    const policy: EgressPolicy = { allowLoopback: false, resolver: rebinding };
    const url = `https://hooks.rebind.example:${rx.port}/hooks`;
    expect(await checkTarget(url, policy)).toBeNull(); // public when the subscription is created
    const sub = await subscribe(url);
    await propose();
    const d = dispatcher({ maxAttempts: 2 }, policy);
    await d.drain();
    expect(rx.received).toHaveLength(0);
    const delivery = await t.db('webhook_deliveries').where({ subscription_id: sub }).first();
    expect(delivery).toMatchObject({ state: 'failed', attempts: 2 });
    const attempts = await t.db('webhook_attempts').where({ delivery_id: delivery.id });
    expect(attempts.every((a) => a.outcome === 'refused' && /non-public address \(loopback\) at connect time/.test(a.error))).toBe(true);
  });
});

describe('the attempt timeout', () => {
  it('is one deadline for the whole attempt: a receiver that sends its headers, then dribbles its body, is cut at it', async () => {
    // Headers at once, then one byte every 100 ms for 4 s: no single phase is ever idle for the timeout.
    const cuts: number[] = [];
    const slow = createServer((req, res) => {
      const arrived = performance.now();
      req.resume();
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.flushHeaders();
      let sent = 0;
      const timer = setInterval(() => {
        if (++sent === 40) {
          clearInterval(timer);
          res.end('.');
        } else res.write('.');
      }, 100);
      res.on('close', () => {
        clearInterval(timer);
        if (!res.writableFinished) cuts.push(performance.now() - arrived);
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const port = (slow.address() as AddressInfo).port;
      const sub = await subscribe(`http://localhost:${port}/hooks`);
      await propose();
      await dispatcher({ maxAttempts: 1, poster: createPoster(dev, 500) }).drain();
      const delivery = await t.db('webhook_deliveries').where({ subscription_id: sub }).first();
      const [attempt, ...more] = await t.db('webhook_attempts').where({ delivery_id: delivery.id });
      expect(more).toEqual([]);
      expect(attempt).toMatchObject({ outcome: 'failed', status_code: null });
      expect(attempt.error).toMatch(/^ETIMEDOUT: no complete answer within 500 ms/);
      // The client hung up before the body's end (4 s): the attempt was cut, not waited out.
      await vi.waitFor(() => expect(cuts).toHaveLength(1));
      expect(cuts[0]).toBeLessThan(3_000);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });
});

describe('at least once', () => {
  it('a delivery leased by a process that died is sent again once its lease expires', async () => {
    const sub = await subscribe(rx.url());
    await propose();
    const a = dispatcher({ leaseMs: 200 });
    // Fan out, then take the lease as a process that dies before sending.
    await (a as unknown as { fanOut(): Promise<number> }).fanOut();
    const delivery = await t.db('webhook_deliveries').where({ subscription_id: sub }).first();
    await t
      .db('webhook_deliveries')
      .where({ id: delivery.id })
      .update({ lease_owner: 'dead', lease_until: new Date(Date.now() + 200).toISOString() });
    const b = dispatcher({ leaseMs: 200 });
    await b.drain();
    expect(rx.received).toHaveLength(0); // still leased by the dead process
    await new Promise((r) => setTimeout(r, 250));
    await b.drain();
    expect(rx.received).toHaveLength(1);
    expect(await t.db('webhook_deliveries').where({ id: delivery.id }).first()).toMatchObject({ state: 'succeeded' });
  });

  it('the backoff schedule is 5 s, 30 s, 2 min, 10 min, 1 h with ±20% jitter', () => {
    expect([1, 2, 3, 4, 5].map((n) => defaultBackoffMs(n, () => 0.5))).toEqual([5_000, 30_000, 120_000, 600_000, 3_600_000]);
    expect(defaultBackoffMs(1, () => 0)).toBe(4_000);
    expect(defaultBackoffMs(5, () => 1)).toBe(4_320_000);
  });
});
