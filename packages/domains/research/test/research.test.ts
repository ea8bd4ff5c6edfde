/**
 * Research (seed catalogue "research"): get_research_candidates, lookup_domain_research,
 * web_search over the embedded corpus (and 503 corpus_unavailable when it cannot be loaded), and
 * web_read through the SSRF-safe egress client against a loopback server (development switch on),
 * all through HTTP as a caller sees them.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_VERSION, createEmbeddedWeb, embeddedWeb, type WebConnector } from '@storeops/connector-web';
import { TEST_DNS, mintKey, startTestServer, testResolver, type TestServer } from '@storeops/testkit/server';

let t: TestServer;
let key: string;
let site: Server;
let origin: string;
let closedPort: number;
/** Requests the loopback site has answered (an offline server must add none). */
let siteRequests = 0;

/**
 * The web adapter the test server's handlers reach (AppOptions `connectors.web`): delegates to
 * `webTarget`, which a test points at another embedded web (a missing or damaged corpus).
 */
let webTarget: WebConnector = embeddedWeb;
const switchableWeb: WebConnector = {
  ownedTables: [],
  get limits() {
    return webTarget.limits;
  },
  corpus: () => webTarget.corpus(),
  read: (url, egress) => webTarget.read(url, egress),
  readDocument: (id) => webTarget.readDocument(id),
};

const ARTICLE = `<!doctype html><html lang="en"><head><title>Linen demand report</title>
<meta name="author" content="Ada Field"></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Linen demand report</h1><p class="byline">By Ada Field</p>
${Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i + 1}: linen duvet covers and tea towels kept selling through the autumn, with stone-washed finishes leading the assortment in most European markets we follow.</p>`).join('\n')}
<p>See <a href="https://retail-pulse.example/articles/linen">the full data</a> and <a href="/archive#top">the archive</a>.</p>
</article></body></html>`;

function startSite(): Promise<Server> {
  const server = createServer((req, res) => {
    siteRequests += 1;
    const url = req.url ?? '/';
    if (url === '/article') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ARTICLE);
    else if (url === '/plain') res.writeHead(200, { 'content-type': 'text/plain' }).end('First line.\n\nSecond paragraph.');
    else if (url === '/redirect') res.writeHead(302, { location: '/article' }).end();
    else if (url === '/redirect-private') res.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    else if (url === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else if (url === '/image') res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
    else if (url === '/missing')
      res
        .writeHead(404, { 'content-type': 'text/html' })
        .end('<html><head><title>Not here</title></head><body><p>No such page.</p></body></html>');
    else if (url === '/big') {
      // 3 MiB in chunks, no Content-Length: the limit is enforced while reading.
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      let sent = 0;
      const write = (): void => {
        while (sent < 48) {
          sent += 1;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        res.end();
      };
      write();
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  site = await startSite();
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const probe = createServer();
  closedPort = await new Promise<number>((resolve) => probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)));
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  t = await startTestServer({
    web: 'live',
    connectors: { web: switchableWeb },
    webhooks: { allowLoopback: true, resolver: testResolver({ ...TEST_DNS, 'intranet.example.com': ['10.1.2.3'] }) },
  });
  key = await t.key(['research:read']);
}, 60_000);

afterAll(async () => {
  webTarget = embeddedWeb;
  await t?.close();
  await new Promise<void>((resolve) => site?.close(() => resolve()));
});

describe('web_search', () => {
  it('searches the embedded corpus, names its version, ranks and pages deterministically', async () => {
    const res = await t.call('web_search', { query: 'merino cardigan', limit: 3 }, key);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.corpus_version).toBe(CORPUS_VERSION);
    expect(r.corpus_documents).toBeGreaterThan(200);
    expect(r.total).toBeGreaterThan(3);
    expect(r.results).toHaveLength(3);
    expect(r.results.map((h: { rank: number }) => h.rank)).toEqual([1, 2, 3]);
    expect(r.results[0].title.toLowerCase()).toContain('cardigan');
    expect(r.results[0].score).toBeGreaterThanOrEqual(r.results[1].score);
    // The next page continues the same ranking; together they equal one bigger page.
    const next = (await t.call('web_search', { query: 'merino cardigan', limit: 3, cursor: r.next_cursor }, key)).body.result;
    const both = (await t.call('web_search', { query: 'merino cardigan', limit: 6 }, key)).body.result;
    expect([...r.results, ...next.results].map((h: { document_id: string }) => h.document_id)).toEqual(
      both.results.map((h: { document_id: string }) => h.document_id),
    );
    expect(next.results[0].rank).toBe(4);
  });

  it('filters by kind and domain', async () => {
    const shops = (await t.call('web_search', { query: 'rain jacket', kind: 'competitor_shop', limit: 50 }, key)).body.result;
    expect(shops.results.length).toBeGreaterThan(0);
    expect(shops.results.every((h: { kind: string; price: number | null }) => h.kind === 'competitor_shop' && h.price !== null)).toBe(true);
    const one = (await t.call('web_search', { query: 'towel', domain: 'WWW.anatolia-towel-works.example' }, key)).body.result;
    expect(one.results.length).toBeGreaterThan(0);
    expect(new Set(one.results.map((h: { domain: string }) => h.domain))).toEqual(new Set(['anatolia-towel-works.example']));
  });

  it('refuses a foreign cursor, a query without words, and a key without research:read', async () => {
    const first = (await t.call('web_search', { query: 'linen', limit: 1 }, key)).body.result;
    const other = await t.call('web_search', { query: 'wool', limit: 1, cursor: first.next_cursor }, key);
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('invalid_request');
    expect(other.body.message).toMatch(/^cursor:/);
    const junk = await t.call('web_search', { query: 'linen', cursor: 'nope' }, key);
    expect(junk.body.message).toMatch(/^cursor:/);
    const words = await t.call('web_search', { query: '?!' }, key);
    expect(words.status).toBe(400);
    expect(words.body.message).toMatch(/^query:/);
    const forbidden = await t.call('web_search', { query: 'linen' }, await t.key(['catalog:read']));
    expect(forbidden.status).toBe(403);
  });

  it('answers 503 corpus_unavailable when the index file is missing or damaged, and recovers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storeops-corpus-'));
    try {
      webTarget = createEmbeddedWeb({ corpusPath: join(dir, 'missing.json') });
      const missing = await t.call('web_search', { query: 'linen' }, key);
      expect(missing.status).toBe(503);
      expect(missing.body.error).toBe('corpus_unavailable');
      const lookup = await t.call('lookup_domain_research', { domain: 'woolhaus.example' }, key);
      expect(lookup.body.error).toBe('corpus_unavailable');
      const bad = join(dir, 'corrupt.json');
      writeFileSync(bad, '{"version": "x", "documents": [');
      webTarget = createEmbeddedWeb({ corpusPath: bad });
      expect((await t.call('web_search', { query: 'linen' }, key)).body.error).toBe('corpus_unavailable');
      writeFileSync(join(dir, 'shape.json'), '{"version": "x", "documents": [{"id": 1}]}');
      webTarget = createEmbeddedWeb({ corpusPath: join(dir, 'shape.json') });
      expect((await t.call('web_read', { document_id: 'webdoc_0001' }, key)).body.error).toBe('corpus_unavailable');
      // The path from the environment, as a deployment sets it.
      webTarget = createEmbeddedWeb();
      process.env.STOREOPS_WEB_CORPUS_PATH = join(dir, 'nowhere.json');
      expect((await t.call('web_search', { query: 'linen' }, key)).status).toBe(503);
    } finally {
      delete process.env.STOREOPS_WEB_CORPUS_PATH;
      webTarget = embeddedWeb;
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await t.call('web_search', { query: 'linen' }, key)).status).toBe(200);
  });
});

describe('lookup_domain_research', () => {
  it("tells what the corpus knows about a competitor, with this store's products about the same items", async () => {
    const res = await t.call('lookup_domain_research', { domain: 'www.HarbourAndHide.example', pages_limit: 5 }, key);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({
      domain: 'harbourandhide.example',
      known: true,
      site_name: 'Harbour & Hide',
      kinds: ['competitor_shop'],
      currency: 'EUR',
    });
    expect(r.page_count).toBeGreaterThan(20);
    expect(r.pages).toHaveLength(5);
    expect(r.first_seen <= r.last_seen).toBe(true);
    expect(r.price_summary.min).toBeLessThanOrEqual(r.price_summary.median);
    expect(r.mentioned_by.length).toBeGreaterThan(0);
    expect(r.mentioned_by.every((m: { kind: string }) => m.kind === 'review')).toBe(true);
    // Linked products are real products of this store whose title names the item.
    expect(r.linked_products.length).toBeGreaterThan(0);
    for (const p of r.linked_products.slice(0, 10)) {
      const row = await t.db('products').where({ id: p.product_id, store_id: t.hostedStoreId }).first();
      expect(row.title.toLowerCase()).toContain(p.item.toLowerCase());
      expect(p.price).toBe(Number(row.price_cents) / 100);
      if (p.domain_median_price !== null) {
        expect(p.price_difference_pct).toBeCloseTo(((p.price - p.domain_median_price) / p.domain_median_price) * 100, 0);
      }
    }
  });

  it('answers an unknown domain explicitly (known: false), and refuses a URL', async () => {
    const res = await t.call('lookup_domain_research', { domain: 'nobody-here.example' }, key);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      known: false,
      page_count: 0,
      pages: [],
      linked_products: [],
      price_summary: null,
      first_seen: null,
    });
    const url = await t.call('lookup_domain_research', { domain: 'https://woolhaus.example/' }, key);
    expect(url.status).toBe(400);
    expect(url.body.message).toMatch(/domain/);
  });
});

describe('web_read', () => {
  it('reads a corpus document without the network', async () => {
    const res = await t.call('web_read', { document_id: 'webdoc_0021' }, key);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.source).toBe('corpus');
    expect(r.final_url).toMatch(/^https:\/\/harbourandhide\.example\/products\//);
    expect(r.text).toContain('EUR');
    expect(r.links.map((l: { url: string }) => l.url)).toContain('https://harbourandhide.example/');
    const unknownDoc = await t.call('web_read', { document_id: 'webdoc_9999' }, key);
    expect(unknownDoc.status).toBe(400);
    expect(unknownDoc.body.error).toBe('invalid_request');
    expect(unknownDoc.body.message).toMatch(/^document_id: /);
    const none = await t.call('web_read', {}, key);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('invalid_request');
    const linksOnly = await t.call('web_read', { include_links: false }, key);
    expect(linksOnly.body.message).toMatch(/^url: give exactly one of url/);
    const both = await t.call('web_read', { document_id: 'webdoc_0021', url: `${origin}/article` }, key);
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/^url:/);
  });

  it('fetches a page through the egress client and extracts title, byline, text and links', async () => {
    const before = Date.now();
    const res = await t.call('web_read', { url: `${origin}/redirect` }, key);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({
      source: 'network',
      final_url: `${origin}/article`,
      http_status: 200,
      content_type: 'text/html',
      redirects: 1,
      extraction: 'readability',
    });
    expect(r.title).toBe('Linen demand report');
    expect(r.byline).toMatch(/Ada Field/);
    expect(r.text).toContain('Paragraph 6: linen duvet covers');
    expect(r.text).not.toContain('<p>');
    expect(r.links).toEqual(
      expect.arrayContaining([
        { url: 'https://retail-pulse.example/articles/linen', text: 'the full data' },
        { url: `${origin}/archive`, text: 'the archive' },
      ]),
    );
    expect(Date.parse(r.fetched_at)).toBeGreaterThanOrEqual(before - 1000);
    const noLinks = await t.call('web_read', { url: `${origin}/article`, include_links: false }, key);
    expect(noLinks.body.result.links).toEqual([]);
  });

  it('returns text/plain as it is and an error page with its status', async () => {
    const plain = (await t.call('web_read', { url: `${origin}/plain` }, key)).body.result;
    expect(plain).toMatchObject({
      content_type: 'text/plain',
      extraction: 'plain_text',
      text: 'First line.\n\nSecond paragraph.',
      title: null,
    });
    const missing = (await t.call('web_read', { url: `${origin}/missing` }, key)).body.result;
    expect(missing).toMatchObject({ http_status: 404, title: 'Not here' });
  });

  it('refuses private targets, also after a redirect, with invalid_request naming url', async () => {
    for (const url of [
      'http://10.0.0.1/',
      'https://10.0.0.1/',
      'https://[fd00::1]/',
      'https://intranet.example.com/',
      'ftp://example.com/',
      'https://u:p@example.com/',
    ]) {
      const res = await t.call('web_read', { url }, key);
      expect(res.status, url).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toMatch(/^url: /);
    }
    const hop = await t.call('web_read', { url: `${origin}/redirect-private` }, key);
    expect(hop.status).toBe(400);
    expect(hop.body.message).toMatch(/^url: redirect target http:\/\/10\.0\.0\.1\//);
    const loop = await t.call('web_read', { url: `${origin}/loop` }, key);
    expect(loop.status).toBe(400);
    expect(loop.body.message).toMatch(/redirects/);
  });

  it('refuses bodies over 2 MiB and unreadable content types; an unreachable host is 503 unavailable', async () => {
    const big = await t.call('web_read', { url: `${origin}/big` }, key);
    expect(big.status).toBe(400);
    expect(big.body.message).toMatch(/^url: the document is larger than 2097152 bytes/);
    const image = await t.call('web_read', { url: `${origin}/image` }, key);
    expect(image.status).toBe(400);
    expect(image.body.message).toMatch(/image\/png is not readable/);
    const down = await t.call('web_read', { url: `http://127.0.0.1:${closedPort}/` }, key);
    expect(down.status).toBe(503);
    expect(down.body.error).toBe('unavailable');
  });

  it('without the development switch, loopback is refused too', async () => {
    const strict = await startTestServer({ scale: 0.05, web: 'live' });
    try {
      const k = await strict.key(['research:read']);
      const res = await strict.call('web_read', { url: `${origin}/article` }, k);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^url: must be https/);
      const tls = await strict.call('web_read', { url: 'https://127.0.0.1/' }, k);
      expect(tls.status).toBe(400);
      expect(tls.body.message).toMatch(/^url: address 127\.0\.0\.1 is not public|^url: .*non-public/);
    } finally {
      await strict.close();
    }
  });
});

describe('the offline web (the default setting)', () => {
  it('answers web_search and web_read from the corpus and opens no outbound connection', async () => {
    const lookups: string[] = [];
    const offline = await startTestServer({
      scale: 0.05,
      webhooks: {
        allowLoopback: true,
        resolver: async (hostname) => {
          lookups.push(hostname);
          throw new Error(`no name may be resolved offline (${hostname})`);
        },
      },
    });
    try {
      const k = await offline.key(['research:read']);
      const requestsBefore = siteRequests;
      const search = await offline.call('web_search', { query: 'merino cardigan', limit: 1 }, k);
      expect(search.status).toBe(200);
      const [hit] = search.body.result.results;
      // A corpus page's address is answered from the corpus (fragment ignored), as by its id.
      const byUrl = await offline.call('web_read', { url: `${hit.url}#reviews` }, k);
      expect(byUrl.status).toBe(200);
      const byId = (await offline.call('web_read', { document_id: hit.document_id }, k)).body.result;
      expect(byUrl.body.result).toMatchObject({ source: 'corpus', final_url: hit.url, title: byId.title, text: byId.text });
      // Any other address is refused before anything is resolved or fetched.
      for (const url of [`${origin}/article`, 'https://example.com/']) {
        const res = await offline.call('web_read', { url }, k);
        expect(res.status, url).toBe(400);
        expect(res.body.error).toBe('invalid_request');
        expect(res.body.message).toMatch(/^url: is not a page of the demo-web corpus.*STOREOPS_WEB=live/);
      }
      expect(siteRequests).toBe(requestsBefore);
      expect(lookups).toEqual([]);
    } finally {
      await offline.close();
    }
  });
});

describe('get_research_candidates', () => {
  it('lists every lane with its rule, ranked candidates with evidence, and pages them', async () => {
    const res = await t.call('get_research_candidates', { limit: 50 }, key);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.lanes.map((l: { lane: string }) => l.lane)).toEqual(['trend', 'supplier', 'repeat-buyer', 'geo', 'gap', 'refresh']);
    expect(r.currency).toBe('EUR');
    const total = r.lanes.reduce((s: number, l: { candidates: number }) => s + l.candidates, 0);
    // The demo store shows something in every lane.
    expect(r.lanes.filter((l: { candidates: number }) => l.candidates === 0)).toEqual([]);
    for (const c of r.candidates) expect(c.evidence.length).toBeGreaterThan(0);
    // Paging covers every candidate once, in lane order then rank.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { candidates: Array<{ id: string }>; next_cursor: string | null } = (
        await t.call('get_research_candidates', { limit: 40, ...(cursor !== null ? { cursor } : {}) }, key)
      ).body.result;
      seen.push(...page.candidates.map((c) => c.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it("the trend lane's numbers are the store's performance rows", async () => {
    const r = (await t.call('get_research_candidates', { lane: 'trend', limit: 5 }, key)).body.result;
    expect(r.lanes).toHaveLength(1);
    const top = r.candidates[0];
    expect(top).toMatchObject({ lane: 'trend', rank: 1, suggested_action: 'scale_up', subject_kind: 'product' });
    const asOf = r.as_of;
    const day = (n: number) => new Date(Date.parse(asOf) - n * 86_400_000).toISOString().slice(0, 10);
    const sum = async (from: string, to: string): Promise<number> => {
      const row = (await t
        .db('performance_daily')
        .where({ store_id: t.hostedStoreId, product_id: top.product_id })
        .andWhere('date', '>=', from)
        .andWhere('date', '<', to)
        .sum({ s: 'sessions' })
        .first()) as { s: number | string } | undefined;
      return Number(row?.s ?? 0);
    };
    const last = await sum(day(28), asOf);
    const prev = await sum(day(56), day(28));
    const ev = (metric: string, window: string) =>
      top.evidence.find((e: { metric: string; window: string }) => e.metric === metric && e.window === window)?.value;
    expect(ev('sessions', 'last_28_days')).toBe(last);
    expect(ev('sessions', 'previous_28_days')).toBe(prev);
    expect(top.score).toBeCloseTo(((last - prev) / prev) * 100, 0);
    expect(last).toBeGreaterThanOrEqual(100);
    expect(prev).toBeGreaterThanOrEqual(50);
    const scores = r.candidates.map((c: { lane: string; score: number }) => (c.lane === 'trend' ? c.score : Number.NaN));
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
  });

  it('refuses a cursor of another lane, and answers on the business store too', async () => {
    const trend = (await t.call('get_research_candidates', { lane: 'trend', limit: 1 }, key)).body.result;
    const res = await t.call('get_research_candidates', { lane: 'geo', cursor: trend.next_cursor }, key);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^cursor:/);
    const business = await mintKey(t.db, { storeId: t.businessStoreId, kind: 'live', scopes: ['research:read'] });
    const b = await t.call('get_research_candidates', {}, business.key);
    expect(b.status).toBe(200);
    expect(b.body.result.currency).not.toBe('');
    expect(b.body.result.lanes.some((l: { candidates: number }) => l.candidates > 0)).toBe(true);
  });
});

/**
 * Each lane's rule on rows planted for it (ids, vendors, customers and regions of their own, so the
 * seeded history cannot make them qualify or not): the planted qualifying subject is listed with
 * its rule's numbers as evidence and score, and each planted near miss (one condition of the rule
 * short) is not. Dates count back from `as_of` (the start of the current UTC day, where windows end).
 */
describe('get_research_candidates: each lane on planted rows', () => {
  const DAY_MS = 86_400_000;
  let seq = 0;
  const uid = (prefix: string): string => `${prefix}_lane${String(++seq).padStart(5, '0')}`;
  const asOf = async (): Promise<string> => (await t.call('get_research_candidates', { lane: 'gap', limit: 1 }, key)).body.result.as_of;
  /** An instant `days` days (and an hour) before the end of the lanes' windows. */
  const daysAgo = (end: string, days: number): string => new Date(Date.parse(end) - days * DAY_MS + 3_600_000).toISOString();

  async function product(opts: { vendor?: string; inventories?: number[] } = {}): Promise<{ id: string; variants: string[] }> {
    const id = uid('prod');
    const at = '2025-01-01T00:00:00.000Z';
    await t.db('products').insert({
      id,
      store_id: t.hostedStoreId,
      handle: id,
      title: `Planted ${id}`,
      vendor: opts.vendor ?? 'Planted Vendor',
      product_type: 'Planted',
      storefront_status: 'active',
      lifecycle_state: 'testing',
      price_cents: 1000,
      current_roas: null,
      created_at: at,
      updated_at: at,
    });
    const variants = (opts.inventories ?? [5]).map((inventory, i) => ({
      id: uid('var'),
      store_id: t.hostedStoreId,
      product_id: id,
      external_id: uid('ext'),
      sku: uid('SKU'),
      title: `Size ${i + 1}`,
      size: null,
      colour: null,
      price_cents: 1000,
      compare_at_price_cents: null,
      inventory_quantity: inventory,
      position: i + 1,
      created_at: at,
      updated_at: at,
    }));
    await t.db('variants').insert(variants);
    return { id, variants: variants.map((v) => v.id) };
  }

  let orderNumber = 9_100_000;
  interface PlantedOrder {
    at: string;
    customer?: string;
    lines?: Array<{ productId: string; variantId?: string; quantity?: number }>;
    region?: { country: string; province: string; city: string };
    cancelled?: boolean;
    refunds?: Array<'damaged' | 'not_as_described' | 'late_delivery' | 'changed_mind' | 'other'>;
  }
  async function orders(list: PlantedOrder[]): Promise<string[]> {
    const rows = list.map((o) => ({
      id: uid('ord'),
      store_id: t.hostedStoreId,
      order_number: ++orderNumber,
      customer_ref: o.customer ?? uid('cust'),
      channel: 'online_store',
      currency: 'EUR',
      subtotal_cents: 1000,
      discount_cents: 0,
      shipping_cents: 0,
      tax_cents: 0,
      total_cents: 1000,
      refunded_cents: 0,
      financial_status: 'paid',
      fulfillment_status: 'fulfilled',
      created_at: o.at,
      cancelled_at: o.cancelled === true ? o.at : null,
      shipping_address:
        o.region === undefined
          ? null
          : JSON.stringify({ city: o.region.city, country_code: o.region.country, province_code: o.region.province }),
    }));
    const lines = list.flatMap((o, i) =>
      (o.lines ?? []).map((l) => ({
        id: uid('li'),
        store_id: t.hostedStoreId,
        order_id: rows[i]!.id,
        product_id: l.productId,
        variant_id: l.variantId ?? null,
        title: 'Planted line',
        sku: null,
        quantity: l.quantity ?? 1,
        unit_price_cents: 1000,
        total_cents: 1000 * (l.quantity ?? 1),
      })),
    );
    const refunds = list.flatMap((o, i) =>
      (o.refunds ?? []).map((reason) => ({
        id: uid('ref'),
        store_id: t.hostedStoreId,
        order_id: rows[i]!.id,
        amount_cents: 500,
        reason,
        created_by: 'customer_service',
        created_at: o.at,
      })),
    );
    for (let i = 0; i < rows.length; i += 100) await t.db('orders').insert(rows.slice(i, i + 100));
    for (let i = 0; i < lines.length; i += 100) await t.db('order_line_items').insert(lines.slice(i, i + 100));
    for (let i = 0; i < refunds.length; i += 100) await t.db('refunds').insert(refunds.slice(i, i + 100));
    return rows.map((r) => r.id);
  }

  /** Every candidate of `lane` (all pages), by id. */
  async function candidates(lane: string): Promise<Map<string, any>> {
    const out = new Map<string, any>();
    let cursor: string | null = null;
    do {
      const res = await t.call('get_research_candidates', { lane, limit: 50, ...(cursor !== null ? { cursor } : {}) }, key);
      expect(res.status).toBe(200);
      for (const c of res.body.result.candidates) out.set(c.id, c);
      cursor = res.body.result.next_cursor;
    } while (cursor !== null);
    return out;
  }
  const evidence = (c: any, metric: string, window: string): unknown =>
    c.evidence.find((e: { metric: string; window: string }) => e.metric === metric && e.window === window)?.value;

  it('supplier: a vendor with 50+ orders in 90 days, 5+ refunded as damaged or not as described, at 1.2x the store rate', async () => {
    const end = await asOf();
    const vendor = (name: string) => `${name} ${uid('v')}`;
    const plant = async (name: string, count: number, day: number, refunds: (i: number) => PlantedOrder['refunds']) => {
      const v = vendor(name);
      const p = await product({ vendor: v });
      await orders(Array.from({ length: count }, (_, i) => ({ at: daysAgo(end, day), lines: [{ productId: p.id }], refunds: refunds(i) })));
      return v;
    };
    // 50 orders, 10 damaged + 5 not as described (and one changed mind, not a quality refund).
    const yes = await plant('Flimsy Goods', 50, 20, (i) =>
      i < 10 ? ['damaged'] : i < 15 ? ['not_as_described'] : i === 15 ? ['changed_mind'] : [],
    );
    const fewRefunds = await plant('Four Refunds', 50, 20, (i) => (i < 4 ? ['damaged'] : []));
    const fewOrders = await plant('Small Batch', 49, 20, () => ['damaged']);
    const otherReasons = await plant('Late Carrier', 50, 20, (i) => (i < 20 ? ['late_delivery'] : []));
    const tooOld = await plant('Last Year', 50, 100, (i) => (i < 20 ? ['damaged'] : []));
    const found = await candidates('supplier');
    const c = found.get(`supplier:${yes}`);
    expect(c).toMatchObject({
      lane: 'supplier',
      subject_kind: 'vendor',
      subject_ref: yes,
      suggested_action: 'review_supplier',
      score: 0.3,
    });
    expect(evidence(c, 'orders', 'last_90_days')).toBe(50);
    expect(evidence(c, 'quality_refund_orders', 'last_90_days')).toBe(15);
    expect(evidence(c, 'quality_refund_rate', 'last_90_days')).toBe(0.3);
    expect(evidence(c, 'damaged_refunds', 'last_90_days')).toBe(10);
    expect(evidence(c, 'not_as_described_refunds', 'last_90_days')).toBe(5);
    expect(evidence(c, 'quality_refunded', 'last_90_days')).toBe(75);
    expect(Number(evidence(c, 'store_quality_refund_rate', 'last_90_days')) * 1.2).toBeLessThanOrEqual(0.3);
    for (const v of [fewRefunds, fewOrders, otherReasons, tooOld]) expect(found.has(`supplier:${v}`), v).toBe(false);
  });

  it('repeat-buyer: a product with 50+ distinct buyers, 5+ (and 4%+) of whom bought it again', async () => {
    const end = await asOf();
    const plant = async (buyers: number, again: number) => {
      const p = await product();
      const list: PlantedOrder[] = [];
      for (let b = 0; b < buyers; b++) {
        const customer = uid('buyer');
        list.push({ at: daysAgo(end, 200), customer, lines: [{ productId: p.id }] });
        if (b < again) list.push({ at: daysAgo(end, 30), customer, lines: [{ productId: p.id }] });
      }
      await orders(list);
      return p.id;
    };
    const yes = await plant(50, 5);
    const fewAgain = await plant(50, 4);
    const fewBuyers = await plant(49, 10);
    const lowShare = await plant(130, 5); // 3.8 %
    const found = await candidates('repeat-buyer');
    const c = found.get(`repeat-buyer:${yes}`);
    expect(c).toMatchObject({ subject_kind: 'product', product_id: yes, suggested_action: 'bundle_or_subscribe', score: 0.1 });
    expect(evidence(c, 'buyers', 'all_history')).toBe(50);
    expect(evidence(c, 'repeat_buyers', 'all_history')).toBe(5);
    expect(evidence(c, 'repeat_buyer_share', 'all_history')).toBe(0.1);
    expect(evidence(c, 'orders_with_product', 'all_history')).toBe(55);
    for (const id of [fewAgain, fewBuyers, lowShare]) expect(found.has(`repeat-buyer:${id}`), id).toBe(false);
  });

  it('geo: a region with 10+ orders in 28 days, up 15%+ over the 28 before (1+ then), cancelled orders excluded', async () => {
    const end = await asOf();
    const plant = async (last: number, prev: number, cancelledLast = 0) => {
      const province = uid('P').toUpperCase();
      const region = { country: 'ZZ', province, city: `Plantville ${province}` };
      await orders([
        ...Array.from({ length: last }, (_, i) => ({ at: daysAgo(end, 1 + (i % 27)), region })),
        ...Array.from({ length: cancelledLast }, () => ({ at: daysAgo(end, 3), region, cancelled: true })),
        ...Array.from({ length: prev }, (_, i) => ({ at: daysAgo(end, 29 + (i % 27)), region })),
      ]);
      return `ZZ-${province}`;
    };
    const yes = await plant(12, 8, 5);
    const fewOrders = await plant(9, 1);
    const slowGrowth = await plant(12, 11);
    const nothingBefore = await plant(12, 0);
    const cancelledCount = await plant(8, 7, 6); // 14 orders, only 8 of them not cancelled
    const found = await candidates('geo');
    const c = found.get(`geo:${yes}`);
    expect(c).toMatchObject({ subject_kind: 'region', subject_ref: yes, suggested_action: 'target_region', score: 50 });
    expect(c.subject_label).toBe(`Plantville ${yes.slice(3)}, ZZ`);
    expect(evidence(c, 'orders', 'last_28_days')).toBe(12);
    expect(evidence(c, 'orders', 'previous_28_days')).toBe(8);
    expect(evidence(c, 'orders_growth', 'last_28_days')).toBe(50);
    expect(evidence(c, 'order_total', 'last_28_days')).toBe(120);
    for (const code of [fewOrders, slowGrowth, nothingBefore, cancelledCount]) expect(found.has(`geo:${code}`), code).toBe(false);
  });

  it('gap: a product whose sold-out variant sold 2+ units in the last 28 days', async () => {
    const end = await asOf();
    const yes = await product({ inventories: [0, 5, 0] });
    const once = await product({ inventories: [0] });
    const before = await product({ inventories: [0] });
    const inStock = await product({ inventories: [3] });
    await orders([
      { at: daysAgo(end, 3), lines: [{ productId: yes.id, variantId: yes.variants[0]!, quantity: 2 }] },
      {
        at: daysAgo(end, 10),
        lines: [
          { productId: yes.id, variantId: yes.variants[2]!, quantity: 1 },
          { productId: yes.id, variantId: yes.variants[1]!, quantity: 4 },
        ],
      },
      { at: daysAgo(end, 5), lines: [{ productId: once.id, variantId: once.variants[0]!, quantity: 1 }] },
      { at: daysAgo(end, 40), lines: [{ productId: before.id, variantId: before.variants[0]!, quantity: 6 }] },
      { at: daysAgo(end, 2), lines: [{ productId: inStock.id, variantId: inStock.variants[0]!, quantity: 9 }] },
    ]);
    const found = await candidates('gap');
    const c = found.get(`gap:${yes.id}`);
    expect(c).toMatchObject({ subject_kind: 'product', product_id: yes.id, suggested_action: 'restock', score: 3 });
    expect(evidence(c, 'units_sold_sold_out_variants', 'last_28_days')).toBe(3);
    expect(evidence(c, 'sold_out_variants', 'now')).toBe(2);
    expect(evidence(c, 'variants', 'now')).toBe(3);
    for (const p of [once, before, inStock]) expect(found.has(`gap:${p.id}`), p.id).toBe(false);
  });

  it('refresh: revenue down 50%+ (from 500+), or 3+ published reviews averaging below 3.5', async () => {
    const end = await asOf();
    const day = (n: number) => new Date(Date.parse(end) - n * DAY_MS).toISOString().slice(0, 10);
    const perf = async (productId: string, prevCents: number, lastCents: number) =>
      t.db('performance_daily').insert(
        [
          [day(40), prevCents],
          [day(10), lastCents],
        ].map(([date, revenue]) => ({
          store_id: t.hostedStoreId,
          product_id: productId,
          date,
          revenue_cents: revenue,
          ad_spend_cents: 0,
          sessions: 10,
          conversions: 1,
          orders: 1,
        })),
      );
    const reviews = async (productId: string, ratings: number[], status = 'published') =>
      t.db('reviews').insert(
        ratings.map((rating) => ({
          id: uid('rev'),
          store_id: t.hostedStoreId,
          product_id: productId,
          rating,
          title: null,
          body: 'Planted review.',
          author_name: 'Planted Buyer',
          status,
          verified_buyer: 1,
          order_id: null,
          created_at: daysAgo(end, 15),
          reply_body: null,
          replied_at: null,
        })),
      );
    const declining = await product();
    await perf(declining.id, 100_000, 40_000);
    const poorlyRated = await product();
    await reviews(poorlyRated.id, [2, 3, 3]);
    const mildDecline = await product();
    await perf(mildDecline.id, 100_000, 60_000);
    const smallBefore = await product();
    await perf(smallBefore.id, 40_000, 0);
    const twoReviews = await product();
    await reviews(twoReviews.id, [1, 1]);
    const hiddenReviews = await product();
    await reviews(hiddenReviews.id, [1, 1, 1], 'hidden');
    const wellRated = await product();
    await reviews(wellRated.id, [4, 4, 4]);
    const found = await candidates('refresh');
    const d = found.get(`refresh:${declining.id}`);
    expect(d).toMatchObject({ subject_kind: 'product', product_id: declining.id, suggested_action: 'refresh_listing', score: 60 });
    expect(evidence(d, 'revenue', 'last_28_days')).toBe(400);
    expect(evidence(d, 'revenue', 'previous_28_days')).toBe(1000);
    expect(evidence(d, 'revenue_change', 'last_28_days')).toBe(-60);
    const r = found.get(`refresh:${poorlyRated.id}`);
    expect(r).toMatchObject({ product_id: poorlyRated.id, score: 46.7 });
    expect(evidence(r, 'average_rating', 'all_history')).toBe(2.67);
    expect(evidence(r, 'reviews', 'all_history')).toBe(3);
    for (const p of [mildDecline, smallBefore, twoReviews, hiddenReviews, wellRated])
      expect(found.has(`refresh:${p.id}`), p.id).toBe(false);
  });
});
