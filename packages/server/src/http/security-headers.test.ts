/**
 * The API reference page (where keys are pasted into Swagger UI) sends a strict CSP, refuses
 * framing and sniffing, and still renders in a real browser under that policy
 * with no CSP violation.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { OPERATIONS } from '@storeops/contract';
import { renderedOperationPaths } from '../public/reference-browser';
import { useTestServer } from '@storeops/testkit/server';
import { NO_BROWSER, launch } from '../dashboard/test-browser';

const t = useTestServer({ scale: 0.05 });

/** The CSP as directive → sources. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('GET /api/v1/reference security headers', () => {
  it('the page: strict CSP (scripts from this origin only, no framing), X-Frame-Options DENY, nosniff, Referrer-Policy', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/reference`);
    expect(res.status).toBe(200);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toContain("'self'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    // Every script is a file of this origin (an inline one would be refused by the CSP).
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, content] of scripts) {
      if (/type="application\/json"/.test(attrs!)) continue; // a data block, never executed
      expect(attrs).toMatch(/\bsrc="\/api\/v1\/reference\/assets\//);
      expect(content!.trim()).toBe('');
    }
  });

  it.each([
    '/api/v1/reference/assets/reference-init.js',
    '/api/v1/reference/assets/swagger-ui-bundle.js',
    '/api/v1/reference/assets/swagger-ui.css',
  ])('%s is served with nosniff and no framing', async (path) => {
    const res = await fetch(`${t.baseUrl}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    await res.arrayBuffer();
  });
});

describe.skipIf(NO_BROWSER)(
  `the reference renders under its CSP in chromium${NO_BROWSER ? ' (skipped: no /usr/bin/chromium)' : ''}`,
  () => {
    let browser: Browser;
    let key: string;
    beforeAll(async () => {
      browser = await launch();
      key = await t.key(['read']);
    });
    afterAll(async () => browser?.close());

    it('Swagger UI renders every operation; no CSP violation is reported', async () => {
      const page = await browser.newPage();
      const violations: string[] = [];
      const consoleErrors: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const w = window as unknown as { __csp?: string[] };
          (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      page.on('pageerror', (e) => consoleErrors.push(e.message));
      const response = await page.goto(`${t.baseUrl}/api/v1/reference`);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      await page.waitForSelector('.opblock', { timeout: 20_000 });
      // Every operation is drawn as the reader scrolls (Swagger UI virtualizes long lists).
      const drawn = await renderedOperationPaths(
        page,
        OPERATIONS.map((op) => op.path),
      );
      for (const op of OPERATIONS) expect(drawn, op.name).toContain(op.path);
      await page.evaluate(() => window.scrollTo(0, 0));
      // What a user does there: paste a key, call an operation ("Try it out" is on) and read the
      // answer. Every widget on the way is drawn under the policy.
      await page.locator('.btn.authorize').first().click();
      await page.locator('.auth-container input').first().fill(key);
      await page.locator('.auth-btn-wrapper .authorize').first().click();
      await page.locator('.btn-done').first().click();
      const op = page.locator('.opblock').first();
      await op.locator('.opblock-summary').click();
      await op.locator('.execute').click();
      await op.locator('.live-responses-table .response .response-col_status').first().waitFor({ timeout: 10_000 });
      expect((await op.locator('.live-responses-table .response .response-col_status').first().textContent())?.trim()).toBe('200');
      violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
      expect(violations).toEqual([]);
      expect(consoleErrors.filter((m) => /Content Security Policy|Refused to/i.test(m))).toEqual([]);
      await page.close();
    }, 60_000);

    it('a page of another origin cannot frame the reference', async () => {
      // The framing page: another origin (another port on loopback) with one iframe of the reference.
      const framer = createServer((_req, res) => {
        res.setHeader('content-type', 'text/html');
        res.end(`<!doctype html><iframe id="f" src="${t.baseUrl}/api/v1/reference"></iframe>`);
      });
      await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
      const page = await browser.newPage();
      try {
        // `goto` resolves after the load event, which waits for the frame to load or be refused.
        await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
        const frame = page.frames().find((f) => f !== page.mainFrame());
        expect(frame).toBeDefined();
        expect(await frame!.locator('#reference').count()).toBe(0);
      } finally {
        await page.close();
        await new Promise<void>((resolve) => framer.close(() => resolve()));
      }
    }, 60_000);
  },
);
