/**
 * The event documents (seed: Public documents "GET /api/v1/asyncapi.json: AsyncAPI 3.0, every
 * event"; issue 9 "Contract"):
 * - `GET /api/v1/asyncapi.json`: the bundled AsyncAPI 3.0 document (spec/asyncapi), as generated
 *   into the contract (`ASYNCAPI_DOCUMENT`); it names no server of ours (the service sends to
 *   each subscriber's endpoint), so it is the same for every host;
 * - `GET /api/v1/events`: the human event reference, rendered from that document at generation
 *   time by `@asyncapi/generator` + `@asyncapi/html-template` (generators/src/asyncapi/html-docs.ts)
 *   into `generated/event-docs/`: the page is server-rendered (one element per event, id
 *   `message-<type>`, the target of the `x-events` links in the API reference) and its files are
 *   served under `/api/v1/events/assets/`. No inline script or style: the page's CSP is the API
 *   reference's (http/security-headers.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The generated reference's folder (index.html, js/, css/). */
export const EVENT_DOCS_DIR = fileURLToPath(new URL('./generated/event-docs/', import.meta.url));

/** Where the page is served, and its files. */
export const EVENT_DOCS_PATH = '/api/v1/events';
export const EVENT_DOCS_ASSETS_PATH = '/api/v1/events/assets';

let page: string | undefined;

/** The reference page (read once). */
export function eventDocsPage(): string {
  page ??= readFileSync(new URL('./generated/event-docs/index.html', import.meta.url), 'utf8');
  return page;
}

/** Anchor of an event's entry in the page (the html-template's message ids). */
export function eventAnchor(type: string): string {
  return `message-${type}`;
}
