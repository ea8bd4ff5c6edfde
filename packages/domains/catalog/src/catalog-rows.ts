/**
 * Catalog queries (knex, through the store scope only). Every function returns plain rows with
 * numbers and booleans normalised across SQLite and PostgreSQL; no business rules live here.
 */
import { toNumber, type StoreScope } from '@storeops/db';
import type {
  AgentMode,
  AlertSeverity,
  CalibrationMetric,
  CalibrationThresholdRow,
  DecisionBucket,
  LifecycleState,
  ProductRow,
  StorefrontStatus,
  VariantRow,
} from '@storeops/db';

/** Decision buckets whose unapplied rows count as a product's pending decision. */
export const PENDING_BUCKETS: readonly DecisionBucket[] = ['queued', 'suggested'];

export type ProductSort = 'created_desc' | 'updated_desc' | 'roas_desc';

const count = (v: unknown): number => toNumber(v) ?? 0;

export interface ProductStatusCount {
  storefront_status: StorefrontStatus;
  lifecycle_state: LifecycleState;
  n: number;
}

/** Products per (storefront status, lifecycle state): one GROUP BY query. */
export async function countProductsByStatus(scope: StoreScope): Promise<ProductStatusCount[]> {
  const rows: Array<Record<string, unknown>> = await scope
    .from('products', 'p')
    .select('p.storefront_status', 'p.lifecycle_state')
    .count({ n: '*' })
    .groupBy('p.storefront_status', 'p.lifecycle_state');
  return rows.map((r) => ({
    storefront_status: r.storefront_status as StorefrontStatus,
    lifecycle_state: r.lifecycle_state as LifecycleState,
    n: count(r.n),
  }));
}

/** Number of variants across the store's products. */
export async function countVariants(scope: StoreScope): Promise<number> {
  const [row] = await scope.from('variants', 'v').count({ n: '*' });
  return count((row as Record<string, unknown> | undefined)?.n);
}

/** Open (unresolved) alerts per severity; severities without an open alert are absent. */
export async function countOpenAlertsBySeverity(scope: StoreScope): Promise<Array<{ severity: AlertSeverity; n: number }>> {
  const rows: Array<Record<string, unknown>> = await scope
    .from('alerts', 'a')
    .select('a.severity')
    .count({ n: '*' })
    .whereNull('a.resolved_at')
    .groupBy('a.severity');
  return rows.map((r) => ({ severity: r.severity as AlertSeverity, n: count(r.n) }));
}

/** Decision rows per bucket created in [since, until] (ISO 8601 strings); empty buckets are absent. */
export async function countDecisionsByBucket(
  scope: StoreScope,
  since: string,
  until: string,
): Promise<Array<{ bucket: DecisionBucket; n: number }>> {
  const rows: Array<Record<string, unknown>> = await scope
    .from('decisions', 'd')
    .select('d.bucket')
    .count({ n: '*' })
    .where('d.created_at', '>=', since)
    .andWhere('d.created_at', '<=', until)
    .groupBy('d.bucket');
  return rows.map((r) => ({ bucket: r.bucket as DecisionBucket, n: count(r.n) }));
}

/**
 * The decision times that bound how long a census of [since, until] stays true with no write: the
 * oldest decision from `since` on (it leaves the window first) and the earliest one after `until`
 * (it enters first). ISO 8601 text, or null when there is none.
 */
export async function decisionWindowEdges(
  scope: StoreScope,
  since: string,
  until: string,
): Promise<{ oldest: string | null; next: string | null }> {
  const row = (await scope
    .from('decisions', 'd')
    .min({ oldest: 'd.created_at' })
    .select(scope.raw('min(case when d.created_at > ? then d.created_at end) as next', [until]))
    .where('d.created_at', '>=', since)
    .first()) as { oldest: string | null; next: string | null } | undefined;
  return { oldest: row?.oldest ?? null, next: row?.next ?? null };
}

/** A calibration row as this domain reads it (the stored row without its keys). */
export type ThresholdRow = Omit<CalibrationThresholdRow, 'id' | 'store_id'>;

/** The store's calibration thresholds (at most one row per metric), ordered by metric name. */
export async function listThresholds(scope: StoreScope): Promise<ThresholdRow[]> {
  const rows: Array<Record<string, unknown>> = await scope
    .from('calibration_thresholds', 'c')
    .select('c.metric', 'c.floor', 'c.ceiling', 'c.p10', 'c.p25', 'c.p50', 'c.p75', 'c.p90')
    .select('c.sample_size', 'c.window_days', 'c.calibrated_at')
    .orderBy('c.metric', 'asc');
  return rows.map((r) => ({
    metric: r.metric as CalibrationMetric,
    floor: count(r.floor),
    ceiling: count(r.ceiling),
    p10: count(r.p10),
    p25: count(r.p25),
    p50: count(r.p50),
    p75: count(r.p75),
    p90: count(r.p90),
    sample_size: count(r.sample_size),
    window_days: count(r.window_days),
    calibrated_at: String(r.calibrated_at),
  }));
}

export interface AgentListRow {
  slug: string;
  name: string;
  mode: AgentMode;
  last_run_at: string | null;
}

/** Every agent of the store, ordered by slug. */
export async function listAgents(scope: StoreScope): Promise<AgentListRow[]> {
  const rows: Array<Record<string, unknown>> = await scope
    .from('agents', 'g')
    .select('g.slug', 'g.name', 'g.mode', 'g.last_run_at')
    .orderBy('g.slug', 'asc');
  return rows.map((r) => ({
    slug: String(r.slug),
    name: String(r.name),
    mode: r.mode as AgentMode,
    last_run_at: (r.last_run_at as string | null) ?? null,
  }));
}

export interface ProductPageQuery {
  lifecycleState?: LifecycleState;
  /** true: only products with a pending decision; false: only products without one. */
  hasPendingDecision?: boolean;
  /** Title, handle or a variant's SKU contains this text (ASCII case-insensitive). */
  text?: string;
  /** A variant has exactly this SKU. */
  sku?: string;
  sort: ProductSort;
  limit: number;
}

/** `%`, `_` and `\` of user text escaped for `LIKE ... ESCAPE '\'`, ASCII letters lower-cased (SQLite's `lower` folds ASCII only). */
function containsPattern(text: string): string {
  return `%${text.replace(/[A-Z]/g, (c) => c.toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One product of a list page: the `products` columns it shows; price in cents. */
export type ProductListRow = Pick<
  ProductRow,
  | 'id'
  | 'handle'
  | 'title'
  | 'vendor'
  | 'storefront_status'
  | 'lifecycle_state'
  | 'price_cents'
  | 'current_roas'
  | 'created_at'
  | 'updated_at'
>;

/**
 * One page of products (one query). A pending decision is a row in a {@link PENDING_BUCKETS}
 * bucket with `applied` false. Orders break ties by id ascending; `roas_desc` puts null ROAS last.
 */
export async function queryProductPage(scope: StoreScope, q: ProductPageQuery): Promise<ProductListRow[]> {
  const qb = scope
    .from('products', 'p')
    .select('p.id', 'p.handle', 'p.title', 'p.vendor', 'p.storefront_status', 'p.lifecycle_state')
    .select('p.price_cents', 'p.current_roas', 'p.created_at', 'p.updated_at');
  if (q.lifecycleState !== undefined) qb.where('p.lifecycle_state', q.lifecycleState);
  if (q.hasPendingDecision !== undefined) {
    const pending = scope
      .from('decisions', 'pd')
      .select(scope.raw('1'))
      .whereRaw('pd.product_id = p.id')
      .whereIn('pd.bucket', [...PENDING_BUCKETS])
      .where('pd.applied', false);
    if (q.hasPendingDecision) qb.whereExists(pending);
    else qb.whereNotExists(pending);
  }
  if (q.text !== undefined) {
    const pattern = containsPattern(q.text);
    const bySku = scope
      .from('variants', 'tv')
      .select(scope.raw('1'))
      .whereRaw('tv.product_id = p.id')
      .whereRaw(`lower(tv.sku) like ? escape '\\'`, [pattern]);
    qb.where((w) => {
      w.whereRaw(`lower(p.title) like ? escape '\\'`, [pattern])
        .orWhereRaw(`lower(p.handle) like ? escape '\\'`, [pattern])
        .orWhereExists(bySku);
    });
  }
  if (q.sku !== undefined) {
    qb.whereExists(scope.from('variants', 'sv').select(scope.raw('1')).whereRaw('sv.product_id = p.id').where('sv.sku', q.sku));
  }
  if (q.sort === 'roas_desc') {
    qb.orderByRaw('case when p.current_roas is null then 1 else 0 end asc, p.current_roas desc, p.id asc');
  } else {
    qb.orderBy(q.sort === 'created_desc' ? 'p.created_at' : 'p.updated_at', 'desc').orderBy('p.id', 'asc');
  }
  const rows: Array<Record<string, unknown>> = await qb.limit(q.limit);
  return rows.map((r) => ({
    id: String(r.id),
    handle: String(r.handle),
    title: String(r.title),
    vendor: String(r.vendor),
    storefront_status: r.storefront_status as StorefrontStatus,
    lifecycle_state: r.lifecycle_state as LifecycleState,
    price_cents: count(r.price_cents),
    current_roas: toNumber(r.current_roas),
    created_at: String(r.created_at),
    updated_at: String(r.updated_at),
  }));
}

export interface LastDecisionRow {
  product_id: string;
  id: string;
  action: string;
  bucket: DecisionBucket;
  from_state: string | null;
  to_state: string | null;
  created_at: string;
}

/**
 * The newest decision row (latest `created_at`, ties by id descending) of each given product, in
 * one query; products without a decision are absent from the result.
 */
export async function lastDecisions(scope: StoreScope, productIds: readonly string[]): Promise<LastDecisionRow[]> {
  if (productIds.length === 0) return [];
  const newest = scope
    .from('decisions', 'd2')
    .select('d2.id')
    .whereRaw('d2.product_id = d.product_id')
    .orderBy('d2.created_at', 'desc')
    .orderBy('d2.id', 'desc')
    .limit(1);
  const rows: Array<Record<string, unknown>> = await scope
    .from('decisions', 'd')
    .select('d.product_id', 'd.id', 'd.action', 'd.bucket', 'd.from_state', 'd.to_state', 'd.created_at')
    .whereIn('d.product_id', [...productIds])
    .where('d.id', newest);
  return rows.map((r) => ({
    product_id: String(r.product_id),
    id: String(r.id),
    action: String(r.action),
    bucket: r.bucket as DecisionBucket,
    from_state: (r.from_state as string | null) ?? null,
    to_state: (r.to_state as string | null) ?? null,
    created_at: String(r.created_at),
  }));
}

/** The `variants` columns a variant list reads. */
const VARIANT_FIELDS = [
  'id',
  'product_id',
  'external_id',
  'sku',
  'title',
  'size',
  'colour',
  'price_cents',
  'compare_at_price_cents',
  'inventory_quantity',
] as const;

/** One variant of a list: its row's {@link VARIANT_FIELDS}; money in cents. */
export type VariantListRow = Pick<VariantRow, (typeof VARIANT_FIELDS)[number]>;

const VARIANT_COLUMNS = VARIANT_FIELDS.map((f) => `v.${f}`);

function toVariant(r: Record<string, unknown>): VariantListRow {
  return {
    id: String(r.id),
    product_id: String(r.product_id),
    external_id: String(r.external_id),
    sku: String(r.sku),
    title: String(r.title),
    size: (r.size as string | null) ?? null,
    colour: (r.colour as string | null) ?? null,
    price_cents: count(r.price_cents),
    compare_at_price_cents: toNumber(r.compare_at_price_cents),
    inventory_quantity: count(r.inventory_quantity),
  };
}

/**
 * Variants of one product in position order (ties by id), at most `limit`, in one query (the
 * product left-joined to its variants). `found` is false when the product is not in this store.
 */
export async function productVariants(
  scope: StoreScope,
  productId: string,
  limit: number,
): Promise<{ found: boolean; variants: VariantListRow[] }> {
  const qb = scope
    .from('products', 'p')
    .select('p.id as product_ref', ...VARIANT_COLUMNS)
    .where('p.id', productId)
    .orderBy('v.position', 'asc')
    .orderBy('v.id', 'asc')
    .limit(limit);
  scope.join(qb, { table: 'variants', as: 'v', on: ['v.product_id', 'p.id'], type: 'left' });
  const rows: Array<Record<string, unknown>> = await qb;
  const variants = rows.filter((r) => r.id !== null && r.id !== undefined).map(toVariant);
  return { found: rows.length > 0, variants };
}

/** The variants with exactly `sku` (of `productId` only, when given), by id, at most `limit`. */
export async function variantsBySku(
  scope: StoreScope,
  sku: string,
  productId: string | undefined,
  limit: number,
): Promise<VariantListRow[]> {
  const qb = scope
    .from('variants', 'v')
    .select(...VARIANT_COLUMNS)
    .where('v.sku', sku);
  if (productId !== undefined) qb.where('v.product_id', productId);
  const rows: Array<Record<string, unknown>> = await qb.orderBy('v.id', 'asc').limit(limit);
  return rows.map(toVariant);
}

/** Whether `productId` is a product of this store. */
export async function productExists(scope: StoreScope, productId: string): Promise<boolean> {
  return (await scope.from('products', 'p').select('p.id').where('p.id', productId).first()) !== undefined;
}

/** The store's highest priced variants, highest first (ties by id), at most `limit`. */
export async function topVariantsByPrice(scope: StoreScope, limit: number): Promise<VariantListRow[]> {
  const rows: Array<Record<string, unknown>> = await scope
    .from('variants', 'v')
    .select(...VARIANT_COLUMNS)
    .orderBy('v.price_cents', 'desc')
    .orderBy('v.id', 'asc')
    .limit(limit);
  return rows.map(toVariant);
}
