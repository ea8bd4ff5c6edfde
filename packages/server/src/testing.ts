/**
 * Test harness (exported for other packages' end-to-end tests): a real SQLite file in a temp
 * folder, migrated and seeded with the deterministic demo data, the real app listening on
 * 127.0.0.1:<random port>, and keys minted through the same code as `pnpm keys create`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Knex } from 'knex';
import { openDatabase, migrateLatest, seedDemo } from '@storeops/db';
import type { AllHandlers } from '@storeops/contract';
import { createApp, type App } from './app';
import { allHandlers } from './handlers';
import { mintKey, type MintOptions } from './auth/keys';

export interface TestServer {
  baseUrl: string;
  db: Knex;
  app: App;
  hostedStoreId: string;
  businessStoreId: string;
  /** Mints a key on the hosted store unless `storeId` says otherwise; returns the clear key. */
  key(scopes: string[], extra?: Partial<MintOptions>): Promise<string>;
  /** POSTs a JSON body (or raw text) to a tool and returns status, headers and parsed body. */
  call(
    tool: string,
    body: unknown,
    key?: string,
    init?: { rawBody?: string; contentType?: string },
  ): Promise<{ status: number; headers: Headers; body: any }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  handlers?: AllHandlers;
  now?: () => Date;
  scale?: number;
}

export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'storeops-test-'));
  const db = openDatabase({ filename: join(dir, 'storeops.sqlite') });
  await migrateLatest(db);
  const { hostedStoreId, businessStoreId } = await seedDemo(db, { scale: opts.scale ?? 1 });
  const app = createApp({
    db,
    handlers: opts.handlers ?? allHandlers,
    ...(opts.now !== undefined ? { now: opts.now } : {}),
    log: () => {},
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    db,
    app,
    hostedStoreId,
    businessStoreId,
    async key(scopes, extra = {}) {
      const minted = await mintKey(db, { storeId: hostedStoreId, kind: 'live', scopes, ...extra });
      return minted.key;
    },
    async call(tool, body, key, init = {}) {
      const headers: Record<string, string> = { 'content-type': init.contentType ?? 'application/json' };
      if (key !== undefined) headers.authorization = `Bearer ${key}`;
      const res = await fetch(`${baseUrl}/api/v1/tools/${tool}`, {
        method: 'POST',
        headers,
        body: init.rawBody ?? JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // keep text
      }
      return { status: res.status, headers: res.headers, body: parsed };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.audit.drain();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
