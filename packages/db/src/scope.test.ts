import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { migrateLatest } from './migrations/index';
import { createStoreScope, parseJsonArray, toBool, toNumber, type StoreScope } from './scope';
import { seedDemo } from './seed/index';
import { STORE_TABLES, type StoreTable } from './tables';
import { TEST_ANCHOR } from './test-helpers';

describe('createStoreScope', () => {
  let db: Knex;
  let hosted: StoreScope;
  let business: StoreScope;

  beforeAll(async () => {
    db = openDatabase({ databaseUrl: '', filename: ':memory:' });
    await migrateLatest(db);
    const ids = await seedDemo(db, { scale: 0.1, anchor: TEST_ANCHOR });
    hosted = createStoreScope(db, ids.hostedStoreId);
    business = createStoreScope(db, ids.businessStoreId);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('exposes the store id and dialect but not the connection', () => {
    expect(hosted.storeId).not.toBe(business.storeId);
    expect(hosted.dialect).toBe('sqlite');
    expect(Object.keys(hosted).sort()).toEqual(['dialect', 'from', 'insert', 'join', 'raw', 'store', 'storeId', 'transaction']);
    expect(Object.isFrozen(hosted)).toBe(true);
  });

  it.each(STORE_TABLES.map((t) => [t]))('from(%s) returns only the scoped store rows', async (table: StoreTable) => {
    for (const scope of [hosted, business]) {
      const rows = (await scope.from(table).select('store_id')) as Array<{ store_id: string }>;
      expect(rows.every((r) => r.store_id === scope.storeId)).toBe(true);
      const direct = (await db(table).where('store_id', scope.storeId).count({ n: '*' })) as Array<{ n: number }>;
      expect(rows.length).toBe(direct[0]!.n);
    }
  });

  it('cannot read another store row even by id', async () => {
    const order = (await business.from('orders').first('id')) as { id: string };
    expect(await hosted.from('orders').where('id', order.id).first()).toBeUndefined();
    expect(await business.from('orders').where('id', order.id).first()).toBeDefined();
    expect(await hosted.store().first('name')).toEqual({ name: 'Northwind Outfitters' });
  });

  it('filters joined tables by store in the ON clause (inner and left joins)', async () => {
    const q = hosted.from('orders', 'o').select('o.id', 'li.title').limit(50);
    hosted.join(q, { table: 'order_line_items', as: 'li', on: ['li.order_id', 'o.id'] });
    const rows = await q;
    expect(rows.length).toBeGreaterThan(0);
    expect(q.toSQL().sql).toMatch(/[`"]li[`"]\.[`"]store_id[`"] = \?/);

    // A join condition that ignores the store (line items matched on a constant) still only sees
    // the scoped store's rows of the joined table.
    const cross = hosted.from('orders', 'o').select('li.store_id').limit(200);
    hosted.join(cross, { table: 'order_line_items', as: 'li', on: ['li.quantity', 'li.quantity'], type: 'left' });
    const crossRows = (await cross) as Array<{ store_id: string | null }>;
    expect(crossRows.every((r) => r.store_id === hosted.storeId)).toBe(true);
  });

  it('updates and deletes stay inside the store', async () => {
    const foreign = (await business.from('alerts').first('id')) as { id: string };
    expect(await hosted.from('alerts').where('id', foreign.id).update({ title: 'hijacked' })).toBe(0);
    expect(await hosted.from('alerts').where('id', foreign.id).del()).toBe(0);
    expect((await db('alerts').where('id', foreign.id).first('title')).title).not.toBe('hijacked');
  });

  it('insert sets store_id and refuses rows of another store', async () => {
    const alert = {
      id: 'a-test',
      severity: 'info' as const,
      kind: 'sync_failed',
      title: 't',
      message: 'm',
      subject_ref: null,
      detected_at: TEST_ANCHOR.toISOString(),
      resolved_at: null,
    };
    await hosted.insert('alerts', alert);
    expect((await db('alerts').where('id', 'a-test').first('store_id')).store_id).toBe(hosted.storeId);
    await expect(hosted.insert('alerts', { ...alert, id: 'a-test-2', store_id: business.storeId })).rejects.toThrow(
      /inserted through the scope/,
    );
    await hosted.from('alerts').where('id', 'a-test').del();
  });

  it('rejects unknown tables and unsafe aliases', () => {
    expect(() => hosted.from('stores' as StoreTable)).toThrow(/not a store-data table/);
    expect(() => hosted.from('api_keys' as StoreTable)).toThrow(/not a store-data table/);
    expect(() => hosted.from('orders', 'o; drop table orders')).toThrow(/invalid table alias/);
  });

  it('raw() works inside builders but cannot run on its own', async () => {
    const [row] = (await hosted.from('performance_daily').select(hosted.raw('sum(revenue_cents) as revenue'))) as Array<{
      revenue: number;
    }>;
    expect(row!.revenue).toBeGreaterThan(0);
    await expect(Promise.resolve(hosted.raw('delete from orders'))).rejects.toThrow(/cannot run on its own/);
    expect(await db('orders').where('store_id', hosted.storeId).count({ n: '*' })).not.toEqual([{ n: 0 }]);
  });

  it('transaction() gives a scope on the transaction and rolls back on error', async () => {
    await expect(
      hosted.transaction(async (trx) => {
        expect(trx.storeId).toBe(hosted.storeId);
        await trx.from('agents').update({ mode: 'off' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(((await hosted.from('agents').where('mode', 'live')) as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('value helpers', () => {
  it('toBool', () => {
    const cases: Array<[unknown, boolean]> = [
      [true, true],
      [false, false],
      [1, true],
      [0, false],
      [1n, true],
      ['1', true],
      ['0', false],
      ['t', true],
      ['false', false],
      [null, false],
      [undefined, false],
    ];
    for (const [given, want] of cases) expect(toBool(given)).toBe(want);
    expect(() => toBool('yes')).toThrow(TypeError);
  });

  it('parseJsonArray', () => {
    expect(parseJsonArray('["a","b"]')).toEqual(['a', 'b']);
    expect(parseJsonArray(null)).toEqual([]);
    expect(parseJsonArray('')).toEqual([]);
    expect(parseJsonArray(['x'])).toEqual(['x']);
    expect(() => parseJsonArray('{"a":1}')).toThrow(TypeError);
    expect(() => parseJsonArray('not json')).toThrow(TypeError);
  });

  it('toNumber', () => {
    expect(toNumber('42')).toBe(42);
    expect(toNumber(1.5)).toBe(1.5);
    expect(toNumber(null)).toBeNull();
    expect(() => toNumber('x')).toThrow(TypeError);
  });
});
