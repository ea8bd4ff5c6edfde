/**
 * E-invoice messages on the Peppol network: ~25 on Northwind Outfitters
 * B.V., ~10 on Harbor Wholesale, both directions, every `FinEinvoiceStatus` at least once on
 * Northwind, `previous_status` set wherever the message moved, `status_reason` where the
 * counterparty or network gave one (rejected, under query, conditionally accepted, delivery failed).
 *
 * - Outbound: our invoices for the largest recent orders (Northwind's business customers, Harbor's
 *   wholesale invoices, whose `paid` status follows the invoice's payment), and one credit note for
 *   a refund. The most recent are still in transport (queued, sent, delivered), older ones carry
 *   the buyer's invoice response.
 * - Inbound: the suppliers' stock invoices the books posted from them (source `einvoice`,
 *   seed/finance-books.ts: `accepted`, `paid` once paid), and a few service invoices still being
 *   handled (received, acknowledged, in process, under query, rejected, conditionally accepted).
 *
 * The status changes of the last 30 days (at most 6 per entity) become `fin.einvoice.status_changed`
 * events in the change feed (seed/finance-feed.ts).
 */
import type { EinvoiceStatus, FinanceEinvoiceMessageRow, FinanceEntityRow } from '../tables';
import type { Purchase } from './finance-books';
import { addDays, at } from './finance-ledger';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { HOUR_MS, MINUTE_MS, iso, toSecond } from './time';

/** Where each status usually comes from. */
const PREVIOUS: Readonly<Record<EinvoiceStatus, EinvoiceStatus | null>> = {
  queued: null,
  received: null,
  sent: 'queued',
  delivered: 'sent',
  delivery_failed: 'sent',
  acknowledged: 'delivered',
  in_process: 'acknowledged',
  under_query: 'in_process',
  conditionally_accepted: 'under_query',
  rejected: 'in_process',
  accepted: 'in_process',
  paid: 'accepted',
};
/** How many steps after creation a status is reached (times the messages' ages). */
const DEPTH: Readonly<Record<EinvoiceStatus, number>> = {
  queued: 0,
  received: 0,
  sent: 1,
  delivered: 2,
  delivery_failed: 2,
  acknowledged: 3,
  in_process: 4,
  under_query: 5,
  conditionally_accepted: 6,
  rejected: 5,
  accepted: 6,
  paid: 9,
};

const REASONS: Partial<Record<EinvoiceStatus, { outbound: string; inbound: string }>> = {
  rejected: {
    outbound: 'Purchase order reference missing (our PO is required on every invoice)',
    inbound: 'Invoice total does not match the goods received (2 cartons short)',
  },
  under_query: {
    outbound: 'Please confirm the delivery address and add our cost centre',
    inbound: 'Asked the supplier for the signed delivery note',
  },
  conditionally_accepted: {
    outbound: 'Accepted provided the damaged item is credited',
    inbound: 'Accepted on condition that the late-delivery discount is credited',
  },
  delivery_failed: {
    outbound: 'Receiver participant not found in the Peppol SML',
    inbound: 'Receiver participant not found in the Peppol SML',
  },
};

export interface EinvoiceCustomer {
  name: string;
  scheme: string;
}

export interface EinvoiceInput {
  rng: Rng;
  entity: FinanceEntityRow;
  anchorMs: number;
  dateOf: (ms: number) => string;
  today: string;
  /**
   * Outbound invoices: candidate orders, the statuses to give the chosen ones (newest first), the
   * customers, the document number prefix, and (Harbor) when each invoice was paid.
   */
  outbound: {
    orders: readonly OrderPlan[];
    statuses: readonly EinvoiceStatus[];
    customers: readonly EinvoiceCustomer[];
    prefix: string;
    paidOn?: ReadonlyMap<string, string | null>;
  };
  /** A credit note for one refunded order, or not. */
  creditNote: boolean;
  purchases: readonly Purchase[];
  /** Inbound service invoices still being handled, newest first. */
  inbound: ReadonlyArray<{ vendor: string; status: EinvoiceStatus; cents: number }>;
  supplierScheme: string;
}

export interface EinvoiceRows {
  messages: FinanceEinvoiceMessageRow[];
}

/** Builds the messages described in the module comment. */
export function einvoiceMessages(input: EinvoiceInput): EinvoiceRows {
  const { entity, anchorMs } = input;
  const r = input.rng;
  const latest = anchorMs - 30 * MINUTE_MS;
  const messages: FinanceEinvoiceMessageRow[] = [];
  const endpoint = (scheme: string) => `${scheme}:${r.digits(scheme === '0106' ? 8 : 9)}`;
  const message = (
    fields: Pick<
      FinanceEinvoiceMessageRow,
      'direction' | 'document_type' | 'document_number' | 'counterparty_name' | 'amount_cents' | 'issue_date' | 'status'
    > & {
      endpoint: string | null;
      createdMs: number;
      changedMs?: number;
      id?: string;
    },
  ) => {
    const createdMs = toSecond(Math.min(fields.createdMs, latest - HOUR_MS));
    const changedMs = toSecond(
      Math.max(createdMs, Math.min(fields.changedMs ?? createdMs + DEPTH[fields.status] * r.range(6, 40) * HOUR_MS, latest)),
    );
    const previous = PREVIOUS[fields.status];
    messages.push({
      id: fields.id ?? r.uuid(),
      store_id: entity.store_id,
      entity_id: entity.id,
      direction: fields.direction,
      document_type: fields.document_type,
      document_number: fields.document_number,
      counterparty_name: fields.counterparty_name,
      counterparty_endpoint: fields.endpoint,
      amount_cents: fields.amount_cents,
      currency: entity.currency,
      issue_date: fields.issue_date,
      due_date: fields.document_type === 'invoice' ? addDays(fields.issue_date, 30) : null,
      status: fields.status,
      previous_status: previous,
      status_reason: REASONS[fields.status]?.[fields.direction] ?? null,
      status_changed_at: iso(changedMs),
      created_at: iso(createdMs),
    });
  };

  // Outbound invoices for the largest recent orders; the newest get the transport statuses.
  const since = addDays(input.today, -60);
  const recent = input.outbound.orders.filter((o) => input.dateOf(o.createdMs) >= since && o.row.total_cents > 0);
  const chosen = [...recent]
    .sort((a, b) => b.row.total_cents - a.row.total_cents || a.row.id.localeCompare(b.row.id))
    .slice(0, input.outbound.statuses.length)
    .sort((a, b) => b.createdMs - a.createdMs);
  chosen.forEach((o, i) => {
    const paidOn = input.outbound.paidOn?.get(o.row.id);
    let status = input.outbound.statuses[i]!;
    if (paidOn !== undefined) status = paidOn !== null ? 'paid' : status === 'paid' ? 'accepted' : status;
    const customer = input.outbound.customers[i % input.outbound.customers.length]!;
    const issued = input.dateOf(o.createdMs);
    message({
      direction: 'outbound',
      document_type: 'invoice',
      document_number: `${input.outbound.prefix}-${issued.slice(0, 4)}-${o.row.order_number}`,
      counterparty_name: customer.name,
      endpoint: endpoint(customer.scheme),
      amount_cents: o.row.total_cents,
      issue_date: issued,
      status,
      createdMs: o.createdMs + r.int(20, 240) * MINUTE_MS,
      changedMs: paidOn !== undefined && paidOn !== null ? at(paidOn, 15) : undefined,
    });
  });
  if (input.creditNote) {
    const refunded = recent.find((o) => o.refunds.length > 0 && !chosen.includes(o));
    if (refunded !== undefined) {
      const refund = refunded.refunds[0]!;
      const refundMs = Date.parse(refund.created_at);
      const customer = input.outbound.customers[input.outbound.customers.length - 1]!;
      message({
        direction: 'outbound',
        document_type: 'credit_note',
        document_number: `${input.outbound.prefix}-CN-${input.dateOf(refundMs).slice(0, 4)}-${refunded.row.order_number}`,
        counterparty_name: customer.name,
        endpoint: endpoint(customer.scheme),
        amount_cents: refund.amount_cents,
        issue_date: input.dateOf(refundMs),
        status: 'delivered',
        createdMs: refundMs + 2 * HOUR_MS,
      });
    }
  }

  // Inbound: the suppliers' stock invoices (booked from them) and service invoices in progress.
  for (const p of input.purchases) {
    if (p.einvoiceId === null) continue;
    message({
      id: p.einvoiceId,
      direction: 'inbound',
      document_type: 'invoice',
      document_number: p.number,
      counterparty_name: p.supplier,
      endpoint: endpoint(input.supplierScheme),
      amount_cents: p.grossCents,
      issue_date: p.issued,
      status: p.paidOn !== null ? 'paid' : 'accepted',
      createdMs: at(p.issued, 6) + r.int(0, 120) * MINUTE_MS,
      changedMs: p.paidOn !== null ? at(p.paidOn, 8.5) + MINUTE_MS : at(addDays(p.issued, 1), 11),
    });
  }
  input.inbound.forEach((s, i) => {
    const issued = addDays(input.today, -(3 + i * 4 + r.int(0, 3)));
    message({
      direction: 'inbound',
      document_type: 'invoice',
      document_number: `${s.vendor
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 4)
        .toUpperCase()}-${r.digits(7)}`,
      counterparty_name: s.vendor,
      endpoint: r.chance(0.85) ? endpoint(input.supplierScheme) : null,
      amount_cents: Math.round(s.cents * r.noise(0.15)),
      issue_date: issued,
      status: s.status,
      createdMs: at(issued, 7) + r.int(0, 300) * MINUTE_MS,
    });
  });
  return { messages };
}
