import { STORE_SETTING } from '../rls';

/**
 * The PostgreSQL function `storeops_put_peer_link` (WriteContext `writePeerLink`, server
 * write/cross-store.ts): the compare-and-set write of the peer store's `cross_store_links` row,
 * with `storeops.store_id` switched to the peer for its statements only. One text for every
 * migration that (re)creates it:
 * - migration 019 (`onConflictDoNothing: false`): a plain INSERT of an absent row, which fails
 *   with a unique violation when a concurrent transaction wrote that row after the lookup;
 * - migration 028 (`onConflictDoNothing: true`): `ON CONFLICT DO NOTHING`, returning NULL (the
 *   state moved) in that case.
 */
export function putPeerLinkFunctionSql(o: { onConflictDoNothing: boolean }): string {
  const insertEnd = o.onConflictDoNothing
    ? `
          ON CONFLICT (store_id, linked_store_id, purpose) DO NOTHING;
        IF NOT FOUND THEN
          -- A concurrent transaction wrote the peer's row after the lookup above: the state moved.
          found_id := NULL;
        END IF;`
    : ';';
  return `
    CREATE OR REPLACE FUNCTION storeops_put_peer_link(
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
            p_requested_at, p_activated_at, p_revoked_at, p_revoked_by, p_updated_at)${insertEnd}
      ELSE
        UPDATE cross_store_links SET direction = p_direction, state = p_state, approval_id = NULL,
            requested_at = p_requested_at, activated_at = p_activated_at, revoked_at = p_revoked_at,
            revoked_by_store_id = p_revoked_by, updated_at = p_updated_at
          WHERE id = found_id AND store_id = p_peer;
      END IF;
      PERFORM set_config('${STORE_SETTING}', own, true);
      RETURN found_id;
    END $fn$`;
}
