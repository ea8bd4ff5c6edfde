/**
 * storefront_update_inventory (seed catalogue: catalog:write, proposed write): sets one variant's
 * on-hand quantity to an absolute count (what a stock take found), not a delta. The plan is
 * `inventory_quantity` before and after; on approval the core re-reads it and the card fails if
 * stock moved meanwhile. `compensatable`, not `reversible`: stock keeps moving with every sale,
 * so writing the previous count back later would also erase the sales since; the reversal restores
 * the previous count and is only right while nothing was sold (it is itself a proposed write that
 * fails on approval if the count moved).
 */
import type { ChangePlan, ProposedWriteHandler, Types } from '@storeops/contract';
import { toNumber } from '@storeops/db';
import { findVariant } from './variant-ref';

export const storefrontUpdateInventory: ProposedWriteHandler<Types.StorefrontUpdateInventoryInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const v = await findVariant(ctx, input.variant_id);
    const before = toNumber(v.inventory_quantity) ?? 0;
    const label = `${v.sku} (${v.title})`;
    return {
      title: `Set stock of ${label} from ${before} to ${input.quantity} units${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: [{ resource_kind: 'variant', resource_ref: v.id, field: 'inventory_quantity', before, after: input.quantity }],
      amount_cents: null,
      reversibility_class: 'compensatable',
      reversal: {
        operation: 'storefront_update_inventory',
        arguments: { variant_id: v.id, quantity: before },
        description: `Set the stock of ${label} back to ${before} units; only right if nothing was sold or returned since (it fails on approval if the count moved).`,
      },
    };
  },
  async apply(input, ctx) {
    const v = await findVariant(ctx, input.variant_id);
    await ctx.connectors.storefront.setInventory(ctx, v.id, input.quantity);
  },
};
