/**
 * Every event the server writes matches the AsyncAPI contract (spec/asyncapi):
 * a realistic flow through the real app (propose, approve, reject, a card that fails on approval,
 * auto-apply, a stop, expiry by the sweep and at decision time, an app request submitted, decided
 * and withdrawn, a sandbox card, an intent overwritten externally, a cs thread escalated) and then every outbox row it
 * wrote, rebuilt as the delivered CloudEvents envelope, passes the generated validators of its
 * type (envelope and `data`), and each payload says what happened (status, actor, links).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE, eventDataValidators, eventValidators, type EventType } from '@storeops/contract';
import { useTestServer, outboxEnvelopes } from '@storeops/testkit/server';
import { expireDue } from './approvals';
import { readBackAll } from './readback';

const t = useTestServer(
  { scale: 0.1 },
  {
    manual: ['write'],
    auto: { scopes: ['write'], autoApply: true },
    admin: ['admin'],
    app: ['automation:write', 'automation:read'],
    sandbox: { scopes: ['admin'], kind: 'sandbox' },
  },
);
let variant: { id: string; external_id: string; price_cents: number | string };
const started = new Date().toISOString();
const operator = { id: 'op-events', email: 'operator@events.example' };
const DAY = 86_400_000;

beforeAll(async () => {
  variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
});

async function decide(approvalId: string, decision: 'approve' | 'reject', now = new Date(), reason?: string) {
  const store = await t.app.stores.get(t.hostedStoreId);
  return t.app.invoker.decideApproval({
    store,
    operator,
    approvalId,
    decision,
    ...(reason !== undefined ? { reason } : {}),
    requestId: 'req_events',
    now,
  });
}

async function propose(key: string, price: number): Promise<string> {
  const res = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: price }, key);
  expect(res.status).toBe(200);
  return res.body.result.approval_id as string;
}

const envelopes = (subject: string) => outboxEnvelopes(t.db, subject);

const seen = new Map<string, ReturnType<typeof Object>>();

async function only(subject: string, type: EventType) {
  const list = (await envelopes(subject)).filter((e) => e.type === type);
  expect(list).toHaveLength(1);
  seen.set(list[0]!.id, list[0]);
  return list[0]!;
}

describe('events of the approval lifecycle carry the contract payloads', () => {
  it('a proposed write: approval.requested with the card and its exact change', async () => {
    const id = await propose(t.keys.manual, 41.5);
    const e = await only(id, 'approval.requested');
    expect(e.source).toBe(`/stores/${t.hostedStoreId}`);
    expect(e.data).toMatchObject({
      approval_id: id,
      kind: 'proposed_write',
      operation: 'storefront_update_variant_price',
      reversibility_class: 'reversible',
      actor: { type: 'credential' },
      links: {
        status: { operation: 'approval_status', path: '/api/v1/approvals/status', arguments: { approval_id: id } },
        dashboard: '/dashboard/approvals',
      },
    });
    expect(e.data.change.changes[0]).toMatchObject({
      resource_kind: 'variant',
      field: 'price',
      before: Number(variant.price_cents) / 100,
      after: 41.5,
    });
    expect(e.data.requested_by).toBe(e.data.actor.id);

    await decide(id, 'approve');
    const d = await only(id, 'approval.decided');
    expect(d.data).toMatchObject({
      status: 'approved',
      decision: 'approve',
      applied: true,
      reason: null,
      decided_by: operator.email,
      actor: { type: 'operator', id: operator.email },
    });
    expect(d.data.receipt_id).toEqual(expect.any(String));
  });

  it('rejected with a reason, and approved after the world moved (failed, nothing applied)', async () => {
    const rejected = await propose(t.keys.manual, 42);
    await decide(rejected, 'reject', new Date(), 'not now');
    expect((await only(rejected, 'approval.decided')).data).toMatchObject({
      status: 'rejected',
      decision: 'reject',
      applied: false,
      reason: 'not now',
      receipt_id: null,
    });

    const moved = await propose(t.keys.manual, 43);
    await t.db('variants').where({ id: variant.id }).update({ price_cents: 4444 });
    await decide(moved, 'approve');
    const f = await only(moved, 'approval.decided');
    expect(f.data).toMatchObject({ status: 'failed', decision: 'approve', applied: false, receipt_id: null });
    expect(f.data.reason).toMatch(/^not applied: the world moved/);
  });

  it('auto-apply and a stop: approval.decided at once, decided by the credential', async () => {
    const applied = await propose(t.keys.auto, 44);
    expect(await envelopes(applied).then((l) => l.map((e) => e.type))).toEqual(['approval.decided']);
    expect((await only(applied, 'approval.decided')).data).toMatchObject({
      status: 'approved',
      applied: true,
      decided_by: 'auto-apply',
      actor: { type: 'credential' },
    });

    const stop = await t.call('set_kill_switch', { engaged: true, reason: 'incident' }, t.keys.admin);
    expect(stop.body.result.status).toBe('applied');
    expect((await only(stop.body.result.approval_id, 'approval.decided')).data).toMatchObject({
      decided_by: 'immediate',
      operation: 'set_kill_switch',
      actor: { type: 'credential' },
    });
    const release = await t.call('set_kill_switch', { engaged: false, reason: 'over' }, t.keys.admin);
    await decide(release.body.result.approval_id, 'approve');
  });

  it('expiry: by the sweep, and when someone decides too late; actor is the service', async () => {
    const swept = await propose(t.keys.manual, 45);
    const late = await propose(t.keys.manual, 46);
    expect(await decide(late, 'approve', new Date(Date.now() + 4 * DAY))).toMatchObject({ status: 'expired' });
    await expireDue(t.db, new Date(Date.now() + 4 * DAY));
    for (const id of [swept, late]) {
      const e = await only(id, 'approval.expired');
      expect(e.data).toMatchObject({
        approval_id: id,
        status: 'expired',
        reason: 'deadline passed with no decision',
        actor: { type: 'service', id: 'expiry' },
      });
      expect(Date.parse(e.data.expired_at)).toBeGreaterThanOrEqual(Date.parse(e.data.expires_at));
    }
  });

  it('an app request: requested with its amount, decided without applying anything; a withdrawal emits nothing', async () => {
    const res = await t.call(
      'approval_submit',
      { title: 'Pay supplier', amount_cents: 125_000, currency: 'EUR', reversibility_class: 'compensatable' },
      t.keys.app,
    );
    const id = res.body.result.id as string;
    expect((await only(id, 'approval.requested')).data).toMatchObject({
      kind: 'app_request',
      operation: null,
      change: null,
      amount_cents: 125_000,
      currency: 'EUR',
      reversibility_class: 'compensatable',
    });
    await decide(id, 'approve');
    expect((await only(id, 'approval.decided')).data).toMatchObject({ status: 'approved', applied: false, receipt_id: null });

    const withdrawn = await t.call('approval_submit', { title: 'Never mind', reversibility_class: 'reversible' }, t.keys.app);
    const wid = withdrawn.body.result.id as string;
    await t.call('approval_withdraw', { approval_id: wid }, t.keys.app);
    expect((await envelopes(wid)).map((e) => e.type)).toEqual(['approval.requested']);
    await only(wid, 'approval.requested');
  });

  it('a sandbox card: its events carry sandbox: true', async () => {
    const card = await t.call('approval_submit', { title: 'Sandbox payout', reversibility_class: 'compensatable' }, t.keys.sandbox);
    const e = await only(card.body.result.id, 'approval.requested');
    expect(e.sandbox).toBe(true);
    await t.call('sandbox_approval_decide', { approval_id: card.body.result.id, decision: 'reject' }, t.keys.sandbox);
    const d = await only(card.body.result.id, 'approval.decided');
    expect(d.sandbox).toBe(true);
    expect(d.data).toMatchObject({ status: 'rejected', actor: { type: 'credential' } });
    expect(d.data.decided_by).toMatch(/^test_helper:/);
  });

  it('intent.field_overwritten_externally: desired and observed, the store currency, an external actor', async () => {
    const campaign = await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, status: 'enabled' }).orderBy('id').first();
    const res = await t.call(
      'intent_declare',
      {
        resource_kind: 'campaign',
        resource_ref: campaign.id,
        field: 'daily_budget',
        desired: 321.5,
        reason: 'hold',
        expires_at: new Date(Date.now() + 7 * DAY).toISOString(),
      },
      t.keys.auto,
    );
    const intentId = res.body.result.approval_id as string;
    await decide(intentId, 'approve');
    await t.db('ad_campaigns').where({ id: campaign.id }).update({ daily_budget_cents: 5000 });
    await readBackAll(t.db, t.app.stores, t.app.invoker, new Date());
    const e = await only(intentId, 'intent.field_overwritten_externally');
    const store = await t.app.stores.get(t.hostedStoreId);
    expect(e.data).toMatchObject({
      intent_id: intentId,
      resource_kind: 'campaign',
      resource_ref: campaign.id,
      field: 'daily_budget',
      desired: 321.5,
      observed: 50,
      currency: store.currency,
      actor: { type: 'external', id: null },
      links: { status: { operation: 'intent_status', path: '/api/v1/intent/status', arguments: { intent_id: intentId } } },
    });
  });

  it('cs.thread_escalated: the thread, the mapped severity, the reason and the credential that escalated it', async () => {
    // A thread not yet escalated, made `high` (the severity whose mapping this checks) whatever the seed drew at this scale.
    const { id } = await t.db('cs_threads').where({ store_id: t.hostedStoreId, escalated: false }).orderBy('id').first();
    await t.db('cs_threads').where({ id }).update({ severity: 'high' });
    const thread = await t.db('cs_threads').where({ id }).first();
    const res = await t.call('cs_triage_thread', { thread_id: thread.id, escalate: true, reason: 'Chargeback threatened' }, t.keys.auto);
    expect(res.status).toBe(200);
    const e = await only(thread.id, 'cs.thread_escalated');
    expect(e.data).toMatchObject({
      thread_id: thread.id,
      subject: thread.subject,
      severity: 'warning',
      reason: 'Chargeback threatened',
      order_id: thread.order_id,
      actor: { type: 'credential' },
    });
  });
});

describe('every outbox row of the flow validates against the generated contract', () => {
  it('envelope and data validators of its type (the demo seed rows too); only publishing types; the flow wrote all six types', async () => {
    const rows = await t.db('outbox').select('subject').distinct();
    const all = (await Promise.all(rows.map((r) => envelopes(r.subject)))).flat();
    expect(all.length).toBeGreaterThanOrEqual(seen.size);
    const publishing = new Set(EVENT_CATALOGUE.filter((e) => e.publishing).map((e) => e.type));
    for (const e of all) {
      expect(publishing.has(e.type), `${e.type} is a publishing type`).toBe(true);
      const envelopeOk = eventValidators[e.type](e);
      expect(envelopeOk, `${e.type} ${e.id}: ${JSON.stringify(eventValidators[e.type].errors)}`).toBe(true);
      const dataOk = eventDataValidators[e.type](e.data);
      expect(dataOk, `${e.type} ${e.id} data: ${JSON.stringify(eventDataValidators[e.type].errors)}`).toBe(true);
    }
    expect(new Set(all.filter((e) => e.time >= started).map((e) => e.type))).toEqual(
      new Set([
        'approval.requested',
        'approval.decided',
        'approval.expired',
        'intent.field_overwritten_externally',
        'product.price_changed',
        'cs.thread_escalated',
      ]),
    );
  });

  it('the validators refuse a payload that drifts from the contract', () => {
    const e = [...seen.values()].find((x) => (x as { type: string }).type === 'approval.decided') as { data: Record<string, unknown> };
    expect(eventDataValidators['approval.decided']({ ...e.data, applied: 'yes' })).toBe(false);
    expect(eventDataValidators['approval.decided'].errors?.[0]).toMatchObject({ instancePath: '/applied' });
    const { links: _links, ...withoutLinks } = e.data;
    expect(eventDataValidators['approval.decided'](withoutLinks)).toBe(false);
    expect(eventDataValidators['approval.decided']({ ...e.data, extra: 1 })).toBe(false);
  });
});
