/** Sample inputs of the jobs operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

export const samples: SampleSource = async () => ({
  run_sync_orders: [{ max_changes: 50 }],
  run_sync_catalog: [{}],
  get_job_runs: [{}, { kind: 'run_sync_orders', state: 'queued', limit: 100, offset: 0 }],
});
