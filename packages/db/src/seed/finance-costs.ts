/**
 * Costs, cash movements and settlements of a demo store's books (seed/finance-books.ts calls these
 * after the sales are posted; seed/finance-uk.ts reuses the settlements and double bookings):
 *
 * - the `expenses` rows of seed/costs.ts (source `expense_import`, source_ref `expense:<id>`: Dr the
 *   category's account, input VAT where reclaimable, Cr bank or the company card for software);
 * - before the expense history, the same recurring costs as manual entries (monthly ones on their
 *   day, weekly ones as one summary per month);
 * - depreciation, petty cash and bank charges each month (bank charges in the last 90 days are
 *   booked from the statement row: source `bank_transaction`);
 * - PSP payouts on the provider's payout days (the clearing movements up to two days earlier);
 * - company card settlement on the 5th and VAT / sales tax settlement on the tax authority's day
 *   of the next month;
 * - a few expenses entered twice by hand and reversed.
 *
 * Amounts in minor units of the entity's currency; dates are the entity's calendar dates.
 */
import type { StoreBooksInput } from './finance-books';
import {
  type Draft,
  type Ledger,
  type LineSpec,
  addDays,
  addMonths,
  at,
  bankBooking,
  daysBetween,
  dayOfWeek,
  dc,
  monthEnd,
  monthName,
} from './finance-ledger';
import { type StoreProfile, expenseBooking } from './finance-profiles';
import type { Rng } from './prng';
import { HOUR_MS, MINUTE_MS } from './time';

/** Net and input VAT of a gross amount. */
function splitVat(gross: number, rate: number, vat: boolean): [number, number] {
  if (!vat || rate <= 0) return [gross, 0];
  const net = Math.round(gross / (1 + rate));
  return [net, gross - net];
}

/** The `expenses` rows of seed/costs.ts. */
export function postExpenses(input: StoreBooksInput): void {
  const { profile } = input;
  for (const e of input.expenses) {
    const { account, credit, vat: reclaimable } = expenseBooking(profile.categories, e.category);
    const [net, vat] = splitVat(e.amount_cents, profile.inputVatRate, reclaimable);
    input.ledger.postCost({
      date: e.incurred_on,
      postedMs: Date.parse(e.created_at),
      memo: `${e.description} — ${e.vendor ?? 'unknown vendor'}`,
      source: 'expense_import',
      sourceRef: `expense:${e.id}`,
      postedBy: 'service',
      tag: 'expense',
      account,
      net,
      vat,
      credit,
      bank: { counterparty: e.vendor ?? e.description, description: e.description },
    });
  }
}

/** Recurring costs before the expense history: monthly ones on their day, weekly ones as a monthly summary. */
export function postRecurring(input: StoreBooksInput, months: readonly string[]): void {
  const { ledger, profile, operator } = input;
  const r = input.rng.fork('recurring');
  for (const m of months) {
    for (const c of profile.monthly) {
      const date = `${m}-${String(c.day).padStart(2, '0')}`;
      if (date < input.firstDate || date >= input.expenseFrom) continue;
      const amount = Math.round(c.cents * (c.spread === 0 ? 1 : r.noise(c.spread)));
      const [net, vat] = splitVat(amount, profile.inputVatRate, c.vat);
      ledger.postCost({
        date,
        postedMs: at(addDays(date, 1), 9 + r.range(0, 2)),
        memo: `${c.description} — ${c.vendor}`,
        postedBy: operator,
        tag: 'recurring',
        account: c.account,
        net,
        vat,
        credit: c.credit,
      });
    }
    const from = m === months[0] ? input.firstDate : `${m}-01`;
    const to = monthEnd(m) < input.expenseFrom ? monthEnd(m) : addDays(input.expenseFrom, -1);
    if (from > to) continue;
    const days = daysBetween(from, to) + 1;
    for (const c of profile.weekly) {
      const amount = Math.round(((c.cents * days) / 7) * (c.everyOther ? 0.5 : 1) * r.noise(0.08));
      const [net, vat] = splitVat(amount, profile.inputVatRate, c.vat);
      ledger.postCost({
        date: to,
        postedMs: at(addDays(to, 1), 10 + r.range(0, 2)),
        memo: `${c.description} — ${c.vendor}, ${monthName(m)} (summary)`,
        postedBy: operator,
        tag: 'recurring',
        account: c.account,
        net,
        vat,
        credit: 'bank',
      });
    }
  }
}

/** Depreciation, petty cash and bank charges, monthly. */
export function postMonthly(input: StoreBooksInput, months: readonly string[], ok: (ms: number) => boolean): void {
  const { ledger, profile, operator } = input;
  const r = input.rng.fork('monthly');
  const lastDate = addDays(input.today, -1);
  for (const m of months) {
    const end = monthEnd(m);
    if (profile.opening.equipment > 0 && end <= lastDate && ok(at(addDays(end, 1), 7))) {
      const cents = Math.round(profile.opening.equipment / 60);
      ledger.transfer({
        date: end,
        postedMs: at(addDays(end, 1), 7),
        memo: `Depreciation ${monthName(m)} (equipment, 5 years straight line)`,
        postedBy: operator,
        tag: 'depreciation',
        debit: '6800',
        credit: '1710',
        cents,
      });
    }
    const mid = `${m}-15`;
    if (profile.opening.pettyCash > 0 && mid >= input.firstDate && mid <= lastDate && ok(at(mid, 16))) {
      const cents = r.int(25, 90) * 100;
      ledger.transfer({
        date: mid,
        postedMs: at(mid, 15),
        memo: 'Office supplies and coffee (petty cash)',
        postedBy: operator,
        tag: 'petty',
        debit: 'office',
        credit: '1050',
        cents,
      });
      ledger.transfer({
        date: mid,
        postedMs: at(mid, 15.5),
        memo: 'Petty cash top-up',
        postedBy: operator,
        tag: 'petty',
        debit: '1050',
        credit: 'bank',
        cents,
        bank: { counterparty: 'Cash withdrawal', description: 'GELDOPNAME / CASH WITHDRAWAL' },
      });
    }
    const first = `${m}-01`;
    if (first > input.firstDate && first <= lastDate && ok(at(first, 12))) {
      const cents = profile.bankFee.cents + r.int(0, 6) * 100;
      const { txId, ...posting } = bankBooking(first, input);
      ledger.transfer({
        date: first,
        postedMs: at(first, 12),
        memo: `Bank charges ${monthName(addMonths(m, -1))}`,
        ...posting,
        tag: 'bank_fees',
        debit: 'bank_fees',
        credit: 'bank',
        cents,
        bank: { counterparty: profile.bankFee.counterparty, description: profile.bankFee.description, bookedTxId: txId },
      });
    }
  }
}

/**
 * PSP payouts: on payout days, the clearing movements up to two days earlier go to the bank (a
 * negative balance, refunds beyond the unpaid sales, is debited from the bank instead).
 */
export function postPayouts(input: StoreBooksInput, ok: (ms: number) => boolean): void {
  const { ledger, profile } = input;
  const r = input.rng.fork('payouts');
  const movements = [...ledger.movementsByDate('psp_clearing')].sort((a, b) => a[0].localeCompare(b[0]));
  let next = 0;
  let pending = 0;
  const lastDate = addDays(input.today, -1);
  for (let d = input.firstDate; d <= lastDate; d = addDays(d, 1)) {
    const cutoff = addDays(d, -2);
    while (next < movements.length && movements[next]![0] <= cutoff) pending += movements[next++]![1];
    if (!profile.psp.payoutWeekdays.includes(dayOfWeek(d)) || pending === 0 || !ok(at(d, 5))) continue;
    if (pending < 0) {
      // Refunds exceeded the sales not yet paid out: the PSP debits the bank for the difference.
      ledger.transfer({
        date: d,
        postedMs: at(d, 5) + r.int(0, 40) * MINUTE_MS,
        memo: `${profile.psp.name} negative balance debited from the bank`,
        postedBy: 'service',
        tag: 'payout',
        debit: 'psp_clearing',
        credit: 'bank',
        cents: -pending,
        bank: { counterparty: profile.psp.counterparty, description: `${profile.psp.name.toUpperCase()} BALANCE DEBIT` },
      });
      pending = 0;
      continue;
    }
    const ref = `po_${r.base36(16)}`;
    ledger.transfer({
      date: d,
      postedMs: at(d, 5) + r.int(0, 40) * MINUTE_MS,
      memo: `${profile.psp.name} payout ${ref}`,
      postedBy: 'service',
      tag: 'payout',
      debit: 'bank',
      credit: 'psp_clearing',
      cents: pending,
      bank: { counterparty: profile.psp.counterparty, description: `${profile.psp.name.toUpperCase()} PAYOUT ${ref}` },
    });
    pending = 0;
  }
}

/** A date → movement map summed per month `YYYY-MM`. */
function byMonth(movements: ReadonlyMap<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [date, v] of movements) out.set(date.slice(0, 7), (out.get(date.slice(0, 7)) ?? 0) + v);
  return out;
}

/**
 * Company card settlement (on the 5th of the next month, by direct debit) and VAT / sales tax
 * settlement (on the tax authority's day of the next month: the month's output tax less its input
 * tax) of each month in `months`, where that date is before `today`.
 */
export function postSettlements(
  ledger: Ledger,
  profile: Pick<StoreProfile, 'card' | 'taxAuthority'>,
  operator: string,
  today: string,
  months: readonly string[],
  ok: (ms: number) => boolean,
): void {
  const lastDate = addDays(today, -1);
  const card = byMonth(ledger.movementsByDate('card_payable', (d) => d.tag !== 'card_settlement'));
  const out = byMonth(ledger.movementsByDate('vat_payable', (d) => d.tag !== 'vat_settlement'));
  const inp = byMonth(ledger.movementsByDate('vat_receivable', (d) => d.tag !== 'vat_settlement'));
  for (const m of months) {
    const next = addMonths(m, 1);
    const charges = -(card.get(m) ?? 0);
    const cardDate = `${next}-05`;
    if (charges > 0 && cardDate <= lastDate && ok(at(cardDate, 6))) {
      ledger.transfer({
        date: cardDate,
        postedMs: at(cardDate, 6),
        memo: `${profile.card.counterparty} statement ${monthName(m)}, direct debit`,
        postedBy: 'service',
        tag: 'card_settlement',
        debit: 'card_payable',
        credit: 'bank',
        cents: charges,
        bank: { counterparty: profile.card.counterparty, description: profile.card.bankText, cardDescription: profile.card.cardText },
      });
    }
    const outMov = out.get(m) ?? 0;
    const inMov = inp.get(m) ?? 0;
    const taxDate = `${next}-${String(profile.taxAuthority.day).padStart(2, '0')}`;
    if ((outMov !== 0 || inMov !== 0) && taxDate <= lastDate && ok(at(taxDate, 9))) {
      // Clears the month's output tax (credit movement) and input tax (debit movement); the bank pays the difference.
      const lines: LineSpec[] = [
        ['vat_payable', ...dc(-outMov)],
        ['vat_receivable', ...dc(-inMov)],
        ['bank', ...dc(outMov + inMov)],
      ];
      ledger.post({
        date: taxDate,
        postedMs: at(taxDate, 9),
        memo: `${profile.taxAuthority.memo} ${monthName(m)}`,
        source: 'manual',
        postedBy: operator,
        tag: 'vat_settlement',
        lines,
        bank: { counterparty: profile.taxAuthority.name, description: `${profile.taxAuthority.memo} ${m}` },
      });
    }
  }
}

/**
 * `count` expenses entered again by hand, each duplicate reversed 2–26 hours later (the original's
 * date, whose period is still open then: expenses are posted at most 35 hours after their date and
 * periods close at least 3 days after month end).
 */
export function postDoubleBookings(ledger: Ledger, r: Rng, operator: string, anchorMs: number, count: number): void {
  const candidates = ledger.drafts.filter(
    (d) => d.tag === 'expense' && d.postedMs < anchorMs - 4 * 24 * HOUR_MS && d.lines.some((l) => l.account.system_key === 'bank'),
  );
  for (const original of r.sample(candidates, count)) {
    const dup: Draft = ledger.post({
      date: original.date,
      postedMs: original.postedMs + r.int(1, 4) * HOUR_MS,
      memo: original.memo,
      source: 'manual',
      postedBy: operator,
      tag: 'duplicate',
      lines: original.lines.map((l) => [l.account.code, l.debit, l.credit, l.memo] as const),
    })!;
    ledger.reverse(
      dup,
      dup.postedMs + r.int(2, 26) * HOUR_MS,
      operator,
      'posted twice; the expense import had already booked this invoice',
    );
  }
}
