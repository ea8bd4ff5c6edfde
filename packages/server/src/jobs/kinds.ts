/**
 * What the job runner runs: the automation domain's job bodies by kind, and the hooks they use
 * from other domains (the intents' read-back from the general domain), so the sync reuses their
 * rules instead of copying them.
 */
import { jobBodies, type JobHooks } from '@storeops/domain-automation';
import { readBackIntents } from '@storeops/domain-general';

export const JOB_BODIES = jobBodies;

export const JOB_HOOKS: JobHooks = {
  readBackIntents,
};
