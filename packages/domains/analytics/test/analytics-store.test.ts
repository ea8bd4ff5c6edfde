/**
 * Analytics over the store's own data over HTTP: compare_periods (figures against the
 * rows, explicit ranges, movers, argument errors), get_ai_referred_orders (the contract's referrer
 * and utm rules, per-assistant counts, cursor paging, errors) and query_cannibalization (the
 * seeded substitute pairs are found, a non-pair is not, method and errors); scope refusals and the
 * business store without a storefront.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({}, { reader: ['analytics:read'], businessReader: { scopes: ['analytics:read'], store: 'business' } });

const DAY_MS = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const todayMs = () => Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());

interface OrderRow {
  id: string;
  created_at: string;
  channel: string;
  subtotal_cents: number;
  discount_cents: number;
  referring_site: string | null;
  utm_source: string | null;
}
async function ordersBetween(storeId: string, from: string, to: string): Promise<OrderRow[]> {
  return t
    .db('orders')
    .where('store_id', storeId)
    .where('created_at', '>=', `${from}T00:00:00.000Z`)
    .where('created_at', '<', new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString())
    .select('id', 'created_at', 'channel', 'subtotal_cents', 'discount_cents', 'referring_site', 'utm_source');
}
const net = (rows: OrderRow[]) => rows.reduce((a, o) => a + o.subtotal_cents - o.discount_cents, 0);

describe('compare_periods', () => {
  it('compares the last 7 days with the 7 before, every figure from the rows', async () => {
    const res = await t.call('compare_periods', {}, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const to = ymd(todayMs());
    expect(r.current).toEqual({ from: ymd(todayMs() - 6 * DAY_MS), to, days: 7 });
    expect(r.previous).toEqual({ from: ymd(todayMs() - 13 * DAY_MS), to: ymd(todayMs() - 7 * DAY_MS), days: 7 });
    expect(r.currency).toBe('EUR');
    const cur = await ordersBetween(t.hostedStoreId, r.current.from, r.current.to);
    const prev = await ordersBetween(t.hostedStoreId, r.previous.from, r.previous.to);
    expect(cur.length).toBeGreaterThan(0);
    expect(r.metrics.orders).toEqual({
      current: cur.length,
      previous: prev.length,
      absolute_change: cur.length - prev.length,
      relative_change: Math.round(((cur.length - prev.length) / prev.length) * 10_000) / 10_000,
    });
    expect(r.metrics.revenue.current).toBe(net(cur) / 100);
    expect(r.metrics.revenue.previous).toBe(net(prev) / 100);
    expect(r.metrics.aov.current).toBe(Math.round(net(cur) / cur.length) / 100);
    const perf = async (from: string, to: string) =>
      (await t
        .db('performance_daily')
        .where('store_id', t.hostedStoreId)
        .whereBetween('date', [from, to])
        .sum({ s: 'sessions', c: 'conversions', a: 'ad_spend_cents' })
        .first()) as { s: number; c: number; a: number };
    const p = await perf(r.previous.from, r.previous.to);
    expect(r.metrics.sessions.previous).toBe(Number(p.s));
    expect(r.metrics.conversions.previous).toBe(Number(p.c));
    expect(r.metrics.ad_spend.previous).toBe(Number(p.a) / 100);
    expect(r.metrics.roas.previous).toBe(Math.round((net(prev) / Number(p.a)) * 100) / 100);
    expect(r.metrics.conversion_rate.previous).toBe(Math.round((Number(p.c) / Number(p.s)) * 10_000) / 10_000);
    expect(r.breakdown).toBe('none');
    expect(r.risers).toEqual([]);
    expect(r.fallers).toEqual([]);
  });

  it('takes explicit ranges of different lengths and ranks channels by revenue change', async () => {
    const current = { from: ymd(todayMs() - 30 * DAY_MS), to: ymd(todayMs() - DAY_MS) };
    const previous = { from: ymd(todayMs() - 90 * DAY_MS), to: ymd(todayMs() - 61 * DAY_MS + DAY_MS * 10) };
    const res = await t.call('compare_periods', { current, previous, breakdown: 'channel', movers_limit: 20 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.current.days).toBe(30);
    expect(r.previous.days).toBe(40);
    const cur = await ordersBetween(t.hostedStoreId, current.from, current.to);
    const prev = await ordersBetween(t.hostedStoreId, previous.from, previous.to);
    const movers = [...r.risers, ...r.fallers];
    for (const m of movers) {
      expect(m.key).toBe(m.label);
      expect(m.current_revenue).toBe(net(cur.filter((o) => o.channel === m.key)) / 100);
      expect(m.previous_revenue).toBe(net(prev.filter((o) => o.channel === m.key)) / 100);
      expect(m.current_orders).toBe(cur.filter((o) => o.channel === m.key).length);
    }
    // Every channel with a change is listed (3 channels on the hosted store, limit 20).
    const channels = new Set([...cur, ...prev].map((o) => o.channel));
    const changed = [...channels].filter((c) => net(cur.filter((o) => o.channel === c)) !== net(prev.filter((o) => o.channel === c)));
    expect(movers.map((m: { key: string }) => m.key).sort()).toEqual(changed.sort());
    expect(r.risers.every((m: { absolute_change: number }) => m.absolute_change > 0)).toBe(true);
    expect(r.fallers.every((m: { absolute_change: number }) => m.absolute_change < 0)).toBe(true);
  });

  it('lists product risers and fallers, largest change first, capped by movers_limit', async () => {
    const res = await t.call('compare_periods', { window_days: 30, breakdown: 'product', movers_limit: 3 }, t.keys.reader);
    expect(res.status).toBe(200);
    const { risers, fallers, current } = res.body.result;
    expect(risers).toHaveLength(3);
    expect(fallers).toHaveLength(3);
    const changes = (l: Array<{ absolute_change: number }>) => l.map((m) => m.absolute_change);
    expect(changes(risers)).toEqual([...changes(risers)].sort((a, b) => b - a));
    expect(changes(fallers)).toEqual([...changes(fallers)].sort((a, b) => a - b));
    // The top riser's current revenue is the sum of its order lines in the current period.
    const top = risers[0];
    const row = (await t
      .db('order_line_items as li')
      .join('orders as o', 'o.id', 'li.order_id')
      .where('li.product_id', top.key)
      .where('o.created_at', '>=', `${current.from}T00:00:00.000Z`)
      .sum({ s: 'li.total_cents' })
      .first()) as { s: number };
    expect(top.current_revenue).toBe(Number(row.s) / 100);
    const product = await t.db('products').where('id', top.key).first('title');
    expect(top.label).toBe(product.title);
  });

  it('works on the business store without a storefront: order revenue, no sessions', async () => {
    const res = await t.call('compare_periods', { window_days: 30, breakdown: 'product' }, t.keys.businessReader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.currency).toBe('USD');
    expect(r.metrics.revenue.current).toBeGreaterThan(0);
    expect(r.metrics.sessions.current).toBe(0);
    expect(r.metrics.conversion_rate.current).toBeNull();
    expect(r.metrics.roas.current).toBeNull();
    expect(r.risers).toEqual([]);
  });

  it('refuses unusable arguments with invalid_request naming them, and needs analytics:read', async () => {
    const bad = async (body: object, arg: string) => {
      const res = await t.call('compare_periods', body, t.keys.reader);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toContain(arg);
    };
    await bad({ window_days: 7, current: { from: '2026-01-01', to: '2026-01-07' } }, 'current');
    await bad({ previous: { from: '2026-01-01', to: '2026-01-07' } }, 'previous');
    await bad({ current: { from: '2026-02-01', to: '2026-01-07' } }, 'current.to');
    await bad({ current: { from: '2024-01-01', to: '2026-01-07' } }, 'current');
    await bad({ current: { from: '2026-01-01', to: '2026-01-31' }, previous: { from: '2026-01-15', to: '2026-02-10' } }, 'previous');
    await bad({ window_days: 0 }, 'window_days');
    await bad({ breakdown: 'region' }, 'breakdown');
    await bad({ period: 'mtd' }, 'period');
    const other = await t.key(['orders:read']);
    const res = await t.call('compare_periods', {}, other);
    expect(res.status).toBe(403);
  });
});

/** The contract's rules, restated independently of the handler. */
const HOSTS: Record<string, string[]> = {
  chatgpt: ['chatgpt.com', 'chat.openai.com', 'openai.com'],
  perplexity: ['perplexity.ai'],
  gemini: ['gemini.google.com', 'bard.google.com'],
  copilot: ['copilot.microsoft.com', 'copilot.cloud.microsoft'],
  claude: ['claude.ai'],
};
const SOURCES: Record<string, string[]> = {
  chatgpt: ['chatgpt.com', 'chatgpt', 'openai'],
  perplexity: ['perplexity', 'perplexity.ai'],
  gemini: ['gemini', 'gemini.google.com', 'bard'],
  copilot: ['copilot', 'copilot.microsoft.com'],
  claude: ['claude', 'claude.ai', 'anthropic'],
};
function expected(o: { referring_site: string | null; utm_source: string | null }): string | null {
  if (o.referring_site !== null) {
    const host = new URL(o.referring_site).hostname;
    for (const [a, hs] of Object.entries(HOSTS)) if (hs.some((h) => host === h || host.endsWith(`.${h}`))) return a;
  }
  const s = o.utm_source?.trim().toLowerCase();
  if (s !== undefined) for (const [a, ss] of Object.entries(SOURCES)) if (ss.includes(s)) return a;
  return null;
}

describe('get_ai_referred_orders', () => {
  it('counts the last 30 days per assistant by the contract rules and pages every order once', async () => {
    const res = await t.call('get_ai_referred_orders', {}, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.to).toBe(ymd(todayMs()));
    expect(r.from).toBe(ymd(todayMs() - 29 * DAY_MS));
    const rows = await ordersBetween(t.hostedStoreId, r.from, r.to);
    const hits = rows.filter((o) => expected(o) !== null);
    expect(hits.length).toBeGreaterThan(20);
    expect(r.totals.ai_orders).toBe(hits.length);
    expect(r.totals.all_orders).toBe(rows.length);
    expect(r.totals.ai_revenue).toBe(net(hits) / 100);
    expect(r.assistants.map((a: { assistant: string }) => a.assistant)).toEqual(['chatgpt', 'perplexity', 'gemini', 'copilot', 'claude']);
    for (const a of r.assistants) {
      const mine = hits.filter((o) => expected(o) === a.assistant);
      expect(a.orders).toBe(mine.length);
      expect(a.revenue).toBe(net(mine) / 100);
    }
    expect(r.assistants.filter((a: { orders: number }) => a.orders > 0).length).toBeGreaterThanOrEqual(4);
    // Every matching order exactly once over the pages, newest first.
    const seen: Array<{ order_id: string; created_at: string; assistant: string }> = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { result: { orders: typeof seen; next_cursor: string | null } } } = await t.call(
        'get_ai_referred_orders',
        { limit: 25, ...(cursor === null ? {} : { cursor }) },
        t.keys.reader,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.result.orders);
      cursor = page.body.result.next_cursor;
    } while (cursor !== null);
    expect(seen.map((o) => o.order_id).sort()).toEqual(hits.map((o) => o.id).sort());
    const times = seen.map((o) => o.created_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const o of seen) expect(o.assistant).toBe(expected(hits.find((h) => h.id === o.order_id)!));
  });

  it('applies the referrer rule before utm_source, exact hosts and subdomains only', async () => {
    const day = ymd(todayMs() - 2 * DAY_MS);
    const rows = (await ordersBetween(t.hostedStoreId, day, day)).filter((o) => o.channel === 'online_store').slice(0, 5);
    const cases: Array<[string | null, string | null, string | null, string | null]> = [
      ['https://www.perplexity.ai/search?q=coat', 'chatgpt.com', 'perplexity', 'referring_site'],
      [null, '  Claude ', 'claude', 'utm_source'],
      ['https://evilchatgpt.com/', null, null, null],
      ['https://chatgpt.com.example.net/', 'newsletter', null, null],
      ['https://labs.copilot.microsoft.com/x', null, 'copilot', 'referring_site'],
    ];
    const before = await t
      .db('orders')
      .whereIn(
        'id',
        rows.map((o) => o.id),
      )
      .select('id', 'referring_site', 'utm_source');
    try {
      for (const [i, [ref, utm]] of cases.entries()) {
        await t.db('orders').where('id', rows[i]!.id).update({ referring_site: ref, utm_source: utm });
      }
      const res = await t.call('get_ai_referred_orders', { from: day, to: day, limit: 100 }, t.keys.reader);
      expect(res.status).toBe(200);
      const byId = new Map(res.body.result.orders.map((o: { order_id: string }) => [o.order_id, o]));
      for (const [i, [, , assistant, rule]] of cases.entries()) {
        const o = byId.get(rows[i]!.id) as { assistant: string; matched_by: string } | undefined;
        if (assistant === null) expect(o).toBeUndefined();
        else expect([o?.assistant, o?.matched_by]).toEqual([assistant, rule]);
      }
      const only = await t.call('get_ai_referred_orders', { from: day, to: day, assistant: 'claude' }, t.keys.reader);
      expect(only.body.result.orders.every((o: { assistant: string }) => o.assistant === 'claude')).toBe(true);
      expect(only.body.result.orders.map((o: { order_id: string }) => o.order_id)).toContain(rows[1]!.id);
    } finally {
      for (const b of before) await t.db('orders').where('id', b.id).update({ referring_site: b.referring_site, utm_source: b.utm_source });
    }
  });

  it('answers zeros for the business store, whose orders carry no attribution', async () => {
    const res = await t.call('get_ai_referred_orders', {}, t.keys.businessReader);
    expect(res.status).toBe(200);
    expect(res.body.result.totals.ai_orders).toBe(0);
    expect(res.body.result.totals.all_orders).toBeGreaterThan(0);
    expect(res.body.result.orders).toEqual([]);
    expect(res.body.result.currency).toBe('USD');
  });

  it('refuses unusable arguments with invalid_request naming them, and needs analytics:read', async () => {
    const bad = async (body: object, arg: string) => {
      const res = await t.call('get_ai_referred_orders', body, t.keys.reader);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toContain(arg);
    };
    await bad({ from: '2026-02-01', to: '2026-01-01' }, 'to');
    await bad({ from: '2024-01-01', to: '2026-01-01' }, 'from');
    await bad({ cursor: 'rv_abc' }, 'cursor');
    await bad({ assistant: 'siri' }, 'assistant');
    await bad({ limit: 101 }, 'limit');
    const res = await t.call('get_ai_referred_orders', {}, await t.key(['orders:read']));
    expect(res.status).toBe(403);
  });
});

/** The substitute pairs the scale-1 seed plants (seed/order-attribution.ts). */
const SEEDED: Array<[string, string]> = [
  ['softwash-wool-coat', 'recycled-rain-jacket'],
  ['brushed-fleece-pullover', 'everyday-polo-shirt'],
];
const pairKey = (p: { product_a: { handle: string }; product_b: { handle: string } }) =>
  [p.product_a.handle, p.product_b.handle].sort().join('|');

describe('query_cannibalization', () => {
  it('finds the seeded substitute pairs, states the method, and little else', async () => {
    const res = await t.call('query_cannibalization', {}, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.method.name).toBe('pearson_detrended_t_bh');
    expect(r.method.description).toContain('Benjamini–Hochberg');
    expect(r.days).toBe(90);
    expect(r.to).toBe(ymd(todayMs() - DAY_MS));
    expect(r.pairs_tested).toBeGreaterThan(50);
    const keys = r.pairs.map(pairKey);
    for (const [a, b] of SEEDED) expect(keys).toContain([a, b].sort().join('|'));
    expect(r.pairs.length).toBeLessThanOrEqual(SEEDED.length + 2);
    for (const p of r.pairs) {
      expect(p.correlation).toBeLessThanOrEqual(-0.2);
      expect(p.q_value).toBeLessThanOrEqual(0.05);
      expect(p.p_value).toBeLessThanOrEqual(p.q_value);
      expect(p.method).toContain(`Pearson r = ${p.correlation}`);
      expect(p.product_a.product_id).not.toBe(p.product_b.product_id);
    }
    const outer = r.pairs.find((p: { product_type: string }) => p.product_type === 'Outerwear');
    expect(outer.correlation).toBeLessThan(-0.3);
    // Totals are the products' daily orders summed over the window.
    const sum = (await t
      .db('performance_daily')
      .where('product_id', outer.product_a.product_id)
      .whereBetween('date', [r.from, r.to])
      .sum({ s: 'orders' })
      .first()) as { s: number };
    expect(outer.product_a.total).toBe(Number(sum.s));
  });

  it('a seeded product: its planted partner is found, and whatever else is reported passed the test', async () => {
    const coat = await t.db('products').where({ store_id: t.hostedStoreId, handle: 'softwash-wool-coat' }).first('id');
    const res = await t.call('query_cannibalization', { product_id: coat.id }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.pairs_tested).toBeGreaterThan(1);
    expect(r.pairs.map(pairKey)).toContain('recycled-rain-jacket|softwash-wool-coat');
    for (const p of r.pairs) expect([p.product_a.product_id, p.product_b.product_id]).toContain(coat.id);
  });

  it('does not report a non-pair: in a product type with planted daily orders, only the planted substitutes', async () => {
    // Chance in the seed's draws may make a spurious pair on some anchor date; the data of this
    // test is planted instead: a fixed-seed series per product and day offset, the same on any date.
    const window = 90;
    const to = ymd(todayMs() - DAY_MS);
    const from = ymd(todayMs() - window * DAY_MS);
    const products = (await t
      .db('products')
      .where({ store_id: t.hostedStoreId, product_type: 'Bedding' })
      .orderBy('handle')
      .select('id', 'handle')) as Array<{ id: string; handle: string }>;
    expect(products.length).toBeGreaterThanOrEqual(4);
    const rows = (await t
      .db('performance_daily')
      .whereIn(
        'product_id',
        products.map((p) => p.id),
      )
      .whereBetween('date', [from, to])
      .select('product_id', 'date', 'orders')) as Array<{ product_id: string; date: string; orders: number }>;
    // A small fixed-seed PRNG (mulberry32): planted values, not the seed's.
    const stream = (seed: number) => () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
    };
    const shared = stream(7);
    const swing = Array.from({ length: window }, () => Math.floor(shared() * 7) - 3);
    const noise = products.map((_, i) => {
      const next = stream(101 + i);
      return Array.from({ length: window }, () => Math.floor(next() * 7) - 3);
    });
    const [a, b] = products as [{ id: string; handle: string }, { id: string; handle: string }];
    const planted = (productIndex: number, day: number): number =>
      productIndex === 0 ? 8 + swing[day]! : productIndex === 1 ? 8 - swing[day]! : 8 + noise[productIndex]![day]!;
    try {
      await t.db.transaction(async (trx) => {
        for (const row of rows) {
          const day = Math.round((Date.parse(`${String(row.date).slice(0, 10)}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
          const i = products.findIndex((p) => p.id === row.product_id);
          await trx('performance_daily')
            .where({ product_id: row.product_id, date: row.date })
            .update({ orders: planted(i, day) });
        }
      });
      const res = await t.call('query_cannibalization', { product_type: 'Bedding' }, t.keys.reader);
      expect(res.status).toBe(200);
      expect(res.body.result.pairs_tested).toBe((products.length * (products.length - 1)) / 2);
      expect(res.body.result.pairs.map(pairKey)).toEqual([[a.handle, b.handle].sort().join('|')]);
      // A product with only independent neighbours answers nothing.
      const other = await t.call('query_cannibalization', { product_type: 'Bedding', product_id: products[2]!.id }, t.keys.reader);
      expect(other.status).toBe(200);
      expect(other.body.result.pairs).toEqual([]);
    } finally {
      await t.db.transaction(async (trx) => {
        for (const row of rows)
          await trx('performance_daily').where({ product_id: row.product_id, date: row.date }).update({ orders: row.orders });
      });
    }
  });

  it('answers an empty list on the business store, which has no products', async () => {
    const res = await t.call('query_cannibalization', {}, t.keys.businessReader);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ products_considered: 0, pairs_tested: 0, pairs: [], currency: 'USD' });
  });

  it('refuses unusable arguments with invalid_request naming them, and needs analytics:read', async () => {
    const bad = async (body: object, arg: string) => {
      const res = await t.call('query_cannibalization', body, t.keys.reader);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toContain(arg);
    };
    await bad({ window_days: 30, min_days: 40 }, 'min_days');
    await bad({ product_id: '00000000-0000-4000-8000-000000000000' }, 'product_id');
    await bad({ max_correlation: 0.5 }, 'max_correlation');
    await bad({ significance: 0 }, 'significance');
    await bad({ metric: 'units' }, 'metric');
    const res = await t.call('query_cannibalization', {}, await t.key(['orders:read']));
    expect(res.status).toBe(403);
  });
});

describe('order attribution from the storefront sync', () => {
  it('run_sync_orders stores the referrer and UTM fields the storefront sends, and the AI rules see them', async () => {
    const writer = await t.key(['automation:write', 'automation:read']);
    // Sync the storefront's last 20 hours (about 30 orders whatever the time of day).
    await t.db('sync_cursors').where({ store_id: t.hostedStoreId, resource: 'orders' }).delete();
    await t
      .db('stores')
      .where({ id: t.hostedStoreId })
      .update({ last_synced_at: new Date(Date.now() - 20 * 3_600_000).toISOString() });
    const res = await t.call('run_sync_orders', {}, writer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.app.jobs.drain();
    const synced = await t
      .db('orders')
      .where({ store_id: t.hostedStoreId })
      .andWhere('external_id', '>=', '6000000000000')
      .select('id', 'referring_site', 'landing_site', 'utm_source', 'utm_medium', 'created_at');
    expect(synced.length).toBeGreaterThan(10);
    expect(synced.some((o) => o.referring_site !== null)).toBe(true);
    expect(synced.some((o) => o.utm_medium === 'email')).toBe(true);
    for (const o of synced) expect(o.landing_site).toMatch(/^\//);
    const fromAi = synced.filter((o) => expected({ referring_site: o.referring_site, utm_source: o.utm_source }) !== null);
    const day = ymd(todayMs() - 2 * DAY_MS);
    const listed = await t.call('get_ai_referred_orders', { from: day, limit: 100 }, t.keys.reader);
    const ids = new Set(listed.body.result.orders.map((o: { order_id: string }) => o.order_id));
    expect(fromAi.length).toBeGreaterThan(0);
    for (const o of fromAi) expect(ids.has(o.id)).toBe(true);
  });
});
