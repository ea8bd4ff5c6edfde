/**
 * Credential diagnosis over HTTP (seed: Errors `no_credential`, `credential_rejected`):
 * POST /api/v1/credentials/diagnose for every kind of presented credential, audited and rate limited.
 */
import { describe, expect, it } from 'vitest';
import { mintKey } from './keys';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1, now: () => clock ?? new Date() });
let clock: Date | null = null;

async function diagnose(authorization: string | undefined, body: unknown = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization !== undefined) headers.authorization = authorization;
  const res = await fetch(`${t.baseUrl}/api/v1/credentials/diagnose`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

const auditRow = (requestId: string | null) => t.db('audit_log').where({ request_id: requestId }).first();

describe('POST /api/v1/credentials/diagnose', () => {
  it('answers no_credential without an Authorization header, audited', async () => {
    const res = await diagnose(undefined);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('no_credential');
    expect(res.headers.get('ratelimit-limit')).not.toBeNull();
    expect(await auditRow(res.headers.get('x-request-id'))).toMatchObject({
      operation: 'credentials_diagnose',
      status: 401,
      error_code: 'no_credential',
    });
  });

  it('answers credential_rejected for a credential that resolves to nothing (unknown key, garbled, another scheme)', async () => {
    for (const header of [`Bearer sops_live_${'A'.repeat(43)}`, 'Bearer not-a-credential', 'Basic dXNlcjpwYXNz', 'Bearer']) {
      const res = await diagnose(header);
      expect(res.status, header).toBe(401);
      expect(res.body.error, header).toBe('credential_rejected');
    }
  });

  it('describes a valid key: kind, store, scopes, expiry, allowlist match, auto-apply; never the secret', async () => {
    const minted = await mintKey(t.db, {
      storeId: t.hostedStoreId,
      kind: 'live',
      scopes: ['orders:write'],
      label: 'diag script',
      autoApply: true,
      expiresInSeconds: 86_400,
      ipAllowlist: ['127.0.0.1/32'],
    });
    const res = await diagnose(`Bearer ${minted.key}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      status: 'active',
      usable: true,
      credential_id: minted.id,
      credential_type: 'api_key',
      kind: 'live',
      label: 'diag script',
      key_prefix: minted.key.slice(0, 16),
      client_id: null,
      store: { id: t.hostedStoreId },
      scopes: ['orders:write'],
      expires_at: minted.expires_at,
      revoked_at: null,
      auto_apply: true,
      ip_allowlist: ['127.0.0.1/32'],
      request_address: expect.stringMatching(/127\.0\.0\.1/),
      address_allowed: true,
    });
    expect(JSON.stringify(res.body)).not.toContain(minted.key);
    expect(res.headers.get('ratelimit-limit')).toBe('120');
    expect(await auditRow(res.headers.get('x-request-id'))).toMatchObject({
      operation: 'credentials_diagnose',
      status: 200,
      credential_id: minted.id,
      store_id: t.hostedStoreId,
    });
  });

  it('tells the holder a key is not usable from this address (the call itself answers address_not_allowed)', async () => {
    const key = await t.key(['read'], { ipAllowlist: ['203.0.113.0/24'] });
    expect((await t.call('get_store_overview', {}, key)).body.error).toBe('address_not_allowed');
    const res = await diagnose(`Bearer ${key}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'active', usable: false, address_allowed: false });
    expect(res.body.result.message).toMatch(/address_not_allowed/);
  });

  it('tells the holder a revoked key is revoked (the call itself only says unauthorized)', async () => {
    const minted = await mintKey(t.db, { storeId: t.hostedStoreId, kind: 'live', scopes: ['read'] });
    await t.db('api_keys').where({ id: minted.id }).update({ revoked_at: '2026-01-02T03:04:05.000Z' });
    t.app.credentials.forget();
    expect((await t.call('get_store_overview', {}, minted.key)).body.error).toBe('unauthorized');
    const res = await diagnose(`Bearer ${minted.key}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'revoked', usable: false, revoked_at: '2026-01-02T03:04:05.000Z' });
  });

  it('tells the holder an expired key is expired', async () => {
    const minted = await mintKey(t.db, { storeId: t.hostedStoreId, kind: 'live', scopes: ['read'], expiresInSeconds: 60, now: t.now() });
    clock = new Date(Date.parse(minted.expires_at!) + 1000);
    try {
      const res = await diagnose(`Bearer ${minted.key}`);
      expect(res.status).toBe(200);
      expect(res.body.result).toMatchObject({ status: 'expired', usable: false, expires_at: minted.expires_at });
    } finally {
      clock = null;
    }
  });

  it('refuses arguments with invalid_request naming them', async () => {
    const key = await t.key(['read']);
    const res = await diagnose(`Bearer ${key}`, { other_key: 'sops_live_x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toMatch(/other_key/);
  });

  it('is rate limited per credential', async () => {
    const key = await t.key(['read']);
    let last = 200;
    for (let i = 0; i < 121; i++) last = (await diagnose(`Bearer ${key}`)).status;
    expect(last).toBe(429);
  });
});
