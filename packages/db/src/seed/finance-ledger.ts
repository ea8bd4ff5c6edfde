/**
 * The finance seed's in-memory ledger (seed/finance.ts assembles it): calendar helpers
 * for an entity's dates, and {@link Ledger}, which collects draft journal entries of one entity and
 * turns them into `finance_journal_entries` / `finance_journal_lines` rows the way the books engine
 * (packages/domains/finance/src/books/post.ts) would have written them:
 *
 * - every entry has two or more lines, each a debit or a credit in integer minor units, and
 *   balances (a draft that does not throws: a seed bug must be loud);
 * - `number` runs from 1 per entity in posting order (`posted_at`, then creation order);
 *   `entry_number` is `<year of entry_date>-<sequence within that year, 6 digits>` in that order;
 * - every entry's date falls in one of the entity's periods, and none is posted into a period
 *   after the period was closed (both checked; a violation throws);
 * - reversals are new entries (`reverses_entry_id`); the original only gets `reversed_by_entry_id`.
 *
 * Dates are calendar dates `YYYY-MM-DD` of the entity's time zone; instants are epoch ms.
 */
import type {
  FinanceAccountRow,
  FinanceEntityRow,
  FinanceEntrySource,
  FinanceJournalEntryRow,
  FinanceJournalLineRow,
  FinancePeriodRow,
} from '../tables';
import type { Rng } from './prng';
import { DAY_MS, HOUR_MS, iso } from './time';

const dayNumbers = new Map<string, number>();
const dayStrings = new Map<number, string>();

/** Days since 1970-01-01 of a calendar date (memoised: the seed walks the same few hundred days). */
function dayNumber(date: string): number {
  let n = dayNumbers.get(date);
  if (n === undefined) {
    n = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    dayNumbers.set(date, n);
  }
  return n;
}

function dayString(n: number): string {
  let s = dayStrings.get(n);
  if (s === undefined) {
    s = new Date(n * DAY_MS).toISOString().slice(0, 10);
    dayStrings.set(n, s);
  }
  return s;
}

/** `date` + `n` days (`YYYY-MM-DD`). */
export function addDays(date: string, n: number): string {
  return dayString(dayNumber(date) + n);
}

/** `YYYY-MM` + `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/** Last calendar day of `YYYY-MM`. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** Months from `from` to `to` inclusive (`YYYY-MM`). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a);
}

/** An instant on `date`: `hours` after 00:00 UTC of that date (fractions allowed). */
export function at(date: string, hours: number): number {
  return dayNumber(date) * DAY_MS + Math.round(hours * HOUR_MS);
}

/** Monday = 0 .. Sunday = 6 of a calendar date. */
export function dayOfWeek(date: string): number {
  return (dayNumber(date) + 3) % 7; // 1970-01-01 was a Thursday
}

/**
 * The calendar date an instant falls on in an IANA time zone, cached per UTC hour (the demo's
 * zones, Europe/Amsterdam, Europe/London and America/New_York, have whole-hour offsets).
 */
export class LocalCalendar {
  private readonly format: Intl.DateTimeFormat;
  private readonly cache = new Map<number, string>();

  constructor(readonly timezone: string) {
    this.format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
  }

  date(ms: number): string {
    const hour = Math.floor(ms / HOUR_MS);
    let d = this.cache.get(hour);
    if (d === undefined) {
      d = this.format.format(new Date(hour * HOUR_MS));
      this.cache.set(hour, d);
    }
    return d;
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-10` → `October 2026`. */
export function monthName(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** [debit, credit] of a signed amount (positive = debit). */
export const dc = (signed: number): [number, number] => (signed >= 0 ? [signed, 0] : [0, -signed]);

/** One line of a draft: an account (system key or code), debit or credit in minor units. */
export type LineSpec = readonly [account: string, debit: number, credit: number, memo?: string | null];

/** What a bank statement shows for an entry's bank line (seed/finance-bank.ts makes the rows). */
export interface BankMeta {
  counterparty: string;
  description: string;
  /** What the company card's statement says instead (a card settlement debits the bank and credits the card). */
  cardDescription?: string;
  /** Set when the entry was posted for the statement row (`booked`): the row's id, known in advance. */
  bookedTxId?: string | undefined;
}

export interface DraftLine {
  account: FinanceAccountRow;
  debit: number;
  credit: number;
  memo: string | null;
}

/** A journal entry before numbering. `postedMs` may still move (bank bookings) until `finalise`. */
export interface Draft {
  id: string;
  date: string;
  postedMs: number;
  memo: string;
  source: FinanceEntrySource;
  sourceRef: string | null;
  postedBy: string;
  lines: DraftLine[];
  /** What produced it, for later passes (`vat_settlement`, `card_settlement`, ...). */
  tag: string;
  bank: BankMeta | null;
  reversesId: string | null;
  reversedById: string | null;
  /** Creation order: the tie-break of equal posting times. */
  seq: number;
}

export interface PostSpec {
  date: string;
  postedMs: number;
  memo: string;
  source: FinanceEntrySource;
  sourceRef?: string | null;
  postedBy: string;
  lines: readonly LineSpec[];
  tag?: string;
  bank?: BankMeta | null;
  /** Pre-drawn id (e.g. when a bank row must name the entry before it is posted). */
  id?: string;
}

/**
 * A two-line entry (see {@link Ledger.transfer}): `cents` debited to `debit` and credited to
 * `credit`, both a system key or code. Source `manual` unless given.
 */
export interface TransferSpec extends Omit<PostSpec, 'lines' | 'source'> {
  source?: FinanceEntrySource;
  debit: string;
  credit: string;
  /** Minor units, a non-negative integer (0 posts nothing). */
  cents: number;
}

/**
 * A cost with input VAT (see {@link Ledger.postCost}): `net` debited to `account`, `vat` to input
 * VAT (`vat_receivable`), the gross (`net + vat`) credited to `credit`. Source `manual` unless given.
 */
export interface CostSpec extends Omit<PostSpec, 'lines' | 'source'> {
  source?: FinanceEntrySource;
  account: string;
  /** Minor units, non-negative integers. */
  net: number;
  vat: number;
  credit: string;
}

/**
 * How an entry moving the bank on `date` is posted: from its statement row when the statement
 * covers the date (source `bank_transaction`, posted by `service`, the row's id `txId` drawn from
 * `bankTxIds` now), else by hand (source `manual`, by `operator`, no `txId`).
 */
export function bankBooking(
  date: string,
  input: { statementFrom: string; bankTxIds: Rng; operator: string },
): { booked: boolean; txId: string | undefined } & Pick<PostSpec, 'source' | 'sourceRef' | 'postedBy'> {
  const booked = date >= input.statementFrom;
  const txId = booked ? input.bankTxIds.uuid() : undefined;
  return {
    booked,
    txId,
    source: booked ? 'bank_transaction' : 'manual',
    sourceRef: booked ? `bank_transaction:${txId}` : null,
    postedBy: booked ? 'service' : input.operator,
  };
}

/** The rows {@link Ledger.finalise} produces. */
export interface LedgerRows {
  entries: FinanceJournalEntryRow[];
  lines: FinanceJournalLineRow[];
  /** Entries (final rows) with their drafts, in `number` order. */
  posted: Array<{ entry: FinanceJournalEntryRow; draft: Draft }>;
}

/** Draft journal of one entity; see the module comment. */
export class Ledger {
  readonly drafts: Draft[] = [];
  private readonly byKey = new Map<string, FinanceAccountRow>();
  /** Drafts and their lines per account id, in posting-call order (for the movement sums). */
  private readonly byAccount = new Map<string, Array<[Draft, DraftLine]>>();
  private readonly entryIds: Rng;
  private readonly lineIds: Rng;
  private seq = 0;
  /** No entry is posted before this instant (the opening balance is, at exactly this instant). */
  earliestMs = 0;

  constructor(
    rng: Rng,
    readonly entity: FinanceEntityRow,
    readonly accounts: readonly FinanceAccountRow[],
    readonly periods: readonly FinancePeriodRow[],
  ) {
    for (const a of accounts) {
      this.byKey.set(a.code, a);
      if (a.system_key !== null) this.byKey.set(a.system_key, a);
    }
    this.entryIds = rng.fork('entry-ids');
    this.lineIds = rng.fork('line-ids');
  }

  /** The account with system key or code `key`; throws when the chart has none. */
  account(key: string): FinanceAccountRow {
    const a = this.byKey.get(key);
    if (a === undefined) throw new Error(`finance seed: entity ${this.entity.name} has no account ${key}`);
    return a;
  }

  /** A fresh entry id (for drafts that must be named before they are posted). */
  newId(): string {
    return this.entryIds.uuid();
  }

  /**
   * Adds a draft. Zero lines are dropped; throws when fewer than two lines remain, an amount is not
   * a non-negative integer, a line is both or neither debit and credit, or the entry does not
   * balance. Returns null (nothing posted) when every line is zero.
   */
  post(spec: PostSpec): Draft | null {
    const lines: DraftLine[] = [];
    let debit = 0;
    let credit = 0;
    for (const [key, d, c, memo] of spec.lines) {
      if (!Number.isSafeInteger(d) || !Number.isSafeInteger(c) || d < 0 || c < 0) {
        throw new Error(`finance seed: bad amounts ${d}/${c} on ${key} in "${spec.memo}"`);
      }
      if (d === 0 && c === 0) continue;
      if (d > 0 && c > 0) throw new Error(`finance seed: line ${key} of "${spec.memo}" is both debit and credit`);
      lines.push({ account: this.account(key), debit: d, credit: c, memo: memo ?? null });
      debit += d;
      credit += c;
    }
    if (lines.length === 0) return null;
    if (lines.length < 2 || debit !== credit) {
      throw new Error(`finance seed: "${spec.memo}" on ${spec.date} does not balance (${debit} vs ${credit}, ${lines.length} lines)`);
    }
    const draft: Draft = {
      id: spec.id ?? this.entryIds.uuid(),
      date: spec.date,
      postedMs: spec.postedMs,
      memo: spec.memo,
      source: spec.source,
      sourceRef: spec.sourceRef ?? null,
      postedBy: spec.postedBy,
      lines,
      tag: spec.tag ?? spec.source,
      bank: spec.bank ?? null,
      reversesId: null,
      reversedById: null,
      seq: this.seq++,
    };
    this.drafts.push(draft);
    for (const l of lines) {
      const list = this.byAccount.get(l.account.id);
      if (list === undefined) this.byAccount.set(l.account.id, [[draft, l]]);
      else list.push([draft, l]);
    }
    return draft;
  }

  /** {@link post} of a {@link TransferSpec}: lines `[debit, cents, 0]` and `[credit, 0, cents]`. */
  transfer(spec: TransferSpec): Draft | null {
    const { debit, credit, cents, source = 'manual', ...rest } = spec;
    return this.post({
      ...rest,
      source,
      lines: [
        [debit, cents, 0],
        [credit, 0, cents],
      ],
    });
  }

  /** {@link post} of a {@link CostSpec}: lines `[account, net, 0]`, `['vat_receivable', vat, 0]`, `[credit, 0, net + vat]`. */
  postCost(spec: CostSpec): Draft | null {
    const { account, net, vat, credit, source = 'manual', ...rest } = spec;
    return this.post({
      ...rest,
      source,
      lines: [
        [account, net, 0],
        ['vat_receivable', vat, 0],
        [credit, 0, net + vat],
      ],
    });
  }

  /**
   * Reverses `original` by a new entry with its lines swapped (source `reversal`, source_ref
   * `entry:<id>`, memo `Reversal of <entry number>: <reason>` as the engine writes it), dated like
   * the engine's default: the original's date (callers reverse while that period is open).
   */
  reverse(original: Draft, postedMs: number, postedBy: string, reason: string): Draft {
    const reversal = this.post({
      date: original.date,
      postedMs,
      memo: `Reversal: ${reason}`, // completed in finalise, once the original's entry number is known
      source: 'reversal',
      sourceRef: `entry:${original.id}`,
      postedBy,
      lines: original.lines.map((l) => [l.account.code, l.credit, l.debit, l.memo] as const),
      tag: 'reversal',
    })!;
    reversal.reversesId = original.id;
    original.reversedById = reversal.id;
    this.reasons.set(reversal.id, reason);
    return reversal;
  }

  private readonly reasons = new Map<string, string>();

  /** Net movement (debits - credits) of account `key` per entry date, over drafts matching `filter`. */
  movementsByDate(key: string, filter: (d: Draft) => boolean = () => true): Map<string, number> {
    const out = new Map<string, number>();
    for (const [d, l] of this.byAccount.get(this.account(key).id) ?? []) {
      if (filter(d)) out.set(d.date, (out.get(d.date) ?? 0) + l.debit - l.credit);
    }
    return out;
  }

  /** The period row `date` falls in; throws when none. */
  periodOf(date: string): FinancePeriodRow {
    const p = this.periods.find((x) => x.starts_on <= date && date <= x.ends_on);
    if (p === undefined) throw new Error(`finance seed: ${this.entity.name} has no period for ${date}`);
    return p;
  }

  /**
   * Numbers the drafts and returns the rows (see the module comment for what is checked). The seeded
   * history counts as migrated in by one bulk import per period: `importIdOf(period)` names it
   * (`import_id` of every entry of that period).
   */
  finalise(importIdOf: (period: FinancePeriodRow) => string): LedgerRows {
    // Stored timestamps carry whole seconds (as the rest of the seed's).
    for (const d of this.drafts) d.postedMs = Math.floor(d.postedMs / 1000) * 1000;
    const sorted = [...this.drafts].sort((a, b) => a.postedMs - b.postedMs || a.seq - b.seq);
    const perYear = new Map<string, number>();
    const numbers = new Map<string, string>();
    sorted.forEach((d) => {
      const year = d.date.slice(0, 4);
      const n = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, n);
      numbers.set(d.id, `${year}-${String(n).padStart(6, '0')}`);
    });
    const entries: FinanceJournalEntryRow[] = [];
    const lines: FinanceJournalLineRow[] = [];
    const posted: LedgerRows['posted'] = [];
    const { entity } = this;
    const closedMs = new Map(this.periods.map((p) => [p.id, p.closed_at === null ? Infinity : Date.parse(p.closed_at)]));
    sorted.forEach((d, i) => {
      const period = this.periodOf(d.date);
      if (d.postedMs >= closedMs.get(period.id)!) {
        throw new Error(`finance seed: "${d.memo}" posted ${iso(d.postedMs)} into ${period.period}, closed ${period.closed_at}`);
      }
      if (d.postedMs < this.earliestMs) throw new Error(`finance seed: "${d.memo}" posted before the books were opened`);
      const reason = this.reasons.get(d.id);
      if (reason !== undefined) d.memo = `Reversal of ${numbers.get(d.reversesId!)!}: ${reason}`;
      const entry: FinanceJournalEntryRow = {
        id: d.id,
        store_id: entity.store_id,
        entity_id: entity.id,
        number: i + 1,
        entry_number: numbers.get(d.id)!,
        entry_date: d.date,
        period_id: period.id,
        memo: d.memo,
        source: d.source,
        source_ref: d.sourceRef,
        import_id: importIdOf(period),
        reverses_entry_id: d.reversesId,
        reversed_by_entry_id: d.reversedById,
        amount_cents: d.lines.reduce((s, l) => s + l.debit, 0),
        currency: entity.currency,
        posted_at: iso(d.postedMs),
        posted_by: d.postedBy,
      };
      entries.push(entry);
      posted.push({ entry, draft: d });
      d.lines.forEach((l, k) =>
        lines.push({
          id: this.lineIds.uuid(),
          store_id: entity.store_id,
          entity_id: entity.id,
          entry_id: d.id,
          line_no: k + 1,
          account_id: l.account.id,
          debit_cents: l.debit,
          credit_cents: l.credit,
          memo: l.memo,
          entry_date: d.date,
        }),
      );
    });
    return { entries, lines, posted };
  }
}
