/**
 * The embedded, versioned corpus of the demo web (corpus/corpus.json, written by
 * corpus-generate.ts) and its full-text index (MiniSearch, BM25+ ranking, built once per loaded
 * file). Loading fails with `CorpusUnavailable` when the file is missing, is not JSON or does not
 * have the corpus shape; the research handlers answer that as 503 `corpus_unavailable`.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import {
  CorpusUnavailable,
  type CorpusDocument,
  type DocumentKind,
  type LoadedCorpus,
  type SearchHit,
  type SearchQuery,
} from '@storeops/contract/ports/web';

export { CorpusUnavailable, type CorpusDocument, type DocumentKind, type LoadedCorpus, type SearchHit, type SearchQuery };

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['competitor_shop', 'supplier', 'review', 'trend_article'];

export interface CorpusFile {
  version: string;
  generator: string;
  documents: CorpusDocument[];
}

/** The committed corpus file. */
export const DEFAULT_CORPUS_PATH = fileURLToPath(new URL('../corpus/corpus.json', import.meta.url));

const isString = (v: unknown): v is string => typeof v === 'string';

function validate(raw: unknown): CorpusFile {
  const f = raw as Partial<CorpusFile> | null;
  if (f === null || typeof f !== 'object' || !isString(f.version) || !Array.isArray(f.documents)) {
    throw new CorpusUnavailable('the corpus file does not have the corpus shape (version, documents)');
  }
  for (const d of f.documents as Partial<CorpusDocument>[]) {
    if (
      !isString(d.id) ||
      !isString(d.url) ||
      !isString(d.domain) ||
      !isString(d.title) ||
      !isString(d.text) ||
      !isString(d.first_seen) ||
      !DOCUMENT_KINDS.includes(d.kind as DocumentKind) ||
      !Array.isArray(d.items)
    ) {
      throw new CorpusUnavailable('a corpus document lacks a required field');
    }
  }
  return f as CorpusFile;
}

/** Builds the index of a corpus file's documents. */
export function indexCorpus(file: CorpusFile): LoadedCorpus {
  const index = new MiniSearch<CorpusDocument>({
    fields: ['title', 'text', 'itemsText', 'site_name'],
    storeFields: [],
    extractField: (doc, field) => (field === 'itemsText' ? doc.items.join(' ') : (doc as unknown as Record<string, string>)[field]!),
    searchOptions: {
      boost: { title: 3, itemsText: 2 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    },
  });
  index.addAll(file.documents);
  const byId = new Map(file.documents.map((d) => [d.id, d]));
  return {
    version: file.version,
    documentCount: file.documents.length,
    search(q) {
      const hits = index.search(q.query, {
        filter: (r) => {
          const d = byId.get(r.id as string)!;
          return (q.kind === undefined || d.kind === q.kind) && (q.domain === undefined || d.domain === q.domain);
        },
      });
      return hits
        .map((h) => ({ document: byId.get(h.id as string)!, score: h.score, terms: [...new Set(h.terms)].sort() }))
        .sort((a, b) => b.score - a.score || a.document.id.localeCompare(b.document.id));
    },
    documentsOf(domain) {
      return file.documents.filter((d) => d.domain === domain).sort((a, b) => a.url.localeCompare(b.url));
    },
    document: (id) => byId.get(id) ?? null,
    documents: () => file.documents,
  };
}

const loaded = new Map<string, Promise<LoadedCorpus>>();

/** Loads (once per path; a failed load is retried on the next call) the corpus at `path`. */
export function loadCorpus(path: string): Promise<LoadedCorpus> {
  let p = loaded.get(path);
  if (p === undefined) {
    p = (async () => {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch {
        throw new CorpusUnavailable('the corpus file could not be read');
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw new CorpusUnavailable('the corpus file is not valid JSON');
      }
      return indexCorpus(validate(raw));
    })();
    loaded.set(path, p);
    p.catch(() => loaded.delete(path));
  }
  return p;
}
