/** createDeduper: first sight handled, duplicates skipped, failures released, TTL and size bounds, pluggable store. */
import { describe, expect, it } from 'vitest';
import { createDeduper, createMemoryDedupeStore, type DedupeStore } from './dedupe.js';

describe('createDeduper (in-memory store)', () => {
  it('handles an id once; a second delivery of it is a duplicate', async () => {
    const dedupe = createDeduper();
    const seen: string[] = [];
    expect(await dedupe.handle('evt_1', () => seen.push('evt_1'))).toEqual({ duplicate: false, result: 1 });
    expect(await dedupe.handle('evt_1', () => seen.push('evt_1'))).toEqual({ duplicate: true });
    expect(await dedupe.handle('evt_2', () => seen.push('evt_2'))).toEqual({ duplicate: false, result: 2 });
    expect(seen).toEqual(['evt_1', 'evt_2']);
  });

  it('two concurrent deliveries of one id: one is handled', async () => {
    const dedupe = createDeduper();
    let calls = 0;
    const slow = () => new Promise<void>((r) => setTimeout(() => (calls++, r()), 20));
    const outcomes = await Promise.all([dedupe.handle('evt_1', slow), dedupe.handle('evt_1', slow)]);
    expect(outcomes.map((o) => o.duplicate).sort()).toEqual([false, true]);
    expect(calls).toBe(1);
  });

  it('a handler that throws releases the id, so the retry is handled', async () => {
    const dedupe = createDeduper();
    await expect(dedupe.handle('evt_1', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await dedupe.handle('evt_1', () => 'ok')).toEqual({ duplicate: false, result: 'ok' });
  });

  it('forgets an id after ttlSeconds', async () => {
    let clock = 0;
    const dedupe = createDeduper({ ttlSeconds: 60, store: createMemoryDedupeStore({ now: () => clock }) });
    expect(await dedupe.claim('evt_1')).toBe(true);
    clock = 59_999;
    expect(await dedupe.claim('evt_1')).toBe(false);
    clock = 60_000;
    expect(await dedupe.claim('evt_1')).toBe(true);
  });

  it('holds at most maxEntries ids, forgetting the oldest', async () => {
    const dedupe = createDeduper({ store: createMemoryDedupeStore({ maxEntries: 2 }) });
    for (const id of ['a', 'b', 'c']) expect(await dedupe.claim(id)).toBe(true);
    expect(await dedupe.claim('c')).toBe(false);
    expect(await dedupe.claim('b')).toBe(false);
    expect(await dedupe.claim('a')).toBe(true);
  });

  it.each([0, -1, Number.NaN])('refuses ttlSeconds %s', (ttlSeconds) => {
    expect(() => createDeduper({ ttlSeconds })).toThrow(TypeError);
  });
});

describe('createDeduper with a pluggable store', () => {
  it('asks the store (async) with the TTL, and releases through it', async () => {
    const calls: string[] = [];
    const held = new Set<string>();
    const store: DedupeStore = {
      async claim(id, ttl) {
        calls.push(`claim ${id} ${ttl}`);
        if (held.has(id)) return false;
        held.add(id);
        return true;
      },
      async release(id) {
        calls.push(`release ${id}`);
        held.delete(id);
      },
    };
    const dedupe = createDeduper({ ttlSeconds: 120, store });
    await dedupe.handle('evt_1', () => undefined);
    await dedupe.handle('evt_1', () => undefined);
    await dedupe.handle('evt_2', () => Promise.reject(new Error('x'))).catch(() => undefined);
    expect(calls).toEqual(['claim evt_1 120', 'claim evt_1 120', 'claim evt_2 120', 'release evt_2']);
  });
});
