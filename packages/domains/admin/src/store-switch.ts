/**
 * A proposed write that turns one boolean flag of the store (a `stores` column) on or off (seed:
 * Risk tiers rule 2): setting it to `stopping` is a stopping write and applies immediately; the
 * other value hands authority back and always waits for an operator. Reversible: the reversal
 * calls the same operation with the value before. set_automation_enabled and set_kill_switch are
 * two of them.
 */
import { toBool } from '@storeops/db';
import type { ChangePlan, ProposedWriteHandler } from '@storeops/contract';

export interface StoreSwitch<K extends string> {
  /** The operation (its reversal calls it again). */
  operation: string;
  /** The `stores` column the switch sets. */
  column: 'automation_enabled' | 'kill_switch_engaged';
  /** The input's boolean argument: the value asked for. */
  argument: K;
  /** The value that stops automation (applies at once). */
  stopping: boolean;
  /** The card's title before `: <reason>`, for the value asked for and the store's name. */
  title: (on: boolean, storeName: string) => string;
  /** The reversal's description, given the value before. */
  undo: (before: boolean) => string;
}

/** The handler of a {@link StoreSwitch}; its input is `{ [argument]: boolean, reason }`. */
export function storeSwitch<K extends string>(s: StoreSwitch<K>): ProposedWriteHandler<Record<K, boolean> & { reason: string }> {
  return {
    authority: (input) => (input[s.argument] === s.stopping ? 'stop' : 'handback'),
    async preview(input, ctx): Promise<ChangePlan> {
      const row = await ctx.scope.store().first(s.column);
      const before = toBool(row[s.column]);
      const after = input[s.argument];
      return {
        title: `${s.title(after, ctx.store.name)}: ${input.reason}`,
        changes: [{ resource_kind: 'store', resource_ref: ctx.store.id, field: s.column, before, after }],
        amount_cents: null,
        reversibility_class: 'reversible',
        reversal: {
          operation: s.operation,
          arguments: { [s.argument]: before, reason: `undo: ${input.reason}` },
          description: s.undo(before),
        },
      };
    },
    async apply(input, ctx) {
      await ctx.scope.store().update({ [s.column]: input[s.argument] });
    },
  };
}
