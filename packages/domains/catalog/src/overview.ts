/**
 * get_store_overview (seed: "Store overview"): catalogue counts, open alerts, agents, calibration
 * thresholds and the decision census of the last 7 days. Money: integer cents in storage, decimal
 * major units of the store currency in results.
 */
import type { HandlerContext, StoreInfo, Types } from '@storeops/contract';
import { DECISION_BUCKETS, LIFECYCLE_STATES } from '@storeops/db';
import { byMetric, newest } from './calibration';
import * as rows from './catalog-rows';

/** Days the overview's decision census covers (contract: "7 in this version"). */
export const CENSUS_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * Dashboard page where a person switches an agent on (`turn_it_on.dashboard_url`): the agent's
 * page under Controls, `/dashboard/controls/agents/<slug>` for a live store and
 * `/dashboard/stores/<store id>/controls/agents/<slug>` for a sandbox copy (the URL scheme of
 * packages/domains/general/src/destinations.ts).
 */
export function agentDashboardUrl(store: Pick<StoreInfo, 'id' | 'sandbox'>, slug: string): string {
  const root = store.sandbox ? `/dashboard/stores/${encodeURIComponent(store.id)}` : '/dashboard';
  return `${root}/controls/agents/${encodeURIComponent(slug)}`;
}

/**
 * get_store_overview: six aggregate queries, run concurrently. Its one dependence on the clock is
 * the decision census window [now - 7 days, now]: with `validUntil` (the read cache's reporter,
 * HandlerContext) a seventh query finds when the census next changes with no write, the oldest
 * decision in the window leaving it or the next future-dated one entering it, and reports it.
 */
export async function getStoreOverview(_input: Types.GetStoreOverviewInput, ctx: HandlerContext): Promise<Types.GetStoreOverviewResult> {
  const { scope, store, now, validUntil } = ctx;
  const until = now.toISOString();
  const since = new Date(now.getTime() - CENSUS_WINDOW_DAYS * DAY_MS).toISOString();
  const [productGroups, variantCount, alertGroups, thresholds, agents, bucketGroups, edges] = await Promise.all([
    rows.countProductsByStatus(scope),
    rows.countVariants(scope),
    rows.countOpenAlertsBySeverity(scope),
    rows.listThresholds(scope),
    rows.listAgents(scope),
    rows.countDecisionsByBucket(scope, since, until),
    validUntil === undefined ? null : rows.decisionWindowEdges(scope, since, until),
  ]);
  if (validUntil !== undefined && edges !== null) {
    // A decision at t is counted while since <= t, i.e. until now = t + 7 days (inclusive): it
    // leaves 1 ms later. A future one enters at its own time.
    if (edges.oldest !== null) validUntil(new Date(Date.parse(edges.oldest) + CENSUS_WINDOW_DAYS * DAY_MS + 1));
    if (edges.next !== null) validUntil(new Date(Date.parse(edges.next)));
  }
  return {
    store_id: store.id,
    name: store.name,
    tenant_type: store.tenantType,
    currency: store.currency,
    catalogue: catalogueCounts(productGroups, variantCount),
    ...openAlerts(alertGroups),
    calibration: {
      calibrated_at: newest(thresholds.map((t) => t.calibrated_at)),
      thresholds: [...thresholds].sort(byMetric).map(({ metric, floor, ceiling, p50 }) => ({ metric, floor, ceiling, p50 })),
    },
    last_sync_at: store.lastSyncedAt,
    agents: agentsOverview(agents, store),
    decisions: decisionCensus(bucketGroups),
  };
}

export function catalogueCounts(groups: readonly rows.ProductStatusCount[], variantCount: number): Types.CatalogueCounts {
  const storefront_status = { active: 0, draft: 0, archived: 0 };
  const lifecycle = new Map<string, number>();
  let product_count = 0;
  for (const g of groups) {
    product_count += g.n;
    storefront_status[g.storefront_status] += g.n;
    lifecycle.set(g.lifecycle_state, (lifecycle.get(g.lifecycle_state) ?? 0) + g.n);
  }
  // Only states with products appear (contract); keys in lifecycle order for a stable reading.
  const service_lifecycle: Record<string, number> = {};
  for (const state of LIFECYCLE_STATES) {
    const n = lifecycle.get(state);
    if (n !== undefined && n > 0) service_lifecycle[state] = n;
  }
  return { product_count, variant_count: variantCount, storefront_status, service_lifecycle };
}

function openAlerts(groups: ReadonlyArray<{ severity: Types.AlertSeverity; n: number }>) {
  const open_alerts_by_severity: Types.AlertSeverityCounts = { critical: 0, warning: 0, info: 0 };
  for (const g of groups) open_alerts_by_severity[g.severity] += g.n;
  const open_alert_count = groups.reduce((sum, g) => sum + g.n, 0);
  return { open_alert_count, open_alerts_by_severity };
}

export function agentsOverview(agents: readonly rows.AgentListRow[], store: Pick<StoreInfo, 'id' | 'sandbox'>): Types.AgentsOverview {
  const out: Types.AgentsOverview = { total: agents.length, live: [], dry_run: [], off: [] };
  for (const { slug, name, mode, last_run_at } of agents) {
    if (mode === 'dry_run') {
      out.dry_run.push({
        slug,
        name,
        last_run_at,
        turn_it_on: { operation: 'enable_automation', arguments: { agent: slug }, dashboard_url: agentDashboardUrl(store, slug) },
      });
    } else {
      out[mode].push({ slug, name, last_run_at });
    }
  }
  return out;
}

/** Every bucket present (zeros included); `total` is their sum. */
export function decisionCensus(groups: ReadonlyArray<{ bucket: Types.DecisionBucket; n: number }>): Types.DecisionCensus {
  const buckets = Object.fromEntries(DECISION_BUCKETS.map((b) => [b, 0])) as unknown as Types.DecisionBucketCounts;
  for (const g of groups) buckets[g.bucket] += g.n;
  const total = DECISION_BUCKETS.reduce((sum, b) => sum + buckets[b], 0);
  return { window_days: CENSUS_WINDOW_DAYS, total, buckets };
}
