/**
 * The file of a finance export (finance_export_create / _download), rendered page by page so any
 * ledger streams in bounded memory: the journal is read by keyset pages of {@link PAGE_ENTRIES}
 * entries (entry `number` order, then line number), each page rendered and yielded before the next
 * is read; the reports are grouped SQL aggregates (one row per account). Both the export job (to
 * count rows and bytes) and the download route (to stream the body) run it over the same
 * snapshot (entries numbered up to `snapshot`), so every rendering of an export is identical.
 *
 * CSV: RFC 4180 (csv-stringify), UTF-8, one header row {@link CSV_COLUMNS}; the `part` column names
 * the part of each row. JSON: one object `{export_id, entity, date_from, date_to, snapshot_number,
 * <part>: [rows...]}` with the rows as objects of the same fields (null where CSV is empty).
 * Amounts are integer minor units of the entity's currency.
 */
import { stringify } from 'csv-stringify/sync';
import type { FinanceAccountRow, FinanceEntityRow, FinanceJournalEntryRow, FinanceJournalLineRow, StoreScope } from '@storeops/db';
import { entityRef, num } from '../books';

/**
 * A text cell starting with `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'`
 * (csv-stringify `escape_formulas`), so a memo or counterparty name can never run as a formula
 * when the file is opened in a spreadsheet (OWASP "CSV injection"). Numbers are not text cells.
 */
const CSV_OPTIONS = { escape_formulas: true } as const;

export type ExportPart = 'journal' | 'trial_balance' | 'profit_and_loss' | 'balance_sheet';

/** What to render. */
export interface ExportSpec {
  exportId: string;
  entity: FinanceEntityRow;
  format: 'csv' | 'json';
  parts: readonly ExportPart[];
  dateFrom: string;
  dateTo: string;
  /** The highest entry `number` included. */
  snapshot: number;
}

/** Runs `fn` with a store scope (one short read each: the route opens a scoped read per page). */
export type ScopeReader = <T>(fn: (scope: StoreScope) => Promise<T>) => Promise<T>;

/** Rows rendered so far (journal lines + report rows; the header not counted). */
export interface RenderStats {
  rows: number;
  entries: number;
}

/** Journal entries per page. */
export const PAGE_ENTRIES = 500;

export const CSV_COLUMNS = [
  'part',
  'entry_id',
  'entry_number',
  'entry_date',
  'line_no',
  'account_code',
  'account_name',
  'account_type',
  'debit_cents',
  'credit_cents',
  'balance_cents',
  'memo',
  'line_memo',
  'source',
  'posted_at',
] as const;

type Row = { [K in Exclude<(typeof CSV_COLUMNS)[number], 'part'>]: string | number | null };

const EMPTY: Row = {
  entry_id: null,
  entry_number: null,
  entry_date: null,
  line_no: null,
  account_code: null,
  account_name: null,
  account_type: null,
  debit_cents: null,
  credit_cents: null,
  balance_cents: null,
  memo: null,
  line_memo: null,
  source: null,
  posted_at: null,
};

function encode(spec: ExportSpec, part: ExportPart, rows: readonly Row[], first: boolean): string {
  if (spec.format === 'csv')
    return stringify(
      rows.map((r) => [part, ...CSV_COLUMNS.slice(1).map((c) => r[c as keyof Row])]),
      CSV_OPTIONS,
    );
  return rows.map((r, i) => (first && i === 0 ? '\n' : ',\n') + JSON.stringify(r)).join('');
}

async function* journal(
  spec: ExportSpec,
  read: ScopeReader,
  accounts: Map<string, FinanceAccountRow>,
  stats: RenderStats,
): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const page = await read(async (s) => {
      const entries = (await s
        .from('finance_journal_entries')
        .where({ entity_id: spec.entity.id })
        .where('number', '>', after)
        .where('number', '<=', spec.snapshot)
        .whereBetween('entry_date', [spec.dateFrom, spec.dateTo])
        .orderBy('number')
        .limit(PAGE_ENTRIES)
        .select('id', 'number', 'entry_number', 'entry_date', 'memo', 'source', 'posted_at')) as Array<
        Pick<FinanceJournalEntryRow, 'id' | 'number' | 'entry_number' | 'entry_date' | 'memo' | 'source' | 'posted_at'>
      >;
      const lines =
        entries.length === 0
          ? []
          : ((await s
              .from('finance_journal_lines')
              .whereIn(
                'entry_id',
                entries.map((e) => e.id),
              )
              .select('entry_id', 'line_no', 'account_id', 'debit_cents', 'credit_cents', 'memo')) as Array<
              Pick<FinanceJournalLineRow, 'entry_id' | 'line_no' | 'account_id' | 'debit_cents' | 'credit_cents' | 'memo'>
            >);
      return { entries, lines };
    });
    if (page.entries.length === 0) return;
    const byEntry = new Map<string, typeof page.lines>();
    for (const l of page.lines) {
      const list = byEntry.get(l.entry_id) ?? [];
      list.push(l);
      byEntry.set(l.entry_id, list);
    }
    const rows: Row[] = [];
    for (const e of page.entries) {
      const lines = (byEntry.get(e.id) ?? []).sort((a, b) => num(a.line_no) - num(b.line_no));
      for (const l of lines) {
        const a = accounts.get(l.account_id);
        rows.push({
          ...EMPTY,
          entry_id: e.id,
          entry_number: e.entry_number,
          entry_date: e.entry_date,
          line_no: num(l.line_no),
          account_code: a?.code ?? null,
          account_name: a?.name ?? null,
          account_type: a?.type ?? null,
          debit_cents: num(l.debit_cents),
          credit_cents: num(l.credit_cents),
          memo: e.memo,
          line_memo: l.memo ?? null,
          source: e.source,
          posted_at: e.posted_at,
        });
      }
    }
    stats.entries += page.entries.length;
    after = num(page.entries[page.entries.length - 1]!.number);
    yield rows;
    if (page.entries.length < PAGE_ENTRIES) return;
  }
}

/** Debit and credit totals per account of the snapshot's lines dated in [from, to] (either end open). */
async function sums(spec: ExportSpec, read: ScopeReader, from: string | null, to: string): Promise<Map<string, { d: number; c: number }>> {
  const rows = await read(async (s) => {
    const q = s
      .join(s.from('finance_journal_lines', 'l'), { table: 'finance_journal_entries', as: 'e', on: ['e.id', 'l.entry_id'] })
      .where('l.entity_id', spec.entity.id)
      .where('e.number', '<=', spec.snapshot)
      .where('l.entry_date', '<=', to);
    if (from !== null) q.where('l.entry_date', '>=', from);
    return (await q.groupBy('l.account_id').select('l.account_id').sum({ d: 'l.debit_cents', c: 'l.credit_cents' })) as Array<{
      account_id: string;
      d: unknown;
      c: unknown;
    }>;
  });
  return new Map(rows.map((r) => [r.account_id, { d: num(r.d), c: num(r.c) }]));
}

function accountRow(a: FinanceAccountRow, t: { d: number; c: number }, balance: number): Row {
  return {
    ...EMPTY,
    account_code: a.code,
    account_name: a.name,
    account_type: a.type,
    debit_cents: t.d,
    credit_cents: t.c,
    balance_cents: balance,
  };
}

const total = (name: string, balance: number): Row => ({ ...EMPTY, account_name: name, balance_cents: balance });

const byCode = (accounts: Map<string, FinanceAccountRow>) =>
  [...accounts.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));

/** Trial balance as of `date_to`: per account with postings, all debits and credits up to it; balance = debit − credit. */
async function trialBalance(spec: ExportSpec, read: ScopeReader, accounts: Map<string, FinanceAccountRow>): Promise<Row[]> {
  const t = await sums(spec, read, null, spec.dateTo);
  const rows = byCode(accounts)
    .filter((a) => t.has(a.id))
    .map((a) => accountRow(a, t.get(a.id)!, t.get(a.id)!.d - t.get(a.id)!.c));
  const d = rows.reduce((s, r) => s + Number(r.debit_cents), 0);
  const c = rows.reduce((s, r) => s + Number(r.credit_cents), 0);
  rows.push({ ...total('Total', d - c), debit_cents: d, credit_cents: c });
  return rows;
}

/** Profit and loss over [date_from, date_to]: revenue credit − debit (contra-revenue negative), expenses debit − credit. */
async function profitAndLoss(spec: ExportSpec, read: ScopeReader, accounts: Map<string, FinanceAccountRow>): Promise<Row[]> {
  const t = await sums(spec, read, spec.dateFrom, spec.dateTo);
  const section = (type: 'revenue' | 'expense') =>
    byCode(accounts)
      .filter((a) => a.type === type && t.has(a.id))
      .map((a) => {
        const x = t.get(a.id)!;
        return accountRow(a, x, type === 'revenue' ? x.c - x.d : x.d - x.c);
      });
  const revenue = section('revenue');
  const expense = section('expense');
  const sum = (rows: Row[]) => rows.reduce((s, r) => s + Number(r.balance_cents), 0);
  return [
    ...revenue,
    total('Total revenue', sum(revenue)),
    ...expense,
    total('Total expenses', sum(expense)),
    total('Net income', sum(revenue) - sum(expense)),
  ];
}

/**
 * Balance sheet as of `date_to`: assets debit − credit, liabilities and equity credit − debit, plus
 * two equity rows for the earnings not closed to equity by an entry: earlier years' (before 1 January
 * of `date_to`'s year; fiscal year = calendar year) and the current year's to date.
 */
async function balanceSheet(spec: ExportSpec, read: ScopeReader, accounts: Map<string, FinanceAccountRow>): Promise<Row[]> {
  const t = await sums(spec, read, null, spec.dateTo);
  const yearStart = `${spec.dateTo.slice(0, 4)}-01-01`;
  const current = await sums(spec, read, yearStart, spec.dateTo);
  const earnings = (m: Map<string, { d: number; c: number }>) =>
    [...m.entries()].reduce((s, [id, x]) => {
      const a = accounts.get(id);
      return a?.type === 'revenue' || a?.type === 'expense' ? s + x.c - x.d : s;
    }, 0);
  const currentEarnings = earnings(current);
  const earlierEarnings = earnings(t) - currentEarnings;
  const section = (type: 'asset' | 'liability' | 'equity') =>
    byCode(accounts)
      .filter((a) => a.type === type && t.has(a.id))
      .map((a) => {
        const x = t.get(a.id)!;
        return accountRow(a, x, type === 'asset' ? x.d - x.c : x.c - x.d);
      });
  const sum = (rows: Row[]) => rows.reduce((s, r) => s + Number(r.balance_cents), 0);
  const assets = section('asset');
  const liabilities = section('liability');
  const equity = [
    ...section('equity'),
    total("Earlier years' earnings not closed to equity", earlierEarnings),
    total('Current year earnings', currentEarnings),
  ];
  return [
    ...assets,
    total('Total assets', sum(assets)),
    ...liabilities,
    total('Total liabilities', sum(liabilities)),
    ...equity,
    total('Total equity', sum(equity)),
    total('Total liabilities and equity', sum(liabilities) + sum(equity)),
  ];
}

/**
 * The export's file, chunk by chunk (one chunk per journal page or report part); `stats` counts the
 * rows. Reads through `read` only; holds one page at a time.
 */
export async function* renderExport(
  spec: ExportSpec,
  read: ScopeReader,
  stats: RenderStats = { rows: 0, entries: 0 },
): AsyncGenerator<string> {
  const accounts = new Map(
    ((await read((s) => s.from('finance_accounts').where({ entity_id: spec.entity.id }))) as FinanceAccountRow[]).map((a) => [a.id, a]),
  );
  if (spec.format === 'csv') yield stringify([[...CSV_COLUMNS]]);
  else
    yield (
      `{"export_id":${JSON.stringify(spec.exportId)},"entity":${JSON.stringify(entityRef(spec.entity))},` +
      `"date_from":${JSON.stringify(spec.dateFrom)},"date_to":${JSON.stringify(spec.dateTo)},"snapshot_number":${spec.snapshot}`
    );
  for (const part of spec.parts) {
    if (spec.format === 'json') yield `,\n${JSON.stringify(part)}:[`;
    let first = true;
    const emit = (rows: Row[]): string => {
      const text = encode(spec, part, rows, first);
      if (rows.length > 0) first = false;
      stats.rows += rows.length;
      return text;
    };
    if (part === 'journal') {
      for await (const rows of journal(spec, read, accounts, stats)) yield emit(rows);
    } else {
      const rows =
        part === 'trial_balance'
          ? await trialBalance(spec, read, accounts)
          : part === 'profit_and_loss'
            ? await profitAndLoss(spec, read, accounts)
            : await balanceSheet(spec, read, accounts);
      yield emit(rows);
    }
    if (spec.format === 'json') yield first ? ']' : '\n]';
  }
  if (spec.format === 'json') yield '}\n';
}
