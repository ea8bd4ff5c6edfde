/**
 * Commerce-core seed extension (see commerce.ts).
 *
 * Variant unit costs of the hosted store (Northwind): each product gets one cost ratio of 30–60%
 * of price (per-variant noise of ±3 points) and one cost source for its variants: ~15% of products
 * have no cost recorded (null: the `estimated` tier of get_product_costs), ~60% `storefront`
 * (updated within the window), ~17% `import` (10–200 days ago), ~8% `manual` (half 20–300 days
 * ago, half 400–700 days ago, so the `stale` tier has rows).
 *
 * Expenses of both stores over the 120-day window, in the store currency: monthly recurring (rent
 * on the 1st, salaries on the 25th, software subscriptions on fixed days), weekly recurring
 * (carrier invoices, payment processor fees, packaging every other week) and a few one-offs
 * (marketing, equipment). Every row has `source` `seed`.
 */
import type { ExpenseRow, VariantRow } from '../tables';
import type { CommerceSeed } from './commerce';
import type { Rng } from './prng';
import { DAY_MS, HOUR_MS, WINDOW_DAYS, iso, ymd, type Clock } from './time';

type CostSource = NonNullable<VariantRow['cost_source']>;

/** An expense the seed repeats (or draws once): its category, text, vendor and typical amount. */
export interface Recurring {
  category: string;
  description: string;
  vendor: string;
  /** Typical amount in cents of the store currency, and relative spread. */
  cents: number;
  spread: number;
}

/**
 * A weekly expense on its weekday (0 = Monday), or every other week; `summary`: the books' text of
 * a month of them where it differs from `description`.
 */
export interface Weekly extends Recurring {
  weekday: number;
  everyOther?: boolean;
  summary?: string;
}

/** Northwind's monthly expenses, on their day of the month (seed/finance-profiles.ts books the same ones before the window). */
export const HOSTED_MONTHLY: ReadonlyArray<Recurring & { day: number }> = [
  { day: 1, category: 'rent', description: 'Warehouse and studio rent', vendor: 'Havenpoort Properties BV', cents: 285_000, spread: 0 },
  { day: 25, category: 'salaries', description: 'Monthly payroll', vendor: 'Payroll', cents: 1_840_000, spread: 0.02 },
  { day: 3, category: 'software', description: 'Storefront platform plan', vendor: 'Storefront Platform', cents: 29_900, spread: 0 },
  { day: 7, category: 'software', description: 'Email marketing subscription', vendor: 'Mailwise', cents: 18_900, spread: 0 },
  { day: 12, category: 'software', description: 'Accounting software', vendor: 'Ledgerly', cents: 4_500, spread: 0 },
  { day: 18, category: 'marketing_other', description: 'Influencer retainer', vendor: 'Studio Noord', cents: 60_000, spread: 0.1 },
];
/** Northwind's weekly expenses (seed/finance-profiles.ts books them as monthly summaries before the window). */
export const HOSTED_WEEKLY: ReadonlyArray<Weekly> = [
  {
    weekday: 0,
    category: 'shipping',
    description: 'Carrier invoice',
    summary: 'Carrier invoices',
    vendor: 'PostNL',
    cents: 64_000,
    spread: 0.25,
  },
  {
    weekday: 2,
    category: 'payment_fees',
    description: 'Payment processing fees',
    summary: 'Payment processing fees (POS and marketplace)',
    vendor: 'Adyen',
    cents: 38_000,
    spread: 0.2,
  },
  {
    weekday: 3,
    category: 'packaging',
    description: 'Mailer boxes and tissue',
    vendor: 'Raja Packaging',
    cents: 21_000,
    spread: 0.3,
    everyOther: true,
  },
];
const HOSTED_ONE_OFFS: ReadonlyArray<Recurring> = [
  { category: 'marketing_other', description: 'Photo shoot, autumn collection', vendor: 'Lumen Fotografie', cents: 240_000, spread: 0.1 },
  { category: 'marketing_other', description: 'Trade fair booth', vendor: 'Jaarbeurs Utrecht', cents: 180_000, spread: 0.1 },
  { category: 'software', description: 'Annual font licence', vendor: 'Typewell', cents: 36_000, spread: 0 },
  { category: 'packaging', description: 'Custom printed tape', vendor: 'Raja Packaging', cents: 42_000, spread: 0.1 },
];

/** Harbor's monthly expenses, on their day of the month (seed/finance-profiles.ts books the same ones before the window). */
export const BUSINESS_MONTHLY: ReadonlyArray<Recurring & { day: number }> = [
  { day: 1, category: 'rent', description: 'Warehouse lease', vendor: 'Pier 9 Realty LLC', cents: 640_000, spread: 0 },
  { day: 25, category: 'salaries', description: 'Monthly payroll', vendor: 'Payroll', cents: 3_960_000, spread: 0.02 },
  { day: 5, category: 'software', description: 'ERP subscription', vendor: 'Netstock', cents: 89_900, spread: 0 },
  { day: 14, category: 'software', description: 'Invoicing and accounting', vendor: 'Ledgerly', cents: 9_900, spread: 0 },
];
/** Harbor's weekly expenses (seed/finance-profiles.ts books them as monthly summaries before the window). */
export const BUSINESS_WEEKLY: ReadonlyArray<Weekly> = [
  {
    weekday: 1,
    category: 'shipping',
    description: 'Freight invoice',
    summary: 'Freight invoices',
    vendor: 'Harbor Freight Lines',
    cents: 210_000,
    spread: 0.25,
  },
  { weekday: 4, category: 'payment_fees', description: 'Card and ACH fees', vendor: 'Stripe', cents: 52_000, spread: 0.2 },
  {
    weekday: 2,
    category: 'packaging',
    description: 'Pallets and stretch wrap',
    vendor: 'Uline',
    cents: 34_000,
    spread: 0.3,
    everyOther: true,
  },
];
const BUSINESS_ONE_OFFS: ReadonlyArray<Recurring> = [
  { category: 'marketing_other', description: 'Trade show sponsorship', vendor: 'NRF Expo', cents: 450_000, spread: 0.1 },
  { category: 'marketing_other', description: 'Catalogue printing', vendor: 'Bayside Print Co.', cents: 128_000, spread: 0.1 },
  { category: 'software', description: 'Label printer firmware licence', vendor: 'Zebra', cents: 25_000, spread: 0 },
];

function fillCosts(rng: Rng, clock: Clock, variants: VariantRow[]): void {
  const source = rng.weighted<CostSource | null>([
    [null, 15],
    ['storefront', 60],
    ['import', 17],
    ['manual', 8],
  ]);
  const ratio = rng.range(0.3, 0.6);
  let daysAgo = 0;
  if (source === 'storefront') daysAgo = rng.int(1, WINDOW_DAYS);
  else if (source === 'import') daysAgo = rng.int(10, 200);
  else if (source === 'manual') daysAgo = rng.chance(0.5) ? rng.int(20, 300) : rng.int(400, 700);
  const at = iso(clock.anchorMs - daysAgo * DAY_MS + rng.int(8, 18) * HOUR_MS);
  for (const v of variants) {
    if (source === null) {
      v.cost_cents = null;
      v.cost_source = null;
      v.cost_updated_at = null;
      continue;
    }
    const r = Math.min(0.6, Math.max(0.3, ratio + rng.range(-0.03, 0.03)));
    v.cost_cents = Math.max(1, Math.round(v.price_cents * r));
    v.cost_source = source;
    v.cost_updated_at = at;
  }
}

function expenseRows(
  rng: Rng,
  clock: Clock,
  store: { storeId: string; currency: string },
  monthly: ReadonlyArray<Recurring & { day: number }>,
  weekly: ReadonlyArray<Weekly>,
  oneOffs: ReadonlyArray<Recurring>,
): ExpenseRow[] {
  const rows: ExpenseRow[] = [];
  const add = (dayStart: number, e: Recurring): void => {
    const cents = Math.round(e.cents * (e.spread === 0 ? 1 : rng.noise(e.spread)));
    rows.push({
      id: rng.uuid(),
      store_id: store.storeId,
      incurred_on: ymd(dayStart),
      category: e.category,
      description: e.description,
      vendor: e.vendor,
      amount_cents: cents,
      currency: store.currency,
      source: 'seed',
      import_ref: null,
      created_at: iso(clock.beforeAnchor(dayStart + DAY_MS + rng.int(7, 11) * HOUR_MS)),
    });
  };
  for (let d = 0; d < WINDOW_DAYS; d++) {
    const start = clock.dayStart(d);
    const date = new Date(start);
    const weekdayIndex = (date.getUTCDay() + 6) % 7;
    for (const m of monthly) if (date.getUTCDate() === m.day) add(start, m);
    for (const w of weekly) {
      if (weekdayIndex !== w.weekday) continue;
      if (w.everyOther === true && Math.floor(d / 7) % 2 === 1) continue;
      add(start, w);
    }
  }
  for (const o of oneOffs) add(clock.dayStart(rng.int(0, WINDOW_DAYS - 1)), o);
  return rows.sort((a, b) => (a.incurred_on === b.incurred_on ? a.id.localeCompare(b.id) : a.incurred_on.localeCompare(b.incurred_on)));
}

export const seedCosts: CommerceSeed = (rng, input) => {
  const costRng = rng.fork('variant-costs');
  for (const p of input.hosted.products) fillCosts(costRng, input.clock, p.variants);
  return {
    expenses: [
      ...expenseRows(rng.fork('hosted-expenses'), input.clock, input.hosted, HOSTED_MONTHLY, HOSTED_WEEKLY, HOSTED_ONE_OFFS),
      ...expenseRows(rng.fork('business-expenses'), input.clock, input.business, BUSINESS_MONTHLY, BUSINESS_WEEKLY, BUSINESS_ONE_OFFS),
    ],
  };
};
