/**
 * storefront_update_variant_price (seed: "Examples of other bodies"; catalog:write, proposed
 * write): the plan is the variant's price before and after; applying sets the variant price and
 * keeps the product's "from" price (the lowest variant price) in step. Reversible: the reversal is
 * the same operation with the previous price. Applying emits `product.price_changed` (contract price-changed.ts)
 * with the plan's receipt id.
 */
import {
  emitPriceChanged,
  formatMajor,
  formatMoney,
  parseMajor,
  toMajor,
  type ChangePlan,
  type ProposedWriteHandler,
  type Types,
} from '@storeops/contract';
import { findVariant } from './variant-ref';

export const storefrontUpdateVariantPrice: ProposedWriteHandler<Types.StorefrontUpdateVariantPriceInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const v = await findVariant(ctx, input.variant_id);
    const { currency } = ctx.store;
    const beforeMinor = Number(v.price_cents);
    const afterMinor = parseMajor('new_price', input.new_price, currency);
    const before = toMajor(beforeMinor, currency);
    const label = `${v.sku} (${v.title})`;
    return {
      title: `Set price of ${label} from ${formatMajor(beforeMinor, currency)} to ${formatMoney(afterMinor, currency)}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: [{ resource_kind: 'variant', resource_ref: v.id, field: 'price', before, after: toMajor(afterMinor, currency) }],
      amount_cents: Math.abs(afterMinor - beforeMinor),
      reversibility_class: 'reversible',
      reversal: {
        operation: 'storefront_update_variant_price',
        arguments: { variant_id: v.id, new_price: before },
        description: `Set the price of ${label} back to ${formatMoney(beforeMinor, currency)}.`,
      },
    };
  },
  async apply(input, ctx) {
    const v = await findVariant(ctx, input.variant_id);
    const price = parseMajor('new_price', input.new_price, ctx.store.currency);
    // The storefront sets the price and keeps the product's "from" price in step.
    await ctx.connectors.storefront.setVariantPrice(ctx, v.id, price);
    const compareAt = v.compare_at_price_cents === null ? null : Number(v.compare_at_price_cents);
    await emitPriceChanged(
      ctx,
      { id: v.id, product_id: v.product_id, sku: v.sku, price_cents: Number(v.price_cents), compare_at_price_cents: compareAt },
      { price_cents: price, compare_at_price_cents: compareAt },
      ctx.planReceiptId,
    );
  },
};
