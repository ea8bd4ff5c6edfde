/**
 * The chart of accounts template and the bank accounts of the seeded finance entities (finance.md "System keys of the chart"). One template for every entity: 1xxx assets, 2xxx
 * liabilities, 3xxx equity, 4xxx revenue (4900 sales refunds is contra-revenue: type revenue,
 * normal balance debit), 5xxx–6xxx expenses, 7xxx other results; `system_key` is the role the
 * books engine posts to. Each bank account has its own ledger account, named after it: the main
 * bank account is 1010 (`bank`), the PSP balance 1100 (`psp_clearing`), the company card 2200
 * (`card_payable`, a liability), petty cash 1050.
 *
 * Ids come from PRNG streams named after the entity id and the account code (or bank account
 * name), so they are the same at any scale and anchor (documented examples may name them).
 */
import type { FinanceAccountRow, FinanceAccountType, FinanceBankAccountRow, FinanceEntityRow } from '../tables';
import type { Rng } from './prng';
import { DAY_MS, iso } from './time';

type Template = readonly [code: string, name: string, type: FinanceAccountType, systemKey: string | null, description: string | null];

/** The template (34 accounts). Normal balance: debit for assets and expenses, credit otherwise, except the contra accounts. */
const CHART: readonly Template[] = [
  ['1010', 'Bank', 'asset', 'bank', 'The main bank account: payouts in, suppliers, payroll and taxes out.'],
  ['1050', 'Petty cash', 'asset', null, 'Cash on hand for small purchases.'],
  [
    '1100',
    'PSP clearing',
    'asset',
    'psp_clearing',
    'Card and wallet payments collected by the payment service provider, not yet paid out.',
  ],
  ['1200', 'Accounts receivable', 'asset', 'accounts_receivable', 'Invoices to customers not yet paid.'],
  ['1300', 'Inventory', 'asset', 'inventory', 'Stock at cost.'],
  ['1400', 'VAT receivable', 'asset', 'vat_receivable', 'Input tax on purchases, reclaimable.'],
  ['1500', 'Prepaid expenses', 'asset', null, null],
  ['1700', 'Equipment', 'asset', null, 'Furniture, fixtures and equipment at cost.'],
  ['1710', 'Accumulated depreciation', 'asset', null, 'Contra asset: depreciation of 1700 so far.'],
  ['2000', 'Accounts payable', 'liability', 'accounts_payable', 'Supplier invoices not yet paid.'],
  ['2100', 'VAT payable', 'liability', 'vat_payable', 'Output tax charged on sales, due to the tax authority.'],
  ['2200', 'Company credit card', 'liability', 'card_payable', 'Card spending not yet settled from the bank account.'],
  ['2300', 'Payroll liabilities', 'liability', 'payroll_payable', null],
  ['2400', 'Accrued liabilities', 'liability', null, null],
  ['2500', 'Loans payable', 'liability', null, null],
  ['3000', 'Share capital', 'equity', 'share_capital', null],
  ['3100', 'Retained earnings', 'equity', 'retained_earnings', 'Results of earlier years.'],
  ['4000', 'Sales', 'revenue', 'sales', 'Goods sold, net of discounts and tax.'],
  ['4100', 'Shipping income', 'revenue', 'shipping_income', 'Shipping charged to customers, net of tax.'],
  ['4900', 'Sales refunds', 'revenue', 'sales_refunds', 'Contra revenue: refunds to customers, net of tax.'],
  ['5000', 'Cost of goods sold', 'expense', 'cogs', 'Cost of the goods sold, from variant costs (estimated where unknown).'],
  ['5100', 'Shipping and fulfilment', 'expense', 'shipping_costs', 'Carrier and fulfilment invoices.'],
  ['5200', 'Packaging materials', 'expense', null, null],
  ['6000', 'Advertising', 'expense', 'advertising', 'Ads, influencers, trade fairs.'],
  ['6100', 'Payment processing fees', 'expense', 'psp_fees', null],
  ['6200', 'Bank charges', 'expense', 'bank_fees', null],
  ['6300', 'Rent', 'expense', 'rent', null],
  ['6400', 'Salaries and wages', 'expense', 'payroll', null],
  ['6500', 'Software subscriptions', 'expense', 'software', null],
  ['6600', 'Office expenses', 'expense', 'office', 'Office supplies, telephone and internet.'],
  ['6700', 'Professional fees', 'expense', null, 'Accountants, lawyers.'],
  ['6800', 'Depreciation', 'expense', null, null],
  ['6900', 'Other expenses', 'expense', 'other_expenses', 'Travel and anything without an account of its own.'],
  ['7000', 'Exchange differences', 'expense', null, 'Gains (credit) and losses (debit) on foreign currency.'],
];

/** Contra accounts: the normal balance opposite to their type's. */
const CONTRA = new Set(['1710', '4900']);

/** A bank, card, cash or PSP account of an entity and the ledger account (code) it books to. */
export interface BankAccountSpec {
  name: string;
  kind: FinanceBankAccountRow['kind'];
  institution: string | null;
  masked: string | null;
  /** 1010, 1050, 1100 or 2200 (see the module comment). */
  ledgerCode: string;
  /** Days after the entity was created that the account was added. */
  addedAfterDays: number;
  /** Statement imports of the last ~90 days (bank and card accounts only). */
  statements?: { format: 'csv' | 'camt053'; cadence: 'weekly' | 'monthly'; file: (to: string) => string; withReference: boolean };
}

/**
 * The chart of `entity` (the template; bank ledger accounts named after their bank accounts, US
 * sales tax names) and its bank accounts, each booking to its ledger account (`ledgerCode`).
 */
export function chartRows(
  rng: Rng,
  entity: FinanceEntityRow,
  banks: readonly BankAccountSpec[],
): { accounts: FinanceAccountRow[]; bankAccounts: FinanceBankAccountRow[] } {
  const named = new Map(banks.map((b) => [b.ledgerCode, b.name]));
  const us = entity.country === 'US';
  const accounts = CHART.map(([code, name, type, key, description]): FinanceAccountRow => {
    let display = named.get(code) ?? name;
    if (code === '2100' && us) display = 'Sales tax payable';
    if (code === '1400' && us) display = 'Sales tax receivable';
    const debitNormal = type === 'asset' || type === 'expense';
    return {
      id: rng.fork(`account:${entity.id}:${code}`).uuid(),
      store_id: entity.store_id,
      entity_id: entity.id,
      code,
      name: display,
      type,
      normal_balance: debitNormal !== CONTRA.has(code) ? 'debit' : 'credit',
      system_key: key,
      description: us && (code === '2100' || code === '1400') ? 'State and local sales tax.' : description,
      is_active: true,
      created_at: entity.created_at,
    };
  });
  const byCode = new Map(accounts.map((a) => [a.code, a]));
  const createdMs = Date.parse(entity.created_at);
  const bankAccounts = banks.map((b): FinanceBankAccountRow => {
    const at = iso(createdMs + b.addedAfterDays * DAY_MS);
    return {
      id: rng.fork(`bank-account:${entity.id}:${b.name}`).uuid(),
      store_id: entity.store_id,
      entity_id: entity.id,
      name: b.name,
      kind: b.kind,
      institution: b.institution,
      account_number_masked: b.masked,
      currency: entity.currency,
      ledger_account_id: byCode.get(b.ledgerCode)!.id,
      status: 'active',
      created_at: at,
      updated_at: at,
    };
  });
  return { accounts, bankAccounts };
}

/** The demo entities' bank accounts (seed brief: Northwind ING, Stripe, Amex, petty cash; UK Barclays; Harbor Chase, Amex, Stripe). */
export const BANKS: Readonly<Record<'hosted' | 'uk' | 'business', readonly BankAccountSpec[]>> = {
  hosted: [
    {
      name: 'ING current account',
      kind: 'bank',
      institution: 'ING',
      masked: 'NL•• •••• •••• 4321',
      ledgerCode: '1010',
      addedAfterDays: 2,
      statements: { format: 'camt053', cadence: 'weekly', file: (to) => `camt053_NL91INGB_4321_${to}.xml`, withReference: true },
    },
    { name: 'Stripe balance', kind: 'psp', institution: 'Stripe', masked: 'acct_••••••••7QxR', ledgerCode: '1100', addedAfterDays: 9 },
    {
      name: 'Amex business card',
      kind: 'card',
      institution: 'American Express',
      masked: '•••• •••••• •1009',
      ledgerCode: '2200',
      addedAfterDays: 30,
      statements: { format: 'csv', cadence: 'monthly', file: (to) => `amex-activity-${to.slice(0, 7)}.csv`, withReference: true },
    },
    { name: 'Petty cash', kind: 'cash', institution: null, masked: null, ledgerCode: '1050', addedAfterDays: 2 },
  ],
  uk: [
    {
      name: 'Barclays business account',
      kind: 'bank',
      institution: 'Barclays',
      masked: 'GB•• •••• •••• •••• ••58 12',
      ledgerCode: '1010',
      addedAfterDays: 1,
      statements: { format: 'csv', cadence: 'weekly', file: (to) => `barclays-statement-${to}.csv`, withReference: false },
    },
  ],
  business: [
    {
      name: 'Chase business checking',
      kind: 'bank',
      institution: 'JPMorgan Chase',
      masked: '••••••6077',
      ledgerCode: '1010',
      addedAfterDays: 1,
      statements: {
        format: 'csv',
        cadence: 'weekly',
        file: (to) => `Chase6077_Activity_${to.replace(/-/g, '')}.CSV`,
        withReference: false,
      },
    },
    {
      name: 'Amex business card',
      kind: 'card',
      institution: 'American Express',
      masked: '•••• •••••• •2005',
      ledgerCode: '2200',
      addedAfterDays: 20,
      statements: { format: 'csv', cadence: 'monthly', file: (to) => `amex-activity-${to.slice(0, 7)}.csv`, withReference: true },
    },
    { name: 'Stripe balance', kind: 'psp', institution: 'Stripe', masked: 'acct_••••••••3LmZ', ledgerCode: '1100', addedAfterDays: 45 },
  ],
};
