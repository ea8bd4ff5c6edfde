/**
 * The service's read-back of owned fields (seed: Events `intent.field_overwritten_externally`):
 * for every store with active intent declarations, reads each owned field back and announces an
 * external overwrite once (see `readBackIntents` in the general domain). Runs with the approval
 * expiry sweep; each store in its own transaction, as the system (not a credential).
 */
import type { Knex } from 'knex';
import { readBackIntents } from '@storeops/domain-general';
import type { StoreDirectory } from '../stores';
import type { Invoker } from '../invoke/invoke';
import { makeWriteContext } from './context';

export const SYSTEM_CREDENTIAL_ID = 'system:read-back';

export async function readBackAll(db: Knex, stores: StoreDirectory, invoker: Invoker, now: Date): Promise<number> {
  const ids = (await db('intents').where({ status: 'active' }).distinct('store_id')) as Array<{ store_id: string }>;
  let emitted = 0;
  for (const { store_id } of ids) {
    const store = await stores.get(store_id);
    const credential = {
      id: SYSTEM_CREDENTIAL_ID,
      storeId: store_id,
      kind: 'live' as const,
      scopes: ['admin'],
      autoApply: false,
      ipAllowlist: null,
      expiresAt: null,
      label: 'read-back',
    };
    const base = invoker.baseContext({ credential, store, requestId: `sys_readback_${now.getTime()}`, surface: 'dashboard', now });
    emitted += await db.transaction(async (trx) =>
      readBackIntents(
        makeWriteContext(trx, base, {
          storeId: store_id,
          operation: 'intent_read_back',
          approvalId: null,
          proposedBy: SYSTEM_CREDENTIAL_ID,
          approvedBy: SYSTEM_CREDENTIAL_ID,
          requestId: base.requestId,
          now,
        }),
      ),
    );
  }
  return emitted;
}
