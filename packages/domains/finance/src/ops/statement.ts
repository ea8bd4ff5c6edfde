/**
 * Reading bank statement files for `finance_bank_statement_import`:
 * CSV (csv-parse; columns by header name) and ISO 20022 camt.053 `BkToCstmrStmt` (fast-xml-parser).
 * Both give {@link StatementRow}s in file order: signed integer minor units (positive money in,
 * negative money out), calendar dates `YYYY-MM-DD`, the line of `content` each row starts on.
 *
 * A file is read whole or refused: the first row that cannot be read throws
 * `ArgumentError('content', 'line N: ...')`, so nothing of a half-read file is ever stored.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ArgumentError, clip, type Types } from '@storeops/contract';
import { isCalendarDate } from '../books';

/** At most this many transactions per file (the `content` string is bounded by the schema). */
export const MAX_STATEMENT_ROWS = 5000;

/** Column limits of the stored rows (the answers' schemas bound them the same way). */
const MAX_DESCRIPTION = 1000;
const MAX_COUNTERPARTY = 300;
const MAX_REFERENCE = 200;

/** One transaction of a statement. */
export interface StatementRow {
  /** Line of `content` the row starts on (1-based). */
  line: number;
  booking_date: string;
  value_date: string | null;
  /** Signed minor units of the bank account's currency (positive in, negative out). */
  amount_cents: number;
  counterparty: string | null;
  description: string;
  bank_reference: string | null;
}

export type CsvOptions = NonNullable<Types.FinanceBankStatementImportInput['csv']>;
type DateFormat = NonNullable<CsvOptions['date_format']>;

function fail(line: number | null, message: string): never {
  throw new ArgumentError('content', line === null ? message : `line ${line}: ${message}`);
}

/** Non-empty trimmed text with runs of white space collapsed, else null. */
function clean(text: string | undefined | null): string | null {
  if (text === undefined || text === null) return null;
  const t = text.replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

/**
 * A decimal amount to integer minor units with at most `digits` decimals: optional sign (`-`, `+`,
 * `−`, a trailing `-`, or parentheses), thousands separators (the other of `.` / `,`, spaces,
 * `'`). Returns a message instead when it is not one.
 */
export function parseAmount(text: string, decimal: '.' | ',', digits: number): number | string {
  let t = text.replace(/[\s\u00a0\u202f']/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (/^[-−]/.test(t)) {
    negative = !negative;
    t = t.slice(1);
  } else if (t.startsWith('+')) t = t.slice(1);
  else if (t.endsWith('-')) {
    negative = !negative;
    t = t.slice(0, -1);
  }
  const group = decimal === '.' ? ',' : '.';
  const m = new RegExp(`^(\\d{1,3}(?:\\${group}\\d{3})+|\\d+)(?:\\${decimal}(\\d+))?$`).exec(t);
  if (m === null) return `amount "${text}" is not a number (decimal separator "${decimal}")`;
  const whole = m[1]!.split(group).join('');
  const fraction = m[2] ?? '';
  if (fraction.length > digits) return `amount "${text}" has more than ${digits} decimals`;
  if (whole.length > 13) return `amount "${text}" is too large`;
  const cents = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return negative && cents !== 0 ? -cents : cents;
}

/** A date in `format` to `YYYY-MM-DD`, or null when it is not a calendar date in that format. */
export function parseDate(text: string, format: DateFormat): string | null {
  const t = text.trim();
  let m: RegExpExecArray | null;
  let iso: string | null = null;
  const pad = (s: string) => s.padStart(2, '0');
  switch (format) {
    case 'YYYY-MM-DD':
      m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
      if (m) iso = `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
      break;
    case 'YYYYMMDD':
      m = /^(\d{4})(\d{2})(\d{2})$/.exec(t);
      if (m) iso = `${m[1]}-${m[2]}-${m[3]}`;
      break;
    case 'MM/DD/YYYY':
      m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
      if (m) iso = `${m[3]}-${pad(m[1]!)}-${pad(m[2]!)}`;
      break;
    default: {
      const sep = format[2]!;
      m = new RegExp(`^(\\d{1,2})\\${sep}(\\d{1,2})\\${sep}(\\d{4})$`).exec(t);
      if (m) iso = `${m[3]}-${pad(m[2]!)}-${pad(m[1]!)}`;
    }
  }
  return iso !== null && isCalendarDate(iso) ? iso : null;
}

/**
 * Reads a CSV statement (header row first) with `opts` (defaults in FinanceBankStatementCsvOptions):
 * BOM ignored, cells trimmed, empty lines skipped. Throws `ArgumentError('content')` naming the line
 * and column of the first unreadable cell, a missing column, or a file csv-parse cannot read.
 */
export function parseCsvStatement(content: string, opts: CsvOptions, digits: number): StatementRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(content, {
      bom: true,
      delimiter: opts.delimiter ?? ',',
      trim: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (err) {
    const e = err as { message?: string; lines?: number };
    fail(typeof e.lines === 'number' ? e.lines : null, `not readable as CSV: ${e.message ?? 'parse error'}`);
  }
  const [head, ...body] = records;
  if (head === undefined) fail(null, 'the file is empty: a CSV statement starts with a header row');
  if (body.length > MAX_STATEMENT_ROWS) fail(null, `${body.length} transactions; at most ${MAX_STATEMENT_ROWS} per file`);
  const header = head.record.map((h) => h.trim().toLowerCase());
  const col = (name: string | null | undefined, option: string, required: boolean): number => {
    if (name === null || name === undefined) return -1;
    const i = header.indexOf(name.trim().toLowerCase());
    if (i < 0 && required) fail(head.info.lines, `no column "${name}" in the header (${header.join(', ')}); name it with csv.${option}`);
    return i;
  };
  const twoColumns = opts.debit_column !== undefined && opts.debit_column !== null;
  if (twoColumns !== (opts.credit_column !== undefined && opts.credit_column !== null))
    throw new ArgumentError(twoColumns ? 'csv.credit_column' : 'csv.debit_column', 'debit_column and credit_column are set together');
  const dateCol = col(opts.date_column ?? 'date', 'date_column', true);
  const valueCol = col(opts.value_date_column ?? null, 'value_date_column', true);
  const amountCol = twoColumns ? -1 : col(opts.amount_column ?? 'amount', 'amount_column', true);
  const debitCol = twoColumns ? col(opts.debit_column, 'debit_column', true) : -1;
  const creditCol = twoColumns ? col(opts.credit_column, 'credit_column', true) : -1;
  const descCol = col(opts.description_column ?? 'description', 'description_column', true);
  const partyCol = col(opts.counterparty_column === undefined ? 'counterparty' : opts.counterparty_column, 'counterparty_column', false);
  const refCol = col(opts.reference_column === undefined ? 'reference' : opts.reference_column, 'reference_column', false);
  const decimal = opts.decimal_separator ?? '.';
  const format = opts.date_format ?? 'YYYY-MM-DD';
  const columnName = (i: number) => head.record[i] ?? String(i + 1);

  return body.map(({ record, info }) => {
    const line = info.lines;
    if (record.length !== header.length) fail(line, `${record.length} fields; the header has ${header.length}`);
    const cell = (i: number) => (i < 0 ? '' : (record[i] ?? '').trim());
    const date = (i: number, required: boolean): string | null => {
      const text = cell(i);
      if (text === '' && !required) return null;
      const d = parseDate(text, format);
      if (d === null) fail(line, `column ${columnName(i)}: "${text}" is not a date in the format ${format}`);
      return d;
    };
    const amount = (i: number): number => {
      const v = parseAmount(cell(i), decimal, digits);
      if (typeof v === 'string') fail(line, `column ${columnName(i)}: ${v}`);
      return v;
    };
    let cents: number;
    if (twoColumns) {
      const out = cell(debitCol) === '' ? 0 : Math.abs(amount(debitCol));
      const inn = cell(creditCol) === '' ? 0 : Math.abs(amount(creditCol));
      if (out !== 0 && inn !== 0)
        fail(line, `both ${columnName(debitCol)} and ${columnName(creditCol)} hold an amount; one of them must be empty or 0`);
      cents = inn - out;
    } else cents = amount(amountCol);
    const counterparty = clean(cell(partyCol));
    return {
      line,
      booking_date: date(dateCol, true)!,
      value_date: valueCol < 0 ? null : date(valueCol, false),
      amount_cents: cents,
      counterparty: counterparty === null ? null : clip(counterparty, MAX_COUNTERPARTY),
      description: clip(clean(cell(descCol)) ?? counterparty ?? '(no description)', MAX_DESCRIPTION),
      bank_reference: (() => {
        const r = clean(cell(refCol));
        return r === null ? null : clip(r, MAX_REFERENCE);
      })(),
    };
  });
}

const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd']);

type Node = Record<string, unknown>;

function text(v: unknown): string | null {
  if (typeof v === 'string') return clean(v);
  if (typeof v === 'number') return String(v);
  if (v !== null && typeof v === 'object' && '#text' in v) return clean(String((v as Node)['#text']));
  return null;
}

function node(v: unknown): Node | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : null;
}

function list(v: unknown): Node[] {
  return Array.isArray(v) ? (v.map(node).filter((n) => n !== null) as Node[]) : [];
}

function at(root: unknown, ...path: string[]): unknown {
  let cur: unknown = root;
  for (const key of path) {
    if (Array.isArray(cur)) cur = cur[0];
    const n = node(cur);
    if (n === null) return undefined;
    cur = n[key];
  }
  return cur;
}

/** The party's name: `Nm` directly (camt.053.001.02..07) or under `Pty` (001.08 and later). */
function partyName(p: unknown): string | null {
  return text(at(p, 'Nm')) ?? text(at(p, 'Pty', 'Nm'));
}

/** 1-based line number of each `<Ntry>` start tag, in document order. */
function entryLines(content: string): number[] {
  const lines: number[] = [];
  const re = /<(?:[A-Za-z_][\w.-]*:)?Ntry[\s>/]/g;
  let line = 1;
  let last = 0;
  for (let m = re.exec(content); m !== null; m = re.exec(content)) {
    for (let i = last; i < m.index; i++) if (content.charCodeAt(i) === 10) line++;
    last = m.index;
    lines.push(line);
  }
  return lines;
}

/**
 * Reads an ISO 20022 camt.053 statement (any 001.xx version; namespaces ignored): every booked
 * `Ntry` of every `Stmt` (`Sts` `BOOK` or absent; `PDNG` / `INFO` skipped). Throws
 * `ArgumentError('content')` for XML that is not well-formed, a document that is not a
 * `BkToCstmrStmt`, or an entry without a readable date, amount, `CdtDbtInd`, or in another
 * currency than `currency`, naming the entry's line.
 */
export function parseCamt053(content: string, currency: string, digits: number): StatementRow[] {
  const valid = XMLValidator.validate(content);
  if (valid !== true) fail(valid.err.line, `not well-formed XML: ${valid.err.msg}`);
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    isArray: (name) => ARRAYS.has(name),
  }).parse(content) as Node;
  const stmts = at(doc, 'Document', 'BkToCstmrStmt', 'Stmt');
  if (!Array.isArray(stmts)) fail(null, 'not a camt.053 statement: no Document/BkToCstmrStmt/Stmt element');
  const lines = entryLines(content);
  const rows: StatementRow[] = [];
  let index = 0;
  for (const stmt of list(stmts)) {
    for (const entry of list(stmt.Ntry)) {
      const line = lines[index] ?? 1;
      index++;
      const status = text(entry.Sts) ?? text(at(entry, 'Sts', 'Cd'));
      if (status !== null && status !== 'BOOK') continue;
      const amt = entry.Amt;
      const ccy = node(amt)?.['@_Ccy'];
      if (typeof ccy === 'string' && ccy !== currency) fail(line, `Amt is in ${ccy}; the bank account keeps ${currency}`);
      const amtText = text(amt);
      if (amtText === null) fail(line, 'Ntry has no Amt');
      const value = parseAmount(amtText, '.', digits);
      if (typeof value === 'string') fail(line, `Amt: ${value}`);
      const indicator = text(entry.CdtDbtInd);
      if (indicator !== 'CRDT' && indicator !== 'DBIT') fail(line, `CdtDbtInd must be CRDT or DBIT, got ${indicator ?? 'nothing'}`);
      const dateOf = (el: unknown): string | null => text(at(el, 'Dt')) ?? text(at(el, 'DtTm'))?.slice(0, 10) ?? null;
      const booking = dateOf(entry.BookgDt) ?? dateOf(entry.ValDt);
      if (booking === null || !isCalendarDate(booking)) fail(line, 'Ntry has no readable BookgDt (or ValDt) date');
      const valueDate = dateOf(entry.ValDt);
      const details = list(at(entry, 'NtryDtls', 'TxDtls'));
      const first = details[0];
      const debit = indicator === 'DBIT';
      const counterparty =
        partyName(at(first, 'RltdPties', debit ? 'Cdtr' : 'Dbtr')) ?? partyName(at(first, 'RltdPties', debit ? 'Dbtr' : 'Cdtr'));
      const ustrd = details.flatMap((d) => {
        const u = at(d, 'RmtInf');
        const items = node(u)?.Ustrd;
        return (Array.isArray(items) ? items : []).map(text).filter((s): s is string => s !== null);
      });
      const description =
        clean(ustrd.join(' ')) ?? text(at(first, 'AddtlTxInf')) ?? text(entry.AddtlNtryInf) ?? counterparty ?? '(no description)';
      const reference = text(entry.AcctSvcrRef) ?? text(at(first, 'Refs', 'AcctSvcrRef'));
      rows.push({
        line,
        booking_date: booking,
        value_date: valueDate !== null && isCalendarDate(valueDate) ? valueDate : null,
        amount_cents: debit ? -Math.abs(value) : Math.abs(value),
        counterparty: counterparty === null ? null : clip(counterparty, MAX_COUNTERPARTY),
        description: clip(description, MAX_DESCRIPTION),
        bank_reference: reference === null ? null : clip(reference, MAX_REFERENCE),
      });
      if (rows.length > MAX_STATEMENT_ROWS)
        fail(null, `more than ${MAX_STATEMENT_ROWS} transactions; at most ${MAX_STATEMENT_ROWS} per file`);
    }
  }
  return rows;
}

/**
 * Duplicate detection keys, one per row, within one bank account: `ref:<bank reference>` when the
 * row has one, else `sha256:` of booking date, amount and lower-cased description plus the row's
 * occurrence number among identical rows of this file (two real identical payments on one day
 * both count; the same file imported again gives the same keys).
 */
export function fingerprints(rows: readonly StatementRow[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((r) => {
    if (r.bank_reference !== null) return `ref:${r.bank_reference}`;
    const base = `${r.booking_date}|${r.amount_cents}|${r.description.toLowerCase()}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `sha256:${createHash('sha256').update(`${base}|${n}`).digest('hex')}`;
  });
}
