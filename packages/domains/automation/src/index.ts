/**
 * @storeops/domain-automation: handlers of the `automation` domain (seed: "Tool operations with
 * documented parameters", Non-tool endpoints `/api/v1/approvals*`). Thin: rules live in
 * `service.ts`, `approvals.ts` and `writes.ts`, queries in `repo.ts`.
 */
import type { AutomationHandlers } from '@storeops/contract';
import { getAlerts, getRecentDecisions } from './service';
import { approvalList, approvalStatus, approvalSubmit, approvalWithdraw } from './approvals';
import { createAlert, disableAutomation, enableAutomation } from './writes';

export const handlers = {
  get_recent_decisions: (input, ctx) => getRecentDecisions(input, ctx),
  get_alerts: (input, ctx) => getAlerts(input, ctx),
  approval_submit: (input, ctx) => approvalSubmit(input, ctx),
  approval_status: (input, ctx) => approvalStatus(input, ctx),
  approval_list: (input, ctx) => approvalList(input, ctx),
  approval_withdraw: (input, ctx) => approvalWithdraw(input, ctx),
  create_alert: (input, ctx) => createAlert(input, ctx),
  enable_automation: (input, ctx) => enableAutomation(input, ctx),
  disable_automation: (input, ctx) => disableAutomation(input, ctx),
} satisfies AutomationHandlers;

export { approvalFromRow } from './approvals';
