/**
 * Expense import (seed catalogue "costs": inspect_expense_import, costs:read, read;
 * propose_expense_import, costs:write, proposed write). Columns (header row, case-insensitive):
 * `date` (`YYYY-MM-DD`, a UTC calendar day, 2000-01-01 .. today), `category` (lower-cased, spaces
 * and hyphens as `_`, `[a-z][a-z0-9_]{0,39}`), `description` (1..500 characters), `amount` (major
 * units, at most 2 decimals, not 0; negative = a credit), optional `vendor` (≤ 200) and `currency`
 * (must equal the store currency). A row with the same date + amount + description + vendor
 * (case-insensitive) as an existing expense, or as an earlier row of the file, is a duplicate: it
 * is listed and skipped, never imported. Applying inserts the new rows with `source` `import` and
 * `import_ref` = the inspection id.
 */
import { createHash } from 'node:crypto';
import {
  formatMoney,
  parseMajorText,
  toMajor,
  toMinor,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
} from '@storeops/contract';
import type { ExpenseRow } from '@storeops/db';
import { assertProposable } from './cost-import';
import { assertInspected, inspectionId, isDate, listErrors, notAnAmount, parseFile, type RowError } from './csv';

const COLUMNS = ['date', 'category', 'description', 'amount', 'vendor', 'currency'] as const;
const CATEGORY = /^[a-z][a-z0-9_]{0,39}$/;

const keyOf = (date: string, cents: number, description: string, vendor: string | null): string =>
  [date, cents, description.toLowerCase(), (vendor ?? '').toLowerCase()].join('\u0000');

/** The id a new row of inspection `id` gets: stable, so a re-run preview names the same rows. */
function rowId(id: string, row: number): string {
  const h = createHash('sha256').update(`${id}:${row}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The handler of inspect_expense_import: checks an expense CSV file row by row without changing anything. */
export async function inspectExpenseImport(
  { csv }: Types.InspectExpenseImportInput,
  ctx: HandlerContext,
): Promise<Types.InspectExpenseImportResult> {
  const id = inspectionId('expense', csv);
  const file = parseFile(csv, COLUMNS, [['date'], ['category'], ['description'], ['amount']]);
  const errors: RowError[] = [...file.errors];
  const today = ctx.now.toISOString().slice(0, 10);
  type Candidate = Types.ExpenseImportRow & { cents: number };
  const candidates: Candidate[] = [];
  for (const { row, values } of file.records) {
    const before = errors.length;
    const date = values.date ?? '';
    if (!isDate(date)) errors.push({ row, column: 'date', message: 'not a calendar date YYYY-MM-DD' });
    else if (date > today) errors.push({ row, column: 'date', message: `in the future (today is ${today} UTC)` });
    else if (date < '2000-01-01') errors.push({ row, column: 'date', message: 'before 2000-01-01' });
    const category = (values.category ?? '').toLowerCase().replace(/[\s-]+/g, '_');
    if (!CATEGORY.test(category))
      errors.push({ row, column: 'category', message: 'letters, digits and _ (1..40, starting with a letter), e.g. shipping' });
    const description = values.description ?? '';
    if (description === '') errors.push({ row, column: 'description', message: 'empty' });
    else if (description.length > 500) errors.push({ row, column: 'description', message: 'longer than 500 characters' });
    const vendor = (values.vendor ?? '') === '' ? null : (values.vendor as string);
    if (vendor !== null && vendor.length > 200) errors.push({ row, column: 'vendor', message: 'longer than 200 characters' });
    const cents = parseMajorText(values.amount ?? '', ctx.store.currency);
    if (cents === null) errors.push({ row, column: 'amount', message: notAnAmount(ctx.store.currency, 12990) });
    else if (cents === 0) errors.push({ row, column: 'amount', message: 'must not be 0' });
    const currency = (values.currency ?? '').toUpperCase();
    if (currency !== '' && currency !== ctx.store.currency)
      errors.push({ row, column: 'currency', message: `${currency} is not the store currency ${ctx.store.currency}` });
    if (errors.length > before || cents === null) continue;
    candidates.push({
      row,
      id: rowId(id, row),
      incurred_on: date,
      category,
      description,
      vendor,
      amount: toMajor(cents, ctx.store.currency),
      cents,
    });
  }
  const dates = [...new Set(candidates.map((c) => c.incurred_on))];
  const existing = new Map<string, string>();
  for (let i = 0; i < dates.length; i += 500) {
    const rows = (await ctx.scope
      .from('expenses')
      .whereIn('incurred_on', dates.slice(i, i + 500))
      .select('id', 'incurred_on', 'amount_cents', 'description', 'vendor')) as ExpenseRow[];
    for (const e of rows) existing.set(keyOf(e.incurred_on, Number(e.amount_cents), e.description, e.vendor), e.id);
  }
  const inFile = new Map<string, number>();
  const duplicates: Types.ExpenseImportDuplicate[] = [];
  const fresh: Candidate[] = [];
  for (const c of candidates) {
    const key = keyOf(c.incurred_on, c.cents, c.description, c.vendor);
    const old = existing.get(key);
    const earlier = inFile.get(key);
    if (old !== undefined) duplicates.push({ row: c.row, of: 'existing', expense_id: old, of_row: null });
    else if (earlier !== undefined) duplicates.push({ row: c.row, of: 'file', expense_id: null, of_row: earlier });
    else {
      inFile.set(key, c.row);
      fresh.push(c);
    }
  }
  const cats = new Map<string, { cents: number; count: number }>();
  for (const c of fresh) {
    const t = cats.get(c.category) ?? { cents: 0, count: 0 };
    cats.set(c.category, { cents: t.cents + c.cents, count: t.count + 1 });
  }
  const listed = listErrors(errors);
  return {
    inspection_id: id,
    currency: ctx.store.currency,
    rows: file.dataRows,
    valid_rows: candidates.length,
    new_count: fresh.length,
    duplicate_count: duplicates.length,
    error_count: listed.error_count,
    can_propose: listed.error_count === 0 && fresh.length > 0,
    new_total: toMajor(
      fresh.reduce((s, c) => s + c.cents, 0),
      ctx.store.currency,
    ),
    by_category: [...cats.entries()]
      .map(([category, t]) => ({ category, total: toMajor(t.cents, ctx.store.currency), count: t.count }))
      .sort((a, b) => b.total - a.total || a.category.localeCompare(b.category)),
    errors: listed.errors,
    duplicates,
    new_rows: fresh.map(({ cents: _cents, ...r }) => r),
  };
}

export const proposeExpenseImport: ProposedWriteHandler<Types.ProposeExpenseImportInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const id = assertInspected('expense', input.csv, input.inspection_id);
    const r = await inspectExpenseImport({ csv: input.csv }, ctx);
    assertProposable({ error_count: r.error_count, change_count: r.new_count }, 'inspect_expense_import');
    const totalCents = toMinor(r.new_total, ctx.store.currency);
    return {
      title: `Import ${r.new_count} expense(s) totalling ${formatMoney(totalCents, ctx.store.currency)} from expense file ${id.slice(0, 12)}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: r.new_rows.map((n) => ({
        resource_kind: 'expense',
        resource_ref: n.id,
        field: 'expense',
        before: null,
        after: {
          incurred_on: n.incurred_on,
          category: n.category,
          description: n.description,
          vendor: n.vendor,
          amount: n.amount,
          currency: ctx.store.currency,
        },
      })),
      amount_cents: Math.abs(totalCents),
      reversibility_class: 'compensatable',
      creates: true,
      reversal: null,
    };
  },
  async apply(input, ctx, plan) {
    const at = ctx.now.toISOString();
    const ref = input.inspection_id.toLowerCase();
    const rows = plan.changes.map((c) => {
      const a = c.after as { incurred_on: string; category: string; description: string; vendor: string | null; amount: number };
      return {
        id: c.resource_ref,
        incurred_on: a.incurred_on,
        category: a.category,
        description: a.description,
        vendor: a.vendor,
        amount_cents: toMinor(a.amount, ctx.store.currency),
        currency: ctx.store.currency,
        source: 'import' as const,
        import_ref: ref,
        created_at: at,
      };
    });
    for (let i = 0; i < rows.length; i += 200) await ctx.scope.insert('expenses', rows.slice(i, i + 200));
    // The expenses in the books (finance postings.ts), announced once by the import.
    await ctx.books.postExpenseImport(ctx, rows, { type: 'credential', id: ctx.credential.id });
  },
};
