/**
 * Controls in a real browser (headless chromium), all through the invoke core with the
 * operator's pseudo-credential: engaging the kill switch applies at once; releasing it is a
 * proposed write the operator approves in the same step (card approved by the operator, receipt,
 * both events); store automation likewise; agents switch off and back to live with receipts; a
 * form submitted twice (same idempotency key) applies once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { NO_BROWSER, launch, operatorFor, signInWith, type Operator, browserTitle } from './test-browser';

let t: TestServer;
let browser: Browser;
let page: Page;
let op: Operator;

const store = () => t.db('stores').where({ id: t.hostedStoreId }).first();
const cardsOf = (operation: string) =>
  t.db('approvals').where({ store_id: t.hostedStoreId, operation }).orderBy('created_at').orderBy('id');

/** Fills the reason of a switch panel and presses its button; waits for the notice in the URL. */
async function flip(slug: string, reason: string, button: string, notice: string): Promise<void> {
  const panel = page.locator(`[data-switch="${slug}"]`);
  await panel.getByLabel('Reason').fill(reason);
  await panel.getByRole('button', { name: button }).click();
  await page.waitForURL(new RegExp(`notice=${notice}`));
}

describe.skipIf(NO_BROWSER)(browserTitle('dashboard controls in headless chromium'), () => {
  beforeAll(async () => {
    t = await startTestServer({ scale: 0.1 });
    [browser, op] = await Promise.all([launch(), operatorFor(t)]);
    page = await (await browser.newContext()).newPage();
    expect(await signInWith(page, t.baseUrl, op.email, op.password)).toBe(303);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('engages the kill switch at once and releases it as an approval the operator gives', async () => {
    await page.goto(`${t.baseUrl}/dashboard/controls`);
    await flip('kill-switch', 'supplier feed is broken', 'Engage kill switch', 'kill-switch_on');
    expect(await store()).toMatchObject({ kill_switch_engaged: 1 });
    await flip('kill-switch', 'feed fixed', 'Release kill switch', 'kill-switch_off');
    expect(await store()).toMatchObject({ kill_switch_engaged: 0 });

    const [engage, release] = await cardsOf('set_kill_switch');
    expect(engage).toMatchObject({ status: 'approved', decided_by: 'immediate', requested_by: expect.stringMatching(/^operator:/) });
    expect(release).toMatchObject({ status: 'approved', decided_by: op.email, requested_by: engage.requested_by });
    expect(await t.db('receipts').where({ approval_id: release.id }).first()).toMatchObject({
      operation: 'set_kill_switch',
      approved_by: op.email,
    });
    expect(await t.eventTypes(release.id)).toEqual(['approval.requested', 'approval.decided']);
    const audited = await t.db('audit_log').where({ surface: 'dashboard', operation: 'set_kill_switch', status: 303 });
    expect(audited.map((r) => r.path)).toEqual(['/dashboard/controls/kill-switch', '/dashboard/controls/kill-switch']);
  });

  it('turns store automation off at once and back on as an approval the operator gives', async () => {
    await flip('automation', 'stock count', 'Turn automation off', 'automation_off');
    expect(await store()).toMatchObject({ automation_enabled: 0 });
    await flip('automation', 'stock count done', 'Turn automation on', 'automation_on');
    expect(await store()).toMatchObject({ automation_enabled: 1 });
    const [off, on] = await cardsOf('set_automation_enabled');
    expect(off).toMatchObject({ status: 'approved', decided_by: 'immediate' });
    expect(on).toMatchObject({ status: 'approved', decided_by: op.email });
    expect(await t.db('receipts').where({ approval_id: on.id }).first()).toBeDefined();
  });

  it('switches an agent off and back to live with receipts; a repeated form applies once', async () => {
    const agent = await t.db('agents').where({ store_id: t.hostedStoreId, mode: 'live' }).orderBy('name').first();
    const row = page.locator(`tr[data-agent="${agent.slug}"]`);
    const form = row.locator(`form[action$="/disable"]`);
    const fields = Object.fromEntries(
      await form
        .locator('input[type="hidden"]')
        .evaluateAll((els) => els.map((e) => [(e as HTMLInputElement).name, (e as HTMLInputElement).value])),
    ) as Record<string, string>;
    await row.getByRole('button', { name: /Switch off/ }).click();
    await page.waitForURL(/notice=agent_off/);
    expect(await t.db('agents').where({ id: agent.id }).first()).toMatchObject({ mode: 'off' });

    const again = await page.request.post(`${t.baseUrl}/dashboard/controls/agents/${agent.slug}/disable`, {
      form: fields,
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(again.headers().location).toBe('/dashboard/controls?notice=repeated');

    await page.goto(`${t.baseUrl}/dashboard/controls`);
    await row.getByRole('button', { name: /Switch to live/ }).click();
    await page.waitForURL(/notice=agent_on/);
    expect(await t.db('agents').where({ id: agent.id }).first()).toMatchObject({ mode: 'live' });
    const receipts = await t.db('receipts').where({ resource_kind: 'agent', resource_ref: agent.id });
    expect(receipts.map((r) => r.operation).sort()).toEqual(['disable_automation', 'enable_automation']);
    // Switching to live hands authority back: a card this operator approved in the same step.
    const [card] = await cardsOf('enable_automation');
    expect(card).toMatchObject({ status: 'approved', decided_by: op.email });
  });
});
