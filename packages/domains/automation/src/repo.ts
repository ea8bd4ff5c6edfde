/** Knex queries of the automation domain over `decisions` and `alerts`. */
import { toNumber, type DecisionRow, type AlertRow, type AlertSeverity, type DecisionBucket, type StoreScope } from '@storeops/db';

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

export interface AlertFilters {
  severity: AlertSeverity | null;
  openOnly: boolean;
}

/** Alerts by severity rank (critical, warning, info), then newest detection first (ties: id), at most `limit`. */
export async function alerts(scope: StoreScope, f: AlertFilters, limit: number): Promise<Omit<AlertRow, 'store_id'>[]> {
  const q = scope
    .from('alerts', 'a')
    .select('a.id', 'a.severity', 'a.kind', 'a.title', 'a.message', 'a.subject_ref', 'a.detected_at', 'a.resolved_at');
  if (f.openOnly) q.whereNull('a.resolved_at');
  if (f.severity !== null) q.where('a.severity', f.severity);
  return q
    .orderByRaw("case a.severity when 'critical' then 0 when 'warning' then 1 else 2 end asc")
    .orderBy([
      { column: 'a.detected_at', order: 'desc' },
      { column: 'a.id', order: 'asc' },
    ])
    .limit(limit);
}
