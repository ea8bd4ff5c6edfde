/**
 * finance_periods_list (seed catalogue "finance", State machines "Finance period"; finance:read,
 * read): an entity's monthly periods, newest first, each with how many entries are dated in it
 * (one grouped count over the page's periods) and who last closed / reopened it. Keyset paging on
 * `period` (unique per entity).
 */
import { ArgumentError, type HandlerContext, type Types } from '@storeops/contract';
import type { FinancePeriodRow } from '@storeops/db';
import { num } from '../books';
import { decodeCursor } from '../paging';
import { entityOf, page } from './common';

const LIST = 'finance_periods_list';
type Input = Types.FinancePeriodsListInput & { limit: number };

/** A page of the entity's periods, newest month first, with entry counts; 400 naming `entity_id`, `from`/`to` (to before from) or `cursor`. */
export async function financePeriodsList(input: Input, ctx: HandlerContext): Promise<Types.FinancePeriodsListResult> {
  const { entity, ref } = await entityOf(ctx, input.entity_id);
  if (input.from !== undefined && input.to !== undefined && input.to < input.from)
    throw new ArgumentError('to', `is before from (${input.to} < ${input.from})`);
  const q = ctx.scope.from('finance_periods').where({ entity_id: entity.id });
  if (input.status !== undefined) q.where('status', input.status);
  if (input.from !== undefined) q.where('period', '>=', input.from);
  if (input.to !== undefined) q.where('period', '<=', input.to);
  if (input.cursor !== undefined) {
    const [period] = decodeCursor(LIST, input.cursor, 1) as [string];
    q.where('period', '<', period);
  }
  const rows = (await q.orderBy('period', 'desc').limit(input.limit + 1)) as FinancePeriodRow[];
  const p = page(LIST, rows, input.limit, (r) => [r.period]);
  const counts = new Map(
    p.rows.length === 0
      ? []
      : (
          (await ctx.scope
            .from('finance_journal_entries')
            .where({ entity_id: entity.id })
            .whereIn(
              'period_id',
              p.rows.map((r) => r.id),
            )
            .select('period_id')
            .count({ n: '*' })
            .groupBy('period_id')) as Array<{ period_id: string; n: unknown }>
        ).map((r) => [r.period_id, num(r.n)]),
  );
  return {
    entity: ref,
    periods: p.rows.map((r) => ({
      id: r.id,
      period: r.period,
      starts_on: r.starts_on,
      ends_on: r.ends_on,
      status: r.status,
      entry_count: counts.get(r.id) ?? 0,
      closed_at: r.closed_at,
      closed_by: r.closed_by,
      reopened_at: r.reopened_at,
      reopened_by: r.reopened_by,
    })),
    has_more: p.has_more,
    next_cursor: p.next_cursor,
  };
}
