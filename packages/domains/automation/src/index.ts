/**
 * @storeops/domain-automation: handlers of the `automation` domain (seed: "Tool operations with
 * documented parameters", Non-tool endpoints `/api/v1/approvals*`, `/api/v1/simulate`,
 * `/api/v1/policies*`, `/api/v1/receipts*`, `/api/v1/subscriptions*`,
 * `/api/v1/finance/subscriptions`). Thin: rules live in `service.ts`, `approvals.ts`, `writes.ts`,
 * `calibration.ts`, `policies.ts`, `simulate.ts`, `receipts.ts` and `webhooks/` (webhook
 * subscriptions and their deliveries), `jobs.ts` (the `run_*` job queue, get_job_runs) with the job
 * bodies `sync-orders.ts` / `sync-catalog.ts` and the storefront connector `connectors/storefront.ts`,
 * queries in `repo.ts`.
 */
import type { AutomationHandlers } from '@storeops/contract';
import { getAlerts, getRecentDecisions } from './service';
import { approvalList, approvalStatus, approvalSubmit, approvalWithdraw, sandboxApprovalDecide } from './approvals';
import { createAlert, disableAutomation, enableAutomation } from './writes';
import { runCalibration } from './calibration';
import { policyCreate, policyDelete, policyList, policyUpdate } from './policies';
import { receiptsList, receiptsPriceMemory } from './receipts';
import { simulate } from './simulate';
import {
  financeSubscriptionCreate,
  subscriptionCreate,
  subscriptionDelete,
  subscriptionList,
  subscriptionUpdate,
} from './webhooks/subscriptions';
import { subscriptionDeliveries, subscriptionRedeliver } from './webhooks/deliveries';
import { getJobRuns, queueJob, type JobBody } from './jobs';
import { syncOrders } from './sync-orders';
import { syncCatalog } from './sync-catalog';

export const handlers = {
  get_recent_decisions: (input, ctx) => getRecentDecisions(input, ctx),
  get_alerts: (input, ctx) => getAlerts(input, ctx),
  approval_submit: (input, ctx) => approvalSubmit(input, ctx),
  approval_status: (input, ctx) => approvalStatus(input, ctx),
  approval_list: (input, ctx) => approvalList(input, ctx),
  approval_withdraw: (input, ctx) => approvalWithdraw(input, ctx),
  sandbox_approval_decide: (input, ctx) => sandboxApprovalDecide(input, ctx),
  create_alert: (input, ctx) => createAlert(input, ctx),
  enable_automation: enableAutomation,
  disable_automation: (input, ctx) => disableAutomation(input, ctx),
  run_calibration: (input, ctx) => runCalibration(input, ctx),
  receipts_list: (input, ctx) => receiptsList(input, ctx),
  receipts_price_memory: (input, ctx) => receiptsPriceMemory(input, ctx),
  policy_list: (input, ctx) => policyList(input, ctx),
  policy_create: (input, ctx) => policyCreate(input, ctx),
  policy_update: (input, ctx) => policyUpdate(input, ctx),
  policy_delete: (input, ctx) => policyDelete(input, ctx),
  simulate: (input, ctx) => simulate(input, ctx),
  subscription_create: (input, ctx) => subscriptionCreate(input, ctx),
  finance_subscription_create: (input, ctx) => financeSubscriptionCreate(input, ctx),
  subscription_list: (input, ctx) => subscriptionList(input, ctx),
  subscription_update: (input, ctx) => subscriptionUpdate(input, ctx),
  subscription_delete: (input, ctx) => subscriptionDelete(input, ctx),
  subscription_deliveries: (input, ctx) => subscriptionDeliveries(input, ctx),
  subscription_redeliver: (input, ctx) => subscriptionRedeliver(input, ctx),
  run_sync_orders: (input, ctx) => queueJob('run_sync_orders', { max_changes: input.max_changes }, ctx),
  run_sync_catalog: (input, ctx) => queueJob('run_sync_catalog', { max_changes: input.max_changes }, ctx),
  get_job_runs: (input, ctx) => getJobRuns(input, ctx),
} satisfies AutomationHandlers;

/** The job bodies by kind (the `run_*` operation that queues them); the server's runner runs them. */
export const jobBodies: Readonly<Record<string, JobBody>> = {
  run_sync_orders: syncOrders,
  run_sync_catalog: syncCatalog,
};

export { approvalFromRow } from './approvals';
export { decisionFromRow } from './service';
export { jobRunView, type Job, type JobBody, type JobContext, type JobHooks, type JobOutcome } from './jobs';
export {
  demoStorefront,
  type CatalogChange,
  type ChangePage,
  type ChangeRequest,
  type OrderChange,
  type StorefrontConnector,
} from './connectors/storefront';
export { policyFromRow } from './policies';
