/**
 * The e-invoice connector's status sync across stores (seed: State machines "E-invoice message";
 * event `fin.einvoice.status_changed`): for every store with messages in transport, asks the
 * connector (`EinvoiceNetwork`; the embedded access point by default) for status moves and applies
 * them, each store in its own transaction, as the system (not a credential), so a moved status and
 * its event (outbox and change feed) commit together. Runs with the approval expiry sweep (every
 * 15 s) on the injected clock; `App.syncEinvoices` runs it on demand.
 */
import type { Knex } from 'knex';
import { syncEinvoiceStatuses, type EinvoiceNetwork } from '@storeops/domain-finance';
import type { StoreDirectory } from '../stores';
import type { Invoker } from '../invoke/invoke';
import { runAsSystem } from '../write/system-run';

export const EINVOICE_SYNC_CREDENTIAL_ID = 'system:einvoice-sync';

/** Applies every reported move; resolves to how many messages moved. */
export async function syncAllEinvoices(
  db: Knex,
  stores: StoreDirectory,
  invoker: Invoker,
  network: EinvoiceNetwork,
  now: Date,
): Promise<number> {
  const ids = (await db('finance_einvoice_messages').whereIn('status', ['queued', 'sent']).distinct('store_id')) as Array<{
    store_id: string;
  }>;
  const run = {
    credentialId: EINVOICE_SYNC_CREDENTIAL_ID,
    label: 'e-invoice status sync',
    operation: 'einvoice_status_sync',
    requestPrefix: 'sys_einvoice',
  };
  return runAsSystem(
    db,
    stores,
    invoker,
    now,
    run,
    ids.map((r) => r.store_id),
    (ctx) => syncEinvoiceStatuses(ctx, network),
  );
}
