/**
 * Asynchronous jobs of the automation domain: the `run_*` operations queue a
 * `job_runs` row and answer at once; the server's job runner (packages/server/src/jobs/runner.ts)
 * runs the kind's body (a {@link JobBody}) later, in one store transaction. `get_job_runs` lists
 * them. A later `run_*` operation adds a body and calls {@link queueJob}; nothing else.
 */
import { randomUUID } from 'node:crypto';
import type { HandlerContext, Types, WithDefaults, WriteContext } from '@storeops/contract';
import { queuedJobRun, toNumber, type JobRunRow } from '@storeops/db';

export type { Job, JobBody, JobContext, JobHooks, JobOutcome } from '@storeops/contract';

/**
 * Queues a job of `kind` (the calling operation) with `params`; answers at once. While a job of
 * the same kind is still queued in this store, that job is answered instead (`coalesced`, no
 * receipt): it will see every change up to when it runs. Audit subject `job_run:<id>`.
 */
export async function queueJob(kind: string, params: Record<string, unknown>, ctx: WriteContext): Promise<Types.JobSubmittedResult> {
  const waiting = (await ctx.scope.from('job_runs').where({ kind, state: 'queued' }).orderBy('queued_at').orderBy('id').first()) as
    JobRunRow | undefined;
  if (waiting !== undefined) {
    ctx.subject('job_run', waiting.id);
    return { job_id: waiting.id, kind, state: 'queued', queued_at: waiting.queued_at, coalesced: true, receipt_id: null };
  }
  const row = queuedJobRun({
    id: randomUUID(),
    store_id: ctx.store.id,
    kind,
    params,
    requested_by: ctx.credential.id,
    request_id: ctx.requestId,
    queued_at: ctx.now.toISOString(),
  });
  await ctx.scope.insert('job_runs', row);
  const receiptId = await ctx.record({
    resource_kind: 'job_run',
    resource_ref: row.id,
    changes: [{ field: 'state', before: null, after: 'queued' }],
    reversal: null,
  });
  ctx.subject('job_run', row.id);
  return { job_id: row.id, kind, state: 'queued', queued_at: row.queued_at, coalesced: false, receipt_id: receiptId };
}

/** The handler of run_sync_orders: queues a pull of new orders and refunds from the storefront (sync-orders.ts). */
export async function runSyncOrders(
  input: WithDefaults<Types.RunSyncOrdersInput, 'max_changes'>,
  ctx: WriteContext,
): Promise<Types.JobSubmittedResult> {
  return queueJob('run_sync_orders', { max_changes: input.max_changes }, ctx);
}

/** The handler of run_sync_catalog: queues a pull of catalog changes from the storefront (sync-catalog.ts). */
export async function runSyncCatalog(
  input: WithDefaults<Types.RunSyncCatalogInput, 'max_changes'>,
  ctx: WriteContext,
): Promise<Types.JobSubmittedResult> {
  return queueJob('run_sync_catalog', { max_changes: input.max_changes }, ctx);
}

const ms = (from: string | null, to: string | null): number | null =>
  from === null || to === null ? null : Math.max(0, Date.parse(to) - Date.parse(from));

const parsed = (text: string | null): Record<string, unknown> | null =>
  text === null ? null : (JSON.parse(text) as Record<string, unknown>);

/** The API view of a job row. */
export function jobRunView(row: JobRunRow): Types.JobRun {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    params: parsed(row.params) ?? {},
    requested_by: row.requested_by,
    queued_at: row.queued_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    queue_ms: ms(row.queued_at, row.started_at),
    duration_ms: ms(row.started_at, row.finished_at),
    attempts: toNumber(row.attempts) ?? 0,
    counts: parsed(row.counts) as Record<string, number> | null,
    result: parsed(row.result),
    error: row.error,
  };
}

/** get_job_runs: the store's jobs, newest queued first (ties by id), filtered by kind / state, paged by offset. */
export async function getJobRuns(
  input: WithDefaults<Types.GetJobRunsInput, 'limit' | 'offset'>,
  ctx: HandlerContext,
): Promise<Types.GetJobRunsResult> {
  const q = ctx.scope.from('job_runs');
  if (input.kind !== undefined) q.where({ kind: input.kind });
  if (input.state !== undefined) q.where({ state: input.state });
  const rows = (await q
    .orderBy('queued_at', 'desc')
    .orderBy('id', 'desc')
    .offset(input.offset)
    .limit(input.limit + 1)) as JobRunRow[];
  const jobs = rows.slice(0, input.limit).map(jobRunView);
  const hasMore = rows.length > input.limit;
  return { jobs, count: jobs.length, has_more: hasMore, next_offset: hasMore ? input.offset + input.limit : null };
}
