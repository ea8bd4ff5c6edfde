/**
 * Request rate limits (seed: Limits "Requests per minute", Errors `rate_limited`): 120 requests per
 * minute per credential and store by default; a store may carry its own `rate_limit_per_minute`.
 * Fixed one-minute windows counted in memory by rate-limiter-flexible (one process; a multi-process
 * deployment would swap in its Redis or PostgreSQL store behind the same interface).
 * Every admitted or refused reply carries `RateLimit-Limit`, `RateLimit-Remaining`,
 * `RateLimit-Reset` (seconds) and the IETF structured fields `RateLimit-Policy` / `RateLimit`.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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

export class RateLimits {
  private readonly limiters = new Map<number, RateLimiterMemory>();

  private limiter(points: number): RateLimiterMemory {
    let l = this.limiters.get(points);
    if (l === undefined) {
      l = new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix: `rpm${points}` });
      this.limiters.set(points, l);
    }
    return l;
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
      const res = await this.limiter(perMinute).consume(`${credentialId}:${storeId}`, 1);
      return { partition, limit: perMinute, remaining: res.remainingPoints, resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
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
