/**
 * Test helpers (not a test file): a seeded SQLite database in a temp folder, a hand-built
 * HandlerContext per demo store, and a validator for each operation's contract output schema.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020Mod from 'ajv/dist/2020.js';
import addFormatsMod from 'ajv-formats';
import { OPERATIONS, type HandlerContext, type OperationName } from '@storeops/contract';
import { createStoreScope, migrateLatest, openDatabase, seedDemo, type StoreRow } from '@storeops/db';

/** The seed's end of history; also the handlers' `now`. */
export const ANCHOR = new Date('2026-11-01T00:00:00Z');

type Db = ReturnType<typeof openDatabase>;

export interface SeededDb {
  db: Db;
  hostedStoreId: string;
  businessStoreId: string;
  ctx(storeId: string): Promise<HandlerContext>;
  close(): Promise<void>;
}

/** Open a fresh SQLite file, migrate it and seed the demo stores at scale 1. */
export async function openSeededDb(): Promise<SeededDb> {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-test-'));
  const db = openDatabase({ filename: join(dir, 'test.sqlite') });
  await migrateLatest(db);
  const { hostedStoreId, businessStoreId } = await seedDemo(db, { scale: 1, anchor: ANCHOR });
  return {
    db,
    hostedStoreId,
    businessStoreId,
    async ctx(storeId) {
      const row = (await db('stores').where('id', storeId).first()) as StoreRow;
      return {
        scope: createStoreScope(db, storeId),
        directory: { get: () => Promise.reject(new Error("the store directory is the invoke core's; test it through HTTP")) },
        store: {
          id: row.id,
          name: row.name,
          tenantType: row.tenant_type,
          currency: row.currency,
          lastSyncedAt: row.last_synced_at,
          sandbox: false,
        },
        credential: { id: 'test-credential', kind: 'live', scopes: ['read'] },
        access: () => 'allowed',
        mayRead: () => true,
        governance: { evaluate: () => Promise.reject(new Error("the governance gates are the invoke core's; test simulate through HTTP")) },
        requestId: 'req_test',
        surface: 'rest',
        now: ANCHOR,
        egress: { allowLoopback: false, resolver: () => Promise.reject(new Error('no network in domain unit tests')) },
      };
    },
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const Ajv2020 = ((Ajv2020Mod as unknown as { default?: unknown }).default ?? Ajv2020Mod) as typeof Ajv2020Mod;
const addFormats = ((addFormatsMod as unknown as { default?: unknown }).default ?? addFormatsMod) as typeof addFormatsMod;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);

const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** Errors of `result` against the operation's output schema (empty when valid). */
export function outputErrors(operation: OperationName, result: unknown): string[] {
  let validate = validators.get(operation);
  if (validate === undefined) {
    const op = OPERATIONS.find((o) => o.name === operation);
    if (op === undefined) throw new Error(`no operation ${operation}`);
    validate = ajv.compile(op.outputSchema);
    validators.set(operation, validate);
  }
  if (validate(result)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** `COUNT(*)` as a number. */
export async function countOf(q: PromiseLike<unknown[]>): Promise<number> {
  const [row] = (await q) as Array<Record<string, unknown>>;
  return Number(row?.n ?? 0);
}

/** Run `fn` and count the SQL statements it sends on `db`. */
export async function countQueries<T>(db: Db, fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  let queries = 0;
  const onQuery = () => {
    queries += 1;
  };
  db.on('query', onQuery);
  try {
    const result = await fn();
    return { result, queries };
  } finally {
    db.off('query', onQuery);
  }
}
