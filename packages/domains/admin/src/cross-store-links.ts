/**
 * propose_cross_store_link (seed catalogue "admin:write, proposed write"): link this
 * store with another store of the same merchant, accept the other store's request, or revoke the
 * link. Mutual consent: each store holds its own side (`cross_store_links`) and each side moves only
 * when that store's operator approves that store's card; `apply` writes this side through the
 * store scope and the peer's mirror side through `ctx.writePeerLink` (the core's one cross-store
 * write), in the approval's transaction. State machine per side (the contract's, in
 * spec/openapi/paths/admin/propose_cross_store_link.yaml):
 *
 *   none --link--> [proposed: card] --approved--> pending (this side outgoing, peer incoming)
 *   pending incoming --link, approved--> active (both sides)
 *   pending | active --revoke, approved--> revoked (both sides, revoked_by this store)
 *   revoked --link--> [proposed] --approved--> pending again (a new request)
 *
 * Refusals (400 `invalid_request` naming the argument): this store or the
 * other is a sandbox copy, the other store is this store, no store has the id, `link` on a link
 * already pending from this side or active, `revoke` with no pending or active link, a card of this
 * store for the same link and action already waiting. Re-validation on approval: the core re-runs
 * `preview`; this side's `before` values mirror the other side (both move in one transaction), so
 * a move on either side fails the card; `apply` compares-and-sets both rows again (a concurrent move
 * on PostgreSQL refuses and rolls everything back).
 */
import { randomUUID } from 'node:crypto';
import { isUniqueViolation } from '@storeops/db';
import {
  ArgumentError,
  OperationError,
  type ChangeItem,
  type ChangePlan,
  type HandlerContext,
  type PeerLinkWrite,
  type ProposedWriteHandler,
  type StoreDirectoryEntry,
  type Types,
  type WriteContext,
} from '@storeops/contract';
import { DEFAULT_PURPOSE, ownLink, waitingCards, type LinkAction, type LinkRow, type Purpose } from './cross-store-links-state';

type Input = Types.ProposeCrossStoreLinkInput;

/** What an approved card does to this store's side. */
type Move = 'request' | 'accept' | 'revoke';

interface Resolved {
  move: Move;
  action: LinkAction;
  purpose: Purpose;
  peer: StoreDirectoryEntry;
  /** This store's side now (undefined: no row yet). */
  own: LinkRow | undefined;
}

/** Checks the input against this store, the directory and this side's state; throws the refusals. */
async function resolve(input: Input, ctx: HandlerContext): Promise<Resolved> {
  const action: LinkAction = input.action ?? 'link';
  const purpose: Purpose = input.purpose ?? DEFAULT_PURPOSE;
  if (ctx.store.sandbox) {
    throw new ArgumentError(
      'linked_store_id',
      'this store is a sandbox copy: a sandbox may not reach other stores, so it cannot be linked (use a live key of the store)',
    );
  }
  if (input.linked_store_id === ctx.store.id)
    throw new ArgumentError('linked_store_id', 'is this store itself; a store cannot be linked with itself');
  const peer = await ctx.directory.get(input.linked_store_id);
  if (peer === null) throw new OperationError('invalid_request', `linked_store_id: no store has the id ${input.linked_store_id}`);
  if (peer.sandbox)
    throw new ArgumentError('linked_store_id', `${peer.name} is a sandbox copy; sandbox copies cannot be linked with other stores`);
  const own = await ownLink(ctx, peer.id, purpose);
  const competing = (await waitingCards(ctx)).find(
    (c) => c.linked_store_id === peer.id && c.purpose === purpose && c.action === action && c.approval_id !== ctx.approvalId,
  );
  if (competing !== undefined) {
    throw new ArgumentError(
      'action',
      `a card to ${action} with ${peer.name} (${purpose}) already waits (approval ${competing.approval_id}); decide or withdraw it first`,
    );
  }
  const state = own?.state ?? null;
  if (action === 'link') {
    if (state === null || state === 'revoked') return { move: 'request', action, purpose, peer, own };
    if (state === 'pending' && own!.direction === 'incoming') return { move: 'accept', action, purpose, peer, own };
    if (state === 'pending') {
      throw new ArgumentError(
        'action',
        `the link with ${peer.name} (${purpose}) is already pending from this store: ${peer.name} has to propose it back and approve it`,
      );
    }
    throw new ArgumentError('action', `the link with ${peer.name} (${purpose}) is already active`);
  }
  if (state === 'pending' || state === 'active') return { move: 'revoke', action, purpose, peer, own };
  throw new ArgumentError('action', `there is no pending or active link with ${peer.name} (${purpose}) to revoke`);
}

/** The card: this side's fields before -> after, titled with both store names. */
function planOf(input: Input, ctx: HandlerContext, r: Resolved): ChangePlan {
  const before = r.own?.state ?? null;
  const ref = r.own?.id ?? `${r.peer.id}/${r.purpose}`;
  const item = (field: string, from: unknown, to: unknown): ChangeItem => ({
    resource_kind: 'cross_store_link',
    resource_ref: ref,
    field,
    before: from,
    after: to,
  });
  const why = input.reason !== undefined ? `. ${input.reason}` : '';
  const undo = (action: LinkAction, description: string) => ({
    operation: 'propose_cross_store_link',
    arguments: { linked_store_id: r.peer.id, purpose: r.purpose, action },
    description,
  });
  const revokeIt = undo('revoke', 'Revoke the link (on both sides; linking again needs both operators again).');
  const [us, them] = [ctx.store.name, r.peer.name];
  if (r.move === 'request') {
    const changes = [item('state', before, 'pending'), item('direction', r.own?.direction ?? null, 'outgoing')];
    if (r.own === undefined) changes.push(item('linked_store_id', null, r.peer.id));
    return {
      title: `Ask ${them} to link with ${us} (${r.purpose}): ${before ?? 'none'} -> pending; ${them} must then accept${why}`,
      changes,
      amount_cents: null,
      reversibility_class: 'compensatable',
      reversal: revokeIt,
      ...(r.own === undefined ? { creates: true } : {}),
    };
  }
  if (r.move === 'accept') {
    return {
      title: `Accept ${them}'s request to link with ${us} (${r.purpose}): pending -> active on both stores${why}`,
      changes: [item('state', 'pending', 'active')],
      amount_cents: null,
      reversibility_class: 'compensatable',
      reversal: revokeIt,
    };
  }
  return {
    title: `Revoke the link between ${us} and ${them} (${r.purpose}): ${before} -> revoked on both stores${why}`,
    changes: [item('state', before, 'revoked')],
    amount_cents: null,
    reversibility_class: 'compensatable',
    reversal: undo('link', `Ask to link again: a new request that ${them} has to accept again.`),
  };
}

/** Refusal when a side moved between the (re-)validation and the write (a concurrent approval). */
function moved(side: string): ArgumentError {
  return new ArgumentError('linked_store_id', `${side} side of the link changed meanwhile; nothing was applied (propose again)`);
}

/** The `state` item of a plan: this side's state before -> after. */
function stateMove(plan: ChangePlan): string {
  const item = plan.changes.find((c) => c.field === 'state');
  return `${String(item?.before ?? null)} -> ${String(item?.after ?? null)}`;
}

/**
 * Applies the approved card: this side through the store scope, the peer's through the core. The
 * move is resolved again from the rows as they are now and must be the one approved (`approved`,
 * the card's plan): when the other store's approval committed meanwhile (both asked at once),
 * this card would now accept instead of request, which is not what its operator approved, so
 * nothing is applied.
 */
async function apply(input: Input, ctx: WriteContext, approved?: ChangePlan): Promise<void> {
  const r = await resolve(input, ctx);
  if (approved !== undefined && stateMove(planOf(input, ctx, r)) !== stateMove(approved)) throw moved("this store's");
  const at = ctx.now.toISOString();
  const approvalId = ctx.approvalId ?? null;
  const before = r.own?.state ?? null;
  let ownId: string;
  let peer: Omit<PeerLinkWrite, 'peerStoreId' | 'purpose' | 'expectedState'>;
  if (r.move === 'request') {
    const side = {
      direction: 'outgoing' as const,
      state: 'pending' as const,
      approval_id: approvalId,
      requested_at: at,
      activated_at: null,
      revoked_at: null,
      revoked_by_store_id: null,
      updated_at: at,
    };
    if (r.own === undefined) {
      ownId = randomUUID();
      try {
        await ctx.scope.insert('cross_store_links', { id: ownId, linked_store_id: r.peer.id, purpose: r.purpose, ...side });
      } catch (err) {
        // The peer's approval, committed meanwhile, wrote this store's row (both asked at once).
        if (isUniqueViolation(err)) throw moved("this store's");
        throw err;
      }
    } else {
      ownId = r.own.id;
      if ((await ctx.scope.from('cross_store_links').where({ id: ownId, state: before }).update(side)) !== 1) throw moved("this store's");
    }
    peer = { direction: 'incoming', state: 'pending', requestedAt: at, activatedAt: null, revokedAt: null, revokedByStoreId: null };
  } else {
    const own = r.own!;
    ownId = own.id;
    const change =
      r.move === 'accept'
        ? { state: 'active' as const, activated_at: at }
        : { state: 'revoked' as const, revoked_at: at, revoked_by_store_id: ctx.store.id };
    const n = await ctx.scope
      .from('cross_store_links')
      .where({ id: ownId, state: before })
      .update({ ...change, approval_id: approvalId, updated_at: at });
    if (n !== 1) throw moved("this store's");
    peer = {
      direction: own.direction === 'outgoing' ? 'incoming' : 'outgoing',
      state: change.state,
      requestedAt: own.requested_at,
      activatedAt: r.move === 'accept' ? at : own.activated_at,
      revokedAt: r.move === 'revoke' ? at : null,
      revokedByStoreId: r.move === 'revoke' ? ctx.store.id : null,
    };
  }
  // The peer's side mirrors this side's state before the move (none <-> none, revoked <-> revoked).
  const written = await ctx.writePeerLink({ peerStoreId: r.peer.id, purpose: r.purpose, expectedState: before, ...peer });
  if (written === null) throw moved(`${r.peer.name}'s`);
  ctx.subject('cross_store_link', ownId);
}

export const proposeCrossStoreLink: ProposedWriteHandler<Input> = {
  async preview(input, ctx) {
    return planOf(input, ctx, await resolve(input, ctx));
  },
  apply: (input, ctx, plan) => apply(input, ctx, plan),
};
