/**
 * Test support for the domain packages (not exported from any package entry point; tests import
 * it by relative path): a migrated, seeded SQLite file in a temp folder, a hand-built
 * HandlerContext, and the contract's output-schema check.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { OPERATIONS, type Access, type HandlerContext, type OperationDescriptor, type TenantType } from '@storeops/contract';
import { createScratchDatabase, createStoreScope, migrateLatest, openDatabase, seedDemo, type StoreRow } from '@storeops/db';

/** The fixed clock of every domain test: the seed's anchor, also used as `ctx.now`. */
export const ANCHOR = new Date('2026-11-01T00:00:00.000Z');
export const DAY_MS = 86_400_000;

export type Db = ReturnType<typeof openDatabase>;

export interface SeededDb {
  db: Db;
  hostedStoreId: string;
  businessStoreId: string;
  close(): Promise<void>;
}

/**
 * A real SQLite file in a temp folder, migrated and seeded once (scale 1, anchored at
 * {@link ANCHOR}). With a `postgres://` `DATABASE_URL`, a fresh PostgreSQL database created on that
 * server instead (dropped by `close`), so the same tests check the PostgreSQL dialect.
 */
export async function openSeededDb(): Promise<SeededDb> {
  const url = process.env.DATABASE_URL;
  let db: Db;
  let cleanup: () => Promise<void>;
  if (url !== undefined && /^postgres(ql)?:\/\//i.test(url)) {
    const scratch = await createScratchDatabase(url, 'domain');
    db = openDatabase({ databaseUrl: scratch.url });
    cleanup = () => scratch.drop();
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'storeops-domain-'));
    db = openDatabase({ filename: join(dir, 'storeops.sqlite') });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  await migrateLatest(db);
  const { hostedStoreId, businessStoreId } = await seedDemo(db, { scale: 1, anchor: ANCHOR });
  return {
    db,
    hostedStoreId,
    businessStoreId,
    async close() {
      await db.destroy();
      await cleanup();
    },
  };
}

/** The invoke core's gate, restated for tests: storefront-only ops, then the scope bundles. */
export function scopeAccess(scopes: readonly string[], tenantType: TenantType, op: OperationDescriptor): Access {
  if (op.requiresStorefront && tenantType !== 'hosted_storefront') return 'not_for_store';
  if (op.sandboxOnly) return 'not_for_store';
  if (scopes.includes('admin')) return 'allowed';
  const isRead = op.tier === 'read';
  if (isRead && (scopes.includes('read') || scopes.includes('write'))) return 'allowed';
  if (!isRead && scopes.includes('write') && !op.scope.startsWith('admin:')) return 'allowed';
  if (op.scope === 'read') return scopes.some((s) => s.endsWith(':read')) ? 'allowed' : 'missing_scope';
  if (op.scope === 'write') return scopes.some((s) => s.endsWith(':write')) ? 'allowed' : 'missing_scope';
  return scopes.includes(op.scope) ? 'allowed' : 'missing_scope';
}

export interface ContextOptions {
  scopes?: string[];
  /** Replaces the scope-based gate. */
  access?: (op: OperationDescriptor) => Access;
  now?: Date;
}

/** A HandlerContext for `storeId` built from its `stores` row (default scopes: `['admin']`). */
export async function makeContext(db: Db, storeId: string, opts: ContextOptions = {}): Promise<HandlerContext> {
  const row = (await db('stores').where('id', storeId).first()) as StoreRow | undefined;
  if (row === undefined) throw new Error(`no store ${storeId}`);
  const scopes = opts.scopes ?? ['admin'];
  const store = {
    id: row.id,
    name: row.name,
    tenantType: row.tenant_type,
    currency: row.currency,
    lastSyncedAt: row.last_synced_at,
    sandbox: row.sandbox_of !== null && row.sandbox_of !== undefined,
  };
  return {
    scope: createStoreScope(db, storeId),
    directory: { get: () => Promise.reject(new Error("the store directory is the invoke core's; test it through HTTP")) },
    store,
    credential: { id: 'cred-test', kind: 'live', scopes },
    access: opts.access ?? ((op) => scopeAccess(scopes, store.tenantType, op)),
    mayRead: (scope, of = scopes) => of.includes('admin') || of.includes('read') || of.includes('write') || of.includes(scope),
    governance: { evaluate: () => Promise.reject(new Error("the governance gates are the invoke core's; test simulate through HTTP")) },
    requestId: 'req-test',
    surface: 'rest',
    now: opts.now ?? ANCHOR,
    egress: { allowLoopback: false, resolver: () => Promise.reject(new Error('no network in domain unit tests')) },
  };
}

type AjvCtor = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvCtor }).default ?? Ajv2020Module) as AjvCtor;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: unknown) => void;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** Schema violations of `result` against the operation's registry `outputSchema` (empty when it conforms). */
export function outputViolations(operation: string, result: unknown): string[] {
  let validate = validators.get(operation);
  if (validate === undefined) {
    const op = OPERATIONS.find((o) => o.name === operation);
    if (op === undefined) return [`no operation ${operation}`];
    validate = ajv.compile(op.outputSchema);
    validators.set(operation, validate);
  }
  return validate(result) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** Cents (number or PostgreSQL numeric string) to major units, as the handlers report money. */
export function major(cents: unknown): number {
  return Math.round(Number(cents ?? 0)) / 100;
}

/** Runs `fn` and returns its result with the number of SQL statements it sent on `db`. */
export async function countingQueries<T>(db: Db, fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  let queries = 0;
  const listener = () => {
    queries++;
  };
  db.on('query', listener);
  try {
    const result = await fn();
    return { result, queries };
  } finally {
    db.removeListener('query', listener);
  }
}

/** Inserts a bare third store (no rows in any other table) and returns its id. */
export async function insertEmptyStore(db: Db, id: string, tenantType: TenantType = 'hosted_storefront'): Promise<string> {
  const row: StoreRow = {
    id,
    name: 'Test Store',
    handle: `test-${id.slice(0, 8)}`,
    tenant_type: tenantType,
    currency: 'EUR',
    timezone: 'UTC',
    last_synced_at: null,
    rate_limit_per_minute: null,
    kill_switch_engaged: false,
    automation_enabled: true,
    created_at: ANCHOR.toISOString(),
  };
  await db('stores').insert(row);
  return id;
}
