/**
 * The one place the server reaches into the domains (docs/ARCHITECTURE.md "Handlers"): what each domain
 * package registers from its index, and nothing else.
 * - `allHandlers`: the full handler map, one entry per domain, each a `satisfies <Domain>Handlers`
 *   map. A spec operation without a handler fails the type check here and start-up in the invoke
 *   core. There is no dispatch on operation names anywhere.
 * - `jobKinds`: the job bodies by kind, from the domains that have jobs (jobs/runner.ts).
 * - `jobHooks`: other domains' work the job bodies use (the intents' read-back), and
 *   `readBackIntents` for the read-back sweep (write/readback.ts).
 * - `books`: the finance books other domains post to (HandlerContext `books`).
 * - `sweeps`: the domains' recurring work by name, run by the background loop (jobs/sweeps.ts).
 * - `downloads`: the files served behind signed links (http/routes/downloads.ts).
 */
import type { AllHandlers, Books, Downloads, JobHooks, JobKinds, Sweeps } from '@storeops/contract';
import { handlers as admin } from '@storeops/domain-admin';
import { handlers as ads } from '@storeops/domain-ads';
import { handlers as analytics } from '@storeops/domain-analytics';
import { handlers as automation, jobs as automationJobs } from '@storeops/domain-automation';
import { handlers as catalog } from '@storeops/domain-catalog';
import { handlers as costs } from '@storeops/domain-costs';
import { handlers as cs } from '@storeops/domain-cs';
import { handlers as disputes } from '@storeops/domain-disputes';
import {
  books as financeBooks,
  downloads as financeDownloads,
  handlers as finance,
  jobs as financeJobs,
  sweeps as financeSweeps,
} from '@storeops/domain-finance';
import { handlers as general, readBackIntents } from '@storeops/domain-general';
import { handlers as merchant } from '@storeops/domain-merchant';
import { handlers as orders } from '@storeops/domain-orders';
import { handlers as promotions } from '@storeops/domain-promotions';
import { handlers as reputation } from '@storeops/domain-reputation';
import { handlers as research } from '@storeops/domain-research';

export const allHandlers: AllHandlers = {
  admin,
  ads,
  analytics,
  automation,
  catalog,
  costs,
  cs,
  disputes,
  finance,
  general,
  merchant,
  orders,
  promotions,
  reputation,
  research,
};

export const jobKinds: JobKinds = { ...automationJobs, ...financeJobs };

export const jobHooks: JobHooks = { readBackIntents };

export const books: Books = financeBooks;

export const sweeps: Sweeps = { ...financeSweeps };

export const downloads: Downloads = [...financeDownloads];
