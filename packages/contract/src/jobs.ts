/**
 * Asynchronous jobs as a domain registers them (docs/ARCHITECTURE.md "Jobs"): a `run_*` operation
 * queues a `job_runs` row and answers at once; the server's job runner later runs the kind's
 * {@link JobBody} in one store transaction, with the audit surface `system`. Each domain that has
 * jobs exports its {@link JobKinds} next to its handler map; the server registers them.
 */
import type { WriteContext } from './write-context';

/** What a job body reports: counts by name, and a JSON result. */
export interface JobOutcome {
  counts: Record<string, number>;
  result: Record<string, unknown>;
}

/** Work of other domains a job body may use, wired by the server (so bodies reuse, not copy, their rules). */
export interface JobHooks {
  /** Reads back the owned fields of active intents (general domain); returns the overwrites announced. */
  readBackIntents(ctx: WriteContext): Promise<number>;
}

/** A job body's context: the write context of the job's transaction, plus the hooks. */
export interface JobContext extends WriteContext {
  hooks: JobHooks;
}

/** One job as the body sees it (`queued_at` ISO 8601; `attempts` from 1). */
export interface Job {
  id: string;
  kind: string;
  params: Record<string, unknown>;
  attempts: number;
  queued_at: string;
}

/** A job kind's work: runs in one store transaction; a throw fails the job and rolls its writes back. */
export type JobBody = (job: Job, ctx: JobContext) => Promise<JobOutcome>;

/** A domain's job bodies by kind (the `run_*` operation that queues them). */
export type JobKinds = Readonly<Record<string, JobBody>>;
