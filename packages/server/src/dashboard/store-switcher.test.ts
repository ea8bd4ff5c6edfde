/**
 * The store switcher in headless chromium: a sandbox key's
 * proposed price change waits in its sandbox copy; the operator of the store that minted the key
 * switches to the copy in the page frame, sees the card, approves it; the sandbox key then reads
 * the new price in its copy while the live store is unchanged. The switcher lists only the
 * operator's live copies, every page of a copy names it, and a store that is not the operator's
 * (or an expired copy) is refused. Sandbox keys are listed (and revoked) on the live store's
 * Settings > Developers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { VariantRow } from '@storeops/db';
import { mintKey, type MintedKey } from '../auth/keys';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { NO_BROWSER, launch, operatorFor, signInWith, type Operator, browserTitle } from './test-browser';

let t: TestServer;
let browser: Browser;
let page: Page;
let op: Operator;
let sandbox: MintedKey;
let liveKey: string;

/** The price of the variant with `externalId` as `key` reads it (its own store's copy of the variant). */
async function priceOf(key: string, storeId: string, externalId: string): Promise<number> {
  const v: VariantRow = await t.db('variants').where({ store_id: storeId, external_id: externalId }).first();
  const res = await t.call('get_variants', { product_id: v.product_id, limit: 50 }, key);
  expect(res.status).toBe(200);
  return res.body.result.variants.find((x: { id: string }) => x.id === v.id).price;
}

describe.skipIf(NO_BROWSER)(browserTitle('dashboard store switcher in headless chromium'), () => {
  beforeAll(async () => {
    t = await startTestServer({ scale: 0.1 });
    [browser, op, liveKey] = await Promise.all([launch(), operatorFor(t), t.key(['read'], { label: 'live reader' })]);
    sandbox = await mintKey(t.db, {
      storeId: t.hostedStoreId,
      kind: 'sandbox',
      scopes: ['read', 'catalog:write'],
      label: 'integration test',
    });
    page = await (await browser.newContext()).newPage();
    expect(await signInWith(page, t.baseUrl, op.email, op.password)).toBe(303);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('approves a sandbox card in the sandbox copy: the copy changes, the live store does not', async () => {
    const variant: VariantRow = await t.db('variants').where({ store_id: sandbox.store_id }).orderBy('sku').first();
    const liveBefore = await priceOf(liveKey, t.hostedStoreId, variant.external_id);
    const sandboxBefore = await priceOf(sandbox.key, sandbox.store_id, variant.external_id);
    const target = Math.round((sandboxBefore + 7) * 100) / 100;
    const proposed = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: target }, sandbox.key);
    expect(proposed.status).toBe(200);
    expect(proposed.body.result).toMatchObject({ status: 'proposed', applied: false });
    const cardId = proposed.body.result.approval_id as string;

    // The live store's inbox does not show the sandbox card; the switcher lists the copy, badged.
    await page.goto(`${t.baseUrl}/dashboard/approvals`);
    await expect(page.locator(`article[data-approval-id="${cardId}"]`).count()).resolves.toBe(0);
    const switcher = page.locator('details.switcher');
    await expect(switcher.locator('summary').innerText()).resolves.toMatch(/Northwind.*live/);
    await switcher.locator('summary').click();
    const entry = switcher.getByRole('link', { name: /sandbox/ });
    await expect(entry.count()).resolves.toBe(1);
    await expect(entry.locator('.badge-sandbox').innerText()).resolves.toBe('sandbox');
    await expect(entry.innerText()).resolves.toContain('key “integration test”');
    await entry.click();
    await page.waitForURL((u) => u.pathname === `/dashboard/stores/${sandbox.store_id}/approvals`);

    // Every page of the copy says so, and its navigation stays in the copy.
    await expect(page.locator('.sandbox-banner').innerText()).resolves.toContain('apply to this copy only');
    await expect(page.locator('details.switcher summary .badge-sandbox').count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: 'Controls' }).getAttribute('href')).resolves.toBe(
      `/dashboard/stores/${sandbox.store_id}/controls`,
    );

    const card = page.locator(`article[data-approval-id="${cardId}"]`);
    await expect(card.getAttribute('data-status')).resolves.toBe('requested');
    await card.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/decided=/);
    expect(new URL(page.url()).pathname).toBe(`/dashboard/stores/${sandbox.store_id}/approvals`);
    await expect(page.getByRole('status').first().innerText()).resolves.toContain('Approved and applied');
    await expect(card.getAttribute('data-status')).resolves.toBe('approved');

    // Through the API: applied in the copy, nothing changed in the live store.
    expect(await priceOf(sandbox.key, sandbox.store_id, variant.external_id)).toBe(target);
    expect(await priceOf(liveKey, t.hostedStoreId, variant.external_id)).toBe(liveBefore);
    const status = await t.call('approval_status', { approval_id: cardId }, sandbox.key);
    expect(status.body.result).toMatchObject({ status: 'approved', decided_by: op.email });
    // The decision is in the copy's audit log, under the copy.
    const audited = await t
      .db('audit_log')
      .where({ operation: 'dashboard.approve', subject_ref: `approval:${cardId}` })
      .first();
    expect(audited).toMatchObject({
      store_id: sandbox.store_id,
      status: 303,
      path: `/dashboard/stores/${sandbox.store_id}/approvals/${cardId}/approve`,
    });

    // Controls of the copy act on the copy: engaging its kill switch leaves the live store's alone.
    await page.goto(`${t.baseUrl}/dashboard/stores/${sandbox.store_id}/controls`);
    await page.locator('[data-switch="kill-switch"]').getByLabel('Reason').fill('sandbox drill');
    await page.locator('[data-switch="kill-switch"]').getByRole('button', { name: 'Engage kill switch' }).click();
    await page.waitForURL(/notice=kill-switch_on/);
    expect(await t.db('stores').where({ id: sandbox.store_id }).first()).toMatchObject({ kill_switch_engaged: 1 });
    expect(await t.db('stores').where({ id: t.hostedStoreId }).first()).toMatchObject({ kill_switch_engaged: 0 });
  });

  it('lists the sandbox keys the store minted in Settings > Developers, where they can be revoked', async () => {
    const other = await mintKey(t.db, { storeId: t.hostedStoreId, kind: 'sandbox', scopes: ['read'], label: 'throwaway sandbox' });
    expect((await t.call('get_store_overview', {}, other.key)).status).toBe(200);
    await page.goto(`${t.baseUrl}/dashboard/stores/${other.store_id}/approvals`);
    await page.getByRole('link', { name: 'Settings > Developers' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/settings/developers');
    const row = page.locator(`tr[data-key-id="${other.id}"]`);
    await expect(row.locator('.badge-sandbox').innerText()).resolves.toBe('sandbox');
    await row.getByRole('button', { name: /Revoke/ }).click();
    await page.waitForURL(/notice=revoked/);
    expect((await t.call('get_store_overview', {}, other.key)).status).toBe(401);
  });

  it('refuses stores that are not the operator’s or its live copies, on GET and POST, and keeps the CSRF check', async () => {
    const copy = `/dashboard/stores/${sandbox.store_id}`;
    // Another store (the business demo store) by id: 404, nothing runs.
    const foreign = await page.goto(`${t.baseUrl}/dashboard/stores/${t.businessStoreId}/approvals`);
    expect(foreign?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe('No such store');

    // A form post to the copy without the session's token is refused before anything runs.
    const other: VariantRow = await t.db('variants').where({ store_id: sandbox.store_id }).orderBy('sku', 'desc').first();
    const proposed = await t.call('storefront_update_variant_price', { variant_id: other.external_id, new_price: 12.34 }, sandbox.key);
    expect(proposed.status).toBe(200);
    const cardId = proposed.body.result.approval_id as string;
    const forged = await page.request.post(`${t.baseUrl}${copy}/approvals/${cardId}/approve`, {
      form: { csrf: 'forged' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(await t.db('approvals').where({ id: cardId }).first()).toMatchObject({ status: 'requested' });
    // The copy's card cannot be decided through the live store's address either.
    await page.goto(`${t.baseUrl}${copy}/approvals`);
    const csrf = await page.locator('form[action$="/approve"] input[name="csrf"]').first().inputValue();
    const viaLive = await page.request.post(`${t.baseUrl}/dashboard/approvals/${cardId}/approve`, {
      form: { csrf },
      maxRedirects: 0,
    });
    expect(viaLive.status()).toBe(404);
    expect(await t.db('approvals').where({ id: cardId }).first()).toMatchObject({ status: 'requested' });

    // An expired copy leaves the switcher and its pages answer 404.
    await t
      .db('stores')
      .where({ id: sandbox.store_id })
      .update({ sandbox_expires_at: new Date(Date.now() - 1000).toISOString() });
    const expired = await page.goto(`${t.baseUrl}${copy}/approvals`);
    expect(expired?.status()).toBe(404);
    await page.goto(`${t.baseUrl}/dashboard/approvals`);
    await expect(page.locator(`details.switcher a[data-store-id="${sandbox.store_id}"]`).count()).resolves.toBe(0);
    await expect(page.locator(`details.switcher a[data-store-id="${t.hostedStoreId}"]`).count()).resolves.toBe(1);
    const post = await page.request.post(`${t.baseUrl}${copy}/approvals/${cardId}/approve`, { form: { csrf }, maxRedirects: 0 });
    expect(post.status()).toBe(404);
    expect(await t.db('approvals').where({ id: cardId }).first()).toMatchObject({ status: 'requested' });
  });
});
