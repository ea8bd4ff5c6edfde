/**
 * Cross-store links through
 * HTTP on the two demo stores: mutual consent (each side moves only by its own operator's
 * approval), the state machine both ways to `active`, revoke and re-link, every refusal, the scope
 * refusal, idempotent retry, approve -> applied / reject -> unchanged, and re-validation when the
 * world moved (the card fails and neither side changes).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '@storeops/testkit/server';

const t = useTestServer({ scale: 0.1 }, { nw: ['admin'], hb: { scopes: ['admin'], store: 'business' } });

const propose = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/api/v1/tools/propose_cross_store_link`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, headers: res.headers, body: (await res.json()) as any }));

/** The one link entry of `key`'s store (with the other demo store), or undefined. */
async function sideOf(key: string, linked: string) {
  const res = await t.call('cross_store_link_status', { linked_store_id: linked }, key);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.result.links.length).toBeLessThanOrEqual(1);
  return res.body.result.links[0];
}

const rows = () => t.db('cross_store_links').orderBy('store_id');

async function auditSubject(requestId: string): Promise<string | null> {
  await t.app.audit.drain();
  return (await t.db('audit_log').where({ request_id: requestId }).first())?.subject_ref ?? null;
}

/** Removes every link and waiting link card, so each test starts from "nothing linked". */
async function reset(): Promise<void> {
  await t.db('cross_store_links').del();
  await t.db('approvals').where({ operation: 'propose_cross_store_link', status: 'requested' }).update({ status: 'withdrawn' });
}

describe('propose_cross_store_link: mutual consent, both ways to active', () => {
  it('nothing is linked on the freshly seeded demo stores', async () => {
    for (const key of [t.keys.nw, t.keys.hb]) {
      const res = await t.call('cross_store_link_status', {}, key);
      expect(res.body.result).toMatchObject({ links: [], has_more: false, next_cursor: null, sandbox: false });
    }
  });

  it('request -> pending on both sides -> accepted by the other store -> active', async () => {
    await reset();
    const asked = await propose(t.keys.nw, { linked_store_id: t.businessStoreId, reason: 'combined reporting' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const card = asked.body.result;
    expect(card).toMatchObject({ status: 'proposed', applied: false, approval_status: 'requested', receipt_id: null });
    expect(card.change.title).toContain('Harbor Wholesale Co.');
    expect(card.change.creates).toBe(true);
    expect(card.change.changes).toContainEqual(expect.objectContaining({ field: 'state', before: null, after: 'pending' }));
    expect(card.change.changes).toContainEqual(expect.objectContaining({ field: 'linked_store_id', after: t.businessStoreId }));
    // A first request has no row yet: its audit subject is the card.
    expect(await auditSubject(asked.headers.get('x-request-id')!)).toBe(`approval:${card.approval_id}`);

    // Proposed: only the asking store sees it, and nothing is written on either side.
    expect(await sideOf(t.keys.nw, t.businessStoreId)).toMatchObject({
      id: null,
      state: 'proposed',
      direction: 'outgoing',
      linked_store: { id: t.businessStoreId, name: 'Harbor Wholesale Co.', tenant_type: 'no_storefront' },
      waiting_proposals: [expect.objectContaining({ approval_id: card.approval_id, action: 'link' })],
    });
    expect(await sideOf(t.keys.hb, t.hostedStoreId)).toBeUndefined();
    expect(await rows()).toHaveLength(0);

    // Northwind's operator approves: Northwind outgoing/pending, Harbor incoming/pending.
    expect((await t.decide(card.approval_id, 'approve')).status).toBe('approved');
    const nwSide = await sideOf(t.keys.nw, t.businessStoreId);
    expect(nwSide).toMatchObject({ state: 'pending', direction: 'outgoing', approval_id: card.approval_id, waiting_proposals: [] });
    const hbSide = await sideOf(t.keys.hb, t.hostedStoreId);
    expect(hbSide).toMatchObject({
      state: 'pending',
      direction: 'incoming',
      approval_id: null,
      linked_store: { id: t.hostedStoreId, name: 'Northwind Outfitters', tenant_type: 'hosted_storefront' },
    });
    expect(hbSide.next_step).toContain('accept');
    const receipt = await t.db('receipts').where({ approval_id: card.approval_id }).first();
    expect(receipt).toMatchObject({ resource_kind: 'cross_store_link', resource_ref: nwSide.id, store_id: t.hostedStoreId });

    // Harbor accepts by proposing the link back; its card shows pending -> active on its own side.
    const accept = await propose(t.keys.hb, { linked_store_id: t.hostedStoreId });
    expect(accept.status, JSON.stringify(accept.body)).toBe(200);
    expect(accept.body.result.change.changes).toEqual([
      { resource_kind: 'cross_store_link', resource_ref: hbSide.id, field: 'state', before: 'pending', after: 'active' },
    ]);
    expect(await auditSubject(accept.headers.get('x-request-id')!)).toBe(`cross_store_link:${hbSide.id}`);
    // Until Harbor's operator approves, both sides stay pending.
    expect((await sideOf(t.keys.nw, t.businessStoreId)).state).toBe('pending');
    expect((await t.decide(accept.body.result.approval_id, 'approve', { storeId: t.businessStoreId })).status).toBe('approved');
    const [a, b] = [await sideOf(t.keys.nw, t.businessStoreId), await sideOf(t.keys.hb, t.hostedStoreId)];
    expect(a).toMatchObject({ state: 'active', direction: 'outgoing' });
    expect(b).toMatchObject({ state: 'active', direction: 'incoming', approval_id: accept.body.result.approval_id });
    expect(a.activated_at).toBe(b.activated_at);
    expect(a.requested_at).toBe(b.requested_at);
  });

  it('revoke ends it on both sides; linking again starts over and needs the other side again', async () => {
    const revoke = await propose(t.keys.hb, { linked_store_id: t.hostedStoreId, action: 'revoke' });
    expect(revoke.status, JSON.stringify(revoke.body)).toBe(200);
    expect(revoke.body.result.change.changes[0]).toMatchObject({ field: 'state', before: 'active', after: 'revoked' });
    expect(revoke.body.result.change.reversal.arguments).toMatchObject({ action: 'link' });
    expect((await t.decide(revoke.body.result.approval_id, 'approve', { storeId: t.businessStoreId })).status).toBe('approved');
    expect(await sideOf(t.keys.hb, t.hostedStoreId)).toMatchObject({ state: 'revoked', revoked_by: 'this_store' });
    const nwSide = await sideOf(t.keys.nw, t.businessStoreId);
    expect(nwSide).toMatchObject({ state: 'revoked', revoked_by: 'linked_store' });
    expect(nwSide.revoked_at).not.toBeNull();

    // Harbor asks again: its side goes revoked -> pending, now outgoing; Northwind's becomes incoming.
    const again = await propose(t.keys.hb, { linked_store_id: t.hostedStoreId });
    expect(again.body.result.change.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'state', before: 'revoked', after: 'pending' }),
        expect.objectContaining({ field: 'direction', before: 'incoming', after: 'outgoing' }),
      ]),
    );
    await t.decide(again.body.result.approval_id, 'approve', { storeId: t.businessStoreId });
    expect(await sideOf(t.keys.nw, t.businessStoreId)).toMatchObject({
      id: nwSide.id,
      state: 'pending',
      direction: 'incoming',
      revoked_at: null,
      revoked_by: null,
    });
    expect(await sideOf(t.keys.hb, t.hostedStoreId)).toMatchObject({ state: 'pending', direction: 'outgoing' });
    expect(await rows()).toHaveLength(2);
  });

  it('a rejected card changes nothing; an approved revoke of a pending request declines it', async () => {
    const before = JSON.stringify(await rows());
    const accept = await propose(t.keys.nw, { linked_store_id: t.businessStoreId });
    expect((await t.decide(accept.body.result.approval_id, 'reject', { reason: 'not now' })).status).toBe('rejected');
    expect(JSON.stringify(await rows())).toBe(before);
    const decline = await propose(t.keys.nw, { linked_store_id: t.businessStoreId, action: 'revoke' });
    expect(decline.body.result.change.changes[0]).toMatchObject({ before: 'pending', after: 'revoked' });
    await t.decide(decline.body.result.approval_id, 'approve');
    expect((await sideOf(t.keys.hb, t.hostedStoreId)).state).toBe('revoked');
  });

  it('auto-apply applies at once and the audit row names the store side it wrote', async () => {
    await reset();
    const auto = await t.key(['admin:write', 'admin:read'], { autoApply: true });
    const res = await propose(auto, { linked_store_id: t.businessStoreId });
    expect(res.body.result).toMatchObject({ status: 'applied', applied: true });
    const side = await sideOf(t.keys.nw, t.businessStoreId);
    expect(side).toMatchObject({ state: 'pending', direction: 'outgoing' });
    expect(await auditSubject(res.headers.get('x-request-id')!)).toBe(`cross_store_link:${side.id}`);
    expect((await t.db('receipts').where({ id: res.body.result.receipt_id }).first()).resource_ref).toBe(side.id);
  });
});

describe('propose_cross_store_link: refusals', () => {
  const expectRefused = (res: { status: number; body: any }, status: number, code: string, argument: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error).toBe(code);
    expect(res.body.message.startsWith(`${argument}: `), res.body.message).toBe(true);
  };

  it('a self link, an unknown store and a malformed id', async () => {
    expectRefused(await propose(t.keys.nw, { linked_store_id: t.hostedStoreId }), 400, 'invalid_request', 'linked_store_id');
    expectRefused(await propose(t.keys.nw, { linked_store_id: randomUUID() }), 400, 'invalid_request', 'linked_store_id');
    expect((await propose(t.keys.nw, { linked_store_id: 'harbor' })).status).toBe(400);
    expect((await propose(t.keys.nw, {})).status).toBe(400);
  });

  it('a duplicate proposal, a link already pending from this side or active, a revoke with no link', async () => {
    await reset();
    expectRefused(await propose(t.keys.nw, { linked_store_id: t.businessStoreId, action: 'revoke' }), 400, 'invalid_request', 'action');
    const first = await propose(t.keys.nw, { linked_store_id: t.businessStoreId });
    expectRefused(await propose(t.keys.nw, { linked_store_id: t.businessStoreId }), 400, 'invalid_request', 'action');
    await t.decide(first.body.result.approval_id, 'approve');
    const pending = await propose(t.keys.nw, { linked_store_id: t.businessStoreId });
    expectRefused(pending, 400, 'invalid_request', 'action');
    expect(pending.body.message).toContain('already pending');
    const accept = await propose(t.keys.hb, { linked_store_id: t.hostedStoreId });
    await t.decide(accept.body.result.approval_id, 'approve', { storeId: t.businessStoreId });
    for (const key of [t.keys.nw, t.keys.hb]) {
      const res = await propose(key, { linked_store_id: key === t.keys.nw ? t.businessStoreId : t.hostedStoreId });
      expectRefused(res, 400, 'invalid_request', 'action');
      expect(res.body.message).toContain('already active');
    }
    expect(await t.db('approvals').where({ operation: 'propose_cross_store_link', status: 'requested' })).toHaveLength(0);
  });

  it('a sandbox copy on either side: refused, nothing proposed; its status is always empty', async () => {
    const sandbox = await t.key(['admin'], { kind: 'sandbox' });
    const copy = (await t.db('api_keys').where({ kind: 'sandbox' }).orderBy('created_at', 'desc').first()).store_id as string;
    const cards = async () => (await t.db('approvals').where({ operation: 'propose_cross_store_link' })).length;
    const n = await cards();
    const from = await propose(sandbox, { linked_store_id: t.businessStoreId });
    expectRefused(from, 400, 'invalid_request', 'linked_store_id');
    expect(from.body.message).toContain('sandbox');
    const to = await propose(t.keys.hb, { linked_store_id: copy });
    expectRefused(to, 400, 'invalid_request', 'linked_store_id');
    expect(to.body.message).toContain('sandbox copy');
    expect(await cards()).toBe(n);
    const status = await t.call('cross_store_link_status', {}, sandbox);
    expect(status.body.result).toMatchObject({ store_id: copy, sandbox: true, links: [] });
    expect(await t.db('cross_store_links').where({ store_id: copy })).toHaveLength(0);
  });

  it('scopes: admin:write (or the write bundle) to propose, admin:read to read', async () => {
    for (const scopes of [['admin:read'], ['read']]) {
      const res = await propose(await t.key(scopes), { linked_store_id: t.businessStoreId });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('insufficient_scope');
      expect(res.body.required_scopes).toContain('admin:write');
    }
    expect((await t.call('cross_store_link_status', {}, await t.key(['admin:write']))).status).toBe(403);
    expect((await t.call('cross_store_link_status', {}, await t.key(['read']))).status).toBe(200);
  });
});

describe('propose_cross_store_link: idempotency and re-validation', () => {
  it('a retry with the same Idempotency-Key replays the first card', async () => {
    await reset();
    const headers = { 'Idempotency-Key': `link-${randomUUID()}` };
    const first = await propose(t.keys.nw, { linked_store_id: t.businessStoreId }, headers);
    const again = await propose(t.keys.nw, { linked_store_id: t.businessStoreId }, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.result.approval_id).toBe(first.body.result.approval_id);
    expect(await t.db('approvals').where({ operation: 'propose_cross_store_link', status: 'requested' })).toHaveLength(1);
    const other = await propose(t.keys.nw, { linked_store_id: t.businessStoreId, reason: 'different' }, headers);
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('idempotency_conflict');
  });

  it('both stores ask at once: the second approval fails because the other side moved, nothing applied', async () => {
    await reset();
    const nwCard = (await propose(t.keys.nw, { linked_store_id: t.businessStoreId })).body.result.approval_id as string;
    const hbCard = (await propose(t.keys.hb, { linked_store_id: t.hostedStoreId })).body.result.approval_id as string;
    expect((await t.decide(hbCard, 'approve', { storeId: t.businessStoreId })).status).toBe('approved');
    const before = JSON.stringify(await rows());
    const decided = await t.decide(nwCard, 'approve');
    expect(decided.status).toBe('failed');
    expect(decided.reason).toMatch(/world moved/);
    expect(JSON.stringify(await rows())).toBe(before);
    expect(await sideOf(t.keys.nw, t.businessStoreId)).toMatchObject({ state: 'pending', direction: 'incoming' });
  });

  it('a revoke approved on one side fails the other side waiting revoke card', async () => {
    const accept = await propose(t.keys.nw, { linked_store_id: t.businessStoreId });
    await t.decide(accept.body.result.approval_id, 'approve');
    const nwRevoke = (await propose(t.keys.nw, { linked_store_id: t.businessStoreId, action: 'revoke' })).body.result.approval_id as string;
    const hbRevoke = (await propose(t.keys.hb, { linked_store_id: t.hostedStoreId, action: 'revoke' })).body.result.approval_id as string;
    await t.decide(hbRevoke, 'approve', { storeId: t.businessStoreId });
    const before = JSON.stringify(await rows());
    expect((await t.decide(nwRevoke, 'approve')).status).toBe('failed');
    expect(JSON.stringify(await rows())).toBe(before);
    expect(await sideOf(t.keys.nw, t.businessStoreId)).toMatchObject({ state: 'revoked', revoked_by: 'linked_store' });
  });
});

describe('cross_store_link_status: filters and paging', () => {
  it('pages in (linked store, purpose) order with a cursor, and filters by state', async () => {
    await reset();
    // A third store of the merchant, so Northwind has two links.
    const third = randomUUID();
    await t.db('stores').insert({
      id: third,
      name: 'Northwind Outlet',
      handle: `outlet-${third.slice(0, 8)}`,
      tenant_type: 'hosted_storefront',
      currency: 'EUR',
      timezone: 'Europe/Amsterdam',
      created_at: new Date().toISOString(),
    });
    const toHarbor = await propose(t.keys.nw, { linked_store_id: t.businessStoreId });
    await t.decide(toHarbor.body.result.approval_id, 'approve');
    await propose(t.keys.nw, { linked_store_id: third });

    const all = (await t.call('cross_store_link_status', {}, t.keys.nw)).body.result.links as Array<{
      linked_store: { id: string };
      state: string;
    }>;
    expect(all.map((l) => l.linked_store.id)).toEqual([t.businessStoreId, third].sort());
    const page1 = (await t.call('cross_store_link_status', { limit: 1 }, t.keys.nw)).body.result;
    expect(page1).toMatchObject({ has_more: true });
    const page2 = (await t.call('cross_store_link_status', { limit: 1, cursor: page1.next_cursor }, t.keys.nw)).body.result;
    expect(page2).toMatchObject({ has_more: false, next_cursor: null });
    expect([...page1.links, ...page2.links]).toEqual(all);

    const proposed = (await t.call('cross_store_link_status', { state: 'proposed' }, t.keys.nw)).body.result.links;
    expect(proposed.map((l: { linked_store: { id: string } }) => l.linked_store.id)).toEqual([third]);
    const pending = (await t.call('cross_store_link_status', { state: 'pending' }, t.keys.nw)).body.result.links;
    expect(pending.map((l: { linked_store: { id: string } }) => l.linked_store.id)).toEqual([t.businessStoreId]);

    const bad = await t.call('cross_store_link_status', { cursor: 'nope' }, t.keys.nw);
    expect(bad.status).toBe(400);
    expect(bad.body.message.startsWith('cursor: ')).toBe(true);
  });
});
