/**
 * The finance job kinds (docs/ARCHITECTURE.md "Jobs"), registered by the server's job runner:
 * `run_finance_export` (queued by finance_export_create) renders an export of an entity's books
 * once to fix its snapshot and counts (changes/exports.ts).
 */
import type { JobKinds } from '@storeops/contract';
import { EXPORT_JOB_KIND, runFinanceExport } from './changes/exports';

export const jobs = { [EXPORT_JOB_KIND]: runFinanceExport } satisfies JobKinds;
