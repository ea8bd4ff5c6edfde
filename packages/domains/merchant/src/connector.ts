/**
 * The merchant-feed connector (seed catalogue "merchant"): every merchant operation reaches the
 * store's merchant (product) feed through this interface, never through tables directly. The
 * embedded implementation (`embeddedMerchantFeed`) holds the demo feed in the store's own tables
 * (migration 017: `merchant_feed_items`, `merchant_account_issues`,
 * `merchant_performance_daily`), read and written through the store scope, so sandbox copies
 * and row-level security apply as for every other table.
 *
 * Seam: the handlers call `merchantFeedConnector()`, which answers the embedded connector unless
 * `setMerchantFeedConnector()` installed another one (a real feed provider's client, or a test
 * double). The connector is process-wide: a connector for a real provider resolves the store's
 * account itself from `ctx.store`.
 */
import type { HandlerContext } from '@storeops/contract';
import {
  parseJsonArray,
  toNumber,
  type MerchantAccountIssueRow,
  type MerchantFeedItemRow,
  type MerchantPerformanceDailyRow,
} from '@storeops/db';

export const LABEL_NAMES = ['custom_label_0', 'custom_label_1', 'custom_label_2', 'custom_label_3', 'custom_label_4'] as const;
export type LabelName = (typeof LABEL_NAMES)[number];
export type Labels = Record<LabelName, string | null>;
export type FeedStatus = 'approved' | 'limited' | 'disapproved';

export interface ItemIssue {
  code: string;
  severity: 'error' | 'warning' | 'suggestion';
  attribute: string | null;
  description: string;
  resolution: string;
}

export interface AccountIssue {
  id: string;
  code: string;
  severity: 'critical' | 'error' | 'suggestion';
  title: string;
  detail: string;
  documentation_url: string | null;
  affected_items: number;
  first_seen_at: string;
}

/** A feed item joined with its product. */
export interface FeedItem {
  product_id: string;
  handle: string;
  title: string;
  offer_id: string;
  status: FeedStatus;
  issues: ItemIssue[];
  labels: Labels;
  last_checked_at: string;
}

export interface ItemQuery {
  status?: FeedStatus;
  issueCode?: string;
  productId?: string;
  /** Only items whose handle sorts after this one (paging). */
  afterHandle?: string;
  /** At most this many items, by handle ascending. */
  limit: number;
}

/** One product's performance on one UTC day; money in cents. */
export interface PerformanceRow {
  product_id: string;
  date: string;
  impressions: number;
  clicks: number;
  conversions: number;
  conversion_value_cents: number;
}

export interface MerchantFeedConnector {
  /** Account-level issues (any order). */
  accountIssues(ctx: HandlerContext): Promise<AccountIssue[]>;
  /** Items matching `query`, by handle ascending. */
  items(ctx: HandlerContext, query: ItemQuery): Promise<FeedItem[]>;
  /** Number of items per status. */
  statusCounts(ctx: HandlerContext): Promise<Record<FeedStatus, number>>;
  /** Items of these products (missing ones are absent from the map). */
  itemsOf(ctx: HandlerContext, productIds: readonly string[]): Promise<Map<string, FeedItem>>;
  /** Daily performance rows of `start`..`end` (UTC days, inclusive). */
  performance(ctx: HandlerContext, start: string, end: string): Promise<PerformanceRow[]>;
  /** Sets the given labels of one item (labels not given are unchanged). */
  writeLabels(ctx: HandlerContext, productId: string, labels: Partial<Labels>): Promise<void>;
}

type Joined = MerchantFeedItemRow & { handle: string; title: string };

const RANK = { error: 0, warning: 1, suggestion: 2 } as const;

function toItem(r: Joined): FeedItem {
  const issues = parseJsonArray<ItemIssue>(r.issues).sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  const labels = Object.fromEntries(LABEL_NAMES.map((n) => [n, r[n] ?? null])) as Labels;
  return {
    product_id: r.product_id,
    handle: r.handle,
    title: r.title,
    offer_id: r.offer_id,
    status: r.status,
    issues,
    labels,
    last_checked_at: r.last_checked_at,
  };
}

/** Feed items joined with their products (store-scoped on both sides). */
function joined(ctx: HandlerContext): ReturnType<HandlerContext['scope']['from']> {
  const q = ctx.scope.from('merchant_feed_items', 'f').select('f.*', 'p.handle', 'p.title');
  return ctx.scope.join(q, { table: 'products', as: 'p', on: ['p.id', 'f.product_id'] });
}

/** The embedded connector: the demo feed in the store's tables (migration 017). */
export const embeddedMerchantFeed: MerchantFeedConnector = {
  async accountIssues(ctx) {
    const rows = (await ctx.scope.from('merchant_account_issues').select('*')) as MerchantAccountIssueRow[];
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      severity: r.severity,
      title: r.title,
      detail: r.detail,
      documentation_url: r.documentation_url ?? null,
      affected_items: toNumber(r.affected_items) ?? 0,
      first_seen_at: r.first_seen_at,
    }));
  },
  async items(ctx, query) {
    const q = joined(ctx).orderBy('p.handle', 'asc').limit(query.limit);
    if (query.status !== undefined) q.where('f.status', query.status);
    if (query.productId !== undefined) q.where('f.product_id', query.productId);
    if (query.afterHandle !== undefined) q.where('p.handle', '>', query.afterHandle);
    // Issue codes are `[a-z0-9_]`: a quoted substring match on the JSON text is exact.
    if (query.issueCode !== undefined) q.where('f.issues', 'like', `%"code":"${query.issueCode}"%`);
    return ((await q) as Joined[]).map(toItem);
  },
  async statusCounts(ctx) {
    const rows = (await ctx.scope.from('merchant_feed_items').select('status').count({ n: '*' }).groupBy('status')) as Array<{
      status: FeedStatus;
      n: number | string;
    }>;
    const counts: Record<FeedStatus, number> = { approved: 0, limited: 0, disapproved: 0 };
    for (const r of rows) counts[r.status] = Number(r.n);
    return counts;
  },
  async itemsOf(ctx, productIds) {
    if (productIds.length === 0) return new Map();
    const rows = (await joined(ctx).whereIn('f.product_id', [...productIds])) as Joined[];
    return new Map(rows.map((r) => [r.product_id, toItem(r)]));
  },
  async performance(ctx, start, end) {
    const rows = (await ctx.scope
      .from('merchant_performance_daily')
      .select('product_id', 'date', 'impressions', 'clicks', 'conversions', 'conversion_value_cents')
      .where('date', '>=', start)
      .andWhere('date', '<=', end)) as MerchantPerformanceDailyRow[];
    return rows.map((r) => ({
      product_id: r.product_id,
      date: r.date,
      impressions: Number(r.impressions),
      clicks: Number(r.clicks),
      conversions: Number(r.conversions),
      conversion_value_cents: Number(r.conversion_value_cents),
    }));
  },
  async writeLabels(ctx, productId, labels) {
    await ctx.scope
      .from('merchant_feed_items')
      .where({ product_id: productId })
      .update({ ...labels, updated_at: ctx.now.toISOString() });
  },
};

let current: MerchantFeedConnector = embeddedMerchantFeed;

/** The connector the merchant handlers use (the embedded one unless replaced). */
export function merchantFeedConnector(): MerchantFeedConnector {
  return current;
}

/** Replaces the connector (e.g. a real feed provider's client); `undefined` restores the embedded one. */
export function setMerchantFeedConnector(connector: MerchantFeedConnector | undefined): void {
  current = connector ?? embeddedMerchantFeed;
}
