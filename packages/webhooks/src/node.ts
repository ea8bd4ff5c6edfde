/**
 * Node and Express helpers (`@storeops/webhooks/node`): read the raw body of an
 * `http.IncomingMessage`, verify it with {@link verifyWebhook}, answer the sender. The core
 * (`@storeops/webhooks`) has no Node imports; this entry point is the Node-only part.
 *
 * Answers: 204 after `onEvent` returned (or for a duplicate `webhook-id` when a deduper is given,
 * or for a signed event of a type newer than this package: `unknown_event_type`, told to `onIgnored`);
 * 400 `{"error":{"code","message"}}` when verification fails (the codes of `WebhookVerificationError`);
 * 503 with code `jwks_unavailable` when the keys could not be loaded (the sender retries); 413 with
 * code `body_too_large` beyond `maxBodyBytes`; when `onEvent` throws, Express's `next(err)` (or 500
 * without Express), so the delivery is retried. `onEvent` may answer itself (e.g. 410 to unsubscribe).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Deduper } from './dedupe.js';
import { WebhookVerificationError } from './errors.js';
import type { StoreOpsEvent } from './generated/events.js';
import { verifyWebhook, type VerifyWebhookOptions } from './verify.js';

/** What the helpers need from the verify options (everything but the request itself). */
export type NodeVerifyOptions = Omit<VerifyWebhookOptions, 'headers' | 'body'> & {
  /** Largest body read, bytes; default 1 048 576 (StoreOps events are a few KB). */
  maxBodyBytes?: number;
};

/** Options of {@link webhookMiddleware}. */
export interface WebhookMiddlewareOptions extends NodeVerifyOptions {
  /** Called once per verified (and, with `dedupe`, first-seen) event; the answer waits for it. */
  onEvent(event: StoreOpsEvent, context: { req: IncomingMessage; res: ServerResponse }): unknown;
  /** Skip events whose `webhook-id` was handled already (see `createDeduper`). */
  dedupe?: Deduper;
  /** Told about a verified event skipped by `dedupe` (its `webhook-id` was handled already); it is answered 204. */
  onDuplicate?(event: StoreOpsEvent, req: IncomingMessage): void;
  /** Told about a signed event of a type this package does not know (`unknown_event_type`); it is answered 204 and not passed to `onEvent`. */
  onIgnored?(error: WebhookVerificationError, req: IncomingMessage): void;
  /** Told about every refused delivery (for logging); the answer is sent either way. */
  onRejected?(error: WebhookVerificationError, req: IncomingMessage): void;
}

/** A body over `maxBodyBytes`. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  readonly code = 'body_too_large';
}

/**
 * The raw body bytes of `req`: `req.body` when a raw body parser already read it (a Buffer or a
 * string), else read from the stream.
 * @throws BodyTooLargeError beyond `maxBodyBytes`; Error when a parser consumed the body into an object.
 */
export async function readRawBody(req: IncomingMessage, maxBodyBytes = 1_048_576): Promise<Uint8Array | string> {
  const pre = (req as { body?: unknown }).body;
  if (pre instanceof Uint8Array || typeof pre === 'string') return pre;
  if (pre !== undefined || req.readableEnded) {
    throw new Error(
      'the request body was already consumed by a body parser (e.g. express.json()); mount the webhook route before it, or use express.raw({ type: "*/*" })',
    );
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw new BodyTooLargeError(`the body is larger than ${maxBodyBytes} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Uint8Array | string>) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    size += bytes.length;
    if (size > maxBodyBytes) throw new BodyTooLargeError(`the body is larger than ${maxBodyBytes} bytes`);
    chunks.push(bytes);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.length;
  }
  return body;
}

/** Reads the raw body of `req` and verifies it (see {@link verifyWebhook}). */
export async function verifyNodeRequest(req: IncomingMessage, options: NodeVerifyOptions): Promise<StoreOpsEvent> {
  const { maxBodyBytes, ...verify } = options;
  const body = await readRawBody(req, maxBodyBytes);
  return verifyWebhook({ ...verify, headers: req.headers, body });
}

function answer(res: ServerResponse, status: number, code?: string, message?: string): void {
  if (res.headersSent) return;
  if (code === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code, message } }));
}

/**
 * A request handler for Express (`app.post('/webhooks', webhookMiddleware({...}))`, no body parser
 * needed before it) or plain `http.createServer`; answers as the module comment says.
 */
export function webhookMiddleware(options: WebhookMiddlewareOptions) {
  const { onEvent, dedupe, onDuplicate, onIgnored, onRejected, ...verify } = options;
  return async (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void): Promise<void> => {
    let event: StoreOpsEvent;
    try {
      event = await verifyNodeRequest(req, verify);
    } catch (err) {
      if (err instanceof WebhookVerificationError && err.code === 'unknown_event_type') {
        onIgnored?.(err, req);
        answer(res, 204);
        return;
      }
      if (err instanceof WebhookVerificationError) {
        onRejected?.(err, req);
        answer(res, err.code === 'jwks_unavailable' ? 503 : 400, err.code, err.message);
        return;
      }
      if (err instanceof BodyTooLargeError) {
        answer(res, 413, err.code, err.message);
        return;
      }
      if (next !== undefined) next(err);
      else answer(res, 500, 'receiver_error', err instanceof Error ? err.message : String(err));
      return;
    }
    try {
      const run = () => onEvent(event, { req, res });
      if (dedupe === undefined) await run();
      else if ((await dedupe.handle(event.id, run)).duplicate) onDuplicate?.(event, req);
    } catch (err) {
      if (next !== undefined) next(err);
      else answer(res, 500, 'handler_failed', 'the event handler failed; the delivery will be retried');
      return;
    }
    answer(res, 204);
  };
}
