/**
 * finance_einvoice_messages_list (seed catalogue "finance", State machines "E-invoice message";
 * finance:read, read): an entity's Peppol messages, latest status change first (ties by id
 * descending), keyset paging on `(status_changed_at, id)`. Filters: direction, status, document
 * type, issue date range. `amount_cents`: integer minor units of the message's currency.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import type { FinanceEinvoiceMessageRow } from '@storeops/db';
import { num } from '../books';
import { entityOf, keysetPage, whereDates, whereEquals } from './common';

const LIST = 'finance_einvoice_messages_list';

/** A page of the entity's e-invoice messages, latest status change first; 400 naming `entity_id`, `date_from`/`date_to` or `cursor`. */
export async function financeEinvoiceMessagesList(
  input: Types.FinanceEinvoiceMessagesListInput & { limit: number },
  ctx: HandlerContext,
): Promise<Types.FinanceEinvoiceMessagesListResult> {
  const { entity, ref } = await entityOf(ctx, input.entity_id);
  const q = ctx.scope.from('finance_einvoice_messages').where({ entity_id: entity.id });
  whereEquals(q, { direction: input.direction, status: input.status, document_type: input.document_type });
  whereDates(q, 'issue_date', input.date_from, input.date_to);
  const p = await keysetPage<FinanceEinvoiceMessageRow>(q, LIST, 'status_changed_at', 'desc', input.cursor, input.limit);
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
