/**
 * `/api/mcp` through the official v2 client (`@modelcontextprotocol/client`) over real HTTP against
 * the real app, once pinned to 2025-06-18 and once to 2026-07-28: the tools a credential sees, a
 * read whose structuredContent is the REST result, the scope, validation, unknown-tool and rate
 * limit refusals (a refused call is a tool error without structuredContent, the Error object as its
 * text), 401 without a key, and one audit row per message. Then the 1.x client most MCP hosts ship
 * (`@modelcontextprotocol/sdk`), which checks every result against the tool's outputSchema.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SdkHttpError } from '@modelcontextprotocol/client';
import { OPERATIONS } from '@storeops/contract';
import { grants } from '../auth/scopes';
import { useTestServer } from '@storeops/testkit/server';
import { IDEMPOTENT_REPLAYED_META_KEY, REQUEST_ID_META_KEY, SUPPORTED_REVISIONS } from './exchange';
import { connectClient, connectV1Client, toolError, type Seen } from '@storeops/testkit/mcp';

/** The registry operations a live key can see (sandbox-only test helpers are listed to sandbox keys only). */
const LIVE_OPERATIONS = OPERATIONS.filter((op) => !op.sandboxOnly);
const t = useTestServer({ scale: 0.1 });
/** Requests per minute of the business store in these tests (Limits: "a store can be given a different one"). */
const BUSINESS_LIMIT = 5;

beforeAll(async () => {
  await t.db('stores').where({ id: t.businessStoreId }).update({ rate_limit_per_minute: BUSINESS_LIMIT });
});

const requestIdOf = (result: { _meta?: Record<string, unknown> }): string => result._meta?.[REQUEST_ID_META_KEY] as string;

describe.each(SUPPORTED_REVISIONS)('MCP %s through the official client', (revision) => {
  it('connects at exactly this revision and lists every registry tool to an admin key, described from the registry', async () => {
    const key = await t.key(['admin']);
    const { client } = await connectClient(t.baseUrl, key, revision);
    expect(client.getNegotiatedProtocolVersion()).toBe(revision);
    expect(client.getServerVersion()?.name).toBe('storeops');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(LIVE_OPERATIONS.map((op) => op.name));
    for (const tool of tools) {
      const op = OPERATIONS.find((o) => o.name === tool.name)!;
      expect(tool.description).toBe(op.description);
      expect(tool.title).toBe(op.summary);
      expect(tool.inputSchema).toEqual(op.inputSchema);
      expect(tool.outputSchema).toEqual(op.outputSchema);
      const hints = {
        read: { readOnlyHint: true, idempotentHint: true },
        auto_write: { readOnlyHint: false, destructiveHint: true },
        propose_write: { readOnlyHint: false, destructiveHint: false },
      }[op.authority === 'handback' ? 'propose_write' : op.tier]; // a handback write only proposes, whatever its tier
      expect(tool.annotations).toEqual({ title: op.summary, ...hints });
    }
    await client.close();
  });

  it('lists only what the credential may call: a missing scope and a tool absent for the store are not listed', async () => {
    const catalogOnly = await connectClient(t.baseUrl, await t.key(['catalog:read']), revision);
    const names = (await catalogOnly.client.listTools()).tools.map((tool) => tool.name);
    expect(names).toEqual(OPERATIONS.filter((op) => grants(['catalog:read'], op)).map((op) => op.name));
    expect(names).toContain('get_store_overview');
    expect(names).not.toContain('get_alerts');
    await catalogOnly.client.close();

    const business = await connectClient(t.baseUrl, await t.key(['read'], { storeId: t.businessStoreId }), revision);
    const businessNames = (await business.client.listTools()).tools.map((tool) => tool.name);
    expect(businessNames).toEqual(OPERATIONS.filter((op) => grants(['read'], op) && !op.requiresStorefront).map((op) => op.name));
    expect(businessNames).not.toContain('query_products');
    // A tool that does not exist for this store is the protocol's unknown-tool error, like REST 404 not_found.
    const err = await business.client.callTool({ name: 'query_products', arguments: {} }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: -32602, message: expect.stringContaining('Unknown tool: query_products') });
    expect((err as { data: Record<string, unknown> }).data).toMatchObject({
      error: 'not_found',
      request_id: expect.stringMatching(/^req_/),
    });
    await business.client.close();
  });

  it('calls a read: structuredContent is the REST result, the text block is the same JSON, the request id is audited', async () => {
    const key = await t.key(['read']);
    const { client } = await connectClient(t.baseUrl, key, revision);
    const result = await client.callTool({ name: 'get_store_overview', arguments: {} });
    const rest = await t.call('get_store_overview', {}, key);
    expect(rest.status).toBe(200);
    expect(result.isError).toBeFalsy();
    // get_store_overview has no volatile fields on the seeded store: the two results are equal.
    expect(result.structuredContent).toEqual(rest.body.result);
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(rest.body.result) }]);
    const requestId = requestIdOf(result);
    expect(requestId).toMatch(/^req_[a-z2-7]{24}$/);
    await t.app.audit.drain();
    const row = await t.db('audit_log').where({ request_id: requestId }).first();
    expect(row).toMatchObject({
      surface: 'mcp',
      method: 'POST',
      path: '/api/mcp',
      operation: 'get_store_overview',
      status: 200,
      error_code: null,
    });

    // Arguments go through the same validation and defaults: a filtered call matches REST too.
    const products = await client.callTool({ name: 'query_products', arguments: { sort: 'roas_desc', limit: 3 } });
    const restProducts = await t.call('query_products', { sort: 'roas_desc', limit: 3 }, key);
    expect(products.structuredContent).toEqual(restProducts.body.result);
    await client.close();
  });

  it('a missing scope answers a tool error, no structuredContent, whose text is the Error object with required_scopes, like REST 403', async () => {
    const key = await t.key(['automation:read']);
    const { client } = await connectClient(t.baseUrl, key, revision);
    const result = await client.callTool({ name: 'get_store_overview', arguments: {} });
    const rest = await t.call('get_store_overview', {}, key);
    expect(rest.status).toBe(403);
    expect(result.isError).toBe(true);
    // structuredContent is bound to the tool's outputSchema; an Error object there would violate it.
    expect(result.structuredContent).toBeUndefined();
    expect(toolError(result)).toEqual({
      error: 'insufficient_scope',
      message: rest.body.message,
      required_scopes: rest.body.required_scopes,
      request_id: requestIdOf(result),
      docs: `${t.baseUrl}/api/v1/reference#errors-insufficient_scope`,
    });
    expect(rest.body.required_scopes).toContain('catalog:read');
    // The audit row records the stable code, read from the handler's outcome, not from structuredContent.
    await t.app.audit.drain();
    expect(
      await t
        .db('audit_log')
        .where({ request_id: requestIdOf(result) })
        .first(),
    ).toMatchObject({
      surface: 'mcp',
      operation: 'get_store_overview',
      status: 200,
      error_code: 'insufficient_scope',
    });
    await client.close();
  });

  it('an argument out of bounds answers a tool error with invalid_request naming the argument', async () => {
    const { client } = await connectClient(t.baseUrl, await t.key(['read']), revision);
    const result = await client.callTool({ name: 'query_products', arguments: { limit: 0 } });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(toolError(result)).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/^limit: /) });
    await t.app.audit.drain();
    expect(
      await t
        .db('audit_log')
        .where({ request_id: requestIdOf(result) })
        .first(),
    ).toMatchObject({ error_code: 'invalid_request' });
    await client.close();
  });

  it.skipIf(OPERATIONS.every((op) => op.name !== 'storefront_update_variant_price'))(
    'a proposed write answers the approval card (status proposed, applied false), audited once in its transaction',
    async () => {
      const { client } = await connectClient(t.baseUrl, await t.key(['catalog:read', 'catalog:write']), revision);
      const variants = await client.callTool({ name: 'get_variants', arguments: { limit: 1 } });
      const variant = (variants.structuredContent as { variants: Array<{ id: string; price: number }> }).variants[0]!;
      const result = await client.callTool({
        name: 'storefront_update_variant_price',
        arguments: { variant_id: variant.id, new_price: Math.round(variant.price * 90) / 100, reason: `MCP ${revision} test` },
      });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ status: 'proposed', applied: false });
      const rows = await t.db('audit_log').where({ request_id: requestIdOf(result) });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ surface: 'mcp', operation: 'storefront_update_variant_price', status: 200, error_code: null });
      await client.close();
    },
  );

  it('the Idempotency-Key header guards a write like REST: the retry replays the first result, other arguments conflict', async () => {
    const key = await t.key(['automation:read', 'automation:write']);
    const headers = { 'Idempotency-Key': `mcp-${revision}-alert` };
    const title = `MCP ${revision} idempotent alert`;
    const alert = { severity: 'info', title, message: 'applied once' };
    const { client } = await connectClient(t.baseUrl, key, revision, [], headers);
    const first = await client.callTool({ name: 'create_alert', arguments: alert });
    const retry = await client.callTool({ name: 'create_alert', arguments: alert });
    expect(first.isError).toBeFalsy();
    expect(first._meta?.[IDEMPOTENT_REPLAYED_META_KEY]).toBeUndefined();
    expect(retry.structuredContent).toEqual(first.structuredContent);
    expect(retry._meta?.[IDEMPOTENT_REPLAYED_META_KEY]).toBe(true);
    expect(Number((await t.db('alerts').where({ title }).count({ n: '*' }).first())!.n)).toBe(1);

    const conflict = await client.callTool({ name: 'create_alert', arguments: { ...alert, message: 'other arguments' } });
    expect(conflict.isError).toBe(true);
    expect(toolError(conflict)).toMatchObject({ error: 'idempotency_conflict' });
    // The header and an argument that disagree are refused, naming the argument.
    const disagree = await client.callTool({ name: 'create_alert', arguments: { ...alert, idempotency_key: 'another-key' } });
    expect(toolError(disagree)).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/^idempotency_key: /) });
    await client.close();

    const malformed = await connectClient(t.baseUrl, key, revision, [], { 'Idempotency-Key': '"unterminated' });
    const refused = await malformed.client.callTool({ name: 'create_alert', arguments: { ...alert, title: `${title} (malformed)` } });
    expect(toolError(refused)).toMatchObject({ error: 'invalid_request', message: expect.stringMatching(/^Idempotency-Key: /) });
    expect(
      Number(
        (await t
          .db('alerts')
          .where({ title: `${title} (malformed)` })
          .count({ n: '*' })
          .first())!.n,
      ),
    ).toBe(0);
    await malformed.client.close();
  });

  it('an unknown tool is the protocol error -32602 with the not_found Error object as data', async () => {
    const { client } = await connectClient(t.baseUrl, await t.key(['read']), revision);
    const err = await client.callTool({ name: 'no_such_tool', arguments: {} }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: -32602, data: { error: 'not_found', request_id: expect.stringMatching(/^req_/) } });
    await client.close();
  });

  it(`the per-credential rate limit (${BUSINESS_LIMIT}/min at the business store) answers HTTP 429 rate_limited through the client`, async () => {
    const seen: Seen[] = [];
    const { client } = await connectClient(t.baseUrl, await t.key(['read'], { storeId: t.businessStoreId }), revision, seen);
    let refusal: unknown;
    for (let i = 0; i < BUSINESS_LIMIT + 1 && refusal === undefined; i++) {
      await client.callTool({ name: 'get_store_overview', arguments: {} }).catch((e: unknown) => {
        refusal = e;
      });
    }
    // Every HTTP request counts (initialize, notifications and the GET probe included): the
    // (limit + 1)-th is refused with the seed's Error object and the RateLimit headers.
    expect(seen).toHaveLength(BUSINESS_LIMIT + 1);
    expect(seen.slice(0, BUSINESS_LIMIT).every((s) => s.status !== 429)).toBe(true);
    const refused = seen[BUSINESS_LIMIT]!;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({
      error: 'rate_limited',
      limit: BUSINESS_LIMIT,
      retry_after_seconds: expect.any(Number),
    });
    expect(refused.headers.get('ratelimit-limit')).toBe(String(BUSINESS_LIMIT));
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The client surfaces it as an SdkHttpError carrying the status and the Error object.
    expect(refusal).toBeInstanceOf(SdkHttpError);
    expect((refusal as SdkHttpError).status).toBe(429);
    expect((refusal as SdkHttpError).message).toContain('"error":"rate_limited"');
    await client.close();
  });

  it('refuses a connection without a key: 401 with the Bearer challenge naming the resource metadata', async () => {
    const seen: Seen[] = [];
    const err = await connectClient(t.baseUrl, null, revision, seen).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(seen[0]!.status).toBe(401);
    expect(seen[0]!.headers.get('www-authenticate')).toBe(
      `Bearer realm="storeops", resource_metadata="${t.baseUrl}/.well-known/oauth-protected-resource/api/mcp", scope="read"`,
    );
    expect(JSON.parse(seen[0]!.body)).toMatchObject({ error: 'unauthorized', request_id: seen[0]!.headers.get('x-request-id') });
    await t.app.audit.drain();
    const row = await t
      .db('audit_log')
      .where({ request_id: seen[0]!.headers.get('x-request-id')! })
      .first();
    expect(row).toMatchObject({ surface: 'mcp', status: 401, error_code: 'unauthorized', credential_id: null });
  });

  it('writes one audit row per message, each with its own request id, before the reply is sent', async () => {
    const key = await t.key(['read']);
    const seen: Seen[] = [];
    const { client } = await connectClient(t.baseUrl, key, revision, seen);
    await client.listTools();
    await client.callTool({ name: 'get_alerts', arguments: { severity: 'critical' } });
    await client.close();
    // Each row is committed before its reply leaves: no drain needed to see them.
    const rows = await t
      .db('audit_log')
      .whereIn(
        'request_id',
        seen.map((s) => s.headers.get('x-request-id')!),
      )
      .orderBy('seq');
    const expected =
      revision === '2025-06-18'
        ? [
            ['initialize', 200],
            ['notifications/initialized', 202],
            [null, 405],
            ['tools/list', 200],
            ['get_alerts', 200],
          ]
        : [
            ['server/discover', 200],
            ['tools/list', 200],
            ['get_alerts', 200],
          ];
    expect(seen.map((s) => s.status)).toEqual(expected.map(([, status]) => status));
    expect(rows.map((r) => [r.operation, r.status])).toEqual(expected);
    expect(new Set(rows.map((r) => r.request_id)).size).toBe(rows.length);
    for (const r of rows) expect(r).toMatchObject({ surface: 'mcp', path: '/api/mcp', credential_id: expect.any(String) });
  });
});

describe('MCP through the 1.x client most hosts ship (@modelcontextprotocol/sdk)', () => {
  it('negotiates 2025-06-18 and calls a read whose structuredContent passes its own outputSchema check', async () => {
    const key = await t.key(['read']);
    const client = await connectV1Client(t.baseUrl, key);
    expect(client.getServerVersion()?.name).toBe('storeops');
    const { tools } = await client.listTools();
    expect(tools.find((tool) => tool.name === 'get_store_overview')?.outputSchema).toBeDefined();
    // The 1.x client validates structuredContent against the outputSchema it was given.
    const result = await client.callTool({ name: 'get_store_overview', arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual((await t.call('get_store_overview', {}, key)).body.result);
    await client.close();
  });

  it.each([
    [
      'a missing scope',
      ['automation:read'],
      'get_store_overview',
      {},
      'insufficient_scope',
      /^get_store_overview needs one of these scopes: .*catalog:read/,
    ],
    ['an argument out of bounds', ['read'], 'query_products', { limit: 0 }, 'invalid_request', /^limit: /],
    ['an unknown enum value', ['read'], 'query_products', { sort: 'sideways' }, 'invalid_request', /^sort: /],
  ])(
    '%s is a tool result it returns (no schema error thrown), its text the Error object',
    async (_case, scopes, name, args, code, message) => {
      const client = await connectV1Client(t.baseUrl, await t.key(scopes));
      await client.listTools();
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      const error = toolError(result);
      expect(error).toMatchObject({
        error: code,
        message: expect.stringMatching(message),
        request_id: requestIdOf(result),
        docs: `${t.baseUrl}/api/v1/reference#errors-${code}`,
      });
      if (code === 'insufficient_scope') expect(error.required_scopes).toContain('catalog:read');
      await client.close();
    },
  );
});
