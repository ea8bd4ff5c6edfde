/**
 * get_discount_history (seed catalogue: promotions:read, read): the store's automatic discounts
 * (`discounts`) and discount codes (`discount_codes`) newest first, one cursor over both tables
 * (contract paging.ts: each table is paged on `created_at`, `id` and the two pages are merged),
 * with effective status now (UTC) and, for codes, what the orders that used them did.
 */
import { cutPage, pageAfter, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import { parseJsonArray, toNumber, type DiscountCodeRow, type DiscountRow } from '@storeops/db';
import { codeStatus, codeTitle, codeValue, discountStatus, discountTitle, ordersUsing, performance } from './view';

const CURSOR_PREFIX = 'pmh1.';
const DAY_MS = 86_400_000;
type Query = ReturnType<HandlerContext['scope']['from']>;
type Input = WithDefaults<Types.GetDiscountHistoryInput, 'limit'>;

/** Narrows a discount_codes query to codes whose effective status at `now` is `status`. */
function whereCodeStatus(q: Query, status: Types.PromotionStatus, now: string): boolean {
  const live = (w: Query): Query =>
    w.whereNotIn('status', ['disabled', 'expired']).andWhere((e) => e.whereNull('ends_at').orWhere('ends_at', '>', now));
  switch (status) {
    case 'disabled':
      q.where('status', 'disabled');
      return true;
    case 'expired':
      q.whereNot('status', 'disabled').andWhere((w) =>
        w.where('status', 'expired').orWhere((e) => e.whereNotNull('ends_at').andWhere('ends_at', '<=', now)),
      );
      return true;
    case 'scheduled':
      q.where((w) => live(w).andWhere('starts_at', '>', now));
      return true;
    case 'active':
      q.where((w) => live(w).andWhere('starts_at', '<=', now));
      return true;
    case 'ended':
      return false;
  }
}

function codeItem(row: DiscountCodeRow, now: string, currency: string, perf: Types.PromotionPerformance): Types.PromotionSummary {
  const usageCount = toNumber(row.usage_count) ?? 0;
  const usageLimit = toNumber(row.usage_limit);
  return {
    kind: 'discount_code',
    id: row.id,
    code: row.code,
    title: codeTitle(row, currency),
    discount_type: row.discount_type,
    value: codeValue(row, currency),
    status: codeStatus(row, now),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    usage_count: usageCount,
    usage_limit: usageLimit,
    usage_limit_reached: usageLimit !== null && usageCount >= usageLimit,
    product_count: null,
    performance: perf,
    created_at: row.created_at,
  };
}

function discountItem(row: DiscountRow, now: string): Types.PromotionSummary {
  return {
    kind: 'discount',
    id: row.id,
    code: null,
    title: discountTitle(row),
    discount_type: 'percentage',
    value: toNumber(row.discount_percent) ?? 0,
    status: discountStatus(row, now),
    starts_at: row.created_at,
    ends_at: row.ended_at,
    usage_count: null,
    usage_limit: null,
    usage_limit_reached: false,
    product_count: parseJsonArray(row.product_ids).length,
    performance: null,
    created_at: row.created_at,
  };
}

type Tagged = ({ kind: 'discount_code' } & DiscountCodeRow) | ({ kind: 'discount' } & DiscountRow);

export async function getDiscountHistory(input: Input, ctx: HandlerContext): Promise<Types.GetDiscountHistoryResult> {
  const now = ctx.now.toISOString();
  const since = input.window_days !== undefined ? new Date(ctx.now.getTime() - input.window_days * DAY_MS).toISOString() : null;
  const page = (table: 'discount_codes' | 'discounts', narrow: (q: Query) => boolean): Promise<object[]> | [] => {
    const q = ctx.scope.from(table);
    if (!narrow(q)) return [];
    if (since !== null) q.andWhere('created_at', '>=', since);
    return pageAfter(q, CURSOR_PREFIX, input.before, input.limit) as unknown as Promise<object[]>;
  };
  const [codes, discounts] = await Promise.all([
    input.kind === 'discount'
      ? []
      : page('discount_codes', (q) => (input.status === undefined ? true : whereCodeStatus(q, input.status, now))),
    input.kind === 'discount_code'
      ? []
      : page('discounts', (q) => {
          if (input.status === undefined) return true;
          if (input.status === 'active') q.where('status', 'active').andWhere((w) => w.whereNull('ended_at').orWhere('ended_at', '>', now));
          else if (input.status === 'ended')
            q.where((w) => w.whereNot('status', 'active').orWhere((e) => e.whereNotNull('ended_at').andWhere('ended_at', '<=', now)));
          else return false;
          return true;
        }),
  ]);
  const merged: Tagged[] = [
    ...(codes as DiscountCodeRow[]).map((r) => ({ ...r, kind: 'discount_code' as const })),
    ...(discounts as DiscountRow[]).map((r) => ({ ...r, kind: 'discount' as const })),
  ].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1));
  const cut = cutPage(CURSOR_PREFIX, merged.slice(0, input.limit + 1), input.limit);

  const pageCodes = cut.page.filter((r): r is Extract<Tagged, { kind: 'discount_code' }> => r.kind === 'discount_code');
  const used = await ordersUsing(
    ctx,
    pageCodes.map((r) => r.code_key),
  );
  const promotions = cut.page.map((r) =>
    r.kind === 'discount_code'
      ? codeItem(
          r,
          now,
          ctx.store.currency,
          performance(
            used.filter((o) => o.key === r.code_key),
            ctx.store.currency,
          ),
        )
      : discountItem(r, now),
  );
  return { currency: ctx.store.currency, promotions, has_more: cut.has_more, next_cursor: cut.next_cursor };
}
