/**
 * Reading the audit log (seed: Non-tool endpoints, `GET /api/v1/audit`): newest first, limit 1..200
 * (default 50), opaque `before` cursor, explicit `has_more`, filter by `subject_ref`, JSON or CSV.
 * Only the credential's own store's rows are visible.
 */
import type { Knex } from 'knex';
import type { AuditLogRow } from '@storeops/db';
import { stringify } from 'csv-stringify/sync';
import { ServiceError } from '../errors';
import { decodeCursor, encodeCursor } from './cursor';

/** One audit row as the API and the dashboard show it: the stored row without cursor key, store and user agent. */
export type AuditEntry = Omit<AuditLogRow, 'seq' | 'store_id' | 'user_agent' | 'client_id'> & { client_id: string | null };

/** The columns of an {@link AuditEntry}, in the order the CSV download lists them. */
export const AUDIT_COLUMNS: Array<keyof AuditEntry> = [
  'id',
  'request_id',
  'created_at',
  'surface',
  'method',
  'path',
  'operation',
  'status',
  'error_code',
  'credential_id',
  'client_id',
  'subject_ref',
  'ip',
  'duration_ms',
];

export interface AuditQuery {
  limit: number;
  before: number | null;
  subjectRef: string | null;
  format: 'json' | 'csv';
}

const PARAMS = ['limit', 'before', 'subject_ref', 'format'];

/** Validates the query string; every problem answers `invalid_request` naming the parameter. */
export function parseAuditQuery(query: Record<string, unknown>): AuditQuery {
  for (const key of Object.keys(query)) {
    if (!PARAMS.includes(key))
      throw new ServiceError('invalid_request', `${key}: is not a parameter of GET /api/v1/audit (use ${PARAMS.join(', ')})`);
  }
  const single = (key: string): string | undefined => {
    const v = query[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') throw new ServiceError('invalid_request', `${key}: must be given once, as a string`);
    return v;
  };
  const limitText = single('limit');
  let limit = 50;
  if (limitText !== undefined) {
    if (!/^\d+$/.test(limitText)) throw new ServiceError('invalid_request', `limit: must be an integer from 1 to 200 (got "${limitText}")`);
    limit = Number(limitText);
    if (limit < 1 || limit > 200) throw new ServiceError('invalid_request', `limit: must be an integer from 1 to 200 (got ${limit})`);
  }
  const beforeText = single('before');
  const format = single('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') throw new ServiceError('invalid_request', `format: must be json or csv (got "${format}")`);
  const subjectRef = single('subject_ref') ?? null;
  return { limit, before: beforeText === undefined ? null : decodeCursor(beforeText), subjectRef, format };
}

export interface AuditPage {
  data: AuditEntry[];
  has_more: boolean;
  next_cursor: string | null;
}

/** Filters beyond the API's `subject_ref` (used by the dashboard's audit page). */
export interface AuditFilters {
  operation?: string;
  /** One surface, or any of several (the dashboard's default "API calls": rest, mcp, alt). */
  surface?: string | readonly string[];
  /** HTTP status class: 200, 300, 400 or 500 (e.g. 400 = 400..499). */
  statusClass?: number;
}

/**
 * One page of the store's audit rows, newest first. The one query behind `GET /api/v1/audit`
 * and the dashboard's audit page and CSV download.
 */
export async function readAuditPage(
  db: Knex,
  storeId: string,
  q: Pick<AuditQuery, 'limit' | 'before' | 'subjectRef'>,
  f: AuditFilters = {},
): Promise<AuditPage> {
  const query = db('audit_log')
    .where('store_id', storeId)
    .orderBy('seq', 'desc')
    .limit(q.limit + 1);
  if (q.before !== null) query.andWhere('seq', '<', q.before);
  if (q.subjectRef !== null) query.andWhere('subject_ref', q.subjectRef);
  if (f.operation !== undefined) query.andWhere('operation', f.operation);
  if (typeof f.surface === 'string') query.andWhere('surface', f.surface);
  else if (f.surface !== undefined) query.whereIn('surface', [...f.surface]);
  if (f.statusClass !== undefined) query.andWhere('status', '>=', f.statusClass).andWhere('status', '<', f.statusClass + 100);
  const rows = (await query.select(['seq', ...AUDIT_COLUMNS])) as Array<AuditEntry & { seq: number | string }>;
  const page = rows.slice(0, q.limit);
  const hasMore = rows.length > q.limit;
  return {
    data: page.map(({ seq: _seq, ...entry }) => ({ ...entry, status: Number(entry.status), duration_ms: Number(entry.duration_ms) })),
    has_more: hasMore,
    next_cursor: hasMore ? encodeCursor(Number(page[page.length - 1]!.seq)) : null,
  };
}

/** RFC 4180 CSV with a header row; the paging fields travel in headers (see the route). */
export function auditCsv(entries: AuditEntry[]): string {
  return stringify(entries, { header: true, columns: AUDIT_COLUMNS as string[], cast: { number: (n) => String(n) } });
}
