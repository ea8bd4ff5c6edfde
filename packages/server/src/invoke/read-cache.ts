/**
 * The read cache: the hot reads' answers kept in
 * the process, keyed by the store's data version (db data-version.ts), so a read after any
 * committed write, whoever made it (an API call, a sync, a job, the dashboard, another server
 * process, hand-typed SQL), is computed afresh and never answered from before the write.
 *
 * A call of a CACHED_READS operation:
 * 1. reads the store's data version (one indexed statement: a prepared statement on SQLite, one
 *    round trip on PostgreSQL, outside the row-level-scoped transaction: the counters are not
 *    store data);
 * 2. looks up the key (operation, the store as the handler sees it, the caller's scopes, the
 *    validated arguments in canonical JSON); an entry answers only when it was computed at the
 *    same version and the call's clock lies in the entry's validity interval;
 * 3. otherwise runs the handler as before (in its row-level-scoped transaction on PostgreSQL)
 *    and keeps the answer, frozen, with the version read in step 1. Concurrent misses of one key
 *    and version share one computation.
 *
 * Validity in time: an answer that depends on the clock (a window ending at `now`) reports, with
 * `ctx.validUntil(at)`, the earliest moment it would change with no write; the entry serves calls
 * whose clock is in [computed at, that moment). An answer reported nothing for is time-independent.
 *
 * Only operations listed in CACHED_READS are cached. An operation is listed when its answer is a
 * function of its arguments, the StoreInfo, the caller's scopes, versioned tables (never one of
 * db UNVERSIONED_TABLES) and, through `validUntil`, the clock; never of the caller's identity, the
 * request or an outside system.
 *
 * Bounds: READ_CACHE_MAX_ENTRIES answers and READ_CACHE_MAX_BYTES of their JSON text, least
 * recently used evicted first (lru-cache). `STOREOPS_READ_CACHE=off` turns it off (every call
 * computes), for comparing figures.
 */
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { readDataVersion } from '@storeops/db';
import type { StoreInfo } from '@storeops/contract';
import { canonicalJson } from '../write/idempotency';

/**
 * The cached reads, each with the tables its answer is made of (all versioned) and its clock
 * dependence. A new entry needs the same review: what the handler reads, and whether `now` enters.
 */
export const CACHED_READS: ReadonlyMap<string, string> = new Map([
  [
    'get_store_overview',
    'stores (StoreInfo), products, variants, alerts, calibration_thresholds, agents, decisions; the 7-day decision census window reports validUntil',
  ],
  ['query_products', 'products, decisions; no clock'],
  ['get_variants', 'products, variants; no clock'],
  ['get_calibration', 'calibration_thresholds; no clock'],
]);

/** Most answers kept per process. */
export const READ_CACHE_MAX_ENTRIES = 5_000;
/** Most bytes of answers kept per process (their JSON text length). */
export const READ_CACHE_MAX_BYTES = 64 * 1024 * 1024;

interface Entry {
  version: string;
  result: unknown;
  /** `result` as JSON text (JSON.stringify), made once: its size bounds the cache, and surfaces send it as is. */
  json: string;
  /** Epoch ms: the clock of the call that computed it, and the earliest change in time (exclusive). */
  from: number;
  until: number;
}

/**
 * What a lookup came to, for the `storeops_read_cache_total` metric: `hit` (a kept answer), `shared`
 * (another call's computation of the same key and version, under way when this one arrived),
 * `miss` (this call ran the handler).
 */
export type ReadCacheResult = 'hit' | 'shared' | 'miss';

export interface ReadCacheOptions {
  /** Called once per cached-operation call. */
  onLookup?: (operation: string, result: ReadCacheResult) => void;
  maxEntries?: number;
  maxBytes?: number;
}

/** Freezes `v` and everything in it, so no caller can change an answer other calls share. */
function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inflight = new Map<string, Promise<Entry>>();

  constructor(
    private readonly db: Knex,
    private readonly opts: ReadCacheOptions = {},
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: opts.maxEntries ?? READ_CACHE_MAX_ENTRIES,
      maxSize: opts.maxBytes ?? READ_CACHE_MAX_BYTES,
      sizeCalculation: (e) => Math.max(1, e.json.length),
    });
  }

  /** Whether `operation` is answered through the cache. */
  caches(operation: string): boolean {
    return CACHED_READS.has(operation);
  }

  /**
   * The answer of `operation` for `args` (validated) on `call.store`: from the cache when an entry
   * of the current data version covers `call.now`, else `compute`'s, which is then kept.
   * `compute` receives the `validUntil` reporter to pass to the handler. Resolves the answer
   * (frozen) and its JSON text. Rejects as `compute` does (nothing is kept) or when the version
   * cannot be read (a database failure).
   */
  async answer(
    operation: string,
    args: unknown,
    call: { store: StoreInfo; scopes: readonly string[]; now: Date },
    compute: (validUntil: (at: Date) => void) => Promise<unknown>,
  ): Promise<{ result: unknown; json: string }> {
    const version = await readDataVersion(this.db, call.store.id);
    const key = `${operation}\n${JSON.stringify(call.store)}\n${[...call.scopes].sort().join(' ')}\n${canonicalJson(args)}`;
    const at = call.now.getTime();
    const covers = (e: Entry | undefined): e is Entry => e !== undefined && e.version === version && e.from <= at && at < e.until;
    const kept = this.entries.get(key);
    if (covers(kept)) {
      this.opts.onLookup?.(operation, 'hit');
      return kept;
    }
    const flight = `${version}\n${key}`;
    const shared = this.inflight.get(flight);
    if (shared !== undefined) {
      const e = await shared.catch(() => undefined);
      if (covers(e)) {
        this.opts.onLookup?.(operation, 'shared');
        return e;
      }
    }
    this.opts.onLookup?.(operation, 'miss');
    const run = (async (): Promise<Entry> => {
      let until = Number.POSITIVE_INFINITY;
      const result = await compute((t) => {
        until = Math.min(until, t.getTime());
      });
      return { version, result: deepFreeze(result), json: JSON.stringify(result), from: at, until };
    })();
    this.inflight.set(flight, run);
    try {
      const e = await run;
      // A slow computation of an older version does not replace a newer answer (versions only grow).
      const current = this.entries.peek(key);
      if (e.until > at && (current === undefined || BigInt(current.version) <= BigInt(e.version))) this.entries.set(key, e);
      return e;
    } finally {
      if (this.inflight.get(flight) === run) this.inflight.delete(flight);
    }
  }
}
