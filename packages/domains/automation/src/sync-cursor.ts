/**
 * The sync cursors (table `sync_cursors`): how far a store's sync of one resource has read the
 * storefront. The first sync of a resource reads from the store's last sync time (or 24 hours
 * back when the store never synced).
 */
import type { WriteContext } from '@storeops/contract';
import type { StoreRow, SyncCursorRow } from '@storeops/db';

const DAY_MS = 86_400_000;

export interface CursorState {
  cursor: string | null;
  since: string;
}

export async function readCursor(ctx: WriteContext, resource: SyncCursorRow['resource']): Promise<CursorState> {
  const row = (await ctx.scope.from('sync_cursors').where({ resource }).first()) as SyncCursorRow | undefined;
  const store = (await ctx.scope.store().first('last_synced_at')) as Pick<StoreRow, 'last_synced_at'> | undefined;
  return {
    cursor: row?.cursor ?? null,
    since: store?.last_synced_at ?? new Date(ctx.now.getTime() - DAY_MS).toISOString(),
  };
}

/** Moves the cursor of `resource` and the store's last sync time (the sync's own clock). */
export async function writeCursor(ctx: WriteContext, resource: SyncCursorRow['resource'], cursor: string): Promise<void> {
  const at = ctx.now.toISOString();
  const updated = await ctx.scope.from('sync_cursors').where({ resource }).update({ cursor, synced_at: at });
  if (updated === 0) await ctx.scope.insert('sync_cursors', { resource, cursor, synced_at: at });
  await ctx.scope.store().update({ last_synced_at: at });
}
