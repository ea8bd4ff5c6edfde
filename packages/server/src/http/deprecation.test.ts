/**
 * Deprecation headers over HTTP (seed: Versioning rule 5): generated from the deprecation table;
 * the real table's subject (dynamic client registration) and a test subject on a live tool.
 */
import { describe, expect, it } from 'vitest';
import { DEPRECATIONS } from '@storeops/contract';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({
  scale: 0.05,
  deprecations: [
    ...DEPRECATIONS,
    {
      id: 'calibration-test',
      subject: { method: 'POST', path: '/api/v1/tools/get_calibration' },
      announced: '2026-01-15',
      sunset: '2027-01-15',
      instead: 'x',
      link: '/api/v1/changelog.json#calibration-test',
    },
  ],
});

describe('Deprecation, Sunset and Link headers', () => {
  it('a deprecated subject carries the three headers on every response, success or error', async () => {
    const key = await t.key(['read']);
    for (const res of [await t.call('get_calibration', {}, key), await t.call('get_calibration', { x: 1 }, key)]) {
      expect(res.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 0, 15) / 1000}`);
      expect(res.headers.get('sunset')).toBe('Fri, 15 Jan 2027 00:00:00 GMT');
      expect(res.headers.get('link')).toBe(
        `<${t.baseUrl}/api/v1/changelog.json#calibration-test>; rel="deprecation"; type="application/json"`,
      );
    }
  });

  it('dynamic client registration carries the announced dates from spec/deprecations.yaml', async () => {
    const res = await fetch(`${t.baseUrl}/api/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.headers.get('deprecation')).toBe(`@${Date.UTC(2026, 8, 6) / 1000}`);
    expect(res.headers.get('sunset')).toBe('Mon, 06 Sep 2027 00:00:00 GMT');
    expect(res.headers.get('link')).toMatch(/changelog\.json#oauth-dynamic-client-registration>; rel="deprecation"/);
  });

  it('other subjects carry none', async () => {
    const res = await t.call('get_alerts', {}, await t.key(['read']));
    expect(res.headers.get('deprecation')).toBeNull();
    expect(res.headers.get('sunset')).toBeNull();
  });
});
