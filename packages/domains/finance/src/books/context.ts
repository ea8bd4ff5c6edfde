/**
 * What the books engine needs from its caller, and the small conversions every part shares
 * (seed: Resources "finance books", "Finance entity events").
 *
 * A `WriteContext` (an API write), a `JobContext` (a job body such as the order sync) or the
 * dashboard's operator write all satisfy {@link BooksContext}: the engine reads and writes through
 * the store-scoped query context of the caller's transaction and announces changes with the
 * caller's `emit` (outbox, same transaction), so a posting commits or rolls back with the write
 * that caused it.
 */
import { ArgumentError, type HandlerContext, type WriteContext } from '@storeops/contract';
import { toNumberOrZero, type FinanceEntityRow, type StoreScope } from '@storeops/db';

export interface BooksContext {
  scope: StoreScope;
  store: HandlerContext['store'];
  now: Date;
  /** Writes an event to the outbox in the caller's transaction; resolves to its id. */
  emit: WriteContext['emit'];
}

/** Who caused a change (the AsyncAPI `Actor`): an operator (email), a credential (id), the service (mechanism), or someone outside. */
export interface Actor {
  type: 'operator' | 'credential' | 'service' | 'external';
  id: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Throws `ArgumentError(argument)` unless `value` is a calendar date `YYYY-MM-DD`. */
export function requireDate(argument: string, value: string): string {
  if (!isCalendarDate(value)) throw new ArgumentError(argument, `must be a calendar date YYYY-MM-DD, got "${value}"`);
  return value;
}

/** The calendar date (YYYY-MM-DD) `at` falls on in the IANA time zone `timezone`. */
export function localDate(at: Date, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    at,
  );
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Number from a count/sum/bigint column (PostgreSQL answers bigint and aggregates as strings); null is 0 (db `toNumberOrZero`). */
export const num: (value: unknown) => number = toNumberOrZero;

/**
 * The entity `entityId` of this store; throws `ArgumentError(argument)` when the store has none by
 * that id (another store's entity is indistinguishable from a missing one).
 */
export async function loadEntity(ctx: Pick<BooksContext, 'scope'>, entityId: string, argument = 'entity_id'): Promise<FinanceEntityRow> {
  const row = (await ctx.scope.from('finance_entities').where({ id: entityId }).first()) as FinanceEntityRow | undefined;
  if (row === undefined) throw new ArgumentError(argument, `is not a finance entity (set of books) of this store: ${entityId}`);
  return row;
}

/**
 * The store's primary entity: the oldest entity in the store's own currency (else the oldest);
 * where commerce postings (orders, refunds, cost and expense imports) go. Null when the store keeps
 * no books.
 */
export async function primaryEntity(ctx: Pick<BooksContext, 'scope' | 'store'>): Promise<FinanceEntityRow | null> {
  const rows = (await ctx.scope.from('finance_entities').orderBy([{ column: 'created_at' }, { column: 'id' }])) as FinanceEntityRow[];
  return rows.find((e) => e.currency === ctx.store.currency) ?? rows[0] ?? null;
}

/** The `FinanceEntityRef` of answers: which books, and the currency of their `*_cents`. */
export function entityRef(e: FinanceEntityRow): { id: string; name: string; currency: string; timezone: string } {
  return { id: e.id, name: e.name, currency: e.currency, timezone: e.timezone };
}
