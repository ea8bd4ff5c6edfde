/**
 * The OAuth server on PostgreSQL: the library's artifacts and the grants live in the
 * shared database, so the whole flow (consent, code, tokens, rotation, reuse revoking the grant)
 * works there as on SQLite, and a token works on a row-level-scoped tool call. Skipped with the
 * reason in the suite name when no PostgreSQL server answers (STOREOPS_TEST_PG_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer } from '@storeops/testkit/server';
import { postgresSuiteTitle, probePostgres, startPostgresTestServer } from '@storeops/testkit/postgres';
import { authorize, metadataDocument, operatorSession, pkce, startDocumentHost, token, type DocumentHost } from './test-support';

const unreachable = await probePostgres();

describe.skipIf(unreachable !== null)(postgresSuiteTitle('OAuth on PostgreSQL', unreachable), () => {
  let t: TestServer;
  let host: DocumentHost;
  beforeAll(async () => {
    host = await startDocumentHost();
    t = await startPostgresTestServer('oauth', { scale: 0.05, webhooks: { allowLoopback: true }, oauth: { ca: host.cert } });
  });
  afterAll(async () => {
    await t?.close();
    await host?.close();
  });

  it('connects, calls a tool row-level-scoped, rotates, and a reused refresh token revokes the grant', async () => {
    const clientId = `${host.origin}/pg-client.json`;
    host.serve('/pg-client.json', { body: metadataDocument(clientId) });
    const p = pkce();
    const redirect = 'http://127.0.0.1:6000/callback';
    const r = await authorize(t, await operatorSession(t), {
      client_id: clientId,
      redirect_uri: redirect,
      state: 's',
      scope: 'read',
      code_challenge: p.challenge,
      code_challenge_method: 'S256',
    });
    const code = r.redirect!.searchParams.get('code')!;
    const first = await token(t, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
      client_id: clientId,
      code_verifier: p.verifier,
    });
    expect(first.status).toBe(200);
    const call = await t.call('get_store_overview', {}, first.body.access_token);
    expect(call.status).toBe(200);
    expect(call.body.result.store_id).toBe(t.hostedStoreId);
    // Stored under their SHA-256 only: the database holds no usable token.
    const stored = (await t.db('oauth_models').whereIn('kind', ['AccessToken', 'RefreshToken']).select('id', 'payload')) as Array<{
      id: string;
      payload: string;
    }>;
    expect(stored.length).toBeGreaterThanOrEqual(2);
    for (const row of stored) {
      expect(row.id).toMatch(/^[0-9a-f]{64}$/);
      expect(row.payload).not.toContain(first.body.access_token);
      expect(row.payload).not.toContain(first.body.refresh_token);
    }
    const second = await token(t, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, client_id: clientId });
    expect(second.status).toBe(200);
    const reuse = await token(t, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, client_id: clientId });
    expect(reuse.body.error).toBe('invalid_grant');
    expect((await t.call('get_store_overview', {}, second.body.access_token)).status).toBe(401);
  });
});
