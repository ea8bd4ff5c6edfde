/**
 * @storeops/contract: everything generated from spec/ plus the few hand-written types the
 * generated code refers to. Named exports only.
 */
export { OPERATIONS, OPERATION_NAMES, type OperationName } from './generated/registry';
export { ERROR_CODES, type ErrorCode } from './generated/errors';
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
export { inputValidators } from './generated/validators';
export { OPENAPI_DOCUMENT } from './generated/openapi-document';
export { DEPRECATIONS, type Deprecation } from './generated/deprecations';
export { ERROR_STATUS } from './error-status';
export { ArgumentError } from './argument-error';
export { reportWindow } from './date-window';
export { EXCERPT_CHARS, excerpt, excerptName } from './excerpt';
export { cutPage, decodeCursor, encodeCursor, pageAfter, type CursorKey } from './paging';
export { OperationError, type OperationErrorExtras } from './operation-error';
export type { OperationDescriptor, Tier } from './operation';
export type { EventDescriptor } from './event-descriptor';
export { EVENT_CATALOGUE, EVENT_TYPES } from './generated/events';
export type { EventData, EventDataMap, EventType, StoreOpsEvent, StoreOpsEventOf } from './generated/events';
export type * as EventTypes from './generated/events';
export { eventDataValidators, eventValidators, type EventValidator } from './generated/event-validators';
export { ASYNCAPI_DOCUMENT } from './generated/asyncapi-document';
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
export { filterMatches, receives, typesMatching } from './event-filters';
export { emitPriceChanged, type PricedVariant, type PriceState } from './price-changed';
export type {
  Access,
  GateRequest,
  Governance,
  HandlerContext,
  HandlerEgressPolicy,
  StoreDirectoryEntry,
  StoreDirectoryLookup,
  StoreInfo,
  TenantType,
  WithDefaults,
} from './handler-context';
export { REVERSIBILITY_CLASSES } from './write-context';
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
export type * as Types from './generated/types';
