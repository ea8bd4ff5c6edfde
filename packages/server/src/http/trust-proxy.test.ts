/**
 * Behind a reverse proxy (AppOptions.trustProxy / STOREOPS_TRUST_PROXY): with the proxy trusted,
 * IP allowlists and the audit log see the client from X-Forwarded-For and the dashboard cookie is
 * Secure under X-Forwarded-Proto: https; without it, or for hops that are not trusted, the socket
 * peer stays the client, so a forged header gains nothing.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { allHandlers } from '../handlers';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { parseTrustProxy } from './trust-proxy';

let t: TestServer;
let proxied: { base: string; server: Server; audit: ReturnType<typeof createApp>['audit'] };
let key: string;

beforeAll(async () => {
  t = await startTestServer({ scale: 0.1 });
  // The same database served as it would be behind a proxy on this machine.
  const app = createApp({ db: t.db, handlers: allHandlers, trustProxy: 'loopback', log: () => {} });
  const server = await new Promise<Server>((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  proxied = { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, audit: app.audit };
  key = await t.key(['read'], { ipAllowlist: ['203.0.113.0/24'] });
});
afterAll(async () => {
  await new Promise((resolve) => proxied.server.close(resolve));
  await t.close();
});

const call = (base: string, forwardedFor: string) =>
  fetch(`${base}/api/v1/tools/get_calibration`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: '{}',
  });

describe('trust proxy', () => {
  it('a trusted proxy passes the client address on: the allowlist admits it and the audit log records it', async () => {
    const res = await call(proxied.base, '203.0.113.9');
    expect(res.status).toBe(200);
    await proxied.audit.drain();
    const row = await t
      .db('audit_log')
      .where({ request_id: res.headers.get('x-request-id')! })
      .first();
    expect(row).toMatchObject({ ip: '203.0.113.9', status: 200 });
  });

  it('without a trusted proxy, or past the trusted hops, X-Forwarded-For is ignored: address_not_allowed', async () => {
    const direct = await call(t.baseUrl, '203.0.113.9');
    expect(direct.status).toBe(401);
    expect(await direct.json()).toMatchObject({ error: 'address_not_allowed' });
    // The client forged the first entry; the trusted proxy (loopback) appended the real peer.
    const forged = await call(proxied.base, '203.0.113.9, 198.51.100.7');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'address_not_allowed' });
  });

  it('marks the dashboard cookie Secure when the trusted proxy says the scheme was https', async () => {
    const https = await fetch(`${proxied.base}/dashboard/sign-in`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
    const spoofed = await fetch(`${t.baseUrl}/dashboard/sign-in`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers.get('set-cookie')).not.toMatch(/; Secure/);
  });

  it('parses STOREOPS_TRUST_PROXY', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy(' ')).toBeUndefined();
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => parseTrustProxy('1.5')).toThrow(/STOREOPS_TRUST_PROXY: a hop count/);
  });
});
