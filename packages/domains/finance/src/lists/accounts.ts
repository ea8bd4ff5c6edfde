/**
 * finance_accounts_list (seed catalogue "finance"; finance:read, read): an entity's chart of
 * accounts by `code`, each with its debits, credits and balance (normal side positive) as of
 * `as_of` (default today in the entity's time zone), by one grouped aggregate over the page's
 * accounts' lines. Keyset paging on `code` (unique per entity). Amounts: integer minor units.
 */
import type { HandlerContext, Types } from '@storeops/contract';
import { type FinanceAccountRow, toBool } from '@storeops/db';
import { localDate, requireDate } from '../books';
import { decodeCursor } from '../paging';
import { balances, entityOf, page, whereEquals, whereText } from './common';

const LIST = 'finance_accounts_list';
type Input = Types.FinanceAccountsListInput & { limit: number };

/** A page of the entity's accounts (`limit` 1..200, keyset on `code`) with debits, credits and the normal-side balance in minor units as of `as_of`; 400 naming `entity_id`, `as_of` or `cursor`. */
export async function financeAccountsList(input: Input, ctx: HandlerContext): Promise<Types.FinanceAccountsListResult> {
  const { entity, ref } = await entityOf(ctx, input.entity_id);
  const asOf = input.as_of !== undefined ? requireDate('as_of', input.as_of) : localDate(ctx.now, entity.timezone);
  const q = ctx.scope.from('finance_accounts').where({ entity_id: entity.id });
  whereEquals(q, { type: input.type, is_active: input.active });
  if (input.q !== undefined) whereText(q, ['code', 'name'], input.q, 'prefix');
  if (input.cursor !== undefined) {
    const [code] = decodeCursor(LIST, input.cursor, 1) as [string];
    q.where('code', '>', code);
  }
  const rows = (await q.orderBy('code').limit(input.limit + 1)) as FinanceAccountRow[];
  const p = page(LIST, rows, input.limit, (a) => [a.code]);
  const sums = await balances(ctx, entity.id, p.rows, asOf);
  return {
    entity: ref,
    as_of: asOf,
    accounts: p.rows.map((a) => {
      const s = sums.get(a.id)!;
      return {
        id: a.id,
        code: a.code,
        name: a.name,
        type: a.type,
        normal_balance: a.normal_balance,
        system_key: a.system_key,
        description: a.description,
        is_active: toBool(a.is_active),
        debit_cents: s.debit,
        credit_cents: s.credit,
        balance_cents: s.balance,
        line_count: s.lines,
      };
    }),
    has_more: p.has_more,
    next_cursor: p.next_cursor,
  };
}
