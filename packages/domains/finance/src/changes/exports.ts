/**
 * The asynchronous exports of an entity's books (seed catalogue "finance": finance_export_create,
 * finance_export_status, finance_export_download; Limits "Bulk export: 4 jobs/hour, 1 concurrent
 * job", applied per entity). Creating an export changes no books, which is why all three are reads:
 * create records the request (`finance_exports`) and queues a job (`job_runs`, kind
 * `run_finance_export`) that the job runner runs ({@link runFinanceExport}); the job fixes the
 * snapshot (the highest entry `number`), renders the file once to count its rows and bytes, and
 * marks the export `succeeded`. Nothing is stored but the counts: the download route renders the
 * same snapshot again, streaming (export-render.ts).
 *
 * Status: a `queued` export reads its job's state (`running` while the runner holds it; `failed`
 * with the job's error: the job's writes roll back, so the export row itself stays queued); a
 * `succeeded` one is `expired` from `expires_at` (7 days after it finished).
 */
import { randomUUID } from 'node:crypto';
import { ArgumentError, OperationError, type HandlerContext, type Types } from '@storeops/contract';
import { queuedJobRun, type FinanceEntityRow, type FinanceExportRow, type JobRunRow, type StoreScope } from '@storeops/db';
import { entityRef, loadEntity, lockEntity, num, requireDate } from '../books';
import { exportLinkPath, LINK_TTL_SECONDS, newLinkKey } from './export-link';
import { renderExport, type ExportPart, type ExportSpec, type RenderStats } from './export-render';

/**
 * The job kind exports run as. Job kinds are `run_*` names (the `JobKind` schema of get_job_runs),
 * so not the operation's own name: `get_job_runs` lists export jobs under this kind.
 */
export const EXPORT_JOB_KIND = 'run_finance_export';
/** Per entity: exports queued or running at once, and created per rolling hour. */
export const EXPORT_CONCURRENT_LIMIT = 1;
export const EXPORT_HOURLY_LIMIT = 4;
/** How long a succeeded export can be downloaded. */
export const EXPORT_TTL_MS = 7 * 86_400_000;
/** The longest date range, days (3 years). */
const MAX_RANGE_DAYS = 1_096;
/** `retry_after_seconds` while another export of the entity is queued or running. */
const RUNNING_RETRY_SECONDS = 15;

/** What `finance_exports.parameters` holds. */
export interface ExportParameters {
  parts: ExportPart[];
  date_from: string;
  date_to: string;
  /** Set by the job: the highest entry `number` included, and the entries in the journal's range. */
  snapshot_number?: number;
  entry_count?: number;
  /** The export's HMAC key for its download links (export-link.ts); never in an answer. */
  link_key?: string;
}

const parametersOf = (row: FinanceExportRow): ExportParameters => JSON.parse(row.parameters) as ExportParameters;

const ms = (from: string | null, to: string | null): number | null =>
  from === null || to === null ? null : Math.max(0, Date.parse(to) - Date.parse(from));

/** The API view (`FinanceExport`) of an export row and its job. */
export function exportView(row: FinanceExportRow, job: JobRunRow | undefined, now: Date): Types.FinanceExport {
  const p = parametersOf(row);
  let status: Types.FinanceExport['status'] = row.status;
  let startedAt = row.started_at;
  let finishedAt = row.finished_at;
  let error = row.error;
  if ((row.status === 'queued' || row.status === 'running') && job !== undefined) {
    if (job.state === 'running') status = 'running';
    if (job.state === 'failed' || job.state === 'cancelled') {
      status = 'failed';
      error = job.error ?? `the export job was ${job.state}`;
      finishedAt = job.finished_at;
    }
    startedAt = job.started_at;
  }
  if (status === 'succeeded' && row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) status = 'expired';
  return {
    id: row.id,
    status,
    format: row.format,
    parts: p.parts,
    date_from: p.date_from,
    date_to: p.date_to,
    job_id: row.job_id,
    snapshot_number: p.snapshot_number ?? null,
    entry_count: p.entry_count ?? null,
    line_count: row.line_count === null ? null : num(row.line_count),
    byte_count: row.byte_count === null ? null : num(row.byte_count),
    error,
    requested_by: row.requested_by,
    created_at: row.created_at,
    started_at: startedAt,
    finished_at: finishedAt,
    queue_ms: ms(row.created_at, startedAt),
    duration_ms: ms(startedAt, finishedAt),
    expires_at: row.expires_at,
  };
}

async function jobsOf(scope: StoreScope, rows: readonly FinanceExportRow[]): Promise<Map<string, JobRunRow>> {
  const ids = rows.map((r) => r.job_id).filter((id): id is string => id !== null);
  if (ids.length === 0) return new Map();
  const jobs = (await scope.from('job_runs').whereIn('id', ids)) as JobRunRow[];
  return new Map(jobs.map((j) => [j.id, j]));
}

/** The export `exportId` of this store with its entity; throws `ArgumentError('export_id')` when there is none. */
async function loadExport(
  ctx: HandlerContext,
  exportId: string,
): Promise<{ row: FinanceExportRow; entity: FinanceEntityRow; job: JobRunRow | undefined }> {
  const row = (await ctx.scope.from('finance_exports').where({ id: exportId }).first()) as FinanceExportRow | undefined;
  if (row === undefined) throw new ArgumentError('export_id', `is not a finance export of this store: ${exportId}`);
  const entity = await loadEntity(ctx, row.entity_id, 'export_id');
  const job = (await jobsOf(ctx.scope, [row])).get(row.job_id ?? '');
  return { row, entity, job };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The per-entity limits: throws `OperationError('rate_limited')` with `limit` and
 * `retry_after_seconds` when an export of the entity is queued or running, or when 4 were created
 * in the last hour (retry when the oldest of them leaves the window).
 */
async function checkLimits(ctx: HandlerContext, entity: FinanceEntityRow): Promise<void> {
  const live = (await ctx.scope
    .from('finance_exports')
    .where({ entity_id: entity.id })
    .whereIn('status', ['queued', 'running'])) as FinanceExportRow[];
  const jobs = await jobsOf(ctx.scope, live);
  const running = live.filter((r) => {
    const j = jobs.get(r.job_id ?? '');
    return j === undefined || j.state === 'queued' || j.state === 'running';
  });
  if (running.length >= EXPORT_CONCURRENT_LIMIT) {
    throw new OperationError(
      'rate_limited',
      `An export of ${entity.name} is already ${exportView(running[0]!, jobs.get(running[0]!.job_id ?? ''), ctx.now).status} (${running[0]!.id}); ` +
        `at most ${EXPORT_CONCURRENT_LIMIT} export per entity runs at a time. Wait for it (finance_export_status), then ask again.`,
      { limit: EXPORT_CONCURRENT_LIMIT, retry_after_seconds: RUNNING_RETRY_SECONDS },
    );
  }
  const since = new Date(ctx.now.getTime() - 3_600_000).toISOString();
  const recent = (await ctx.scope
    .from('finance_exports')
    .where({ entity_id: entity.id })
    .where('created_at', '>', since)
    .orderBy('created_at')
    .select('created_at')) as Array<{ created_at: string }>;
  if (recent.length >= EXPORT_HOURLY_LIMIT) {
    const leaves = Date.parse(recent[recent.length - EXPORT_HOURLY_LIMIT]!.created_at) + 3_600_000;
    const retry = Math.max(1, Math.ceil((leaves - ctx.now.getTime()) / 1000));
    throw new OperationError(
      'rate_limited',
      `${EXPORT_HOURLY_LIMIT} exports of ${entity.name} were created in the last hour (at most ${EXPORT_HOURLY_LIMIT} per rolling hour); ask again in ${retry} s.`,
      { limit: EXPORT_HOURLY_LIMIT, retry_after_seconds: retry },
    );
  }
}

type CreateInput = Types.FinanceExportCreateInput & { format: 'csv' | 'json'; parts: ExportPart[] };

/** finance_export_create: validates, applies the limits, records the export and queues its job. */
export async function financeExportCreate(input: CreateInput, ctx: HandlerContext): Promise<Types.FinanceExportCreateResult> {
  const entity = await loadEntity(ctx, input.entity_id);
  requireDate('date_from', input.date_from);
  requireDate('date_to', input.date_to);
  if (input.date_to < input.date_from) throw new ArgumentError('date_to', `${input.date_to} is before date_from ${input.date_from}`);
  if (daysBetween(input.date_from, input.date_to) > MAX_RANGE_DAYS)
    throw new ArgumentError('date_to', `the range is longer than 3 years (${MAX_RANGE_DAYS} days); split the export`);
  // Serialises creates of one entity (PostgreSQL row lock until the read's transaction ends).
  await lockEntity(ctx, entity.id);
  await checkLimits(ctx, entity);
  const at = ctx.now.toISOString();
  const parameters: ExportParameters = {
    parts: [...input.parts],
    date_from: input.date_from,
    date_to: input.date_to,
    link_key: newLinkKey(),
  };
  const jobId = randomUUID();
  const row: FinanceExportRow = {
    id: randomUUID(),
    store_id: ctx.scope.storeId,
    entity_id: entity.id,
    status: 'queued',
    format: input.format,
    parameters: JSON.stringify(parameters),
    job_id: jobId,
    line_count: null,
    byte_count: null,
    error: null,
    requested_by: ctx.credential.id,
    created_at: at,
    started_at: null,
    finished_at: null,
    expires_at: null,
  };
  // Not automation's queueJob: an export is a read of its own parameters, so it never coalesces.
  const job = queuedJobRun({
    id: jobId,
    store_id: ctx.scope.storeId,
    kind: EXPORT_JOB_KIND,
    params: { export_id: row.id },
    requested_by: ctx.credential.id,
    request_id: ctx.requestId,
    queued_at: at,
  });
  await ctx.scope.insert('finance_exports', row);
  await ctx.scope.insert('job_runs', job);
  return { entity: entityRef(entity), export: exportView(row, job, ctx.now) };
}

/** finance_export_status: the export and its job's state. */
export async function financeExportStatus(
  input: Types.FinanceExportStatusInput,
  ctx: HandlerContext,
): Promise<Types.FinanceExportStatusResult> {
  const { row, entity, job } = await loadExport(ctx, input.export_id);
  return { entity: entityRef(entity), export: exportView(row, job, ctx.now) };
}

/** The download file name: `<entity name slug>-<date_from>-<date_to>.<csv|json>`. */
export function exportFilename(
  entity: FinanceEntityRow,
  p: Pick<ExportParameters, 'date_from' | 'date_to'>,
  format: 'csv' | 'json',
): string {
  const slug =
    entity.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'books';
  return `${slug}-${p.date_from}-${p.date_to}.${format}`;
}

export const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json' } as const;

/**
 * A succeeded export with what the download needs: its link key, its snapshot and its size. An
 * export recorded without them (e.g. migrated in with the seeded history) gets them here, once: the
 * snapshot is then the entity's highest entry `number` at this moment, and the size is measured by
 * rendering the file. The conditional update keeps the first writer's values.
 */
async function completeExport(scope: StoreScope, row: FinanceExportRow, entity: FinanceEntityRow): Promise<FinanceExportRow> {
  const p = parametersOf(row);
  if (p.link_key !== undefined && p.snapshot_number !== undefined && row.byte_count !== null) return row;
  const next: ExportParameters = { ...p, link_key: p.link_key ?? newLinkKey() };
  if (next.snapshot_number === undefined) {
    const [top] = (await scope.from('finance_journal_entries').where({ entity_id: entity.id }).max({ n: 'number' })) as Array<{
      n: unknown;
    }>;
    next.snapshot_number = num(top?.n);
  }
  const patch: Partial<FinanceExportRow> = {};
  if (row.byte_count === null || p.snapshot_number === undefined) {
    const { stats, bytes } = await measureExport(scope, { ...exportSpec(row, entity), snapshot: next.snapshot_number });
    next.entry_count = stats.entries;
    Object.assign(patch, { byte_count: bytes, line_count: stats.rows });
  }
  await scope
    .from('finance_exports')
    .where({ id: row.id, parameters: row.parameters })
    .update({ ...patch, parameters: JSON.stringify(next) });
  return (await scope.from('finance_exports').where({ id: row.id }).first()) as FinanceExportRow;
}

/**
 * finance_export_download: a 5-minute link to a succeeded export's file. Throws
 * `ArgumentError('export_id')` for an unknown export or one that is not `succeeded` (its status in
 * the message). An export recorded without its link key, snapshot or size (e.g. seeded history)
 * gets them on first use ({@link completeExport}).
 */
export async function financeExportDownload(
  input: Types.FinanceExportDownloadInput,
  ctx: HandlerContext,
): Promise<Types.FinanceExportDownloadResult> {
  const { row, entity, job } = await loadExport(ctx, input.export_id);
  const view = exportView(row, job, ctx.now);
  if (view.status !== 'succeeded') {
    const hint =
      view.status === 'queued' || view.status === 'running'
        ? 'poll finance_export_status until it has succeeded'
        : 'create a new export with finance_export_create';
    throw new ArgumentError('export_id', `export ${row.id} is ${view.status}, not succeeded; ${hint}`);
  }
  const current = await completeExport(ctx.scope, row, entity);
  const p = parametersOf(current);
  const key = p.link_key!;
  const byteCount = current.byte_count;
  const expires = Math.floor(ctx.now.getTime() / 1000) + LINK_TTL_SECONDS;
  return {
    export_id: row.id,
    url: exportLinkPath(row.id, ctx.scope.storeId, key, expires),
    content_type: CONTENT_TYPES[row.format],
    filename: exportFilename(entity, p, row.format),
    byte_count: num(byteCount),
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** The render spec of a succeeded export row. */
export function exportSpec(row: FinanceExportRow, entity: FinanceEntityRow): ExportSpec {
  const p = parametersOf(row);
  return {
    exportId: row.id,
    entity,
    format: row.format,
    parts: p.parts,
    dateFrom: p.date_from,
    dateTo: p.date_to,
    snapshot: p.snapshot_number ?? 0,
  };
}

/** Renders `spec` once (page by page, nothing kept) to count its rows, bytes and the journal entries in its range. */
async function measureExport(scope: StoreScope, spec: ExportSpec): Promise<{ stats: RenderStats; bytes: number }> {
  const stats: RenderStats = { rows: 0, entries: 0 };
  let bytes = 0;
  for await (const chunk of renderExport(spec, (fn) => fn(scope), stats)) bytes += Buffer.byteLength(chunk, 'utf8');
  if (!spec.parts.includes('journal')) {
    // No journal rendered: count the entries it would hold.
    const [n] = (await scope
      .from('finance_journal_entries')
      .where({ entity_id: spec.entity.id })
      .where('number', '<=', spec.snapshot)
      .whereBetween('entry_date', [spec.dateFrom, spec.dateTo])
      .count({ n: '*' })) as Array<{ n: unknown }>;
    stats.entries = num(n?.n);
  }
  return { stats, bytes };
}

/**
 * The job body of kind `run_finance_export` (the job runner runs it in one store transaction;
 * `ctx.now` is when it started): fixes the snapshot (the entity's highest entry `number` now),
 * renders the file once to count entries, rows and bytes (page by page, nothing kept), and marks the
 * export `succeeded` with `expires_at` = finished + 7 days. An export that is no longer queued is
 * left alone. A throw fails the job and rolls back; the export then reads `failed`.
 */
export async function runFinanceExport(
  job: { params: Record<string, unknown> },
  ctx: { scope: StoreScope; now: Date },
): Promise<{ counts: Record<string, number>; result: Record<string, unknown> }> {
  const exportId = String(job.params.export_id);
  const row = (await ctx.scope.from('finance_exports').where({ id: exportId }).first()) as FinanceExportRow | undefined;
  if (row === undefined || row.status !== 'queued')
    return { counts: {}, result: { export_id: exportId, skipped: row?.status ?? 'missing' } };
  const entity = (await ctx.scope.from('finance_entities').where({ id: row.entity_id }).first()) as FinanceEntityRow;
  const [top] = (await ctx.scope.from('finance_journal_entries').where({ entity_id: entity.id }).max({ n: 'number' })) as Array<{
    n: unknown;
  }>;
  const snapshot = num(top?.n);
  const p = parametersOf(row);
  const spec = { ...exportSpec(row, entity), snapshot };
  const { stats, bytes } = await measureExport(ctx.scope, spec);
  const finished = new Date(Math.max(Date.now(), ctx.now.getTime()));
  await ctx.scope
    .from('finance_exports')
    .where({ id: row.id, status: 'queued' })
    .update({
      status: 'succeeded',
      parameters: JSON.stringify({ ...p, snapshot_number: snapshot, entry_count: stats.entries }),
      line_count: stats.rows,
      byte_count: bytes,
      started_at: ctx.now.toISOString(),
      finished_at: finished.toISOString(),
      expires_at: new Date(finished.getTime() + EXPORT_TTL_MS).toISOString(),
    });
  return {
    counts: { entries: stats.entries, rows: stats.rows, bytes },
    result: { export_id: row.id, snapshot_number: snapshot },
  };
}
