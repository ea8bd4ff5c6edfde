/**
 * The books of Northwind Outfitters UK Ltd (GBP, Europe/London), the hosted store's second finance
 * entity, created ~200 days before the anchor: a small marketplace business.
 * Fixed history (it does not follow `scale`), amounts in pence:
 *
 * - weekly Amazon.co.uk settlements from two weeks after incorporation: Dr marketplace clearing
 *   (1100), Dr seller fees (~15%), Dr sales refunds, Cr sales, Cr VAT payable (20% included in the
 *   gross), Dr COGS / Cr inventory at 42% of net sales; each paid out to Barclays two days later;
 * - stock transferred from Northwind Outfitters B.V. each month (Cr accounts payable, paid 30 days
 *   later), an initial transfer at incorporation;
 * - monthly costs: bank charges (booked from the statement in the last 90 days), bookkeeping
 *   software, the accountant, Royal Mail; a monthly VAT return to HMRC; one double booking reversed.
 */
import { type Ledger, addDays, bankBooking, at, monthsBetween } from './finance-ledger';
import { postDoubleBookings, postSettlements } from './finance-costs';
import type { Rng } from './prng';
import { MINUTE_MS } from './time';

export interface UkBooksInput {
  rng: Rng;
  ledger: Ledger;
  anchorMs: number;
  today: string;
  /** Incorporation date (first day of books; the first period is its month). */
  firstDate: string;
  statementFrom: string;
  operator: string;
  bankTxIds: Rng;
}

const MONTHLY = [
  { day: 10, account: '6500', description: 'Bookkeeping software', vendor: 'Xero (UK) Ltd', pence: 3_300, vat: true },
  { day: 28, account: '6700', description: 'Accountancy and payroll bureau', vendor: 'Brightwater & Co', pence: 45_000, vat: true },
  { day: 20, account: 'shipping_costs', description: 'Postage and returns', vendor: 'Royal Mail Group Ltd', pence: 26_000, vat: false },
] as const;

/** Posts the UK entity's books (see the module comment) into `input.ledger` (the opening balance comes from seed/finance.ts). */
export function postUkBooks(input: UkBooksInput): void {
  const { ledger, anchorMs, today, operator } = input;
  const r = input.rng;
  const lastDate = addDays(today, -1);
  const ok = (ms: number) => ms < anchorMs - MINUTE_MS;
  const months = monthsBetween(input.firstDate.slice(0, 7), today.slice(0, 7));
  const cogsByMonth = new Map<string, number>();

  // Weekly settlements and their payouts.
  for (let k = 0, d = addDays(input.firstDate, 14); d <= lastDate && ok(at(d, 8)); k++, d = addDays(d, 7)) {
    const gross = Math.round(r.range(1_200, 2_600) * Math.min(1, 0.4 + 0.06 * k) * 100);
    const net = Math.round(gross / 1.2);
    const vat = gross - net;
    const fees = Math.round(gross * 0.153);
    const refund = Math.round(gross * r.range(0.01, 0.04));
    const refundVat = Math.round(refund / 6);
    const cogs = Math.round(net * 0.42);
    const paid = gross - refund - fees;
    ledger.post({
      date: d,
      postedMs: at(d, 8) + r.int(0, 50) * MINUTE_MS,
      memo: `Amazon.co.uk settlement ${addDays(d, -7)} to ${addDays(d, -1)}`,
      source: 'manual',
      postedBy: 'service',
      tag: 'settlement',
      lines: [
        ['psp_clearing', paid, 0],
        ['psp_fees', fees, 0, 'Amazon referral and FBA fees'],
        ['sales_refunds', refund - refundVat, 0],
        ['sales', 0, net],
        ['vat_payable', 0, vat - refundVat, 'VAT 20%'],
        ['cogs', cogs, 0],
        ['inventory', 0, cogs],
      ],
    });
    cogsByMonth.set(d.slice(0, 7), (cogsByMonth.get(d.slice(0, 7)) ?? 0) + cogs);
    const payDay = addDays(d, 2);
    if (payDay <= lastDate && ok(at(payDay, 6))) {
      const ref = r.digits(11);
      ledger.transfer({
        date: payDay,
        postedMs: at(payDay, 6),
        memo: `Amazon payout ${ref}`,
        postedBy: 'service',
        tag: 'payout',
        debit: 'bank',
        credit: 'psp_clearing',
        cents: paid,
        bank: { counterparty: 'AMAZON PAYMENTS UK LTD', description: `AMAZON.CO.UK ${ref}` },
      });
    }
  }

  // Stock from the Dutch parent: 600 GBP at incorporation, then each month what the last month sold.
  months.forEach((m, i) => {
    const date = i === 0 ? addDays(input.firstDate, 1) : `${m}-03`;
    if (date > lastDate || !ok(at(date, 12))) return;
    const pence = i === 0 ? 600_000 : Math.round((cogsByMonth.get(months[i - 1]!) ?? 0) * r.range(0.95, 1.1));
    if (pence <= 0) return;
    const number = `NWO-IC-${date.slice(0, 4)}-${String(i + 1).padStart(3, '0')}`;
    ledger.transfer({
      date,
      postedMs: at(date, 12),
      memo: `Intercompany stock transfer ${number} — Northwind Outfitters B.V.`,
      postedBy: operator,
      tag: 'purchase',
      debit: 'inventory',
      credit: 'accounts_payable',
      cents: pence,
    });
    const paid = addDays(date, 30);
    if (paid <= lastDate && ok(at(paid, 9))) {
      ledger.transfer({
        date: paid,
        postedMs: at(paid, 9),
        memo: `Payment ${number} to Northwind Outfitters B.V.`,
        postedBy: operator,
        tag: 'supplier_payment',
        debit: 'accounts_payable',
        credit: 'bank',
        cents: pence,
        bank: { counterparty: 'NORTHWIND OUTFITTERS BV', description: `IC ${number}` },
      });
    }
  });

  // Monthly costs and bank charges.
  for (const m of months) {
    for (const c of MONTHLY) {
      const date = `${m}-${String(c.day).padStart(2, '0')}`;
      if (date <= input.firstDate || date > lastDate || !ok(at(addDays(date, 1), 10))) continue;
      const pence = Math.round(c.pence * r.noise(c.day === 20 ? 0.2 : 0));
      const net = c.vat ? Math.round(pence / 1.2) : pence;
      ledger.postCost({
        date,
        postedMs: at(addDays(date, 1), 10),
        memo: `${c.description} — ${c.vendor}`,
        postedBy: operator,
        tag: 'expense',
        account: c.account,
        net,
        vat: pence - net,
        credit: 'bank',
        bank: { counterparty: c.vendor.toUpperCase(), description: c.description },
      });
    }
    const first = `${m}-01`;
    if (first > input.firstDate && first <= lastDate && ok(at(first, 12))) {
      const { txId, ...posting } = bankBooking(first, input);
      ledger.transfer({
        date: first,
        postedMs: at(first, 12),
        memo: 'Bank charges (business account tariff)',
        ...posting,
        tag: 'bank_fees',
        debit: 'bank_fees',
        credit: 'bank',
        cents: 850,
        bank: { counterparty: 'BARCLAYS BANK UK PLC', description: 'ACCOUNT FEE', bookedTxId: txId },
      });
    }
  }

  postSettlements(
    ledger,
    { card: { counterparty: 'none', bankText: '', cardText: '' }, taxAuthority: { name: 'HMRC VAT', memo: 'VAT return', day: 7 } },
    operator,
    today,
    months,
    ok,
  );
  postDoubleBookings(ledger, r.fork('double-bookings'), operator, anchorMs, 1);
}
