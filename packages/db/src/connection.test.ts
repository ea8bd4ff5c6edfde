import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dialectOf, openDatabase } from './connection';
import { tempDir } from './test-helpers';

describe('openDatabase', () => {
  const tmp = tempDir('storeops-conn-');
  afterAll(() => tmp.cleanup());

  it('opens SQLite on a file, creating its folder, with the pragmas applied', async () => {
    const filename = join(tmp.dir, 'nested', 'dir', 'db.sqlite');
    const db = openDatabase({ databaseUrl: '', filename });
    try {
      expect(dialectOf(db)).toBe('sqlite');
      const pragma = async (name: string) =>
        Object.values(((await db.raw(`pragma ${name}`)) as Array<Record<string, unknown>>)[0] ?? {})[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('synchronous')).toBe(1); // NORMAL
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(existsSync(filename)).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('opens an in-memory SQLite database', async () => {
    const db = openDatabase({ databaseUrl: '', filename: ':memory:' });
    try {
      await db.schema.createTable('t', (t) => t.integer('x'));
      await db('t').insert({ x: 1 });
      expect(await db('t').count({ n: '*' })).toEqual([{ n: 1 }]);
    } finally {
      await db.destroy();
    }
  });

  it('selects PostgreSQL for postgres:// and postgresql:// URLs (no connection until a query)', async () => {
    for (const url of ['postgres://u@127.0.0.1:1/x', 'postgresql://u@127.0.0.1:1/x']) {
      const db = openDatabase({ databaseUrl: url });
      expect(dialectOf(db)).toBe('postgres');
      await db.destroy();
    }
  });
});
