/** Sample inputs of the disputes operations for the all-operations tests; see sampleInputs in @storeops/testkit/samples. */
import type { SampleSource } from '@storeops/testkit/samples';

export const samples: SampleSource = async () => ({
  get_disputes: [
    {},
    { status: 'open', due_within_days: 7 },
    { status: 'closed' },
    { reason: 'fraudulent', limit: 2 },
    { due_before: '2030-01-01T00:00:00Z' },
  ],
});
