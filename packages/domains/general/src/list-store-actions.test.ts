import { describe, expect, it } from 'vitest';
import { OPERATIONS, type Access, type HandlerContext, type OperationDescriptor } from '@storeops/contract';
import { countingQueries, makeContext, outputViolations, scopeAccess, useSeededDb } from '@storeops/testkit/db';
import { CATALOGUE_TOTAL, listStoreActions } from './store-actions';
import { handlers } from './index';

const s = useSeededDb();

async function run(input: { domain?: any }, c: HandlerContext) {
  const result = await handlers.list_store_actions(input, c);
  expect(outputViolations('list_store_actions', result)).toEqual([]);
  const e = result.exposure;
  expect(e.exposed + e.withheld_by_scope + e.not_available_for_store + e.not_yet_served).toBe(e.catalogue_total);
  return result;
}

/** A registry with write operations (the served registry has none yet), built from a real descriptor. */
function fakeOp(
  name: string,
  domain: string,
  tier: OperationDescriptor['tier'],
  scope: string,
  requiresStorefront = false,
): OperationDescriptor {
  const base = OPERATIONS[0]!;
  return { ...base, name, domain, tier, scope, requiresStorefront, path: `/api/v1/tools/${name}`, description: `${name} (test)` };
}
const WRITES = [
  fakeOp('propose_discount', 'promotions', 'propose_write', 'promotions:write', true),
  fakeOp('storefront_create_refund', 'orders', 'propose_write', 'orders:write'),
  fakeOp('create_alert', 'automation', 'auto_write', 'automation:write'),
  fakeOp('run_calibration', 'automation', 'auto_write', 'automation:write'),
  fakeOp('set_kill_switch', 'admin', 'propose_write', 'admin:write'),
  fakeOp('cs_send_reply', 'cs', 'propose_write', 'cs:write'),
];
/**
 * The served catalogue reads plus the fake writes (the served writes are left out so names do not
 * collide; reads outside the catalogue, such as subscription_list, would not be counted).
 */
const READS = OPERATIONS.filter((op) => op.tier === 'read' && op.catalogue);
/** The catalogue's operations: the registry without sandbox test helpers. */
const CATALOGUE = OPERATIONS.filter((op) => op.catalogue);
const REGISTRY = [...READS, ...WRITES];

describe('list_store_actions', () => {
  it('counts the served registry against the 188-operation catalogue, without touching the database', async () => {
    const ctx = await makeContext(s.db, s.hostedStoreId, { scopes: ['admin'] });
    const { result: r, queries } = await countingQueries(s.db, () => run({}, ctx));
    expect(queries).toBe(0);
    expect(r.domain).toBeNull();
    // Every write the key may call is an action, the webhook subscription writes outside the
    // catalogue included; only the catalogue's operations are counted in `exposure`.
    const served = OPERATIONS.filter((op) => op.tier !== 'read' && !op.sandboxOnly)
      .map((op) => [op.domain, op.name])
      .sort((a, b) => a[0]!.localeCompare(b[0]!) || a[1]!.localeCompare(b[1]!))
      .map(([, name]) => name);
    expect(served.length).toBeGreaterThan(0);
    expect(r.actions.map((a) => a.name)).toEqual(served);
    expect(r.exposure).toEqual({
      catalogue_total: 188,
      exposed: CATALOGUE.length,
      withheld_by_scope: 0,
      not_available_for_store: 0,
      not_yet_served: 188 - CATALOGUE.length,
    });
  });

  it('counts storefront-only operations as not available for a business without a storefront', async () => {
    const ctx = await makeContext(s.db, s.businessStoreId, { scopes: ['read'] });
    const r = await run({}, ctx);
    const storefrontOnly = OPERATIONS.filter((op) => op.requiresStorefront).length;
    expect(storefrontOnly).toBeGreaterThan(0);
    expect(r.exposure.not_available_for_store).toBe(storefrontOnly);
    expect(r.exposure.exposed).toBe(READS.filter((op) => !op.requiresStorefront).length);
  });

  it('counts operations hidden by a missing scope, whatever the domain filter says', async () => {
    const ctx = await makeContext(s.db, s.hostedStoreId, { scopes: ['orders:read'] });
    const expected = CATALOGUE.filter((op) => scopeAccess(['orders:read'], 'hosted_storefront', op) === 'allowed').length;
    const r = await run({}, ctx);
    expect(r.exposure.exposed).toBe(expected);
    expect(r.exposure.withheld_by_scope).toBe(CATALOGUE.length - expected);
    expect((await run({ domain: 'ads' }, ctx)).exposure).toEqual(r.exposure);
  });

  it('follows ctx.access exactly', async () => {
    const ctx = await makeContext(s.db, s.hostedStoreId, {
      access: (op) => (op.domain === 'catalog' ? 'not_for_store' : op.name.startsWith('get_') ? 'missing_scope' : 'allowed'),
    });
    const r = await run({}, ctx);
    const catalog = CATALOGUE.filter((op) => op.domain === 'catalog').length;
    const gets = CATALOGUE.filter((op) => op.domain !== 'catalog' && op.name.startsWith('get_')).length;
    expect(r.exposure.not_available_for_store).toBe(catalog);
    expect(r.exposure.withheld_by_scope).toBe(gets);
    expect(r.exposure.exposed).toBe(CATALOGUE.length - catalog - gets);
  });

  it('lists a sandbox test helper as an action where it exists, without counting it in the catalogue', async () => {
    const ctx = await makeContext(s.db, s.hostedStoreId, { access: () => 'allowed' as Access });
    const r = await run({ domain: 'automation' }, ctx);
    const helpers = OPERATIONS.filter((op) => op.sandboxOnly).map((op) => op.name);
    expect(helpers).toEqual(['sandbox_approval_decide']);
    expect(r.actions.map((a) => a.name)).toContain('sandbox_approval_decide');
    expect(r.exposure.exposed).toBe(CATALOGUE.length);
    const enable = r.actions.find((a) => a.name === 'enable_automation')!;
    expect(enable).toMatchObject({ tier: 'auto_write', authority: 'handback' });
    expect(r.actions.find((a) => a.name === 'disable_automation')).toMatchObject({ authority: 'stop' });
  });

  it('lists the write actions the credential may call, ordered by domain then name, with their input schema', async () => {
    const ctx = await makeContext(s.db, s.hostedStoreId, { scopes: ['write'] });
    const r = await listStoreActions({}, ctx, REGISTRY);
    expect(outputViolations('list_store_actions', r)).toEqual([]);
    expect(r.actions.map((a) => a.name)).toEqual([
      'create_alert',
      'run_calibration',
      'cs_send_reply',
      'storefront_create_refund',
      'propose_discount',
    ]);
    expect(r.actions.map((a) => a.domain)).toEqual(['automation', 'automation', 'cs', 'orders', 'promotions']);
    const refund = r.actions.find((a) => a.name === 'storefront_create_refund')!;
    expect(refund).toMatchObject({
      tier: 'propose_write',
      scope: 'orders:write',
      path: '/api/v1/tools/storefront_create_refund',
      description: 'storefront_create_refund (test)',
    });
    expect(refund.parameters).toEqual(OPERATIONS[0]!.inputSchema);
    // `write` grants every write except admin's, and every read.
    expect(r.exposure).toEqual({
      catalogue_total: CATALOGUE_TOTAL,
      exposed: REGISTRY.length - 1,
      withheld_by_scope: 1,
      not_available_for_store: 0,
      not_yet_served: 188 - REGISTRY.length,
    });
  });

  it('filters by domain and leaves out what the store or the scopes do not allow', async () => {
    const scoped = await makeContext(s.db, s.hostedStoreId, { scopes: ['automation:write', 'promotions:write'] });
    expect((await listStoreActions({ domain: 'automation' }, scoped, REGISTRY)).actions.map((a) => a.name)).toEqual([
      'create_alert',
      'run_calibration',
    ]);
    expect((await listStoreActions({ domain: 'orders' }, scoped, REGISTRY)).actions).toEqual([]);
    expect((await listStoreActions({}, scoped, REGISTRY)).actions.map((a) => a.name)).toEqual([
      'create_alert',
      'run_calibration',
      'propose_discount',
    ]);

    const business = await makeContext(s.db, s.businessStoreId, { scopes: ['admin'] });
    const r = await listStoreActions({}, business, REGISTRY);
    expect(r.actions.map((a) => a.name)).toEqual([
      'set_kill_switch',
      'create_alert',
      'run_calibration',
      'cs_send_reply',
      'storefront_create_refund',
    ]);
    expect(r.domain).toBeNull();
    const onlyRead = await listStoreActions(
      { domain: 'cs' },
      { access: (op): Access => (op.tier === 'read' ? 'allowed' : 'missing_scope') },
      REGISTRY,
    );
    expect(onlyRead.domain).toBe('cs');
    expect(onlyRead.actions).toEqual([]);
    expect(onlyRead.exposure.withheld_by_scope).toBe(WRITES.length);
  });
});
