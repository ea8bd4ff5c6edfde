/**
 * get_promotion_detail (seed catalogue: promotions:read, read): one discount, discount code or gift
 * card by `id`, or a discount code by `code` (case-insensitive). A gift card shows only its last 4
 * code characters. Unknown: 400 `invalid_request` naming `id` or `code`.
 */
import { ArgumentError, OperationError, excerpt, toMajor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import { parseJsonArray, toBool, toNumber, type DiscountCodeRow, type DiscountRow, type GiftCardRow, type ProductRow } from '@storeops/db';
import {
  codeStatus,
  codeTitle,
  codeValue,
  discountStatus,
  discountTitle,
  giftCardStatus,
  giftCardTitle,
  ordersUsing,
  performance,
  salePriceCents,
} from './view';

type Input = WithDefaults<Types.GetPromotionDetailInput, 'recent_orders'>;
type Result = Types.GetPromotionDetailResult;

const EMPTY = {
  code: null,
  last_characters: null,
  discount_type: null,
  value: null,
  minimum_subtotal: null,
  once_per_customer: null,
  starts_at: null,
  ends_at: null,
  reason: null,
  products: [],
  usage: null,
  gift_card: null,
  orders: null,
} satisfies Partial<Result>;

async function codeDetail(row: DiscountCodeRow, input: Input, ctx: HandlerContext): Promise<Result> {
  const used = await ordersUsing(ctx, [row.code_key]);
  const count = toNumber(row.usage_count) ?? 0;
  const limit = toNumber(row.usage_limit);
  const minimum = toNumber(row.minimum_subtotal_cents);
  return {
    ...EMPTY,
    kind: 'discount_code',
    id: row.id,
    title: codeTitle(row, ctx.store.currency),
    status: codeStatus(row, ctx.now.toISOString()),
    currency: ctx.store.currency,
    code: row.code,
    discount_type: row.discount_type,
    value: codeValue(row, ctx.store.currency),
    minimum_subtotal: minimum === null ? null : toMajor(minimum, ctx.store.currency),
    once_per_customer: toBool(row.once_per_customer),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    usage: { count, limit, remaining: limit === null ? null : Math.max(0, limit - count) },
    orders: {
      ...performance(used, ctx.store.currency),
      recent: used.slice(0, input.recent_orders).map((o) => ({
        id: o.id,
        order_number: o.order_number,
        customer_ref: o.customer_ref,
        discount: toMajor(o.discount_cents, ctx.store.currency),
        total: toMajor(o.total_cents, ctx.store.currency),
        created_at: o.created_at,
      })),
    },
    approval_id: row.approval_id,
    created_at: row.created_at,
  };
}

async function discountDetail(row: DiscountRow, ctx: HandlerContext): Promise<Result> {
  const ids = parseJsonArray(row.product_ids);
  const pct = toNumber(row.discount_percent) ?? 0;
  const products = (await ctx.scope.from('products').whereIn('id', ids).select('id', 'title', 'handle', 'price_cents')) as Array<
    Pick<ProductRow, 'id' | 'title' | 'handle' | 'price_cents'>
  >;
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    ...EMPTY,
    kind: 'discount',
    id: row.id,
    title: discountTitle(row),
    status: discountStatus(row, ctx.now.toISOString()),
    currency: ctx.store.currency,
    discount_type: 'percentage',
    value: pct,
    starts_at: row.created_at,
    ends_at: row.ended_at,
    reason: row.reason,
    products: ids.flatMap((id) => {
      const p = byId.get(id);
      if (p === undefined) return [];
      const cents = toNumber(p.price_cents) ?? 0;
      return [
        {
          id: p.id,
          title: p.title,
          handle: p.handle,
          price: toMajor(cents, ctx.store.currency),
          sale_price: toMajor(salePriceCents(cents, pct), ctx.store.currency),
        },
      ];
    }),
    approval_id: row.approval_id,
    created_at: row.created_at,
  };
}

function giftCardDetail(row: GiftCardRow, ctx: HandlerContext): Result {
  return {
    ...EMPTY,
    kind: 'gift_card',
    id: row.id,
    title: giftCardTitle(row),
    status: giftCardStatus(row, ctx.now.toISOString()),
    currency: row.currency,
    last_characters: row.last_characters,
    gift_card: {
      initial_value: toMajor(toNumber(row.initial_value_cents) ?? 0, row.currency),
      balance: toMajor(toNumber(row.balance_cents) ?? 0, row.currency),
      customer_ref: row.customer_ref,
      note: row.note,
      expires_on: row.expires_on,
      disabled_at: row.disabled_at,
    },
    approval_id: row.approval_id,
    created_at: row.created_at,
  };
}

export async function getPromotionDetail(input: Input, ctx: HandlerContext): Promise<Result> {
  if ((input.id === undefined) === (input.code === undefined)) throw new ArgumentError('id', 'send exactly one of id or code');
  if (input.code !== undefined) {
    const row = (await ctx.scope.from('discount_codes').where({ code_key: input.code.toUpperCase() }).first()) as
      DiscountCodeRow | undefined;
    if (row === undefined) throw new OperationError('invalid_request', `code: no discount code ${excerpt(input.code)} in this store`);
    return codeDetail(row, input, ctx);
  }
  const id = input.id!;
  const code = (await ctx.scope.from('discount_codes').where({ id }).first()) as DiscountCodeRow | undefined;
  if (code !== undefined) return codeDetail(code, input, ctx);
  const discount = (await ctx.scope.from('discounts').where({ id }).first()) as DiscountRow | undefined;
  if (discount !== undefined) return discountDetail(discount, ctx);
  const card = (await ctx.scope.from('gift_cards').where({ id }).first()) as GiftCardRow | undefined;
  if (card !== undefined) return giftCardDetail(card, ctx);
  throw new OperationError('invalid_request', `id: no discount, discount code or gift card ${excerpt(id)} in this store`);
}
