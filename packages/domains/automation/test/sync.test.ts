/**
 * Automation jobs and sync through HTTP: run_sync_orders / run_sync_catalog queue a
 * job and answer at once; the job runner (driven with `app.jobs.drain()`) pulls the embedded demo
 * storefront's changes; get_job_runs lists the jobs. The clock is the test's (`now`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDataValidators, eventValidators, type EventType } from '@storeops/contract';
import { embeddedStorefront, type CatalogChange, type StorefrontPort } from '@storeops/connector-storefront';
import { useTestServer, startTestServer, type TestServer } from '@storeops/testkit/server';

const HOUR = 3_600_000;
const DEMO_ORDER_ID_BASE = 6_000_000_000_000;

const t = useTestServer({ scale: 0.1, now: () => new Date(nowMs) });
let nowMs = Date.now();
let writer: string;
let reader: string;
/** The seeded store's last sync time: where the first sync starts. */
let seededSyncAt: string;

beforeAll(async () => {
  const store = await t.db('stores').where({ id: t.hostedStoreId }).first();
  seededSyncAt = store.last_synced_at as string;
  nowMs = Date.parse(seededSyncAt) + 6 * HOUR;
  writer = await t.key(['automation:write', 'automation:read', 'orders:read']);
  reader = await t.key(['automation:read']);
});

async function demoOrders(): Promise<Array<{ id: string; external_id: string; order_number: number }>> {
  return t
    .db('orders')
    .where({ store_id: t.hostedStoreId })
    .andWhere('external_id', '>=', String(DEMO_ORDER_ID_BASE))
    .orderBy('order_number');
}
async function events(type: string): Promise<Array<{ subject: string; data: any }>> {
  const rows = await t.db('outbox').where({ store_id: t.hostedStoreId, type }).orderBy('seq');
  return rows.map((r) => ({ subject: r.subject as string, data: JSON.parse(r.data as string) }));
}
async function job(id: string): Promise<any> {
  const res = await t.call('get_job_runs', { limit: 100 }, reader);
  expect(res.status).toBe(200);
  return res.body.result.jobs.find((j: { id: string }) => j.id === id);
}
async function syncOrders(body: Record<string, unknown> = {}): Promise<any> {
  const res = await t.call('run_sync_orders', body, writer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.app.jobs.drain();
  return job(res.body.result.job_id);
}

describe('run_sync_orders', () => {
  it('answers a queued job at once; the runner records the new orders; get_job_runs shows state, timings and counts', async () => {
    const before = (await demoOrders()).length;
    expect(before).toBe(0);
    const res = await t.call('run_sync_orders', {}, writer);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ kind: 'run_sync_orders', state: 'queued', coalesced: false });
    const id = res.body.result.job_id as string;
    // Nothing ran yet: the call only queued.
    expect((await demoOrders()).length).toBe(0);
    expect(await job(id)).toMatchObject({ state: 'queued', started_at: null, queue_ms: null, counts: null, attempts: 0 });
    const receipt = await t.db('receipts').where({ id: res.body.result.receipt_id }).first();
    expect(receipt).toMatchObject({ resource_kind: 'job_run', resource_ref: id });
    await t.app.audit.drain();
    const audit = await t
      .db('audit_log')
      .where({ request_id: res.headers.get('x-request-id')! })
      .first();
    expect(audit).toMatchObject({ operation: 'run_sync_orders', subject_ref: `job_run:${id}` });

    expect(await t.app.jobs.drain()).toBe(1);
    const done = await job(id);
    expect(done).toMatchObject({ state: 'succeeded', attempts: 1, error: null, started_at: new Date(nowMs).toISOString() });
    expect(done.duration_ms).toBeGreaterThanOrEqual(0);
    expect(done.queue_ms).toBeGreaterThanOrEqual(0);
    const orders = await demoOrders();
    // About 40% of the 24 quarter-hours in 6 hours take an order.
    expect(orders.length).toBeGreaterThan(3);
    expect(done.counts).toMatchObject({ orders_created: orders.length, orders_skipped: 0 });
    expect(done.result).toMatchObject({ more: false, cursor: new Date(nowMs).toISOString() });
    const created = await events('order.created');
    for (const o of orders) {
      const mine = created.filter((e) => e.subject === o.id);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.data).toMatchObject({ order_id: o.id, order: { id: o.id, channel: 'online_store', financial_status: 'paid' } });
      expect(mine[0]!.data.order.line_items.length).toBeGreaterThan(0);
    }
    const store = await t.db('stores').where({ id: t.hostedStoreId }).first();
    expect(store.last_synced_at).toBe(new Date(nowMs).toISOString());
  });

  it('sync twice creates each new order once and emits one order.created each (also when the same period is read again)', async () => {
    const first = await demoOrders();
    const again = await syncOrders();
    expect(again.counts).toMatchObject({ seen: 0, orders_created: 0 });
    expect(await demoOrders()).toEqual(first);

    // Rewind the cursor: the storefront answers the same period again; nothing is created twice.
    await t.db('sync_cursors').where({ store_id: t.hostedStoreId, resource: 'orders' }).delete();
    await t.db('stores').where({ id: t.hostedStoreId }).update({ last_synced_at: seededSyncAt });
    const replay = await syncOrders();
    expect(replay.counts.orders_skipped).toBe(first.length);
    expect(replay.counts.orders_created).toBe(0);
    expect(await demoOrders()).toEqual(first);
    const created = await events('order.created');
    for (const o of first) expect(created.filter((e) => e.subject === o.id)).toHaveLength(1);
  });

  it('later syncs take the new orders, numbered after the last order, and take stock off the variants sold', async () => {
    const known = new Set((await demoOrders()).map((o) => o.id));
    const maxNumber = Number((await t.db('orders').where({ store_id: t.hostedStoreId }).max({ n: 'order_number' }).first())!.n);
    nowMs += 4 * HOUR;
    const stock = new Map(
      (await t.db('variants').where({ store_id: t.hostedStoreId })).map((v) => [v.id as string, Number(v.inventory_quantity)]),
    );
    const done = await syncOrders();
    const fresh = (await demoOrders()).filter((o) => !known.has(o.id));
    expect(fresh.length).toBe(done.counts.orders_created);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.map((o) => Number(o.order_number))).toEqual(fresh.map((_, i) => maxNumber + 1 + i));
    const sold = new Map<string, number>();
    for (const li of await t.db('order_line_items').whereIn(
      'order_id',
      fresh.map((o) => o.id),
    ))
      sold.set(li.variant_id, (sold.get(li.variant_id) ?? 0) + Number(li.quantity));
    for (const [variantId, qty] of sold) {
      const now = Number((await t.db('variants').where({ id: variantId }).first()).inventory_quantity);
      expect(now).toBe(Math.max(0, stock.get(variantId)! - qty));
    }
  });

  it('records refunds made on the storefront once, with order.refunded (actor external, no approval or receipt)', async () => {
    // Refunds an earlier sync of this file took (its window may hold some) are not this run's.
    const earlier = new Set(
      (await t.db('refunds').where({ store_id: t.hostedStoreId, source: 'storefront' }).select('id')).map((r) => r.id as string),
    );
    // The demo storefront refunds about 2% of its quarter-hours' orders; a day at a time until it has.
    const startMs = nowMs;
    let created = 0;
    for (let day = 0; day < 14 && created === 0; day++) {
      nowMs += 24 * HOUR;
      created += (await syncOrders()).counts.refunds_created;
    }
    expect(created).toBeGreaterThan(0);
    const all = await t.db('refunds').where({ store_id: t.hostedStoreId, source: 'storefront' });
    const refunds = all.filter((r) => !earlier.has(r.id as string));
    expect(refunds).toHaveLength(created);
    const refunded = await events('order.refunded');
    for (const r of refunds) {
      const e = refunded.filter((x) => x.data.refund.id === r.id);
      expect(e).toHaveLength(1);
      const order = await t.db('orders').where({ id: r.order_id }).first();
      expect(e[0]!.subject).toBe(order.id);
      expect(e[0]!.data).toMatchObject({
        order_id: order.id,
        refund: { id: r.id, amount: Number(r.amount_cents) / 100, reason: r.reason },
        refunded: Number(order.refunded_cents) / 100,
        actor: { type: 'external', id: null },
        approval_id: null,
        receipt_id: null,
      });
      expect(['partially_refunded', 'refunded']).toContain(order.financial_status);
    }
    // Read the same days again: nothing new.
    await t.db('sync_cursors').where({ store_id: t.hostedStoreId, resource: 'orders' }).delete();
    await t
      .db('stores')
      .where({ id: t.hostedStoreId })
      .update({ last_synced_at: new Date(startMs).toISOString() });
    const replay = await syncOrders();
    expect(replay.counts).toMatchObject({ orders_created: 0, refunds_created: 0 });
    expect(await t.db('refunds').where({ store_id: t.hostedStoreId, source: 'storefront' })).toHaveLength(all.length);
  });

  it('max_changes caps one run; the next run continues from where it stopped', async () => {
    nowMs += 24 * HOUR;
    const first = await syncOrders({ max_changes: 3 });
    expect(first.counts.seen).toBeLessThanOrEqual(3);
    expect(first.result.more).toBe(true);
    expect(Date.parse(first.result.cursor)).toBeLessThan(nowMs);
    const second = await syncOrders({ max_changes: 500 });
    expect(second.result.more).toBe(false);
    expect(second.counts.orders_skipped).toBe(0);
    expect(first.counts.seen + second.counts.seen).toBeGreaterThan(10);
  });

  it('a second call while a job of the kind is queued answers that job (coalesced, no receipt); idempotent retries replay', async () => {
    const a = await t.call('run_sync_orders', {}, writer, undefined);
    const b = await t.call('run_sync_orders', { max_changes: 10 }, writer);
    expect(b.body.result).toMatchObject({ job_id: a.body.result.job_id, coalesced: true, receipt_id: null });
    const res1 = await fetch(`${t.baseUrl}/api/v1/tools/run_sync_catalog`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/json', 'idempotency-key': 'sync-cat-1' },
      body: '{}',
    });
    const res2 = await fetch(`${t.baseUrl}/api/v1/tools/run_sync_catalog`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/json', 'idempotency-key': 'sync-cat-1' },
      body: '{}',
    });
    expect(res2.headers.get('idempotent-replayed')).toBe('true');
    const [j1, j2] = [(await res1.json()) as any, (await res2.json()) as any];
    expect(j2.result).toEqual(j1.result);
    expect(j1.result.coalesced).toBe(false);
    expect(await t.db('job_runs').where({ store_id: t.hostedStoreId, kind: 'run_sync_catalog', state: 'queued' })).toHaveLength(1);
    await t.app.jobs.drain();
  });

  it('refuses without automation:write (403), and on the business store without a storefront (404)', async () => {
    const res = await t.call('run_sync_orders', {}, reader);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('insufficient_scope');
    const writeOnly = await t.key(['automation:write']);
    expect((await t.call('get_job_runs', {}, writeOnly)).status).toBe(403);
    const business = await t.key(['automation:write'], { storeId: t.businessStoreId });
    const refused = await t.call('run_sync_orders', {}, business);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('not_found');
    expect((await t.call('run_sync_catalog', {}, business)).status).toBe(404);
  });

  it('refuses bad arguments with 400 naming the field', async () => {
    const res = await t.call('run_sync_orders', { max_changes: 501 }, writer);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toMatch(/^max_changes: /);
    expect((await t.call('get_job_runs', { state: 'done' }, reader)).status).toBe(400);
  });
});

describe('get_job_runs', () => {
  it('lists newest first, filters by kind and state, pages with offset', async () => {
    const all = (await t.call('get_job_runs', { limit: 100 }, reader)).body.result;
    expect(all.count).toBeGreaterThan(5);
    const queued = all.jobs.map((j: { queued_at: string }) => j.queued_at);
    expect([...queued].sort().reverse()).toEqual(queued);
    const orders = (await t.call('get_job_runs', { kind: 'run_sync_orders', state: 'succeeded', limit: 100 }, reader)).body.result;
    expect(orders.jobs.every((j: { kind: string; state: string }) => j.kind === 'run_sync_orders' && j.state === 'succeeded')).toBe(true);
    const p1 = (await t.call('get_job_runs', { limit: 2 }, reader)).body.result;
    expect(p1).toMatchObject({ count: 2, has_more: true, next_offset: 2 });
    const p2 = (await t.call('get_job_runs', { limit: 2, offset: 2 }, reader)).body.result;
    expect(p2.jobs[0].id).toBe(all.jobs[2].id);
  });
});

describe('run_sync_catalog', () => {
  it('applies price, compare-at, stock and title edits; emits product.price_changed (actor external); records content versions', async () => {
    nowMs += 48 * HOUR;
    const seededVersions = (await t.db('content_versions').where({ store_id: t.hostedStoreId, source: 'storefront_sync' })).length;
    const variants = new Map((await t.db('variants').where({ store_id: t.hostedStoreId })).map((v) => [v.id as string, v]));
    const res = await t.call('run_sync_catalog', {}, writer);
    await t.app.jobs.drain();
    const done = await job(res.body.result.job_id);
    expect(done.state).toBe('succeeded');
    expect(done.counts.prices_changed).toBeGreaterThan(0);
    const changed = (await events('product.price_changed')).filter((e) => e.data.receipt_id === null);
    expect(changed).toHaveLength(done.counts.prices_changed);
    // A variant edited twice in the window: the second event's `previous` is the first edit's value.
    const seen = new Map<string, any>();
    for (const e of changed) {
      const before = seen.get(e.subject) ?? variants.get(e.subject)!;
      seen.set(e.subject, {
        ...before,
        ...(e.data.fields[0] === 'price' ? { price_cents: Math.round(e.data.price * 100) } : {}),
        ...(e.data.fields[0] === 'compare_at_price'
          ? { compare_at_price_cents: e.data.compare_at_price === null ? null : Math.round(e.data.compare_at_price * 100) }
          : {}),
      });
      const now = await t.db('variants').where({ id: e.subject }).first();
      expect(e.data).toMatchObject({
        variant_id: now.id,
        product_id: now.product_id,
        sku: now.sku,
        currency: 'EUR',
        actor: { type: 'external', id: null },
      });
      expect(e.data.fields.length).toBe(1);
      if (e.data.fields[0] === 'price') {
        expect(e.data.previous).toEqual({ price: Number(before.price_cents) / 100 });
        expect(e.data.price).not.toBe(e.data.previous.price);
      } else {
        expect(e.data.previous).toEqual({
          compare_at_price: before.compare_at_price_cents === null ? null : Number(before.compare_at_price_cents) / 100,
        });
      }
    }
    const versions = await t.db('content_versions').where({ store_id: t.hostedStoreId, source: 'storefront_sync' });
    expect(versions).toHaveLength(seededVersions + done.counts.titles_changed);
    for (const v of versions.filter((x) => x.created_at > new Date(nowMs - 49 * HOUR).toISOString())) {
      expect(v.author).toBe('storefront');
      const p = await t.db('products').where({ id: v.product_id }).first();
      expect(Number(p.content_version)).toBeGreaterThanOrEqual(Number(v.version));
    }
    const again = await job((await t.call('run_sync_catalog', {}, writer)).body.result.job_id);
    expect(again.state).toBe('queued');
    await t.app.jobs.drain();
    expect((await job(again.id)).counts).toMatchObject({ seen: 0, prices_changed: 0 });
  });
});

describe('the events of the sync validate against the AsyncAPI contract', () => {
  it('order.created, order.refunded and product.price_changed: envelope and data', async () => {
    const types: EventType[] = ['order.created', 'order.refunded', 'product.price_changed'];
    const rows = await t.db('outbox').where({ store_id: t.hostedStoreId }).whereIn('type', types);
    for (const type of types)
      expect(
        rows.some((r) => r.type === type),
        type,
      ).toBe(true);
    for (const r of rows) {
      const type = r.type as EventType;
      const data = JSON.parse(r.data as string);
      const envelope = {
        specversion: r.specversion,
        id: r.id,
        source: r.source,
        type,
        subject: r.subject,
        time: r.time,
        datacontenttype: r.datacontenttype,
        data,
      };
      expect(eventValidators[type](envelope), `${type}: ${JSON.stringify(eventValidators[type].errors)}`).toBe(true);
      expect(eventDataValidators[type](data), `${type} data: ${JSON.stringify(eventDataValidators[type].errors)}`).toBe(true);
    }
  });
});

describe('an injected storefront connector', () => {
  let s: TestServer;
  let clock = Date.now();
  let catalog: CatalogChange[] = [];
  let fail = false;
  const connector: StorefrontPort = {
    ...embeddedStorefront,
    // Failing: the demo's orders, then one the body cannot record (it fails after writing the others).
    ordersSince: async (req) => {
      const page = await embeddedStorefront.ordersSince(req);
      if (!fail) return page;
      const broken = {
        type: 'order',
        order: { ...(page.changes.find((c) => c.type === 'order') as any).order, external_id: 'broken', lines: null },
      };
      return { ...page, changes: [...page.changes, broken as never] };
    },
    catalogChangesSince: async (req) => ({ changes: catalog, cursor: req.until, more: false }),
  };
  beforeAll(async () => {
    s = await startTestServer({ scale: 0.1, now: () => new Date(clock), connectors: { storefront: connector } });
  });
  afterAll(async () => s.close());

  it('a failing job is failed with the error, and its writes are rolled back', async () => {
    const key = await s.key(['automation:write', 'automation:read']);
    clock += 6 * HOUR;
    fail = true;
    const res = await s.call('run_sync_orders', {}, key);
    await s.app.jobs.drain();
    const jobs = (await s.call('get_job_runs', { state: 'failed' }, key)).body.result.jobs;
    expect(jobs[0]).toMatchObject({ id: res.body.result.job_id, state: 'failed', counts: null, result: null });
    expect(jobs[0].error).toMatch(/lines|null/);
    expect(await s.db('sync_cursors').where({ store_id: s.hostedStoreId })).toHaveLength(0);
    expect(
      await s.db('orders').where({ store_id: s.hostedStoreId }).andWhere('external_id', '>=', String(DEMO_ORDER_ID_BASE)),
    ).toHaveLength(0);
    expect(
      await s
        .db('outbox')
        .where({ store_id: s.hostedStoreId, type: 'order.created' })
        .andWhere('time', '>', new Date(clock - HOUR).toISOString()),
    ).toHaveLength(0);
    fail = false;
    const retry = await s.call('run_sync_orders', {}, key);
    expect(retry.body.result.job_id).not.toBe(res.body.result.job_id);
    await s.app.jobs.drain();
    expect((await s.db('job_runs').where({ id: retry.body.result.job_id }).first()).state).toBe('succeeded');
  });

  it('a synced price that overwrites a price an intent owns emits intent.field_overwritten_externally once', async () => {
    const admin = await s.key(['admin'], { autoApply: true });
    const variant = await s.db('variants').where({ store_id: s.hostedStoreId }).orderBy('sku').first();
    const desired = Number(variant.price_cents) / 100 + 1;
    const declared = await s.call(
      'intent_declare',
      {
        resource_kind: 'variant',
        resource_ref: variant.id,
        field: 'price',
        desired,
        reason: 'hold the price',
        expires_at: new Date(clock + 7 * 24 * HOUR).toISOString(),
      },
      admin,
    );
    expect(declared.status, JSON.stringify(declared.body)).toBe(200);
    const decided = await s.app.invoker.decideApproval({
      store: await s.app.stores.get(s.hostedStoreId),
      operator: { id: 'op-test', email: 'operator@test.example' },
      approvalId: declared.body.result.approval_id,
      decision: 'approve',
      requestId: 'req_test_decision',
      now: new Date(clock),
    });
    expect(decided.status).toBe('approved');
    const intent = await s.db('intents').where({ store_id: s.hostedStoreId, resource_ref: variant.id, status: 'active' }).first();
    expect(intent).toBeDefined();
    const price = Math.round(desired * 100) + 500;
    catalog = [{ type: 'price', at: new Date(clock).toISOString(), variant_id: variant.id, price_cents: price }];
    const key = await s.key(['automation:write', 'automation:read']);
    const res = await s.call('run_sync_catalog', {}, key);
    await s.app.jobs.drain();
    const done = (await s.db('job_runs').where({ id: res.body.result.job_id }).first()) as { state: string; counts: string };
    expect(done.state).toBe('succeeded');
    expect(JSON.parse(done.counts)).toMatchObject({ prices_changed: 1, intents_overwritten: 1 });
    const overwritten = await s
      .db('outbox')
      .where({ store_id: s.hostedStoreId, type: 'intent.field_overwritten_externally', subject: intent.id });
    expect(overwritten).toHaveLength(1);
    expect(JSON.parse(overwritten[0].data)).toMatchObject({ desired, observed: price / 100, actor: { type: 'external', id: null } });
    const priceEvents = await s
      .db('outbox')
      .where({ store_id: s.hostedStoreId, type: 'product.price_changed', subject: variant.id })
      .orderBy('seq');
    // The approved declaration set the price first (a service write: its receipt, the credential as actor).
    expect(priceEvents).toHaveLength(2);
    expect(JSON.parse(priceEvents[0].data)).toMatchObject({
      price: desired,
      previous: { price: Number(variant.price_cents) / 100 },
      receipt_id: decided.receiptId,
      actor: { type: 'credential' },
    });
    expect(JSON.parse(priceEvents.at(-1).data)).toMatchObject({ price: price / 100, previous: { price: desired }, receipt_id: null });
    // The same value again: no change, no second event.
    const res2 = await s.call('run_sync_catalog', {}, key);
    await s.app.jobs.drain();
    expect(JSON.parse((await s.db('job_runs').where({ id: res2.body.result.job_id }).first()).counts)).toMatchObject({
      prices_changed: 0,
      skipped: 1,
      intents_overwritten: 0,
    });
  });
});

describe('product.price_changed from a service write', () => {
  it('an approved storefront_update_variant_price emits it with the receipt id and the credential as actor; a rejected one emits nothing', async () => {
    const key = await t.key(['catalog:read', 'catalog:write']);
    const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
    const before = Number(variant.price_cents) / 100;
    const decide = async (approvalId: string, decision: 'approve' | 'reject') =>
      t.app.invoker.decideApproval({
        store: await t.app.stores.get(t.hostedStoreId),
        operator: { id: 'op-test', email: 'operator@test.example' },
        approvalId,
        decision,
        requestId: 'req_test_decision',
        now: new Date(),
      });
    const count = async () => (await t.db('outbox').where({ type: 'product.price_changed', subject: variant.id })).length;
    const rejected = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: before + 3 }, key);
    expect(rejected.status).toBe(200);
    const n = await count();
    await decide(rejected.body.result.approval_id, 'reject');
    expect(await count()).toBe(n);
    const proposed = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: before + 2 }, key);
    const outcome = await decide(proposed.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('approved');
    const rows = await t.db('outbox').where({ type: 'product.price_changed', subject: variant.id }).orderBy('seq');
    expect(rows).toHaveLength(n + 1);
    expect(JSON.parse(rows.at(-1).data)).toEqual({
      variant_id: variant.id,
      product_id: variant.product_id,
      sku: variant.sku,
      currency: 'EUR',
      price: before + 2,
      compare_at_price: variant.compare_at_price_cents === null ? null : Number(variant.compare_at_price_cents) / 100,
      fields: ['price'],
      previous: { price: before },
      actor: { type: 'credential', id: expect.any(String) },
      receipt_id: outcome.receiptId,
    });
  });
});
