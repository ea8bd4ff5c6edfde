/**
 * Prometheus metrics (prom-client), one registry per app. Served in the Prometheus text
 * format at `GET /metrics` on a separate listener (`STOREOPS_METRICS_ADDRESS`, e.g.
 * `127.0.0.1:9464`; off by default), never on the API port: the figures cover every store of the
 * process, so they are for the operator of the deployment, not for a store's credential.
 *
 * Series (no store, credential or argument is ever a label; `operation` is a registry name or a
 * fixed route class, so the label set is bounded):
 * - `storeops_http_requests_total{operation,status}`, `storeops_http_request_duration_seconds
 *   {operation,status}` (histogram, seconds): every answered HTTP request; `operation` is the tool
 *   operation, or `public`, `dashboard`, `mcp`, `oauth`, `probe`, `other`.
 * - `storeops_rate_limit_refusals_total{partition}`: 429 `rate_limited` answers.
 * - `storeops_rate_limit_store_errors_total`: requests counted in the process because Redis failed.
 * - `storeops_idempotency_replays_total`: writes answered by replaying the first response.
 * - `storeops_read_cache_total{operation,result}`: calls of a cached read (invoke/read-cache.ts),
 *   `result` `hit` (answered from the cache) or `miss` (the handler ran).
 * - `storeops_audit_flush_lag_seconds` (histogram): from an audit row queued to its commit.
 * - `storeops_outbox_backlog` (gauge, read at scrape): events not yet fanned out to deliveries;
 *   `storeops_webhook_deliveries_pending` (gauge): deliveries waiting to be sent.
 * - the process defaults of prom-client with the prefix `storeops_` (CPU, memory, event loop lag).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Knex } from 'knex';

/** Latency buckets, seconds: 1 ms to 10 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics {
  readonly registry = new Registry();
  readonly requests: Counter<'operation' | 'status'>;
  readonly latency: Histogram<'operation' | 'status'>;
  readonly rateLimitRefusals: Counter<'partition'>;
  readonly rateLimitStoreErrors: Counter;
  readonly idempotencyReplays: Counter;
  readonly readCache: Counter<'operation' | 'result'>;
  readonly auditFlushLag: Histogram;

  constructor(db: Knex) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'storeops_' });
    const counter = <L extends string = string>(name: string, help: string, labelNames: readonly L[] = []) =>
      new Counter<L>({ name, help, labelNames, registers });
    const histogram = <L extends string = string>(name: string, help: string, labelNames: readonly L[] = []) =>
      new Histogram<L>({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers });
    /** A gauge set from `read()` at each scrape. */
    const gauge = (name: string, help: string, read: () => Promise<number>) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(await read());
        },
      });
    this.requests = counter('storeops_http_requests_total', 'HTTP requests answered, by operation (or route class) and status.', [
      'operation',
      'status',
    ]);
    this.latency = histogram('storeops_http_request_duration_seconds', 'Time from receiving a request to answering it, seconds.', [
      'operation',
      'status',
    ]);
    this.rateLimitRefusals = counter('storeops_rate_limit_refusals_total', 'Requests refused with 429 rate_limited, by what was counted.', [
      'partition',
    ]);
    this.rateLimitStoreErrors = counter(
      'storeops_rate_limit_store_errors_total',
      'Requests counted in this process because the shared counter store (Redis) failed (fail open).',
    );
    this.idempotencyReplays = counter(
      'storeops_idempotency_replays_total',
      'Writes answered by replaying the first response of their Idempotency-Key.',
    );
    this.readCache = counter(
      'storeops_read_cache_total',
      "Calls of a cached read, by operation and how they were answered: a kept answer (hit), another call's computation under way (shared), or the handler (miss).",
      ['operation', 'result'],
    );
    this.auditFlushLag = histogram('storeops_audit_flush_lag_seconds', 'From an audit row queued to its commit, seconds.');
    const count = async (q: Knex.QueryBuilder): Promise<number> => Number(((await q.count({ n: '*' }).first()) as { n: unknown }).n);
    gauge('storeops_outbox_backlog', 'Events in the outbox not yet fanned out to webhook deliveries (read at scrape).', () =>
      count(db('outbox').whereNull('dispatched_at')),
    );
    gauge('storeops_webhook_deliveries_pending', 'Webhook deliveries waiting to be sent (read at scrape).', () =>
      count(db('webhook_deliveries').where({ state: 'pending' })),
    );
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
