/**
 * Automatic writes of the automation domain (seed: catalogue "automation:write, automatic write"):
 * create_alert, enable_automation, disable_automation. Each runs in the call's transaction and
 * records a receipt (what changed, before/after, how to reverse).
 */
import { randomUUID } from 'node:crypto';
import { ArgumentError, type Types, type WithDefaults, type WriteContext } from '@storeops/contract';
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

async function setMode(agentSlug: string, mode: Mode, ctx: WriteContext): Promise<Types.AutomationChangeResult> {
  const agent = (await ctx.scope.from('agents').where({ slug: agentSlug }).first()) as AgentRow | undefined;
  if (agent === undefined) throw new ArgumentError('agent', `no agent '${agentSlug}' in this store (see get_store_overview agents)`);
  const result = (receipt: string | null): Types.AutomationChangeResult => ({
    agent: { slug: agent.slug, name: agent.name, mode, previous_mode: agent.mode },
    receipt_id: receipt,
  });
  if (agent.mode === mode) return result(null);
  await ctx.scope.from('agents').where({ id: agent.id }).update({ mode });
  const receiptId = await ctx.record({
    resource_kind: 'agent',
    resource_ref: agent.slug,
    changes: [{ field: 'mode', before: agent.mode, after: mode }],
    reversal:
      agent.mode === 'live'
        ? { operation: 'enable_automation', arguments: { agent: agent.slug }, description: `Switch ${agent.name} back to live.` }
        : {
            operation: 'disable_automation',
            arguments: { agent: agent.slug },
            description: `Switch ${agent.name} off again (it was ${agent.mode}).`,
          },
  });
  return result(receiptId);
}

export const enableAutomation = (input: Types.EnableAutomationInput, ctx: WriteContext) => setMode(input.agent, 'live', ctx);
export const disableAutomation = (input: Types.DisableAutomationInput, ctx: WriteContext) => setMode(input.agent, 'off', ctx);
