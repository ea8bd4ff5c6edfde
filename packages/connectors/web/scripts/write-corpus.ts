/**
 * Writes corpus/corpus.json from the generator (src/corpus-generate.ts), formatted as the
 * repository's prettier check expects. Run: npx tsx packages/connectors/web/scripts/write-corpus.ts
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { DEFAULT_CORPUS_PATH } from '../src/corpus';
import { generateCorpus } from '../src/corpus-generate';

const options = (await resolveConfig(DEFAULT_CORPUS_PATH)) ?? {};
writeFileSync(DEFAULT_CORPUS_PATH, await format(JSON.stringify(generateCorpus()), { ...options, filepath: DEFAULT_CORPUS_PATH }));
