/**
 * Automatic writes of the automation domain (seed: catalogue "automation:write, automatic write"):
 * create_alert, enable_automation, disable_automation. Each runs in the call's transaction and
 * records a receipt (what changed, before/after, how to reverse). enable_automation hands
 * authority back to automation, so it waits for an operator like a proposed write.
 */
import { randomUUID } from 'node:crypto';
import {
  ArgumentError,
  excerpt,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Reversal,
  type Types,
  type WithDefaults,
  type WriteContext,
} from '@storeops/contract';
import type { AgentRow, AlertRow } from '@storeops/db';

export async function createAlert(
  input: WithDefaults<Types.CreateAlertInput, 'kind'>,
  ctx: WriteContext,
): Promise<Types.CreateAlertResult> {
  const row: AlertRow = {
    id: randomUUID(),
    store_id: ctx.store.id,
    severity: input.severity,
    kind: input.kind,
    title: input.title,
    message: input.message,
    subject_ref: input.subject_ref ?? null,
    detected_at: ctx.now.toISOString(),
    resolved_at: null,
  };
  await ctx.scope.insert('alerts', row);
  const receiptId = await ctx.record({
    resource_kind: 'alert',
    resource_ref: row.id,
    changes: [{ field: 'created', before: null, after: { severity: row.severity, kind: row.kind, title: row.title } }],
    reversal: null,
  });
  const { store_id: _s, ...alert } = row;
  return { alert, receipt_id: receiptId };
}

type Mode = AgentRow['mode'];

async function loadAgent(ctx: HandlerContext, slug: string): Promise<AgentRow> {
  const agent = (await ctx.scope.from('agents').where({ slug }).first()) as AgentRow | undefined;
  if (agent === undefined) throw new ArgumentError('agent', `no agent ${excerpt(slug)} in this store (see get_store_overview agents)`);
  return agent;
}

/** The write that puts `agent` back in `mode` (the receipt's and the card's reversal). */
function reversalTo(agent: AgentRow): Reversal {
  return agent.mode === 'live'
    ? { operation: 'enable_automation', arguments: { agent: agent.slug }, description: `Switch ${agent.name} back to live.` }
    : {
        operation: 'disable_automation',
        arguments: { agent: agent.slug },
        description: `Switch ${agent.name} off again (it was ${agent.mode}).`,
      };
}

/**
 * disable_automation: stopping, so it applies at once (seed: Risk tiers rule 2). Idempotent: an
 * agent already off is left as is (`receipt_id` null). Audit subject `agent:<agent id>`.
 */
export async function disableAutomation(input: Types.DisableAutomationInput, ctx: WriteContext): Promise<Types.AutomationChangeResult> {
  const agent = await loadAgent(ctx, input.agent);
  const mode: Mode = 'off';
  ctx.subject('agent', agent.id);
  const result = (receipt: string | null): Types.AutomationChangeResult => ({
    agent: { slug: agent.slug, name: agent.name, mode, previous_mode: agent.mode },
    receipt_id: receipt,
  });
  if (agent.mode === mode) return result(null);
  await ctx.scope.from('agents').where({ id: agent.id }).update({ mode });
  const receiptId = await ctx.record({
    resource_kind: 'agent',
    resource_ref: agent.id,
    changes: [{ field: 'mode', before: agent.mode, after: mode }],
    reversal: reversalTo(agent),
  });
  return result(receiptId);
}

/**
 * enable_automation: switching an agent to live hands authority back to automation, so it always
 * waits for an operator (seed: Risk tiers rule 2; spec `x-authority: handback`), whatever
 * auto-apply says. The card shows the agent's mode before and after; approving re-reads the mode
 * (the card fails if someone changed it meanwhile) and sets it live. An agent already live still
 * gets a card (before and after equal), like every handback.
 */
export const enableAutomation: ProposedWriteHandler<Types.EnableAutomationInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const agent = await loadAgent(ctx, input.agent);
    return {
      title: `Switch agent ${agent.name} to live (from ${agent.mode}): its decisions will be applied`,
      changes: [{ resource_kind: 'agent', resource_ref: agent.id, field: 'mode', before: agent.mode, after: 'live' }],
      amount_cents: null,
      reversibility_class: 'reversible',
      reversal: reversalTo(agent),
    };
  },
  async apply(input, ctx) {
    const agent = await loadAgent(ctx, input.agent);
    await ctx.scope.from('agents').where({ id: agent.id }).update({ mode: 'live' });
  },
};
