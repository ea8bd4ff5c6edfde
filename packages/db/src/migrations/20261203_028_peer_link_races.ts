import type { Knex } from 'knex';
import { dialectOf } from '../connection';
import { putPeerLinkFunctionSql } from './peer-link-function';

/**
 * Migration 028 (PostgreSQL only): `storeops_put_peer_link` (migration 019) inserts the peer's
 * row with `ON CONFLICT (store_id, linked_store_id, purpose) DO NOTHING` and returns NULL when a
 * concurrent transaction wrote that row after its lookup, instead of failing with a unique
 * violation (a 500). Both stores approving a link to each other at the same moment: the one that
 * commits second is told the other side moved (nothing applied, propose again), or, when the two
 * transactions wait on each other, PostgreSQL aborts one as a deadlock, which the service answers
 * 503 `unavailable` with `Retry-After` (errors.ts).
 */
export async function up(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return;
  await knex.raw(putPeerLinkFunctionSql({ onConflictDoNothing: true }));
}

export async function down(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return;
  await knex.raw(putPeerLinkFunctionSql({ onConflictDoNothing: false }));
}
