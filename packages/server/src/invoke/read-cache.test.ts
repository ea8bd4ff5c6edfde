/**
 * The read cache (invoke/read-cache.ts) as a client sees it: a cached read answers exactly what
 * the handler would answer at that moment, after any sequence of writes (through the API, by SQL
 * as a sync or another process would, to the store row) and clock moves, on SQLite and, when a
 * server answers, PostgreSQL. The oracle is a second app on the same database with the cache off.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app';
import { allHandlers } from '../handlers';
import { useTestServer, testResolver, startTestServer, type TestServer } from '@storeops/testkit/server';
import { postgresSuiteTitle, probePostgres, startPostgresTestServer } from '@storeops/testkit/postgres';
import { ReadCache } from './read-cache';

const DAY = 86_400_000;
const start = Date.now();

type Action =
  | { kind: 'read'; op: string; args: Record<string, unknown> }
  | { kind: 'create_alert'; severity: 'critical' | 'warning' | 'info' }
  | { kind: 'product'; pick: number; field: 'title' | 'price_cents' | 'lifecycle_state' | 'storefront_status' }
  | { kind: 'variant_price'; pick: number; cents: number }
  | { kind: 'decision'; pick: number; offsetHours: number; bucket: string }
  | { kind: 'resolve_alert'; pick: number }
  | { kind: 'threshold'; pick: number; floor: number }
  | { kind: 'rename_store'; n: number }
  | { kind: 'clock'; hours: number };

const reads = fc.oneof(
  fc.constant({ kind: 'read' as const, op: 'get_store_overview', args: {} }),
  fc.record({
    kind: fc.constant('read' as const),
    op: fc.constant('query_products'),
    args: fc.record({ limit: fc.integer({ min: 1, max: 20 }), sort: fc.constantFrom('updated_desc', 'roas_desc', 'created_desc') }),
  }),
  fc.record({
    kind: fc.constant('read' as const),
    op: fc.constant('get_variants'),
    args: fc.record({ limit: fc.integer({ min: 1, max: 10 }) }),
  }),
  fc.constant({ kind: 'read' as const, op: 'get_calibration', args: {} }),
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: reads, weight: 5 },
  fc.record({
    kind: fc.constant('create_alert' as const),
    severity: fc.constantFrom('critical' as const, 'warning' as const, 'info' as const),
  }),
  fc.record({
    kind: fc.constant('product' as const),
    pick: fc.nat(),
    field: fc.constantFrom('title' as const, 'price_cents' as const, 'lifecycle_state' as const, 'storefront_status' as const),
  }),
  fc.record({ kind: fc.constant('variant_price' as const), pick: fc.nat(), cents: fc.integer({ min: 100, max: 99_999 }) }),
  fc.record({
    kind: fc.constant('decision' as const),
    pick: fc.nat(),
    offsetHours: fc.integer({ min: -200, max: 30 }),
    bucket: fc.constantFrom('live', 'queued', 'failed', 'suggested', 'reverted', 'noop'),
  }),
  fc.record({ kind: fc.constant('resolve_alert' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('threshold' as const), pick: fc.nat(), floor: fc.double({ min: 0, max: 5, noNaN: true }) }),
  fc.record({ kind: fc.constant('rename_store' as const), n: fc.nat(999) }),
  { arbitrary: fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 0, max: 60 }) }), weight: 2 },
);

async function listen(app: App): Promise<{ url: string; server: Server }> {
  const server: Server = await new Promise((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function suite(name: string, open: (now: () => Date) => Promise<TestServer>, skip = false) {
  describe.skipIf(skip)(name, () => {
    let clock = start;
    const now = () => new Date(clock);
    let t: TestServer;
    let oracle: App;
    let oracleServer: { url: string; server: Server };
    let key: string;

    beforeAll(async () => {
      t = await open(now);
      oracle = createApp({
        db: t.db,
        handlers: allHandlers,
        now,
        readCache: false,
        webhooks: { allowLoopback: false, resolver: testResolver(), dispatch: false },
        jobs: { run: false },
        log: () => {},
      });
      oracleServer = await listen(oracle);
      key = await t.key(['read', 'automation:write']);
      // Hundreds of calls a minute: the store's own limit raised (the seed's per-store override).
      await t.db('stores').where({ id: t.hostedStoreId }).update({ rate_limit_per_minute: 100_000 });
    }, 120_000);
    afterAll(async () => {
      await new Promise<void>((resolve) => {
        oracleServer?.server.close(() => resolve());
        oracleServer?.server.closeAllConnections();
      });
      await oracle?.stop();
      await oracle?.audit.drain();
      await t?.close();
    });

    const post = async (base: string, tool: string, args: unknown) => {
      const res = await fetch(`${base}/api/v1/tools/${tool}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify(args),
      });
      return { status: res.status, body: (await res.json()) as { ok: boolean; result?: unknown } };
    };
    // The REST surface's clock is the request's arrival (real time); the invoke core takes any
    // clock, so the clock's own effect on cached answers is checked there, on both apps alike.
    const invokeAt = async (app: App, op: string, args: Record<string, unknown>): Promise<unknown> => {
      const out = await app.invoker.invoke(op, args, {
        credential: {
          id: 'key_read_cache_test',
          storeId: t.hostedStoreId,
          kind: 'live',
          scopes: ['read'],
          autoApply: false,
          ipAllowlist: null,
          expiresAt: null,
          label: 'read cache test',
        },
        store: await app.stores.get(t.hostedStoreId),
        requestId: 'req_read_cache_test',
        surface: 'rest',
        now: new Date(clock),
      });
      if (!out.ok) throw out.error;
      return out.result;
    };
    const lookups = async (op: string, result: 'hit' | 'miss'): Promise<number> => {
      const text = (await t.app.metrics.render()).text;
      const m = new RegExp(`^storeops_read_cache_total\\{operation="${op}",result="${result}"\\} (\\d+)$`, 'm').exec(text);
      return m === null ? 0 : Number(m[1]);
    };
    const pickRow = async (table: string, pick: number): Promise<Record<string, unknown>> => {
      const rows = (await t.db(table).where({ store_id: t.hostedStoreId }).orderBy('id').select('*')) as Array<Record<string, unknown>>;
      return rows[pick % rows.length]!;
    };

    async function apply(a: Action): Promise<void> {
      const iso = new Date(clock).toISOString();
      switch (a.kind) {
        case 'read': {
          const cached = await post(t.baseUrl, a.op, a.args);
          const fresh = await post(oracleServer.url, a.op, a.args);
          expect(cached.status, JSON.stringify(cached.body)).toBe(200);
          expect(cached.body).toEqual(fresh.body);
          expect(await invokeAt(t.app, a.op, a.args)).toEqual(await invokeAt(oracle, a.op, a.args));
          return;
        }
        case 'create_alert': {
          const r = await post(t.baseUrl, 'create_alert', { severity: a.severity, title: 'cache check', message: 'read after write' });
          expect(r.status).toBe(200);
          return;
        }
        case 'product': {
          const p = await pickRow('products', a.pick);
          const change = {
            title: { title: `${String(p.title)} *` },
            price_cents: { price_cents: Number(p.price_cents) + 1 },
            lifecycle_state: { lifecycle_state: p.lifecycle_state === 'paused' ? 'active' : 'paused' },
            storefront_status: { storefront_status: p.storefront_status === 'draft' ? 'active' : 'draft' },
          }[a.field];
          await t
            .db('products')
            .where({ id: p.id })
            .update({ ...change, updated_at: iso });
          return;
        }
        case 'variant_price': {
          const v = await pickRow('variants', a.pick);
          await t.db('variants').where({ id: v.id }).update({ price_cents: a.cents });
          return;
        }
        case 'decision': {
          const d = await pickRow('decisions', a.pick);
          await t.db('decisions').insert({
            ...d,
            id: `dec_cache_${Math.random().toString(36).slice(2)}`,
            bucket: a.bucket,
            created_at: new Date(clock + a.offsetHours * 3_600_000).toISOString(),
          });
          return;
        }
        case 'resolve_alert': {
          const open = (await t
            .db('alerts')
            .where({ store_id: t.hostedStoreId })
            .whereNull('resolved_at')
            .orderBy('id')
            .select('id')) as Array<{
            id: string;
          }>;
          if (open.length > 0)
            await t
              .db('alerts')
              .where({ id: open[a.pick % open.length]!.id })
              .update({ resolved_at: iso });
          return;
        }
        case 'threshold': {
          const th = await pickRow('calibration_thresholds', a.pick);
          await t.db('calibration_thresholds').where({ id: th.id }).update({ floor: a.floor, calibrated_at: iso });
          return;
        }
        case 'rename_store': {
          await t
            .db('stores')
            .where({ id: t.hostedStoreId })
            .update({ name: `Northwind ${a.n}` });
          // Both apps keep store rows 5 s (stores.ts); the dashboard's settings writes forget them the same way.
          t.app.stores.forget(t.hostedStoreId);
          oracle.stores.forget(t.hostedStoreId);
          return;
        }
        case 'clock':
          clock += a.hours * 3_600_000;
          return;
      }
    }

    it('a repeated read is answered from the cache, the same answer', async () => {
      const [hits, misses] = [await lookups('get_store_overview', 'hit'), await lookups('get_store_overview', 'miss')];
      const first = await post(t.baseUrl, 'get_store_overview', {});
      const second = await post(t.baseUrl, 'get_store_overview', {});
      expect(second.body).toEqual(first.body);
      expect(await lookups('get_store_overview', 'miss')).toBe(misses + 1);
      expect(await lookups('get_store_overview', 'hit')).toBe(hits + 1);
      // Arguments in another key order are the same arguments.
      await post(t.baseUrl, 'query_products', { limit: 5, sort: 'updated_desc' });
      const h = await lookups('query_products', 'hit');
      await post(t.baseUrl, 'query_products', { sort: 'updated_desc', limit: 5 });
      expect(await lookups('query_products', 'hit')).toBe(h + 1);
    });

    it('a read right after a write through the API sees the write', async () => {
      const before = (await post(t.baseUrl, 'get_store_overview', {})).body.result as { open_alert_count: number };
      await post(t.baseUrl, 'get_store_overview', {});
      expect((await post(t.baseUrl, 'create_alert', { severity: 'critical', title: 't', message: 'm' })).status).toBe(200);
      const after = (await post(t.baseUrl, 'get_store_overview', {})).body.result as { open_alert_count: number };
      expect(after.open_alert_count).toBe(before.open_alert_count + 1);
    });

    it('the decision census moves with the clock alone, exactly when a decision leaves its 7-day window', async () => {
      // From just after the newest decision on, no decision lies ahead of the clock: only leaving moves the census.
      const newest = (await t.db('decisions').where({ store_id: t.hostedStoreId }).max({ at: 'created_at' }).first()) as { at: string };
      clock = Math.max(clock, Date.parse(newest.at) + 3_600_000);
      const census = async () => (await invokeAt(t.app, 'get_store_overview', {})) as { decisions: { total: number } };
      const oldest = (await t
        .db('decisions')
        .where({ store_id: t.hostedStoreId })
        .where('created_at', '>=', new Date(clock - 7 * DAY).toISOString())
        .where('created_at', '<=', new Date(clock).toISOString())
        .min({ at: 'created_at' })
        .first()) as { at: string | null };
      expect(oldest.at).not.toBeNull();
      const total = (await census()).decisions.total;
      const leaves = Date.parse(oldest.at!) + 7 * DAY + 1;
      clock = leaves - 1;
      expect((await census()).decisions.total).toBe(total);
      clock = leaves;
      const moved = (await census()).decisions.total;
      expect(moved).toBeLessThan(total);
      expect(await invokeAt(oracle, 'get_store_overview', {})).toMatchObject({ decisions: { total: moved } });
    });

    it('after any sequence of writes and clock moves, a cached read answers what the handler answers', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), async (actions) => {
          for (const a of actions) await apply(a);
          // Every cached read once more at the end, so each sequence ends with a comparison.
          for (const op of ['get_store_overview', 'get_calibration']) await apply({ kind: 'read', op, args: {} });
          await apply({ kind: 'read', op: 'query_products', args: { limit: 10 } });
        }),
        { numRuns: 25 },
      );
      expect(await lookups('query_products', 'hit')).toBeGreaterThan(0);
    }, 120_000);
  });
}

suite('read cache on a SQLite file', (now) => startTestServer({ scale: 0.1, now }));

const unreachable = await probePostgres();
suite(
  postgresSuiteTitle('read cache on PostgreSQL', unreachable),
  (now) => startPostgresTestServer('readcache', { scale: 0.1, now }),
  unreachable !== null,
);

describe('ReadCache', () => {
  const t = useTestServer({ scale: 0.05 });

  it('concurrent misses of one key share one computation; answers are frozen; failures are not kept', async () => {
    const lookups: string[] = [];
    const cache = new ReadCache(t.db, { onLookup: (_op, result) => lookups.push(result) });
    const store = {
      id: t.hostedStoreId,
      name: 'n',
      tenantType: 'hosted_storefront' as const,
      currency: 'EUR',
      lastSyncedAt: null,
      sandbox: false,
    };
    const call = { store, scopes: ['read'], now: new Date() };
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 20));
      return { list: [{ a: 1 }] };
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => cache.answer('get_calibration', {}, call, compute).then((a) => a.result)),
    );
    expect(runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    // One call ran the handler; the seven that arrived while it ran are counted as shared.
    expect(lookups.sort()).toEqual(['miss', ...Array<string>(7).fill('shared')]);
    await cache.answer('get_calibration', {}, call, compute);
    expect(lookups.at(-1)).toBe('hit');
    expect(() => {
      (answers[0] as { list: Array<{ a: number }> }).list[0]!.a = 2;
    }).toThrow(TypeError);
    await expect(
      cache.answer('get_variants', {}, call, async () => {
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    expect((await cache.answer('get_variants', {}, call, async () => 'second try')).result).toBe('second try');
    // Another caller's scopes, another store row, other arguments: other entries.
    expect((await cache.answer('get_calibration', {}, { ...call, scopes: ['catalog:read'] }, async () => 'other scopes')).result).toBe(
      'other scopes',
    );
    expect(
      (await cache.answer('get_calibration', {}, { ...call, store: { ...store, name: 'm' } }, async () => 'other store row')).result,
    ).toBe('other store row');
    expect((await cache.answer('get_calibration', { x: 1 }, call, async () => 'other args')).result).toBe('other args');
    // An answer valid until a moment serves calls before it only.
    const at = call.now.getTime();
    await cache.answer('get_store_overview', {}, call, async (validUntil) => {
      validUntil(new Date(at + 1_000));
      return 'early';
    });
    expect((await cache.answer('get_store_overview', {}, { ...call, now: new Date(at + 999) }, async () => 'recomputed')).result).toBe(
      'early',
    );
    expect((await cache.answer('get_store_overview', {}, { ...call, now: new Date(at + 1_000) }, async () => 'recomputed')).result).toBe(
      'recomputed',
    );
    expect(runs).toBe(1);
  });
});
