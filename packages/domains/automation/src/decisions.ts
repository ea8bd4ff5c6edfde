/**
 * get_recent_decisions (seed: Resources "Decision"; contract `GetRecentDecisionsResult`): the
 * newest decisions matching the filters, with whole-store counts per bucket, and their queries
 * over `decisions`.
 */
import { decisionFromRow, type HandlerContext, type Types } from '@storeops/contract';
import { DECISION_BUCKETS, toNumber, type DecisionBucket, type DecisionRow, type StoreScope } from '@storeops/db';

const DAY_MS = 86_400_000;

type DecisionsInput = Types.GetRecentDecisionsInput & Required<Pick<Types.GetRecentDecisionsInput, 'mode' | 'window_days' | 'limit'>>;

/** The last `days` days up to `now` (24-hour days, not calendar days). */
export function lookBack(now: Date, days: number): TimeWindow {
  return { since: new Date(now.getTime() - days * DAY_MS).toISOString(), until: now.toISOString() };
}

/**
 * Newest decision rows matching the filters, plus whole-store counts per bucket over the same
 * window: `counts` ignore `mode`, `to_state`, `applied`, `handle` and `limit` (contract
 * `DecisionCounts`).
 */
export async function getRecentDecisions(input: DecisionsInput, ctx: HandlerContext): Promise<Types.GetRecentDecisionsResult> {
  const window = lookBack(ctx.now, input.window_days);
  const filters: DecisionFilters = {
    bucket: input.mode === 'all' ? null : input.mode,
    toState: input.to_state ?? null,
    applied: input.applied ?? null,
    handle: input.handle ?? null,
  };
  const [perBucket, rows] = await Promise.all([countByBucket(ctx.scope, window), recentDecisions(ctx.scope, window, filters, input.limit)]);
  const buckets = Object.fromEntries(DECISION_BUCKETS.map((b) => [b, perBucket.get(b) ?? 0])) as Record<Types.DecisionBucket, number>;
  const total = DECISION_BUCKETS.reduce((a, b) => a + buckets[b], 0);
  return {
    mode: input.mode,
    window_days: input.window_days,
    counts: { ...buckets, total },
    decisions: rows.map(decisionFromRow),
  };
}

/** Window of stored timestamps, both ends included: `since <= created_at <= until` (ISO 8601 UTC strings compare in time order). */
export interface TimeWindow {
  since: string;
  until: string;
}

export interface DecisionFilters {
  bucket: DecisionBucket | null;
  toState: string | null;
  applied: boolean | null;
  handle: string | null;
}

const DECISION_COLUMNS = [
  'd.id',
  'd.agent',
  'd.action',
  'd.subject',
  'd.from_state',
  'd.to_state',
  'd.judge_score',
  'd.tier',
  'd.evidence',
  'd.reversal',
  'd.bucket',
  'd.applied',
  'd.applied_at',
  'd.applied_by',
  'd.handle',
  'd.created_at',
];

function decisionsIn(scope: StoreScope, window: TimeWindow) {
  return scope.from('decisions', 'd').where('d.created_at', '>=', window.since).where('d.created_at', '<=', window.until);
}

/** Rows per bucket over the window, whole store (no other filter); buckets without rows are absent. */
export async function countByBucket(scope: StoreScope, window: TimeWindow): Promise<Map<DecisionBucket, number>> {
  const rows: Array<{ bucket: DecisionBucket; n: unknown }> = await decisionsIn(scope, window)
    .select('d.bucket')
    .count({ n: '*' })
    .groupBy('d.bucket');
  return new Map(rows.map((r) => [r.bucket, toNumber(r.n) ?? 0]));
}

/** Matching rows in the window, newest first (ties: id), at most `limit`. */
export async function recentDecisions(
  scope: StoreScope,
  window: TimeWindow,
  f: DecisionFilters,
  limit: number,
): Promise<Omit<DecisionRow, 'store_id' | 'product_id'>[]> {
  const q = decisionsIn(scope, window).select(DECISION_COLUMNS);
  if (f.bucket !== null) q.where('d.bucket', f.bucket);
  if (f.toState !== null) q.where('d.to_state', f.toState);
  if (f.applied !== null) q.where('d.applied', f.applied);
  if (f.handle !== null) q.where('d.handle', f.handle);
  return q
    .orderBy([
      { column: 'd.created_at', order: 'desc' },
      { column: 'd.id', order: 'desc' },
    ])
    .limit(limit);
}
