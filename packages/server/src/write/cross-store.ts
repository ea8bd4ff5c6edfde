/**
 * The core's two narrow reaches beyond the calling store (spec/README.md
 * "Write operations"), bound to the call's own connection or transaction so they run inside its
 * row-level-scoped execution on PostgreSQL (and on SQLite's single connection):
 * - `storeDirectory(q)`: HandlerContext `directory`, a read-only lookup of one store's directory
 *   fields (id, name, tenant type, sandbox flag) by id;
 * - `writePeerLink(trx, storeId, write)`: WriteContext `writePeerLink`, the compare-and-set write
 *   of the peer store's `cross_store_links` row that mirrors the calling store's own.
 * On PostgreSQL both call the functions of db migration 019, which switch `storeops.store_id` to the
 * other store for one statement and back within a single function call, so row-level security
 * still checks the row and no other query of the handler can run under the other store's setting.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { dialectOf } from '@storeops/db';
import type { PeerLinkWrite, StoreDirectoryEntry, StoreDirectoryLookup, TenantType } from '@storeops/contract';

/** The directory lookup over `q` (the call's connection or transaction). */
export function storeDirectory(q: Knex): StoreDirectoryLookup {
  const postgres = dialectOf(q) === 'postgres';
  return {
    async get(storeId: string): Promise<StoreDirectoryEntry | null> {
      if (postgres) {
        const r = await q.raw('select id, name, tenant_type, sandbox from storeops_store_directory(?)', [storeId]);
        const row = (r.rows as Array<{ id: string; name: string; tenant_type: TenantType; sandbox: boolean }>)[0];
        return row === undefined ? null : { id: row.id, name: row.name, tenant_type: row.tenant_type, sandbox: row.sandbox };
      }
      const row = (await q('stores').where({ id: storeId }).first('id', 'name', 'tenant_type', 'sandbox_of')) as
        { id: string; name: string; tenant_type: TenantType; sandbox_of: string | null } | undefined;
      return row === undefined
        ? null
        : { id: row.id, name: row.name, tenant_type: row.tenant_type, sandbox: row.sandbox_of !== null && row.sandbox_of !== undefined };
    },
  };
}

/**
 * Writes the peer's side of a link of `storeId` (see WriteContext `writePeerLink`): the peer row
 * `(store_id = w.peerStoreId, linked_store_id = storeId, purpose)`, only if it is in
 * `w.expectedState` (null = absent). Returns the peer row's id, or null when it was not (nothing
 * written). Throws for `w.peerStoreId === storeId`.
 */
export async function writePeerLink(trx: Knex, storeId: string, w: PeerLinkWrite, now: Date): Promise<string | null> {
  if (w.peerStoreId === storeId) throw new Error('writePeerLink: the peer is the calling store');
  const updatedAt = now.toISOString();
  if (dialectOf(trx) === 'postgres') {
    const r = await trx.raw('select storeops_put_peer_link(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) as id', [
      w.peerStoreId,
      w.purpose,
      w.expectedState,
      randomUUID(),
      w.direction,
      w.state,
      w.requestedAt,
      w.activatedAt,
      w.revokedAt,
      w.revokedByStoreId,
      updatedAt,
    ]);
    return ((r.rows as Array<{ id: string | null }>)[0]?.id ?? null) as string | null;
  }
  const key = { store_id: w.peerStoreId, linked_store_id: storeId, purpose: w.purpose };
  const found = (await trx('cross_store_links').where(key).first('id', 'state')) as { id: string; state: string } | undefined;
  if ((found?.state ?? null) !== w.expectedState) return null;
  const values = {
    direction: w.direction,
    state: w.state,
    approval_id: null,
    requested_at: w.requestedAt,
    activated_at: w.activatedAt,
    revoked_at: w.revokedAt,
    revoked_by_store_id: w.revokedByStoreId,
    updated_at: updatedAt,
  };
  if (found === undefined) {
    const id = randomUUID();
    await trx('cross_store_links').insert({ id, ...key, ...values });
    return id;
  }
  await trx('cross_store_links').where({ id: found.id, store_id: w.peerStoreId }).update(values);
  return found.id;
}
