/** The finance domain's handler map (generated `FinanceHandlers`); each handler lives in the file named for it. */
import type { FinanceHandlers } from '@storeops/contract';
import { financeEntitiesList } from './entities';
import { financeAccountsList } from './lists/accounts';
import { financeBankAccountsList, financeBankTransactionsList } from './lists/bank';
import { financeEinvoiceMessagesList } from './lists/einvoices';
import { financeJournalEntriesList } from './lists/journal';
import { financePeriodsList } from './lists/periods';
import { financeProposalsList } from './lists/proposals';
import { financeBalanceSheet } from './reports/balance-sheet';
import { financeProfitAndLoss } from './reports/profit-and-loss';
import { financeTrialBalance } from './reports/trial-balance';
import { financeChanges } from './changes/feed';
import { financeExportCreate, financeExportDownload, financeExportStatus } from './changes/exports';
import { financeBankAccountCreate, financeBankAccountUpdate } from './ops/bank-accounts';
import { financeBankStatementImport } from './ops/bank-import';
import { financeBankTransactionDismiss, financeBankTransactionUndismiss } from './ops/bank-transactions';
import { financePeriodClose, financePeriodReopen } from './ops/periods';

export const handlers = {
  finance_entities_list: financeEntitiesList,
  finance_accounts_list: financeAccountsList,
  finance_periods_list: financePeriodsList,
  finance_journal_entries_list: financeJournalEntriesList,
  finance_bank_accounts_list: financeBankAccountsList,
  finance_bank_transactions_list: financeBankTransactionsList,
  finance_einvoice_messages_list: financeEinvoiceMessagesList,
  finance_proposals_list: financeProposalsList,
  finance_trial_balance: financeTrialBalance,
  finance_profit_and_loss: financeProfitAndLoss,
  finance_balance_sheet: financeBalanceSheet,
  finance_changes: financeChanges,
  finance_export_create: financeExportCreate,
  finance_export_status: financeExportStatus,
  finance_export_download: financeExportDownload,
  finance_bank_statement_import: financeBankStatementImport,
  finance_bank_transaction_dismiss: financeBankTransactionDismiss,
  finance_bank_transaction_undismiss: financeBankTransactionUndismiss,
  finance_period_close: financePeriodClose,
  finance_period_reopen: financePeriodReopen,
  finance_bank_account_create: financeBankAccountCreate,
  finance_bank_account_update: financeBankAccountUpdate,
} satisfies FinanceHandlers;
