/**
 * The dashboard audit page at a 1280 x 800 window, in headless chromium: with
 * long rows present (a 300-character path, a long key label, and a row with every text column at
 * its longest), the table fits its frame (no horizontal overflow) and every cut value keeps its
 * full text in `title`; by default the list shows API calls (REST, MCP, alternate) first, not the
 * operator's own page views, and one visible link shows every surface.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { NO_BROWSER, launch, operatorFor, signInWith, type Operator, browserTitle } from './test-browser';

let t: TestServer;
let browser: Browser;
let page: Page;
let op: Operator;

const surfaces = () => page.locator('table.audit tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-surface')));

describe.skipIf(NO_BROWSER)(browserTitle('dashboard audit page at 1280 px in headless chromium'), () => {
  beforeAll(async () => {
    t = await startTestServer({ scale: 0.1 });
    [browser, op] = await Promise.all([launch(), operatorFor(t)]);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    expect(await signInWith(page, t.baseUrl, op.email, op.password)).toBe(303);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('fits 1280 px with long rows present; cut values keep their full text in title', async () => {
    const key = await t.key(['read'], { label: `nightly reporting integration for the ${'very '.repeat(12)}long warehouse name` });
    expect((await t.call('get_store_overview', {}, key)).status).toBe(200);
    const longName = `no_such_tool_${'x'.repeat(300)}`;
    expect((await t.call(longName, {}, key)).status).toBe(404);
    // One row with every text column at its longest, as stored data may hold.
    const long = (prefix: string, n: number) => `${prefix}${'y'.repeat(n)}`;
    const extreme = {
      id: randomUUID(),
      store_id: t.hostedStoreId,
      request_id: long('req_', 120),
      credential_id: long('cred_', 150),
      surface: 'rest',
      method: 'POST',
      path: long('/api/v1/tools/', 1500),
      operation: long('operation_', 180),
      status: 503,
      error_code: 'rls_scoped_execution_unavailable',
      subject_ref: long('variant:', 400),
      ip: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff',
      user_agent: null,
      duration_ms: 123456,
      created_at: new Date().toISOString(),
    };
    await t.db('audit_log').insert(extreme);
    // The operator's own page views, which must not crowd the API calls out.
    for (let i = 0; i < 3; i += 1) await page.goto(`${t.baseUrl}/dashboard/controls`);
    await t.app.audit.drain();

    await page.goto(`${t.baseUrl}/dashboard/audit`);
    // The table's container (the element that would scroll sideways if the table were too wide).
    const sizes = await page.locator('table.audit').evaluate((table) => ({
      frameScroll: table.parentElement!.scrollWidth,
      frameClient: table.parentElement!.clientWidth,
      table: table.getBoundingClientRect().width,
      doc: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(sizes.frameScroll).toBeLessThanOrEqual(sizes.frameClient);
    expect(sizes.table).toBeLessThanOrEqual(sizes.frameClient + 2);
    expect(sizes.doc).toBeLessThanOrEqual(sizes.viewport);

    const row = page.locator(`tr[data-request-id="${extreme.request_id}"]`);
    await expect(row.count()).resolves.toBe(1);
    const titles = await row.locator('[title]').evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    expect(titles).toEqual(
      expect.arrayContaining([
        `POST ${extreme.path}`,
        extreme.operation,
        extreme.subject_ref,
        extreme.credential_id,
        extreme.error_code,
        `123456 ms · ${extreme.request_id}`,
      ]),
    );
    // Every cell stays inside the window: nothing is drawn off-screen to the right.
    const rightmost = await page
      .locator('table.audit td, table.audit th')
      .evaluateAll((cells) => Math.max(...cells.map((c) => c.getBoundingClientRect().right)));
    expect(rightmost).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: '/tmp/dashboard-audit-1280.png', fullPage: true });
  });

  it('lists API calls by default; one visible link shows the dashboard page views too', async () => {
    await page.goto(`${t.baseUrl}/dashboard/audit`);
    await expect(page.getByLabel('Surface').inputValue()).resolves.toBe('api');
    const listed = await surfaces();
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed)).toEqual(new Set(['rest']));

    await page.getByRole('link', { name: /Show all surfaces/ }).click();
    await page.waitForURL(/surface=all/);
    expect(new Set(await surfaces())).toEqual(new Set(['rest', 'dashboard']));
    await page.getByRole('link', { name: 'Show API calls only' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard/audit' && !u.search.includes('surface='));
    expect(new Set(await surfaces())).toEqual(new Set(['rest']));

    // The CSV of the default view holds the API calls only, too.
    const csv = await (await page.request.get(`${t.baseUrl}/dashboard/audit.csv`)).text();
    const rows = csv.trim().split('\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes(',rest,'))).toBe(true);
  });
});
