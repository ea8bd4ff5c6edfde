/**
 * get_alerts (seed: Resources "Alert"; contract `GetAlertsResult`): alerts by severity rank then
 * newest detection, and their query over `alerts`.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import type { AlertRow, AlertSeverity, StoreScope } from '@storeops/db';

type AlertsInput = Types.GetAlertsInput & Required<Pick<Types.GetAlertsInput, 'status' | 'limit'>>;

/** Alerts by severity rank then newest detection; open (unresolved) only unless `status` is `all`. */
export async function getAlerts(input: AlertsInput, ctx: HandlerContext): Promise<Types.GetAlertsResult> {
  const rows = await alertRows(ctx.scope, { severity: input.severity ?? null, openOnly: input.status === 'open' }, input.limit);
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

interface AlertFilters {
  severity: AlertSeverity | null;
  openOnly: boolean;
}

/** Alerts by severity rank (critical, warning, info), then newest detection first (ties: id), at most `limit`. */
async function alertRows(scope: StoreScope, f: AlertFilters, limit: number): Promise<Omit<AlertRow, 'store_id'>[]> {
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
