/**
 * What the seven finance lists share (seed catalogue "finance"): the entity they are
 * about, text and date filters that behave the same on SQLite and PostgreSQL, the page cut, and the
 * account and entry look-ups their rows name.
 */
import { ArgumentError, type HandlerContext } from '@storeops/contract';
import type { FinanceAccountRow, FinanceEntityRow, StoreScope } from '@storeops/db';
import { entityRef, loadEntity, num, requireDate } from '../books';
import { decodeCursor, encodeCursor } from '../paging';

export type Ref = ReturnType<typeof entityRef>;

/** A scoped query builder (`ctx.scope.from(...)`). */
export type Query = ReturnType<StoreScope['from']>;

/** The entity `entity_id` names (this store's only; otherwise `invalid_request` naming `entity_id`). */
export async function entityOf(ctx: HandlerContext, entityId: string): Promise<{ entity: FinanceEntityRow; ref: Ref }> {
  const entity = await loadEntity(ctx, entityId);
  return { entity, ref: entityRef(entity) };
}

/** `%`, `_` and `\` of user text escaped for `LIKE ... ESCAPE '\'`, lower-cased. */
function likeText(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Adds `lower(col) LIKE pattern` over `columns` (OR-ed): `prefix` for starts-with, else contains.
 * Case-insensitive for ASCII letters on both dialects (SQLite's `lower` folds ASCII only).
 */
export function whereText(q: Query, columns: readonly string[], text: string, mode: 'prefix' | 'contains'): void {
  const pattern = mode === 'prefix' ? `${likeText(text)}%` : `%${likeText(text)}%`;
  q.where((w) => {
    for (const c of columns) w.orWhereRaw(`lower(??) like ? escape '\\'`, [c, pattern]);
  });
}

/** Validates an optional `date_from`/`date_to` pair (calendar dates, `to` not before `from`) and applies it to `column`. */
export function whereDates(
  q: Query,
  column: string,
  from: string | undefined,
  to: string | undefined,
  names = ['date_from', 'date_to'] as const,
): void {
  if (from !== undefined) requireDate(names[0], from);
  if (to !== undefined) requireDate(names[1], to);
  if (from !== undefined && to !== undefined && to < from) throw new ArgumentError(names[1], `is before ${names[0]} (${to} < ${from})`);
  if (from !== undefined) q.where(column, '>=', from);
  if (to !== undefined) q.where(column, '<=', to);
}

/** The page of `rows` (fetched with `limit + 1`), `has_more`, and the cursor of its last row's `key`. */
export function page<T>(
  list: string,
  rows: T[],
  limit: number,
  key: (row: T) => Array<string | number>,
): { rows: T[]; has_more: boolean; next_cursor: string | null } {
  const out = rows.slice(0, limit);
  const last = out[out.length - 1];
  const more = rows.length > limit;
  return { rows: out, has_more: more, next_cursor: more && last !== undefined ? encodeCursor(list, key(last)) : null };
}

/** Keyset condition for a descending `(a, id)` order: rows strictly after the cursor's `(a, id)`. */
export function afterDesc(q: Query, col: string, idCol: string, a: string | number, id: string | number): void {
  q.where((w) => w.where(col, '<', a).orWhere((x) => x.where(col, '=', a).where(idCol, '<', id)));
}

/** Keyset condition for an ascending `(a, id)` order. */
export function afterAsc(q: Query, col: string, idCol: string, a: string | number, id: string | number): void {
  q.where((w) => w.where(col, '>', a).orWhere((x) => x.where(col, '=', a).where(idCol, '>', id)));
}

/** Equality filters: `column = value` for each given value, in order (an undefined value filters nothing). */
export function whereEquals(q: Query, filters: Readonly<Record<string, string | number | boolean | undefined>>): void {
  for (const [column, value] of Object.entries(filters)) if (value !== undefined) q.where(column, value);
}

/**
 * One page of `q` in keyset order on (`column`, `id`), `order` both: after the `cursor` (a
 * `list` cursor of the last row's `[column, id]`), at most `limit` rows, and the next cursor.
 * @throws ArgumentError naming `cursor` when it is not one of this list's.
 */
export async function keysetPage<T extends { id: string }>(
  q: Query,
  list: string,
  column: keyof T & string,
  order: 'asc' | 'desc',
  cursor: string | undefined,
  limit: number,
): Promise<{ rows: T[]; has_more: boolean; next_cursor: string | null }> {
  if (cursor !== undefined) {
    const [at, id] = decodeCursor(list, cursor, 2) as [string, string];
    (order === 'asc' ? afterAsc : afterDesc)(q, column, 'id', at, id);
  }
  const rows = (await q
    .orderBy([
      { column, order },
      { column: 'id', order },
    ])
    .limit(limit + 1)) as T[];
  return page(list, rows, limit, (r) => [r[column] as string, r.id]);
}

/** Accounts of the entity by id (only those asked for). */
export async function accountsOf(ctx: HandlerContext, entityId: string, ids: readonly string[]): Promise<Map<string, FinanceAccountRow>> {
  if (ids.length === 0) return new Map();
  const rows = (await ctx.scope
    .from('finance_accounts')
    .where({ entity_id: entityId })
    .whereIn('id', [...new Set(ids)])) as FinanceAccountRow[];
  return new Map(rows.map((a) => [a.id, a]));
}

/** `entry_number` of the entity's entries `ids`, by id. */
export async function entryNumbers(ctx: HandlerContext, entityId: string, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((i): i is string => i !== null))];
  if (wanted.length === 0) return new Map();
  const rows = (await ctx.scope
    .from('finance_journal_entries')
    .where({ entity_id: entityId })
    .whereIn('id', wanted)
    .select('id', 'entry_number')) as Array<{
    id: string;
    entry_number: string;
  }>;
  return new Map(rows.map((r) => [r.id, r.entry_number]));
}

/**
 * Normal-side sums per account over the entity's lines on `accountIds` (dated on or before `asOf`
 * when given): one grouped aggregate. `balance` is signed so the normal balance is positive.
 */
export async function balances(
  ctx: HandlerContext,
  entityId: string,
  accounts: readonly Pick<FinanceAccountRow, 'id' | 'normal_balance'>[],
  asOf?: string,
): Promise<Map<string, { debit: number; credit: number; balance: number; lines: number }>> {
  if (accounts.length === 0) return new Map();
  const q = ctx.scope
    .from('finance_journal_lines')
    .where({ entity_id: entityId })
    .whereIn('account_id', [...new Set(accounts.map((a) => a.id))]);
  if (asOf !== undefined) q.where('entry_date', '<=', asOf);
  const rows = (await q
    .select('account_id')
    .sum({ d: 'debit_cents' })
    .sum({ c: 'credit_cents' })
    .count({ n: '*' })
    .groupBy('account_id')) as Array<{
    account_id: string;
    d: unknown;
    c: unknown;
    n: unknown;
  }>;
  const byId = new Map(rows.map((r) => [r.account_id, r]));
  return new Map(
    accounts.map((a) => {
      const r = byId.get(a.id);
      const debit = num(r?.d);
      const credit = num(r?.c);
      return [a.id, { debit, credit, balance: a.normal_balance === 'debit' ? debit - credit : credit - debit, lines: num(r?.n) }];
    }),
  );
}
