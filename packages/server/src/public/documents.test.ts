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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@storeops/contract';
import { startTestServer, type TestServer } from '../testing';
import { componentViolations } from '../contract-conformance';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../../..');
const CHROMIUM = '/usr/bin/chromium';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ scale: 0.05 });
});
afterAll(async () => t.close());

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
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--no-first-run',
          '--disable-sync',
        ],
      });
      try {
        const page = await browser.newPage();
        await page.goto(`${t.baseUrl}/api/v1/reference`);
        await page.waitForSelector('.opblock-summary-operation-id, .opblock-summary-path', { timeout: 20_000 });
        const text = await page.locator('#reference').innerText();
        for (const op of OPERATIONS) expect(text).toContain(op.path);
        // A reader authorizes with an API key and executes a call from the page.
        const key = await t.key(['read']);
        await page.locator('button.authorize').first().click();
        await page.locator('.modal-ux input').first().fill(key);
        await page.locator('.modal-ux button.authorize').first().click();
        await page.locator('.modal-ux button.btn-done, .modal-ux .close-modal').first().click();
        const block = page.locator('.opblock', { hasText: '/api/v1/tools/get_store_overview' }).first();
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
