/**
 * The enabled policies the governance gates read on every gated write: rules and
 * spend ceilings of one domain whose `action` is empty or the action, oldest first. A hot-path
 * statement (hot.ts: prepared once per SQLite connection; `raw` on PostgreSQL, inside the caller's
 * row-level-scoped transaction), because every write runs it.
 */
import type { Knex } from 'knex';
import { hotStatement } from './hot';
import type { PolicyRow } from './tables';

const ENABLED_POLICIES_SQL =
  'select * from policies where store_id = ? and domain = ? and enabled = true and (action is null or action = ?) order by created_at asc, id asc';

/** Enabled rules and spend ceilings of `storeId` for `domain` and `action` (see the module comment). */
export async function enabledPolicies(db: Knex, storeId: string, domain: string, action: string): Promise<PolicyRow[]> {
  return (await hotStatement(db, ENABLED_POLICIES_SQL, [storeId, domain, action], true)) as unknown as PolicyRow[];
}
