/**
 * Merchant feed over HTTP: merchant_get_account_issues, merchant_get_product_views,
 * merchant_run_report (the report language: grouping, filters, sort, limit, unknown fields named)
 * and the proposed writes merchant_upsert_supplemental_labels / merchant_delete_supplemental_labels
 * (card with labels before → after, approve → applied with receipt, reject → unchanged, world
 * moved → failed, idempotent retry), the scope refusal and the business store's refusal.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer(
  { scale: 0.1 },
  {
    reader: ['merchant:read'],
    writer: ['merchant:read', 'merchant:write'],
    auto: { scopes: ['merchant:read', 'merchant:write'], autoApply: true },
  },
);

interface FeedRow {
  id: string;
  product_id: string;
  handle: string;
  status: string;
  issues: string;
  custom_label_0: string | null;
  custom_label_1: string | null;
  custom_label_2: string | null;
  custom_label_3: string | null;
  custom_label_4: string | null;
}
async function feed(): Promise<FeedRow[]> {
  return t
    .db('merchant_feed_items as f')
    .join('products as p', 'p.id', 'f.product_id')
    .where('f.store_id', t.hostedStoreId)
    .select('f.*', 'p.handle')
    .orderBy('p.handle');
}
async function item(productId: string): Promise<FeedRow> {
  return t.db('merchant_feed_items').where({ store_id: t.hostedStoreId, product_id: productId }).first();
}
/** Feed items not used by another test yet (each write test takes its own). */
const taken = new Set<string>();
async function take(pred: (r: FeedRow) => boolean = () => true): Promise<FeedRow> {
  const row = (await feed()).find((r) => !taken.has(r.product_id) && pred(r));
  if (row === undefined) throw new Error('no feed item left');
  taken.add(row.product_id);
  return row;
}

describe('merchant_get_account_issues', () => {
  it('lists the account issues most severe first with the item counts per status', async () => {
    const res = await t.call('merchant_get_account_issues', {}, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const rows = await feed();
    expect(r.count).toBe(r.issues.length);
    expect(r.issues.map((i: { severity: string }) => i.severity)).toEqual(['critical', 'error', 'suggestion']);
    const count = (s: string) => rows.filter((x) => x.status === s).length;
    expect(r.item_status_counts).toEqual({
      approved: count('approved'),
      limited: count('limited'),
      disapproved: count('disapproved'),
      total: rows.length,
    });
    expect(count('limited')).toBeGreaterThan(0);
    expect(count('disapproved')).toBeGreaterThan(0);
    // The price-mismatch account issue counts the items that carry that item issue.
    const mismatch = r.issues.find((i: { code: string }) => i.code === 'price_mismatch_items');
    expect(mismatch.affected_items).toBe(rows.filter((x) => x.issues.includes('"price_mismatch"')).length);
    expect(mismatch.affected_items).toBeGreaterThan(0);

    const critical = await t.call('merchant_get_account_issues', { severity: 'critical' }, t.keys.reader);
    expect(critical.body.result.issues.map((i: { code: string }) => i.code)).toEqual(['price_mismatch_items']);
  });
});

describe('merchant_get_product_views', () => {
  it('shows each product with status, item issues and labels, by handle, paged', async () => {
    const rows = await feed();
    const first = await t.call('merchant_get_product_views', { limit: 3 }, t.keys.reader);
    expect(first.status).toBe(200);
    const r = first.body.result;
    expect(r.products.map((p: { handle: string }) => p.handle)).toEqual(rows.slice(0, 3).map((x) => x.handle));
    expect(r.has_more).toBe(rows.length > 3);
    const second = await t.call('merchant_get_product_views', { limit: 100, cursor: r.next_cursor }, t.keys.reader);
    expect(second.body.result.products.map((p: { handle: string }) => p.handle)).toEqual(rows.slice(3, 103).map((x) => x.handle));
    const bad = await t.call('merchant_get_product_views', { cursor: 'nope' }, t.keys.reader);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^cursor: /);
  });

  it('filters disapproved items and shows their errors first', async () => {
    const res = await t.call('merchant_get_product_views', { status: 'disapproved', limit: 100 }, t.keys.reader);
    const products = res.body.result.products as Array<{ status: string; issues: Array<{ severity: string }> }>;
    expect(products.length).toBe((await feed()).filter((x) => x.status === 'disapproved').length);
    for (const p of products) {
      expect(p.status).toBe('disapproved');
      expect(p.issues[0]!.severity).toBe('error');
    }
    const gtin = await t.call('merchant_get_product_views', { issue_code: 'missing_gtin', limit: 100 }, t.keys.reader);
    for (const p of gtin.body.result.products) expect(p.issues.map((i: { code: string }) => i.code)).toContain('missing_gtin');
  });

  it('one product by handle; an unknown one is invalid_request naming product', async () => {
    const [row] = await feed();
    const res = await t.call('merchant_get_product_views', { product: row!.handle }, t.keys.reader);
    expect(res.body.result.products).toHaveLength(1);
    expect(res.body.result.products[0]).toMatchObject({ product_id: row!.product_id, status: row!.status, offer_id: row!.handle });
    const none = await t.call('merchant_get_product_views', { product: 'no-such-product' }, t.keys.reader);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('invalid_request');
    expect(none.body.message).toMatch(/^product: no product/);
  });
});

describe('merchant_run_report', () => {
  it('groups per product with summed metrics that match the rows', async () => {
    const res = await t.call(
      'merchant_run_report',
      { fields: ['handle', 'clicks', 'impressions', 'conversion_value', 'ctr'], date_range: { start: '2000-01-01', end: '2000-12-31' } },
      t.keys.reader,
    );
    expect(res.status).toBe(200);
    expect(res.body.result.rows).toEqual([]);

    const end = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const start = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const report = await t.call(
      'merchant_run_report',
      { fields: ['handle', 'clicks', 'impressions', 'conversion_value', 'ctr'], window_days: 7, limit: 1000 },
      t.keys.reader,
    );
    const r = report.body.result;
    expect(r).toMatchObject({ start, end, currency: 'EUR', fields: ['handle', 'clicks', 'impressions', 'conversion_value', 'ctr'] });
    expect(r.rows.length).toBeGreaterThan(0);
    const clicks = r.rows.map((x: { clicks: number }) => x.clicks);
    expect(clicks).toEqual([...clicks].sort((a, b) => b - a));
    const top = r.rows[0];
    const [pid] = (await feed()).filter((x) => x.handle === top.handle).map((x) => x.product_id);
    const daily = await t
      .db('merchant_performance_daily')
      .where({ product_id: pid })
      .andWhere('date', '>=', start)
      .andWhere('date', '<=', end);
    expect(daily).toHaveLength(7);
    const sum = (k: string) => daily.reduce((s, d) => s + Number(d[k]), 0);
    expect(top).toEqual({
      handle: top.handle,
      clicks: sum('clicks'),
      impressions: sum('impressions'),
      conversion_value: sum('conversion_value_cents') / 100,
      ctr: Math.round((sum('clicks') / sum('impressions')) * 10_000) / 10_000,
    });
  });

  it('filters on dimensions and metrics, sorts and limits', async () => {
    const limited = new Set((await feed()).filter((x) => x.status === 'limited').map((x) => x.handle));
    const res = await t.call(
      'merchant_run_report',
      {
        fields: ['handle', 'status', 'impressions'],
        filters: [
          { field: 'status', op: 'eq', value: 'limited' },
          { field: 'impressions', op: 'gt', value: 0 },
        ],
        window_days: 90,
        sort: [{ field: 'handle', direction: 'asc' }],
        limit: 2,
      },
      t.keys.reader,
    );
    const r = res.body.result;
    expect(r.total_rows).toBe(limited.size);
    expect(r.row_count).toBe(Math.min(2, limited.size));
    expect(r.truncated).toBe(limited.size > 2);
    expect(r.rows.map((x: { handle: string }) => x.handle)).toEqual([...limited].sort().slice(0, 2));
    for (const row of r.rows) expect(row.status).toBe('limited');

    const total = await t.call('merchant_run_report', { fields: ['clicks', 'conversions'], window_days: 30 }, t.keys.reader);
    expect(total.body.result.rows).toHaveLength(1);
    const byDate = await t.call(
      'merchant_run_report',
      { fields: ['date', 'clicks'], window_days: 30, sort: [{ field: 'date' }] },
      t.keys.reader,
    );
    const dates = byDate.body.result.rows.map((x: { date: string }) => x.date);
    expect(dates).toHaveLength(30);
    expect(dates).toEqual([...dates].sort());
    expect(byDate.body.result.rows.reduce((s: number, x: { clicks: number }) => s + x.clicks, 0)).toBe(total.body.result.rows[0].clicks);
  });

  it('refuses unknown fields, naming them', async () => {
    const cases: Array<[object, string]> = [
      [{ fields: ['handle', 'clicks', 'revenue'] }, 'fields[2]'],
      [{ fields: ['clicks'], filters: [{ field: 'colour', op: 'eq', value: 'red' }] }, 'filters[0].field'],
      [{ fields: ['clicks'], sort: [{ field: 'nope' }] }, 'sort[0].field'],
      [{ fields: ['clicks'], sort: [{ field: 'impressions' }] }, 'sort[0].field'],
      [{ fields: ['clicks'], filters: [{ field: 'clicks', op: 'contains', value: 'x' }] }, 'filters[0].op'],
      [{ fields: ['clicks'], filters: [{ field: 'clicks', op: 'gt', value: 'x' }] }, 'filters[0].value'],
      [{ fields: ['clicks'], date_range: { start: '2026-02-01', end: '2026-01-01' } }, 'date_range.start'],
      [{ fields: ['clicks'], date_range: { start: '2026-01-01', end: '2026-01-02' }, window_days: 3 }, 'window_days'],
    ];
    for (const [body, name] of cases) {
      const res = await t.call('merchant_run_report', body, t.keys.reader);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message.startsWith(`${name}: `), res.body.message).toBe(true);
    }
    const unknown = await t.call('merchant_run_report', { fields: ['handle', 'clicks', 'revenue'] }, t.keys.reader);
    expect(unknown.body.message).toMatch(/unknown field "revenue"/);
  });
});

describe('merchant_upsert_supplemental_labels', () => {
  it('proposes labels before → after; approval applies them with a receipt', async () => {
    const a = await take((r) => r.custom_label_2 === null);
    const b = await take((r) => r.custom_label_0 !== null);
    const res = await t.call(
      'merchant_upsert_supplemental_labels',
      {
        items: [
          { product: a.handle, labels: { custom_label_2: 'black_friday' } },
          { product: b.product_id, labels: { custom_label_0: null, custom_label_3: 'clearance' } },
        ],
        reason: 'sale segment',
      },
      t.keys.writer,
    );
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'proposed', applied: false });
    expect(r.change.changes).toEqual([
      { resource_kind: 'product', resource_ref: a.product_id, field: 'custom_label_2', before: null, after: 'black_friday' },
      { resource_kind: 'product', resource_ref: b.product_id, field: 'custom_label_0', before: b.custom_label_0, after: null },
      { resource_kind: 'product', resource_ref: b.product_id, field: 'custom_label_3', before: null, after: 'clearance' },
    ]);
    expect(r.change.reversibility_class).toBe('reversible');
    expect(r.change.reversal).toMatchObject({
      operation: 'merchant_upsert_supplemental_labels',
      arguments: {
        items: [
          { product: a.product_id, labels: { custom_label_2: null } },
          { product: b.product_id, labels: { custom_label_0: b.custom_label_0, custom_label_3: null } },
        ],
      },
    });
    expect((await item(a.product_id)).custom_label_2).toBeNull();

    const outcome = await t.decide(r.approval_id, 'approve');
    expect(outcome.status).toBe('approved');
    expect((await item(a.product_id)).custom_label_2).toBe('black_friday');
    expect(await item(b.product_id)).toMatchObject({ custom_label_0: null, custom_label_3: 'clearance', custom_label_1: b.custom_label_1 });
    const receipts = await t.db('receipts').where({ approval_id: r.approval_id });
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.map((x) => x.resource_ref)).toContain(a.product_id);
    expect(await t.eventTypes(r.approval_id)).toEqual(['approval.requested', 'approval.decided']);
    const view = await t.call('merchant_get_product_views', { product: a.handle }, t.keys.reader);
    expect(view.body.result.products[0].custom_labels.custom_label_2).toBe('black_friday');

    // The reversal is itself a legal proposal and restores the labels.
    const back = await t.call('merchant_upsert_supplemental_labels', r.change.reversal.arguments, t.keys.auto);
    expect(back.body.result.status).toBe('applied');
    expect(await item(b.product_id)).toMatchObject({ custom_label_0: b.custom_label_0, custom_label_3: null });
    expect((await item(a.product_id)).custom_label_2).toBeNull();
  });

  it('reject leaves the labels as they were', async () => {
    const a = await take();
    const res = await t.call(
      'merchant_upsert_supplemental_labels',
      { items: [{ product: a.handle, labels: { custom_label_4: 'x' } }] },
      t.keys.writer,
    );
    expect((await t.decide(res.body.result.approval_id, 'reject')).status).toBe('rejected');
    expect((await item(a.product_id)).custom_label_4).toBeNull();
    expect(await t.db('receipts').where({ approval_id: res.body.result.approval_id })).toHaveLength(0);
  });

  it('fails the card when the label moved between proposal and approval; nothing applied', async () => {
    const a = await take();
    const res = await t.call(
      'merchant_upsert_supplemental_labels',
      { items: [{ product: a.handle, labels: { custom_label_3: 'new' } }] },
      t.keys.writer,
    );
    await t.db('merchant_feed_items').where({ product_id: a.product_id }).update({ custom_label_3: 'someone_else' });
    const outcome = await t.decide(res.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('failed');
    expect((await item(a.product_id)).custom_label_3).toBe('someone_else');
    expect(await t.db('receipts').where({ approval_id: res.body.result.approval_id })).toHaveLength(0);
  });

  it('an idempotent retry answers the same card, marked Idempotent-Replayed', async () => {
    const a = await take();
    const body = { items: [{ product: a.handle, labels: { custom_label_3: 'retry' } }], idempotency_key: 'merchant-labels-1' };
    const first = await t.call('merchant_upsert_supplemental_labels', body, t.keys.writer);
    const second = await t.call('merchant_upsert_supplemental_labels', body, t.keys.writer);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const cards = await t
      .db('approvals')
      .where({ operation: 'merchant_upsert_supplemental_labels' })
      .andWhere('arguments', 'like', '%merchant-labels-1%');
    expect(cards.length).toBeLessThanOrEqual(1);
    expect(await t.db('approvals').where({ id: first.body.result.approval_id })).toHaveLength(1);
  });

  it('refuses duplicates, unknown products and no-op calls, naming the argument', async () => {
    const a = await take();
    const dup = await t.call(
      'merchant_upsert_supplemental_labels',
      {
        items: [
          { product: a.handle, labels: { custom_label_4: 'x' } },
          { product: a.product_id, labels: { custom_label_4: 'y' } },
        ],
      },
      t.keys.writer,
    );
    expect(dup.status).toBe(400);
    expect(dup.body.message).toMatch(/^items\[1\]\.product: /);
    const unknown = await t.call(
      'merchant_upsert_supplemental_labels',
      { items: [{ product: 'no-such-product', labels: { custom_label_4: 'x' } }] },
      t.keys.writer,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('invalid_request');
    expect(unknown.body.message).toMatch(/^items\[0\]\.product: no product/);
    const noop = await t.call(
      'merchant_upsert_supplemental_labels',
      { items: [{ product: a.handle, labels: { custom_label_4: null } }] },
      t.keys.writer,
    );
    expect(noop.status).toBe(400);
    expect(noop.body.message).toMatch(/^items: nothing to change/);
    const tooLong = await t.call(
      'merchant_upsert_supplemental_labels',
      { items: [{ product: a.handle, labels: { custom_label_4: 'x'.repeat(101) } }] },
      t.keys.writer,
    );
    expect(tooLong.status).toBe(400);
  });
});

describe('merchant_delete_supplemental_labels', () => {
  it('clears the listed labels (default all) on approval; the reversal restores them', async () => {
    const a = await take((r) => r.custom_label_0 !== null && r.custom_label_1 !== null);
    const res = await t.call('merchant_delete_supplemental_labels', { items: [{ product: a.handle }] }, t.keys.writer);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.change.changes).toEqual([
      { resource_kind: 'product', resource_ref: a.product_id, field: 'custom_label_0', before: a.custom_label_0, after: null },
      { resource_kind: 'product', resource_ref: a.product_id, field: 'custom_label_1', before: a.custom_label_1, after: null },
    ]);
    expect((await t.decide(r.approval_id, 'approve')).status).toBe('approved');
    expect(await item(a.product_id)).toMatchObject({ custom_label_0: null, custom_label_1: null });
    const back = await t.call('merchant_upsert_supplemental_labels', r.change.reversal.arguments, t.keys.auto);
    expect(back.body.result.status).toBe('applied');
    expect(await item(a.product_id)).toMatchObject({ custom_label_0: a.custom_label_0, custom_label_1: a.custom_label_1 });

    const one = await t.call(
      'merchant_delete_supplemental_labels',
      { items: [{ product: a.handle, labels: ['custom_label_1'] }] },
      t.keys.auto,
    );
    expect(one.body.result.status).toBe('applied');
    expect(await item(a.product_id)).toMatchObject({ custom_label_0: a.custom_label_0, custom_label_1: null });
  });

  it('a call with nothing to clear is refused', async () => {
    const a = await take((r) => r.custom_label_4 === null);
    const res = await t.call(
      'merchant_delete_supplemental_labels',
      { items: [{ product: a.handle, labels: ['custom_label_4'] }] },
      t.keys.writer,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^items: /);
  });
});

describe('access', () => {
  it('needs merchant:read to read and merchant:write to propose', async () => {
    const other = await t.key(['orders:read']);
    const read = await t.call('merchant_get_account_issues', {}, other);
    expect(read.status).toBe(403);
    expect(read.body.error).toBe('insufficient_scope');
    const [row] = await feed();
    const write = await t.call(
      'merchant_upsert_supplemental_labels',
      { items: [{ product: row!.handle, labels: { custom_label_4: 'x' } }] },
      t.keys.reader,
    );
    expect(write.status).toBe(403);
    expect(write.body.error).toBe('insufficient_scope');
  });

  it('the business store (no storefront) has no merchant feed: not_found', async () => {
    const business = await t.key(['merchant:read', 'merchant:write'], { storeId: t.businessStoreId });
    for (const [op, body] of [
      ['merchant_get_account_issues', {}],
      ['merchant_get_product_views', {}],
      ['merchant_run_report', { fields: ['clicks'] }],
      ['merchant_delete_supplemental_labels', { items: [{ product: 'x' }] }],
    ] as const) {
      const res = await t.call(op, body, business);
      expect(res.status, op).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
    expect(await t.db('merchant_feed_items').where({ store_id: t.businessStoreId })).toHaveLength(0);
  });
});
