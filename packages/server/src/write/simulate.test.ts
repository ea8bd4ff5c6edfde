/**
 * POST /api/v1/simulate over HTTP (seed: "Simulation request"): each gate's decision
 * (rules, ownership, spend ceilings) and the overall one, and that a simulation changes nothing
 * (every table diffed before and after, the audit log aside: reading is itself audited).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';
import { mintKey } from '../auth/keys';

const t = useTestServer({ scale: 0.1 });
let caller: { id: string; key: string };
let writer: string;
let variant: { id: string; external_id: string };

beforeAll(async () => {
  caller = await mintKey(t.db, { storeId: t.hostedStoreId, kind: 'live', scopes: ['automation:read', 'automation:write'] });
  writer = await t.key(['catalog:write', 'automation:write'], { autoApply: true });
  variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
});

async function simulate(body: unknown, key = caller.key) {
  const res = await fetch(`${t.baseUrl}/api/v1/simulate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}
async function policy(body: Record<string, unknown>): Promise<string> {
  const res = await t.call('policy_create', body, writer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.policy.id;
}
const gate = (r: { gates: Array<{ gate: string }> }, name: string) => r.gates.find((g) => g.gate === name) as any;

/** Every table's rows, except the audit log (a simulate call writes its own audit row). */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const tables = (await t.db.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")) as Array<{
    name: string;
  }>;
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    if (name === 'audit_log' || name.startsWith('knex_')) continue;
    out[name] = await t.db(name).select('*');
  }
  return out;
}

describe('simulate', () => {
  it('with no policy and no intent every gate allows', async () => {
    const res = await simulate({ domain: 'ads', action: 'ads_set_campaign_budget', facts: {} });
    expect(res.status).toBe(200);
    expect(res.body.result.decision).toBe('allow');
    expect(res.body.result.gates.map((g: { gate: string }) => g.gate)).toEqual(['rules', 'ownership', 'spend_ceiling']);
    for (const g of res.body.result.gates) expect(g).toMatchObject({ decision: 'allow', policy_id: null, intent_id: null });
  });

  it('rules: matching enabled rules decide, deny beats require_approval beats allow; unmatched conditions do not', async () => {
    const allow = await policy({ kind: 'rule', domain: 'promotions', effect: 'allow' });
    const review = await policy({
      kind: 'rule',
      domain: 'promotions',
      action: 'propose_discount',
      effect: 'require_approval',
      conditions: [{ fact: 'discount_percent', op: 'gt', value: 30 }],
    });
    const deny = await policy({
      kind: 'rule',
      domain: 'promotions',
      action: 'propose_discount',
      effect: 'deny',
      conditions: [
        { fact: 'discount_percent', op: 'gte', value: 60 },
        { fact: 'channel', op: 'in', value: ['online_store', 'pos'] },
      ],
    });
    const disabled = await policy({ kind: 'rule', domain: 'promotions', effect: 'deny', enabled: false });
    await policy({ kind: 'rule', domain: 'promotions', action: 'storefront_create_gift_card', effect: 'deny' });

    const at = async (facts: Record<string, unknown>) =>
      (await simulate({ domain: 'promotions', action: 'propose_discount', facts })).body.result;
    expect(gate(await at({ discount_percent: 20 }), 'rules')).toMatchObject({ decision: 'allow', policy_id: allow });
    const forty = await at({ discount_percent: 40 });
    expect(forty.decision).toBe('require_approval');
    expect(gate(forty, 'rules')).toMatchObject({ decision: 'require_approval', policy_id: review });
    // The deny rule needs both conditions; without `channel` it does not hold.
    expect(gate(await at({ discount_percent: 70 }), 'rules')).toMatchObject({ decision: 'require_approval', policy_id: review });
    const seventy = await at({ discount_percent: 70, channel: 'pos' });
    expect(seventy.decision).toBe('deny');
    expect(gate(seventy, 'rules')).toMatchObject({ decision: 'deny', policy_id: deny });
    expect(gate(await at({ discount_percent: 70, channel: 'marketplace' }), 'rules').policy_id).toBe(review);
    expect([allow, review, deny]).not.toContain(disabled);
  });

  it('ownership: an active intent of another credential denies, naming it; the owner itself is allowed', async () => {
    const now = new Date();
    const intent = (id: string, owner: string, field: string, status = 'active') => ({
      id,
      store_id: t.hostedStoreId,
      resource_kind: 'variant',
      resource_ref: variant.id,
      field,
      desired: '42',
      previous: '40',
      reason: 'test',
      status,
      owner_credential_id: owner,
      approval_id: null,
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      overwritten_at: null,
      overwritten_value: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    const theirs = '11111111-1111-4111-8111-111111111111';
    const mine = '22222222-2222-4222-8222-222222222222';
    await t.db('intents').insert([intent(theirs, 'someone-else', 'price'), intent(mine, caller.id, 'compare_at_price')]);
    const facts = (field: string) => ({ resource_kind: 'variant', resource_ref: variant.id, field });

    const denied = (await simulate({ domain: 'catalog', action: 'storefront_update_variant_price', facts: facts('price') })).body.result;
    expect(denied.decision).toBe('deny');
    expect(gate(denied, 'ownership')).toMatchObject({ decision: 'deny', intent_id: theirs, policy_id: null });
    const own = (await simulate({ domain: 'catalog', action: 'storefront_update_variant_price', facts: facts('compare_at_price') })).body
      .result;
    expect(gate(own, 'ownership')).toMatchObject({ decision: 'allow', intent_id: mine });
    const partial = (await simulate({ domain: 'catalog', action: 'x', facts: { resource_kind: 'variant', field: 'price' } })).body.result;
    expect(gate(partial, 'ownership')).toMatchObject({ decision: 'allow', intent_id: null });
    await t.db('intents').where({ id: theirs }).update({ status: 'released' });
    const released = (await simulate({ domain: 'catalog', action: 'storefront_update_variant_price', facts: facts('price') })).body.result;
    expect(gate(released, 'ownership')).toMatchObject({ decision: 'allow', intent_id: null });
  });

  it("spend_ceiling: the period's approved amounts plus this action's amount over the ceiling deny", async () => {
    // Approved spend today in the catalog domain: an auto-applied price change (amount = the price difference).
    const applied = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 1.5 }, writer);
    expect(applied.body.result.status).toBe('applied');
    const since = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())).toISOString();
    const approved = await t.db('approvals').where({ store_id: t.hostedStoreId, status: 'approved' }).andWhere('decided_at', '>=', since);
    const spent = approved
      .filter((a) => ['storefront_update_variant_price', 'storefront_update_inventory'].includes(a.operation))
      .reduce((s, a) => s + Number(a.amount_cents ?? 0), 0);
    expect(spent).toBeGreaterThan(0);
    const ceiling = await policy({ kind: 'spend_ceiling', domain: 'catalog', ceiling_cents: spent + 1000, period: 'day' });
    const roomy = await policy({ kind: 'spend_ceiling', domain: 'catalog', ceiling_cents: spent + 100_000, period: 'month' });

    const run = async (amount: number) =>
      (await simulate({ domain: 'catalog', action: 'storefront_update_variant_price', facts: { amount_cents: amount } })).body.result;
    const under = await run(1000);
    expect(under.decision).toBe('allow');
    expect(gate(under, 'spend_ceiling')).toMatchObject({ decision: 'allow', policy_id: ceiling });
    expect(gate(under, 'spend_ceiling').reason).toMatch(/0\.00 EUR left/);
    const over = await run(1001);
    expect(over.decision).toBe('deny');
    expect(gate(over, 'spend_ceiling')).toMatchObject({ decision: 'deny', policy_id: ceiling });
    expect(gate(over, 'spend_ceiling').reason).toMatch(/over the ceiling/);
    expect(roomy).not.toBe(ceiling);
    // Another domain's ceiling does not apply.
    expect(
      gate((await simulate({ domain: 'ads', action: 'x', facts: { amount_cents: 10 ** 9 } })).body.result, 'spend_ceiling').decision,
    ).toBe('allow');
  });

  it('changes nothing: every table is identical before and after', async () => {
    await policy({ kind: 'spend_ceiling', domain: 'promotions', ceiling_cents: 1, period: 'week' });
    const before = await snapshot();
    const res = await simulate({ domain: 'promotions', action: 'propose_discount', facts: { amount_cents: 500, discount_percent: 10 } });
    expect(res.status).toBe(200);
    expect(gate(res.body.result, 'spend_ceiling').decision).toBe('deny');
    expect(await snapshot()).toEqual(before);
  });

  it('arguments: facts.amount_cents must be a non-negative integer; the body follows the schema', async () => {
    const bad = await simulate({ domain: 'ads', action: 'a', facts: { amount_cents: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^facts\.amount_cents: must be a non-negative integer/);
    expect((await simulate({ domain: 'ads', action: 'a', facts: { amount_cents: 'ten' } })).body.message).toMatch(/^facts\.amount_cents/);
    expect((await simulate({ domain: 'ads', action: 'a' })).body.message).toMatch(/^facts: is required/);
    expect((await simulate({ domain: 'ads', action: 'Bad Name', facts: {} })).body.message).toMatch(/^action: must match/);
    const reader = await t.key(['catalog:read']);
    expect((await simulate({ domain: 'ads', action: 'a', facts: {} }, reader)).status).toBe(403);
  });
});
