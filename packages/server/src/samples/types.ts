/** One area's sample inputs: every operation it serves -> inputs that answer 200 on a fresh demo store. */
import type { TestServer } from '../testing';

export type SampleSource = (t: TestServer, key: string) => Promise<Record<string, Array<Record<string, unknown>>>>;
