/**
 * Sandbox keys are a real playground (seed: Risk tiers rule 3): writes apply to the
 * key's private copy of the demo store, so a follow-up read sees them; proposed writes leave cards
 * there that the sandbox-only test helper `sandbox_approval_decide` decides; receipts are
 * readable; events come from the copy marked `sandbox: true`; and live data never changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_TABLES } from '@storeops/db';
import { useTestServer } from '@storeops/testkit/server';
import { connectClient } from '@storeops/testkit/mcp';

const t = useTestServer({ scale: 0.1 }, { sandbox: { scopes: ['admin'], kind: 'sandbox' } });
let copy: string;
let live: string;

beforeAll(async () => {
  copy = (await t.db('api_keys').where({ kind: 'sandbox' }).orderBy('created_at', 'desc').first()).store_id;
  live = await t.key(['admin']);
});

/** Every row of the live store (its own row and every store table but the audit log). */
async function liveSnapshot(): Promise<string> {
  const parts = [JSON.stringify(await t.db('stores').where({ id: t.hostedStoreId }))];
  for (const table of STORE_TABLES.filter((x) => x !== 'audit_log')) {
    parts.push(JSON.stringify(await t.db(table).where({ store_id: t.hostedStoreId }).orderByRaw('1')));
  }
  parts.push(JSON.stringify(await t.db('outbox').where({ store_id: t.hostedStoreId }).orderBy('seq')));
  return parts.join('\n');
}

describe('sandbox credential', () => {
  it('runs on its own copy of the demo store', () => {
    expect(copy).not.toBe(t.hostedStoreId);
  });

  it('writes apply to the private copy: a created alert, policy and app card are there to read back', async () => {
    const before = await liveSnapshot();
    const alert = await t.call('create_alert', { severity: 'critical', title: 'Sandbox alert', message: 'from a test' }, t.keys.sandbox);
    expect(alert.status).toBe(200);
    const alerts = await t.call('get_alerts', { severity: 'critical', limit: 50 }, t.keys.sandbox);
    expect(alerts.body.result.alerts.map((a: { id: string }) => a.id)).toContain(alert.body.result.alert.id);
    const receipts = await t.call('receipts_list', { operation: 'create_alert' }, t.keys.sandbox);
    expect(receipts.body.result.receipts.map((r: { id: string }) => r.id)).toContain(alert.body.result.receipt_id);

    const policy = await t.call('policy_create', { kind: 'rule', domain: 'promotions', effect: 'require_approval' }, t.keys.sandbox);
    const policies = await t.call('policy_list', {}, t.keys.sandbox);
    expect(policies.body.result.policies.map((p: { id: string }) => p.id)).toContain(policy.body.result.policy.id);

    const card = await t.call('approval_submit', { title: 'Sandbox payout', reversibility_class: 'compensatable' }, t.keys.sandbox);
    expect((await t.call('approval_status', { approval_id: card.body.result.id }, t.keys.sandbox)).body.result.status).toBe('requested');

    const calibrated = await t.call('run_calibration', {}, t.keys.sandbox);
    expect(calibrated.status).toBe(200);
    const thresholds = (await t.call('get_calibration', {}, t.keys.sandbox)).body.result;
    expect(JSON.stringify(thresholds)).toContain(calibrated.body.result.calibrated_at);

    // None of it is visible to, or changed, the live store.
    expect((await t.call('approval_status', { approval_id: card.body.result.id }, live)).status).toBe(400);
    expect(await liveSnapshot()).toBe(before);
  });

  it('a proposed write leaves a card in the copy; the test helper approves it and the change applies there only', async () => {
    const before = await liveSnapshot();
    const variant = await t.db('variants').where({ store_id: copy }).orderBy('sku').first();
    const proposed = await t.call(
      'storefront_update_variant_price',
      { variant_id: variant.external_id, new_price: 1.23, reason: 'sandbox test' },
      t.keys.sandbox,
    );
    expect(proposed.body.result).toMatchObject({ status: 'proposed', applied: false, approval_status: 'requested' });
    expect(proposed.body.result.message).toMatch(/sandbox_approval_decide/);
    const approvalId = proposed.body.result.approval_id as string;
    const listed = await t.call('approval_list', { status: 'requested' }, t.keys.sandbox);
    expect(listed.body.result.approvals.map((a: { id: string }) => a.id)).toContain(approvalId);

    const decided = await t.call('sandbox_approval_decide', { approval_id: approvalId, decision: 'approve' }, t.keys.sandbox);
    expect(decided.status).toBe(200);
    expect(decided.body.result).toMatchObject({ id: approvalId, status: 'approved', decided_by: expect.stringMatching(/^test_helper:/) });
    const receipt = decided.body.result.receipt_id as string;
    const variants = await t.call('get_variants', { product_id: variant.product_id, limit: 50 }, t.keys.sandbox);
    expect(variants.body.result.variants.find((v: { id: string }) => v.id === variant.id)).toMatchObject({ price: 1.23 });
    const memory = await t.call('receipts_price_memory', { variant_id: variant.id }, t.keys.sandbox);
    expect(JSON.stringify(memory.body.result)).toContain(receipt);

    // The events come from the copy and say so.
    const events = await t.db('outbox').where({ subject: approvalId }).orderBy('seq');
    expect(events.map((e) => e.type)).toEqual(['approval.requested', 'approval.decided']);
    for (const e of events) expect(e).toMatchObject({ store_id: copy, source: `/stores/${copy}`, sandbox: expect.anything() });
    expect(events.every((e) => e.sandbox === true || e.sandbox === 1)).toBe(true);
    expect(await liveSnapshot()).toBe(before);
    // The live variant with the same external id kept its price.
    const liveVariant = await t.db('variants').where({ store_id: t.hostedStoreId, external_id: variant.external_id }).first();
    expect(Number(liveVariant.price_cents)).not.toBe(123);
  });

  it('the test helper decides the newest waiting card when none is named, rejects, and refuses a decided card', async () => {
    const agent = await t.db('agents').where({ store_id: copy, mode: 'dry_run' }).first();
    const on = await t.call('enable_automation', { agent: agent.slug }, t.keys.sandbox);
    expect(on.body.result.status).toBe('proposed');
    const rejected = await t.call('sandbox_approval_decide', { decision: 'reject', reason: 'not yet' }, t.keys.sandbox);
    expect(rejected.body.result).toMatchObject({ id: on.body.result.approval_id, status: 'rejected', reason: 'not yet' });
    expect((await t.db('agents').where({ id: agent.id }).first()).mode).toBe('dry_run');
    const again = await t.call('sandbox_approval_decide', { approval_id: on.body.result.approval_id, decision: 'approve' }, t.keys.sandbox);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'invalid_request' });
    expect(again.body.message).toMatch(/^approval_id: the card is rejected/);
  });

  it('a write retried with its idempotency key applies once in the copy', async () => {
    const first = await t.call(
      'create_alert',
      { severity: 'info', title: 'Once', message: 'x', idempotency_key: 'sb-once' },
      t.keys.sandbox,
    );
    const second = await t.call(
      'create_alert',
      { severity: 'info', title: 'Once', message: 'x', idempotency_key: 'sb-once' },
      t.keys.sandbox,
    );
    expect(second.body).toEqual(first.body);
    expect(await t.db('alerts').where({ store_id: copy, title: 'Once' })).toHaveLength(1);
  });

  it('the test helper does not exist for a live credential (not_found), nor in its MCP tools', async () => {
    const res = await t.call('sandbox_approval_decide', { decision: 'approve' }, live);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
    const { client } = await connectClient(t.baseUrl, live, '2026-07-28');
    expect((await client.listTools()).tools.map((x) => x.name)).not.toContain('sandbox_approval_decide');
    await client.close();
    const { client: sb } = await connectClient(t.baseUrl, t.keys.sandbox, '2026-07-28');
    expect((await sb.listTools()).tools.map((x) => x.name)).toContain('sandbox_approval_decide');
    await sb.close();
  });
});
