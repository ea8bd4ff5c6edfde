/**
 * Posting and reversing journal entries (seed: State machines "Finance
 * journal entry: posted → reversed by a new entry; the original stays; the reversal entry is the
 * tombstone", events `fin.entry.posted`, `fin.entry.reversed`).
 *
 * Rules the engine enforces for every caller (API writes, jobs, the dashboard):
 * - an entry has at least two lines; each line is a debit or a credit (exactly one of
 *   `debit_cents` / `credit_cents` is a positive integer, the other 0), in integer minor units of
 *   the entity's currency; debits equal credits;
 * - every line's account belongs to the entity's chart and is active;
 * - the entry's date falls in an open period (a missing period is created open); a closed one is
 *   refused with `ArgumentError` naming the date argument;
 * - history is never edited: a correction is a reversal entry (lines swapped), the original only
 *   gains `reversed_by_entry_id`; an entry is reversed at most once and a reversal is not reversed;
 * - at most one entry in force (not reversed) per entity, `source` and `source_ref`, so booking the
 *   same order twice is refused, while a document whose booking was reversed can be booked again;
 * - numbers: `number` increases by one per entity in posting order; `entry_number` is
 *   `<year of the date>-<sequence within that year, 6 digits>`.
 */
import { randomUUID } from 'node:crypto';
import { ArgumentError, toMajor } from '@storeops/contract';
import {
  ENTRY_SOURCE_KINDS,
  type FinanceAccountRow,
  type FinanceEntityRow,
  type FinanceEntrySource,
  type FinanceJournalEntryRow,
  type FinanceJournalLineRow,
} from '@storeops/db';
import { accountsById } from './accounts';
import { recordChange } from './changes';
import { type Actor, type BooksContext, loadEntity, localDate, num, requireDate } from './context';
import { lockEntity, periodFor, requireOpen } from './periods';

/** Longest entry memo (characters); a reversal's memo is cut to it. */
export const MEMO_MAX = 500;

/** One line to post: a debit or a credit on `account_id`, in minor units. */
export interface LineInput {
  account_id: string;
  debit_cents: number;
  credit_cents: number;
  memo?: string | null;
}

export interface PostInput {
  entityId: string;
  /** Accounting date `YYYY-MM-DD` (entity calendar). */
  entryDate: string;
  memo: string;
  source: Exclude<FinanceEntrySource, 'reversal'>;
  /** `<kind>:<id>` of the booked document, unique per entity and source; null for a manual entry. */
  sourceRef?: string | null;
  /** The bulk import it belongs to (announced once by the import: pass `announce: false`). */
  importId?: string | null;
  lines: readonly LineInput[];
  actor: Actor;
  /** Emit `fin.entry.posted` for this entry (default true); false inside a bulk import. */
  announce?: boolean;
  /** Argument names errors name (defaults `entry_date`, `lines`, `memo`). */
  arguments?: { date?: string; lines?: string; memo?: string };
}

/** A posted entry with its lines. */
export interface PostedEntry {
  entry: FinanceJournalEntryRow;
  lines: FinanceJournalLineRow[];
  /** The accounts its lines post to, by id. */
  accounts: Map<string, FinanceAccountRow>;
}

/** Who posted, as `posted_by` stores it. */
function postedBy(actor: Actor): string {
  if (actor.type === 'credential') return `api:${actor.id ?? 'unknown'}`;
  return actor.id ?? actor.type;
}

function checkLines(lines: readonly LineInput[], argument: string): number {
  if (lines.length < 2) throw new ArgumentError(argument, 'an entry needs at least two lines (a debit and a credit)');
  let debits = 0;
  let credits = 0;
  lines.forEach((l, i) => {
    for (const [k, v] of [
      ['debit_cents', l.debit_cents],
      ['credit_cents', l.credit_cents],
    ] as const) {
      if (!Number.isSafeInteger(v) || v < 0)
        throw new ArgumentError(`${argument}[${i}].${k}`, `must be a non-negative integer of minor units, got ${v}`);
    }
    if (l.debit_cents > 0 === l.credit_cents > 0)
      throw new ArgumentError(
        `${argument}[${i}]`,
        'a line is either a debit or a credit: exactly one of debit_cents and credit_cents is > 0',
      );
    debits += l.debit_cents;
    credits += l.credit_cents;
  });
  if (debits !== credits)
    throw new ArgumentError(argument, `the entry does not balance: debits ${debits} ≠ credits ${credits} (minor units)`);
  return debits;
}

async function nextNumbers(
  ctx: Pick<BooksContext, 'scope'>,
  entityId: string,
  date: string,
): Promise<{ number: number; entry_number: string }> {
  const year = date.slice(0, 4);
  const [top] = (await ctx.scope.from('finance_journal_entries').where({ entity_id: entityId }).max({ n: 'number' })) as Array<{
    n: unknown;
  }>;
  const [inYear] = (await ctx.scope
    .from('finance_journal_entries')
    .where({ entity_id: entityId })
    .where('entry_number', 'like', `${year}-%`)
    .max({ n: 'entry_number' })) as Array<{ n: string | null }>;
  const seq = inYear?.n !== null && inYear?.n !== undefined ? Number(inYear.n.slice(5)) + 1 : 1;
  return { number: num(top?.n) + 1, entry_number: `${year}-${String(seq).padStart(6, '0')}` };
}

/** FinJournalLine payloads of `lines` (decimal major units). */
export function linePayloads(lines: readonly FinanceJournalLineRow[], accounts: Map<string, FinanceAccountRow>, currency: string) {
  return lines.map((l) => {
    const a = accounts.get(l.account_id)!;
    return {
      account_id: a.id,
      account_code: a.code,
      account_name: a.name,
      debit: toMajor(num(l.debit_cents), currency),
      credit: toMajor(num(l.credit_cents), currency),
      description: l.memo ?? null,
    };
  });
}

async function insertEntry(
  ctx: BooksContext,
  entity: FinanceEntityRow,
  fields: Omit<
    FinanceJournalEntryRow,
    'id' | 'store_id' | 'entity_id' | 'number' | 'entry_number' | 'period_id' | 'amount_cents' | 'currency' | 'posted_at'
  >,
  lines: readonly LineInput[],
  periodId: string,
  total: number,
): Promise<{ entry: FinanceJournalEntryRow; lines: FinanceJournalLineRow[] }> {
  const numbers = await nextNumbers(ctx, entity.id, fields.entry_date);
  const entry: FinanceJournalEntryRow = {
    id: randomUUID(),
    store_id: ctx.scope.storeId,
    entity_id: entity.id,
    ...numbers,
    period_id: periodId,
    ...fields,
    amount_cents: total,
    currency: entity.currency,
    posted_at: ctx.now.toISOString(),
  };
  const rows: FinanceJournalLineRow[] = lines.map((l, i) => ({
    id: randomUUID(),
    store_id: ctx.scope.storeId,
    entity_id: entity.id,
    entry_id: entry.id,
    line_no: i + 1,
    account_id: l.account_id,
    debit_cents: l.debit_cents,
    credit_cents: l.credit_cents,
    memo: l.memo ?? null,
    entry_date: entry.entry_date,
  }));
  await ctx.scope.insert('finance_journal_entries', entry);
  await ctx.scope.insert('finance_journal_lines', rows);
  return { entry, lines: rows };
}

/**
 * Posts one balanced entry (rules in the module docstring) and, unless `announce: false`, emits
 * `fin.entry.posted` (subject = entry id, `batch: null`) into the outbox and the change feed.
 * Throws `ArgumentError` naming `entity_id`, the date argument, or the lines argument (and index)
 * for unusable input; nothing is written then.
 */
export async function postEntry(ctx: BooksContext, input: PostInput): Promise<PostedEntry> {
  const dateArg = input.arguments?.date ?? 'entry_date';
  const linesArg = input.arguments?.lines ?? 'lines';
  const entity = await loadEntity(ctx, input.entityId);
  requireDate(dateArg, input.entryDate);
  if (input.memo.length === 0 || input.memo.length > MEMO_MAX)
    throw new ArgumentError(input.arguments?.memo ?? 'memo', `must be 1..${MEMO_MAX} characters`);
  const total = checkLines(input.lines, linesArg);
  const accounts = await accountsById(
    ctx,
    entity.id,
    input.lines.map((l) => l.account_id),
    linesArg,
  );
  await lockEntity(ctx, entity.id);
  const period = await periodFor(ctx, entity, input.entryDate);
  requireOpen(period, dateArg, input.entryDate);
  const sourceRef = input.sourceRef ?? null;
  if (sourceRef !== null) {
    const dup = (await ctx.scope
      .from('finance_journal_entries')
      .where({ entity_id: entity.id, source: input.source, source_ref: sourceRef })
      .whereNull('reversed_by_entry_id')
      .first('entry_number')) as { entry_number: string } | undefined;
    if (dup !== undefined) throw new ArgumentError('source_ref', `${sourceRef} is already booked by entry ${dup.entry_number}`);
  }
  const posted = await insertEntry(
    ctx,
    entity,
    {
      entry_date: input.entryDate,
      memo: input.memo,
      source: input.source,
      source_ref: sourceRef,
      import_id: input.importId ?? null,
      reverses_entry_id: null,
      reversed_by_entry_id: null,
      posted_by: postedBy(input.actor),
    },
    input.lines,
    period.id,
    total,
  );
  if (input.announce !== false) await announcePosted(ctx, { ...posted, accounts }, input.actor, null);
  return { ...posted, accounts };
}

/**
 * Emits `fin.entry.posted` for `posted` (its own, `batch` null) or, for a bulk import, once for
 * the import's first entry with `batch: {import_id, entry_count}` (seed: "entries of a bulk import
 * are announced once, by the import"). Resolves to the event id.
 */
export async function announcePosted(
  ctx: BooksContext,
  posted: PostedEntry,
  actor: Actor,
  batch: { import_id: string; entry_count: number } | null,
): Promise<string> {
  const { entry } = posted;
  const ref = entry.source_ref !== null ? entry.source_ref.slice(entry.source_ref.indexOf(':') + 1) : null;
  return recordChange(ctx, entry.entity_id, 'fin.entry.posted', entry.id, {
    entity_id: entry.entity_id,
    entry_id: entry.id,
    entry_number: entry.entry_number,
    period_id: entry.period_id,
    date: entry.entry_date,
    description: entry.memo,
    currency: entry.currency,
    total: toMajor(num(entry.amount_cents), entry.currency),
    lines: linePayloads(posted.lines, posted.accounts, entry.currency),
    source: { kind: ENTRY_SOURCE_KINDS[entry.source], ref },
    batch,
    actor,
    posted_at: entry.posted_at,
  });
}

export interface ReverseInput {
  entryId: string;
  /** Date of the reversal; default the original's date when its period is open, else today (entity calendar). */
  entryDate?: string;
  reason?: string | null;
  actor: Actor;
  /** Argument names errors name (defaults `entry_id`, `entry_date`). */
  arguments?: { entry?: string; date?: string };
}

/**
 * Reverses a posted entry by a new entry with the lines swapped (source `reversal`,
 * `reverses_entry_id` = the original), marks the original `reversed_by_entry_id`, and emits
 * `fin.entry.reversed` (subject = the reversal). Throws `ArgumentError` naming the entry argument
 * when the entry is unknown, already reversed, or itself a reversal, and the date argument when
 * the date is not a date or falls in a closed period.
 */
export async function reverseEntry(ctx: BooksContext, input: ReverseInput): Promise<PostedEntry> {
  const entryArg = input.arguments?.entry ?? 'entry_id';
  const dateArg = input.arguments?.date ?? 'entry_date';
  const first = (await ctx.scope.from('finance_journal_entries').where({ id: input.entryId }).first()) as
    FinanceJournalEntryRow | undefined;
  if (first === undefined) throw new ArgumentError(entryArg, `is not a journal entry of this store: ${input.entryId}`);
  const entity = await loadEntity(ctx, first.entity_id);
  await lockEntity(ctx, entity.id);
  const original = (await ctx.scope.from('finance_journal_entries').where({ id: input.entryId }).first()) as FinanceJournalEntryRow;
  if (original.reverses_entry_id !== null)
    throw new ArgumentError(entryArg, `entry ${original.entry_number} is a reversal; post the entry again instead`);
  if (original.reversed_by_entry_id !== null) throw new ArgumentError(entryArg, `entry ${original.entry_number} is already reversed`);
  let date: string;
  if (input.entryDate !== undefined) date = requireDate(dateArg, input.entryDate);
  else {
    const own = (await ctx.scope.from('finance_periods').where({ id: original.period_id }).first('status')) as { status: string };
    date = own.status === 'open' ? original.entry_date : localDate(ctx.now, entity.timezone);
  }
  const period = await periodFor(ctx, entity, date);
  requireOpen(period, dateArg, date);
  const lines = (await ctx.scope
    .from('finance_journal_lines')
    .where({ entry_id: original.id })
    .orderBy('line_no')) as FinanceJournalLineRow[];
  const swapped: LineInput[] = lines.map((l) => ({
    account_id: l.account_id,
    debit_cents: num(l.credit_cents),
    credit_cents: num(l.debit_cents),
    memo: l.memo,
  }));
  const accounts = await accountsById(
    ctx,
    entity.id,
    lines.map((l) => l.account_id),
    entryArg,
  ).catch(async () => {
    // An account deactivated since may still take the reversal of its own postings.
    const rows = (await ctx.scope
      .from('finance_accounts')
      .whereIn('id', [...new Set(lines.map((l) => l.account_id))])) as FinanceAccountRow[];
    return new Map(rows.map((r) => [r.id, r]));
  });
  const posted = await insertEntry(
    ctx,
    entity,
    {
      entry_date: date,
      memo: `Reversal of ${original.entry_number}${input.reason ? `: ${input.reason}` : ''}`.slice(0, MEMO_MAX),
      source: 'reversal',
      source_ref: `entry:${original.id}`,
      import_id: null,
      reverses_entry_id: original.id,
      reversed_by_entry_id: null,
      posted_by: postedBy(input.actor),
    },
    swapped,
    period.id,
    num(original.amount_cents),
  );
  const marked = await ctx.scope
    .from('finance_journal_entries')
    .where({ id: original.id })
    .whereNull('reversed_by_entry_id')
    .update({ reversed_by_entry_id: posted.entry.id });
  if (marked !== 1) throw new ArgumentError(entryArg, `entry ${original.entry_number} is already reversed`);
  await recordChange(ctx, entity.id, 'fin.entry.reversed', posted.entry.id, {
    entity_id: entity.id,
    entry_id: posted.entry.id,
    reversed_entry_id: original.id,
    period_id: period.id,
    date,
    currency: entity.currency,
    total: toMajor(num(original.amount_cents), entity.currency),
    reason: input.reason ?? null,
    actor: input.actor,
    reversed_at: ctx.now.toISOString(),
  });
  return { ...posted, accounts };
}
