/**
 * Rate limits over HTTP (seed: Limits, Errors `rate_limited`): 120 requests a minute per
 * credential and store by default; the 121st answers 429 with `limit`, `retry_after_seconds`,
 * `Retry-After` and the RateLimit headers; a store can carry its own limit; other credentials are
 * unaffected.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.05 });

describe('per-credential rate limit', () => {
  it('the 121st request inside a minute answers 429 rate_limited with the documented body and headers', async () => {
    const key = await t.key(['read']);
    for (let i = 1; i <= 120; i++) {
      const res = await t.call('get_calibration', {}, key);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-limit')).toBe('120');
      expect(res.headers.get('ratelimit-remaining')).toBe(String(120 - i));
    }
    const res = await t.call('get_calibration', {}, key);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      error: 'rate_limited',
      limit: 120,
      retry_after_seconds: expect.any(Number),
      request_id: expect.any(String),
    });
    expect(res.body.retry_after_seconds).toBeGreaterThanOrEqual(1);
    expect(res.body.retry_after_seconds).toBeLessThanOrEqual(60);
    expect(res.headers.get('retry-after')).toBe(String(res.body.retry_after_seconds));
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(res.headers.get('ratelimit-reset')).toBe(String(res.body.retry_after_seconds));
    expect(res.headers.get('ratelimit-policy')).toBe('"per-credential";q=120;w=60');
    expect(res.headers.get('ratelimit')).toMatch(/^"per-credential";r=0;t=\d+$/);
    await t.app.audit.drain();
    expect(await t.db('audit_log').where({ request_id: res.body.request_id }).first()).toMatchObject({
      status: 429,
      error_code: 'rate_limited',
    });

    const other = await t.key(['read']);
    expect((await t.call('get_calibration', {}, other)).status).toBe(200);
  });

  it('a store can be given its own limit', async () => {
    await t.db('stores').where({ id: t.businessStoreId }).update({ rate_limit_per_minute: 3 });
    const key = await t.key(['read'], { storeId: t.businessStoreId });
    for (let i = 0; i < 3; i++) expect((await t.call('get_alerts', {}, key)).status).toBe(200);
    const res = await t.call('get_alerts', {}, key);
    expect(res.status).toBe(429);
    expect(res.body.limit).toBe(3);
  });

  it('public documents are limited per client address, and their headers name that policy', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/changelog.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe('"per-address";q=120;w=60');
    expect(res.headers.get('ratelimit')).toMatch(/^"per-address";r=\d+;t=\d+$/);
  });
});
