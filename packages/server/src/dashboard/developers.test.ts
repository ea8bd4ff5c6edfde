/**
 * Sign-in, CSRF, Settings > Developers and the audit log in a real browser (headless chromium):
 * a wrong password answers 401 with the message; a forged CSRF token answers 403 and changes
 * nothing; invalid mint input names each field and creates nothing; a minted key is shown once,
 * works on get_calibration, and answers 401 once revoked; the audit page lists the dashboard's
 * own rows and its CSV downloads; sign-out ends the session.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AUDIT_COLUMNS } from '../audit/read';
import { startTestServer, type TestServer } from '@storeops/testkit/server';
import { NO_BROWSER, launch, operatorFor, signInWith, type Operator, browserTitle } from './test-browser';

let t: TestServer;
let browser: Browser;
let page: Page;
let op: Operator;

const keyCount = async () => Number((await t.db('api_keys').count({ n: '*' }).first())?.n);
const developers = async () => page.goto(`${t.baseUrl}/dashboard/settings/developers`);
const submitMint = async (): Promise<number> => {
  const answer = page.waitForResponse((r) => r.url().endsWith('/dashboard/settings/developers/keys') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Mint key' }).click();
  const status = (await answer).status();
  await page.waitForLoadState();
  return status;
};

describe.skipIf(NO_BROWSER)(browserTitle('dashboard sign-in, developers and audit in headless chromium'), () => {
  beforeAll(async () => {
    t = await startTestServer({ scale: 0.1 });
    [browser, op] = await Promise.all([launch(), operatorFor(t)]);
    page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('refuses a wrong password with 401 and the message; pages without a session redirect to sign-in', async () => {
    expect(await signInWith(page, t.baseUrl, op.email, 'not the password')).toBe(401);
    await expect(page.getByRole('alert').innerText()).resolves.toContain('Email or password is wrong');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(op.email);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('storeops_session');

    const noSession = await fetch(`${t.baseUrl}/dashboard/settings/developers`, { redirect: 'manual' });
    expect(noSession.status).toBe(303);
    // A page view returns to the page after sign-in; only dashboard paths are followed.
    expect(noSession.headers.get('location')).toBe('/dashboard/sign-in?next=%2Fdashboard%2Fsettings%2Fdevelopers');
    const noSessionPost = await fetch(`${t.baseUrl}/dashboard/settings/developers/keys`, { method: 'POST', redirect: 'manual' });
    expect(noSessionPost.headers.get('location')).toBe('/dashboard/sign-in');
    const foreign = await fetch(`${t.baseUrl}/dashboard/sign-in?next=${encodeURIComponent('//evil.example/dashboard/')}`);
    expect(await foreign.text()).not.toContain('evil.example');
    const forgedSignIn = await fetch(`${t.baseUrl}/dashboard/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: op.email, password: op.password, csrf: 'x'.repeat(32) }).toString(),
    });
    expect(forgedSignIn.status).toBe(403);
    expect(forgedSignIn.headers.get('set-cookie') ?? '').not.toContain('storeops_session=');
  });

  it('answers a form with a forged CSRF token 403 with a clear page, and creates nothing', async () => {
    expect(await signInWith(page, t.baseUrl, op.email, op.password)).toBe(303);
    await developers();
    const before = await keyCount();
    await page.getByLabel('Label').fill('forged');
    await page.getByLabel('catalog:read').check();
    await page.locator('form[action$="/keys"] input[name="csrf"]').evaluate((el) => ((el as HTMLInputElement).value = 'forged-token'));
    expect(await submitMint()).toBe(403);
    await expect(page.locator('h1').innerText()).resolves.toBe('This form was refused');
    expect(await keyCount()).toBe(before);
  });

  it('shows invalid mint input again with a message naming each field, and creates nothing', async () => {
    await developers();
    const before = await keyCount();
    await page.getByLabel('Label').fill('broken key');
    await page.getByLabel('Sandbox').check();
    await page.getByLabel('IP allowlist').fill('10.0.0.0/8, 300.1.2.3');
    await page.getByLabel('Expires after').fill('30d');
    expect(await submitMint()).toBe(400);
    const alert = await page.getByRole('alert').innerText();
    expect(alert).toContain('Nothing was created');
    expect(alert).toContain('Scopes: choose at least one scope.');
    expect(alert).toContain("IP allowlist: '300.1.2.3' is not an IP address or CIDR range");
    expect(alert).toContain('Expiry: a sandbox key lives at most 7 days');
    await expect(page.getByLabel('IP allowlist').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Label').inputValue()).resolves.toBe('broken key');
    expect(await keyCount()).toBe(before);
  });

  it('mints a key shown once that works on get_calibration, toggles auto-apply, and revokes it to 401', async () => {
    await developers();
    await page.getByLabel('Label').fill('reporting script');
    await page.getByLabel('catalog:read').check();
    await page.getByLabel('IP allowlist').fill('127.0.0.1/32, ::1');
    expect(await submitMint()).toBe(201);
    const key = await page.locator('#new-key').inputValue();
    expect(key).toMatch(/^sops_live_/);
    await expect(page.getByRole('status').first().innerText()).resolves.toContain('shown only this once');
    expect((await t.call('get_calibration', {}, key)).status).toBe(200);

    await developers();
    expect(await page.content()).not.toContain(key);
    const row = page.locator('tr', { has: page.getByRole('rowheader', { name: 'reporting script' }) });
    await expect(row.innerText()).resolves.toContain(key.slice(0, 16));
    await row.getByRole('button', { name: /Turn auto-apply on/ }).click();
    await page.waitForURL(/notice=auto_apply_on/);
    expect(await t.db('api_keys').where({ label: 'reporting script' }).first()).toMatchObject({
      auto_apply: 1,
      ip_allowlist: '["127.0.0.1/32","::1"]',
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/dashboard-developers.png', fullPage: true });

    await row.getByRole('button', { name: /Revoke/ }).click();
    await page.waitForURL(/notice=revoked/);
    await expect(row.innerText()).resolves.toContain('revoked');
    const refused = await t.call('get_calibration', {}, key);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('unauthorized');
  });

  it('mints once per rendering of the form: the same form sent twice answers the same key; a fresh form mints anew', async () => {
    await developers();
    const before = await keyCount();
    await page.getByLabel('Label').fill('sent twice');
    await page.getByLabel('catalog:read').check();
    // The browser re-sending the same rendering: two POSTs of the form's fields in this session.
    const body = await page.locator('form[action$="/keys"]').evaluate((form) => {
      const entries = new FormData(form as HTMLFormElement) as unknown as Iterable<[string, FormDataEntryValue]>;
      return new URLSearchParams(Array.from(entries, ([k, v]) => [k, String(v)])).toString();
    });
    expect(body).toMatch(/(^|&)idempotency_key=[0-9a-f-]{36}(&|$)/);
    const send = () =>
      page.request.post(`${t.baseUrl}/dashboard/settings/developers/keys`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.baseUrl },
        data: body,
        maxRedirects: 0,
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status())).toEqual([201, 201]);
    const keyOf = async (a: (typeof answers)[number]) => /id="new-key"[^>]*value="([^"]+)"/.exec(await a.text())?.[1];
    const shown = await keyOf(answers[0]!);
    expect(shown).toMatch(/^sops_live_/);
    expect(await keyOf(answers[1]!)).toBe(shown);
    expect(await keyCount()).toBe(before + 1);
    expect((await t.call('get_calibration', {}, shown!)).status).toBe(200);

    // A fresh rendering of the form is a new submission.
    await developers();
    await page.getByLabel('Label').fill('sent twice');
    await page.getByLabel('catalog:read').check();
    expect(await submitMint()).toBe(201);
    expect(await page.locator('#new-key').inputValue()).not.toBe(shown);
    expect(await t.db('api_keys').where({ label: 'sent twice' })).toHaveLength(2);
  });

  it('lists the dashboard’s own audit rows with filters, and downloads them as CSV', async () => {
    await page.goto(`${t.baseUrl}/dashboard/audit`);
    await page.getByLabel('Surface').selectOption('dashboard');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/surface=dashboard/);
    const operations = await page.locator('tbody tr td:nth-child(4)').allInnerTexts();
    expect(operations).toEqual(
      expect.arrayContaining(['dashboard.key_revoke', 'dashboard.key_auto_apply', 'dashboard.key_mint', 'dashboard.sign_in']),
    );
    expect(await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).toEqual(operations.map(() => 'dashboard'));

    await page.getByLabel('Status').selectOption('4xx');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/status=4xx/);
    const statuses = await page.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(statuses).toEqual(expect.arrayContaining(['403 forbidden', '400 invalid_request']));

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const [header, ...lines] = csv.trim().split('\n');
    expect(header).toBe(AUDIT_COLUMNS.join(','));
    expect(lines.length).toBe(statuses.length);
    expect(lines.every((l) => l.includes(',dashboard,') && /,4\d\d,/.test(l))).toBe(true);
    const read = await t.db('audit_log').where({ path: '/dashboard/audit.csv' }).first();
    expect(read).toMatchObject({ surface: 'dashboard', operation: 'audit_list', status: 200, store_id: t.hostedStoreId });
  });

  it('signs out: the session ends and the next page asks to sign in', async () => {
    await page.goto(`${t.baseUrl}/dashboard/approvals`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/signed_out=1/);
    await expect(page.getByRole('status').innerText()).resolves.toContain('You are signed out');
    expect(await t.db('operator_sessions').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    await page.goto(`${t.baseUrl}/dashboard/controls`);
    expect(new URL(page.url()).pathname).toBe('/dashboard/sign-in');
  });
});
