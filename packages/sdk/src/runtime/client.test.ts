import { afterEach, describe, expect, it, vi } from 'vitest';

import { recordingTiming, startServer, wireError, type TestServer } from './__fixtures__/test-server.js';
import { DEFAULT_BASE_URL, StoreOps } from './client.js';
import { RateLimitedError } from './errors.js';
import type { RequestOptions } from './transport.js';

/** Stand-in for one generated method, shaped like the generator's output. */
class FakeGenerated extends StoreOps {
  fakeProposedWrite(input: { variant: string; new_price: number }, options?: RequestOptions): Promise<{ applied: boolean }> {
    return this.transport.call<{ applied: boolean }>(
      {
        operation: 'storefront_update_variant_price',
        method: 'POST',
        path: '/api/v1/tools/storefront_update_variant_price',
        body: input,
        tier: 'auto_write',
      },
      options,
    );
  }
}

let server: TestServer | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await server?.close();
  server = undefined;
});

describe('StoreOps', () => {
  it('requires an API key, from options or STOREOPS_API_KEY', () => {
    vi.stubEnv('STOREOPS_API_KEY', '');
    expect(() => new StoreOps()).toThrow(/no API key.*STOREOPS_API_KEY/);
    vi.stubEnv('STOREOPS_API_KEY', 'sk_env');
    expect(() => new StoreOps()).not.toThrow();
  });

  it('reads STOREOPS_BASE_URL, else the local default', async () => {
    server = await startServer([{ status: 200, body: { ok: true, result: { applied: true } } }]);
    vi.stubEnv('STOREOPS_API_KEY', 'sk_env');
    vi.stubEnv('STOREOPS_BASE_URL', server.baseUrl);
    await expect(new FakeGenerated().fakeProposedWrite({ variant: 'v', new_price: 1 })).resolves.toEqual({
      applied: true,
    });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk_env');
    expect(DEFAULT_BASE_URL).toBe('http://127.0.0.1:8080');
  });

  it('retries a generated write on 429 with one Idempotency-Key, honouring Retry-After', async () => {
    server = await startServer([
      {
        status: 429,
        headers: { 'Retry-After': '5' },
        body: wireError('rate_limited', { limit: 120, retry_after_seconds: 5 }),
      },
      {
        status: 429,
        headers: { 'Retry-After': '5' },
        body: wireError('rate_limited', { limit: 120, retry_after_seconds: 5 }),
      },
      { status: 200, body: { ok: true, result: { applied: true } } },
    ]);
    const timing = recordingTiming();
    const client = new FakeGenerated({ apiKey: 'sk', baseUrl: server.baseUrl, timing });
    await expect(client.fakeProposedWrite({ variant: 'v', new_price: 2 })).resolves.toEqual({
      applied: true,
    });
    expect(timing.sleeps).toEqual([5000, 5000]);
    const keys = new Set(server.requests.map((r) => r.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toEqual(expect.any(String));
  });

  it('honours maxRetries 0 per call', async () => {
    server = await startServer([{ status: 429, body: wireError('rate_limited', { limit: 120, retry_after_seconds: 1 }) }]);
    const client = new FakeGenerated({ apiKey: 'sk', baseUrl: server.baseUrl, timing: recordingTiming() });
    await expect(client.fakeProposedWrite({ variant: 'v', new_price: 2 }, { maxRetries: 0 })).rejects.toBeInstanceOf(RateLimitedError);
    expect(server.requests).toHaveLength(1);
  });
});
