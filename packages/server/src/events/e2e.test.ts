/**
 * Events end to end, real HTTP on loopback with the development loopback
 * switch: a subscription made through the API; a proposed price change reaches the receiver as
 * `approval.requested`, verified by the shipped `@storeops/webhooks` AND by an independent
 * `node:crypto` check against the served JWKS; the operator approves the card in the dashboard
 * (chromium) and `approval.decided` arrives; a signing-key rotation needs no receiver change.
 * (Retries, 410, disabling, private addresses: dispatcher.test.ts; several dispatchers:
 * postgres.test.ts; kill -9 mid-delivery: restart.test.ts.)
 */
import { spawn } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { systemResolver } from '@storeops/egress';
import { createRemoteKeySet, verifyWebhook, type StoreOpsEvent } from '@storeops/webhooks';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { NO_BROWSER, launch, operatorFor, signInWith, type Operator } from '../dashboard/test-browser';
import { REPO_ROOT, TSX } from '../service-process';
import { rotateSigningKey } from './signing-keys';
import { startReceiver, type Received, type TestReceiver } from './test-receiver';

let t: TestServer;
let rx: TestReceiver;
let key: string;
let browser: Browser;
let page: Page;
let op: Operator;
let variant: { id: string; price_cents: number };

beforeAll(async () => {
  rx = await startReceiver();
  t = await startTestServer({
    scale: 0.05,
    webhooks: { allowLoopback: true, resolver: systemResolver, dispatch: true, dispatcher: { pollMs: 25 } },
  });
  key = await t.key(['catalog:read', 'catalog:write', 'automation:read', 'automation:write']);
  variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
  if (!NO_BROWSER) {
    [browser, op] = await Promise.all([launch(), operatorFor(t)]);
    page = await (await browser.newContext()).newPage();
  }
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await rx?.close();
});

/** The JWKS as served now, and an independent check of one delivery with `node:crypto`. */
async function verifiesWithNodeCrypto(got: Received): Promise<boolean> {
  const jwks = (await (await fetch(`${t.baseUrl}/.well-known/jwks.json`)).json()) as { keys: Array<{ kid: string }> };
  const jwk = jwks.keys.find((k) => k.kid === got.headers['webhook-key-id']);
  if (jwk === undefined) return false;
  const [scheme, signature] = String(got.headers['webhook-signature']).split(',');
  if (scheme !== 'v1a') return false;
  const signed = Buffer.concat([Buffer.from(`${got.headers['webhook-id']}.${got.headers['webhook-timestamp']}.`), got.body]);
  return verify(
    'sha256',
    signed,
    { key: createPublicKey({ key: jwk as never, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
}

const jwksUrl = () => `${t.baseUrl}/.well-known/jwks.json`;
const headersOf = (got: Received) => got.headers as Record<string, string>;

describe('webhooks end to end', () => {
  it('subscribe through the API; a proposed price change arrives as approval.requested, verified two ways', async () => {
    const sub = await t.call('subscription_create', { url: rx.url(), event_types: ['approval.*'], description: 'e2e receiver' }, key);
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const proposed = await t.call(
      'storefront_update_variant_price',
      { variant_id: variant.id, new_price: (Number(variant.price_cents) + 300) / 100 },
      key,
    );
    const approvalId = proposed.body.result.approval_id as string;
    const [got] = await rx.waitFor(1);
    const event: StoreOpsEvent = await verifyWebhook({ headers: headersOf(got!), body: got!.body, jwksUrl: jwksUrl() });
    expect(event.type).toBe('approval.requested');
    expect(event.subject).toBe(approvalId);
    if (event.type === 'approval.requested') expect(event.data.approval_id).toBe(approvalId);
    expect(await verifiesWithNodeCrypto(got!)).toBe(true);
  });

  it.skipIf(NO_BROWSER)('the operator approves the card in the dashboard: approval.decided arrives, verified', async () => {
    const card = await t
      .db('approvals')
      .where({ store_id: t.hostedStoreId, status: 'requested', operation: 'storefront_update_variant_price' })
      .orderBy('created_at', 'desc')
      .first();
    expect(await signInWith(page, t.baseUrl, op.email, op.password)).toBe(303);
    await page.goto(`${t.baseUrl}/dashboard/approvals`);
    await page.locator(`article[data-approval-id="${card.id}"]`).getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/decided=/);
    const got = await rx.waitFor(2);
    const decided = await verifyWebhook({ headers: headersOf(got[1]!), body: got[1]!.body, jwksUrl: jwksUrl() });
    expect(decided).toMatchObject({ type: 'approval.decided', subject: card.id });
    if (decided.type === 'approval.decided') expect(decided.data).toMatchObject({ approval_id: card.id, status: 'approved' });
    expect(await verifiesWithNodeCrypto(got[1]!)).toBe(true);
  });

  it('a signing-key rotation needs no receiver change: a cached key set refetches on the new kid', async () => {
    // Production activates a rotated key 10 min after publishing it, well past the key set's 30 s refetch
    // cooldown; this test rotates at once, so it shortens the cooldown instead.
    const keySet = createRemoteKeySet(jwksUrl(), { cooldownSeconds: 1 });
    const before = rx.received.length;
    await t.call('approval_submit', { title: 'Before rotation', reversibility_class: 'reversible' }, key);
    const [old] = (await rx.waitFor(before + 1)).slice(before);
    const oldEvent = await verifyWebhook({ headers: headersOf(old!), body: old!.body, jwks: keySet });
    expect(oldEvent.type).toBe('approval.requested');

    const rotated = await rotateSigningKey(t.db, new Date(), { activateInSeconds: 0 });
    // The dispatcher's key cache holds a key at most 5 s; the old key stays published meanwhile.
    await new Promise((r) => setTimeout(r, 5_200));
    await t.call('approval_submit', { title: 'After rotation', reversibility_class: 'reversible' }, key);
    const [fresh] = (await rx.waitFor(before + 2)).slice(before + 1);
    expect(fresh!.headers['webhook-key-id']).toBe(rotated.kid);
    const event = await verifyWebhook({ headers: headersOf(fresh!), body: fresh!.body, jwks: keySet });
    expect(event.type).toBe('approval.requested');
    // A delivery signed before the rotation still verifies.
    await expect(verifyWebhook({ headers: headersOf(old!), body: old!.body, jwks: keySet, toleranceSeconds: 3600 })).resolves.toBeDefined();
  });

  it('the shipped example receiver, subscribed for real, verifies and prints the event', async () => {
    const example = spawn(TSX, ['src/main.ts'], {
      cwd: join(REPO_ROOT, 'examples/webhook-receiver'),
      env: { ...process.env, STOREOPS_BASE_URL: t.baseUrl, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    example.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    example.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    try {
      const until = async (pattern: RegExp, ms = 15_000) => {
        for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
          const m = pattern.exec(out);
          if (m !== null) return m;
        }
        throw new Error(`the example did not print ${pattern}:\n${out}`);
      };
      const [, url] = (await until(/Receiving StoreOps webhooks at (http:\/\/\S+)/))!;
      const sub = await t.call(
        'subscription_create',
        { url: url!.replace('127.0.0.1', 'localhost'), event_types: ['approval.requested'] },
        key,
      );
      expect(sub.status, JSON.stringify(sub.body)).toBe(200);
      const card = await t.call('approval_submit', { title: 'Seen by the example receiver', reversibility_class: 'reversible' }, key);
      const line = await until(new RegExp(`approval\\.requested \\S+ subject=${card.body.result.id}`));
      expect(line[0]).toContain(card.body.result.id);
      expect(out).not.toMatch(/rejected|bad_signature|unknown_key/);
    } finally {
      example.kill('SIGTERM');
    }
  });
});
