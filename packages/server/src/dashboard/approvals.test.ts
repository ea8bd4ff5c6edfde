/**
 * The approvals inbox and the controls in a real browser (headless chromium): an agent's key
 * proposes a price change over HTTP, the operator approves it in the page and the next read over
 * HTTP shows the new price, with the receipt, the card and both events; a rejection; a card whose
 * price moved before approval fails with the reason and changes nothing; card text is escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { VariantRow } from '@storeops/db';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { NO_BROWSER, launch, operatorFor, signInWith, type Operator, browserTitle } from './test-browser';

let t: TestServer;
let browser: Browser;
let page: Page;
let op: Operator;
let agentKey: string;
let variant: VariantRow;

const price = async (): Promise<number> => {
  const res = await t.call('get_variants', { product_id: variant.product_id, limit: 50 }, agentKey);
  expect(res.status).toBe(200);
  return res.body.result.variants.find((v: { id: string }) => v.id === variant.id).price;
};

const propose = async (newPrice: number): Promise<string> => {
  const res = await t.call('storefront_update_variant_price', { variant_id: variant.external_id, new_price: newPrice }, agentKey);
  expect(res.status).toBe(200);
  expect(res.body.result).toMatchObject({ status: 'proposed', applied: false });
  return res.body.result.approval_id as string;
};

/** `a + b` in cents, as prices are stored. */
const plus = (a: number, b: number): number => Math.round((a + b) * 100) / 100;
const card = (id: string) => page.locator(`article[data-approval-id="${id}"]`);

describe.skipIf(NO_BROWSER)(browserTitle('dashboard approvals in headless chromium'), () => {
  beforeAll(async () => {
    t = await startTestServer({ scale: 0.1 });
    [browser, op, agentKey] = await Promise.all([
      launch(),
      operatorFor(t),
      t.key(['catalog:write', 'catalog:read'], { label: 'pricing agent' }),
    ]);
    page = await (await browser.newContext()).newPage();
    variant = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('an agent proposes a price over HTTP; the operator approves the exact change in the page; the next read shows it', async () => {
    const before = await price();
    const id = await propose(plus(before, 5));
    expect(await price()).toBe(before);

    expect(await signInWith(page, t.baseUrl, op.email, op.password)).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/dashboard/approvals');
    const [session] = (await page.context().cookies()).filter((c) => c.name === 'storeops_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/dashboard', secure: false });

    const row = card(id).locator('table.change tbody tr');
    await expect(row.count()).resolves.toBe(1);
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[0]!.trim()).toMatch(new RegExp(`^variant ${variant.sku} `));
    expect(cells.slice(1).map((c) => c.trim())).toEqual(['price', String(before), '→', String(plus(before, 5))]);
    await expect(card(id).locator('h3').innerText()).resolves.toContain(`from ${before.toFixed(2)} to ${plus(before, 5).toFixed(2)}`);
    await expect(card(id).innerText()).resolves.toMatch(
      /Amount\s+\+5\.00 EUR[\s\S]*Reversibility\s+reversible[\s\S]*Requested by\s+pricing agent/i,
    );

    await card(id).getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/decided=/);
    await expect(page.getByRole('status').first().innerText()).resolves.toContain('Approved and applied');

    expect(await price()).toBe(plus(before, 5));
    const approval = await t.db('approvals').where({ id }).first();
    expect(approval).toMatchObject({ status: 'approved', decided_by: op.email });
    const receipt = await t.db('receipts').where({ approval_id: id }).first();
    expect(receipt).toMatchObject({ id: approval.receipt_id, operation: 'storefront_update_variant_price', approved_by: op.email });
    expect(JSON.parse(receipt.changes)).toEqual([expect.objectContaining({ field: 'price', before, after: plus(before, 5) })]);
    expect(await t.eventTypes(id)).toEqual(['approval.requested', 'approval.decided']);
    await expect(card(id).getAttribute('data-status')).resolves.toBe('approved');
    const audited = await t
      .db('audit_log')
      .where({ surface: 'dashboard', subject_ref: `approval:${id}` })
      .first();
    expect(audited).toMatchObject({
      store_id: t.hostedStoreId,
      credential_id: expect.stringMatching(/^operator:/),
      operation: 'dashboard.approve',
      status: 303,
      method: 'POST',
      path: `/dashboard/approvals/${id}/approve`,
    });
  });

  it('rejects a card with a reason: nothing changes, the card is rejected and approval.decided says so', async () => {
    const before = await price();
    const id = await propose(plus(before, 1));
    await page.goto(`${t.baseUrl}/dashboard/approvals`);
    await card(id).getByLabel('Reason for rejecting').fill('too steep for this season');
    await card(id).getByRole('button', { name: 'Reject' }).click();
    await page.waitForURL(/decided=/);
    await expect(card(id).getAttribute('data-status')).resolves.toBe('rejected');
    await expect(card(id).innerText()).resolves.toContain('too steep for this season');
    expect(await price()).toBe(before);
    expect(await t.db('approvals').where({ id }).first()).toMatchObject({ status: 'rejected', reason: 'too steep for this season' });
    const decided = await t.db('outbox').where({ subject: id, type: 'approval.decided' }).first();
    expect(JSON.parse(decided.data)).toMatchObject({ status: 'rejected', decided_by: op.email });
  });

  it('a card whose price moved before approval fails with the reason and applies nothing', async () => {
    const before = await price();
    const id = await propose(plus(before, 2));
    await page.goto(`${t.baseUrl}/dashboard/approvals`);
    await t
      .db('variants')
      .where({ id: variant.id })
      .update({ price_cents: Math.round(plus(before, 3) * 100) });
    await card(id).getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/decided=/);
    const alert = await page.getByRole('alert').first().innerText();
    expect(alert).toContain('Not applied');
    expect(alert).toContain(`is now ${plus(before, 3)} (was ${before} when proposed)`);
    await expect(card(id).getAttribute('data-status')).resolves.toBe('failed');
    expect(await price()).toBe(plus(before, 3));
    expect(await t.db('receipts').where({ approval_id: id }).first()).toBeUndefined();
  });

  it('shows an app request with its text escaped, and the history filter narrows by status', async () => {
    const appKey = await t.key(['automation:write'], { label: 'billing app' });
    const title = 'Refund <b>order</b> #1001 & "rush" <img src=x>';
    const res = await t.call(
      'approval_submit',
      { title, amount_cents: 12500, currency: 'EUR', reversibility_class: 'compensatable' },
      appKey,
    );
    expect(res.status).toBe(200);
    await propose(plus(await price(), 4));
    await page.goto(`${t.baseUrl}/dashboard/approvals?status=failed`);
    const appCard = card(res.body.result.id);
    await expect(appCard.locator('h3').innerText()).resolves.toBe(title);
    await expect(appCard.locator('b, img').count()).resolves.toBe(0);
    await expect(appCard.innerText()).resolves.toMatch(/App request[\s\S]*125\.00 EUR[\s\S]*compensatable/i);
    const history = page.locator('section[aria-labelledby="history-heading"] article');
    await expect(history.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')))).resolves.toEqual(['failed']);
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.screenshot({ path: '/tmp/dashboard-inbox.png', fullPage: true });
  });
});
