/**
 * The receiver example as a process (`tsx src/main.ts`, what `pnpm start` runs), on a free port,
 * with STOREOPS_BASE_URL pointing at a local server that serves `/.well-known/jwks.json`.
 * Deliveries are signed here with node:crypto, independently of @storeops/webhooks
 * (`sign('sha256', '{id}.{timestamp}.' + body, {key, dsaEncoding: 'ieee-p1363'})`, base64url),
 * POSTed over real HTTP; the test checks the status codes and the lines the example prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const EXAMPLE = resolve(import.meta.dirname, '..');
const TSX = join(EXAMPLE, '../../node_modules/.bin/tsx');

interface Key {
  kid: string;
  privateKey: KeyObject;
  jwk: Record<string, string>;
}
function newKey(kid: string): Key {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  return { kid, privateKey, jwk: { kty: 'EC', crv: 'P-256', x: x, y: y, kid, alg: 'ES256', use: 'sig' } };
}
const published = newKey('kid-live');
const unpublished = newKey('kid-stranger');

/** The headers and body StoreOps would send, signed with `key` (named `kid`, default its own). */
function deliver(event: { id: string }, key: Key, opts: { kid?: string; timestamp?: number } = {}) {
  const body = Buffer.from(JSON.stringify(event), 'utf8');
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = sign('sha256', Buffer.concat([Buffer.from(`${event.id}.${timestamp}.`), body]), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  });
  return {
    headers: {
      'content-type': 'application/cloudevents+json; charset=utf-8',
      'webhook-id': event.id,
      'webhook-timestamp': timestamp,
      'webhook-signature': `v1a,${signature.toString('base64url')}`,
      'webhook-key-id': opts.kid ?? key.kid,
    },
    body,
  };
}

const approvalId = randomUUID();
const links = {
  status: { operation: 'get_approval_status', path: '/api/v1/tools/get_approval_status', arguments: { approval_id: approvalId } },
  dashboard: '/dashboard/approvals',
};
const envelope = (type: string, data: object, time: string) => ({
  specversion: '1.0',
  id: randomUUID(),
  source: '/stores/8d7e5c1a-2b3f-4a6d-9e0c-1f2a3b4c5d6e',
  type,
  subject: approvalId,
  time,
  datacontenttype: 'application/json',
  data,
});
const common = {
  approval_id: approvalId,
  kind: 'proposed_write',
  operation: 'storefront_update_variant_price',
  title: 'Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR',
  amount_cents: 500,
  currency: 'EUR',
  reversibility_class: 'reversible',
  requested_by: 'cred_1',
  links,
};
const requested = envelope(
  'approval.requested',
  {
    ...common,
    change: null,
    actor: { type: 'credential', id: 'cred_1' },
    requested_at: '2026-11-23T10:00:00Z',
    expires_at: '2026-11-24T10:00:00Z',
  },
  '2026-11-23T10:00:00Z',
);
const decided = envelope(
  'approval.decided',
  {
    ...common,
    status: 'approved',
    decision: 'approve',
    applied: true,
    reason: null,
    receipt_id: 'rcpt_1',
    decided_by: 'operator@northwind.example',
    actor: { type: 'operator', id: 'operator@northwind.example' },
    decided_at: '2026-11-23T10:05:00Z',
  },
  '2026-11-23T10:05:00Z',
);

let jwksServer: Server;
let jwksRequests = 0;
let receiver: ChildProcess;
let exited: Promise<number | null>;
let stdout = '';
let stderr = '';
let url = '';

/** Resolves when `pattern` appears in what the receiver printed on `stream` (from character `from` on). */
async function printed(stream: 'stdout' | 'stderr', pattern: RegExp, from = 0): Promise<RegExpMatchArray> {
  for (let i = 0; i < 800; i++) {
    const m = (stream === 'stdout' ? stdout : stderr).slice(from).match(pattern);
    if (m !== null) return m;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the receiver did not print ${pattern} on ${stream}:\n${stdout}\n${stderr}`);
}

const post = (d: { headers: Record<string, string>; body: Buffer }) =>
  fetch(url, { method: 'POST', headers: d.headers, body: new Uint8Array(d.body) });

beforeAll(async () => {
  jwksServer = createServer((req, res) => {
    if (req.url !== '/.well-known/jwks.json') return void res.writeHead(404).end();
    jwksRequests++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [published.jwk] }));
  });
  await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`;
  receiver = spawn(TSX, ['src/main.ts'], {
    cwd: EXAMPLE,
    env: { ...process.env, STOREOPS_BASE_URL: base, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((r) => receiver.once('exit', (code) => r(code)));
  receiver.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  receiver.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const [, address] = await printed('stdout', /^Receiving StoreOps webhooks at (http:\/\/\S+\/webhooks) \(keys: (\S+)\)$/m);
  expect(stdout).toContain(`(keys: ${base}/.well-known/jwks.json)`);
  url = address!;
}, 30_000);

afterAll(async () => {
  if (receiver.exitCode === null) receiver.kill('SIGKILL');
  jwksServer.closeAllConnections();
  await new Promise((r) => jwksServer.close(r));
});

const eventLines = () => stdout.split('\n').filter((l) => /^\d{4}-/.test(l));

describe('examples/webhook-receiver', () => {
  it('verifies correctly signed deliveries (keys from STOREOPS_BASE_URL) and prints each typed event as one line', async () => {
    expect((await post(deliver(requested, published))).status).toBe(204);
    expect((await post(deliver(decided, published))).status).toBe(204);
    await printed('stdout', new RegExp(`approval.decided ${decided.id}`));
    expect(eventLines()).toEqual([
      `2026-11-23T10:00:00Z approval.requested ${requested.id} subject=${approvalId} "Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR" proposed_write, expires 2026-11-24T10:00:00Z`,
      `2026-11-23T10:05:00Z approval.decided ${decided.id} subject=${approvalId} "Set price of NW-LINEN-M-BLK from 49.00 to 44.00 EUR" approved by operator@northwind.example, applied`,
    ]);
    expect(jwksRequests).toBe(1);
  });

  it('answers a redelivery of the same webhook-id 204 and prints it once', async () => {
    const from = stderr.length;
    expect((await post(deliver(requested, published))).status).toBe(204);
    await printed('stderr', new RegExp(`^duplicate ${requested.id}$`, 'm'), from);
    expect(eventLines().filter((l) => l.includes(requested.id))).toHaveLength(1);
  });

  it.each([
    [
      'a tampered body',
      400,
      'bad_signature',
      () => ({ ...deliver(requested, published), body: Buffer.from(JSON.stringify({ ...requested, subject: 'x' })) }),
    ],
    [
      'a key not in the JWKS, under a published kid',
      400,
      'bad_signature',
      () => deliver(envelope('approval.expired', {}, '2026-11-23T11:00:00Z'), unpublished, { kid: published.kid }),
    ],
    ['an unknown kid', 400, 'unknown_key', () => deliver(envelope('approval.expired', {}, '2026-11-23T11:00:00Z'), unpublished)],
    [
      'a replay from an hour ago',
      400,
      'timestamp_out_of_tolerance',
      () =>
        deliver(envelope('approval.expired', {}, '2026-11-23T11:00:00Z'), published, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['no signature', 400, 'missing_header', () => ({ ...deliver(requested, published), headers: { 'content-type': 'application/json' } })],
  ])('refuses %s with %i %s, prints a rejected line and no event', async (_name, status, code, make) => {
    const before = eventLines().length;
    const from = stderr.length;
    const res = await post(make());
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    await printed('stderr', new RegExp(`^rejected ${code}: `, 'm'), from);
    expect(eventLines()).toHaveLength(before);
  });

  it('acknowledges (204) a signed event of a type newer than the package and prints an ignored line, no event', async () => {
    const before = eventLines().length;
    const from = stderr.length;
    expect((await post(deliver(envelope('loyalty.points_awarded', { points: 10 }, '2026-11-23T12:00:00Z'), published))).status).toBe(204);
    await printed('stderr', /^ignored unknown_event_type: the event type "loyalty.points_awarded" is newer/m, from);
    expect(eventLines()).toHaveLength(before);
  });

  it('answers 405 to another method and 404 to another path', async () => {
    expect((await fetch(url)).status).toBe(405);
    expect((await fetch(url.replace('/webhooks', '/other'), { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('exits 0 on SIGTERM', async () => {
    receiver.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
