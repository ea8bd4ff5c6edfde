/**
 * Catalog reads through HTTP: get_product_detail, get_content_versions,
 * find_similar_products, get_ai_readiness, get_ai_repairs, storefront_get_shop_profile and
 * storefront_list_markets on the seeded demo store (scale 0.1). What a caller observes: values
 * that agree with the stored rows, each documented error, the scope refusal, and the business
 * store's refusal of storefront tools.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { reader: ['catalog:read'], business: { scopes: ['admin'], store: 'business' } });

interface ProductRowLite {
  id: string;
  handle: string;
  title: string;
  content_version: number;
  description_html: string;
  seo_title: string | null;
  seo_description: string | null;
}

let products: ProductRowLite[];
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  products = (await t
    .db('products')
    .where({ store_id: t.hostedStoreId })
    .orderBy('handle')
    .select('id', 'handle', 'title', 'content_version', 'description_html', 'seo_title', 'seo_description')) as ProductRowLite[];
}, 120_000);

const CATALOG_READS = [
  ['get_product_detail', () => ({ handle: products[0]!.handle })],
  ['get_content_versions', () => ({ handle: products[0]!.handle })],
  ['find_similar_products', () => ({ handle: products[0]!.handle })],
  ['get_ai_readiness', () => ({})],
  ['get_ai_repairs', () => ({})],
  ['storefront_get_shop_profile', () => ({})],
  ['storefront_list_markets', () => ({})],
] as const;

describe('every catalog read: scope, storefront-only, argument errors', () => {
  it.each(CATALOG_READS)('%s refuses a key without catalog:read (403 insufficient_scope)', async (op, body) => {
    const other = await t.key(['orders:read']);
    const res = await t.call(op, body(), other);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('insufficient_scope');
    expect(res.body.required_scopes).toContain('catalog:read');
  });

  it.each(CATALOG_READS)('%s does not exist for the business store without a storefront (404 not_found)', async (op, body) => {
    const res = await t.call(op, body(), t.keys.business);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
  });

  it.each(['get_product_detail', 'get_content_versions', 'find_similar_products'])(
    '%s: both or neither of product_id / handle answer invalid_request naming product_id; unknown answers invalid_request naming it',
    async (op) => {
      const both = await t.call(op, { product_id: products[0]!.id, handle: products[0]!.handle }, t.keys.reader);
      expect(both.status).toBe(400);
      expect(both.body.error).toBe('invalid_request');
      expect(both.body.message).toMatch(/^product_id: give product_id or handle, not both/);
      const neither = await t.call(op, {}, t.keys.reader);
      expect(neither.status).toBe(400);
      expect(neither.body.message).toMatch(/^product_id: required/);
      const unknownHandle = await t.call(op, { handle: 'no-such-product' }, t.keys.reader);
      expect(unknownHandle.status).toBe(400);
      expect(unknownHandle.body.error).toBe('invalid_request');
      expect(unknownHandle.body.message).toMatch(/^handle: no product/);
      const unknownId = await t.call(op, { product_id: '00000000-0000-4000-8000-000000000000' }, t.keys.reader);
      expect(unknownId.status).toBe(400);
      expect(unknownId.body.error).toBe('invalid_request');
      expect(unknownId.body.message).toMatch(/^product_id: no product/);
    },
  );

  it('get_ai_readiness / get_ai_repairs: both product_id and handle answer invalid_request; an unknown handle too, naming it', async () => {
    for (const op of ['get_ai_readiness', 'get_ai_repairs']) {
      const both = await t.call(op, { product_id: products[0]!.id, handle: products[0]!.handle }, t.keys.reader);
      expect(both.status).toBe(400);
      expect(both.body.message).toMatch(/^product_id:/);
      const unknown = await t.call(op, { handle: 'nope' }, t.keys.reader);
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toMatch(/^handle:/);
    }
  });

  it('bounds come from the contract (invalid_request naming the field)', async () => {
    const tooMany = await t.call('find_similar_products', { handle: products[0]!.handle, limit: 21 }, t.keys.reader);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/limit/);
    const window = await t.call('get_product_detail', { handle: products[0]!.handle, window_days: 0 }, t.keys.reader);
    expect(window.status).toBe(400);
    expect(window.body.message).toMatch(/window_days/);
    const extra = await t.call('storefront_list_markets', { country: 'NL' }, t.keys.reader);
    expect(extra.status).toBe(400);
  });
});

describe('get_product_detail', () => {
  it('answers the same product by handle and by id, with every stored variant, image and attribute', async () => {
    const p = products.find((x) => x.content_version >= 2) ?? products[0]!;
    const byHandle = await t.call('get_product_detail', { handle: p.handle }, t.keys.reader);
    expect(byHandle.status).toBe(200);
    const byId = await t.call('get_product_detail', { product_id: p.id }, t.keys.reader);
    expect(byId.body.result).toEqual(byHandle.body.result);
    const r = byHandle.body.result;
    const stored = await t.db('products').where({ id: p.id }).first();
    expect(r).toMatchObject({
      id: p.id,
      handle: p.handle,
      title: stored.title,
      storefront_status: stored.storefront_status,
      service_lifecycle: stored.lifecycle_state,
      price: stored.price_cents / 100,
      currency: 'EUR',
      tags: JSON.parse(stored.tags),
      category: stored.category,
      content: {
        description_html: stored.description_html,
        seo_title: stored.seo_title,
        seo_description: stored.seo_description,
        content_version: stored.content_version,
      },
    });
    const variants = await t.db('variants').where({ product_id: p.id }).orderBy('position');
    expect(r.variants.map((v: { id: string }) => v.id)).toEqual(variants.map((v) => v.id));
    for (const [i, v] of variants.entries()) {
      const out = r.variants[i];
      expect(out.price).toBe(v.price_cents / 100);
      expect(out.barcode).toBe(v.barcode);
      expect(out.unit_cost).toBe(v.cost_cents === null ? null : v.cost_cents / 100);
      expect(out.cost_source).toBe(v.cost_cents === null ? null : v.cost_source);
    }
    const images = await t.db('product_images').where({ product_id: p.id }).orderBy('position');
    expect(r.images.map((i: { alt_text: string | null }) => i.alt_text)).toEqual(images.map((i) => i.alt_text));
    const metafields = await t.db('product_metafields').where({ product_id: p.id });
    expect(r.metafields).toHaveLength(metafields.length);
    for (const m of r.metafields) expect(typeof m.value === 'string' || typeof m.value === 'number').toBe(true);
  });

  it('sums the performance rows of the window ending yesterday (UTC)', async () => {
    // The busiest product of the last 30 days, so the sums are not all zero.
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const since = ymd(today - 30 * 86_400_000);
    const until = ymd(today - 86_400_000);
    const rows: Array<Record<string, unknown>> = await t
      .db('performance_daily')
      .where({ store_id: t.hostedStoreId })
      .whereBetween('date', [since, until])
      .groupBy('product_id')
      .select('product_id')
      .sum({ revenue: 'revenue_cents', spend: 'ad_spend_cents', sessions: 'sessions', orders: 'orders', conversions: 'conversions' })
      .orderBy('revenue', 'desc')
      .limit(1);
    const top = rows[0]!;
    const res = await t.call('get_product_detail', { product_id: top.product_id }, t.keys.reader);
    const perf = res.body.result.performance;
    expect(perf).toMatchObject({ window_days: 30, since, until, revenue: Number(top.revenue) / 100, ad_spend: Number(top.spend) / 100 });
    expect(perf.sessions).toBe(Number(top.sessions));
    expect(perf.orders).toBe(Number(top.orders));
    expect(perf.revenue).toBeGreaterThan(0);
    if (Number(top.sessions) > 0) expect(perf.conversion_rate).toBeCloseTo(Number(top.conversions) / Number(top.sessions), 4);
    const week = await t.call('get_product_detail', { product_id: top.product_id, window_days: 7 }, t.keys.reader);
    expect(week.body.result.performance.window_days).toBe(7);
    expect(week.body.result.performance.revenue).toBeLessThanOrEqual(perf.revenue);
  });

  it('names the newest decision, or null', async () => {
    const d = await t.db('decisions').where({ store_id: t.hostedStoreId }).whereNotNull('product_id').orderBy('created_at', 'desc').first();
    const res = await t.call('get_product_detail', { product_id: d.product_id }, t.keys.reader);
    expect(res.body.result.last_decision.id).toBe(d.id);
  });
});

describe('get_content_versions', () => {
  it('lists versions newest first; the newest equals the current content; changed_fields against the one before', async () => {
    const p = products.find((x) => x.content_version >= 3) ?? products.find((x) => x.content_version >= 2)!;
    const res = await t.call('get_content_versions', { handle: p.handle }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.current_version).toBe(p.content_version);
    expect(r.versions.map((v: { version: number }) => v.version)).toEqual(
      Array.from({ length: p.content_version }, (_, i) => p.content_version - i),
    );
    const [newest] = r.versions;
    expect(newest).toMatchObject({
      title: p.title,
      description_html: p.description_html,
      seo_title: p.seo_title,
      seo_description: p.seo_description,
    });
    const oldest = r.versions[r.versions.length - 1];
    expect(oldest.changed_fields).toEqual(['title', 'description_html', 'seo_title', 'seo_description']);
    for (const [i, v] of r.versions.slice(0, -1).entries()) {
      const prev = r.versions[i + 1];
      const diff = ['title', 'description_html', 'seo_title', 'seo_description'].filter((f) => v[f] !== prev[f]);
      expect(v.changed_fields).toEqual(diff);
    }
    expect(r.next_before_version).toBeNull();
  });

  it('pages with before_version', async () => {
    const p = products.find((x) => x.content_version >= 2)!;
    const first = await t.call('get_content_versions', { product_id: p.id, limit: 1 }, t.keys.reader);
    expect(first.body.result.versions[0].version).toBe(p.content_version);
    expect(first.body.result.next_before_version).toBe(p.content_version);
    const next = await t.call(
      'get_content_versions',
      { product_id: p.id, limit: 1, before_version: first.body.result.next_before_version },
      t.keys.reader,
    );
    expect(next.body.result.versions[0].version).toBe(p.content_version - 1);
  });
});

describe('find_similar_products', () => {
  it('is deterministic, never lists the product itself, orders by score then id, and shares real terms', async () => {
    const p = products[0]!;
    const a = await t.call('find_similar_products', { handle: p.handle, limit: 10 }, t.keys.reader);
    const b = await t.call('find_similar_products', { product_id: p.id, limit: 10 }, t.keys.reader);
    expect(a.status).toBe(200);
    expect(b.body.result).toEqual(a.body.result);
    const r = a.body.result;
    expect(r.method).toBe('bm25');
    expect(r.indexed_products).toBe(products.length);
    expect(r.count).toBe(Math.min(10, r.similar.length));
    expect(r.similar.length).toBeGreaterThan(0);
    expect(r.similar.map((s: { id: string }) => s.id)).not.toContain(p.id);
    for (let i = 1; i < r.similar.length; i++) {
      const [x, y] = [r.similar[i - 1], r.similar[i]];
      expect(x.score > y.score || (x.score === y.score && x.id < y.id)).toBe(true);
    }
    for (const s of r.similar) expect(s.shared_terms.length).toBeGreaterThan(0);
  });

  it('ranks the product sharing the most distinctive words first, and follows the current rows', async () => {
    const [target, twin] = [products[1]!, products[2]!];
    const words = 'zanzibar quokka marzipan';
    const before = await t.call('find_similar_products', { product_id: target.id, limit: 3 }, t.keys.reader);
    expect(before.body.result.similar.map((x: { id: string }) => x.id)).not.toContain(twin.id);
    // Both titles gain three words no other product has (high inverse document frequency).
    await t
      .db('products')
      .where({ id: target.id })
      .update({ title: `${target.title} ${words}` });
    await t
      .db('products')
      .where({ id: twin.id })
      .update({ title: `${twin.title} ${words}` });
    try {
      const res = await t.call('find_similar_products', { product_id: target.id, limit: 3 }, t.keys.reader);
      const top = res.body.result.similar[0];
      expect(top.id).toBe(twin.id);
      expect(top.shared_terms).toEqual(expect.arrayContaining(['marzipan', 'quokka', 'zanzibar']));
    } finally {
      await t.db('products').where({ id: target.id }).update({ title: target.title });
      await t.db('products').where({ id: twin.id }).update({ title: twin.title });
    }
  });
});

describe('get_ai_readiness and get_ai_repairs', () => {
  it('scores every product as the sum of its passed checks, lowest first, with the store check on each', async () => {
    const res = await t.call('get_ai_readiness', { limit: 100 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.total).toBe(products.length);
    expect(r.store_checks).toEqual([
      expect.objectContaining({ id: 'shop_policies', passed: false, detail: 'missing policies: terms_of_service' }),
    ]);
    let prev = -1;
    for (const p of r.products) {
      expect(p.checks.map((c: { id: string }) => c.id)).toEqual([
        'description_length',
        'structured_attributes',
        'gtin',
        'image_alt_text',
        'seo',
        'category',
        'tags',
        'shop_policies',
      ]);
      expect(p.score).toBe(p.checks.reduce((s: number, c: { passed: boolean; weight: number }) => s + (c.passed ? c.weight : 0), 0));
      expect(p.failing).toEqual(p.checks.filter((c: { passed: boolean }) => !c.passed).map((c: { id: string }) => c.id));
      expect(p.score).toBeGreaterThanOrEqual(prev);
      prev = p.score;
    }
    const mean = r.products.reduce((s: number, p: { score: number }) => s + p.score, 0) / r.products.length;
    if (r.next_offset === null) expect(r.average_score).toBeCloseTo(mean, 1);
  });

  it('follows the rows: a fully described product passes every product check; publishing terms passes the store check', async () => {
    const p = products[3]!;
    const [variant] = await t.db('variants').where({ product_id: p.id }).orderBy('position');
    const before = await t.call('get_ai_readiness', { product_id: p.id }, t.keys.reader);
    const saved = {
      product: await t.db('products').where({ id: p.id }).first(),
      variants: await t.db('variants').where({ product_id: p.id }),
      images: await t.db('product_images').where({ product_id: p.id }),
      shop: await t.db('shop_profiles').where({ store_id: t.hostedStoreId }).first(),
    };
    await t
      .db('products')
      .where({ id: p.id })
      .update({
        description_html: `<p>${'A long and careful description of the fabric, fit and care of this product. '.repeat(3)}</p>`,
        seo_title: 'Title',
        seo_description: 'Description',
        category: 'Apparel & Accessories',
        tags: '["x"]',
      });
    await t.db('variants').where({ product_id: p.id }).update({ barcode: '4006381333931' }); // a valid EAN-13
    await t.db('product_images').where({ product_id: p.id }).update({ alt_text: 'Front view' });
    const hasMaterial = await t.db('product_metafields').where({ product_id: p.id, namespace: 'specs', key: 'material' }).first();
    if (hasMaterial === undefined) {
      await t.db('product_metafields').insert({
        id: '11111111-1111-4111-8111-111111111111',
        store_id: t.hostedStoreId,
        product_id: p.id,
        namespace: 'specs',
        key: 'material',
        type: 'single_line_text_field',
        value: '"Wool"',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
    }
    const imageCount = saved.images.length;
    try {
      const after = await t.call('get_ai_readiness', { handle: p.handle }, t.keys.reader);
      const ready = after.body.result.products[0];
      expect(ready.failing).toEqual(imageCount === 0 ? ['image_alt_text', 'shop_policies'] : ['shop_policies']);
      expect(ready.score).toBe(imageCount === 0 ? 80 : 95);
      expect(before.body.result.products[0].score).toBeLessThanOrEqual(ready.score);

      // An invalid check digit fails gtin.
      await t.db('variants').where({ id: variant.id }).update({ barcode: '4006381333932' });
      const bad = await t.call('get_ai_readiness', { handle: p.handle }, t.keys.reader);
      expect(bad.body.result.products[0].failing).toContain('gtin');

      const policies = JSON.parse(saved.shop.policies);
      policies.push({
        kind: 'terms_of_service',
        title: 'Terms',
        body: 'Terms apply.',
        url: 'https://x.example/t',
        updated_at: saved.shop.updated_at,
      });
      await t
        .db('shop_profiles')
        .where({ store_id: t.hostedStoreId })
        .update({ policies: JSON.stringify(policies) });
      const shop = await t.call('storefront_get_shop_profile', {}, t.keys.reader);
      expect(shop.body.result.missing_policies).toEqual([]);
      const withTerms = await t.call('get_ai_readiness', { handle: p.handle }, t.keys.reader);
      expect(withTerms.body.result.store_checks[0].passed).toBe(true);
      expect(withTerms.body.result.products[0].failing).not.toContain('shop_policies');
    } finally {
      const { id: _id, ...product } = saved.product;
      await t.db('products').where({ id: p.id }).update(product);
      for (const v of saved.variants) await t.db('variants').where({ id: v.id }).update({ barcode: v.barcode });
      for (const i of saved.images) await t.db('product_images').where({ id: i.id }).update({ alt_text: i.alt_text });
      await t.db('product_metafields').where({ id: '11111111-1111-4111-8111-111111111111' }).delete();
      await t.db('shop_profiles').where({ store_id: t.hostedStoreId }).update({ policies: saved.shop.policies });
    }
  });

  it('pages with offset and next_offset over the same order', async () => {
    const all = await t.call('get_ai_readiness', { limit: 100 }, t.keys.reader);
    const page1 = await t.call('get_ai_readiness', { limit: 3 }, t.keys.reader);
    const page2 = await t.call('get_ai_readiness', { limit: 3, offset: page1.body.result.next_offset }, t.keys.reader);
    expect(page1.body.result.next_offset).toBe(3);
    const ids = (r: { products: Array<{ product_id: string }> }) => r.products.map((p) => p.product_id);
    expect([...ids(page1.body.result), ...ids(page2.body.result)]).toEqual(ids(all.body.result).slice(0, 6));
    const archived = await t.call('get_ai_readiness', { storefront_status: 'archived', limit: 100 }, t.keys.reader);
    for (const p of archived.body.result.products) expect(p.storefront_status).toBe('archived');
  });

  it('gives one repair per failed check, the store fix first, each naming its operation or none', async () => {
    const readiness = await t.call('get_ai_readiness', { limit: 5 }, t.keys.reader);
    const res = await t.call('get_ai_repairs', { limit: 5 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.repairs[0]).toMatchObject({ check: 'shop_policies', product_id: null, operation: null });
    expect(r.repairs[0].description).toMatch(/terms_of_service/);
    const expected = readiness.body.result.products.flatMap((p: { product_id: string; failing: string[] }) =>
      p.failing.filter((c) => c !== 'shop_policies').map((c) => `${p.product_id}:${c}`),
    );
    expect(r.repairs.slice(1).map((x: { product_id: string; check: string }) => `${x.product_id}:${x.check}`)).toEqual(expected);
    const OPERATION: Record<string, string | null> = {
      description_length: 'storefront_update_content',
      seo: 'storefront_update_content',
      structured_attributes: 'storefront_set_metafield',
      tags: 'storefront_update_tags',
      gtin: null,
      image_alt_text: null,
      category: null,
    };
    for (const x of r.repairs.slice(1)) {
      expect(x.operation).toBe(OPERATION[x.check]);
      if (x.operation === null || x.check === 'description_length') expect(x.arguments).toBeNull();
      if (x.arguments !== null) expect(x.arguments.product_id).toBe(x.product_id);
    }
    const page2 = await t.call('get_ai_repairs', { limit: 5, offset: 5 }, t.keys.reader);
    expect(page2.body.result.repairs.some((x: { product_id: string | null }) => x.product_id === null)).toBe(false);
  });

  it('ready-to-send arguments are accepted by the operation they name (proposed, nothing applied)', async () => {
    const writer = await t.key(['catalog:read', 'catalog:write']);
    const res = await t.call('get_ai_repairs', { limit: 100 }, t.keys.reader);
    const sendable = res.body.result.repairs.filter((x: { arguments: unknown }) => x.arguments !== null);
    expect(sendable.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const x of sendable) {
      if (seen.has(x.operation)) continue;
      seen.add(x.operation);
      const sent = await t.call(x.operation, x.arguments, writer);
      expect(sent.status, `${x.operation} ${JSON.stringify(sent.body)}`).toBe(200);
      expect(sent.body.result.status).toBe('proposed');
      const rejected = await t.app.invoker.decideApproval({
        store: await t.app.stores.get(t.hostedStoreId),
        operator: { id: 'op', email: 'op@test.example' },
        approvalId: sent.body.result.approval_id,
        decision: 'reject',
        requestId: 'req_catalog_reads',
        now: new Date(),
      });
      expect(rejected).toBeDefined();
    }
    expect(seen.has('storefront_update_content')).toBe(true);
  });
});

describe('storefront_get_shop_profile and storefront_list_markets', () => {
  it('reads the shop profile, naming the missing policy', async () => {
    const res = await t.call('storefront_get_shop_profile', {}, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ primary_locale: 'en', currency: 'EUR', address: { country_code: 'NL' } });
    expect(r.policies.map((p: { kind: string }) => p.kind)).toEqual(['refund', 'shipping', 'privacy']);
    expect(r.missing_policies).toEqual(['terms_of_service']);
    expect(r.ships_to_countries).toEqual([...r.ships_to_countries].sort());
  });

  it('answers not_found when the storefront has no profile', async () => {
    const saved = await t.db('shop_profiles').where({ store_id: t.hostedStoreId }).first();
    await t.db('shop_profiles').where({ store_id: t.hostedStoreId }).delete();
    try {
      const res = await t.call('storefront_get_shop_profile', {}, t.keys.reader);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
    } finally {
      await t.db('shop_profiles').insert(saved);
    }
  });

  it('lists the markets primary first, then by name, and filters by enabled', async () => {
    const res = await t.call('storefront_list_markets', {}, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.base_currency).toBe('EUR');
    expect(r.markets.map((m: { handle: string }) => m.handle)).toEqual([
      'netherlands',
      'european-union',
      'united-kingdom',
      'united-states',
    ]);
    expect(r.markets[0]).toMatchObject({ primary: true, currency: 'EUR', countries: ['NL'] });
    expect(r.markets.map((m: { currency: string }) => m.currency)).toEqual(['EUR', 'EUR', 'GBP', 'USD']);
    await t.db('markets').where({ store_id: t.hostedStoreId, handle: 'united-states' }).update({ enabled: false });
    try {
      const enabled = await t.call('storefront_list_markets', { enabled: true }, t.keys.reader);
      expect(enabled.body.result.count).toBe(3);
      const disabled = await t.call('storefront_list_markets', { enabled: false }, t.keys.reader);
      expect(disabled.body.result.markets.map((m: { handle: string }) => m.handle)).toEqual(['united-states']);
    } finally {
      await t.db('markets').where({ store_id: t.hostedStoreId, handle: 'united-states' }).update({ enabled: true });
    }
  });
});
