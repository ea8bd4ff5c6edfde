/**
 * Accounting periods (seed: State machines "Finance period": open → closed on "period closed",
 * event `fin.period.closed`, nothing more is posted into it; closed → open on "period reopened",
 * event `fin.period.reopened`). Periods are calendar months `YYYY-MM` of the entity's dates; a
 * period is created open the first time something is dated in it.
 */
import { randomUUID } from 'node:crypto';
import { ArgumentError } from '@storeops/contract';
import type { FinanceEntityRow, FinancePeriodRow } from '@storeops/db';
import { recordChange } from './changes';
import type { Actor, BooksContext } from './context';

/** First and last day (inclusive) of the month `period` (`YYYY-MM`). */
export function monthBounds(period: string): { starts_on: string; ends_on: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { starts_on: `${period}-01`, ends_on: `${period}-${String(last).padStart(2, '0')}` };
}

/**
 * Serialises writes to one entity's books: on PostgreSQL a row lock on the entity until the
 * caller's transaction ends (so entry numbers, period creation and state changes never race); on
 * SQLite the database already runs one write transaction at a time.
 */
export async function lockEntity(ctx: Pick<BooksContext, 'scope'>, entityId: string): Promise<void> {
  if (ctx.scope.dialect === 'postgres') await ctx.scope.from('finance_entities').where({ id: entityId }).forUpdate().first('id');
}

/** The period `date` falls in, created open when it does not exist yet. Call under {@link lockEntity}. */
export async function periodFor(
  ctx: Pick<BooksContext, 'scope' | 'now'>,
  entity: FinanceEntityRow,
  date: string,
): Promise<FinancePeriodRow> {
  const period = date.slice(0, 7);
  const found = (await ctx.scope.from('finance_periods').where({ entity_id: entity.id, period }).first()) as FinancePeriodRow | undefined;
  if (found !== undefined) return found;
  const row: FinancePeriodRow = {
    id: randomUUID(),
    store_id: ctx.scope.storeId,
    entity_id: entity.id,
    period,
    ...monthBounds(period),
    status: 'open',
    closed_at: null,
    closed_by: null,
    reopened_at: null,
    reopened_by: null,
    created_at: ctx.now.toISOString(),
  };
  await ctx.scope.insert('finance_periods', row);
  return row;
}

/** Throws `ArgumentError(argument)` when `period` is closed (nothing is posted into a closed period). */
export function requireOpen(period: FinancePeriodRow, argument: string, date: string): void {
  if (period.status === 'closed') {
    throw new ArgumentError(
      argument,
      `${date} falls in period ${period.period}, which is closed (closed ${period.closed_at ?? ''} by ${period.closed_by ?? 'unknown'}); ` +
        'post into an open period, or reopen the period first',
    );
  }
}

async function loadPeriod(ctx: Pick<BooksContext, 'scope'>, periodId: string, argument: string): Promise<FinancePeriodRow> {
  const row = (await ctx.scope.from('finance_periods').where({ id: periodId }).first()) as FinancePeriodRow | undefined;
  if (row === undefined) throw new ArgumentError(argument, `is not an accounting period of this store: ${periodId}`);
  return row;
}

/** What a period state change needs. */
export interface PeriodChange {
  periodId: string;
  reason?: string | null;
  actor: Actor;
  /** Argument name errors name (default `period_id`). */
  argument?: string;
}

async function change(ctx: BooksContext, input: PeriodChange, to: 'open' | 'closed'): Promise<FinancePeriodRow> {
  const argument = input.argument ?? 'period_id';
  const first = await loadPeriod(ctx, input.periodId, argument);
  await lockEntity(ctx, first.entity_id);
  const before = await loadPeriod(ctx, input.periodId, argument);
  if (before.status === to) throw new ArgumentError(argument, `period ${before.period} is already ${to}`);
  const at = ctx.now.toISOString();
  const by = input.actor.id ?? input.actor.type;
  const patch =
    to === 'closed'
      ? { status: 'closed' as const, closed_at: at, closed_by: by }
      : { status: 'open' as const, reopened_at: at, reopened_by: by };
  await ctx.scope.from('finance_periods').where({ id: before.id, status: before.status }).update(patch);
  const after: FinancePeriodRow = { ...before, ...patch };
  const data = {
    entity_id: after.entity_id,
    period_id: after.id,
    name: after.period,
    start_date: after.starts_on,
    end_date: after.ends_on,
    reason: input.reason ?? null,
    actor: input.actor,
    changed_at: at,
  };
  if (to === 'closed') {
    await recordChange(ctx, after.entity_id, 'fin.period.closed', after.id, { ...data, status: 'closed', previous_status: 'open' });
  } else {
    await recordChange(ctx, after.entity_id, 'fin.period.reopened', after.id, { ...data, status: 'open', previous_status: 'closed' });
  }
  return after;
}

/** Closes an open period (event `fin.period.closed`); throws `ArgumentError(period_id)` when unknown or already closed. */
export function closePeriod(ctx: BooksContext, input: PeriodChange): Promise<FinancePeriodRow> {
  return change(ctx, input, 'closed');
}

/** Reopens a closed period (event `fin.period.reopened`); throws `ArgumentError(period_id)` when unknown or already open. */
export function reopenPeriod(ctx: BooksContext, input: PeriodChange): Promise<FinancePeriodRow> {
  return change(ctx, input, 'open');
}
