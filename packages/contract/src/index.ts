/**
 * @storeops/contract: everything generated from spec/ plus the few hand-written types the
 * generated code refers to. Named exports only. The contract artefact (generated/openapi.json,
 * generated/asyncapi.json) is loaded once, on first import (documents.ts); the registry and the
 * validators are built from it (operations.ts, validators.ts). Types and error codes are
 * generated into @storeops/sdk and event types into @storeops/webhooks (published on their own)
 * and re-exported here, so each exists once.
 */
export { OPERATION_NAMES, type OperationName } from './generated/registry';
export { OPERATIONS } from './operations';
export { ERROR_CODES, type ErrorCode } from '../../sdk/src/generated/errors';
export { DOMAINS, type AllHandlers, type Domain, type OperationTypes } from './generated/handlers';
export type {
  AdminHandlers,
  AdsHandlers,
  AnalyticsHandlers,
  AutomationHandlers,
  CatalogHandlers,
  CostsHandlers,
  CsHandlers,
  DisputesHandlers,
  FinanceHandlers,
  GeneralHandlers,
  MerchantHandlers,
  OrdersHandlers,
  PromotionsHandlers,
  ReputationHandlers,
  ResearchHandlers,
} from './generated/handlers';
export {
  eventDataValidators,
  eventValidators,
  inputValidators,
  schemaValidator,
  type EventValidator,
  type SchemaValidationError,
  type SchemaValidator,
} from './validators';
export { ASYNCAPI_DOCUMENT, OPENAPI_DOCUMENT } from './documents';
export { DEPRECATIONS, type Deprecation } from './generated/deprecations';
export { ERROR_STATUS } from './error-status';
export { ArgumentError } from './argument-error';
export { reportWindow } from './date-window';
export { EXCERPT_CHARS, clip, cutText, excerpt, excerptName } from './excerpt';
export { MINOR_DIGITS, formatMajor, formatMoney, minorDigits, minorPerMajor, parseMajor, parseMajorText, toMajor, toMinor } from './money';
export { cutPage, decodeCursor, encodeCursor, packCursor, pageAfter, stringPair, unpackCursor, type CursorKey } from './paging';
export { OperationError, type OperationErrorExtras } from './operation-error';
export type { OperationDescriptor, OperationRow, Tier } from './operation';
export type { EventDescriptor } from './event-descriptor';
// The event types are generated once, into the published verifier (@storeops/webhooks).
export { EVENT_CATALOGUE, EVENT_TYPES } from '../../webhooks/src/generated/events';
export type { EventData, EventDataMap, EventType, StoreOpsEvent, StoreOpsEventOf } from '../../webhooks/src/generated/events';
export type * as EventTypes from '../../webhooks/src/generated/events';
export {
  APPROVALS_DASHBOARD_PATH,
  EXPIRED_REASON,
  apiCall,
  approvalDecidedData,
  approvalExpiredData,
  approvalLinks,
  approvalRequestedData,
  decisionActor,
  type CardDecision,
} from './event-data';
export { approvalFromRow, decisionFromRow, policyFromRow } from './records';
export type { Job, JobBody, JobContext, JobHooks, JobKinds, JobOutcome } from './jobs';
export type { Sweep, SweepWork, Sweeps } from './sweeps';
export type { Download, DownloadFile, DownloadRequest, Downloads, StoreReader } from './downloads';
export { filterMatches, receives, typesMatching } from './event-filters';
export { emitPriceChanged, type PricedVariant, type PriceState } from './price-changed';
export type {
  Access,
  BookedExpense,
  Books,
  BooksActor,
  BooksCaller,
  CostEstimator,
  GateRequest,
  Governance,
  HandlerContext,
  HandlerEgressPolicy,
  StoreDirectoryEntry,
  StoreDirectoryLookup,
  StoreInfo,
  TenantType,
  UnitCostChange,
  WithDefaults,
} from './handler-context';
export { REVERSIBILITY_CLASSES } from './write-context';
/** `Connectors` and every platform port interface (ports/index.ts). */
export type * from './ports/index';
export type {
  Authority,
  ChangeItem,
  ChangePlan,
  CrossStoreLinkState,
  PeerLinkWrite,
  ProposedWriteHandler,
  AppliedWrite,
  ReceiptInput,
  Reversal,
  ReversibilityClass,
  SandboxTestHelpers,
  TestDecision,
  WriteContext,
} from './write-context';
// The component types are generated once, into the published SDK (one file per domain).
export type * as Types from '../../sdk/src/generated/types/index';
