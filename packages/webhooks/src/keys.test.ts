/**
 * Remote JWKS: a real HTTP server on loopback serves a key set that changes (rotation). The
 * verifier fetches once, caches, refetches once on an unknown kid (at most once per cooldown),
 * refreshes after the cache age, and reports an unreachable or broken JWKS as `jwks_unavailable`.
 * The clock jose reads (`Date`) is faked where the cooldown matters; the network is real.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebhookVerificationError } from './errors.js';
import { createRemoteKeySet } from './keys.js';
import { approvalRequested, serialise } from './test-fixtures.js';
import { createTestSigner, type TestSigner } from './testing.js';
import { verifyWebhook, type VerifyWebhookOptions } from './verify.js';

/** What the JWKS server answers: a key set, or a status and a raw body; `hang` never answers. */
let answer: { keys: TestSigner[] } | { status: number; body: string } | 'hang' = { keys: [] };
let requests = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    if (answer === 'hang') return;
    if ('keys' in answer) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=300' });
      res.end(JSON.stringify({ keys: answer.keys.map((k) => k.jwk) }));
    } else res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fresh URL per test, so the shared per-URL cache of `jwksUrl` starts empty. */
let n = 0;
const freshUrl = () => `${base}/t${++n}/.well-known/jwks.json`;

function delivery(key: TestSigner, kid = key.kid) {
  const d = key.sign(serialise(approvalRequested()));
  return { headers: { ...d.headers, 'webhook-key-id': kid }, body: d.body };
}

async function codeOf(options: VerifyWebhookOptions): Promise<string> {
  return verifyWebhook(options).then(
    () => 'verified',
    (e: unknown) => (e instanceof WebhookVerificationError ? e.code : `threw ${String(e)}`),
  );
}

describe('jwksUrl: fetch, cache, refetch on an unknown kid', () => {
  it('survives a rotation with no receiver change: the new kid is fetched once, unknown kids are rate-limited', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    const oldKey = createTestSigner('old');
    const newKey = createTestSigner('new');
    const jwksUrl = freshUrl();
    answer = { keys: [oldKey] };
    requests = 0;

    expect(await codeOf({ ...delivery(oldKey), jwksUrl })).toBe('verified');
    expect(await codeOf({ ...delivery(oldKey), jwksUrl })).toBe('verified');
    expect(requests).toBe(1); // cached

    // StoreOps rotates: the new key is published (the old one stays) before it signs anything.
    answer = { keys: [newKey, oldKey] };
    // Within 30 s of the last fetch an unknown kid does not refetch (forged kids cannot flood the JWKS).
    expect(await codeOf({ ...delivery(newKey), jwksUrl })).toBe('unknown_key');
    expect(requests).toBe(1);

    vi.setSystemTime(new Date('2026-11-23T10:00:31Z'));
    expect(await codeOf({ ...delivery(newKey), jwksUrl })).toBe('verified');
    expect(requests).toBe(2); // one refetch on the miss
    expect(await codeOf({ ...delivery(newKey), jwksUrl })).toBe('verified');
    expect(await codeOf({ ...delivery(oldKey), jwksUrl })).toBe('verified'); // retries signed before the switch still verify
    expect(requests).toBe(2);

    // A kid in no set: one refetch (the cooldown has passed), then unknown_key; again at once: no fetch.
    vi.setSystemTime(new Date('2026-11-23T10:01:05Z'));
    expect(await codeOf({ ...delivery(newKey, 'forged'), jwksUrl })).toBe('unknown_key');
    expect(requests).toBe(3);
    expect(await codeOf({ ...delivery(newKey, 'forged-2'), jwksUrl })).toBe('unknown_key');
    expect(requests).toBe(3);
  });

  it('refreshes a cached set older than cacheMaxAgeSeconds (default 600 s), so a removed key stops verifying', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    const key = createTestSigner();
    const replacement = createTestSigner();
    const jwksUrl = freshUrl();
    answer = { keys: [key] };
    requests = 0;
    expect(await codeOf({ ...delivery(key), jwksUrl })).toBe('verified');
    answer = { keys: [replacement] };
    vi.setSystemTime(new Date('2026-11-23T10:09:59Z'));
    expect(await codeOf({ ...delivery(key), jwksUrl })).toBe('verified');
    expect(requests).toBe(1);
    vi.setSystemTime(new Date('2026-11-23T10:10:01Z'));
    expect(await codeOf({ ...delivery(key), jwksUrl })).toBe('unknown_key');
    expect(requests).toBe(2);
  });

  it('createRemoteKeySet with cooldownSeconds 0: a rotated-in kid is fetched exactly once, at its first delivery', async () => {
    const a = createTestSigner();
    const b = createTestSigner();
    const jwks = createRemoteKeySet(freshUrl(), { cooldownSeconds: 0 });
    answer = { keys: [a] };
    requests = 0;
    expect(await codeOf({ ...delivery(a), jwks })).toBe('verified');
    answer = { keys: [a, b] };
    for (let i = 0; i < 3; i++) expect(await codeOf({ ...delivery(b), jwks })).toBe('verified');
    expect(requests).toBe(2);
  });
});

describe('jwks_unavailable', () => {
  it.each([
    ['a 500 answer', { status: 500, body: '{"error":"down"}' }, /Expected 200 OK/],
    ['a body that is not JSON', { status: 200, body: '<html>' }, /JSON/],
    ['JSON that is not a key set', { status: 200, body: '{"keys":"none"}' }, /malformed/],
  ])('%s', async (_name, reply, message) => {
    answer = reply;
    const err = await verifyWebhook({ ...delivery(createTestSigner()), jwksUrl: freshUrl() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WebhookVerificationError);
    expect((err as WebhookVerificationError).code).toBe('jwks_unavailable');
    expect((err as WebhookVerificationError).message).toMatch(message);
    expect((err as WebhookVerificationError).message).toContain(base);
  });

  it('nothing listening', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const err = await verifyWebhook({ ...delivery(createTestSigner()), jwksUrl: `http://127.0.0.1:${port}/jwks.json` }).catch(
      (e: unknown) => e,
    );
    expect((err as WebhookVerificationError).code).toBe('jwks_unavailable');
    expect((err as WebhookVerificationError).message).toContain(`http://127.0.0.1:${port}/jwks.json`);
  });

  it('no answer within timeoutMs', async () => {
    answer = 'hang';
    const jwks = createRemoteKeySet(freshUrl(), { timeoutMs: 200 });
    const err = await verifyWebhook({ ...delivery(createTestSigner()), jwks }).catch((e: unknown) => e);
    expect((err as WebhookVerificationError).code).toBe('jwks_unavailable');
    expect((err as WebhookVerificationError).message).toMatch(/timed out/);
  });
});

describe('createRemoteKeySet options', () => {
  it.each([
    ['a non-http URL', () => createRemoteKeySet('file:///etc/jwks.json')],
    ['a relative URL', () => createRemoteKeySet('/.well-known/jwks.json')],
    ['a negative cooldown', () => createRemoteKeySet('https://example.com/jwks.json', { cooldownSeconds: -1 })],
    ['a zero timeout', () => createRemoteKeySet('https://example.com/jwks.json', { timeoutMs: 0 })],
  ])('refuses %s with a TypeError', (_name, make) => {
    expect(make).toThrow(TypeError);
  });
});
