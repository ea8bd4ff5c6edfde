/**
 * The finance sweeps (ARCHITECTURE.md "Jobs"; contract `Sweeps`), run by the server's background
 * loop as the system, each store in its own transaction:
 * - `einvoice_status_sync`, every tick (15 s): the stores with messages in transport record the
 *   e-invoicing network's status moves (einvoice-sync.ts; event `fin.einvoice.status_changed`);
 * - `finance_change_retention`, hourly: the stores with books drop their change-feed rows older
 *   than 730 days (changes/feed.ts; seed Limits "Finance change feed retention 730 days").
 */
import type { Sweeps } from '@storeops/contract';
import { sweepExpiredChanges } from './changes/feed';
import { IN_TRANSPORT, syncEinvoiceStatuses } from './einvoice-sync';

export const sweeps = {
  einvoice_status_sync: {
    actor: 'einvoice-sync',
    label: 'e-invoice status sync',
    everyMs: 0,
    work: { table: 'finance_einvoice_messages', where: { column: 'status', in: IN_TRANSPORT } },
    run: syncEinvoiceStatuses,
  },
  finance_change_retention: {
    actor: 'finance-retention',
    label: 'finance change feed retention sweep',
    everyMs: 3_600_000,
    work: { table: 'finance_entities' },
    run: sweepExpiredChanges,
  },
} satisfies Sweeps;
