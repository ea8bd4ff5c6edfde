/**
 * Intent declarations over HTTP (seed: "Intent declaration", Events
 * `intent.field_overwritten_externally`): declaring waits for an operator even with
 * auto-apply; one owner per field (`field_already_owned`, while waiting and once active); the
 * field's own scope; approve -> active and the field set; read-back announces an external
 * overwrite once; release keeps the value; revert restores it; only the owner may end it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readBackAll, useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { owner: { scopes: ['write'], autoApply: true } });
let campaign: { id: string; daily_budget_cents: number | string };
const operator = { id: 'op-intents', email: 'operator@intents.example' };
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

beforeAll(async () => {
  campaign = await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, status: 'enabled' }).orderBy('id').first();
});

async function approve(approvalId: string) {
  const store = await t.app.stores.get(t.hostedStoreId);
  return t.app.invoker.decideApproval({ store, operator, approvalId, decision: 'approve', requestId: 'req_test', now: new Date() });
}
const budget = async () => Number((await t.db('ad_campaigns').where({ id: campaign.id }).first()).daily_budget_cents);
const declare = (key: string, extra: Record<string, unknown> = {}) =>
  t.call(
    'intent_declare',
    {
      resource_kind: 'campaign',
      resource_ref: campaign.id,
      field: 'daily_budget',
      desired: 321.5,
      reason: 'hold for sale',
      expires_at: inAWeek(),
      ...extra,
    },
    key,
  );

describe('intent lifecycle', () => {
  let intentId: string;

  it('declaring always waits for an operator, even with auto-apply; a second declaration is refused while it waits', async () => {
    const before = await budget();
    const res = await declare(t.keys.owner);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'proposed', applied: false });
    expect(res.body.result.change.changes[0]).toMatchObject({
      resource_kind: 'campaign',
      resource_ref: campaign.id,
      field: 'daily_budget',
      before: before / 100,
      after: 321.5,
    });
    expect(await budget()).toBe(before);
    intentId = res.body.result.approval_id;

    const rival = await t.key(['write']);
    const second = await declare(rival, { desired: 10 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: 'field_already_owned', intent_id: null });
  });

  it('approval makes the declaration active (id = approval id) and sets the field, with a receipt', async () => {
    const outcome = await approve(intentId);
    expect(outcome.status).toBe('approved');
    expect(await budget()).toBe(32150);
    const status = await t.call('intent_status', { intent_id: intentId }, t.keys.owner);
    expect(status.body.result).toMatchObject({
      id: intentId,
      status: 'active',
      desired: 321.5,
      field: 'daily_budget',
      approval_id: intentId,
      overwritten_at: null,
    });
    const receipt = await t.db('receipts').where({ approval_id: intentId }).first();
    expect(receipt).toMatchObject({ operation: 'intent_declare', resource_kind: 'campaign', resource_ref: campaign.id });
  });

  it('a declaration of an owned field is refused with field_already_owned naming the owner', async () => {
    const rival = await t.key(['write']);
    const res = await declare(rival, { desired: 99 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'field_already_owned', intent_id: intentId });
  });

  it('an external overwrite is announced once when the field is read back', async () => {
    await t.db('ad_campaigns').where({ id: campaign.id }).update({ daily_budget_cents: 5000 });
    expect(await readBackAll(t.db, t.app.stores, t.app.invoker, new Date())).toBe(1);
    expect(await readBackAll(t.db, t.app.stores, t.app.invoker, new Date())).toBe(0);
    const evts = await t.db('outbox').where({ type: 'intent.field_overwritten_externally', subject: intentId });
    expect(evts).toHaveLength(1);
    expect(JSON.parse(evts[0].data)).toMatchObject({ intent_id: intentId, desired: 321.5, observed: 50 });
    expect((await t.call('intent_status', { intent_id: intentId }, t.keys.owner)).body.result).toMatchObject({
      overwritten_value: 50,
      overwritten_at: expect.any(String),
    });
    await t.db('ad_campaigns').where({ id: campaign.id }).update({ daily_budget_cents: 4000 });
    expect(await readBackAll(t.db, t.app.stores, t.app.invoker, new Date())).toBe(1);
  });

  it('only the owner (or an admin credential) may end it; release keeps the value and frees the field', async () => {
    const stranger = await t.key(['write']);
    const denied = await t.call('intent_release', { intent_id: intentId }, stranger);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('forbidden');
    const res = await t.call('intent_release', { intent_id: intentId, reason: 'sale over' }, t.keys.owner);
    expect(res.body.result.intent).toMatchObject({ status: 'released' });
    expect(await t.db('receipts').where({ id: res.body.result.receipt_id }).first()).toMatchObject({ operation: 'intent_release' });
    expect(await budget()).toBe(4000);
    const again = await t.call('intent_release', { intent_id: intentId }, t.keys.owner);
    expect(again.body.message).toMatch(/^intent_id: the declaration is released/);
    const list = await t.call('intent_list', { status: 'released' }, t.keys.owner);
    expect(list.body.result.intents.map((i: { id: string }) => i.id)).toContain(intentId);
  });

  it('revert restores the previous value and ends ownership', async () => {
    const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
    const res = await t.call(
      'intent_declare',
      {
        resource_kind: 'variant',
        resource_ref: variant.external_id,
        field: 'price',
        desired: 77.7,
        reason: 'price test',
        expires_at: inAWeek(),
      },
      t.keys.owner,
    );
    await approve(res.body.result.approval_id);
    expect(Number((await t.db('variants').where({ id: variant.id }).first()).price_cents)).toBe(7770);
    const rev = await t.call('intent_revert', { intent_id: res.body.result.approval_id }, t.keys.owner);
    expect(rev.body.result.intent.status).toBe('reverted');
    expect(Number((await t.db('variants').where({ id: variant.id }).first()).price_cents)).toBe(Number(variant.price_cents));
  });
});

describe('declaration rules', () => {
  it("owning a field needs the field's scope (insufficient_scope naming it)", async () => {
    const catalogOnly = await t.key(['catalog:write']);
    const res = await declare(catalogOnly);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'insufficient_scope', required_scopes: ['ads:write', 'write', 'admin'] });
  });

  it.each([
    [{ field: 'price' }, /^field: a campaign declares status, daily_budget, bidding/],
    [{ field: 'status', desired: 'stopped' }, /^desired: must be one of enabled, paused/],
    [{ desired: -5 }, /^desired: must be a number above 0/],
    [{ expires_at: '2020-01-01T00:00:00Z' }, /^expires_at: must be in the future/],
    [{ resource_ref: 'cmp_0000000000' }, /^resource_ref: no campaign/],
    [{ expires_in_seconds: 3600 }, /^expires_at: send exactly one of expires_at .* and expires_in_seconds/],
    [{ expires_at: undefined }, /^expires_at: send exactly one of expires_at .* and expires_in_seconds/],
    [{ expires_at: undefined, expires_in_seconds: 91 * 86_400 }, /^expires_in_seconds: /],
  ])('%j is refused naming the argument', async (extra, message) => {
    const res = await declare(t.keys.owner, extra);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('expires_in_seconds', () => {
  it('instead of expires_at: the ownership ends that long after the approval', async () => {
    const other = await t.db('ad_campaigns').where({ store_id: t.hostedStoreId, status: 'enabled' }).orderBy('id').offset(1).first();
    const res = await t.call(
      'intent_declare',
      {
        resource_kind: 'campaign',
        resource_ref: other.id,
        field: 'bidding',
        desired: 'target_roas',
        reason: 'trial',
        expires_in_seconds: 86_400,
      },
      t.keys.owner,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.change.title).toMatch(/ for 86400 s from approval: trial$/);
    const before = Date.now();
    await approve(res.body.result.approval_id);
    const status = await t.call('intent_status', { intent_id: res.body.result.approval_id }, t.keys.owner);
    expect(status.body.result.status).toBe('active');
    const ends = Date.parse(status.body.result.expires_at);
    expect(ends).toBeGreaterThanOrEqual(before + 86_400_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 86_400_000);
  });
});
