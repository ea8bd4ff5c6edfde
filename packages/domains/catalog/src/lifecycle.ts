/**
 * propose_state_transition (seed catalogue: catalog:write, proposed write; seed "States and
 * transitions": "Product lifecycle states: Transitions: not shown", decided here). Moves a
 * product's service lifecycle label (`products.lifecycle_state`, never the storefront status)
 * along the table below; any other move answers 400 `invalid_request` naming `to_state` and the
 * legal next states. The table agrees with every move the seeded decisions record.
 *
 * | from      | allowed next states                            |
 * |-----------|------------------------------------------------|
 * | draft     | new, retired                                   |
 * | new       | testing, paused, draft, retired                |
 * | testing   | active, paused, retired                        |
 * | active    | winner, scaling, declining, paused             |
 * | winner    | scaling, declining, active, paused             |
 * | scaling   | winner, declining, active, paused              |
 * | declining | active, paused, retired                        |
 * | paused    | active, testing, retired                       |
 * | retired   | active, draft                                  |
 *
 * Reversible when the reverse move is itself in the table (the reversal is this operation back to
 * the previous state); otherwise `compensatable` with no reversal (e.g. new -> testing: a product
 * that was tested cannot become untested; move it on instead).
 */
import { ArgumentError, type ChangePlan, type HandlerContext, type ProposedWriteHandler, type Types } from '@storeops/contract';
import type { LifecycleState, ProductRow } from '@storeops/db';
import { findProduct, productLabel } from './product-ref';

export const LIFECYCLE_TRANSITIONS: Readonly<Record<LifecycleState, readonly LifecycleState[]>> = {
  draft: ['new', 'retired'],
  new: ['testing', 'paused', 'draft', 'retired'],
  testing: ['active', 'paused', 'retired'],
  active: ['winner', 'scaling', 'declining', 'paused'],
  winner: ['scaling', 'declining', 'active', 'paused'],
  scaling: ['winner', 'declining', 'active', 'paused'],
  declining: ['active', 'paused', 'retired'],
  paused: ['active', 'testing', 'retired'],
  retired: ['active', 'draft'],
};

/** Whether `from -> to` is a legal lifecycle move. */
export const isLegalMove = (from: LifecycleState, to: LifecycleState): boolean => LIFECYCLE_TRANSITIONS[from].includes(to);

/** The product and the checked target state (lowercase); throws ArgumentError for an illegal move. */
async function plan(input: Types.ProposeStateTransitionInput, ctx: HandlerContext): Promise<{ p: ProductRow; to: LifecycleState }> {
  const p = await findProduct(ctx, input);
  const to = input.to_state.toLowerCase() as LifecycleState;
  const from = p.lifecycle_state;
  const next = LIFECYCLE_TRANSITIONS[from] ?? [];
  if (to === from)
    throw new ArgumentError('to_state', `the product is already ${from}; allowed next states from ${from}: ${next.join(', ')}`);
  if (!next.includes(to))
    throw new ArgumentError('to_state', `${from} -> ${to} is not allowed; allowed next states from ${from}: ${next.join(', ')}`);
  return { p, to };
}

export const proposeStateTransition: ProposedWriteHandler<Types.ProposeStateTransitionInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const { p, to } = await plan(input, ctx);
    const from = p.lifecycle_state;
    const back = isLegalMove(to, from);
    return {
      title: `Move ${productLabel(p)} from ${from} to ${to}: ${input.reason}`,
      changes: [{ resource_kind: 'product', resource_ref: p.id, field: 'lifecycle_state', before: from, after: to }],
      amount_cents: null,
      reversibility_class: back ? 'reversible' : 'compensatable',
      reversal: back
        ? {
            operation: 'propose_state_transition',
            arguments: { product_id: p.id, to_state: from, reason: `undo: back to ${from}` },
            description: `Move ${productLabel(p)} back from ${to} to ${from}.`,
          }
        : null,
    };
  },
  async apply(input, ctx) {
    const { p, to } = await plan(input, ctx);
    await ctx.scope.from('products').where({ id: p.id }).update({ lifecycle_state: to, updated_at: ctx.now.toISOString() });
  },
};
