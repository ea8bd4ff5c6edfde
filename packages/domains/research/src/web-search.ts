/**
 * web_search (seed catalogue "research"; research:read, read): full-text search over the
 * embedded, versioned demo-web corpus (MiniSearch BM25+, see @storeops/connector-web corpus.ts).
 */
import type { HandlerContext, Types, WithDefaults } from '@storeops/contract';
import { ArgumentError, cutText } from '@storeops/contract';
import { corpusOrFail, decodeCursor, encodeCursor, normaliseDomain, round2 } from './common';

const CURSOR_PREFIX = 'ws1.';
/** Characters of a hit's text its `snippet` shows at most (cut on a word boundary). */
const SNIPPET_CHARS = 300;
export const SEARCH_METHOD =
  'Full-text retrieval with MiniSearch (BM25+): fields title (boost 3), catalogue items (boost 2), text and site name; ' +
  'terms of 4+ characters also match as prefixes, 6+ with edit distance up to 20% of the term; ' +
  'ranked by score, ties by document id. Deterministic; no language model.';

export async function webSearch(input: WithDefaults<Types.WebSearchInput, 'limit'>, ctx: HandlerContext): Promise<Types.WebSearchResult> {
  if (!/[\p{L}\p{N}]/u.test(input.query)) throw new ArgumentError('query', 'has no word to search for');
  const corpus = await corpusOrFail(ctx);
  const domain = input.domain !== undefined ? normaliseDomain(input.domain) : undefined;
  const key = JSON.stringify([corpus.version, input.query, input.kind ?? null, domain ?? null]);
  const offset = decodeCursor(CURSOR_PREFIX, input.cursor, key);
  const hits = corpus.search({
    query: input.query,
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(domain !== undefined ? { domain } : {}),
  });
  const page = hits.slice(offset, offset + input.limit);
  const hasMore = offset + input.limit < hits.length;
  return {
    query: input.query,
    corpus_version: corpus.version,
    corpus_documents: corpus.documentCount,
    method: SEARCH_METHOD,
    total: hits.length,
    results: page.map((h, i) => ({
      rank: offset + i + 1,
      document_id: h.document.id,
      url: h.document.url,
      domain: h.document.domain,
      site_name: h.document.site_name,
      kind: h.document.kind,
      title: h.document.title,
      snippet: cutText(h.document.text, SNIPPET_CHARS),
      items: h.document.items,
      first_seen: h.document.first_seen,
      price: h.document.price,
      currency: h.document.currency,
      score: round2(h.score),
      matched_terms: h.terms,
    })),
    has_more: hasMore,
    next_cursor: hasMore ? encodeCursor(CURSOR_PREFIX, offset + input.limit, key) : null,
  };
}
