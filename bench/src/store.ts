/**
 * The store every bench runs against: a fresh SQLite file with the deterministic demo seed
 * (BENCH_SCALE), or with BENCH_PG_URL (an admin URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)
 * a fresh PostgreSQL database made on that server (dropped by `drop()`), one live key, the full app (createApp: admission, invoke core, audit group commit)
 * and a handler context for calling domain handlers directly (the bare baselines).
 * The bench key is one credential far above the default 120 requests/minute, so the store gets its
 * own per-store limit (the documented knob): the pipeline still counts every request but never refuses.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, createStoreScope, migrateLatest, openDatabase, seedDemo } from '@storeops/db';
import { allHandlers, books, createApp, mintKey } from '@storeops/server';
import type { HandlerContext } from '@storeops/contract';
import { EMBEDDED_CONNECTORS } from '@storeops/connectors-embedded';

export interface BenchStore {
  db: ReturnType<typeof openDatabase>;
  hostedStoreId: string;
  minted: Awaited<ReturnType<typeof mintKey>>;
  full: ReturnType<typeof createApp>;
  /** A read context at the hosted store (no auth, no audit), for bare handlers. */
  ctx: HandlerContext;
  /** Closes the database (and drops it on PostgreSQL). */
  drop: () => Promise<void>;
}

/**
 * A fresh database for a bench: SQLite in a temporary folder, or with BENCH_PG_URL a new PostgreSQL
 * database on that server. `env` is what a server process needs (`DATABASE_URL` / `STOREOPS_DB_FILE`).
 */
export async function freshBenchDatabase(): Promise<{
  db: ReturnType<typeof openDatabase>;
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const admin = process.env.BENCH_PG_URL;
  if (admin === undefined) {
    const file = join(mkdtempSync(join(tmpdir(), 'storeops-bench-')), 'bench.sqlite');
    const db = openDatabase({ filename: file });
    return { db, env: { STOREOPS_DB_FILE: file }, drop: () => db.destroy() };
  }
  const scratch = await createScratchDatabase(admin, 'bench');
  const db = openDatabase({ databaseUrl: scratch.url });
  return {
    db,
    env: { DATABASE_URL: scratch.url },
    drop: async () => {
      await db.destroy();
      await scratch.drop();
    },
  };
}

export async function openBenchStore(scopes: string[]): Promise<BenchStore> {
  const { db, drop } = await freshBenchDatabase();
  await migrateLatest(db);
  const { hostedStoreId } = await seedDemo(db, { scale: Number(process.env.BENCH_SCALE ?? 1) });
  // Planner statistics, as autovacuum would have them on a running store (without them PostgreSQL
  // plans the first minutes on empty-table estimates, and autovacuum's ANALYZE lands mid-run).
  if (process.env.BENCH_PG_URL !== undefined) await db.raw('analyze');
  await db('stores').where({ id: hostedStoreId }).update({ rate_limit_per_minute: 100_000_000 });
  const minted = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes });
  const storeRow = await db('stores').where({ id: hostedStoreId }).first();
  const full = createApp({ db, handlers: allHandlers, log: () => {} });
  const ctx: HandlerContext = {
    scope: createStoreScope(db, hostedStoreId),
    directory: { get: () => Promise.reject(new Error("the store directory is the invoke core's; bench it through HTTP")) },
    store: {
      id: storeRow.id,
      name: storeRow.name,
      tenantType: storeRow.tenant_type,
      currency: storeRow.currency,
      lastSyncedAt: storeRow.last_synced_at,
      sandbox: false,
    },
    credential: { id: minted.id, kind: 'live', scopes: ['read'] },
    books,
    access: () => 'allowed',
    mayRead: () => true,
    governance: { evaluate: () => Promise.reject(new Error("the governance gates are the invoke core's; test simulate through HTTP")) },
    requestId: 'bench',
    surface: 'rest',
    now: new Date(),
    egress: { allowLoopback: false, resolver: () => Promise.reject(new Error('the bench reaches no network')) },
    connectors: EMBEDDED_CONNECTORS,
  };
  return { db, hostedStoreId, minted, full, ctx, drop };
}
