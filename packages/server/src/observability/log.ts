/**
 * Structured logs (pino): one JSON object per line on stdout, `level` as a name, `time`
 * ISO 8601, `service` `storeops`. Level from `STOREOPS_LOG_LEVEL` (default `info`; `silent` off).
 *
 * Every line about a request carries its `request_id` (the `x-request-id` header and the audit
 * row's id): the access line written when the response finishes (`msg` `request`: method, path,
 * status, operation, surface, duration_ms, credential_id) and a failure on the service side
 * (`msg` `server_error`, with `err`). Lines not about a request (sweeps, Redis outages) have none.
 *
 * Secrets are never logged (tested): the access line is built from an allowlist of fields (no
 * header, no query string, no body: a key, token, password or signed link cannot reach it), and
 * as a second net the logger censors fields named like secrets wherever they appear.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { pino, type DestinationStream, type Logger } from 'pino';
import { state } from '../http/pipeline';
import type { Metrics } from './metrics';

export type { Logger } from 'pino';

/** Field names censored anywhere in a logged object (pino `redact`). */
const SECRET_FIELDS = ['authorization', 'cookie', 'password', 'token', 'access_token', 'refresh_token', 'key', 'secret', 'client_secret'];
const REDACT_PATHS = SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]);

/** A logger writing JSON lines to `destination` (default stdout). */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'storeops' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  return destination === undefined ? pino(options) : pino(options, destination);
}

/** The route class of a request without a registry operation (a bounded metric label). */
function routeClass(p: string, surface: string): string {
  if (p === '/healthz' || p === '/readyz') return 'probe';
  if (p.startsWith('/dashboard')) return 'dashboard';
  if (p === '/api/mcp') return 'mcp';
  if (p.startsWith('/api/oauth') || p.startsWith('/.well-known/oauth')) return 'oauth';
  if (surface === 'public') return 'public';
  return 'other';
}

/**
 * The access log and request metrics: one line and one observation per answered request, when
 * the response finishes. Probes are counted but not logged (a balancer probes every few seconds).
 */
export function requestObserver(logger: Logger, metrics: Metrics): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    res.once('finish', () => {
      const s = state(res);
      // originalUrl: a router (the dashboard) strips its mount path from `req.url`; never the query.
      const path = req.originalUrl.split('?')[0]!;
      const operation = s.operation ?? routeClass(path, s.surface);
      const status = String(res.statusCode);
      const seconds = (performance.now() - s.startedAt) / 1000;
      metrics.requests.inc({ operation, status });
      metrics.latency.observe({ operation, status }, seconds);
      if (res.getHeader('idempotent-replayed') === 'true') metrics.idempotencyReplays.inc();
      if (operation === 'probe') return;
      logger.info(
        {
          request_id: s.requestId,
          method: req.method,
          path,
          status: res.statusCode,
          operation: s.operation ?? null,
          surface: s.surface,
          duration_ms: Math.round(seconds * 1e6) / 1e3,
          credential_id: s.credential?.id ?? null,
        },
        'request',
      );
    });
    next();
  };
}
