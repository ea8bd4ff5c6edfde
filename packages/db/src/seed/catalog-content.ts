/** Commerce-core seed extension (issue 11): see commerce.ts. Filled in by its domain's work. */
import type { CommerceSeed } from './commerce';

export const seedCatalogContent: CommerceSeed = () => ({});
