/**
 * `@storeops/testkit/db`: the kit of the domains' unit tests (handlers called directly, no HTTP):
 * a migrated, seeded database (a SQLite file in a temp folder, or a scratch PostgreSQL database
 * when `DATABASE_URL` is a postgres:// URL), a hand-built HandlerContext per store, the contract's
 * output-schema check, and query counting. Domain packages resolve it through the repository root's
 * devDependencies (they do not list it: the test kit depends on the server, which depends on them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {
  OPERATIONS,
  type Access,
  type Connectors,
  type HandlerContext,
  type OperationDescriptor,
  type TenantType,
} from '@storeops/contract';
import { connectorsWith } from '@storeops/connectors-embedded';
import { books } from '@storeops/domain-finance';
import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase, createStoreScope, migrateLatest, openDatabase, seedDemo, type StoreRow } from '@storeops/db';

/** The fixed clock of every domain test: the seed's anchor, also used as `ctx.now`. */
export const ANCHOR = new Date('2026-11-01T00:00:00.000Z');
/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** A Knex connection as `openDatabase` returns it. */
export type Db = ReturnType<typeof openDatabase>;

export interface SeededDb {
  db: Db;
  /** The demo's hosted storefront (Northwind, EUR) and business store (Harbor Wholesale). */
  hostedStoreId: string;
  businessStoreId: string;
  /** `makeContext(db, storeId, opts)`: a HandlerContext for one of the seeded stores. */
  ctx(storeId: string, opts?: ContextOptions): Promise<HandlerContext>;
  /** Destroys the connection and removes the file (or drops the PostgreSQL database). */
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
    ctx: (storeId, opts) => makeContext(db, storeId, opts),
    async close() {
      await db.destroy();
      await cleanup();
    },
  };
}

/** A seeded database for a whole test file ({@link useSeededDb}) with contexts of both demo stores. */
export interface SeededSuite extends SeededDb {
  /** `makeContext(db, hostedStoreId)`: default scopes `['admin']`, `ctx.now` = {@link ANCHOR}. */
  readonly hosted: HandlerContext;
  /** `makeContext(db, businessStoreId)`, likewise. */
  readonly business: HandlerContext;
}

/**
 * The usual frame of a domain unit test file: registers a vitest `beforeAll` (timeout
 * `hookTimeoutMs`, default the config's) that opens a seeded database ({@link openSeededDb}) and
 * builds both demo stores' contexts, and an `afterAll` that closes it. The returned object and its
 * contexts are filled in by that `beforeAll`: read them inside hooks and tests, not at module level
 * (`const ctx = suite.hosted` at module level names the object that will be filled).
 */
export function useSeededDb(hookTimeoutMs?: number): SeededSuite {
  const hosted = {} as HandlerContext;
  const business = {} as HandlerContext;
  const suite = { hosted, business } as SeededSuite;
  let opened: SeededDb | undefined;
  beforeAll(async () => {
    const s = await openSeededDb();
    opened = s;
    Object.assign(suite, s);
    Object.assign(hosted, await makeContext(s.db, s.hostedStoreId));
    Object.assign(business, await makeContext(s.db, s.businessStoreId));
  }, hookTimeoutMs);
  afterAll(async () => opened?.close());
  return suite;
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
  /** The credential's scopes (default `['admin']`). */
  scopes?: string[];
  /** Replaces the scope-based gate. */
  access?: (op: OperationDescriptor) => Access;
  /** `ctx.now` (default {@link ANCHOR}). */
  now?: Date;
  /** Ports to use instead of the embedded demo adapters (`ctx.connectors`; the others stay embedded). */
  connectors?: Partial<Connectors>;
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
    connectors: connectorsWith(opts.connectors),
    books,
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

/** The `n` column of a one-row `COUNT(*) as n` query, as a number (0 when there is no row). */
export async function countOf(q: PromiseLike<unknown[]>): Promise<number> {
  const [row] = (await q) as Array<Record<string, unknown>>;
  return Number(row?.n ?? 0);
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
