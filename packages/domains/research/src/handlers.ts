/** The research domain's handler map (generated `ResearchHandlers`); each handler lives in the file named for it. */
import type { ResearchHandlers } from '@storeops/contract';
import { getResearchCandidates } from './candidates';
import { lookupDomainResearch } from './domain-lookup';
import { webRead } from './web-read';
import { webSearch } from './web-search';

export const handlers = {
  get_research_candidates: getResearchCandidates,
  lookup_domain_research: lookupDomainResearch,
  web_read: webRead,
  web_search: webSearch,
} satisfies ResearchHandlers;
