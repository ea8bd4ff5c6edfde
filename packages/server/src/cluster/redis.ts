/**
 * Redis for a deployment of several server processes (`REDIS_URL=redis://...`): what the
 * processes must share goes through it, with maintained libraries (ioredis; rate-limiter-flexible
 * for the counters, rate-limit/index.ts). Two connections per process: one for commands (counters,
 * publishing, the readiness ping) and one subscribed to the invalidation channel (cluster/bus.ts).
 *
 * Failure policy (written into the OpenAPI description, "Several processes"): the command
 * connection has no offline queue, so while Redis is unreachable a command fails at once instead of
 * waiting; ioredis reconnects by itself (backoff 100 ms, growing to 2 s). Callers decide what a
 * failure means: rate limits fall back to counting in the process (fail open), readiness reports
 * `redis` down, invalidations are lost and the 5 s cache lifetime bounds what a process misses.
 */
import type { Redis } from 'ioredis';

export interface RedisConnections {
  /** Commands: counters, PUBLISH, PING. No offline queue: fails fast while disconnected. */
  readonly commands: Redis;
  /** A second connection in subscriber mode (a subscribed connection may not run other commands). */
  readonly subscriber: Redis;
  /** Waits up to `ms` for the command connection to be ready; false when it is not. */
  ready(ms: number): Promise<boolean>;
  /** Closes both connections (QUIT, then disconnect if Redis does not answer within 1 s). */
  close(): Promise<void>;
}

/** Reconnect backoff, ms: 100, 200, ... capped at 2 s; never gives up. */
const retryStrategy = (attempt: number): number => Math.min(attempt * 100, 2_000);

/**
 * Opens the two connections to `url` (`redis://[user:password@]host:port[/db]` or `rediss://`).
 * Connection errors are reported through `onError` at most once per `errorEveryMs` (default 60 s)
 * per connection, so an outage is logged without flooding the log. Never throws for an
 * unreachable server: the connections keep retrying. ioredis is loaded here, on first use: a
 * process without REDIS_URL never pays for it at start.
 */
export async function connectRedis(url: string, onError: (message: string) => void, errorEveryMs = 60_000): Promise<RedisConnections> {
  const { Redis } = await import('ioredis');
  const options = {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy,
    lazyConnect: false,
  };
  const commands = new Redis(url, options);
  // The subscriber: no ready check (its INFO would be refused once the connection is in subscriber
  // mode, e.g. after ioredis re-subscribes on a reconnect); the bus subscribes on `ready`.
  const subscriber = new Redis(url, { ...options, enableOfflineQueue: true, maxRetriesPerRequest: null, enableReadyCheck: false });
  for (const [name, conn] of [
    ['commands', commands],
    ['subscriber', subscriber],
  ] as const) {
    let last = 0;
    conn.on('error', (err: Error) => {
      const now = Date.now();
      if (now - last < errorEveryMs) return;
      last = now;
      onError(`redis (${name} connection): ${err.message}`);
    });
  }
  return {
    commands,
    subscriber,
    async ready(ms) {
      if (commands.status === 'ready') return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          commands.off('ready', onReady);
          resolve(false);
        }, ms);
        const onReady = (): void => {
          clearTimeout(timer);
          resolve(true);
        };
        commands.once('ready', onReady);
      });
    },
    async close() {
      await Promise.all(
        [commands, subscriber].map(async (conn) => {
          const quit = conn.quit().catch(() => undefined);
          const timeout = new Promise((res) => setTimeout(res, 1_000).unref());
          await Promise.race([quit, timeout]);
          conn.disconnect();
        }),
      );
    },
  };
}
