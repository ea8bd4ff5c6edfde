/**
 * The orders domain over HTTP (seed catalogue "orders"): get_orders_summary against the
 * rows, and the three storefront order writes end to end: the approval card (exact change), approve
 * (state, refund rows, stock, receipt, `order.refunded` in the outbox valid against the AsyncAPI
 * contract), reject (unchanged), the world moving between proposal and approval (card failed,
 * nothing applied), idempotent retry, every documented refusal, the scope refusal and the business
 * store without a storefront.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventType } from '@storeops/contract';
import { useTestServer, expectValidEvent, outboxEnvelopes } from '@storeops/testkit/server';

const t = useTestServer(
  { scale: 0.1 },
  { manual: ['orders:read', 'orders:write'], auto: { scopes: ['orders:read', 'orders:write'], autoApply: true }, reader: ['orders:read'] },
);
/** Paid, unfulfilled, not cancelled orders of the demo store, newest first (ids). */
let open: string[];

const DAY = 86_400_000;
const started = new Date().toISOString();

beforeAll(async () => {
  const rows = await t
    .db('orders')
    .where({ store_id: t.hostedStoreId, fulfillment_status: 'unfulfilled', financial_status: 'paid' })
    .whereNull('cancelled_at')
    .orderBy('order_number', 'desc')
    .limit(8)
    .select('id');
  // The first one has the most lines (the refund walk refunds one line, then the rest).
  const counted = await Promise.all(rows.map(async (r) => ({ id: r.id as string, n: (await lines(r.id)).length })));
  const most = counted.reduce((a, b) => (b.n > a.n ? b : a));
  open = [most.id, ...counted.filter((c) => c.id !== most.id).map((c) => c.id)];
});

const order = async (id: string) => t.db('orders').where({ store_id: t.hostedStoreId, id }).first();
const lines = async (id: string) => t.db('order_line_items').where({ store_id: t.hostedStoreId, order_id: id }).orderBy('id');
const refunds = async (id: string) => t.db('refunds').where({ store_id: t.hostedStoreId, order_id: id }).orderBy('created_at');
const stock = async (variantId: string) => Number((await t.db('variants').where({ id: variantId }).first()).inventory_quantity);

const envelopes = (subject: string, type?: EventType) => outboxEnvelopes(t.db, subject, type);

describe('get_orders_summary', () => {
  it('counts and sums the window from the rows, cancelled orders apart', async () => {
    const res = await t.call('get_orders_summary', { window_days: 120 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const since = Date.parse(r.since);
    expect(Date.parse(r.until) - since).toBe(120 * DAY);
    const rows = (await t
      .db('orders')
      .where('store_id', t.hostedStoreId)
      .where('created_at', '>=', r.since)
      .where('created_at', '<=', r.until)) as any[];
    const live = rows.filter((o) => o.cancelled_at === null);
    const gone = rows.filter((o) => o.cancelled_at !== null);
    const sum = (list: any[], col: string) => list.reduce((a, o) => a + Number(o[col]), 0) / 100;
    expect(gone.length).toBeGreaterThan(0);
    expect(r).toMatchObject({
      window_days: 120,
      channel: null,
      currency: 'EUR',
      order_count: live.length,
      revenue: sum(live, 'total_cents'),
      refunded: sum(live, 'refunded_cents'),
      refunded_order_count: live.filter((o) => o.financial_status !== 'paid').length,
      cancelled: { order_count: gone.length, total: sum(gone, 'total_cents'), refunded: sum(gone, 'refunded_cents') },
    });
    expect(r.net_revenue).toBeCloseTo(r.revenue - r.refunded, 2);
    expect(r.average_order_value).toBeCloseTo(r.revenue / r.order_count, 2);
    const counted = await t
      .db('refunds')
      .whereIn(
        'order_id',
        live.map((o) => o.id),
      )
      .count({ n: '*' })
      .first();
    expect(r.refund_count).toBe(Number(counted?.n));
    expect(r.by_financial_status.map((b: any) => b.key)).toEqual(['paid', 'partially_refunded', 'refunded']);
    expect(r.by_fulfillment_status.map((b: any) => b.key)).toEqual(['unfulfilled', 'partial', 'fulfilled']);
    for (const breakdown of [r.by_financial_status, r.by_fulfillment_status, r.by_channel])
      expect(breakdown.reduce((a: number, b: any) => a + b.order_count, 0)).toBe(r.order_count);
    const pos = r.by_channel.find((b: any) => b.key === 'pos');
    expect(pos.order_count).toBe(live.filter((o) => o.channel === 'pos').length);
    const revenues = r.by_channel.map((b: any) => b.revenue);
    expect([...revenues].sort((a, b) => b - a)).toEqual(revenues);
  });

  it('filters by channel and defaults to 30 days', async () => {
    const all = (await t.call('get_orders_summary', {}, t.keys.reader)).body.result;
    expect(all.window_days).toBe(30);
    const online = (await t.call('get_orders_summary', { channel: 'online_store' }, t.keys.reader)).body.result;
    expect(online.channel).toBe('online_store');
    expect(online.by_channel.map((b: any) => b.key)).toEqual(['online_store']);
    expect(online.order_count).toBe(all.by_channel.find((b: any) => b.key === 'online_store').order_count);
    expect(online.order_count).toBeLessThan(all.order_count);
  });

  it('works on the business store (USD, wholesale); refuses bad bounds and a key without orders:read', async () => {
    const business = await t.key(['read'], { storeId: t.businessStoreId });
    const b = (await t.call('get_orders_summary', { window_days: 365 }, business)).body.result;
    expect(b.currency).toBe('USD');
    expect(b.by_channel[0].key).toBe('wholesale');
    const bad = await t.call('get_orders_summary', { window_days: 366 }, t.keys.reader);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_request');
    const other = await t.key(['catalog:read']);
    const refused = await t.call('get_orders_summary', {}, other);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('insufficient_scope');
  });
});

describe('storefront_create_refund', () => {
  it('refund part (lines, restock) -> refund the rest -> a third refund is refused', async () => {
    const id = open[0]!;
    const items = await lines(id);
    const before = await order(id);
    const line = items[0];
    const stockBefore = await stock(line.variant_id);

    const res = await t.call(
      'storefront_create_refund',
      {
        order_id: before.external_id,
        line_items: [{ line_item_id: line.id, quantity: 1 }],
        restock: true,
        reason: 'damaged',
        note: 'Torn seam',
      },
      t.keys.manual,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'proposed', applied: false, receipt_id: null });
    const change = res.body.result.change;
    expect(change.reversibility_class).toBe('compensatable');
    expect(change.reversal).toBeNull();
    const paid = change.amount_cents as number;
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(Number(line.unit_price_cents) * 1.21 + 1);
    expect(change.changes).toEqual([
      { resource_kind: 'order', resource_ref: id, field: 'refunded', before: 0, after: paid / 100 },
      { resource_kind: 'order', resource_ref: id, field: 'financial_status', before: 'paid', after: 'partially_refunded' },
      { resource_kind: 'order_line_item', resource_ref: line.id, field: 'refunded_quantity', before: 0, after: 1 },
      { resource_kind: 'variant', resource_ref: line.variant_id, field: 'restocked_units', before: 0, after: 1 },
    ]);
    expect(await refunds(id)).toEqual([]);

    const outcome = await t.decide(res.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('approved');
    const after = await order(id);
    expect(Number(after.refunded_cents)).toBe(paid);
    expect(after.financial_status).toBe('partially_refunded');
    expect(await stock(line.variant_id)).toBe(stockBefore + 1);
    const [refund] = await refunds(id);
    expect(refund).toMatchObject({
      amount_cents: paid,
      reason: 'damaged',
      note: 'Torn seam',
      source: 'service',
      created_by: 'service',
      approval_id: res.body.result.approval_id,
    });
    const rli = await t.db('refund_line_items').where({ refund_id: refund.id });
    expect(rli).toHaveLength(1);
    expect(rli[0]).toMatchObject({ line_item_id: line.id, quantity: 1, amount_cents: paid });
    const receipt = await t.db('receipts').where({ id: outcome.receiptId }).first();
    expect(receipt).toMatchObject({ operation: 'storefront_create_refund', resource_kind: 'order', resource_ref: id });

    const [event] = await envelopes(id, 'order.refunded');
    expectValidEvent(event!);
    expect(event!.data).toMatchObject({
      order_id: id,
      currency: 'EUR',
      refunded: paid / 100,
      previous_refunded: 0,
      financial_status: 'partially_refunded',
      previous_financial_status: 'paid',
      actor: { type: 'credential' },
      approval_id: res.body.result.approval_id,
      receipt_id: outcome.receiptId,
      refund: {
        id: refund.id,
        amount: paid / 100,
        source: 'service',
        restock: true,
        line_items: [{ line_item_id: line.id, quantity: 1, restock: true }],
      },
    });

    // get_orders shows the refund with its line and the line's refunded units.
    const shown = (await t.call('get_orders', { window_days: 120, limit: 50 }, t.keys.reader)).body.result.orders.find(
      (o: any) => o.id === id,
    );
    expect(shown.refunds[0]).toMatchObject({ id: refund.id, source: 'service', line_items: [{ line_item_id: line.id, quantity: 1 }] });
    expect(shown.line_items.find((l: any) => l.id === line.id).refunded_quantity).toBe(1);

    // The rest, by amount (order number as the reference).
    const rest = Number(after.total_cents) - paid;
    const second = await t.call(
      'storefront_create_refund',
      { order_id: `#${after.order_number}`, amount: rest / 100, reason: 'other' },
      t.keys.manual,
    );
    expect(second.body.result.change.changes.slice(0, 2)).toEqual([
      { resource_kind: 'order', resource_ref: id, field: 'refunded', before: paid / 100, after: Number(after.total_cents) / 100 },
      { resource_kind: 'order', resource_ref: id, field: 'financial_status', before: 'partially_refunded', after: 'refunded' },
    ]);
    expect((await t.decide(second.body.result.approval_id, 'approve')).status).toBe('approved');
    const full = await order(id);
    expect(Number(full.refunded_cents)).toBe(Number(full.total_cents));
    expect(full.financial_status).toBe('refunded');
    const events = await envelopes(id, 'order.refunded');
    expect(events).toHaveLength(2);
    expectValidEvent(events[1]!);
    expect(events[1]!.data).toMatchObject({
      previous_financial_status: 'partially_refunded',
      financial_status: 'refunded',
      previous_refunded: paid / 100,
    });

    const third = await t.call('storefront_create_refund', { order_id: id, amount: 1, reason: 'other' }, t.keys.auto);
    expect(third.status).toBe(400);
    expect(third.body.error).toBe('invalid_request');
    expect(third.body.message).toMatch(/^amount: .*refundable remainder 0\.00 EUR/);
    const units = await t.call(
      'storefront_create_refund',
      { order_id: id, line_items: [{ line_item_id: line.id, quantity: 1 }], reason: 'other' },
      t.keys.auto,
    );
    expect(units.status).toBe(400);
    expect(await refunds(id)).toHaveLength(2);
  });

  it('a refund recorded between proposal and approval fails the card; nothing applied', async () => {
    const id = open[1]!;
    const card = await t.call('storefront_create_refund', { order_id: id, amount: 5, reason: 'late_delivery' }, t.keys.manual);
    const other = await t.call('storefront_create_refund', { order_id: id, amount: 3, reason: 'changed_mind' }, t.keys.auto);
    expect(other.body.result.status).toBe('applied');
    const outcome = await t.decide(card.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(/world moved.*refunded is now 3 \(was 0 when proposed\)/);
    expect(Number((await order(id)).refunded_cents)).toBe(300);
    expect(await refunds(id)).toHaveLength(1);
    expect(await envelopes(id, 'order.refunded')).toHaveLength(1);
  });

  it('reject leaves the order unchanged; a retry with the same Idempotency-Key answers the same card', async () => {
    const id = open[2]!;
    const body = { order_id: id, amount: 2.5, reason: 'changed_mind' };
    const post = () =>
      fetch(`${t.baseUrl}/api/v1/tools/storefront_create_refund`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.keys.manual}`, 'content-type': 'application/json', 'idempotency-key': 'refund-retry-1' },
        body: JSON.stringify(body),
      });
    const first = await post();
    const again = await post();
    const a = (await first.json()) as any;
    const b = (await again.json()) as any;
    expect(b).toEqual(a);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(
      await t
        .db('approvals')
        .where({ store_id: t.hostedStoreId, operation: 'storefront_create_refund' })
        .whereRaw('arguments like ?', [`%${id}%`]),
    ).toHaveLength(1);
    expect((await t.decide(a.result.approval_id, 'reject')).status).toBe('rejected');
    const o = await order(id);
    expect([Number(o.refunded_cents), o.financial_status]).toEqual([0, 'paid']);
    expect(await refunds(id)).toEqual([]);
    expect(await envelopes(id, 'order.refunded')).toEqual([]);
  });

  it('refuses what the rules forbid, naming the field', async () => {
    const id = open[3]!;
    const [line] = await lines(id);
    const o = await order(id);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ order_id: '#999999', amount: 1, reason: 'other' }, /^order_id: no order/],
      [{ order_id: id, reason: 'other' }, /^line_items: give line_items/],
      [{ order_id: id, amount: 1, restock: true, reason: 'other' }, /^restock: restock needs line_items/],
      [
        { order_id: id, line_items: [{ line_item_id: line.id, quantity: line.quantity + 1 }], reason: 'other' },
        /^line_items\[0\]\.quantity: /,
      ],
      [{ order_id: id, line_items: [{ line_item_id: open[4], quantity: 1 }], reason: 'other' }, /^line_items\[0\]\.line_item_id: /],
      [
        {
          order_id: id,
          line_items: [
            { line_item_id: line.id, quantity: 1 },
            { line_item_id: line.id, quantity: 1 },
          ],
          reason: 'other',
        },
        /^line_items\[1\]\.line_item_id: .*twice/,
      ],
      [{ order_id: id, amount: Number(o.total_cents) / 100 + 0.01, reason: 'other' }, /^amount: .*refundable remainder/],
      [{ order_id: id, amount: 1.001, reason: 'other' }, /^amount/],
      [{ order_id: id, amount: 1, reason: 'bored' }, /^reason/],
      [{ order_id: 'abc', amount: 1, reason: 'other' }, /^order_id/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('storefront_create_refund', body, t.keys.manual);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(
      await t
        .db('approvals')
        .where({ store_id: t.hostedStoreId })
        .whereRaw('arguments like ?', [`%${id}%`]),
    ).toEqual([]);
  });

  it("the demo store's rule holds refunds over 250 EUR for a person even with auto-apply", async () => {
    const big = await t
      .db('orders')
      .where({ store_id: t.hostedStoreId, financial_status: 'paid' })
      .where('total_cents', '>', 25_100)
      .whereNull('cancelled_at')
      .whereNotIn('id', open)
      .first();
    const held = await t.call('storefront_create_refund', { order_id: big.id, amount: 250.01, reason: 'other' }, t.keys.auto);
    expect(held.body.result).toMatchObject({ status: 'proposed', applied: false });
    expect(Number((await order(big.id)).refunded_cents)).toBe(0);
    const card = await t.db('approvals').where({ id: held.body.result.approval_id }).first();
    expect(card).toMatchObject({ status: 'requested', reversibility_class: 'compensatable' });
    expect(Number(card.amount_cents)).toBe(25_001);
  });

  it('needs orders:write; does not exist for the business store', async () => {
    const res = await t.call('storefront_create_refund', { order_id: open[3], amount: 1, reason: 'other' }, t.keys.reader);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('insufficient_scope');
    const business = await t.key(['orders:write'], { storeId: t.businessStoreId });
    const any = await t.db('orders').where({ store_id: t.businessStoreId }).first();
    expect((await t.call('storefront_create_refund', { order_id: any.id, amount: 1, reason: 'other' }, business)).status).toBe(404);
    expect((await t.call('storefront_cancel_order', { order_id: any.id, reason: 'other' }, business)).status).toBe(404);
    expect(
      (
        await t.call(
          'storefront_update_shipping_address',
          { order_id: any.id, shipping_address: { name: 'A', address1: 'B 1', country_code: 'US', postal_code: '98101' } },
          business,
        )
      ).status,
    ).toBe(404);
  });
});

describe('storefront_cancel_order', () => {
  it('a fulfilled order cannot be cancelled', async () => {
    const shipped = await t
      .db('orders')
      .where({ store_id: t.hostedStoreId, fulfillment_status: 'fulfilled' })
      .whereNull('cancelled_at')
      .first();
    const res = await t.call('storefront_cancel_order', { order_id: shipped.id, reason: 'customer' }, t.keys.manual);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_request');
    expect(res.body.message).toMatch(/^order_id: order #\d+ is fulfilled: .*storefront_create_refund/);
    const partial = await t.db('orders').where({ store_id: t.hostedStoreId, fulfillment_status: 'partial' }).first();
    if (partial !== undefined)
      expect((await t.call('storefront_cancel_order', { order_id: partial.id, reason: 'customer' }, t.keys.manual)).body.message).toMatch(
        /partly fulfilled/,
      );
  });

  it('cancels, refunds the remainder and restocks on approval; a second cancel is refused', async () => {
    const id = open[4]!;
    const o = await order(id);
    const items = await lines(id);
    const stockBefore = await Promise.all(items.map((l) => stock(l.variant_id)));
    const res = await t.call('storefront_cancel_order', { order_id: o.external_id, reason: 'customer' }, t.keys.manual);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const change = res.body.result.change;
    expect(change).toMatchObject({ amount_cents: Number(o.total_cents), reversibility_class: 'irreversible', reversal: null });
    expect(change.changes.slice(0, 4)).toEqual([
      { resource_kind: 'order', resource_ref: id, field: 'cancelled', before: false, after: true },
      { resource_kind: 'order', resource_ref: id, field: 'cancel_reason', before: null, after: 'customer' },
      { resource_kind: 'order', resource_ref: id, field: 'refunded', before: 0, after: Number(o.total_cents) / 100 },
      { resource_kind: 'order', resource_ref: id, field: 'financial_status', before: 'paid', after: 'refunded' },
    ]);
    expect((await order(id)).cancelled_at).toBeNull();

    expect((await t.decide(res.body.result.approval_id, 'approve')).status).toBe('approved');
    const after = await order(id);
    expect(after.cancelled_at).not.toBeNull();
    expect(after).toMatchObject({ cancel_reason: 'customer', financial_status: 'refunded', updated_at: after.cancelled_at });
    expect(Number(after.refunded_cents)).toBe(Number(o.total_cents));
    const [refund] = await refunds(id);
    expect(refund).toMatchObject({
      amount_cents: Number(o.total_cents),
      source: 'service',
      reason: 'other',
      approval_id: res.body.result.approval_id,
    });
    const rli = await t.db('refund_line_items').where({ refund_id: refund.id });
    expect(rli.reduce((a, r) => a + Number(r.amount_cents), 0)).toBe(Number(o.total_cents));
    for (const [i, l] of items.entries()) expect(await stock(l.variant_id)).toBe(stockBefore[i]! + Number(l.quantity));
    const [event] = await envelopes(id, 'order.refunded');
    expectValidEvent(event!);
    expect(event!.data).toMatchObject({ financial_status: 'refunded', refunded: Number(o.total_cents) / 100 });

    const again = await t.call('storefront_cancel_order', { order_id: id, reason: 'customer' }, t.keys.manual);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/already cancelled/);
  });

  it('refund: false and restock: false only cancel; rejecting a cancel changes nothing', async () => {
    const id = open[5]!;
    const [line] = await lines(id);
    const stockBefore = await stock(line.variant_id);
    const res = await t.call('storefront_cancel_order', { order_id: id, reason: 'inventory', refund: false, restock: false }, t.keys.auto);
    expect(res.body.result).toMatchObject({ status: 'applied', change: { amount_cents: null } });
    const o = await order(id);
    expect(o).toMatchObject({ cancel_reason: 'inventory', financial_status: 'paid' });
    expect(await refunds(id)).toEqual([]);
    expect(await stock(line.variant_id)).toBe(stockBefore);
    expect(await envelopes(id, 'order.refunded')).toEqual([]);

    const other = open[6]!;
    const card = await t.call('storefront_cancel_order', { order_id: other, reason: 'fraud' }, t.keys.manual);
    expect((await t.decide(card.body.result.approval_id, 'reject')).status).toBe('rejected');
    expect(await order(other)).toMatchObject({ cancelled_at: null, financial_status: 'paid' });
  });
});

describe('storefront_update_shipping_address', () => {
  const address = {
    name: '  Emma de Vries ',
    address1: 'Prinsengracht 263',
    address2: '',
    city: 'Amsterdam',
    province_code: 'nh',
    postal_code: '1016 gv',
    country_code: 'nl',
    phone: '+31 20 555 0143',
  };

  it('proposes the normalised address; approval stores it with a reversal to the previous one', async () => {
    const id = open[7]!;
    const before = await order(id);
    const res = await t.call(
      'storefront_update_shipping_address',
      { order_id: id, shipping_address: address, reason: 'moved' },
      t.keys.manual,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = { ...address, name: 'Emma de Vries', address2: null, province_code: 'NH', postal_code: '1016 GV', country_code: 'NL' };
    const previous = before.shipping_address === null ? null : JSON.parse(before.shipping_address);
    expect(res.body.result.change.changes).toEqual([
      { resource_kind: 'order', resource_ref: id, field: 'shipping_address', before: previous, after: stored },
    ]);
    const outcome = await t.decide(res.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('approved');
    expect(JSON.parse((await order(id)).shipping_address)).toEqual(stored);
    if (previous !== null) {
      const receipt = await t.db('receipts').where({ id: outcome.receiptId }).first();
      expect(JSON.parse(receipt.reversal)).toMatchObject({ operation: 'storefront_update_shipping_address', arguments: { order_id: id } });
      // The reversal is a valid call that restores the previous address.
      const back = await t.call('storefront_update_shipping_address', JSON.parse(receipt.reversal).arguments, t.keys.auto);
      expect(back.body.result.status).toBe('applied');
      expect(JSON.parse((await order(id)).shipping_address)).toEqual(previous);
    }
  });

  it('an address changed in between fails the card', async () => {
    const id = open[7]!;
    const card = await t.call('storefront_update_shipping_address', { order_id: id, shipping_address: address }, t.keys.manual);
    await t.call(
      'storefront_update_shipping_address',
      { order_id: id, shipping_address: { ...address, address1: 'Keizersgracht 1' } },
      t.keys.auto,
    );
    const outcome = await t.decide(card.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('failed');
    expect(JSON.parse((await order(id)).shipping_address).address1).toBe('Keizersgracht 1');
  });

  it('refuses shipped or cancelled orders and invalid addresses', async () => {
    const shipped = await t
      .db('orders')
      .where({ store_id: t.hostedStoreId, fulfillment_status: 'fulfilled' })
      .whereNull('cancelled_at')
      .first();
    const cancelled = open[4]!;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ order_id: shipped.id, shipping_address: address }, /^order_id: .*fulfilled/],
      [{ order_id: cancelled, shipping_address: address }, /^order_id: .*cancelled/],
      [{ order_id: open[7], shipping_address: { ...address, country_code: 'XX' } }, /^shipping_address\.country_code: /],
      [
        { order_id: open[7], shipping_address: { ...address, postal_code: '10115' } },
        /^shipping_address\.postal_code: 10115 is not a NL postal code/,
      ],
      [
        { order_id: open[7], shipping_address: { ...address, postal_code: undefined } },
        /^shipping_address\.postal_code: a postal code is required/,
      ],
      [{ order_id: open[7], shipping_address: { ...address, name: '   ' } }, /^shipping_address\.name: must not be blank/],
      [{ order_id: open[7], shipping_address: { name: 'A', country_code: 'NL' } }, /address1/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('storefront_update_shipping_address', body, t.keys.manual);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const forbidden = await t.call('storefront_update_shipping_address', { order_id: open[7], shipping_address: address }, t.keys.reader);
    expect(forbidden.status).toBe(403);
  });
});

describe('events', () => {
  it("every event the flows wrote (cards, decisions, order.refunded, the refunds' fin.entry.posted) validates against the AsyncAPI contract", async () => {
    const refunded = await t.db('outbox').where({ type: 'order.refunded' }).select('subject').distinct();
    expect(refunded.length).toBeGreaterThanOrEqual(3);
    const subjects = await t.db('outbox').where('time', '>=', started).select('subject').distinct();
    const all = (await Promise.all(subjects.map((r) => envelopes(r.subject)))).flat();
    // The orders' seeded order.created events come along (same subjects): they validate too.
    expect(new Set(all.filter((e) => e.time >= started).map((e) => e.type))).toEqual(
      new Set(['approval.requested', 'approval.decided', 'order.refunded', 'fin.entry.posted']),
    );
    for (const e of all) expectValidEvent(e);
  });
});
