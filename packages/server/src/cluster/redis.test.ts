/**
 * The Redis-shared pieces on a real Redis: two RateLimits over one Redis share one
 * count; an unreachable Redis fails open to counting in the process (reported); the invalidation
 * bus drops a key in another "process" (a second connection pair), and drops everything of a topic
 * after its subscription was interrupted. Skips with the reason when no Redis answers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../rate-limit/index';
import { ServiceError } from '../errors';
import { connectRedis, type RedisConnections } from './redis';
import { TEST_REDIS_URL, probeRedis } from './testing-redis';
import { redisBus, type InvalidationTopic } from './bus';

const REDIS_URL = TEST_REDIS_URL;
const down = await probeRedis();
const opened: RedisConnections[] = [];
const open = async (url = REDIS_URL): Promise<RedisConnections> => {
  const c = await connectRedis(url, () => undefined);
  opened.push(c);
  await c.ready(2_000);
  return c;
};
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()));
});

const until = async (cond: () => boolean, ms = 2_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};

describe.skipIf(down !== null)(
  down === null ? 'Redis-shared state' : `Redis-shared state (SKIPPED: no Redis at ${REDIS_URL}: ${down})`,
  () => {
    it('two processes count one credential together: the 6th request of a limit of 5 is refused in either', async () => {
      const [r1, r2] = [await open(), await open()];
      const p1 = new RateLimits({ redis: r1.commands });
      const p2 = new RateLimits({ redis: r2.commands });
      const credential = randomUUID();
      const remaining: number[] = [];
      for (let i = 0; i < 5; i++) remaining.push((await (i % 2 === 0 ? p1 : p2).consume(credential, 'store', 5)).remaining);
      expect(remaining).toEqual([4, 3, 2, 1, 0]);
      for (const p of [p1, p2]) {
        const refused = await p.consume(credential, 'store', 5).catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(ServiceError);
        expect((refused as ServiceError).code).toBe('rate_limited');
      }
    });

    it('Redis unreachable: counts in the process (fail open), reports each fallback, still refuses past the limit', async () => {
      const nothing = await connectRedis('redis://127.0.0.1:1', () => undefined); // no server on port 1
      opened.push(nothing);
      const errors: unknown[] = [];
      const limits = new RateLimits({ redis: nothing.commands, onSharedStoreError: (e) => errors.push(e) });
      const credential = randomUUID();
      for (let i = 0; i < 3; i++) expect((await limits.consume(credential, 'store', 3)).remaining).toBe(2 - i);
      const refused = await limits.consume(credential, 'store', 3).catch((e: unknown) => e);
      expect((refused as ServiceError).code).toBe('rate_limited');
      expect(errors).toHaveLength(4);
    });

    it('an invalidation published by one process drops the key in the other; a re-subscription drops everything', async () => {
      const [c1, c2] = [await open(), await open()];
      const seen1: Array<[InvalidationTopic, string | null]> = [];
      const seen2: Array<[InvalidationTopic, string | null]> = [];
      const bus1 = redisBus(c1.commands, c1.subscriber, () => undefined);
      const bus2 = redisBus(c2.commands, c2.subscriber, () => undefined);
      bus1.on((t, k) => seen1.push([t, k]));
      bus2.on((t, k) => seen2.push([t, k]));
      await new Promise((r) => setTimeout(r, 100)); // both SUBSCRIBEs are in
      const key = randomUUID();
      bus1.invalidate('credential', key);
      expect(seen1).toContainEqual(['credential', key]); // locally at once
      await until(() => seen2.some(([, k]) => k === key));
      expect(seen2).toContainEqual(['credential', key]);

      // The subscriber connection drops; messages meanwhile are unknown: everything is dropped on return.
      seen2.length = 0;
      c2.subscriber.disconnect(true);
      await until(() => seen2.length >= 2, 5_000);
      expect(seen2).toEqual(
        expect.arrayContaining([
          ['credential', null],
          ['store', null],
        ]),
      );
      await bus1.close();
      await bus2.close();
    });
  },
);
