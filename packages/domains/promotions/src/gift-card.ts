/**
 * storefront_create_gift_card (seed catalogue: promotions:write, proposed write). The plan holds no
 * code: it is generated in `apply` (16 crypto-random characters of an alphabet without 0/O/1/I,
 * grouped XXXX-XXXX-XXXX-XXXX), stored only as the SHA-256 hex of its normalised form plus its last
 * 4 characters, and handed back once as `reveal` (the core shows it in the auto-applied answer, or
 * keeps it on the card for the proposer's first approval_status).
 *
 * Reversibility `compensatable`, reversal null: the card can be disabled in the storefront admin,
 * but what was spent with it stays spent; no operation disables a gift card yet.
 */
import { createHash, randomInt } from 'node:crypto';
import { ArgumentError, formatMoney, parseMajor, type ChangePlan, type ProposedWriteHandler, type Types } from '@storeops/contract';

type Input = Types.StorefrontCreateGiftCardInput;

/** 32 characters: no 0/O, 1/I, so a code read aloud or typed is unambiguous. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new code, e.g. `K7QW-2MZP-9RXD-B4TN` (`randomInt` is uniform, so no modulo bias). */
export function generateGiftCardCode(): string {
  const chars = Array.from({ length: 16 }, () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]!);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** SHA-256 hex of the code upper-cased without separators (what a checkout would look up). */
export function giftCardCodeHash(code: string): string {
  return createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('hex');
}

function check(input: Input, now: Date, currency: string): number {
  const cents = parseMajor('initial_value', input.initial_value, currency);
  if (input.expires_on !== undefined && input.expires_on <= now.toISOString().slice(0, 10))
    throw new ArgumentError('expires_on', 'must be after today (UTC)');
  return cents;
}

export const storefrontCreateGiftCard: ProposedWriteHandler<Input> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const cents = check(input, ctx.now, ctx.store.currency);
    const item = (field: string, after: unknown) => ({ resource_kind: 'gift_card', resource_ref: 'new', field, before: null, after });
    const value = formatMoney(cents, ctx.store.currency);
    const parts = [
      input.customer_ref !== undefined ? `for ${input.customer_ref}` : null,
      input.expires_on !== undefined ? `expires ${input.expires_on}` : 'no expiry',
    ].filter((p) => p !== null);
    return {
      title: `Issue a ${value} gift card (${parts.join(', ')})${input.note !== undefined ? `: ${input.note}` : ''}`,
      changes: [
        item('initial_value', input.initial_value),
        item('balance', input.initial_value),
        item('customer_ref', input.customer_ref ?? null),
        item('expires_on', input.expires_on ?? null),
        item('code', 'generated when applied, shown once'),
      ],
      amount_cents: cents,
      reversibility_class: 'compensatable',
      creates: true,
      reversal: null,
    };
  },
  async apply(input, ctx) {
    const cents = check(input, ctx.now, ctx.store.currency);
    const code = generateGiftCardCode();
    const lastCharacters = code.slice(-4);
    const id = await ctx.connectors.storefront.createGiftCard(ctx, {
      code_hash: giftCardCodeHash(code),
      last_characters: lastCharacters,
      initial_value_cents: cents,
      currency: ctx.store.currency,
      customer_ref: input.customer_ref ?? null,
      note: input.note ?? null,
      expires_on: input.expires_on ?? null,
      approval_id: ctx.approvalId ?? null,
    });
    ctx.subject('gift_card', id);
    return { reveal: { gift_card_id: id, code, last_characters: lastCharacters } };
  },
};
