/**
 * A missing or foreign record id is a client mistake in an argument (seed: Errors):
 * 400 `invalid_request` whose message starts with the argument's name, on every domain, never 404
 * `not_found`, which the seed keeps for "no tool of that name is exposed to this credential". On
 * MCP it is a tool result with `isError: true` carrying the same Error object, while a name that
 * is no tool exposed to the credential stays the protocol's unknown-tool error (-32602).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_REVISIONS } from '../mcp/exchange';
import { connectClient, toolError } from '@storeops/testkit/mcp';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { admin: ['admin'] });
const NO_UUID = '00000000-0000-4000-8000-000000000000';

/** Operation, arguments naming a record this store does not have, the argument the refusal names. */
const UNKNOWN: Array<[string, Record<string, unknown>, string]> = [
  ['get_cs_thread', { thread_id: NO_UUID }, 'thread_id'],
  ['cs_send_reply', { thread_id: NO_UUID, body: 'Hello' }, 'thread_id'],
  ['get_product_detail', { handle: 'no-such-product' }, 'handle'],
  ['find_similar_products', { product_id: NO_UUID }, 'product_id'],
  ['get_product_costs', { product_id: NO_UUID }, 'product_id'],
  ['get_reviews', { handle: 'no-such-product' }, 'handle'],
  ['get_promotion_detail', { code: 'NOSUCHCODE' }, 'code'],
  ['get_promotion_detail', { id: NO_UUID }, 'id'],
  ['merchant_get_product_views', { product: 'no-such-product' }, 'product'],
  ['merchant_upsert_supplemental_labels', { items: [{ product: 'no-such-product', labels: { custom_label_0: 'x' } }] }, 'items[0].product'],
  ['web_read', { document_id: 'webdoc_9999' }, 'document_id'],
  ['get_competitor_ad_intel', { campaign_id: 'cmp_0000000000' }, 'campaign_id'],
  ['get_ad_performance', { campaign_ids: ['cmp_0000000000'] }, 'campaign_ids[0]'],
  ['social_get_ad_entities', { campaign_id: 'nope' }, 'campaign_id'],
  ['social_get_ad_entities', { level: 'ad', adset_id: NO_UUID }, 'adset_id'],
  ['propose_cross_store_link', { linked_store_id: randomUUID() }, 'linked_store_id'],
];

describe('an unknown record id over REST', () => {
  it.each(UNKNOWN)('%s %j answers 400 invalid_request naming %s', async (op, args, argument) => {
    const res = await t.call(op, args, t.keys.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message.startsWith(`${argument}: `), res.body.message).toBe(true);
  });

  it("another store's record is unknown here too (get_cs_thread with the business store's thread)", async () => {
    const foreign = await t.db('cs_threads').where({ store_id: t.businessStoreId }).first();
    const res = await t.call('get_cs_thread', { thread_id: foreign.id }, t.keys.admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/^thread_id: /) });
    expect(JSON.stringify(res.body)).not.toContain(foreign.subject);
  });
});

describe.each(SUPPORTED_REVISIONS)('MCP %s through the official client', (revision) => {
  it('get_cs_thread with an unknown thread id is a tool error (isError) with invalid_request, not the unknown-tool error', async () => {
    const { client } = await connectClient(t.baseUrl, t.keys.admin, revision);
    const result = await client.callTool({ name: 'get_cs_thread', arguments: { thread_id: NO_UUID } });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(toolError(result)).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/^thread_id: /) });
    // A name that is no tool stays the protocol error.
    const err = await client.callTool({ name: 'get_cs_threadz', arguments: {} }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: -32602, message: 'Unknown tool: get_cs_threadz', data: { error: 'not_found' } });
    await client.close();
  });

  it("any error a handler raises is a tool error carrying REST's Error object, even not_found from an exposed tool", async () => {
    const saved = await t.db('shop_profiles').where({ store_id: t.hostedStoreId }).first();
    await t.db('shop_profiles').where({ store_id: t.hostedStoreId }).delete();
    try {
      const rest = await t.call('storefront_get_shop_profile', {}, t.keys.admin);
      expect(rest.status).toBeGreaterThanOrEqual(400);
      const { client } = await connectClient(t.baseUrl, t.keys.admin, revision);
      const result = await client.callTool({ name: 'storefront_get_shop_profile', arguments: {} });
      expect(result.isError).toBe(true);
      expect(toolError(result)).toMatchObject({ error: rest.body.error, message: rest.body.message });
      await client.close();
    } finally {
      await t.db('shop_profiles').insert(saved);
    }
  });
});
