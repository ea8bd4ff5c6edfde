/** Sample inputs of the jobs operations (issue 11) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async () => ({
  run_sync_orders: [{ max_changes: 50 }],
  run_sync_catalog: [{}],
  get_job_runs: [{}, { kind: 'run_sync_orders', state: 'queued', limit: 100, offset: 0 }],
});
