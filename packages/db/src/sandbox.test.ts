/**
 * Sandbox copies: same rows as the source under new ids (the same-store foreign keys, enforced by
 * SQLite here, prove every reference was remapped), no id shared with the source, text references
 * remapped (governance rows included: a card's plan names the copy's variant), and expired copies
 * dropped with their rows and keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { openDatabase } from './connection';
import { migrateLatest } from './migrations/index';
import { seedDemo } from './seed/index';
import { SANDBOX_COPIED_TABLES, copyStoreForSandbox, dropExpiredSandboxes, listSandboxCopies } from './sandbox';
import { tempDir, TEST_ANCHOR } from './test-helpers';

const TABLES = SANDBOX_COPIED_TABLES;
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
    const copy = await copyStoreForSandbox(db, hosted, expires, { now: TEST_ANCHOR });
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
    // A waiting card's plan and arguments name the copy's rows, never the source's.
    const card = await db('approvals').where({ store_id: copy.storeId, kind: 'proposed_write', status: 'requested' }).first();
    expect(card).toBeDefined();
    const variantId = (JSON.parse(card.change) as { changes: Array<{ resource_ref: string }> }).changes[0]!.resource_ref;
    expect(await db('variants').where({ store_id: copy.storeId, id: variantId }).first()).toBeDefined();
    const sent = JSON.parse(card.arguments).variant_id as string; // as the caller sent it: id or external id
    const named = await db('variants')
      .where({ store_id: copy.storeId })
      .andWhere((w) => w.where({ id: sent }).orWhere({ external_id: sent }))
      .first();
    expect(named.id).toBe(variantId);
    const intent = await db('intents').where({ store_id: copy.storeId, status: 'active' }).first();
    expect(await db('ad_campaigns').where({ store_id: copy.storeId, id: intent.resource_ref }).first()).toBeDefined();
    expect(await db('approvals').where({ store_id: copy.storeId, id: intent.approval_id }).first()).toBeDefined();
    expect(await dropExpiredSandboxes(db, new Date('2026-11-30T00:00:00Z'))).toBe(0);
    expect(await dropExpiredSandboxes(db, new Date('2026-12-02T00:00:00Z'))).toBe(1);
    expect(await db('products').where({ store_id: copy.storeId })).toHaveLength(0);
    expect(await db('stores').where({ id: copy.storeId })).toHaveLength(0);
  });

  it('lists the unexpired copies a store minted, newest first', async () => {
    const business = (await db('stores').whereNot({ id: hosted }).whereNull('sandbox_of').first('id')).id as string;
    const early = await copyStoreForSandbox(db, hosted, new Date('2026-12-01T00:00:00Z'), {
      ownerStoreId: business,
      now: new Date('2026-11-20T00:00:00Z'),
    });
    const late = await copyStoreForSandbox(db, hosted, new Date('2026-12-03T00:00:00Z'), {
      ownerStoreId: business,
      now: new Date('2026-11-21T00:00:00Z'),
    });
    const own = await copyStoreForSandbox(db, hosted, new Date('2026-12-03T00:00:00Z'), { now: TEST_ANCHOR });
    const listed = await listSandboxCopies(db, business, new Date('2026-11-22T00:00:00Z'));
    expect(listed.map((c) => c.id)).toEqual([late.storeId, early.storeId]);
    expect(listed[0]).toMatchObject({ expiresAt: '2026-12-03T00:00:00.000Z', name: expect.stringContaining('(sandbox)') });
    expect((await listSandboxCopies(db, hosted, new Date('2026-11-22T00:00:00Z'))).map((c) => c.id)).toEqual([own.storeId]);
    expect((await listSandboxCopies(db, business, new Date('2026-12-02T00:00:00Z'))).map((c) => c.id)).toEqual([late.storeId]);
  });
});
