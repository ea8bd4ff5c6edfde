/**
 * The HTTP pipeline shared by every route (seed: Endpoints, Errors, Versioning):
 * - every reply carries `service-api-version: 1` and `x-request-id`;
 * - `reply()` writes the audit row and only then sends (the audit write finishes before the
 *   response leaves); if the audit write fails the client gets 503 `unavailable`, never a success
 *   that was not recorded;
 * - bodies: JSON objects only, at most 1 MiB (`payload_too_large`), anything else `invalid_body`.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { newRequestId } from '../ids';
import { ServiceError, errorBody, toServiceError } from '../errors';
import type { AuditRow, AuditSurface, AuditWriter } from '../audit/writer';
import type { Credential } from '../auth/credentials';
import type { StoreRecord } from '../stores';

/** Largest accepted request body, in bytes (1 MiB); larger answers 413 `payload_too_large`. */
export const MAX_BODY_BYTES = 1_048_576;

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

/** First middleware: request id, timing and the headers every reply carries. */
export function requestContext(): RequestHandler {
  return (_req, res, next) => {
    const requestId = newRequestId();
    res.locals.storeops = { requestId, startedAt: performance.now(), receivedAt: new Date(), surface: 'rest' } satisfies RequestState;
    res.setHeader('service-api-version', '1');
    res.setHeader('x-request-id', requestId);
    next();
  };
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

export function createReplier(audit: AuditWriter, baseUrlOf: (req: Request) => string, onServerError: (err: unknown) => void): Replier {
  const auditRow = (req: Request, res: Response, status: number, errorCode: string | null): AuditRow => {
    const s = state(res);
    return {
      request_id: s.requestId,
      store_id: s.credential?.storeId ?? null,
      credential_id: s.credential?.id ?? null,
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
      onServerError(err);
      const s = state(res);
      if (!res.headersSent) {
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
      if (se.code === 'server_error') onServerError(err);
      if (se.code === 'idempotency_in_flight' || se.code === 'rate_limited') {
        if (se.extras.retry_after_seconds !== undefined) res.setHeader('Retry-After', String(se.extras.retry_after_seconds));
      }
      await send(req, res, se.status, errorBody(se, state(res).requestId, baseUrlOf(req)));
    },
  };
}

/** JSON body parser for tool routes: JSON objects only, 1 MiB at most. */
export function jsonObjectBody(): RequestHandler[] {
  const parser = express.json({ limit: MAX_BODY_BYTES, strict: true, type: ['application/json', 'application/*+json'] });
  return [
    parser,
    (req: Request, _res: Response, next: NextFunction) => {
      const body: unknown = req.body;
      if (!req.is(['application/json', 'application/*+json'])) {
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

/** Maps body-parser failures onto the seed's codes; passes everything else through. */
export function bodyErrorToServiceError(err: unknown): unknown {
  const e = err as { type?: string; status?: number; limit?: number };
  if (e?.type === 'entity.too.large')
    return new ServiceError('payload_too_large', `body: exceeds the ${MAX_BODY_BYTES}-byte (1 MiB) limit of this endpoint`);
  if (e?.type === 'entity.parse.failed') return new ServiceError('invalid_body', 'body: is not valid JSON, or is not a JSON object');
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return new ServiceError('invalid_body', 'body: must be UTF-8 JSON');
  if (e?.type === 'request.aborted' || e?.type === 'request.size.invalid')
    return new ServiceError('invalid_body', 'body: was not received completely');
  return err;
}
