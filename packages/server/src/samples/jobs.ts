/** Sample inputs of the jobs operations (issue 11) for the all-operations tests; see testing.ts sampleInputs. */
import type { SampleSource } from './types';

export const samples: SampleSource = async () => ({});
