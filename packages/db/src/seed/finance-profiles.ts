/**
 * What differs between the two demo stores' books (seed/finance-books.ts posts them): the payment
 * service provider and its fees, payout days, the recurring costs of the months before the expense
 * history of seed/costs.ts begins (the same vendors and amounts), suppliers, taxes and opening
 * balances; the operators, customers and unknown counterparties of the finance seed. Amounts in
 * minor units of the entity's currency.
 */
import { BUSINESS_MONTHLY, BUSINESS_WEEKLY, HOSTED_MONTHLY, HOSTED_WEEKLY, type Recurring, type Weekly } from './costs';
import type { UnknownVendor } from './finance-bank';

/** A monthly cost on a fixed day of the month. `credit`: paid from the bank or charged to the company card. */
export interface MonthlyCost {
  day: number;
  account: string;
  description: string;
  vendor: string;
  cents: number;
  spread: number;
  credit: 'bank' | 'card_payable';
  /** Input VAT is included in `cents` (reclaimable; the entity's `inputVatRate`). */
  vat: boolean;
}

/** A weekly (or fortnightly) cost, booked as one summary per month before the expense history. */
export interface WeeklyCost {
  account: string;
  description: string;
  vendor: string;
  cents: number;
  everyOther: boolean;
  vat: boolean;
}

export interface StoreProfile {
  /** Input VAT rate on VAT-able costs and stock purchases (0 where there is none). */
  inputVatRate: number;
  psp: { name: string; counterparty: string; payoutWeekdays: readonly number[] };
  /** Per-order PSP fee of the channels it collects (`null`: the PSP invoices its fees, see the expenses). */
  orderFee: { rate: number; fixedCents: number; channels: readonly string[] } | null;
  monthly: readonly MonthlyCost[];
  weekly: readonly WeeklyCost[];
  suppliers: readonly string[];
  /** Bank charges per month (booked from the statement in the last 90 days). */
  bankFee: { cents: number; description: string; counterparty: string };
  taxAuthority: { name: string; memo: string; day: number };
  card: { counterparty: string; bankText: string; cardText: string };
  opening: { shareCapital: number; equipment: number; pettyCash: number; bankCushion: number };
  /** Monthly season factor of the sales summaries (index 0 = January). */
  season: readonly number[];
  categories: ExpenseCategories;
}

/** Expense category → account (system key or code); VAT-able categories; categories paid by card. */
export interface ExpenseCategories {
  account: Readonly<Record<string, string>>;
  vat: ReadonlySet<string>;
  card: ReadonlySet<string>;
}

const CATEGORY_ACCOUNTS: Readonly<Record<string, string>> = {
  rent: 'rent',
  salaries: 'payroll',
  software: 'software',
  marketing_other: 'advertising',
  shipping: 'shipping_costs',
  payment_fees: 'psp_fees',
  packaging: '5200',
};

/** How the books post an expense of `category`: its account, paid from the bank or by card, with input VAT or not. */
export function expenseBooking(
  categories: ExpenseCategories,
  category: string,
): { account: string; credit: MonthlyCost['credit']; vat: boolean } {
  return {
    account: categories.account[category] ?? 'other_expenses',
    credit: categories.card.has(category) ? 'card_payable' : 'bank',
    vat: categories.vat.has(category),
  };
}

/** The monthly expenses of seed/costs.ts as the books post them before the expense history. */
function monthlyCosts(expenses: ReadonlyArray<Recurring & { day: number }>, categories: ExpenseCategories): MonthlyCost[] {
  return expenses.map((e) => ({
    day: e.day,
    description: e.description,
    vendor: e.vendor,
    cents: e.cents,
    spread: e.spread,
    ...expenseBooking(categories, e.category),
  }));
}

/** The weekly expenses of seed/costs.ts as the books summarise them per month before the expense history. */
function weeklyCosts(expenses: readonly Weekly[], categories: ExpenseCategories): WeeklyCost[] {
  return expenses.map((e) => {
    const { account, vat } = expenseBooking(categories, e.category);
    return { account, description: e.summary ?? e.description, vendor: e.vendor, cents: e.cents, everyOther: e.everyOther === true, vat };
  });
}

const HOSTED_CATEGORIES: ExpenseCategories = {
  account: CATEGORY_ACCOUNTS,
  vat: new Set(['shipping', 'packaging', 'marketing_other']),
  card: new Set(['software']),
};

const BUSINESS_CATEGORIES: ExpenseCategories = { account: CATEGORY_ACCOUNTS, vat: new Set(), card: new Set(['software']) };

/** Northwind Outfitters B.V. (EUR, NL): Stripe for the storefront, Adyen invoices for POS and marketplace. */
export const HOSTED_PROFILE: StoreProfile = {
  inputVatRate: 0.21,
  psp: { name: 'Stripe', counterparty: 'Stripe Technology Europe Ltd', payoutWeekdays: [0, 2, 4] },
  orderFee: { rate: 0.014, fixedCents: 25, channels: ['online_store'] },
  monthly: monthlyCosts(HOSTED_MONTHLY, HOSTED_CATEGORIES),
  weekly: weeklyCosts(HOSTED_WEEKLY, HOSTED_CATEGORIES),
  suppliers: ['Nordic Textile Mills AB', 'Atelier Sanne B.V.', 'Brabant Leather Works', 'Lisboa Knitwear Lda'],
  bankFee: { cents: 2_450, description: 'Kosten zakelijke rekening / account fees', counterparty: 'ING Bank N.V.' },
  taxAuthority: { name: 'Belastingdienst', memo: 'VAT return', day: 20 },
  card: { counterparty: 'American Express', bankText: 'AMERICAN EXPRESS INCASSO', cardText: 'PAYMENT RECEIVED - THANK YOU' },
  opening: { shareCapital: 5_000_000, equipment: 2_400_000, pettyCash: 30_000, bankCushion: 2_500_000 },
  season: [0.85, 0.8, 0.9, 0.95, 1, 0.95, 0.9, 0.9, 1, 1.05, 1.2, 1.45],
  categories: HOSTED_CATEGORIES,
};

/** Harbor Wholesale Company LLC (USD, US): invoiced wholesale (net terms), Stripe for the rest, no VAT. */
export const BUSINESS_PROFILE: StoreProfile = {
  inputVatRate: 0,
  psp: { name: 'Stripe', counterparty: 'Stripe, Inc.', payoutWeekdays: [1, 3] },
  orderFee: null,
  monthly: monthlyCosts(BUSINESS_MONTHLY, BUSINESS_CATEGORIES),
  weekly: weeklyCosts(BUSINESS_WEEKLY, BUSINESS_CATEGORIES),
  suppliers: ['Pacific Coffee Importers', 'Evergreen Packaging Supply', 'Bayview Ceramics', 'Northline Dairy Alternatives'],
  bankFee: { cents: 9_500, description: 'MONTHLY SERVICE FEE', counterparty: 'JPMorgan Chase Bank' },
  taxAuthority: { name: 'NYS Dept of Taxation and Finance', memo: 'Sales tax remittance', day: 20 },
  card: { counterparty: 'American Express', bankText: 'AMEX EPAYMENT ACH PMT', cardText: 'ONLINE PAYMENT - THANK YOU' },
  opening: { shareCapital: 10_000_000, equipment: 6_000_000, pettyCash: 0, bankCushion: 5_000_000 },
  season: [0.8, 0.85, 0.95, 1, 1.05, 1.05, 1, 1, 1.05, 1.05, 1, 0.9],
  categories: BUSINESS_CATEGORIES,
};

/** Wholesale customers of Harbor (a customer_ref maps to one of them, deterministically). */
export const CAFES = [
  'Blue Bottle Corner LLC',
  'Saltwater Coffee Co',
  'Pier 39 Espresso Bar',
  'Morning Tide Cafe',
  'Lighthouse Roasters',
  'Dockside Bakery Inc',
  'Anchor & Bean LLC',
  'Seagull Deli',
  'Riverside Bistro Group',
  'Cannery Row Kitchen',
] as const;

/** Who closes periods, imports statements and posts by hand. */
export const OPERATORS = {
  hosted: 'finance@northwind-outfitters.example',
  uk: 'finance@northwind-outfitters.example',
  business: 'maya@harbor-wholesale.example',
} as const;

/** Counterparties of the unmatched bank rows per `<entity key>:<bank account name>` (seed/finance-bank.ts). */
export const UNKNOWN: Readonly<Record<string, readonly UnknownVendor[]>> = {
  'hosted:ING current account': [
    {
      counterparty: 'Coolblue B.V.',
      description: 'Coolblue bestelling / order',
      account: 'office',
      confidence: 0.93,
      earlier: 7,
      min: -420,
      max: -45,
    },
    { counterparty: 'KPN B.V.', description: 'KPN zakelijk mobiel', account: 'office', confidence: 0.88, earlier: 11, min: -160, max: -70 },
    {
      counterparty: 'J. de Vries',
      description: 'Terugbetaling borg / deposit refund',
      account: null,
      confidence: 0,
      earlier: 0,
      min: 150,
      max: 400,
    },
    {
      counterparty: 'NS Reizigers B.V.',
      description: 'NS Zakelijk reizen',
      account: 'other_expenses',
      confidence: 0.74,
      earlier: 4,
      min: -90,
      max: -18,
    },
    {
      counterparty: 'Kamer van Koophandel',
      description: 'KVK uittreksel',
      account: 'other_expenses',
      confidence: 0.82,
      earlier: 2,
      min: -25,
      max: -9,
    },
    { counterparty: 'Albert Heijn 1403', description: 'AH to go', account: 'office', confidence: 0.61, earlier: 3, min: -45, max: -8 },
  ],
  'hosted:Amex business card': [
    {
      counterparty: 'Canva Pty Ltd',
      description: 'CANVA* PRO SUBSCRIPTION',
      account: 'software',
      confidence: 0.9,
      earlier: 5,
      min: -120,
      max: -12,
    },
    {
      counterparty: 'Booking.com',
      description: 'BOOKING.COM HOTEL',
      account: 'other_expenses',
      confidence: 0.7,
      earlier: 2,
      min: -380,
      max: -90,
    },
  ],
  'business:Chase business checking': [
    {
      counterparty: 'Staples',
      description: 'STAPLES 00112 DEBIT CARD PURCHASE',
      account: 'office',
      confidence: 0.9,
      earlier: 9,
      min: -260,
      max: -25,
    },
    {
      counterparty: 'Verizon Wireless',
      description: 'VERIZON WIRELESS PAYMENTS',
      account: 'office',
      confidence: 0.86,
      earlier: 6,
      min: -340,
      max: -180,
    },
    {
      counterparty: 'Seabreeze Catering',
      description: 'ACH CREDIT SEABREEZE CATERING',
      account: null,
      confidence: 0,
      earlier: 0,
      min: 300,
      max: 2400,
    },
    {
      counterparty: 'Con Edison',
      description: 'CON ED OF NY INTELL CK',
      account: 'other_expenses',
      confidence: 0.72,
      earlier: 5,
      min: -900,
      max: -380,
    },
  ],
  'business:Amex business card': [
    { counterparty: 'Adobe', description: 'ADOBE *CREATIVE CLOUD', account: 'software', confidence: 0.92, earlier: 8, min: -90, max: -55 },
    {
      counterparty: 'Delta Air Lines',
      description: 'DELTA AIR LINES',
      account: 'other_expenses',
      confidence: 0.7,
      earlier: 1,
      min: -640,
      max: -240,
    },
  ],
  'uk:Barclays business account': [
    {
      counterparty: 'Companies House',
      description: 'COMPANIES HOUSE CONF STMT',
      account: 'other_expenses',
      confidence: 0.85,
      earlier: 1,
      min: -34,
      max: -13,
    },
    { counterparty: 'Tesco Stores', description: 'TESCO STORES 2291', account: 'office', confidence: 0.62, earlier: 2, min: -40, max: -6 },
    { counterparty: 'HMRC', description: 'HMRC VAT REPAYMENT', account: null, confidence: 0, earlier: 0, min: 20, max: 180 },
  ],
};

/** Dismissed bank rows per entity key and bank account name. */
export const DISMISSALS: Readonly<Record<string, Readonly<Record<string, ReadonlyArray<'duplicate_of' | 'not_a_transaction'>>>>> = {
  hosted: { 'ING current account': ['duplicate_of', 'not_a_transaction'], 'Amex business card': ['not_a_transaction'] },
  business: { 'Chase business checking': ['duplicate_of', 'not_a_transaction'] },
  uk: {},
};

/** Northwind's business customers (Peppol scheme 0106: KvK, 0208: Belgian enterprise number). */
export const NL_CUSTOMERS = [
  { name: 'Hotel De Wittenburg B.V.', scheme: '0106' },
  { name: 'Studio Bloom Events', scheme: '0106' },
  { name: 'Fietsfabriek Noord B.V.', scheme: '0106' },
  { name: 'Brouwerij Het Anker NV', scheme: '0208' },
  { name: 'Van Dijk Architecten', scheme: '0106' },
  { name: 'Museumkwartier Utrecht', scheme: '0106' },
  { name: 'Kinderopvang Zonnetje B.V.', scheme: '0106' },
  { name: 'Atelier Gent BV', scheme: '0208' },
] as const;

/** Harbor's e-invoicing customers (Peppol scheme 0060: DUNS). */
export const US_CUSTOMERS = [
  { name: 'Lighthouse Roasters', scheme: '0060' },
  { name: 'Riverside Bistro Group', scheme: '0060' },
  { name: 'Cannery Row Kitchen', scheme: '0060' },
  { name: 'Anchor & Bean LLC', scheme: '0060' },
] as const;
