/** The committed corpus is exactly the generator's output, and its index answers as documented. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CORPUS_PATH, indexCorpus, loadCorpus } from './corpus';
import { CORPUS_VERSION, generateCorpus } from './corpus-generate';
import { readDocument } from './render';

describe('the embedded demo-web corpus', () => {
  it('is the generator output of its version (regenerate with scripts/write-corpus.ts)', () => {
    const committed = JSON.parse(readFileSync(DEFAULT_CORPUS_PATH, 'utf8'));
    expect(committed).toEqual(generateCorpus());
    expect(committed.version).toBe(CORPUS_VERSION);
    const urls = committed.documents.map((d: { url: string }) => d.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.every((u: string) => /^https:\/\/[a-z0-9-]+\.example\//.test(u))).toBe(true);
  });

  it('ranks by BM25+ and filters by kind', async () => {
    const corpus = await loadCorpus(DEFAULT_CORPUS_PATH);
    const hits = corpus.search({ query: 'wholesale cardigan', kind: 'supplier' });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.document.kind === 'supplier')).toBe(true);
    expect(hits[0]!.document.items).toContain('Cardigan');
    const tiny = indexCorpus({ version: 't', generator: 't', documents: [] });
    expect(tiny.search({ query: 'anything' })).toEqual([]);
  });

  it('renders a document as a page whose extraction keeps its text and links', async () => {
    const doc = generateCorpus().documents[20]!;
    const page = await readDocument(doc);
    expect(page.final_url).toBe(doc.url);
    expect(page.text).toContain(doc.text.split('. ')[0]);
    expect(page.links.map((l) => l.url)).toContain(`https://${doc.domain}/`);
  });
});
