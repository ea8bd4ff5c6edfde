/**
 * `POST|GET|DELETE {base_url}/api/mcp`: the remote MCP endpoint over Streamable HTTP (seed: "What
 * the service does" item 2, Endpoints "MCP at /api/mcp", Authentication rules 3, 5-8, Errors,
 * Limits). One endpoint serves MCP revisions 2026-07-28 (stateless, per-request `_meta`) and
 * 2025-06-18 (`initialize` handshake); the official SDK routes each request to its era and answers
 * every protocol detail (handler.ts), including the `UnsupportedProtocolVersionError` for any other
 * revision (which this adapter widens to name both supported revisions).
 *
 * Per HTTP request, in order:
 * 1. the JSON body is read with the REST surface's reader (`jsonParser`: at most 1 MiB, nested
 *    at most 64 levels counted from the message, whose `params.arguments` object is level 3,
 *    Content-Encoding identity / gzip / deflate / br); a body it refuses is
 *    answered after admission: -32700 (HTTP 400, audited `invalid_body`) naming why, or -32000
 *    (HTTP 413) when too large;
 * 0. (app-wide, before this handler) a `Host` this server is not configured to answer to is
 *    refused with 400 `invalid_request` (http/hosts.ts);
 * 2. admission, the same gate as REST (`admission.admit`): no valid credential answers 401 with
 *    `WWW-Authenticate: Bearer realm="storeops", resource_metadata="<base>/.well-known/oauth-protected-resource/api/mcp", scope="read"`
 *    (how an MCP client discovers the authorization server, oauth/discovery.ts) and the Error object (`unauthorized`, `expired`,
 *    `address_not_allowed`); the per-credential rate limit answers 429 `rate_limited` with
 *    `limit`, `retry_after_seconds`, `Retry-After` and the RateLimit headers. Every request counts
 *    (an `initialize`, a notification and a `tools/call` are one request each);
 * 3. a JSON-RPC batch (a JSON array body) answers 400 with one JSON-RPC error -32600 (`id: null`):
 *    batching was removed in 2025-06-18 and is absent from 2026-07-28, the only revisions served,
 *    so no element of it is processed (the SDK's 2025 transport would still serve 2025-03-26
 *    batches, answering a one-element batch with a bare object);
 * 4. a browser `Origin` whose hostname is not one the host policy allows (localhost forms, the
 *    bind, public and configured hosts; never whatever `Host` the request names) answers 403
 *    (DNS-rebinding guard; the transports spec: servers MUST validate `Origin`);
 * 5. the SDK serves the message with the tools of server.ts;
 * 6. one audit row for the message (surface `mcp`, operation = tool name for `tools/call`, else
 *    the method; for a refused batch one row without operation) is committed, then the reply is
 *    sent, stamped with the message's request id (see exchange.ts). If the audit write fails, the
 *    reply is 503 `unavailable` instead.
 * GET and DELETE (2025 session operations) are answered 405: the 2025-06-18 leg is stateless, which
 * that revision allows (no `Mcp-Session-Id` is issued; clients then send no session header).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request, RequestHandler, Response as ExpressResponse } from 'express';
import { originValidationResponse } from '@modelcontextprotocol/server';
import { bearerChallenge } from '../oauth/discovery';
import type { Admission, AdmissionError } from '../admission';
import type { AuditWriter } from '../audit/writer';
import type { Invoker } from '../invoke/invoke';
import { clientAddress, createReplier, jsonParser, MAX_BODY_BYTES, state } from '../http/pipeline';
import { ServiceError } from '../errors';
import { rateLimitHeaders } from '../rate-limit/index';
import type { HostPolicy } from '../http/hosts';
import { McpExchange, stableCode, SUPPORTED_REVISIONS } from './exchange';
import { createDualEraHandler } from './handler';
import { authInfoFor, storeOpsServerFactory } from './server';

export interface McpEndpointOptions {
  admission: Admission;
  invoker: Invoker;
  audit: AuditWriter;
  /** The app's host policy: base URL of `docs` links, and the `Origin` allowlist. */
  hosts: HostPolicy;
  now?: () => Date;
  log?: (message: string) => void;
  /** Reports a failure on the service side with its request id (default: through `log`). */
  onServerError?: (err: unknown, requestId: string) => void;
}

/** Headers of the SDK's response that Node sets itself when the body is written. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** The Express handler for `/api/mcp` (mount with `app.all`). */
export function mcpEndpoint(opts: McpEndpointOptions): RequestHandler {
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? ((m: string) => console.error(m));
  const onServerError =
    opts.onServerError ??
    ((err: unknown, requestId: string) =>
      log(`server_error (${requestId}): ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`));
  const baseUrlOf = (req: Request): string => opts.hosts.baseUrlOf(req);
  const reply = createReplier(opts.audit, baseUrlOf, onServerError);
  const handler = createDualEraHandler(storeOpsServerFactory({ invoker: opts.invoker, log }));
  const parseJson = jsonParser();

  return async (req: Request, res: ExpressResponse) => {
    const s = state(res);
    s.surface = 'mcp';
    const parseError = await new Promise<unknown>((resolve) => parseJson(req, res, resolve));
    const body: unknown = parseError === undefined ? req.body : undefined;
    const exchange = new McpExchange({
      requestId: s.requestId,
      receivedAt: s.receivedAt,
      startedAt: s.startedAt,
      httpMethod: req.method,
      path: req.path,
      ip: clientAddress(req),
      userAgent: req.get('user-agent') ?? null,
      baseUrl: baseUrlOf(req),
      body,
      idempotencyKeyHeader: req.get('idempotency-key'),
    });
    s.operation = exchange.operation ?? undefined;

    // Admission: the same gate, in the same order, as the REST surface.
    try {
      const admitted = await opts.admission.admit(req.get('authorization'), clientAddress(req), now());
      exchange.credential = s.credential = admitted.credential;
      exchange.store = s.store = admitted.store;
      res.set(rateLimitHeaders(admitted.rate));
    } catch (err) {
      const e = err as AdmissionError;
      if (e.challenge === true)
        res.setHeader('WWW-Authenticate', bearerChallenge(baseUrlOf(req), '/api/mcp', req.get('authorization') !== undefined));
      if (e.decision !== undefined) res.set(rateLimitHeaders(e.decision));
      await reply.fail(req, res, err);
      return;
    }

    let response: Response;
    if (parseError !== undefined) {
      // jsonParser's refusal: too large, not JSON, nested too deep, an encoding that does not decode.
      const refusal = parseError instanceof ServiceError ? parseError : undefined;
      const tooLarge = refusal?.code === 'payload_too_large';
      const error = tooLarge
        ? { code: -32000, message: `Request body exceeds ${MAX_BODY_BYTES} bytes (1 MiB)` }
        : { code: -32700, message: `Parse error: ${refusal?.message ?? 'the request body is not valid JSON'}` };
      response = Response.json({ jsonrpc: '2.0', id: null, error }, { status: tooLarge ? 413 : 400 });
    } else if (exchange.batch) {
      const error = {
        code: -32600,
        message: `Invalid Request: JSON-RPC batches are not supported; MCP ${SUPPORTED_REVISIONS.join(' and ')} send one message per POST`,
      };
      response = Response.json({ jsonrpc: '2.0', id: null, error }, { status: 400 });
    } else {
      const webRequest = webRequestOf(req, res, exchange);
      const token = /^Bearer\s+(\S+)/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
      response =
        originValidationResponse(webRequest, opts.hosts.originHostnames(req)) ??
        (await handler.fetch(webRequest, { authInfo: authInfoFor(exchange, token), ...(body !== undefined ? { parsedBody: body } : {}) }));
    }
    await send(exchange, res, response);
  };

  /** Stamps the reply, commits one audit row per message, then writes the reply. */
  async function send(exchange: McpExchange, res: ExpressResponse, response: Response): Promise<void> {
    const contentType = response.headers.get('content-type') ?? '';
    const sse = contentType.startsWith('text/event-stream');
    // A `subscriptions/listen` stream stays open: audit at its start and pass it through.
    const streaming = sse && exchange.messages.some((m) => m.method === 'subscriptions/listen');
    let text: string | undefined;
    if (!streaming && response.body !== null) {
      const raw = await response.text();
      if (exchange.settled && response.status === 200 && onlyResults(raw, sse)) text = raw;
      else if (sse) text = stampSse(exchange, raw, response.status);
      else text = contentType.startsWith('application/json') ? stampJson(exchange, raw, response.status) : raw;
    }
    if (response.status >= 500) log(`server_error: MCP exchange ${exchange.init.requestId} answered ${response.status}`);
    if (response.status >= 400) exchange.failUnanswered(stableCode(-32000, null, response.status));
    try {
      await Promise.all(exchange.auditRows(response.status).map((row) => opts.audit.write(row)));
    } catch (err) {
      // Never answer what was not recorded (seed: the audit write finishes before the response).
      onServerError(err, exchange.init.requestId);
      res.status(503).json({
        error: 'unavailable',
        message: 'The MCP message could not be recorded in the audit log, so it was not answered. Nothing was written.',
        request_id: exchange.init.requestId,
        docs: `${exchange.init.baseUrl}/api/v1/reference#errors-unavailable`,
      });
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    res.status(response.status);
    response.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name)) res.setHeader(name, value);
    });
    if (streaming && response.body !== null) Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
    else res.end(text);
  }
}

/**
 * The web `Request` the SDK serves: method, URL and headers of `req`, without a body. The body was
 * already parsed (step 1) and is always handed to the SDK as `parsedBody`, so nothing reads it;
 * the adapter's `toWebRequest` would re-serialise it into a web stream only to be ignored (about
 * 60 µs of CPU per call, measured with bench/src/mcp-cpu.ts). Only a `subscriptions/listen`
 * stream, which outlives the handler, gets an abort signal that fires when the client goes away;
 * a tool call runs to its end either way (the invoke core has no cancellation).
 */
function webRequestOf(req: Request, res: ExpressResponse, exchange: McpExchange): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || BODY_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  let signal: AbortSignal | undefined;
  if (exchange.messages.some((m) => m.method === 'subscriptions/listen')) {
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    signal = abort.signal;
  }
  return new globalThis.Request(`http://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
    method: req.method,
    headers,
    ...(signal !== undefined ? { signal } : {}),
  });
}

/** Headers describing a body the web `Request` does not carry. */
const BODY_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding']);

/**
 * The hot path: every message was answered by a tool handler that already recorded its outcome and
 * stamped its request id, so the reply is passed through unparsed, provided it holds only results
 * (the SDK writes `{"result":…` first); anything else (an SDK-side error) takes the stamping path.
 */
function onlyResults(raw: string, sse: boolean): boolean {
  if (!sse) return raw.startsWith('{"result":');
  const data = raw.split('\n').filter((line) => line.startsWith('data:'));
  return data.length > 0 && data.every((line) => line.startsWith('data: {"result":'));
}

function stampJson(exchange: McpExchange, raw: string, status: number): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return raw;
  }
  // One message per POST (batches are refused before the SDK), so the reply is one message too.
  return JSON.stringify(exchange.stamp(parsed, status));
}

/** Stamps each `data:` line of an SSE body that holds one JSON-RPC message; keeps the framing. */
function stampSse(exchange: McpExchange, raw: string, status: number): string {
  return raw
    .split('\n')
    .map((line) => {
      if (!line.startsWith('data:')) return line;
      try {
        return `data: ${JSON.stringify(exchange.stamp(JSON.parse(line.slice(5)), status))}`;
      } catch {
        return line;
      }
    })
    .join('\n');
}
