/**
 * Policies and spend ceilings gate real writes, not only `simulate`: one gate
 * function, so a refused write's `gates` are exactly what `simulate` answers for the same facts;
 * a write over a ceiling is refused before a card exists (409 `spend_ceiling_exceeded` with
 * `Retry-After`); a deny rule refuses (403 `policy_denied`); `require_approval` holds auto-apply;
 * another credential's field is refused (`field_already_owned`); approval re-checks the ceiling;
 * stops and the policy operations themselves are never gated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer(
  { scale: 0.1 },
  { admin: ['admin'], agent: ['catalog:read', 'catalog:write', 'automation:read', 'automation:write', 'promotions:write'] },
);
let variants: Array<{ id: string; external_id: string; price_cents: number }>;

const operator = { id: 'op-test', email: 'operator@test.example' };

beforeAll(async () => {
  variants = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').limit(6);
});

async function decide(approvalId: string) {
  return t.app.invoker.decideApproval({
    store: await t.app.stores.get(t.hostedStoreId),
    operator,
    approvalId,
    decision: 'approve',
    requestId: 'req_test_decision',
    now: new Date(),
  });
}
const cards = async () => Number((await t.db('approvals').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first())!.n);
const policy = async (body: Record<string, unknown>) => {
  const res = await t.call('policy_create', body, t.keys.admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.policy.id as string;
};
const remove = (policyId: string) => t.call('policy_delete', { policy_id: policyId }, t.keys.admin);
/** A price change of `v` by `deltaCents` (its card's amount). */
const reprice = (v: (typeof variants)[number], deltaCents: number, key = t.keys.agent) =>
  t.call('storefront_update_variant_price', { variant_id: v.id, new_price: (Number(v.price_cents) + deltaCents) / 100 }, key);

describe('spend ceilings', () => {
  it('a write over the ceiling is refused before a card exists, and simulate gave the same gates', async () => {
    const ceiling = await policy({ kind: 'spend_ceiling', name: 'Daily repricing', domain: 'catalog', ceiling_cents: 1000, period: 'day' });
    const v = variants[0]!;
    const facts = {
      variant_id: v.id,
      new_price: (Number(v.price_cents) + 1500) / 100,
      amount_cents: 1500,
      resource_kind: 'variant',
      resource_ref: v.id,
      field: 'price',
    };
    const sim = await t.call('simulate', { domain: 'catalog', action: 'storefront_update_variant_price', facts }, t.keys.agent);
    expect(sim.body.result.decision).toBe('deny');
    const before = await cards();
    const res = await reprice(v, 1500);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'spend_ceiling_exceeded', policy_id: ceiling });
    expect(res.body.gates).toEqual(sim.body.result.gates);
    expect(res.body.message).toMatch(/Daily repricing/);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBe(res.body.retry_after_seconds);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(await cards()).toBe(before);
    await remove(ceiling);
  });

  it('cards within the ceiling wait; approval re-checks it: the one that would go over fails', async () => {
    const ceiling = await policy({
      kind: 'spend_ceiling',
      domain: 'catalog',
      action: 'storefront_update_variant_price',
      ceiling_cents: 1000,
      period: 'day',
    });
    const a = await reprice(variants[1]!, 600);
    const b = await reprice(variants[2]!, 600);
    expect(a.body.result.status).toBe('proposed');
    expect(b.body.result.status).toBe('proposed'); // waiting cards are not spend yet
    expect(await decide(a.body.result.approval_id)).toMatchObject({ status: 'approved' });
    const second = await decide(b.body.result.approval_id);
    expect(second.status).toBe('failed');
    expect(second.reason).toMatch(/spend ceiling/);
    expect(Number((await t.db('variants').where({ id: variants[2]!.id }).first()).price_cents)).toBe(Number(variants[2]!.price_cents));
    // And a new proposal that would go over is refused at once.
    expect((await reprice(variants[3]!, 500)).body.error).toBe('spend_ceiling_exceeded');
    await remove(ceiling);
  });
});

describe('rules', () => {
  it('a deny rule refuses the write (403 policy_denied) with the gates simulate reports', async () => {
    const rule = await policy({
      kind: 'rule',
      name: 'No bulk stock',
      domain: 'catalog',
      action: 'storefront_update_inventory',
      effect: 'deny',
      conditions: [{ fact: 'quantity', op: 'gt', value: 1000 }],
    });
    const v = variants[4]!;
    const res = await t.call('storefront_update_inventory', { variant_id: v.id, quantity: 5000, reason: 'bulk' }, t.keys.agent);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'policy_denied', policy_id: rule });
    const sim = await t.call(
      'simulate',
      {
        domain: 'catalog',
        action: 'storefront_update_inventory',
        facts: {
          variant_id: v.id,
          quantity: 5000,
          reason: 'bulk',
          amount_cents: 0,
          resource_kind: 'variant',
          resource_ref: v.id,
          field: 'inventory_quantity',
        },
      },
      t.keys.agent,
    );
    expect(res.body.gates).toEqual(sim.body.result.gates);
    const small = await t.call('storefront_update_inventory', { variant_id: v.id, quantity: 10, reason: 'count' }, t.keys.agent);
    expect(small.body.result.status).toBe('proposed');
    await remove(rule);
  });

  it('require_approval holds a write that auto-apply would apply; below the condition it applies', async () => {
    const rule = await policy({
      kind: 'rule',
      domain: 'promotions',
      effect: 'require_approval',
      conditions: [{ fact: 'discount_percent', op: 'gt', value: 30 }],
    });
    const auto = await t.key(['catalog:read', 'promotions:write'], { autoApply: true });
    const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
    const big = await t.call('propose_discount', { product_ids: [product.id], discount_percent: 40, reason: 'clearance' }, auto);
    expect(big.body.result).toMatchObject({ status: 'proposed', applied: false });
    expect(big.body.result.message).toMatch(/store rule holds this change/);
    const small = await t.call('propose_discount', { product_ids: [product.id], discount_percent: 10, reason: 'weekend' }, auto);
    expect(small.body.result).toMatchObject({ status: 'applied', applied: true });
    await remove(rule);
  });

  it('an automatic write cannot wait: a domain rule requiring approval refuses it, and simulate says so', async () => {
    const rule = await policy({ kind: 'rule', domain: 'automation', effect: 'require_approval' });
    const res = await t.call('create_alert', { severity: 'info', title: 'x', message: 'y' }, t.keys.agent);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('policy_denied');
    expect(res.body.message).toMatch(/automatic write, which cannot wait/);
    const sim = await t.call('simulate', { domain: 'automation', action: 'create_alert', facts: {} }, t.keys.agent);
    expect(sim.body.result.decision).toBe('deny');
    // Naming an automatic write in a require_approval rule is refused at once.
    const named = await t.call(
      'policy_create',
      { kind: 'rule', domain: 'automation', action: 'create_alert', effect: 'require_approval' },
      t.keys.admin,
    );
    expect(named.status).toBe(400);
    expect(named.body.message).toMatch(/^effect:/);
    // The policy operations themselves are never gated: the store cannot lock itself out.
    expect((await remove(rule)).status).toBe(200);
  });

  it('stopping is never gated; handing authority back is', async () => {
    const rule = await policy({ kind: 'rule', domain: 'admin', action: 'set_kill_switch', effect: 'deny' });
    const stop = await t.call('set_kill_switch', { engaged: true, reason: 'incident' }, t.keys.admin);
    expect(stop.body.result).toMatchObject({ status: 'applied' });
    const release = await t.call('set_kill_switch', { engaged: false, reason: 'over' }, t.keys.admin);
    expect(release.status).toBe(403);
    expect(release.body.error).toBe('policy_denied');
    const sim = await t.call(
      'simulate',
      { domain: 'admin', action: 'set_kill_switch', facts: { engaged: true, reason: 'incident' } },
      t.keys.admin,
    );
    expect(sim.body.result.decision).toBe('allow');
    expect(sim.body.result.gates[0].reason).toMatch(/stops automation/);
    await remove(rule);
  });
});

describe('field ownership', () => {
  it("a write to a field another credential owns is refused (field_already_owned); the owner's own write passes", async () => {
    const owner = await t.key(['catalog:read', 'catalog:write']);
    const v = variants[5]!;
    const declared = await t.call(
      'intent_declare',
      {
        resource_kind: 'variant',
        resource_ref: v.id,
        field: 'price',
        desired: 55.5,
        reason: 'owner test',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
      owner,
    );
    expect(await decide(declared.body.result.approval_id)).toMatchObject({ status: 'approved' });
    const intent = await t.db('intents').where({ store_id: t.hostedStoreId, resource_ref: v.id, status: 'active' }).first();
    const other = await reprice(v, 100);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: 'field_already_owned', intent_id: intent.id });
    expect((await reprice(v, 100, owner)).body.result.status).toBe('proposed');
  });
});
