/**
 * The costs domain over HTTP (seed catalogue "costs"): get_product_costs (tiers,
 * estimates, margin, filters, paging), get_expenses (window, category totals, paging), the cost
 * and expense imports (inspect → propose → approve / reject / world moved, a changed file refused
 * naming `inspection_id`, errors per row and column, inspect changes nothing), and
 * storefront_update_variant_cost. Scope refusals and the business store's refusal included.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { reader: ['costs:read'], writer: ['costs:read', 'costs:write'] });

interface V {
  id: string;
  sku: string;
  external_id: string;
  price_cents: number;
  cost_cents: number | null;
  cost_source: string | null;
  cost_updated_at: string | null;
  product_id: string;
}

async function variantsWhere(where: (q: any) => any, n: number): Promise<V[]> {
  return where(t.db('variants').where({ store_id: t.hostedStoreId }))
    .orderBy('sku')
    .limit(n);
}
async function variant(id: string): Promise<V> {
  return t.db('variants').where({ id }).first();
}
const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString();

describe('get_product_costs', () => {
  it('answers every variant with a tier that follows its cost source and date, and price − cost margins', async () => {
    const res = await t.call('get_product_costs', { limit: 100 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.currency).toBe('EUR');
    const all = (await t.db('variants').where({ store_id: t.hostedStoreId })) as V[];
    expect(r.total).toBe(all.length);
    const byId = new Map(all.map((v) => [v.id, v]));
    const skus = r.variants.map((x: { sku: string }) => x.sku);
    expect(skus).toEqual([...skus].sort());
    for (const x of r.variants) {
      const v = byId.get(x.variant_id)!;
      expect(x.price).toBe(v.price_cents / 100);
      const want =
        v.cost_cents === null
          ? 'estimated'
          : v.cost_source === 'storefront'
            ? 'storefront'
            : v.cost_updated_at! >= yearAgo()
              ? 'confirmed'
              : 'stale';
      expect(x.tier).toBe(want);
      if (v.cost_cents !== null) {
        expect(x.unit_cost).toBe(v.cost_cents / 100);
        expect(x.margin).toBeCloseTo((v.price_cents - v.cost_cents) / 100, 6);
        expect(x.margin_percent).toBeCloseTo(Math.round(((v.price_cents - v.cost_cents) / v.price_cents) * 1000) / 10, 6);
        expect(x.estimate_basis).toBeNull();
      }
    }
  });

  it('estimates an unknown cost from the median cost/price ratio of known costs (product type, else store)', async () => {
    const res = await t.call('get_product_costs', { tier: 'estimated', limit: 100 }, t.keys.reader);
    expect(res.status).toBe(200);
    const rows = res.body.result.variants;
    expect(rows.length).toBeGreaterThan(0);
    const known = await t
      .db('variants as v')
      .join('products as p', 'p.id', 'v.product_id')
      .where('v.store_id', t.hostedStoreId)
      .whereNotNull('v.cost_cents')
      .select('p.product_type', 'v.cost_cents', 'v.price_cents');
    const median = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      const m = Math.floor(s.length / 2);
      return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
    };
    for (const x of rows) {
      expect(x.tier).toBe('estimated');
      expect(x.cost_source).toBeNull();
      const same = known.filter((k) => k.product_type === x.product_type).map((k) => k.cost_cents / k.price_cents);
      const basis = same.length >= 3 ? 'product_type' : 'store';
      const ratio = basis === 'product_type' ? median(same) : median(known.map((k) => k.cost_cents / k.price_cents));
      expect(x.estimate_basis).toBe(basis);
      expect(x.unit_cost).toBe(Math.round(Math.round(x.price * 100) * ratio) / 100);
    }
  });

  it('filters by handle or product_id and by tier; pages with a cursor', async () => {
    const product = await t.db('products').where({ store_id: t.hostedStoreId }).orderBy('handle').first();
    const byHandle = await t.call('get_product_costs', { handle: product.handle }, t.keys.reader);
    const byId = await t.call('get_product_costs', { product_id: product.id }, t.keys.reader);
    expect(byHandle.body.result.variants.length).toBeGreaterThan(0);
    expect(byHandle.body.result.variants.every((x: { product_id: string }) => x.product_id === product.id)).toBe(true);
    expect(byId.body.result).toEqual(byHandle.body.result);
    const storefront = await t.call('get_product_costs', { tier: 'storefront', limit: 100 }, t.keys.reader);
    expect(storefront.body.result.variants.every((x: { tier: string }) => x.tier === 'storefront')).toBe(true);

    const first = await t.call('get_product_costs', { limit: 5 }, t.keys.reader);
    expect(first.body.result).toMatchObject({ count: 5, has_more: true });
    const second = await t.call('get_product_costs', { limit: 5, cursor: first.body.result.next_cursor }, t.keys.reader);
    const ten = await t.call('get_product_costs', { limit: 10 }, t.keys.reader);
    expect([...first.body.result.variants, ...second.body.result.variants]).toEqual(ten.body.result.variants);
  });

  it('refuses an unknown product (400 naming it), both product_id and handle, a foreign cursor (400), a missing scope and the business', async () => {
    const none = await t.call('get_product_costs', { handle: 'no-such-product' }, t.keys.reader);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe('invalid_request');
    expect(none.body.message).toMatch(/^handle: no product/);
    const product = await t.db('products').where({ store_id: t.hostedStoreId }).first();
    const both = await t.call('get_product_costs', { handle: product.handle, product_id: product.id }, t.keys.reader);
    expect(both.status).toBe(400);
    expect(both.body.message).toMatch(/^handle: /);
    const bad = await t.call('get_product_costs', { cursor: 'ex_abc' }, t.keys.reader);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^cursor: /);
    const other = await t.call('get_product_costs', {}, await t.key(['orders:read']));
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('insufficient_scope');
    const business = await t.key(['costs:read'], { storeId: t.businessStoreId });
    expect((await t.call('get_product_costs', {}, business)).status).toBe(404);
  });
});

describe('get_expenses', () => {
  it('answers the window with category totals that add up to the rows, newest first, on both stores', async () => {
    const from = new Date(Date.now() - 59 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const res = await t.call('get_expenses', { from, to, limit: 100 }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const rows = await t
      .db('expenses')
      .where({ store_id: t.hostedStoreId })
      .where('incurred_on', '>=', from)
      .where('incurred_on', '<=', to);
    expect(r.count).toBe(rows.length);
    expect(r.total).toBeCloseTo(rows.reduce((s, e) => s + e.amount_cents, 0) / 100, 6);
    expect(r.by_category.map((c: { category: string }) => c.category).sort()).toEqual(
      expect.arrayContaining(['rent', 'salaries', 'shipping', 'software']),
    );
    const sum = r.by_category.reduce((s: number, c: { total: number }) => s + c.total, 0);
    expect(sum).toBeCloseTo(r.total, 6);
    const dates = r.expenses.map((e: { incurred_on: string }) => e.incurred_on);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(r.expenses.every((e: { currency: string }) => e.currency === 'EUR')).toBe(true);

    const business = await t.call('get_expenses', {}, await t.key(['costs:read'], { storeId: t.businessStoreId }));
    expect(business.status).toBe(200);
    expect(business.body.result.currency).toBe('USD');
    expect(business.body.result.count).toBeGreaterThan(0);
  });

  it('filters by category and pages; refuses from after to, a bad cursor and a missing scope', async () => {
    const ship = await t.call('get_expenses', { category: 'shipping', from: '2000-01-01', to: '2000-12-31' }, t.keys.reader);
    expect(ship.body.result).toMatchObject({ count: 0, total: 0, expenses: [] });
    const from = new Date(Date.now() - 119 * 86_400_000).toISOString().slice(0, 10);
    const first = await t.call('get_expenses', { from, category: 'shipping', limit: 3 }, t.keys.reader);
    expect(first.body.result.has_more).toBe(true);
    expect(first.body.result.by_category).toHaveLength(1);
    const second = await t.call(
      'get_expenses',
      { from, category: 'shipping', limit: 3, cursor: first.body.result.next_cursor },
      t.keys.reader,
    );
    const six = await t.call('get_expenses', { from, category: 'shipping', limit: 6 }, t.keys.reader);
    expect([...first.body.result.expenses, ...second.body.result.expenses]).toEqual(six.body.result.expenses);

    const wrong = await t.call('get_expenses', { from: '2026-02-01', to: '2026-01-01' }, t.keys.reader);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^from: /);
    const long = await t.call('get_expenses', { from: '2024-01-01', to: '2026-01-01' }, t.keys.reader);
    expect(long.body.message).toMatch(/^from: the window is/);
    expect((await t.call('get_expenses', { cursor: 'pc_x' }, t.keys.reader)).body.message).toMatch(/^cursor: /);
    expect((await t.call('get_expenses', {}, await t.key(['catalog:read']))).body.error).toBe('insufficient_scope');
  });
});

describe('cost import: inspect → propose → approve', () => {
  it('inspects (changes nothing), proposes exactly the inspected changes, and approval applies exactly those', async () => {
    const [a, b] = await variantsWhere((q) => q.where({ cost_source: 'storefront' }), 2);
    const [unknownCost] = await variantsWhere((q) => q.whereNull('cost_cents'), 1);
    const csv = `SKU,Unit_Cost,currency\r\n${a!.sku},12.30,EUR\r\n"${b!.sku}", ${(b!.cost_cents! / 100).toFixed(2)} ,\r\n\r\n${unknownCost!.sku},4,eur\r\n`;
    const before = await Promise.all([a!, b!, unknownCost!].map((v) => variant(v.id)));
    const ins = await t.call('inspect_cost_import', { csv }, t.keys.reader);
    expect(ins.status).toBe(200);
    const r = ins.body.result;
    expect(r).toMatchObject({ rows: 3, valid_rows: 3, change_count: 3, unchanged_count: 0, error_count: 0, can_propose: true, errors: [] });
    expect(r.inspection_id).toMatch(/^[0-9a-f]{64}$/);
    expect(r.changes).toEqual([
      { row: 2, variant_id: a!.id, sku: a!.sku, before_unit_cost: a!.cost_cents! / 100, before_tier: 'storefront', after_unit_cost: 12.3 },
      {
        row: 3,
        variant_id: b!.id,
        sku: b!.sku,
        before_unit_cost: b!.cost_cents! / 100,
        before_tier: 'storefront',
        after_unit_cost: b!.cost_cents! / 100,
      },
      { row: 4, variant_id: unknownCost!.id, sku: unknownCost!.sku, before_unit_cost: null, before_tier: 'estimated', after_unit_cost: 4 },
    ]);
    // Inspecting changed nothing; the same file with other line ends has the same id.
    expect(await Promise.all([a!, b!, unknownCost!].map((v) => variant(v.id)))).toEqual(before);
    const again = await t.call('inspect_cost_import', { csv: csv.replace(/\r\n/g, '\n') }, t.keys.reader);
    expect(again.body.result.inspection_id).toBe(r.inspection_id);

    // A changed file is refused naming inspection_id.
    const changed = await t.call(
      'propose_cost_import',
      { csv: csv.replace('12.30', '12.31'), inspection_id: r.inspection_id },
      t.keys.writer,
    );
    expect(changed.status).toBe(400);
    expect(changed.body.error).toBe('invalid_request');
    expect(changed.body.message).toBe('inspection_id: the file changed since it was inspected; inspect it again');

    const prop = await t.call('propose_cost_import', { csv, inspection_id: r.inspection_id, reason: 'supplier list' }, t.keys.writer);
    expect(prop.status).toBe(200);
    expect(prop.body.result).toMatchObject({ status: 'proposed', applied: false, approval_status: 'requested', receipt_id: null });
    const changes = prop.body.result.change.changes;
    expect(changes).toHaveLength(6);
    expect(changes.filter((c: { field: string }) => c.field === 'unit_cost')).toEqual(
      r.changes.map((c: { variant_id: string; before_unit_cost: number | null; after_unit_cost: number }) => ({
        resource_kind: 'variant',
        resource_ref: c.variant_id,
        field: 'unit_cost',
        before: c.before_unit_cost,
        after: c.after_unit_cost,
      })),
    );
    expect(prop.body.result.change.reversibility_class).toBe('compensatable');
    expect(await variant(a!.id)).toEqual(before[0]);
    expect(await t.eventTypes(prop.body.result.approval_id)).toEqual(['approval.requested']);

    const outcome = await t.decide(prop.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('approved');
    const after = await Promise.all([a!, b!, unknownCost!].map((v) => variant(v.id)));
    expect(after.map((v) => [v.cost_cents, v.cost_source])).toEqual([
      [1230, 'import'],
      [b!.cost_cents, 'import'],
      [400, 'import'],
    ]);
    expect(after.every((v) => v.cost_updated_at! > yearAgo())).toBe(true);
    // Nothing else changed.
    const others = await t
      .db('variants')
      .where({ store_id: t.hostedStoreId, cost_source: 'import' })
      .whereIn('id', [a!.id, b!.id, unknownCost!.id]);
    expect(others).toHaveLength(3);
    const receipts = await t.db('receipts').where({ approval_id: prop.body.result.approval_id });
    expect(receipts.map((x) => x.resource_ref).sort()).toEqual([a!.id, b!.id, unknownCost!.id].sort());
    expect(await t.eventTypes(prop.body.result.approval_id)).toEqual(['approval.requested', 'approval.decided']);
    const tiers = await t.call('get_product_costs', { tier: 'confirmed', limit: 100 }, t.keys.reader);
    expect(tiers.body.result.variants.map((x: { variant_id: string }) => x.variant_id)).toEqual(
      expect.arrayContaining([a!.id, b!.id, unknownCost!.id]),
    );
    // Inspecting the same file now: every row is unchanged and it cannot be proposed.
    const done = await t.call('inspect_cost_import', { csv }, t.keys.reader);
    expect(done.body.result).toMatchObject({ change_count: 0, unchanged_count: 3, can_propose: false });
    const nothing = await t.call('propose_cost_import', { csv, inspection_id: r.inspection_id }, t.keys.writer);
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toMatch(/^csv: the file changes nothing/);
  });

  it('reports errors per row and column (unknown SKU, bad values, currency, duplicates, columns) and refuses to propose them', async () => {
    const [a, b] = await variantsWhere((q) => q.where({ cost_source: 'storefront' }).offset(10), 2);
    const csv = [
      'sku,unit_cost,currency,colour',
      'NO-SUCH-SKU,1.00,EUR,x',
      `${a!.sku},12.345,EUR,x`,
      `${a!.sku},-1,EUR,x`,
      `${b!.sku},3.00,USD,x`,
      `${b!.sku},4.00`,
      `,5.00,EUR,x`,
    ].join('\n');
    const res = await t.call('inspect_cost_import', { csv }, t.keys.reader);
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.can_propose).toBe(false);
    expect(r.errors).toEqual([
      { row: 1, column: 'colour', message: 'unknown column (allowed: sku, variant_id, unit_cost, currency)' },
      { row: 2, column: 'sku', message: 'no variant with SKU NO-SUCH-SKU in this store' },
      { row: 3, column: 'unit_cost', message: 'not a decimal amount with at most 2 decimals (e.g. 12.40)' },
      { row: 4, column: 'unit_cost', message: 'must be 0 or more' },
      { row: 4, column: 'sku', message: 'the same variant as row 3' },
      { row: 5, column: 'currency', message: `USD is not the store currency EUR` },
      { row: 6, column: null, message: '2 fields; the header has 4' },
      { row: 7, column: 'sku', message: 'empty: give sku or variant_id' },
    ]);
    expect(r.error_count).toBe(8);
    expect(r.unknown_skus).toEqual(['NO-SUCH-SKU']);
    expect(r.duplicates).toEqual([{ variant_id: a!.id, sku: a!.sku, rows: [3, 4] }]);
    const prop = await t.call('propose_cost_import', { csv, inspection_id: r.inspection_id }, t.keys.writer);
    expect(prop.status).toBe(400);
    expect(prop.body.message).toMatch(/^csv: the file has 8 error\(s\) and cannot be proposed; inspect_cost_import lists them/);

    const unreadable = await t.call('inspect_cost_import', { csv: 'sku,unit_cost\n"abc,1.00\n' }, t.keys.reader);
    expect(unreadable.body.result.errors[0].message).toMatch(/^not readable as CSV/);
    const tooMany = await t.call('inspect_cost_import', { csv: `sku,unit_cost\n${`${a!.sku},1\n`.repeat(5001)}` }, t.keys.reader);
    expect(tooMany.body.result.errors.some((e: { message: string }) => /5001 data rows; at most 5000/.test(e.message))).toBe(true);
    const missing = await t.call('inspect_cost_import', { csv: 'sku\nX\n' }, t.keys.reader);
    expect(missing.body.result.errors[0]).toEqual({ row: 1, column: 'unit_cost', message: 'missing column unit_cost' });
  });

  it('accepts variant_id (external id or UUID) with a BOM and quoted fields', async () => {
    const [a, b] = await variantsWhere((q) => q.where({ cost_source: 'storefront' }).offset(20), 2);
    const csv = `\uFEFFvariant_id,sku,unit_cost\n"${a!.external_id}","${a!.sku}","1,00"\n${b!.id.toUpperCase()},,2.50\n`;
    const r = (await t.call('inspect_cost_import', { csv }, t.keys.reader)).body.result;
    expect(r.errors).toEqual([{ row: 2, column: 'unit_cost', message: 'not a decimal amount with at most 2 decimals (e.g. 12.40)' }]);
    expect(r.changes).toEqual([
      { row: 3, variant_id: b!.id, sku: b!.sku, before_unit_cost: b!.cost_cents! / 100, before_tier: 'storefront', after_unit_cost: 2.5 },
    ]);
  });

  it('a cost that moved after the proposal fails the card; rejecting changes nothing; retries replay; scope is needed', async () => {
    const [a, b] = await variantsWhere((q) => q.where({ cost_source: 'storefront' }).offset(30), 2);
    const csv = `sku,unit_cost\n${a!.sku},7.77\n${b!.sku},8.88\n`;
    const id = (await t.call('inspect_cost_import', { csv }, t.keys.reader)).body.result.inspection_id;

    const moved = await t.call('propose_cost_import', { csv, inspection_id: id }, t.keys.writer);
    await t.db('variants').where({ id: b!.id }).update({ cost_cents: 1 });
    const failed = await t.decide(moved.body.result.approval_id, 'approve');
    expect(failed.status).toBe('failed');
    expect(failed.reason).toMatch(/world moved/);
    expect((await variant(a!.id)).cost_cents).toBe(a!.cost_cents);
    expect((await variant(b!.id)).cost_cents).toBe(1);

    const rejected = await t.call('propose_cost_import', { csv, inspection_id: id }, t.keys.writer);
    expect((await t.decide(rejected.body.result.approval_id, 'reject')).status).toBe('rejected');
    expect((await variant(a!.id)).cost_cents).toBe(a!.cost_cents);

    const args = { csv, inspection_id: id, idempotency_key: 'cost-import-retry' };
    const first = await t.call('propose_cost_import', args, t.keys.writer);
    const second = await t.call('propose_cost_import', args, t.keys.writer);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await t.db('approvals').where({ id: first.body.result.approval_id })).toHaveLength(1);

    const readOnly = await t.call('propose_cost_import', { csv, inspection_id: id }, t.keys.reader);
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.error).toBe('insufficient_scope');
    const inspectWithoutRead = await t.call('inspect_cost_import', { csv }, await t.key(['catalog:read']));
    expect(inspectWithoutRead.body.error).toBe('insufficient_scope');
    const business = await t.key(['costs:read', 'costs:write'], { storeId: t.businessStoreId });
    expect((await t.call('inspect_cost_import', { csv }, business)).status).toBe(404);
  });
});

describe('expense import: inspect → propose → approve', () => {
  const today = () => new Date().toISOString().slice(0, 10);

  it('inspects duplicates (existing and in-file) and errors, imports exactly the new rows, and a second card of the same file fails', async () => {
    const seeded = await t.db('expenses').where({ store_id: t.hostedStoreId, category: 'rent' }).first();
    const d = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const csv = [
      'date,category,description,amount,vendor,currency',
      `${d},Marketing Other,"Pop-up stand, weekend",350.00,Stadsmarkt,EUR`,
      `${d},software,Design seats,59.97,,`,
      `${seeded.incurred_on},rent,${seeded.description.toUpperCase()},${(seeded.amount_cents / 100).toFixed(2)},${seeded.vendor},EUR`,
      `${d},software,design seats,59.97,,EUR`,
      `${d},refund,Supplier credit,-20.00,Raja Packaging,EUR`,
    ].join('\n');
    const before = await t.db('expenses').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first();
    const ins = await t.call('inspect_expense_import', { csv }, t.keys.reader);
    expect(ins.status).toBe(200);
    const r = ins.body.result;
    expect(r).toMatchObject({
      rows: 5,
      valid_rows: 5,
      new_count: 3,
      duplicate_count: 2,
      error_count: 0,
      can_propose: true,
      new_total: 389.97,
    });
    expect(r.duplicates).toEqual([
      { row: 4, of: 'existing', expense_id: seeded.id, of_row: null },
      { row: 5, of: 'file', expense_id: null, of_row: 3 },
    ]);
    expect(
      r.new_rows.map((n: { row: number; category: string; vendor: string | null; amount: number }) => [
        n.row,
        n.category,
        n.vendor,
        n.amount,
      ]),
    ).toEqual([
      [2, 'marketing_other', 'Stadsmarkt', 350],
      [3, 'software', null, 59.97],
      [6, 'refund', 'Raja Packaging', -20],
    ]);
    expect(r.by_category).toEqual([
      { category: 'marketing_other', total: 350, count: 1 },
      { category: 'software', total: 59.97, count: 1 },
      { category: 'refund', total: -20, count: 1 },
    ]);
    expect(await t.db('expenses').where({ store_id: t.hostedStoreId }).count({ n: '*' }).first()).toEqual(before);

    const changed = await t.call(
      'propose_expense_import',
      { csv: `${csv}\n`.replace('350.00', '351.00'), inspection_id: r.inspection_id },
      t.keys.writer,
    );
    expect(changed.status).toBe(400);
    expect(changed.body.message).toMatch(/^inspection_id: the file changed since it was inspected/);

    const prop = await t.call('propose_expense_import', { csv, inspection_id: r.inspection_id }, t.keys.writer);
    const twin = await t.call('propose_expense_import', { csv, inspection_id: r.inspection_id, reason: 'again' }, t.keys.writer);
    expect(prop.body.result).toMatchObject({ status: 'proposed', applied: false });
    expect(prop.body.result.change.amount_cents).toBe(38997);
    expect(prop.body.result.change.changes.map((c: { resource_ref: string; before: unknown }) => [c.resource_ref, c.before])).toEqual(
      r.new_rows.map((n: { id: string }) => [n.id, null]),
    );
    expect((await t.decide(prop.body.result.approval_id, 'approve')).status).toBe('approved');
    const imported = await t.db('expenses').where({ store_id: t.hostedStoreId, import_ref: r.inspection_id }).orderBy('amount_cents');
    expect(imported.map((e) => [e.id, e.amount_cents, e.source, e.currency])).toEqual([
      [r.new_rows[2].id, -2000, 'import', 'EUR'],
      [r.new_rows[1].id, 5997, 'import', 'EUR'],
      [r.new_rows[0].id, 35000, 'import', 'EUR'],
    ]);
    const twinOutcome = await t.decide(twin.body.result.approval_id, 'approve');
    expect(twinOutcome.status).toBe('failed');
    expect(await t.db('expenses').where({ store_id: t.hostedStoreId, import_ref: r.inspection_id })).toHaveLength(3);
    const again = await t.call('inspect_expense_import', { csv }, t.keys.reader);
    expect(again.body.result).toMatchObject({ new_count: 0, duplicate_count: 5, can_propose: false });
    const listed = await t.call('get_expenses', { from: d, to: d, category: 'marketing_other' }, t.keys.reader);
    expect(listed.body.result.expenses[0]).toMatchObject({
      description: 'Pop-up stand, weekend',
      source: 'import',
      import_ref: r.inspection_id,
    });
  });

  it('reports errors per row and column; rejecting changes nothing; retries replay; the business imports in USD', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bad = [
      'date,category,description,amount,currency',
      `2026-02-30,shipping,Carrier,10.00,EUR`,
      `${future},shipping,Carrier,10.00,EUR`,
      `${today()},9lives,Carrier,0,EUR`,
      `${today()},shipping,,1.234,GBP`,
    ].join('\n');
    const r = (await t.call('inspect_expense_import', { csv: bad }, t.keys.reader)).body.result;
    expect(r.errors).toEqual([
      { row: 2, column: 'date', message: 'not a calendar date YYYY-MM-DD' },
      { row: 3, column: 'date', message: `in the future (today is ${today()} UTC)` },
      { row: 4, column: 'category', message: 'letters, digits and _ (1..40, starting with a letter), e.g. shipping' },
      { row: 4, column: 'amount', message: 'must not be 0' },
      { row: 5, column: 'description', message: 'empty' },
      { row: 5, column: 'amount', message: 'not a decimal amount with at most 2 decimals (e.g. 129.90)' },
      { row: 5, column: 'currency', message: 'GBP is not the store currency EUR' },
    ]);
    const refused = await t.call('propose_expense_import', { csv: bad, inspection_id: r.inspection_id }, t.keys.writer);
    expect(refused.body.message).toMatch(/^csv: the file has 7 error\(s\)/);

    const csv = `date,category,description,amount\n${today()},packaging,Rejected tape,12.00\n`;
    const id = (await t.call('inspect_expense_import', { csv }, t.keys.reader)).body.result.inspection_id;
    const prop = await t.call('propose_expense_import', { csv, inspection_id: id, idempotency_key: 'expense-retry' }, t.keys.writer);
    const replay = await t.call('propose_expense_import', { csv, inspection_id: id, idempotency_key: 'expense-retry' }, t.keys.writer);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(prop.body);
    expect((await t.decide(prop.body.result.approval_id, 'reject')).status).toBe('rejected');
    expect(await t.db('expenses').where({ import_ref: id })).toHaveLength(0);
    expect((await t.call('propose_expense_import', { csv, inspection_id: id }, t.keys.reader)).body.error).toBe('insufficient_scope');

    const business = await t.key(['costs:read', 'costs:write'], { storeId: t.businessStoreId, autoApply: true });
    const usd = `date,category,description,amount,currency\n${today()},shipping,Freight top-up,99.00,USD\n`;
    const bid = (await t.call('inspect_expense_import', { csv: usd }, business)).body.result.inspection_id;
    const applied = await t.call('propose_expense_import', { csv: usd, inspection_id: bid }, business);
    expect(applied.body.result).toMatchObject({ status: 'applied', applied: true });
    expect(await t.db('expenses').where({ store_id: t.businessStoreId, import_ref: bid }).first()).toMatchObject({
      amount_cents: 9900,
      currency: 'USD',
      source: 'import',
    });
  });
});

describe('storefront_update_variant_cost', () => {
  it('proposes before → after; approval sets a manual (confirmed) cost with a reversal to the previous cost', async () => {
    const [v] = await variantsWhere((q) => q.where({ cost_source: 'storefront' }).offset(40), 1);
    const prop = await t.call(
      'storefront_update_variant_cost',
      { variant_id: v!.external_id, unit_cost: 21.5, reason: 'invoice 114' },
      t.keys.writer,
    );
    expect(prop.status).toBe(200);
    expect(prop.body.result.change).toMatchObject({
      changes: [
        { resource_kind: 'variant', resource_ref: v!.id, field: 'unit_cost', before: v!.cost_cents! / 100, after: 21.5 },
        { resource_kind: 'variant', resource_ref: v!.id, field: 'cost_tier', before: 'storefront', after: 'confirmed' },
      ],
      reversibility_class: 'reversible',
      reversal: { operation: 'storefront_update_variant_cost', arguments: { variant_id: v!.id, unit_cost: v!.cost_cents! / 100 } },
    });
    expect((await variant(v!.id)).cost_cents).toBe(v!.cost_cents);
    const outcome = await t.decide(prop.body.result.approval_id, 'approve');
    expect(outcome.status).toBe('approved');
    expect(await variant(v!.id)).toMatchObject({ cost_cents: 2150, cost_source: 'manual' });
    const receipt = await t.db('receipts').where({ id: outcome.receiptId }).first();
    expect(receipt).toMatchObject({ operation: 'storefront_update_variant_cost', resource_kind: 'variant', resource_ref: v!.id });
    const costs = await t.call('get_product_costs', { product_id: v!.product_id, tier: 'confirmed' }, t.keys.reader);
    expect(costs.body.result.variants.find((x: { variant_id: string }) => x.variant_id === v!.id)).toMatchObject({ unit_cost: 21.5 });
  });

  it('an unknown previous cost is compensatable; a moved cost fails; bad input, scope and the business are refused', async () => {
    const [u] = await variantsWhere((q) => q.whereNull('cost_cents'), 1);
    const prop = await t.call('storefront_update_variant_cost', { variant_id: u!.id, unit_cost: 3, reason: 'first cost' }, t.keys.writer);
    expect(prop.body.result.change).toMatchObject({ reversibility_class: 'compensatable', reversal: null });
    await t.db('variants').where({ id: u!.id }).update({ cost_cents: 250, cost_source: 'storefront' });
    expect((await t.decide(prop.body.result.approval_id, 'approve')).status).toBe('failed');
    expect((await variant(u!.id)).cost_cents).toBe(250);

    const missing = await t.call('storefront_update_variant_cost', { variant_id: '999', unit_cost: 1, reason: 'x' }, t.keys.writer);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^variant_id: no variant/);
    const decimals = await t.call('storefront_update_variant_cost', { variant_id: u!.id, unit_cost: 1.234, reason: 'x' }, t.keys.writer);
    expect(decimals.body.message).toMatch(/^unit_cost: /);
    const negative = await t.call('storefront_update_variant_cost', { variant_id: u!.id, unit_cost: -1, reason: 'x' }, t.keys.writer);
    expect(negative.body.message).toMatch(/^unit_cost: /);
    expect(
      (await t.call('storefront_update_variant_cost', { variant_id: u!.id, unit_cost: 1, reason: 'x' }, t.keys.reader)).body.error,
    ).toBe('insufficient_scope');
    const business = await t.key(['costs:write'], { storeId: t.businessStoreId });
    expect((await t.call('storefront_update_variant_cost', { variant_id: u!.id, unit_cost: 1, reason: 'x' }, business)).status).toBe(404);
  });
});
