import type { Knex } from 'knex';

/**
 * Migration 025: at most one `running` job per (store, kind), enforced by the database (a partial
 * unique index), not only by the job runner's claim query. Under READ COMMITTED two runners
 * claiming two different queued jobs of one kind at the same instant each evaluate the claim's
 * "no other live job of this kind" subquery on a snapshot without the other's claim, so both
 * could start; with the index the second claim fails with a unique violation and the runner moves
 * on to its next candidate (jobs/runner.ts). Same SQL on SQLite and PostgreSQL.
 *
 * Rows that already break the rule (only possible from that race) are put back in the queue,
 * keeping the latest-started one of each (store, kind): a runner that still holds one of them
 * finds it no longer `running` when it finishes and rolls its writes back (its lease was lost), and
 * the job runs again, as after any lost lease.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    update job_runs set state = 'queued', lease_owner = null, lease_until = null
    where state = 'running' and exists (
      select 1 from job_runs o
      where o.store_id = job_runs.store_id and o.kind = job_runs.kind and o.state = 'running'
        and (o.started_at > job_runs.started_at or (o.started_at = job_runs.started_at and o.id > job_runs.id))
    )`);
  await knex.raw(`create unique index job_runs_one_running_per_kind on job_runs (store_id, kind) where state = 'running'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index job_runs_one_running_per_kind');
}
