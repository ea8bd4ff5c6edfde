/**
 * The job runner: runs the asynchronous jobs the `run_*` operations queue in
 * `job_runs` (automation domain jobs.ts). One loop per server process, started and stopped by the
 * app like the webhook dispatcher; `drain()` runs it to quiescence for tests.
 *
 * 1. Claim: the oldest `queued` job (or a `running` one whose lease expired: its runner died) whose
 *    store has no other live job of the same kind, by one conditional UPDATE
 *    (`where state = 'queued'` or the lease expired, `RETURNING` the row): `running`, `attempts`
 *    + 1, `started_at`, a lease (`lease_owner`, `lease_until` = now + `leaseMs`, default 5 min).
 *    On PostgreSQL the UPDATE re-checks its condition on the row a concurrent runner just
 *    changed, so of several processes exactly one claims a job. One job per (store, kind) runs at
 *    a time: the claim skips a job while another of its kind holds a live lease, and the database
 *    enforces it (a partial unique index on (store_id, kind) where `running`, migration 025): of
 *    two runners claiming two jobs of one kind at the same instant, the second gets a unique
 *    violation and moves on to its next candidate. A `running` job whose lease expired still
 *    holds its kind until a runner takes it over (it is due itself).
 * 2. Run: the kind's body, in one store transaction (row-level-scoped on PostgreSQL), with a write
 *    context whose events go to the outbox in that transaction. The job row is marked `succeeded`
 *    (counts, result, `finished_at`) in the same transaction, only while this runner still owns
 *    the lease: a runner that lost its lease (it ran past `lease_until` and another took the job)
 *    rolls its writes back instead, so a job's effects are committed once.
 * 3. A body that throws rolls back; the job is `failed` with the error message (no automatic
 *    retry: the next `run_*` call queues a new job, which continues from the same cursor).
 * 4. Every finished run writes one audit row, surface `system` (the job's handler context acts
 *    with surface `system` too): in the job's transaction when it succeeded, after the failure
 *    was recorded when it failed (see `jobAuditRow`).
 *
 * No job is cancelled yet: `cancelled` is in the state machine for a later cancel operation.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { inStoreTransaction, isUniqueViolation, toNumber, type JobRunRow, type ScopedExecutionOptions } from '@storeops/db';
import type { Job, JobBody, JobContext, JobHooks } from '@storeops/contract';
import type { StoreDirectory } from '../stores';
import type { Invoker } from '../invoke/invoke';
import { makeWriteContext } from '../write/context';
import { insertAuditRow, type AuditRow } from '../audit/writer';
import { newAuditId } from '../ids';
import { PollingLoop } from '../events/polling-loop';

export interface JobRunnerOptions {
  db: Knex;
  stores: StoreDirectory;
  invoker: Invoker;
  /** Job bodies by kind (the operation that queues them). */
  bodies: Readonly<Record<string, JobBody>>;
  hooks: JobHooks;
  now?: () => Date;
  log?: (message: string) => void;
  /** How long a claim holds a job, ms (default 5 minutes). */
  leaseMs?: number;
  /** Idle poll interval, ms (default 500). */
  pollMs?: number;
  scoped?: ScopedExecutionOptions;
  /** Runner identity (default a random `jobs:<uuid>`); tests name them. */
  owner?: string;
}

const MAX_ERROR = 2_000;

export class JobRunner {
  readonly owner: string;
  private readonly now: () => Date;
  private readonly log: (m: string) => void;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly loop: PollingLoop;

  constructor(private readonly opts: JobRunnerOptions) {
    this.owner = opts.owner ?? `jobs:${randomUUID()}`;
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log ?? ((m) => console.error(m));
    this.leaseMs = opts.leaseMs ?? 300_000;
    this.pollMs = opts.pollMs ?? 500;
    this.loop = new PollingLoop('job runner', () => this.tick(), this.pollMs, this.log);
  }

  /** Starts the loop (idempotent). */
  start(): void {
    this.loop.start();
  }

  /** Stops the loop and waits for the job under way. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Runs jobs until none is due (tests drive the runner with this); returns how many ran. */
  async drain(maxJobs = 1_000): Promise<number> {
    let ran = 0;
    while (ran < maxJobs && (await this.tick())) ran += 1;
    return ran;
  }

  /** Claims and runs one due job; false when none was due. */
  async tick(): Promise<boolean> {
    const job = await this.claim();
    if (job === null) return false;
    await this.run(job);
    return true;
  }

  /** The oldest due job this runner could lease, or null. */
  private async claim(): Promise<JobRunRow | null> {
    const { db } = this.opts;
    const iso = this.now().toISOString();
    const due = (w: Knex.QueryBuilder): Knex.QueryBuilder =>
      w.where('state', 'queued').orWhere((x) => x.where('state', 'running').andWhere('lease_until', '<=', iso));
    const candidates = (await db('job_runs')
      .where(due)
      .orderBy('queued_at')
      .orderBy('id')
      .limit(20)
      .select('id', 'store_id', 'kind')) as Array<Pick<JobRunRow, 'id' | 'store_id' | 'kind'>>;
    for (const c of candidates) {
      let claimed: JobRunRow[] | number;
      try {
        claimed = (await db('job_runs')
          .where('id', c.id)
          .andWhere(due)
          .whereNotExists(function (this: Knex.QueryBuilder) {
            this.from('job_runs as o')
              .where('o.store_id', c.store_id)
              .andWhere('o.kind', c.kind)
              .andWhere('o.state', 'running')
              .andWhere('o.lease_until', '>', iso)
              .andWhereNot('o.id', c.id);
          })
          .update(
            {
              state: 'running',
              started_at: iso,
              attempts: db.raw('attempts + 1'),
              lease_owner: this.owner,
              lease_until: new Date(Date.parse(iso) + this.leaseMs).toISOString(),
            },
            ['*'],
          )) as JobRunRow[] | number;
      } catch (err) {
        // Another runner started a job of this kind in the same instant (index
        // job_runs_one_running_per_kind, migration 025): not ours to run now.
        if (isUniqueViolation(err)) continue;
        throw err;
      }
      const row = Array.isArray(claimed)
        ? claimed[0]
        : claimed === 1
          ? ((await db('job_runs').where('id', c.id).first()) as JobRunRow)
          : undefined;
      if (row !== undefined) return row;
    }
    return null;
  }

  private async run(row: JobRunRow): Promise<void> {
    const { db, invoker, stores, bodies } = this.opts;
    // The body's clock: the instant it was claimed (`started_at`).
    const started = new Date(row.started_at ?? this.now().toISOString());
    const job: Job = {
      id: row.id,
      kind: row.kind,
      params: JSON.parse(row.params) as Record<string, unknown>,
      attempts: toNumber(row.attempts) ?? 1,
      queued_at: row.queued_at,
    };
    try {
      const body = bodies[row.kind];
      if (body === undefined) throw new Error(`no job body for kind ${row.kind}`);
      const store = await stores.get(row.store_id);
      const credential = {
        id: row.requested_by,
        storeId: row.store_id,
        kind: 'live' as const,
        scopes: ['admin'],
        autoApply: false,
        ipAllowlist: null,
        expiresAt: null,
        label: 'job',
      };
      const requestId = row.request_id ?? `job_${row.id}`;
      const base = invoker.baseContext({ credential, store, requestId, surface: 'system', now: started });
      await inStoreTransaction(
        db,
        row.store_id,
        async (trx) => {
          const wctx = makeWriteContext(trx, base, {
            storeId: row.store_id,
            operation: row.kind,
            approvalId: null,
            proposedBy: row.requested_by,
            approvedBy: row.requested_by,
            requestId,
            now: started,
          });
          const ctx: JobContext = { ...wctx, hooks: this.opts.hooks };
          const outcome = await body(job, ctx);
          const finished = this.now();
          const done = await trx('job_runs')
            .where({ id: row.id, store_id: row.store_id, lease_owner: this.owner, state: 'running' })
            .update({
              state: 'succeeded',
              finished_at: finished.toISOString(),
              counts: JSON.stringify(outcome.counts),
              result: JSON.stringify(outcome.result),
              error: null,
              lease_until: null,
            });
          if (done !== 1) throw new LeaseLost(row.id);
          await insertAuditRow(trx, jobAuditRow(row, started, finished, null));
        },
        this.opts.scoped,
      );
    } catch (err) {
      if (err instanceof LeaseLost) {
        this.log(`job runner: ${err.message}`);
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      const finished = this.now();
      const failed = await db('job_runs')
        .where({ id: row.id, lease_owner: this.owner, state: 'running' })
        .update({ state: 'failed', finished_at: finished.toISOString(), error: message.slice(0, MAX_ERROR), lease_until: null });
      if (failed === 1) await insertAuditRow(db, jobAuditRow(row, started, finished, 'server_error'));
    }
  }
}

/**
 * The audit row of one finished job run (seed "Audit"; spec AuditEntry, surface `system`): the
 * job's store, the credential that queued it, operation the job's kind, subject `job_run:<id>`;
 * method `JOB` and path `job:<kind>` (no HTTP request carried it), no client address; status 200
 * when it succeeded, 500 `server_error` when it failed (the job's `error` says why); `request_id`
 * `job_<id>_<attempt>`, its own (the queuing call's row keeps the job's `request_id`).
 */
function jobAuditRow(row: JobRunRow, started: Date, finished: Date, errorCode: string | null): AuditRow & { id: string } {
  return {
    id: newAuditId(finished.getTime()),
    request_id: `job_${row.id}_${toNumber(row.attempts) ?? 1}`,
    store_id: row.store_id,
    credential_id: row.requested_by,
    client_id: null,
    surface: 'system',
    method: 'JOB',
    path: `job:${row.kind}`,
    operation: row.kind,
    status: errorCode === null ? 200 : 500,
    error_code: errorCode,
    subject_ref: `job_run:${row.id}`,
    ip: '',
    user_agent: null,
    duration_ms: Math.max(0, finished.getTime() - started.getTime()),
    created_at: finished.toISOString(),
  };
}

/** This runner's lease was taken over (it ran past `lease_until`); its writes are rolled back. */
class LeaseLost extends Error {
  constructor(id: string) {
    super(`job ${id}: lease lost before it finished; its writes were rolled back`);
  }
}
