/**
 * Sweeps as a domain registers them (ARCHITECTURE.md "Jobs"): recurring work the service does on
 * its own, with no call behind it (seed Limits "Finance change feed retention 730 days"; State
 * machines "E-invoice message"). The server's background loop ticks every 15 s and runs each
 * registered sweep at most once per `everyMs`, never two runs of one sweep at once: for every
 * store with work (`work`), one transaction with a write context whose actor is the system
 * (`system:<actor>`, never a credential; audit surface `system`), so a change and its events
 * (outbox, change feed) commit together. A failed run is logged and tried again when next due.
 * Each domain that has sweeps exports its {@link Sweeps} next to its handler map; the server
 * registers them (`App.sweep(name)` runs one now, for tests and operators).
 */
import type { StoreTable } from '@storeops/db';
import type { WriteContext } from './write-context';

/** Which stores a sweep visits: those with at least one row of `table` (matching `where`, when given). */
export interface SweepWork {
  /** A table of the store's data. */
  table: StoreTable;
  /** Only rows whose `column` holds one of `in`. */
  where?: { column: string; in: readonly string[] };
}

export interface Sweep {
  /**
   * The system actor: the write context's credential id is `system:<actor>` (proposer and
   * approver of what it writes), its request ids `sys_<actor>_<epoch ms>`. Kebab-case, e.g.
   * `einvoice-sync`.
   */
  actor: string;
  /** For logs: what the sweep does, e.g. `e-invoice status sync`. */
  label: string;
  /** At most one run per this many ms (the loop ticks every 15 s: anything up to that is every tick). */
  everyMs: number;
  /** The stores to visit. */
  work: SweepWork;
  /** One store's work, in its transaction, on `ctx.now`; resolves to how many rows it changed. Throws to roll that store back. */
  run(ctx: WriteContext): Promise<number>;
}

/** A domain's sweeps by name (snake_case; also the operation name its receipts and events carry, e.g. `einvoice_status_sync`). */
export type Sweeps = Readonly<Record<string, Sweep>>;
