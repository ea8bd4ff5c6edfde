/**
 * finance_journal_entries_list (seed catalogue "finance", State machines "Finance journal entry";
 * finance:read, read): an entity's posted entries with all their lines, in posting order (`number`,
 * newest first unless `order: asc`), keyset paging on `number` (unique per entity). Filters:
 * entry date range, period, account (entries with a line on it), source, reversed, memo text.
 * Lines, accounts, periods and the reverse links are read by one query each for the whole page.
 */
import { ArgumentError, type HandlerContext, type Types } from '@storeops/contract';
import type { FinanceJournalEntryRow, FinanceJournalLineRow, FinancePeriodRow } from '@storeops/db';
import { num } from '../books';
import { decodeCursor } from '../paging';
import { accountsOf, entityOf, entryNumbers, page, whereDates, whereText } from './common';

type Input = Types.FinanceJournalEntriesListInput & { limit: number };
type Line = Types.FinanceJournalLine;

/** A page of the entity's entries with lines (minor units), by `number` in `order`; 400 naming `entity_id`, `period_id`, `account_id`, `date_from`/`date_to` or `cursor`. */
export async function financeJournalEntriesList(input: Input, ctx: HandlerContext): Promise<Types.FinanceJournalEntriesListResult> {
  const { entity, ref } = await entityOf(ctx, input.entity_id);
  const order = input.order ?? 'desc';
  const list = `finance_journal_entries_list:${order}`;
  const q = ctx.scope.from('finance_journal_entries').where({ entity_id: entity.id });
  whereDates(q, 'entry_date', input.date_from, input.date_to);
  if (input.period_id !== undefined) {
    const found = await ctx.scope.from('finance_periods').where({ entity_id: entity.id, id: input.period_id }).first('id');
    if (found === undefined) throw new ArgumentError('period_id', `is not a period of entity ${entity.id}: ${input.period_id}`);
    q.where('period_id', input.period_id);
  }
  if (input.account_id !== undefined) {
    const found = await ctx.scope.from('finance_accounts').where({ entity_id: entity.id, id: input.account_id }).first('id');
    if (found === undefined) throw new ArgumentError('account_id', `is not an account of entity ${entity.id}'s chart: ${input.account_id}`);
    q.whereIn(
      'id',
      ctx.scope.from('finance_journal_lines').where({ entity_id: entity.id, account_id: input.account_id }).select('entry_id'),
    );
  }
  if (input.source !== undefined) q.where('source', input.source);
  if (input.reversed === true) q.whereNotNull('reversed_by_entry_id');
  if (input.reversed === false) q.whereNull('reversed_by_entry_id');
  if (input.q !== undefined) whereText(q, ['memo'], input.q, 'contains');
  if (input.cursor !== undefined) {
    const [n] = decodeCursor(list, input.cursor, 1) as [number];
    q.where('number', order === 'desc' ? '<' : '>', n);
  }
  const rows = (await q.orderBy('number', order).limit(input.limit + 1)) as FinanceJournalEntryRow[];
  const p = page(list, rows, input.limit, (e) => [num(e.number)]);

  const ids = p.rows.map((e) => e.id);
  const lines =
    ids.length === 0
      ? []
      : ((await ctx.scope
          .from('finance_journal_lines')
          .where({ entity_id: entity.id })
          .whereIn('entry_id', ids)
          .orderBy([{ column: 'entry_id' }, { column: 'line_no' }])) as FinanceJournalLineRow[]);
  const accounts = await accountsOf(
    ctx,
    entity.id,
    lines.map((l) => l.account_id),
  );
  const periods = new Map(
    ids.length === 0
      ? []
      : (
          (await ctx.scope
            .from('finance_periods')
            .where({ entity_id: entity.id })
            .whereIn('id', [...new Set(p.rows.map((e) => e.period_id))])
            .select('id', 'period')) as Array<Pick<FinancePeriodRow, 'id' | 'period'>>
        ).map((r) => [r.id, r.period]),
  );
  const numbers = await entryNumbers(
    ctx,
    entity.id,
    p.rows.flatMap((e) => [e.reverses_entry_id, e.reversed_by_entry_id]),
  );
  const byEntry = new Map<string, Line[]>();
  for (const l of lines) {
    const a = accounts.get(l.account_id);
    if (a === undefined) throw new Error(`journal line ${l.id} names account ${l.account_id}, which is not in entity ${entity.id}'s chart`);
    const list = byEntry.get(l.entry_id) ?? [];
    list.push({
      account_id: a.id,
      account_code: a.code,
      account_name: a.name,
      debit_cents: num(l.debit_cents),
      credit_cents: num(l.credit_cents),
      memo: l.memo,
    });
    byEntry.set(l.entry_id, list);
  }
  return {
    entity: ref,
    entries: p.rows.map((e) => ({
      id: e.id,
      number: num(e.number),
      entry_number: e.entry_number,
      entry_date: e.entry_date,
      period_id: e.period_id,
      period: periods.get(e.period_id) ?? e.entry_date.slice(0, 7),
      memo: e.memo,
      source: e.source,
      source_ref: e.source_ref,
      amount_cents: num(e.amount_cents),
      posted_at: e.posted_at,
      posted_by: e.posted_by,
      reverses_entry_id: e.reverses_entry_id,
      reverses_entry_number: e.reverses_entry_id !== null ? (numbers.get(e.reverses_entry_id) ?? null) : null,
      reversed_by_entry_id: e.reversed_by_entry_id,
      reversed_by_entry_number: e.reversed_by_entry_id !== null ? (numbers.get(e.reversed_by_entry_id) ?? null) : null,
      lines: byEntry.get(e.id) ?? [],
    })),
    has_more: p.has_more,
    next_cursor: p.next_cursor,
  };
}
