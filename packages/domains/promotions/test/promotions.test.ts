/**
 * Promotions over HTTP: get_discount_history, get_promotion_detail,
 * storefront_create_discount_code (case-insensitive uniqueness at proposal and on approval) and
 * storefront_create_gift_card (the code generated at apply, shown exactly once: in the auto-applied
 * answer, or in the requester's first approval_status; never stored in clear anywhere).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer(
  { scale: 0.1 },
  {
    reader: ['promotions:read'],
    writer: ['promotions:read', 'promotions:write', 'automation:read'],
    auto: { scopes: ['promotions:read', 'promotions:write', 'automation:read'], autoApply: true },
  },
);

async function codeRow(code: string) {
  return t.db('discount_codes').where({ store_id: t.hostedStoreId, code_key: code.toUpperCase() }).first();
}
async function ordersWith(code: string) {
  return t
    .db('orders')
    .where({ store_id: t.hostedStoreId })
    .whereRaw('upper(discount_code) = ?', [code.toUpperCase()])
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}
/** Every row of every table, as text: where a secret must never appear. */
async function wholeDatabase(): Promise<string> {
  await t.app.audit.drain();
  const tables = (await t.db('sqlite_master').where({ type: 'table' }).select('name')) as Array<{ name: string }>;
  const parts: string[] = [];
  for (const { name } of tables) parts.push(JSON.stringify(await t.db(name).select()));
  return parts.join('\n');
}
const GIFT_CODE = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
const sha = (code: string) => createHash('sha256').update(code.replace(/-/g, '')).digest('hex');

describe('get_discount_history', () => {
  it('lists the seeded codes newest first with status now and performance from the orders that used them', async () => {
    const res = await t.call('get_discount_history', { limit: 50 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.currency).toBe('EUR');
    expect(r.has_more).toBe(false);
    const byCode = new Map(r.promotions.map((p: { code: string }) => [p.code, p]));
    expect([...byCode.keys()].sort()).toEqual(['FIVEOFF', 'FLASH20', 'FRIENDS15', 'HOLIDAY25', 'SUMMER20', 'WELCOME10']);
    expect(byCode.get('WELCOME10')).toMatchObject({ kind: 'discount_code', status: 'active', discount_type: 'percentage', value: 10 });
    expect(byCode.get('SUMMER20')).toMatchObject({ status: 'expired' });
    expect(byCode.get('HOLIDAY25')).toMatchObject({ status: 'scheduled', usage_count: 0, performance: { orders_count: 0 } });
    expect(byCode.get('FIVEOFF')).toMatchObject({ status: 'disabled', discount_type: 'fixed_amount', value: 5 });
    expect(byCode.get('FLASH20')).toMatchObject({ status: 'active', usage_limit_reached: true });
    const created = r.promotions.map((p: { created_at: string }) => p.created_at);
    expect(created).toEqual([...created].sort().reverse());
    for (const code of ['WELCOME10', 'FRIENDS15', 'SUMMER20', 'FLASH20']) {
      const orders = await ordersWith(code);
      expect(orders.length).toBeGreaterThan(0);
      const p = byCode.get(code) as { usage_count: number; performance: Record<string, number> };
      expect(p.usage_count).toBe(orders.length);
      expect(p.performance).toEqual({
        orders_count: orders.length,
        discount_given: orders.reduce((s, o) => s + Number(o.discount_cents), 0) / 100,
        revenue: orders.reduce((s, o) => s + Number(o.total_cents), 0) / 100,
      });
    }
    // Orders carry a code only while it ran: SUMMER20 orders fall inside its dates.
    const summer = await codeRow('SUMMER20');
    for (const o of await ordersWith('SUMMER20')) {
      expect(o.created_at >= summer.starts_at && o.created_at < summer.ends_at).toBe(true);
    }
  });

  it('filters by kind, effective status and window; pages with a cursor', async () => {
    const codes = async (body: object) =>
      (await t.call('get_discount_history', body, t.keys.reader)).body.result.promotions.map((p: { code: string }) => p.code);
    expect(await codes({ status: 'expired' })).toEqual(['SUMMER20']);
    expect(await codes({ status: 'scheduled', kind: 'discount_code' })).toEqual(['HOLIDAY25']);
    expect(await codes({ status: 'disabled' })).toEqual(['FIVEOFF']);
    expect(await codes({ status: 'ended' })).toEqual([]);
    expect(await codes({ window_days: 30 })).toEqual(['HOLIDAY25']);
    expect((await codes({ status: 'active' })).sort()).toEqual(['FLASH20', 'FRIENDS15', 'WELCOME10']);

    const all = (await t.call('get_discount_history', { limit: 50 }, t.keys.reader)).body.result.promotions;
    const first = (await t.call('get_discount_history', { limit: 4 }, t.keys.reader)).body.result;
    expect(first.has_more).toBe(true);
    const second = (await t.call('get_discount_history', { limit: 4, before: first.next_cursor }, t.keys.reader)).body.result;
    expect([...first.promotions, ...second.promotions]).toEqual(all);
    const bad = await t.call('get_discount_history', { before: 'nope' }, t.keys.reader);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^before: /);
  });

  it('shows automatic discounts (kind discount, no performance) next to codes', async () => {
    const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
    const made = await t.call('propose_discount', { product_ids: [product.id], discount_percent: 10, reason: 'history test' }, t.keys.auto);
    expect(made.body.result.status).toBe('applied');
    const r = (await t.call('get_discount_history', { kind: 'discount' }, t.keys.reader)).body.result;
    expect(r.promotions).toHaveLength(1);
    expect(r.promotions[0]).toMatchObject({
      kind: 'discount',
      code: null,
      value: 10,
      status: 'active',
      product_count: 1,
      performance: null,
      usage_count: null,
    });
    const detail = await t.call('get_promotion_detail', { id: r.promotions[0].id }, t.keys.reader);
    expect(detail.body.result).toMatchObject({ kind: 'discount', reason: 'history test', approval_id: made.body.result.approval_id });
    expect(detail.body.result.products).toEqual([
      {
        id: product.id,
        title: product.title,
        handle: product.handle,
        price: Number(product.price_cents) / 100,
        sale_price: Math.round(Number(product.price_cents) * 0.9) / 100,
      },
    ]);
  });

  it('needs promotions:read and a storefront', async () => {
    const other = await t.key(['orders:read']);
    const refused = await t.call('get_discount_history', {}, other);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('insufficient_scope');
    const business = await t.key(['promotions:read'], { storeId: t.businessStoreId });
    const none = await t.call('get_discount_history', {}, business);
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('not_found');
    expect((await t.call('get_promotion_detail', { code: 'WELCOME10' }, business)).status).toBe(404);
  });
});

describe('get_promotion_detail', () => {
  it('finds a code case-insensitively with usage against its limit and the orders that used it', async () => {
    const res = await t.call('get_promotion_detail', { code: 'welcome10', recent_orders: 2 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const orders = await ordersWith('WELCOME10');
    expect(r).toMatchObject({ kind: 'discount_code', code: 'WELCOME10', status: 'active', gift_card: null, last_characters: null });
    expect(r.usage).toEqual({ count: orders.length, limit: null, remaining: null });
    expect(r.orders.orders_count).toBe(orders.length);
    expect(r.orders.recent.map((o: { id: string }) => o.id)).toEqual(orders.slice(0, 2).map((o) => o.id));

    const flash = (await t.call('get_promotion_detail', { code: 'Flash20' }, t.keys.reader)).body.result;
    expect(flash.usage.remaining).toBe(0);
    const byId = await t.call('get_promotion_detail', { id: flash.id }, t.keys.reader);
    expect(byId.body.result).toEqual(flash);
  });

  it('shows a gift card by id with its last 4 characters only', async () => {
    const card = await t.db('gift_cards').where({ store_id: t.hostedStoreId }).orderBy('created_at', 'desc').first();
    const r = (await t.call('get_promotion_detail', { id: card.id }, t.keys.reader)).body.result;
    expect(r).toMatchObject({ kind: 'gift_card', last_characters: card.last_characters, code: null, orders: null });
    expect(r.gift_card.balance).toBeLessThanOrEqual(r.gift_card.initial_value);
  });

  it('needs exactly one of id or code; unknown answers invalid_request naming it', async () => {
    const neither = await t.call('get_promotion_detail', {}, t.keys.reader);
    expect(neither.status).toBe(400);
    expect(neither.body.message).toMatch(/^id: send exactly one of id or code/);
    const both = await t.call('get_promotion_detail', { id: '00000000-0000-4000-8000-000000000000', code: 'X' }, t.keys.reader);
    expect(both.status).toBe(400);
    const code = await t.call('get_promotion_detail', { code: 'NOSUCHCODE' }, t.keys.reader);
    expect(code.status).toBe(400);
    expect(code.body.error).toBe('invalid_request');
    expect(code.body.message).toMatch(/^code: no discount code/);
    const id = await t.call('get_promotion_detail', { id: '00000000-0000-4000-8000-000000000000' }, t.keys.reader);
    expect(id.status).toBe(400);
    expect(id.body.message).toMatch(/^id: no discount/);
  });
});

describe('storefront_create_discount_code', () => {
  it('plans the new code (before absent), creates it on approval with a receipt, shows it in the history', async () => {
    const res = await t.call(
      'storefront_create_discount_code',
      { code: 'Winter15', discount_type: 'percentage', value: 15, usage_limit: 500, once_per_customer: true },
      t.keys.writer,
    );
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'proposed', applied: false });
    expect(r.change).toMatchObject({ amount_cents: null, reversibility_class: 'compensatable', reversal: null });
    expect(r.change.changes[0]).toEqual({
      resource_kind: 'discount_code',
      resource_ref: 'WINTER15',
      field: 'code',
      before: 'absent',
      after: 'Winter15',
    });
    expect(await codeRow('WINTER15')).toBeUndefined();

    expect((await t.decide(r.approval_id, 'approve')).status).toBe('approved');
    const row = await codeRow('winter15');
    expect(row).toMatchObject({
      code: 'Winter15',
      discount_type: 'percentage',
      value: 15,
      usage_limit: 500,
      status: 'active',
      approval_id: r.approval_id,
    });
    const receipt = await t.db('receipts').where({ approval_id: r.approval_id }).first();
    // The plan named the code; the receipt names the created row.
    expect(receipt).toMatchObject({
      operation: 'storefront_create_discount_code',
      resource_kind: 'discount_code',
      resource_ref: row.id,
    });
    const types = (await t.db('outbox').where({ subject: r.approval_id }).orderBy('seq')).map((e) => e.type);
    expect(types).toEqual(['approval.requested', 'approval.decided']);
    const newest = (await t.call('get_discount_history', { limit: 1 }, t.keys.reader)).body.result.promotions[0];
    expect(newest).toMatchObject({ code: 'Winter15', status: 'active', usage_count: 0, usage_limit: 500 });
  });

  it('refuses a code that exists in any case, at proposal and again on approval', async () => {
    const taken = await t.call(
      'storefront_create_discount_code',
      { code: 'welcome10', discount_type: 'percentage', value: 5 },
      t.keys.writer,
    );
    expect(taken.status).toBe(400);
    expect(taken.body.error).toBe('invalid_request');
    expect(taken.body.message).toMatch(/^code: the store already has the code WELCOME10/);

    const first = await t.call(
      'storefront_create_discount_code',
      { code: 'SPRING30', discount_type: 'percentage', value: 30 },
      t.keys.writer,
    );
    expect(first.body.result.status).toBe('proposed');
    const racer = await t.call(
      'storefront_create_discount_code',
      { code: 'spring30', discount_type: 'fixed_amount', value: 3 },
      t.keys.auto,
    );
    expect(racer.body.result.status).toBe('applied');
    const outcome = await t.decide(first.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('failed');
    expect(outcome.reason).toMatch(/world moved.*code/);
    const rows = await t.db('discount_codes').where({ store_id: t.hostedStoreId, code_key: 'SPRING30' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ code: 'spring30', discount_type: 'fixed_amount', value: 300 });
  });

  it('rejecting changes nothing; a retry with the same key replays the proposal', async () => {
    const body = { code: 'NOPE-2026', discount_type: 'fixed_amount', value: 7.5, minimum_subtotal: 40, idempotency_key: 'dc-1' };
    const a = await t.call('storefront_create_discount_code', body, t.keys.writer);
    const b = await t.call('storefront_create_discount_code', body, t.keys.writer);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body).toEqual(a.body);
    expect(
      await t
        .db('approvals')
        .where({ store_id: t.hostedStoreId, operation: 'storefront_create_discount_code', title: a.body.result.change.title }),
    ).toHaveLength(1);
    expect((await t.decide(a.body.result.approval_id, 'reject')).status).toBe('rejected');
    expect(await codeRow('NOPE-2026')).toBeUndefined();
  });

  it('a future start makes it scheduled; bad values, dates and codes answer invalid_request naming the field', async () => {
    const starts = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const made = await t.call(
      'storefront_create_discount_code',
      { code: 'LATER_10', discount_type: 'percentage', value: 10, starts_at: starts },
      t.keys.auto,
    );
    expect(made.body.result.status).toBe('applied');
    expect(await codeRow('LATER_10')).toMatchObject({ status: 'scheduled', starts_at: starts });
    const bad = async (body: object) =>
      (await t.call('storefront_create_discount_code', { code: 'GOOD1', discount_type: 'percentage', value: 10, ...body }, t.keys.writer))
        .body;
    expect((await bad({ value: 150 })).message).toMatch(/^value: a percentage must be 1..100/);
    expect((await bad({ value: 12.3 })).message).toMatch(/^value: a percentage must be a multiple of 0.5/);
    expect((await bad({ discount_type: 'fixed_amount', value: 5.555 })).message).toMatch(/^value: must have at most 2 decimals/);
    expect((await bad({ starts_at: starts, ends_at: starts })).message).toMatch(/^ends_at: must be after starts_at/);
    expect((await bad({ ends_at: '2020-01-01T00:00:00Z' })).message).toMatch(/^ends_at: must be in the future/);
    expect((await bad({ code: 'no spaces' })).message).toMatch(/^code: /);
    expect((await bad({ code: 'abc' })).message).toMatch(/^code: /);
  });

  it('needs promotions:write and a storefront', async () => {
    const refused = await t.call(
      'storefront_create_discount_code',
      { code: 'SCOPE1', discount_type: 'percentage', value: 5 },
      t.keys.reader,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('insufficient_scope');
    const business = await t.key(['promotions:write'], { storeId: t.businessStoreId });
    const none = await t.call('storefront_create_discount_code', { code: 'SCOPE1', discount_type: 'percentage', value: 5 }, business);
    expect(none.status).toBe(404);
  });
});

describe('storefront_create_gift_card: the code is shown exactly once', () => {
  it('auto-apply answers the code once; only its hash and last 4 characters are stored', async () => {
    const res = await t.call('storefront_create_gift_card', { initial_value: 25.5, customer_ref: 'cus_gift', note: 'thanks' }, t.keys.auto);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'applied', applied: true });
    const { code, gift_card_id, last_characters } = r.reveal;
    expect(code).toMatch(GIFT_CODE);
    expect(last_characters).toBe(code.slice(-4));
    expect(JSON.stringify(r.change)).not.toContain(code.slice(0, 9));
    const row = await t.db('gift_cards').where({ id: gift_card_id }).first();
    expect(row).toMatchObject({
      code_hash: sha(code),
      last_characters,
      initial_value_cents: 2550,
      balance_cents: 2550,
      currency: 'EUR',
      customer_ref: 'cus_gift',
      approval_id: r.approval_id,
    });
    const detail = await t.call('get_promotion_detail', { id: gift_card_id }, t.keys.reader);
    expect(detail.body.result).toMatchObject({
      kind: 'gift_card',
      last_characters,
      status: 'active',
      gift_card: { initial_value: 25.5, balance: 25.5 },
    });
    expect(JSON.stringify(detail.body)).not.toContain(code.replace(/-/g, '').slice(0, 12));
    const again = await t.call('approval_status', { approval_id: r.approval_id }, t.keys.auto);
    expect(again.body.result.reveal).toBeUndefined();
    const db = await wholeDatabase();
    expect(db).not.toContain(code);
    expect(db).not.toContain(code.replace(/-/g, ''));
  });

  it('an idempotent retry of an auto-applied card replays the answer without the code, and the key store never holds it', async () => {
    const init = { headers: { 'Idempotency-Key': 'gift-card-once' } };
    const call = () =>
      fetch(`${t.baseUrl}/api/v1/tools/storefront_create_gift_card`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t.keys.auto}`, ...init.headers },
        body: JSON.stringify({ initial_value: 10 }),
      });
    const first = await call();
    const firstBody = (await first.json()) as any;
    expect(first.status).toBe(200);
    const { code } = firstBody.result.reveal;
    expect(code).toMatch(GIFT_CODE);
    const retry = await call();
    const retryBody = (await retry.json()) as any;
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retryBody.result.approval_id).toBe(firstBody.result.approval_id);
    expect(retryBody.result.reveal).toBeUndefined();
    expect(retryBody.result.message).toMatch(/shown only in the first answer/);
    expect(await t.db('gift_cards').where({ approval_id: firstBody.result.approval_id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const db = await wholeDatabase();
    expect(db).not.toContain(code);
    expect(db).not.toContain(code.replace(/-/g, ''));
  });

  it('operator approval: the requester reads it once through approval_status, nobody else ever', async () => {
    const res = await t.call('storefront_create_gift_card', { initial_value: 80, expires_on: '2099-12-31' }, t.keys.writer);
    const r = res.body.result;
    expect(r).toMatchObject({ status: 'proposed', applied: false });
    expect(r.reveal).toBeUndefined();
    expect(r.change.amount_cents).toBe(8000);
    expect(r.change.changes.find((c: { field: string }) => c.field === 'code')).toMatchObject({
      before: null,
      after: 'generated when applied, shown once',
    });
    const waiting = await t.call('approval_status', { approval_id: r.approval_id }, t.keys.writer);
    expect(waiting.body.result.reveal).toBeUndefined();

    expect((await t.decide(r.approval_id, 'approve')).status).toBe('approved');
    const other = await t.key(['automation:read']);
    const notYours = await t.call('approval_status', { approval_id: r.approval_id }, other);
    expect(notYours.status).toBe(200);
    expect(notYours.body.result.reveal).toBeNull();
    expect(notYours.body.result.reveal_note).toMatch(/only it can read it/);

    const [one, two] = await Promise.all([
      t.call('approval_status', { approval_id: r.approval_id }, t.keys.writer),
      t.call('approval_status', { approval_id: r.approval_id }, t.keys.writer),
    ]);
    const shown = [one, two].filter((x) => x.body.result.reveal !== undefined && x.body.result.reveal !== null);
    expect(shown).toHaveLength(1);
    const { code, gift_card_id, last_characters } = shown[0]!.body.result.reveal;
    expect(code).toMatch(GIFT_CODE);
    expect(shown[0]!.body.result.reveal_note).toMatch(/shown once/);
    const row = await t.db('gift_cards').where({ id: gift_card_id }).first();
    expect(row).toMatchObject({ code_hash: sha(code), last_characters, expires_on: '2099-12-31', approval_id: r.approval_id });

    const later = await t.call('approval_status', { approval_id: r.approval_id }, t.keys.writer);
    expect(later.body.result.reveal ?? null).toBeNull();
    expect((await t.call('approval_status', { approval_id: r.approval_id }, other)).body.result.reveal).toBeUndefined();
    expect((await t.db('approvals').where({ id: r.approval_id }).first()).reveal).toBeNull();
    const list = await t.call('approval_list', {}, t.keys.writer);
    expect(JSON.stringify(list.body)).not.toContain(code);
    const db = await wholeDatabase();
    expect(db).not.toContain(code);
    expect(db).not.toContain(code.replace(/-/g, ''));
  });

  it('rejecting creates no card; a retry with the same key replays the proposal', async () => {
    const before = await t.db('gift_cards').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first();
    const body = { initial_value: 10, idempotency_key: 'gc-1' };
    const a = await t.call('storefront_create_gift_card', body, t.keys.writer);
    const b = await t.call('storefront_create_gift_card', body, t.keys.writer);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body.result.approval_id).toBe(a.body.result.approval_id);
    expect((await t.decide(a.body.result.approval_id, 'reject')).status).toBe('rejected');
    const status = await t.call('approval_status', { approval_id: a.body.result.approval_id }, t.keys.writer);
    expect(status.body.result).toMatchObject({ status: 'rejected' });
    expect(status.body.result.reveal).toBeUndefined();
    const after = await t.db('gift_cards').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first();
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('bounds: at most 2 decimals, expiry after today (UTC); needs promotions:write and a storefront', async () => {
    const cents = await t.call('storefront_create_gift_card', { initial_value: 10.001 }, t.keys.writer);
    expect(cents.body.message).toMatch(/^initial_value: must have at most 2 decimals/);
    const today = new Date().toISOString().slice(0, 10);
    const expiry = await t.call('storefront_create_gift_card', { initial_value: 10, expires_on: today }, t.keys.writer);
    expect(expiry.body.message).toMatch(/^expires_on: must be after today/);
    const big = await t.call('storefront_create_gift_card', { initial_value: 10_001 }, t.keys.writer);
    expect(big.body.message).toMatch(/^initial_value: /);
    expect((await t.call('storefront_create_gift_card', { initial_value: 10 }, t.keys.reader)).status).toBe(403);
    const business = await t.key(['promotions:write'], { storeId: t.businessStoreId });
    expect((await t.call('storefront_create_gift_card', { initial_value: 10 }, business)).status).toBe(404);
  });
});
