/**
 * storefront_update_tags (seed catalogue: catalog:write, proposed write). Adds and/or removes
 * product tags the way the storefront does: each tag is trimmed, 1..255 characters, without a
 * comma (the storefront keeps tags as a comma-separated list); tags are compared case-insensitively
 * (adding `Summer` to a product tagged `summer` changes nothing; removing `SUMMER` removes
 * `summer`); at most 250 tags per product. The plan shows the tag list before and after; the
 * reversal adds back what was removed and removes what was added.
 */
import { ArgumentError, excerpt, type ChangePlan, type HandlerContext, type ProposedWriteHandler, type Types } from '@storeops/contract';
import type { ProductRow } from '@storeops/db';
import { findProduct, productLabel, tagsOf } from './product-ref';

export const MAX_TAGS = 250;
export const MAX_TAG_LENGTH = 255;

/** Trims and checks one tag; throws ArgumentError naming `field`. */
export function cleanTag(tag: string, field: string): string {
  const t = tag.trim();
  if (t.length === 0) throw new ArgumentError(field, 'a tag must not be empty or only spaces');
  if (t.length > MAX_TAG_LENGTH) throw new ArgumentError(field, `a tag is at most ${MAX_TAG_LENGTH} characters after trimming`);
  if (t.includes(',')) throw new ArgumentError(field, `a tag must not contain a comma (${excerpt(t)})`);
  return t;
}

/** Trimmed tags without case-insensitive duplicates (first spelling kept); throws ArgumentError naming `field[i]`. */
export function cleanTags(tags: readonly string[], field: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  tags.forEach((tag, i) => {
    const t = cleanTag(tag, `${field}[${i}]`);
    if (!seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      out.push(t);
    }
  });
  return out;
}

interface TagPlan {
  p: ProductRow;
  before: string[];
  after: string[];
  added: string[];
  removed: string[];
}

async function plan(input: Types.StorefrontUpdateTagsInput, ctx: HandlerContext): Promise<TagPlan> {
  const add = cleanTags(input.add ?? [], 'add');
  const remove = cleanTags(input.remove ?? [], 'remove');
  if (add.length === 0 && remove.length === 0) throw new ArgumentError('add', 'give at least one tag to add or remove');
  const removeKeys = new Set(remove.map((t) => t.toLowerCase()));
  const clash = add.find((t) => removeKeys.has(t.toLowerCase()));
  if (clash !== undefined) throw new ArgumentError('remove', `${excerpt(clash)} is both added and removed`);
  const p = await findProduct(ctx, input);
  const before = tagsOf(p);
  const kept = before.filter((t) => !removeKeys.has(t.toLowerCase()));
  const keys = new Set(kept.map((t) => t.toLowerCase()));
  const added = add.filter((t) => !keys.has(t.toLowerCase()));
  const after = [...kept, ...added];
  if (after.length > MAX_TAGS)
    throw new ArgumentError('add', `a product has at most ${MAX_TAGS} tags; this would make ${after.length} (it has ${before.length})`);
  const removed = before.filter((t) => removeKeys.has(t.toLowerCase()));
  if (added.length === 0 && removed.length === 0)
    throw new ArgumentError('add', `nothing to change: the product's tags are already ${excerpt(before)}`);
  return { p, before, after, added, removed };
}

export const storefrontUpdateTags: ProposedWriteHandler<Types.StorefrontUpdateTagsInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const { p, before, after, added, removed } = await plan(input, ctx);
    const what = [added.length > 0 ? `add ${added.join(', ')}` : '', removed.length > 0 ? `remove ${removed.join(', ')}` : '']
      .filter((s) => s !== '')
      .join('; ');
    return {
      title: `Tags of ${productLabel(p)}: ${what}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes: [{ resource_kind: 'product', resource_ref: p.id, field: 'tags', before, after }],
      amount_cents: null,
      reversibility_class: 'reversible',
      reversal: {
        operation: 'storefront_update_tags',
        arguments: {
          product_id: p.id,
          ...(removed.length > 0 ? { add: removed } : {}),
          ...(added.length > 0 ? { remove: added } : {}),
        },
        description: `Restore the tags of ${productLabel(p)} to ${before.length === 0 ? 'none' : before.join(', ')}.`,
      },
    };
  },
  async apply(input, ctx) {
    const { p, after } = await plan(input, ctx);
    await ctx.connectors.storefront.setTags(ctx, p.id, after);
  },
};
