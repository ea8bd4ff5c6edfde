/**
 * cross_store_link_status (seed catalogue "admin:read, read"): this store's side of each
 * cross-store link (`cross_store_links`), plus links this store asked for whose card still waits
 * (state `proposed`, no row yet), each with this store's waiting cards for it and the next step in
 * words. The linked store is shown from the store directory (id, name, tenant type), never its
 * data. Ordered by (linked_store_id, purpose) ascending; keyset cursor on that pair. A sandbox copy
 * has no links (not copied, cannot be linked): its list is always empty, even though a copied
 * waiting card may exist in it.
 */
import { packCursor, stringPair, unpackCursor, type HandlerContext, type StoreDirectoryEntry, type Types } from '@storeops/contract';
import { waitingCards, type LinkRow, type Purpose, type WaitingCard } from './cross-store-links-state';

type Link = Types.CrossStoreLink;

const PREFIX = 'xl_';

interface Key {
  linked_store_id: string;
  purpose: string;
}

function encodeCursor(k: Key): string {
  return packCursor(PREFIX, { s: k.linked_store_id, p: k.purpose });
}

function decodeCursor(value: string): Key {
  const [linked_store_id, purpose] = unpackCursor(PREFIX, value, (f) => stringPair(f, 's', 'p'));
  return { linked_store_id, purpose };
}

const compare = (a: Key, b: Key): number =>
  a.linked_store_id < b.linked_store_id
    ? -1
    : a.linked_store_id > b.linked_store_id
      ? 1
      : a.purpose < b.purpose
        ? -1
        : a.purpose > b.purpose
          ? 1
          : 0;

const keyOf = (k: Key): string => `${k.linked_store_id}\u0000${k.purpose}`;

/** What has to happen next, for a person or a model. */
function nextStep(
  store: string,
  peer: string,
  peerId: string,
  state: Link['state'],
  direction: Link['direction'],
  cards: WaitingCard[],
): string {
  const waiting = cards.map((c) => `${c.action} (approval ${c.approval_id})`).join(', ');
  const pending = waiting === '' ? '' : ` Waiting for an operator of ${store} to decide: ${waiting}.`;
  switch (state) {
    case 'proposed':
      return `Waiting for an operator of ${store} to approve the request (Approvals); ${peer} sees it only then.`;
    case 'pending':
      return direction === 'outgoing'
        ? `Waiting for ${peer} to propose the link back (propose_cross_store_link) and for its operator to approve it.${pending}`
        : `${peer} asked to link: accept with propose_cross_store_link (linked_store_id ${peerId}) and approve the card, or decline with action revoke.${pending}`;
    case 'active':
      return `Linked. Either store can end it with propose_cross_store_link action revoke.${pending}`;
    default:
      return `Revoked. Linking again is a new request (propose_cross_store_link) that ${peer} has to accept again.${pending}`;
  }
}

/** The handler of cross_store_link_status: a page of this store's links (`limit` default 25). */
export async function crossStoreLinkStatus(
  input: Types.CrossStoreLinkStatusInput,
  ctx: HandlerContext,
): Promise<Types.CrossStoreLinkStatusResult> {
  const limit = input.limit ?? 25;
  const after = input.cursor !== undefined ? decodeCursor(input.cursor) : null;
  const empty = { store_id: ctx.store.id, sandbox: ctx.store.sandbox, links: [], has_more: false, next_cursor: null };
  if (ctx.store.sandbox) return empty;

  // Rows of this store's side, in key order after the cursor (the page plus one).
  let rows: LinkRow[] = [];
  if (input.state !== 'proposed') {
    const q = ctx.scope.from('cross_store_links');
    if (input.linked_store_id !== undefined) q.where('linked_store_id', input.linked_store_id);
    if (input.state !== undefined) q.where('state', input.state);
    if (after !== null) {
      q.andWhere((w) =>
        w
          .where('linked_store_id', '>', after.linked_store_id)
          .orWhere((o) => o.where('linked_store_id', after.linked_store_id).andWhere('purpose', '>', after.purpose)),
      );
    }
    rows = (await q
      .orderBy('linked_store_id')
      .orderBy('purpose')
      .limit(limit + 1)) as LinkRow[];
  }

  // This store's waiting cards, by link; those for a link with no row yet are `proposed` entries.
  const cards = await waitingCards(ctx);
  const cardsByKey = new Map<string, WaitingCard[]>();
  for (const c of cards) cardsByKey.set(keyOf(c), [...(cardsByKey.get(keyOf(c)) ?? []), c]);
  const proposed: WaitingCard[] = [];
  if (cards.length > 0 && (input.state === undefined || input.state === 'proposed')) {
    const withRows = new Set(
      (
        (await ctx.scope
          .from('cross_store_links')
          .whereIn(
            'linked_store_id',
            cards.map((c) => c.linked_store_id),
          )
          .select('linked_store_id', 'purpose')) as Key[]
      ).map(keyOf),
    );
    for (const [key, list] of cardsByKey) {
      const first = list[0]!;
      if (withRows.has(key) || first.action !== 'link') continue;
      if (input.linked_store_id !== undefined && first.linked_store_id !== input.linked_store_id) continue;
      if (after !== null && compare(first, after) <= 0) continue;
      proposed.push(first);
    }
  }

  type Entry = { key: Key; row: LinkRow | null; card: WaitingCard | null };
  const entries: Entry[] = [
    ...rows.map((row) => ({ key: row as Key, row, card: null })),
    ...proposed.map((card) => ({ key: card as Key, row: null, card })),
  ].sort((a, b) => compare(a.key, b.key));
  const page = entries.slice(0, limit);
  const hasMore = entries.length > limit;

  const directory = new Map<string, StoreDirectoryEntry | null>();
  for (const e of page) {
    if (!directory.has(e.key.linked_store_id)) directory.set(e.key.linked_store_id, await ctx.directory.get(e.key.linked_store_id));
  }
  const links: Link[] = page.map((e) => {
    const peer = directory.get(e.key.linked_store_id) ?? null;
    const peerName = peer?.name ?? 'the linked store';
    const waiting = cardsByKey.get(keyOf(e.key)) ?? [];
    const linkedStore = { id: e.key.linked_store_id, name: peer?.name ?? null, tenant_type: peer?.tenant_type ?? null };
    const waitingProposals = waiting.map((c) => ({
      approval_id: c.approval_id,
      action: c.action,
      requested_at: c.requested_at,
      expires_at: c.expires_at,
    }));
    if (e.row === null) {
      const card = e.card!;
      return {
        id: null,
        linked_store: linkedStore,
        purpose: card.purpose,
        direction: 'outgoing',
        state: 'proposed',
        requested_at: card.requested_at,
        activated_at: null,
        revoked_at: null,
        revoked_by: null,
        approval_id: null,
        waiting_proposals: waitingProposals,
        updated_at: card.requested_at,
        next_step: nextStep(ctx.store.name, peerName, e.key.linked_store_id, 'proposed', 'outgoing', waiting),
      };
    }
    const r = e.row;
    return {
      id: r.id,
      linked_store: linkedStore,
      purpose: r.purpose as Purpose,
      direction: r.direction,
      state: r.state,
      requested_at: r.requested_at,
      activated_at: r.activated_at ?? null,
      revoked_at: r.revoked_at ?? null,
      revoked_by: r.revoked_by_store_id == null ? null : r.revoked_by_store_id === ctx.store.id ? 'this_store' : 'linked_store',
      approval_id: r.approval_id ?? null,
      waiting_proposals: waitingProposals,
      updated_at: r.updated_at,
      next_step: nextStep(ctx.store.name, peerName, r.linked_store_id, r.state, r.direction, waiting),
    };
  });
  const last = page[page.length - 1];
  return { ...empty, links, has_more: hasMore, next_cursor: hasMore && last !== undefined ? encodeCursor(last.key) : null };
}
