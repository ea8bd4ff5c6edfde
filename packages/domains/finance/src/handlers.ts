/** The finance domain's handler map (generated `FinanceHandlers`); the rules are in the modules it names. */
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
  finance_entities_list: (input, ctx) => financeEntitiesList(ctx, input),
  finance_accounts_list: (input, ctx) => financeAccountsList(ctx, input),
  finance_periods_list: (input, ctx) => financePeriodsList(ctx, input),
  finance_journal_entries_list: (input, ctx) => financeJournalEntriesList(ctx, input),
  finance_bank_accounts_list: (input, ctx) => financeBankAccountsList(ctx, input),
  finance_bank_transactions_list: (input, ctx) => financeBankTransactionsList(ctx, input),
  finance_einvoice_messages_list: (input, ctx) => financeEinvoiceMessagesList(ctx, input),
  finance_proposals_list: (input, ctx) => financeProposalsList(ctx, input),
  finance_trial_balance: (input, ctx) => financeTrialBalance(ctx, input),
  finance_profit_and_loss: (input, ctx) => financeProfitAndLoss(ctx, input),
  finance_balance_sheet: (input, ctx) => financeBalanceSheet(ctx, input),
  finance_changes: (input, ctx) => financeChanges(ctx, input),
  finance_export_create: (input, ctx) => financeExportCreate(ctx, input),
  finance_export_status: (input, ctx) => financeExportStatus(ctx, input),
  finance_export_download: (input, ctx) => financeExportDownload(ctx, input),
  finance_bank_statement_import: (input, ctx) => financeBankStatementImport(ctx, input),
  finance_bank_transaction_dismiss: (input, ctx) => financeBankTransactionDismiss(ctx, input),
  finance_bank_transaction_undismiss: (input, ctx) => financeBankTransactionUndismiss(ctx, input),
  finance_period_close: (input, ctx) => financePeriodClose(ctx, input),
  finance_period_reopen: (input, ctx) => financePeriodReopen(ctx, input),
  finance_bank_account_create: (input, ctx) => financeBankAccountCreate(ctx, input),
  finance_bank_account_update: (input, ctx) => financeBankAccountUpdate(ctx, input),
} satisfies FinanceHandlers;
