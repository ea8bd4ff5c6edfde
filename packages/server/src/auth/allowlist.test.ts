import { describe, expect, it } from 'vitest';
import { allowed, parseCidr } from './allowlist';
import { useTestServer } from '@storeops/testkit/server';

describe('allowed', () => {
  it.each([
    ['127.0.0.1', ['127.0.0.0/8'], true],
    ['::ffff:127.0.0.1', ['127.0.0.1'], true],
    ['10.1.2.3', ['127.0.0.0/8', '10.0.0.0/8'], true],
    ['10.2.0.1', ['10.1.0.0/16'], false],
    ['::1', ['127.0.0.0/8'], false],
    ['::1', ['::1/128'], true],
    ['not-an-ip', ['0.0.0.0/0'], false],
  ])('%s in %j -> %s', (addr, cidrs, want) => {
    expect(allowed(addr, cidrs)).toBe(want);
  });

  it('rejects entries that are not addresses', () => {
    expect(() => parseCidr('example.com')).toThrow(/'example.com' is not an IP address/);
  });
});

describe('over HTTP', () => {
  const t = useTestServer({ scale: 0.05 });

  it('a key limited to another network answers 401 address_not_allowed; loopback-allowed works', async () => {
    const elsewhere = await t.key(['read'], { ipAllowlist: ['203.0.113.0/24'] });
    const res = await t.call('get_calibration', {}, elsewhere);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('address_not_allowed');
    const here = await t.key(['read'], { ipAllowlist: ['127.0.0.0/8', '::1'] });
    expect((await t.call('get_calibration', {}, here)).status).toBe(200);
  });
});
