/**
 * merchant_get_account_issues and merchant_get_product_views (seed catalogue "merchant";
 * merchant:read, read): the merchant feed's account-level issues and its per-product view
 * (status, item issues, custom labels), through the merchant-feed connector.
 */
import { OperationError, packCursor, unpackCursor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import type { FeedItem, FeedStatus } from '@storeops/contract/ports/merchant-feed';

const SEVERITY_RANK = { critical: 0, error: 1, suggestion: 2 } as const;
const CURSOR_PREFIX = 'mpv1.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Resolves a product handle or UUID to its id; unknown answers 400 `invalid_request` naming `field`. */
export async function findProductId(ctx: HandlerContext, ref: string, field: string): Promise<{ id: string; handle: string }> {
  const q = ctx.scope.from('products').select('id', 'handle');
  const row = (await (UUID.test(ref) ? q.where('id', ref.toLowerCase()) : q.where('handle', ref)).first()) as
    { id: string; handle: string } | undefined;
  if (row === undefined) throw new OperationError('invalid_request', `${field}: no product ${JSON.stringify(ref)} in this store`);
  return row;
}

async function statusCounts(ctx: HandlerContext): Promise<Types.MerchantItemStatusCounts> {
  const c = await ctx.connectors.merchantFeed.statusCounts(ctx);
  return { ...c, total: c.approved + c.limited + c.disapproved };
}

export async function merchantGetAccountIssues(
  input: Types.MerchantGetAccountIssuesInput,
  ctx: HandlerContext,
): Promise<Types.MerchantGetAccountIssuesResult> {
  const all = await ctx.connectors.merchantFeed.accountIssues(ctx);
  const issues = all
    .filter((i) => input.severity === undefined || i.severity === input.severity)
    .sort(
      (a, b) =>
        SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.first_seen_at.localeCompare(a.first_seen_at) || a.id.localeCompare(b.id),
    );
  return { issues, count: issues.length, item_status_counts: await statusCounts(ctx) };
}

export function productView(item: FeedItem): Types.MerchantProductView {
  return {
    product_id: item.product_id,
    handle: item.handle,
    title: item.title,
    offer_id: item.offer_id,
    status: item.status,
    issues: item.issues,
    custom_labels: item.labels,
    last_checked_at: item.last_checked_at,
  };
}

function decodeCursor(value: string): string {
  return unpackCursor(CURSOR_PREFIX, value, ({ h }) => (typeof h === 'string' ? h : null));
}

export async function merchantGetProductViews(
  input: WithDefaults<Types.MerchantGetProductViewsInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.MerchantGetProductViewsResult> {
  const productId = input.product === undefined ? undefined : (await findProductId(ctx, input.product, 'product')).id;
  const items = await ctx.connectors.merchantFeed.items(ctx, {
    ...(input.status === undefined ? {} : { status: input.status as FeedStatus }),
    ...(input.issue_code === undefined ? {} : { issueCode: input.issue_code }),
    ...(productId === undefined ? {} : { productId }),
    ...(input.cursor === undefined ? {} : { afterHandle: decodeCursor(input.cursor) }),
    limit: input.limit + 1,
  });
  if (
    productId !== undefined &&
    items.length === 0 &&
    input.status === undefined &&
    input.issue_code === undefined &&
    input.cursor === undefined
  ) {
    throw new OperationError('invalid_request', `product: ${JSON.stringify(input.product)} has no item in the merchant feed`);
  }
  const page = items.slice(0, input.limit);
  const hasMore = items.length > input.limit;
  const last = page[page.length - 1];
  return {
    products: page.map(productView),
    item_status_counts: await statusCounts(ctx),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? packCursor(CURSOR_PREFIX, { h: last.handle }) : null,
  };
}
