/**
 * The typed SDK against a live server: every operation in the contract is called through its
 * generated method, the typed errors carry the request id, and the audit log pages through
 * `client.audit.list`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';
import { sampleInputs } from '@storeops/testkit/samples';
import { OPERATIONS } from '../../contract/src/operations.js';
import { InvalidRequestError, NotFoundError, PermissionError, AuthenticationError, StoreOps } from './index.js';

const t = useTestServer({ scale: 0.2 });
let client: StoreOps;
let sandboxClient: StoreOps;
let inputs: Record<string, Array<Record<string, unknown>>>;

beforeAll(async () => {
  const key = await t.key(['admin']);
  client = new StoreOps({ apiKey: key, baseUrl: t.baseUrl, maxRetries: 0 });
  const sandboxKey = await t.key(['admin'], { kind: 'sandbox' });
  sandboxClient = new StoreOps({ apiKey: sandboxKey, baseUrl: t.baseUrl, maxRetries: 0 });
  inputs = await sampleInputs(t, key, sandboxKey);
});

function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

describe('SDK against a live server', () => {
  it('has a generated method for every operation, and each answers', async () => {
    const called: string[] = [];
    for (const op of OPERATIONS) {
      const caller = op.sandboxOnly ? sandboxClient : client;
      const method = (caller as unknown as Record<string, (input?: unknown) => Promise<unknown>>)[camel(op.name)];
      expect(typeof method, op.name).toBe('function');
      const input = inputs[op.name]?.[0];
      expect(input, `${op.name} needs a sample input`).toBeDefined();
      const result = await method!.call(caller, input);
      expect(result, op.name).toBeTypeOf('object');
      called.push(op.name);
    }
    expect(called).toHaveLength(OPERATIONS.length);
  });

  it('typed results are usable as typed', async () => {
    const overview = await client.getStoreOverview();
    expect(overview.tenant_type).toBe('hosted_storefront');
    const { products } = await client.queryProducts({ sort: 'roas_desc', limit: 3 });
    expect(products).toHaveLength(3);
    const { variants } = await client.getVariants({ product_id: products[0]!.id });
    for (const v of variants) expect(v.product_id).toBe(products[0]!.id);
  });

  it('maps error codes to typed errors carrying request_id', async () => {
    const bad = await client.queryProducts({ limit: 0 }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(InvalidRequestError);
    expect((bad as InvalidRequestError).requestId).toMatch(/^req_/);
    expect((bad as InvalidRequestError).message).toMatch(/limit/);

    const narrow = new StoreOps({ apiKey: await t.key(['cs:read']), baseUrl: t.baseUrl, maxRetries: 0 });
    const denied = await narrow.getStoreOverview().catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(PermissionError);
    expect((denied as PermissionError).requiredScopes).toContain('catalog:read');

    const business = new StoreOps({ apiKey: await t.key(['read'], { storeId: t.businessStoreId }), baseUrl: t.baseUrl, maxRetries: 0 });
    expect(await business.queryProducts().catch((e: unknown) => e)).toBeInstanceOf(NotFoundError);

    const stranger = new StoreOps({ apiKey: `sops_live_${'B'.repeat(43)}`, baseUrl: t.baseUrl, maxRetries: 0 });
    expect(await stranger.getAlerts().catch((e: unknown) => e)).toBeInstanceOf(AuthenticationError);
  });

  it('iterates the audit log across pages', async () => {
    const ids: string[] = [];
    for await (const row of client.audit.list({ limit: 5 })) {
      ids.push(row.request_id);
      if (ids.length >= 12) break;
    }
    expect(ids.length).toBe(12);
    expect(new Set(ids).size).toBe(12);
  });
});
