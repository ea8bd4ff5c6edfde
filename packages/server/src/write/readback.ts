/**
 * The service's read-back of owned fields (seed: Events `intent.field_overwritten_externally`):
 * for every store with active intent declarations, reads each owned field back and announces an
 * external overwrite once (see `readBackIntents` in the general domain). Runs with the approval
 * expiry sweep; each store in its own transaction, as the system (not a credential).
 */
import type { Knex } from 'knex';
import { jobHooks } from '../handlers';
import type { StoreDirectory } from '../stores';
import type { Invoker } from '../invoke/invoke';
import { runAsSystem } from './system-run';

export const SYSTEM_CREDENTIAL_ID = 'system:read-back';

export async function readBackAll(db: Knex, stores: StoreDirectory, invoker: Invoker, now: Date): Promise<number> {
  const run = { credentialId: SYSTEM_CREDENTIAL_ID, label: 'read-back', operation: 'intent_read_back', requestPrefix: 'sys_readback' };
  return runAsSystem({ db, stores, invoker, now }, run, db('intents').where({ status: 'active' }), (ctx) => jobHooks.readBackIntents(ctx));
}
