/**
 * The README's code runs as written: its Express receiver, its fetch-handler receiver and its
 * by-hand node:crypto check are extracted, pointed at a local JWKS server (the only edits: that
 * URL, the listen port, the package imports resolved to this source) and fed real deliveries.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalRequested, serialise } from './test-fixtures.js';
import { createTestSigner } from './testing.js';

const PKG = join(import.meta.dirname, '..');
const readme = readFileSync(join(PKG, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
const block = (marker: string) => {
  const found = blocks.filter((b) => b.includes(marker));
  expect(found, `one README ts block containing ${marker}`).toHaveLength(1);
  return found[0]!;
};
const dir = join(PKG, `.tmp-readme-${process.pid}`);
const signer = createTestSigner();
let jwksServer: Server;
let jwksUrl = '';

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(signer.jwks)));
  await new Promise<void>((r) => jwksServer.listen(0, '127.0.0.1', r));
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/jwks.json`;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  jwksServer.closeAllConnections();
  await new Promise((r) => jwksServer.close(r));
});

/** Writes `code` as a module (package imports resolved to src/, the example JWKS URL replaced) and imports it. */
async function load<T>(name: string, code: string): Promise<T> {
  const file = join(dir, `${name}.ts`);
  const source = code
    .replaceAll("'@storeops/webhooks/node'", "'../src/node'")
    .replaceAll("'@storeops/webhooks'", "'../src/index'")
    .replaceAll('https://storeops.example.com/.well-known/jwks.json', jwksUrl);
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ file)) as T;
}

const delivery = () => signer.sign(serialise(approvalRequested()));

describe('README', () => {
  it('the Express receiver answers 204 to a signed delivery and 400 bad_signature to a tampered one', async () => {
    const code = block('webhookMiddleware({');
    expect(code).toContain('app.listen(4000);');
    const { server } = await load<{ server: Server }>('express', code.replace('app.listen(4000);', 'export const server = app.listen(0);'));
    await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
    try {
      const d = delivery();
      expect((await fetch(url, { method: 'POST', headers: d.headers, body: new Uint8Array(d.body) })).status).toBe(204);
      const res = await fetch(url, { method: 'POST', headers: d.headers, body: d.body.toString().replace('EUR', 'USD') });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'bad_signature' } });
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it('the fetch handler answers 204 to a signed delivery (and to a newer event type) and 400 with the code otherwise', async () => {
    const { default: handler } = await load<{ default: { fetch(r: Request): Promise<Response> } }>(
      'fetch',
      block('async fetch(request: Request)'),
    );
    const d = delivery();
    const request = (body: BodyInit, headers: Record<string, string> = d.headers) =>
      new Request('https://receiver.example/webhooks', { method: 'POST', headers, body });
    expect((await handler.fetch(request(new Uint8Array(d.body)))).status).toBe(204);
    const stale = signer.sign(d.body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const res = await handler.fetch(request(new Uint8Array(stale.body), stale.headers));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'timestamp_out_of_tolerance' } });
    const newer = signer.sign(serialise({ ...approvalRequested(), type: 'loyalty.points_awarded' }));
    expect((await handler.fetch(request(new Uint8Array(newer.body), newer.headers))).status).toBe(204);
  });

  it('the by-hand node:crypto check accepts a delivery and refuses a changed body', async () => {
    const code = block("verify('sha256'");
    const { check } = await load<{ check(jwks: unknown, headers: Record<string, string>, rawBody: Buffer): boolean }>(
      'by-hand',
      `${code.split('\n')[0]}\nexport function check(jwks: any, headers: Record<string, string>, rawBody: Buffer): boolean {\n${code
        .split('\n')
        .slice(1)
        .join('\n')}\nreturn ok;\n}\n`,
    );
    const d = delivery();
    expect(check(signer.jwks, d.headers, d.body)).toBe(true);
    expect(check(signer.jwks, d.headers, Buffer.from(d.body.toString().replace('EUR', 'USD')))).toBe(false);
  });
});
