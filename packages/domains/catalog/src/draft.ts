/**
 * propose_draft (seed catalogue: catalog:write, proposed write; what a "draft" is was not shown,
 * decided here): a new product that exists on the storefront but is not for sale, i.e.
 * `storefront_status` `draft` (hidden from the shop) and service lifecycle `draft` (not yet
 * launched; propose_state_transition moves it on to `new`). Applying creates the product and its
 * variants on the storefront (storefront port `createDraftProduct`: positions in input order,
 * references assigned by the storefront) and records content version 1 (author: the proposing
 * credential, source `service`).
 *
 * The handle is the given one, or derived from the title (lowercase ASCII letters and digits
 * joined by `-`) and made unique with `-2`, `-3`, ...; a given handle that exists answers
 * `invalid_request` naming `handle`, a SKU that exists (or repeats) names `variants[i].sku`.
 * Compensatable: once created a product cannot be uncreated by the API; archiving it
 * (storefront_set_product_status `archived`) takes it out of use.
 */
import {
  ArgumentError,
  excerpt,
  type ChangeItem,
  type ChangePlan,
  type HandlerContext,
  parseMajor,
  toMajor,
  toMinor,
  type ProposedWriteHandler,
  type Types,
} from '@storeops/contract';
import { cleanTags } from './tags';
import { recordContentVersion } from './content-version';

/** `Linen Shirt (Navy)!` -> `linen-shirt-navy`; empty when the title has no ASCII letter or digit. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
}

/** The handle the draft gets: the given one (must be free) or a free one derived from the title. */
async function chooseHandle(input: Types.ProposeDraftInput, ctx: HandlerContext): Promise<string> {
  const taken = async (h: string) => (await ctx.scope.from('products').where({ handle: h }).first('id')) !== undefined;
  if (input.handle !== undefined) {
    if (await taken(input.handle))
      throw new ArgumentError('handle', `a product with handle ${excerpt(input.handle)} already exists in this store`);
    return input.handle;
  }
  const base = slugify(input.title) || 'product';
  const like = (await ctx.scope.from('products').where('handle', 'like', `${base}%`).pluck('handle')) as string[];
  const used = new Set(like);
  if (!used.has(base)) return base;
  for (let k = 2; ; k++) if (!used.has(`${base}-${k}`)) return `${base}-${k}`;
}

/** Variant title as the storefront shows it: `M / Navy`, or `Default Title` without options. */
const variantTitle = (v: { size?: string; colour?: string }): string =>
  [v.size, v.colour].filter((x): x is string => x !== undefined && x !== '').join(' / ') || 'Default Title';

async function checkSkus(input: Types.ProposeDraftInput, ctx: HandlerContext): Promise<void> {
  const seen = new Map<string, number>();
  input.variants.forEach((v, i) => {
    const first = seen.get(v.sku);
    if (first !== undefined) throw new ArgumentError(`variants[${i}].sku`, `${excerpt(v.sku)} repeats variants[${first}].sku`);
    seen.set(v.sku, i);
    const price = parseMajor(`variants[${i}].price`, v.price, ctx.store.currency);
    const was =
      v.compare_at_price === undefined ? undefined : parseMajor(`variants[${i}].compare_at_price`, v.compare_at_price, ctx.store.currency);
    if (was !== undefined && was <= price)
      throw new ArgumentError(`variants[${i}].compare_at_price`, 'must be above price (it is the "was" price shown struck through)');
  });
  const existing = (await ctx.scope
    .from('variants')
    .whereIn('sku', [...seen.keys()])
    .pluck('sku')) as string[];
  if (existing.length > 0) {
    const i = seen.get(existing[0]!)!;
    throw new ArgumentError(`variants[${i}].sku`, `SKU ${excerpt(existing[0])} already exists in this store`);
  }
}

export const proposeDraft: ProposedWriteHandler<Types.ProposeDraftInput> = {
  async preview(input, ctx): Promise<ChangePlan> {
    const tags = cleanTags(input.tags ?? [], 'tags');
    await checkSkus(input, ctx);
    const handle = await chooseHandle(input, ctx);
    const { currency } = ctx.store;
    const product = {
      title: input.title,
      handle,
      vendor: input.vendor,
      product_type: input.product_type,
      storefront_status: 'draft',
      lifecycle_state: 'draft',
      tags,
      variants: input.variants.length,
    };
    const changes: ChangeItem[] = [
      { resource_kind: 'product', resource_ref: handle, field: 'product', before: null, after: product },
      ...input.variants.map((v) => ({
        resource_kind: 'variant',
        resource_ref: v.sku,
        field: 'variant',
        before: null,
        after: {
          sku: v.sku,
          title: variantTitle(v),
          price: toMajor(toMinor(v.price, currency), currency),
          compare_at_price: v.compare_at_price === undefined ? null : toMajor(toMinor(v.compare_at_price, currency), currency),
          inventory_quantity: v.inventory_quantity ?? 0,
        },
      })),
    ];
    const n = input.variants.length === 1 ? '1 variant' : `${input.variants.length} variants`;
    return {
      title: `Create draft product ${input.title} (${handle}) with ${n}${input.reason === undefined ? '' : `: ${input.reason}`}`,
      changes,
      amount_cents: null,
      reversibility_class: 'compensatable',
      creates: true,
      reversal: {
        operation: 'storefront_set_product_status',
        arguments: { handle, status: 'archived' },
        description: `Archive the product ${handle} (a created product stays on record; archiving takes it out of use).`,
      },
    };
  },
  async apply(input, ctx, plan) {
    const handle = plan.changes[0]!.resource_ref;
    const currency = ctx.store.currency;
    // The storefront creates the draft and numbers its variants.
    const id = await ctx.connectors.storefront.createDraftProduct(ctx, {
      handle,
      title: input.title,
      vendor: input.vendor,
      product_type: input.product_type,
      description_html: input.description_html ?? '',
      tags: cleanTags(input.tags ?? [], 'tags'),
      variants: input.variants.map((v) => ({
        sku: v.sku,
        title: variantTitle(v),
        size: v.size ?? null,
        colour: v.colour ?? null,
        price_cents: toMinor(v.price, currency),
        compare_at_price_cents: v.compare_at_price === undefined ? null : toMinor(v.compare_at_price, currency),
        inventory_quantity: v.inventory_quantity ?? 0,
      })),
    });
    await recordContentVersion(ctx, id, 0, {
      title: input.title,
      description_html: input.description_html ?? '',
      seo_title: null,
      seo_description: null,
    });
    ctx.subject('product', id);
  },
};
