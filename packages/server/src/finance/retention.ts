/**
 * The finance change feed's retention sweep (seed Limits "Finance change feed retention 730 days";
 * domain-finance changes/feed.ts): deletes `finance_changes` rows older than the horizon, store by
 * store through the `(store_id, occurred_at)` index, in bounded batches. The feed never returns such
 * rows even before the sweep has run. The app runs it with its other sweeps; tests call it with an
 * injected clock.
 */
import type { Knex } from 'knex';
import { retentionHorizon } from '@storeops/domain-finance';

const BATCH = 5_000;

/** Deletes every change older than `now` − 730 days; resolves to how many were deleted. */
export async function sweepFinanceChanges(db: Knex, now: Date): Promise<number> {
  const horizon = retentionHorizon(now).toISOString();
  const stores = (await db('stores').select('id')) as Array<{ id: string }>;
  let deleted = 0;
  for (const { id: store_id } of stores) {
    for (;;) {
      const n = await db('finance_changes')
        .whereIn(
          'seq',
          db('finance_changes').where({ store_id }).where('occurred_at', '<', horizon).orderBy('occurred_at').limit(BATCH).select('seq'),
        )
        .delete();
      deleted += n;
      if (n < BATCH) break;
    }
  }
  return deleted;
}

/** Runs {@link sweepFinanceChanges} at most once per `everyMs` (default hourly) from a frequent sweeper; failures are logged. */
export function financeRetentionSweeper(db: Knex, log: (message: string) => void, everyMs = 3_600_000): (now: Date) => void {
  let last = Number.NEGATIVE_INFINITY;
  let running = false;
  return (now) => {
    if (running || now.getTime() - last < everyMs) return;
    last = now.getTime();
    running = true;
    sweepFinanceChanges(db, now)
      .catch((err: unknown) => log(`finance change feed retention sweep failed: ${String(err)}`))
      .finally(() => {
        running = false;
      });
  };
}
