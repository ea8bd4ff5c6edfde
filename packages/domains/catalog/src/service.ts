/**
 * Catalog rules (seed: "Store overview", "Product", "Variant", "Limits"): what each result holds
 * and how stored values become contract values. Money: integer cents in storage, decimal major
 * units of the store currency in results. Queries live in `repo.ts`.
 */
import { ArgumentError, type StoreInfo, type Types } from '@storeops/contract';
import { DECISION_BUCKETS, LIFECYCLE_STATES, type StoreScope } from '@storeops/db';
import * as repo from './repo';

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

/** Integer cents to a decimal in major units (2450 -> 24.5). */
export function toMajorUnits(cents: number): number {
  return cents / 100;
}

const METRIC_ORDER: readonly Types.CalibrationMetric[] = ['roas', 'cpa_cents', 'conversion_rate', 'refund_rate'];
const byMetric = (a: { metric: Types.CalibrationMetric }, b: { metric: Types.CalibrationMetric }) =>
  METRIC_ORDER.indexOf(a.metric) - METRIC_ORDER.indexOf(b.metric);

function newest(times: readonly string[]): string | null {
  return times.reduce<string | null>((max, t) => (max === null || t > max ? t : max), null);
}

/**
 * get_store_overview: six aggregate queries, run concurrently. Its one dependence on the clock is
 * the decision census window [now - 7 days, now]: with `validUntil` (the read cache's reporter,
 * HandlerContext) a seventh query finds when the census next changes with no write, the oldest
 * decision in the window leaving it or the next future-dated one entering it, and reports it.
 */
export async function storeOverview(
  scope: StoreScope,
  store: StoreInfo,
  now: Date,
  validUntil?: (at: Date) => void,
): Promise<Types.GetStoreOverviewResult> {
  const until = now.toISOString();
  const since = new Date(now.getTime() - CENSUS_WINDOW_DAYS * DAY_MS).toISOString();
  const [productGroups, variantCount, alertGroups, thresholds, agents, bucketGroups, edges] = await Promise.all([
    repo.countProductsByStatus(scope),
    repo.countVariants(scope),
    repo.countOpenAlertsBySeverity(scope),
    repo.listThresholds(scope),
    repo.listAgents(scope),
    repo.countDecisionsByBucket(scope, since, until),
    validUntil === undefined ? null : repo.decisionWindowEdges(scope, since, until),
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

export function catalogueCounts(groups: readonly repo.ProductStatusCount[], variantCount: number): Types.CatalogueCounts {
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

export function agentsOverview(agents: readonly repo.AgentListRow[], store: Pick<StoreInfo, 'id' | 'sandbox'>): Types.AgentsOverview {
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

export interface ProductQuery {
  filter?: Types.QueryProductsInput['filter'];
  sort: repo.ProductSort;
  limit: number;
}

/** query_products: one query for the page, one for the last decisions of its products. */
export async function queryProducts(scope: StoreScope, store: StoreInfo, q: ProductQuery): Promise<Types.QueryProductsResult> {
  const rows = await repo.queryProductPage(scope, {
    lifecycleState: q.filter?.lifecycle_state,
    hasPendingDecision: q.filter?.has_active_decision,
    text: q.filter?.query,
    sku: q.filter?.sku,
    sort: q.sort,
    limit: q.limit,
  });
  const decisions = await repo.lastDecisions(
    scope,
    rows.map((r) => r.id),
  );
  const lastByProduct = new Map(decisions.map((d) => [d.product_id, d]));
  const products = rows.map((r) => toProduct(r, lastByProduct.get(r.id) ?? null, store.currency));
  return { products, count: products.length, sort: q.sort, limit: q.limit };
}

function toProduct(r: repo.ProductListRow, last: repo.LastDecisionRow | null, currency: string): Types.Product {
  return {
    id: r.id,
    handle: r.handle,
    title: r.title,
    state: r.lifecycle_state,
    storefront_status: r.storefront_status,
    vendor: r.vendor,
    price: toMajorUnits(r.price_cents),
    currency,
    current_roas: r.current_roas,
    last_decision: last === null ? null : toLastDecision(last),
    updated_at: r.updated_at,
    created_at: r.created_at,
  };
}

/**
 * The contract requires `to_state`; a stored decision that moves nothing may have none, and then
 * the subject stays in `from_state`.
 */
function toLastDecision(d: repo.LastDecisionRow): Types.ProductLastDecision {
  return { id: d.id, action: d.action, bucket: d.bucket, to_state: d.to_state ?? d.from_state ?? '', created_at: d.created_at };
}

/** get_calibration: every threshold with its percentiles; `calibrated_at` is the newest. */
export async function calibration(scope: StoreScope): Promise<Types.GetCalibrationResult> {
  const rows = await repo.listThresholds(scope);
  return {
    calibrated_at: newest(rows.map((r) => r.calibrated_at)),
    thresholds: [...rows].sort(byMetric).map((r) => ({
      metric: r.metric,
      floor: r.floor,
      ceiling: r.ceiling,
      percentiles: { p10: r.p10, p25: r.p25, p50: r.p50, p75: r.p75, p90: r.p90 },
      sample_size: r.sample_size,
      window_days: r.window_days,
      calibrated_at: r.calibrated_at,
    })),
  };
}

/**
 * get_variants: one product's variants in storefront (position) order, or without `productId` the
 * store's highest priced variants, highest first; with `sku`, only the variant of exactly that SKU
 * (empty when none has it). One query (two when a SKU finds nothing in a named product). Throws
 * `ArgumentError` (`product_id`) when the product is not in this store.
 */
export async function variants(
  scope: StoreScope,
  store: StoreInfo,
  productId: string | undefined,
  limit: number,
  sku?: string,
): Promise<Types.GetVariantsResult> {
  let rows: repo.VariantListRow[];
  if (sku !== undefined) {
    rows = await repo.variantsBySku(scope, sku, productId, limit);
    if (rows.length === 0 && productId !== undefined && !(await repo.productExists(scope, productId)))
      throw new ArgumentError('product_id', `no product ${productId} in this store`);
  } else if (productId === undefined) {
    rows = await repo.topVariantsByPrice(scope, limit);
  } else {
    const found = await repo.productVariants(scope, productId, limit);
    if (!found.found) throw new ArgumentError('product_id', `no product ${productId} in this store`);
    rows = found.variants;
  }
  const list = rows.map((r) => toVariant(r, store.currency));
  return { product_id: productId ?? null, variants: list, count: list.length };
}

function toVariant(r: repo.VariantListRow, currency: string): Types.Variant {
  return {
    id: r.id,
    product_id: r.product_id,
    external_id: r.external_id,
    sku: r.sku,
    title: r.title,
    size: r.size,
    colour: r.colour,
    price: toMajorUnits(r.price_cents),
    compare_at_price: r.compare_at_price_cents === null ? null : toMajorUnits(r.compare_at_price_cents),
    currency,
    inventory_quantity: r.inventory_quantity,
  };
}
