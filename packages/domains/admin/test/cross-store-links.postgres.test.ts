/**
 * Cross-store links on PostgreSQL 15 under row-level security (db rls.ts: handler work runs as
 * `storeops_scoped` with `storeops.store_id` set to the caller's store): the peer store's side is
 * written in the approval's transaction (WriteContext `writePeerLink`, db migration 019), the
 * directory names the other store, and nothing widens what the handler reads: queries that drop
 * the store filter, run while and after the peer write, still see the caller's store only, and a
 * direct insert of a peer row is refused by the policy. Needs a server at STOREOPS_TEST_PG_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres); skipped, with the reason in the suite
 * name, when none answers.
 */
import { describe, expect, it } from 'vitest';
import type { AllHandlers, PeerLinkWrite, ProposedWriteHandler, Types, WriteContext } from '@storeops/contract';
import { ArgumentError } from '@storeops/contract';
import { allHandlers, toServiceError } from '@storeops/testkit/server';
import { postgresSuiteTitle, probePostgres, usePostgresTestServer } from '@storeops/testkit/postgres';

const unreachable = await probePostgres();
const title = postgresSuiteTitle('cross-store links on PostgreSQL under row-level security', unreachable);
if (unreachable !== null) console.warn(title);

type Input = Types.ProposeCrossStoreLinkInput;

/** What the probing apply saw from inside the approval's transaction. */
interface Seen {
  setting: string[];
  ordersStores: string[][];
  linkStores: string[];
  directInsert: string | null;
}
const seen: Seen[] = [];

/**
 * The real handler, with an apply that also probes the transaction: unfiltered reads (the store
 * filter cleared) queued at the same time as the peer write and after it, and a direct insert of
 * a row for the peer store (in a savepoint, so its refusal does not abort the transaction).
 */
function probing(real: ProposedWriteHandler<Input>): ProposedWriteHandler<Input> {
  return {
    preview: (input, ctx) => real.preview(input, ctx),
    async apply(input, ctx, plan) {
      const s: Seen = { setting: [], ordersStores: [], linkStores: [], directInsert: null };
      const unfilteredOrders = async () =>
        ((await ctx.scope.from('orders').clearWhere().distinct('store_id')) as Array<{ store_id: string }>).map((r) => r.store_id);
      const setting = async () =>
        (
          (await ctx.scope.from('orders').select(ctx.scope.raw("current_setting('storeops.store_id', true) as s")).limit(1)) as Array<{
            s: string;
          }>
        )[0]!.s;
      const wrapped: WriteContext = {
        ...ctx,
        writePeerLink: async (w: PeerLinkWrite) => {
          const [id, during] = await Promise.all([ctx.writePeerLink(w), unfilteredOrders()]);
          s.ordersStores.push(during, await unfilteredOrders());
          s.setting.push(await setting());
          s.linkStores = ((await ctx.scope.from('cross_store_links').clearWhere().select('store_id')) as Array<{ store_id: string }>).map(
            (r) => r.store_id,
          );
          try {
            await ctx.scope.transaction((inner) =>
              inner.from('cross_store_links').clearWhere().insert({
                id: '00000000-0000-4000-8000-00000000c0de',
                store_id: w.peerStoreId,
                linked_store_id: ctx.store.id,
                direction: 'incoming',
                purpose: 'shared_catalog_reporting',
                state: 'active',
                requested_at: ctx.now.toISOString(),
                updated_at: ctx.now.toISOString(),
              }),
            );
          } catch (err) {
            s.directInsert = (err as Error).message;
          }
          return id;
        },
      };
      await real.apply(input, wrapped, plan);
      seen.push(s);
    },
  };
}

const handlers = {
  ...allHandlers,
  admin: { ...allHandlers.admin, propose_cross_store_link: probing(allHandlers.admin.propose_cross_store_link) },
} as AllHandlers;

describe.skipIf(unreachable !== null)(title, () => {
  const t = usePostgresTestServer(
    'links',
    { scale: 0.1, handlers },
    { nw: ['admin'], hb: { scopes: ['admin'], store: 'business' } },
    120_000,
  );

  it('writes the peer side under row-level security and never widens what the handler reads', async () => {
    const asked = await t.call('propose_cross_store_link', { linked_store_id: t.businessStoreId }, t.keys.nw);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await t.decide(asked.body.result.approval_id, 'approve')).status).toBe('approved');

    // Both sides exist (read as the tables' owner, outside any store scope).
    const rows = await t.db('cross_store_links').orderBy('direction');
    expect(rows.map((r) => [r.store_id, r.direction, r.state])).toEqual([
      [t.businessStoreId, 'incoming', 'pending'],
      [t.hostedStoreId, 'outgoing', 'pending'],
    ]);

    const [probe] = seen.splice(0);
    // Unfiltered reads queued alongside and after the peer write saw Northwind's rows only.
    expect(probe!.ordersStores).toEqual([[t.hostedStoreId], [t.hostedStoreId]]);
    expect(probe!.setting).toEqual([t.hostedStoreId]);
    // The peer row just written is not visible to the handler; its own row is.
    expect(probe!.linkStores).toEqual([t.hostedStoreId]);
    // Row-level security is on in that transaction: a direct insert for Harbor is refused.
    expect(probe!.directInsert).toMatch(/row-level security/);
    expect(await t.db('cross_store_links').where({ id: '00000000-0000-4000-8000-00000000c0de' })).toHaveLength(0);

    // Harbor sees the request through its own scope; the directory names Northwind under RLS.
    const hbStatus = await t.call('cross_store_link_status', {}, t.keys.hb);
    expect(hbStatus.body.result.links).toEqual([
      expect.objectContaining({
        state: 'pending',
        direction: 'incoming',
        linked_store: { id: t.hostedStoreId, name: 'Northwind Outfitters', tenant_type: 'hosted_storefront' },
      }),
    ]);
  }, 60_000);

  it('accept and revoke move both sides on PostgreSQL; a moved peer fails the card', async () => {
    const accept = await t.call('propose_cross_store_link', { linked_store_id: t.hostedStoreId }, t.keys.hb);
    expect((await t.decide(accept.body.result.approval_id, 'approve', { storeId: t.businessStoreId })).status).toBe('approved');
    expect((await t.db('cross_store_links').pluck('state')).sort()).toEqual(['active', 'active']);
    const probe = seen.splice(0)[0]!;
    expect(probe.ordersStores.flat()).toEqual([t.businessStoreId, t.businessStoreId]);

    const nwRevoke = (await t.call('propose_cross_store_link', { linked_store_id: t.businessStoreId, action: 'revoke' }, t.keys.nw)).body
      .result.approval_id as string;
    const hbRevoke = (await t.call('propose_cross_store_link', { linked_store_id: t.hostedStoreId, action: 'revoke' }, t.keys.hb)).body
      .result.approval_id as string;
    expect((await t.decide(hbRevoke, 'approve', { storeId: t.businessStoreId })).status).toBe('approved');
    const revoked = await t.db('cross_store_links').select('state', 'revoked_by_store_id');
    expect(revoked).toEqual([
      { state: 'revoked', revoked_by_store_id: t.businessStoreId },
      { state: 'revoked', revoked_by_store_id: t.businessStoreId },
    ]);
    expect((await t.decide(nwRevoke, 'approve')).status).toBe('failed');
    expect(await t.db('cross_store_links').select('state', 'revoked_by_store_id')).toEqual(revoked);
  }, 60_000);

  it('both stores approving a link to each other at the same moment: one applies, the other is refused cleanly, never a 500', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round++) {
      await t.db('cross_store_links').del();
      const nwCard = (await t.call('propose_cross_store_link', { linked_store_id: t.businessStoreId }, t.keys.nw)).body.result
        .approval_id as string;
      const hbCard = (await t.call('propose_cross_store_link', { linked_store_id: t.hostedStoreId }, t.keys.hb)).body.result
        .approval_id as string;
      const settled = await Promise.allSettled([t.decide(nwCard, 'approve'), t.decide(hbCard, 'approve', { storeId: t.businessStoreId })]);
      const seenNow = settled.map((r) => {
        if (r.status === 'fulfilled') return r.value.status;
        // A side that moved meanwhile is the operator's ArgumentError ("nothing was applied");
        // two transactions waiting on each other end as 503 unavailable (retry), never server_error.
        if (r.reason instanceof ArgumentError) return `refused: ${(r.reason as Error).message}`;
        const se = toServiceError(r.reason, 'write');
        expect(se.code, String(r.reason)).toBe('unavailable');
        expect(se.extras).toMatchObject({ retry_after_seconds: 1 });
        return 'unavailable';
      });
      outcomes.push(seenNow.join(' | '));
      expect(
        seenNow.filter((o) => o === 'approved'),
        seenNow.join(' | '),
      ).toHaveLength(1);
      // Whoever won, the two rows mirror each other: one request, pending on both sides.
      const rows = (await t
        .db('cross_store_links')
        .orderBy('direction')
        .select('store_id', 'linked_store_id', 'direction', 'state')) as Array<{
        store_id: string;
        linked_store_id: string;
        direction: string;
        state: string;
      }>;
      expect(rows).toHaveLength(2);
      expect(rows.map((r) => [r.direction, r.state])).toEqual([
        ['incoming', 'pending'],
        ['outgoing', 'pending'],
      ]);
      expect([rows[0]!.store_id, rows[0]!.linked_store_id]).toEqual([rows[1]!.linked_store_id, rows[1]!.store_id]);
      // A refused card still waits: reject it, so the next round can propose again.
      for (const card of (await t.db('approvals').where({ status: 'requested' }).select('id', 'store_id')) as Array<{
        id: string;
        store_id: string;
      }>)
        await t.decide(card.id, 'reject', { storeId: card.store_id });
      seen.splice(0);
    }
    console.info(`simultaneous link approvals on PostgreSQL: ${outcomes.join('; ')}`);
  }, 120_000);
});
