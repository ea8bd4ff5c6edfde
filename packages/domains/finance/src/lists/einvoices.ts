/**
 * finance_einvoice_messages_list (seed catalogue "finance", State machines "E-invoice message";
 * finance:read, read): an entity's Peppol messages, latest status change first (ties by id
 * descending), keyset paging on `(status_changed_at, id)`. Filters: direction, status, document
 * type, issue date range. `amount_cents`: integer minor units of the message's currency.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import type { FinanceEinvoiceMessageRow } from '@storeops/db';
import { num } from '../books';
import { decodeCursor } from '../paging';
import { afterDesc, entityOf, page, whereDates } from './common';

const LIST = 'finance_einvoice_messages_list';

/** A page of the entity's e-invoice messages, latest status change first; 400 naming `entity_id`, `date_from`/`date_to` or `cursor`. */
export async function financeEinvoiceMessagesList(
  ctx: HandlerContext,
  input: Types.FinanceEinvoiceMessagesListInput & { limit: number },
): Promise<Types.FinanceEinvoiceMessagesListResult> {
  const { entity, ref } = await entityOf(ctx, input.entity_id);
  const q = ctx.scope.from('finance_einvoice_messages').where({ entity_id: entity.id });
  if (input.direction !== undefined) q.where('direction', input.direction);
  if (input.status !== undefined) q.where('status', input.status);
  if (input.document_type !== undefined) q.where('document_type', input.document_type);
  whereDates(q, 'issue_date', input.date_from, input.date_to);
  if (input.cursor !== undefined) {
    const [at, id] = decodeCursor(LIST, input.cursor, 2) as [string, string];
    afterDesc(q, 'status_changed_at', 'id', at, id);
  }
  const rows = (await q
    .orderBy([
      { column: 'status_changed_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(input.limit + 1)) as FinanceEinvoiceMessageRow[];
  const p = page(LIST, rows, input.limit, (m) => [m.status_changed_at, m.id]);
  return {
    entity: ref,
    messages: p.rows.map((m) => ({
      id: m.id,
      direction: m.direction,
      document_type: m.document_type,
      document_number: m.document_number,
      counterparty_name: m.counterparty_name,
      counterparty_endpoint: m.counterparty_endpoint,
      amount_cents: num(m.amount_cents),
      currency: m.currency,
      issue_date: m.issue_date,
      due_date: m.due_date,
      status: m.status,
      previous_status: m.previous_status,
      status_reason: m.status_reason,
      status_changed_at: m.status_changed_at,
      created_at: m.created_at,
    })),
    has_more: p.has_more,
    next_cursor: p.next_cursor,
  };
}
