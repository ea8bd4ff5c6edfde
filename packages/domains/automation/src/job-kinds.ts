/**
 * The automation job kinds (docs/ARCHITECTURE.md "Jobs"; jobs.ts queues them): the bodies by kind,
 * the `run_*` operation that queues them; the server registers them with its job runner.
 */
import type { JobKinds } from '@storeops/contract';
import { syncOrders } from './sync-orders';
import { syncCatalog } from './sync-catalog';

export const jobs = {
  run_sync_orders: syncOrders,
  run_sync_catalog: syncCatalog,
} satisfies JobKinds;
