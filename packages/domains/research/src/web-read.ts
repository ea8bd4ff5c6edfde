/**
 * web_read (seed catalogue "research"; research:read, read): one page's readable content, either
 * fetched now from the public web through the service's SSRF-safe egress client under the app's
 * egress policy (`ctx.egress`, the policy webhook deliveries use), or a page of the embedded
 * demo-web corpus by `document_id` (no network). Refusals map to the seed's codes:
 * target refused, too large, too many redirects, unreadable type -> `invalid_request` naming `url`;
 * unreachable or too slow -> 503 `unavailable`; unknown document -> `not_found`.
 */
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, WebReadError, webConnector, type ReadPage } from '@storeops/connector-web';
import { ArgumentError, OperationError, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import { corpusOrFail } from './common';

const MAX_TEXT = 100_000;

async function fetchPage(url: string, ctx: HandlerContext): Promise<ReadPage> {
  try {
    return await webConnector().read(url, ctx.egress);
  } catch (err) {
    if (!(err instanceof WebReadError)) throw err;
    if (err.reason === 'unreachable')
      throw new OperationError('unavailable', `url: the page could not be read (${err.message}); try again later.`);
    throw new ArgumentError('url', err.message);
  }
}

async function corpusPage(documentId: string): Promise<ReadPage> {
  await corpusOrFail();
  const page = await webConnector().readDocument(documentId);
  if (page === null) throw new OperationError('not_found', `document_id: no corpus document ${JSON.stringify(documentId)}`);
  return page;
}

export async function webRead(input: WithDefaults<Types.WebReadInput, 'include_links'>, ctx: HandlerContext): Promise<Types.WebReadResult> {
  if ((input.url === undefined) === (input.document_id === undefined)) {
    throw new ArgumentError('url', 'give exactly one of url (a public page) or document_id (a corpus page)');
  }
  const fetchedAt = ctx.now.toISOString();
  const page = input.url !== undefined ? await fetchPage(input.url, ctx) : await corpusPage(input.document_id!);
  return {
    source: input.url !== undefined ? 'network' : 'corpus',
    requested_url: page.requested_url,
    final_url: page.final_url,
    http_status: page.http_status,
    content_type: page.content_type as Types.WebReadResult['content_type'],
    title: page.title,
    byline: page.byline,
    site_name: page.site_name,
    lang: page.lang,
    excerpt: page.excerpt,
    text: page.text.slice(0, MAX_TEXT),
    text_truncated: page.text.length > MAX_TEXT,
    links: input.include_links ? page.links : [],
    bytes: page.bytes,
    redirects: page.redirects,
    extraction: page.extraction,
    fetched_at: fetchedAt,
    limits: { max_bytes: DEFAULT_MAX_BYTES, timeout_ms: DEFAULT_TIMEOUT_MS, max_redirects: 3 },
  };
}
