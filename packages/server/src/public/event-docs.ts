/**
 * The event documents (seed: Public documents "GET /api/v1/asyncapi.json: AsyncAPI 3.0, every
 * event"):
 * - `GET /api/v1/asyncapi.json`: the bundled AsyncAPI 3.0 document (spec/asyncapi), the contract
 *   artefact's `asyncapi.json` (`ASYNCAPI_DOCUMENT`); it names no server of ours (the service sends
 *   to each subscriber's endpoint), so it is the same for every host;
 * - `GET /api/v1/events`: the human event reference, rendered from that document by
 *   `@asyncapi/generator` + `@asyncapi/html-template` (generators/src/asyncapi/html-docs.ts) when
 *   the server is built (scripts/compiled-server.mjs: `pnpm build`, and `pnpm start` or the test
 *   run's global setup when it is missing or stale) into `packages/server/dist/event-docs/`, not
 *   committed: the page is server-rendered (one element per event, id `message-<type>`, the target
 *   of the `x-events` links in the API reference) and its files are served under
 *   `/api/v1/events/assets/`. No inline script or style: the page's CSP is the API reference's
 *   (http/security-headers.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built reference's folder (index.html, js/, css/): packages/server/dist/event-docs/. */
export const EVENT_DOCS_DIR = fileURLToPath(new URL('../../dist/event-docs/', import.meta.url));

/** Where the page is served, and its files. */
export const EVENT_DOCS_PATH = '/api/v1/events';
export const EVENT_DOCS_ASSETS_PATH = '/api/v1/events/assets';

let page: string | undefined;

/**
 * The reference page (read once).
 * @throws Error when the reference was not built (a checkout that was never built or started).
 */
export function eventDocsPage(): string {
  const file = `${EVENT_DOCS_DIR}index.html`;
  if (page === undefined && !existsSync(file)) {
    throw new Error(`the event reference is not built (${file}): run pnpm build or pnpm start, which build it`);
  }
  page ??= readFileSync(file, 'utf8');
  return page;
}

/** Anchor of an event's entry in the page (the html-template's message ids). */
export function eventAnchor(type: string): string {
  return `message-${type}`;
}
