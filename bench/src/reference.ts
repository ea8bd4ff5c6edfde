/**
 * `pnpm bench:reference`: how long the API reference page (`/api/v1/reference`, Swagger UI) takes
 * to show its operations in headless chromium (Debian's `/usr/bin/chromium`, driven by the
 * playwright-core the server's browser tests use), on a real server over loopback. Per round, a
 * fresh browser context (cold cache) opens the page; printed per round and as medians:
 * - `first op`: wall time from navigation to the first operation summary being visible;
 * - `main CPU`: the renderer main thread's CPU time until then (Chrome's `ThreadTime` metric),
 *   which moves less than wall time when other work shares the machine;
 * - `script`, `layout`: Chrome's `ScriptDuration` and `LayoutDuration` until then;
 * - `openapi.json done`: when the document finished arriving (from the page's resource timing).
 * Asserts nothing (figures are read by people). Env: BENCH_ROUNDS (default 7), BENCH_URL (measure a
 * running server's reference page instead of starting one).
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { startTestServer } from '@storeops/testkit/server';

const root = resolve(import.meta.dirname, '../..');
// playwright-core is a dev dependency of the server package (its browser tests); load it from there.
type Playwright = typeof import('../../packages/server/node_modules/playwright-core');
const { chromium } = createRequire(resolve(root, 'packages/server/package.json'))('playwright-core') as Playwright;

const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const server = process.env.BENCH_URL === undefined ? await startTestServer({ scale: 0.05 }) : null;
const url = process.env.BENCH_URL ?? `${server!.baseUrl}/api/v1/reference`;

interface Round {
  firstOp: number;
  mainCpu: number;
  script: number;
  layout: number;
  docDone: number;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const figures: Round[] = [];
try {
  for (let i = 0; i < rounds; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const t0 = performance.now();
    await page.goto(url);
    await page.locator('.opblock-summary-description').first().waitFor({ state: 'visible', timeout: 60_000 });
    const firstOp = performance.now() - t0;
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: Array<{ name: string; value: number }> };
    const metric = (name: string) => Math.round((metrics.find((m) => m.name === name)?.value ?? 0) * 1000);
    const docDone = await page.evaluate(() => {
      const doc = performance.getEntriesByType('resource').find((e) => e.name.includes('/openapi.json')) as
        PerformanceResourceTiming | undefined;
      return doc === undefined ? -1 : Math.round(doc.responseEnd);
    });
    figures.push({
      firstOp: Math.round(firstOp),
      mainCpu: metric('ThreadTime'),
      script: metric('ScriptDuration'),
      layout: metric('LayoutDuration'),
      docDone,
    });
    console.log(`  round ${i + 1}: ${JSON.stringify(figures.at(-1))}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server?.close();
}
const median = (k: keyof Round) => [...figures.map((f) => f[k])].sort((a, b) => a - b)[Math.floor(figures.length / 2)]!;
console.log(
  `reference page (${url.replace(/^https?:\/\/[^/]+/, '')}), ${rounds} rounds, medians: first op ${median('firstOp')} ms, main CPU ${median('mainCpu')} ms, script ${median('script')} ms, layout ${median('layout')} ms, openapi.json done ${median('docDone')} ms`,
);
