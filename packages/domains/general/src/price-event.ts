/**
 * `product.price_changed` for the intent writes: declaring or reverting an intent on a
 * variant's `price` / `compare_at_price` changes that price, so it is announced like every other
 * price change (payload: the contract's `emitPriceChanged`; `receipt_id` the write's receipt).
 */
import { emitPriceChanged, type PricedVariant, type WriteContext } from '@storeops/contract';
import { toNumber } from '@storeops/db';

/** The variant's prices before a field write; null when the field is not a variant price. */
export async function pricesBefore(ctx: WriteContext, kind: string, id: string, field: string): Promise<PricedVariant | null> {
  if (kind !== 'variant' || (field !== 'price' && field !== 'compare_at_price')) return null;
  const v = (await ctx.scope.from('variants').where({ id }).first('id', 'product_id', 'sku', 'price_cents', 'compare_at_price_cents')) as
    Record<string, unknown> | undefined;
  if (v === undefined) return null;
  return {
    id: String(v.id),
    product_id: String(v.product_id),
    sku: String(v.sku),
    price_cents: toNumber(v.price_cents) ?? 0,
    compare_at_price_cents: toNumber(v.compare_at_price_cents),
  };
}

/** Emits `product.price_changed` when the write changed the prices read by {@link pricesBefore}. */
export async function announcePriceWrite(ctx: WriteContext, before: PricedVariant | null, receiptId: string | null): Promise<void> {
  if (before === null) return;
  const after = await pricesBefore(ctx, 'variant', before.id, 'price');
  if (after !== null) await emitPriceChanged(ctx, before, after, receiptId);
}
