/**
 * @storeops/domain-research: market and domain research and web lookups (seed catalogue
 * "research", scope `research:read`, all reads): discovery lanes computed from the store's own
 * rows, and the web through the web connector (@storeops/connector-web: an embedded, versioned
 * demo-web corpus for search and domain lookups; the SSRF-safe egress client for reading a page).
 * Named exports only.
 */
import type { ResearchHandlers } from '@storeops/contract';
import { getResearchCandidates } from './candidates';
import { lookupDomainResearch } from './domain-lookup';
import { webRead } from './web-read';
import { webSearch } from './web-search';

export { LANES, RULES } from './lanes';

export const handlers = {
  get_research_candidates: (input, ctx) => getResearchCandidates(input, ctx),
  lookup_domain_research: (input, ctx) => lookupDomainResearch(input, ctx),
  web_read: (input, ctx) => webRead(input, ctx),
  web_search: (input, ctx) => webSearch(input, ctx),
} satisfies ResearchHandlers;
