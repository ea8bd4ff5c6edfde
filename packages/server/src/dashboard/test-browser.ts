/**
 * Browser harness for the dashboard tests: Debian's chromium (`/usr/bin/chromium`) driven
 * headless through `playwright-core`, one browser per test file, and the sign-in steps.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createOperator } from '../auth/operators';
import type { TestServer } from '@storeops/testkit/server';

export const CHROMIUM = '/usr/bin/chromium';
/** Tests that need the browser are skipped (and say so in their title, browserTitle) where it is not installed. */
export const NO_BROWSER = !existsSync(CHROMIUM);
/** A browser suite's title: it says it is skipped only where it is (no chromium here). */
export const browserTitle = (title: string): string => (NO_BROWSER ? `${title} (skipped: ${CHROMIUM} is not installed)` : title);

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export interface Operator {
  email: string;
  password: string;
}

/** Creates an operator of the hosted store. */
export async function operatorFor(
  t: TestServer,
  email = `operator-${Math.random().toString(36).slice(2)}@northwind.example`,
): Promise<Operator> {
  const op = await createOperator(t.db, t.hostedStoreId, email, 'correct horse battery staple');
  return { email: op.email, password: op.password };
}

/** Fills and submits the sign-in form; returns the status of the POST's final answer. */
export async function signInWith(page: Page, baseUrl: string, email: string, password: string): Promise<number> {
  await page.goto(`${baseUrl}/dashboard/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/dashboard/sign-in') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const status = (await answer).status();
  await page.waitForLoadState();
  return status;
}

/**
 * Signs `op` in over HTTP (no browser): the sign-in form's CSRF token, then the POST; resolves to
 * the `storeops_session=...` cookie pair. Throws when the sign-in is not answered 303.
 */
export async function signInOverHttp(baseUrl: string, op: Operator): Promise<string> {
  const form = await fetch(`${baseUrl}/dashboard/sign-in`);
  const signin = (form.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
  const res = await fetch(`${baseUrl}/dashboard/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: signin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, email: op.email, password: op.password }).toString(),
  });
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}, not 303`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('storeops_session='))!;
}
