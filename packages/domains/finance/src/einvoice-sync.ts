/**
 * The e-invoice connector's status sync (seed: State machines "E-invoice message": any Peppol
 * status → new status on a status change, event `fin.einvoice.status_changed` with
 * `previous_status`; Finance entity events). The Peppol access point reports status changes of
 * the store's messages (`EinvoiceNetwork`, the connector's port); each reported move is applied
 * with a conditional UPDATE on the status it moved from (a second sync, or a concurrent one, finds
 * nothing left to move, so each move is announced once) and emitted, in the caller's transaction,
 * to the outbox and the change feed (`recordChange`).
 *
 * The embedded access point (`demoAccessPoint`, the sandbox default, as the embedded storefront is
 * the storefront connector's) carries outbound messages through transport by age, on the injected
 * clock: `queued` → `sent` after 2 minutes, `sent` → `delivered` after 10 minutes (actor: the
 * service `peppol`). The counterparty's answers (accepted, rejected, ...) come only from a real
 * network.
 */
import type { EinvoiceStatus, FinanceEinvoiceMessageRow } from '@storeops/db';
import { recordChange, type Actor, type BooksContext } from './books';

/** A status the access point reports for one message. */
export interface EinvoiceStatusUpdate {
  messageId: string;
  /** The status the message moved from (as the service last knew it). */
  from: EinvoiceStatus;
  to: EinvoiceStatus;
  reason: string | null;
  /** When the network says the move happened (ISO 8601). */
  at: string;
  actor: Actor;
}

/** The e-invoice connector's port: the moves of `messages` (the store's, not yet final) up to `now`. */
export interface EinvoiceNetwork {
  statusUpdates(messages: readonly FinanceEinvoiceMessageRow[], now: Date): Promise<EinvoiceStatusUpdate[]>;
}

/** Transport steps of the embedded access point: after how long in `from` a message is `to`. */
const TRANSPORT: ReadonlyArray<{ from: EinvoiceStatus; to: EinvoiceStatus; afterMs: number }> = [
  { from: 'queued', to: 'sent', afterMs: 2 * 60_000 },
  { from: 'sent', to: 'delivered', afterMs: 10 * 60_000 },
];

/** Statuses a sync looks at (the ones the embedded access point moves). */
const IN_TRANSPORT: readonly EinvoiceStatus[] = TRANSPORT.map((t) => t.from);

/** The embedded (sandbox) access point; see the module comment. */
export const demoAccessPoint: EinvoiceNetwork = {
  async statusUpdates(messages, now) {
    const updates: EinvoiceStatusUpdate[] = [];
    for (const m of messages) {
      if (m.direction !== 'outbound') continue;
      const step = TRANSPORT.find((t) => t.from === m.status);
      if (step === undefined) continue;
      const at = Date.parse(m.status_changed_at) + step.afterMs;
      if (at > now.getTime()) continue;
      updates.push({
        messageId: m.id,
        from: m.status,
        to: step.to,
        reason: null,
        at: new Date(at).toISOString(),
        actor: { type: 'service', id: 'peppol' },
      });
    }
    return updates;
  },
};

/**
 * Applies the network's status moves of the store's messages in transport and emits one
 * `fin.einvoice.status_changed` per move; resolves to the number of moves applied. Call in a
 * store transaction (the writes and the events commit together).
 */
export async function syncEinvoiceStatuses(ctx: Pick<BooksContext, 'scope' | 'now' | 'emit'>, network: EinvoiceNetwork): Promise<number> {
  const open = (await ctx.scope
    .from('finance_einvoice_messages')
    .whereIn('status', [...IN_TRANSPORT])
    .orderBy('status_changed_at')
    .orderBy('id')) as FinanceEinvoiceMessageRow[];
  if (open.length === 0) return 0;
  const byId = new Map(open.map((m) => [m.id, m]));
  let applied = 0;
  for (const u of await network.statusUpdates(open, ctx.now)) {
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
      total: Math.round(Number(m.amount_cents)) / 100,
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
