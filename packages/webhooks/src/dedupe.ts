/**
 * Deduplication on `webhook-id` (seed: Events, "Signature and delivery": "Guarantee: at least
 * once; deduplicate on `webhook-id`"). A delivery is retried when the answer is not 2xx or does
 * not arrive in 10 s, and a person can redeliver an event: the same `webhook-id` can arrive more
 * than once, also after it was handled. The deduper remembers handled ids for `ttlSeconds`
 * (default 86 400: longer than the whole retry schedule of about 1 h 15 min).
 *
 * The store is pluggable: the in-memory default serves one process; several receiver processes
 * need a shared store (Redis `SET key 1 NX EX ttl` is the whole of `claim`, `DEL key` of
 * `release`: see the README).
 */

/** Where handled ids are remembered. Implementations must make `claim` atomic. */
export interface DedupeStore {
  /**
   * Records `id` for `ttlSeconds` unless it is already recorded.
   * @returns true when it was not recorded (first sight: handle it), false when it was (a duplicate).
   */
  claim(id: string, ttlSeconds: number): Promise<boolean> | boolean;
  /** Forgets `id` (handling failed: the retry must be handled). */
  release(id: string): Promise<void> | void;
}

/** Options of {@link createMemoryDedupeStore}. */
export interface MemoryDedupeStoreOptions {
  /** Most ids held; the oldest are forgotten first beyond it. Default 100 000. */
  maxEntries?: number;
  /** The clock, ms since the epoch (for tests); default `Date.now`. */
  now?: () => number;
}

/** An in-process store: a Map of id to expiry, swept in insertion order (expiry order, since the TTL is fixed per deduper). */
export function createMemoryDedupeStore(options: MemoryDedupeStoreOptions = {}): DedupeStore {
  const maxEntries = options.maxEntries ?? 100_000;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new TypeError(`maxEntries must be a positive integer, got ${maxEntries}`);
  const now = options.now ?? Date.now;
  const expiries = new Map<string, number>();
  const sweep = (t: number) => {
    for (const [id, until] of expiries) {
      if (until > t && expiries.size <= maxEntries) break;
      expiries.delete(id);
    }
  };
  return {
    claim(id, ttlSeconds) {
      const t = now();
      const until = expiries.get(id);
      if (until !== undefined && until > t) return false;
      expiries.delete(id);
      expiries.set(id, t + ttlSeconds * 1000);
      sweep(t);
      return true;
    },
    release(id) {
      expiries.delete(id);
    },
  };
}

/** Options of {@link createDeduper}. */
export interface DeduperOptions {
  /** How long a handled id is remembered, seconds; default 86 400 (24 h). */
  ttlSeconds?: number;
  /** Where ids are remembered; default {@link createMemoryDedupeStore}(). */
  store?: DedupeStore;
}

/** What {@link Deduper.handle} did. */
export type DedupeOutcome<T> = { duplicate: false; result: T } | { duplicate: true };

export interface Deduper {
  /**
   * Runs `handler` unless `id` was handled (or is being handled) within the TTL. When `handler`
   * throws, the id is released and the error rethrown, so the sender's retry is handled.
   */
  handle<T>(id: string, handler: () => Promise<T> | T): Promise<DedupeOutcome<T>>;
  /** The lower-level pair `handle` is made of: true on first sight. */
  claim(id: string): Promise<boolean>;
  release(id: string): Promise<void>;
}

/** A deduper on `webhook-id` (module comment). */
export function createDeduper(options: DeduperOptions = {}): Deduper {
  const ttl = options.ttlSeconds ?? 86_400;
  if (!Number.isFinite(ttl) || ttl <= 0) throw new TypeError(`ttlSeconds must be a positive number, got ${ttl}`);
  const store = options.store ?? createMemoryDedupeStore();
  const claim = async (id: string) => (await store.claim(id, ttl)) === true;
  const release = async (id: string) => {
    await store.release(id);
  };
  return {
    claim,
    release,
    async handle(id, handler) {
      if (!(await claim(id))) return { duplicate: true };
      try {
        return { duplicate: false, result: await handler() };
      } catch (err) {
        await release(id);
        throw err;
      }
    },
  };
}
