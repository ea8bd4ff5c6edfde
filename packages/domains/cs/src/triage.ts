/**
 * cs_triage_thread (seed: cs, automatic write): sets a thread's severity, category, assignee and
 * escalation. Escalating (false -> true) emits `cs.thread_escalated`. One receipt with every
 * changed field before/after; nothing changed = no receipt (`receipt_id` null).
 */
import { ArgumentError, type Types, type WriteContext } from '@storeops/contract';
import { toBool } from '@storeops/db';
import { loadThread, threadMessages, threadSummary } from './threads';

const EVENT_SEVERITY = { critical: 'critical', high: 'warning', normal: 'info', low: 'info' } as const;

export async function csTriageThread(input: Types.CsTriageThreadInput, ctx: WriteContext): Promise<Types.CsTriageThreadResult> {
  if (input.severity === undefined && input.category === undefined && input.assignee === undefined && input.escalate === undefined) {
    throw new ArgumentError('severity', 'give at least one of severity, category, assignee, escalate');
  }
  if (input.reason !== undefined && input.escalate !== true) throw new ArgumentError('reason', 'is only used with escalate: true');
  const t = await loadThread(ctx.scope, input.thread_id);
  ctx.subject('cs_thread', t.id);
  const at = ctx.now.toISOString();
  const wasEscalated = toBool(t.escalated);
  const update: Record<string, unknown> = {};
  const changes: Types.CsTriageThreadResult['changes'] = [];
  const set = (field: 'severity' | 'category' | 'assignee', before: unknown, after: unknown): void => {
    if (before === after) return;
    update[field] = after;
    changes.push({ field, before, after });
  };
  if (input.severity !== undefined) set('severity', t.severity, input.severity);
  if (input.category !== undefined) set('category', t.category ?? null, input.category);
  if (input.assignee !== undefined) set('assignee', t.assignee ?? null, input.assignee === null ? null : input.assignee.trim());
  let escalatedNow = false;
  if (input.escalate !== undefined && input.escalate !== wasEscalated) {
    changes.push({ field: 'escalated', before: wasEscalated, after: input.escalate });
    update.escalated = input.escalate;
    update.escalated_at = input.escalate ? at : null;
    update.escalation_reason = input.escalate ? (input.reason ?? 'Escalated by triage.') : null;
    escalatedNow = input.escalate;
  }
  let receiptId: string | null = null;
  if (changes.length > 0) {
    await ctx.scope.from('cs_threads').where({ id: t.id }).update(update);
    const reverseArgs: Record<string, unknown> = { thread_id: t.id };
    for (const c of changes) reverseArgs[c.field === 'escalated' ? 'escalate' : c.field] = c.before;
    receiptId = await ctx.record({
      resource_kind: 'cs_thread',
      resource_ref: t.id,
      changes,
      reversal: { operation: 'cs_triage_thread', arguments: reverseArgs, description: 'Set the changed triage fields back.' },
    });
  }
  const after = await loadThread(ctx.scope, t.id);
  if (escalatedNow) {
    await ctx.emit('cs.thread_escalated', t.id, {
      thread_id: t.id,
      subject: after.subject,
      severity: EVENT_SEVERITY[after.severity],
      reason: after.escalation_reason ?? 'Escalated by triage.',
      order_id: after.order_id,
      actor: { type: 'credential', id: ctx.credential.id },
      escalated_at: at,
    });
  }
  const count = (await threadMessages(ctx.scope, t.id)).length;
  return { thread: threadSummary(after, count), changes, receipt_id: receiptId, escalation_event: escalatedNow };
}
