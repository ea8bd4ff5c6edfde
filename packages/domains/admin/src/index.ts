/**
 * @storeops/domain-admin: account-level controls (seed: catalogue "admin:write, proposed write":
 * set_kill_switch, set_automation_enabled). Stopping (engaging the kill switch, turning automation
 * off) applies immediately; handing authority back (releasing it, turning automation on) always
 * waits for an operator. Reads (issue 12): get_store_settings (settings.ts) and
 * storefront_graphql_query (graphql.ts: read-only GraphQL with depth and cost limits). Cross-store
 * links (issue 12, mutual consent): cross_store_link_status (cross-store-links-status.ts) and the
 * proposed write propose_cross_store_link (cross-store-links.ts).
 */
import { toBool } from '@storeops/db';
import type { AdminHandlers, ChangePlan, HandlerContext } from '@storeops/contract';
import { proposeCrossStoreLink } from './cross-store-links';
import { crossStoreLinkStatus } from './cross-store-links-status';
import { storeSettings } from './settings';

async function killSwitch(ctx: HandlerContext): Promise<boolean> {
  const row = await ctx.scope.store().first('kill_switch_engaged');
  return toBool(row.kill_switch_engaged);
}

async function automationEnabled(ctx: HandlerContext): Promise<boolean> {
  const row = await ctx.scope.store().first('automation_enabled');
  return toBool(row.automation_enabled);
}

export const handlers = {
  get_store_settings: (_input, ctx) => storeSettings(ctx),

  // graphql-js and the schema are loaded on the first query, not when the service starts.
  storefront_graphql_query: async (input, ctx) => (await import('./graphql')).runGraphql(input, ctx),

  cross_store_link_status: (input, ctx) => crossStoreLinkStatus(ctx, { ...input, limit: input.limit ?? 25 }),

  propose_cross_store_link: proposeCrossStoreLink,

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

  set_automation_enabled: {
    authority: (input) => (input.enabled ? 'handback' : 'stop'),
    async preview(input, ctx): Promise<ChangePlan> {
      const before = await automationEnabled(ctx);
      return {
        title: `Turn automation of ${ctx.store.name} ${input.enabled ? 'on' : 'off'}: ${input.reason}`,
        changes: [{ resource_kind: 'store', resource_ref: ctx.store.id, field: 'automation_enabled', before, after: input.enabled }],
        amount_cents: null,
        reversibility_class: 'reversible',
        reversal: {
          operation: 'set_automation_enabled',
          arguments: { enabled: before, reason: `undo: ${input.reason}` },
          description: before ? 'Turn automation back on (waits for an operator).' : 'Turn automation off again (applies immediately).',
        },
      };
    },
    async apply(input, ctx) {
      await ctx.scope.store().update({ automation_enabled: input.enabled });
    },
  },
} satisfies AdminHandlers;
