/**
 * Rules of get_recent_decisions and get_alerts (seed: Resources "Decision", "Alert"; contract
 * `GetRecentDecisionsResult`, `GetAlertsResult`).
 */
import type { HandlerContext, Types } from '@storeops/contract';
import { DECISION_BUCKETS, parseJsonArray, toBool, toNumber, type DecisionRow } from '@storeops/db';
import * as repo from './repo';

const DAY_MS = 86_400_000;

type DecisionsInput = Types.GetRecentDecisionsInput & Required<Pick<Types.GetRecentDecisionsInput, 'mode' | 'window_days' | 'limit'>>;
type AlertsInput = Types.GetAlertsInput & Required<Pick<Types.GetAlertsInput, 'status' | 'limit'>>;

/** The last `days` days up to `now` (24-hour days, not calendar days). */
export function lookBack(now: Date, days: number): repo.TimeWindow {
  return { since: new Date(now.getTime() - days * DAY_MS).toISOString(), until: now.toISOString() };
}

/** A `decisions` row as the contract's `Decision` (get_recent_decisions, get_marketing_brain). */
export function decisionFromRow(r: Omit<DecisionRow, 'store_id' | 'product_id'>): Types.Decision {
  return {
    id: r.id,
    agent: r.agent,
    action: r.action,
    subject: r.subject,
    // The column is nullable but the contract's field is not; the seed always fills both states.
    from_state: r.from_state ?? '',
    to_state: r.to_state ?? '',
    judge_score: toNumber(r.judge_score) ?? 0,
    tier: r.tier,
    evidence: parseJsonArray<string>(r.evidence),
    reversal: r.reversal,
    applied: toBool(r.applied),
    applied_at: r.applied_at,
    applied_by: r.applied_by,
    bucket: r.bucket,
    handle: r.handle,
    created_at: r.created_at,
  };
}

/**
 * Newest decision rows matching the filters, plus whole-store counts per bucket over the same
 * window: `counts` ignore `mode`, `to_state`, `applied`, `handle` and `limit` (contract
 * `DecisionCounts`).
 */
export async function getRecentDecisions(input: DecisionsInput, ctx: HandlerContext): Promise<Types.GetRecentDecisionsResult> {
  const window = lookBack(ctx.now, input.window_days);
  const filters: repo.DecisionFilters = {
    bucket: input.mode === 'all' ? null : input.mode,
    toState: input.to_state ?? null,
    applied: input.applied ?? null,
    handle: input.handle ?? null,
  };
  const [perBucket, rows] = await Promise.all([
    repo.countByBucket(ctx.scope, window),
    repo.recentDecisions(ctx.scope, window, filters, input.limit),
  ]);
  const buckets = Object.fromEntries(DECISION_BUCKETS.map((b) => [b, perBucket.get(b) ?? 0])) as Record<Types.DecisionBucket, number>;
  const total = DECISION_BUCKETS.reduce((a, b) => a + buckets[b], 0);
  return {
    mode: input.mode,
    window_days: input.window_days,
    counts: { ...buckets, total },
    decisions: rows.map(decisionFromRow),
  };
}

/** Alerts by severity rank then newest detection; open (unresolved) only unless `status` is `all`. */
export async function getAlerts(input: AlertsInput, ctx: HandlerContext): Promise<Types.GetAlertsResult> {
  const rows = await repo.alerts(ctx.scope, { severity: input.severity ?? null, openOnly: input.status === 'open' }, input.limit);
  return {
    status: input.status,
    severity: input.severity ?? null,
    alerts: rows.map((r) => ({
      id: r.id,
      severity: r.severity,
      kind: r.kind,
      title: r.title,
      message: r.message,
      subject_ref: r.subject_ref,
      detected_at: r.detected_at,
      resolved_at: r.resolved_at,
    })),
    count: rows.length,
  };
}
