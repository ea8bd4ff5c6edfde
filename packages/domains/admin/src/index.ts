/**
 * @storeops/domain-admin: account-level controls (seed: catalogue "admin:write, proposed write":
 * set_kill_switch). Engaging the kill switch stops automation and applies immediately; releasing
 * it hands authority back to automation and always waits for an operator.
 */
import { toBool } from '@storeops/db';
import type { AdminHandlers, ChangePlan, HandlerContext } from '@storeops/contract';

async function killSwitch(ctx: HandlerContext): Promise<boolean> {
  const row = await ctx.scope.store().first('kill_switch_engaged');
  return toBool(row.kill_switch_engaged);
}

export const handlers = {
  set_kill_switch: {
    authority: (input) => (input.engaged ? 'stop' : 'handback'),
    async preview(input, ctx): Promise<ChangePlan> {
      const before = await killSwitch(ctx);
      return {
        title: `${input.engaged ? 'Engage' : 'Release'} the kill switch of ${ctx.store.name}: ${input.reason}`,
        changes: [{ resource_kind: 'store', resource_ref: ctx.store.id, field: 'kill_switch_engaged', before, after: input.engaged }],
        amount_cents: null,
        reversibility_class: 'reversible',
        reversal: {
          operation: 'set_kill_switch',
          arguments: { engaged: before, reason: `undo: ${input.reason}` },
          description: before ? 'Engage the kill switch again.' : 'Release the kill switch again (waits for an operator).',
        },
      };
    },
    async apply(input, ctx) {
      await ctx.scope.store().update({ kill_switch_engaged: input.engaged });
    },
  },
} satisfies AdminHandlers;
