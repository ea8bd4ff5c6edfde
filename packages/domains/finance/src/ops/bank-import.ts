/**
 * finance_bank_statement_import (finance:write, auto_write, not gated):
 * reads a CSV or camt.053 statement (statement.ts), stores its new rows `counted` / `unmatched`
 * (duplicates by fingerprint are skipped), matches new rows to existing journal entries on the
 * bank's ledger account (same amount, ±3 days), proposes bookings for the rest where a rule names
 * an account (rules.ts), emits one `fin.bank.imported` and leaves a `finance_bank_import` receipt.
 * All in the call's transaction: a file that cannot be read stores nothing.
 */
import { randomUUID } from 'node:crypto';
import { ArgumentError, minorDigits, type Types, type WriteContext } from '@storeops/contract';
import type {
  FinanceAccountRow,
  FinanceBankAccountRow,
  FinanceBankTransactionRow,
  FinancePeriodRow,
  FinanceProposalRow,
} from '@storeops/db';
import { entityRef, loadEntity, lockEntity, num, recordChange } from '../books';
import { actorLabel, actorOf } from './actor';
import { ruleFor } from './rules';
import { fingerprints, parseCamt053, parseCsvStatement, type StatementRow } from './statement';

type Input = Types.FinanceBankStatementImportInput;
type Result = Types.FinanceBankStatementImportResult;

/** How far (days) an entry's date may be from the booking date to match. */
export const MATCH_WINDOW_DAYS = 3;
/** Rows per insert / `whereIn` (SQLite binds at most 999 parameters). */
const CHUNK = 50;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

function shift(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The active bank account `id` of this store; throws `ArgumentError(argument)` when unknown. */
export async function loadBankAccount(ctx: Pick<WriteContext, 'scope'>, id: string, argument: string): Promise<FinanceBankAccountRow> {
  const row = (await ctx.scope.from('finance_bank_accounts').where({ id }).first()) as FinanceBankAccountRow | undefined;
  if (row === undefined) throw new ArgumentError(argument, `is not a bank account of this store: ${id}`);
  return row;
}

interface Candidate {
  entryId: string;
  number: number;
  date: string;
  net: number;
}

/**
 * Matches `rows` (new, unmatched) to entries of `entityId` that touch `ledger` with exactly the
 * row's amount (debits minus credits on the ledger account), dated within the window, not reversed,
 * not reversals, not already matched or booked by a counted row. Nearest date first, then posting
 * order; an entry matches at most one row. Returns row index → entry id.
 */
async function matchRows(
  ctx: WriteContext,
  entityId: string,
  ledger: FinanceAccountRow,
  rows: readonly StatementRow[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (rows.length === 0) return out;
  const dates = rows.map((r) => r.booking_date).sort();
  const lines = (await ctx.scope
    .from('finance_journal_lines')
    .where({ entity_id: entityId, account_id: ledger.id })
    .whereBetween('entry_date', [shift(dates[0]!, -MATCH_WINDOW_DAYS), shift(dates[dates.length - 1]!, MATCH_WINDOW_DAYS)])
    .select('entry_id', 'entry_date', 'debit_cents', 'credit_cents')) as Array<{
    entry_id: string;
    entry_date: string;
    debit_cents: unknown;
    credit_cents: unknown;
  }>;
  const nets = new Map<string, { date: string; net: number }>();
  for (const l of lines) {
    const n = nets.get(l.entry_id) ?? { date: l.entry_date, net: 0 };
    n.net += num(l.debit_cents) - num(l.credit_cents);
    nets.set(l.entry_id, n);
  }
  const ids = [...nets.keys()];
  const live = new Map<string, number>();
  const used = new Set<string>();
  for (const part of chunks(ids)) {
    const entries = (await ctx.scope
      .from('finance_journal_entries')
      .whereIn('id', part)
      .whereNull('reverses_entry_id')
      .whereNull('reversed_by_entry_id')
      .select('id', 'number')) as Array<{ id: string; number: unknown }>;
    for (const e of entries) live.set(e.id, num(e.number));
    const taken = (await ctx.scope
      .from('finance_bank_transactions')
      .where({ state: 'counted' })
      .whereIn('entry_id', part)
      .select('entry_id')) as Array<{ entry_id: string }>;
    for (const t of taken) used.add(t.entry_id);
  }
  const candidates: Candidate[] = [];
  for (const [entryId, n] of nets) {
    const number = live.get(entryId);
    if (number !== undefined && !used.has(entryId)) candidates.push({ entryId, number, date: n.date, net: n.net });
  }
  rows.forEach((row, i) => {
    const day = dayNumber(row.booking_date);
    let best: Candidate | null = null;
    let bestGap = Infinity;
    for (const c of candidates) {
      if (c.net !== row.amount_cents || used.has(c.entryId)) continue;
      const gap = Math.abs(dayNumber(c.date) - day);
      if (gap > MATCH_WINDOW_DAYS) continue;
      if (gap < bestGap || (gap === bestGap && best !== null && c.number < best.number)) {
        best = c;
        bestGap = gap;
      }
    }
    if (best !== null) {
      used.add(best.entryId);
      out.set(i, best.entryId);
    }
  });
  return out;
}

/**
 * Imports one statement file into one bank account (rules: the operation's YAML description).
 * Throws `ArgumentError` naming `bank_account_id` (unknown, archived), `content` with the line
 * (unreadable rows), or a `csv.*` option.
 */
export async function financeBankStatementImport(input: Input, ctx: WriteContext): Promise<Result> {
  const bank = await loadBankAccount(ctx, input.bank_account_id, 'bank_account_id');
  if (bank.status !== 'active')
    throw new ArgumentError('bank_account_id', `bank account "${bank.name}" is archived; make it active to import into it`);
  const entity = await loadEntity(ctx, bank.entity_id);
  const digits = minorDigits(bank.currency);
  const rows =
    input.format === 'csv' ? parseCsvStatement(input.content, input.csv ?? {}, digits) : parseCamt053(input.content, bank.currency, digits);
  const keys = fingerprints(rows);
  const actor = actorOf(ctx);
  const now = ctx.now.toISOString();
  await lockEntity(ctx, entity.id);

  const known = new Map<string, FinanceBankTransactionRow>();
  for (const part of chunks([...new Set(keys)])) {
    const found = (await ctx.scope
      .from('finance_bank_transactions')
      .where({ bank_account_id: bank.id })
      .whereIn('fingerprint', part)) as FinanceBankTransactionRow[];
    for (const f of found) known.set(f.fingerprint, f);
  }

  const importId = randomUUID();
  const fresh: Array<{ index: number; row: FinanceBankTransactionRow }> = [];
  const outcome: Array<{ row: FinanceBankTransactionRow; isNew: boolean }> = [];
  rows.forEach((r, index) => {
    const key = keys[index]!;
    const existing = known.get(key);
    if (existing !== undefined) {
      outcome.push({ row: existing, isNew: false });
      return;
    }
    const row: FinanceBankTransactionRow = {
      id: randomUUID(),
      store_id: ctx.scope.storeId,
      entity_id: entity.id,
      bank_account_id: bank.id,
      import_id: importId,
      booking_date: r.booking_date,
      value_date: r.value_date,
      amount_cents: r.amount_cents,
      currency: bank.currency,
      counterparty: r.counterparty,
      description: r.description,
      bank_reference: r.bank_reference,
      fingerprint: key,
      state: 'counted',
      reconciliation: 'unmatched',
      entry_id: null,
      dismissal_reason: null,
      duplicate_of_id: null,
      dismissed_at: null,
      dismissed_by: null,
      created_at: now,
    };
    known.set(key, row);
    fresh.push({ index, row });
    outcome.push({ row, isNew: true });
  });

  const ledger = (await ctx.scope.from('finance_accounts').where({ id: bank.ledger_account_id }).first()) as FinanceAccountRow;
  const matches = await matchRows(
    ctx,
    entity.id,
    ledger,
    fresh.map((f) => rows[f.index]!),
  );
  fresh.forEach((f, i) => {
    const entryId = matches.get(i);
    if (entryId !== undefined) {
      f.row.reconciliation = 'matched';
      f.row.entry_id = entryId;
    }
  });

  // Proposals for the rest, where a rule names an active account and the period is open.
  const accounts = (await ctx.scope
    .from('finance_accounts')
    .where({ entity_id: entity.id })
    .whereNotNull('system_key')) as FinanceAccountRow[];
  const byKey = new Map(accounts.filter((a) => a.is_active === true || a.is_active === 1).map((a) => [a.system_key!, a]));
  const periods = (await ctx.scope.from('finance_periods').where({ entity_id: entity.id, status: 'closed' }).select('period')) as Array<
    Pick<FinancePeriodRow, 'period'>
  >;
  const closed = new Set(periods.map((p) => p.period));
  const proposals: FinanceProposalRow[] = [];
  const proposalOf = new Map<string, string>();
  for (const { row } of fresh) {
    if (row.reconciliation !== 'unmatched' || closed.has(row.booking_date.slice(0, 7))) continue;
    const hit = ruleFor({ amount_cents: num(row.amount_cents), counterparty: row.counterparty, description: row.description });
    const other = hit === null ? undefined : byKey.get(hit.rule.systemKey);
    if (hit === null || other === undefined || other.id === ledger.id) continue;
    const cents = Math.abs(num(row.amount_cents));
    const out = num(row.amount_cents) < 0;
    const memo = row.counterparty !== null ? `${row.counterparty}: ${row.description}` : row.description;
    const lines = [
      { account_id: out ? other.id : ledger.id, debit_cents: cents, credit_cents: 0, memo },
      { account_id: out ? ledger.id : other.id, debit_cents: 0, credit_cents: cents, memo },
    ];
    const p: FinanceProposalRow = {
      id: randomUUID(),
      store_id: ctx.scope.storeId,
      entity_id: entity.id,
      kind: 'book_bank_transaction',
      status: 'pending',
      bank_transaction_id: row.id,
      entry_date: row.booking_date,
      memo: memo.slice(0, 500),
      lines: JSON.stringify(lines),
      amount_cents: cents,
      confidence: hit.confidence,
      rationale: `${hit.rationale} Book to ${other.code} ${other.name}.`,
      created_at: now,
      decided_at: null,
      decided_by: null,
      entry_id: null,
    };
    proposals.push(p);
    proposalOf.set(row.id, p.id);
  }

  const dates = rows.map((r) => r.booking_date).sort();
  const statementFrom = dates[0] ?? null;
  const statementTo = dates[dates.length - 1] ?? null;
  const rowsNew = fresh.length;
  const rowsDuplicate = rows.length - rowsNew;
  await ctx.scope.insert('finance_bank_imports', {
    id: importId,
    entity_id: entity.id,
    bank_account_id: bank.id,
    format: input.format,
    filename: input.filename ?? null,
    row_count: rows.length,
    new_count: rowsNew,
    duplicate_count: rowsDuplicate,
    imported_at: now,
    imported_by: actorLabel(actor),
  });
  for (const part of chunks(
    fresh.map((f) => f.row),
    40,
  ))
    await ctx.scope.insert('finance_bank_transactions', part);
  for (const part of chunks(proposals, 40)) await ctx.scope.insert('finance_proposals', part);

  await recordChange(ctx, entity.id, 'fin.bank.imported', importId, {
    entity_id: entity.id,
    import_id: importId,
    bank_account_id: bank.id,
    format: input.format,
    statement_from: statementFrom,
    statement_to: statementTo,
    rows_received: rows.length,
    rows_new: rowsNew,
    rows_duplicate: rowsDuplicate,
    actor,
    imported_at: now,
  });
  const rowsMatched = fresh.filter((f) => f.row.reconciliation === 'matched').length;
  const firstNew = fresh[0]?.row.id;
  const receiptId = await ctx.record({
    resource_kind: 'finance_bank_import',
    resource_ref: importId,
    changes: [
      { field: 'rows_new', before: 0, after: rowsNew },
      { field: 'rows_duplicate', before: null, after: rowsDuplicate },
      { field: 'rows_matched', before: 0, after: rowsMatched },
      { field: 'proposals_created', before: 0, after: proposals.length },
    ],
    reversal:
      firstNew === undefined
        ? null
        : {
            operation: 'finance_bank_transaction_dismiss',
            arguments: { bank_transaction_id: firstNew, reason: 'not_a_transaction' },
            description: `Dismiss each of the ${rowsNew} new rows of import ${importId} (reason not_a_transaction); this is the first.`,
          },
  });

  return {
    entity: entityRef(entity),
    import_id: importId,
    bank_account_id: bank.id,
    format: input.format,
    filename: input.filename ?? null,
    statement_from: statementFrom,
    statement_to: statementTo,
    rows_received: rows.length,
    rows_new: rowsNew,
    rows_duplicate: rowsDuplicate,
    rows_matched: rowsMatched,
    proposals_created: proposals.length,
    rows: rows.map((r, i) => {
      const { row, isNew } = outcome[i]!;
      return {
        line: r.line,
        outcome: isNew ? ('new' as const) : ('duplicate' as const),
        bank_transaction_id: row.id,
        booking_date: r.booking_date,
        value_date: r.value_date,
        amount_cents: r.amount_cents,
        counterparty: r.counterparty,
        description: r.description,
        bank_reference: r.bank_reference,
        reconciliation: row.reconciliation,
        entry_id: row.entry_id,
        proposal_id: isNew ? (proposalOf.get(row.id) ?? null) : null,
      };
    }),
    receipt_id: receiptId,
  };
}
