/**
 * The e-invoicing network port (seed: State machines "E-invoice message", Finance entity events
 * `fin.einvoice.status_changed`): the Peppol access point that carries a finance entity's
 * e-invoice messages and reports how each moves (queued, sent, delivered, accepted, rejected, ...).
 * The finance domain's status sweep (`einvoice_status_sync`) asks `ctx.connectors.einvoice` for
 * the moves of the store's messages in transport and records each one; the embedded adapter
 * (@storeops/connector-einvoice) is the demo world's access point.
 */
import type { EinvoiceStatus, FinanceEinvoiceMessageRow } from '@storeops/db';
import type { BooksActor } from '../handler-context';

/** One status move the network reports for one message. */
export interface EinvoiceStatusUpdate {
  /** `finance_einvoice_messages.id`. */
  messageId: string;
  /** The status the message moved from (as the service last recorded it). */
  from: EinvoiceStatus;
  to: EinvoiceStatus;
  /** The network's reason (e.g. a rejection's), or null. */
  reason: string | null;
  /** When the network says the move happened (ISO 8601 UTC). */
  at: string;
  /** Who moved it: the access point itself (`{ type: 'service', id: 'peppol' }`) or the counterparty (`external`). */
  actor: BooksActor;
}

export interface EinvoicePort {
  /**
   * Tables of the store's data that hold this network's data: the messages and their transport
   * status. Handlers never write them; the status sweep records what `statusUpdates` reported
   * (the port guard test lists it as the port's inbound side).
   */
  readonly ownedTables: readonly string[];
  /**
   * The moves of `messages` (the store's messages in transport, `queued` or `sent`, oldest
   * `status_changed_at` first) that happened up to `now`. The caller ignores a move of a message it
   * did not pass, or from a status other than the row's. Resolves to [] when nothing moved.
   */
  statusUpdates(messages: readonly FinanceEinvoiceMessageRow[], now: Date): Promise<EinvoiceStatusUpdate[]>;
}
