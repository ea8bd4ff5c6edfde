/**
 * The domains' sweeps (contract `Sweeps`; registered in handlers.ts `sweeps`), run by the
 * background loop (background.ts) every 15 s and on demand (`App.sweep`). A run visits every store
 * with work (`Sweep.work`), each in its own transaction as the system (`system:<actor>`; the write
 * context of write/system-run.ts), on the given clock. The scheduler starts a sweep at most once per
 * its `everyMs` and never while its previous run is still under way; a failed run is logged and
 * tried again when next due.
 */
import type { Knex } from 'knex';
import type { Sweep, Sweeps } from '@storeops/contract';
import type { StoreDirectory } from '../stores';
import type { Invoker } from '../invoke/invoke';
import { runAsSystem } from '../write/system-run';

/** Where sweeps read and write. */
export interface SweepEnv {
  db: Knex;
  stores: StoreDirectory;
  invoker: Invoker;
}

/** Runs `sweep` (registered as `name`) once at `now` for every store with work; resolves to the rows it changed in all. */
export function runSweep(env: SweepEnv, name: string, sweep: Sweep, now: Date): Promise<number> {
  const pending = env.db(sweep.work.table);
  if (sweep.work.where !== undefined) pending.whereIn(sweep.work.where.column, [...sweep.work.where.in]);
  const run = { credentialId: `system:${sweep.actor}`, label: sweep.label, operation: name, requestPrefix: `sys_${sweep.actor}` };
  return runAsSystem({ ...env, now }, run, pending, (ctx) => sweep.run(ctx));
}

/**
 * The loop's side of `sweeps`: a function of the tick's instant that starts each sweep that is due
 * and not running (without waiting for it); a failure is logged as `<label> failed: <error>`.
 */
export function sweepScheduler(env: SweepEnv, sweeps: Sweeps, log: (message: string) => void): (now: Date) => void {
  const state = new Map(Object.keys(sweeps).map((name) => [name, { last: Number.NEGATIVE_INFINITY, running: false }]));
  return (now) => {
    for (const [name, sweep] of Object.entries(sweeps)) {
      const s = state.get(name)!;
      if (s.running || now.getTime() - s.last < sweep.everyMs) continue;
      s.last = now.getTime();
      s.running = true;
      runSweep(env, name, sweep, now)
        .catch((err: unknown) => log(`${sweep.label} failed: ${String(err)}`))
        .finally(() => {
          s.running = false;
        });
    }
  };
}
