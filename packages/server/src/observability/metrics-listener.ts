/**
 * The metrics listener (`STOREOPS_METRICS_ADDRESS=host:port`): a separate HTTP server that answers
 * `GET /metrics` with the Prometheus text exposition of observability/metrics.ts and 404 to
 * anything else. It has no credential of its own: its protection is the address it binds (e.g.
 * 127.0.0.1 or a private interface only the monitoring system reaches), never the API port.
 */
import { createServer, type Server } from 'node:http';
import type { Metrics } from './metrics';

/** Parses `host:port` / `[v6]:port`; throws a message naming the variable when it is not one. */
export function parseMetricsAddress(value: string): { host: string; port: number } {
  const m = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(value.trim());
  const port = m === null ? NaN : Number(m[3]);
  if (m === null || !(port >= 0 && port <= 65535))
    throw new Error(`STOREOPS_METRICS_ADDRESS=${value} is not host:port (e.g. 127.0.0.1:9464)`);
  return { host: m[1] ?? m[2]!, port };
}

/** Starts the listener; a bind failure is reported through `onError` (the API keeps running). */
export function serveMetrics(address: string, metrics: Metrics, onError: (message: string) => void): Server {
  const { host, port } = parseMetricsAddress(address);
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found: GET /metrics\n');
      return;
    }
    metrics.render().then(
      ({ contentType, text }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      (err: unknown) => {
        onError(`metrics: ${err instanceof Error ? err.message : String(err)}`);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n');
      },
    );
  });
  server.on('error', (err) => onError(`metrics listener on ${address}: ${err.message}`));
  server.listen(port, host);
  return server;
}
