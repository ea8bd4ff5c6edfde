/**
 * Settings > Developers > Webhooks in headless chromium and over HTTP (with the browser's session):
 * the seeded subscriptions with their state and reason, the ERP export's deliveries with status,
 * attempts, response code and latency; Re-enable on the disabled 3PL feed and Redeliver on a
 * delivery, both through the invoke core as the operator (receipt, audit row named after the
 * operation, the delivery queued); a forged CSRF token changes nothing; a repeated form applies
 * once; a refusal is shown with its status; a sandbox copy's page is its own store's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { WebhookSubscriptionRow } from '@storeops/db';
import { mintKey } from '../auth/keys';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { NO_BROWSER, launch, operatorFor, signInWith, type Operator, browserTitle } from './test-browser';

let t: TestServer;
let browser: Browser;
let page: Page;
let op: Operator;
let erp: WebhookSubscriptionRow;
let feed: WebhookSubscriptionRow;

const PAGE = '/dashboard/settings/developers/webhooks';
const seeded = (description: string) => t.db('webhook_subscriptions').where({ store_id: t.hostedStoreId, description }).first();
/** The hidden fields of the first form matching `selector` (to post it again by hand). */
const formFields = async (selector: string) =>
  Object.fromEntries(
    await page
      .locator(selector)
      .first()
      .locator('input[type="hidden"]')
      .evaluateAll((els) => els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value])),
  ) as Record<string, string>;

describe.skipIf(NO_BROWSER)(browserTitle('dashboard webhooks page in headless chromium'), () => {
  beforeAll(async () => {
    t = await startTestServer({ scale: 0.05 });
    [browser, op] = await Promise.all([launch(), operatorFor(t)]);
    page = await (await browser.newContext()).newPage();
    expect(await signInWith(page, t.baseUrl, op.email, op.password)).toBe(303);
    [erp, feed] = await Promise.all([seeded('ERP order export'), seeded('3PL fulfilment feed')]);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('is a tab of Settings > Developers and lists the subscriptions with their state and reason', async () => {
    await page.goto(`${t.baseUrl}/dashboard/settings/developers`);
    await page.getByRole('navigation', { name: 'Developer settings' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.waitForURL(new RegExp(`${PAGE}$`));
    await expect(page.locator('h1').innerText()).resolves.toBe('Settings > Developers > Webhooks');
    await expect(
      page.getByRole('navigation', { name: 'Dashboard sections' }).locator('[aria-current="page"]').innerText(),
    ).resolves.toContain('Settings > Developers');
    const rows = page.locator('tr[data-subscription-id]');
    await expect(rows.count()).resolves.toBe(3);
    const feedRow = page.locator(`tr[data-subscription-id="${feed.id}"]`);
    await expect(feedRow.locator('.badge').innerText()).resolves.toBe('disabled');
    await expect(feedRow.locator('[data-field="state_reason"]').innerText()).resolves.toMatch(/^disabled through subscription_update by /);
    await expect(feedRow.getByRole('button', { name: /Re-enable/ }).count()).resolves.toBe(1);
    const staging = page.locator('tr[data-subscription-id]', { hasText: 'Staging receiver' });
    await expect(staging.locator('[data-field="state_reason"]').innerText()).resolves.toMatch(/410 Gone/);
    await expect(staging.innerText()).resolves.toContain('every type its scopes may read');
    const erpRow = page.locator(`tr[data-subscription-id="${erp.id}"]`);
    await expect(erpRow.getByRole('button', { name: /Re-enable/ }).count()).resolves.toBe(0);
  });

  it('shows a subscription’s deliveries with status, attempts, response code, latency and each attempt', async () => {
    await page
      .locator(`tr[data-subscription-id="${erp.id}"]`)
      .getByRole('link', { name: /Deliveries/ })
      .click();
    await page.waitForURL(new RegExp(`subscription=${erp.id}`));
    await expect(page.locator('[data-deliveries-of]').getAttribute('data-deliveries-of')).resolves.toBe(erp.id);
    const rows = page.locator('tr[data-delivery-id]');
    await expect(rows.count()).resolves.toBe(20);
    const first = rows.first();
    await expect(first.locator('.badge').innerText()).resolves.toBe('succeeded');
    await expect(first.locator('[data-field="status"]').innerText()).resolves.toBe('200');
    await expect(first.locator('[data-field="latency"]').innerText()).resolves.toMatch(/^\d+ ms$/);
    // The delivery that needed a retry shows both attempts.
    const retried = page.locator('tr[data-delivery-id]', { hasText: '2 attempts' });
    await retried.locator('summary').click();
    await expect(retried.locator('li').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^#1 .*HTTP 503 in \d+ ms \(failed\)$/),
      expect.stringMatching(/^#2 .*HTTP 200 in \d+ ms \(succeeded\)$/),
    ]);
  });

  it('redelivers a delivery through the invoke core: a pending delivery appears, audited as subscription_redeliver', async () => {
    const target = page.locator('tr[data-delivery-id]').nth(1);
    const deliveryId = (await target.getAttribute('data-delivery-id'))!;
    await target.getByRole('button', { name: /Redeliver/ }).click();
    await page.waitForURL(/notice=redelivered/);
    await expect(page.getByRole('status').innerText()).resolves.toContain('Queued');
    const queued = await t.db('webhook_deliveries').where({ redelivery_of: deliveryId });
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ subscription_id: erp.id, state: 'pending' });
    const newest = page.locator('tr[data-delivery-id]').first();
    await expect(newest.getAttribute('data-delivery-id')).resolves.toBe(queued[0].id);
    await expect(newest.innerText()).resolves.toContain('redelivery');
    await t.app.audit.drain();
    const audited = await t.db('audit_log').where({ surface: 'dashboard', operation: 'subscription_redeliver' });
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      status: 303,
      subject_ref: `webhook_delivery:${queued[0].id}`,
      credential_id: expect.stringMatching(/^operator:/),
    });
  });

  it('re-enables the disabled endpoint with a receipt; a repeated form applies once', async () => {
    await page.goto(`${t.baseUrl}${PAGE}`);
    const fields = await formFields(`form[action$="/${feed.id}/enable"]`);
    await page
      .locator(`tr[data-subscription-id="${feed.id}"]`)
      .getByRole('button', { name: /Re-enable/ })
      .click();
    await page.waitForURL(/notice=enabled/);
    expect(await t.db('webhook_subscriptions').where({ id: feed.id }).first()).toMatchObject({ state: 'active', state_reason: null });
    await expect(page.locator(`tr[data-subscription-id="${feed.id}"] .badge`).innerText()).resolves.toBe('active');
    const receipts = await t.db('receipts').where({ operation: 'subscription_update', resource_ref: feed.id });
    expect(receipts).toHaveLength(1);
    expect(receipts[0].approved_by).toMatch(/^operator:/);

    const again = await page.request.post(`${t.baseUrl}${PAGE}/${feed.id}/enable`, { form: fields, maxRedirects: 0 });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe(`${PAGE}?subscription=${feed.id}&notice=repeated`);
    expect(await t.db('receipts').where({ operation: 'subscription_update', resource_ref: feed.id })).toHaveLength(1);
  });

  it('refuses a forged CSRF token with 403 and changes nothing', async () => {
    await t.db('webhook_subscriptions').where({ id: feed.id }).update({ state: 'disabled', state_reason: 'test' });
    await page.goto(`${t.baseUrl}${PAGE}`);
    const fields = await formFields(`form[action$="/${feed.id}/enable"]`);
    const forged = await page.request.post(`${t.baseUrl}${PAGE}/${feed.id}/enable`, {
      form: { ...fields, csrf: 'forged-token' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(await t.db('webhook_subscriptions').where({ id: feed.id }).first()).toMatchObject({ state: 'disabled' });
    const delivery = await t.db('webhook_deliveries').where({ subscription_id: erp.id, state: 'succeeded' }).first();
    const forgedRedeliver = await page.request.post(`${t.baseUrl}${PAGE}/deliveries/${delivery.id}/redeliver`, {
      form: { csrf: 'forged-token', subscription: erp.id },
      maxRedirects: 0,
    });
    expect(forgedRedeliver.status()).toBe(403);
    expect(await t.db('webhook_deliveries').where({ redelivery_of: delivery.id })).toHaveLength(0);
  });

  it('shows a refusal with its status: a delivery of a disabled endpoint cannot be redelivered', async () => {
    await page.goto(`${t.baseUrl}${PAGE}?subscription=${feed.id}`);
    const row = page.locator('tr[data-delivery-id]').first();
    await expect(row.innerText()).resolves.toContain('re-enable the endpoint to redeliver');
    await expect(row.getByRole('button', { name: /Redeliver/ }).count()).resolves.toBe(0);
    const deliveryId = (await row.getAttribute('data-delivery-id'))!;
    const csrf = (await formFields(`form[action$="/${feed.id}/enable"]`)).csrf!;
    const res = await page.request.post(`${t.baseUrl}${PAGE}/deliveries/${deliveryId}/redeliver`, {
      form: { csrf, subscription: feed.id },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain('its subscription is disabled');
    expect(await t.db('webhook_deliveries').where({ redelivery_of: deliveryId })).toHaveLength(0);
  });

  it('works on a sandbox copy through the store switcher: the copy’s own (empty) webhooks, never the live store’s', async () => {
    const sandbox = await mintKey(t.db, { storeId: t.hostedStoreId, kind: 'sandbox', scopes: ['admin'], label: 'webhooks test' });
    const made = await t.call('subscription_create', { url: 'https://example.com/sandbox-hook', event_types: ['approval.*'] }, sandbox.key);
    expect(made.status).toBe(200);
    await page.goto(`${t.baseUrl}${PAGE}`);
    await page.locator('.switcher summary').click();
    await page.locator(`.switcher a[data-store-id="${sandbox.store_id}"]`).click();
    await page.waitForURL((u) => u.pathname === `/dashboard/stores/${sandbox.store_id}/settings/developers/webhooks`);
    const rows = page.locator('tr[data-subscription-id]');
    await expect(rows.count()).resolves.toBe(1);
    await expect(rows.first().getAttribute('data-subscription-id')).resolves.toBe(made.body.result.subscription.id);
    await expect(page.locator('.sandbox-banner').count()).resolves.toBe(1);
    // The live store's subscription is not reachable through the copy's prefix.
    const res = await page.request.post(
      `${t.baseUrl}/dashboard/stores/${sandbox.store_id}/settings/developers/webhooks/${feed.id}/enable`,
      {
        form: { csrf: (await formFields('form.signout')).csrf! },
        maxRedirects: 0,
      },
    );
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain('subscription_id: no webhook subscription with this id in this store');
    expect(await t.db('webhook_subscriptions').where({ id: feed.id }).first()).toMatchObject({ state: 'disabled' });
  });
});
