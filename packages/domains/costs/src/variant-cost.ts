/**
 * storefront_update_variant_cost (seed catalogue "costs"; costs:write, proposed write): sets one
 * variant's unit cost (major units ≥ 0) as a person's entry (`cost_source` `manual`, tier
 * `confirmed`). The card shows the cost and tier before and after; on approval a cost or tier
 * that moved fails the card. Reversible when a cost was recorded (the reversal sets it back);
 * compensatable when none was (a recorded cost cannot be set back to "unknown"). Approval trues up
 * the cost of goods already booked for the variant in open periods, by the rule a cost import
 * follows (finance postings.ts postCostChange: from what was booked, in the same transaction).
 */
import { formatMajor, formatMoney, parseMajor, toMajor, type ChangePlan, type ProposedWriteHandler, type Types } from '@storeops/contract';
import { tierOf } from './tier';
import { findVariant } from '@storeops/domain-catalog';

export const storefrontUpdateVariantCost: ProposedWriteHandler<Types.StorefrontUpdateVariantCostInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const v = await findVariant(ctx, input.variant_id);
    const was = v.cost_cents === null || v.cost_cents === undefined ? null : Number(v.cost_cents);
    const cur = ctx.store.currency;
    const afterMinor = parseMajor('unit_cost', input.unit_cost, cur);
    const before = was === null ? null : toMajor(was, cur);
    const after = toMajor(afterMinor, cur);
    const label = `${v.sku} (${v.title})`;
    return {
      title: `Set unit cost of ${label} from ${was === null ? 'unknown' : formatMajor(was, cur)} to ${formatMoney(afterMinor, cur)}: ${input.reason}`,
      changes: [
        { resource_kind: 'variant', resource_ref: v.id, field: 'unit_cost', before, after },
        { resource_kind: 'variant', resource_ref: v.id, field: 'cost_tier', before: tierOf(v, ctx.now), after: 'confirmed' },
      ],
      amount_cents: null,
      reversibility_class: before === null ? 'compensatable' : 'reversible',
      reversal:
        before === null
          ? null
          : {
              operation: 'storefront_update_variant_cost',
              arguments: { variant_id: v.id, unit_cost: before, reason: `Undo: set the unit cost of ${v.sku} back` },
              description: `Set the unit cost of ${label} back to ${formatMoney(was!, cur)}.`,
            },
    };
  },
  async apply(input, ctx) {
    const v = await findVariant(ctx, input.variant_id);
    const at = ctx.now.toISOString();
    const after = parseMajor('unit_cost', input.unit_cost, ctx.store.currency);
    const before = v.cost_cents === null || v.cost_cents === undefined ? null : Number(v.cost_cents);
    await ctx.scope
      .from('variants')
      .where({ id: v.id })
      .update({ cost_cents: after, cost_source: 'manual', cost_updated_at: at, updated_at: at });
    // Cost of goods already booked for this variant, trued up in the books (one rule with the cost import).
    await ctx.books.postCostChange(
      ctx,
      [{ variantId: v.id, beforeCents: before, afterCents: after }],
      { type: 'credential', id: ctx.credential.id },
      'cost_update',
    );
  },
};
