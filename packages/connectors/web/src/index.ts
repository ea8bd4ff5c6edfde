/**
 * @storeops/connector-web: the web as the research domain reaches it (seed catalogue "research"):
 * full-text search and per-domain lookups over an embedded, versioned corpus of a deterministic
 * demo web (corpus.ts, corpus/corpus.json), and reading one public page through the service's
 * SSRF-safe egress client (read.ts). Named exports only.
 *
 * It implements the web port (@storeops/contract ports/web.ts); the research handlers reach it as
 * `ctx.connectors.web`, configured from AppOptions `connectors.web` (a real search provider's
 * client, or a test double such as `createEmbeddedWeb({ corpusPath: '/missing.json' })`).
 */
import type { WebPort } from '@storeops/contract/ports/web';
import { DEFAULT_CORPUS_PATH, loadCorpus, type LoadedCorpus } from './corpus';
import { DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, readPage } from './read';
import { readDocument } from './render';

export {
  CorpusUnavailable,
  DEFAULT_CORPUS_PATH,
  DOCUMENT_KINDS,
  indexCorpus,
  loadCorpus,
  type CorpusDocument,
  type CorpusFile,
  type DocumentKind,
  type LoadedCorpus,
  type SearchHit,
  type SearchQuery,
} from './corpus';
export { CORPUS_VERSION, generateCorpus } from './corpus-generate';
export { readDocument, renderDocument } from './render';
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  READABLE_TYPES,
  WebReadError,
  readPage,
  type PageLink,
  type ReadFailure,
  type ReadPage,
} from './read';

/** The port this adapter implements (@storeops/contract ports/web.ts). */
export type WebConnector = WebPort;

/** Tables of the store's data holding the web's data: none (the corpus is a file, pages are read live). */
export const WEB_OWNED_TABLES: readonly string[] = [];

export interface EmbeddedWebOptions {
  /**
   * The corpus file. Default: `STOREOPS_WEB_CORPUS_PATH` when set (read at each load), else the
   * committed `corpus/corpus.json`.
   */
  corpusPath?: string;
  /** Largest page read, bytes (default 2 MiB). */
  maxBytes?: number;
  /** Bound of one read, milliseconds (default 10,000). */
  timeoutMs?: number;
  /** Extra trusted roots (PEM) for reads (tests serving https on loopback). */
  ca?: string | readonly string[];
}

/** The embedded connector: the committed demo-web corpus, and real reads under the egress policy. */
export function createEmbeddedWeb(opts: EmbeddedWebOptions = {}): WebConnector {
  const corpus = (): Promise<LoadedCorpus> => loadCorpus(opts.corpusPath ?? process.env.STOREOPS_WEB_CORPUS_PATH ?? DEFAULT_CORPUS_PATH);
  return {
    ownedTables: WEB_OWNED_TABLES,
    corpus,
    limits: { max_bytes: opts.maxBytes ?? DEFAULT_MAX_BYTES, timeout_ms: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, max_redirects: 3 },
    async readDocument(documentId) {
      const doc = (await corpus()).document(documentId);
      return doc === null ? null : readDocument(doc);
    },
    read: (url, egress) =>
      readPage(url, {
        egress,
        ...(opts.maxBytes !== undefined ? { maxBytes: opts.maxBytes } : {}),
        ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
        ...(opts.ca !== undefined ? { ca: opts.ca } : {}),
      }),
  };
}

export const embeddedWeb: WebConnector = createEmbeddedWeb();
