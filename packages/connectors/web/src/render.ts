/**
 * A corpus document as the HTML page the demo web would serve for it, so `web_read` of a corpus
 * document goes through the very extraction a fetched page does (read.ts `extractHtml`).
 */
import type { CorpusDocument } from './corpus';
import { extractHtml, type ReadPage } from './read';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's HTML: title, site header, the text as an article, links to the site's home and shipping page. */
export function renderDocument(doc: CorpusDocument): string {
  const price =
    doc.price !== null && doc.currency !== null ? `<p class="price">Price: ${doc.price.toFixed(2)} ${esc(doc.currency)}</p>` : '';
  const sentences = doc.text.split(/(?<=\.)\s+/);
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${esc(doc.title)}</title>`,
    `<meta name="description" content="${esc(sentences[0] ?? doc.text)}">`,
    `<meta property="og:site_name" content="${esc(doc.site_name)}">`,
    '</head><body>',
    `<header><a href="https://${doc.domain}/">${esc(doc.site_name)}</a></header>`,
    `<main><article><h1>${esc(doc.title)}</h1>`,
    ...sentences.map((s) => `<p>${esc(s)}</p>`),
    price,
    '</article></main>',
    `<footer><a href="https://${doc.domain}/">Home</a> <a href="https://${doc.domain}/pages/shipping">Shipping</a></footer>`,
    '</body></html>',
  ].join('\n');
}

/** The corpus document read as a page (no network): status 200, `text/html`. */
export async function readDocument(doc: CorpusDocument): Promise<ReadPage> {
  const html = renderDocument(doc);
  return {
    requested_url: doc.url,
    final_url: doc.url,
    http_status: 200,
    content_type: 'text/html',
    bytes: Buffer.byteLength(html, 'utf8'),
    redirects: 0,
    ...(await extractHtml(html, doc.url)),
  };
}
