/**
 * storefront_set_product_status (seed catalogue: catalog:write, proposed write): sets the
 * storefront platform's own product status, `active` (for sale), `draft` (hidden, being prepared)
 * or `archived` (out of use). Storefront vocabulary only: the service lifecycle
 * (`lifecycle_state`, moved by propose_state_transition) is a different label and is not touched.
 * Every move between the three is allowed, so every change is reversible (set the previous
 * status back); setting the current status answers `invalid_request` naming `status`.
 */
import { ArgumentError, type ChangePlan, type HandlerContext, type ProposedWriteHandler, type Types } from '@storeops/contract';
import type { ProductRow } from '@storeops/db';
import { findProduct, productLabel } from './product-ref';

async function plan(input: Types.StorefrontSetProductStatusInput, ctx: HandlerContext): Promise<ProductRow> {
  const p = await findProduct(ctx, input);
  if (p.storefront_status === input.status) throw new ArgumentError('status', `the product's storefront status is already ${input.status}`);
  return p;
}

export const storefrontSetProductStatus: ProposedWriteHandler<Types.StorefrontSetProductStatusInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const p = await plan(input, ctx);
    return {
      title: `Set storefront status of ${productLabel(p)} from ${p.storefront_status} to ${input.status}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: [
        { resource_kind: 'product', resource_ref: p.id, field: 'storefront_status', before: p.storefront_status, after: input.status },
      ],
      amount_cents: null,
      reversibility_class: 'reversible',
      reversal: {
        operation: 'storefront_set_product_status',
        arguments: { product_id: p.id, status: p.storefront_status },
        description: `Set the storefront status of ${productLabel(p)} back to ${p.storefront_status}.`,
      },
    };
  },
  async apply(input, ctx) {
    const p = await plan(input, ctx);
    await ctx.connectors.storefront.setProductStatus(ctx, p.id, input.status);
  },
};
