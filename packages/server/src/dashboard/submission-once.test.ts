/**
 * SubmissionOnce: one `work` per key while it runs and for `ttlMs` after; a failure is forgotten;
 * at most `maxEntries` remembered, oldest dropped first.
 */
import { describe, expect, it } from 'vitest';
import { isSubmissionToken, newSubmissionToken, SubmissionOnce } from './submission-once';

describe('SubmissionOnce', () => {
  it('runs the work once for concurrent and later requests with one key, and again after the TTL', async () => {
    let clock = 0;
    let runs = 0;
    const once = new SubmissionOnce<number>(1000, 10, () => clock);
    const work = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 5));
      return runs;
    };
    const [a, b] = await Promise.all([once.run('k', work), once.run('k', work)]);
    expect([a, b]).toEqual([
      { value: 1, replayed: false },
      { value: 1, replayed: true },
    ]);
    clock = 999;
    expect(await once.run('k', work)).toEqual({ value: 1, replayed: true });
    expect(await once.run('other', work)).toEqual({ value: 2, replayed: false });
    clock = 1000;
    expect(await once.run('k', work)).toEqual({ value: 3, replayed: false });
  });

  it('forgets a failed submission so it can be sent again', async () => {
    const once = new SubmissionOnce<string>(1000);
    await expect(once.run('k', () => Promise.reject(new Error('database unavailable')))).rejects.toThrow('database unavailable');
    expect(await once.run('k', async () => 'minted')).toEqual({ value: 'minted', replayed: false });
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const once = new SubmissionOnce<string>(60_000, 2, () => 0);
    for (const k of ['a', 'b', 'c']) await once.run(k, async () => `${k}1`);
    expect((await once.run('a', async () => 'a2')).replayed).toBe(false);
    expect((await once.run('c', async () => 'c2')).value).toBe('c1');
  });

  it('issues random UUID tokens and recognises only that shape', () => {
    const token = newSubmissionToken();
    expect(isSubmissionToken(token)).toBe(true);
    expect(newSubmissionToken()).not.toBe(token);
    expect(isSubmissionToken('')).toBe(false);
    expect(isSubmissionToken(`${token}x`)).toBe(false);
  });
});
