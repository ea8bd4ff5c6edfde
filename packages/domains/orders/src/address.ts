/**
 * storefront_update_shipping_address (seed catalogue: orders:write, proposed write, storefront
 * only; parameters not shown, decided in `StorefrontUpdateShippingAddressInput`): a validated
 * address replaces the order's shipping address while the order is unfulfilled and not cancelled.
 * Reversible: the reversal is the same operation with the previous address (compensatable with no
 * reversal when the order had none). Country codes are checked against ICU's region names (an
 * unassigned code has no name); postal codes against the formats of the countries below.
 */
import { ArgumentError, type ChangePlan, type HandlerContext, type ProposedWriteHandler, type Types } from '@storeops/contract';
import { loadOrder, type OrderState } from './order-state';
import { addressView } from './view';

type Input = Types.StorefrontUpdateShippingAddressInput;

/** Postal code formats checked (upper-cased input). */
const POSTAL: Readonly<Record<string, { re: RegExp; example: string }>> = {
  US: { re: /^[0-9]{5}(-[0-9]{4})?$/, example: '11211 or 11211-1234' },
  DE: { re: /^[0-9]{5}$/, example: '10115' },
  FR: { re: /^[0-9]{5}$/, example: '75003' },
  NL: { re: /^[1-9][0-9]{3} ?[A-Z]{2}$/, example: '1015 BN' },
  BE: { re: /^[1-9][0-9]{3}$/, example: '1000' },
  AT: { re: /^[1-9][0-9]{3}$/, example: '1070' },
  DK: { re: /^[0-9]{4}$/, example: '1120' },
  GB: { re: /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/, example: 'E2 7DJ' },
  IE: { re: /^[A-Z][0-9][0-9W] ?[0-9AC-FHKNPRTV-Y]{4}$/, example: 'D02 X285' },
};

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** Whether `code` (two upper-case letters) is an assigned ISO 3166-1 alpha-2 region. */
function assignedCountry(code: string): boolean {
  try {
    return regions.of(code) !== code;
  } catch {
    return false;
  }
}

/** The address as it will be stored: trimmed, empty optional fields null, codes upper-cased. */
export function normaliseAddress(a: Input['shipping_address']): Types.OrderAddress {
  const req = (v: string, field: string): string => {
    const t = v.trim();
    if (t === '') throw new ArgumentError(`shipping_address.${field}`, 'must not be blank');
    return t;
  };
  const opt = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim());
  const country = a.country_code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country) || !assignedCountry(country))
    throw new ArgumentError(
      'shipping_address.country_code',
      `${a.country_code} is not an assigned ISO 3166-1 alpha-2 code (e.g. NL, DE, GB, US)`,
    );
  const postal = opt(a.postal_code)?.toUpperCase() ?? null;
  const rule = POSTAL[country];
  if (rule !== undefined) {
    if (postal === null) throw new ArgumentError('shipping_address.postal_code', `a postal code is required for ${country}`);
    if (!rule.re.test(postal))
      throw new ArgumentError('shipping_address.postal_code', `${postal} is not a ${country} postal code (e.g. ${rule.example})`);
  }
  return {
    name: req(a.name, 'name'),
    address1: req(a.address1, 'address1'),
    address2: opt(a.address2),
    city: opt(a.city),
    province_code: opt(a.province_code)?.toUpperCase() ?? null,
    postal_code: postal,
    country_code: country,
    phone: opt(a.phone),
  };
}

async function openOrder(input: Input, ctx: HandlerContext): Promise<OrderState> {
  const order = await loadOrder(ctx, input.order_id);
  if (order.cancelledAt !== null)
    throw new ArgumentError('order_id', `order ${order.label} is cancelled: its address can no longer change`);
  if (order.fulfillmentStatus !== 'unfulfilled')
    throw new ArgumentError(
      'order_id',
      `order ${order.label} is ${order.fulfillmentStatus === 'partial' ? 'partly fulfilled' : 'fulfilled'}: the address of a shipped order can no longer change`,
    );
  return order;
}

const oneLine = (a: Types.OrderAddress | null): string =>
  a === null ? 'none' : [a.address1, a.postal_code, a.city, a.country_code].filter((x) => x !== null).join(', ');

export const storefrontUpdateShippingAddress: ProposedWriteHandler<Input> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const after = normaliseAddress(input.shipping_address);
    const order = await openOrder(input, ctx);
    const before = addressView(order.shippingAddress);
    return {
      title: `Ship order ${order.label} to ${after.name}, ${oneLine(after)} (was ${oneLine(before)})${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: [{ resource_kind: 'order', resource_ref: order.id, field: 'shipping_address', before, after }],
      amount_cents: null,
      reversibility_class: before === null ? 'compensatable' : 'reversible',
      reversal:
        before === null
          ? null
          : {
              operation: 'storefront_update_shipping_address',
              arguments: {
                order_id: order.id,
                shipping_address: Object.fromEntries(Object.entries(before).filter(([, v]) => v !== null)),
              },
              description: `Ship order ${order.label} to the previous address again (${before.name}, ${oneLine(before)}).`,
            },
    };
  },
  async apply(input, ctx) {
    const after = normaliseAddress(input.shipping_address);
    const order = await openOrder(input, ctx);
    await ctx.connectors.storefront.setShippingAddress(ctx, order.id, after);
    ctx.subject('order', order.id);
  },
};
