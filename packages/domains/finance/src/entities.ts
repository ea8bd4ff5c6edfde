/**
 * finance_entities_list (seed catalogue "finance"; finance:read, read): the store's finance
 * entities, oldest first, each with the state of its books, computed by grouped SQL aggregates
 * over the page's entities (one query per table, never per entity).
 */
import type { HandlerContext, Types } from '@storeops/contract';
import type { FinanceEntityRow } from '@storeops/db';
import { num } from './books';
import { decodeCursor, encodeCursor } from './paging';

type Input = Types.FinanceEntitiesListInput & { limit: number };

async function countsBy(
  ctx: HandlerContext,
  table: 'finance_accounts' | 'finance_bank_accounts' | 'finance_bank_transactions' | 'finance_proposals',
  ids: string[],
  where: Record<string, unknown>,
): Promise<Map<string, number>> {
  const rows = (await ctx.scope
    .from(table)
    .whereIn('entity_id', ids)
    .where(where)
    .select('entity_id')
    .count({ n: '*' })
    .groupBy('entity_id')) as Array<{
    entity_id: string;
    n: unknown;
  }>;
  return new Map(rows.map((r) => [r.entity_id, num(r.n)]));
}

export async function financeEntitiesList(input: Input, ctx: HandlerContext): Promise<Types.FinanceEntitiesListResult> {
  const q = ctx.scope.from('finance_entities');
  if (input.cursor !== undefined) {
    const [at, id] = decodeCursor('finance_entities_list', input.cursor, 2) as [string, string];
    q.where((w) => w.where('created_at', '>', at).orWhere((x) => x.where('created_at', '=', at).where('id', '>', id)));
  }
  const rows = (await q.orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(input.limit + 1)) as FinanceEntityRow[];
  const page = rows.slice(0, input.limit);
  const ids = page.map((e) => e.id);

  const accounts = await countsBy(ctx, 'finance_accounts', ids, {});
  const banks = await countsBy(ctx, 'finance_bank_accounts', ids, { status: 'active' });
  const unmatched = await countsBy(ctx, 'finance_bank_transactions', ids, { state: 'counted', reconciliation: 'unmatched' });
  const proposals = await countsBy(ctx, 'finance_proposals', ids, { status: 'pending' });
  const entries = new Map(
    (
      (await ctx.scope
        .from('finance_journal_entries')
        .whereIn('entity_id', ids)
        .select('entity_id')
        .count({ n: '*' })
        .min({ first: 'entry_date' })
        .max({ last: 'entry_date' })
        .groupBy('entity_id')) as Array<{ entity_id: string; n: unknown; first: string | null; last: string | null }>
    ).map((r) => [r.entity_id, r]),
  );
  const periods = (await ctx.scope
    .from('finance_periods')
    .whereIn('entity_id', ids)
    .select('entity_id', 'status')
    .count({ n: '*' })
    .max({ last: 'period' })
    .groupBy('entity_id', 'status')) as Array<{ entity_id: string; status: string; n: unknown; last: string | null }>;
  const period = (id: string, status: string) => periods.find((p) => p.entity_id === id && p.status === status);

  const last = page[page.length - 1];
  const hasMore = rows.length > input.limit;
  return {
    entities: page.map((e) => {
      const en = entries.get(e.id);
      return {
        id: e.id,
        name: e.name,
        legal_name: e.legal_name,
        currency: e.currency,
        timezone: e.timezone,
        country: e.country,
        created_at: e.created_at,
        account_count: accounts.get(e.id) ?? 0,
        entry_count: num(en?.n),
        first_entry_date: en?.first ?? null,
        last_entry_date: en?.last ?? null,
        open_period_count: num(period(e.id, 'open')?.n),
        closed_period_count: num(period(e.id, 'closed')?.n),
        last_closed_period: period(e.id, 'closed')?.last ?? null,
        bank_account_count: banks.get(e.id) ?? 0,
        unmatched_bank_transaction_count: unmatched.get(e.id) ?? 0,
        pending_proposal_count: proposals.get(e.id) ?? 0,
      };
    }),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? encodeCursor('finance_entities_list', [last.created_at, last.id]) : null,
  };
}
