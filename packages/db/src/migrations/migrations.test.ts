import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../connection';
import { ALL_TABLES } from '../tables';
import { EXPECTED_INDEXES, tempDir } from '../test-helpers';
import { migrateLatest, migrateRollbackAll } from './index';

async function sqliteIndexes(db: Knex, table: string): Promise<Array<{ columns: string[]; unique: boolean }>> {
  const list = (await db.raw(`pragma index_list("${table}")`)) as Array<{ name: string; unique: number }>;
  const out = [];
  for (const idx of list) {
    const info = (await db.raw(`pragma index_info("${idx.name}")`)) as Array<{ seqno: number; name: string }>;
    out.push({ columns: info.sort((a, b) => a.seqno - b.seqno).map((c) => c.name), unique: idx.unique === 1 });
  }
  return out;
}

describe('migrations on a SQLite file', () => {
  const tmp = tempDir('storeops-migrations-');
  let db: Knex;

  beforeAll(() => {
    db = openDatabase({ databaseUrl: '', filename: join(tmp.dir, 'm.sqlite') });
  });
  afterAll(async () => {
    await db.destroy();
    tmp.cleanup();
  });

  it('creates every table and is idempotent', async () => {
    expect(await migrateLatest(db)).toHaveLength(30);
    expect(await migrateLatest(db)).toEqual([]);
    for (const table of ALL_TABLES) expect(await db.schema.hasTable(table), table).toBe(true);
  });

  it('every store-data table has a NOT NULL store_id (audit_log: nullable; signing_keys is service-wide)', async () => {
    for (const table of ALL_TABLES.filter((t) => t !== 'stores' && t !== 'signing_keys')) {
      const cols = (await db.raw(`pragma table_info("${table}")`)) as Array<{ name: string; notnull: number }>;
      const storeId = cols.find((c) => c.name === 'store_id');
      expect(storeId, table).toBeDefined();
      expect(storeId!.notnull, table).toBe(table === 'audit_log' ? 0 : 1);
    }
  });

  it.each(EXPECTED_INDEXES.map(([t, c, u]) => [`${t}(${c.join(', ')})${u ? ' unique' : ''}`, t, c, u] as const))(
    'has index %s',
    async (_label, table, columns, unique) => {
      const indexes = await sqliteIndexes(db, table);
      expect(indexes.some((i) => i.columns.join() === columns.join() && (!unique || i.unique))).toBe(true);
    },
  );

  it('audit_log.seq auto-increments and request_id / id are unique', async () => {
    const row = (n: number) => ({
      id: `aud_${n}`,
      store_id: null,
      request_id: `req_${n}`,
      surface: 'rest',
      method: 'POST',
      path: '/api/v1/tools/get_alerts',
      status: 401,
      ip: '127.0.0.1',
      duration_ms: 1.25,
      created_at: '2026-11-21T10:00:00.000Z',
    });
    await db('audit_log').insert(row(1));
    await db('audit_log').insert(row(2));
    const seqs = (await db('audit_log').orderBy('seq').pluck('seq')) as number[];
    expect(seqs[1]! - seqs[0]!).toBe(1);
    await expect(db('audit_log').insert({ ...row(3), request_id: 'req_1' })).rejects.toThrow(/UNIQUE/);
    await expect(db('audit_log').insert({ ...row(3), id: 'aud_1' })).rejects.toThrow(/UNIQUE/);
    await db('audit_log').del();
  });

  it('enforces same-store references and store foreign keys', async () => {
    const now = '2026-11-21T10:00:00.000Z';
    const store = (id: string) => ({
      id,
      name: id,
      handle: id,
      tenant_type: 'hosted_storefront',
      currency: 'EUR',
      timezone: 'UTC',
      created_at: now,
    });
    await db('stores').insert([store('s1'), store('s2')]);
    await db('products').insert({
      id: 'p1',
      store_id: 's1',
      handle: 'h',
      title: 't',
      vendor: 'v',
      product_type: 'x',
      storefront_status: 'active',
      lifecycle_state: 'active',
      price_cents: 100,
      created_at: now,
      updated_at: now,
    });
    const variant = {
      id: 'v1',
      product_id: 'p1',
      external_id: '1',
      sku: 'S',
      title: 'Default Title',
      price_cents: 100,
      inventory_quantity: 1,
      position: 1,
      created_at: now,
      updated_at: now,
    };
    await expect(db('variants').insert({ ...variant, store_id: 's2' })).rejects.toThrow(/FOREIGN KEY/);
    await expect(db('variants').insert({ ...variant, store_id: 'nope' })).rejects.toThrow(/FOREIGN KEY/);
    await db('variants').insert({ ...variant, store_id: 's1' });
    await expect(
      db('products').insert({
        id: 'p2',
        store_id: 's1',
        handle: 'h2',
        title: 't',
        vendor: 'v',
        product_type: 'x',
        storefront_status: 'live',
        lifecycle_state: 'active',
        price_cents: 1,
        created_at: now,
        updated_at: now,
      }),
    ).rejects.toThrow(/CHECK/);
    // Deleting a store deletes its rows (how a sandbox copy is dropped).
    await db('stores').where('id', 's1').del();
    expect(await db('variants').count({ n: '*' })).toEqual([{ n: 0 }]);
    await db('stores').del();
  });

  it('rolls everything back and migrates again', async () => {
    expect(await migrateRollbackAll(db)).toHaveLength(30);
    for (const table of ALL_TABLES) expect(await db.schema.hasTable(table)).toBe(false);
    expect(await migrateLatest(db)).toHaveLength(30);
  });
});
