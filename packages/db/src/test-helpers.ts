/** Helpers shared by this package's tests (not exported from the package). */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { ALL_TABLES, type TableName } from './tables';

const ORDER_BY: Partial<Record<TableName, string[]>> = {
  performance_daily: ['store_id', 'product_id', 'date'],
  audit_log: ['seq'],
  signing_keys: ['kid'],
  shop_profiles: ['store_id'],
  sync_cursors: ['store_id', 'resource'],
};

/** Dialect-neutral form of a stored value (SQLite 0/1 vs PostgreSQL booleans, bigint strings). */
function normalise(v: unknown): unknown {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') return Number(v);
  // PostgreSQL returns bigint columns as strings; normalise digit strings on both sides alike.
  if (typeof v === 'string' && /^-?\d{1,15}$/.test(v)) return Number(v);
  return v;
}

/** sha256 over every row of every table, in primary-key order, plus per-table digests. */
export async function digestDatabase(db: Knex): Promise<{ all: string; tables: Record<string, string> }> {
  const all = createHash('sha256');
  const tables: Record<string, string> = {};
  for (const table of ALL_TABLES) {
    const h = createHash('sha256');
    const rows: Array<Record<string, unknown>> = await db(table)
      .select('*')
      .orderBy(ORDER_BY[table] ?? ['id']);
    for (const row of rows) {
      const keys = Object.keys(row).sort();
      h.update(JSON.stringify(keys.map((k) => [k, normalise(row[k])])));
      h.update('\n');
    }
    tables[table] = h.digest('hex');
    all.update(`${table}:${tables[table]}\n`);
  }
  return { all: all.digest('hex'), tables };
}

/** A fresh temporary folder and its cleanup. */
export function tempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The anchor every test seeds with (00:00 UTC), so expectations do not depend on the clock. */
export const TEST_ANCHOR = new Date('2026-11-21T00:00:00.000Z');

/** Indexes a reader needs: [table, columns, unique]. Column lists start with store_id. */
export const EXPECTED_INDEXES: ReadonlyArray<readonly [string, readonly string[], boolean]> = [
  ['stores', ['handle'], true],
  ['api_keys', ['key_hash'], true],
  ['api_keys', ['store_id', 'created_at'], false],
  ['products', ['store_id', 'handle'], true],
  ['products', ['store_id', 'updated_at'], false],
  ['products', ['store_id', 'created_at'], false],
  ['products', ['store_id', 'current_roas'], false],
  ['variants', ['store_id', 'sku'], true],
  ['variants', ['store_id', 'product_id', 'position'], false],
  ['orders', ['store_id', 'order_number'], true],
  ['orders', ['store_id', 'created_at'], false],
  ['order_line_items', ['store_id', 'order_id'], false],
  ['refunds', ['store_id', 'order_id'], false],
  ['performance_daily', ['store_id', 'date'], false],
  ['decisions', ['store_id', 'created_at'], false],
  ['decisions', ['store_id', 'bucket', 'created_at'], false],
  ['decisions', ['store_id', 'product_id', 'created_at'], false],
  ['alerts', ['store_id', 'resolved_at', 'severity'], false],
  ['calibration_thresholds', ['store_id', 'metric'], true],
  ['cs_threads', ['store_id', 'status', 'severity'], false],
  ['cs_messages', ['store_id', 'thread_id', 'created_at'], false],
  ['agents', ['store_id', 'slug'], true],
  ['audit_log', ['store_id', 'seq'], false],
  ['audit_log', ['store_id', 'subject_ref'], false],
  ['audit_log', ['request_id'], true],
  ['audit_log', ['id'], true],
];
