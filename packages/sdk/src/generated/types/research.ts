// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { Currency } from './shared.js';

/**
 * Summary of the prices listed on a domain's pages (one currency).
 */
export interface DomainPriceSummary {
  /**
   * ISO 4217 code of the prices (the pages' own currency).
   */
  currency: string;
  priced_pages: number;
  /**
   * Lowest price, decimal major units of `currency`.
   */
  min: number;
  /**
   * Median price (mean of the two middle ones for an even count), decimal major units of `currency`.
   */
  median: number;
  /**
   * Highest price, decimal major units of `currency`.
   */
  max: number;
}

/**
 * A product of this store about the same catalogue item as pages of the domain (the product's title contains the item name, case-insensitively), with the domain's prices for that item beside the store's.
 */
export interface DomainResearchLinkedProduct {
  product_id: string;
  handle: string;
  title: string;
  /**
   * The catalogue item name that links the product and the domain's pages (e.g. `Rain Jacket`).
   */
  item: string;
  /**
   * The product's price, decimal major units of the result's `currency` (the store's).
   */
  price: number;
  /**
   * Pages of the domain about this item.
   */
  domain_pages: number;
  /**
   * Median of the domain's prices for the item (decimal major units of `domain_currency`); null when its pages list none.
   */
  domain_median_price: number | null;
  /**
   * ISO 4217 code of `domain_median_price`; null with it.
   */
  domain_currency: string | null;
  /**
   * (product price - domain median) / domain median x 100, rounded to 0.1; positive = this store is dearer. Null unless both are in the same currency.
   */
  price_difference_pct: number | null;
}

/**
 * A page of another domain that names this one (e.g. a review of its product).
 */
export interface DomainResearchMention {
  document_id: string;
  url: string;
  domain: string;
  kind: WebDocumentKind;
  title: string;
}

/**
 * One page of the looked-up domain in the corpus.
 */
export interface DomainResearchPage {
  document_id: string;
  url: string;
  kind: WebDocumentKind;
  title: string;
  /**
   * Catalogue item names the page is about.
   */
  items: string[];
  /**
   * UTC day the corpus crawl first saw the page.
   */
  first_seen: string;
  /**
   * Listed price (shops) or unit price ex works (suppliers), decimal major units of `currency`; null when none.
   */
  price: number | null;
  /**
   * ISO 4217 code of `price`; null with `price`.
   */
  currency: string | null;
}

/**
 * Arguments of `get_research_candidates`. All optional; `{}` lists the first 20 candidates of every lane.
 */
export interface GetResearchCandidatesInput {
  lane?: ResearchLane;
  /**
   * Candidates per page, 1..50 (default 20).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page with the same `lane`). A value this API did not issue, or one issued for another lane or another UTC day, answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of research candidates, computed now from the store's own rows by the documented rules of each lane (no language model, no stored research run). Lanes in the order trend, supplier, repeat-buyer, geo, gap, refresh; within a lane by rank. Windows end at the start of the current UTC day (`as_of`): `last_28_days` = the 28 UTC days before it.
 */
export interface GetResearchCandidatesResult {
  /**
   * The UTC day the windows end before (today); cursors are valid for this day only.
   */
  as_of: string;
  currency: Currency;
  /**
   * Every lane (or only the requested one) with its rule and candidate count.
   */
  lanes: ResearchLaneSummary[];
  candidates: ResearchCandidate[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same `lane`) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `lookup_domain_research`.
 */
export interface LookupDomainResearchInput {
  domain: WebDomain;
  /**
   * Pages of the domain listed in `pages`, 0..100 (default 20); `page_count` always counts them all.
   */
  pages_limit?: number;
}

/**
 * What the embedded corpus knows about one web domain. A domain the corpus has no page of answers 200 with `known: false`, zero counts, null summaries and empty lists (not `not_found`: "nothing known" is an answer about the web, not a missing resource of this store).
 */
export interface LookupDomainResearchResult {
  /**
   * The looked-up host, normalised (lower case, without a leading `www.`).
   */
  domain: string;
  /**
   * Whether the corpus holds any page of the domain.
   */
  known: boolean;
  /**
   * Version of the embedded corpus read.
   */
  corpus_version: string;
  /**
   * The site's name as its pages give it; null when unknown.
   */
  site_name: string | null;
  /**
   * Kinds of the domain's pages (sorted); e.g. `[competitor_shop]` for a shop, `[supplier]` for a manufacturer.
   */
  kinds: WebDocumentKind[];
  page_count: number;
  /**
   * Earliest `first_seen` of the domain's pages (UTC day); null when unknown.
   */
  first_seen: string | null;
  /**
   * Latest `first_seen` of the domain's pages, i.e. when the newest page appeared (UTC day); null when unknown.
   */
  last_seen: string | null;
  /**
   * Prices listed on the domain's pages; null when none lists a price.
   */
  price_summary: DomainPriceSummary | null;
  /**
   * The domain's pages by URL (ascending), at most `pages_limit`.
   */
  pages: DomainResearchPage[];
  /**
   * This store's products about the items the domain's pages cover, by handle (ascending), at most 100.
   */
  linked_products: DomainResearchLinkedProduct[];
  /**
   * Pages of other domains whose text names this domain, by document id, at most 50.
   */
  mentioned_by: DomainResearchMention[];
  currency: Currency;
}

/**
 * One research candidate of a discovery lane, with the evidence that put it there.
 */
export interface ResearchCandidate {
  /**
   * `<lane>:<subject_ref>`, stable while the candidate stays in its lane.
   */
  id: string;
  lane: ResearchLane;
  /**
   * Position within its lane (1 = strongest), by `score` descending, ties by `subject_ref`.
   */
  rank: number;
  /**
   * The lane's ranking number (see `lane_rules`): trend and geo the growth in percent, supplier the quality refund rate (ratio), repeat-buyer the reorder share (ratio), gap the units of sold-out variants sold in the last 28 days, refresh the revenue decline in percent or (5 - average rating) x 20, whichever is larger.
   */
  score: number;
  subject_kind: "product" | "vendor" | "region";
  /**
   * The subject's id (product UUID), vendor name, or region code (`<country>-<province>`, e.g. `NL-NH`).
   */
  subject_ref: string;
  /**
   * A name for people (product title, vendor name, `city, country` of the region's busiest city).
   */
  subject_label: string;
  /**
   * The product, for product subjects; null otherwise.
   */
  product_id: string | null;
  /**
   * The product's handle, for product subjects; null otherwise.
   */
  handle: string | null;
  /**
   * One sentence saying what was found, with its main number.
   */
  headline: string;
  /**
   * What a person would look at next (one action per lane); nothing is done automatically.
   */
  suggested_action: "scale_up" | "review_supplier" | "bundle_or_subscribe" | "target_region" | "restock" | "refresh_listing";
  evidence: ResearchEvidence[];
}

/**
 * One number behind a candidate, with where it comes from.
 */
export interface ResearchEvidence {
  /**
   * What was measured, snake_case (e.g. `sessions`, `quality_refund_rate`, `units_sold`).
   */
  metric: string;
  /**
   * The measured value in `unit`.
   */
  value: number;
  /**
   * `count`: a whole number; `ratio`: 0..1 (what divides what is in the metric name, e.g. `repeat_buyer_share` = buyers who bought the product in 2+ orders / its buyers); `percent`: a change in percent (+25 = up a quarter); `money`: decimal major units of the result's `currency`; `rating`: 1..5 stars.
   */
  unit: "count" | "ratio" | "percent" | "money" | "rating";
  /**
   * The days measured, e.g. `last_28_days`, `previous_28_days`, `last_90_days`, `all_history`.
   */
  window: string;
  /**
   * The store's table the number is computed from (e.g. `performance_daily`, `orders`, `refunds`, `reviews`, `variants`).
   */
  source: string;
}

/**
 * A discovery lane (seed "Alternate surface", research candidates): `trend` (products whose traffic is rising), `supplier` (vendors whose products come back damaged or not as described), `repeat-buyer` (products that bring customers back), `geo` (regions whose orders are growing), `gap` (demand the store cannot serve: sold-out variants still selling), `refresh` (products losing revenue or poorly reviewed).
 */
export type ResearchLane = "trend" | "supplier" | "repeat-buyer" | "geo" | "gap" | "refresh";

/**
 * One lane's rule and how many candidates it has today.
 */
export interface ResearchLaneSummary {
  lane: ResearchLane;
  /**
   * Candidates of the lane today (all of them, not only this page).
   */
  candidates: number;
  /**
   * The lane's deterministic rule, in words (thresholds, windows, ranking).
   */
  rule: string;
}

/**
 * What kind of page a corpus document is: `competitor_shop` (a product or policy page of another shop), `supplier` (a manufacturer's catalogue or about page, with minimum order, lead time and unit price), `review` (an independent review of another shop's product), `trend_article` (an article on demand for a kind of product).
 */
export type WebDocumentKind = "competitor_shop" | "supplier" | "review" | "trend_article";

/**
 * A web host name such as `harbourandhide.example` (no scheme, path or port; case-insensitive; a leading `www.` is ignored).
 */
export type WebDomain = string;

/**
 * One link of the page.
 */
export interface WebPageLink {
  /**
   * Absolute http(s) URL (relative links resolved against `final_url`; fragment removed).
   */
  url: string;
  /**
   * The anchor's visible text, whitespace collapsed, at most 300 characters (may be empty).
   */
  text: string;
}

/**
 * Arguments of `web_read`: exactly one of `url` (a corpus page by its address; a page of the public web fetched now only on a server set to the live web) or `document_id` (a page of the embedded demo-web corpus, as `web_search` returns it). Both answer `invalid_request` naming `url`, so does neither (`{}` answers `invalid_request`: the body must have at least 1 property).
 */
export interface WebReadInput {
  /**
   * The page to read, at most 2048 characters. On the default offline web it must be the address of a corpus page (answered from the corpus, no network; any other URL is refused with `invalid_request` naming `url`). On a server set to the live web (`STOREOPS_WEB=live`): an absolute `https://` URL without credentials (`user:pass@`), refused with `invalid_request` naming `url` when it is not https, carries credentials, does not resolve, or resolves to any address that is not public (private, loopback, link-local, CGNAT, multicast, reserved or documentation ranges): checked before the request and again when the connection is made (and for every redirect hop), so a name that later resolves to a private address is never reached. For local development only, a server started with `STOREOPS_WEBHOOKS_ALLOW_LOOPBACK=true` also accepts `http://` or `https://` to `localhost`, `127.0.0.1` or `[::1]` with an explicit port. The demo web's `.example` hosts do not resolve on the live web: read their pages by `document_id`.
   */
  url?: string;
  /**
   * A corpus document id (`webdoc_NNNN`, from `web_search` or `lookup_domain_research`): its page is read from the embedded corpus (no network) through the same text extraction. Unknown answers 400 `invalid_request` naming `document_id`.
   */
  document_id?: string;
  /**
   * Whether to return the page's links (at most 200); default true.
   */
  include_links?: boolean;
}

/**
 * The bounds the read ran under.
 */
export interface WebReadLimits {
  /**
   * Largest body read, bytes (2 MiB = 2097152); a larger page answers `invalid_request` naming `url`.
   */
  max_bytes: number;
  /**
   * Bound of the whole read, milliseconds (10,000); a page not read in time answers 503 `unavailable`.
   */
  timeout_ms: number;
  /**
   * Redirects followed (3); more answer `invalid_request` naming `url`.
   */
  max_redirects: number;
}

/**
 * The readable content of one public page, read at `fetched_at`. Text is extracted without any language model: Mozilla Readability over the HTML's DOM (`extraction: readability`), the whole body's text when Readability finds no article (`html_body`), or the body as it is for `text/plain` (`plain_text`).
 */
export interface WebReadResult {
  /**
   * `network`: fetched from the public web now (live web setting only); `corpus`: a page of the embedded demo-web corpus (by `document_id`, or by `url` on the default offline web), rendered and extracted the same way, no network.
   */
  source: "network" | "corpus";
  /**
   * The `url` argument as given, or the corpus document's URL.
   */
  requested_url: string;
  /**
   * The address read after following redirects (at most 3, each checked like `url`).
   */
  final_url: string;
  /**
   * The HTTP status of the final answer. A non-2xx answer with readable content (an error page) is still returned, with its text: check it.
   */
  http_status: number;
  /**
   * The answer's media type (parameters removed). Other types are refused with `invalid_request`.
   */
  content_type: "text/html" | "application/xhtml+xml" | "text/plain";
  title: string | null;
  /**
   * The article's author line as Readability finds it; null when none.
   */
  byline: string | null;
  site_name: string | null;
  /**
   * The document's language tag (`<html lang>`), when given.
   */
  lang: string | null;
  /**
   * A short summary (the page's description meta tag or first paragraph), when found.
   */
  excerpt: string | null;
  /**
   * The readable text, paragraphs separated by a blank line, whitespace collapsed, at most 100,000 characters.
   */
  text: string;
  /**
   * Whether `text` was cut at 100,000 characters.
   */
  text_truncated: boolean;
  /**
   * The page's distinct http(s) links in document order, at most 200 (empty when `include_links` is false or for text/plain).
   */
  links: WebPageLink[];
  /**
   * Size of the body read, in bytes.
   */
  bytes: number;
  /**
   * Redirects followed.
   */
  redirects: number;
  extraction: "readability" | "html_body" | "plain_text";
  /**
   * When the read started (ISO 8601, UTC).
   */
  fetched_at: string;
  limits: WebReadLimits;
}

/**
 * One page of the corpus that matched the query.
 */
export interface WebSearchHit {
  /**
   * Position in the whole result list (1 = best), stable across pages.
   */
  rank: number;
  /**
   * The corpus document's id (`webdoc_NNNN`), stable within a corpus version.
   */
  document_id: string;
  /**
   * The page's address in the demo web (hosts end in `.example` and are never fetched).
   */
  url: string;
  /**
   * The page's host; `lookup_domain_research` tells more about it.
   */
  domain: string;
  site_name: string;
  kind: WebDocumentKind;
  title: string;
  /**
   * The page text, cut at 300 characters on a word boundary (with `…` when cut).
   */
  snippet: string;
  /**
   * Catalogue item names the page is about (e.g. `Rain Jacket`).
   */
  items: string[];
  /**
   * UTC day the corpus crawl first saw the page.
   */
  first_seen: string;
  /**
   * The page's listed price (shops) or unit price ex works (suppliers), a decimal in the major units of `currency`; null when the page lists none.
   */
  price: number | null;
  /**
   * ISO 4217 code of `price` (the page's own currency, not the store's); null with `price`.
   */
  currency: string | null;
  /**
   * BM25+ relevance score (MiniSearch); higher is better, comparable within one query only.
   */
  score: number;
  /**
   * The indexed terms the query matched in this page (lower case, sorted).
   */
  matched_terms: string[];
}

/**
 * Arguments of `web_search`: a full-text query over the embedded demo-web corpus, optionally narrowed to one kind of page or one web domain.
 */
export interface WebSearchInput {
  /**
   * Words to look for, 1..200 characters (e.g. `merino cardigan supplier`). Terms are matched case-insensitively in page titles, text, the catalogue items a page is about and the site name; terms of 4+ characters also match as prefixes, terms of 6+ characters with small typos. A query with no searchable word (only punctuation) answers `invalid_request` naming `query`.
   */
  query: string;
  kind?: WebDocumentKind;
  domain?: WebDomain;
  /**
   * Results per page, 1..50 (default 10).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page of the same query and filters). A value this API did not issue, or one issued for another query, filter or corpus version, answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * One page of `web_search` hits, best first (score descending, ties by `document_id`), over the corpus version named in `corpus_version`.
 */
export interface WebSearchResult {
  /**
   * The query as given.
   */
  query: string;
  /**
   * Version of the embedded corpus searched (e.g. `2026-11-23.1`). Results, document ids and cursors are stable within one version.
   */
  corpus_version: string;
  /**
   * Number of documents in that corpus version.
   */
  corpus_documents: number;
  /**
   * How results were found and ranked, in words (deterministic full-text retrieval; no language model).
   */
  method: string;
  /**
   * Number of matching pages for the query and filters (all pages, not only this one).
   */
  total: number;
  results: WebSearchHit[];
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same query and filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}
