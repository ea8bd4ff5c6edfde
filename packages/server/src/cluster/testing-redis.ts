/**
 * Redis for the server's tests: the URL (STOREOPS_TEST_REDIS_URL, default redis://127.0.0.1:6379)
 * and whether a server answers there. Suites skip with the reason in their title when none does.
 */
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.STOREOPS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Null when Redis answers PING at TEST_REDIS_URL, else why not. */
export async function probeRedis(): Promise<string | null> {
  const r = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    r.disconnect();
  }
}
