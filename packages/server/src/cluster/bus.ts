/**
 * Cache invalidation across server processes (seed: Authentication rules 5-7). Each
 * process caches verified credentials and store rows for 5 s (auth/credentials.ts, stores.ts).
 * A change made through one process (a key revoked or its auto-apply turned, an OAuth grant
 * revoked, a store's settings changed) is dropped from that process's cache at once and published
 * here; every other process drops it on receipt, within milliseconds, well inside the 1 s the
 * issue asks. Without `REDIS_URL` there is one process and the bus is local only.
 *
 * Channel `storeops:invalidate`; a message is JSON `{"topic":"credential"|"store","key":<string
 * or null>}` (`key` null: drop everything of the topic). When the subscription was interrupted
 * (Redis restarted or unreachable), messages sent meanwhile are lost, so on every re-subscription
 * each topic is dropped whole; while Redis is down, the 5 s cache lifetime bounds how long another
 * process may still accept a revoked credential.
 */
import type { Redis } from 'ioredis';

export type InvalidationTopic = 'credential' | 'store';
export type InvalidationHandler = (topic: InvalidationTopic, key: string | null) => void;

export const INVALIDATION_CHANNEL = 'storeops:invalidate';
const TOPICS: readonly InvalidationTopic[] = ['credential', 'store'];

export interface InvalidationBus {
  /** Drops `key` (null: everything) of `topic` in this process at once and announces it to the others. */
  invalidate(topic: InvalidationTopic, key: string | null): void;
  /** Registers what dropping means in this process (called for local and remote invalidations). */
  on(handler: InvalidationHandler): void;
  close(): Promise<void>;
}

/**
 * Announces an invalidation to every process subscribed through Redis (what `redisBus` publishes),
 * for a process that has no bus of its own, e.g. `pnpm keys revoke`. Resolves with the number of
 * processes that received it.
 */
export function publishInvalidation(commands: Redis, topic: InvalidationTopic, key: string | null): Promise<number> {
  return commands.publish(INVALIDATION_CHANNEL, JSON.stringify({ topic, key }));
}

/**
 * Publishes, trying twice more (after 100 and 300 ms) when the command connection is between
 * connections: a revocation should not wait for the other processes' 5 s cache lifetime because
 * of a reconnect.
 */
async function publishWithRetry(commands: Redis, topic: InvalidationTopic, key: string | null): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await publishInvalidation(commands, topic, key);
      return;
    } catch (err) {
      if (attempt >= 2) throw err;
      await new Promise((r) => setTimeout(r, attempt === 0 ? 100 : 300));
    }
  }
}

/** The bus of a single process: invalidations apply here only. */
export function localBus(): InvalidationBus {
  const handlers: InvalidationHandler[] = [];
  return {
    invalidate: (topic, key) => handlers.forEach((h) => h(topic, key)),
    on: (h) => void handlers.push(h),
    close: async () => undefined,
  };
}

/**
 * The bus over Redis pub/sub: `commands` publishes, `subscriber` (a dedicated connection) listens.
 * A publish that fails (Redis down) is reported through `onError` and otherwise ignored: the local
 * drop has happened, and the other processes' caches expire within 5 s.
 */
export function redisBus(commands: Redis, subscriber: Redis, onError: (message: string) => void): InvalidationBus {
  const handlers: InvalidationHandler[] = [];
  const apply = (topic: InvalidationTopic, key: string | null): void => handlers.forEach((h) => h(topic, key));
  let subscribedOnce = false;
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== INVALIDATION_CHANNEL) return;
    try {
      const m = JSON.parse(message) as { topic?: unknown; key?: unknown };
      if (!TOPICS.includes(m.topic as InvalidationTopic)) return;
      apply(m.topic as InvalidationTopic, typeof m.key === 'string' ? m.key : null);
    } catch {
      onError(`invalidation bus: ignored a malformed message on ${INVALIDATION_CHANNEL}`);
    }
  });
  // SUBSCRIBE once the connection is ready (never queued ahead of the connection's own set-up:
  // a connection already in subscriber mode refuses every other command), and again after a
  // failure. ioredis re-subscribes after a reconnect and emits `ready` again: what was missed
  // meanwhile is unknown, so everything is dropped.
  let subscribing = false;
  const subscribe = (): void => {
    if (subscribing || subscribedOnce) return;
    subscribing = true;
    subscriber.subscribe(INVALIDATION_CHANNEL).then(
      () => {
        subscribing = false;
        subscribedOnce = true;
      },
      (err: unknown) => {
        subscribing = false;
        onError(`invalidation bus: subscribe failed, trying again in 1 s: ${err instanceof Error ? err.message : String(err)}`);
        setTimeout(() => {
          if (subscriber.status === 'ready') subscribe();
        }, 1_000).unref();
      },
    );
  };
  subscriber.on('ready', () => {
    if (subscribedOnce) for (const t of TOPICS) apply(t, null);
    else subscribe();
  });
  if (subscriber.status === 'ready') subscribe();
  return {
    invalidate(topic, key) {
      apply(topic, key);
      publishWithRetry(commands, topic, key).catch((err: unknown) =>
        onError(`invalidation bus: publish failed (${topic}): ${err instanceof Error ? err.message : String(err)}`),
      );
    },
    on: (h) => void handlers.push(h),
    close: async () => {
      await subscriber.unsubscribe(INVALIDATION_CHANNEL).catch(() => undefined);
    },
  };
}
