/**
 * The e-invoice status sweep (seed: State machines "E-invoice message": any Peppol status → new
 * status on a status change, event `fin.einvoice.status_changed` with `previous_status`; Finance
 * entity events). The e-invoicing network (`ctx.connectors.einvoice`, the e-invoice port; the
 * embedded access point by default) reports the status moves of the store's messages in transport;
 * each reported move is applied with a conditional UPDATE on the status it moved from (a second
 * sync, or a concurrent one, finds nothing left to move, so each move is announced once) and
 * emitted, in the caller's transaction, to the outbox and the change feed (`recordChange`). This
 * is the port's inbound side: it records what the network reported (the port guard test).
 */
import { toMajor, type WriteContext } from '@storeops/contract';
import type { EinvoiceStatus, FinanceEinvoiceMessageRow } from '@storeops/db';
import { recordChange } from './books';

/** The statuses of messages in transport: the ones the sync asks the network about. */
export const IN_TRANSPORT: readonly EinvoiceStatus[] = ['queued', 'sent'];

/**
 * Applies the network's status moves of the store's messages in transport and emits one
 * `fin.einvoice.status_changed` per move; resolves to the number of moves applied. Call in a
 * store transaction (the writes and the events commit together).
 */
export async function syncEinvoiceStatuses(ctx: Pick<WriteContext, 'scope' | 'now' | 'emit' | 'connectors'>): Promise<number> {
  const open = (await ctx.scope
    .from('finance_einvoice_messages')
    .whereIn('status', [...IN_TRANSPORT])
    .orderBy('status_changed_at')
    .orderBy('id')) as FinanceEinvoiceMessageRow[];
  if (open.length === 0) return 0;
  const byId = new Map(open.map((m) => [m.id, m]));
  let applied = 0;
  for (const u of await ctx.connectors.einvoice.statusUpdates(open, ctx.now)) {
    const m = byId.get(u.messageId);
    if (m === undefined || m.status !== u.from || u.to === u.from) continue;
    const moved = await ctx.scope
      .from('finance_einvoice_messages')
      .where({ id: m.id, status: u.from })
      .update({ status: u.to, previous_status: u.from, status_reason: u.reason, status_changed_at: u.at });
    if (Number(moved) !== 1) continue;
    await recordChange(ctx, m.entity_id, 'fin.einvoice.status_changed', m.id, {
      entity_id: m.entity_id,
      einvoice_message_id: m.id,
      direction: m.direction,
      document_type: m.document_type,
      document_number: m.document_number,
      counterparty: { name: m.counterparty_name, peppol_id: m.counterparty_endpoint },
      total: toMajor(Number(m.amount_cents), m.currency),
      currency: m.currency,
      status: u.to,
      previous_status: u.from,
      status_reason: u.reason,
      actor: u.actor,
      changed_at: u.at,
    });
    byId.set(m.id, { ...m, status: u.to });
    applied += 1;
  }
  return applied;
}
