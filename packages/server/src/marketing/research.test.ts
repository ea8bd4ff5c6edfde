/**
 * Research (issue 14; seed catalogue "research"): get_research_candidates, lookup_domain_research,
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
import { CORPUS_VERSION, createEmbeddedWeb, setWebConnector } from '@storeops/connector-web';
import { mintKey } from '../auth/keys';
import { TEST_DNS, startTestServer, testResolver, type TestServer } from '../testing';

let t: TestServer;
let key: string;
let site: Server;
let origin: string;
let closedPort: number;

const ARTICLE = `<!doctype html><html lang="en"><head><title>Linen demand report</title>
<meta name="author" content="Ada Field"></head><body>
<nav><a href="/">Home</a> <a href="/about">About</a></nav>
<article><h1>Linen demand report</h1><p class="byline">By Ada Field</p>
${Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i + 1}: linen duvet covers and tea towels kept selling through the autumn, with stone-washed finishes leading the assortment in most European markets we follow.</p>`).join('\n')}
<p>See <a href="https://retail-pulse.example/articles/linen">the full data</a> and <a href="/archive#top">the archive</a>.</p>
</article></body></html>`;

function startSite(): Promise<Server> {
  const server = createServer((req, res) => {
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
    webhooks: { allowLoopback: true, resolver: testResolver({ ...TEST_DNS, 'intranet.example.com': ['10.1.2.3'] }) },
  });
  key = await t.key(['research:read']);
}, 60_000);

afterAll(async () => {
  setWebConnector(undefined);
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
      setWebConnector(createEmbeddedWeb({ corpusPath: join(dir, 'missing.json') }));
      const missing = await t.call('web_search', { query: 'linen' }, key);
      expect(missing.status).toBe(503);
      expect(missing.body.error).toBe('corpus_unavailable');
      const lookup = await t.call('lookup_domain_research', { domain: 'woolhaus.example' }, key);
      expect(lookup.body.error).toBe('corpus_unavailable');
      const bad = join(dir, 'corrupt.json');
      writeFileSync(bad, '{"version": "x", "documents": [');
      setWebConnector(createEmbeddedWeb({ corpusPath: bad }));
      expect((await t.call('web_search', { query: 'linen' }, key)).body.error).toBe('corpus_unavailable');
      writeFileSync(join(dir, 'shape.json'), '{"version": "x", "documents": [{"id": 1}]}');
      setWebConnector(createEmbeddedWeb({ corpusPath: join(dir, 'shape.json') }));
      expect((await t.call('web_read', { document_id: 'webdoc_0001' }, key)).body.error).toBe('corpus_unavailable');
      // The path from the environment, as a deployment sets it.
      setWebConnector(createEmbeddedWeb());
      process.env.STOREOPS_WEB_CORPUS_PATH = join(dir, 'nowhere.json');
      expect((await t.call('web_search', { query: 'linen' }, key)).status).toBe(503);
    } finally {
      delete process.env.STOREOPS_WEB_CORPUS_PATH;
      setWebConnector(undefined);
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
    expect((await t.call('web_read', { document_id: 'webdoc_9999' }, key)).body.error).toBe('not_found');
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
    const strict = await startTestServer({ scale: 0.05 });
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
