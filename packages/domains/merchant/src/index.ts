/**
 * @storeops/domain-merchant: the merchant (product) feed (seed catalogue "merchant") through the
 * merchant-feed connector (connector.ts). Named exports only.
 */
import type { MerchantHandlers } from '@storeops/contract';
import { deleteSupplementalLabels, upsertSupplementalLabels } from './labels';
import { runReport } from './report';
import { getAccountIssues, getProductViews } from './views';

export {
  embeddedMerchantFeed,
  merchantFeedConnector,
  setMerchantFeedConnector,
  type AccountIssue,
  type FeedItem,
  type ItemIssue,
  type MerchantFeedConnector,
  type PerformanceRow,
} from './connector';

export const handlers = {
  merchant_get_account_issues: (input, ctx) => getAccountIssues(input, ctx),
  merchant_get_product_views: (input, ctx) => getProductViews(input, ctx),
  merchant_run_report: (input, ctx) => runReport(input, ctx),
  merchant_upsert_supplemental_labels: upsertSupplementalLabels,
  merchant_delete_supplemental_labels: deleteSupplementalLabels,
} satisfies MerchantHandlers;
