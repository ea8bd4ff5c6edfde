/**
 * @storeops/connector-einvoice: the embedded demo e-invoicing network, implementing the e-invoice
 * port (@storeops/contract ports/einvoice.ts). The demo world's Peppol access point carries
 * outbound messages through transport by age, on the caller's clock (the app's injected one):
 * `queued` → `sent` 2 minutes after the message entered `queued`, `sent` → `delivered` 10 minutes
 * after it entered `sent` (actor: the service `peppol`). Inbound messages and the counterparty's
 * answers (accepted, rejected, ...) come only from a real network. Handlers reach it as
 * `ctx.connectors.einvoice` (AppOptions `connectors.einvoice` replaces it). Named exports only.
 */
import type { EinvoiceStatus } from '@storeops/db';
import type { EinvoicePort, EinvoiceStatusUpdate } from '@storeops/contract/ports/einvoice';

export type * from '@storeops/contract/ports/einvoice';

/** The tables holding the network's data: the messages and their transport status. */
export const EINVOICE_OWNED_TABLES: readonly string[] = ['finance_einvoice_messages'];

/** Transport steps of the embedded access point: after how long (ms) in `from` a message is `to`. */
const TRANSPORT: ReadonlyArray<{ from: EinvoiceStatus; to: EinvoiceStatus; afterMs: number }> = [
  { from: 'queued', to: 'sent', afterMs: 2 * 60_000 },
  { from: 'sent', to: 'delivered', afterMs: 10 * 60_000 },
];

export const embeddedEinvoice: EinvoicePort = {
  ownedTables: EINVOICE_OWNED_TABLES,
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
