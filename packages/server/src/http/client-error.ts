/**
 * Answers the requests Node's HTTP parser refuses before the app sees them (the server's
 * `clientError` event) with the Error object, like every other answer (seed: Errors; Versioning
 * rule 2): `{error, message, request_id, docs}`, `service-api-version: 1`, a fresh `x-request-id`
 * that resolves to an audit row, then the connection is closed (the parser cannot go on after
 * an error). Node's own answer is a bare status line with no body and no request id.
 *
 * | Parser failure | Status | `error` |
 * |---|---|---|
 * | `HPE_HEADER_OVERFLOW`: request line and headers over the server's `maxHeaderSize` (16 KiB by default) | 431 | `invalid_request` |
 * | `HPE_CHUNK_EXTENSIONS_OVERFLOW`: chunk extensions over Node's bound | 413 | `payload_too_large` |
 * | `ERR_HTTP_REQUEST_TIMEOUT`: the request was not received within the server's `requestTimeout` | 408 | `invalid_request` |
 * | any other (`HPE_INVALID_METHOD`, `HPE_INVALID_HEADER_TOKEN`, ...): not valid HTTP/1.1 | 400 | `invalid_request` |
 *
 * The seed has no code of its own for 431 and 408; both are the client's malformed request, so
 * they carry `invalid_request` with the status HTTP defines for them (clients and proxies act on
 * the status). A connection that is already gone (`ECONNRESET`, not writable) or whose response
 * has begun is closed without an answer. The audit row has no store or credential (nothing was
 * authenticated), the method and path of the request line when the parser got that far (else
 * empty) and the socket's peer address; if it cannot be written the answer is 503 `unavailable`
 * instead, as everywhere else. Each answer is also one line of the app's log (`log`): the status,
 * code, request id, parser code, request line and peer address.
 */
import { STATUS_CODES, maxHeaderSize as defaultMaxHeaderSize, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@storeops/contract';
import type { AuditSurface, AuditWriter } from '../audit/writer';
import { newRequestId } from '../ids';
import { ServiceError, errorBody } from '../errors';

export interface ClientErrorOptions {
  /** Where the answer is recorded before it is sent. */
  audit: AuditWriter;
  /** Base URL of `docs` links (`STOREOPS_PUBLIC_URL`); default `http://<local address>:<local port>`. */
  publicUrl?: string;
  /**
   * The app's log function (AppOptions `log`): one line per answered refusal, since no route (and
   * so no access line) sees these requests. Default: nothing is logged.
   */
  log?: (message: string) => void;
}

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/**
 * Idle keep-alive connections stay open 65 s (Node's default is 5 s), longer than the usual 60 s
 * idle timeout of load balancers and than clients keep a pooled connection: a client reusing a
 * connection the server closed at the same moment sees ECONNRESET, which a short server timeout
 * makes frequent under load. The headers timeout stays above it, as Node requires.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Installs the `clientError` listener on `server` and its keep-alive timeouts
 * (`KEEP_ALIVE_TIMEOUT_MS`); main.ts and the test harness call it.
 */
export function answerClientErrors(server: Server, opts: ClientErrorOptions): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const answered = new WeakSet<Duplex>();
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent === true) {
      socket.destroy();
      return;
    }
    void answer(server, socket as Socket, err, opts);
  });
}

function refusalFor(server: Server, err: NodeJS.ErrnoException): Refusal {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW': {
      const limit = (server as { maxHeaderSize?: number }).maxHeaderSize ?? defaultMaxHeaderSize;
      return {
        status: 431,
        code: 'invalid_request',
        message: `request headers: the request line and headers exceed this server's limit of ${limit} bytes; send fewer or shorter headers (cookies are the usual cause)`,
      };
    }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'payload_too_large', message: 'body: chunk extensions exceed the size this server reads' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'invalid_request',
        message: `request: was not received completely within ${Math.round(server.requestTimeout / 1000)} s`,
      };
    default:
      return {
        status: 400,
        code: 'invalid_request',
        message: `request: is not valid HTTP/1.1 (${err.code ?? 'parse error'}); nothing was processed`,
      };
  }
}

/** The method and path (without query) of the request line in `raw`, when it is there. */
function requestLine(raw: Buffer | undefined): { method: string; path: string } {
  const m = /^([A-Z]{1,20}) (\S{1,2048})(?: HTTP\/1\.[01])?\r?\n?/.exec(raw?.subarray(0, 2100).toString('latin1') ?? '');
  return m === null ? { method: '', path: '' } : { method: m[1]!, path: m[2]!.split('?')[0]! };
}

function surfaceOf(path: string): AuditSurface {
  if (path === '/api/mcp' || path.startsWith('/api/mcp/')) return 'mcp';
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return 'dashboard';
  return 'rest';
}

function baseUrlOf(socket: Socket, publicUrl: string | undefined): string {
  if (publicUrl !== undefined) return publicUrl;
  const address = socket.localAddress ?? '127.0.0.1';
  const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
  return `http://${plain.includes(':') ? `[${plain}]` : plain}:${socket.localPort ?? ''}`;
}

async function answer(server: Server, socket: Socket, err: NodeJS.ErrnoException & { rawPacket?: Buffer }, opts: ClientErrorOptions) {
  const startedAt = performance.now();
  const requestId = newRequestId();
  let refusal = refusalFor(server, err);
  const { method, path } = requestLine(err.rawPacket);
  try {
    await opts.audit.write({
      request_id: requestId,
      store_id: null,
      credential_id: null,
      surface: surfaceOf(path),
      method,
      path,
      operation: null,
      status: refusal.status,
      error_code: refusal.code,
      subject_ref: null,
      ip: socket.remoteAddress ?? '',
      user_agent: null,
      duration_ms: Math.round((performance.now() - startedAt) * 1000) / 1000,
      created_at: new Date().toISOString(),
    });
  } catch {
    refusal = {
      status: 503,
      code: 'unavailable',
      message: 'The request could not be recorded in the audit log, so it was not answered. Nothing was written.',
    };
  }
  opts.log?.(
    `client_error ${refusal.status} ${refusal.code} (${requestId}): ${err.code ?? 'parse error'}` +
      `${method === '' ? '' : ` ${method} ${path.slice(0, 200)}`} from ${socket.remoteAddress ?? 'unknown address'}: ${refusal.message}`,
  );
  if (socket.destroyed || !socket.writable) return;
  const body = JSON.stringify(errorBody(new ServiceError(refusal.code, refusal.message), requestId, baseUrlOf(socket, opts.publicUrl)));
  const head = [
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'service-api-version: 1',
    `x-request-id: ${requestId}`,
    'Cache-Control: no-store',
    'Connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
