/**
 * storefront_create_discount_code (seed catalogue: promotions:write, proposed write). The plan
 * shows the new code (`resource_kind` `discount_code`, `resource_ref` the upper-cased code) with
 * `code` before `absent`: codes are unique per store regardless of case, checked at proposal and
 * again on approval (a code created in between makes the re-run preview throw, so the card fails).
 * Applying inserts a `discount_codes` row, `scheduled` when it starts later, else `active`.
 *
 * Reversibility `compensatable`, reversal null: disabling the code stops further use, but orders
 * that used it keep their discount, and no operation disables a code yet.
 */
import {
  ArgumentError,
  formatMajor,
  formatMoney,
  parseMajor,
  type ChangePlan,
  type ProposedWriteHandler,
  type Types,
  type WithDefaults,
} from '@storeops/contract';

type Input = WithDefaults<Types.StorefrontCreateDiscountCodeInput, 'once_per_customer'>;

interface Checked {
  key: string;
  /** Percent, or minor units of the store currency for fixed_amount (the stored `value`). */
  stored: number;
  minimumCents: number | null;
  startsAt: string | null;
  endsAt: string | null;
}

function check(input: Input, now: Date, currency: string): Checked {
  let stored: number;
  if (input.discount_type === 'percentage') {
    if (input.value < 1 || input.value > 100) throw new ArgumentError('value', `a percentage must be 1..100 (got ${input.value})`);
    if (!Number.isInteger(input.value * 2)) throw new ArgumentError('value', `a percentage must be a multiple of 0.5 (got ${input.value})`);
    stored = input.value;
  } else {
    stored = parseMajor('value', input.value, currency);
    if (stored < 1) throw new ArgumentError('value', `a fixed amount must be at least ${formatMajor(1, currency)}`);
  }
  const minimumCents = input.minimum_subtotal === undefined ? null : parseMajor('minimum_subtotal', input.minimum_subtotal, currency);
  const startsAt = input.starts_at === undefined ? null : new Date(input.starts_at).toISOString();
  const endsAt = input.ends_at === undefined ? null : new Date(input.ends_at).toISOString();
  if (endsAt !== null) {
    if (startsAt !== null && endsAt <= startsAt) throw new ArgumentError('ends_at', 'must be after starts_at');
    if (endsAt <= now.toISOString()) throw new ArgumentError('ends_at', 'must be in the future');
  }
  return { key: input.code.toUpperCase(), stored, minimumCents, startsAt, endsAt };
}

export const storefrontCreateDiscountCode: ProposedWriteHandler<Input> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const c = check(input, ctx.now, ctx.store.currency);
    const existing = (await ctx.scope.from('discount_codes').where({ code_key: c.key }).first('code')) as { code: string } | undefined;
    if (existing !== undefined)
      throw new ArgumentError('code', `the store already has the code ${existing.code} (codes are unique regardless of case)`);
    const item = (field: string, before: unknown, after: unknown) => ({
      resource_kind: 'discount_code',
      resource_ref: c.key,
      field,
      before,
      after,
    });
    const shown = input.discount_type === 'percentage' ? `${input.value}% off` : `${formatMoney(c.stored, ctx.store.currency)} off`;
    const window = `${c.startsAt ?? 'on approval'} to ${c.endsAt ?? 'open-ended'} (UTC)`;
    const limit = input.usage_limit === undefined ? 'unlimited uses' : `${input.usage_limit} uses`;
    return {
      title: `Create discount code ${input.code}: ${shown}, ${window}, ${limit}${input.once_per_customer ? ', once per customer' : ''}`,
      changes: [
        item('code', 'absent', input.code),
        item('discount_type', null, input.discount_type),
        item('value', null, input.value),
        item('usage_limit', null, input.usage_limit ?? null),
        item('once_per_customer', null, input.once_per_customer),
        item('minimum_subtotal', null, input.minimum_subtotal ?? null),
        item('starts_at', null, c.startsAt ?? 'when applied'),
        item('ends_at', null, c.endsAt),
      ],
      amount_cents: null,
      reversibility_class: 'compensatable',
      creates: true,
      reversal: null,
    };
  },
  async apply(input, ctx) {
    const c = check(input, ctx.now, ctx.store.currency);
    const now = ctx.now.toISOString();
    const startsAt = c.startsAt ?? now;
    const id = await ctx.connectors.storefront.createDiscountCode(ctx, {
      code: input.code,
      code_key: c.key,
      discount_type: input.discount_type,
      value: c.stored,
      minimum_subtotal_cents: c.minimumCents,
      usage_limit: input.usage_limit ?? null,
      once_per_customer: input.once_per_customer,
      starts_at: startsAt,
      ends_at: c.endsAt,
      status: startsAt > now ? 'scheduled' : 'active',
      approval_id: ctx.approvalId ?? null,
    });
    ctx.subject('discount_code', id);
  },
};
