/** The books engine: every posting goes through these functions. See each module's docstring. */
export { accountByKey, accountsById } from './accounts';
export { recordChange, type FinanceEventType } from './changes';
export {
  type Actor,
  type BooksContext,
  isCalendarDate,
  loadEntity,
  localDate,
  num,
  entityRef,
  primaryEntity,
  requireDate,
} from './context';
export { closePeriod, lockEntity, monthBounds, periodFor, reopenPeriod, requireOpen, type PeriodChange } from './periods';
export {
  announcePosted,
  linePayloads,
  postEntry,
  reverseEntry,
  type LineInput,
  type PostInput,
  type PostedEntry,
  type ReverseInput,
} from './post';
