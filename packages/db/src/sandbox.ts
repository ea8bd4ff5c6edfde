/**
 * Sandbox copies (seed: Risk tiers rule 3, Authentication "sandbox: private copy of demo shop, 7
 * days"): `copyStoreForSandbox` copies one store's catalogue, orders, performance, automation and
 * CS rows into a new store with every identifier replaced (primary keys, foreign keys, and ids
 * embedded in text such as `subject_ref` or `decisions.subject`), so the copy shares nothing with
 * the source. Governance rows (approvals, receipts, intents, policies, discounts) and the audit
 * log are not copied: a sandbox starts with a clean history. `dropExpiredSandboxes` deletes
 * copies past their expiry (their rows go by ON DELETE CASCADE).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { dialectOf } from './connection';
import { insertChunked } from './seed/insert';

/** Copied tables, parents before children (campaigns first: decisions embed their ids in text). */
const COPIED = [
  'ad_campaigns',
  'products',
  'variants',
  'performance_daily',
  'orders',
  'order_line_items',
  'refunds',
  'agents',
  'decisions',
  'alerts',
  'calibration_thresholds',
  'cs_threads',
  'cs_messages',
] as const;

/** Columns holding another row's id (remapped); `id` itself is always remapped. */
const REFERENCES = new Set(['product_id', 'variant_id', 'order_id', 'thread_id']);
/** Free-text columns that may embed ids (remapped inside the text). */
const TEXT_WITH_IDS = new Set(['subject_ref', 'subject', 'reversal', 'evidence']);
const TOKEN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|cmp_[0-9]+/g;

export interface SandboxCopy {
  storeId: string;
  expiresAt: string;
  rows: number;
}

/**
 * Copies `sourceStoreId` into a new sandbox store that expires at `expiresAt`. One transaction;
 * returns the new store id. Throws when the source store does not exist.
 */
export async function copyStoreForSandbox(db: Knex, sourceStoreId: string, expiresAt: Date, now = new Date()): Promise<SandboxCopy> {
  const dialect = dialectOf(db);
  const storeId = randomUUID();
  const map = new Map<string, string>();
  const newId = (old: string): string => {
    let id = map.get(old);
    if (id === undefined) {
      id = old.startsWith('cmp_') ? `cmp_${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}` : randomUUID();
      map.set(old, id);
    }
    return id;
  };
  let rows = 0;
  await db.transaction(async (trx) => {
    const source = await trx('stores').where({ id: sourceStoreId }).first();
    if (source === undefined) throw new Error(`no store ${sourceStoreId} to copy`);
    await trx('stores').insert({
      ...source,
      id: storeId,
      handle: `sandbox-${storeId.slice(0, 8)}`,
      name: `${source.name} (sandbox)`,
      rate_limit_per_minute: null,
      kill_switch_engaged: false,
      automation_enabled: true,
      sandbox_of: sourceStoreId,
      sandbox_expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
    });
    for (const table of COPIED) {
      const src = (await trx(table).where({ store_id: sourceStoreId })) as Array<Record<string, unknown>>;
      // First pass registers every primary key, so references to later rows resolve too.
      for (const r of src) if (typeof r.id === 'string') newId(r.id);
      const copied = src.map((r) => {
        const out: Record<string, unknown> = { ...r, store_id: storeId };
        for (const [col, value] of Object.entries(r)) {
          if (typeof value !== 'string') continue;
          if (col === 'id' || REFERENCES.has(col)) out[col] = map.get(value) ?? newId(value);
          else if (TEXT_WITH_IDS.has(col)) out[col] = value.replace(TOKEN, (tok) => map.get(tok) ?? tok);
        }
        return out;
      });
      await insertChunked(trx, dialect, table, copied);
      rows += copied.length;
    }
  });
  return { storeId, expiresAt: expiresAt.toISOString(), rows };
}

/** Deletes sandbox stores past their expiry with all their rows and keys; returns how many. */
export async function dropExpiredSandboxes(db: Knex, now = new Date()): Promise<number> {
  const expired = (await db('stores')
    .whereNotNull('sandbox_of')
    .andWhere('sandbox_expires_at', '<=', now.toISOString())
    .select('id')) as Array<{ id: string }>;
  for (const { id } of expired) {
    await db.transaction(async (trx) => {
      await trx('api_keys').where({ store_id: id }).delete();
      await trx('stores').where({ id }).delete();
    });
  }
  return expired.length;
}
