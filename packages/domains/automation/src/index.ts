/**
 * @storeops/domain-automation: handlers of the `automation` domain (seed: "Tool operations with
 * documented parameters", Non-tool endpoints `/api/v1/approvals*`, `/api/v1/simulate`,
 * `/api/v1/policies*`, `/api/v1/receipts*`, `/api/v1/subscriptions*`,
 * `/api/v1/finance/subscriptions`). The map is in `handlers.ts` (docs/ARCHITECTURE.md
 * "Handlers"); the handlers in `decisions.ts`, `alerts.ts`, `approvals.ts`, `writes.ts`,
 * `calibration.ts`, `policies.ts`, `simulate.ts`, `receipts.ts` and `webhooks/` (webhook
 * subscriptions and their deliveries), `jobs.ts` (the `run_*` job queue, get_job_runs) with the job
 * bodies `sync-orders.ts` / `sync-catalog.ts` (which read the storefront port,
 * `ctx.connectors.storefront`), registered by kind in `job-kinds.ts`.
 */
export { handlers } from './handlers';
export { jobs } from './job-kinds';

export { jobRunView } from './jobs';
