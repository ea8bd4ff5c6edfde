/**
 * Input validation edge cases over real HTTP (seed: Errors, Limits):
 * every two-decimal money amount in range is accepted (no float `multipleOf`), amounts with more
 * decimals are `invalid_request` naming the field, and every string argument is bounded: an
 * oversized value answers a short 400 `invalid_request` naming the field, never an echo of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@storeops/contract';
import { useTestServer } from '@storeops/testkit/server';
import { sampleInputs } from '@storeops/testkit/samples';
import { modernRequest, rawPost, toolError } from '@storeops/testkit/mcp';

const t = useTestServer({ scale: 0.1 }, { admin: ['admin'] });
let variant: { id: string; external_id: string };

beforeAll(async () => {
  variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
});

/** The error answer is the envelope, small whatever the request carried. */
function expectShortInvalid(res: { status: number; body: any }, field: string): void {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
  expect(res.body.error).toBe('invalid_request');
  expect(res.body.message.startsWith(`${field}: `), res.body.message.slice(0, 300)).toBe(true);
  expect(JSON.stringify(res.body).length, res.body.message.slice(0, 300)).toBeLessThan(1024);
}

describe('money: decimal places, not float multipleOf', () => {
  it('storefront_update_variant_price accepts 111848.18 (refused as "not a multiple of 0.01" before)', async () => {
    const key = await t.key(['catalog:read', 'catalog:write']);
    const res = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: 111848.18 }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'proposed', approval_status: 'requested' });
    expect(res.body.result.change.changes[0]).toMatchObject({ field: 'price', after: 111848.18 });
  });

  it('a third decimal is invalid_request naming new_price', async () => {
    const res = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: 19.999 }, t.keys.admin);
    expectShortInvalid(res, 'new_price');
    expect(res.body.message).toBe('new_price: must have at most 2 decimal places (got 19.999)');
  });

  it('intent_declare accepts a two-decimal desired price that float arithmetic gets wrong', async () => {
    const res = await t.call(
      'intent_declare',
      {
        resource_kind: 'variant',
        resource_ref: variant.id,
        field: 'price',
        desired: 111848.18,
        reason: 'money edge',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
      t.keys.admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.change.changes[0]).toMatchObject({ field: 'price', after: 111848.18 });
  });

  it('intent_declare refuses a desired price with a third decimal, naming desired', async () => {
    const res = await t.call(
      'intent_declare',
      {
        resource_kind: 'variant',
        resource_ref: variant.id,
        field: 'price',
        desired: 1.0000001,
        reason: 'money edge',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
      t.keys.admin,
    );
    expectShortInvalid(res, 'desired');
  });
});

describe('strings are bounded and never echoed', () => {
  it('a 900 KB intent_declare desired answers a short invalid_request naming desired', async () => {
    const res = await t.call(
      'intent_declare',
      {
        resource_kind: 'campaign',
        resource_ref: 'cmp_x',
        field: 'bidding',
        desired: 'x'.repeat(900_000),
        reason: 'huge',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
      t.keys.admin,
    );
    expectShortInvalid(res, 'desired');
  });

  it('a 1 MB where_in_service question answers a short invalid_request naming question', async () => {
    const res = await t.call('where_in_service', { question: 'where '.repeat(170_000) }, t.keys.admin);
    expectShortInvalid(res, 'question');
    expect(res.body.message).toMatch(/^question: must have at most 500 characters \(got 1020000\)$/);
  });

  it('a huge unknown argument name is quoted as an excerpt', async () => {
    const res = await t.call('where_in_service', { ['q'.repeat(500_000)]: 1 }, t.keys.admin);
    expect(JSON.stringify(res.body).length).toBeLessThan(1024);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toMatch(/^q{40}… \(500000 characters\): is not an argument of this operation$/);
  });

  it('handler messages quote a value as a 40-character excerpt (desired, variant_id)', async () => {
    const declared = await t.call(
      'intent_declare',
      {
        resource_kind: 'variant',
        resource_ref: variant.id,
        field: 'price',
        desired: 'p'.repeat(64),
        reason: 'excerpt',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      },
      t.keys.admin,
    );
    expectShortInvalid(declared, 'desired');
    expect(declared.body.message).toBe(
      `desired: must be a number above 0 and at most 1000000 with at most 2 decimals for variant price (got "${'p'.repeat(40)}…" (64 characters))`,
    );
    const priced = await t.call('storefront_update_variant_price', { variant_id: 'v'.repeat(64), new_price: 10 }, t.keys.admin);
    expectShortInvalid(priced, 'variant_id');
    expect(priced.body.message).toBe(
      `variant_id: no variant "${'v'.repeat(40)}…" (64 characters) in this store (use external_id or id from get_variants)`,
    );
  });

  it('every string argument of every operation refuses 100,000 characters (or one past a longer maxLength) with a short message naming it', async () => {
    const inputs = await sampleInputs(t, t.keys.admin);
    const checked: string[] = [];
    for (const op of OPERATIONS) {
      // Operations without a sample (tools.test.ts fails for those) are covered by the generator's check.
      const base = inputs[op.name]?.[0];
      if (base === undefined) continue;
      const props = (op.inputSchema.properties ?? {}) as Record<
        string,
        { type?: unknown; enum?: unknown; items?: any; maxLength?: number }
      >;
      for (const [name, schema] of Object.entries(props)) {
        const types = ([] as unknown[]).concat(schema.type ?? []);
        // A file argument (e.g. a CSV) may be longer than 100,000 characters: one past its bound.
        const long = 'a'.repeat(Math.max(100_000, (schema.maxLength ?? 0) + 1));
        let value: unknown;
        let field = name;
        if (types.includes('string') && schema.enum === undefined) value = long;
        else if (types.includes('array') && schema.items?.type === 'string' && schema.items.enum === undefined) {
          value = [long];
          field = `${name}[0]`;
        } else continue;
        const res = await t.call(op.name, { ...base, [name]: value }, t.keys.admin);
        expect(res.status, `${op.name}.${name}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(400);
        expect(res.body.error).toBe('invalid_request');
        expect(res.body.message.startsWith(`${field}: `), `${op.name}: ${res.body.message.slice(0, 200)}`).toBe(true);
        expect(JSON.stringify(res.body).length, `${op.name}.${name}`).toBeLessThan(1024);
        checked.push(`${op.name}.${name}`);
      }
    }
    expect(checked).toContain('where_in_service.question');
    expect(checked).toContain('intent_declare.desired');
    expect(checked.length).toBeGreaterThan(30);
  });
});

describe('one refusal names every failing argument, on every surface', () => {
  it('MCP: a tool error whose message lists each failing argument, the first first', async () => {
    const { body, headers } = modernRequest('tools/call', { name: 'query_performance', arguments: { window_days: 91, product_id: 'abc' } });
    const res = await rawPost(t.baseUrl, t.keys.admin, body, headers);
    expect(res.status, res.text).toBe(200);
    expect(res.json.result.isError).toBe(true);
    expect(toolError(res.json.result)).toMatchObject({
      error: 'invalid_request',
      message: 'window_days: must be at most 90 (got 91); product_id: must be a UUID string (got "abc")',
    });
  });

  it('MCP: an unknown tool name carries the same suggestions as REST', async () => {
    const { body, headers } = modernRequest('tools/call', { name: 'get_alertz', arguments: {} });
    const res = await rawPost(t.baseUrl, t.keys.admin, body, headers);
    expect(res.text).toMatch(/No operation named \\"get_alertz\\" is exposed to this credential\. Did you mean get_alerts/);
  });

  it('MCP: a JSON syntax error names its position (-32700)', async () => {
    const res = await rawPost(t.baseUrl, t.keys.admin, '{"jsonrpc": "2.0", "id": 1,\n "method": }', modernRequest('tools/list').headers);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: -32700, message: expect.stringMatching(/at line 2, column 12 \(character offset 39\)/) });
  });
});
