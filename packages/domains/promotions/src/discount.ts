/**
 * propose_discount (seed catalogue: promotions:write, proposed write; parameters `product_ids`,
 * `discount_percent`, `reason`). The plan shows, per product, the active discount percent and the
 * sale price (what a customer pays) before and after; `amount_cents` is the per-unit reduction
 * summed over the products. Applying inserts an active `discounts` row.
 *
 * Discounts do not stack: a product's effective discount is its newest active one. Optional
 * `ends_at` (a future instant, stored in `discounts.ended_at`): from then on the discount is
 * `ended` (view.ts discountStatus) and the storefront stops applying it. Not reversible by another
 * write (no operation ends a discount yet, and orders placed at the discounted price stay
 * discounted): `compensatable`, reversal null.
 */
import {
  ArgumentError,
  excerpt,
  formatMajor,
  toMajor,
  type ChangeItem,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
} from '@storeops/contract';
import { parseJsonArray, toNumber, type DiscountRow, type ProductRow } from '@storeops/db';
import { salePriceCents } from './view';

interface Line {
  product: Pick<ProductRow, 'id' | 'title' | 'price_cents'>;
  /** The product's effective discount now (its newest active discount), 0 if none. */
  activePercent: number;
}

/** The products in input order; throws ArgumentError `product_ids[i]` for one not in this store. */
async function loadLines(ids: readonly string[], ctx: HandlerContext): Promise<Line[]> {
  const rows = (await ctx.scope.from('products').whereIn('id', ids).select('id', 'title', 'price_cents')) as Line['product'][];
  const byId = new Map(rows.map((r) => [r.id, { ...r, price_cents: toNumber(r.price_cents) ?? 0 }]));
  const now = ctx.now.toISOString();
  const active = (await ctx.scope
    .from('discounts')
    .where({ status: 'active' })
    .andWhere((w) => w.whereNull('ended_at').orWhere('ended_at', '>', now))
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('product_ids', 'discount_percent')) as Pick<DiscountRow, 'product_ids' | 'discount_percent'>[];
  const activePercent = new Map<string, number>();
  for (const d of active) {
    for (const id of parseJsonArray(d.product_ids)) {
      if (!activePercent.has(id)) activePercent.set(id, toNumber(d.discount_percent) ?? 0);
    }
  }
  return ids.map((id, i) => {
    const product = byId.get(id);
    if (product === undefined)
      throw new ArgumentError(`product_ids[${i}]`, `no product ${excerpt(id)} in this store (use id from query_products)`);
    return { product, activePercent: activePercent.get(id) ?? 0 };
  });
}

function title(lines: readonly Line[], percent: number, currency: string, reason: string): string {
  const shown = lines
    .slice(0, 3)
    .map(
      (l) =>
        `${l.product.title} ${formatMajor(l.product.price_cents, currency)} -> ${formatMajor(salePriceCents(l.product.price_cents, percent), currency)}`,
    );
  const more = lines.length > 3 ? `, +${lines.length - 3} more` : '';
  const n = lines.length === 1 ? '1 product' : `${lines.length} products`;
  return `Discount ${n} by ${percent}% (${shown.join(', ')}${more} ${currency}): ${reason}`;
}

/** `ends_at` in UTC, or null; ArgumentError `ends_at` unless it is in the future. */
function endsAt(input: Types.ProposeDiscountInput, now: Date): string | null {
  if (input.ends_at === undefined) return null;
  const at = new Date(input.ends_at).toISOString();
  if (at <= now.toISOString()) throw new ArgumentError('ends_at', `must be in the future (got ${input.ends_at})`);
  return at;
}

export const proposeDiscount: ProposedWriteHandler<Types.ProposeDiscountInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const ends = endsAt(input, ctx.now);
    const lines = await loadLines(input.product_ids, ctx);
    const pct = input.discount_percent;
    const changes: ChangeItem[] = lines.flatMap((l) => [
      { resource_kind: 'product', resource_ref: l.product.id, field: 'discount_percent', before: l.activePercent, after: pct },
      {
        resource_kind: 'product',
        resource_ref: l.product.id,
        field: 'sale_price',
        before: toMajor(salePriceCents(l.product.price_cents, l.activePercent), ctx.store.currency),
        after: toMajor(salePriceCents(l.product.price_cents, pct), ctx.store.currency),
      },
      ...(ends === null
        ? []
        : [{ resource_kind: 'product', resource_ref: l.product.id, field: 'discount_ends_at', before: null, after: ends }]),
    ]);
    return {
      title: title(lines, pct, ctx.store.currency, input.reason),
      changes,
      amount_cents: lines.reduce((sum, l) => sum + Math.round((l.product.price_cents * pct) / 100), 0),
      reversibility_class: 'compensatable',
      reversal: null,
    };
  },
  async apply(input, ctx) {
    await ctx.connectors.storefront.createDiscount(ctx, {
      product_ids: input.product_ids,
      discount_percent: input.discount_percent,
      reason: input.reason,
      // A planned end (ends_at): the discount reads `ended` from then on.
      ended_at: endsAt(input, ctx.now),
      approval_id: ctx.approvalId ?? null,
    });
  },
};
