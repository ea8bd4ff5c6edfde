/**
 * @storeops/domain-finance: the finance books of a store's finance entities (seed catalogue
 * "finance", "Finance entity events"; issue 13) — the books engine every posting goes through,
 * and the finance operations' handlers. Named exports only.
 */
export {
  accountByKey,
  accountsById,
  announcePosted,
  closePeriod,
  entityRef,
  isCalendarDate,
  linePayloads,
  loadEntity,
  localDate,
  lockEntity,
  minorDigits,
  monthBounds,
  num,
  periodFor,
  postEntry,
  primaryEntity,
  recordChange,
  reopenPeriod,
  requireDate,
  requireOpen,
  reverseEntry,
  toMajor,
  type Actor,
  type BooksContext,
  type FinanceEventType,
  type LineInput,
  type PeriodChange,
  type PostInput,
  type PostedEntry,
  type ReverseInput,
} from './books';
export { demoAccessPoint, syncEinvoiceStatuses, type EinvoiceNetwork, type EinvoiceStatusUpdate } from './einvoice-sync';
export { CHANGE_RETENTION_DAYS, retentionHorizon } from './changes/feed';
export { CONTENT_TYPES, EXPORT_JOB_KIND, exportFilename, exportSpec, runFinanceExport, type ExportParameters } from './changes/exports';
export { parseExportToken, verifyExportToken } from './changes/export-link';
export { renderExport, type ExportSpec, type ScopeReader } from './changes/export-render';
export { handlers } from './handlers';
export { MIN_TYPE_SAMPLES, estimate, ratios, storeCostBasis, type CostedVariant, type Ratios } from './cost-estimate';
export {
  EXPENSE_ACCOUNTS,
  ESTIMATED_COST_RATIO,
  postCostChange,
  postCostImport,
  postExpenseImport,
  postOrder,
  postRefund,
  pspFee,
  type CostChange,
  type ImportedExpense,
} from './postings';
