/**
 * The deterministic finance seed: a year of double-entry books on both demo stores,
 * generated as rows (the one place that does not post through the books engine). `seedFinance`
 * runs after `webhookHistoryRows` (which creates the stores' entities) on its own PRNG fork and
 * returns, for three entities:
 *
 * - Northwind Outfitters B.V. (EUR, Europe/Amsterdam) and Harbor Wholesale Company LLC (USD,
 *   America/New_York): the books of seed/finance-books.ts: every seeded order and refund, fees,
 *   payouts, expenses, stock, settlements and the months before the order window;
 * - a new entity, Northwind Outfitters UK Ltd (GBP, Europe/London, GB), on the hosted store,
 *   created ~200 days before the anchor, with the small history of seed/finance-uk.ts;
 *
 * each with: the chart of accounts (seed/finance-chart.ts: 34 accounts, one ledger account per
 * bank account), its bank accounts, monthly periods from 13 months before the current month (or
 * the entity's first month) through the current month, all but the last two closed 3–7 days after
 * month end by the entity's finance operator; an opening balance entry at the start (share
 * capital, bank, inventory, equipment; the bank sized so it never runs dry); bank statement
 * imports and rows of the last 90 days with proposals (seed/finance-bank.ts); e-invoice messages
 * (seed/finance-einvoices.ts); and the change feed (seed/finance-feed.ts). Exports: none (history
 * of the running service only).
 *
 * The books balance (every entry, so every trial balance), entry numbers follow posting order, and
 * nothing is posted into a period after it was closed: {@link Ledger.finalise} checks each rule
 * and throws, so a seed that breaks one fails loudly. Order-driven rows follow `scale`; fixed ones
 * (expenses, recurring costs, the UK entity) do not. Ids of entities, accounts and bank accounts
 * come from streams named after them, and those of periods, unmatched and dismissed bank rows from
 * streams named after their role (the current month, the first unmatched row of an account, ...),
 * so the rows documented examples name have the same ids at any scale and anchor.
 */
import type { ExpenseRow, FinanceEntityRow, FinanceExportRow, FinancePeriodRow, PerformanceDailyRow, TableName } from '../tables';
import { BANKS, type BankAccountSpec, chartRows } from './finance-chart';
import { bankHistory } from './finance-bank';
import { type Purchase, type StoreBooks, postStoreBooks } from './finance-books';
import { einvoiceMessages, type EinvoiceInput } from './finance-einvoices';
import { type ChangeSeedRow, changeFeed } from './finance-feed';
import { Ledger, LocalCalendar, type LineSpec, addDays, addMonths, at, monthEnd, monthsBetween } from './finance-ledger';
import {
  BUSINESS_PROFILE,
  DISMISSALS,
  HOSTED_PROFILE,
  NL_CUSTOMERS,
  OPERATORS,
  UNKNOWN,
  US_CUSTOMERS,
  type StoreProfile,
} from './finance-profiles';
import { postUkBooks } from './finance-uk';
import type { ProductPlan } from './catalogue';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { type Clock, DAY_MS, HOUR_MS, MINUTE_MS, iso, ymd } from './time';

export interface FinanceSeedInput {
  clock: Clock;
  hosted: {
    entity: FinanceEntityRow;
    products: readonly ProductPlan[];
    orders: readonly OrderPlan[];
    expenses: readonly ExpenseRow[];
    performance: readonly PerformanceDailyRow[];
  };
  business: { entity: FinanceEntityRow; orders: readonly OrderPlan[]; expenses: readonly ExpenseRow[] };
}

export interface FinanceSeedRows {
  /** New entities (the UK one), inserted with the stores' entities. */
  entities: FinanceEntityRow[];
  /** Rows of the finance tables, parents first; `finance_changes` in `occurred_at` order. */
  tables: Array<[TableName, readonly object[]]>;
}

/**
 * Periods `firstMonth`..`currentMonth`; all but the last two closed 3–7 days after month end. Ids
 * are named by the period's position before the current month (see the comment inside).
 */
function periodRows(rng: Rng, entity: FinanceEntityRow, firstMonth: string, currentMonth: string, operator: string): FinancePeriodRow[] {
  const createdMs = Date.parse(entity.created_at);
  const months = monthsBetween(firstMonth, currentMonth);
  return months.map((m, i) => {
    // Named by position (0 = the current month, 1 = the previous one, ...), so the period a
    // documented example closes or reopens has the same id whatever the anchor day.
    const r = rng.fork(`period:${entity.id}:${months.length - 1 - i}`);
    const end = monthEnd(m);
    const closed = i < months.length - 2;
    const closedMs = at(addDays(end, r.int(3, 7)), 14 + r.range(0, 3));
    return {
      id: r.uuid(),
      store_id: entity.store_id,
      entity_id: entity.id,
      period: m,
      starts_on: `${m}-01`,
      ends_on: end,
      status: closed ? 'closed' : 'open',
      closed_at: closed ? iso(Math.floor(closedMs / 1000) * 1000) : null,
      closed_by: closed ? operator : null,
      reopened_at: null,
      reopened_by: null,
      created_at: iso(Math.max(createdMs, at(`${m}-01`, 0) - 5 * DAY_MS)),
    };
  });
}

/** Lowest running balance (debits - credits, in date order) of account `key` over the drafts. */
function lowestBalance(ledger: Ledger, key: string): number {
  let running = 0;
  let lowest = 0;
  for (const [, v] of [...ledger.movementsByDate(key)].sort((a, b) => a[0].localeCompare(b[0]))) {
    running += v;
    lowest = Math.min(lowest, running);
  }
  return lowest;
}

const roundUp = (cents: number, step: number) => Math.ceil(cents / step) * step;

/** One entity's assembled books. */
interface EntityBooks {
  key: 'hosted' | 'business' | 'uk';
  entity: FinanceEntityRow;
  tables: Partial<Record<TableName, object[]>>;
  changes: ChangeSeedRow[];
}

interface EntityPlan {
  key: EntityBooks['key'];
  entity: FinanceEntityRow;
  banks: readonly BankAccountSpec[];
  opening: StoreProfile['opening'];
  /** Posts the entity's books; returns what the e-invoices need (null: none). */
  post: (ctx: PostContext) => {
    purchases: Purchase[];
    einvoices: Omit<EinvoiceInput, 'rng' | 'entity' | 'anchorMs' | 'dateOf' | 'today' | 'purchases'> | null;
    monthlyCogs: number;
  };
  accrual: boolean;
}

interface PostContext {
  rng: Rng;
  ledger: Ledger;
  cal: LocalCalendar;
  today: string;
  firstDate: string;
  statementFrom: string;
  bankTxIds: Rng;
}

/** Builds one entity's rows: chart, periods, books, bank history, opening balance, e-invoices, feed. */
function entityBooks(rng: Rng, plan: EntityPlan, anchorMs: number): EntityBooks {
  const { entity, key } = plan;
  const operator = OPERATORS[key];
  const cal = new LocalCalendar(entity.timezone);
  const today = cal.date(anchorMs - 1);
  const currentMonth = today.slice(0, 7);
  const created = cal.date(Date.parse(entity.created_at));
  const earliest = addMonths(currentMonth, -13);
  const firstMonth = created.slice(0, 7) > earliest ? created.slice(0, 7) : earliest;
  const firstDate = key === 'uk' ? created : `${firstMonth}-01`;
  const { accounts, bankAccounts } = chartRows(rng, entity, plan.banks);
  const periods = periodRows(rng, entity, firstMonth, currentMonth, operator);
  const ledger = new Ledger(rng.fork(`ledger:${entity.id}`), entity, accounts, periods);
  const statementFrom = addDays(today, -90);
  const posted = plan.post({
    rng: rng.fork(`books:${entity.id}`),
    ledger,
    cal,
    today,
    firstDate,
    statementFrom,
    bankTxIds: rng.fork(`booked-rows:${entity.id}`),
  });

  const bank = bankHistory({
    rng: rng.fork(`bank:${entity.id}`),
    ledger,
    entity,
    accounts: bankAccounts.map((row, i) => ({ row, spec: plan.banks[i]! })),
    anchorMs,
    today,
    statementFrom,
    operator,
    unknown: Object.fromEntries(
      Object.entries(UNKNOWN)
        .filter(([k]) => k.startsWith(`${key}:`))
        .map(([k, v]) => [k.slice(key.length + 1), v]),
    ),
    dismissals: DISMISSALS[key]!,
    accrual: plan.accrual
      ? {
          debit: 'shipping_costs',
          credit: '2400',
          cents: 61_500,
          memo: `Accrue PostNL carrier invoice for the last week of ${addMonths(currentMonth, -1)}`,
          rationale:
            'Recurring-vendor rule: PostNL invoiced every week of the month but the last; accrue the average weekly amount (615.00) until the invoice arrives.',
        }
      : null,
  });

  // Opening balance: the books open with enough in the bank (and stock) never to run dry.
  const createdMs = Date.parse(entity.created_at);
  const openingMs = Math.max(at(firstDate, 8), createdMs + 2 * HOUR_MS);
  ledger.earliestMs = openingMs;
  for (const d of ledger.drafts) if (d.postedMs <= openingMs) d.postedMs = openingMs + MINUTE_MS;
  const o = plan.opening;
  const stock = roundUp(Math.max(2.5 * posted.monthlyCogs, -lowestBalance(ledger, 'inventory') + 0.5 * posted.monthlyCogs), 10_000);
  const petty = Math.max(o.pettyCash, -lowestBalance(ledger, '1050'));
  // At least the cushion above the bank's lowest point, and at least the share capital not put into other assets.
  const bankCents = roundUp(Math.max(o.bankCushion - lowestBalance(ledger, 'bank'), o.shareCapital - stock - o.equipment - petty), 100_000);
  const assets = bankCents + stock + o.equipment + petty;
  const balancing = key === 'uk' ? '2500' : 'retained_earnings';
  const lines: LineSpec[] = [
    ['bank', bankCents, 0, 'opening balance per bank statement'],
    ['inventory', stock, 0, 'stock count at cost'],
    ['1700', o.equipment, 0],
    ['1050', petty, 0],
    ['share_capital', 0, o.shareCapital],
    [
      balancing,
      Math.max(0, o.shareCapital - assets),
      Math.max(0, assets - o.shareCapital),
      key === 'uk' ? 'loan from Northwind Outfitters B.V.' : null,
    ],
  ];
  ledger.post({
    date: firstDate,
    postedMs: openingMs,
    memo: key === 'uk' ? `Opening balance at incorporation ${firstDate}` : `Opening balance ${firstDate}`,
    source: 'opening_balance',
    postedBy: operator,
    tag: 'opening',
    lines,
  });

  const batchIds = new Map(periods.map((p) => [p.id, rng.fork(`history-import:${p.id}`).uuid()]));
  const books = ledger.finalise((p) => batchIds.get(p.id)!);
  const einvoices =
    posted.einvoices === null
      ? []
      : einvoiceMessages({
          ...posted.einvoices,
          rng: rng.fork(`einvoices:${entity.id}`),
          entity,
          anchorMs,
          dateOf: (ms) => cal.date(ms),
          today,
          purchases: posted.purchases,
        }).messages;
  const changes = changeFeed({
    rng: rng.fork(`changes:${entity.id}`),
    entity,
    periods,
    posted: books.posted,
    batchIdOf: batchIds,
    imports: bank.imports,
    ranges: bank.ranges,
    einvoices,
    operator,
    anchorMs,
  });
  return {
    key,
    entity,
    changes,
    tables: {
      finance_accounts: accounts,
      finance_periods: periods,
      finance_journal_entries: books.entries,
      finance_journal_lines: books.lines,
      finance_bank_accounts: bankAccounts,
      finance_bank_imports: bank.imports,
      finance_bank_transactions: bank.transactions,
      finance_einvoice_messages: einvoices,
      finance_proposals: bank.proposals,
    },
  };
}

/** Store books input shared by Northwind and Harbor. */
function storePost(
  input: FinanceSeedInput,
  which: 'hosted' | 'business',
  profile: StoreProfile,
  extra: { costOf: (id: string) => number | null; adSpend: ReadonlyMap<string, number> | null; einvoicesFrom: number },
  einvoices: (books: StoreBooks) => Omit<EinvoiceInput, 'rng' | 'entity' | 'anchorMs' | 'dateOf' | 'today' | 'purchases'>,
): EntityPlan['post'] {
  const side = input[which];
  return (ctx) => {
    const books = postStoreBooks({
      rng: ctx.rng,
      ledger: ctx.ledger,
      dateOf: (ms) => ctx.cal.date(ms),
      profile,
      invoicedWholesale: which === 'business',
      anchorMs: input.clock.anchorMs,
      today: ctx.today,
      firstDate: ctx.firstDate,
      orderFrom: ctx.cal.date(input.clock.dayStart(0)),
      expenseFrom: ymd(input.clock.dayStart(0)),
      statementFrom: ctx.statementFrom,
      operator: OPERATORS[which],
      orders: side.orders,
      costOf: extra.costOf,
      expenses: side.expenses,
      adSpend: extra.adSpend,
      bankTxIds: ctx.bankTxIds,
      einvoicesFrom: addDays(ctx.today, -extra.einvoicesFrom),
    });
    return { purchases: books.purchases, einvoices: einvoices(books), monthlyCogs: books.monthlyCogs };
  };
}

/** The rows described in the module comment. */
export function seedFinance(rng: Rng, input: FinanceSeedInput): FinanceSeedRows {
  const anchorMs = input.clock.anchorMs;
  const hostedEntity = input.hosted.entity;
  const uk: FinanceEntityRow = {
    id: rng.fork('entity:uk').uuid(),
    store_id: hostedEntity.store_id,
    name: 'Northwind Outfitters UK Ltd',
    legal_name: 'Northwind Outfitters UK Ltd',
    currency: 'GBP',
    created_at: iso(anchorMs - 200 * DAY_MS + 10 * HOUR_MS),
    timezone: 'Europe/London',
    country: 'GB',
  };
  const costs = new Map<string, number | null>();
  for (const p of input.hosted.products) for (const v of p.variants) costs.set(v.id, v.cost_cents ?? null);
  const adSpend = new Map<string, number>();
  for (const row of input.hosted.performance) adSpend.set(row.date, (adSpend.get(row.date) ?? 0) + row.ad_spend_cents);

  const plans: EntityPlan[] = [
    {
      key: 'hosted',
      entity: hostedEntity,
      banks: BANKS.hosted,
      opening: HOSTED_PROFILE.opening,
      accrual: true,
      post: storePost(input, 'hosted', HOSTED_PROFILE, { costOf: (id) => costs.get(id) ?? null, adSpend, einvoicesFrom: 100 }, () => ({
        outbound: {
          orders: input.hosted.orders,
          statuses: [
            'queued',
            'sent',
            'delivered',
            'delivery_failed',
            'acknowledged',
            'in_process',
            'under_query',
            'conditionally_accepted',
            'rejected',
            'accepted',
            'paid',
            'paid',
          ],
          customers: NL_CUSTOMERS,
          prefix: 'NWO',
        },
        creditNote: true,
        inbound: [
          { vendor: 'PostNL Pakketten Benelux B.V.', status: 'received', cents: 68_000 },
          { vendor: 'Raja Packaging B.V.', status: 'received', cents: 23_000 },
          { vendor: 'Lumen Fotografie', status: 'acknowledged', cents: 120_000 },
          { vendor: 'KPN B.V.', status: 'in_process', cents: 14_500 },
          { vendor: 'Jaarbeurs Utrecht', status: 'under_query', cents: 180_000 },
          { vendor: 'Drukkerij Van Houten', status: 'rejected', cents: 54_000 },
          { vendor: 'Havenpoort Properties BV', status: 'conditionally_accepted', cents: 285_000 },
        ],
        supplierScheme: '0106',
      })),
    },
    {
      key: 'uk',
      entity: uk,
      banks: BANKS.uk,
      opening: { shareCapital: 2_000_000, equipment: 0, pettyCash: 0, bankCushion: 500_000 },
      accrual: false,
      post: (ctx) => {
        postUkBooks({ ...ctx, anchorMs, operator: OPERATORS.uk });
        return { purchases: [], einvoices: null, monthlyCogs: 0 };
      },
    },
    {
      key: 'business',
      entity: input.business.entity,
      banks: BANKS.business,
      opening: BUSINESS_PROFILE.opening,
      accrual: false,
      post: storePost(input, 'business', BUSINESS_PROFILE, { costOf: () => null, adSpend: null, einvoicesFrom: 45 }, (books) => ({
        outbound: {
          orders: books.invoices.map((i) => i.order),
          statuses: ['sent', 'delivered', 'acknowledged', 'rejected', 'accepted', 'paid'],
          customers: US_CUSTOMERS,
          prefix: 'HWC-INV',
          paidOn: new Map(books.invoices.map((i) => [i.order.row.id, i.paidOn])),
        },
        creditNote: false,
        inbound: [
          { vendor: 'Harbor Freight Lines', status: 'received', cents: 215_000 },
          { vendor: 'Uline', status: 'in_process', cents: 34_000 },
        ],
        supplierScheme: '0060',
      })),
    },
  ];

  const built = plans.map((p) => entityBooks(rng, p, anchorMs));
  const names: TableName[] = [
    'finance_accounts',
    'finance_periods',
    'finance_journal_entries',
    'finance_journal_lines',
    'finance_bank_accounts',
    'finance_bank_imports',
    'finance_bank_transactions',
    'finance_einvoice_messages',
    'finance_proposals',
  ];
  const changes = built.flatMap((b) => b.changes).sort((a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.id.localeCompare(b.id));
  return {
    entities: [uk],
    tables: [
      ...names.map((t): [TableName, object[]] => [t, built.flatMap((b) => b.tables[t] ?? [])]),
      ['finance_changes', changes],
      ['finance_exports', [demoExport(hostedEntity, anchorMs)]],
    ],
  };
}

/**
 * The export the documented finance_export_status / finance_export_download examples name: a
 * finished CSV export of Northwind's journal and trial balance for the previous calendar month,
 * requested an hour before the anchor. Its link key and snapshot are fixed by its first download
 * (finance changes/exports.ts), like any export whose job finished before the key existed.
 */
export const DEMO_EXPORT_ID = '7f3c2a10-4b5e-4c6d-9e8f-0a1b2c3d4e5f';

function demoExport(entity: FinanceEntityRow, anchorMs: number): FinanceExportRow {
  const anchor = new Date(anchorMs);
  const first = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth(), 0));
  return {
    id: DEMO_EXPORT_ID,
    store_id: entity.store_id,
    entity_id: entity.id,
    status: 'succeeded',
    format: 'csv',
    parameters: JSON.stringify({ parts: ['journal', 'trial_balance'], date_from: ymd(first.getTime()), date_to: ymd(last.getTime()) }),
    job_id: null,
    line_count: null,
    byte_count: null,
    error: null,
    requested_by: 'seed',
    created_at: iso(anchorMs - HOUR_MS),
    started_at: iso(anchorMs - HOUR_MS + 2_000),
    finished_at: iso(anchorMs - HOUR_MS + 9_000),
    expires_at: iso(anchorMs + 6 * DAY_MS),
  };
}
