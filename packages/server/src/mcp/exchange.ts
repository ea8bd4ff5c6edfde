/**
 * One HTTP exchange on `/api/mcp` and the JSON-RPC messages it carries (seed: "What the service
 * does" item 4, "every MCP message ... is written to an audit log"; Errors, "quote request_id").
 *
 * A POST carries one JSON-RPC message (request, notification, or a response the client posts):
 * both revisions served here send one message per POST (JSON-RPC batching was removed in
 * 2025-06-18 and is absent from 2026-07-28), so a batch (a JSON array body) carries none and is
 * refused as a whole (index.ts). The message takes the HTTP request's `x-request-id` as its request
 * id; its outcome (HTTP status, stable error code, subject) becomes one audit row, written before
 * the reply leaves. Replies carry the request id so a client can quote it: in
 * `result._meta["storeops/request_id"]` (except a `ping`, whose result is empty as the spec shows
 * it), and in `error.data.request_id` of a JSON-RPC error.
 */
import { parseIdempotencyHeader } from '../write/idempotency';
import type { AuditRow } from '../audit/writer';
import type { AuditTemplate } from '../invoke/invoke';
import type { Credential } from '../auth/credentials';
import type { StoreRecord } from '../stores';
import { toolErrorCode } from './tools';

/** `_meta` key of a result that carries the message's request id (seed: Error object `request_id`). */
export const REQUEST_ID_META_KEY = 'storeops/request_id';

/**
 * `_meta` key set to `true` on a `tools/call` result that is the stored first response of a
 * completed idempotency key (REST says the same with the `Idempotent-Replayed: true` header).
 */
export const IDEMPOTENT_REPLAYED_META_KEY = 'storeops/idempotent_replayed';

/** The MCP revisions `/api/mcp` serves (seed: "Supported MCP revisions: 2026-07-28 and 2025-06-18"). */
export const SUPPORTED_REVISIONS = ['2026-07-28', '2025-06-18'] as const;

/** JSON-RPC error code of the 2026-07-28 `UnsupportedProtocolVersionError`. */
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;

/** `result` with the message's request id added to its `_meta`. */
export function withRequestId<T extends object>(result: T, requestId: string): T & { _meta: Record<string, unknown> } {
  const meta = (result as { _meta?: Record<string, unknown> })._meta;
  return { ...result, _meta: { ...meta, [REQUEST_ID_META_KEY]: requestId } };
}

export type MessageKind = 'request' | 'notification' | 'response' | 'invalid';

/** One inbound JSON-RPC message and what the audit log records about it. */
export interface McpMessage {
  requestId: string;
  kind: MessageKind;
  /** JSON-RPC id (requests and posted responses); null for notifications. */
  id: string | number | null;
  /** JSON-RPC method; null for posted responses and invalid elements. */
  method: string | null;
  /** Audit `operation`: the tool name for `tools/call`, else the JSON-RPC method. */
  operation: string | null;
  /** Audit `subject_ref`, set by `tools/call` from the invoke outcome. */
  subjectRef: string | null;
  /** Stable error code of the reply to this message; null on success. */
  errorCode: string | null;
  /** Whether a reply to this message was seen (a response, or an id-less rejection). */
  answered: boolean;
  /** True when the invoke core already wrote this message's row (a write, in its transaction). */
  audited: boolean;
  /** True when the tool handler answered it itself: outcome recorded, request id already stamped. */
  settled: boolean;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

function messageOf(raw: unknown, requestId: string): McpMessage {
  const base = { requestId, subjectRef: null, errorCode: null, answered: false, audited: false, settled: false };
  if (!isObject(raw)) return { ...base, kind: 'invalid', id: null, method: null, operation: null };
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? raw.id : null;
  if (typeof raw.method === 'string') {
    const params = isObject(raw.params) ? raw.params : {};
    const operation = raw.method === 'tools/call' && typeof params.name === 'string' ? params.name : raw.method;
    return { ...base, kind: 'id' in raw ? 'request' : 'notification', id, method: raw.method, operation };
  }
  if ('result' in raw || 'error' in raw) return { ...base, kind: 'response', id, method: null, operation: null };
  return { ...base, kind: 'invalid', id, method: null, operation: null };
}

/** Everything the audit log needs about the HTTP request that carried the messages. */
export interface ExchangeInit {
  requestId: string;
  receivedAt: Date;
  startedAt: number;
  httpMethod: string;
  path: string;
  ip: string;
  userAgent: string | null;
  /** Base URL for the Error object's `docs` links. */
  baseUrl: string;
  body: unknown;
  /** The raw `Idempotency-Key` header of the POST, if any (seed: "Idempotency on writes"). */
  idempotencyKeyHeader?: string;
}

/**
 * The message of one POST (none for GET/DELETE, unparseable bodies and refused batches), the
 * credential and store admission found, and what became of the message; `auditRows` turns that
 * into rows.
 */
export class McpExchange {
  readonly messages: McpMessage[];
  /** True when the body is a JSON array (a JSON-RPC batch), which neither revision accepts. */
  readonly batch: boolean;
  /** Stable code of a JSON-RPC error that answered an exchange carrying no message (e.g. -32700). */
  private bodylessErrorCode: string | null = null;
  credential?: Credential;
  store?: StoreRecord;

  constructor(readonly init: ExchangeInit) {
    this.batch = Array.isArray(init.body);
    this.messages = init.body === undefined || this.batch ? [] : [messageOf(init.body, init.requestId)];
  }

  /** The inbound request with this JSON-RPC id (requests only). */
  request(id: string | number): McpMessage | undefined {
    return this.messages.find((m) => m.kind === 'request' && m.id === id);
  }

  /**
   * The `Idempotency-Key` header as it applies to the POST's `tools/call` (seed: "Send an
   * Idempotency-Key header or an idempotency_key argument on any write"): the parsed key, or
   * undefined without the header.
   * @throws ServiceError `invalid_request` naming `Idempotency-Key` (malformed, or not 1..255 characters)
   */
  idempotencyKey(): string | undefined {
    return parseIdempotencyHeader(this.init.idempotencyKeyHeader);
  }

  /** Records the outcome a tool handler gave `message` (whose reply it stamped itself). */
  settle(message: McpMessage, errorCode: string | null): void {
    message.errorCode = errorCode;
    message.answered = true;
    message.settled = true;
  }

  /** True when every message was answered by a handler that recorded and stamped it (the hot path). */
  get settled(): boolean {
    return this.messages.length > 0 && this.messages.every((m) => m.settled);
  }

  /** Audit `operation` for a reply that is not about one message (first message's, or none). */
  get operation(): string | null {
    return this.messages[0]?.operation ?? null;
  }

  /**
   * Stamps one outbound JSON-RPC message and records its outcome on the inbound message it
   * answers:
   * - results get `_meta["storeops/request_id"]`, except the result of a `ping`, which stays `{}`
   *   exactly ("The receiver MUST respond promptly with an empty response", 2025-06-18 ping; the
   *   request id is still in `x-request-id` and the audit row);
   * - `server/discover` lists every supported revision in `supportedVersions`, both eras (the SDK
   *   lists only the 2026-era ones; 2025-06-18 is reached through `initialize` on the same URL);
   * - a tool error (`isError: true`) a tool handler did not settle itself records the code of the
   *   Error object in its text block (`toolErrorCode`; a settled one keeps the code the handler
   *   recorded, so nothing here depends on `structuredContent`, which tool errors do not carry);
   * - errors get `data.request_id` and a stable code (the Error object's `error` when `data`
   *   carries one, else derived from the JSON-RPC code and HTTP status); an
   *   `UnsupportedProtocolVersionError` names every supported revision, both eras.
   * Notifications and anything else pass through unchanged.
   */
  stamp(out: unknown, httpStatus: number): unknown {
    if (!isObject(out) || !('id' in out) || !('result' in out || 'error' in out)) return out;
    const targets = this.targetsOf(out.id);
    const requestId = targets[0]?.requestId ?? this.init.requestId;
    for (const t of targets) t.answered = true;
    if (isObject(out.result)) {
      const result = out.result;
      if (targets.some((t) => t.method === 'ping')) return out;
      if (result.isError === true) for (const t of targets) if (!t.settled) t.errorCode = toolErrorCode(result);
      const widened = Array.isArray(result.supportedVersions) && targets.some((t) => t.method === 'server/discover');
      return {
        ...out,
        result: {
          ...result,
          ...(widened ? { supportedVersions: [...SUPPORTED_REVISIONS] } : {}),
          _meta: { ...(isObject(result._meta) ? result._meta : {}), [REQUEST_ID_META_KEY]: requestId },
        },
      };
    }
    if (isObject(out.error)) {
      const error = { ...out.error };
      const data = error.data === undefined ? {} : isObject(error.data) ? { ...error.data } : null;
      if (error.code === UNSUPPORTED_PROTOCOL_VERSION && data !== null) {
        data.supported = [...SUPPORTED_REVISIONS];
        error.message = `Unsupported protocol version${typeof data.requested === 'string' ? ` ${data.requested}` : ''}; this endpoint supports ${SUPPORTED_REVISIONS.join(' and ')}`;
      }
      if (data !== null) error.data = { ...data, request_id: requestId };
      const code = stableCode(typeof error.code === 'number' ? error.code : 0, data, httpStatus);
      for (const t of targets) t.errorCode = code;
      if (targets.length === 0) this.bodylessErrorCode = code;
      return { ...out, error };
    }
    return out;
  }

  /** Records an HTTP-level failure (no JSON-RPC body) on every message not answered yet. */
  failUnanswered(code: string): void {
    for (const m of this.messages) if (!m.answered && m.errorCode === null) m.errorCode = code;
  }

  /** The audit row template the invoke core writes a write's row from (in the write's transaction). */
  auditTemplate(message: McpMessage): AuditTemplate {
    return {
      request_id: message.requestId,
      store_id: this.credential?.storeId ?? null,
      credential_id: this.credential?.id ?? null,
      client_id: this.credential?.clientId ?? null,
      surface: 'mcp',
      method: this.init.httpMethod,
      path: this.init.path,
      ip: this.init.ip,
      user_agent: this.init.userAgent,
      created_at: this.init.receivedAt.toISOString(),
      startedAt: this.init.startedAt,
    };
  }

  /**
   * One audit row per inbound message (except those the invoke core already recorded), or one row for the HTTP request when it carried none
   * (GET, DELETE, an unparseable body). `status` is the HTTP status of the reply.
   */
  auditRows(status: number): AuditRow[] {
    const common = {
      store_id: this.credential?.storeId ?? null,
      credential_id: this.credential?.id ?? null,
      client_id: this.credential?.clientId ?? null,
      surface: 'mcp' as const,
      method: this.init.httpMethod,
      path: this.init.path,
      status,
      ip: this.init.ip,
      user_agent: this.init.userAgent,
      duration_ms: Math.round((performance.now() - this.init.startedAt) * 1000) / 1000,
      created_at: this.init.receivedAt.toISOString(),
    };
    if (this.messages.length === 0) {
      return [
        {
          ...common,
          request_id: this.init.requestId,
          operation: null,
          error_code: this.bodylessErrorCode ?? (status >= 400 ? httpCode(status) : null),
          subject_ref: null,
        },
      ];
    }
    return this.messages
      .filter((m) => !m.audited)
      .map((m) => ({
        ...common,
        request_id: m.requestId,
        operation: m.operation,
        error_code: m.errorCode ?? (status >= 400 ? httpCode(status) : null),
        subject_ref: m.subjectRef,
      }));
  }

  private targetsOf(id: unknown): McpMessage[] {
    if (typeof id === 'string' || typeof id === 'number') {
      const m = this.request(id);
      if (m !== undefined) return [m];
    }
    // An id-less error answers the whole POST (a validation-ladder rejection).
    return this.messages.filter((m) => !m.answered);
  }
}

/**
 * The seed's stable code for a JSON-RPC error: the Error object's `error` when the data carries
 * one (tools/call failures the service raised), else by JSON-RPC code: -32700 parse error
 * `invalid_body`, -32601 method not found `not_found`, -32603 internal error `server_error`, the
 * generic -32000 by HTTP status, and every other protocol error (invalid params, header mismatch,
 * unsupported protocol version, missing client capability) `invalid_request`.
 */
export function stableCode(rpcCode: number, data: Json | null, httpStatus: number): string {
  if (data !== null && typeof data.error === 'string') return data.error;
  switch (rpcCode) {
    case -32700:
      return 'invalid_body';
    case -32601:
      return 'not_found';
    case -32603:
      return 'server_error';
    case -32000:
      return httpStatus >= 400 ? httpCode(httpStatus) : 'invalid_request';
    default:
      return 'invalid_request';
  }
}

/** Stable code for an HTTP-level refusal by status. */
function httpCode(status: number): string {
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'invalid_body';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}
