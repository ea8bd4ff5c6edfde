/**
 * The web port (seed catalogue "research"): full-text search and per-domain lookups over a corpus
 * of web pages, and reading one page. The research handlers reach the web only through
 * `ctx.connectors.web`; the embedded adapter (@storeops/connector-web) answers from a committed,
 * versioned demo-web corpus and reads live pages through the service's egress client. Any other
 * adapter (a search provider's client) implements this interface and throws the errors below.
 */
import type { HandlerEgressPolicy } from '../handler-context';

export type DocumentKind = 'competitor_shop' | 'supplier' | 'review' | 'trend_article';

/** One page of the corpus. */
export interface CorpusDocument {
  id: string;
  /** Absolute https URL. */
  url: string;
  /** The URL's host, lower case. */
  domain: string;
  site_name: string;
  kind: DocumentKind;
  title: string;
  text: string;
  /** Catalogue item names the page is about (e.g. `Rain Jacket`). */
  items: string[];
  /** Day the page was first seen by the corpus crawl (`YYYY-MM-DD`). */
  first_seen: string;
  /** Listed price (shops) or unit price (suppliers), decimal major units of `currency`; null when none. */
  price: number | null;
  currency: string | null;
}

export interface SearchHit {
  document: CorpusDocument;
  /** Relevance score (higher is better; comparable within one query only). */
  score: number;
  /** Query terms that matched. */
  terms: string[];
}

export interface SearchQuery {
  query: string;
  kind?: DocumentKind;
  domain?: string;
}

/** A loaded corpus with its index. */
export interface LoadedCorpus {
  version: string;
  documentCount: number;
  /** Every hit, best first (score descending, ties by document id). */
  search(q: SearchQuery): SearchHit[];
  /** The documents of one host (lower case, without `www.`), by URL. */
  documentsOf(domain: string): CorpusDocument[];
  /** One document by id, or null. */
  document(id: string): CorpusDocument | null;
  /** Every document, by id. */
  documents(): readonly CorpusDocument[];
}

export interface PageLink {
  /** Absolute http(s) URL. */
  url: string;
  /** The anchor's visible text, whitespace collapsed (may be empty). */
  text: string;
}

export interface ReadPage {
  requested_url: string;
  final_url: string;
  http_status: number;
  /** Media type without parameters, lower case (e.g. `text/html`). */
  content_type: string;
  title: string | null;
  byline: string | null;
  site_name: string | null;
  lang: string | null;
  excerpt: string | null;
  text: string;
  links: PageLink[];
  /** Size of the body read, in bytes. */
  bytes: number;
  redirects: number;
  /** How the text was extracted. */
  extraction: 'readability' | 'html_body' | 'plain_text';
}

export type ReadFailure = 'refused' | 'too_large' | 'unsupported_content_type' | 'too_many_redirects' | 'unreachable';

/** Thrown when the corpus cannot be loaded; `message` says why (never the file's content). */
export class CorpusUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CorpusUnavailable';
  }
}

/** Why a page could not be read; `reason` maps to the API's error code (see the research domain). */
export class WebReadError extends Error {
  constructor(
    readonly reason: ReadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WebReadError';
  }
}

/** The bounds of one live read, as `web_read` reports them. */
export interface ReadLimits {
  /** Largest body read, bytes. */
  max_bytes: number;
  /** Bound of one read, milliseconds. */
  timeout_ms: number;
  /** Redirects followed at most. */
  max_redirects: number;
}

export interface WebPort {
  /** Tables of the store's data that hold this platform's data: handlers never write them (the port guard test). */
  readonly ownedTables: readonly string[];
  /** The search corpus with its index; rejects with CorpusUnavailable when it cannot be loaded. */
  corpus(): Promise<LoadedCorpus>;
  /** Reads one page under `egress` (the app's policy); rejects with WebReadError. */
  read(url: string, egress: HandlerEgressPolicy): Promise<ReadPage>;
  /** Reads one corpus document as its page (no network); null for an unknown id; rejects with CorpusUnavailable. */
  readDocument(documentId: string): Promise<ReadPage | null>;
  /** The bounds `read` applies. */
  readonly limits: ReadLimits;
}
