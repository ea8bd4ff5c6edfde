/**
 * The app's background work (docs/ARCHITECTURE.md "Jobs", "Events"), started by `createApp` and
 * stopped by `App.stop`:
 * - the sweep, every 15 s: approval cards past their deadline move to `expired` (event
 *   `approval.expired`; write/approvals.ts), owned fields are read back (event
 *   `intent.field_overwritten_externally`, once per overwrite; write/readback.ts), OAuth
 *   leftovers and expired sandbox copies are dropped, and the domains' registered sweeps run when
 *   due (handlers.ts `sweeps`, jobs/sweeps.ts: the e-invoice status sync every tick, the finance
 *   change feed's retention hourly). A failed sweep is logged and tried again on the next tick;
 * - the webhook dispatcher (events/dispatcher.ts): signed deliveries of the outbox, under the
 *   egress policy;
 * - the job runner (jobs/runner.ts): the `run_*` operations' queue, run in store transactions.
 * Work the service does on its own acts as the system (handler context and audit surface `system`).
 */
import type { Knex } from 'knex';
import { EVENT_CATALOGUE } from '@storeops/contract';
import { dropExpiredSandboxes } from '@storeops/db';
import { createPoster, type EgressPolicy } from '@storeops/egress';
import { Dispatcher, type DispatcherOptions } from './events/dispatcher';
import { SigningKeyCache } from './events/signing-keys';
import type { Invoker } from './invoke/invoke';
import { jobHooks, jobKinds, sweeps } from './handlers';
import { JobRunner, type JobRunnerOptions } from './jobs/runner';
import { runSweep, sweepScheduler } from './jobs/sweeps';
import type { OAuthServer } from './oauth/server';
import type { StoreDirectory } from './stores';
import { expireDue } from './write/approvals';
import { readBackAll } from './write/readback';

/** How often the sweep runs, ms. */
export const SWEEP_INTERVAL_MS = 15_000;

export interface BackgroundOptions {
  db: Knex;
  stores: StoreDirectory;
  invoker: Invoker;
  oauth: OAuthServer;
  egress: EgressPolicy;
  now: () => Date;
  log: (message: string) => void;
  /** AppOptions `sweeps`: whether the loop runs the domains' sweeps. */
  sweeps?: { run?: boolean };
  /** AppOptions `webhooks`: whether this process dispatches, and the dispatcher's tuning. */
  webhooks?: { dispatch?: boolean; dispatcher?: Pick<DispatcherOptions, 'backoffMs' | 'leaseMs' | 'pollMs'> };
  /** AppOptions `jobs`: whether this process runs jobs, and the runner's tuning. */
  jobs?: { run?: boolean } & Pick<JobRunnerOptions, 'leaseMs' | 'pollMs'>;
  /** AppOptions `scopedRole`: the role jobs run as on PostgreSQL. */
  scopedRole?: string;
}

export interface Background {
  dispatcher: Dispatcher;
  jobs: JobRunner;
  /**
   * Runs the domains' sweep `name` (handlers.ts `sweeps`) once at `at` (default: now on the app's
   * clock), whether or not the loop runs it; resolves to the rows it changed. Rejects with `Error`
   * for a name no domain registered.
   */
  sweep(name: string, at?: Date): Promise<number>;
  /** Stops the sweep, the runner and the dispatcher, and waits for the work under way. */
  stop(): Promise<void>;
}

export function startBackground(o: BackgroundOptions): Background {
  const { db, stores, invoker, now, log } = o;
  const domainSweeps = sweepScheduler({ db, stores, invoker }, sweeps, log);
  const sweep = async (name: string, at = now()): Promise<number> => {
    const registered = Object.hasOwn(sweeps, name) ? sweeps[name] : undefined;
    if (registered === undefined) throw new Error(`no sweep named ${name} (registered: ${Object.keys(sweeps).join(', ')})`);
    return runSweep({ db, stores, invoker }, name, registered, at);
  };
  const sweeper = setInterval(() => {
    expireDue(db, now()).catch((err: unknown) => log(`approval expiry sweep failed: ${String(err)}`));
    readBackAll(db, stores, invoker, now()).catch((err: unknown) => log(`intent read-back failed: ${String(err)}`));
    void o.oauth.sweep();
    dropExpiredSandboxes(db, now()).catch((err: unknown) => log(`sandbox expiry failed: ${String(err)}`));
    if (o.sweeps?.run !== false) domainSweeps(now());
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  const poster = createPoster(o.egress);
  const dispatcher = new Dispatcher({
    db,
    catalogue: EVENT_CATALOGUE,
    keys: new SigningKeyCache(db),
    poster,
    now,
    log,
    ...o.webhooks?.dispatcher,
  });
  if (o.webhooks?.dispatch !== false) dispatcher.start();

  const jobs = new JobRunner({
    db,
    stores,
    invoker,
    bodies: jobKinds,
    hooks: jobHooks,
    now,
    log,
    ...(o.scopedRole !== undefined ? { scoped: { role: o.scopedRole } } : {}),
    ...(o.jobs?.leaseMs !== undefined ? { leaseMs: o.jobs.leaseMs } : {}),
    ...(o.jobs?.pollMs !== undefined ? { pollMs: o.jobs.pollMs } : {}),
  });
  if (o.jobs?.run !== false) jobs.start();

  return {
    dispatcher,
    jobs,
    sweep,
    stop: async () => {
      clearInterval(sweeper);
      await jobs.stop();
      await dispatcher.stop();
      await poster.close();
    },
  };
}
