/**
 * storefront_create_refund (seed catalogue: orders:write, proposed write, storefront only;
 * parameters not shown, decided in `StorefrontCreateRefundInput`). A refund of order lines
 * (quantities), of an amount, or both, never more than the order's refundable remainder and
 * never more units per line than are not refunded yet; re-checked on approval (the plan's
 * `before` holds the order's `refunded`, so a refund in between fails the card). Applying
 * records the refund and its line items, moves the order's `refunded_cents` and
 * `financial_status`, restocks and emits `order.refunded`. Compensatable, no reversal.
 *
 * The draft/changes/record functions are shared with storefront_cancel_order (its refund).
 */
import {
  ArgumentError,
  formatMoney,
  parseMajor,
  toMajor,
  type ChangeItem,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type WithDefaults,
  type WriteContext,
} from '@storeops/contract';
import {
  apportionCents,
  financialStatusAfter,
  loadOrder,
  paidPriceCents,
  remainderCents,
  type LineState,
  type OrderState,
} from './order-state';

export type RefundReason = Types.OrderRefund['reason'];

/** One refunded line of a draft refund. */
export interface DraftLine {
  line: LineState;
  quantity: number;
  amountCents: number;
  restock: boolean;
}

/** A refund about to be recorded against `order`. */
export interface RefundDraft {
  order: OrderState;
  amountCents: number;
  lines: DraftLine[];
  /** Units put back into stock per variant id (may exceed the refunded units: see cancel). */
  restock: Map<string, number>;
  reason: RefundReason;
  note: string | null;
}

type Input = WithDefaults<Types.StorefrontCreateRefundInput, 'restock'>;

/** Validates `input` against the order's current state; throws ArgumentError naming the field. */
export async function draftRefund(input: Input, ctx: HandlerContext): Promise<RefundDraft> {
  const order = await loadOrder(ctx, input.order_id);
  const requested = input.line_items ?? [];
  if (requested.length === 0 && input.amount === undefined)
    throw new ArgumentError('line_items', 'give line_items (order lines and quantities), amount, or both');
  if (input.restock && requested.length === 0)
    throw new ArgumentError('restock', 'restock needs line_items: which units go back into stock');
  if (input.restock && order.cancelledAt !== null)
    throw new ArgumentError('restock', `order ${order.label} is cancelled: its units were dealt with when it was cancelled`);
  const seen = new Set<string>();
  const lines: DraftLine[] = requested.map((r, i) => {
    const line = order.lines.find((l) => l.id === r.line_item_id);
    if (line === undefined)
      throw new ArgumentError(
        `line_items[${i}].line_item_id`,
        `order ${order.label} has no line ${r.line_item_id} (use line_items[].id from get_orders)`,
      );
    if (seen.has(line.id)) throw new ArgumentError(`line_items[${i}].line_item_id`, `line ${line.id} is listed twice`);
    seen.add(line.id);
    const open = line.quantity - line.refunded;
    if (r.quantity > open)
      throw new ArgumentError(
        `line_items[${i}].quantity`,
        `${r.quantity} units of "${line.title}" asked, ${open} of ${line.quantity} not refunded yet`,
      );
    if (input.restock && line.variantId === null)
      throw new ArgumentError('restock', `"${line.title}" has no variant in the catalogue to restock`);
    return { line, quantity: r.quantity, amountCents: paidPriceCents(order, line, r.quantity), restock: input.restock };
  });
  const remainder = remainderCents(order);
  const computed = lines.reduce((a, l) => a + l.amountCents, 0);
  const amountCents = input.amount !== undefined ? parseMajor('amount', input.amount, order.currency) : computed;
  if (input.amount !== undefined && amountCents > remainder)
    throw new ArgumentError(
      'amount',
      `${formatMoney(amountCents, order.currency)} is more than order ${order.label}'s refundable remainder ${formatMoney(remainder, order.currency)} (total ${formatMoney(order.totalCents, order.currency)} - refunded ${formatMoney(order.refundedCents, order.currency)})`,
    );
  if (input.amount === undefined && amountCents > remainder)
    throw new ArgumentError(
      'line_items',
      `these units' paid price ${formatMoney(amountCents, order.currency)} is more than order ${order.label}'s refundable remainder ${formatMoney(remainder, order.currency)}; send amount (at most the remainder)`,
    );
  if (amountCents <= 0)
    throw new ArgumentError('line_items', `these units' paid price is ${formatMoney(0, order.currency)}: nothing to refund`);
  if (input.amount !== undefined && lines.length > 0) {
    const shares = apportionCents(
      amountCents,
      lines.map((l) => l.amountCents),
    );
    lines.forEach((l, i) => (l.amountCents = shares[i]!));
  }
  const restock = new Map<string, number>();
  for (const l of lines) if (l.restock) restock.set(l.line.variantId!, (restock.get(l.line.variantId!) ?? 0) + l.quantity);
  return { order, amountCents, lines, restock, reason: input.reason, note: input.note ?? null };
}

/** The card's change items of a draft refund: order refunded / financial status, lines, restocks. */
export function refundChanges(d: RefundDraft): ChangeItem[] {
  const o = d.order;
  const after = o.refundedCents + d.amountCents;
  return [
    {
      resource_kind: 'order',
      resource_ref: o.id,
      field: 'refunded',
      before: toMajor(o.refundedCents, o.currency),
      after: toMajor(after, o.currency),
    },
    {
      resource_kind: 'order',
      resource_ref: o.id,
      field: 'financial_status',
      before: o.financialStatus,
      after: financialStatusAfter(o, after),
    },
    ...d.lines.map((l) => ({
      resource_kind: 'order_line_item',
      resource_ref: l.line.id,
      field: 'refunded_quantity',
      before: l.line.refunded,
      after: l.line.refunded + l.quantity,
    })),
  ];
}

/** Change items of units put back into stock (`restocked_units`: 0 before, the units after). */
export function restockChanges(restock: ReadonlyMap<string, number>): ChangeItem[] {
  return [...restock.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([variantId, units]) => ({
      resource_kind: 'variant',
      resource_ref: variantId,
      field: 'restocked_units',
      before: 0,
      after: units,
    }));
}

const unitCount = (restock: ReadonlyMap<string, number>): number => [...restock.values()].reduce((a, b) => a + b, 0);

/** Puts `restock` units back into the variants' stock on the storefront (storefront port `restock`). */
export async function restockVariants(ctx: WriteContext, restock: ReadonlyMap<string, number>): Promise<void> {
  for (const [variantId, units] of restock) await ctx.connectors.storefront.restock(ctx, variantId, units);
}

/** Who caused a refund the service applied: the credential that proposed it (its card's requester). */
async function proposer(ctx: WriteContext): Promise<string> {
  if (ctx.approvalId === undefined) return ctx.credential.id;
  const card = (await ctx.scope.from('approvals').where({ id: ctx.approvalId }).first('requested_by')) as
    { requested_by: string } | undefined;
  return card?.requested_by ?? ctx.credential.id;
}

/**
 * Makes a draft refund on the storefront (storefront port `createRefund`: source `service`, the
 * card's approval id, its line items, the order's new refunded total and financial status), emits
 * `order.refunded` and posts it to the books. Restocking is the caller's (see restockVariants).
 * Returns the refund id.
 */
export async function recordRefund(ctx: WriteContext, d: RefundDraft, restock: boolean): Promise<string> {
  const o = d.order;
  const at = ctx.now.toISOString();
  const after = o.refundedCents + d.amountCents;
  const status = financialStatusAfter(o, after);
  if (status === 'paid') throw new Error('recordRefund: nothing to refund');
  const lineRows = d.lines.map((l) => ({
    line_item_id: l.line.id,
    quantity: l.quantity,
    amount_cents: l.amountCents,
    restock: l.restock,
  }));
  const id = await ctx.connectors.storefront.createRefund(ctx, {
    order_id: o.id,
    amount_cents: d.amountCents,
    reason: d.reason,
    note: d.note,
    restock,
    lines: lineRows,
    refunded_cents_after: after,
    financial_status_after: status,
    approval_id: ctx.approvalId ?? null,
  });
  await ctx.emit('order.refunded', o.id, {
    order_id: o.id,
    refund: {
      id,
      amount: toMajor(d.amountCents, o.currency),
      reason: d.reason,
      created_at: at,
      note: d.note,
      restock,
      source: 'service',
      line_items: lineRows.map((l) => ({
        line_item_id: l.line_item_id,
        quantity: l.quantity,
        amount: toMajor(l.amount_cents, o.currency),
        restock: l.restock,
      })),
    },
    currency: o.currency,
    refunded: toMajor(after, o.currency),
    previous_refunded: toMajor(o.refundedCents, o.currency),
    financial_status: status,
    previous_financial_status: o.financialStatus === 'refunded' ? 'partially_refunded' : o.financialStatus,
    actor: { type: 'credential', id: await proposer(ctx) },
    approval_id: ctx.approvalId ?? null,
    receipt_id: ctx.planReceiptId,
  });
  // The refund in the books (finance postings.ts), in the same transaction.
  await ctx.books.postRefund(ctx, id, { type: 'credential', id: await proposer(ctx) });
  return id;
}

function refundTitle(d: RefundDraft, currency: string): string {
  const o = d.order;
  const units = d.lines.reduce((a, l) => a + l.quantity, 0);
  const what =
    d.lines.length === 0 ? '' : `, ${units} unit${units === 1 ? '' : 's'} of ${d.lines.length} line${d.lines.length === 1 ? '' : 's'}`;
  const restocked = unitCount(d.restock);
  const back = restocked > 0 ? `, restock ${restocked}` : '';
  return `Refund ${formatMoney(d.amountCents, currency)} on order ${o.label} (${d.reason}${what}${back}); refunded ${formatMoney(o.refundedCents, currency)} of ${formatMoney(o.totalCents, currency)} so far`;
}

export const storefrontCreateRefund: ProposedWriteHandler<Input> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const d = await draftRefund(input, ctx);
    return {
      title: refundTitle(d, d.order.currency),
      changes: [...refundChanges(d), ...restockChanges(d.restock)],
      amount_cents: d.amountCents,
      reversibility_class: 'compensatable',
      reversal: null,
    };
  },
  async apply(input, ctx) {
    const d = await draftRefund(input, ctx);
    await recordRefund(ctx, d, input.restock);
    await restockVariants(ctx, d.restock);
    ctx.subject('order', d.order.id);
  },
};
