/**
 * Retry policy of the SDK runtime (STYLE item 5). Retried: HTTP 429 `rate_limited`, HTTP 503
 * (`unavailable`, `idempotency_unavailable`, ...: the service did nothing), HTTP 409
 * `idempotency_in_flight` (the first request with the same key still runs: ask again after
 * `Retry-After`, and the replay answers with the first request's outcome) and `ConnectionError`
 * (no answer, including the per-attempt timeout). Never retried: any other status, and any call
 * that is not safe to repeat (a write without an idempotency key; see `HttpTransport`).
 *
 * Delay before retry n (0-based): full jitter, `random() * min(8 s, 0.5 s * 2^n)`. When the
 * answer carries `Retry-After` (seconds or HTTP date) or `retry_after_seconds`, the delay is at
 * least that long, and never more than 60 s.
 */
import { ConnectionError, StoreOpsError, parseRetryAfterSeconds } from './errors.js';

/** Backoff base, milliseconds. */
export const BACKOFF_BASE_MS = 500;
/** Largest jittered backoff, milliseconds. */
export const BACKOFF_CAP_MS = 8_000;
/** Largest wait honoured from `Retry-After`, milliseconds. */
export const RETRY_AFTER_CAP_MS = 60_000;

/** Clock and randomness, injectable so tests run without real waiting. */
export interface RetryTiming {
  /** Waits `ms` milliseconds; rejects with `signal.reason` when `signal` aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Uniform in [0, 1). */
  random: () => number;
  /** Epoch milliseconds (used to resolve an HTTP-date `Retry-After`). */
  now: () => number;
}

export const defaultTiming: RetryTiming = {
  sleep: abortableSleep,
  random: Math.random,
  now: Date.now,
};

export interface RetryPolicy {
  /** Retries after the first attempt; integer >= 0. */
  maxRetries: number;
  /** False for a call that must not run twice (a write without an idempotency key). */
  retrySafe: boolean;
  /** Cancels the waits between attempts. */
  signal?: AbortSignal | undefined;
  timing: RetryTiming;
}

/** Whether an error from one attempt may be retried (429, 503, 409 `idempotency_in_flight`, or no HTTP answer). */
export function isRetryableError(err: unknown): boolean {
  if (err instanceof ConnectionError) return true;
  return err instanceof StoreOpsError && (err.status === 429 || err.status === 503 || err.code === 'idempotency_in_flight');
}

/** Full-jitter exponential backoff for 0-based retry `retryIndex`, in milliseconds. */
export function backoffMs(retryIndex: number, random: () => number): number {
  return random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retryIndex);
}

/**
 * Delay before the next attempt, in milliseconds: the jittered backoff, raised to the
 * server's `Retry-After` (header first, else the body's `retry_after_seconds`), capped at 60 s.
 */
export function retryDelayMs(err: unknown, retryIndex: number, timing: RetryTiming): number {
  const jitter = backoffMs(retryIndex, timing.random);
  const retryAfterSeconds = serverRetryAfterSeconds(err, timing.now());
  if (retryAfterSeconds === undefined) return jitter;
  return Math.min(Math.max(jitter, retryAfterSeconds * 1000), RETRY_AFTER_CAP_MS);
}

function serverRetryAfterSeconds(err: unknown, nowMs: number): number | undefined {
  if (!(err instanceof StoreOpsError)) return undefined;
  const fromHeader = parseRetryAfterSeconds(err.headers['retry-after'], nowMs);
  if (fromHeader !== undefined) return fromHeader;
  const fromBody = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0 ? fromBody : undefined;
}

/**
 * Runs `attempt(0)`, then retries per the policy. Returns the first success; throws the last
 * error once it is not retryable or `maxRetries` retries have been made.
 */
export async function withRetries<T>(attempt: (attemptIndex: number) => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let index = 0; ; index++) {
    try {
      return await attempt(index);
    } catch (err) {
      if (!policy.retrySafe || index >= policy.maxRetries || !isRetryableError(err)) throw err;
      if (policy.signal?.aborted === true) throw err;
      await policy.timing.sleep(retryDelayMs(err, index, policy.timing), policy.signal);
    }
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
