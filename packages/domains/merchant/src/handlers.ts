/** The merchant domain's handler map (generated `MerchantHandlers`); each handler lives in the file named for it. */
import type { MerchantHandlers } from '@storeops/contract';
import { merchantDeleteSupplementalLabels, merchantUpsertSupplementalLabels } from './labels';
import { merchantRunReport } from './report';
import { merchantGetAccountIssues, merchantGetProductViews } from './views';

export const handlers = {
  merchant_delete_supplemental_labels: merchantDeleteSupplementalLabels,
  merchant_get_account_issues: merchantGetAccountIssues,
  merchant_get_product_views: merchantGetProductViews,
  merchant_run_report: merchantRunReport,
  merchant_upsert_supplemental_labels: merchantUpsertSupplementalLabels,
} satisfies MerchantHandlers;
