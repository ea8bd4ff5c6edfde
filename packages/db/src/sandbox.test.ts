/**
 * Sandbox copies: same rows as the source under new ids (the same-store foreign keys, enforced by
 * SQLite here, prove every reference was remapped), no id shared with the source, text references
 * remapped, governance history not copied, and expired copies dropped with their rows and keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { openDatabase } from './connection';
import { migrateLatest } from './migrations/index';
import { seedDemo } from './seed/index';
import { copyStoreForSandbox, dropExpiredSandboxes } from './sandbox';
import { tempDir, TEST_ANCHOR } from './test-helpers';

const TABLES = [
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
  'ad_campaigns',
];
let db: Knex;
let hosted: string;
const tmp = tempDir('storeops-sandbox-');

beforeAll(async () => {
  db = openDatabase({ filename: `${tmp.dir}/s.sqlite` });
  await migrateLatest(db);
  hosted = (await seedDemo(db, { scale: 0.2, anchor: TEST_ANCHOR })).hostedStoreId;
});
afterAll(async () => {
  await db.destroy();
  tmp.cleanup();
});

describe('copyStoreForSandbox', () => {
  it('copies every row under new ids and drops the copy when it expires', async () => {
    const expires = new Date('2026-12-01T00:00:00Z');
    const copy = await copyStoreForSandbox(db, hosted, expires, TEST_ANCHOR);
    expect(await db('stores').where({ id: copy.storeId }).first()).toMatchObject({
      sandbox_of: hosted,
      sandbox_expires_at: expires.toISOString(),
    });
    let total = 0;
    for (const table of TABLES) {
      const [a, b] = await Promise.all([
        db(table).where({ store_id: hosted }).count({ n: '*' }).first(),
        db(table).where({ store_id: copy.storeId }).count({ n: '*' }).first(),
      ]);
      expect(Number(b!.n), table).toBe(Number(a!.n));
      total += Number(b!.n);
    }
    expect(copy.rows).toBe(total);
    const shared = await db('products as a')
      .join('products as b', 'a.id', 'b.id')
      .where('a.store_id', hosted)
      .andWhere('b.store_id', copy.storeId);
    expect(shared).toHaveLength(0);
    const alert = await db('alerts').where({ store_id: copy.storeId }).whereLike('subject_ref', 'product:%').first();
    if (alert !== undefined) {
      const id = String(alert.subject_ref).split(':')[1];
      expect(await db('products').where({ store_id: copy.storeId, id }).first()).toBeDefined();
    }
    expect(await dropExpiredSandboxes(db, new Date('2026-11-30T00:00:00Z'))).toBe(0);
    expect(await dropExpiredSandboxes(db, new Date('2026-12-02T00:00:00Z'))).toBe(1);
    expect(await db('products').where({ store_id: copy.storeId })).toHaveLength(0);
    expect(await db('stores').where({ id: copy.storeId })).toHaveLength(0);
  });
});
