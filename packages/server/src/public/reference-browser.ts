/**
 * Test support for /api/v1/reference in a real browser. Swagger UI (5.x) virtualizes the operation
 * list once a document has 150 operations or more: only the operations near the viewport are in
 * the DOM. These helpers scroll the page the way a reader does and collect what was drawn.
 */
import type { Page } from 'playwright-core';

/** Two animation frames and a short pause: the virtualizer has drawn what the last scroll reached. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await page.waitForTimeout(30);
}

/**
 * Scrolls from top to bottom and answers every operation path Swagger UI drew on the way. With
 * `expected`, scrolls down again (up to 3 passes, half a screen at a time) while some are still
 * missing: on a loaded machine the virtualizer can draw later than one scroll step takes.
 */
export async function renderedOperationPaths(page: Page, expected: readonly string[] = []): Promise<Set<string>> {
  const seen = new Set<string>();
  const collect = async () => {
    const paths = await page.$$eval('.opblock-summary-path[data-path]', (els) => els.map((e) => e.getAttribute('data-path') ?? ''));
    for (const p of paths) seen.add(p);
  };
  for (let pass = 0; pass < 3; pass++) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    const fraction = pass === 0 ? 0.8 : 0.5;
    for (let step = 0; step < 2000; step++) {
      await collect();
      const done = await page.evaluate((f) => {
        const before = window.scrollY;
        window.scrollBy(0, Math.max(200, Math.floor(window.innerHeight * f)));
        return window.scrollY === before;
      }, fraction);
      await settle(page);
      if (done) {
        await collect();
        break;
      }
    }
    if (expected.every((p) => seen.has(p))) break;
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
      window.scrollBy(0, Math.max(200, Math.floor(window.innerHeight * 0.5)));
      return window.scrollY === before;
    });
    await settle(page);
    if (done && (await page.locator(selector).count()) === 0) throw new Error(`${selector} was never drawn`);
  }
}
