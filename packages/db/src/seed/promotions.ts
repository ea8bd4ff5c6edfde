/**
 * Commerce-core seed extension (see commerce.ts).
 *
 * Discount codes of the hosted store (Northwind, EUR), each one consistent with the orders: the
 * hosted orders with a discount (seed/orders.ts: 10, 15 or 20% of the subtotal) placed in the
 * online store get the code whose percent and dates match, and a code's `usage_count` is the number
 * of orders that carry it:
 * - `WELCOME10` 10%, active since 200 days before the anchor, no end, unlimited;
 * - `FRIENDS15` 15%, active since 150 days before, once per customer (a customer's later 15%
 *   orders carry no code: a staff or service discount);
 * - `SUMMER20` 20%, 130..45 days before the anchor: expired;
 * - `FLASH20` 20% from 45 days before, at its usage limit: its limit is the number of orders that
 *   used it, at most 40 (later 20% orders carry no code);
 * - `HOLIDAY25` 25%, starts 14 days after the anchor: scheduled, unused;
 * - `FIVEOFF` 5.00 EUR off orders from 50.00, disabled before anyone used it.
 * Marketplace and POS discounts carry no code. No `discounts` rows (propose_discount makes them).
 *
 * Four gift cards (active and partly spent, active unused, spent, disabled): each code is drawn
 * from this fork, hashed (SHA-256 of the upper-cased code without separators, as the domain does)
 * and thrown away; only the hash and the last 4 characters are stored. Balances never exceed the
 * initial value. The business store (no storefront) has no promotions.
 */
import { createHash } from 'node:crypto';
import type { DiscountCodeRow, GiftCardRow, OrderRow } from '../tables';
import type { CommerceSeed } from './commerce';
import type { Rng } from './prng';
import { DAY_MS, HOUR_MS, iso, ymd } from './time';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function giftCode(rng: Rng): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[rng.int(0, ALPHABET.length - 1)]!);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

const hash = (code: string): string =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('hex');

interface CodePlan {
  code: string;
  percent: number | null;
  fixedCents?: number;
  minimumCents?: number;
  /** Days relative to the anchor (negative = before). */
  startsDay: number;
  endsDay: number | null;
  createdDay: number;
  limit: number | null;
  /** The limit is the number of uses (at most `limit`): the code is used up. */
  usedUp?: boolean;
  oncePerCustomer: boolean;
  disabled?: boolean;
}

const CODES: readonly CodePlan[] = [
  { code: 'WELCOME10', percent: 10, startsDay: -200, endsDay: null, createdDay: -201, limit: null, oncePerCustomer: false },
  { code: 'FRIENDS15', percent: 15, startsDay: -150, endsDay: null, createdDay: -152, limit: null, oncePerCustomer: true },
  { code: 'SUMMER20', percent: 20, startsDay: -130, endsDay: -45, createdDay: -133, limit: null, oncePerCustomer: false },
  { code: 'FLASH20', percent: 20, startsDay: -45, endsDay: null, createdDay: -46, limit: 40, usedUp: true, oncePerCustomer: false },
  {
    code: 'FIVEOFF',
    percent: null,
    fixedCents: 500,
    minimumCents: 5000,
    startsDay: -90,
    endsDay: null,
    createdDay: -91,
    limit: null,
    oncePerCustomer: false,
    disabled: true,
  },
  { code: 'HOLIDAY25', percent: 25, startsDay: 14, endsDay: 45, createdDay: -3, limit: 1000, oncePerCustomer: false },
];

export const seedPromotions: CommerceSeed = (rng, { clock, hosted, business }) => {
  // insertChunked takes its columns from the first row: every order gets the key.
  for (const o of [...hosted.orders, ...business.orders]) o.row.discount_code ??= null;
  const at = (day: number, hour = 9): string => iso(clock.anchorMs + day * DAY_MS + hour * HOUR_MS);
  const usage = new Map<string, number>(CODES.map((c) => [c.code, 0]));
  const seen = new Map<string, Set<string>>(CODES.map((c) => [c.code, new Set<string>()]));
  const pick = (row: OrderRow): CodePlan | undefined => {
    const percent = Math.round((row.discount_cents / row.subtotal_cents) * 20) * 5;
    return CODES.find(
      (c) =>
        c.percent === percent &&
        c.disabled !== true &&
        row.created_at >= at(c.startsDay, 0) &&
        (c.endsDay === null || row.created_at < at(c.endsDay, 0)) &&
        (c.limit === null || usage.get(c.code)! < c.limit) &&
        !(c.oncePerCustomer && seen.get(c.code)!.has(row.customer_ref)),
    );
  };
  const byTime = [...hosted.orders].sort((a, b) => a.createdMs - b.createdMs || (a.row.id < b.row.id ? -1 : 1));
  for (const o of byTime) {
    if (o.row.channel !== 'online_store' || o.row.discount_cents <= 0 || o.row.subtotal_cents <= 0) continue;
    const c = pick(o.row);
    if (c === undefined) continue;
    o.row.discount_code = c.code;
    usage.set(c.code, usage.get(c.code)! + 1);
    seen.get(c.code)!.add(o.row.customer_ref);
  }

  const anchorIso = iso(clock.anchorMs);
  const discountCodes: DiscountCodeRow[] = CODES.map((c) => {
    const endsAt = c.endsDay === null ? null : at(c.endsDay, 0);
    const startsAt = at(c.startsDay, 0);
    return {
      id: rng.uuid(),
      store_id: hosted.storeId,
      code: c.code,
      code_key: c.code.toUpperCase(),
      discount_type: c.percent === null ? 'fixed_amount' : 'percentage',
      value: c.percent ?? c.fixedCents!,
      minimum_subtotal_cents: c.minimumCents ?? null,
      usage_limit: c.usedUp === true ? Math.max(1, usage.get(c.code)!) : c.limit,
      once_per_customer: c.oncePerCustomer,
      usage_count: usage.get(c.code)!,
      starts_at: startsAt,
      ends_at: endsAt,
      status:
        c.disabled === true
          ? 'disabled'
          : endsAt !== null && endsAt <= anchorIso
            ? 'expired'
            : startsAt > anchorIso
              ? 'scheduled'
              : 'active',
      approval_id: null,
      created_at: at(c.createdDay, 10),
    };
  });

  const customers = [...new Set(byTime.map((o) => o.row.customer_ref))];
  const cards: Array<{
    value: number;
    spent: number;
    createdDay: number;
    expiresDay: number | null;
    customer: boolean;
    note: string | null;
    disabledDay?: number;
  }> = [
    { value: 10_000, spent: 6_250, createdDay: -80, expiresDay: 285, customer: true, note: 'Birthday gift' },
    { value: 5_000, spent: 0, createdDay: -20, expiresDay: null, customer: true, note: 'Apology for a late delivery' },
    { value: 2_500, spent: 2_500, createdDay: -110, expiresDay: 255, customer: false, note: null },
    { value: 7_500, spent: 0, createdDay: -40, expiresDay: null, customer: false, note: 'Issued by mistake', disabledDay: -30 },
  ];
  const giftCards: GiftCardRow[] = cards.map((g) => {
    const code = giftCode(rng);
    return {
      id: rng.uuid(),
      store_id: hosted.storeId,
      code_hash: hash(code),
      last_characters: code.slice(-4),
      initial_value_cents: g.value,
      balance_cents: g.value - g.spent,
      currency: hosted.currency,
      customer_ref: g.customer && customers.length > 0 ? rng.pick(customers) : null,
      note: g.note,
      expires_on: g.expiresDay === null ? null : ymd(clock.anchorMs + g.expiresDay * DAY_MS),
      disabled_at: g.disabledDay === undefined ? null : at(g.disabledDay, 11),
      approval_id: null,
      created_at: at(g.createdDay, 14),
    };
  });
  return { discount_codes: discountCodes, gift_cards: giftCards };
};
