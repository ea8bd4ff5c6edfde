/**
 * Audit log writer with group commit (seed: "The audit write finishes before the response to the
 * audited call is sent"). `write(row)` resolves only after the row is committed. Rows that arrive
 * in the same event-loop turn are inserted with one multi-row statement (atomic by itself), so under load
 * one commit serves many requests instead of one INSERT per request; a failed batch rejects every
 * waiter (the caller then answers without claiming success). Text fields are stored through
 * `storableRow` (U+0000 and unpaired surrogates escaped), so any request can be recorded.
 */
import type { Knex } from 'knex';
import { HOT_INSERT_CHUNK, hotInsert, hotStatement, type AuditLogRow } from '@storeops/db';
import { newAuditId } from '../ids';
import { AUDIT_COLUMNS } from './read';
import { storableText } from '../unicode';

export type AuditSurface = AuditLogRow['surface'];

/** One audit row as the pipeline hands it over: the stored row without its generated keys. */
export type AuditRow = Omit<AuditLogRow, 'seq' | 'id'>;

/** Columns of an audit insert (everything but the generated `seq`). */
export const AUDIT_INSERT_COLUMNS: ReadonlyArray<keyof AuditLogRow> = [...AUDIT_COLUMNS, 'store_id', 'user_agent'];

/** Inserts one audit row on `db` (a transaction, for writes) through the hot-path statement. */
export async function insertAuditRow(db: Knex, row: AuditRow & { id: string }): Promise<void> {
  const r = storableRow(row) as unknown as Record<string, unknown>;
  await hotStatement(
    db,
    AUDIT_INSERT_SQL,
    AUDIT_INSERT_COLUMNS.map((c) => r[c] ?? null),
  );
}

/**
 * `row` with every text field made storable (unicode.ts `storableText`: U+0000 and unpaired
 * surrogates written as their JSON escapes): the operation name, path, subject (taken from the
 * arguments) and user agent are whatever the client sent, and the audit row of a refusal must
 * insert on PostgreSQL too. The same row (no copy) when nothing needs it.
 */
export function storableRow<R extends AuditRow>(row: R): R {
  let out: R | undefined;
  for (const [k, v] of Object.entries(row)) {
    if (typeof v !== 'string') continue;
    const text = storableText(v);
    if (text !== v) (out ??= { ...row })[k as keyof R] = text as R[keyof R];
  }
  return out ?? row;
}

const AUDIT_INSERT_SQL = `insert into audit_log (${AUDIT_INSERT_COLUMNS.join(', ')}) values (${AUDIT_INSERT_COLUMNS.map(() => '?').join(', ')})`;

interface Pending {
  row: AuditRow & { id: string };
  /** performance.now() when queued (the flush lag is measured from it). */
  queuedAt: number;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** Rows per INSERT statement (SQLite binds at most 32,766 variables; 16 columns per row). */
const MAX_BATCH = HOT_INSERT_CHUNK;

export class AuditWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  private flushing: Promise<void> = Promise.resolve();
  /** Committed batches and rows, for the benchmark's report. */
  readonly stats = { batches: 0, rows: 0 };

  constructor(
    private readonly db: Knex,
    /** Observes each committed row's lag from queued to committed, seconds (metrics). */
    private readonly onCommitted?: (lagSeconds: number) => void,
  ) {}

  /** Queues a row; resolves once it is committed. Returns the audit row id. */
  write(row: AuditRow): Promise<string> {
    const id = newAuditId(Date.parse(row.created_at));
    return new Promise<string>((resolve, reject) => {
      this.queue.push({ row: { ...storableRow(row), id }, queuedAt: performance.now(), resolve: () => resolve(id), reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.flushing = this.flushing.then(() => this.flush());
        });
      }
    });
  }

  /** Waits until everything queued so far is committed. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.scheduled) {
      await new Promise((r) => setImmediate(r));
      await this.flushing;
    }
    await this.flushing;
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    // One multi-row INSERT per chunk: a single statement is atomic on its own, so the batch needs
    // no BEGIN/COMMIT round trips and holds the (SQLite: only) connection for one statement
    // (measured: faster here than prepared per-row inserts in a driver transaction). The statement
    // is db hotInsert's, prepared once per chunk size (MAX_BATCH is its chunk size, so a chunk is
    // one statement): knex's query building and re-preparing cost ~5% of a cached read's CPU.
    // Each chunk's waiters learn their own chunk's outcome.
    for (let i = 0; i < batch.length; i += MAX_BATCH) {
      const chunk = batch.slice(i, i + MAX_BATCH);
      try {
        await hotInsert(
          this.db,
          'audit_log',
          AUDIT_INSERT_COLUMNS,
          chunk.map((p) => p.row as unknown as Record<string, unknown>),
        );
        this.stats.batches += 1;
        this.stats.rows += chunk.length;
        const at = performance.now();
        for (const p of chunk) {
          this.onCommitted?.((at - p.queuedAt) / 1000);
          p.resolve();
        }
      } catch (err) {
        for (const p of chunk) p.reject(err);
      }
    }
  }
}
