/**
 * Disputes over HTTP (seed catalogue "disputes"): get_disputes (most urgent first, linked order,
 * amounts, filters, paging, errors, scope, both stores).
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { disputesKey: ['disputes:read'] });

const DAY = 86_400_000;

interface Dispute {
  id: string;
  status: string;
  reason: string;
  amount: number;
  currency: string;
  evidence_due_by: string | null;
  overdue: boolean;
  days_until_due: number | null;
  closed_at: string | null;
  order: { id: string; order_number: number; total: number; currency: string; customer_ref: string };
}

const RANK: Record<string, number> = { needs_response: 0, under_review: 1, won: 2, lost: 2, accepted: 2 };

function expectUrgentOrder(disputes: Dispute[]): void {
  for (let i = 1; i < disputes.length; i++) {
    const a = disputes[i - 1] as Dispute;
    const b = disputes[i] as Dispute;
    expect(RANK[a.status]).toBeLessThanOrEqual(RANK[b.status] as number);
    if (RANK[a.status] === RANK[b.status] && RANK[a.status] !== 2)
      expect((a.evidence_due_by ?? '9999') <= (b.evidence_due_by ?? '9999')).toBe(true);
    if (RANK[a.status] === 2 && RANK[b.status] === 2) expect((a.closed_at ?? '') >= (b.closed_at ?? '')).toBe(true);
  }
}

describe('get_disputes', () => {
  it('answers every dispute of the store, most urgent first, with its order, amount and deadline', async () => {
    const res = await t.call('get_disputes', {}, t.keys.disputesKey);
    expect(res.status).toBe(200);
    const r = res.body.result;
    const rows = await t.db('disputes').where({ store_id: t.hostedStoreId });
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(r.currency).toBe('EUR');
    expect(r.disputes).toHaveLength(rows.length);
    expect(r.summary.count).toBe(rows.length);
    const open = rows.filter((d) => d.status === 'needs_response' || d.status === 'under_review');
    expect(r.summary.open_count).toBe(open.length);
    expect(r.summary.needs_response_count).toBe(rows.filter((d) => d.status === 'needs_response').length);
    expect(r.summary.open_amount).toBeCloseTo(open.reduce((s, d) => s + d.amount_cents, 0) / 100, 6);
    const overdue = rows.filter((d) => d.status === 'needs_response' && Date.parse(d.evidence_due_by) < Date.now());
    expect(r.summary.overdue_count).toBe(overdue.length);
    expect(overdue.length).toBeGreaterThan(0);

    expect(r.disputes[0].status).toBe('needs_response');
    expect(r.disputes[0].overdue).toBe(true);
    expect(r.disputes[0].days_until_due).toBeLessThan(0);
    expectUrgentOrder(r.disputes);
    for (const d of r.disputes as Dispute[]) {
      const row = rows.find((x) => x.id === d.id);
      const order = await t.db('orders').where({ id: row.order_id }).first();
      expect(d.order).toMatchObject({
        id: order.id,
        order_number: order.order_number,
        total: order.total_cents / 100,
        customer_ref: order.customer_ref,
      });
      expect(d.amount).toBe(row.amount_cents / 100);
      expect(d.amount).toBeLessThanOrEqual(d.order.total);
      expect(d.amount).toBeGreaterThan(0);
      if (d.status !== 'needs_response') expect(d.days_until_due).toBeNull();
      if (d.status === 'needs_response' && !d.overdue) expect(d.days_until_due).toBeGreaterThan(0);
      if (RANK[d.status] === 2) expect(d.closed_at).not.toBeNull();
    }
  });

  it('filters by status, reason and due date, and pages in the same order', async () => {
    const all = (await t.call('get_disputes', {}, t.keys.disputesKey)).body.result.disputes as Dispute[];
    const open = (await t.call('get_disputes', { status: 'open' }, t.keys.disputesKey)).body.result;
    expect(open.disputes.map((d: Dispute) => d.id)).toEqual(all.filter((d) => RANK[d.status] !== 2).map((d) => d.id));
    const closed = (await t.call('get_disputes', { status: 'closed' }, t.keys.disputesKey)).body.result;
    expect(closed.disputes.length).toBeGreaterThan(0);
    expect(closed.disputes.map((d: Dispute) => d.id)).toEqual(all.filter((d) => RANK[d.status] === 2).map((d) => d.id));
    expect(closed.summary.open_amount).toBe(0);
    const won = (await t.call('get_disputes', { status: 'won' }, t.keys.disputesKey)).body.result.disputes as Dispute[];
    expect(won.length).toBeGreaterThan(0);
    expect(won.every((d) => d.status === 'won')).toBe(true);

    const fraud = (await t.call('get_disputes', { reason: 'fraudulent' }, t.keys.disputesKey)).body.result.disputes as Dispute[];
    expect(fraud.length).toBe(all.filter((d) => d.reason === 'fraudulent').length);
    expect(fraud.length).toBeGreaterThan(0);

    const soon = (await t.call('get_disputes', { due_within_days: 7 }, t.keys.disputesKey)).body.result.disputes as Dispute[];
    const limit = Date.now() + 7 * DAY;
    const expected = all.filter((d) => RANK[d.status] !== 2 && d.evidence_due_by !== null && Date.parse(d.evidence_due_by) <= limit);
    expect(soon.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    expect(soon.some((d) => d.overdue)).toBe(true);

    const before = new Date(Date.now()).toISOString();
    const past = (await t.call('get_disputes', { due_before: before }, t.keys.disputesKey)).body.result.disputes as Dispute[];
    expect(past.length).toBeGreaterThan(0);
    expect(past.every((d) => d.evidence_due_by !== null && d.evidence_due_by < before)).toBe(true);

    const paged: Dispute[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await t.call('get_disputes', { limit: 2, ...(cursor ? { cursor } : {}) }, t.keys.disputesKey);
      expect(res.status).toBe(200);
      expect(res.body.result.summary.count).toBe(all.length);
      paged.push(...res.body.result.disputes);
      cursor = res.body.result.next_cursor ?? undefined;
      pages++;
    } while (cursor !== undefined && pages < 50);
    expect(pages).toBe(Math.ceil(all.length / 2));
    expect(paged.map((d) => d.id)).toEqual(all.map((d) => d.id));
  });

  it('answers the business store in its currency', async () => {
    const res = await t.call('get_disputes', {}, await t.key(['disputes:read'], { storeId: t.businessStoreId }));
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.currency).toBe('USD');
    expect(r.summary.count).toBeGreaterThan(0);
    expect(r.disputes.every((d: Dispute) => d.currency === 'USD' && d.order.currency === 'USD' && d.amount <= d.order.total)).toBe(true);
    const hostedIds = new Set((await t.db('disputes').where({ store_id: t.hostedStoreId })).map((d) => d.id));
    expect(r.disputes.some((d: Dispute) => hostedIds.has(d.id))).toBe(false);
  });

  it('refuses a foreign cursor, an unparsable due_before, bad bounds and a missing scope', async () => {
    for (const cursor of ['dp_garbage', 'rv_eyJrIjoiYSIsImkiOiJiIn0', `dp_${Buffer.from('{"o":-1}').toString('base64url')}`]) {
      const res = await t.call('get_disputes', { cursor }, t.keys.disputesKey);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^cursor: /);
    }
    const due = await t.call('get_disputes', { due_before: 'tomorrow' }, t.keys.disputesKey);
    expect(due.status).toBe(400);
    expect(due.body.error).toBe('invalid_request');
    for (const body of [{ limit: 0 }, { due_within_days: 91 }, { status: 'pending' }, { reason: 'other' }]) {
      expect((await t.call('get_disputes', body, t.keys.disputesKey)).status, JSON.stringify(body)).toBe(400);
    }
    const other = await t.call('get_disputes', {}, await t.key(['reputation:read']));
    expect(other.status).toBe(403);
    expect(other.body.error).toBe('insufficient_scope');
  });
});
