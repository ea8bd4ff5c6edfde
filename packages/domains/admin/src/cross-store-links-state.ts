/**
 * What propose_cross_store_link and cross_store_link_status share (seed catalogue
 * "admin"): this store's side of a link (`cross_store_links`, migration 019) and this store's
 * waiting approval cards for links. Everything here reads this store only, through `ctx.scope`; the
 * other store is known by id and, through `ctx.directory`, by its directory fields.
 */
import type { HandlerContext } from '@storeops/contract';
import type { TableRows } from '@storeops/db';

export const OPERATION = 'propose_cross_store_link';
export const DEFAULT_PURPOSE = 'shared_catalog_reporting';

export type LinkRow = TableRows['cross_store_links'];
export type LinkAction = 'link' | 'revoke';
export type Purpose = LinkRow['purpose'];

/** A `requested`, unexpired card of this store for a link (its stored, validated arguments). */
export interface WaitingCard {
  approval_id: string;
  linked_store_id: string;
  purpose: Purpose;
  action: LinkAction;
  requested_at: string;
  expires_at: string;
}

/** This store's side of the link with `linkedStoreId` for `purpose`, or undefined (none yet). */
export async function ownLink(ctx: HandlerContext, linkedStoreId: string, purpose: Purpose): Promise<LinkRow | undefined> {
  return (await ctx.scope.from('cross_store_links').where({ linked_store_id: linkedStoreId, purpose }).first()) as LinkRow | undefined;
}

/**
 * This store's cards of propose_cross_store_link that still wait (`requested` and before their
 * deadline at `ctx.now`), oldest first. A store has few: at most one per link and action.
 */
export async function waitingCards(ctx: HandlerContext): Promise<WaitingCard[]> {
  const rows = (await ctx.scope
    .from('approvals')
    .where({ operation: OPERATION, status: 'requested' })
    .andWhere('expires_at', '>', ctx.now.toISOString())
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ])
    .select('id', 'arguments', 'created_at', 'expires_at')) as Array<{
    id: string;
    arguments: string;
    created_at: string;
    expires_at: string;
  }>;
  return rows.map((r) => {
    const args = JSON.parse(r.arguments) as { linked_store_id: string; purpose?: Purpose; action?: LinkAction };
    return {
      approval_id: r.id,
      linked_store_id: args.linked_store_id,
      purpose: args.purpose ?? DEFAULT_PURPOSE,
      action: args.action ?? 'link',
      requested_at: r.created_at,
      expires_at: r.expires_at,
    };
  });
}
