/**
 * storefront_update_variant_price (seed: "Examples of other bodies"; catalog:write, proposed
 * write): the plan is the variant's price before and after; applying sets the variant price and
 * keeps the product's "from" price (the lowest variant price) in step. Reversible: the reversal is
 * the same operation with the previous price. Applying emits `product.price_changed` (contract price-changed.ts)
 * with the plan's receipt id.
 */
import { emitPriceChanged, type ChangePlan, type ProposedWriteHandler, type Types } from '@storeops/contract';
import { findVariant } from './variant-ref';

const cents = (major: number): number => Math.round(major * 100);
const major = (c: number): number => c / 100;

export const updateVariantPrice: ProposedWriteHandler<Types.StorefrontUpdateVariantPriceInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const v = await findVariant(ctx, input.variant_id);
    const before = major(Number(v.price_cents));
    const after = major(cents(input.new_price));
    const label = `${v.sku} (${v.title})`;
    return {
      title: `Set price of ${label} from ${before.toFixed(2)} to ${after.toFixed(2)} ${ctx.store.currency}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: [{ resource_kind: 'variant', resource_ref: v.id, field: 'price', before, after }],
      amount_cents: Math.abs(cents(after) - Number(v.price_cents)),
      reversibility_class: 'reversible',
      reversal: {
        operation: 'storefront_update_variant_price',
        arguments: { variant_id: v.id, new_price: before },
        description: `Set the price of ${label} back to ${before.toFixed(2)} ${ctx.store.currency}.`,
      },
    };
  },
  async apply(input, ctx) {
    const v = await findVariant(ctx, input.variant_id);
    const at = ctx.now.toISOString();
    await ctx.scope
      .from('variants')
      .where({ id: v.id })
      .update({ price_cents: cents(input.new_price), updated_at: at });
    const min = await ctx.scope.from('variants').where({ product_id: v.product_id }).min({ p: 'price_cents' }).first();
    await ctx.scope
      .from('products')
      .where({ id: v.product_id })
      .update({ price_cents: Number(min?.p ?? cents(input.new_price)), updated_at: at });
    const compareAt = v.compare_at_price_cents === null ? null : Number(v.compare_at_price_cents);
    await emitPriceChanged(
      ctx,
      { id: v.id, product_id: v.product_id, sku: v.sku, price_cents: Number(v.price_cents), compare_at_price_cents: compareAt },
      { price_cents: cents(input.new_price), compare_at_price_cents: compareAt },
      ctx.planReceiptId,
    );
  },
};
