/**
 * `product.price_changed` (seed: Events): the one place its payload is built. Emitted
 * by every path that changes a variant's `price` or `compare_at_price`: an applied service write
 * (catalog `storefront_update_variant_price`, general `intent_declare` / `intent_revert` on a
 * variant price; `receiptId` = its receipt, actor the credential) and a change seen by the
 * storefront sync (automation `run_sync_catalog`; `receiptId` null, actor `external`). Nothing is
 * emitted when neither value changed.
 */
import { toMajor } from './money';
import type { WriteContext } from './write-context';

export interface PriceState {
  price_cents: number;
  compare_at_price_cents: number | null;
}

export interface PricedVariant extends PriceState {
  id: string;
  product_id: string;
  sku: string;
}

/**
 * Emits `product.price_changed` for `before` → `after` (subject: the variant id). The actor is
 * `external` when `receiptId` is null (a change made elsewhere), else the calling credential.
 */
export async function emitPriceChanged(
  ctx: WriteContext,
  before: PricedVariant,
  after: PriceState,
  receiptId: string | null,
): Promise<void> {
  const { currency } = ctx.store;
  const major = (minor: number | null): number | null => (minor === null ? null : toMajor(minor, currency));
  const fields: Array<'price' | 'compare_at_price'> = [];
  const previous: { price?: number; compare_at_price?: number | null } = {};
  if (after.price_cents !== before.price_cents) {
    fields.push('price');
    previous.price = toMajor(before.price_cents, currency);
  }
  if (after.compare_at_price_cents !== before.compare_at_price_cents) {
    fields.push('compare_at_price');
    previous.compare_at_price = major(before.compare_at_price_cents);
  }
  if (fields.length === 0) return;
  await ctx.emit('product.price_changed', before.id, {
    variant_id: before.id,
    product_id: before.product_id,
    sku: before.sku,
    currency,
    price: toMajor(after.price_cents, currency),
    compare_at_price: major(after.compare_at_price_cents),
    fields,
    previous,
    actor: receiptId === null ? { type: 'external', id: null } : { type: 'credential', id: ctx.credential.id },
    receipt_id: receiptId,
  });
}
