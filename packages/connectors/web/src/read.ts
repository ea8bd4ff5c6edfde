/**
 * Reading one public web page for `web_read`, through the service's one SSRF-safe client
 * (@storeops/egress `createFetcher`, the same egress policy as webhook deliveries and OAuth
 * metadata fetches): `https:` only (plus loopback with a port while the development switch
 * `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK` is on), no credentials in the URL, every address the host
 * resolves to public, checked before each hop and again when the socket connects. Redirects are
 * followed by hand (at most `maxRedirects`), each hop checked the same way. The body is read up to
 * `maxBytes` (then refused), the whole read bounded by `timeoutMs`. Readable text is extracted with
 * Mozilla Readability over a linkedom DOM (HTML), or taken as it is (text/plain).
 */
import { Readability } from '@mozilla/readability';
import { WebReadError, type PageLink, type ReadFailure, type ReadPage } from '@storeops/contract/ports/web';
import { EgressRefused, checkTarget, createFetcher, type EgressPolicy, type GuardedFetch } from '@storeops/egress';

export interface ReadOptions {
  egress: EgressPolicy;
  /** Largest body read, in bytes (default 2 MiB). */
  maxBytes?: number;
  /** Bound of the whole read, in milliseconds (default 10,000). */
  timeoutMs?: number;
  /** Redirects followed (default 3). */
  maxRedirects?: number;
  /** Extra trusted roots (PEM), e.g. a test's https server on loopback. */
  ca?: string | readonly string[];
}

export { WebReadError, type PageLink, type ReadFailure, type ReadPage };

export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 10_000;
export const READABLE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'] as const;
const MAX_LINKS = 200;

const fetchers = new WeakMap<EgressPolicy, Map<string, GuardedFetch>>();

function fetcherFor(opts: ReadOptions, timeoutMs: number): GuardedFetch {
  let byKey = fetchers.get(opts.egress);
  if (byKey === undefined) fetchers.set(opts.egress, (byKey = new Map()));
  const key = `${timeoutMs}|${opts.ca === undefined ? '' : String(opts.ca)}`;
  let f = byKey.get(key);
  if (f === undefined) byKey.set(key, (f = createFetcher(opts.egress, { timeoutMs, ...(opts.ca !== undefined ? { ca: opts.ca } : {}) })));
  return f;
}

function refusalOf(err: unknown): EgressRefused | null {
  for (let e: unknown = err, i = 0; e !== undefined && e !== null && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if (e instanceof EgressRefused) return e;
  }
  return null;
}

async function readBody(res: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new WebReadError('too_large', `the document is larger than ${maxBytes} bytes (Content-Length ${declared})`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (res.body !== null) {
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new WebReadError('too_large', `the document is larger than ${maxBytes} bytes`);
      }
      chunks.push(value);
    }
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function decode(bytes: Uint8Array, contentType: string): string {
  const charset = /charset="?([^";\s]+)"?/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const collapse = (s: string): string => s.replace(/\s+/g, ' ').trim();
const paragraphs = (s: string): string =>
  s
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map(collapse)
    .filter((p) => p !== '')
    .join('\n\n');

/**
 * Readable content of an HTML document whose address is `finalUrl` (relative links resolve against
 * it). The DOM library (linkedom) is loaded on the first page read, not when the service starts.
 */
export async function extractHtml(
  html: string,
  finalUrl: string,
): Promise<Pick<ReadPage, 'title' | 'byline' | 'site_name' | 'lang' | 'excerpt' | 'text' | 'links' | 'extraction'>> {
  const { parseHTML } = await import('linkedom');
  const { document } = parseHTML(html);
  const links: PageLink[] = [];
  const seen = new Set<string>();
  for (const a of Array.from(document.querySelectorAll('a[href]'))) {
    if (links.length >= MAX_LINKS) break;
    let url: URL;
    try {
      url = new URL(a.getAttribute('href') ?? '', finalUrl);
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    url.hash = '';
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    links.push({ url: url.href, text: collapse(a.textContent ?? '').slice(0, 300) });
  }
  const docTitle = collapse(document.querySelector('title')?.textContent ?? '') || null;
  const lang = document.documentElement?.getAttribute('lang') ?? null;
  const bodyText = paragraphs((document.body?.textContent as string | undefined) ?? '');
  let article: ReturnType<Readability['parse']> = null;
  try {
    article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse();
  } catch {
    article = null;
  }
  if (article !== null && collapse(article.textContent ?? '') !== '') {
    return {
      title: collapse(article.title ?? '') || docTitle,
      byline: article.byline ? collapse(article.byline) : null,
      site_name: article.siteName ? collapse(article.siteName) : null,
      lang: article.lang ?? lang,
      excerpt: article.excerpt ? collapse(article.excerpt) : null,
      text: paragraphs(article.textContent ?? ''),
      links,
      extraction: 'readability',
    };
  }
  return { title: docTitle, byline: null, site_name: null, lang, excerpt: null, text: bodyText, links, extraction: 'html_body' };
}

/** Reads `url` under `opts.egress`; throws WebReadError for every way it cannot. */
export async function readPage(url: string, opts: ReadOptions): Promise<ReadPage> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = opts.maxRedirects ?? 3;
  const fetcher = fetcherFor(opts, timeoutMs);
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let hop = 0; ; hop++) {
    const refusal = await checkTarget(current, opts.egress);
    if (refusal !== null) throw new WebReadError('refused', hop === 0 ? refusal.message : `redirect target ${current} ${refusal.message}`);
    let res: Response;
    try {
      res = await fetcher(current, {
        method: 'GET',
        signal,
        headers: { accept: 'text/html,application/xhtml+xml,text/plain;q=0.9', 'user-agent': 'StoreOps-web_read/1' },
      });
    } catch (err) {
      const refused = refusalOf(err);
      if (refused !== null) throw new WebReadError('refused', refused.message);
      throw new WebReadError('unreachable', signal.aborted ? `no answer within ${timeoutMs} ms` : 'the host could not be reached');
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get('location') !== null) {
      await res.body?.cancel();
      if (hop >= maxRedirects) throw new WebReadError('too_many_redirects', `more than ${maxRedirects} redirects`);
      current = new URL(res.headers.get('location')!, current).href;
      continue;
    }
    const rawType = res.headers.get('content-type') ?? '';
    const type = (rawType.split(';')[0] ?? '').trim().toLowerCase();
    if (!(READABLE_TYPES as readonly string[]).includes(type)) {
      await res.body?.cancel();
      throw new WebReadError(
        'unsupported_content_type',
        `the document's content type ${type === '' ? '(none)' : type} is not readable (${READABLE_TYPES.join(', ')})`,
      );
    }
    let bytes: Uint8Array;
    try {
      bytes = await readBody(res, maxBytes);
    } catch (err) {
      if (err instanceof WebReadError) throw err;
      throw new WebReadError('unreachable', signal.aborted ? `no complete answer within ${timeoutMs} ms` : 'the answer was cut off');
    }
    const body = decode(bytes, rawType);
    const extracted =
      type === 'text/plain'
        ? {
            title: null,
            byline: null,
            site_name: null,
            lang: null,
            excerpt: null,
            text: paragraphs(body),
            links: [],
            extraction: 'plain_text' as const,
          }
        : await extractHtml(body, current);
    return {
      requested_url: url,
      final_url: current,
      http_status: res.status,
      content_type: type,
      bytes: bytes.byteLength,
      redirects: hop,
      ...extracted,
    };
  }
}
