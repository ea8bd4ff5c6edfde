/**
 * The write path over HTTP (seed: Risk tiers, States and transitions, Idempotency on
 * writes): every transition of proposed writes and approvals this scope touches, with the state,
 * the receipt, the audit row and the outbox event checked; auto writes; auto-apply; "stopping is
 * immediate" and "handing authority back always waits".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';
import { expireDue } from './approvals';

const t = useTestServer({ scale: 0.1 }, { agentKey: ['catalog:read', 'catalog:write', 'automation:read', 'automation:write'] });
let variant: { id: string; external_id: string; price_cents: number; product_id: string };

const operator = { id: 'op-test', email: 'operator@test.example' };

beforeAll(async () => {
  variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
});

async function store() {
  return t.app.stores.get(t.hostedStoreId);
}
async function decide(approvalId: string, decision: 'approve' | 'reject', reason?: string) {
  return t.app.invoker.decideApproval({
    store: await store(),
    operator,
    approvalId,
    decision,
    ...(reason !== undefined ? { reason } : {}),
    requestId: 'req_test_decision',
    now: new Date(),
  });
}
async function events(subject: string) {
  return (await t.db('outbox').where({ subject }).orderBy('seq')).map((e) => ({
    type: e.type,
    data: JSON.parse(e.data),
    specversion: e.specversion,
    source: e.source,
  }));
}
async function price(): Promise<number> {
  return Number((await t.db('variants').where({ id: variant.id }).first()).price_cents);
}

describe('proposed write -> approval', () => {
  it('proposing changes nothing, creates a requested card, the approval.requested event and an audit row', async () => {
    const before = await price();
    const res = await t.call(
      'storefront_update_variant_price',
      { variant_id: variant.external_id, new_price: 12.34, reason: 'test' },
      t.keys.agentKey,
    );
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'proposed', applied: false, approval_status: 'requested', receipt_id: null });
    expect(r.change.changes).toEqual([
      { resource_kind: 'variant', resource_ref: variant.id, field: 'price', before: before / 100, after: 12.34 },
    ]);
    expect(r.change.reversal).toMatchObject({
      operation: 'storefront_update_variant_price',
      arguments: { variant_id: variant.id, new_price: before / 100 },
    });
    expect(await price()).toBe(before);
    expect(await t.db('approvals').where({ id: r.approval_id }).first()).toMatchObject({
      status: 'requested',
      operation: 'storefront_update_variant_price',
    });
    expect(await events(r.approval_id)).toEqual([
      expect.objectContaining({ type: 'approval.requested', specversion: '1.0', source: `/stores/${t.hostedStoreId}` }),
    ]);
    expect(await t.auditRow(res.headers.get('x-request-id')!)).toMatchObject({
      status: 200,
      operation: 'storefront_update_variant_price',
      surface: 'rest',
    });
  });

  it('approve: applies exactly the proposed change, with receipt, approval.decided and the next read showing it', async () => {
    const { body } = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 23.45 }, t.keys.agentKey);
    const id = body.result.approval_id;
    const outcome = await decide(id, 'approve');
    expect(outcome.status).toBe('approved');
    expect(await price()).toBe(2345);
    const card = await t.db('approvals').where({ id }).first();
    expect(card).toMatchObject({ status: 'approved', decided_by: operator.email, receipt_id: outcome.receiptId });
    const receipt = await t.db('receipts').where({ id: outcome.receiptId }).first();
    expect(receipt).toMatchObject({
      operation: 'storefront_update_variant_price',
      approval_id: id,
      resource_kind: 'variant',
      resource_ref: variant.id,
      approved_by: operator.email,
    });
    expect(JSON.parse(receipt.changes)).toEqual([{ field: 'price', before: body.result.change.changes[0].before, after: 23.45 }]);
    expect((await events(id)).map((e) => e.type)).toEqual(['approval.requested', 'approval.decided']);
    const read = await t.call('get_variants', { product_id: variant.product_id, limit: 50 }, t.keys.agentKey);
    expect(read.body.result.variants.find((v: { id: string }) => v.id === variant.id).price).toBe(23.45);
    const status = await t.call('approval_status', { approval_id: id }, t.keys.agentKey);
    expect(status.body.result).toMatchObject({ status: 'approved', receipt_id: outcome.receiptId, decided_by: operator.email });
    await expect(decide(id, 'reject')).rejects.toThrow(/approval_id: the card is approved/);
  });

  it('reject: nothing changes; approval.decided carries the rejection', async () => {
    const before = await price();
    const { body } = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 99 }, t.keys.agentKey);
    const outcome = await decide(body.result.approval_id, 'reject', 'too expensive');
    expect(outcome).toMatchObject({ status: 'rejected', reason: 'too expensive', receiptId: null });
    expect(await price()).toBe(before);
    const evts = await events(body.result.approval_id);
    expect(evts[1]).toMatchObject({ type: 'approval.decided', data: { status: 'rejected', reason: 'too expensive' } });
  });

  it('the world moved: approval fails with the reason and applies nothing', async () => {
    const { body } = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 31 }, t.keys.agentKey);
    await t.db('variants').where({ id: variant.id }).update({ price_cents: 4242 });
    const outcome = await decide(body.result.approval_id, 'approve');
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(/price is now 42\.42/);
    expect(await price()).toBe(4242);
    expect(await t.db('receipts').where({ approval_id: body.result.approval_id })).toHaveLength(0);
    expect((await events(body.result.approval_id))[1]).toMatchObject({ type: 'approval.decided', data: { status: 'failed' } });
  });

  it('deadline passed: the card expires with approval.expired and cannot be decided', async () => {
    const { body } = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 15 }, t.keys.agentKey);
    const id = body.result.approval_id;
    const late = new Date(Date.now() + 73 * 3600 * 1000);
    expect((await t.call('approval_status', { approval_id: id }, t.keys.agentKey)).body.result.status).toBe('requested');
    expect(await expireDue(t.db, late)).toBeGreaterThanOrEqual(1);
    expect((await t.db('approvals').where({ id }).first()).status).toBe('expired');
    expect((await events(id)).map((e) => e.type)).toEqual(['approval.requested', 'approval.expired']);
    await expect(decide(id, 'approve')).rejects.toThrow(/the card is expired/);
  });

  it('auto-apply lets an ordinary proposed write through at once, with its receipt', async () => {
    const auto = await t.key(['catalog:write', 'catalog:read'], { autoApply: true });
    const res = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 17.5 }, auto);
    expect(res.body.result).toMatchObject({
      status: 'applied',
      applied: true,
      approval_status: 'approved',
      receipt_id: expect.any(String),
    });
    expect(await price()).toBe(1750);
    expect(await t.db('approvals').where({ id: res.body.result.approval_id }).first()).toMatchObject({
      decided_by: 'auto-apply',
      status: 'approved',
    });
  });
});

describe('kill switch: stopping is immediate, handing authority back always waits', () => {
  it('engage applies at once; release waits even with auto-apply; approving it releases', async () => {
    const admin = await t.key(['admin'], { autoApply: true });
    const engage = await t.call('set_kill_switch', { engaged: true, reason: 'spend anomaly' }, admin);
    expect(engage.body.result).toMatchObject({ status: 'applied', applied: true });
    expect((await t.db('stores').where({ id: t.hostedStoreId }).first()).kill_switch_engaged).toBeTruthy();
    expect(await t.db('receipts').where({ id: engage.body.result.receipt_id }).first()).toMatchObject({
      resource_kind: 'store',
      approved_by: 'immediate',
    });

    const release = await t.call('set_kill_switch', { engaged: false, reason: 'resolved' }, admin);
    expect(release.body.result).toMatchObject({ status: 'proposed', applied: false });
    expect(release.body.result.message).toMatch(/hands authority back/);
    expect((await t.db('stores').where({ id: t.hostedStoreId }).first()).kill_switch_engaged).toBeTruthy();
    expect((await decide(release.body.result.approval_id, 'approve')).status).toBe('approved');
    expect((await t.db('stores').where({ id: t.hostedStoreId }).first()).kill_switch_engaged).toBeFalsy();
  });

  it('the write bundle covers admin writes; the read bundle does not', async () => {
    const reader = await t.key(['read']);
    const refused = await t.call('set_kill_switch', { engaged: false, reason: 'x' }, reader);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('insufficient_scope');
    expect(refused.body.required_scopes).toEqual(['admin:write', 'write', 'admin']);

    const writer = await t.key(['write']);
    const res = await t.call('set_kill_switch', { engaged: false, reason: 'x' }, writer);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'proposed', applied: false });
    expect(typeof res.body.result.approval_id).toBe('string');
  });
});

describe('automatic writes', () => {
  it('create_alert applies in one transaction with a receipt and its audit row', async () => {
    const res = await t.call(
      'create_alert',
      { severity: 'critical', title: 'Checkout errors', message: 'Payment provider failing.' },
      t.keys.agentKey,
    );
    expect(res.status).toBe(200);
    const { alert, receipt_id } = res.body.result;
    expect(await t.db('alerts').where({ id: alert.id }).first()).toMatchObject({ severity: 'critical', kind: 'manual', resolved_at: null });
    expect(await t.db('receipts').where({ id: receipt_id }).first()).toMatchObject({ operation: 'create_alert', resource_ref: alert.id });
    expect(await t.auditRow(res.headers.get('x-request-id')!)).toMatchObject({ status: 200, operation: 'create_alert' });
    const open = await t.call('get_alerts', { severity: 'critical', limit: 50 }, t.keys.agentKey);
    expect(open.body.result.alerts.map((a: { id: string }) => a.id)).toContain(alert.id);
  });

  it('enable_automation hands authority back: it always waits for an operator, even with auto-apply; disable applies at once', async () => {
    const agent = await t.db('agents').where({ store_id: t.hostedStoreId, mode: 'dry_run' }).first();
    const autoApply = await t.key(['automation:write'], { autoApply: true });
    for (const key of [t.keys.agentKey, autoApply]) {
      const on = await t.call('enable_automation', { agent: agent.slug }, key);
      expect(on.status).toBe(200);
      expect(on.body.result).toMatchObject({ status: 'proposed', applied: false, approval_status: 'requested', receipt_id: null });
      expect(on.body.result.change.changes).toEqual([
        { resource_kind: 'agent', resource_ref: agent.id, field: 'mode', before: 'dry_run', after: 'live' },
      ]);
      expect(on.body.result.message).toMatch(/hands authority back/);
      expect((await t.db('agents').where({ id: agent.id }).first()).mode).toBe('dry_run');
    }
    const pending = await t.db('approvals').where({ store_id: t.hostedStoreId, operation: 'enable_automation', status: 'requested' });
    expect(pending).toHaveLength(2);
    const approved = await decide(pending[0].id, 'approve');
    expect(approved.status).toBe('approved');
    expect((await t.db('agents').where({ id: agent.id }).first()).mode).toBe('live');
    expect(await t.db('receipts').where({ id: approved.receiptId }).first()).toMatchObject({
      operation: 'enable_automation',
      resource_kind: 'agent',
      resource_ref: agent.id,
    });
    // The second card was proposed against dry_run: the world moved, so it fails and applies nothing.
    expect(await decide(pending[1].id, 'approve')).toMatchObject({ status: 'failed' });

    const off = await t.call('disable_automation', { agent: agent.slug }, t.keys.agentKey);
    expect(off.body.result.agent).toMatchObject({ mode: 'off', previous_mode: 'live' });
    expect(off.body.result.receipt_id).toEqual(expect.any(String));
    expect((await t.db('agents').where({ id: agent.id }).first()).mode).toBe('off');
    expect((await t.call('disable_automation', { agent: agent.slug }, t.keys.agentKey)).body.result.receipt_id).toBeNull();
    const missing = await t.call('enable_automation', { agent: 'no-such-agent' }, t.keys.agentKey);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^agent:/);
  });
});

describe('app approval requests', () => {
  it('submit -> requested (approval.requested); withdraw -> withdrawn; a second withdraw is refused', async () => {
    const sub = await t.call(
      'approval_submit',
      { title: 'Pay invoice INV-1', amount_cents: 5000, currency: 'EUR', reversibility_class: 'compensatable' },
      t.keys.agentKey,
    );
    expect(sub.body.result).toMatchObject({ kind: 'app_request', status: 'requested', amount_cents: 5000, currency: 'EUR', change: null });
    const id = sub.body.result.id;
    expect((await events(id)).map((e) => e.type)).toEqual(['approval.requested']);
    const w = await t.call('approval_withdraw', { approval_id: id, reason: 'paid already' }, t.keys.agentKey);
    expect(w.body.result).toMatchObject({ status: 'withdrawn', reason: 'paid already' });
    const again = await t.call('approval_withdraw', { approval_id: id }, t.keys.agentKey);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^approval_id: the card is withdrawn/);
    const list = await t.call('approval_list', { status: 'withdrawn' }, t.keys.agentKey);
    expect(list.body.result.approvals.map((a: { id: string }) => a.id)).toContain(id);
  });

  it('amount_cents without currency is refused naming the field; reversibility_class is a closed set', async () => {
    const res = await t.call('approval_submit', { title: 'x', amount_cents: 1, reversibility_class: 'compensatable' }, t.keys.agentKey);
    expect(res.body.message).toMatch(/^currency:/);
    const bad = await t.call('approval_submit', { title: 'x', reversibility_class: 'maybe' }, t.keys.agentKey);
    expect(bad.body.message).toMatch(/^reversibility_class: must be one of reversible, compensatable, irreversible/);
  });

  it('a card of another store is not visible', async () => {
    const other = await t.key(['automation:read', 'automation:write'], { storeId: t.businessStoreId });
    const sub = await t.call('approval_submit', { title: 'Mine', reversibility_class: 'reversible' }, t.keys.agentKey);
    const res = await t.call('approval_status', { approval_id: sub.body.result.id }, other);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^approval_id: no approval card/);
  });
});
