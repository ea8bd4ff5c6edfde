/**
 * merchant_upsert_supplemental_labels and merchant_delete_supplemental_labels (seed catalogue
 * "merchant"; merchant:write, proposed writes): set or clear supplemental custom labels 0..4 of
 * feed items through the merchant-feed connector. The plan lists, per product and label that
 * changes, the label before and after (resource `product:<id>`); on approval the core re-runs the
 * preview, so a label that moved since the proposal fails the card. Reversible: the reversal is an
 * upsert of the previous labels (null clears).
 */
import {
  ArgumentError,
  OperationError,
  type ChangeItem,
  type ChangePlan,
  type HandlerContext,
  type ProposedWriteHandler,
  type Types,
} from '@storeops/contract';
import { LABEL_NAMES, type FeedItem, type LabelName, type Labels } from '@storeops/contract/ports/merchant-feed';
import { findProductId } from './views';

interface Target {
  item: FeedItem;
  /** The labels this call sets (others unchanged). */
  next: Partial<Labels>;
}

/** Resolves every item to its feed item, refusing duplicates and products without a feed item. */
async function resolve(ctx: HandlerContext, refs: readonly string[]): Promise<FeedItem[]> {
  const ids: string[] = [];
  for (const [i, ref] of refs.entries()) {
    const { id } = await findProductId(ctx, ref, `items[${i}].product`);
    if (ids.includes(id)) throw new ArgumentError(`items[${i}].product`, 'names a product already listed');
    ids.push(id);
  }
  const items = await ctx.connectors.merchantFeed.itemsOf(ctx, ids);
  return ids.map((id, i) => {
    const item = items.get(id);
    if (item === undefined)
      throw new OperationError('invalid_request', `items[${i}].product: the product has no item in the merchant feed`);
    return item;
  });
}

function plan(verb: string, targets: readonly Target[], reason: string | undefined): ChangePlan {
  const changes: ChangeItem[] = [];
  const reversal: Array<{ product: string; labels: Partial<Labels> }> = [];
  const lines: string[] = [];
  for (const { item, next } of targets) {
    const previous: Partial<Labels> = {};
    const parts: string[] = [];
    for (const name of LABEL_NAMES) {
      const after = next[name];
      if (after === undefined || after === item.labels[name]) continue;
      changes.push({ resource_kind: 'product', resource_ref: item.product_id, field: name, before: item.labels[name], after });
      previous[name] = item.labels[name];
      parts.push(`${name} ${JSON.stringify(item.labels[name])} → ${JSON.stringify(after)}`);
    }
    if (parts.length > 0) {
      reversal.push({ product: item.product_id, labels: previous });
      lines.push(`${item.handle}: ${parts.join(', ')}`);
    }
  }
  if (changes.length === 0) throw new ArgumentError('items', 'nothing to change: every label already has the requested value');
  return {
    title: `${verb} merchant-feed custom labels of ${reversal.length} product${reversal.length === 1 ? '' : 's'} (${lines.join('; ')})${reason === undefined ? '' : `: ${reason}`}`,
    changes,
    amount_cents: null,
    reversibility_class: 'reversible',
    reversal: {
      operation: 'merchant_upsert_supplemental_labels',
      arguments: { items: reversal },
      description: 'Set the previous custom labels again.',
    },
  };
}

async function apply(ctx: HandlerContext, targets: readonly Target[]): Promise<void> {
  const connector = ctx.connectors.merchantFeed;
  for (const { item, next } of targets) {
    const changed = Object.fromEntries(
      LABEL_NAMES.filter((n) => next[n] !== undefined && next[n] !== item.labels[n]).map((n) => [n, next[n]]),
    );
    if (Object.keys(changed).length > 0) await connector.writeLabels(ctx, item.product_id, changed);
  }
}

async function upsertTargets(input: Types.MerchantUpsertSupplementalLabelsInput, ctx: HandlerContext): Promise<Target[]> {
  const items = await resolve(
    ctx,
    input.items.map((i) => i.product),
  );
  return items.map((item, i) => ({ item, next: input.items[i]!.labels as Partial<Labels> }));
}

async function deleteTargets(input: Types.MerchantDeleteSupplementalLabelsInput, ctx: HandlerContext): Promise<Target[]> {
  const items = await resolve(
    ctx,
    input.items.map((i) => i.product),
  );
  return items.map((item, i) => {
    const names = (input.items[i]!.labels ?? LABEL_NAMES) as readonly LabelName[];
    return { item, next: Object.fromEntries(names.map((n) => [n, null])) as Partial<Labels> };
  });
}

export const merchantUpsertSupplementalLabels: ProposedWriteHandler<Types.MerchantUpsertSupplementalLabelsInput> = {
  async preview(input, ctx) {
    return plan('Set', await upsertTargets(input, ctx), input.reason);
  },
  async apply(input, ctx) {
    await apply(ctx, await upsertTargets(input, ctx));
  },
};

export const merchantDeleteSupplementalLabels: ProposedWriteHandler<Types.MerchantDeleteSupplementalLabelsInput> = {
  async preview(input, ctx) {
    return plan('Clear', await deleteTargets(input, ctx), input.reason);
  },
  async apply(input, ctx) {
    await apply(ctx, await deleteTargets(input, ctx));
  },
};
