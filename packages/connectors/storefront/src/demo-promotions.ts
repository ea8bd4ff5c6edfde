/**
 * The embedded demo storefront's promotions (discounts and discount codes change what a customer
 * pays, and they end): what the storefront applies to an order it takes, from the store's
 * `discounts` (propose_discount) and `discount_codes` (storefront_create_discount_code, seeded
 * codes) as the service holds them, evaluated at the order's `created_at` (never the wall clock).
 *
 * - Automatic discount: a line of a product with an active discount (created at or before the
 *   order, and before its `ended_at` if it has one; stored `ended` without a date = ended) costs
 *   round(line total × percent / 100) less; the product's newest active discount applies (they do
 *   not stack).
 * - Discount code: about 30 % of orders enter one (a byte of SHA-256(store id, order id) below 77):
 *   the newest usable code by `created_at` (ties by id): not `disabled`/`expired`, `starts_at` ≤
 *   the order < `ends_at`, below its `usage_limit` (the uses recorded plus those earlier in the same
 *   read), not used before by this customer when `once_per_customer`, and goods after automatic
 *   discounts ≥ `minimum_subtotal`. Amount: a percentage of those goods (rounded to the minor unit)
 *   or the fixed amount, at most those goods.
 * The order's `discount_cents` is the sum of both; `discount_code` the code as created, or null.
 */
import { createHash } from 'node:crypto';
import { parseJsonArray, toNumber, type DiscountCodeRow, type DiscountRow, type StoreScope } from '@storeops/db';
import type { StorefrontOrder } from '@storeops/contract/ports/storefront';

/** Share of orders (out of 256) that enter a discount code. */
const CODE_BYTE_BELOW = 77;

interface Discount {
  productIds: Set<string>;
  percent: number;
  from: string;
  /** Exclusive end, or null = open-ended. */
  until: string | null;
  ended: boolean;
  key: string;
}

interface Code {
  code: string;
  key: string;
  type: DiscountCodeRow['discount_type'];
  value: number;
  minimumCents: number | null;
  limit: number | null;
  oncePerCustomer: boolean;
  startsAt: string;
  endsAt: string | null;
  usable: boolean;
  order: string;
}

/** The promotions one read applies, with the uses it has made so far (mutated as orders take codes). */
export interface DemoPromotions {
  storeId: string;
  discounts: Discount[];
  codes: Code[];
  used: Map<string, number>;
  /** `<code key>\n<customer_ref>` of every recorded or earlier use. */
  customers: Set<string>;
}

/** Reads the store's discounts, codes and past code uses (one read of the storefront). */
export async function loadDemoPromotions(scope: StoreScope, storeId: string): Promise<DemoPromotions> {
  const [discountRows, codeRows, uses] = await Promise.all([
    scope.from('discounts').select('id', 'product_ids', 'discount_percent', 'status', 'created_at', 'ended_at') as Promise<DiscountRow[]>,
    scope.from('discount_codes') as Promise<DiscountCodeRow[]>,
    scope.from('orders').whereNotNull('discount_code').select('discount_code', 'customer_ref') as Promise<
      Array<{ discount_code: string; customer_ref: string }>
    >,
  ]);
  const discounts = discountRows
    .map((d) => ({
      productIds: new Set(parseJsonArray(d.product_ids)),
      percent: toNumber(d.discount_percent) ?? 0,
      from: d.created_at,
      until: d.ended_at,
      ended: d.status !== 'active',
      key: `${d.created_at}\n${d.id}`,
    }))
    // Newest first: a product's newest active discount applies.
    .sort((a, b) => (a.key < b.key ? 1 : -1));
  const codes = codeRows
    .map((c) => ({
      code: c.code,
      key: c.code_key,
      type: c.discount_type,
      value: toNumber(c.value) ?? 0,
      minimumCents: toNumber(c.minimum_subtotal_cents),
      limit: toNumber(c.usage_limit),
      oncePerCustomer: c.once_per_customer === true || Number(c.once_per_customer) === 1,
      startsAt: c.starts_at,
      endsAt: c.ends_at,
      usable: c.status !== 'disabled' && c.status !== 'expired',
      order: `${c.created_at}\n${c.id}`,
    }))
    .sort((a, b) => (a.order < b.order ? 1 : -1));
  const used = new Map(codeRows.map((c) => [c.code_key, toNumber(c.usage_count) ?? 0]));
  const customers = new Set(uses.map((u) => `${u.discount_code.toUpperCase()}\n${u.customer_ref}`));
  return { storeId, discounts, codes, used, customers };
}

function activeAt(d: Discount, at: string): boolean {
  if (d.from > at) return false;
  if (d.until !== null) return at < d.until;
  return !d.ended;
}

/** `order` with the promotions active at its `created_at` applied (rules above); records a code's use in `p`. */
export function applyDemoPromotions(order: StorefrontOrder, p: DemoPromotions): StorefrontOrder {
  const at = order.created_at;
  let automatic = 0;
  for (const l of order.lines) {
    const d = p.discounts.find((x) => x.productIds.has(l.product_id) && activeAt(x, at));
    if (d !== undefined) automatic += Math.round((l.quantity * l.unit_price_cents * d.percent) / 100);
  }
  const goods = order.lines.reduce((s, l) => s + l.quantity * l.unit_price_cents, 0) - automatic;
  let code: Code | undefined;
  let codeCents = 0;
  const h = createHash('sha256').update(`${p.storeId}:discount-code:${order.external_id}`).digest();
  if (h[0]! < CODE_BYTE_BELOW && goods > 0) {
    code = p.codes.find(
      (c) =>
        c.usable &&
        c.startsAt <= at &&
        (c.endsAt === null || at < c.endsAt) &&
        (c.limit === null || (p.used.get(c.key) ?? 0) < c.limit) &&
        !(c.oncePerCustomer && p.customers.has(`${c.key}\n${order.customer_ref}`)) &&
        (c.minimumCents === null || goods >= c.minimumCents),
    );
    if (code !== undefined) {
      codeCents = code.type === 'percentage' ? Math.round((goods * code.value) / 100) : Math.min(code.value, goods);
      p.used.set(code.key, (p.used.get(code.key) ?? 0) + 1);
      p.customers.add(`${code.key}\n${order.customer_ref}`);
    }
  }
  return { ...order, discount_cents: automatic + codeCents, discount_code: code?.code ?? null };
}
