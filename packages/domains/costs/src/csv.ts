/**
 * CSV files of the cost and expense imports (seed catalogue "costs": inspect_* / propose_*):
 * parsed with csv-parse (header row, BOM, trimming, quoted fields, empty lines skipped), bounded,
 * and fingerprinted. The inspection id is the SHA-256 (hex) of `<kind>\n` + the normalised text
 * (BOM removed, CRLF / CR line ends as LF, trailing line ends removed), so re-saving the same
 * rows with other line endings keeps the id, and any change of a value changes it.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { ArgumentError, formatMajor, minorDigits } from '@storeops/contract';

/** At most this many data rows per file (the `csv` string itself is bounded by the schema). */
export const MAX_ROWS = 5000;
/** At most this many errors are listed (`error_count` counts them all). */
export const MAX_LISTED_ERRORS = 200;

export type ImportKind = 'cost' | 'expense';

/** A problem with one row (record number, header = 1) and column (null: the whole row or file). */
export interface RowError {
  row: number | null;
  column: string | null;
  message: string;
}

export interface ParsedFile {
  /** Lower-cased, trimmed header names. */
  header: string[];
  /** Data records (each with `row`, its record number counting the header as 1) by header name. */
  records: Array<{ row: number; values: Record<string, string> }>;
  /** Data rows in the file (records with a wrong field count included). */
  dataRows: number;
  errors: RowError[];
}

export function normalise(csv: string): string {
  return csv
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n+$/, '');
}

export function inspectionId(kind: ImportKind, csv: string): string {
  return createHash('sha256')
    .update(`${kind}\n${normalise(csv)}`)
    .digest('hex');
}

/** Throws ArgumentError (`inspection_id`) when `csv` is not the file that was inspected. */
export function assertInspected(kind: ImportKind, csv: string, id: string): string {
  const actual = inspectionId(kind, csv);
  if (actual !== id.toLowerCase()) throw new ArgumentError('inspection_id', 'the file changed since it was inspected; inspect it again');
  return actual;
}

/**
 * Parses `csv` against the allowed columns: unknown or repeated header names, missing required
 * columns, rows with a different number of fields and more than MAX_ROWS rows are reported as
 * errors (never thrown), as is a file csv-parse cannot read (e.g. an unclosed quote).
 */
export function parseFile(csv: string, allowed: readonly string[], required: ReadonlyArray<readonly string[]>): ParsedFile {
  let table: string[][];
  try {
    table = parse(csv, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (err) {
    const e = err as { message?: string; records?: number };
    const row = typeof e.records === 'number' ? e.records + 1 : null;
    return {
      header: [],
      records: [],
      dataRows: 0,
      errors: [{ row, column: null, message: `not readable as CSV: ${e.message ?? 'parse error'}` }],
    };
  }
  const errors: RowError[] = [];
  const header = (table[0] ?? []).map((h) => h.toLowerCase());
  if (header.length === 0)
    return { header, records: [], dataRows: 0, errors: [{ row: 1, column: null, message: 'the file has no header row' }] };
  const seen = new Set<string>();
  for (const h of header) {
    if (!allowed.includes(h)) errors.push({ row: 1, column: h, message: `unknown column (allowed: ${allowed.join(', ')})` });
    else if (seen.has(h)) errors.push({ row: 1, column: h, message: 'column appears twice' });
    seen.add(h);
  }
  for (const any of required) {
    if (!any.some((c) => seen.has(c))) errors.push({ row: 1, column: any[0] ?? null, message: `missing column ${any.join(' or ')}` });
  }
  const body = table.slice(1);
  if (body.length === 0) errors.push({ row: null, column: null, message: 'the file has no data rows' });
  if (body.length > MAX_ROWS) errors.push({ row: null, column: null, message: `${body.length} data rows; at most ${MAX_ROWS} per file` });
  const records: ParsedFile['records'] = [];
  body.slice(0, MAX_ROWS).forEach((fields, i) => {
    const row = i + 2;
    if (fields.length !== header.length) {
      errors.push({ row, column: null, message: `${fields.length} fields; the header has ${header.length}` });
      return;
    }
    const values: Record<string, string> = {};
    header.forEach((h, k) => {
      values[h] = fields[k] ?? '';
    });
    records.push({ row, values });
  });
  return { header, records, dataRows: body.length, errors };
}

/**
 * The row error of an amount cell that is not a decimal in major units of `currency` (money kit
 * `parseMajorText`), with an example amount given in minor units: `not a decimal amount with at
 * most 2 decimals (e.g. 12.40)`.
 */
export function notAnAmount(currency: string, exampleMinor: number): string {
  return `not a decimal amount with at most ${minorDigits(currency)} decimals (e.g. ${formatMajor(exampleMinor, currency)})`;
}

/** A real calendar date `YYYY-MM-DD`. */
export function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/** The listed errors (sorted by row, at most MAX_LISTED_ERRORS) and their count. */
export function listErrors(errors: RowError[]): { errors: RowError[]; error_count: number } {
  const sorted = [...errors].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { errors: sorted.slice(0, MAX_LISTED_ERRORS), error_count: errors.length };
}
