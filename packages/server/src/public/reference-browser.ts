/**
 * Test support for /api/v1/reference in a real browser. Swagger UI (5.x) virtualizes the operation
 * list once a document has 150 operations or more: only the operations near the viewport are in
 * the DOM. These helpers scroll the page the way a reader does and collect what was drawn.
 */
import type { Page } from 'playwright-core';

/** Scrolls from top to bottom and answers every operation path Swagger UI drew on the way. */
export async function renderedOperationPaths(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 2000; step++) {
    const paths = await page.$$eval('.opblock-summary-path[data-path]', (els) => els.map((e) => e.getAttribute('data-path') ?? ''));
    for (const p of paths) seen.add(p);
    const done = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.max(200, Math.floor(window.innerHeight * 0.8)));
      return window.scrollY === before;
    });
    await page.waitForTimeout(30);
    if (done) {
      const last = await page.$$eval('.opblock-summary-path[data-path]', (els) => els.map((e) => e.getAttribute('data-path') ?? ''));
      for (const p of last) seen.add(p);
      break;
    }
  }
  return seen;
}

/** Scrolls from the top until `selector` is drawn; throws when the bottom is reached without it. */
export async function scrollUntilDrawn(page: Page, selector: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 2000; step++) {
    if ((await page.locator(selector).count()) > 0) return;
    const done = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.max(200, Math.floor(window.innerHeight * 0.8)));
      return window.scrollY === before;
    });
    await page.waitForTimeout(30);
    if (done && (await page.locator(selector).count()) === 0) throw new Error(`${selector} was never drawn`);
  }
}
