/**
 * The change feed (`finance_changes`) of the seeded finance history (seed: "Finance
 * entity events", Subscribing 6). The history counts as migrated in by bulk imports, one per
 * period, so the feed holds:
 *
 * - one `fin.entry.posted` per period with entries: the FinEntryPostedData of the period's first
 *   entry (by number) with `batch: {import_id, entry_count}` (the import every entry of the period
 *   names in `import_id`), announced when the period's last entry was posted;
 * - one `fin.period.closed` per closed period (at `closed_at`, by the operator who closed it);
 * - one `fin.bank.imported` per statement import;
 * - `fin.einvoice.status_changed` for the e-invoice status changes of the last 30 days (at most 6).
 *
 * Every `data` is the event type's AsyncAPI payload (decimal major units, as the events carry
 * them); there are no outbox rows: history is not delivered. Callers insert the rows in
 * `occurred_at` order so `seq` follows it.
 */
import {
  ENTRY_SOURCE_KINDS,
  type FinanceBankImportRow,
  type FinanceChangeRow,
  type FinanceEinvoiceMessageRow,
  type FinanceEntityRow,
  type FinancePeriodRow,
} from '../tables';
import type { LedgerRows } from './finance-ledger';
import type { Rng } from './prng';
import { DAY_MS, iso } from './time';

export type ChangeSeedRow = Omit<FinanceChangeRow, 'seq'>;

const major = (cents: number | string) => Math.round(Number(cents)) / 100;

export interface FeedInput {
  rng: Rng;
  entity: FinanceEntityRow;
  periods: readonly FinancePeriodRow[];
  posted: LedgerRows['posted'];
  /** The history import of each period (by period id). */
  batchIdOf: ReadonlyMap<string, string>;
  imports: readonly FinanceBankImportRow[];
  ranges: ReadonlyMap<string, { from: string; to: string }>;
  einvoices: readonly FinanceEinvoiceMessageRow[];
  operator: string;
  anchorMs: number;
}

/** The feed rows described in the module comment (unordered). */
export function changeFeed(input: FeedInput): ChangeSeedRow[] {
  const { entity, rng } = input;
  const rows: ChangeSeedRow[] = [];
  const row = (type: string, subject: string, data: Record<string, unknown>, occurredAt: string) =>
    rows.push({
      id: rng.uuid(),
      store_id: entity.store_id,
      entity_id: entity.id,
      type,
      subject,
      data: JSON.stringify(data),
      occurred_at: occurredAt,
    });

  for (const period of input.periods) {
    const batch = input.posted.filter((p) => p.entry.period_id === period.id);
    if (batch.length > 0) {
      const { entry, draft } = batch[0]!;
      const lastPosted = batch.reduce((m, p) => (p.entry.posted_at > m ? p.entry.posted_at : m), entry.posted_at);
      const ref = entry.source_ref !== null ? entry.source_ref.slice(entry.source_ref.indexOf(':') + 1) : null;
      row(
        'fin.entry.posted',
        entry.id,
        {
          entity_id: entity.id,
          entry_id: entry.id,
          entry_number: entry.entry_number,
          period_id: period.id,
          date: entry.entry_date,
          description: entry.memo,
          currency: entity.currency,
          total: major(entry.amount_cents),
          lines: draft.lines.map((l) => ({
            account_id: l.account.id,
            account_code: l.account.code,
            account_name: l.account.name,
            debit: major(l.debit),
            credit: major(l.credit),
            description: l.memo,
          })),
          source: { kind: ENTRY_SOURCE_KINDS[entry.source], ref },
          batch: { import_id: input.batchIdOf.get(period.id)!, entry_count: batch.length },
          actor: { type: 'service', id: 'import' },
          posted_at: entry.posted_at,
        },
        lastPosted,
      );
    }
    if (period.status === 'closed' && period.closed_at !== null) {
      row(
        'fin.period.closed',
        period.id,
        {
          entity_id: entity.id,
          period_id: period.id,
          name: period.period,
          start_date: period.starts_on,
          end_date: period.ends_on,
          status: 'closed',
          previous_status: 'open',
          reason: 'Month-end close',
          actor: { type: 'operator', id: period.closed_by },
          changed_at: period.closed_at,
        },
        period.closed_at,
      );
    }
  }

  for (const imp of input.imports) {
    const range = input.ranges.get(imp.id)!;
    row(
      'fin.bank.imported',
      imp.id,
      {
        entity_id: entity.id,
        import_id: imp.id,
        bank_account_id: imp.bank_account_id,
        format: imp.format,
        statement_from: range.from,
        statement_to: range.to,
        rows_received: imp.row_count,
        rows_new: imp.new_count,
        rows_duplicate: imp.duplicate_count,
        actor: { type: 'operator', id: imp.imported_by },
        imported_at: imp.imported_at,
      },
      imp.imported_at,
    );
  }

  const since = iso(input.anchorMs - 30 * DAY_MS);
  const changed = input.einvoices
    .filter((m) => m.previous_status !== null && m.status_changed_at >= since)
    .sort((a, b) => b.status_changed_at.localeCompare(a.status_changed_at) || a.id.localeCompare(b.id))
    .slice(0, 6);
  for (const m of changed) {
    const transport = m.status === 'sent' || m.status === 'delivered' || m.status === 'delivery_failed';
    const actor = transport
      ? { type: 'service', id: 'peppol' }
      : m.direction === 'outbound'
        ? { type: 'external', id: null }
        : { type: 'operator', id: input.operator };
    row(
      'fin.einvoice.status_changed',
      m.id,
      {
        entity_id: entity.id,
        einvoice_message_id: m.id,
        direction: m.direction,
        document_type: m.document_type,
        document_number: m.document_number,
        counterparty: { name: m.counterparty_name, peppol_id: m.counterparty_endpoint },
        total: major(m.amount_cents),
        currency: m.currency,
        status: m.status,
        previous_status: m.previous_status,
        status_reason: m.status_reason,
        actor,
        changed_at: m.status_changed_at,
      },
      m.status_changed_at,
    );
  }
  return rows;
}
