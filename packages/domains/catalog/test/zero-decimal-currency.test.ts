/**
 * A store in a zero-decimal currency (seed "Money"; the contract money kit, money.ts): the hosted
 * demo store seeded in JPY, where a stored `*_cents` integer is whole yen. Over HTTP: a seeded price
 * reads back in yen, a price update of ¥1,500 stores 1500, a refund of ¥700 is 700 whole yen on the
 * order, in the event and in the books, a discount's sale prices and amount are yen, and the books
 * (journal entry, trial balance) are in JPY with integer amounts. Every figure below would be off
 * by a factor of 100 under a two-decimal conversion.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';
import { postFinance } from '@storeops/testkit/books';

const t = useTestServer({ scale: 0.05, hostedCurrency: 'JPY' });
let key: string;

beforeAll(async () => {
  key = await t.key([
    'catalog:read',
    'catalog:write',
    'orders:read',
    'orders:write',
    'promotions:read',
    'promotions:write',
    'finance:read',
  ]);
});

const outbox = async (type: string, subject: string) =>
  (await t.db('outbox').where({ type, subject }).orderBy('seq')).map((e) => JSON.parse(e.data as string));

describe('a JPY store', () => {
  it('is seeded in JPY, and reads stored integers as whole yen', async () => {
    const store = await t.db('stores').where({ id: t.hostedStoreId }).first();
    expect(store.currency).toBe('JPY');
    const v = await t.db('variants').where({ store_id: t.hostedStoreId }).orderBy('sku').first();
    const res = await t.call('get_variants', { product_id: v.product_id }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = res.body.result.variants.find((x: any) => x.id === v.id);
    expect(shown).toMatchObject({ currency: 'JPY', price: Number(v.price_cents) });
    expect(Number.isInteger(shown.price)).toBe(true);
  });

  it('a price update of ¥1,500 stores 1500 and shows 1500', async () => {
    const v = await t.db('variants').where({ store_id: t.hostedStoreId }).whereNot('price_cents', 1500).orderBy('sku').first();
    const res = await t.call('storefront_update_variant_price', { variant_id: v.id, new_price: 1500, reason: 'yen test' }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const change = res.body.result.change;
    expect(change.title).toBe(`Set price of ${v.sku} (${v.title}) from ${Number(v.price_cents)} to 1500 JPY: yen test`);
    expect(change.changes).toEqual([
      { resource_kind: 'variant', resource_ref: v.id, field: 'price', before: Number(v.price_cents), after: 1500 },
    ]);
    expect(change.amount_cents).toBe(Math.abs(1500 - Number(v.price_cents)));
    expect((await t.decide(res.body.result.approval_id, 'approve')).status).toBe('approved');

    expect(Number((await t.db('variants').where({ id: v.id }).first()).price_cents)).toBe(1500);
    const [event] = await outbox('product.price_changed', v.id);
    expect(event).toMatchObject({ currency: 'JPY', price: 1500, previous: { price: Number(v.price_cents) } });
    const shown = (await t.call('get_variants', { product_id: v.product_id }, key)).body.result.variants.find((x: any) => x.id === v.id);
    expect(shown.price).toBe(1500);

    const fraction = await t.call('storefront_update_variant_price', { variant_id: v.id, new_price: 1500.5 }, key);
    expect(fraction.status).toBe(400);
    expect(fraction.body.message).toBe('new_price: must have at most 0 decimals (got 1500.5)');
  });

  it('a refund of ¥700 is 700 whole yen on the order, in the event and in the books', async () => {
    const order = await t
      .db('orders')
      .where({ store_id: t.hostedStoreId, financial_status: 'paid' })
      .where('total_cents', '>=', 1000)
      .whereNull('cancelled_at')
      .orderBy('order_number', 'desc')
      .first();
    expect(order.currency).toBe('JPY');
    const res = await t.call('storefront_create_refund', { order_id: order.id, amount: 700, reason: 'other' }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const change = res.body.result.change;
    expect(change.amount_cents).toBe(700);
    expect(change.title).toMatch(/^Refund 700 JPY on order /);
    expect(change.changes[0]).toEqual({ resource_kind: 'order', resource_ref: order.id, field: 'refunded', before: 0, after: 700 });
    expect((await t.decide(res.body.result.approval_id, 'approve')).status).toBe('approved');

    const refund = await t.db('refunds').where({ order_id: order.id }).first();
    expect(Number(refund.amount_cents)).toBe(700);
    expect(Number((await t.db('orders').where({ id: order.id }).first()).refunded_cents)).toBe(700);
    const [event] = await outbox('order.refunded', order.id);
    expect(event).toMatchObject({ currency: 'JPY', refunded: 700, previous_refunded: 0, refund: { amount: 700 } });

    const entity = await t.db('finance_entities').where({ store_id: t.hostedStoreId, currency: 'JPY' }).first();
    expect(entity).toBeDefined();
    const entries = await postFinance(t, 'journal-entries', { entity_id: entity.id, source: 'refund', limit: 5 }, key);
    expect(entries.status, JSON.stringify(entries.body)).toBe(200);
    const posted = entries.body.result.entries.find((e: any) => e.source_ref === `refund:${refund.id}`);
    expect(posted.amount_cents).toBe(700);
    const paid = posted.lines.filter((l: any) => l.credit_cents > 0);
    expect(paid.reduce((s: number, l: any) => s + l.credit_cents, 0)).toBe(700);
  });

  it('a discount shows sale prices and its amount in yen', async () => {
    const p = await t
      .db('products')
      .where({ store_id: t.hostedStoreId, storefront_status: 'active' })
      .where('price_cents', '>=', 1000)
      .orderBy('handle')
      .first();
    const price = Number(p.price_cents);
    const res = await t.call('propose_discount', { product_ids: [p.id], discount_percent: 10, reason: 'yen sale' }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const change = res.body.result.change;
    const sale = Math.round(price * 0.9);
    expect(change.changes.find((c: any) => c.field === 'sale_price')).toMatchObject({ before: price, after: sale });
    expect(change.amount_cents).toBe(Math.round(price / 10));
    expect(change.title).toBe(`Discount 1 product by 10% (${p.title} ${price} -> ${sale} JPY): yen sale`);

    const code = await t.call('storefront_create_discount_code', { code: 'YEN500', discount_type: 'fixed_amount', value: 500 }, key);
    expect(code.status, JSON.stringify(code.body)).toBe(200);
    expect(code.body.result.change.title).toMatch(/^Create discount code YEN500: 500 JPY off,/);
    expect((await t.decide(code.body.result.approval_id, 'approve')).status).toBe('approved');
    expect(Number((await t.db('discount_codes').where({ store_id: t.hostedStoreId, code_key: 'YEN500' }).first()).value)).toBe(500);
    const detail = await t.call('get_promotion_detail', { code: 'yen500' }, key);
    expect(detail.body.result).toMatchObject({ currency: 'JPY', discount_type: 'fixed_amount', value: 500, title: 'YEN500 - 500 JPY off' });
  });

  it("keeps the books in JPY: the trial balance's amounts are whole yen and balance", async () => {
    const entity = await t.db('finance_entities').where({ store_id: t.hostedStoreId, currency: 'JPY' }).first();
    const res = await postFinance(t, 'reports/trial-balance', { entity_id: entity.id, as_of: t.now().toISOString().slice(0, 10) }, key);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body.result;
    expect(r.entity.currency).toBe('JPY');
    expect(r.total_debit_cents).toBe(r.total_credit_cents);
    expect(r.accounts.length).toBeGreaterThan(0);
    for (const a of r.accounts) expect(Number.isInteger(a.debit_cents) && Number.isInteger(a.credit_cents)).toBe(true);
    // The yen refund above is in it: the refund account holds at least the refund's net amount.
    const refunds = r.accounts.find((a: any) => a.system_key === 'sales_refunds');
    expect(refunds.debit_cents).toBeGreaterThan(0);
  });
});
