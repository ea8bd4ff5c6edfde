/**
 * `POST|GET|DELETE {base_url}/api/mcp`: the remote MCP endpoint over Streamable HTTP (seed: "What
 * the service does" item 2, Endpoints "MCP at /api/mcp", Authentication rules 3, 5-8, Errors,
 * Limits). One endpoint serves MCP revisions 2026-07-28 (stateless, per-request `_meta`) and
 * 2025-06-18 (`initialize` handshake); the official SDK routes each request to its era and answers
 * every protocol detail (handler.ts), including the `UnsupportedProtocolVersionError` for any other
 * revision (which this adapter widens to name both supported revisions).
 *
 * Per HTTP request, in order:
 * 1. the JSON body is read (at most 1 MiB; a malformed one is answered -32700 after admission);
 * 2. admission, the same gate as REST (`admission.admit`): no valid credential answers 401 with
 *    `WWW-Authenticate: Bearer realm="storeops"` and the Error object (`unauthorized`, `expired`,
 *    `address_not_allowed`); the per-credential rate limit answers 429 `rate_limited` with
 *    `limit`, `retry_after_seconds`, `Retry-After` and the RateLimit headers. Every request counts
 *    (an `initialize`, a notification and a `tools/call` are one request each);
 * 3. a browser `Origin` whose host is not this server's answers 403 (DNS-rebinding guard);
 * 4. the SDK serves the message(s) with the tools of server.ts;
 * 5. one audit row per JSON-RPC message (surface `mcp`, operation = tool name for `tools/call`,
 *    else the method) is committed, then the reply is sent, each result/error stamped with the
 *    message's request id (see exchange.ts). If the audit write fails, the reply is 503
 *    `unavailable` instead.
 * GET and DELETE (2025 session operations) are answered 405: the 2025-06-18 leg is stateless, which
 * that revision allows (no `Mcp-Session-Id` is issued; clients then send no session header).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import express, { type Request, type RequestHandler, type Response as ExpressResponse } from 'express';
import { originValidationResponse } from '@modelcontextprotocol/server';
import type { Admission, AdmissionError } from '../admission';
import type { AuditWriter } from '../audit/writer';
import type { Invoker } from '../invoke/invoke';
import { clientAddress, createReplier, MAX_BODY_BYTES, state } from '../http/pipeline';
import { rateLimitHeaders } from '../rate-limit/index';
import { McpExchange, stableCode } from './exchange';
import { createDualEraHandler } from './handler';
import { authInfoFor, storeOpsServerFactory } from './server';

export interface McpEndpointOptions {
  admission: Admission;
  invoker: Invoker;
  audit: AuditWriter;
  /** Fixed base URL for `docs` links; default: derived from each request's Host. */
  baseUrl?: string;
  now?: () => Date;
  log?: (message: string) => void;
}

/** Headers of the SDK's response that Node sets itself when the body is written. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** The Express handler for `/api/mcp` (mount with `app.all`). */
export function mcpEndpoint(opts: McpEndpointOptions): RequestHandler {
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? ((m: string) => console.error(m));
  const onServerError = (err: unknown) => log(`server_error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  const baseUrlOf = (req: Request): string => opts.baseUrl ?? `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
  const reply = createReplier(opts.audit, baseUrlOf, onServerError);
  const handler = createDualEraHandler(storeOpsServerFactory({ invoker: opts.invoker, log }));
  const parseJson = express.json({ limit: MAX_BODY_BYTES, strict: true, type: ['application/json', 'application/*+json'] });

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
      if (e.challenge === true) res.setHeader('WWW-Authenticate', 'Bearer realm="storeops"');
      if (e.decision !== undefined) res.set(rateLimitHeaders(e.decision));
      await reply.fail(req, res, err);
      return;
    }

    let response: Response;
    if (parseError !== undefined) {
      const tooLarge = (parseError as { type?: string }).type === 'entity.too.large';
      const error = tooLarge
        ? { code: -32000, message: `Request body exceeds ${MAX_BODY_BYTES} bytes (1 MiB)` }
        : { code: -32700, message: 'Parse error: the request body is not valid JSON' };
      response = Response.json({ jsonrpc: '2.0', id: null, error }, { status: tooLarge ? 413 : 400 });
    } else {
      const webRequest = webRequestOf(req, res, exchange);
      const token = /^Bearer\s+(\S+)/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
      response =
        originValidationResponse(webRequest, [new URL(webRequest.url).hostname]) ??
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
      onServerError(err);
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
  const stamped = Array.isArray(parsed) ? parsed.map((m) => exchange.stamp(m, status)) : exchange.stamp(parsed, status);
  return JSON.stringify(stamped);
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
