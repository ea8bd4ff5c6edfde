/**
 * The HTTP pipeline shared by every route (seed: Endpoints, Errors, Versioning):
 * - every reply carries `service-api-version: 1` and `x-request-id`;
 * - `reply()` writes the audit row and only then sends (the audit write finishes before the
 *   response leaves); if the audit write fails the client gets 503 `unavailable`, never a success
 *   that was not recorded;
 * - paths: a path whose percent-encoding does not decode (`%zz`, invalid UTF-8) answers 400
 *   `invalid_request` naming the path, on every route, before routing (never a 500);
 * - bodies: JSON objects only, at most 1 MiB (`payload_too_large`), nested at most
 *   MAX_JSON_DEPTH (64) levels, `Content-Encoding` identity, gzip, deflate or br; anything else
 *   (empty, not JSON, too deep, an encoding that does not decode or is not accepted)
 *   `invalid_body`; a JSON syntax error names its line and column.
 *   `/api/mcp` reads its body with the same parser (`jsonParser`).
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { excerpt } from '@storeops/contract';
import { newRequestId } from '../ids';
import { ServiceError, errorBody, toServiceError } from '../errors';
import type { AuditRow, AuditSurface, AuditWriter } from '../audit/writer';
import type { Credential } from '../auth/credentials';
import type { StoreRecord } from '../stores';

/** Largest accepted request body, in bytes (1 MiB); larger answers 413 `payload_too_large`. */
export const MAX_BODY_BYTES = 1_048_576;

/**
 * Deepest accepted nesting of objects and arrays in a JSON body, counting the body's own top-level
 * object (or array) as level 1: `{"a":{"b":[1]}}` is 3 levels. Deeper answers 400 `invalid_body`
 * before the body is parsed. No operation's arguments come near it; the bound keeps deeply nested
 * input (3,000 levels fit in 6 KB) away from every recursive consumer downstream.
 */
export const MAX_JSON_DEPTH = 64;

/** Content codings a body may be sent with (body-parser decodes them); others answer `invalid_body`. */
export const ACCEPTED_CONTENT_ENCODINGS = ['identity', 'gzip', 'deflate', 'br'] as const;
const ACCEPTED_ENCODINGS = new Set<string>(ACCEPTED_CONTENT_ENCODINGS);
const JSON_TYPES = ['application/json', 'application/*+json'];

export interface RequestState {
  requestId: string;
  startedAt: number;
  receivedAt: Date;
  credential?: Credential;
  store?: StoreRecord;
  operation?: string;
  subjectRef?: string | null;
  surface: AuditSurface;
}

/**
 * The client's address: the socket peer, or, when the app trusts a proxy in front of it
 * (`AppOptions.trustProxy`), the nearest untrusted address of `X-Forwarded-For`. What IP
 * allowlists, per-address rate limits and the audit log's `ip` see.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? '';
}

export function state(res: Response): RequestState {
  return res.locals.storeops as RequestState;
}

/**
 * First middleware: request id, timing and the headers every reply carries. A path whose
 * percent-encoding does not decode is refused here, for every route, with 400 `invalid_request`
 * (passed on as the error, so the app's error handler audits and answers it).
 * `now` is the service's injected clock (AppOptions.now): `receivedAt`, the `now` every handler of the request sees.
 */
export function requestContext(now: () => Date): RequestHandler {
  return (req, res, next) => {
    const requestId = newRequestId();
    // `receivedAt` is the service's clock (AppOptions.now): the `now` every handler of the request sees.
    res.locals.storeops = { requestId, startedAt: performance.now(), receivedAt: now(), surface: 'rest' } satisfies RequestState;
    res.setHeader('service-api-version', '1');
    res.setHeader('x-request-id', requestId);
    next(malformedPath(req.path));
  };
}

/** The refusal for a path whose percent-encoding does not decode, or undefined when it decodes. */
function malformedPath(path: string): ServiceError | undefined {
  if (!path.includes('%')) return undefined;
  try {
    decodeURIComponent(path);
    return undefined;
  } catch {
    return new ServiceError(
      'invalid_request',
      `path: ${excerpt(path)} is not valid percent-encoding (each % must start a %XX escape of UTF-8 bytes)`,
    );
  }
}

export interface Replier {
  /** Sends without writing an audit row (the row was written in the write's transaction). */
  sendAudited(res: Response, status: number, body: unknown): void;
  /** The audit row template for this request (writes record it in their transaction). */
  template(
    req: Request,
    res: Response,
  ): Omit<AuditRow, 'status' | 'error_code' | 'operation' | 'subject_ref' | 'duration_ms'> & { startedAt: number };
  /** Audits, then sends `body` as JSON (or `raw` with its content type). */
  send(req: Request, res: Response, status: number, body: unknown, raw?: { contentType: string; text: string }): Promise<void>;
  /** Audits, then sends the Error object for `err`. */
  fail(req: Request, res: Response, err: unknown): Promise<void>;
}

/** What an HTTP route answers with: the replier and the app's clock. */
export interface AnswerDeps {
  reply: Replier;
  now: () => Date;
}

/** {@link AnswerDeps} and the public base URL a request reached (for links in answers). */
export interface LinkingDeps extends AnswerDeps {
  baseUrlOf: (req: Request) => string;
}

export function createReplier(
  audit: AuditWriter,
  baseUrlOf: (req: Request) => string,
  /** Reports a failure on the service side with the request it happened in. */
  onServerError: (err: unknown, requestId: string) => void,
): Replier {
  const auditRow = (req: Request, res: Response, status: number, errorCode: string | null): AuditRow => {
    const s = state(res);
    return {
      request_id: s.requestId,
      store_id: s.credential?.storeId ?? null,
      credential_id: s.credential?.id ?? null,
      client_id: s.credential?.clientId ?? null,
      surface: s.surface,
      method: req.method,
      path: `${req.baseUrl}${req.path}`,
      operation: s.operation ?? null,
      status,
      error_code: errorCode,
      subject_ref: s.subjectRef ?? null,
      ip: clientAddress(req),
      user_agent: req.get('user-agent') ?? null,
      duration_ms: Math.round((performance.now() - s.startedAt) * 1000) / 1000,
      created_at: s.receivedAt.toISOString(),
    };
  };

  const send: Replier['send'] = async (req, res, status, body, raw) => {
    const code =
      status >= 400 && body !== null && typeof body === 'object' ? String((body as { error?: unknown }).error ?? '') || null : null;
    try {
      await audit.write(auditRow(req, res, status, code));
    } catch (err) {
      const s = state(res);
      onServerError(err, s.requestId);
      if (!res.headersSent) {
        // A cacheable document's max-age must not keep this refusal in a cache.
        res.setHeader('Cache-Control', 'no-store');
        res.status(503).json({
          error: 'unavailable',
          message: 'The request could not be recorded in the audit log, so it was not answered. Nothing was written.',
          request_id: s.requestId,
          docs: `${baseUrlOf(req)}/api/v1/reference#errors-unavailable`,
        });
      }
      return;
    }
    if (raw !== undefined) res.status(status).type(raw.contentType).send(raw.text);
    else res.status(status).json(body);
  };

  return {
    send,
    sendAudited(res, status, body) {
      res.status(status).json(body);
    },
    template(req, res) {
      const { status: _s, error_code: _e, operation: _o, subject_ref: _r, duration_ms: _d, ...rest } = auditRow(req, res, 0, null);
      return { ...rest, startedAt: state(res).startedAt };
    },
    async fail(req, res, err) {
      const se = toServiceError(err);
      if (se.code === 'server_error') onServerError(err, state(res).requestId);
      // rate_limited, idempotency_in_flight, spend_ceiling_exceeded: the header says what the body says.
      if (se.extras.retry_after_seconds !== undefined) res.setHeader('Retry-After', String(se.extras.retry_after_seconds));
      await send(req, res, se.status, errorBody(se, state(res).requestId, baseUrlOf(req)));
    },
  };
}

/**
 * Whether the JSON text in `bytes` nests objects/arrays more than `max` levels deep. One iterative
 * pass over the bytes (brackets inside strings, escaped quotes included, do not count); it stops
 * at the first level past `max`. Works on UTF-8 (every structural character is ASCII).
 */
export function jsonDepthExceeds(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * The JSON body reader of `/api/v1` and `/api/mcp` (body-parser): `application/json` or
 * `application/*+json`, at most MAX_BODY_BYTES after decoding, at most MAX_JSON_DEPTH levels deep
 * (checked on the bytes before parsing), `Content-Encoding` one of ACCEPTED_CONTENT_ENCODINGS.
 * Failures are passed on as ServiceErrors (`bodyErrorToServiceError`): 413 `payload_too_large`,
 * else 400 `invalid_body` naming what is wrong.
 */
export function jsonParser(): RequestHandler {
  const parser = express.json({
    limit: MAX_BODY_BYTES,
    strict: true,
    type: JSON_TYPES,
    verify: (_req, _res, buf) => {
      // body-parser reads an empty body as `{}`; an empty body is not JSON, so it is refused.
      if (buf.length === 0) throw new ServiceError('invalid_body', 'body: is empty; send a JSON object (`{}` when there are no arguments)');
      if (jsonDepthExceeds(buf, MAX_JSON_DEPTH))
        throw new ServiceError(
          'invalid_body',
          `body: nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep (the limit of this API)`,
        );
    },
  });
  return (req, res, next) => {
    const encoding = req.headers['content-encoding']?.toLowerCase();
    const hasBody = req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
    if (hasBody && encoding !== undefined && !ACCEPTED_ENCODINGS.has(encoding)) {
      next(
        new ServiceError(
          'invalid_body',
          `body: Content-Encoding ${excerpt(encoding)} is not accepted; send ${ACCEPTED_CONTENT_ENCODINGS.slice(0, -1).join(', ')} or ${ACCEPTED_CONTENT_ENCODINGS.at(-1)}`,
        ),
      );
      return;
    }
    parser(req, res, (err?: unknown) => next(err === undefined ? undefined : bodyErrorToServiceError(err, encoding)));
  };
}

/** JSON body parser for tool routes: JSON objects only (see `jsonParser` for the other bounds). */
export function jsonObjectBody(): RequestHandler[] {
  return [
    jsonParser(),
    (req: Request, _res: Response, next: NextFunction) => {
      const body: unknown = req.body;
      if (!req.is(JSON_TYPES)) {
        next(new ServiceError('invalid_body', 'body: must be a JSON object sent with Content-Type: application/json'));
      } else if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
        next(
          new ServiceError(
            'invalid_body',
            `body: must be a JSON object (got ${Array.isArray(body) ? 'an array' : body === undefined ? 'no body' : typeof body})`,
          ),
        );
      } else next();
    },
  ];
}

/**
 * Maps a client's fault raised by a library (body-parser, the router, static files) onto the
 * seed's codes; passes ServiceErrors and server-side failures through unchanged:
 * - body-parser: too large → 413 `payload_too_large`; not JSON, another charset, a
 *   `Content-Encoding` that does not decode (zlib / brotli errors), an incomplete body → 400
 *   `invalid_body`;
 * - any other error carrying a 4xx `status` (http-errors, e.g. the router's URIError for a
 *   parameter that does not decode) → `invalid_request` (400), `forbidden` (403) or `not_found`
 *   (404) by status.
 */
export function bodyErrorToServiceError(err: unknown, contentEncoding?: string): unknown {
  if (err instanceof ServiceError) return err;
  const e = err as { type?: string; status?: number; code?: unknown; errno?: unknown; message?: string } | null | undefined;
  if (e === null || typeof e !== 'object') return err;
  if (e.type === 'entity.too.large')
    return new ServiceError('payload_too_large', `body: exceeds the ${MAX_BODY_BYTES}-byte (1 MiB) limit of this endpoint`);
  if (e.type === 'entity.parse.failed') {
    const text = (e as { body?: unknown }).body;
    const at = typeof text === 'string' ? jsonSyntaxErrorAt(text) : null;
    if (at === null) return new ServiceError('invalid_body', 'body: is not valid JSON, or is not a JSON object');
    return new ServiceError(
      'invalid_body',
      `body: is not valid JSON: ${at.found} at line ${at.line}, column ${at.column} (character offset ${at.offset})`,
    );
  }
  if (e.type === 'charset.unsupported') return new ServiceError('invalid_body', 'body: must be UTF-8 JSON');
  if (e.type === 'encoding.unsupported')
    return new ServiceError('invalid_body', `body: this Content-Encoding is not accepted; send ${ACCEPTED_CONTENT_ENCODINGS.join(', ')}`);
  if (e.type === 'request.aborted' || e.type === 'request.size.invalid')
    return new ServiceError('invalid_body', 'body: was not received completely');
  if (typeof e.status !== 'number' || e.status < 400 || e.status > 499) return err;
  // A decompression stream's failure (Z_DATA_ERROR, Z_BUF_ERROR, ERR__ERROR_FORMAT_PADDING_1, ...).
  if (typeof e.errno === 'number' && typeof e.code === 'string')
    return new ServiceError(
      'invalid_body',
      // Only an accepted coding reaches a decoder, so `contentEncoding` is one of those four words.
      `body: could not be decoded as Content-Encoding ${contentEncoding ?? '(none given)'} (${String(e.message).slice(0, 200)})`,
    );
  if (e.status === 403) return new ServiceError('forbidden', String(e.message).slice(0, 200));
  if (e.status === 404) return new ServiceError('not_found', String(e.message).slice(0, 200));
  return new ServiceError('invalid_request', `request: ${String(e.message).slice(0, 200)}`);
}

/** Where a JSON text stops being JSON (see `jsonSyntaxErrorAt`). */
export interface JsonSyntaxPosition {
  /** 0-based offset in UTF-16 code units (the text's length when it ends too early). */
  offset: number;
  /** 1-based line (lines end at `\n`). */
  line: number;
  /** 1-based column in that line, in UTF-16 code units. */
  column: number;
  /** What is there: `unexpected end of input` or `unexpected character "x"`. */
  found: string;
}

/**
 * The first position at which `text` stops being valid JSON (RFC 8259), or null when it is
 * valid JSON. One pass; the messages of JSON.parse differ between Node versions and do not always
 * carry a position, so the reader's `invalid_body` names this one. Called only on a body that
 * failed to parse (at most MAX_BODY_BYTES, nested at most MAX_JSON_DEPTH levels: the recursion
 * is bounded).
 */
export function jsonSyntaxErrorAt(text: string): JsonSyntaxPosition | null {
  const n = text.length;
  let i = 0;
  const fail = (): never => {
    throw STOP;
  };
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const digits = (atLeastOne: boolean) => {
    const from = i;
    while (i < n && text[i]! >= '0' && text[i]! <= '9') i++;
    if (atLeastOne && i === from) fail();
  };
  const string = () => {
    i++; // the opening quote
    for (;;) {
      if (i >= n) fail();
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) fail();
      if (c === 0x5c) {
        i++;
        if (i >= n) fail();
        if (text[i] === 'u') {
          for (let k = 0; k < 4; k++) {
            i++;
            if (i >= n || !/[0-9a-fA-F]/.test(text[i]!)) fail();
          }
        } else if (!'"\\/bfnrt'.includes(text[i]!)) fail();
      }
      i++;
    }
  };
  const value = (): void => {
    ws();
    if (i >= n) fail();
    const c = text[i]!;
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (c === '{') {
          ws();
          if (text[i] !== '"') fail();
          string();
          ws();
          if (text[i] !== ':') fail();
          i++;
        }
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === close) {
          i++;
          return;
        } else fail();
      }
    }
    if (c === '"') return string();
    if (c === '-' || (c >= '0' && c <= '9')) {
      if (c === '-') i++;
      if (text[i] === '0') i++;
      else digits(true);
      if (text[i] === '.') {
        i++;
        digits(true);
      }
      if (text[i] === 'e' || text[i] === 'E') {
        i++;
        if (text[i] === '+' || text[i] === '-') i++;
        digits(true);
      }
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (word[0] !== c) continue;
      for (const ch of word) {
        if (text[i] !== ch) fail();
        i++;
      }
      return;
    }
    fail();
  };
  try {
    value();
    ws();
    if (i < n) fail();
    return null;
  } catch (err) {
    if (err !== STOP) throw err;
  }
  let line = 1;
  let lineStart = 0;
  for (let k = 0; k < i; k++)
    if (text.charCodeAt(k) === 0x0a) {
      line++;
      lineStart = k + 1;
    }
  const found = i >= n ? 'unexpected end of input' : `unexpected character ${JSON.stringify(text[i])}`;
  return { offset: i, line, column: i - lineStart + 1, found };
}

const STOP = Symbol('json syntax error');
