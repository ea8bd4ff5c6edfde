/**
 * Catalog proposed writes over HTTP (seed catalogue catalog:write): propose_state_transition
 * (the lifecycle table), propose_draft, storefront_set_product_status, storefront_update_tags,
 * storefront_set_metafield and storefront_update_content. Each: the card (before -> after,
 * reversibility), approve -> applied (state, receipt, events, audit), reject -> unchanged, the
 * world moved -> failed with nothing applied, documented errors, idempotent retry, scope refusal
 * and the business store's refusal.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { key: ['catalog:read', 'catalog:write'] });
const operator = { id: 'op-cw', email: 'catalog-ops@test.example' };

interface Product {
  id: string;
  handle: string;
  title: string;
  lifecycle_state: string;
  storefront_status: string;
  tags: string;
  content_version: number;
  description_html?: string;
  seo_title?: string | null;
}

/** Products of the hosted store, in handle order; `used` keeps tests on distinct rows. */
const used = new Set<string>();
async function take(where: Partial<Product> = {}, mark = true): Promise<Product> {
  const rows = (await t
    .db('products')
    .where({ store_id: t.hostedStoreId, ...where })
    .orderBy('handle')) as Product[];
  const row = rows.find((r) => !used.has(r.id));
  if (row === undefined) throw new Error(`no unused product ${JSON.stringify(where)}`);
  if (mark) used.add(row.id);
  return row;
}
const product = async (id: string): Promise<Product> => t.db('products').where({ id }).first();

const auditOf = (res: { headers: Headers }) => t.auditRow(res.headers.get('x-request-id')!);
async function propose(op: string, body: Record<string, unknown>, k = t.keys.key) {
  const res = await t.call(op, body, k);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.result).toMatchObject({ status: 'proposed', applied: false, receipt_id: null });
  return res.body.result as { approval_id: string; change: any };
}
async function refused(op: string, body: Record<string, unknown>, argument: string, k = t.keys.key) {
  const res = await t.call(op, body, k);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toBe('invalid_request');
  expect(res.body.message.startsWith(`${argument}: `), res.body.message).toBe(true);
  return res.body.message as string;
}

describe('propose_state_transition', () => {
  it('refuses an illegal move, naming the allowed next states', async () => {
    const p = await take({ lifecycle_state: 'draft' }, false);
    const msg = await refused('propose_state_transition', { handle: p.handle, to_state: 'winner', reason: 'skip ahead' }, 'to_state');
    expect(msg).toBe('to_state: draft -> winner is not allowed; allowed next states from draft: new, retired');
    const same = await refused('propose_state_transition', { product_id: p.id, to_state: 'DRAFT', reason: 'x' }, 'to_state');
    expect(same).toMatch(/already draft; allowed next states from draft: new, retired/);
    expect((await product(p.id)).lifecycle_state).toBe('draft');
  });

  it('accepts UPPERCASE, stores lowercase; approve applies it with receipt, events and audit; reversible when the way back is legal', async () => {
    const p = await take({ lifecycle_state: 'draft' });
    const res = await t.call('propose_state_transition', { handle: p.handle, to_state: 'NEW', reason: 'launch' }, t.keys.key);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.change).toEqual({
      title: `Move ${p.title} (${p.handle}) from draft to new: launch`,
      changes: [{ resource_kind: 'product', resource_ref: p.id, field: 'lifecycle_state', before: 'draft', after: 'new' }],
      amount_cents: null,
      reversibility_class: 'reversible',
      reversal: {
        operation: 'propose_state_transition',
        arguments: { product_id: p.id, to_state: 'draft', reason: 'undo: back to draft' },
        description: `Move ${p.title} (${p.handle}) back from new to draft.`,
      },
    });
    expect((await product(p.id)).lifecycle_state).toBe('draft');
    expect(await auditOf(res)).toMatchObject({ operation: 'propose_state_transition', status: 200, subject_ref: `product:${p.id}` });

    const outcome = await t.decide(r.approval_id, 'approve', { operator });
    expect(outcome.status).toBe('approved');
    expect((await product(p.id)).lifecycle_state).toBe('new');
    const receipt = await t.db('receipts').where({ id: outcome.receiptId }).first();
    expect(receipt).toMatchObject({
      operation: 'propose_state_transition',
      resource_kind: 'product',
      resource_ref: p.id,
      approved_by: operator.email,
    });
    expect(JSON.parse(receipt.changes)).toEqual([{ field: 'lifecycle_state', before: 'draft', after: 'new' }]);
    expect(await t.eventTypes(r.approval_id)).toEqual(['approval.requested', 'approval.decided']);
    const read = await t.call('query_products', { filter: { lifecycle_state: 'new' }, limit: 50 }, t.keys.key);
    expect(read.body.result.products.map((x: { id: string }) => x.id)).toContain(p.id);

    // The reversal is itself a legal proposal.
    const back = await propose('propose_state_transition', r.change.reversal.arguments);
    expect(back.change.changes[0]).toMatchObject({ before: 'new', after: 'draft' });
  });

  it('a move whose reverse is not in the table is compensatable with no reversal', async () => {
    const p = await take({ lifecycle_state: 'new' });
    const r = await propose('propose_state_transition', { product_id: p.id, to_state: 'testing', reason: 'start the test' });
    expect(r.change).toMatchObject({ reversibility_class: 'compensatable', reversal: null });
  });

  it('reject leaves the product as it was', async () => {
    const p = await take({ lifecycle_state: 'active' });
    const r = await propose('propose_state_transition', { handle: p.handle, to_state: 'winner', reason: 'top seller' });
    expect((await t.decide(r.approval_id, 'reject', { operator })).status).toBe('rejected');
    expect((await product(p.id)).lifecycle_state).toBe('active');
    expect(await t.db('receipts').where({ approval_id: r.approval_id })).toHaveLength(0);
    expect(await t.eventTypes(r.approval_id)).toEqual(['approval.requested', 'approval.decided']);
  });

  it('fails the card when the state moved between proposal and approval; nothing applied', async () => {
    const p = await take({ lifecycle_state: 'active' });
    const r = await propose('propose_state_transition', { handle: p.handle, to_state: 'scaling', reason: 'scale up' });
    await t.db('products').where({ id: p.id }).update({ lifecycle_state: 'paused' });
    const outcome = await t.decide(r.approval_id, 'approve', { operator });
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(/world moved/);
    expect((await product(p.id)).lifecycle_state).toBe('paused');
    expect(await t.db('receipts').where({ approval_id: r.approval_id })).toHaveLength(0);
  });

  it('an idempotent retry answers the same card, marked Idempotent-Replayed', async () => {
    const p = await take({ lifecycle_state: 'active' });
    const body = { handle: p.handle, to_state: 'declining', reason: 'sales down', idempotency_key: 'cw-transition-1' };
    const first = await t.call('propose_state_transition', body, t.keys.key);
    const second = await t.call('propose_state_transition', body, t.keys.key);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const cards = await t.db('approvals').where({ operation: 'propose_state_transition' }).andWhere('arguments', 'like', `%"${p.handle}"%`);
    expect(cards.map((c) => c.id)).toEqual([first.body.result.approval_id]);
  });

  it('names the product argument when it is missing, doubled or unknown', async () => {
    const p = await take();
    await refused('propose_state_transition', { to_state: 'paused', reason: 'x' }, 'product_id');
    await refused('propose_state_transition', { product_id: p.id, handle: p.handle, to_state: 'paused', reason: 'x' }, 'product_id');
    await refused('propose_state_transition', { handle: 'no-such-product', to_state: 'paused', reason: 'x' }, 'handle');
    await refused(
      'propose_state_transition',
      { product_id: '00000000-0000-4000-8000-000000000000', to_state: 'paused', reason: 'x' },
      'product_id',
    );
    await refused('propose_state_transition', { handle: p.handle, to_state: 'Winner', reason: 'x' }, 'to_state');
  });
});

describe('propose_draft', () => {
  const variants = [
    { sku: 'CW-DRAFT-M', price: 49.9, compare_at_price: 59.9, size: 'M', colour: 'Navy', inventory_quantity: 4 },
    { sku: 'CW-DRAFT-L', price: 52.5, size: 'L' },
  ];

  it('approve creates the draft product, its variants and content version 1 by the proposer', async () => {
    const res = await t.call(
      'propose_draft',
      {
        title: 'Harbour Rain Shell',
        vendor: 'Northwind Outfitters',
        product_type: 'Jackets',
        description_html: '<p>Seam-sealed shell.</p>',
        tags: [' waterproof ', 'Waterproof', 'new-in'],
        variants,
        reason: 'autumn drop',
      },
      t.keys.key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r.change.changes).toEqual([
      {
        resource_kind: 'product',
        resource_ref: 'harbour-rain-shell',
        field: 'product',
        before: null,
        after: {
          title: 'Harbour Rain Shell',
          handle: 'harbour-rain-shell',
          vendor: 'Northwind Outfitters',
          product_type: 'Jackets',
          storefront_status: 'draft',
          lifecycle_state: 'draft',
          tags: ['waterproof', 'new-in'],
          variants: 2,
        },
      },
      {
        resource_kind: 'variant',
        resource_ref: 'CW-DRAFT-M',
        field: 'variant',
        before: null,
        after: { sku: 'CW-DRAFT-M', title: 'M / Navy', price: 49.9, compare_at_price: 59.9, inventory_quantity: 4 },
      },
      {
        resource_kind: 'variant',
        resource_ref: 'CW-DRAFT-L',
        field: 'variant',
        before: null,
        after: { sku: 'CW-DRAFT-L', title: 'L', price: 52.5, compare_at_price: null, inventory_quantity: 0 },
      },
    ]);
    expect(r.change).toMatchObject({
      reversibility_class: 'compensatable',
      reversal: { operation: 'storefront_set_product_status', arguments: { handle: 'harbour-rain-shell', status: 'archived' } },
    });
    expect(await t.db('products').where({ store_id: t.hostedStoreId, handle: 'harbour-rain-shell' })).toHaveLength(0);

    const outcome = await t.decide(r.approval_id, 'approve', { operator });
    expect(outcome.status).toBe('approved');
    const p = await t.db('products').where({ store_id: t.hostedStoreId, handle: 'harbour-rain-shell' }).first();
    expect(p).toMatchObject({
      title: 'Harbour Rain Shell',
      storefront_status: 'draft',
      lifecycle_state: 'draft',
      price_cents: 4990,
      description_html: '<p>Seam-sealed shell.</p>',
      content_version: 1,
    });
    expect(JSON.parse(p.tags)).toEqual(['waterproof', 'new-in']);
    const vs = await t.db('variants').where({ product_id: p.id }).orderBy('position');
    expect(vs.map((v) => [v.sku, v.title, v.price_cents, v.compare_at_price_cents, v.inventory_quantity, v.position])).toEqual([
      ['CW-DRAFT-M', 'M / Navy', 4990, 5990, 4, 1],
      ['CW-DRAFT-L', 'L', 5250, null, 0, 2],
    ]);
    expect(new Set(vs.map((v) => v.external_id)).size).toBe(2);
    const card = await t.db('approvals').where({ id: r.approval_id }).first();
    const versions = await t.db('content_versions').where({ product_id: p.id });
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      title: 'Harbour Rain Shell',
      author: card.requested_by,
      source: 'service',
      approval_id: r.approval_id,
    });
    expect(await t.db('api_keys').where({ id: card.requested_by }).first()).toBeDefined();
    expect(await t.eventTypes(r.approval_id)).toEqual(['approval.requested', 'approval.decided']);
    const receipts = await t.db('receipts').where({ approval_id: r.approval_id });
    // The product's receipt names the created row by its id; the variants keep their SKUs (the plan's names).
    expect(receipts.map((x) => x.resource_ref).sort()).toEqual(['CW-DRAFT-L', 'CW-DRAFT-M', p.id].sort());

    // The same handle or a taken SKU is now refused, naming the argument.
    await refused(
      'propose_draft',
      { title: 'Other', handle: 'harbour-rain-shell', vendor: 'V', product_type: 'T', variants: [{ sku: 'CW-NEW-1', price: 1 }] },
      'handle',
    );
    await refused(
      'propose_draft',
      { title: 'Other', vendor: 'V', product_type: 'T', variants: [{ sku: 'CW-NEW-1', price: 1 }, variants[1]!] },
      'variants[1].sku',
    );
    // A derived handle is made unique.
    const again = await propose('propose_draft', {
      title: 'Harbour Rain Shell',
      vendor: 'V',
      product_type: 'T',
      variants: [{ sku: 'CW-NEW-2', price: 10 }],
    });
    expect(again.change.changes[0].resource_ref).toBe('harbour-rain-shell-2');
  });

  it('fails the second of two cards for the same handle (the world moved); nothing of it applied', async () => {
    const body = (sku: string) => ({
      title: 'Dock Beanie',
      handle: 'dock-beanie',
      vendor: 'V',
      product_type: 'Hats',
      variants: [{ sku, price: 15 }],
    });
    const a = await propose('propose_draft', body('CW-BEANIE-A'));
    const b = await propose('propose_draft', body('CW-BEANIE-B'));
    expect((await t.decide(a.approval_id, 'approve', { operator })).status).toBe('approved');
    const outcome = await t.decide(b.approval_id, 'approve', { operator });
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(/world moved.*handle/);
    expect(await t.db('variants').where({ store_id: t.hostedStoreId, sku: 'CW-BEANIE-B' })).toHaveLength(0);
  });

  it('reject creates nothing; bad variants are named', async () => {
    const r = await propose('propose_draft', {
      title: 'Quay Scarf',
      vendor: 'V',
      product_type: 'Scarves',
      variants: [{ sku: 'CW-SCARF', price: 20 }],
    });
    expect((await t.decide(r.approval_id, 'reject', { operator })).status).toBe('rejected');
    expect(await t.db('products').where({ store_id: t.hostedStoreId, handle: 'quay-scarf' })).toHaveLength(0);
    await refused(
      'propose_draft',
      { title: 'X', vendor: 'V', product_type: 'T', variants: [{ sku: 'A1', price: 10, compare_at_price: 10 }] },
      'variants[0].compare_at_price',
    );
    await refused(
      'propose_draft',
      {
        title: 'X',
        vendor: 'V',
        product_type: 'T',
        variants: [
          { sku: 'A1', price: 1 },
          { sku: 'A1', price: 2 },
        ],
      },
      'variants[1].sku',
    );
    await refused('propose_draft', { title: 'X', vendor: 'V', product_type: 'T', variants: [] }, 'variants');
    await refused(
      'propose_draft',
      { title: 'X', handle: 'Not A Slug', vendor: 'V', product_type: 'T', variants: [{ sku: 'A2', price: 1 }] },
      'handle',
    );
    await refused(
      'propose_draft',
      { title: 'X', vendor: 'V', product_type: 'T', tags: ['a,b'], variants: [{ sku: 'A3', price: 1 }] },
      'tags[0]',
    );
  });

  it('auto-apply creates it at once; the reversal archives it', async () => {
    const auto = await t.key(['catalog:write'], { autoApply: true });
    const res = await t.call(
      'propose_draft',
      { title: 'Pier Tote', vendor: 'V', product_type: 'Bags', variants: [{ sku: 'CW-TOTE', price: 35 }] },
      auto,
    );
    expect(res.body.result).toMatchObject({ status: 'applied', applied: true });
    const p = await t.db('products').where({ store_id: t.hostedStoreId, handle: 'pier-tote' }).first();
    expect(p.storefront_status).toBe('draft');
    const undo = await t.call(res.body.result.change.reversal.operation, res.body.result.change.reversal.arguments, auto);
    expect(undo.body.result).toMatchObject({ status: 'applied' });
    expect((await product(p.id)).storefront_status).toBe('archived');
  });
});

describe('storefront_set_product_status', () => {
  it('shows storefront status before -> after, leaves the lifecycle alone, and applies on approval', async () => {
    const p = await take({ storefront_status: 'active' });
    const r = await propose('storefront_set_product_status', { handle: p.handle, status: 'draft', reason: 'photos' });
    expect(r.change).toMatchObject({
      changes: [{ resource_kind: 'product', resource_ref: p.id, field: 'storefront_status', before: 'active', after: 'draft' }],
      reversibility_class: 'reversible',
      reversal: { operation: 'storefront_set_product_status', arguments: { product_id: p.id, status: 'active' } },
    });
    expect((await t.decide(r.approval_id, 'approve', { operator })).status).toBe('approved');
    expect(await product(p.id)).toMatchObject({ storefront_status: 'draft', lifecycle_state: p.lifecycle_state });
    await refused('storefront_set_product_status', { product_id: p.id, status: 'draft' }, 'status');
  });

  it('reject leaves it; a status changed meanwhile fails the card', async () => {
    const p = await take({ storefront_status: 'active' });
    const a = await propose('storefront_set_product_status', { product_id: p.id, status: 'archived' });
    expect((await t.decide(a.approval_id, 'reject', { operator })).status).toBe('rejected');
    expect((await product(p.id)).storefront_status).toBe('active');
    const b = await propose('storefront_set_product_status', { product_id: p.id, status: 'archived' });
    await t.db('products').where({ id: p.id }).update({ storefront_status: 'draft' });
    expect((await t.decide(b.approval_id, 'approve', { operator })).status).toBe('failed');
    expect((await product(p.id)).storefront_status).toBe('draft');
  });
});

describe('storefront_update_tags', () => {
  it('adds and removes case-insensitively, shows tags before -> after, and the reversal restores them', async () => {
    const p = await take();
    await t
      .db('products')
      .where({ id: p.id })
      .update({ tags: JSON.stringify(['summer', 'Linen', 'sale']) });
    const r = await propose('storefront_update_tags', { handle: p.handle, add: [' Summer ', 'gift', 'GIFT'], remove: ['SALE', 'absent'] });
    expect(r.change.changes).toEqual([
      {
        resource_kind: 'product',
        resource_ref: p.id,
        field: 'tags',
        before: ['summer', 'Linen', 'sale'],
        after: ['summer', 'Linen', 'gift'],
      },
    ]);
    expect(r.change).toMatchObject({
      reversibility_class: 'reversible',
      reversal: { operation: 'storefront_update_tags', arguments: { product_id: p.id, add: ['sale'], remove: ['gift'] } },
    });
    expect((await t.decide(r.approval_id, 'approve', { operator })).status).toBe('approved');
    expect(JSON.parse((await product(p.id)).tags)).toEqual(['summer', 'Linen', 'gift']);
    const undo = await propose('storefront_update_tags', r.change.reversal.arguments);
    expect((await t.decide(undo.approval_id, 'approve', { operator })).status).toBe('approved');
    expect(new Set(JSON.parse((await product(p.id)).tags))).toEqual(new Set(['summer', 'Linen', 'sale']));
  });

  it('names the bad argument', async () => {
    const p = await take();
    await t
      .db('products')
      .where({ id: p.id })
      .update({ tags: JSON.stringify(['a']) });
    await refused('storefront_update_tags', { handle: p.handle }, 'add');
    await refused('storefront_update_tags', { handle: p.handle, add: [], remove: [] }, 'add');
    await refused('storefront_update_tags', { handle: p.handle, add: ['   '] }, 'add[0]');
    await refused('storefront_update_tags', { handle: p.handle, add: ['ok', 'x'.repeat(256)] }, 'add[1]');
    await refused('storefront_update_tags', { handle: p.handle, add: ['a,b'] }, 'add[0]');
    await refused('storefront_update_tags', { handle: p.handle, add: ['x'], remove: ['X'] }, 'remove');
    await refused('storefront_update_tags', { handle: p.handle, add: ['A'] }, 'add');
    await t
      .db('products')
      .where({ id: p.id })
      .update({ tags: JSON.stringify(Array.from({ length: 249 }, (_, i) => `t${i}`)) });
    await refused('storefront_update_tags', { handle: p.handle, add: ['new-1', 'new-2'] }, 'add');
    await propose('storefront_update_tags', { handle: p.handle, add: ['new-1'] });
  });

  it('tags changed meanwhile fail the card', async () => {
    const p = await take();
    const r = await propose('storefront_update_tags', { product_id: p.id, add: ['x-moved'] });
    await t
      .db('products')
      .where({ id: p.id })
      .update({ tags: JSON.stringify(['edited-in-admin']) });
    expect((await t.decide(r.approval_id, 'approve', { operator })).status).toBe('failed');
    expect(JSON.parse((await product(p.id)).tags)).toEqual(['edited-in-admin']);
  });
});

describe('storefront_set_metafield', () => {
  it('validates value per type, naming value and the rule', async () => {
    const p = await take();
    const base = { handle: p.handle, namespace: 'custom', key: 'check' };
    const cases: Array<[string, string, RegExp]> = [
      ['number_integer', '4.5', /^value: not a valid number_integer: must be an integer/],
      ['number_integer', '99999999999999999999', /number_integer/],
      ['number_decimal', '1,5', /^value: not a valid number_decimal/],
      ['boolean', 'yes', /must be `true` or `false`/],
      ['date', '2026-02-30', /must be a calendar date YYYY-MM-DD/],
      ['url', 'javascript:alert(1)', /absolute http or https URL/],
      ['json', '{nope', /a JSON document/],
      ['single_line_text_field', 'two\nlines', /without line breaks/],
      ['list.single_line_text_field', '["a", 1]', /JSON array of 1\.\.128 non-empty strings/],
    ];
    for (const [type, value, want] of cases)
      expect(await refused('storefront_set_metafield', { ...base, type, value }, 'value')).toMatch(want);
    await refused('storefront_set_metafield', { ...base, namespace: 'ab', type: 'boolean', value: 'true' }, 'namespace');
    await refused('storefront_set_metafield', { ...base, key: 'Bad Key', type: 'boolean', value: 'true' }, 'key');
  });

  it('creates (compensatable, before null), then updates (reversible to the previous value) on approval', async () => {
    const p = await take();
    const field = 'metafields.custom.fabric_weight_gsm';
    const created = await propose('storefront_set_metafield', {
      product_id: p.id,
      namespace: 'custom',
      key: 'fabric_weight_gsm',
      type: 'number_integer',
      value: '320',
    });
    expect(created.change).toMatchObject({
      changes: [{ resource_kind: 'product', resource_ref: p.id, field, before: null, after: { type: 'number_integer', value: 320 } }],
      reversibility_class: 'compensatable',
      reversal: null,
    });
    expect((await t.decide(created.approval_id, 'approve', { operator })).status).toBe('approved');
    const row = await t.db('product_metafields').where({ product_id: p.id, namespace: 'custom', key: 'fabric_weight_gsm' }).first();
    expect(row).toMatchObject({ type: 'number_integer', value: '320' });

    await refused(
      'storefront_set_metafield',
      { product_id: p.id, namespace: 'custom', key: 'fabric_weight_gsm', type: 'number_integer', value: '320' },
      'value',
    );
    const updated = await propose('storefront_set_metafield', {
      handle: p.handle,
      namespace: 'custom',
      key: 'fabric_weight_gsm',
      type: 'number_decimal',
      value: '322.5',
    });
    expect(updated.change).toMatchObject({
      changes: [{ field, before: { type: 'number_integer', value: 320 }, after: { type: 'number_decimal', value: 322.5 } }],
      reversibility_class: 'reversible',
      reversal: {
        operation: 'storefront_set_metafield',
        arguments: { product_id: p.id, namespace: 'custom', key: 'fabric_weight_gsm', type: 'number_integer', value: '320' },
      },
    });
    // Another change in between fails the card.
    await t.db('product_metafields').where({ id: row.id }).update({ value: '330' });
    expect((await t.decide(updated.approval_id, 'approve', { operator })).status).toBe('failed');
    expect((await t.db('product_metafields').where({ id: row.id }).first()).value).toBe('330');
    const list = await propose('storefront_set_metafield', {
      handle: p.handle,
      namespace: 'custom',
      key: 'materials',
      type: 'list.single_line_text_field',
      value: '["Merino","Nylon"]',
    });
    expect((await t.decide(list.approval_id, 'approve', { operator })).status).toBe('approved');
    expect(JSON.parse((await t.db('product_metafields').where({ product_id: p.id, key: 'materials' }).first()).value)).toEqual([
      'Merino',
      'Nylon',
    ]);
  });
  it('an update of a seeded metafield shows its stored value as before and restores it through the reversal', async () => {
    const row = await t
      .db('product_metafields')
      .where({ store_id: t.hostedStoreId, namespace: 'specs', key: 'material' })
      .orderBy('id')
      .first();
    expect(row).toBeDefined();
    const r = await propose('storefront_set_metafield', {
      product_id: row.product_id,
      namespace: 'specs',
      key: 'material',
      type: 'single_line_text_field',
      value: 'Recycled polyester',
    });
    expect(r.change.changes[0].before).toEqual({ type: row.type, value: JSON.parse(row.value) });
    expect(r.change.reversal.arguments).toMatchObject({ type: row.type, value: JSON.parse(row.value) });
    expect((await t.decide(r.approval_id, 'approve', { operator })).status).toBe('approved');
    expect((await t.db('product_metafields').where({ id: row.id }).first()).value).toBe('"Recycled polyester"');
    const undo = await propose('storefront_set_metafield', r.change.reversal.arguments);
    expect((await t.decide(undo.approval_id, 'approve', { operator })).status).toBe('approved');
    expect((await t.db('product_metafields').where({ id: row.id }).first()).value).toBe(row.value);
  });
});

describe('storefront_update_content', () => {
  it('shows the changed fields, and on approval updates the product and records content version previous + 1', async () => {
    const p = await take();
    const prev = Number(p.content_version);
    const res = await t.call(
      'storefront_update_content',
      {
        handle: p.handle,
        title: p.title,
        seo_title: 'Warm and light | Northwind',
        description_html: '<p>New copy</p>',
        reason: 'copy refresh',
      },
      t.keys.key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    const before = await product(p.id);
    expect(r.change.changes).toEqual([
      {
        resource_kind: 'product',
        resource_ref: p.id,
        field: 'description_html',
        before: before.description_html ?? '',
        after: '<p>New copy</p>',
      },
      {
        resource_kind: 'product',
        resource_ref: p.id,
        field: 'seo_title',
        before: before.seo_title ?? null,
        after: 'Warm and light | Northwind',
      },
      { resource_kind: 'product', resource_ref: p.id, field: 'content_version', before: prev, after: prev + 1 },
    ]);
    expect(r.change.reversal).toEqual({
      operation: 'storefront_update_content',
      arguments: { product_id: p.id, description_html: before.description_html ?? '', seo_title: before.seo_title ?? null },
      description: expect.stringContaining(`content version ${prev}`),
    });
    const outcome = await t.decide(r.approval_id, 'approve', { operator });
    expect(outcome.status).toBe('approved');
    expect(await product(p.id)).toMatchObject({
      description_html: '<p>New copy</p>',
      seo_title: 'Warm and light | Northwind',
      content_version: prev + 1,
    });
    const card = await t.db('approvals').where({ id: r.approval_id }).first();
    const v = await t
      .db('content_versions')
      .where({ product_id: p.id, version: prev + 1 })
      .first();
    expect(v).toMatchObject({
      title: p.title,
      description_html: '<p>New copy</p>',
      seo_title: 'Warm and light | Northwind',
      author: card.requested_by,
      source: 'service',
      approval_id: r.approval_id,
    });
    expect(await t.eventTypes(r.approval_id)).toEqual(['approval.requested', 'approval.decided']);
  });

  it('a content change applied in between fails the card; reject changes nothing', async () => {
    const p = await take();
    const a = await propose('storefront_update_content', { product_id: p.id, seo_description: 'First snippet' });
    const b = await propose('storefront_update_content', { product_id: p.id, title: 'Renamed product' });
    expect((await t.decide(a.approval_id, 'approve', { operator })).status).toBe('approved');
    const outcome = await t.decide(b.approval_id, 'approve', { operator });
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(/content_version/);
    expect((await product(p.id)).title).toBe(p.title);
    const c = await propose('storefront_update_content', { product_id: p.id, title: 'Rejected title' });
    expect((await t.decide(c.approval_id, 'reject', { operator })).status).toBe('rejected');
    expect((await product(p.id)).title).toBe(p.title);
  });

  it('bounds and empty calls name the argument', async () => {
    const p = await take();
    await refused('storefront_update_content', { handle: p.handle }, 'title');
    await refused('storefront_update_content', { handle: p.handle, title: p.title }, 'title');
    await refused('storefront_update_content', { handle: p.handle, title: '   ' }, 'title');
    await refused('storefront_update_content', { handle: p.handle, seo_title: 'x'.repeat(71) }, 'seo_title');
    await refused('storefront_update_content', { handle: p.handle, seo_description: 'x'.repeat(321) }, 'seo_description');
    await refused('storefront_update_content', { handle: p.handle, description_html: 'x'.repeat(65537) }, 'description_html');
  });
});

describe('access', () => {
  const calls: Array<[string, Record<string, unknown>]> = [
    ['propose_state_transition', { handle: 'x', to_state: 'paused', reason: 'x' }],
    ['propose_draft', { title: 'X', vendor: 'V', product_type: 'T', variants: [{ sku: 'S', price: 1 }] }],
    ['storefront_set_product_status', { handle: 'x', status: 'draft' }],
    ['storefront_update_tags', { handle: 'x', add: ['a'] }],
    ['storefront_set_metafield', { handle: 'x', namespace: 'custom', key: 'kk', type: 'boolean', value: 'true' }],
    ['storefront_update_content', { handle: 'x', title: 'X' }],
  ];

  it('needs catalog:write (catalog:read is refused with insufficient_scope)', async () => {
    const reader = await t.key(['catalog:read']);
    for (const [op, body] of calls) {
      const res = await t.call(op, body, reader);
      expect(res.status, op).toBe(403);
      expect(res.body).toMatchObject({ error: 'insufficient_scope' });
      expect(res.body.required_scopes, op).toContain('catalog:write');
    }
  });

  it('does not exist for a business without a storefront (404 not_found)', async () => {
    const business = await t.key(['catalog:write'], { storeId: t.businessStoreId });
    for (const [op, body] of calls) {
      const res = await t.call(op, body, business);
      expect(res.status, op).toBe(404);
      expect(res.body.error, op).toBe('not_found');
    }
  });
});
