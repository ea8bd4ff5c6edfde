/**
 * @storeops/connector-merchant-feed (seed catalogue "merchant"): every merchant operation reaches the
 * store's merchant (product) feed through this connector, never through tables directly. The
 * embedded implementation (`embeddedMerchantFeed`) holds the demo feed in the store's own tables
 * (migration 017: `merchant_feed_items`, `merchant_account_issues`,
 * `merchant_performance_daily`), read and written through the store scope, so sandbox copies
 * and row-level security apply as for every other table.
 *
 * It implements the merchant-feed port (@storeops/contract ports/merchant-feed.ts); the merchant
 * handlers reach it as `ctx.connectors.merchantFeed` (AppOptions `connectors.merchantFeed` replaces
 * it: a real feed provider's client, which resolves the store's account from `ctx.store`).
 */
import type { HandlerContext } from '@storeops/contract';
import {
  parseJsonArray,
  toNumber,
  type MerchantAccountIssueRow,
  type MerchantFeedItemRow,
  type MerchantPerformanceDailyRow,
} from '@storeops/db';
import {
  LABEL_NAMES,
  type Labels,
  type FeedStatus,
  type ItemIssue,
  type FeedItem,
  type MerchantFeedPort,
} from '@storeops/contract/ports/merchant-feed';

export {
  LABEL_NAMES,
  type LabelName,
  type Labels,
  type FeedStatus,
  type ItemIssue,
  type AccountIssue,
  type FeedItem,
  type ItemQuery,
  type PerformanceRow,
  type MerchantFeedPort,
} from '@storeops/contract/ports/merchant-feed';
/** The port this adapter implements (@storeops/contract ports/merchant-feed.ts). */
export type MerchantFeedConnector = MerchantFeedPort;

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

/** The tables holding the merchant feed's data (migration 017). */
export const MERCHANT_FEED_OWNED_TABLES: readonly string[] = [
  'merchant_feed_items',
  'merchant_account_issues',
  'merchant_performance_daily',
];

/** The embedded connector: the demo feed in the store's tables (migration 017). */
export const embeddedMerchantFeed: MerchantFeedConnector = {
  ownedTables: MERCHANT_FEED_OWNED_TABLES,
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
