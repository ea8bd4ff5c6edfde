/**
 * Shared rules of the promotions views (get_discount_history, get_promotion_detail): effective
 * status now (UTC), titles, and what the orders that used a discount code did. Money leaves here in
 * major units of the store currency.
 */
import { formatMoney, toMajor, type HandlerContext, type Types } from '@storeops/contract';
import { parseJsonArray, toNumber, type DiscountCodeRow, type DiscountRow, type GiftCardRow } from '@storeops/db';

/** A price `percent` % off, in whole minor units (rounded half up): 2450 at 15 % → 2083. */
export const salePriceCents = (priceCents: number, percent: number): number => Math.round((priceCents * (100 - percent)) / 100);

/** Effective status of a discount code at `nowIso`: stored `disabled`/`expired` win, then the dates. */
export function codeStatus(row: Pick<DiscountCodeRow, 'status' | 'starts_at' | 'ends_at'>, nowIso: string): Types.PromotionStatus {
  if (row.status === 'disabled') return 'disabled';
  if (row.status === 'expired' || (row.ends_at !== null && row.ends_at <= nowIso)) return 'expired';
  if (row.starts_at > nowIso) return 'scheduled';
  return 'active';
}

/** An automatic discount at `nowIso`: `ended` once stored so or its `ended_at` (a planned end) passed, else `active`. */
export function discountStatus(row: Pick<DiscountRow, 'status' | 'ended_at'>, nowIso: string): 'active' | 'ended' {
  return row.status === 'active' && (row.ended_at === null || row.ended_at > nowIso) ? 'active' : 'ended';
}

/** A gift card: `disabled` once disabled, `expired` after its last day (UTC), else `active`. */
export function giftCardStatus(row: Pick<GiftCardRow, 'disabled_at' | 'expires_on'>, nowIso: string): Types.PromotionStatus {
  if (row.disabled_at !== null) return 'disabled';
  if (row.expires_on !== null && row.expires_on < nowIso.slice(0, 10)) return 'expired';
  return 'active';
}

/** The code's value as the API shows it: percent, or amount off in major units. */
export function codeValue(row: Pick<DiscountCodeRow, 'discount_type' | 'value'>, currency: string): number {
  const v = toNumber(row.value) ?? 0;
  return row.discount_type === 'percentage' ? v : toMajor(v, currency);
}

export function codeTitle(row: Pick<DiscountCodeRow, 'code' | 'discount_type' | 'value'>, currency: string): string {
  const v = toNumber(row.value) ?? 0;
  return row.discount_type === 'percentage' ? `${row.code} - ${v}% off` : `${row.code} - ${formatMoney(v, currency)} off`;
}

export function discountTitle(row: Pick<DiscountRow, 'discount_percent' | 'product_ids'>): string {
  const n = parseJsonArray(row.product_ids).length;
  return `${toNumber(row.discount_percent) ?? 0}% off ${n === 1 ? '1 product' : `${n} products`}`;
}

export function giftCardTitle(row: Pick<GiftCardRow, 'last_characters' | 'initial_value_cents' | 'currency'>): string {
  return `Gift card ending ${row.last_characters} - ${formatMoney(toNumber(row.initial_value_cents) ?? 0, row.currency)}`;
}

export interface UsedOrder {
  id: string;
  order_number: number;
  customer_ref: string;
  discount_cents: number;
  total_cents: number;
  created_at: string;
  key: string;
}

/** Orders whose `discount_code` is one of `keys` (upper-cased codes), newest first. */
export async function ordersUsing(ctx: HandlerContext, keys: readonly string[]): Promise<UsedOrder[]> {
  if (keys.length === 0) return [];
  const rows = (await ctx.scope
    .from('orders')
    .whereNotNull('discount_code')
    .whereRaw(`upper(discount_code) in (${keys.map(() => '?').join(', ')})`, [...keys])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'order_number', 'customer_ref', 'discount_cents', 'total_cents', 'created_at', 'discount_code')) as Array<
    Omit<UsedOrder, 'key'> & { discount_code: string }
  >;
  return rows.map((r) => ({
    id: r.id,
    order_number: toNumber(r.order_number) ?? 0,
    customer_ref: r.customer_ref,
    discount_cents: toNumber(r.discount_cents) ?? 0,
    total_cents: toNumber(r.total_cents) ?? 0,
    created_at: r.created_at,
    key: r.discount_code.toUpperCase(),
  }));
}

/** Count, discount given and revenue (totals before refunds) of `orders`, in major units. */
export function performance(orders: readonly UsedOrder[], currency: string): Types.PromotionPerformance {
  return {
    orders_count: orders.length,
    discount_given: toMajor(
      orders.reduce((s, o) => s + o.discount_cents, 0),
      currency,
    ),
    revenue: toMajor(
      orders.reduce((s, o) => s + o.total_cents, 0),
      currency,
    ),
  };
}
