import { afterEach, describe, expect, it } from 'vitest';

import { closedPort, recordingTiming, startServer, wireError, type TestServer } from './__fixtures__/test-server.js';
import {
  ConnectionError,
  IdempotencyError,
  InvalidRequestError,
  RateLimitedError,
  ServerError,
  ServiceUnavailableError,
  StoreOpsError,
} from './errors.js';
import { backoffMs, retryDelayMs, withRetries } from './retry.js';
import { HttpTransport, type CallSpec } from './transport.js';

const READ: CallSpec = {
  operation: 'get_store_overview',
  method: 'POST',
  path: '/api/v1/tools/get_store_overview',
  body: {},
  tier: 'read',
};
const WRITE: CallSpec = {
  operation: 'storefront_update_variant_price',
  method: 'POST',
  path: '/api/v1/tools/storefront_update_variant_price',
  body: { variant: 'v1', new_price: 9.5 },
  tier: 'auto_write',
};
const OK = { status: 200, body: { ok: true, result: { done: true } } };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function transport(baseUrl: string, timing = recordingTiming(), extra: { maxRetries?: number; timeoutMs?: number } = {}) {
  return { timing, client: new HttpTransport({ baseUrl, apiKey: 'sk_test', timing, ...extra }) };
}

describe('backoff', () => {
  it('is full jitter over 0.5 s * 2^n capped at 8 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoffMs(n, () => 1))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(backoffMs(3, () => 0.25)).toBe(1000);
    expect(backoffMs(3, () => 0)).toBe(0);
  });

  it('waits at least Retry-After, at most 60 s', () => {
    const timing = recordingTiming(0.5);
    const err = (retryAfter: string) =>
      new StoreOpsError('x', {
        code: 'rate_limited',
        status: 429,
        requestId: undefined,
        headers: { 'retry-after': retryAfter },
      });
    expect(retryDelayMs(err('3'), 0, timing)).toBe(3000);
    expect(retryDelayMs(err('0'), 3, timing)).toBe(2000); // jitter is larger than Retry-After
    expect(retryDelayMs(err('3600'), 0, timing)).toBe(60_000);
    expect(retryDelayMs(err('Thu, 01 Jan 2026 00:00:10 GMT'), 0, timing)).toBe(10_000);
  });

  it('does not retry when the call is not retry-safe', async () => {
    let attempts = 0;
    const fail = new ConnectionError('down');
    await expect(
      withRetries(
        async () => {
          attempts++;
          throw fail;
        },
        { maxRetries: 5, retrySafe: false, timing: recordingTiming() },
      ),
    ).rejects.toBe(fail);
    expect(attempts).toBe(1);
  });
});

describe('HttpTransport retries (real HTTP server)', () => {
  it('retries 429 after the Retry-After wait, then returns the result', async () => {
    server = await startServer([
      {
        status: 429,
        headers: { 'Retry-After': '2' },
        body: wireError('rate_limited', { limit: 120, retry_after_seconds: 2 }),
      },
      OK,
    ]);
    const { client, timing } = transport(server.baseUrl);
    await expect(client.call(READ)).resolves.toEqual({ done: true });
    expect(server.requests).toHaveLength(2);
    expect(timing.sleeps).toEqual([2000]);
  });

  it('throws RateLimitedError once maxRetries are used up', async () => {
    server = await startServer([
      {
        status: 429,
        headers: { 'Retry-After': '1' },
        body: wireError('rate_limited', { limit: 120, retry_after_seconds: 1 }),
      },
    ]);
    const { client, timing } = transport(server.baseUrl, recordingTiming(0.9), { maxRetries: 3 });
    const err = await client.call(READ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RateLimitedError);
    expect(err).toMatchObject({ limit: 120, retryAfterSeconds: 1, requestId: 'req_rate_limited', status: 429 });
    expect(server.requests).toHaveLength(4);
    expect(timing.sleeps).toEqual([1000, 1000, 1800]); // max(Retry-After, 0.9 * 0.5 s * 2^n)
  });

  it('retries 503 idempotency_unavailable with the same Idempotency-Key', async () => {
    server = await startServer([
      { status: 503, body: wireError('idempotency_unavailable') },
      { status: 503, body: wireError('idempotency_unavailable') },
      OK,
    ]);
    const { client, timing } = transport(server.baseUrl);
    await expect(client.call(WRITE)).resolves.toEqual({ done: true });
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(timing.sleeps).toEqual([250, 500]); // random 0.5 * 500 ms, 0.5 * 1000 ms
  });

  it('retries 409 idempotency_in_flight after Retry-After with the same key, but not idempotency_conflict', async () => {
    server = await startServer([
      { status: 409, headers: { 'Retry-After': '1' }, body: wireError('idempotency_in_flight', { retry_after_seconds: 1 }) },
      OK,
    ]);
    const { client, timing } = transport(server.baseUrl);
    await expect(client.call(WRITE)).resolves.toEqual({ done: true });
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    expect(timing.sleeps).toEqual([1000]);
    await server.close();

    server = await startServer([{ status: 409, body: wireError('idempotency_conflict') }, OK]);
    const second = transport(server.baseUrl);
    await expect(second.client.call(WRITE)).rejects.toMatchObject({ code: 'idempotency_conflict', status: 409 });
    expect(server.requests).toHaveLength(1);
  });

  it('generates a fresh key per logical write, and uses a given one', async () => {
    server = await startServer([OK]);
    const { client } = transport(server.baseUrl);
    await client.call(WRITE);
    await client.call(WRITE);
    await client.call(WRITE, { idempotencyKey: 'key-1' });
    await client.call({ ...WRITE, body: { idempotency_key: 'body-key' } });
    await client.call(READ);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual(['key-1', 'body-key', undefined]);
  });

  it('throws ServiceUnavailableError after retries on a persistent 503', async () => {
    server = await startServer([{ status: 503, headers: { 'Retry-After': '1' }, body: wireError('unavailable') }]);
    const { client } = transport(server.baseUrl);
    const err = await client.call(READ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect(err).toMatchObject({ code: 'unavailable', retryAfterSeconds: 1 });
    expect(server.requests).toHaveLength(3);
  });

  it.each([
    [400, 'invalid_request', InvalidRequestError],
    [409, 'idempotency_conflict', IdempotencyError],
    [500, 'server_error', ServerError],
  ] as const)('does not retry HTTP %i %s', async (status, code, cls) => {
    server = await startServer([{ status, headers: { 'Retry-After': '1' }, body: wireError(code) }, OK]);
    const { client, timing } = transport(server.baseUrl);
    await expect(client.call(WRITE)).rejects.toBeInstanceOf(cls);
    expect(server.requests).toHaveLength(1);
    expect(timing.sleeps).toEqual([]);
  });

  it('does not retry a non-JSON 502 and keeps status and x-request-id', async () => {
    server = await startServer([{ status: 502, headers: { 'x-request-id': 'req_lb' }, body: 'upstream connect error' }, OK]);
    const { client } = transport(server.baseUrl);
    const err = await client.call(READ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreOpsError);
    expect(err).toMatchObject({ code: 'unknown', status: 502, requestId: 'req_lb', body: 'upstream connect error' });
    expect(server.requests).toHaveLength(1);
  });

  it('never retries a non-idempotent call without a key (tier none, POST)', async () => {
    server = await startServer([{ status: 503, body: wireError('unavailable') }, OK]);
    const { client } = transport(server.baseUrl);
    await expect(client.call({ operation: 'token', method: 'POST', path: '/api/oauth/token', tier: 'none' })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('turns connection refused into ConnectionError after retrying', async () => {
    const port = await closedPort();
    const { client, timing } = transport(`http://127.0.0.1:${port}`);
    const err = await client.call(READ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err).toMatchObject({ code: 'connection_error', status: undefined, requestId: undefined, timedOut: false });
    expect((err as Error).message).toContain('ECONNREFUSED');
    expect(timing.sleeps).toHaveLength(2);
  });

  it('times out an attempt that gets no answer, and retries it', async () => {
    server = await startServer((_req, index) => (index === 0 ? 'hang' : OK));
    const { client, timing } = transport(server.baseUrl, recordingTiming(), { timeoutMs: 100 });
    await expect(client.call(READ)).resolves.toEqual({ done: true });
    expect(server.requests).toHaveLength(2);
    expect(timing.sleeps).toHaveLength(1);
  });

  it('throws ConnectionError with timedOut when the last attempt gets no answer', async () => {
    server = await startServer(() => 'hang');
    const { client } = transport(server.baseUrl, recordingTiming(), { timeoutMs: 100, maxRetries: 0 });
    const err = await client.call(READ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    expect(err).toMatchObject({ timedOut: true, code: 'connection_error' });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with the abort reason when the caller aborts, without retrying', async () => {
    server = await startServer(() => 'hang');
    const { client } = transport(server.baseUrl);
    const controller = new AbortController();
    const pending = client.call(READ, { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(new Error('user gave up')), 50);
    await expect(pending).resolves.toMatchObject({ message: 'user gave up' });
    expect(server.requests).toHaveLength(1);
  });
});
