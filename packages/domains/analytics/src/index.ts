/**
 * @storeops/domain-analytics: handlers of the `analytics` domain (seed: "Tool operations with
 * documented parameters"). The map is in `handlers.ts` (docs/ARCHITECTURE.md "Handlers"); the reads
 * over the store's own data in `query-performance.ts` (queries in `performance.ts`, figures in
 * `figures.ts`), `compare-periods.ts`, `cannibalization.ts` (statistics in
 * `cannibalization-stats.ts`) and `ai-referrals.ts`; the analytics-property operations in `property/`.
 */
export { handlers } from './handlers';
