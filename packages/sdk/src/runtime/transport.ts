/**
 * HTTP transport of the SDK: authentication, JSON bodies, the `{ok, result}` envelope,
 * idempotency keys, per-attempt timeouts and retries (seed: "Endpoints", "Idempotency on
 * writes", "Authentication", "Errors"). Generated methods only describe a call (`CallSpec`).
 */
import { ConnectionError, StoreOpsError, errorFromResponse, normalizeHeaders } from './errors.js';
import { isRecord, parseJsonOr } from './json.js';
import { defaultTiming, withRetries, type RetryTiming } from './retry.js';

/** Risk tier of an operation (seed, "Risk tiers"); `none` for non-tool endpoints such as the audit log. */
export type Tier = 'read' | 'auto_write' | 'propose_write' | 'none';

/** One call, as emitted by the generator. */
export interface CallSpec {
  /** Operation name, e.g. `get_store_overview`. */
  operation: string;
  method: 'GET' | 'POST';
  /** Path below the base address, starting with `/`, e.g. `/api/v1/tools/get_store_overview`. */
  path: string;
  /** JSON body for POST; `undefined` is sent as `{}` (the service wants a JSON object). Ignored for GET. */
  body?: unknown;
  /** Query parameters; `undefined` values are left out. */
  query?: Record<string, string | number | undefined>;
  tier: Tier;
  /** `json` (default): parse and unwrap `{ok, result}`. `text`: return the raw body (e.g. CSV). */
  responseType?: 'json' | 'text';
}

/** Per-call options; each overrides the transport's default. */
export interface RequestOptions {
  /**
   * `Idempotency-Key` header. For writes (`auto_write`, `propose_write`) the SDK otherwise uses
   * the body's `idempotency_key`, else a random UUID made once per call and reused by its retries.
   */
  idempotencyKey?: string;
  /** Aborts the call, including waits between retries; the call rejects with `signal.reason`. */
  signal?: AbortSignal;
  /** Timeout of each attempt in milliseconds (> 0); exceeding it is a `ConnectionError` with `timedOut`. */
  timeoutMs?: number;
  /** Retries after the first attempt (integer >= 0); see `retry.ts` for what is retried. */
  maxRetries?: number;
  /** Extra request headers; they replace the SDK's headers of the same name. */
  headers?: Record<string, string>;
}

/** What generated methods call. */
export interface Transport {
  /**
   * Sends the call and resolves with the `result` of `{ok, result}` (or the whole JSON body
   * when it has no envelope). Rejects with a `StoreOpsError` subclass.
   */
  call<T>(spec: CallSpec, options?: RequestOptions): Promise<T>;
}

export interface HttpTransportOptions {
  /** Base address, e.g. `https://storeops.example.com` (no `/api/v1`). */
  baseUrl: string;
  /** API key or OAuth access token, sent as `Authorization: Bearer <apiKey>`. */
  apiKey: string;
  /** Fetch implementation; defaults to the global `fetch` (Node >= 20). */
  fetch?: typeof fetch;
  /** Retries after the first attempt, integer >= 0; default 2. */
  maxRetries?: number;
  /** Timeout of each attempt in milliseconds, > 0; default 30000. */
  timeoutMs?: number;
  /** `User-Agent` header; default `storeops-sdk-typescript/<version>`. */
  userAgent?: string;
  /** Injectable sleep, random and clock for the retry backoff (tests). */
  timing?: Partial<RetryTiming>;
}

export const SDK_VERSION = '0.1.0';
const WRITE_TIERS: ReadonlySet<Tier> = new Set(['auto_write', 'propose_write']);

export class HttpTransport implements Transport {
  readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly fetchImpl: typeof fetch;
  private readonly maxRetries: number;
  private readonly timeoutMs: number;
  private readonly userAgent: string;
  private readonly timing: RetryTiming;

  /** @throws TypeError for a malformed `baseUrl` or missing fetch; RangeError for out-of-bounds numbers. */
  constructor(options: HttpTransportOptions) {
    this.baseUrl = checkBaseUrl(options.baseUrl);
    this.apiKey = options.apiKey;
    const fetchImpl = options.fetch ?? (typeof fetch === 'function' ? fetch.bind(globalThis) : undefined);
    if (fetchImpl === undefined) throw new TypeError('No fetch implementation: pass `fetch` or use Node >= 20');
    this.fetchImpl = fetchImpl;
    this.maxRetries = checkMaxRetries(options.maxRetries ?? 2);
    this.timeoutMs = checkTimeout(options.timeoutMs ?? 30_000);
    this.userAgent = options.userAgent ?? `storeops-sdk-typescript/${SDK_VERSION}`;
    this.timing = { ...defaultTiming, ...options.timing };
  }

  async call<T>(spec: CallSpec, options: RequestOptions = {}): Promise<T> {
    const signal = options.signal;
    if (signal?.aborted === true) throw signal.reason;
    const idempotencyKey = resolveIdempotencyKey(spec, options);
    const url = buildUrl(this.baseUrl, spec.path, spec.query);
    const headers = this.buildHeaders(spec, options, idempotencyKey);
    const body = spec.method === 'POST' ? JSON.stringify(spec.body ?? {}) : undefined;
    const timeoutMs = checkTimeout(options.timeoutMs ?? this.timeoutMs);
    const retrySafe = spec.method === 'GET' || spec.tier === 'read' || idempotencyKey !== undefined;

    return withRetries(() => this.attempt<T>(spec, url, { method: spec.method, headers, body }, timeoutMs, signal), {
      maxRetries: checkMaxRetries(options.maxRetries ?? this.maxRetries),
      retrySafe,
      signal,
      timing: this.timing,
    });
  }

  private buildHeaders(spec: CallSpec, options: RequestOptions, idempotencyKey: string | undefined): Headers {
    const headers = new Headers({
      Accept: spec.responseType === 'text' ? 'text/csv, text/plain, application/json' : 'application/json',
      Authorization: `Bearer ${this.apiKey}`,
      'User-Agent': this.userAgent,
    });
    if (spec.method === 'POST') headers.set('Content-Type', 'application/json');
    if (idempotencyKey !== undefined) headers.set('Idempotency-Key', idempotencyKey);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    return headers;
  }

  private async attempt<T>(
    spec: CallSpec,
    url: string,
    init: { method: string; headers: Headers; body: string | undefined },
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    const onAbort = (): void => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });

    let status: number;
    let headers: Readonly<Record<string, string>>;
    let text: string;
    try {
      const response = await this.fetchImpl(url, { ...init, signal: controller.signal });
      status = response.status;
      headers = normalizeHeaders(response.headers);
      text = await response.text();
    } catch (err) {
      if (signal?.aborted === true) throw signal.reason;
      if (timedOut) {
        throw new ConnectionError(`No answer from ${spec.operation} within ${timeoutMs} ms`, {
          cause: err,
          timedOut: true,
        });
      }
      throw new ConnectionError(`Could not reach ${url}: ${describe(err)}`, { cause: err });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }

    if (status < 200 || status > 299) throw errorFromResponse(status, text, headers);
    if (spec.responseType === 'text') return text as T;
    if (text === '') return undefined as T;
    const parsed = parseJsonOr(text, NOT_JSON);
    if (parsed === NOT_JSON) {
      throw new StoreOpsError(`HTTP ${status} answer to ${spec.operation} is not JSON`, {
        code: 'unknown',
        status,
        requestId: headers['x-request-id'],
        headers,
        body: text,
      });
    }
    if (isRecord(parsed) && typeof parsed.ok === 'boolean') {
      if (parsed.ok) return parsed.result as T;
      throw errorFromResponse(status, parsed, headers);
    }
    return parsed as T;
  }
}

function resolveIdempotencyKey(spec: CallSpec, options: RequestOptions): string | undefined {
  if (options.idempotencyKey !== undefined) return options.idempotencyKey;
  if (!WRITE_TIERS.has(spec.tier)) return undefined;
  if (isRecord(spec.body) && typeof spec.body.idempotency_key === 'string') return spec.body.idempotency_key;
  return crypto.randomUUID();
}

function buildUrl(baseUrl: string, path: string, query: CallSpec['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  const joined = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  return search === '' ? joined : `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}

function checkBaseUrl(baseUrl: string): string {
  try {
    new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl is not an absolute URL: ${JSON.stringify(baseUrl)}`);
  }
  return baseUrl.replace(/\/+$/, '');
}

function checkMaxRetries(value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`maxRetries must be an integer >= 0, got ${value}`);
  return value;
}

function checkTimeout(value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`timeoutMs must be a number > 0, got ${value}`);
  return value;
}

const NOT_JSON = Symbol('not-json');

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as { cause?: unknown }).cause;
  const code = cause instanceof Error ? (cause as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? `${err.message} (${code})` : err.message;
}
