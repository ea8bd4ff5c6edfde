/**
 * Every dashboard URL the API hands out resolves for a signed-in operator: the
 * whole `where_in_service` map and every `get_store_overview` `dashboard_url`, asked over HTTP
 * with a live key and with a sandbox key (whose URLs open its sandbox copy), each opened in
 * headless chromium as an operator of the store: 200, not the not-found page, and for a
 * destination the page really has the named section heading and a control with the named text
 * (where the map says the control shows only in some state, `shownWhen`, the page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESTINATIONS } from '@storeops/domain-general';
import { mintKey } from '../auth/keys';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { NO_BROWSER, launch, operatorFor, signInWith, type Operator, browserTitle } from './test-browser';

interface Destination {
  page: string;
  url: string;
  section: string;
  button_text: string;
}

let t: TestServer;
let browser: Browser;
let page: Page;
let op: Operator;

/** Opens a dashboard URL as the signed-in operator; returns the status of the final answer. */
async function open(url: string): Promise<number> {
  await page.goto('about:blank'); // a new document each time (a fragment change alone loads nothing)
  const answer = await page.goto(`${t.baseUrl}${url}`);
  return answer?.status() ?? 0;
}

/** What the API hands out to `key`: the whole map and the overview's agent pages. */
async function handedOut(key: string): Promise<{ destinations: Destination[]; agentUrls: string[] }> {
  const map = await t.call('where_in_service', {}, key);
  expect(map.status).toBe(200);
  const overview = await t.call('get_store_overview', {}, key);
  expect(overview.status).toBe(200);
  const agentUrls = (overview.body.result.agents.dry_run as Array<{ turn_it_on: { dashboard_url: string } }>).map(
    (a) => a.turn_it_on.dashboard_url,
  );
  return { destinations: map.body.result.destinations as Destination[], agentUrls };
}

/** The page at `d.url` has the section heading and a button or link named `d.button_text`. */
async function expectDestination(d: Destination): Promise<void> {
  const what = `${d.page} / ${d.section} / ${d.button_text} at ${d.url}`;
  expect(await open(d.url), what).toBe(200);
  await expect(page.locator('h1').first().innerText(), what).resolves.not.toBe('Page not found');
  // A control the map says shows only in some state (a row to act on, a selection): its page opens
  // (checked above); its route is checked against the router by destinations-routes.test.ts.
  const entry = DESTINATIONS.find((e) => e.page === d.page && e.section === d.section && e.buttonText === d.button_text);
  expect(entry, what).toBeDefined();
  if (entry!.shownWhen !== undefined) return;
  await expect(page.locator('h2', { hasText: d.section }).count(), what).resolves.toBeGreaterThan(0);
  const control = page.getByRole('button', { name: d.button_text }).or(page.getByRole('link', { name: d.button_text }));
  await expect(control.count(), what).resolves.toBeGreaterThan(0);
  const fragment = new URL(d.url, t.baseUrl).hash.slice(1);
  if (fragment !== '') await expect(page.locator(`[id="${fragment}"]`).count(), what).resolves.toBe(1);
}

describe.skipIf(NO_BROWSER)(browserTitle('dashboard URLs handed out by the API, in headless chromium'), () => {
  beforeAll(async () => {
    t = await startTestServer({ scale: 0.1 });
    [browser, op] = await Promise.all([launch(), operatorFor(t)]);
    page = await (await browser.newContext()).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('every URL of where_in_service and get_store_overview (live key) opens its page, after sign-in too', async () => {
    const key = await t.key(['read', 'catalog:write'], { label: 'map walker' });
    // A card waits, so the inbox shows Approve and Reject.
    const variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
    const proposed = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: 41.5 }, key);
    expect(proposed.body.result).toMatchObject({ status: 'proposed' });

    const { destinations, agentUrls } = await handedOut(key);
    expect(destinations.length).toBeGreaterThan(10);
    expect(agentUrls.length).toBeGreaterThan(0);

    // Signed out, a handed-out URL asks for sign-in and then lands on it.
    const first = agentUrls[0]!;
    await page.goto(`${t.baseUrl}${first}`);
    expect(new URL(page.url()).pathname).toBe('/dashboard/sign-in');
    await page.getByLabel('Email').fill(op.email);
    await page.getByLabel('Password').fill(op.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === first);

    for (const d of destinations) await expectDestination(d);
    for (const url of agentUrls) {
      expect(await open(url), url).toBe(200);
      const slug = decodeURIComponent(url.split('/').pop()!);
      const agent = await t.db('agents').where({ store_id: t.hostedStoreId, slug }).first();
      await expect(page.locator('h1').innerText(), url).resolves.toBe(agent.name);
      await expect(page.getByRole('button', { name: /Switch to live/ }).count(), url).resolves.toBe(1);
      await expect(page.locator('h2', { hasText: 'Recent decisions' }).count(), url).resolves.toBe(1);
    }
  });

  it('a sandbox key is handed the pages of its sandbox copy, which open for an operator of the store that minted it', async () => {
    const sandbox = await mintKey(t.db, {
      storeId: t.hostedStoreId,
      kind: 'sandbox',
      scopes: ['read', 'catalog:write'],
      label: 'sandbox walker',
    });
    const variant = await t.db('variants').where({ store_id: sandbox.store_id }).orderBy('sku').first();
    const proposed = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: 42.5 }, sandbox.key);
    expect(proposed.body.result).toMatchObject({ status: 'proposed' });

    const { destinations, agentUrls } = await handedOut(sandbox.key);
    const root = `/dashboard/stores/${sandbox.store_id}/`;
    for (const d of destinations) {
      // Account pages (API keys, connected apps) are the operator's own, whatever store the key acts on.
      const account = DESTINATIONS.some((e) => e.account === true && `/dashboard${e.path}` === d.url.split('#')[0]);
      expect(d.url.startsWith(root) || account, d.url).toBe(true);
      await expectDestination(d);
      if (d.url.startsWith(root)) await expect(page.locator('.sandbox-banner').count(), d.url).resolves.toBe(1);
    }
    for (const url of agentUrls) {
      expect(url.startsWith(root), url).toBe(true);
      expect(await open(url), url).toBe(200);
      await expect(page.getByRole('button', { name: /Switch to live/ }).count(), url).resolves.toBe(1);
    }

    // An operator of another store is refused the copy's pages.
    const other = await operatorFor(t, `other-${Date.now()}@example.com`);
    await t.db('operators').where({ email: other.email }).update({ store_id: t.businessStoreId });
    const stranger = await (await browser.newContext()).newPage();
    expect(await signInWith(stranger, t.baseUrl, other.email, other.password)).toBe(303);
    const refused = await stranger.goto(`${t.baseUrl}${root}approvals`);
    expect(refused?.status()).toBe(404);
    await expect(stranger.locator('h1').innerText()).resolves.toBe('No such store');
    await stranger.context().close();
  });
});
