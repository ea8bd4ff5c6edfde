/**
 * Bank statement history of the last ~90 days: for every bank and card
 * account with statements (seed/finance-chart.ts `BANKS`), the statement imports (CSV or CAMT.053,
 * weekly or monthly, never spanning a month end, imported the next morning by the entity's finance
 * operator) and one `finance_bank_transactions` row per statement line:
 *
 * - each entry posted with a bank line on the account's ledger account in the range is a row
 *   `matched` to it (payouts, supplier payments, expenses, settlements, ...), or `booked` when the
 *   entry was posted for the row (bank charges, Harbor's customer payments: source
 *   `bank_transaction`, posted minutes after the import);
 * - about 10% more rows, dated in the open periods, are `unmatched`: purchases nobody booked yet;
 *   each whose counterparty matches a known vendor gets a `book_bank_transaction` proposal (lines
 *   balanced, confidence, the rule in the rationale): the first accepted (its entry posted by the
 *   operator, the row `booked`), the second rejected, the rest pending;
 * - 2–3 rows per store are `dismissed`: `not_a_transaction` (a balance or interest-advice line)
 *   or `duplicate_of` a row a later statement repeated under another bank reference.
 *
 * Unmatched and dismissed rows have ids named after their role (`unmatched:<i>`, the dismissal
 * reason) and bank account, the same at any scale and anchor (documented examples name them).
 * Statements overlap the previous one by a day every other week: those rows are counted as
 * duplicates of the import (`duplicate_count`), not stored again. Fingerprints are the bank
 * reference where the format has one, else a hash of date, amount and text; unique per account.
 */
import { createHash } from 'node:crypto';
import type {
  FinanceBankAccountRow,
  FinanceBankImportRow,
  FinanceBankTransactionRow,
  FinanceEntityRow,
  FinanceProposalRow,
} from '../tables';
import type { BankAccountSpec } from './finance-chart';
import { type Ledger, type LineSpec, addDays, addMonths, at, dayOfWeek, daysBetween, monthEnd } from './finance-ledger';
import type { Rng } from './prng';
import { HOUR_MS, MINUTE_MS, iso } from './time';

/** A counterparty of unmatched rows; `account` (key or code) when a vendor rule knows it. */
export interface UnknownVendor {
  counterparty: string;
  description: string;
  account: string | null;
  confidence: number;
  /** Earlier bookings of the vendor to that account (the rule's evidence). */
  earlier: number;
  /** Amount range in major units; negative = money out. */
  min: number;
  max: number;
}

export interface BankHistoryInput {
  rng: Rng;
  ledger: Ledger;
  entity: FinanceEntityRow;
  accounts: ReadonlyArray<{ row: FinanceBankAccountRow; spec: BankAccountSpec }>;
  anchorMs: number;
  today: string;
  statementFrom: string;
  operator: string;
  /** Counterparties of unmatched rows per bank account name. */
  unknown: Readonly<Record<string, readonly UnknownVendor[]>>;
  /** Dismissed rows per bank account name. */
  dismissals: Readonly<Record<string, ReadonlyArray<'duplicate_of' | 'not_a_transaction'>>>;
  /** A pending month-end accrual proposal (Northwind), or null. */
  accrual: { debit: string; credit: string; cents: number; memo: string; rationale: string } | null;
}

export interface BankHistoryRows {
  imports: FinanceBankImportRow[];
  transactions: FinanceBankTransactionRow[];
  proposals: FinanceProposalRow[];
  /** Statement date range of each import (the `fin.bank.imported` event's). */
  ranges: Map<string, { from: string; to: string }>;
}

interface Statement {
  from: string;
  to: string;
  overlap: boolean;
  rows: FinanceBankTransactionRow[];
  importId: string;
  importedMs: number;
}

/** Statement periods covering [from, to]: weekly (Monday–Sunday) or monthly, cut at month ends. */
function statementPeriods(from: string, to: string, cadence: 'weekly' | 'monthly'): Array<{ from: string; to: string }> {
  const out: Array<{ from: string; to: string }> = [];
  for (let start = from; start <= to;) {
    let end = monthEnd(start.slice(0, 7));
    if (cadence === 'weekly') {
      const sunday = addDays(start, 6 - dayOfWeek(start));
      if (sunday < end) end = sunday;
    }
    if (end > to) end = to;
    out.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return out;
}

/** Builds the rows described in the module comment; accepted proposals post their entries into the ledger. */
export function bankHistory(input: BankHistoryInput): BankHistoryRows {
  const { ledger, entity, anchorMs, operator } = input;
  const r = input.rng;
  const ids = r.fork('ids');
  const lastDate = addDays(input.today, -1);
  const openFrom = `${addMonths(input.today.slice(0, 7), -1)}-01`;
  const out: BankHistoryRows = { imports: [], transactions: [], proposals: [], ranges: new Map() };
  const booked = new Set<string>();
  const latest = anchorMs - 5 * MINUTE_MS;

  for (const { row: account, spec } of input.accounts) {
    if (spec.statements === undefined) continue;
    const fmt = spec.statements;
    const statements: Statement[] = statementPeriods(input.statementFrom, lastDate, fmt.cadence).map((p, i) => ({
      ...p,
      overlap: fmt.cadence === 'weekly' && i % 2 === 1,
      rows: [],
      importId: ids.uuid(),
      importedMs: Math.min(at(addDays(p.to, 1), 7) + r.int(0, 90) * MINUTE_MS, anchorMs - 20 * MINUTE_MS),
    }));
    const statementOf = (date: string) => statements.find((s) => s.from <= date && date <= s.to)!;
    const fingerprints = new Set<string>();
    const reference = () =>
      fmt.withReference ? (fmt.format === 'camt053' ? `${r.digits(10)}${r.base36(6).toUpperCase()}` : `AT${r.digits(13)}`) : null;
    const add = (
      s: Statement,
      fields: Partial<FinanceBankTransactionRow> & Pick<FinanceBankTransactionRow, 'booking_date' | 'amount_cents' | 'description'>,
    ) => {
      const ref = fields.bank_reference !== undefined ? fields.bank_reference : reference();
      let fingerprint =
        ref !== null
          ? `ref:${ref}`
          : `sha256:${createHash('sha256').update(`${fields.booking_date}|${fields.amount_cents}|${fields.description}`).digest('hex').slice(0, 40)}`;
      for (let n = 2; fingerprints.has(fingerprint); n++) fingerprint = `${fingerprint.split('#')[0]}#${n}`;
      fingerprints.add(fingerprint);
      const tx: FinanceBankTransactionRow = {
        id: fields.id ?? ids.uuid(),
        store_id: entity.store_id,
        entity_id: entity.id,
        bank_account_id: account.id,
        import_id: s.importId,
        booking_date: fields.booking_date,
        value_date: fields.booking_date,
        amount_cents: fields.amount_cents,
        currency: entity.currency,
        counterparty: fields.counterparty ?? null,
        description: fields.description,
        bank_reference: ref,
        fingerprint,
        state: 'counted',
        reconciliation: fields.reconciliation ?? 'unmatched',
        entry_id: fields.entry_id ?? null,
        dismissal_reason: null,
        duplicate_of_id: null,
        dismissed_at: null,
        dismissed_by: null,
        created_at: iso(s.importedMs),
      };
      s.rows.push(tx);
      return tx;
    };

    // Rows of posted entries.
    const matched: FinanceBankTransactionRow[] = [];
    const drafts = ledger.drafts
      .filter((d) => d.bank !== null && d.date >= input.statementFrom && d.date <= lastDate)
      .sort((a, b) => a.date.localeCompare(b.date) || a.seq - b.seq);
    for (const d of drafts) {
      const amount = d.lines.filter((l) => l.account.id === account.ledger_account_id).reduce((s, l) => s + l.debit - l.credit, 0);
      if (amount === 0) continue;
      const meta = d.bank!;
      const s = statementOf(d.date);
      const tx = add(s, {
        id: meta.bookedTxId,
        booking_date: d.date,
        amount_cents: amount,
        counterparty: meta.counterparty,
        description: spec.kind === 'card' && meta.cardDescription !== undefined ? meta.cardDescription : meta.description,
        reconciliation: meta.bookedTxId !== undefined ? 'booked' : 'matched',
        entry_id: d.id,
      });
      if (meta.bookedTxId !== undefined) {
        booked.add(meta.bookedTxId);
        d.postedMs = Math.min(s.importedMs + r.int(3, 60) * MINUTE_MS, anchorMs - MINUTE_MS);
      }
      matched.push(tx);
    }

    // Unmatched rows in the open periods, with proposals where a vendor rule knows the counterparty.
    const vendors = input.unknown[account.name] ?? [];
    const from = input.statementFrom > openFrom ? input.statementFrom : openFrom;
    const span = daysBetween(from, lastDate);
    const count = vendors.length === 0 || span < 0 ? 0 : spec.kind === 'card' ? 2 : Math.max(3, Math.round(matched.length * 0.11));
    const unmatched: FinanceBankTransactionRow[] = [];
    const vendorOf = new Map<string, UnknownVendor>();
    for (let i = 0; i < count; i++) {
      const v = vendors[i % vendors.length]!;
      const date = addDays(from, r.int(0, span));
      const tx = add(statementOf(date), {
        id: r.fork(`row:${account.id}:unmatched:${i}`).uuid(),
        booking_date: date,
        amount_cents: Math.round(r.range(v.min, v.max) * 100),
        counterparty: v.counterparty,
        description: v.description,
      });
      unmatched.push(tx);
      vendorOf.set(tx.id, v);
    }
    unmatched.sort((a, b) => a.booking_date.localeCompare(b.booking_date) || a.id.localeCompare(b.id));
    let ruled = 0;
    for (const tx of unmatched) {
      const v = vendorOf.get(tx.id)!;
      if (v.account === null) continue;
      const target = ledger.account(v.account);
      const own = ledger.account(spec.ledgerCode);
      const amount = Number(tx.amount_cents);
      const lines: LineSpec[] =
        amount < 0
          ? [
              [target.code, -amount, 0, v.description],
              [own.code, 0, -amount, null],
            ]
          : [
              [own.code, amount, 0, null],
              [target.code, 0, amount, v.description],
            ];
      const s = statements.find((x) => x.importId === tx.import_id)!;
      const createdMs = Math.min(s.importedMs + r.int(2, 15) * MINUTE_MS, latest);
      const decidedMs = createdMs + r.int(1, 30) * HOUR_MS;
      const status = decidedMs > anchorMs - 10 * MINUTE_MS ? 'pending' : ruled === 0 ? 'accepted' : ruled === 1 ? 'rejected' : 'pending';
      ruled++;
      const memo = `${v.counterparty}: ${v.description}`;
      let entryId: string | null = null;
      if (status === 'accepted') {
        entryId = ledger.post({
          date: tx.booking_date,
          postedMs: decidedMs,
          memo,
          source: 'bank_transaction',
          sourceRef: `bank_transaction:${tx.id}`,
          postedBy: operator,
          tag: 'proposal',
          lines,
        })!.id;
        tx.reconciliation = 'booked';
        tx.entry_id = entryId;
      }
      out.proposals.push({
        id: ids.uuid(),
        store_id: entity.store_id,
        entity_id: entity.id,
        kind: 'book_bank_transaction',
        status,
        bank_transaction_id: tx.id,
        entry_date: tx.booking_date,
        memo,
        lines: JSON.stringify(
          lines.map(([code, debit, credit, lineMemo]) => ({
            account_id: ledger.account(code).id,
            debit_cents: debit,
            credit_cents: credit,
            memo: lineMemo ?? null,
          })),
        ),
        amount_cents: Math.abs(amount),
        confidence: v.confidence,
        rationale:
          v.confidence >= 0.8
            ? `Counterparty "${v.counterparty}" matched the known-vendor rule ${v.counterparty} → ${target.code} ${target.name} (${v.earlier} earlier bookings to that account).`
            : `Counterparty "${v.counterparty}" resembles a known vendor (fuzzy-name rule) booked to ${target.code} ${target.name} (${v.earlier} earlier bookings); please check.`,
        created_at: iso(createdMs),
        decided_at: status === 'pending' ? null : iso(decidedMs),
        decided_by: status === 'pending' ? null : operator,
        entry_id: entryId,
      });
    }

    // Dismissed rows.
    for (const reason of input.dismissals[account.name] ?? []) {
      let tx: FinanceBankTransactionRow;
      if (reason === 'duplicate_of') {
        const early = matched.filter((m) => statementOf(m.booking_date) !== statements[statements.length - 1]);
        if (early.length === 0) continue;
        const original = r.pick(early);
        const later = statements[statements.indexOf(statementOf(original.booking_date)) + 1]!;
        tx = add(later, {
          id: r.fork(`row:${account.id}:${reason}`).uuid(),
          booking_date: original.booking_date,
          amount_cents: original.amount_cents,
          counterparty: original.counterparty,
          description: fmt.withReference ? original.description : `${original.description.toUpperCase()} PPD ID: ${r.digits(10)}`,
        });
        tx.duplicate_of_id = original.id;
      } else {
        const s = statements[r.int(0, statements.length - 1)]!;
        const card = spec.kind === 'card';
        tx = add(s, {
          id: r.fork(`row:${account.id}:${reason}`).uuid(),
          booking_date: s.from,
          amount_cents: card ? -r.int(800, 4000) * 100 : fmt.format === 'camt053' ? 0 : r.int(30_000, 90_000) * 100,
          counterparty: null,
          description: card
            ? 'PREVIOUS BALANCE'
            : fmt.format === 'camt053'
              ? 'Renteafrekening / interest advice: 0,00'
              : 'BEGINNING BALANCE',
          bank_reference: null,
        });
      }
      const s = statements.find((x) => x.importId === tx.import_id)!;
      tx.state = 'dismissed';
      tx.dismissal_reason = reason;
      tx.dismissed_at = iso(Math.min(s.importedMs + r.int(1, 30) * HOUR_MS, latest));
      tx.dismissed_by = operator;
    }

    // Imports: rows re-sent from the previous statement (overlap) are duplicates, not stored.
    statements.forEach((s, i) => {
      const prev = statements[i - 1];
      const resent = s.overlap && prev !== undefined ? prev.rows.filter((x) => x.booking_date === prev.to).length : 0;
      if (s.rows.length + resent === 0) return;
      const statementFrom = s.overlap && prev !== undefined ? prev.to : s.from;
      out.imports.push({
        id: s.importId,
        store_id: entity.store_id,
        entity_id: entity.id,
        bank_account_id: account.id,
        format: fmt.format,
        filename: fmt.file(s.to),
        row_count: s.rows.length + resent,
        new_count: s.rows.length,
        duplicate_count: resent,
        imported_at: iso(s.importedMs),
        imported_by: operator,
      });
      out.ranges.set(s.importId, { from: statementFrom, to: s.to });
      out.transactions.push(...s.rows);
    });
  }

  for (const d of ledger.drafts) {
    const id = d.bank?.bookedTxId;
    if (id !== undefined && !booked.has(id)) throw new Error(`finance seed: "${d.memo}" names bank row ${id}, which no statement holds`);
  }
  if (input.accrual !== null) {
    const a = input.accrual;
    const prev = addMonths(input.today.slice(0, 7), -1);
    const lines = [
      { account_id: ledger.account(a.debit).id, debit_cents: a.cents, credit_cents: 0, memo: a.memo },
      { account_id: ledger.account(a.credit).id, debit_cents: 0, credit_cents: a.cents, memo: null },
    ];
    out.proposals.push({
      id: ids.uuid(),
      store_id: entity.store_id,
      entity_id: entity.id,
      kind: 'accrual',
      status: 'pending',
      bank_transaction_id: null,
      entry_date: monthEnd(prev),
      memo: a.memo,
      lines: JSON.stringify(lines),
      amount_cents: a.cents,
      confidence: 0.71,
      rationale: a.rationale,
      created_at: iso(Math.min(at(`${input.today.slice(0, 7)}-01`, 6), latest)),
      decided_at: null,
      decided_by: null,
      entry_id: null,
    });
  }
  return out;
}
