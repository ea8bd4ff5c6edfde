/** The automation domain's handler map (generated `AutomationHandlers`); each handler lives in the file named for it. */
import type { AutomationHandlers } from '@storeops/contract';
import { getAlerts } from './alerts';
import { approvalList, approvalStatus, approvalSubmit, approvalWithdraw, sandboxApprovalDecide } from './approvals';
import { runCalibration } from './calibration';
import { getRecentDecisions } from './decisions';
import { getJobRuns, runSyncCatalog, runSyncOrders } from './jobs';
import { policyCreate, policyDelete, policyList, policyUpdate } from './policies';
import { receiptsList, receiptsPriceMemory } from './receipts';
import { simulate } from './simulate';
import { subscriptionDeliveries, subscriptionRedeliver } from './webhooks/deliveries';
import {
  financeSubscriptionCreate,
  subscriptionCreate,
  subscriptionDelete,
  subscriptionList,
  subscriptionUpdate,
} from './webhooks/subscriptions';
import { createAlert, disableAutomation, enableAutomation } from './writes';

export const handlers = {
  approval_list: approvalList,
  approval_status: approvalStatus,
  approval_submit: approvalSubmit,
  approval_withdraw: approvalWithdraw,
  create_alert: createAlert,
  disable_automation: disableAutomation,
  enable_automation: enableAutomation,
  finance_subscription_create: financeSubscriptionCreate,
  get_alerts: getAlerts,
  get_job_runs: getJobRuns,
  get_recent_decisions: getRecentDecisions,
  policy_create: policyCreate,
  policy_delete: policyDelete,
  policy_list: policyList,
  policy_update: policyUpdate,
  receipts_list: receiptsList,
  receipts_price_memory: receiptsPriceMemory,
  run_calibration: runCalibration,
  run_sync_catalog: runSyncCatalog,
  run_sync_orders: runSyncOrders,
  sandbox_approval_decide: sandboxApprovalDecide,
  simulate,
  subscription_create: subscriptionCreate,
  subscription_delete: subscriptionDelete,
  subscription_deliveries: subscriptionDeliveries,
  subscription_list: subscriptionList,
  subscription_redeliver: subscriptionRedeliver,
  subscription_update: subscriptionUpdate,
} satisfies AutomationHandlers;
