/**
 * storefront_cancel_order (seed catalogue: orders:write, proposed write, storefront only;
 * parameters not shown, decided in `StorefrontCancelOrderInput`). Only an unfulfilled order that
 * is not cancelled yet; with `refund` (default true) the refundable remainder is refunded as one
 * refund (reason `other`, the units not refunded yet as its lines; emits `order.refunded`); with
 * `restock` (default true) every unit not restocked yet goes back into stock (an unfulfilled
 * order's units never left the warehouse). Irreversible: the storefront cannot reopen a cancelled
 * order and no operation restores it.
 */
import {
  ArgumentError,
  formatMoney,
  type ChangeItem,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
  type WithDefaults,
} from '@storeops/contract';
import { apportionCents, loadOrder, paidPriceCents, remainderCents, type OrderState } from './order-state';
import { recordRefund, refundChanges, restockChanges, restockVariants, type RefundDraft } from './refund';

type Input = WithDefaults<Types.StorefrontCancelOrderInput, 'restock' | 'refund'>;

interface CancelDraft {
  order: OrderState;
  /** The refund of the remainder; null without `refund` or when nothing is left to refund. */
  refund: RefundDraft | null;
  restock: Map<string, number>;
}

async function draftCancel(input: Input, ctx: HandlerContext): Promise<CancelDraft> {
  const order = await loadOrder(ctx, input.order_id);
  if (order.cancelledAt !== null) throw new ArgumentError('order_id', `order ${order.label} was already cancelled at ${order.cancelledAt}`);
  if (order.fulfillmentStatus !== 'unfulfilled')
    throw new ArgumentError(
      'order_id',
      `order ${order.label} is ${order.fulfillmentStatus === 'partial' ? 'partly fulfilled' : 'fulfilled'}: a shipped order cannot be cancelled; refund it with storefront_create_refund instead`,
    );
  const restock = new Map<string, number>();
  if (input.restock) {
    for (const l of order.lines) {
      const units = l.quantity - l.restocked;
      if (l.variantId !== null && units > 0) restock.set(l.variantId, (restock.get(l.variantId) ?? 0) + units);
    }
  }
  const remainder = remainderCents(order);
  let refund: RefundDraft | null = null;
  if (input.refund && remainder > 0) {
    const open = order.lines.filter((l) => l.quantity - l.refunded > 0);
    const shares = apportionCents(
      remainder,
      open.map((l) => paidPriceCents(order, l, l.quantity - l.refunded)),
    );
    refund = {
      order,
      amountCents: remainder,
      lines: open.map((line, i) => ({
        line,
        quantity: line.quantity - line.refunded,
        amountCents: shares[i]!,
        restock: input.restock && line.variantId !== null,
      })),
      restock,
      reason: 'other',
      note: input.note ?? `Order cancelled (${input.reason})`,
    };
  }
  return { order, refund, restock };
}

function cancelTitle(d: CancelDraft, reason: string): string {
  const o = d.order;
  const units = [...d.restock.values()].reduce((a, b) => a + b, 0);
  const parts = [
    d.refund !== null ? `refund ${formatMoney(d.refund.amountCents, o.currency)}` : 'no refund',
    units > 0 ? `restock ${units} unit${units === 1 ? '' : 's'}` : 'no restock',
  ];
  return `Cancel order ${o.label} (${reason}; total ${formatMoney(o.totalCents, o.currency)}): ${parts.join(', ')}`;
}

export const storefrontCancelOrder: ProposedWriteHandler<Input> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const d = await draftCancel(input, ctx);
    const o = d.order;
    const changes: ChangeItem[] = [
      { resource_kind: 'order', resource_ref: o.id, field: 'cancelled', before: false, after: true },
      { resource_kind: 'order', resource_ref: o.id, field: 'cancel_reason', before: null, after: input.reason },
      ...(d.refund !== null ? refundChanges(d.refund) : []),
      ...restockChanges(d.restock),
    ];
    return {
      title: cancelTitle(d, input.reason),
      changes,
      amount_cents: d.refund?.amountCents ?? null,
      reversibility_class: 'irreversible',
      reversal: null,
    };
  },
  async apply(input, ctx) {
    const d = await draftCancel(input, ctx);
    await ctx.connectors.storefront.cancelOrder(ctx, d.order.id, input.reason);
    if (d.refund !== null) await recordRefund(ctx, d.refund, input.restock);
    await restockVariants(ctx, d.restock);
    ctx.subject('order', d.order.id);
  },
};
