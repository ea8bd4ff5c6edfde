/**
 * A year of double-entry books of one demo store's finance entity (seed/finance.ts calls
 * it for Northwind Outfitters B.V. and Harbor Wholesale Company LLC). Everything is posted into a
 * {@link Ledger} as drafts; amounts are integer minor units of the entity's currency.
 *
 * - Every seeded order of the 120-day window: one entry (source `order`, source_ref
 *   `order:<id>`, posted by `sync` a few minutes after the order): Dr PSP clearing the total (Dr
 *   accounts receivable for Harbor's invoiced wholesale orders), Cr sales (subtotal - discount),
 *   Cr shipping income, Cr VAT / sales tax payable (the order's tax); Dr COGS / Cr inventory at the
 *   variants' cost, estimated at 45% of the line's net sales where a variant has no cost (Harbor's
 *   lines have no variants: always estimated), which the memo says.
 * - Every refund: source `refund`: Dr sales refunds (net), Dr VAT payable (the refund's share of
 *   the order's tax), Cr PSP clearing (Harbor wholesale: Cr accounts receivable before the invoice
 *   was paid, Cr bank after).
 * - PSP fees: Northwind's Stripe fees (1.4% + €0.25 per storefront order) summarised daily, one
 *   entry per day (Dr payment processing fees, Cr PSP clearing); POS and marketplace fees arrive as
 *   Adyen invoices (the `payment_fees` expenses). Harbor's Stripe fees are its expenses too.
 * - Payouts: on the PSP's payout days, the clearing movements up to two days earlier go to the
 *   bank (Dr bank, Cr PSP clearing), so clearing stays small.
 * - Months before the window: one sales summary per month (source `manual`, memo "Sales summary
 *   <month> (before storefront sync)"), sized from the window's first four weeks with a mild
 *   growth trend and seasonality; Stripe fee, payout and Harbor customer-receipt summaries;
 *   advertising.
 * - Stock purchases twice a month, sized to the month's COGS (Dr inventory and input VAT, Cr
 *   accounts payable; Northwind's recent ones posted from inbound e-invoices, source `einvoice`),
 *   paid 30 days later; Northwind's Google and Meta ads from performance_daily (weekly charges on
 *   the company card); Harbor's customers paying their invoices by ACH 12–40 days after the order
 *   (in the last 90 days booked from the bank row: source `bank_transaction`).
 * - Costs, payouts and settlements: seed/finance-costs.ts (expenses, the recurring costs before
 *   them, depreciation, petty cash, bank charges, PSP payouts, card and VAT settlements, a few
 *   double bookings reversed).
 *
 * The opening balance (share capital, bank, inventory, equipment) comes last (seed/finance.ts),
 * once the bank's lowest point is known.
 */
import type { ExpenseRow } from '../tables';
import { postDoubleBookings, postExpenses, postMonthly, postPayouts, postRecurring, postSettlements } from './finance-costs';
import { type Ledger, addDays, bankBooking, at, dayOfWeek, daysBetween, dc, monthEnd, monthName, monthsBetween } from './finance-ledger';
import { CAFES, type StoreProfile } from './finance-profiles';
import type { OrderPlan } from './orders';
import type { Rng } from './prng';
import { MINUTE_MS } from './time';

/** COGS share of net sales where no cost is recorded. */
export const ESTIMATED_COGS_RATE = 0.45;

export interface StoreBooksInput {
  rng: Rng;
  ledger: Ledger;
  /** Entity-local date of an instant. */
  dateOf: (ms: number) => string;
  profile: StoreProfile;
  /** Harbor: wholesale orders are invoiced (accounts receivable) and paid by ACH 12–40 days later. */
  invoicedWholesale: boolean;
  anchorMs: number;
  /** The entity-local date of the last instant before the anchor. */
  today: string;
  /** First day of the first period. */
  firstDate: string;
  /** Entity-local date of the window's first instant (orders start there). */
  orderFrom: string;
  /** First date of the expense rows (seed/costs.ts). */
  expenseFrom: string;
  /** First date of the bank statements (rows in range are booked from them). */
  statementFrom: string;
  operator: string;
  orders: readonly OrderPlan[];
  costOf: (variantId: string) => number | null;
  expenses: readonly ExpenseRow[];
  /** Ad spend per date (Northwind, performance_daily); null: none. */
  adSpend: ReadonlyMap<string, number> | null;
  /** Ids of statement rows whose entry is posted from them (`booked`), drawn in advance. */
  bankTxIds: Rng;
  /** Inbound e-invoices of stock purchases dated on or after this date (null: none). */
  einvoicesFrom: string | null;
}

/** A stock purchase invoice (for the inbound e-invoice messages). */
export interface Purchase {
  entryId: string;
  einvoiceId: string | null;
  supplier: string;
  number: string;
  grossCents: number;
  issued: string;
  paidOn: string | null;
}

export interface StoreBooks {
  purchases: Purchase[];
  /** Harbor's invoiced wholesale orders and when each was paid (null: still open). */
  invoices: Array<{ order: OrderPlan; paidOn: string | null }>;
  /** Average monthly COGS (sizes the opening inventory). */
  monthlyCogs: number;
}

/** Posts the books described in the module comment into `input.ledger`. */
export function postStoreBooks(input: StoreBooksInput): StoreBooks {
  const { ledger, profile, anchorMs, today, operator } = input;
  const rng = input.rng;
  const lastDate = addDays(today, -1);
  const ok = (ms: number) => ms < anchorMs - MINUTE_MS;
  const clampMs = (ms: number) => Math.min(ms, anchorMs - 2 * MINUTE_MS);
  const firstMonth = input.firstDate.slice(0, 7);
  const currentMonth = today.slice(0, 7);
  const months = monthsBetween(firstMonth, currentMonth);

  // Orders and refunds.
  const ordersRng = rng.fork('orders');
  const fees = new Map<string, { cents: number; count: number }>();
  const invoices: StoreBooks['invoices'] = [];
  const stats = { net: 0, ship: 0, tax: 0, total: 0, cogs: 0, feeTotal: 0, feeCount: 0, wholesale: 0, refunds: 0, all: 0 };
  const baseUntil = addDays(input.orderFrom, 28);
  const sorted = [...input.orders].sort((a, b) => a.createdMs - b.createdMs || a.row.id.localeCompare(b.row.id));
  for (const plan of sorted) {
    const o = plan.row;
    const date = input.dateOf(plan.createdMs);
    const net = o.subtotal_cents - o.discount_cents;
    let cogsExact = 0;
    let estimated = false;
    for (const l of plan.lines) {
      const cost = l.variant_id !== null ? input.costOf(l.variant_id) : null;
      if (cost !== null) cogsExact += cost * l.quantity;
      else {
        estimated = true;
        cogsExact += o.subtotal_cents > 0 ? ((l.total_cents * net) / o.subtotal_cents) * ESTIMATED_COGS_RATE : 0;
      }
    }
    const cogs = Math.round(cogsExact);
    const invoiced = input.invoicedWholesale && o.channel === 'wholesale';
    const debit = invoiced ? 'accounts_receivable' : 'psp_clearing';
    ledger.post({
      date,
      postedMs: clampMs(plan.createdMs + ordersRng.int(60, 600) * 1000),
      memo: `Order #${o.order_number} (${o.channel})${estimated ? `; COGS estimated at 45% of net sales where no variant cost is recorded` : ''}`,
      source: 'order',
      sourceRef: `order:${o.id}`,
      postedBy: 'sync',
      tag: 'order',
      lines: [
        [debit, o.total_cents, 0],
        ['sales', 0, net],
        ['shipping_income', 0, o.shipping_cents],
        ['vat_payable', 0, o.tax_cents],
        ['cogs', cogs, 0, estimated ? 'estimated where no variant cost (45% of net sales)' : 'at variant cost'],
        ['inventory', 0, cogs],
      ],
    });
    const payOn = invoiced ? addDays(date, ordersRng.int(12, 40)) : null;
    if (invoiced) invoices.push({ order: plan, paidOn: payOn !== null && payOn <= lastDate && ok(at(payOn, 15)) ? payOn : null });
    if (profile.orderFee !== null && profile.orderFee.channels.includes(o.channel)) {
      const f = fees.get(date) ?? { cents: 0, count: 0 };
      f.cents += Math.round(o.total_cents * profile.orderFee.rate) + profile.orderFee.fixedCents;
      f.count += 1;
      fees.set(date, f);
      if (date < baseUntil) {
        stats.feeTotal += o.total_cents;
        stats.feeCount += 1;
      }
    }
    if (date < baseUntil) {
      stats.net += net;
      stats.ship += o.shipping_cents;
      stats.tax += o.tax_cents;
      stats.total += o.total_cents;
      stats.cogs += cogs;
      if (invoiced) stats.wholesale += o.total_cents;
    }
    stats.all += o.total_cents;
    for (const r of plan.refunds) {
      stats.refunds += r.amount_cents;
      const refundMs = Date.parse(r.created_at);
      const rDate = input.dateOf(refundMs);
      const tax = o.total_cents > 0 ? Math.round((r.amount_cents * o.tax_cents) / o.total_cents) : 0;
      const afterPayment = invoiced && payOn !== null && rDate > payOn;
      const credit = !invoiced ? 'psp_clearing' : afterPayment ? 'bank' : 'accounts_receivable';
      ledger.post({
        date: rDate,
        postedMs: clampMs(refundMs + ordersRng.int(30, 300) * 1000),
        memo: `Refund of order #${o.order_number} (${r.reason})`,
        source: 'refund',
        sourceRef: `refund:${r.id}`,
        postedBy: 'sync',
        tag: 'refund',
        lines: [
          ['sales_refunds', r.amount_cents - tax, 0],
          ['vat_payable', tax, 0],
          [credit, 0, r.amount_cents],
        ],
        bank: afterPayment ? { counterparty: cafeOf(rng, o.customer_ref), description: `REFUND INV ${o.order_number}` } : null,
      });
    }
  }

  // Stripe fees, one entry per day.
  if (profile.orderFee !== null) {
    for (const [date, f] of [...fees].sort((a, b) => a[0].localeCompare(b[0]))) {
      ledger.transfer({
        date,
        postedMs: clampMs(at(addDays(date, 1), 2)),
        memo: `${profile.psp.name} fees ${date}: ${f.count} charges at ${(profile.orderFee.rate * 100).toFixed(1)}% + ${(profile.orderFee.fixedCents / 100).toFixed(2)} ${ledger.entity.currency} each`,
        postedBy: 'service',
        tag: 'fees',
        debit: 'psp_fees',
        credit: 'psp_clearing',
        cents: f.cents,
      });
    }
  }

  // Sales summaries of the months before the window.
  const summaryRng = rng.fork('summaries');
  const baseDays = Math.max(1, daysBetween(input.orderFrom, baseUntil));
  const refundRatio = stats.all > 0 ? stats.refunds / stats.all : 0;
  const windowMonth = input.orderFrom.slice(0, 7);
  const adRatio = adSpendRatio(input, sorted);
  const monthlyCogs: number[] = [];
  for (const m of monthsBetween(firstMonth, windowMonth)) {
    const from = m === firstMonth ? input.firstDate : `${m}-01`;
    const to = m === windowMonth ? addDays(input.orderFrom, -1) : monthEnd(m);
    if (from > to || stats.total === 0) continue;
    const days = daysBetween(from, to) + 1;
    const k = monthsBetween(m, windowMonth).length - 1;
    const season = profile.season[Number(m.slice(5, 7)) - 1]! / profile.season[Number(windowMonth.slice(5, 7)) - 1]!;
    const f = (Math.max(0.5, 1 - 0.03 * k) * season * summaryRng.noise(0.04) * days) / baseDays;
    const net = Math.round(stats.net * f);
    const ship = Math.round(stats.ship * f);
    const tax = Math.round(stats.tax * f);
    const gross = net + ship + tax;
    const cogs = Math.round(stats.cogs * f);
    const refundGross = Math.round(gross * refundRatio);
    const refundTax = gross > 0 ? Math.round((refundGross * tax) / gross) : 0;
    const collected = gross - refundGross;
    const receivable = stats.total > 0 ? Math.round((collected * stats.wholesale) / stats.total) : 0;
    const postedMs = at(addDays(to, 1), 9 + summaryRng.range(0, 2));
    ledger.post({
      date: to,
      postedMs,
      memo: `Sales summary ${monthName(m)} (before storefront sync)`,
      source: 'manual',
      postedBy: operator,
      tag: 'summary',
      lines: [
        ['psp_clearing', collected - receivable, 0],
        ['accounts_receivable', receivable, 0],
        ['sales_refunds', refundGross - refundTax, 0],
        ['sales', 0, net],
        ['shipping_income', 0, ship],
        ['vat_payable', 0, tax - refundTax],
        ['cogs', cogs, 0, 'estimated from the month’s sales'],
        ['inventory', 0, cogs],
      ],
    });
    monthlyCogs.push(Math.round((cogs * 30) / days));
    if (receivable > 0) {
      ledger.transfer({
        date: to,
        postedMs: postedMs + 5 * MINUTE_MS,
        memo: `Customer receipts ${monthName(m)} (summary before order sync)`,
        postedBy: operator,
        tag: 'summary',
        debit: 'bank',
        credit: 'accounts_receivable',
        cents: receivable,
      });
    }
    let feeCents = 0;
    if (profile.orderFee !== null && stats.feeCount > 0) {
      feeCents = Math.round((stats.feeTotal * profile.orderFee.rate + stats.feeCount * profile.orderFee.fixedCents) * f);
      ledger.transfer({
        date: to,
        postedMs: postedMs + 10 * MINUTE_MS,
        memo: `${profile.psp.name} fees ${monthName(m)} (summary)`,
        postedBy: operator,
        tag: 'fees',
        debit: 'psp_fees',
        credit: 'psp_clearing',
        cents: feeCents,
      });
    }
    const paidOut = collected - receivable - feeCents;
    ledger.post({
      date: to,
      postedMs: postedMs + 12 * MINUTE_MS,
      memo: `${profile.psp.name} payouts ${monthName(m)} (summary)`,
      source: 'manual',
      postedBy: operator,
      tag: 'summary',
      lines: [
        ['bank', ...dc(paidOut)],
        ['psp_clearing', ...dc(-paidOut)],
      ],
    });
    if (adRatio > 0) postAds(ledger, to, postedMs + 15 * MINUTE_MS, Math.round(net * adRatio), `${monthName(m)}`, operator);
  }

  postExpenses(input);
  postRecurring(input, months);

  // Weekly ad charges in the window (Northwind).
  if (input.adSpend !== null) {
    for (let d = addDays(input.orderFrom, 1); d <= lastDate; d = addDays(d, 1)) {
      if (dayOfWeek(d) !== 0 || !ok(at(d, 6))) continue;
      let spend = 0;
      for (let k = 1; k <= 7; k++) spend += input.adSpend.get(addDays(d, -k)) ?? 0;
      postAds(ledger, d, at(d, 6), spend, `${addDays(d, -7)} to ${addDays(d, -1)}`, 'service');
    }
  }

  // Stock purchases (Cr accounts payable), paid 30 days later.
  const cogsByMonth = new Map<string, number>();
  for (const [date, cents] of ledger.movementsByDate('cogs'))
    cogsByMonth.set(date.slice(0, 7), (cogsByMonth.get(date.slice(0, 7)) ?? 0) + cents);
  const purchases: Purchase[] = [];
  const buyRng = rng.fork('purchases');
  months.forEach((m, i) => {
    const date = `${m}-08` < input.firstDate ? input.firstDate : `${m}-08`;
    if (date > lastDate || !ok(at(addDays(date, 1), 11))) return;
    const base = m === currentMonth ? (cogsByMonth.get(months[i - 1] ?? m) ?? 0) * 0.9 : (cogsByMonth.get(m) ?? 0);
    const total = Math.round(base * buyRng.range(0.9, 1.1));
    const first = Math.round(total * 0.6);
    [first, total - first].forEach((net, k) => {
      if (net <= 0) return;
      const supplier = profile.suppliers[(i * 2 + k) % profile.suppliers.length]!;
      const issued = addDays(date, k * 6);
      if (issued > lastDate || !ok(at(addDays(issued, 1), 11))) return;
      const vat = Math.round(net * profile.inputVatRate);
      const number = `${supplier.slice(0, 3).toUpperCase()}-${issued.slice(0, 4)}-${buyRng.digits(5)}`;
      const einvoiceId = input.einvoicesFrom !== null && issued >= input.einvoicesFrom ? buyRng.fork(`einvoice:${number}`).uuid() : null;
      const paid = addDays(issued, 30);
      const paidOn = paid <= lastDate && ok(at(paid, 8.5)) ? paid : null;
      const entry = ledger.post({
        date: issued,
        postedMs: at(addDays(issued, 1), 11 + buyRng.range(0, 3)),
        memo: `Stock purchase — ${supplier}, invoice ${number}`,
        source: einvoiceId !== null ? 'einvoice' : 'manual',
        sourceRef: einvoiceId !== null ? `einvoice:${einvoiceId}` : null,
        postedBy: operator,
        tag: 'purchase',
        lines: [
          ['inventory', net, 0],
          ['vat_receivable', vat, 0, profile.inputVatRate > 0 ? `input VAT ${Math.round(profile.inputVatRate * 100)}%` : null],
          ['accounts_payable', 0, net + vat],
        ],
      })!;
      purchases.push({ entryId: entry.id, einvoiceId, supplier, number, grossCents: net + vat, issued, paidOn });
      if (paidOn !== null) {
        ledger.transfer({
          date: paidOn,
          postedMs: at(paidOn, 8.5),
          memo: `Payment ${supplier}, invoice ${number}`,
          postedBy: operator,
          tag: 'supplier_payment',
          debit: 'accounts_payable',
          credit: 'bank',
          cents: net + vat,
          bank: { counterparty: supplier, description: `Invoice ${number}` },
        });
      }
    });
  });

  postMonthly(input, months, ok);

  // Harbor: customers pay their invoices by ACH.
  for (const { order, paidOn } of invoices) {
    if (paidOn === null) continue;
    const o = order.row;
    const refunded = order.refunds.filter((r) => input.dateOf(Date.parse(r.created_at)) <= paidOn).reduce((s, r) => s + r.amount_cents, 0);
    const amount = o.total_cents - refunded;
    if (amount <= 0) continue;
    const { booked, txId, ...posting } = bankBooking(paidOn, input);
    const customer = cafeOf(rng, o.customer_ref);
    ledger.transfer({
      date: paidOn,
      postedMs: booked ? at(paidOn, 15) : at(addDays(paidOn, 1), 10),
      memo: `Customer payment — ${customer}, invoice #${o.order_number} (ACH)`,
      ...posting,
      tag: 'receipt',
      debit: 'bank',
      credit: 'accounts_receivable',
      cents: amount,
      bank: { counterparty: customer, description: `ACH CREDIT ${customer.toUpperCase()} INV ${o.order_number}`, bookedTxId: txId },
    });
  }

  postPayouts(input, ok);
  postSettlements(ledger, profile, operator, today, months, ok);
  postDoubleBookings(ledger, rng.fork('double-bookings'), operator, anchorMs, 3);
  const windowCogs = [...cogsByMonth].filter(([m]) => m > windowMonth && m < currentMonth).map(([, c]) => c);
  const all = [...monthlyCogs, ...windowCogs];
  return { purchases, invoices, monthlyCogs: all.length > 0 ? Math.round(all.reduce((a, b) => a + b, 0) / all.length) : 0 };
}

/** Deterministic customer name of a Harbor customer reference. */
export function cafeOf(rng: Rng, customerRef: string): string {
  return rng.fork(`customer:${customerRef}`).pick(CAFES);
}

/** Ad spend / net sales of the window (Northwind's performance_daily), to size the earlier months' ads. */
function adSpendRatio(input: StoreBooksInput, orders: readonly OrderPlan[]): number {
  if (input.adSpend === null) return 0;
  let spend = 0;
  for (const v of input.adSpend.values()) spend += v;
  const net = orders.reduce((s, o) => s + o.row.subtotal_cents - o.row.discount_cents, 0);
  return net > 0 ? spend / net : 0;
}

/** Google (58%) and Meta (42%) ad charges on the company card. */
function postAds(ledger: Ledger, date: string, postedMs: number, spend: number, label: string, by: string): void {
  const google = Math.round(spend * 0.58);
  const charges: Array<[string, number, string, string]> = [
    ['Google Ads', google, 'Google Ireland Ltd', 'GOOGLE *ADS'],
    ['Meta ads', spend - google, 'Meta Platforms Ireland Ltd', 'FACEBK *ADS'],
  ];
  charges.forEach(([what, cents, counterparty, text], i) =>
    ledger.transfer({
      date,
      postedMs: postedMs + i * MINUTE_MS,
      memo: `${what} — ${label}`,
      postedBy: by,
      tag: 'ads',
      debit: 'advertising',
      credit: 'card_payable',
      cents,
      bank: { counterparty, description: `${text} ${label}` },
    }),
  );
}
