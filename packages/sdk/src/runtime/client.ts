/**
 * `StoreOps`: the SDK client. Operation methods come from the generated `GeneratedMethods`;
 * this file adds configuration and the audit log (seed, "Non-tool endpoints": GET /api/v1/audit).
 */
import { GeneratedMethods } from '../generated/methods.js';
import { paginate, type CursorPage, type Paginator } from './pagination.js';
import type { RetryTiming } from './retry.js';
import { HttpTransport, type RequestOptions, type Transport } from './transport.js';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:8080';
const AUDIT_PATH = '/api/v1/audit';

export interface StoreOpsOptions {
  /** API key or OAuth access token; default env `STOREOPS_API_KEY`. Required one way or the other. */
  apiKey?: string;
  /** Base address without `/api/v1`; default env `STOREOPS_BASE_URL`, else `http://127.0.0.1:8080`. */
  baseUrl?: string;
  /** Fetch implementation; default the global `fetch`. */
  fetch?: typeof fetch;
  /** Retries after the first attempt (429, 503, no answer), integer >= 0; default 2. */
  maxRetries?: number;
  /** Timeout of each attempt in milliseconds, > 0; default 30000. */
  timeoutMs?: number;
  /** `User-Agent` header; default `storeops-sdk-typescript/<version>`. */
  userAgent?: string;
  /** Injectable sleep, random and clock of the retry backoff (tests). */
  timing?: Partial<RetryTiming>;
}

/** One audit row: one REST call or MCP message (seed, "What the service does", item 4). */
export interface AuditEntry {
  id: string;
  /** The `request_id` the audited call answered with. */
  request_id: string;
  /** ISO 8601 timestamp. */
  created_at: string;
  surface: 'rest' | 'mcp' | 'alt' | 'dashboard' | (string & {});
  /** HTTP method. */
  method: string;
  path: string;
  /** Operation name, `null` when the request did not resolve to one. */
  operation: string | null;
  /** HTTP status answered. */
  status: number;
  /** Stable error code answered, `null` on success. */
  error_code: string | null;
  credential_id: string | null;
  /** Business subject the call touched (e.g. a refund), `null` if none. */
  subject_ref: string | null;
  /** Client IP address. */
  ip: string;
  /** Handling time in milliseconds. */
  duration_ms: number;
}

/** Query of GET /api/v1/audit. */
export interface AuditListParams {
  /** Rows per page, integer 1..200; server default 50. Out of bounds answers `invalid_request`. */
  limit?: number;
  /** Opaque cursor: rows older than this page (a previous page's `next_cursor`). */
  before?: string;
  /** Only rows that touched this subject (e.g. which call made a refund). */
  subject_ref?: string;
}

/** One page of the audit log, newest first. */
export interface AuditPage extends CursorPage<AuditEntry> {
  next_cursor: string | null;
}

export interface AuditApi {
  /** One page. @throws StoreOpsError subclasses as any call. */
  page(params?: AuditListParams, options?: RequestOptions): Promise<AuditPage>;
  /** Every row from `params.before` on, fetching pages of `params.limit` lazily: `for await (const row of ...)`. */
  list(params?: AuditListParams, options?: RequestOptions): Paginator<AuditEntry>;
  /** One page as CSV text (`format=csv`). */
  csv(params?: AuditListParams, options?: RequestOptions): Promise<string>;
}

/**
 * The StoreOps client.
 *
 * ```ts
 * const client = new StoreOps({ apiKey: process.env.STOREOPS_API_KEY });
 * const overview = await client.getStoreOverview();
 * for await (const row of client.audit.list({ limit: 200 })) console.log(row.request_id);
 * ```
 *
 * @throws Error when no API key is given and `STOREOPS_API_KEY` is unset or empty;
 *   TypeError / RangeError for a malformed `baseUrl`, `maxRetries` or `timeoutMs`.
 */
export class StoreOps extends GeneratedMethods {
  protected readonly transport: Transport;
  readonly audit: AuditApi;

  constructor(options: StoreOpsOptions = {}) {
    super();
    const apiKey = options.apiKey ?? env('STOREOPS_API_KEY');
    if (apiKey === undefined || apiKey.trim() === '') {
      throw new Error(
        'StoreOps: no API key. Pass `new StoreOps({ apiKey })` or set STOREOPS_API_KEY ' +
          '(keys are minted in the dashboard, Settings > Developers).',
      );
    }
    this.transport = new HttpTransport({
      baseUrl: options.baseUrl ?? env('STOREOPS_BASE_URL') ?? DEFAULT_BASE_URL,
      apiKey,
      fetch: options.fetch,
      maxRetries: options.maxRetries,
      timeoutMs: options.timeoutMs,
      userAgent: options.userAgent,
      timing: options.timing,
    });
    this.audit = auditApi(this.transport);
  }
}

function auditApi(transport: Transport): AuditApi {
  const page = (params: AuditListParams = {}, options?: RequestOptions): Promise<AuditPage> =>
    transport.call<AuditPage>(
      { operation: 'audit_log', method: 'GET', path: AUDIT_PATH, query: auditQuery(params), tier: 'none' },
      options,
    );
  return {
    page,
    list: (params = {}, options) => paginate<AuditEntry>((before) => page({ ...params, before }, options), params.before),
    csv: (params = {}, options) =>
      transport.call<string>(
        {
          operation: 'audit_log',
          method: 'GET',
          path: AUDIT_PATH,
          query: { ...auditQuery(params), format: 'csv' },
          tier: 'none',
          responseType: 'text',
        },
        options,
      ),
  };
}

function auditQuery(params: AuditListParams): Record<string, string | number | undefined> {
  return { limit: params.limit, before: params.before, subject_ref: params.subject_ref };
}

function env(name: string): string | undefined {
  const value = typeof process !== 'undefined' ? process.env[name] : undefined;
  return value !== undefined && value !== '' ? value : undefined;
}
