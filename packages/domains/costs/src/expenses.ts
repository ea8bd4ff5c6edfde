/**
 * get_expenses (seed catalogue "costs"; costs:read, read): the store's expenses incurred from
 * `from` to `to` (inclusive `YYYY-MM-DD` dates, UTC calendar days; default the 30 days ending
 * today UTC; at most 366 days), optionally of one `category`: totals per category (largest
 * first) over the whole window, and the rows newest first (ties by id), `limit` per page with an
 * opaque `cursor`. Amounts in major units of the store currency.
 */
import { ArgumentError, toMajor, type HandlerContext, type Types, type WithDefaults } from '@storeops/contract';
import type { ExpenseRow } from '@storeops/db';
import { isDate } from './csv';
import { decode, encode } from './cursor';

const PREFIX = 'ex_';
const DAY = 86_400_000;
export const MAX_WINDOW_DAYS = 366;

/** The handler of get_expenses: a page of the store's business expenses in a date window. */
export async function getExpenses(
  input: WithDefaults<Types.GetExpensesInput, 'limit'>,
  ctx: HandlerContext,
): Promise<Types.GetExpensesResult> {
  const today = ctx.now.toISOString().slice(0, 10);
  const to = input.to ?? today;
  if (!isDate(to)) throw new ArgumentError('to', 'is not a calendar date YYYY-MM-DD');
  const from = input.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10);
  if (!isDate(from)) throw new ArgumentError('from', 'is not a calendar date YYYY-MM-DD');
  if (from > to) throw new ArgumentError('from', `is after to (${to})`);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY + 1;
  if (days > MAX_WINDOW_DAYS) throw new ArgumentError('from', `the window is ${days} days; at most ${MAX_WINDOW_DAYS}`);

  const base = () => {
    const q = ctx.scope.from('expenses').where('incurred_on', '>=', from).andWhere('incurred_on', '<=', to);
    if (input.category !== undefined) q.andWhere({ category: input.category });
    return q;
  };
  const totals = (await base().select('category').sum({ cents: 'amount_cents' }).count({ n: '*' }).groupBy('category')) as Array<{
    category: string;
    cents: number | string;
    n: number | string;
  }>;
  const byCategory = totals
    .map((t) => ({ category: t.category, total: toMajor(Number(t.cents), ctx.store.currency), count: Number(t.n) }))
    .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category));

  const q = base().orderBy([
    { column: 'incurred_on', order: 'desc' },
    { column: 'id', order: 'desc' },
  ]);
  if (input.cursor !== undefined) {
    const c = decode(PREFIX, input.cursor);
    q.andWhere((w) => w.where('incurred_on', '<', c.key).orWhere((o) => o.where('incurred_on', c.key).andWhere('id', '<', c.id)));
  }
  const rows = (await q.limit(input.limit + 1)) as ExpenseRow[];
  const page = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  const last = page[page.length - 1];
  const totalCents = totals.reduce((s, t) => s + Number(t.cents), 0);
  return {
    from,
    to,
    currency: ctx.store.currency,
    total: toMajor(totalCents, ctx.store.currency),
    count: totals.reduce((s, t) => s + Number(t.n), 0),
    by_category: byCategory,
    expenses: page.map((e) => ({
      id: e.id,
      incurred_on: e.incurred_on,
      category: e.category,
      description: e.description,
      vendor: e.vendor ?? null,
      amount: toMajor(Number(e.amount_cents), ctx.store.currency),
      currency: e.currency,
      source: e.source,
      import_ref: e.import_ref ?? null,
      created_at: e.created_at,
    })),
    has_more: hasMore,
    next_cursor: hasMore && last !== undefined ? encode(PREFIX, last.incurred_on, last.id) : null,
  };
}
