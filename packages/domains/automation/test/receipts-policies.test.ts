/**
 * Receipts and policies over HTTP (seed: Non-tool endpoints `/api/v1/receipts*`,
 * `/api/v1/policies*`): every applied write is listed with what changed and how to reverse it;
 * a variant's price history comes from its receipts; policy writes validate their shape per kind
 * and each leaves a receipt whose reversal undoes it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer(
  { scale: 0.1 },
  { key: { scopes: ['catalog:read', 'catalog:write', 'automation:read', 'automation:write'], autoApply: true } },
);
let variant: { id: string; external_id: string; price_cents: number };

beforeAll(async () => {
  variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
});

/** POST to an operation's own path (not /api/v1/tools/{name}). */
async function post(path: string, body: unknown, k = t.keys.key) {
  const res = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${k}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

describe('receipts_list', () => {
  it('lists applied writes newest first, with filters and a cursor that pages without overlap', async () => {
    const ids: string[] = [];
    for (const title of ['one', 'two', 'three']) {
      const res = await t.call('create_alert', { severity: 'info', title, message: 'receipt test' }, t.keys.key);
      ids.push(res.body.result.receipt_id);
    }
    const price = await t.call('storefront_update_variant_price', { variant_id: variant.id, new_price: 33.3 }, t.keys.key);
    const all = await post('/api/v1/receipts', {});
    expect(all.status).toBe(200);
    expect(all.body.result.receipts[0]).toEqual({
      id: price.body.result.receipt_id,
      operation: 'storefront_update_variant_price',
      approval_id: price.body.result.approval_id,
      resource_kind: 'variant',
      resource_ref: variant.id,
      changes: [{ field: 'price', before: variant.price_cents / 100, after: 33.3 }],
      proposed_by: expect.any(String),
      approved_by: 'auto-apply',
      reversal: {
        operation: 'storefront_update_variant_price',
        arguments: { variant_id: variant.id, new_price: variant.price_cents / 100 },
        description: expect.any(String),
      },
      request_id: price.headers.get('x-request-id'),
      created_at: expect.any(String),
    });

    const alerts = await post('/api/v1/receipts', { operation: 'create_alert', limit: 2 });
    expect(alerts.body.result.receipts.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(alerts.body.result).toMatchObject({ has_more: true, next_cursor: expect.any(String) });
    const rest = await post('/api/v1/receipts', { operation: 'create_alert', limit: 2, before: alerts.body.result.next_cursor });
    expect(rest.body.result).toMatchObject({ has_more: false, next_cursor: null });
    expect(rest.body.result.receipts.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(rest.body.result.receipts[0]).toMatchObject({ approval_id: null, reversal: null, resource_kind: 'alert' });

    const byCard = await post('/api/v1/receipts', { approval_id: price.body.result.approval_id });
    expect(byCard.body.result.receipts.map((r: { id: string }) => r.id)).toEqual([price.body.result.receipt_id]);
    const byResource = await post('/api/v1/receipts', { resource_kind: 'variant', resource_ref: variant.id });
    expect(byResource.body.result.receipts.every((r: { resource_ref: string }) => r.resource_ref === variant.id)).toBe(true);
  });

  it('a foreign cursor, or a receipt of another store, is not accepted or shown', async () => {
    const bad = await post('/api/v1/receipts', { before: 'apc1.eyJ9' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^before:/);
    const other = await t.key(['automation:read'], { storeId: t.businessStoreId });
    const res = await post('/api/v1/receipts', {}, other);
    expect(res.status).toBe(200);
    expect(res.body.result.receipts).toEqual([]);
  });
});

describe('receipts_price_memory', () => {
  it("answers a variant's price changes oldest first with the current price; limit keeps the most recent", async () => {
    const other = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku', 'desc').first();
    const start = other.price_cents / 100;
    const applied: string[] = [];
    for (const p of [10.5, 11.25, 12]) {
      const res = await t.call('storefront_update_variant_price', { variant_id: other.external_id, new_price: p }, t.keys.key);
      applied.push(res.body.result.receipt_id);
    }
    const res = await post('/api/v1/receipts/price', { variant_id: other.external_id });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      variant_id: other.id,
      external_id: other.external_id,
      sku: other.sku,
      currency: 'EUR',
      current_price: 12,
      has_more: false,
    });
    expect(res.body.result.entries.map((e: { before: number; after: number }) => [e.before, e.after])).toEqual([
      [start, 10.5],
      [10.5, 11.25],
      [11.25, 12],
    ]);
    expect(res.body.result.entries.map((e: { receipt_id: string }) => e.receipt_id)).toEqual(applied);
    expect(res.body.result.entries[0]).toMatchObject({ operation: 'storefront_update_variant_price', approval_id: expect.any(String) });

    const last = await post('/api/v1/receipts/price', { variant_id: other.id, limit: 2 });
    expect(last.body.result.has_more).toBe(true);
    expect(last.body.result.entries.map((e: { after: number }) => e.after)).toEqual([11.25, 12]);
  });

  it('unknown variant: invalid_request naming variant_id; business store: not_found', async () => {
    const res = await post('/api/v1/receipts/price', { variant_id: '1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^variant_id: no variant/);
    const other = await t.key(['automation:read'], { storeId: t.businessStoreId });
    expect((await post('/api/v1/receipts/price', { variant_id: variant.id }, other)).status).toBe(404);
  });
});

describe('policies', () => {
  it('create -> list -> update -> delete, each write with a receipt whose reversal undoes it', async () => {
    const created = await post('/api/v1/policies', {
      kind: 'rule',
      domain: 'promotions',
      action: 'propose_discount',
      effect: 'require_approval',
      conditions: [{ fact: 'discount_percent', op: 'gt', value: 30 }],
    });
    expect(created.status).toBe(200);
    const policy = created.body.result.policy;
    expect(policy).toMatchObject({
      kind: 'rule',
      name: 'rule promotions.propose_discount',
      effect: 'require_approval',
      ceiling_cents: null,
      period: null,
      enabled: true,
    });
    const createReceipt = await t.db('receipts').where({ id: created.body.result.receipt_id }).first();
    expect(createReceipt).toMatchObject({ operation: 'policy_create', resource_kind: 'policy', resource_ref: policy.id });
    expect(JSON.parse(createReceipt.reversal)).toMatchObject({ operation: 'policy_delete', arguments: { policy_id: policy.id } });

    const ceiling = await post('/api/v1/policies', {
      kind: 'spend_ceiling',
      domain: 'ads',
      ceiling_cents: 100000,
      period: 'week',
      name: 'Ads weekly',
    });
    expect(ceiling.body.result.policy).toMatchObject({
      kind: 'spend_ceiling',
      effect: null,
      conditions: [],
      ceiling_cents: 100000,
      period: 'week',
    });

    // (domain: the demo store's seeded policies are in other domains)
    const list = await post('/api/v1/policies/list', { kind: 'rule', domain: 'promotions' });
    expect(list.body.result.policies.map((p: { id: string }) => p.id)).toEqual([policy.id]);
    const page = await post('/api/v1/policies/list', { limit: 1 });
    expect(page.body.result.policies.map((p: { id: string }) => p.id)).toEqual([ceiling.body.result.policy.id]);
    const page2 = await post('/api/v1/policies/list', { limit: 1, before: page.body.result.next_cursor });
    expect(page2.body.result.policies.map((p: { id: string }) => p.id)).toEqual([policy.id]);

    const updated = await post('/api/v1/policies/update', { policy_id: policy.id, effect: 'deny', action: '', enabled: false });
    expect(updated.body.result.policy).toMatchObject({ effect: 'deny', action: null, enabled: false });
    const updReceipt = await t.db('receipts').where({ id: updated.body.result.receipt_id }).first();
    expect(JSON.parse(updReceipt.changes)).toEqual([
      { field: 'action', before: 'propose_discount', after: null },
      { field: 'effect', before: 'require_approval', after: 'deny' },
      { field: 'enabled', before: true, after: false },
    ]);
    const reversal = JSON.parse(updReceipt.reversal);
    expect(reversal).toMatchObject({
      operation: 'policy_update',
      arguments: { policy_id: policy.id, action: 'propose_discount', effect: 'require_approval', enabled: true },
    });
    // The reversal is a call that works as it stands.
    const undone = await post('/api/v1/policies/update', reversal.arguments);
    expect(undone.body.result.policy).toMatchObject({ action: 'propose_discount', effect: 'require_approval', enabled: true });
    const same = await post('/api/v1/policies/update', { policy_id: policy.id, enabled: true });
    expect(same.body.result.receipt_id).toBeNull();

    const deleted = await post('/api/v1/policies/delete', { policy_id: policy.id });
    expect(deleted.body.result.deleted.id).toBe(policy.id);
    expect(await t.db('policies').where({ id: policy.id })).toHaveLength(0);
    const delReceipt = await t.db('receipts').where({ id: deleted.body.result.receipt_id }).first();
    const recreate = JSON.parse(delReceipt.reversal);
    expect(recreate.operation).toBe('policy_create');
    const again = await post('/api/v1/policies', recreate.arguments);
    expect(again.status).toBe(200);
    expect(again.body.result.policy).toMatchObject({
      kind: 'rule',
      action: 'propose_discount',
      effect: 'require_approval',
      conditions: policy.conditions,
    });
    const gone = await post('/api/v1/policies/delete', { policy_id: policy.id });
    expect(gone.status).toBe(400);
    expect(gone.body.message).toMatch(/^policy_id: no policy/);
  });

  it('shape per kind: the field that does not fit is named', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ kind: 'rule', domain: 'ads' }, /^effect: is required for a rule/],
      [{ kind: 'rule', domain: 'ads', effect: 'deny', ceiling_cents: 5 }, /^ceiling_cents: only a spend_ceiling/],
      [{ kind: 'rule', domain: 'ads', effect: 'deny', period: 'day' }, /^period: only a spend_ceiling/],
      [{ kind: 'spend_ceiling', domain: 'ads', period: 'day' }, /^ceiling_cents: is required/],
      [{ kind: 'spend_ceiling', domain: 'ads', ceiling_cents: 5 }, /^period: is required/],
      [{ kind: 'spend_ceiling', domain: 'ads', ceiling_cents: 5, period: 'day', effect: 'deny' }, /^effect: only a rule/],
      [
        { kind: 'spend_ceiling', domain: 'ads', ceiling_cents: 5, period: 'day', conditions: [{ fact: 'x', op: 'eq', value: 1 }] },
        /^conditions: only a rule/,
      ],
      [
        { kind: 'rule', domain: 'ads', effect: 'deny', conditions: [{ fact: 'amount_cents', op: 'gt', value: '5' }] },
        /^conditions\[0\]\.value: gt compares numbers/,
      ],
      [
        {
          kind: 'rule',
          domain: 'ads',
          effect: 'deny',
          conditions: [
            { fact: 'x', op: 'eq', value: 1 },
            { fact: 'channel', op: 'in', value: 'meta' },
          ],
        },
        /^conditions\[1\]\.value: in takes an array/,
      ],
      [
        { kind: 'rule', domain: 'ads', effect: 'deny', conditions: [{ fact: 'channel', op: 'eq', value: ['a'] }] },
        /^conditions\[0\]\.value: eq takes a single value/,
      ],
      [
        { kind: 'rule', domain: 'ads', effect: 'deny', conditions: [{ fact: 'channel', op: 'like', value: 'a' }] },
        /^conditions\[0\]\.op: must be one of/,
      ],
      [{ kind: 'rule', domain: 'nowhere', effect: 'deny' }, /^domain: must be one of/],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/v1/policies', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const rule = await post('/api/v1/policies', { kind: 'rule', domain: 'ads', effect: 'allow' });
    const res = await post('/api/v1/policies/update', { policy_id: rule.body.result.policy.id, period: 'day' });
    expect(res.body.message).toMatch(/^period: only a spend_ceiling/);
    expect(await t.db('policies').where({ id: rule.body.result.policy.id }).first()).toMatchObject({ period: null });
  });

  it('scopes: list needs automation:read, writes automation:write', async () => {
    const reader = await t.key(['automation:read']);
    expect((await post('/api/v1/policies/list', {}, reader)).status).toBe(200);
    const denied = await post('/api/v1/policies', { kind: 'rule', domain: 'ads', effect: 'deny' }, reader);
    expect(denied.status).toBe(403);
    expect(denied.body.required_scopes).toEqual(['automation:write', 'write', 'admin']);
  });
});
