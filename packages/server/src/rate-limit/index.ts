/**
 * Request rate limits (seed: Limits "Requests per minute", Errors `rate_limited`): 120 requests per
 * minute per credential and store by default; a store may carry its own `rate_limit_per_minute`.
 * Fixed one-minute windows counted by rate-limiter-flexible: in memory in a single process, or in
 * Redis (`REDIS_URL`) so that several processes share one count per key.
 * Redis unreachable: fail open to counting in the process (each of N processes then allows up
 * to the limit on its own, so the effective limit is at most N times looser), never refuse for
 * want of a counter: a limit protects capacity, and an outage of the counter store must not become
 * an outage of the API. Each fallback calls `onSharedStoreError` (the server logs it at most once a
 * minute).
 * Every admitted or refused reply carries `RateLimit-Limit`, `RateLimit-Remaining`,
 * `RateLimit-Reset` (seconds) and the IETF structured fields `RateLimit-Policy` / `RateLimit`.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ServiceError } from '../errors';

export const DEFAULT_REQUESTS_PER_MINUTE = 120;
const WINDOW_SECONDS = 60;

/** What a limit counts: requests of one credential at one store, or of one client address. */
export type RatePartition = 'per-credential' | 'per-address';

export interface RateDecision {
  /** The `RateLimit-Policy` name of what is counted. */
  partition: RatePartition;
  limit: number;
  remaining: number;
  /** Seconds until the current window resets (at least 1). */
  resetSeconds: number;
}

export interface RateLimitsOptions {
  /** Shared counters (several processes): the ioredis command connection. Absent: in this process. */
  redis?: Redis;
  /** Called with the error each time a request is counted in the process because Redis failed. */
  onSharedStoreError?: (err: unknown) => void;
  /** Called for each refusal (metrics). */
  onRefused?: (partition: RatePartition) => void;
}

/** Key prefix of the counters in Redis: `storeops:rl:<limit>:<key>`. */
const REDIS_PREFIX = 'storeops:rl';

export class RateLimits {
  private readonly memory = new Map<number, RateLimiterMemory>();
  private readonly shared = new Map<number, RateLimiterRedis>();

  constructor(private readonly opts: RateLimitsOptions = {}) {}

  private local(points: number): RateLimiterMemory {
    let l = this.memory.get(points);
    if (l === undefined) {
      l = new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix: `rpm${points}` });
      this.memory.set(points, l);
    }
    return l;
  }

  private limiter(points: number): RateLimiterAbstract {
    const redis = this.opts.redis;
    if (redis === undefined) return this.local(points);
    let l = this.shared.get(points);
    if (l === undefined) {
      // rejectIfRedisNotReady: while disconnected, fail at once (then count locally) instead of waiting.
      l = new RateLimiterRedis({
        storeClient: redis,
        points,
        duration: WINDOW_SECONDS,
        keyPrefix: `${REDIS_PREFIX}:${points}`,
        rejectIfRedisNotReady: true,
      });
      this.shared.set(points, l);
    }
    return l;
  }

  /** One point for `key`: shared when Redis answers, else in this process (fail open, reported). */
  private async take(points: number, key: string): Promise<RateLimiterRes> {
    try {
      return await this.limiter(points).consume(key, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes || this.opts.redis === undefined) throw err;
      this.opts.onSharedStoreError?.(err);
      return this.local(points).consume(key, 1);
    }
  }

  /**
   * Counts one request for `credentialId` at `storeId` (`partition` `per-credential`), or for a
   * client address (`per-address`: the key is `address:<ip>` or `sign-in:<ip>`). Resolves the
   * decision; throws ServiceError `rate_limited` (with `limit`, `retry_after_seconds` and the
   * decision attached as `decision`) when the window is exhausted.
   */
  async consume(
    credentialId: string,
    storeId: string,
    perMinute: number = DEFAULT_REQUESTS_PER_MINUTE,
    partition: RatePartition = 'per-credential',
  ): Promise<RateDecision> {
    try {
      const res = await this.take(perMinute, `${credentialId}:${storeId}`);
      return { partition, limit: perMinute, remaining: res.remainingPoints, resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      this.opts.onRefused?.(partition);
      const retry = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      const who = partition === 'per-credential' ? 'This credential exceeded its limit' : 'This client address exceeded its limit';
      const refused = new ServiceError(
        'rate_limited',
        `${who} of ${perMinute} requests per minute${partition === 'per-credential' ? ' at this store' : ''}; retry after ${retry} s.`,
        {
          limit: perMinute,
          retry_after_seconds: retry,
        },
      );
      throw Object.assign(refused, { decision: { partition, limit: perMinute, remaining: 0, resetSeconds: retry } satisfies RateDecision });
    }
  }
}

/** The rate-limit reply headers for a decision. */
export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(d.limit),
    'RateLimit-Remaining': String(d.remaining),
    'RateLimit-Reset': String(d.resetSeconds),
    'RateLimit-Policy': `"${d.partition}";q=${d.limit};w=${WINDOW_SECONDS}`,
    RateLimit: `"${d.partition}";r=${d.remaining};t=${d.resetSeconds}`,
  };
}
