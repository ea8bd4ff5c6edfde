/**
 * web_read (seed catalogue "research"; research:read, read): one page's readable content, either
 * a page of the embedded demo-web corpus by `document_id` or by its `url` (no network; the
 * default, offline web), or, only when the server is set to the live web (`ctx.web === 'live'`,
 * AppOptions `web`, `STOREOPS_WEB=live`), a `url` fetched now from the public web through the
 * service's SSRF-safe egress client under the app's egress policy (`ctx.egress`, the policy
 * webhook deliveries use). Offline, a `url` outside the corpus is `invalid_request` naming `url`.
 * Refusals map to the seed's codes:
 * target refused, too large, too many redirects, unreadable type -> `invalid_request` naming `url`;
 * unreachable or too slow -> 503 `unavailable`; unknown document -> `invalid_request` naming `document_id`.
 */
import { ArgumentError, OperationError, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import { WebReadError, type LoadedCorpus, type ReadPage } from '@storeops/contract/ports/web';
import { corpusOrFail } from './common';

const MAX_TEXT = 100_000;

async function fetchPage(url: string, ctx: HandlerContext): Promise<ReadPage> {
  try {
    return await ctx.connectors.web.read(url, ctx.egress);
  } catch (err) {
    if (!(err instanceof WebReadError)) throw err;
    if (err.reason === 'unreachable')
      throw new OperationError('unavailable', `url: the page could not be read (${err.message}); try again later.`);
    throw new ArgumentError('url', err.message);
  }
}

async function corpusPage(documentId: string, ctx: HandlerContext): Promise<ReadPage> {
  await corpusOrFail(ctx);
  const page = await ctx.connectors.web.readDocument(documentId);
  if (page === null) throw new OperationError('invalid_request', `document_id: no corpus document ${JSON.stringify(documentId)}`);
  return page;
}

/** A URL as the offline lookup compares it (WHATWG-normalised, fragment dropped); null when it does not parse. */
function urlKey(url: string): string | null {
  try {
    const u = new URL(url);
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

const byUrl = new WeakMap<LoadedCorpus, Map<string, string>>();

/**
 * The offline web (the default, HandlerContext `web` not `live`): a `url` is answered from the
 * corpus page at that address, else refused naming `url`; nothing is resolved or fetched.
 */
async function offlinePage(url: string, ctx: HandlerContext): Promise<ReadPage> {
  const corpus = await corpusOrFail(ctx);
  let index = byUrl.get(corpus);
  if (index === undefined) {
    index = new Map();
    for (const d of corpus.documents()) {
      const k = urlKey(d.url);
      if (k !== null && !index.has(k)) index.set(k, d.id);
    }
    byUrl.set(corpus, index);
  }
  const key = urlKey(url);
  const id = key === null ? undefined : index.get(key);
  if (id === undefined) {
    throw new ArgumentError(
      'url',
      'is not a page of the demo-web corpus, and this server reads the offline corpus only (the live web is the explicit setting STOREOPS_WEB=live)',
    );
  }
  return corpusPage(id, ctx);
}

export async function webRead(input: WithDefaults<Types.WebReadInput, 'include_links'>, ctx: HandlerContext): Promise<Types.WebReadResult> {
  if ((input.url === undefined) === (input.document_id === undefined)) {
    throw new ArgumentError('url', 'give exactly one of url (a public page) or document_id (a corpus page)');
  }
  const fetchedAt = ctx.now.toISOString();
  const live = input.url !== undefined && ctx.web === 'live';
  const page = live
    ? await fetchPage(input.url!, ctx)
    : input.url !== undefined
      ? await offlinePage(input.url, ctx)
      : await corpusPage(input.document_id!, ctx);
  return {
    source: live ? 'network' : 'corpus',
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
    limits: { ...ctx.connectors.web.limits },
  };
}
