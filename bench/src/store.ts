/**
 * The store every bench runs against: a fresh SQLite file with the deterministic demo seed
 * (BENCH_SCALE), one live key, the full app (createApp: admission, invoke core, audit group commit)
 * and a handler context for calling domain handlers directly (the bare baselines).
 * The bench key is one credential far above the default 120 requests/minute, so the store gets its
 * own per-store limit (the documented knob): the pipeline still counts every request but never refuses.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStoreScope, migrateLatest, openDatabase, seedDemo } from '@storeops/db';
import { allHandlers, createApp, mintKey } from '@storeops/server';
import type { HandlerContext } from '@storeops/contract';

export interface BenchStore {
  db: ReturnType<typeof openDatabase>;
  hostedStoreId: string;
  minted: Awaited<ReturnType<typeof mintKey>>;
  full: ReturnType<typeof createApp>;
  /** A read context at the hosted store (no auth, no audit), for bare handlers. */
  ctx: HandlerContext;
}

export async function openBenchStore(scopes: string[]): Promise<BenchStore> {
  const db = openDatabase({ filename: join(mkdtempSync(join(tmpdir(), 'storeops-bench-')), 'bench.sqlite') });
  await migrateLatest(db);
  const { hostedStoreId } = await seedDemo(db, { scale: Number(process.env.BENCH_SCALE ?? 1) });
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
    access: () => 'allowed',
    mayRead: () => true,
    governance: { evaluate: () => Promise.reject(new Error("the governance gates are the invoke core's; test simulate through HTTP")) },
    requestId: 'bench',
    surface: 'rest',
    now: new Date(),
    egress: { allowLoopback: false, resolver: () => Promise.reject(new Error('the bench reaches no network')) },
  };
  return { db, hostedStoreId, minted, full, ctx };
}
