/**
 * `@storeops/testkit/server`: the HTTP test server of every end-to-end test (server core, domain
 * HTTP tests under packages/domains/<domain>/test/, SDK, bench): a real SQLite file in a temp
 * folder (or a PostgreSQL database, see ./postgres), migrated and seeded with the deterministic
 * demo data, the real app listening on 127.0.0.1:<random port>, and keys minted through the same
 * code as `pnpm keys create`. Also re-exports the few server pieces those tests reach for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Knex } from 'knex';
import { openDatabase, migrateLatest, seedDemo } from '@storeops/db';
import { eventDataValidators, eventValidators, type AllHandlers, type Deprecation, type EventType } from '@storeops/contract';
import { allHandlers, answerClientErrors, createApp, mintKey, type App, type AppOptions, type MintOptions } from '@storeops/server';
import type { Resolver } from '@storeops/egress';
import { afterAll, beforeAll, expect } from 'vitest';

// Server pieces the domains' HTTP tests use beside the test server (the domain packages do not
// depend on @storeops/server: it depends on them).
export { allHandlers, mintKey, readBackAll, toServiceError } from '@storeops/server';

/** The operator `TestServer.decide` decides as by default. */
export const TEST_OPERATOR = { id: 'op-test', email: 'operator@test.example' } as const;

/** A running test server: the app on 127.0.0.1, its seeded database, and helpers to call it. */
export interface TestServer {
  baseUrl: string;
  db: Knex;
  app: App;
  /** The clock of the seed (its anchor day) and of the service: `TestServerOptions.now`, default the wall clock. */
  now: () => Date;
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
  /**
   * An operator's decision on a card of the hosted store (unless `storeId`), exactly as the
   * dashboard's approve / reject: `app.invoker.decideApproval`. Default operator: TEST_OPERATOR.
   */
  decide(
    approvalId: string,
    decision: 'approve' | 'reject',
    opts?: { operator?: { id: string; email: string }; reason?: string; now?: Date; storeId?: string },
  ): ReturnType<App['invoker']['decideApproval']>;
  /** The types of the outbox events about `subject` (an approval, order, ... id), oldest first. */
  eventTypes(subject: string): Promise<string[]>;
  /** Drains the audit log, then reads the audit row of a request id (undefined when there is none). */
  auditRow(requestId: string): Promise<any>;
  close(): Promise<void>;
}

/** Options of {@link startTestServer}; every one defaults to the demo's embedded, offline setup. */
export interface TestServerOptions {
  /** A postgres:// URL of an empty database to use instead of a temporary SQLite file. */
  databaseUrl?: string;
  handlers?: AllHandlers;
  deprecations?: readonly Deprecation[];
  now?: () => Date;
  scale?: number;
  /** The hosted demo store's currency (seed option `hostedCurrency`, default `EUR`), e.g. `JPY` for a zero-decimal store. */
  hostedCurrency?: string;
  /** Receives the app's log lines (default: dropped). */
  log?: (message: string) => void;
  /** Host settings of the app (AppOptions `publicUrl` / `allowedHosts`; see http/hosts.ts). */
  publicUrl?: string;
  allowedHosts?: readonly string[];
  /**
   * Webhook egress and dispatch (AppOptions `webhooks`). Default: loopback not allowed,
   * `testResolver()` (no test depends on, or reaches, the machine's DNS), and no dispatcher running
   * (a test that delivers asks for one: `dispatch: true`, or drives `app.dispatcher.drain()`).
   */
  webhooks?: AppOptions['webhooks'];
  /** The OAuth server's options (AppOptions `oauth`: extra trusted roots for metadata documents). */
  oauth?: AppOptions['oauth'];
  /** Platform adapters in place of the embedded ones (AppOptions `connectors`, e.g. `{ storefront }`). */
  connectors?: AppOptions['connectors'];
  /** The web the research operations read (AppOptions `web`; default `offline`, the corpus only). */
  web?: AppOptions['web'];
  /**
   * The job runner (AppOptions `jobs`). Default: not running (a test runs queued jobs with
   * `app.jobs.drain()`, or asks for a running one: `run: true`).
   */
  jobs?: AppOptions['jobs'];
  /** The domains' sweeps (AppOptions `sweeps`). Default: not run by the loop (a test runs one with `app.sweep(name)`). */
  sweeps?: AppOptions['sweeps'];
}

/**
 * Public addresses the test resolver answers for the hosts the documented examples use
 * (`https://example.com/...`): example.com's real addresses, standing in for public DNS.
 */
export const TEST_DNS: Readonly<Record<string, readonly string[]>> = {
  'example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  localhost: ['127.0.0.1', '::1'],
};

/**
 * A resolver that never leaves the process: names in `table` (default TEST_DNS) resolve to their
 * addresses, anything else fails as an unknown name does (`ENOTFOUND`).
 */
export function testResolver(table: Readonly<Record<string, readonly string[]>> = TEST_DNS): Resolver {
  return async (hostname) => {
    const addresses = table[hostname.toLowerCase()];
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

/**
 * A test clock that starts at 12:00 UTC of the wall clock's UTC day and advances with real time:
 * that day is the same calendar day in both demo stores' time zones (Europe/Amsterdam, UTC+1/+2;
 * America/New_York, UTC-5/-4), whatever hour the suite runs at. For tests whose subject is not a
 * day boundary but which name "today's" period or window (pass as `TestServerOptions.now`).
 */
export function middayClock(): () => Date {
  const startedAt = Date.now();
  const midday = Math.floor(startedAt / 86_400_000) * 86_400_000 + 12 * 3_600_000;
  return () => new Date(midday + (Date.now() - startedAt));
}

/** A response read whole: status, headers, and the body parsed as JSON, or its text when it is not JSON (CSV, HTML, empty). */
export async function readReply(res: Response): Promise<{ status: number; headers: Headers; body: any }> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body };
}

/**
 * The server's handlers with `get_calibration` failing as an unexpected fault would (a rejected
 * promise with `message`): for tests of the 500 `server_error` answer.
 */
export function failingHandlers(message = 'disk on fire'): AllHandlers {
  return { ...allHandlers, catalog: { ...allHandlers.catalog, get_calibration: async () => Promise.reject(new Error(message)) } };
}

/**
 * Starts a test server: a fresh SQLite file (or `databaseUrl`), migrated and seeded with the demo
 * stores (scale `scale`, default 1; history ending on `now()`'s day), the app listening on
 * 127.0.0.1 at a random port. `close()` stops the app, drains the audit log and removes the file.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'storeops-test-'));
  const db =
    opts.databaseUrl !== undefined
      ? openDatabase({ databaseUrl: opts.databaseUrl })
      : openDatabase({ filename: join(dir, 'storeops.sqlite') });
  await migrateLatest(db);
  // One clock for the seed and the service: the seed's history ends on the clock's day.
  const clock = opts.now ?? (() => new Date());
  const { hostedStoreId, businessStoreId } = await seedDemo(db, {
    scale: opts.scale ?? 1,
    anchor: clock(),
    ...(opts.hostedCurrency !== undefined ? { hostedCurrency: opts.hostedCurrency } : {}),
  });
  const app = createApp({
    db,
    handlers: opts.handlers ?? allHandlers,
    now: clock,
    ...(opts.deprecations !== undefined ? { deprecations: opts.deprecations } : {}),
    ...(opts.publicUrl !== undefined ? { publicUrl: opts.publicUrl } : {}),
    ...(opts.allowedHosts !== undefined ? { allowedHosts: opts.allowedHosts } : {}),
    webhooks: {
      ...opts.webhooks,
      allowLoopback: opts.webhooks?.allowLoopback ?? false,
      resolver: opts.webhooks?.resolver ?? testResolver(),
      dispatch: opts.webhooks?.dispatch ?? false,
    },
    ...(opts.oauth !== undefined ? { oauth: opts.oauth } : {}),
    ...(opts.connectors !== undefined ? { connectors: opts.connectors } : {}),
    ...(opts.web !== undefined ? { web: opts.web } : {}),
    jobs: { ...opts.jobs, run: opts.jobs?.run ?? false },
    sweeps: { ...opts.sweeps, run: opts.sweeps?.run ?? false },
    log: opts.log ?? (() => {}),
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  answerClientErrors(server, {
    audit: app.audit,
    ...(opts.publicUrl !== undefined ? { publicUrl: opts.publicUrl } : {}),
    ...(opts.log !== undefined ? { log: opts.log } : {}),
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    db,
    app,
    now: clock,
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
      return readReply(res);
    },
    async decide(approvalId, decision, o = {}) {
      return app.invoker.decideApproval({
        store: await app.stores.get(o.storeId ?? hostedStoreId),
        operator: o.operator ?? TEST_OPERATOR,
        approvalId,
        decision,
        ...(o.reason !== undefined ? { reason: o.reason } : {}),
        requestId: 'req_test_decision',
        now: o.now ?? clock(),
      });
    },
    async eventTypes(subject) {
      return (await db('outbox').where({ subject }).orderBy('seq')).map((e: { type: string }) => e.type);
    },
    async auditRow(requestId) {
      await app.audit.drain();
      return db('audit_log').where({ request_id: requestId }).first();
    },
    async close() {
      await app.stop();
      // Connections a test left open (a response body it never read) are cut, not waited for:
      // Node 24's fetch keeps such sockets busy until the server's headers timeout (~50 s).
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await app.audit.drain();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A key a suite mints on its test server: its scopes (on the hosted store), or its scopes with mint
 * options; `store: 'business'` mints it on the business demo store.
 */
export type KeySpec = string[] | ({ scopes: string[]; store?: 'hosted' | 'business' } & Partial<Omit<MintOptions, 'scopes' | 'storeId'>>);

/** The test server of a suite ({@link useTestServer}) with the clear keys it minted, by name. */
export type SuiteServer<K extends string> = TestServer & { readonly keys: Readonly<Record<K, string>> };

/**
 * The usual frame of an HTTP test file: registers a vitest `beforeAll` (timeout `hookTimeoutMs`,
 * default the config's) that starts a test server (`opts` as {@link startTestServer}) and mints
 * `keys` in their listed order, and an `afterAll` that closes it. The returned object is filled in
 * by that `beforeAll` (read it inside hooks and tests, not at module level); a file's own later
 * `beforeAll` hooks run after it and may use it.
 */
export function useTestServer<K extends string = never>(
  opts: TestServerOptions = {},
  keys: Readonly<Record<K, KeySpec>> = {} as Record<K, KeySpec>,
  hookTimeoutMs?: number,
): SuiteServer<K> {
  return useServer(() => startTestServer(opts), keys, hookTimeoutMs);
}

/** {@link useTestServer} with the server started by `start` (e.g. on a PostgreSQL database). */
export function useServer<K extends string>(
  start: () => Promise<TestServer>,
  keys: Readonly<Record<K, KeySpec>>,
  hookTimeoutMs?: number,
): SuiteServer<K> {
  const minted = {} as Record<K, string>;
  const suite = { keys: minted } as SuiteServer<K>;
  let started: TestServer | undefined;
  beforeAll(async () => {
    const t = await start();
    started = t;
    Object.assign(suite, t);
    for (const [name, spec] of Object.entries(keys) as Array<[K, KeySpec]>) {
      if (Array.isArray(spec)) {
        minted[name] = await t.key(spec);
      } else {
        const { scopes, store, ...extra } = spec;
        minted[name] = await t.key(scopes, { ...extra, ...(store === 'business' ? { storeId: t.businessStoreId } : {}) });
      }
    }
  }, hookTimeoutMs);
  // A server that failed to start has nothing to close (the failure is beforeAll's to report).
  afterAll(async () => started?.close());
  return suite;
}

/** An outbox row as the delivered CloudEvents envelope (seed §Events); `sandbox` only on a sandbox store's events. */
export interface OutboxEnvelope {
  specversion: string;
  id: string;
  source: string;
  type: EventType;
  subject: string;
  time: string;
  datacontenttype: string;
  sandbox?: true;
  data: any;
}

/** The outbox rows about `subject`, oldest first (by `seq`), as delivered envelopes; only those of `type` when given. */
export async function outboxEnvelopes(db: Knex, subject: string, type?: EventType): Promise<OutboxEnvelope[]> {
  const rows: Array<Record<string, any>> = await db('outbox').where({ subject }).orderBy('seq');
  return rows
    .filter((r) => type === undefined || r.type === type)
    .map((r) => ({
      specversion: r.specversion,
      id: r.id,
      source: r.source,
      type: r.type as EventType,
      subject: r.subject,
      time: r.time,
      datacontenttype: r.datacontenttype,
      ...(r.sandbox === true || r.sandbox === 1 ? { sandbox: true as const } : {}),
      data: JSON.parse(r.data as string),
    }));
}

/** Asserts an envelope passes the contract's generated event validators of its type (envelope and data). */
export function expectValidEvent(e: OutboxEnvelope): void {
  expect(eventValidators[e.type](e), JSON.stringify(eventValidators[e.type].errors)).toBe(true);
  expect(eventDataValidators[e.type](e.data), JSON.stringify(eventDataValidators[e.type].errors)).toBe(true);
}
