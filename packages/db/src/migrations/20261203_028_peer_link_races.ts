import type { Knex } from 'knex';
import { dialectOf } from '../connection';
import { STORE_SETTING } from '../rls';

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
  await knex.raw(`    CREATE OR REPLACE FUNCTION storeops_put_peer_link(
      p_peer text, p_purpose text, p_expected_state text, p_new_id text, p_direction text, p_state text,
      p_requested_at text, p_activated_at text, p_revoked_at text, p_revoked_by text, p_updated_at text)
    RETURNS text
    LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path FROM CURRENT AS $fn$
    DECLARE
      own text := current_setting('${STORE_SETTING}', true);
      found_id text;
      found_state text;
    BEGIN
      IF own IS NULL OR own = '' OR own = p_peer THEN
        RAISE EXCEPTION 'storeops_put_peer_link: no calling store, or the peer is the calling store';
      END IF;
      PERFORM set_config('${STORE_SETTING}', p_peer, true);
      SELECT l.id, l.state INTO found_id, found_state FROM cross_store_links l
        WHERE l.store_id = p_peer AND l.linked_store_id = own AND l.purpose = p_purpose FOR UPDATE;
      IF found_state IS DISTINCT FROM p_expected_state THEN
        found_id := NULL;
      ELSIF found_id IS NULL THEN
        found_id := p_new_id;
        INSERT INTO cross_store_links (id, store_id, linked_store_id, direction, purpose, state, approval_id,
            requested_at, activated_at, revoked_at, revoked_by_store_id, updated_at)
          VALUES (p_new_id, p_peer, own, p_direction, p_purpose, p_state, NULL,
            p_requested_at, p_activated_at, p_revoked_at, p_revoked_by, p_updated_at)
          ON CONFLICT (store_id, linked_store_id, purpose) DO NOTHING;
        IF NOT FOUND THEN
          -- A concurrent transaction wrote the peer's row after the lookup above: the state moved.
          found_id := NULL;
        END IF;
      ELSE
        UPDATE cross_store_links SET direction = p_direction, state = p_state, approval_id = NULL,
            requested_at = p_requested_at, activated_at = p_activated_at, revoked_at = p_revoked_at,
            revoked_by_store_id = p_revoked_by, updated_at = p_updated_at
          WHERE id = found_id AND store_id = p_peer;
      END IF;
      PERFORM set_config('${STORE_SETTING}', own, true);
      RETURN found_id;
    END $fn$`);
}

export async function down(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'postgres') return;
  await knex.raw(`    CREATE OR REPLACE FUNCTION storeops_put_peer_link(
      p_peer text, p_purpose text, p_expected_state text, p_new_id text, p_direction text, p_state text,
      p_requested_at text, p_activated_at text, p_revoked_at text, p_revoked_by text, p_updated_at text)
    RETURNS text
    LANGUAGE plpgsql VOLATILE SECURITY INVOKER SET search_path FROM CURRENT AS $fn$
    DECLARE
      own text := current_setting('${STORE_SETTING}', true);
      found_id text;
      found_state text;
    BEGIN
      IF own IS NULL OR own = '' OR own = p_peer THEN
        RAISE EXCEPTION 'storeops_put_peer_link: no calling store, or the peer is the calling store';
      END IF;
      PERFORM set_config('${STORE_SETTING}', p_peer, true);
      SELECT l.id, l.state INTO found_id, found_state FROM cross_store_links l
        WHERE l.store_id = p_peer AND l.linked_store_id = own AND l.purpose = p_purpose FOR UPDATE;
      IF found_state IS DISTINCT FROM p_expected_state THEN
        found_id := NULL;
      ELSIF found_id IS NULL THEN
        found_id := p_new_id;
        INSERT INTO cross_store_links (id, store_id, linked_store_id, direction, purpose, state, approval_id,
            requested_at, activated_at, revoked_at, revoked_by_store_id, updated_at)
          VALUES (p_new_id, p_peer, own, p_direction, p_purpose, p_state, NULL,
            p_requested_at, p_activated_at, p_revoked_at, p_revoked_by, p_updated_at);
      ELSE
        UPDATE cross_store_links SET direction = p_direction, state = p_state, approval_id = NULL,
            requested_at = p_requested_at, activated_at = p_activated_at, revoked_at = p_revoked_at,
            revoked_by_store_id = p_revoked_by, updated_at = p_updated_at
          WHERE id = found_id AND store_id = p_peer;
      END IF;
      PERFORM set_config('${STORE_SETTING}', own, true);
      RETURN found_id;
    END $fn$`);
}
