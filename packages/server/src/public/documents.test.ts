/**
 * Public documents without a credential (seed: "Public documents"): the live openapi.json (servers
 * = the running base URL; passes `redocly lint` with the recommended ruleset), changelog.json from
 * spec/deprecations.yaml, and the interactive reference page rendered in a real browser.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, OPERATIONS, type ErrorCode } from '@storeops/contract';
import { renderedOperationPaths, scrollUntilDrawn } from './reference-browser';
import { useTestServer } from '@storeops/testkit/server';
import { componentViolations } from '../contract-conformance';
import { errorCatalogue } from './error-reference';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../../..');
const CHROMIUM = '/usr/bin/chromium';

const t = useTestServer({ scale: 0.05 });

describe('GET /api/v1/openapi.json', () => {
  it('is public, lists every live operation, and points servers at this server', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('service-api-version')).toBe('1');
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.servers).toEqual([{ url: t.baseUrl, description: expect.any(String) }]);
    for (const op of OPERATIONS) {
      expect(doc.paths[op.path]?.post?.operationId, op.name).toBe(op.name);
      expect(doc.paths[op.path].post['x-tier']).toBe(op.tier);
    }
  });

  it('passes redocly lint (recommended ruleset, repo config)', async () => {
    const doc = await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json();
    const dir = mkdtempSync(join(tmpdir(), 'served-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const { stdout, stderr } = await run(
        join(repoRoot, 'node_modules/.bin/redocly'),
        ['lint', file, '--config', join(repoRoot, 'redocly.yaml'), '--format', 'summary'],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          cwd: repoRoot,
        },
      ).catch((err: { stdout: string; stderr: string }) => {
        throw new Error(`redocly lint failed:\n${err.stdout}\n${err.stderr}`);
      });
      expect(`${stdout}${stderr}`).not.toMatch(/error/i);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('GET /api/v1/changelog.json', () => {
  it('lists the dynamic client registration deprecation from spec/deprecations.yaml', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/changelog.json`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.api_version).toBe('1');
    expect(body.entries).toContainEqual(
      expect.objectContaining({
        kind: 'deprecation',
        subject: { method: 'POST', path: '/api/oauth/register' },
        announced: '2026-09-06',
        sunset: '2027-09-06',
      }),
    );
    expect(componentViolations('Changelog', body)).toEqual([]);
  });
});

describe('GET /api/v1/reference', () => {
  it.skipIf(!existsSync(CHROMIUM))(
    `renders every operation in a real browser (needs ${CHROMIUM}: apt-get install chromium)`,
    async () => {
      const { launch } = await import('../dashboard/test-browser');
      const browser = await launch();
      try {
        const page = await browser.newPage();
        await page.goto(`${t.baseUrl}/api/v1/reference`);
        await page.waitForSelector('.opblock-summary-operation-id, .opblock-summary-path', { timeout: 20_000 });
        // Swagger UI draws a long operation list as the reader scrolls (see reference-browser.ts).
        const drawn = await renderedOperationPaths(
          page,
          OPERATIONS.map((op) => op.path),
        );
        for (const op of OPERATIONS) expect(drawn, op.name).toContain(op.path);
        await page.evaluate(() => window.scrollTo(0, 0));
        // A reader authorizes with an API key and executes a call from the page.
        const key = await t.key(['read']);
        await page.locator('button.authorize').first().click();
        await page.locator('.modal-ux input').first().fill(key);
        await page.locator('.modal-ux button.authorize').first().click();
        await page.locator('.modal-ux button.btn-done, .modal-ux .close-modal').first().click();
        const path = '.opblock-summary-path[data-path="/api/v1/tools/get_store_overview"]';
        await scrollUntilDrawn(page, path);
        const block = page.locator('.opblock', { has: page.locator(path) }).first();
        await block.locator('.opblock-summary').click();
        await block.locator('button.execute').click();
        const live = block.locator('.live-responses-table');
        await live.locator('.response-col_status', { hasText: '200' }).first().waitFor({ timeout: 15_000 });
        expect(await live.innerText()).toContain('Northwind Outfitters');
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});

describe('the Errors section of /api/v1/reference (every `docs` link lands on its code)', () => {
  it('is server-rendered: one element per stable code, id errors-<code>, with its HTTP status and meaning', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/reference`);
    expect(res.status).toBe(200);
    const page = await res.text();
    const entries = new Map(errorCatalogue().map((e) => [e.code, e]));
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      const at = page.indexOf(`id="errors-${code}"`);
      expect(at, code).toBeGreaterThan(0);
      const entry = page.slice(at, page.indexOf('</article>', at));
      expect(entry, code).toContain(`<code>${code}</code>`);
      expect(entry, code).toContain(`HTTP ${status}`);
      expect(entries.get(code as ErrorCode)?.meaning.length, code).toBeGreaterThan(10);
    }
    // No inline script or style: the page's CSP allows files from this origin only.
    expect(page).not.toMatch(/<script>|<script [^>]*>[^<]|<style|style="/);
  });

  it.skipIf(!existsSync(CHROMIUM))(
    'a docs link taken from an error response opens its entry, targeted and in view, with and without script; the list of operations renders',
    async () => {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
      try {
        const key = await t.key(['read']);
        const refusals = [
          await t.call('get_store_overview', {}),
          await t.call('no_such_operation', {}, key),
          await t.call('query_products', { limit: 'many' }, key),
        ];
        expect(refusals.map((r) => r.body.error)).toEqual(['unauthorized', 'not_found', 'invalid_request']);
        const inView = (el: Element, id: string) => {
          const r = el.getBoundingClientRect();
          return { id: el.id === id, target: el.matches(':target'), visible: r.top >= 0 && r.top < window.innerHeight && r.bottom > 0 };
        };
        for (const javaScriptEnabled of [true, false]) {
          const context = await browser.newContext({ javaScriptEnabled });
          const page = await context.newPage();
          const documentRequests: string[] = [];
          page.on('request', (r) => {
            if (r.url().includes('/openapi.json')) documentRequests.push(r.url());
          });
          const failures: string[] = [];
          page.on('pageerror', (e) => failures.push(String(e)));
          for (const refusal of refusals) {
            const docs = refusal.body.docs as string;
            expect(docs).toBe(`${t.baseUrl}/api/v1/reference#errors-${refusal.body.error}`);
            await page.goto('about:blank');
            await page.goto(docs);
            if (javaScriptEnabled) {
              // Swagger UI renders the operations above the entry: the entry is still the one in view.
              await page.locator('#reference .opblock').first().waitFor({ state: 'attached', timeout: 30_000 });
              await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
            }
            expect(new URL(page.url()).hash).toBe(`#errors-${refusal.body.error}`);
            const id = `errors-${refusal.body.error}`;
            await expect(page.locator(`[id="${id}"]`).evaluate(inView, id)).resolves.toEqual({ id: true, target: true, visible: true });
            await expect(page.locator(`[id="${id}"]`).innerText()).resolves.toContain(`HTTP ${refusal.status}`);
          }
          if (javaScriptEnabled) {
            // Every operation is listed with its summary, and the document was fetched once per view.
            const drawn = await renderedOperationPaths(
              page,
              OPERATIONS.map((op) => op.path),
            );
            for (const op of OPERATIONS) expect(drawn, op.name).toContain(op.path);
            expect(documentRequests).toHaveLength(refusals.length);
            expect(failures).toEqual([]);
          }
          await context.close();
        }
      } finally {
        await browser.close();
      }
    },
    120_000,
  );
});
