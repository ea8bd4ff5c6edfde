/**
 * The merchant-feed port (seed catalogue "merchant"; a Merchant-Center-like product feed): feed
 * items with their status, issues and custom labels, account issues, daily performance. The
 * merchant handlers reach the feed only through `ctx.connectors.merchantFeed`; the embedded
 * adapter is @storeops/connector-merchant-feed. Money in integer cents; days UTC `YYYY-MM-DD`.
 */
import type { MerchantAccountIssueRow } from '@storeops/db';
import type { HandlerContext } from '../handler-context';

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

/** An account-level issue: its `merchant_account_issues` row. */
export type AccountIssue = Omit<MerchantAccountIssueRow, 'store_id'>;

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

export interface MerchantFeedPort {
  /** Tables of the store's data that hold this platform's data: handlers never write them (the port guard test). */
  readonly ownedTables: readonly string[];
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
