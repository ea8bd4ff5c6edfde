/**
 * The job runner (jobs/runner.ts): claims with a lease, one live job per (store, kind), a job
 * whose runner died is run again, a runner that lost its lease commits nothing, a throwing body
 * fails the job and rolls back. On PostgreSQL (skipped with the reason in the suite name when no
 * server answers): two runners on one database never run one job twice.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JobBody } from '@storeops/contract';
import type { JobRunRow } from '@storeops/db';
import { useTestServer, type TestServer } from '@storeops/testkit/server';
import { postgresSuiteTitle, probePostgres, usePostgresTestServer } from '@storeops/testkit/postgres';
import { JobRunner } from './runner';
import { jobHooks } from '../handlers';

function runner(
  t: TestServer,
  bodies: Record<string, JobBody>,
  extra: { owner?: string; now?: () => Date; leaseMs?: number } = {},
): JobRunner {
  return new JobRunner({
    db: t.db,
    stores: t.app.stores,
    invoker: t.app.invoker,
    bodies,
    hooks: jobHooks,
    log: () => {},
    ...extra,
  });
}

async function queue(t: TestServer, kind: string, extra: Partial<JobRunRow> = {}): Promise<string> {
  const id = randomUUID();
  await t.db('job_runs').insert({
    id,
    store_id: t.hostedStoreId,
    kind,
    state: 'queued',
    params: '{}',
    requested_by: 'test',
    queued_at: new Date().toISOString(),
    attempts: 0,
    ...extra,
  });
  return id;
}

const row = async (t: TestServer, id: string): Promise<JobRunRow> => (await t.db('job_runs').where({ id }).first()) as JobRunRow;

/** A body that raises an alert titled `marker` (a write the job's transaction holds). */
const alerting =
  (marker: string, after?: (jobId: string, ctx: Parameters<JobBody>[1]) => Promise<void>): JobBody =>
  async (job, ctx) => {
    await ctx.scope.insert('alerts', {
      id: randomUUID(),
      severity: 'info',
      kind: 'job_test',
      title: marker,
      message: job.id,
      subject_ref: null,
      detected_at: ctx.now.toISOString(),
      resolved_at: null,
    });
    if (after !== undefined) await after(job.id, ctx);
    return { counts: { alerts: 1 }, result: { job: job.id } };
  };

const alerts = async (t: TestServer, marker: string): Promise<number> => (await t.db('alerts').where({ title: marker })).length;

describe('job runner (SQLite)', () => {
  const t = useTestServer({ scale: 0.05 });

  it('runs a queued job once: running, then succeeded with counts and result', async () => {
    const r = runner(t, { run_test_once: alerting('once') });
    const id = await queue(t, 'run_test_once');
    expect(await r.drain()).toBe(1);
    expect(await r.drain()).toBe(0);
    expect(await row(t, id)).toMatchObject({
      state: 'succeeded',
      counts: '{"alerts":1}',
      result: JSON.stringify({ job: id }),
      error: null,
    });
    expect(Number((await row(t, id)).attempts)).toBe(1);
    expect(await alerts(t, 'once')).toBe(1);
  });

  it('a finished run is audited as surface system, read back through GET /api/v1/audit; a failed one as 500', async () => {
    const r = runner(t, {
      run_test_audited: alerting('audited'),
      run_test_audited_fails: alerting('audited_fails', async () => {
        throw new Error('no');
      }),
    });
    const ok = await queue(t, 'run_test_audited');
    const failed = await queue(t, 'run_test_audited_fails');
    await r.drain();
    const key = await t.key(['read']);
    const read = async (id: string): Promise<Record<string, unknown>[]> => {
      const res = await fetch(`${t.baseUrl}/api/v1/audit?subject_ref=job_run:${id}`, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Record<string, unknown>[] }).data;
    };
    expect(await read(ok)).toEqual([
      expect.objectContaining({
        surface: 'system',
        method: 'JOB',
        path: 'job:run_test_audited',
        operation: 'run_test_audited',
        status: 200,
        error_code: null,
        credential_id: 'test',
        subject_ref: `job_run:${ok}`,
        request_id: `job_${ok}_1`,
      }),
    ]);
    expect(await read(failed)).toEqual([
      expect.objectContaining({ surface: 'system', operation: 'run_test_audited_fails', status: 500, error_code: 'server_error' }),
    ]);
  });

  it("the job's handler context acts as surface system", async () => {
    let surface: string | undefined;
    const r = runner(t, {
      run_test_surface: async (_job, ctx) => {
        surface = ctx.surface;
        return { counts: {}, result: {} };
      },
    });
    await queue(t, 'run_test_surface');
    await r.drain();
    expect(surface).toBe('system');
  });

  it('a throwing body fails the job with its message, and its writes roll back', async () => {
    const r = runner(t, {
      run_test_throws: alerting('throws', async () => {
        throw new Error('connector said no');
      }),
    });
    const id = await queue(t, 'run_test_throws');
    await r.drain();
    expect(await row(t, id)).toMatchObject({ state: 'failed', error: 'connector said no', counts: null, result: null });
    expect(await alerts(t, 'throws')).toBe(0);
  });

  it('a job of an unknown kind fails rather than blocking the queue', async () => {
    const id = await queue(t, 'run_test_nobody');
    await runner(t, {}).drain();
    expect(await row(t, id)).toMatchObject({ state: 'failed', error: 'no job body for kind run_test_nobody' });
  });

  it('one live job per store and kind: a queued job waits while another of its kind holds a lease', async () => {
    const live = new Date(Date.now() + 60_000).toISOString();
    const running = await queue(t, 'run_test_serial', { state: 'running', lease_owner: 'other', lease_until: live, attempts: 1 });
    const waiting = await queue(t, 'run_test_serial');
    const other = await queue(t, 'run_test_other');
    const r = runner(t, { run_test_serial: alerting('serial'), run_test_other: alerting('other') });
    expect(await r.drain()).toBe(1);
    expect((await row(t, other)).state).toBe('succeeded');
    expect((await row(t, waiting)).state).toBe('queued');
    await t.db('job_runs').where({ id: running }).update({ state: 'succeeded', lease_until: null });
    expect(await r.drain()).toBe(1);
    expect((await row(t, waiting)).state).toBe('succeeded');
  });

  it('a job whose runner died (lease expired) is run again by another runner', async () => {
    const expired = new Date(Date.now() - 1_000).toISOString();
    const id = await queue(t, 'run_test_revive', { state: 'running', lease_owner: 'dead', lease_until: expired, attempts: 1 });
    const r = runner(t, { run_test_revive: alerting('revive') }, { owner: 'jobs:alive' });
    expect(await r.drain()).toBe(1);
    const after = await row(t, id);
    expect(after).toMatchObject({ state: 'succeeded', lease_owner: 'jobs:alive' });
    expect(Number(after.attempts)).toBe(2);
  });

  it('a runner whose lease is gone when it finishes commits nothing (see the PostgreSQL suite for a real takeover)', async () => {
    const id = await queue(t, 'run_test_lost');
    const r = runner(t, {
      run_test_lost: alerting('lost', async (jobId, ctx) => {
        // The lease moves away while the body works (rolled back with everything else).
        await ctx.scope.from('job_runs').where({ id: jobId }).update({ lease_owner: 'jobs:thief' });
      }),
    });
    expect(await r.drain()).toBe(1);
    expect((await row(t, id)).state).toBe('running');
    expect(await alerts(t, 'lost')).toBe(0);
  });
});

const unreachable = await probePostgres();

describe.skipIf(unreachable !== null)(postgresSuiteTitle('job runner on PostgreSQL', unreachable), () => {
  const t = usePostgresTestServer('jobs', { scale: 0.05 }, {}, 120_000);

  it('two runners on one database never run one job twice, and never two jobs of one kind at once', async () => {
    const runs = new Map<string, number>();
    let inSerial = 0;
    let maxSerial = 0;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const counting: JobBody = async (job, ctx) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await sleep(5);
      return alerting('pg')(job, ctx);
    };
    const serial: JobBody = async (job, ctx) => {
      inSerial += 1;
      maxSerial = Math.max(maxSerial, inSerial);
      try {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await sleep(10);
        return await alerting('pg-serial')(job, ctx);
      } finally {
        inSerial -= 1;
      }
    };
    const bodies: Record<string, JobBody> = { run_pg_serial: serial };
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      bodies[`run_pg_${i}`] = counting;
      ids.push(await queue(t, `run_pg_${i}`));
    }
    for (let i = 0; i < 8; i++) ids.push(await queue(t, 'run_pg_serial'));
    const a = runner(t, bodies, { owner: 'jobs:a' });
    const b = runner(t, bodies, { owner: 'jobs:b' });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    // A runner stops when nothing is due for it; the other may have left serial jobs: finish them.
    const rest = await a.drain();
    expect(ranA + ranB + rest).toBe(ids.length);
    for (const id of ids) {
      expect(runs.get(id), id).toBe(1);
      const r = await row(t, id);
      expect(r.state).toBe('succeeded');
      expect(Number(r.attempts)).toBe(1);
    }
    expect(maxSerial).toBe(1);
    expect(await alerts(t, 'pg')).toBe(30);
    expect(await alerts(t, 'pg-serial')).toBe(8);
    expect(ranA).toBeGreaterThan(0);
    expect(ranB).toBeGreaterThan(0);
  });

  it('run_sync_orders runs row-level-scoped: orders, events, cursor and the last sync time of the store', async () => {
    const key = await t.key(['automation:write', 'automation:read']);
    const res = await t.call('run_sync_orders', {}, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.app.jobs.drain();
    const job = await row(t, res.body.result.job_id);
    expect(job.state, String(job.error)).toBe('succeeded');
    const counts = JSON.parse(job.counts!) as Record<string, number>;
    const created = await t
      .db('outbox')
      .where({ store_id: t.hostedStoreId, type: 'order.created' })
      .andWhere('time', '>=', job.started_at!);
    expect(created).toHaveLength(counts.orders_created!);
    expect(await t.db('sync_cursors').where({ store_id: t.hostedStoreId, resource: 'orders' })).toHaveLength(1);
    expect((await t.db('stores').where({ id: t.hostedStoreId }).first()).last_synced_at).toBe(job.started_at);
  });

  it('a runner that outlived its lease commits nothing; the runner that took the job over finishes it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let claimed!: () => void;
    const started = new Promise<void>((r) => (claimed = r));
    const slow = runner(
      t,
      {
        run_pg_lost: alerting('pg-lost-a', async () => {
          claimed();
          await gate;
        }),
      },
      { owner: 'jobs:slow', leaseMs: 1_000 },
    );
    const later = runner(t, { run_pg_lost: alerting('pg-lost-b') }, { owner: 'jobs:later', now: () => new Date(Date.now() + 5_000) });
    const id = await queue(t, 'run_pg_lost');
    const slowRun = slow.tick();
    await started;
    expect(await later.tick()).toBe(true);
    release();
    expect(await slowRun).toBe(true);
    const after = await row(t, id);
    expect(after).toMatchObject({ state: 'succeeded', lease_owner: 'jobs:later' });
    expect(Number(after.attempts)).toBe(2);
    expect(await alerts(t, 'pg-lost-a')).toBe(0);
    expect(await alerts(t, 'pg-lost-b')).toBe(1);
  });
});
