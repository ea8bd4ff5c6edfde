/** Store lookup with a short cache (store rows change rarely; TTL 5 s). */
import type { Knex } from 'knex';
import type { StoreInfo, TenantType } from '@storeops/contract';
import { ServiceError } from './errors';
import { DEFAULT_REQUESTS_PER_MINUTE } from './rate-limit/index';
import type { InvalidationBus } from './cluster/bus';

/** A store as the pipeline sees it: what handlers get, plus its request limit. */
export interface StoreRecord extends StoreInfo {
  /** Requests per minute per credential at this store (seed: Limits; default 120). */
  rateLimitPerMinute: number;
}

export class StoreDirectory {
  private readonly cache = new Map<string, { store: StoreRecord; at: number }>();

  constructor(
    private readonly db: Knex,
    private readonly ttlMs = 5000,
    /** Announces `forget` to the other processes (cluster/bus.ts); absent: this process only. */
    private readonly bus?: InvalidationBus,
  ) {
    bus?.on((topic, key) => {
      if (topic !== 'store') return;
      if (key === null) this.cache.clear();
      else this.cache.delete(key);
    });
  }

  async get(storeId: string, now = Date.now()): Promise<StoreRecord> {
    const hit = this.cache.get(storeId);
    if (hit !== undefined && now - hit.at <= this.ttlMs) return hit.store;
    const row = await this.db('stores').where({ id: storeId }).first();
    if (row === undefined)
      throw new ServiceError('unauthorized', 'Missing or invalid credential. Send Authorization: Bearer <API key or access token>.');
    const store: StoreRecord = {
      id: row.id,
      name: row.name,
      tenantType: row.tenant_type as TenantType,
      currency: row.currency,
      lastSyncedAt: row.last_synced_at ?? null,
      sandbox: row.sandbox_of !== null && row.sandbox_of !== undefined,
      rateLimitPerMinute:
        row.rate_limit_per_minute === null || row.rate_limit_per_minute === undefined
          ? DEFAULT_REQUESTS_PER_MINUTE
          : Number(row.rate_limit_per_minute),
    };
    this.cache.set(storeId, { store, at: now });
    return store;
  }

  /** Drops `storeId` from the cache, so the next `get` reads its row (e.g. after a settings change). */
  forget(storeId: string): void {
    if (this.bus !== undefined) this.bus.invalidate('store', storeId);
    else this.cache.delete(storeId);
  }
}
