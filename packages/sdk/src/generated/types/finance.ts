// Generated from spec/ by generators/ (`pnpm gen`). Do not edit: change the spec and regenerate.

import type { EventTypeFilter, IdempotencyKey } from './shared.js';

/**
 * An account of the entity's chart of accounts with its balance as of the answer's `as_of`. Amounts are integer minor units of the entity's `currency`.
 */
export interface FinanceAccount {
  id: string;
  /**
   * The account number, unique within the entity: 1xxx assets, 2xxx liabilities, 3xxx equity, 4xxx revenue, 5xxx-7xxx expenses.
   */
  code: string;
  name: string;
  type: "asset" | "liability" | "equity" | "revenue" | "expense";
  /**
   * The side that increases it: `debit` for assets and expenses (and contra-revenue such as sales refunds), `credit` for liabilities, equity and revenue.
   */
  normal_balance: "debit" | "credit";
  /**
   * The role the service posts to this account (`bank`, `sales`, `vat_payable`, ...); null for accounts only people post to.
   */
  system_key: string | null;
  description: string | null;
  /**
   * Whether entries may post to it (an inactive account keeps its history).
   */
  is_active: boolean;
  /**
   * Sum of the debits on it dated on or before `as_of`, minor units.
   */
  debit_cents: number;
  /**
   * Sum of the credits on it dated on or before `as_of`, minor units.
   */
  credit_cents: number;
  /**
   * Balance as of `as_of`, minor units, signed so the account's normal balance is positive: `debit_cents - credit_cents` for a debit-normal account, `credit_cents - debit_cents` for a credit-normal one (a negative value is an abnormal balance, e.g. an overdrawn bank account).
   */
  balance_cents: number;
  /**
   * Journal lines on it dated on or before `as_of`.
   */
  line_count: number;
}

/**
 * Arguments of `finance_accounts_list`: the chart of accounts of one finance entity, by code, each with its balance as of a date.
 */
export interface FinanceAccountsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Accounts per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only accounts of this type. Omit for every type.
   */
  type?: "asset" | "liability" | "equity" | "revenue" | "expense";
  /**
   * `true`: only active accounts (those the books post to); `false`: only inactive ones. Omit for both.
   */
  active?: boolean;
  /**
   * Only accounts whose code or name starts with this text (case-insensitive for ASCII letters), e.g. `40` or `Sales`.
   */
  q?: string;
  /**
   * Balances include every line dated on or before this calendar date of the entity's time zone (`YYYY-MM-DD`). Default: today in the entity's time zone.
   */
  as_of?: string;
}

/**
 * A page of an entity's chart of accounts, by `code` (ascending), with balances as of `as_of`.
 */
export interface FinanceAccountsListResult {
  entity: FinanceEntityRef;
  accounts: FinanceAccount[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
  /**
   * The date the balances are as of (entity calendar; lines dated on or before it count).
   */
  as_of: string;
}

/**
 * The equity section of a balance sheet: equity accounts (credit − debit, ordered by code), the earlier fiscal years' earnings folded into the `retained_earnings` account's line, and the current fiscal year's earnings as their own figure.
 */
export interface FinanceBalanceSheetEquity {
  /**
   * Equity accounts with activity up to the date. The `retained_earnings` line is the account's own balance plus revenue − expense of every fiscal year before the date's (shown even when the account itself has no lines).
   */
  lines: FinanceReportLine[];
  /**
   * Revenue − expense from 1 January of `as_of`'s year to `as_of` (fiscal year = calendar year); not yet closed into retained earnings.
   */
  current_earnings_cents: number;
  /**
   * The same at `compare_as_of` (its own fiscal year); null without a comparison.
   */
  comparison_current_earnings_cents: number | null;
  /**
   * Sum of the lines plus `current_earnings_cents`.
   */
  total_cents: number;
  /**
   * The same at `compare_as_of`; null without a comparison.
   */
  comparison_total_cents: number | null;
}

/**
 * Arguments of `finance_balance_sheet`. `entity_id` is required.
 */
export interface FinanceBalanceSheetInput {
  /**
   * The finance entity (set of books), from finance_entities_list; one that is not the store's answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Balances at the end of this calendar date of the entity's time zone (default today there).
   */
  as_of?: string;
  /**
   * A second date for the comparative column (`comparison_*` fields), earlier or later than `as_of`; omitted = no comparison.
   */
  compare_as_of?: string;
}

/**
 * A balance sheet at the end of `as_of`: assets, liabilities and equity by account, in integer minor units of `entity.currency`, and whether assets equal liabilities plus equity.
 */
export interface FinanceBalanceSheetResult {
  entity: FinanceEntityRef;
  /**
   * Last date included (entity time zone).
   */
  as_of: string;
  /**
   * The comparative date; null without a comparison.
   */
  compare_as_of: string | null;
  /**
   * 1 January of `as_of`'s year (the fiscal year is the calendar year); earnings before it are in retained earnings, from it in `equity.current_earnings_cents`.
   */
  fiscal_year_start: string;
  /**
   * Asset accounts, debit − credit (contra assets such as accumulated depreciation show negative).
   */
  assets: FinanceReportSection;
  /**
   * Liability accounts, credit − debit.
   */
  liabilities: FinanceReportSection;
  equity: FinanceBalanceSheetEquity;
  /**
   * `liabilities.total_cents + equity.total_cents`.
   */
  total_liabilities_and_equity_cents: number;
  /**
   * The same at `compare_as_of`; null without a comparison.
   */
  comparison_total_liabilities_and_equity_cents: number | null;
  /**
   * Whether `assets.total_cents` equals `total_liabilities_and_equity_cents` (always true for books kept by this service).
   */
  balanced: boolean;
  /**
   * The same at `compare_as_of`; null without a comparison.
   */
  comparison_balanced: boolean | null;
}

/**
 * A bank, company card, cash or payment service provider account of the entity, with the ledger account its transactions post to and the state of its statement rows. Amounts are integer minor units.
 */
export interface FinanceBankAccount {
  id: string;
  name: string;
  kind: "bank" | "card" | "cash" | "psp";
  /**
   * The bank, card issuer or payment service provider (e.g. `ING`, `Stripe`); null when none.
   */
  institution: string | null;
  /**
   * The account or card number with all but its last 4 characters masked; the full number is never stored. Null when none (cash).
   */
  account_number_masked: string | null;
  /**
   * ISO 4217 currency of its statement rows.
   */
  currency: string;
  status: "active" | "archived";
  /**
   * The chart account (asset, or liability for a card) its transactions post to.
   */
  ledger_account_id: string;
  ledger_account_code: string;
  ledger_account_name: string;
  /**
   * Balance of the ledger account over every posted line (no date limit), minor units of the entity's `currency`, signed so the account's normal balance is positive (money held for an asset account; money owed for a card's liability account).
   */
  ledger_balance_cents: number;
  /**
   * Counted (not dismissed) statement rows.
   */
  transaction_count: number;
  /**
   * Counted statement rows neither matched to nor booked by an entry.
   */
  unmatched_count: number;
  /**
   * Booking date of its latest statement row (counted or dismissed); null when it has none.
   */
  last_booking_date: string | null;
  /**
   * When its latest statement was imported; null when none was.
   */
  last_imported_at: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Arguments of `finance_bank_account_create`.
 */
export interface FinanceBankAccountCreateInput {
  /**
   * The finance entity (`finance_entities_list`) the account belongs to.
   */
  entity_id: string;
  /**
   * Display name, e.g. `ING current account`.
   */
  name: string;
  /**
   * `bank`, `card` (company credit card: a liability), `cash`, `psp` (a payment service provider balance).
   */
  kind: "bank" | "card" | "cash" | "psp";
  /**
   * The bank, card issuer or provider (default null).
   */
  institution?: string | null;
  /**
   * The IBAN, account or card number (default null). Accepted in full and stored masked only: every letter and digit but the last 4 becomes `•` (separators kept); the full number is never stored, logged or returned.
   */
  account_number?: string | null;
  /**
   * ISO 4217 code; must be the entity's currency (default the entity's).
   */
  currency?: string;
  /**
   * An active chart account of the entity its transactions post to: an asset account (a liability account for `card`) that no other bank account uses. Absent: a new account named after the bank account is added to the chart with the next free code of its range (`bank` and `cash` 1000–1099, `psp` 1100–1199, `card` 2200–2299; steps of 10 first).
   */
  ledger_account_id?: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `finance_bank_account_update`: the account and the fields to change; fields not sent keep their value. `kind`, `currency` and the entity never change.
 */
export interface FinanceBankAccountUpdateInput {
  /**
   * The bank account (`finance_bank_accounts_list`).
   */
  bank_account_id: string;
  name?: string;
  /**
   * null removes it.
   */
  institution?: string | null;
  /**
   * The new number, accepted in full and stored masked only (as on creation); null removes it.
   */
  account_number?: string | null;
  /**
   * Another ledger account, with the rules of creation. Entries already posted stay where they are.
   */
  ledger_account_id?: string;
  /**
   * `archived` keeps the account and its rows but refuses new statement imports; `active` takes imports again.
   */
  status?: "active" | "archived";
  idempotency_key?: IdempotencyKey;
}

/**
 * The bank account after the write, and what changed.
 */
export interface FinanceBankAccountWriteResult {
  entity: FinanceEntityRef;
  bank_account: {
    id: string;
    name: string;
    kind: "bank" | "card" | "cash" | "psp";
    institution: string | null;
    /**
     * The number with every letter and digit but the last 4 masked (`•••• •••• •••• ••43 21`); null when none.
     */
    account_number_masked: string | null;
    currency: string;
    status: "active" | "archived";
    ledger_account: {
      account_id: string;
      code: string;
      name: string;
      type: "asset" | "liability";
    };
    created_at: string;
    updated_at: string;
  };
  /**
   * Whether the write added the ledger account to the chart (creation without `ledger_account_id`).
   */
  ledger_account_created: boolean;
  /**
   * The fields the write set: on creation all seven; on an update the ones whose value changed, in the order `name`, `institution`, `account_number_masked`, `ledger_account`, `status`.
   */
  changed_fields: Array<"name" | "kind" | "institution" | "account_number_masked" | "currency" | "ledger_account" | "status">;
  /**
   * Receipt of the change (`resource_kind` `finance_bank_account`).
   */
  receipt_id: string;
}

/**
 * Arguments of `finance_bank_accounts_list`: the bank, card, cash and payment service provider accounts of one finance entity, oldest first.
 */
export interface FinanceBankAccountsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Bank accounts per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only accounts of this kind. Omit for every kind.
   */
  kind?: "bank" | "card" | "cash" | "psp";
  /**
   * Only accounts in this state. Omit for both.
   */
  status?: "active" | "archived";
}

/**
 * A page of an entity's bank, card, cash and PSP accounts, oldest first (`created_at`, ties by id).
 */
export interface FinanceBankAccountsListResult {
  entity: FinanceEntityRef;
  bank_accounts: FinanceBankAccount[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * How to read a CSV statement (`format` `csv`; ignored for `camt053`). Column names are matched to the header row case-insensitively, surrounding spaces ignored. Every field is optional; the defaults read a file with the header `date,amount,description,counterparty,reference`.
 */
export interface FinanceBankStatementCsvOptions {
  /**
   * Field delimiter (default `,`).
   */
  delimiter?: "," | ";" | "\t" | "|";
  /**
   * Decimal separator of amounts (default `.`). The other character, spaces and `'` are taken as thousands separators (`1.234,56` with `,`).
   */
  decimal_separator?: "." | ",";
  /**
   * Format of the date columns (default `YYYY-MM-DD`).
   */
  date_format?: "YYYY-MM-DD" | "DD-MM-YYYY" | "DD.MM.YYYY" | "DD/MM/YYYY" | "MM/DD/YYYY" | "YYYYMMDD";
  /**
   * Booking date column (default `date`), required in the file.
   */
  date_column?: string;
  /**
   * Value date column (default null, no value dates).
   */
  value_date_column?: string | null;
  /**
   * Signed amount column, positive money in, negative money out (default `amount`); not used when `debit_column` and `credit_column` are set.
   */
  amount_column?: string;
  /**
   * Money out column (unsigned), set together with `credit_column` for files with two amount columns (default null). In a row exactly one of the two holds a non-zero amount.
   */
  debit_column?: string | null;
  /**
   * Money in column (unsigned), set together with `debit_column` (default null).
   */
  credit_column?: string | null;
  /**
   * Description column (default `description`), required in the file; an empty cell is read as the counterparty, else `(no description)`.
   */
  description_column?: string;
  /**
   * Counterparty column (default `counterparty`, used when the file has it); null ignores it.
   */
  counterparty_column?: string | null;
  /**
   * The bank's reference column (default `reference`, used when the file has it); null ignores it. Rows with a reference are deduplicated by it.
   */
  reference_column?: string | null;
}

/**
 * Arguments of `finance_bank_statement_import`: one bank statement file (its text) for one bank account, and for CSV how to read its columns.
 */
export interface FinanceBankStatementImportInput {
  /**
   * The bank account (`finance_bank_accounts_list`) the statement belongs to; must be `active`.
   */
  bank_account_id: string;
  /**
   * `csv`: a header row and one row per transaction, read with `csv` (column names, delimiter, decimal separator, date format); `camt053`: an ISO 20022 `BkToCstmrStmt` XML document (any camt.053.001.xx version): every booked `Ntry` of every `Stmt`.
   */
  format: "csv" | "camt053";
  /**
   * The file's text (UTF-8; a byte order mark is ignored), at most 900,000 characters and 5,000 transactions.
   */
  content: string;
  /**
   * The file's name, kept with the import for people (default null).
   */
  filename?: string | null;
  csv?: FinanceBankStatementCsvOptions;
  idempotency_key?: IdempotencyKey;
}

/**
 * What the import did: counts, and every row of the statement in file order with what became of it. Amounts are signed integer minor units of the entity's `currency` (positive money in, negative money out).
 */
export interface FinanceBankStatementImportResult {
  entity: FinanceEntityRef;
  /**
   * The import (subject of the `fin.bank.imported` event).
   */
  import_id: string;
  bank_account_id: string;
  format: "csv" | "camt053";
  filename: string | null;
  /**
   * Earliest booking date in the statement; null when it has no rows.
   */
  statement_from: string | null;
  /**
   * Latest booking date in the statement; null when it has no rows.
   */
  statement_to: string | null;
  /**
   * Transactions in the statement (`rows_new` + `rows_duplicate`).
   */
  rows_received: number;
  /**
   * Rows stored now (state `counted`).
   */
  rows_new: number;
  /**
   * Rows already imported into this bank account (same fingerprint), not stored again.
   */
  rows_duplicate: number;
  /**
   * New rows matched to an existing journal entry (`reconciliation` `matched`).
   */
  rows_matched: number;
  /**
   * Pending `book_bank_transaction` proposals made for new unmatched rows.
   */
  proposals_created: number;
  /**
   * Every transaction of the statement, in file order.
   */
  rows: {
    /**
     * Line of `content` where the row (CSV record, CAMT `Ntry` element) starts.
     */
    line: number;
    /**
     * `new`: stored now; `duplicate`: already imported (`bank_transaction_id` names the stored row).
     */
    outcome: "new" | "duplicate";
    bank_transaction_id: string;
    booking_date: string;
    value_date: string | null;
    /**
     * Signed minor units (positive in, negative out).
     */
    amount_cents: number;
    counterparty: string | null;
    description: string;
    bank_reference: string | null;
    /**
     * The stored row's reconciliation now.
     */
    reconciliation: "unmatched" | "matched" | "booked";
    /**
     * The entry a new row was matched to (or, for a duplicate, the stored row's entry); null otherwise.
     */
    entry_id: string | null;
    /**
     * The booking proposal made for a new row now; null when none was made.
     */
    proposal_id: string | null;
  }[];
  /**
   * Receipt of the import (`resource_kind` `finance_bank_import`).
   */
  receipt_id: string;
}

/**
 * A bank statement row (seed: State machines "Finance bank transaction": counted ⇄ dismissed). `amount_cents` is signed integer minor units of the row's `currency`: positive money in, negative money out.
 */
export interface FinanceBankTransaction {
  id: string;
  bank_account_id: string;
  bank_account_name: string;
  booking_date: string;
  /**
   * The bank's value date; null when the statement gave none.
   */
  value_date: string | null;
  /**
   * Signed minor units of `currency` (positive in, negative out).
   */
  amount_cents: number;
  currency: string;
  counterparty: string | null;
  description: string;
  /**
   * The bank's own reference for the row; null when the statement gave none.
   */
  bank_reference: string | null;
  state: "counted" | "dismissed";
  /**
   * `unmatched`; `matched` to an existing entry; `booked` by an entry posted for it.
   */
  reconciliation: "unmatched" | "matched" | "booked";
  /**
   * The entry that books it or that it was matched to; null while unmatched.
   */
  entry_id: string | null;
  /**
   * `entry_number` of that entry; null while unmatched.
   */
  entry_number: string | null;
  /**
   * Why it was dismissed; null unless `state` is `dismissed`.
   */
  dismissal_reason: "not_a_transaction" | "duplicate_of" | null;
  /**
   * The row it duplicates, when dismissed as `duplicate_of`; null otherwise.
   */
  duplicate_of_id: string | null;
  dismissed_at: string | null;
  /**
   * Who dismissed it (an operator's email or `api:<credential id>`); null unless dismissed.
   */
  dismissed_by: string | null;
  /**
   * The statement import that brought it in; null when none.
   */
  import_id: string | null;
  created_at: string;
}

/**
 * Arguments of `finance_bank_transaction_dismiss`.
 */
export interface FinanceBankTransactionDismissInput {
  /**
   * The statement row to dismiss; must be `counted`.
   */
  bank_transaction_id: string;
  /**
   * `not_a_transaction`: the row is not a real movement (e.g. a balance line); `duplicate_of`: the same movement as another row, named in `duplicate_of`.
   */
  reason: "not_a_transaction" | "duplicate_of";
  /**
   * Required when `reason` is `duplicate_of` (else must be absent or null): another `counted` row of the same bank account.
   */
  duplicate_of?: string | null;
  /**
   * Why, for people (default null).
   */
  note?: string | null;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `finance_bank_transaction_undismiss`.
 */
export interface FinanceBankTransactionUndismissInput {
  /**
   * The statement row whose dismissal to undo; must be `dismissed`.
   */
  bank_transaction_id: string;
  idempotency_key?: IdempotencyKey;
}

/**
 * The statement row after a dismissal or its undoing, and what changed with it. Amounts are signed integer minor units of the entity's `currency`.
 */
export interface FinanceBankTransactionWriteResult {
  entity: FinanceEntityRef;
  bank_transaction: {
    id: string;
    bank_account_id: string;
    booking_date: string;
    value_date: string | null;
    /**
     * Signed minor units of `currency` (positive in, negative out).
     */
    amount_cents: number;
    currency: string;
    counterparty: string | null;
    description: string;
    bank_reference: string | null;
    state: "counted" | "dismissed";
    /**
     * Always `unmatched` after either write (a dismissal releases its match or booking).
     */
    reconciliation: "unmatched" | "matched" | "booked";
    entry_id: string | null;
    dismissal_reason: "not_a_transaction" | "duplicate_of" | null;
    duplicate_of_id: string | null;
    dismissed_at: string | null;
    /**
     * An operator's email or `api:<credential id>`; null unless dismissed.
     */
    dismissed_by: string | null;
  };
  previous_state: "counted" | "dismissed";
  /**
   * Entries that reversed the row's bookings (dismissal); empty when it was not booked, and for an undismissal.
   */
  reversal_entry_ids: string[];
  /**
   * Pending booking proposals of the row that the dismissal rejected; empty for an undismissal.
   */
  rejected_proposal_ids: string[];
  /**
   * Receipt of the change (`resource_kind` `finance_bank_transaction`).
   */
  receipt_id: string;
}

/**
 * Arguments of `finance_bank_transactions_list`: the statement rows of one finance entity's bank accounts, newest booking date first.
 */
export interface FinanceBankTransactionsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Transactions per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only rows of this bank account (an `id` from `finance_bank_accounts_list`); an id that is not one of the entity's bank accounts answers `invalid_request` naming `bank_account_id`.
   */
  bank_account_id?: string;
  /**
   * Only rows in this state (`dismissed`: set aside as not a transaction or as a duplicate). Omit for both.
   */
  state?: "counted" | "dismissed";
  /**
   * Only rows in this reconciliation state. Omit for every state.
   */
  reconciliation?: "unmatched" | "matched" | "booked";
  /**
   * Only rows booked on or after this date (`booking_date`, `YYYY-MM-DD`).
   */
  date_from?: string;
  /**
   * Only rows booked on or before this date; not before `date_from`.
   */
  date_to?: string;
  /**
   * Only rows whose description, counterparty or bank reference contains this text (case-insensitive for ASCII letters).
   */
  q?: string;
}

/**
 * A page of an entity's bank statement rows, newest `booking_date` first (ties by id, descending).
 */
export interface FinanceBankTransactionsListResult {
  entity: FinanceEntityRef;
  bank_transactions: FinanceBankTransaction[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * One change of an entity's books: a `fin.*` event exactly as it was published to the webhook subscriptions.
 */
export interface FinanceChange {
  /**
   * The event id: the CloudEvents `id` and the `webhook-id` of its deliveries, so a receiver can tell which deliveries it already processed.
   */
  id: string;
  /**
   * The finance event type, e.g. `fin.entry.posted`.
   */
  type: string;
  /**
   * The id the event is about (per type in `/api/v1/asyncapi.json`, e.g. the journal entry's id).
   */
  subject: string;
  /**
   * When the change was made (ISO 8601, UTC).
   */
  occurred_at: string;
  /**
   * The event's `data` as delivered: the schema of its type in `/api/v1/asyncapi.json` (e.g. `FinEntryPostedData`; money there is in decimal major units of its `currency`, as in the webhooks).
   */
  data: {
    [key: string]: unknown;
  };
}

/**
 * Arguments of `finance_changes`: the entity whose change feed to read, where to continue from, and which event types to return.
 */
export interface FinanceChangesInput {
  /**
   * The finance entity (set of books) of this store whose changes to read; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Opaque feed position: the `next_cursor` of an earlier answer (for this entity). Omit it to start at the oldest change still kept (730 days). A value this API did not issue, or one issued for another entity, answers `invalid_request` naming `after`. A position older than the retention is still accepted: the answer starts at the oldest kept change and says `gap: true`.
   */
  after?: string;
  /**
   * Only changes of these event types: 1..50 distinct entries, each an exact finance event type (`fin.entry.posted`) or a prefix ending in `*` (`fin.entry.*`, `fin.bank*`; `*` = every finance type). An entry that matches no finance event type answers `invalid_request` naming it (`types[1]: ...`). Omit it for every type. The position in `next_cursor` still advances past changes of other types.
   */
  types?: EventTypeFilter[];
  /**
   * Changes per answer, 1..500 (default 100).
   */
  limit?: number;
}

/**
 * Changes of one entity's books after the position asked for, oldest first (feed order), and the position to continue from.
 */
export interface FinanceChangesResult {
  entity: FinanceEntityRef;
  changes: FinanceChange[];
  /**
   * Whether more changes are already waiting after this answer (ask again at once with `next_cursor`).
   */
  has_more: boolean;
  /**
   * Always set: the position after the last change examined. Pass it as `after` to continue; when `has_more` is false, keep it and poll later for new changes.
   */
  next_cursor: string;
  /**
   * True when `after` named a position older than the retention (730 days): changes after it may have been dropped, and the answer starts at the oldest change still kept. Resynchronise from the list operations, then continue with `next_cursor`. False otherwise.
   */
  gap: boolean;
  /**
   * The retention horizon (now − 730 days, ISO 8601 UTC); changes before it are never returned.
   */
  retained_from: string;
}

/**
 * A range of calendar dates of the entity's time zone, both ends included.
 */
export interface FinanceDateRange {
  date_from: string;
  date_to: string;
}

/**
 * An e-invoice message on the Peppol network (seed: State machines "E-invoice message"), with its latest status change. `amount_cents` is the document's total, integer minor units of its `currency`.
 */
export interface FinanceEinvoiceMessage {
  id: string;
  direction: "inbound" | "outbound";
  document_type: "invoice" | "credit_note";
  document_number: string;
  counterparty_name: string;
  /**
   * Peppol participant identifier `<scheme>:<id>` (e.g. `0208:0123456789`); null when unknown.
   */
  counterparty_endpoint: string | null;
  /**
   * Document total including tax, minor units of `currency`.
   */
  amount_cents: number;
  currency: string;
  issue_date: string;
  due_date: string | null;
  status: FinanceEinvoiceStatus;
  /**
   * The status before the latest change; null for a message still in its first status.
   */
  previous_status: FinanceEinvoiceStatus | null;
  /**
   * The reason given with the latest status (e.g. a rejection's); null when none.
   */
  status_reason: string | null;
  status_changed_at: string;
  created_at: string;
}

/**
 * Arguments of `finance_einvoice_messages_list`: the Peppol e-invoice messages (sent and received) of one finance entity, latest status change first.
 */
export interface FinanceEinvoiceMessagesListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Messages per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * `inbound`: suppliers' invoices to the entity; `outbound`: the entity's invoices to customers. Omit for both.
   */
  direction?: "inbound" | "outbound";
  status?: FinanceEinvoiceStatus;
  /**
   * Only invoices or only credit notes. Omit for both.
   */
  document_type?: "invoice" | "credit_note";
  /**
   * Only documents issued on or after this date (`issue_date`, `YYYY-MM-DD`).
   */
  date_from?: string;
  /**
   * Only documents issued on or before this date; not before `date_from`.
   */
  date_to?: string;
}

/**
 * A page of an entity's e-invoice messages, latest `status_changed_at` first (ties by id, descending).
 */
export interface FinanceEinvoiceMessagesListResult {
  entity: FinanceEntityRef;
  messages: FinanceEinvoiceMessage[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Status of an e-invoice message on the Peppol network (the AsyncAPI `FinEinvoiceStatus`). Transport: `queued`, `sent` (handed to our access point), `delivered` (the receiver's access point took it), `delivery_failed`, `received` (an inbound message). Business (Peppol Invoice Response codes): `acknowledged` (AB), `in_process` (IP), `under_query` (UQ), `conditionally_accepted` (CA), `rejected` (RE), `accepted` (AP), `paid` (PD).
 */
export type FinanceEinvoiceStatus = "queued" | "sent" | "delivered" | "delivery_failed" | "received" | "acknowledged" | "in_process" | "under_query" | "conditionally_accepted" | "rejected" | "accepted" | "paid";

/**
 * Arguments of `finance_entities_list`. All optional; `{}` lists every finance entity (set of books) of the store, oldest first.
 */
export interface FinanceEntitiesListInput {
  /**
   * Entities per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page); a value this API did not issue answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
}

/**
 * A page of the store's finance entities, oldest first (ties by id).
 */
export interface FinanceEntitiesListResult {
  entities: FinanceEntity[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * A finance entity (set of books, one per legal entity) with the state of its books.
 */
export interface FinanceEntity {
  /**
   * The entity id (`entity_id` of every other finance operation and of `POST /api/v1/finance/subscriptions`).
   */
  id: string;
  name: string;
  legal_name: string | null;
  /**
   * ISO 4217 code of the books; every `*_cents` amount of this entity is in its minor units.
   */
  currency: string;
  /**
   * IANA time zone of the books' calendar dates (`entry_date`, periods).
   */
  timezone: string;
  /**
   * ISO 3166-1 alpha-2 country of the legal entity.
   */
  country: string | null;
  created_at: string;
  /**
   * Accounts in its chart of accounts (active and inactive).
   */
  account_count: number;
  /**
   * Journal entries posted (reversals included).
   */
  entry_count: number;
  /**
   * Date of its earliest entry; null when none.
   */
  first_entry_date: string | null;
  /**
   * Date of its latest entry; null when none.
   */
  last_entry_date: string | null;
  open_period_count: number;
  closed_period_count: number;
  /**
   * The latest closed period (`YYYY-MM`); null when none is closed.
   */
  last_closed_period: string | null;
  /**
   * Active bank, card, cash and PSP accounts.
   */
  bank_account_count: number;
  /**
   * Counted (not dismissed) bank transactions neither matched to nor booked by an entry.
   */
  unmatched_bank_transaction_count: number;
  /**
   * Finance proposals awaiting a person.
   */
  pending_proposal_count: number;
}

/**
 * The finance entity (set of books) an answer is about; its `currency` is the currency of every `*_cents` amount in the answer.
 */
export interface FinanceEntityRef {
  id: string;
  name: string;
  /**
   * ISO 4217 code; amounts are integer minor units of it (`*_cents`).
   */
  currency: string;
  /**
   * IANA time zone of the entity's calendar dates.
   */
  timezone: string;
}

/**
 * An asynchronous export of an entity's books and where it is.
 */
export interface FinanceExport {
  id: string;
  status: FinanceExportStatus;
  /**
   * `csv` (RFC 4180, UTF-8, header row) or `json`.
   */
  format: "csv" | "json";
  /**
   * The parts it holds, in the order they appear in the file.
   */
  parts: FinanceExportPart[];
  /**
   * First entry date included (entity calendar).
   */
  date_from: string;
  /**
   * Last entry date included (entity calendar).
   */
  date_to: string;
  /**
   * The job that produces it (see `get_job_runs`, kind `run_finance_export`).
   */
  job_id: string | null;
  /**
   * The snapshot: the highest journal entry `number` (posting sequence of the entity) the export includes, fixed when the job ran; entries posted later are never in it. 0 when the books had no entry; null until the job ran (for an export recorded with the seeded history: until its first download).
   */
  snapshot_number: number | null;
  /**
   * Journal entries in the export's journal (dated in the range, up to the snapshot); null until the job ran.
   */
  entry_count: number | null;
  /**
   * Rows of data in the file: journal lines plus report rows (the CSV header not counted); null until the job ran.
   */
  line_count: number | null;
  /**
   * Size of the file in bytes; null until the job ran.
   */
  byte_count: number | null;
  /**
   * Why it failed; null otherwise.
   */
  error: string | null;
  /**
   * The credential id that created it.
   */
  requested_by: string;
  created_at: string;
  /**
   * When the job started it; null while queued.
   */
  started_at: string | null;
  /**
   * When the job finished (succeeded or failed); null before.
   */
  finished_at: string | null;
  /**
   * Milliseconds from `created_at` to `started_at`; null while queued.
   */
  queue_ms: number | null;
  /**
   * Milliseconds from `started_at` to `finished_at`; null until finished.
   */
  duration_ms: number | null;
  /**
   * Until when a succeeded export can be downloaded (7 days after it finished); null before.
   */
  expires_at: string | null;
}

/**
 * Arguments of `finance_export_create`: which books, what to put in the file, for which dates.
 */
export interface FinanceExportCreateInput {
  /**
   * The finance entity (set of books) to export; an id that is not one of the store's entities answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * `csv` (default; RFC 4180, UTF-8, one header row, a `part` column naming the part of each row) or `json` (one object with an array per part).
   */
  format?: "csv" | "json";
  /**
   * 1..4 distinct parts (default `[journal]`), written in this order.
   */
  parts?: FinanceExportPart[];
  /**
   * First entry date (entity calendar, `YYYY-MM-DD`), inclusive.
   */
  date_from: string;
  /**
   * Last entry date (entity calendar), inclusive; not before `date_from` (else `invalid_request` naming `date_to`) and at most 3 years after it.
   */
  date_to: string;
}

/**
 * The export just queued (status `queued`).
 */
export interface FinanceExportCreateResult {
  entity: FinanceEntityRef;
  export: FinanceExport;
}

/**
 * Arguments of `finance_export_download`.
 */
export interface FinanceExportDownloadInput {
  /**
   * A succeeded export of this store; an unknown id, or an export that is not `succeeded` (queued, running, failed, expired), answers `invalid_request` naming `export_id` with its status.
   */
  export_id: string;
}

/**
 * A short-lived link to the export's file.
 */
export interface FinanceExportDownloadResult {
  export_id: string;
  /**
   * Path of the file, relative to the API's base URL (the host you called), e.g. `/api/v1/finance/exports/<id>/content?token=...`. `GET` it without an `Authorization` header: the signed `token` is the credential, valid until `expires_at`. The body is streamed (chunked). An expired, altered or unknown link answers 404 `not_found` (Error object); ask for a new one.
   */
  url: string;
  /**
   * The `Content-Type` the GET answers with.
   */
  content_type: "text/csv; charset=utf-8" | "application/json";
  /**
   * The file name the GET suggests (`Content-Disposition: attachment`).
   */
  filename: string;
  /**
   * Size of the file in bytes.
   */
  byte_count: number;
  /**
   * When the link stops working (5 minutes after this call, ISO 8601 UTC).
   */
  expires_at: string;
}

/**
 * A part of a finance export: `journal` (every journal line of the entries dated in the range), `trial_balance` (per account, debits and credits of all postings up to `date_to`), `profit_and_loss` (revenue and expense accounts over the range, and net income), `balance_sheet` (asset, liability and equity accounts as of `date_to`, with the earnings not yet closed to equity).
 */
export type FinanceExportPart = "journal" | "trial_balance" | "profit_and_loss" | "balance_sheet";

/**
 * Where an export is: `queued` (waiting for the job runner), `running`, `succeeded` (downloadable until `expires_at`), `failed` (see `error`; create a new one), `expired` (past `expires_at`; create a new one).
 */
export type FinanceExportStatus = "queued" | "running" | "succeeded" | "failed" | "expired";

/**
 * Arguments of `finance_export_status`.
 */
export interface FinanceExportStatusInput {
  /**
   * The export (`export.id` of `finance_export_create`); an id that is not an export of this store answers `invalid_request` naming `export_id`.
   */
  export_id: string;
}

/**
 * The export and where it is.
 */
export interface FinanceExportStatusResult {
  entity: FinanceEntityRef;
  export: FinanceExport;
}

/**
 * Arguments of `finance_journal_entries_list`: the journal entries of one finance entity with their lines, newest first by posting order unless `order` says `asc`.
 */
export interface FinanceJournalEntriesListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Entries per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only entries dated on or after this calendar date (entity time zone, `YYYY-MM-DD`).
   */
  date_from?: string;
  /**
   * Only entries dated on or before this calendar date (entity time zone); not before `date_from`.
   */
  date_to?: string;
  /**
   * Only entries of this period (an `id` from `finance_periods_list`); an id that is not one of the entity's periods answers `invalid_request` naming `period_id`.
   */
  period_id?: string;
  /**
   * Only entries with at least one line on this account (an `id` from `finance_accounts_list`); every line of such an entry is returned. An id that is not in the entity's chart answers `invalid_request` naming `account_id`.
   */
  account_id?: string;
  /**
   * Only entries posted by this source (`reversal`: the reversal entries themselves).
   */
  source?: "order" | "refund" | "cost_import" | "expense_import" | "bank_transaction" | "einvoice" | "opening_balance" | "manual" | "reversal";
  /**
   * `true`: only entries a later entry reversed; `false`: only entries not reversed. Omit for both.
   */
  reversed?: boolean;
  /**
   * Only entries whose memo contains this text (case-insensitive for ASCII letters).
   */
  q?: string;
  /**
   * `desc` (default): newest posting first (`number` descending); `asc`: oldest first.
   */
  order?: "desc" | "asc";
}

/**
 * A page of an entity's journal entries with their lines, in posting order (`number`) as `order` asked (default newest first).
 */
export interface FinanceJournalEntriesListResult {
  entity: FinanceEntityRef;
  entries: FinanceJournalEntry[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * A posted journal entry with its lines (double entry: the debits equal the credits). Posted entries are never edited: a correction is a reversal, a new entry whose `reverses_entry_id` names the original; the original then carries `reversed_by_entry_id`. Amounts are integer minor units of the entity's `currency`.
 */
export interface FinanceJournalEntry {
  id: string;
  /**
   * Sequence per entity from 1 in posting order (the list's order and cursor key).
   */
  number: number;
  /**
   * The number people quote: year of `entry_date`, then the sequence within that year (`2026-000123`).
   */
  entry_number: string;
  /**
   * Accounting date (entity calendar).
   */
  entry_date: string;
  period_id: string;
  /**
   * The period (`YYYY-MM`) the entry is in.
   */
  period: string;
  memo: string;
  /**
   * What posted it. `cost_import` is the cost-of-goods true-up after a variant's unit cost changed, by an approved cost import (`source_ref` `cost_import:<time>:<variant id>`) or storefront_update_variant_cost (`cost_update:<time>:<variant id>`): one rule for both, the new unit cost × quantity less the cost of goods already booked for each order line of the variant whose sale is booked in an open period.
   */
  source: "order" | "refund" | "cost_import" | "expense_import" | "bank_transaction" | "einvoice" | "opening_balance" | "manual" | "reversal";
  /**
   * `<kind>:<id>` of the document it books (e.g. `order:<id>`); null for manual entries and reversals.
   */
  source_ref: string | null;
  /**
   * Sum of the debits (= sum of the credits), minor units.
   */
  amount_cents: number;
  posted_at: string;
  /**
   * Who posted it (`service`, `sync`, an operator's email, or `api:<credential id>`).
   */
  posted_by: string;
  /**
   * The entry this one reverses; null unless it is a reversal.
   */
  reverses_entry_id: string | null;
  /**
   * `entry_number` of the entry this one reverses; null unless it is a reversal.
   */
  reverses_entry_number: string | null;
  /**
   * The later entry that reversed this one; null while it stands.
   */
  reversed_by_entry_id: string | null;
  /**
   * `entry_number` of the reversing entry; null while it stands.
   */
  reversed_by_entry_number: string | null;
  /**
   * Its lines, in order.
   */
  lines: FinanceJournalLine[];
}

/**
 * One line of a journal entry (or of a proposed booking): a debit or a credit on one account of the entity's chart; exactly one of `debit_cents` and `credit_cents` is positive, the other 0. Integer minor units of the entity's `currency`. Lines are listed in their order within the entry.
 */
export interface FinanceJournalLine {
  account_id: string;
  /**
   * The account's code in the chart of accounts, e.g. `1010`.
   */
  account_code: string;
  account_name: string;
  /**
   * Debit, integer minor units of the entity's `currency` (0 on a credit line).
   */
  debit_cents: number;
  /**
   * Credit, integer minor units of the entity's `currency` (0 on a debit line).
   */
  credit_cents: number;
  /**
   * The line's own text; null when the line has none (the entry's `memo` applies).
   */
  memo: string | null;
}

/**
 * A monthly accounting period of the entity (seed: State machines "Finance period": open → closed → open). Nothing is posted into a closed period.
 */
export interface FinancePeriod {
  id: string;
  /**
   * The calendar month, `YYYY-MM`.
   */
  period: string;
  /**
   * First day of the month (entity calendar).
   */
  starts_on: string;
  /**
   * Last day of the month (entity calendar).
   */
  ends_on: string;
  status: "open" | "closed";
  /**
   * Journal entries dated in it (reversals included).
   */
  entry_count: number;
  /**
   * When it was last closed; null if it never was.
   */
  closed_at: string | null;
  /**
   * Who last closed it (an operator's email, `api:<credential id>`, or `service`); null if it never was closed.
   */
  closed_by: string | null;
  /**
   * When it was last reopened; null if it never was.
   */
  reopened_at: string | null;
  /**
   * Who last reopened it; null if it never was reopened.
   */
  reopened_by: string | null;
}

/**
 * Arguments of `finance_period_close`.
 */
export interface FinancePeriodCloseInput {
  /**
   * The accounting period (`finance_periods_list`); must be `open`.
   */
  period_id: string;
  /**
   * Why, for people and the event (default null).
   */
  reason?: string | null;
  idempotency_key?: IdempotencyKey;
}

/**
 * Arguments of `finance_period_reopen`.
 */
export interface FinancePeriodReopenInput {
  /**
   * The accounting period (`finance_periods_list`); must be `closed`.
   */
  period_id: string;
  /**
   * Why, for people and the event (default null).
   */
  reason?: string | null;
  idempotency_key?: IdempotencyKey;
}

/**
 * The period after it was closed or reopened.
 */
export interface FinancePeriodWriteResult {
  entity: FinanceEntityRef;
  period: {
    id: string;
    /**
     * The calendar month, `YYYY-MM`.
     */
    period: string;
    starts_on: string;
    ends_on: string;
    status: "open" | "closed";
    /**
     * When it was last closed; null if it never was.
     */
    closed_at: string | null;
    /**
     * Who last closed it (operator email or credential id); null if it never was.
     */
    closed_by: string | null;
    reopened_at: string | null;
    reopened_by: string | null;
  };
  previous_status: "open" | "closed";
  /**
   * Receipt of the change (`resource_kind` `finance_period`).
   */
  receipt_id: string;
}

/**
 * Arguments of `finance_periods_list`: the monthly accounting periods of one finance entity, newest first.
 */
export interface FinancePeriodsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Periods per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only periods in this state. Omit for both.
   */
  status?: "open" | "closed";
  /**
   * Only periods from this month on (`YYYY-MM`, inclusive).
   */
  from?: string;
  /**
   * Only periods up to this month (`YYYY-MM`, inclusive); not before `from`.
   */
  to?: string;
}

/**
 * A page of an entity's accounting periods, newest month first.
 */
export interface FinancePeriodsListResult {
  entity: FinanceEntityRef;
  periods: FinancePeriod[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * Arguments of `finance_profit_and_loss`. `entity_id` is required; give the range either as dates (`date_from`, `date_to`) or as accounting periods (`period_from`, `period_to`), not both. Nothing given: the fiscal (calendar) year to date.
 */
export interface FinanceProfitAndLossInput {
  /**
   * The finance entity (set of books), from finance_entities_list; one that is not the store's answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * First calendar date included (entity time zone); default 1 January of `date_to`'s year.
   */
  date_from?: string;
  /**
   * Last calendar date included (entity time zone); default today there. Must not be before `date_from`.
   */
  date_to?: string;
  /**
   * First accounting period `YYYY-MM` included (from its first day); default `period_to`.
   */
  period_from?: string;
  /**
   * Last accounting period `YYYY-MM` included (to its last day); default `period_from`.
   */
  period_to?: string;
  /**
   * Comparative column (default `none`): `previous_period` = the range of the same length just before (the same number of whole months when the range is whole months, else the same number of days); `previous_year` = the same range one year earlier.
   */
  compare?: "none" | "previous_period" | "previous_year";
}

/**
 * A profit and loss statement (income statement) for `date_from`..`date_to`: revenue and expense accounts with activity, their totals, and net income; money in integer minor units of `entity.currency`.
 */
export interface FinanceProfitAndLossResult {
  entity: FinanceEntityRef;
  /**
   * First date included (entity time zone).
   */
  date_from: string;
  /**
   * Last date included (entity time zone).
   */
  date_to: string;
  /**
   * The comparison asked for.
   */
  compare: "none" | "previous_period" | "previous_year";
  /**
   * The comparative range (`comparison_*` fields); null when `compare` is `none`.
   */
  comparison: FinanceDateRange | null;
  /**
   * Revenue accounts, credit − debit (contra revenue such as `sales_refunds` shows negative).
   */
  revenue: FinanceReportSection;
  /**
   * Expense accounts, debit − credit.
   */
  expenses: FinanceReportSection;
  /**
   * `revenue.total_cents − expenses.total_cents`; negative is a loss.
   */
  net_income_cents: number;
  /**
   * The same for the comparative range; null without a comparison.
   */
  comparison_net_income_cents: number | null;
}

/**
 * A booking the service proposes (a journal entry not yet posted), with its lines, the rule's confidence and rationale, and what a person decided. Amounts are integer minor units of the entity's `currency`.
 */
export interface FinanceProposal {
  id: string;
  /**
   * `book_bank_transaction`: book an unmatched bank statement row; `accrual`; `reclassification` (move an amount between accounts).
   */
  kind: "book_bank_transaction" | "accrual" | "reclassification";
  status: "pending" | "accepted" | "rejected";
  /**
   * The accounting date the entry would have (entity calendar).
   */
  entry_date: string;
  memo: string;
  /**
   * Sum of the proposed debits (= credits), minor units.
   */
  amount_cents: number;
  /**
   * 0..1, how sure the rule that made it is.
   */
  confidence: number;
  /**
   * Why, in words (the rule and the evidence it matched).
   */
  rationale: string;
  /**
   * The proposed lines, in order.
   */
  lines: FinanceJournalLine[];
  /**
   * The statement row it books (kind `book_bank_transaction`); null otherwise.
   */
  bank_transaction: FinanceProposalBankTransaction | null;
  created_at: string;
  /**
   * When a person accepted or rejected it; null while pending.
   */
  decided_at: string | null;
  /**
   * Who decided (an operator's email or `api:<credential id>`); null while pending.
   */
  decided_by: string | null;
  /**
   * The entry posted when it was accepted; null otherwise.
   */
  entry_id: string | null;
  /**
   * `entry_number` of that entry; null otherwise.
   */
  entry_number: string | null;
}

/**
 * Summary of the bank statement row a proposal books; `amount_cents` is signed minor units of its `currency` (positive in, negative out).
 */
export interface FinanceProposalBankTransaction {
  id: string;
  bank_account_id: string;
  booking_date: string;
  amount_cents: number;
  currency: string;
  counterparty: string | null;
  description: string;
  state: "counted" | "dismissed";
  reconciliation: "unmatched" | "matched" | "booked";
}

/**
 * Arguments of `finance_proposals_list`: the bookings the service suggested for one finance entity (awaiting a person, or decided), newest first.
 */
export interface FinanceProposalsListInput {
  /**
   * The finance entity (set of books) of this store, from `finance_entities_list`; an id that is not one of the store's entities (another store's included) answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Proposals per page, 1..200 (default 50).
   */
  limit?: number;
  /**
   * Opaque cursor (`next_cursor` of the previous page, sent with the same filters); a value this API did not issue for this list answers `invalid_request` naming `cursor`.
   */
  cursor?: string;
  /**
   * Only proposals in this state (`pending` = awaiting a person). Omit for every status.
   */
  status?: "pending" | "accepted" | "rejected";
  /**
   * Only proposals of this kind. Omit for every kind.
   */
  kind?: "book_bank_transaction" | "accrual" | "reclassification";
}

/**
 * A page of an entity's finance proposals, newest `created_at` first (ties by id, descending).
 */
export interface FinanceProposalsListResult {
  entity: FinanceEntityRef;
  proposals: FinanceProposal[];
  /**
   * Whether another page follows.
   */
  has_more: boolean;
  /**
   * Pass as `cursor` (with the same filters) for the next page; null on the last page.
   */
  next_cursor: string | null;
}

/**
 * One account of a finance report section (profit and loss, balance sheet), in integer minor units of the entity's `currency`, signed in the section's normal direction: assets and expenses debit − credit; liabilities, equity and revenue credit − debit. A contra account therefore shows negative in its section (sales refunds in revenue, accumulated depreciation in assets).
 */
export interface FinanceReportLine {
  /**
   * The account (finance_accounts_list). Null only for the balance sheet's earlier-years earnings line of a chart that has no `retained_earnings` account.
   */
  account_id: string | null;
  /**
   * The chart's account number, e.g. `4000`; null exactly when `account_id` is.
   */
  code: string | null;
  name: string;
  /**
   * The role the service posts to (`sales`, `sales_refunds`, `retained_earnings`, ...); null for accounts only people post to.
   */
  system_key: string | null;
  /**
   * The account's amount for the report's range or date, minor units, signed as above.
   */
  amount_cents: number;
  /**
   * The same for the comparative column; null when the report has no comparison.
   */
  comparison_amount_cents: number | null;
}

/**
 * A section of a finance report (revenue, expenses, assets, liabilities): its accounts ordered by code, and their totals.
 */
export interface FinanceReportSection {
  /**
   * Every account of the section's type with at least one journal line in the report's range (or comparative range), ordered by account code; accounts without activity are not shown.
   */
  lines: FinanceReportLine[];
  /**
   * Sum of the lines' `amount_cents`.
   */
  total_cents: number;
  /**
   * Sum of the lines' `comparison_amount_cents`; null when the report has no comparison.
   */
  comparison_total_cents: number | null;
}

/**
 * One account of a trial balance, in integer minor units of the entity's `currency`.
 */
export interface FinanceTrialBalanceAccount {
  account_id: string;
  /**
   * The chart's account number, e.g. `1010`.
   */
  code: string;
  name: string;
  type: "asset" | "liability" | "equity" | "revenue" | "expense";
  /**
   * The side the account normally grows on (contra accounts are the opposite of their type's).
   */
  normal_balance: "debit" | "credit";
  /**
   * The role the service posts to (`bank`, `sales`, ...); null for accounts only people post to.
   */
  system_key: string | null;
  /**
   * Sum of the account's debit lines dated up to `as_of` (reversals included), minor units.
   */
  debit_cents: number;
  /**
   * Sum of its credit lines dated up to `as_of`, minor units.
   */
  credit_cents: number;
  /**
   * `debit_cents − credit_cents`: positive is a debit balance, negative a credit balance, whatever the account type.
   */
  balance_cents: number;
}

/**
 * Arguments of `finance_trial_balance`. `entity_id` is required; give at most one of `as_of` and `period` (neither: as of today in the entity's time zone).
 */
export interface FinanceTrialBalanceInput {
  /**
   * The finance entity (set of books), from finance_entities_list; one that is not the store's answers `invalid_request` naming `entity_id`.
   */
  entity_id: string;
  /**
   * Include lines dated on or before this calendar date of the entity's time zone (default today there).
   */
  as_of?: string;
  /**
   * An accounting period `YYYY-MM`; the trial balance is taken as of its last day. Not together with `as_of`.
   */
  period?: string;
}

/**
 * A trial balance: every account of the entity with at least one journal line dated on or before `as_of`, ordered by account code, with its totals; money in integer minor units of `entity.currency`.
 */
export interface FinanceTrialBalanceResult {
  entity: FinanceEntityRef;
  /**
   * The last calendar date included (the entity's time zone).
   */
  as_of: string;
  /**
   * The `period` asked for; null when the report was asked by `as_of` (or by default).
   */
  period: string | null;
  /**
   * Accounts with activity up to `as_of`, ordered by code (not paged; a chart has a few dozen to a few hundred accounts). Accounts without any line are not shown; an account whose lines net to 0 is.
   */
  accounts: FinanceTrialBalanceAccount[];
  /**
   * Sum of `debit_cents` over the accounts.
   */
  total_debit_cents: number;
  /**
   * Sum of `credit_cents` over the accounts.
   */
  total_credit_cents: number;
  /**
   * Whether total debits equal total credits (always true for books kept by this service, where every entry balances).
   */
  balanced: boolean;
}
