/**
 * What the job runner runs: the automation domain's job bodies by kind, and the hooks they use
 * from other domains (the intents' read-back from the general domain), so the sync reuses their
 * rules instead of copying them.
 */
import { jobBodies, type JobBody, type JobHooks } from '@storeops/domain-automation';
import { readBackIntents } from '@storeops/domain-general';
import { EXPORT_JOB_KIND, runFinanceExport } from '@storeops/domain-finance';

export const JOB_BODIES: Readonly<Record<string, JobBody>> = {
  ...jobBodies,
  // run_finance_export (issue 13, queued by finance_export_create): renders an export of an entity's books once to fix its snapshot and counts.
  [EXPORT_JOB_KIND]: runFinanceExport,
};

export const JOB_HOOKS: JobHooks = {
  readBackIntents,
};
