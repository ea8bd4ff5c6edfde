/** Sample inputs of the research operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

// Corpus pages and hosts of the committed demo-web corpus (@storeops/connector-web corpus/corpus.json).
// web_read samples read corpus documents: the all-operations tests reach no network.
export const samples: SampleSource = async () => ({
  get_research_candidates: [{}, { lane: 'trend', limit: 5 }, { lane: 'geo' }, { lane: 'refresh', limit: 1 }],
  lookup_domain_research: [
    { domain: 'harbourandhide.example' },
    { domain: 'porto-knit-mills.example', pages_limit: 5 },
    { domain: 'www.HomeCritic.example', pages_limit: 0 },
    { domain: 'unknown-shop.example' },
  ],
  web_read: [{ document_id: 'webdoc_0021' }, { document_id: 'webdoc_0250', include_links: false }],
  web_search: [
    { query: 'merino cardigan' },
    { query: 'rain jacket', kind: 'competitor_shop', limit: 5 },
    { query: 'towel', domain: 'anatolia-towel-works.example' },
  ],
});
