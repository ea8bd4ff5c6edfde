/**
 * The event documents (seed: Public documents `GET /api/v1/asyncapi.json`):
 * the AsyncAPI document is public, cached 5 minutes, limited per address and declared in the
 * OpenAPI document; the human reference at `/api/v1/events` is served under the API reference's
 * CSP with an anchor per event, linked from the API reference and from every operation's
 * `x-events`; it renders in a real browser with no CSP violation and no script error.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASYNCAPI_DOCUMENT, EVENT_CATALOGUE } from '@storeops/contract';
import { useTestServer, startTestServer } from '@storeops/testkit/server';
import { componentViolations, headerViolations } from '../contract-conformance';
import { referenceCsp } from '../http/security-headers';
import { eventAnchor } from './event-docs';

const CHROMIUM = '/usr/bin/chromium';

const t = useTestServer({ scale: 0.05 });

describe('GET /api/v1/asyncapi.json', () => {
  it('is public, the AsyncAPI 3.0 document of every catalogued event, cached for 5 minutes, with the declared headers', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/asyncapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('ratelimit-limit')).not.toBeNull();
    expect(headerViolations('GET', '/api/v1/asyncapi.json', 200, res.headers)).toEqual([]);
    const doc = await res.json();
    expect(componentViolations('AsyncApiDocument', doc)).toEqual([]);
    expect(doc).toEqual(ASYNCAPI_DOCUMENT);
    expect(doc.asyncapi).toBe('3.0.0');
    expect(Object.keys(doc.components.messages)).toEqual(EVENT_CATALOGUE.map((e) => e.type));
    for (const e of EVENT_CATALOGUE) {
      const message = doc.components.messages[e.type];
      expect(message['x-scope'], e.type).toBe(e.scope);
      expect(message['x-publishing'], e.type).toBe(e.publishing);
      expect(doc.operations[e.type].action, e.type).toBe('send');
    }
    expect(doc.components.securitySchemes.webhookSignature.description).toMatch(/stock Standard Webhooks\s+libraries cannot verify/);
  });

  it('is declared in the OpenAPI document, and counted against the per-address limit of the public documents', async () => {
    const openapi = await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json();
    expect(openapi.paths['/api/v1/asyncapi.json'].get).toMatchObject({ operationId: 'get_asyncapi_document', security: [] });
    const server = await startTestServer({ scale: 0.05 });
    try {
      let res: Response;
      for (;;) {
        res = await fetch(`${server.baseUrl}/api/v1/asyncapi.json`);
        if (res.status !== 200) break;
        await res.body?.cancel();
      }
      expect(res.status).toBe(429);
      expect(res.headers.get('cache-control')).toBeNull();
      expect(headerViolations('GET', '/api/v1/asyncapi.json', 429, res.headers)).toEqual([]);
      expect((await res.json()).error).toBe('rate_limited');
    } finally {
      await server.close();
    }
  });
});

describe('GET /api/v1/events', () => {
  it('is the rendered reference: one element per event, under the reference CSP, its files served', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/events`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = referenceCsp(new URL(t.baseUrl).origin, { evalScripts: true });
    expect(res.headers.get('content-security-policy')).toBe(csp);
    expect(csp).toMatch(/script-src 'self' 'unsafe-eval'; style-src 'self';/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const page = await res.text();
    for (const e of EVENT_CATALOGUE) expect(page, e.type).toContain(`id="${eventAnchor(e.type)}"`);
    expect(page).toContain('href="/api/v1/reference"');
    // No inline script or style: the CSP allows files from this origin only.
    expect(page).not.toMatch(/<script>|<script [^>]*>[^<]|<style|style="/);
    const assets = [...page.matchAll(/(?:src|href)="(\/api\/v1\/events\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const path of assets) {
      const asset = await fetch(`${t.baseUrl}${path}`);
      expect(asset.status, path).toBe(200);
      expect(asset.headers.get('content-type'), path).toMatch(/javascript|css/);
      expect(asset.headers.get('content-security-policy'), path).toBe(csp);
      expect((await asset.arrayBuffer()).byteLength, path).toBeGreaterThan(0);
    }
    expect((await fetch(`${t.baseUrl}/api/v1/events/assets/source.json`)).status).toBe(404);
  });

  it('is linked from the API reference page, and from every operation that causes an event, to an anchor that exists', async () => {
    const reference = await (await fetch(`${t.baseUrl}/api/v1/reference`)).text();
    expect(reference).toContain('<a href="/api/v1/events">Events</a>');
    expect(reference).toContain('<a href="/api/v1/asyncapi.json">asyncapi.json</a>');
    const page = await (await fetch(`${t.baseUrl}/api/v1/events`)).text();
    const openapi = await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json();
    const linked = new Map<string, string[]>();
    for (const item of Object.values(openapi.paths) as Array<
      Record<string, { operationId: string; description?: string; 'x-events'?: string[] }>
    >) {
      for (const op of Object.values(item)) {
        for (const type of op['x-events'] ?? []) {
          expect(op.description, op.operationId).toContain(`](/api/v1/events#${eventAnchor(type)})`);
          expect(page, type).toContain(`id="${eventAnchor(type)}"`);
          linked.set(type, [...(linked.get(type) ?? []), op.operationId]);
        }
      }
    }
    expect(linked.get('approval.requested')).toEqual(
      expect.arrayContaining(['storefront_update_variant_price', 'approval_submit', 'intent_declare', 'enable_automation']),
    );
    expect(linked.get('intent.field_overwritten_externally')).toEqual(['intent_declare']);
  });

  it.skipIf(!existsSync(CHROMIUM))(
    `renders in a real browser with no CSP violation or script error, and a link to an event lands on it (needs ${CHROMIUM})`,
    async () => {
      const { chromium } = await import('playwright-core');
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
      try {
        for (const javaScriptEnabled of [true, false]) {
          const context = await browser.newContext({ javaScriptEnabled });
          const page = await context.newPage();
          const problems: string[] = [];
          page.on('pageerror', (e) => problems.push(`pageerror: ${String(e)}`));
          page.on('console', (m) => {
            if (m.type() === 'error') problems.push(`console: ${m.text()}`);
          });
          page.on('requestfailed', (r) => problems.push(`requestfailed: ${r.url()}`));
          if (javaScriptEnabled) {
            await page.addInitScript(() => {
              document.addEventListener('securitypolicyviolation', (e) => {
                (window as unknown as { violations: string[] }).violations ??= [];
                (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`);
              });
            });
          }
          await page.goto(`${t.baseUrl}/api/v1/events#${eventAnchor('approval.decided')}`);
          if (javaScriptEnabled) {
            // app.js renders the document again, interactively, into #root.
            await page.waitForFunction(
              () => document.querySelectorAll('[id^="message-"]').length > 0 && document.readyState === 'complete',
            );
            await page.evaluate(() => new Promise((r) => setTimeout(r, 500)));
            expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
          }
          for (const e of EVENT_CATALOGUE) {
            await expect(page.locator(`[id="${eventAnchor(e.type)}"]`).count(), e.type).resolves.toBeGreaterThan(0);
          }
          const entry = page.locator(`[id="${eventAnchor('approval.decided')}"]`).first();
          expect(await entry.innerText()).toContain('approval.decided');
          if (javaScriptEnabled) {
            // The schemas are interactive: expanding the payload shows the data's fields.
            await entry.getByRole('button', { name: 'Expand all' }).first().click();
            await entry.getByText('decided_by', { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
          }
          expect(problems).toEqual([]);
          await context.close();
        }
      } finally {
        await browser.close();
      }
    },
    120_000,
  );
});
